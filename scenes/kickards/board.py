"""Drawing the KICKARDS table's fixed parts from the display: the pitch, the scoreboard, each team's strip
(stars, tactic bar, coach card, VAR token, deck, bench, discipline, hand size), the row labels and bid box,
the left column (event and VAR, dice, shot table, this turn's modifiers), the status panel and hover help.
Only `table.display` (the viewer's view) is read here."""
from __future__ import annotations

import pygame

from rules.kickards.content import EVENTS, PLAYERS

from sprites import text, theme
from sprites.cache import SurfaceCache, readable_on, shade
from sprites.card import card_surface
from sprites.kickards.player_card import (EVENT_BACK, STAR_LETTER, STAR_RGB, TEAM_BACKS, PlayerFace, event_detail,
                                 player_detail)
from sprites.token import star_token, token_surface, var_token

from ..table.hover import place_beside
from . import layout as L

_cache = SurfaceCache(limit=8)
SMALL = (46, 64)
PHASE_NAMES = {"coach_pick": "Coach cards", "attack": "Offensive phase", "defend": "Defensive phase",
               "stars": "Star generation", "bid": "Control bid", "coach": "Coach card", "event": "Event card",
               "bonus": "Bonus window", "roll": "Shot position", "position": "Shot position", "shoot": "Shot on goal",
               "var_goal": "VAR review", "stoppage": "Stoppage time", "shootout": "Penalty shootout", "over": "Full time"}

HINTS = {
    "coach_pick": "Keep one of the three event cards as your secret coach card: click it.",
    "attack": "Drag a shooter face down onto the first slot, then up to 4 supports. Done when ready, or Pass.",
    "defend": "Drag up to 5 defenders face down onto your slots, then press Done.",
    "stars": "Choose a colour for each printed star on your revealed cards.",
    "bid": "Blind bid: drag stars onto your bid box (or keys 1-3), then seal the bid.",
    "coach": "Play your coach card instead of the event draw, or keep it for later.",
    "event": "The event: swap it (1 blue star), block it (2 blue), call VAR if it has the icon, or accept.",
    "bonus": "Buy bonuses: drag a star onto the bonus table or click a lit row. Done when finished.",
    "roll": "Roll the k6 to find the shot position on the shooter's table.",
    "position": "Use your reroll / +1 / -1 tokens or buy more, then accept the row.",
    "shoot": "Shoot: roll the k100. Equal or below the goal chance scores.",
    "var_goal": "A goal after a VAR event: call VAR to review it?",
    "stoppage": "Play one more +5 stoppage round?",
    "shootout": "Penalty shootout: drag a player onto the penalty spot, or click one.",
}


def board_background() -> pygame.Surface:
    def make():
        surf = pygame.Surface(theme.CANVAS_SIZE)
        surf.fill(theme.BG)
        p = L.PITCH
        stripe = p.w // 10
        for i in range(10):
            colour = theme.PITCH if i % 2 == 0 else theme.PITCH_DARK
            pygame.draw.rect(surf, colour, (p.x + i * stripe, p.y, stripe + 1, p.h))
        line = (214, 236, 214)
        field = p.inflate(-12, -12)
        pygame.draw.rect(surf, line, field, 3, border_radius=6)
        mid = L.MIDLINE.centery
        pygame.draw.line(surf, line, (field.x, mid), (field.right, mid), 3)
        pygame.draw.circle(surf, line, (p.centerx, mid), 8)
        for y, h in ((field.y, 130), (field.bottom - 130, 130)):
            box = pygame.Rect(0, 0, 520, h)
            box.midtop = (p.centerx, y)
            pygame.draw.rect(surf, line, box, 3)
        for r in (L.EVENT_PANEL, L.DICE_PANEL, L.TURN_PANEL, L.ACTIONS):
            pygame.draw.rect(surf, theme.PANEL, r, border_radius=12)
            pygame.draw.rect(surf, theme.PANEL_LIGHT, r, 2, border_radius=12)
        return surf

    return _cache.get(("board",), make)


def _name(table, seat) -> str:
    name = table.session.names[seat]
    return name + ("" if table.session.is_human(seat) else " (computer)")


def draw_scoreboard(table, surface):
    v = table.display.v
    r = L.SCOREBOARD
    box = pygame.Rect(0, 0, 760, 56)
    box.midtop = (r.centerx, r.y)
    pygame.draw.rect(surface, (16, 20, 28), box, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, box, 2, border_radius=14)
    flash = table.score_flash > 0 and int(table.score_flash * 8) % 2 == 0
    score = f"{v['scores'][0]} : {v['scores'][1]}"
    text.draw(surface, score, (box.centerx, box.centery), 40, theme.ACCENT if flash else theme.WHITE, "bold", "center")
    for seat, anchor, x in ((0, "midright", box.centerx - 70), (1, "midleft", box.centerx + 70)):
        colour = table.team_rgb(seat)
        label = _name(table, seat)
        while len(label) > 4 and theme.font(26, "bold").size(label)[0] > 230:
            label = label[:-2]
        rect = text.draw(surface, label, (x - 34 if seat == 0 else x + 34, box.centery), 26, theme.TEXT, "bold",
                         anchor)
        cx = x - 16 if seat == 0 else x + 16
        pygame.draw.circle(surface, colour, (cx, box.centery), 14)
        text.draw(surface, ("B", "R")[seat], (cx, box.centery), 16, theme.WHITE, "bold",
                  "center")
    minute = v["minute"] if v["period"] != "shootout" else "Pens"
    period = {"extra": "Extra time", "shootout": "Shootout"}.get(v["period"], "1st half" if v["field"] < 3 else
                                                                 "2nd half" if v["field"] < 6 else "Stoppage")
    left = f"{minute}  {period}"
    text.draw(surface, left, (r.x + 12, r.y + 28), 22, theme.TEXT, "bold", "midleft")
    variant = {"friendly": "Friendly", "two_leg": f"Two legs: leg {v['leg']}", "final": "Final"}[v["variant"]]
    extra = ""
    if v["leg_scores"]:
        first = v["leg_scores"][0]
        extra = f"  (1st leg {first[0]}-{first[1]})"
    if v["period"] == "shootout" or any(v["shootout"]):
        extra = f"  Pens {v['shootout'][0]}-{v['shootout'][1]}"
    text.draw(surface, variant + extra, (r.right - 12, r.y + 28), 22, theme.TEXT_DIM, anchor="midright")


def _small_card(surface, painter, rect, label, count=None):
    surf = card_surface(painter, SMALL)
    surface.blit(surf, surf.get_rect(center=rect.center))
    text.draw(surface, label, (rect.centerx, rect.bottom + 1), 16, theme.TEXT, "bold", "midtop")
    if count is not None:
        badge = pygame.Rect(0, 0, 34, 26)
        badge.center = (rect.right - 2, rect.y + 4)
        pygame.draw.rect(surface, theme.WHITE, badge, border_radius=10)
        text.draw(surface, str(count), badge.center, 20, theme.BLACK, "bold", "center")


def draw_strip(table, surface, seat):
    v = table.display.v
    side = table.side_of(seat)
    r = L.STRIP[side]
    spots = L.strip_spots(side)
    colour = table.team_rgb(seat)
    bg = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, (12, 18, 24, 200), bg.get_rect(), border_radius=12)
    surface.blit(bg, r)
    acting = seat in v["actors"]
    pygame.draw.rect(surface, theme.ACCENT if acting else shade(colour, 0.8), r, 3 if acting else 2, border_radius=12)
    b = spots["badge"]
    pygame.draw.circle(surface, colour, (b.x + 26, b.centery), 24)
    text.draw(surface, ("B", "R")[seat], (b.x + 26, b.centery), 26, readable_on(colour), "bold", "center")
    home = "Home" if v["home"] == seat else "Away"
    label = _name(table, seat)
    while len(label) > 4 and theme.font(24, "bold").size(label)[0] > 150:
        label = label[:-2]
    name_rect = text.draw(surface, label, (b.x + 58, b.y + 4), 24, theme.TEXT, "bold")
    attack = "attacking" if v["possession"] == seat else "defending"
    if v["phase"] == "coach_pick":
        attack = "coach pick"
    elif v["period"] == "shootout":
        attack = "to kick" if v["kicker"] == seat else "in goal"
    text.draw(surface, f"{home}, {attack}", (b.x + 58, b.y + 38), 20, theme.TEXT_DIM)
    if acting:   # beside the name: the role line below is long enough on its own
        thinking = seat in table.session.thinking()
        text.draw(surface, "thinking..." if thinking else "to act", (name_rect.right + 10, name_rect.y + 3), 20,
                  theme.ACCENT, "bold")
    text.draw(surface, str(v["scores"][seat]), (b.right - 4, b.centery), 44, theme.WHITE, "bold", "midright")
    # this turn's stars
    s = spots["stars"]
    text.draw(surface, "Stars", (s.x + 4, s.y), 18, theme.TEXT_DIM, "bold")
    if seat != table.bottom_seat:
        for c in range(3):
            n = v["stars"][seat][c]
            pos = L.star_spots(side)[c]
            face = star_token(STAR_RGB[c], STAR_LETTER[c])
            surf = token_surface(face, 20 if n else 14)
            if not n:
                surf = surf.copy()
                surf.set_alpha(70)
            surface.blit(surf, surf.get_rect(center=pos))
            if n > 1:
                text.draw(surface, f"x{n}", (pos[0] + 14, pos[1] + 8), 18, theme.WHITE, "bold")
    else:
        for c in range(3):
            if not v["stars"][seat][c]:
                pos = L.star_spots(side)[c]
                pygame.draw.circle(surface, shade(STAR_RGB[c], 0.5), pos, 14, 2)
    # tactic bar: 3 places per colour
    t = spots["bar"]
    text.draw(surface, "Tactic bar", (t.x + 4, t.y), 16, theme.TEXT_DIM, "bold")
    places = L.bar_spots(side)
    for c in range(3):
        for k in range(3):
            pos = places[c][k]
            pygame.draw.circle(surface, shade(STAR_RGB[c], 0.45), pos, 9, 2)
            if seat != table.bottom_seat and k < v["tactic_bars"][seat][c]:
                face = star_token(STAR_RGB[c], STAR_LETTER[c])
                surf = token_surface(face, 9)
                surface.blit(surf, surf.get_rect(center=pos))
    # coach card, VAR token, deck, bench, discipline, hand
    has_coach = v["has_coach"][seat] or (seat == table.viewer and v["coach"] >= 0)
    c = spots["coach"]
    if has_coach:
        _small_card(surface, EVENT_BACK, c, "Coach")
        if seat == table.viewer:
            text.draw(surface, "yours", (c.centerx, c.y - 2), 16, theme.ACCENT, "bold", "midbottom")
    else:
        pygame.draw.rect(surface, shade(theme.PANEL_LIGHT, 0.8), c.inflate(-4, -4), 2, border_radius=6)
        text.draw(surface, "Coach", (c.centerx, c.bottom + 1), 16, theme.TEXT_DIM, "bold", "midtop")
    vr = spots["var"]
    surf = token_surface(var_token(used=not v["var_tokens"][seat]), 24)
    surface.blit(surf, surf.get_rect(center=vr.center))
    text.draw(surface, "VAR" if v["var_tokens"][seat] else "used", (vr.centerx, vr.bottom + 1), 16,
              theme.TEXT if v["var_tokens"][seat] else theme.TEXT_DIM, "bold", "midtop")
    _small_card(surface, TEAM_BACKS[seat], spots["deck"], "Deck", v["deck_sizes"][seat])
    bench = v["benches"][seat]
    bn = spots["bench"]
    if bench:
        _small_card(surface, PlayerFace(bench[-1]), bn, "Bench", len(bench))
        table.drawn_faces.add((seat, bench[-1]))
    else:
        pygame.draw.rect(surface, shade(theme.PANEL_LIGHT, 0.8), bn.inflate(-4, -4), 2, border_radius=6)
        text.draw(surface, "Bench", (bn.centerx, bn.bottom + 1), 16, theme.TEXT_DIM, "bold", "midtop")
    d = spots["cards"]
    text.draw(surface, "Cards", (d.centerx, d.y - 4), 16, theme.TEXT_DIM, "bold", "midtop")
    if v["yellow_cards"][seat]:
        pygame.draw.rect(surface, (236, 196, 60), (d.x + 6, d.y + 18, 20, 30), border_radius=3)
        text.draw(surface, "Y", (d.x + 16, d.y + 33), 16, theme.BLACK, "bold", "center")
    for i in range(min(v["red_cards"][seat], 3)):
        pygame.draw.rect(surface, theme.BAD, (d.x + 30 + i * 8, d.y + 18, 20, 30), border_radius=3)
        text.draw(surface, "R", (d.x + 40 + i * 8, d.y + 33), 16, theme.WHITE, "bold", "center")
    h = spots["hand"]
    n = v["hand_sizes"][seat]
    text.draw(surface, f"Hand: {n}", (h.x + 4, h.y), 18, theme.TEXT_DIM, "bold")
    if seat != table.viewer:
        back = card_surface(TEAM_BACKS[seat], (34, 48))
        step = min(12, (h.w - 40) / max(1, n - 1)) if n > 1 else 0
        for i in range(min(n, 12)):
            surface.blit(back, (h.x + 4 + i * step, h.y + 24))
    else:
        text.draw(surface, "shown below", (h.x + 4, h.y + 26), 18, theme.TEXT_DIM)


def draw_row_boxes(table, surface, seat):
    """Left of a team's slots: what the row is now. Right: the bid box or a short summary."""
    v = table.display.v
    side = table.side_of(seat)
    box = L.ROW_LABEL[side]
    shade_box = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade_box, (10, 16, 22, 170), shade_box.get_rect(), border_radius=10)
    surface.blit(shade_box, box)
    if v["period"] == "shootout":
        title, lines = "Penalties", [f"Kicks taken: {v['kicks'][seat]}", f"Scored: {v['shootout'][seat]}"]
    elif v["possession"] == seat:
        title = "Attack"
        lines = ["Slot 1: shooter", "Slots 2-5: supports"]
        n = (1 if v["shooter_placed"] else 0) + len(v["supports"])
        lines.append(f"{n} card(s) placed")
    else:
        title = "Defence"
        lines = ["Up to 5 defenders", f"{len(v['defenders'])} card(s) placed"]
    text.draw(surface, title, (box.x + 12, box.y + 8), 26, theme.WHITE, "bold")
    y = box.y + 46
    for line in lines:
        text.draw(surface, line, (box.x + 12, y), 20, theme.TEXT_DIM)
        y += 28
    placed = v["shooter_placed"] if v["possession"] == seat else bool(v["defenders"])
    if not v["revealed"] and placed and v["period"] != "shootout":
        text.draw(surface, "face down", (box.x + 12, y), 20, theme.ACCENT, "bold")
    right = L.SIDE_BOX[side]
    if v["phase"] == "bid" or v.get("committed") and seat == table.viewer and v["phase"] == "bid":
        pygame.draw.rect(surface, (10, 16, 22), right, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, right, 2, border_radius=10)
        text.draw(surface, "Sealed bid", (right.x + 10, right.y + 8), 22, theme.TEXT, "bold")
        if v["bid_done"][seat]:
            text.draw(surface, "sealed", (right.x + 10, right.y + 40), 20, theme.GOOD, "bold")
        committed = v["committed"][seat] if v["committed"] and v["committed"][seat] is not None else None
        if committed is not None:
            for c in range(3):
                pos = (right.x + 36 + c * 62, right.bottom - 44)
                surf = token_surface(star_token(STAR_RGB[c], STAR_LETTER[c]), 18)
                surface.blit(surf, surf.get_rect(center=pos))
                text.draw(surface, f"x{committed[c]}", (pos[0], pos[1] + 22), 18, theme.WHITE, "bold", "midtop")
            if seat == table.viewer and not v["bid_done"][seat]:
                text.draw(surface, "drop stars here", (right.x + 10, right.y + 66), 18, theme.TEXT_DIM)
        elif not v["bid_done"][seat]:
            text.draw(surface, "bidding in secret", (right.x + 10, right.y + 40), 20, theme.TEXT_DIM)
    elif table.display.extras.get("bids") and v["period"] != "shootout":
        bids = table.display.extras["bids"]
        text.draw(surface, f"Bid: {bids[seat]} star(s)", (right.x + 10, right.y + 8), 20, theme.TEXT_DIM, "bold")


def draw_phase_line(table, surface):
    """Without the control bar, the band under the time track names the phase."""
    v = table.display.v
    name = PHASE_NAMES.get(v["phase"], v["phase"])
    surf = text.render(name, 28, theme.WHITE, "bold")
    pill = surf.get_rect(center=L.CONTROL.center).inflate(40, 12)
    pygame.draw.rect(surface, (12, 18, 24), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, pill, 2, border_radius=pill.h // 2)
    surface.blit(surf, surf.get_rect(center=pill.center))


def draw_left_column(table, surface):
    v, x = table.display.v, table.display.extras
    p = L.EVENT_PANEL
    text.draw(surface, "Event card", (p.x + 12, p.y + 8), 22, theme.TEXT, "bold")
    if not any(k[0] == "event" for k in table.sprites):
        card = L.EVENT_CARD
        pygame.draw.rect(surface, shade(theme.PANEL_LIGHT, 0.9), card, 2, border_radius=10)
        text.draw_wrapped(surface, "No event yet this turn.", card.inflate(-20, -80), 20, theme.TEXT_DIM)
    info_x = L.EVENT_CARD.right + 12
    lines = [f"Deck: {v['event_deck_size']}", f"Used: {len(v['event_discard'])}"]
    status = ""
    if v["event"] >= 0:
        status = "blocked" if v["event_blocked"] else "drawn"
    elif v["applied_event"] >= 0:
        status = "coach card" if v["event_source"] == "coach" else "applied"
    if status:
        lines.append(status)
    y = p.y + 52
    for line in lines:
        text.draw(surface, line, (info_x, y), 20, theme.TEXT)
        y += 28
    y += 10
    text.draw(surface, "VAR", (info_x, y), 22, theme.TEXT, "bold")
    y += 30
    text.draw(surface, f"Deck: {v['var_deck_size']}", (info_x, y), 20, theme.TEXT)
    y += 28
    var = x.get("var")
    if var:
        text.draw(surface, f"Card {var['chance']}%", (info_x, y), 20, theme.ACCENT, "bold")
        y += 28
        if var["roll"] is not None:
            text.draw(surface, f"k100 {var['roll']}", (info_x, y), 20, theme.TEXT)
            y += 26
            text.draw(surface, "changed" if var["success"] else "stands", (info_x, y), 20,
                      theme.GOOD if var["success"] else theme.BAD, "bold")
    # dice
    d = L.DICE_PANEL
    text.draw(surface, "Dice", (d.x + 12, d.y + 6), 20, theme.TEXT_DIM, "bold")
    table.k6.draw(surface)
    table.k100.draw(surface)
    why6 = x.get("k6_why", "").replace("_", " ")
    why100 = x.get("k100_why", "").replace("_", " ")
    text.draw(surface, f"k6 {why6}".strip(), (table.k6.x, d.bottom - 4), 16, theme.TEXT_DIM, anchor="midbottom")
    text.draw(surface, f"k100 {why100}".strip(), (table.k100.x, d.bottom - 4), 16, theme.TEXT_DIM, anchor="midbottom")
    _update_shot_table(table)
    table.shot_table.draw(surface)
    draw_turn_panel(table, surface)


def _update_shot_table(table):
    v, x = table.display.v, table.display.extras
    rows, title, owner, card = None, "", None, None
    if v["period"] == "shootout" and x["kick"] is not None:
        owner, card = x["kick"]
    elif v["table_event"] is not None and v["table_event"] >= 0 and EVENTS[v["table_event"]].table:
        e = EVENTS[v["table_event"]]
        rows = [(r.pct, r.text, None) for r in e.table]
        title = f"Event table: {e.name}"
    elif v["revealed"] and v["shooter_placed"] and v["shooter"] is not None and v["shooter"] >= 0:
        owner, card = v["possession"], v["shooter"]
    if card is not None:
        p = PLAYERS[card]
        rows = [(r.pct, r.text, r.special) for r in p.rows]
        title = f"{p.name} ({p.pos})"
    result = ""
    shot = x.get("shot")
    if shot:
        mods = "".join(f" {m['value']:+d}%" for m in shot.get("modifiers", []))
        halves = " halved" * shot.get("halves", 0)
        result = f"{shot['base']}%{mods}{halves} = {shot['chance']}%; k100 {shot['roll']}: " \
                 f"{'GOAL' if shot['goal'] else 'no goal'}"
    elif x.get("special"):
        result = x["special"]
    row = v["row"] if v["die"] else 0
    table.shot_table.set(title, rows or [], row, result)


def draw_turn_panel(table, surface):
    v = table.display.v
    p = L.TURN_PANEL
    text.draw(surface, "This turn", (p.x + 12, p.y + 8), 22, theme.TEXT, "bold")
    lines = []
    if v["die"]:
        lines.append(f"k6 {v['die']} {v['shift']:+d}: row {v['row']}")
    if v["fixed_pct"] is not None and v["fixed_pct"] >= 0:
        lines.append(f"Fixed chance: {v['fixed_pct']}%")
    for m in v["modifiers"]:
        lines.append(f"{m['value']:+d}% ({m['source']})")
    if v["halves"]:
        lines.append(f"Goal chance halved x{v['halves']}")
    tokens = {"reroll_own": "Reroll own k6", "plus1": "+1 on the k6", "reroll_k100": "k100 again on a miss",
              "force_reroll": "Force a reroll", "minus1": "-1 on the k6"}
    for name, count in v["tokens"].items():
        if count:
            lines.append(f"{tokens[name]} x{count}")
    if v["no_shot"]:
        lines.append("No shot this turn")
    if v["rebound"]:
        lines.append("Rebound ready")
    if v["two_shots"]:
        lines.append("Two shots")
    if v["discard_owed"][0] or v["discard_owed"][1]:
        for seat in (0, 1):
            if v["discard_owed"][seat]:
                lines.append(f"{table.session.names[seat]} must discard {v['discard_owed'][seat]}")
    if not lines:
        lines = ["No modifiers yet."]
    y = p.y + 42
    for line in lines[:8]:
        text.draw(surface, line, (p.x + 14, y), 20, theme.TEXT if line != "No modifiers yet." else theme.TEXT_DIM)
        y += 27


def status_line(table):
    names = table.session.names
    v = table.display.v
    if table.finished or v["over"]:
        return "The match is over.", theme.ACCENT
    if table.busy:
        return "Showing what happened... click or Space skips.", theme.TEXT_DIM
    thinking = table.session.thinking()
    humans = table.session.human_actors()
    if humans and table.viewer in humans:
        if v["discard_owed"][table.viewer]:
            return f"{names[table.viewer]}: discard a player. Drag a card onto your bench, or click it.", theme.ACCENT
        return f"{names[table.viewer]}, your move. {HINTS.get(v['phase'], '')}", theme.ACCENT
    if thinking:
        dots = "." * (1 + int(table._clock * 3) % 3)
        return f"{', '.join(names[s] for s in thinking)} (computer) is thinking{dots}", theme.TEXT_DIM
    actors = table.session.actors()
    if actors:
        return f"Waiting for {', '.join(names[s] for s in actors)}.", theme.TEXT_DIM
    return "", theme.TEXT




def draw_actions_panel(table, surface):
    r = L.ACTIONS
    v = table.display.v
    text.draw(surface, PHASE_NAMES.get(v["phase"], v["phase"]), (r.x + 12, r.y + 8), 24, theme.ACCENT, "bold")
    if table.replay is not None:
        return                 # the replay bar covers the rest of the panel
    line, colour = status_line(table)
    text.draw_wrapped(surface, line, pygame.Rect(r.x + 12, r.y + 40, r.w - 24, 112), 20, colour, line_gap=0)
    if not table.action_buttons and not table.busy and table.can_act():
        text.draw(surface, "Use drag and drop on the table.", (r.x + 12, r.y + 160), 20, theme.TEXT_DIM)


def draw_hover(table, surface):
    """A zoomed card or a tooltip for whatever is under the pointer."""
    pos = table.app.mouse_pos
    if pos[0] < 0:
        return
    sprite = None
    for key in sorted(table.sprites, key=lambda k: k[0] == "hand"):
        s = table.sprites[key]
        if s.contains(pos):
            sprite = s
    if sprite is not None and sprite.face_up and sprite.face is not None:
        if isinstance(sprite.face, PlayerFace):
            note = ""
            if sprite.ident[0] == "hand" and sprite.highlight == "legal":
                note = "Drag onto a lit slot to play it."
            place_beside(surface, player_detail(sprite.face.card, note), sprite.rect)
            table.drawn_faces.add((getattr(sprite, "owner", None), sprite.face.card))
        else:
            note = "Click to keep it as your coach card." if sprite.ident[0] == "offer" else ""
            place_beside(surface, event_detail(sprite.face.card, note), sprite.rect)
        return
    if sprite is not None:
        table.tooltip.draw(surface, "A face-down card: hidden until the reveal.", pos)
        return
    v = table.display.v
    bottom = L.strip_spots("bottom")
    if bottom["coach"].collidepoint(pos) and table.viewer is not None and v["coach"] >= 0:
        place_beside(surface, event_detail(v["coach"], "Your coach card (face down: only you see it)."),
                     bottom["coach"])
        return
    for seat in (0, 1):
        spots = L.strip_spots(table.side_of(seat))
        bench = v["benches"][seat]
        if spots["bench"].collidepoint(pos) and bench:
            place_beside(surface, player_detail(bench[-1], f"Top of the bench ({len(bench)} cards)."), spots["bench"])
            return
    tip = tooltip_text(table, pos)
    if tip:
        table.tooltip.draw(surface, tip, pos)


def tooltip_text(table, pos) -> str:
    v = table.display.v
    for token in table.star_tokens:
        if token.contains(pos):
            return token.tooltip
    for source in (table.bonus_table, table.shot_table, table.track):
        tip = source.tooltip_at(pos)
        if tip:
            return tip
    if v["options"].get("game_control"):
        tip = table.control_bar.tooltip_at(pos)
        if tip:
            return tip
    for seat in (0, 1):
        side = table.side_of(seat)
        spots = L.strip_spots(side)
        name = table.session.names[seat]
        tips = {
            "stars": f"{name}'s stars this turn (blue, red, green). Unspent stars go to the tactic bar.",
            "bar": f"{name}'s tactic bar: up to 3 stars of each colour, kept between turns, cleared at half time.",
            "coach": f"{name}'s coach card: an event kept face down, played instead of the event draw.",
            "var": f"{name}'s VAR token: {'unused' if v['var_tokens'][seat] else 'used'}. One per match.",
            "deck": f"{name}'s deck: {v['deck_sizes'][seat]} players.",
            "bench": f"{name}'s bench (used players): {len(v['benches'][seat])}.",
            "cards": f"Discipline: {'a yellow card; ' if v['yellow_cards'][seat] else ''}{v['red_cards'][seat]} red.",
            "hand": f"{name}'s hand: {v['hand_sizes'][seat]} players.",
            "badge": f"{name}: {v['scores'][seat]} goal(s).",
        }
        for spot, tip in tips.items():
            if spots[spot].collidepoint(pos):
                return tip
    if L.K6_POS[0] - 40 < pos[0] < L.K6_POS[0] + 40 and L.DICE_PANEL.collidepoint(pos):
        return "The k6: the shot position (and special rows, offside, penalties)."
    if L.DICE_PANEL.collidepoint(pos):
        return "The k100: the shot on goal and VAR reviews. Equal or below the chance succeeds."
    return ""
