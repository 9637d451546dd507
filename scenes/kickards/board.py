"""Drawing the KICKARDS table's fixed parts from the display: the pitch, the scoreboard, each team's strip
(stars, tactic bar, coach card, VAR token, deck, bench, discipline, hand size), the row labels and bid box,
the left column (event and VAR, dice, shot table, this turn's modifiers), the status panel and hover help.
Only `table.display` (the viewer's view) is read here."""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts, again, language
from rules.kickards.content import EVENTS, PLAYERS

from sprites import text, theme
from sprites.cache import Snapshots, SurfaceCache, prepared_opaque, readable_on, shade
from sprites.card import card_surface
from sprites.kickards.player_card import (EVENT_BACK, STAR_LETTER, STAR_RGB, PlayerFace, team_back, event_detail,
                                 player_detail)
from sprites.token import star_token, token_surface, var_token

from ..table.hover import place_beside
from . import layout as L

T = Texts("scenes.kickards")


def team_letters() -> tuple:
    """The letter on each team's badge and card backs (colour is never the only cue): B/R, in Polish N/C."""
    return (T("team_letter.0"), T("team_letter.1"))


def team_back_of(seat: int):
    """The back of `seat`'s cards, marked with its team letter in the player's language."""
    return team_back(seat, team_letters()[seat])
_cache = SurfaceCache(limit=8, convert=False)      # the board: opaque, so it blits as a plain copy
# The panels whose words and pieces change only with the view: painted once per look (see Snapshots; each
# key below holds everything its painter reads, the language first).
_panels = Snapshots()
SMALL = (40, 54)          # the small cards in a team strip (coach, deck, bench)


def phase_name(phase: str) -> str:
    """The phase's name in a few words (the actions panel, the band under the time track)."""
    return T(f"phase.{phase}") if T.has(f"phase.{phase}") else phase


def hint(phase: str) -> str:
    """What the acting player does in this phase, in one sentence (the status line)."""
    return T(f"hint.{phase}") if T.has(f"hint.{phase}") else ""


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
        for r in (L.EVENT_PANEL, L.ACTIONS):
            pygame.draw.rect(surf, theme.PANEL, r, border_radius=12)
            pygame.draw.rect(surf, theme.PANEL_LIGHT, r, 2, border_radius=12)
        return prepared_opaque(surf)

    return _cache.get(("board",), make)


def _name(table, seat) -> str:
    return table.session.names[seat]


def fit_name(name: str, width: int, sizes=(26, 22, 20), style: str = "bold") -> tuple:
    """(size, text) of a player's name in `width` px: the largest size it fits at, else cut with "..."."""
    for size in sizes:
        if theme.font(size, style).size(name)[0] <= width:
            return size, name
    return sizes[-1], text.fit(name, width, sizes[-1], style)


def name_lines(name: str, width: int, size: int = 20, style: str = "bold") -> list:
    """A long name over at most two lines of `width` px (cut with "..." only past that)."""
    if theme.font(size, style).size(name)[0] <= width:
        return [name]
    lines = text.wrap(name.replace("-", "- "), size, width, style)
    lines = [line.replace("- ", "-") for line in lines]
    if len(lines) == 1 and theme.font(size, style).size(lines[0])[0] > width:     # one unbroken word
        return [text.fit(name, width, size, style)]
    if len(lines) > 2:
        lines = [lines[0], text.fit(" ".join(lines[1:]), width, size, style)]
    return [line if theme.font(size, style).size(line)[0] <= width else text.fit(line, width, size, style)
            for line in lines]


def draw_scoreboard(table, surface):
    v = table.display.v
    flash = table.score_flash > 0 and int(table.score_flash * 8) % 2 == 0
    key = ("score", language(), flash, tuple(table.session.names[:2]), table.team_rgb(0), table.team_rgb(1),
           tuple(v["scores"]), v["minute"], v["period"], v["field"], v["variant"], v["leg"],
           repr(v["leg_scores"]), tuple(v["shootout"]))
    _panels.draw(surface, L.SCOREBOARD, key, lambda: _paint_scoreboard(table, surface, flash))


def _paint_scoreboard(table, surface, flash):
    v = table.display.v
    r = L.SCOREBOARD
    box = pygame.Rect(0, 0, 700, 56)
    box.midtop = (r.centerx, r.y)
    pygame.draw.rect(surface, (16, 20, 28), box, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, box, 2, border_radius=14)
    score = f"{v['scores'][0]} : {v['scores'][1]}"
    text.draw(surface, score, (box.centerx, box.centery), 40, theme.ACCENT if flash else theme.WHITE, "bold", "center")
    for seat, anchor, x in ((0, "midright", box.centerx - 66), (1, "midleft", box.centerx + 66)):
        colour = table.team_rgb(seat)
        size, label = fit_name(_name(table, seat), box.w // 2 - 66 - 34 - 14)
        text.draw(surface, label, (x - 34 if seat == 0 else x + 34, box.centery), size, theme.TEXT, "bold", anchor)
        cx = x - 16 if seat == 0 else x + 16
        pygame.draw.circle(surface, colour, (cx, box.centery), 14)
        text.draw(surface, T(f"team_letter.{seat}"), (cx, box.centery), 16, theme.WHITE, "bold",
                  "center")
    minute = v["minute"] if v["period"] != "shootout" else T("score.pens_minute")
    period = {"extra": "extra", "shootout": "shootout"}.get(v["period"], "first_half" if v["field"] < 3 else
                                                          "second_half" if v["field"] < 6 else "stoppage")
    side = box.x - r.x - 24
    text.draw(surface, text.fit(T("score.minute", minute=minute, period=T(f"score.period.{period}")), side, 22,
                                "bold"), (r.x + 12, r.y + 6), 22, theme.TEXT, "bold")
    variant = T(f"score.variant.{v['variant']}", leg=v["leg"])
    text.draw(surface, text.fit(variant, side, 18), (r.x + 12, r.y + 34), 18, theme.TEXT_DIM)
    extra = []
    if v["leg_scores"]:
        first = v["leg_scores"][0]
        extra.append(T("score.first_leg", a=first[0], b=first[1]))
    if v["period"] == "shootout" or any(v["shootout"]):
        extra.append(T("score.pens", a=v["shootout"][0], b=v["shootout"][1]))
    for i, line in enumerate(extra[:2]):
        text.draw(surface, text.fit(line, side, 20, "bold"), (r.right - 12, r.y + 6 + 28 * i), 20, theme.TEXT,
                  "bold", "topright")


def _small_rect(spot) -> pygame.Rect:
    return pygame.Rect((0, 0), SMALL).move(spot.centerx - SMALL[0] // 2, spot.centery - SMALL[1] // 2)


def _small_card(surface, painter, rect, label, count=None, colour=theme.TEXT):
    surf = card_surface(painter, SMALL)
    card = surf.get_rect(center=rect.center)
    surface.blit(surf, card)
    text.draw(surface, label, (rect.centerx, rect.bottom), 16, colour, "bold", "midtop")
    if count is not None:
        badge = pygame.Rect(0, 0, 34, 24)
        badge.center = (rect.right - 2, card.y + 16)
        pygame.draw.rect(surface, theme.WHITE, badge, border_radius=10)
        text.draw(surface, str(count), badge.center, 18, theme.BLACK, "bold", "center")


def to_act(table, seat) -> bool:
    """Whether the seat's strip says it decides now: not while the board still shows what happened (the
    strips said "Picking a coach - to act" of the position before a move; see TableScene.showing_words)."""
    return seat in table.display.v["actors"] and not table.busy


def strip_role(v: dict, seat: int) -> tuple:
    """(role, its short form) under a player's name: "Home, attacking" ("attacking")."""
    home = "home" if v["home"] == seat else "away"
    attack = "attacking" if v["possession"] == seat else "defending"
    if v["phase"] == "coach_pick":
        # Choosing a coach card happens before kick-off: the side says nothing yet, the choice is the role
        # ("Picking a coach" stayed on a player who had kept one while the other still chose).
        attack = "coach_kept" if v["has_coach"][seat] else "picking_coach"
        return T(f"strip.{attack}"), T(f"strip.{attack}")
    if v["period"] == "shootout":
        attack = "to_kick" if v["kicker"] == seat else "in_goal"
    return T("strip.role", side=T(f"strip.{home}"), doing=T(f"strip.{attack}")), T(f"strip.{attack}")


def draw_strip(table, surface, seat):
    v = table.display.v
    side = table.side_of(seat)
    bench = v["benches"][seat]
    key = ("strip", language(), seat, side, table.viewer, table.bottom_seat, table.team_rgb(seat),
           to_act(table, seat), seat in table.session.thinking(), table.session.is_human(seat),
           table.session.names[seat], v["home"], v["possession"], v["phase"], v["period"], v["kicker"],
           v["has_coach"][seat], v["coach"], tuple(v["stars"][seat]), tuple(v["tactic_bars"][seat]),
           v["var_tokens"][seat], v["deck_sizes"][seat], len(bench), bench[-1] if bench else None,
           v["yellow_cards"][seat], v["red_cards"][seat], v["hand_sizes"][seat])
    _panels.draw(surface, L.STRIP[side], key, lambda: _paint_strip(table, surface, seat))
    if bench:
        table.drawn_faces.add((seat, bench[-1]))       # its face is on the strip, painted now or before


def _paint_strip(table, surface, seat):
    v = table.display.v
    side = table.side_of(seat)
    r = L.STRIP[side]
    spots = L.strip_spots(side)
    colour = table.team_rgb(seat)
    bg = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, (12, 18, 24, 232), bg.get_rect(), border_radius=12)
    surface.blit(bg, r)
    acting = to_act(table, seat)
    pygame.draw.rect(surface, theme.ACCENT if acting else shade(colour, 0.8), r, 3 if acting else 2, border_radius=12)
    b = spots["badge"]
    pygame.draw.circle(surface, colour, (b.x + 26, b.centery), 24)
    text.draw(surface, T(f"team_letter.{seat}"), (b.x + 26, b.centery), 26, readable_on(colour), "bold", "center")
    role, short = strip_role(v, seat)
    if acting:
        tag = T("strip.thinking") if seat in table.session.thinking() else T("strip.to_act")
    else:
        tag = "" if table.session.is_human(seat) else T("strip.computer")
    width = b.right - (b.x + 58)
    name = _name(table, seat)
    size, label = fit_name(name, width, sizes=(24, 22, 20))
    if label == name:
        lines, line_h = [name], 30
    else:
        size = 20 if len(name_lines(name, width, 20)) <= 2 and "..." not in "".join(name_lines(name, width, 20)) \
            else 18
        lines, line_h = name_lines(name, width, size), size + 3
    y = b.y + (4 if len(lines) == 1 else 0)
    for line in lines:
        text.draw(surface, line, (b.x + 58, y), size, theme.TEXT, "bold")
        y += line_h
    draw_role(surface, role, tag, acting, (b.x + 58, max(y, b.bottom - 25)), width, short=short)
    _strip_rest(table, surface, seat, r, spots, colour)


def draw_role(surface, role: str, tag: str, acting: bool, pos, width: int, short: str | None = None):
    """The role line under a name ("Home, attacking") with its tag after it ("to act", "thinking...",
    "computer"). When the whole role does not fit beside the tag, its `short` form ("attacking") is used;
    only then is it cut, never the tag."""
    tag_style = "bold" if acting else "italic"
    tag_w = theme.font(18, tag_style).size(tag)[0] + 10 if tag else 0
    if short and theme.font(16).size(role)[0] > width - tag_w:
        role = short
    role_size = 18 if theme.font(18).size(role)[0] <= width - tag_w else 16
    shown = text.fit(role, width - tag_w, role_size)
    rect = text.draw(surface, shown, pos, role_size, theme.TEXT_DIM)
    if tag:
        text.draw(surface, tag, (rect.right + 10, rect.bottom), 18, theme.ACCENT if acting else theme.TEXT_DIM,
                  tag_style, "bottomleft")


def _strip_rest(table, surface, seat, r, spots, colour):
    v = table.display.v
    side = table.side_of(seat)
    # this turn's stars
    s = spots["stars"]
    text.draw(surface, T("strip.stars"), (s.x + 4, s.y), 18, theme.TEXT_DIM, "bold")
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
    text.draw(surface, T("strip.tactic_bar"), (t.x + 4, t.y), 16, theme.TEXT_DIM, "bold")
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
        mine = seat == table.viewer
        _small_card(surface, EVENT_BACK, c, T("strip.your_coach") if mine else T("strip.coach"),
                    colour=theme.ACCENT if mine else theme.TEXT)
    else:
        pygame.draw.rect(surface, shade(theme.PANEL_LIGHT, 0.8), _small_rect(c), 2, border_radius=6)
        text.draw(surface, T("strip.coach"), (c.centerx, c.bottom), 16, theme.TEXT_DIM, "bold", "midtop")
    vr = spots["var"]
    surf = token_surface(var_token(used=not v["var_tokens"][seat]), 24)
    surface.blit(surf, surf.get_rect(center=vr.center))
    text.draw(surface, T("strip.var") if v["var_tokens"][seat] else T("strip.var_used"), (vr.centerx, vr.bottom + 1), 16,
              theme.TEXT if v["var_tokens"][seat] else theme.TEXT_DIM, "bold", "midtop")
    _small_card(surface, team_back_of(seat), spots["deck"], T("strip.deck"), v["deck_sizes"][seat])
    bench = v["benches"][seat]
    bn = spots["bench"]
    if bench:
        _small_card(surface, PlayerFace(bench[-1]), bn, T("strip.bench"), len(bench))
    else:
        pygame.draw.rect(surface, shade(theme.PANEL_LIGHT, 0.8), _small_rect(bn), 2, border_radius=6)
        text.draw(surface, T("strip.bench"), (bn.centerx, bn.bottom), 16, theme.TEXT_DIM, "bold", "midtop")
    d = spots["cards"]
    text.draw(surface, T("strip.cards"), (d.centerx, d.y - 4), 16, theme.TEXT_DIM, "bold", "midtop")
    if v["yellow_cards"][seat]:
        pygame.draw.rect(surface, (236, 196, 60), (d.x + 6, d.y + 18, 20, 30), border_radius=3)
        text.draw(surface, T("strip.yellow_letter"), (d.x + 16, d.y + 33), 16, theme.BLACK, "bold", "center")
    reds = v["red_cards"][seat]
    if reds:          # one card with the count beside it: stacked letters would run into each other
        for i in range(min(reds, 3) - 1, -1, -1):
            pygame.draw.rect(surface, theme.BAD, (d.x + 30 + i * 4, d.y + 18 - i * 2, 20, 30), border_radius=3)
            pygame.draw.rect(surface, theme.BLACK, (d.x + 30 + i * 4, d.y + 18 - i * 2, 20, 30), 1, border_radius=3)
        text.draw(surface, T("strip.red_letter"), (d.x + 40, d.y + 33), 16, theme.WHITE, "bold", "center")
        if reds > 1:
            text.draw(surface, f"x{reds}", (d.x + 52, d.y + 48), 14, theme.WHITE, "bold", "bottomleft")
    h = spots["hand"]
    n = v["hand_sizes"][seat]
    text.draw(surface, T("strip.hand", n=n), (h.x + 4, h.y), 18, theme.TEXT_DIM, "bold")
    if seat != table.viewer:
        back = card_surface(team_back_of(seat), (34, 48))
        step = min(12, (h.w - 40) / max(1, n - 1)) if n > 1 else 0
        for i in range(min(n, 12)):
            surface.blit(back, (h.x + 4 + i * step, h.y + 24))
    else:
        text.draw(surface, T("strip.shown_below"), (h.x + 4, h.y + 26), 18, theme.TEXT_DIM)


def draw_row_boxes(table, surface, seat):
    """Left of a team's slots: what the row is now. Right: the bid box or a short summary."""
    v = table.display.v
    side = table.side_of(seat)
    committed = v.get("committed")
    bids = table.display.extras.get("bids")
    key = ("rows", language(), seat, side, seat == table.viewer, v["period"], v["possession"], v["kicks"][seat],
           v["shootout"][seat], v["shooter_placed"], len(v["supports"]), len(v["defenders"]), v["revealed"],
           v["phase"], repr(committed), v["bid_done"][seat], tuple(bids) if bids else bids)
    band = L.ROW_LABEL[side].union(L.SIDE_BOX[side])     # both boxes and the pitch between (a long line)
    _panels.draw(surface, band, key, lambda: _paint_row_boxes(table, surface, seat))


def _paint_row_boxes(table, surface, seat):
    v = table.display.v
    side = table.side_of(seat)
    box = L.ROW_LABEL[side]
    shade_box = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade_box, (10, 16, 22, 170), shade_box.get_rect(), border_radius=10)
    surface.blit(shade_box, box)
    if v["period"] == "shootout":
        title = T("rows.penalties")
        lines = [T("rows.kicks_taken", n=v["kicks"][seat]), T("rows.scored", n=v["shootout"][seat])]
    elif v["possession"] == seat:
        title = T("rows.attack")
        lines = [T("rows.slot_shooter"), T("rows.slot_supports")]
        n = (1 if v["shooter_placed"] else 0) + len(v["supports"])
        lines.append(T("rows.placed", n=n))
    else:
        title = T("rows.defence")
        lines = [T("rows.up_to_five"), T("rows.placed", n=len(v["defenders"]))]
    text.draw(surface, title, (box.x + 12, box.y + 8), 26, theme.WHITE, "bold")
    y = box.y + 46
    for line in lines:
        text.draw(surface, line, (box.x + 12, y), 20, theme.TEXT_DIM)
        y += 28
    count = (1 if v["shooter_placed"] else 0) + len(v["supports"]) if v["possession"] == seat else \
        len(v["defenders"])
    placed = v["shooter_placed"] if v["possession"] == seat else bool(v["defenders"])
    if not v["revealed"] and placed and v["period"] != "shootout":
        # Agrees with the count above in Polish ("1 karta ... zakryta", "3 karty ... zakryte").
        text.draw(surface, T("rows.all_face_down", n=count), (box.x + 12, y), 20, theme.ACCENT, "bold")
    right = L.SIDE_BOX[side]
    if v["phase"] == "bid" or v.get("committed") and seat == table.viewer and v["phase"] == "bid":
        pygame.draw.rect(surface, (10, 16, 22), right, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT, right, 2, border_radius=10)
        text.draw(surface, T("bid.title"), (right.x + 10, right.y + 8), 22, theme.TEXT, "bold")
        if v["bid_done"][seat]:
            text.draw(surface, T("bid.sealed"), (right.x + 10, right.y + 40), 20, theme.GOOD, "bold")
        committed = v["committed"][seat] if v["committed"] and v["committed"][seat] is not None else None
        if committed is not None:
            for c in range(3):
                pos = (right.x + 36 + c * 62, right.bottom - 54)
                surf = token_surface(star_token(STAR_RGB[c], STAR_LETTER[c]), 18)
                surface.blit(surf, surf.get_rect(center=pos))
                text.draw(surface, f"x{committed[c]}", (pos[0], pos[1] + 22), 18, theme.WHITE, "bold", "midtop")
            if seat == table.viewer and not v["bid_done"][seat]:
                text.draw(surface, T("bid.drop_here"), (right.x + 10, right.y + 66), 18, theme.TEXT_DIM)
        elif not v["bid_done"][seat]:
            text.draw(surface, T("bid.secret"), (right.x + 10, right.y + 40), 20, theme.TEXT_DIM)
    elif table.display.extras.get("bids") and v["period"] != "shootout":
        bids = table.display.extras["bids"]
        words = T("bid.result", n=bids[seat])
        size = 20 if theme.font(20, "bold").size(words)[0] <= right.w - 20 else 17
        text.draw(surface, text.fit(words, right.w - 20, size, "bold"), (right.x + 10, right.y + 8), size,
                  theme.TEXT_DIM, "bold")


def draw_phase_line(table, surface):
    """Without the control bar, the band under the time track names the phase."""
    v = table.display.v
    name = phase_name(v["phase"])
    surf = text.render(name, 28, theme.WHITE, "bold")
    pill = surf.get_rect(center=L.CONTROL.center).inflate(40, 12)
    pygame.draw.rect(surface, (12, 18, 24), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, pill, 2, border_radius=pill.h // 2)
    surface.blit(surf, surf.get_rect(center=pill.center))


def var_words(var: dict) -> str:
    """The VAR review's result in two or three words ("Goal disallowed", "Event stands")."""
    key = f"var.{var.get('window', 'event')}_{'yes' if var['success'] else 'no'}"
    return T(key) if T.has(key) else T("var.overturned" if var["success"] else "var.stands")


def status_lines(status: str, width: int) -> tuple:
    """(size, lines) of the event card's status beside it, whole: smaller type before two lines, and a cut
    only when even two lines cannot hold it ("Zablokowane" was cut to "Zabloko..." in its narrow column)."""
    for size in (20, 18, 16):
        if theme.font(size, "bold").size(status)[0] <= width:
            return size, [status]
    lines = text.wrap(status, 18, width, "bold")
    if len(lines) <= 2 and all(theme.font(18, "bold").size(line)[0] <= width for line in lines):
        return 18, lines
    return 16, [text.fit(status, width, 16, "bold")]


def draw_left_column(table, surface):
    v, x = table.display.v, table.display.extras
    p = L.EVENT_PANEL
    if not any(k[0] == "event" for k in table.sprites):
        card = L.EVENT_CARD
        pygame.draw.rect(surface, shade(theme.PANEL_LIGHT, 0.9), card, 2, border_radius=10)
        text.draw_wrapped(surface, T("event.none_yet"), card.inflate(-24, -80), 20, theme.TEXT_DIM)
    var = x.get("var")
    key = ("event", language(), v["event_deck_size"], len(v["event_discard"]), v["event"], v["event_blocked"],
           v["applied_event"], v["event_source"], v["var_deck_size"], tuple(sorted(var.items())) if var else var)
    # The column beside the event card (the card's drop zone, drawn before, lights up under a dragged star).
    beside = pygame.Rect(L.EVENT_CARD.right + 1, p.y, p.right - L.EVENT_CARD.right - 1, p.h)
    _panels.draw(surface, beside, key, lambda: _paint_event_words(table, surface))
    # After the column: a long title (Polish) reaches into it, and nothing is drawn in a panel before it.
    text.draw(surface, T("event.title"), (p.x + 12, p.y + 8), 22, theme.TEXT, "bold")
    _update_shot_table(table)
    table.shot_table.draw(surface)
    from .chance import picture
    shown = picture(v, x)
    if x.get("special"):
        shown.notes.insert(0, T("table.sentence", text=again(x["special"])))
    table.chance_panel.set(shown)
    table.chance_panel.draw(surface)
    table.k6.draw(surface)
    table.k100.draw(surface)


def _paint_event_words(table, surface):
    """The decks, the event's status and the VAR card beside the event card."""
    v, x = table.display.v, table.display.extras
    p = L.EVENT_PANEL
    info_x = L.EVENT_CARD.right + 10
    info_w = p.right - 8 - info_x
    lines = [T("event.deck", n=v["event_deck_size"]), T("event.used", n=len(v["event_discard"]))]
    status = ""
    if v["event"] >= 0:
        status = T("event.blocked") if v["event_blocked"] else T("event.drawn")
    elif v["applied_event"] >= 0:
        status = T("event.by_coach") if v["event_source"] == "coach" else T("event.applied")
    y = L.EVENT_CARD.y + 2
    for line in lines:
        text.draw(surface, text.fit(line, info_w, 20), (info_x, y), 20, theme.TEXT)
        y += 26
    if status:
        size, shown = status_lines(status, info_w)
        for line in shown:
            text.draw(surface, line, (info_x, y), size, theme.ACCENT, "bold")
            y += size + 6
    y += 10
    text.draw(surface, T("event.var"), (info_x, y), 22, theme.TEXT, "bold")
    y += 28
    text.draw(surface, text.fit(T("event.deck", n=v["var_deck_size"]), info_w, 20), (info_x, y), 20, theme.TEXT)
    y += 26
    var = x.get("var")
    if var:
        text.draw(surface, text.fit(T("event.var_card", chance=var["chance"]), info_w, 20, "bold"), (info_x, y), 20,
                  theme.ACCENT, "bold")
        y += 26
        if var["roll"] is not None:
            text.draw(surface, f"k100 {var['roll']}", (info_x, y), 20, theme.TEXT)
            y += 26
            text.draw_wrapped(surface, var_words(var), pygame.Rect(info_x, y, info_w, p.bottom - 6 - y), 20,
                              theme.GOOD if var["success"] else theme.BAD, "bold", line_gap=0)


def _update_shot_table(table):
    v, x = table.display.v, table.display.extras
    rows, title, card = None, "", None
    if v["period"] == "shootout" and x["kick"] is not None:
        card = x["kick"][1]
    elif v["table_event"] is not None and v["table_event"] >= 0 and EVENTS[v["table_event"]].table:
        e = EVENTS[v["table_event"]]
        rows = [(r.pct, r.text.shown, None, None) for r in e.table]
        title = T("shot_table.event", event=e.name.shown)
    elif v["revealed"] and v["shooter_placed"] and v["shooter"] is not None and v["shooter"] >= 0:
        card = v["shooter"]
    if card is not None:
        p = PLAYERS[card]
        rows = [(r.pct, r.text.shown, r.special, r.effect) for r in p.rows]
        title = T("shot_table.player", name=p.name, pos=p.pos)
    row = v["row"] if v["die"] else 0
    table.shot_table.set(title, rows or [], row)


def to_assign(table) -> str:
    """How many of the viewer's stars (or discards) still wait for a decision, when there are several."""
    v = table.display.v
    seat = table.actor          # public decisions (star colours) are taken with no private view drawn
    if seat is None or table.busy:
        return ""
    if v["discard_owed"][seat]:
        return T("status.to_discard", n=v["discard_owed"][seat])
    if v["phase"] == "stars" and v["pending_pick"][seat]:
        return T("status.to_colour", n=v["pending_pick"][seat])
    return ""


def status_words(table) -> tuple:
    """The table's status as one paragraph and its colour (bright while someone at the screen decides)."""
    head, prompt = table.status_lines()
    deciding = table.finished or table.display.v["over"] or (not table.busy and table.actor is not None)
    return (f"{head} {prompt}" if prompt else head), (theme.ACCENT if deciding else theme.TEXT_DIM)


def draw_actions_panel(table, surface):
    v = table.display.v
    replay = table.replay is not None
    left = "" if replay else to_assign(table)
    line, colour = ("", None) if replay else status_words(table)
    drag_hint = not replay and not table.action_buttons and not table.busy and table.can_act()
    key = ("actions", language(), v["phase"], replay, left, line, colour, drag_hint)
    _panels.draw(surface, L.ACTIONS, key, lambda: _paint_actions_panel(surface, v, replay, left, line, colour,
                                                                        drag_hint))


def _paint_actions_panel(surface, v, replay, left, line, colour, drag_hint):
    r = L.ACTIONS
    title = text.draw(surface, phase_name(v["phase"]), (r.x + 12, r.y + 8), 24, theme.ACCENT, "bold")
    if replay:
        return                 # the replay bar covers the rest of the panel
    if left:
        surf = text.render(left, 20, theme.BLACK, "bold")
        pill = surf.get_rect().inflate(20, 6)
        pill.topright = (r.right - 10, r.y + 8)
        if pill.left > title.right + 8:
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=pill.h // 2)
            surface.blit(surf, surf.get_rect(center=pill.center))
    box = pygame.Rect(r.x + 12, r.y + 42, r.w - 24, L.ACTION_BUTTONS_TOP - r.y - 46)
    text.draw_wrapped(surface, line, box, text.fitting_size(line, box, 20, 16), colour, line_gap=0)
    if drag_hint:
        text.draw(surface, T("status.drag_and_drop"), (r.x + 12, L.ACTION_BUTTONS_TOP + 4), 20, theme.TEXT_DIM)


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
        # What a click or a drag would do, only while it would do it (not while the last move still plays).
        usable = sprite.highlight == "legal" and table.can_act()
        if isinstance(sprite.face, PlayerFace):
            note = ""
            if sprite.ident[0] == "hand" and usable:
                note = T("hover.drag_to_play")
            anchor = table.raised_rect(sprite) if sprite is table.raised else sprite.rect
            place_beside(surface, player_detail(sprite.face.card, note), anchor)
            table.drawn_faces.add((getattr(sprite, "owner", None), sprite.face.card))
        else:
            note = T("hover.click_to_keep") if sprite.ident[0] == "offer" and usable else ""
            place_beside(surface, event_detail(sprite.face.card, note), sprite.rect)
        return
    if sprite is not None:
        table.tooltip.draw(surface, T("hover.face_down"), pos)
        return
    v = table.display.v
    bottom = L.strip_spots("bottom")
    if bottom["coach"].collidepoint(pos) and table.viewer is not None and v["coach"] >= 0:
        place_beside(surface, event_detail(v["coach"], T("hover.your_coach")), bottom["coach"])
        return
    for seat in (0, 1):
        spots = L.strip_spots(table.side_of(seat))
        bench = v["benches"][seat]
        if spots["bench"].collidepoint(pos) and bench:
            place_beside(surface, player_detail(bench[-1], T("hover.bench_top", n=len(bench))), spots["bench"])
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
            "stars": lambda: T("tip.stars", name=name),
            "bar": lambda: T("tip.bar", name=name),
            "coach": lambda: T("tip.coach", name=name),
            "var": lambda: T("tip.var_unused" if v["var_tokens"][seat] else "tip.var_used", name=name),
            "deck": lambda: T("tip.deck", name=name, n=v["deck_sizes"][seat]),
            "bench": lambda: T("tip.bench", name=name, n=len(v["benches"][seat])),
            "cards": lambda: T("tip.cards_yellow" if v["yellow_cards"][seat] else "tip.cards", n=v["red_cards"][seat]),
            "hand": lambda: T("tip.hand", name=name, n=v["hand_sizes"][seat]),
            "badge": lambda: T("tip.badge", name=name, n=v["scores"][seat]),
        }
        for spot, tip in tips.items():
            if spots[spot].collidepoint(pos):
                return tip()
    if abs(pos[0] - L.K6_POS[0]) < 40 and abs(pos[1] - L.K6_POS[1]) < 40:
        return T("tip.k6")
    if abs(pos[0] - L.K100_POS[0]) < 40 and abs(pos[1] - L.K100_POS[1]) < 40:
        return T("tip.k100")
    if L.CHANCE_PANEL.collidepoint(pos):
        return T("tip.chance")
    return ""
