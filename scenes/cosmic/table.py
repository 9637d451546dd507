"""The Cosmic table: the systems, planets, the Warp, the cone and the Prisons, played by drag and drop.

What is drawn comes from `display.Display` (the viewer's view, patched event by event while the kit's queue
plays the animations of `animations.py`), never from the raw state. Gestures become actions only through
`gestures.py` against the acting player's legal actions, so a lit target is always a legal move:
- drag a token from a planet onto the cone (launch, ally with the offense, Escorts) or beside the target
  (ally with the defense, Escorts, defend a Prison); drag tokens between your planets at set-up; drag your
  token out of the Warp or a Prison onto a planet (or the cone);
- drag a challenge card onto your face-down slot and a Kicker onto the Kicker slot; drag an edict or a Ruling
  onto the table, or onto the system of the player it is aimed at;
- click a lit planet (aim the cone, a base in a deal), a lit system (invite a player, name a system), a lit
  pile (lose it, the Brute's and the Stalker's picks, the Fever), a card in the deal (give it);
- the buttons beside the board for the rest (passes, powers, believe or doubt...), the deal panel during a
  negotiation, and the Moves list [M] for every legal move.
Hot-seat: only the viewer's hand is drawn (the kit's curtain decides who the viewer is); computer moves are
paced, the last one is marked on the board, and Hold stops the computers until pressed again.
"""
from __future__ import annotations

import math

import pygame

from rules.core.i18n import Texts
from rules.cosmic.content import TOKENS_PER_COLOUR, card_effect, card_name
from rules.cosmic.state import ASIDE, PRISON, WARP
from rules.cosmic.texts import PHASE_HELP, flare_button_words
from sprites import text, theme
from sprites.cache import shade
from sprites.card import CardSprite
from sprites.cosmic import palette, tokens
from sprites.cosmic.cards import DECK_BACK, ChallengeFace, card_detail, flare_half_text
from sprites.cosmic.power import power_detail
from sprites.widgets import Banner, Tooltip

from ..table.gestures import legal_zone
from ..table.hover import place_beside
from ..table.log import TableLog
from ..table.moves import MORE, button_column
from ..table.scene import TableScene
from . import animations, board, deal as deal_panel
from . import gestures as G
from . import layout as L
from .display import Display

TIGHT_SIZE = 17         # a decision button's type when its words do not fit at the usual 22 (theme: @tight_button)

T = Texts("scenes.cosmic")

COMPUTER_PAUSE = 0.75       # a computer move lands no sooner than this after the last one (speed 1)
SETUP_PAUSE = 0.2           # ... at the set-up, where computers may move many tokens
FOLLOW_UP_PAUSE = 0.35      # ... its next move of the same kind (a second token launched: the first is still seen)
DONE_PAUSE = 0.15           # ... a "done" that ends what it was doing (nothing new to follow)
LAST_MOVE_TIME = 3.0        # the last computer move stays marked this long (game time)
PROMPT_PHASES = ("regain", "own_colour", "wild", "aim", "launch", "invite_off", "invite_def", "answers", "escorts",
                 "power", "respond", "kickers", "cards", "bluff", "bully", "pay", "rewards", "second", "deal_give",
                 "raid_defend", "deaths", "swap", "arrange", "negotiate", "choose_power")
# The moments of an encounter at which a power or card may be used, named in the power prompt.
MOMENTS = ("start", "destiny", "aimed", "answered", "sides_formed", "allies_done", "before_cards", "cards_chosen",
           "revealed", "resolved", "after_losses", "deal_accepted", "reverse", "unseen_shields")
ENTER_KINDS = G.CONFIRMATIONS + ("deal_offer",)
# Actions whose label names something only their player may know (a face-down card, a card handed over).
HIDDEN_KINDS = ("play", "kicker", "deal_give")


class CosmicLog(TableLog):
    """The kit's log, with a computer's few words on a decision (why it refused a deal) after its line."""

    def __init__(self, game, names, rect, size: int = 20):
        super().__init__(game, names, rect, size)
        self.notes: dict = {}          # index of an event in the shown events -> words shown after its line

    def sync(self, events, viewer) -> None:
        if viewer != self._viewer or self._count > len(events):
            self.panel.clear()
            self._viewer, self._count = viewer, 0
        for i in range(self._count, len(events)):
            line = self.game.describe_event(events[i], self.names, viewer)
            if line:
                self.panel.add(line)
            if i in self.notes:
                self.panel.add(self.notes[i], theme.ACCENT)
        self._count = len(events)


class PileHandle:
    """A token of a pile the player may pick up (one token per drag) or click: `key` is the gesture item."""

    def __init__(self, key, pos, radius: int = L.TOKEN_R):
        self.key = key
        self.ident = key
        self.home = (float(pos[0]), float(pos[1]))
        self.x, self.y = self.home
        self.radius = radius

    @property
    def pos(self):
        return self.x, self.y

    @pos.setter
    def pos(self, value):
        self.x, self.y = float(value[0]), float(value[1])

    def contains(self, point) -> bool:
        return math.dist(point, (self.x, self.y)) <= self.radius + 6

    @property
    def away(self) -> bool:
        return abs(self.x - self.home[0]) > 1 or abs(self.y - self.home[1]) > 1

    def draw(self, target) -> None:
        _, owner, _, skill = self.key
        tokens.draw_pile(target, self.pos, owner, skill or palette.letter(owner), 1, L.TOKEN_R + 2, "selected")


def respond_prompt(played, names) -> str:
    """Asked about an edict just played: who played which, on whom, and what it does, not when it may be played
    (that moment is now); the buttons say what to do about it."""
    what = (flare_half_text(played["card"], played["half"]) if played.get("kind") == "flare_played"
            else card_effect(played["card"]) or "")
    if played.get("target") is not None:
        return T("prompt.respond_to_on", name=names[played["seat"]], card=card_name(played["card"]),
                 target=names[played["target"]], text=what)
    return T("prompt.respond_to", name=names[played["seat"]], card=card_name(played["card"]), text=what)


class CosmicTableScene(TableScene):
    name = "cosmic-table"
    pictures = animations.PICTURES
    moves_while_showing = True      # a computer's move landing during a drag never makes the drop fail

    def __init__(self, app, session):
        super().__init__(app, session)
        self.seats = len(session.names)
        self.display = Display(self.viewer)
        self.layout = L.Layout(self.seats, self.perspective)
        self.board = board.Board()
        self.board_layer = pygame.Surface(L.CANVAS.size)
        self.kept_systems = board.KeptSystems()     # each system's last picture on board_layer (board.py)
        self.board_dirty = True
        self.lit = board.Lit()
        self.hidden: set = set()          # tokens in flight (drawn by their flight, not at their place)
        self.flights: list = []           # piles, cards and pulses being animated over the board
        self.hand: dict = {}              # card -> CardSprite of the viewer's hand
        self.leaving: set = set()         # hand cards flying to the table (not drawn in the hand)
        self.handles: list = []           # PileHandle: piles the player may pick up or click
        self.tray: list = []              # (pos, seat, skill, count): the viewer's tokens offered by skill
        self.zones: list = []
        self.action_buttons: list = []
        self.deal_buttons: list = []
        self.drawn_faces: set = set()     # (owner, card) of every card face drawn in the last frame
        self.banner = Banner(centre=(L.TABLE.centerx, 560), size=64, max_width=L.TABLE.w - 40)
        self.tooltip = Tooltip(max_width=460, size=20)
        self.log = CosmicLog(self.game, session.names,
                             pygame.Rect(L.LOG.x + 6, L.LOG.y + 30, L.LOG.w - 12, L.LOG.h - 36), size=18)
        self.count_up = 1.0               # totals counting up after a reveal (0..1) ...
        self.count_from = (0, 0)          # ... from what the panel showed before (the sums known so far)
        self.last_move = None             # (seat, words, focus point or rect, time left)
        self._computer_move = None        # (seat, focus) of a computer move being applied
        self.deal_clock = None            # seconds left on the deal's clock, as shown (None: not counting for him)
        self._clock_left = None           # ... what is left of it (kept while the other side makes its offer)
        self._clock_key = None
        self.clock_on = len(session.human_seats) == 1 and app.settings.deal_clock
        self.last_computer = None         # (seat, kind) of the last computer move landed (see computer_pause)
        y, w = L.BUTTONS.y, (L.BUTTONS.w - 8) // 3
        small = "@small_button"
        self.button(T("buttons.rules"), (L.BUTTONS.x, y, w, 46), self.open_rules, tooltip=T("buttons.rules_tip"),
                    object_id=small)
        self.button(T("buttons.moves"), (L.BUTTONS.x + w + 4, y, w, 46), self.open_moves, object_id=small,
                    tooltip=T("buttons.moves_tip"))
        self.button(T("buttons.menu"), (L.BUTTONS.x + 2 * w + 8, y, w, 46), self.open_pause, object_id=small,
                    tooltip=T("buttons.menu_tip"))
        half = (L.ACTIONS.w - 24) // 2
        self.add_undo_button((L.ACTIONS.x + 8, L.ACTIONS.y + 8, half, 38), T("buttons.undo"), object_id=small)
        self.add_hold_button((L.ACTIONS.x + 16 + half, L.ACTIONS.y + 8, half, 38), object_id=small)
        self.add_suggest_button((L.ACTIONS.x + 8, L.ACTIONS.y + 52, L.ACTIONS.w - 16, 38), object_id=small)
        self.button_for: dict = {}        # action -> the button beside the board (or in the deal panel) making it
        self._built_specs = None          # what the decision buttons were built from (kept while it is the same)
        self._tight: set = set()          # words of buttons drawn in the smaller type (too long for the usual)
        self.base_choice = None           # (generation, deal_base actions) a click on a planet left to choose
        self.after_action()

    # --- seats, history, snapping -------------------------------------------------------------------
    def edict_prompt(self) -> str:
        """The edict waiting for an answer, named with what it does, so the player can judge it now."""
        played = next((ev for ev in reversed(self.shown + list(self.pending))
                       if ev["kind"] in ("edict_played", "flare_played")), None)
        if played is None:
            return ""
        return respond_prompt(played, self.session.names)

    def inputs_changed(self):
        self.rebuild_inputs()

    def window_words(self, moment: str) -> str:
        """A window's moment in a few words, for its bar ("Cards chosen: does anyone act?")."""
        return T(f"window.{moment}") if T.has(f"window.{moment}") else super().window_words(moment)

    def claim_panel_rect(self, solo: bool):
        """A window's bar: at a hot seat where the hand would be (none is shown then); for one person, above his
        hand, clear of the piles on the right."""
        if solo:
            return pygame.Rect(L.TABLE.centerx - 380, L.BOTTOM.y - 150, 640, 136)
        return pygame.Rect(L.BOTTOM.centerx - 400, L.BOTTOM.y + 6, 800, L.BOTTOM.h - 12)

    def replay_panel(self):
        """The replay bar takes the hand's place under the board, right of the power card (a replay shows
        no hand), clear of the right column's log."""
        return pygame.Rect(L.POWER_CARD.right + 16, L.BOTTOM.y - 8, L.BOTTOM.right - L.POWER_CARD.right - 16,
                           L.BOTTOM.h + 12)

    def snapped(self, fresh):
        if self.layout.viewer != self.perspective:
            self.layout = L.Layout(self.seats, self.perspective)
        if fresh:      # (the first destiny may have shown while setting up: a capture challenge from the start)
            self.display.recall(self.opening() + self.shown)
        self.hidden.clear()
        self.leaving.clear()

    def language_changed(self):
        """The kit says its words again; the decision buttons, the board's words and the hand are made again."""
        super().language_changed()
        self._built_specs = None
        if self.display.v:
            self.snap()

    def end_effects(self):
        self.flights.clear()
        self.banner.visible = False
        self.count_up = 1.0
        self.hidden.clear()
        self.leaving.clear()

    def patch(self, ev):
        super().patch(ev)
        if ev["kind"] in ("card_played", "kicker_played", "edict_played", "ruling_played", "flare_played"):
            self.leaving.discard(ev.get("card"))
        if self.viewer is not None and set(self.hand) != set(self.display.v.get("hand") or []):
            self.sync_hand(self.legal(), self.ctx())

    def touch(self):
        """The board must be drawn again (the view, the flights' hidden tokens or the lit places changed)."""
        self.board_dirty = True

    # --- where things are --------------------------------------------------------------------------------
    def pile_point(self, owner, place, skill=None):
        """Where `owner`'s pile at `place` was last drawn (of `skill` when there is one), else about there."""
        best = None
        for pos, where, seat, pile_skill in self.board.piles:
            if where == place and seat == owner:
                if pile_skill == skill:
                    return pos
                best = best or pos
        if best is not None:
            return best
        v = self.display.v
        return self.layout.place_point(owner, place, v.get("offense"), v.get("planet"))

    def hand_card_point(self, card):
        """Where a card of the viewer's hand is (it is lifted off the hand while it flies)."""
        sprite = self.hand.get(card)
        self.leaving.add(card)
        return sprite.pos if sprite is not None else L.HAND_CENTRE

    # --- acting --------------------------------------------------------------------------------------
    def legal(self) -> list:
        return G.player_moves(super().legal())

    def ctx(self) -> G.Ctx:
        v = self.display.v
        deaths = v.get("deaths_colour") if v.get("phase") == "deaths" else None
        return G.Ctx(self.actor if self.actor is not None else self.viewer, v, deaths)

    def forced_action(self):
        """A lone "done" with nothing else to decide is made for the player. A lone pass in a window (nothing
        to play) only for one person playing computers: at a hot-seat table the others would see from its
        speed that he held no card."""
        legal = self.legal()
        if len(legal) == 1 and legal[0].kind in G.CONFIRMATIONS:
            return legal[0]
        if len(legal) == 1 and legal[0].kind in G.WINDOW_PASSES and len(self.session.human_seats) == 1:
            return legal[0]
        return None

    def computer_pause(self) -> float:
        """How long after the last move this computer move lands: a new step of the challenge after a full
        pause; at the set-up, a "done", or a second move of the kind just made (launching token after token)
        sooner: each still flies where it goes, and a person follows them as one move."""
        if self.display.v.get("phase") in ("arrange", "choose_power"):
            return SETUP_PAUSE
        ready = self.session.ready_answer()
        if ready is None:
            return COMPUTER_PAUSE
        seat, action = ready
        if action.kind in G.CONFIRMATIONS:
            return DONE_PAUSE
        if self.last_computer == (seat, action.kind):
            return FOLLOW_UP_PAUSE
        return COMPUTER_PAUSE

    def computer_moves(self, seat, action):
        """A computer's decision is about to be applied: mark where it acts. Its words come from the log
        lines of its events as the viewer may read them (queue_events); the action's own label only when
        it names nothing hidden (a card played face down, a card handed over in a deal)."""
        label = reason = None
        try:                         # words must never stop a move
            if action.kind not in HIDDEN_KINDS:
                label = self.game.action_label(self.session.state, action, self.session.names)
            explain = getattr(self.game, "explain", None)
            reason = explain(self.session.state, seat, action) if explain is not None else None
        except Exception:
            pass
        self._computer_move = (seat, self.focus_of(seat, action), label, reason)
        self.last_computer = (seat, action.kind)

    def queue_events(self, events):
        move, self._computer_move = self._computer_move, None
        if move is not None:
            seat, focus, label, reason = move
            names = self.session.names
            words = [self.game.describe_event(ev, names, self.viewer) for ev in events]
            words = [w for w in words if w]
            caption = words[0] if words else (T("status.move_label", name=names[seat], label=label) if label
                                              else T("status.decided", name=names[seat]))
            if reason:
                caption = T("status.with_reason", caption=caption.rstrip("."), reason=reason)
                if events:          # in the log, after the decision's first line
                    self.log.notes[len(self.shown) + len(self.pending)] = T("status.reason_note", name=names[seat],
                                                                            reason=reason)
            self.last_move = (seat, caption, focus, LAST_MOVE_TIME)
        super().queue_events(events)

    def focus_of(self, seat, action):
        """The spot a move is about: its planet, its player's system, or the mover's strip."""
        for name in ("planet", "to", "add", "frm"):
            p = action.get(name)
            if isinstance(p, int) and p >= 0 and not isinstance(p, bool):
                return ("point", self.layout.planet_centre(p))
        if action.kind in ("launch_done", "ally") or action.get("side") == "offense":
            v = self.display.v
            if v.get("offense") is not None:
                return ("point", self.layout.mouth(v["offense"], v.get("planet")))
        for name in ("seat", "target", "colour", "victim"):
            x = action.get(name)
            if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < self.seats:
                return ("rect", self.layout.systems[x].rect)
        return ("rect", self.layout.systems[seat].strip)

    def suggestion_rect(self, action):
        """Where the suggested move is made: its button, else the piece its gesture picks up or clicks (a
        token pile, a card of the hand, a planet, a player's strip); None when neither is on screen."""
        button = self.button_for.get(action)
        if button is not None and button.visible:
            return button.get_abs_rect()
        for gesture in G.gestures_of(action, self.ctx()):
            rect = self.item_rect(gesture[1])
            if rect is not None:
                return rect
        return None

    def item_rect(self, item):
        """The canvas rect of a gesture item as drawn now, or None."""
        kind = item[0]
        if kind == "card":
            sprite = self.hand.get(item[1])
            return sprite.rect if sprite is not None and item[1] not in self.leaving else None
        if kind == "pile":
            for handle in self.handles:
                if handle.key == item:
                    r = L.TOKEN_R + 4
                    return pygame.Rect(round(handle.home[0]) - r, round(handle.home[1]) - r, 2 * r, 2 * r)
            for pos, place, seat, skill in self.board.piles:
                if (place, seat) == (item[2], item[1]) and skill in (item[3], None):
                    r = L.TOKEN_R + 4
                    return pygame.Rect(round(pos[0]) - r, round(pos[1]) - r, 2 * r, 2 * r)
            return None
        if kind == "planet" and item[1] >= 0:
            x, y = self.layout.planet_centre(item[1])
            r = L.PLANET_R + 2
            return pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)
        if kind == "system":
            return self.layout.systems[item[1]].strip.copy()
        if kind == "offer":
            return next((rect.copy() for offer, rect in self.power_offers() if offer == item), None)
        return None

    def power_offers(self) -> list:
        """The viewer's two powers while he keeps one of them ("Two, keep one"): (("offer", key), rect) each,
        side by side over the middle of the table, the one he kept (waiting for the others) alone."""
        choice = (self.display.v or {}).get("power_choice") or {}
        keys = choice.get("offered") or []
        if choice.get("picked"):
            keys = [choice["picked"]]
        if self.viewer is None or not keys:
            return []
        faces = [power_detail(k, True, status=False) for k in keys]
        gap = 40
        width = sum(f.get_width() for f in faces) + gap * (len(faces) - 1)
        x = L.TABLE.centerx - width // 2
        top = L.WARP_CENTRE[1] - max(f.get_height() for f in faces) // 2
        out = []
        for key, face in zip(keys, faces):
            rect = face.get_rect(topleft=(x, top))
            out.append((("offer", key), rect))
            x += rect.width + gap
        return out

    def draw_power_offers(self, surface):
        offers = self.power_offers()
        if not offers:
            return
        picked = ((self.display.v or {}).get("power_choice") or {}).get("picked")
        shade_rect = offers[0][1].unionall([r for _, r in offers]).inflate(60, 60).move(0, -15)
        veil = pygame.Surface(shade_rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*theme.PANEL, 235), veil.get_rect(), border_radius=16)
        surface.blit(veil, shade_rect)
        title = T("offer.kept") if picked else T("offer.title")
        text.draw(surface, title, (shade_rect.centerx, shade_rect.y + 22), 26, theme.ACCENT, "bold", anchor="center")
        hover = self.app.mouse_pos
        for (_, key), rect in offers:
            surface.blit(power_detail(key, True, status=False), rect)
            if not picked and rect.collidepoint(hover):
                pygame.draw.rect(surface, theme.GOOD, rect.inflate(8, 8), 4, border_radius=14)

    # --- inputs --------------------------------------------------------------------------------------
    def ensure_board(self):
        """Draw the board off screen when it changed, so hit tests use where the piles stand now."""
        if not self.board_dirty or not self.display.v:
            return
        self.board_dirty = False
        extras = dict(self.display.extras)
        if extras.get("totals") and self.count_up < 1.0:
            extras["totals"] = tuple(round(f + (t - f) * self.count_up)
                                     for f, t in zip(self.count_from, extras["totals"]))
            extras["winner"] = None       # the winner shows once the count is done (not "1 vs 1, WINS")
            self.board_dirty = True       # the count goes on next frame
        self.drawn_faces = set()
        view = self.display.v
        if self.busy or self.claims.waiting():
            # Nobody is "to act" until the board has shown what happened (see showing_words), nor while a
            # window's bar is up (who the rules ask then would tell whether anyone holds a card).
            view = dict(view, actors=[])
        self.board = board.draw_board(self.board_layer, view, self.layout, self.session.names, extras,
                                      computers=tuple(self.session.drivers), hidden=self.hidden, hand=False,
                                      lit=self.lit, watching_note=self.replay is None, kept=self.kept_systems)

    def rebuild_inputs(self):
        """Hand sprites, draggable piles, drop zones, lit places and buttons for what the viewer may do."""
        v = self.display.v
        if not v:
            return
        legal = self.legal()
        ctx = self.ctx()
        clicks = G.clickable_items(legal, ctx)
        drags = G.draggable_items(legal, ctx)
        self.sync_hand(legal, ctx, drags | clicks)
        lit = board.Lit(
            planets={item[1] for item in clicks if item[0] == "planet"},
            piles={(item[2], item[1], item[3]) for item in clicks if item[0] == "pile"},
            grab={(item[2], item[1], item[3]) for item in drags if item[0] == "pile"},
            systems={item[1] for item in clicks if item[0] == "system"},
            warp=any(item[0] == "pile" and item[2] == WARP for item in clicks | drags))
        if lit != self.lit:
            self.lit = lit
            self.touch()             # the board is drawn again only when what it lights changed (a third of a
        self.ensure_board()          # whole game's time went to drawing the same board again)
        old = {h.key: h for h in self.handles}
        self.handles = []
        self.tray = []
        wanted = {item for item in drags | clicks if item[0] == "pile"}
        placed = set()
        for pos, place, seat, skill in self.board.piles:
            key = ("pile", seat, place, skill)
            if key in wanted and key not in placed:
                placed.add(key)
                self.handles.append(self._handle(old, key, pos))
        self._fill_tray(wanted - placed, v, old)
        draggables = [h for h in self.handles if h.key in drags]
        for card, sprite in self.hand.items():
            if ("card", card) in drags:
                draggables.append(sprite)
        self.zones = self._zones(drags, legal, ctx)
        self.gestures.set_targets(draggables, self.zones)
        self.rebuild_buttons(legal, ctx)

    def _fill_tray(self, missing, v, old):
        """Tokens in the Warp, in a Prison or visiting another system are drawn one pile per colour; when a
        move needs one of a given skill, the viewer's tokens there are laid out by skill beside the place."""
        groups: dict = {}
        for key in sorted(missing, key=lambda k: (k[2], k[1], k[3] or "")):
            groups.setdefault((key[1], key[2]), []).append(key)
        taken: list = [h.home for h in self.handles]       # handles already placed (piles drawn on the board)
        for (owner, place), keys in groups.items():
            if place == WARP:
                origin = (self.layout.warp_centre[0], self.layout.warp_centre[1] + self.layout.warp_radius + 34)
            elif ASIDE < place <= PRISON:
                box = self.layout.systems[PRISON - place].prison
                origin = (box.centerx, box.top - 24)
            elif ASIDE - self.layout.seats < place <= ASIDE:        # a power's set-aside pile
                box = L.aside_cell(self.layout.systems[ASIDE - place])
                origin = (box.centerx, box.bottom + 24)
            elif place >= 0:
                x, y = self.layout.systems[place // 5].visitors(place % 5)
                origin = (x, y + 34)
            else:
                continue
            # Trays of neighbouring planets would overlap (a row of skills is wider than a planet step): a
            # tray moves down a row until none of its tokens lies on another handle.
            for _ in range(6):
                row = [(origin[0] + (i - (len(keys) - 1) / 2) * 40, origin[1]) for i in range(len(keys))]
                if all(math.dist(p, q) >= 2 * L.TOKEN_R + 8 for p in row for q in taken):
                    break
                origin = (origin[0], origin[1] + 2 * L.TOKEN_R + 10)
            taken.extend(row)
            for i, key in enumerate(keys):
                pos = row[i]
                count = sum(1 for t, w in enumerate(v["tokens"]) if w == place and t // TOKENS_PER_COLOUR == owner
                            and (key[3] is None or (v["skills"] and v["skills"][t] == key[3])))
                self.tray.append((pos, owner, key[3], count))
                self.handles.append(self._handle(old, key, pos))

    def _handle(self, old, key, pos):
        """The handle for a pile: the same object as before when it is in the player's hand (a drag goes on
        across a rebuild), else a new one at the pile's place."""
        handle = old.get(key)
        if handle is not None and self.gestures.drag.held is handle:
            handle.home = (float(pos[0]), float(pos[1]))
            return handle
        return PileHandle(key, pos)

    def _zones(self, drags, legal, ctx):
        targets = G.drop_targets(drags, legal, ctx)
        v = self.display.v
        zones = []
        order = sorted(targets, key=lambda t: (t != ("table",), t[0]))
        for target in order:
            rect = self.target_rect(target, v)
            if rect is None:
                continue
            zones.append(legal_zone(self, rect, self.target_label(target), target,
                                    lambda item, legal, t=target: self._drop(item, t, legal),
                                    intended=lambda item, t=target: self._intended(item, t),
                                    refusal=lambda item, t=target: self._refusal(item, t), show_idle=False,
                                    label_top=target[0] in ("cone", "defense")))   # drawn over their piles
            if target == ("defense",) and v.get("planet") is not None:
                # The target planet takes a defensive ally's tokens too: "beside the target" sent a playtester
                # to the planet, which refused them.
                zones.append(legal_zone(self, self.target_rect(("planet", v["planet"]), v), "", ("defense", "planet"),
                                        lambda item, legal, t=target: self._drop(item, t, legal),
                                        intended=lambda item, t=target: self._intended(item, t),
                                        refusal=lambda item, t=target: self._refusal(item, t), show_idle=False))
        return zones

    def target_rect(self, target, v):
        kind = target[0]
        if kind == "cone" and v.get("offense") is not None:
            x, y = self.layout.mouth(v["offense"], v.get("planet"))
            return pygame.Rect(round(x) - 100, round(y) - 60, 200, 120)
        if kind == "defense" and v.get("offense") is not None and v.get("planet") is not None:
            x, y = self.layout.defense_spot(v["offense"], v["planet"])
            return pygame.Rect(round(x) - 90, round(y) - 55, 180, 110)
        if kind == "planet":
            x, y = self.layout.planet_centre(target[1])
            r = L.PLANET_R + 10
            return pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)
        if kind == "slot":
            seat = self.ctx().viewer
            side = "offense" if seat == v.get("offense") else "defense"
            return L.encounter_slots()[("kicker_" if target[1] == "kicker" else "") + side].inflate(16, 16)
        if kind == "table":
            return L.TABLE.copy()
        if kind == "system":
            return self.layout.systems[target[1]].rect.inflate(6, 6)
        return None

    def target_label(self, target) -> str:
        if target[0] == "slot":
            return T("table.your_card") if target[-1] == "card" else T("table.kicker")
        return {"cone": T("table.cone"), "defense": T("table.defense")}.get(target[0], "")

    def item_key(self, item):
        key = getattr(item, "ident", None)
        if isinstance(key, tuple) and key and key[0] in ("pile", "card"):
            return key
        return None

    def _drop(self, item, target, legal):
        key = self.item_key(item)
        return G.drop_action(key, target, legal, self.ctx()) if key else None

    def _intended(self, item, target):
        return G.intended(self.item_key(item), target, self.display.v.get("phase"), self.ctx())

    def _refusal(self, item, target):
        return G.refusal(self.item_key(item), target, self.ctx(), self.display.v)

    # --- the hand ------------------------------------------------------------------------------------
    def sync_hand(self, legal, ctx, usable=None):
        """The viewer's hand as card sprites (cards he may use now outlined); nobody else's is drawn. `usable`:
        the items a drag or a click may use now, when the caller has them already."""
        v = self.display.v
        cards = sorted(v.get("hand") or [], key=board.hand_order) if self.viewer is not None else []
        if usable is None:
            usable = G.draggable_items(legal, ctx) | G.clickable_items(legal, ctx)
        old, new = self.hand, {}
        for card, (x, y, angle) in zip(cards, board.hand_positions(len(cards))):
            sprite = old.get(card)
            if sprite is None:
                sprite = CardSprite(ChallengeFace(card), DECK_BACK, (x, y), L.HAND_CARD, angle, ident=("card", card))
            held = self.gestures.drag.held is sprite
            if not held:
                sprite.pos, sprite.angle = (x, y), angle
            sprite.home = (x, y)
            sprite.highlight = "legal" if ("card", card) in usable else None
            new[card] = sprite
        self.hand = new

    # --- buttons -------------------------------------------------------------------------------------
    def rebuild_buttons(self, legal, ctx):
        """The decision buttons beside the board and in the deal panel. Buttons that stay the same are kept:
        a button made again under the pointer (a computer moved meanwhile) would lose the click on it."""
        specs = self._button_specs(legal, ctx)
        if specs == self._built_specs and all(b.alive() for b in self.action_buttons + self.deal_buttons):
            return
        for b in self.action_buttons + self.deal_buttons:
            self.forget(b)
        self.action_buttons, self.deal_buttons = [], []
        self.button_for = {}
        self._built_specs = specs
        for group, words, rect, what, tooltip in specs:
            if what == "moves":
                callback = self.open_moves
            elif what == "clock":
                callback = self.toggle_clock
            else:
                callback = lambda a=what: self.act(a)
            style = "@enter_button" if what == self.enter_action(self.legal()) else \
                "@tight_button" if words in self._tight else "@small_button"
            b = self.button(words, rect, callback, tooltip=tooltip, object_id=style)
            # Over the table, not over the next decision button: a deal's buttons stand side by side (Accept's
            # tooltip, put beside it, covered Reject), so theirs goes beside the whole panel.
            b.tooltip_beside = True if group == "actions" else pygame.Rect(L.DEAL)
            (self.action_buttons if group == "actions" else self.deal_buttons).append(b)
            if what not in ("moves", "clock"):
                self.button_for[what] = b

    def _button_specs(self, legal, ctx) -> list:
        """[(group, words, rect, action or "moves" / "clock", tooltip)] of every decision button now."""
        names = self.session.names
        state = self.session.state
        specs = []
        actions = G.button_actions(legal, ctx)
        x, w = L.ACTIONS.x + 8, L.ACTIONS.w - 16
        rows = L.ACTION_ROWS
        shown = button_column(actions, rows, keep=lambda a: a.kind in G.LAST)
        enter = self.enter_action(legal)
        for i, action in enumerate(shown):
            rect = (x, L.ACTIONS.y + L.ACTION_TOP + i * 44, w, 38)
            if action == MORE:
                specs.append(("actions", T("buttons.more_choices", n=len(actions) - len(shown) + 1), rect,
                              "moves", T("buttons.more_choices_tip")))
                continue
            label = self.game.action_label(state, action, names)
            short = self.button_text(action, label)
            words = T("buttons.enter", label=short) if action == enter else short   # Enter's button says so
            # Words too long at the usual size get a smaller one before they are cut (a Flare's buttons, each a
            # planet of its own, read alike once cut).
            size = 22 if text.fit(words, w - 20, 22) == words else TIGHT_SIZE
            shown_text = text.fit(words, w - 20, size)
            # A tooltip only when the button does not say it all (shorter words, or cut): "Invitations done
            # [Enter]" had a box repeating its own words.
            whole = short == label and shown_text == words
            specs.append(("actions", shown_text, rect, action, None if whole else label))
            if size != 22:
                self._tight.add(shown_text)
        if self.display.v.get("deal"):
            specs += self._deal_specs(legal)
        return specs

    def listed_moves(self) -> list:
        """The list of moves in the buttons' order (the Bluffer's true claim, a compromise, then the highest)."""
        ctx = self.ctx()
        return sorted(self.legal(), key=lambda a: G.claim_rank(a, ctx))

    def button_text(self, action, label) -> str:
        """Shorter words on a button (its tooltip keeps the whole label)."""
        claim = action.get("claim") if action.kind == "power" else None
        if claim is not None:       # the Bluffer's claim in two words ("Claim the card is a compromise" was cut)
            return T("buttons.claim_compromise") if claim == "compromise" else T("buttons.claim_attack", value=claim)
        if action.kind == "flare":      # "Wild Stalker: strike ...", without "Play" (the card says it is played)
            return flare_button_words(self.session.state, action, self.session.names)
        power = self.display.v["powers"][self.actor]["name"] if self.actor is not None else None
        if action.kind == "power" and power and label.startswith(f"Use {power}: "):
            rest = label[len(f"Use {power}: "):]
            return rest[:1].upper() + rest[1:]      # (not capitalize(): it would write "robin")
        return label

    def _deal_specs(self, legal) -> list:
        names = self.session.names
        me = self.actor
        deal = self.display.v["deal"]
        specs = []
        items = deal_panel.panel_items(legal, me, deal["kind"])
        if self.base_choice is not None and self.base_choice[0] == self.session.generation:
            items = [a for a in self.base_choice[1] if a in legal] or items
        rects = deal_panel.item_rects()
        if len(items) > len(rects):
            more = len(items) - len(rects) + 1
            items = items[:len(rects) - 1]
            specs.append(("deal", T("buttons.more_items", n=more), tuple(rects[len(items)]), "moves", None))
        for action, rect in zip(items, rects):
            label = self.game.action_label(self.session.state, action, names)
            short = deal_panel.short_label(action, me, names, deal["kind"])
            specs.append(("deal", text.fit(short, rect.w - 16, 22), tuple(rect), action, label))
        answers = [a for a in legal if a.kind in ("deal_offer", "deal_pass", "accept", "reject")]
        answers.sort(key=lambda a: ("deal_offer", "accept", "deal_pass", "reject").index(a.kind))
        for action, rect in zip(answers, deal_panel.answer_rects()):
            label = deal_panel.short_label(action, me, names, deal["kind"])
            if action.kind in ("deal_offer", "accept"):
                label = T("buttons.enter", label=label)
            specs.append(("deal", label, tuple(rect), action,
                          self.game.action_label(self.session.state, action, names)))
        if self.viewer in deal["parties"]:
            specs.append(("deal", T("buttons.clock_on") if self.clock_on else T("buttons.clock_off"),
                          tuple(deal_panel.clock_rect()), "clock", T("buttons.clock_tip")))
        return specs

    def toggle_clock(self):
        self.clock_on = not self.clock_on
        if not self.clock_on:
            self.deal_clock = self._clock_left = None
        if len(self.session.human_seats) == 1:
            # Kept for the next games too (a playtester switched it off and met it again after Continue).
            self.app.settings.deal_clock = self.clock_on
            problem = self.app.settings.save()
            if problem:
                self.notify(problem, error=True)
        self.rebuild_buttons(self.legal(), self.ctx())

    def whole_log(self, rect, size: int):
        log = CosmicLog(self.game, self.session.names, rect, size)
        log.notes = self.log.notes          # a computer's words on its decisions, after their lines here too
        return log

    # --- input ---------------------------------------------------------------------------------------
    def before_input(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self.ensure_board()        # hit tests use where the piles stand now
        return False

    def key_pressed(self, name, event):
        if name in ("return", "enter", "keypad enter"):
            action = self.enter_action(self.legal())
            if action is not None:
                self.act(action)

    def enter_action(self, legal):
        """The move Enter makes now (its button is outlined and says [Enter]): the "done" that carries on,
        offering the deal, accepting it; None when there is none."""
        for kind in ENTER_KINDS + ("accept",):
            for action in legal:
                if action.kind == kind:
                    return action
        return None

    def click_item(self, key, pos):
        if key is None:
            return
        legal = self.legal()
        if not legal:
            return
        choices = G.click_choices(key, legal, self.ctx())
        if len(choices) == 1:
            self.act(choices[0])
        elif key[0] == "card":
            usable = bool(G.targets_for(key, legal, self.ctx()))
            self.notify(T("notice.drag_card") if usable else T("notice.card_no_use"), error=not usable)
        elif G.targets_for(key, legal, self.ctx()):
            self.notify(T("notice.drag_token"))
        else:
            self.click_board(pos)

    def click_board(self, pos):
        """A click on the board: the pile, planet or system under the pointer, if that is a move now."""
        legal = self.legal()
        if not legal:
            return
        ctx = self.ctx()
        for key in self.items_at(pos):
            choices = G.click_choices(key, legal, ctx)
            if len(choices) == 1:
                self.act(choices[0])
                return
            if len(choices) > 1 and all(a.kind == "deal_base" for a in choices):
                # A planet of a third player in a three-way deal: the base may be for either party.
                self.base_choice = (self.session.generation, choices)
                self.rebuild_buttons(legal, ctx)
                self.notify(T("notice.whose_base"))
                return
            if len(choices) > 1:
                self.notify(T("notice.ambiguous"))
                return

    def items_at(self, pos) -> list:
        """Gesture items under a point, the topmost first: a pile, then a planet, then a system."""
        out = [item for item, rect in self.power_offers() if rect.collidepoint(pos)]
        for card, sprite in reversed(list(self.hand.items())):
            if sprite.contains(pos):
                out.append(("card", card))
                break
        for handle in reversed(self.handles):
            if handle.contains(pos):
                out.append(handle.key)
        for p_pos, place, seat, skill in reversed(self.board.piles):
            if math.dist(pos, p_pos) <= L.TOKEN_R + 6:
                out.append(("pile", seat, place, skill))
        for system in self.layout.systems:
            for i, centre in enumerate(system.planets):
                if math.dist(pos, centre) <= L.PLANET_R + 4:
                    out.append(("planet", system.seat * 5 + i))
        for system in self.layout.systems:
            if system.rect.collidepoint(pos):
                out.append(("system", system.seat))
        return out

    # --- frame ---------------------------------------------------------------------------------------
    def update(self, dt):
        if self.layout.viewer != self.perspective and not self.busy:
            self.snap()
        if self.last_move is not None:
            seat, label, focus, left = self.last_move
            self.last_move = (seat, label, focus, left - dt) if left - dt > 0 else None
        self._run_deal_clock(dt)
        self._show_deal_buttons()
        super().update(dt)

    def _show_deal_buttons(self):
        """The deal panel's buttons show exactly while the panel does: the panel goes with the deal's last
        event, the buttons only once the moves shown after it are done (a "Clock" button was seen floating
        over the board for two seconds)."""
        showing = bool(self.display.v.get("deal")) if self.display.v else False
        for b in self.deal_buttons:
            if b.visible != showing:
                b.show() if showing else b.hide()

    def _run_deal_clock(self, dt):
        v = self.display.v
        deal = v.get("deal") if v else None
        if not deal or not self.clock_on or self.busy or self.app.stack.top is not self:
            if not deal:
                self.deal_clock, self._clock_key, self._clock_left = None, None, None
            return
        actor = self.actor
        if actor is None or actor not in deal["parties"]:
            # Shown only while it counts for him: not while the other side still makes its offer (a playtester
            # saw his fifteen seconds run before the computer's offer was complete).
            self.deal_clock = None
            return
        key = (len(self.shown) if self._clock_key is None else self._clock_key[0],
               deal["proposer"] if deal["kind"] == "exchange" else None)
        if self._clock_key is None or key[1] != self._clock_key[1] or self._clock_left is None:
            self._clock_key = key
            self._clock_left = deal_panel.clock_seconds(deal["kind"])
        self._clock_left -= dt
        self.deal_clock = self._clock_left
        if self._clock_left <= 0:
            self.deal_clock = self._clock_left = None
            self._clock_key = None if deal["kind"] == "exchange" else self._clock_key
            timeout = [a for a in self.game.legal_actions(self.session.state, actor) if a.kind == "time_up"]
            if timeout:
                self.notify(T("notice.time_up"), error=True)
                self.act(timeout[0])

    def moving(self) -> bool:
        return super().moving() or bool(self.flights)

    def calm(self) -> bool:
        # The last computer move's pulsing mark and the deal's clock (whole seconds) change slowly.
        return super().calm() or self.last_move is not None or self.deal_clock is not None

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_background(self, surface):
        # The board layer covers the whole canvas once there is a view: filling under it costs 1-2 ms a frame.
        if not self.display.v:
            surface.fill(palette.SPACE)

    def draw_scene(self, surface):
        self.ensure_history()
        if not self.display.v:
            return
        self.ensure_board()
        surface.blit(self.board_layer, (0, 0))
        self.drawn_faces = set()
        dragged = self.gestures.drag.dragged
        for zone in self.zones:
            zone.draw(surface)
        for pos, owner, skill, count in self.tray:
            tokens.draw_pile(surface, pos, owner, skill or palette.letter(owner), count, L.TOKEN_R)
            pygame.draw.circle(surface, theme.GOOD, (round(pos[0]), round(pos[1])), L.TOKEN_R + 7, 3)
        self.draw_hand(surface, dragged)
        self.draw_power_offers(surface)
        self.draw_faces_of_board()
        if self.display.v.get("deal"):
            self.draw_deal(surface)
        for fx in list(self.flights):
            fx.draw(surface)
            face = getattr(fx, "face", None)
            if isinstance(face, ChallengeFace) and getattr(fx, "face_up", False):
                self.drawn_faces.add((None, face.card))
        self.draw_last_move(surface)
        self.draw_status(surface)
        self.draw_panels(surface)
        self.banner.draw(surface)
        for handle in self.handles:
            if handle is dragged or handle.away:
                handle.draw(surface)
        if dragged is not None and isinstance(dragged, CardSprite):
            dragged.draw(surface)

    def draw_hand(self, surface, dragged):
        if self.viewer is None:
            return
        for card, sprite in self.hand.items():
            if sprite is dragged or card in self.leaving:
                continue
            sprite.draw(surface)
            self.drawn_faces.add((self.viewer, card))

    def draw_faces_of_board(self):
        """Record the challenge-card faces the board drew (the played cards the view shows)."""
        v = self.display.v
        for card in list(v.get("played") or []) + list(v.get("kickers") or []):
            if isinstance(card, int) and card >= 0:
                self.drawn_faces.add((None, card))

    def draw_deal(self, surface):
        v = self.display.v
        start = max(0, len(self.shown) - 12)
        lines = []
        for i in range(start, len(self.shown)):
            ev = self.shown[i]
            if ev["kind"] in deal_panel.HISTORY_KINDS:
                lines.append(self.game.describe_event(ev, self.session.names, self.viewer))
                if i in self.log.notes:
                    lines[-1] = lines[-1].rstrip(".") + ": " + self.log.notes[i].split(": ", 1)[-1]
        clock = self.deal_clock if self.clock_on else None
        deal_panel.draw_panel(surface, v["deal"], self.viewer, self.session.names, self.legal(), clock, lines)

    def draw_last_move(self, surface):
        if self.last_move is None:
            return
        seat, _, (kind, where), left = self.last_move
        colour = palette.rgb(seat)
        glow = 0.5 + 0.5 * math.sin(left * 6)
        width = 3 + round(2 * glow)
        if kind == "point":
            pygame.draw.circle(surface, colour, (round(where[0]), round(where[1])), L.PLANET_R + 14, width)
            pygame.draw.circle(surface, theme.WHITE, (round(where[0]), round(where[1])), L.PLANET_R + 19, 1)
        else:
            pygame.draw.rect(surface, colour, pygame.Rect(where).inflate(10, 10), width, border_radius=16)

    def status_lines(self) -> tuple:
        """(headline, instruction) for the status panel."""
        v = self.display.v
        names = self.session.names
        if self.claims.status() is not None:
            return self.claims.status()
        if v.get("winners"):
            return (T("status.won", names=T("status.and").join(names[x] for x in v["winners"])),
                    T("status.over"))
        person = self.actor
        if person is None and self.seating.solo and self.viewer in self.session.human_actors():
            person = self.viewer    # the table takes it once the board caught up with a computer's move
        if self.busy:
            # What comes next is not said until the board has shown what happened (see showing_words); a
            # person whose move it is then is told so ("Waiting for Alex" puzzled Alex).
            return self.showing_status(T("status.your_move", name=names[person]) if person is not None else None)
        actors = v.get("actors") or []
        phase = v.get("phase") or ""
        if person is not None:
            head = T("status.your_move", name=names[person])
            prompt = T(f"prompt.{phase}") if phase in PROMPT_PHASES else PHASE_HELP.get(phase, "")
            if phase == "answers":
                sides = {a.side for a in self.legal() if a.kind == "ally"}
                if len(sides) == 1:         # invited by one side only: the other's place is not offered
                    prompt = T(f"prompt.answers_{sides.pop()}")
            if phase in ("invite_off", "invite_def") and sum(a.kind == "invite" for a in self.legal()) == 1:
                prompt = T("prompt.invite_one")     # inviting the only one left ends the invitations by itself
            if phase == "kickers" and not any(a.kind == "kicker" for a in self.legal()):
                prompt = T("prompt.kickers_none")    # not "drag a Kicker" to a player who holds none
            if phase == "negotiate" and v.get("deal"):
                prompt = deal_panel.instructions(v["deal"], person, names, self.legal())
            if phase == "respond":
                prompt = self.edict_prompt() or prompt
            if phase == "power":
                # Several moments of one challenge ask this: say which (the moment is public).
                point = getattr(self.session.state, "point", None)
                if point in MOMENTS:
                    prompt = T("prompt.power_at", moment=T(f"moment.{point}"))
            note = self.claims.solo_note()
            return head, (f"{prompt} {note}" if note else prompt)
        head = self.waiting_status(actors)
        hint = PHASE_HELP.get(phase, "")
        return head, (hint[0].upper() + hint[1:] + ".") if hint else ""

    def draw_status(self, surface):
        r = L.STATUS
        head, prompt = self.status_lines()
        text.draw(surface, text.fit(head, r.w - 28, 22, "bold"), (r.x + 14, r.y + 8), 22, theme.ACCENT, "bold")
        lines, size, room = self.prompt_lines(prompt)
        y = r.y + 35
        for line in lines:
            text.draw(surface, line, (r.x + 14, y), size, theme.TEXT)
            y += theme.font(size).get_linesize()
        if self.last_move is not None and room:
            seat, label, _, _ = self.last_move
            # Two lines where the prompt leaves them ("Robin's token moves from Robin's plan..." was cut).
            said = text.wrap(label, 18, r.w - 28, "italic")
            spare = (r.bottom - 4 - y) // 22
            said = said if len(said) <= max(1, spare) else \
                said[:max(1, spare) - 1] + [text.fit(" ".join(said[max(1, spare) - 1:]), r.w - 28, 18, "italic")]
            for k, line in enumerate(said):
                text.draw(surface, line, (r.x + 14, r.bottom - 22 * (len(said) - k)), 18,
                          shade(palette.rgb(seat), 1.3), "italic")

    def prompt_lines(self, prompt: str) -> tuple[list, int, bool]:
        """(lines, size, room for the last move's line) of the prompt in the status box: smaller type before
        anything is cut, then the last move's line too (the log has it), then "..." on the last line."""
        r = L.STATUS
        if not prompt:
            return [], 20, True
        width = r.w - 28
        for size, room in ((20, True), (19, True), (18, True), (17, True), (16, True), (18, False), (17, False),
                           (16, False), (15, False)):
            lines = text.wrap(prompt, size, width)
            space = r.h - 35 - (24 if room else 4)
            if len(lines) * theme.font(size).get_linesize() <= space:
                return lines, size, room
        fit = space // theme.font(size).get_linesize()
        return lines[:fit - 1] + [text.fit(" ".join(lines[fit - 1:]), width, size)], size, room

    def draw_panels(self, surface):
        text.draw(surface, T("table.log"), (L.LOG.x + 12, L.LOG.y + 6), 18, theme.TEXT_DIM, "bold")
        self.log.draw(surface, self.log_events(), self.viewer)
        if not self.action_buttons and self.can_act() and not self.display.v.get("deal"):
            text.draw(surface, T("table.on_the_table"), (L.ACTIONS.x + 14, L.ACTIONS.y + L.ACTION_TOP + 8), 20,
                      theme.TEXT_DIM, "italic")

    def draw_hover(self, surface):
        pos = self.app.mouse_pos
        if pos[0] < 0:
            return
        for card, sprite in reversed(list(self.hand.items())):
            if sprite.contains(pos):
                place_beside(surface, card_detail(card), sprite.rect.inflate(0, -80).move(0, -60))
                return
        v = self.display.v
        if self.viewer is not None and L.POWER_CARD.collidepoint(pos):
            power = v["powers"][self.viewer]
            if power["key"]:
                note = "" if power["active"] else T("off.note", why=board.off_words(power.get("off")))
                place_beside(surface, power_detail(power["key"], power["active"], note), L.POWER_CARD)
                return
        if v.get("deal") and L.DEAL.collidepoint(pos):
            # Over the deal panel the board beneath says nothing (the Warp's words came through it); the
            # folded list of items ("and 4 more") is told in full.
            if deal_panel.items_rect().collidepoint(pos):
                self.tooltip.draw(surface, deal_panel.items_help(v["deal"], self.session.names), pos)
            return
        words = self.board.help_at(pos)
        if words:
            self.tooltip.draw(surface, words, pos)

    def message_rect(self, lines: int) -> pygame.Rect:
        """The notice box: above the hand, over the lower middle of the table."""
        box = pygame.Rect(0, 0, self.MESSAGE_WIDTH, 20 + 30 * lines)
        box.midbottom = (L.TABLE.centerx, 640)
        return box
