"""The KICKARDS table: a pitch with both teams' cards, the time track, the control bar, the bonus table, the
event and VAR cards, the dice, the shot table, the score and the match log.

What is drawn comes from `kickards_display.Display` (the viewer's view, patched event by event while the
animation queue plays), never from the raw state. Gestures become actions only through
`kickards_input` against `game.legal_actions(state, viewer)`:
- drag a hand card onto a slot of your row (shooter / support / defence / penalty spot) or your bench;
- drag a star (this turn's or the tactic bar's) onto a bonus row, your bid box or the event card;
- click a bonus row, a control-bar space, an offered coach card, or a hand card with one possible use;
- buttons and keys for everything else, and the Moves menu [M] listing every legal action.
"""
from __future__ import annotations

import pygame

from rules.core import Action, Rng
from rules.core.i18n import Texts, again, language
from rules.kickards.content import BONUSES, COLOURS
from rules.kickards.legal import pick_all
from rules.kickards.texts import lock_warning

from sprites import text, theme
from sprites.kickards.bonus_table import ORDER as BONUS_ORDER
from sprites.kickards.bonus_table import BonusTable
from sprites.cache import Backdrop, Snapshots
from sprites.card import CardSprite, card_surface
from sprites.kickards.control_bar import SPACES, ControlBar
from sprites.die import DieSprite
from sprites.drag import topmost
from sprites.kickards.player_card import (EVENT_BACK, STAR_LETTER, STAR_RGB, EventFace, PlayerFace,
                                          event_detail)
from sprites.kickards.goal_chance import GoalChancePanel
from sprites.kickards.shot_table import ShotTable
from sprites.kickards.time_track import TimeTrack
from sprites.token import TokenSprite, star_token
from sprites.tween import Parallel
from sprites.widgets import Banner, Tooltip
from sprites.zone import DropZone

from ..backdrop import dialog
from ..confirm import ConfirmScene
from . import board
from .board import team_back_of, team_letters
from . import gestures as inputs
from . import layout as L
from .animations import PICTURES
from .display import Display
from .hand import HandLayout
from ..table.gestures import legal_zone
from ..table.hover import place_beside
from ..table.log import TableLog
from ..table.scene import TableScene

T = Texts("scenes.kickards")
_log_look = Snapshots(limit=8)      # the log panel as it looks (see draw_log)
TEAM_RGB = (theme.HOME_BLUE, theme.AWAY_RED)
BUTTON_FONT = 26          # the theme's button font size
BUTTON_PADDING = 24       # the text padding of a button, both sides together
ACTION_ROWS = 4           # rows of decision buttons under the status line
# Button words (button.* in the catalog): short enough for a half-width button at the UI font, plain enough
# to need no legend (the tooltip holds the engine's full label). The keys stay in brackets.
BUTTON_KINDS = ("pass", "attack_done", "defence_done", "bid_done", "bonus_done", "play_coach", "no_coach",
                "call_var", "no_var", "accept_event", "roll_k6", "accept_position", "shoot", "call_stoppage",
                "no_stoppage")
TOKEN_KINDS = ("reroll_own", "force_reroll", "plus1", "minus1")
EVENT_BUTTONS = (("swap_event", "stars"), ("block_event", "stars"), ("swap_event", "control"),
                 ("block_event", "control"))


def slot_name(kind: str) -> str:
    return T(f"slot.{kind}")


def every_button_text() -> list:
    """Every word a decision button of the table can show (the fit tests measure them all)."""
    labels = [T(f"button.{k}") for k in BUTTON_KINDS] + [T(f"button.token.{k}") for k in TOKEN_KINDS]
    labels += [T(f"button.event.{k}_{s}") for k, s in EVENT_BUTTONS]
    labels += [T(f"button.{what}.{c}", key=n + 1) for what in ("pick_star", "commit_star")
               for n, c in enumerate(COLOURS)]
    return labels


class LockQuestion(ConfirmScene):
    """"Lock it anyway?" over the table: the warning in type small enough to be read whole (at the yes/no
    box's own 30 points the Polish question lost its last line)."""
    name = "lock-question"

    def draw_scene(self, surface):
        dialog(surface, self.BOX)
        room = self.BOX.inflate(-80, -150).move(0, -40)
        words = again(self.question)
        text.draw_wrapped(surface, words, room, text.fitting_size(words, room, 30, 18, line_gap=4), theme.TEXT)


def face_down_tab(sprite) -> pygame.Rect:
    """The "face down" tab of a card the viewer placed: hanging under the card, in the gap above the player's
    strip (on the card it hid the last row of the shot table, which the player reads while placing)."""
    band = pygame.Rect(0, 0, sprite.size[0] - 16, 18)
    band.midtop = (round(sprite.x), round(sprite.y + sprite.size[1] / 2) - 4)
    return band


class KickardsTableScene(TableScene):
    name = "kickards-table"
    pictures = PICTURES

    def __init__(self, app, session):
        super().__init__(app, session)
        self.display = Display(self.viewer)
        self.sprites: dict = {}           # key -> CardSprite on the table
        self.ghosts: list = []            # cards leaving the table: (sprite, tween)
        self.fx: list = []                # stars in flight
        self.fx_rng = Rng(session.saved.seed ^ 0x5EED)      # tumbling dice faces only
        self.track = TimeTrack(L.TRACK, TEAM_RGB, team_letters())
        self.control_bar = ControlBar(L.CONTROL, TEAM_RGB, team_letters())
        self.shot_table = ShotTable(L.SHOT_TABLE)
        self.chance_panel = GoalChancePanel(L.CHANCE_PANEL, (L.K6_POS, L.K100_POS))
        self.bonus_table = BonusTable(L.BONUS_TABLE)
        self.k6 = DieSprite("k6", L.K6_POS, L.DICE_SIZE[0], value=6)
        self.k100 = DieSprite("k100", L.K100_POS, L.DICE_SIZE[1], value=100, colour=(250, 226, 160))
        self.banner = Banner(centre=(L.PITCH.centerx, L.MIDLINE.centery), size=104)
        self.tooltip = Tooltip(max_width=440, size=20)
        self.drag = self.gestures.drag
        self.log = TableLog(self.game, session.names,
                            pygame.Rect(L.LOG.x + 6, L.LOG.y + 32, L.LOG.w - 12, L.LOG.h - 38), size=20)
        self.backdrop = Backdrop()       # the pitch with the panels over it, copied whole at a frame's start
        self.star_tokens: list = []
        self.zones: list = []
        self.action_buttons: list = []
        self.button_for: dict = {}        # action -> its decision button
        self.drawn_faces: set = set()     # (owner seat, player card) painted face up in the last frame
        self.hand_layout = HandLayout()
        self.hand_held = False            # the player is working on the hand: its cards keep their places
        self.glides: list = []            # hand cards closing up (never blocks a decision)
        self.raised = None                # the hand card under the pointer, drawn lifted and whole
        self.coach_zoom = False           # the viewer's coach card shown at reading size (a click toggles)
        self._coach_asked_at = None       # the move count when the coach card was last shown for a decision
        self.score_flash = 0.0
        self._lock_confirmed = False      # the player has just said yes to locking an event against him
        y, w = L.BUTTONS_TOP.y, (L.RIGHT.w - 24) // 4
        self.button(T("buttons.rules"), (L.RIGHT.x, y, w, 52), self.open_rules, tooltip=T("buttons.rules_tip"))
        self.button(T("buttons.moves"), (L.RIGHT.x + (w + 8), y, w, 52), self.open_moves,
                    tooltip=T("buttons.moves_tip"))
        self.add_undo_button((L.RIGHT.x + 2 * (w + 8), y, w, 52), T("buttons.undo"))
        self.button(T("buttons.menu"), (L.RIGHT.right - w, y, w, 52), self.open_pause, tooltip=T("buttons.menu_tip"))
        bw, bh = (L.ACTIONS.w - 28) // 2, L.ACTION_BUTTON_H
        self.add_suggest_button((L.ACTIONS.x + 18 + bw, L.ACTION_BUTTONS_TOP + 3 * (bh + 6), bw, bh))
        self.after_action()

    def language_changed(self):
        """Every word of the table is said again: the kit's part (buttons, tooltips, log), the team letters on
        the track and the control bar, and what is rebuilt from words (decision buttons, drop zones, stars)."""
        super().language_changed()
        self.track.team_letters = self.control_bar.team_letters = team_letters()
        self._top_key = None
        if self.display.v:
            self.snap()

    # --- seats and sides ------------------------------------------------------------------------
    @property
    def bottom_seat(self) -> int:
        return self.perspective

    def side_of(self, seat) -> str:
        return "bottom" if seat == self.bottom_seat else "top"

    def team_rgb(self, seat):
        return TEAM_RGB[seat]

    # --- history, snapping and events -------------------------------------------------------------
    def history_ready(self):
        """After a load the log and the last dice come from replaying the save (seed + actions); the facts
        the view forgets (last dice, goal minutes) are rebuilt from the events shown so far."""
        self.rebuild_extras()
        super().history_ready()

    def rebuild_extras(self):
        extras = Display(self.viewer)
        for ev in self.shown:
            extras._extras(ev)
        self.display.extras = extras.extras
        self.display.minute = extras.minute

    # --- a replay ----------------------------------------------------------------------------------
    def replay_panel(self):
        """The replay bar takes the decision panel, under the phase name."""
        return pygame.Rect(L.ACTIONS.x, L.ACTIONS.y + 44, L.ACTIONS.w, L.ACTIONS.h - 44)

    def queue_events(self, events):
        super().queue_events(events)
        if events and self.display.v:
            self.warm_faces(self.game.view(self.view_state, self.viewer))

    def warm_faces(self, view):
        """Paint now, while nothing moves yet, the faces the coming animations and the view after them show: the
        cards in the rows, the hand's (at the size of a hand that many), the event card and the benches' tops.
        A face painted for the first time costs milliseconds; inside an animating frame (a card flipped into
        a row) it made the slowest frames of the table."""
        for card in [view["shooter"]] + list(view["supports"]) + list(view["defenders"]):
            if card is not None and card >= 0:
                card_surface(PlayerFace(card), L.SLOT_SIZE)
        hand = view.get("hand") or []
        if hand and self.viewer is not None:
            size = L.hand_places(len(hand))[0]
            for card in hand:
                card_surface(PlayerFace(card), size)
        for card in (view["event"], view["applied_event"]):
            if card is not None and card >= 0:
                card_surface(EventFace(card), L.EVENT_CARD.size)
        for bench in view["benches"]:
            if bench:
                card_surface(PlayerFace(bench[-1]), board.SMALL)

    def state_replaced(self):
        self.rebuild_extras()
        self.k6.value, self.k100.value = 6, 100        # the dice show only what was rolled by this point
        self.after_skip()

    def snapped(self, fresh):
        if fresh:      # another player's hand, or none: its places and the zoomed coach card were his
            self.hand_layout.forget()
            self.coach_zoom = False
        v, x = self.display.v, self.display.extras
        self.track.extra = v["variant"] == "final"
        self.track.place(v["field"], v["period"], v["possession"])
        self.control_bar.set(v["control"])
        self.k6.value = x["k6"] or v["die"] or self.k6.value
        self.k100.value = x["k100"] or self.k100.value
        self.k6.waiting, self.k100.waiting = not (x["k6"] or v["die"]), not x["k100"]
        self.sync(animate=False)

    def rebuild_inputs(self):
        """The decision buttons (the drags, drop zones and stars come with the cards: `sync`)."""
        self.rebuild_buttons()

    def _show_coach_when_asked(self):
        """Asked whether to play the coach card (the coach phase, not every window where it may be played),
        the player sees it at reading size at once (a playtester had to find the small "Your coach" slot and
        point at it); a click puts it away, as always."""
        asked = (self.can_act() and getattr(self.session.state, "phase", None) == "coach"
                 and any(a.kind == "play_coach" for a in self.legal()))
        moment = len(self.session.saved.actions) if asked else None
        if asked and moment != self._coach_asked_at:
            self.coach_zoom = True
        elif not asked and self._coach_asked_at is not None:
            self.coach_zoom = False       # the question was answered (by a button or a key): the card goes
        self._coach_asked_at = moment

    def end_effects(self):
        for sprite, tween in self.ghosts:
            tween.finish()
        self.ghosts.clear()
        self.fx.clear()
        self.banner.visible = False

    def status_lines(self) -> tuple:
        """(headline, instruction): whose move and what to do (drawn as one paragraph in the actions panel)."""
        v = self.display.v
        if self.finished or v["over"]:
            return T("status.over"), ""
        if self.busy:
            return T("status.showing"), ""
        if self.actor is None:
            return self.waiting_status(), ""
        seat = self.actor
        head = T("status.your_move", name=self.session.names[seat])
        if v["discard_owed"][seat]:
            return head, T("status.discard")
        words = board.hint(v["phase"])
        if v["phase"] == "stars":
            words = T("status.stars_to_go", n=v["pending_pick"][seat])
        elif v["phase"] == "bid" and v["committed"] and v["committed"][seat] is not None:
            words = T("status.bid_so_far", hint=words, n=sum(v["committed"][seat]))
        return head, words

    # --- sprites -------------------------------------------------------------------------------------
    def card_targets(self) -> dict:
        """key -> (centre, size, angle, face or None, back, owner) for every card the display shows."""
        v, x = self.display.v, self.display.extras
        out = {}
        att = v["possession"]
        for seat in (0, 1):
            rects = L.slot_rects(self.side_of(seat))
            if seat == att:
                cards = ([v["shooter"]] if v["shooter_placed"] else []) + list(v["supports"])
            else:
                cards = list(v["defenders"])
            for i, card in enumerate(cards[:5]):
                face = PlayerFace(card) if card is not None and card >= 0 else None
                out[("slot", seat, i)] = (rects[i].center, L.SLOT_SIZE, 0.0, face, team_back_of(seat), seat)
        if v["period"] == "shootout" and x["kick"] is not None:
            seat, card = x["kick"]
            rect = L.slot_rects(self.side_of(seat))[0]
            out[("slot", seat, 0)] = (rect.center, L.SLOT_SIZE, 0.0, PlayerFace(card), team_back_of(seat), seat)
        hand = v["hand"]
        if hand is not None and self.viewer is not None:
            size, places = self.hand_layout.place(hand, hold=self.hand_held)
            for card in hand:
                hx, hy, angle = places[card]
                out[("hand", card)] = ((hx, hy), size, angle, PlayerFace(card), team_back_of(self.viewer),
                                       self.viewer)
        if v["phase"] == "coach_pick" and v["coach_offer"] and v["coach"] < 0:
            rects = L.slot_rects("bottom")
            for i, card in enumerate(v["coach_offer"][:3]):
                out[("offer", card)] = (rects[1 + i].center, L.SLOT_SIZE, 0.0, EventFace(card), EVENT_BACK, None)
        shown_event = v["event"] if v["event"] >= 0 else v["applied_event"]
        if shown_event is not None and shown_event >= 0:
            out[("event", shown_event)] = (L.EVENT_CARD.center, L.EVENT_CARD.size, 0.0, EventFace(shown_event),
                                           EVENT_BACK, None)
        return out

    def origin(self, key, spec):
        """Where a new card comes from: the hand, a deck, or the opponent's hand."""
        if key[0] == "slot":
            return L.strip_spots(self.side_of(key[1]))["hand"].center
        if key[0] == "hand":
            return L.strip_spots("bottom")["deck"].center
        return (L.EVENT_PANEL.right - 50, L.EVENT_PANEL.y + 90)

    def sync(self, animate: bool):
        """Bring the card sprites in line with the display; returns the glide/flip step when animating."""
        if not self.display.v:
            return None
        for tween in self.glides:       # a closing-up hand lands first; these places are the new truth
            tween.finish()
        self.glides.clear()
        targets = self.card_targets()
        old = self.sprites
        new = {}
        moves = []
        held = self.drag.held
        for key, (pos, size, angle, face, back, owner) in targets.items():
            sprite = old.get(key)
            if sprite is None and key[0] == "slot" and face is not None and ("hand", face.card) in old \
                    and owner == self.viewer and ("hand", face.card) not in targets:
                sprite = old[("hand", face.card)]       # the card the player just placed slides over
            if sprite is None:
                start = self.origin(key, None) if animate else pos
                sprite = CardSprite(face, back, pos=start, size=size, angle=angle, face_up=face is not None,
                                    ident=key)
                sprite.owner = owner
                if animate and face is not None and key[0] != "hand" and not (key[0] == "slot" and owner == self.viewer):
                    sprite.face_up = False
                    moves.append(sprite.flip(True, 0.3, face=face))
            else:
                sprite.ident, sprite.owner, sprite.back = key, owner, back
                if sprite.face is None and face is not None and animate:
                    moves.append(sprite.flip(True, 0.3, face=face))
                else:
                    sprite.face, sprite.face_up = face, face is not None
            sprite.size = size
            sprite.highlight = None
            if sprite is not held:
                if animate and (abs(sprite.x - pos[0]) > 1 or abs(sprite.y - pos[1]) > 1):
                    moves.append(sprite.move_to(pos, 0.32))
                    moves.append(sprite.turn_to(angle, 0.32))
                else:
                    sprite.pos, sprite.angle = pos, angle
            new[key] = sprite
        taken = {id(s) for s in new.values()}
        for key, sprite in old.items():
            if id(sprite) in taken:
                continue
            if animate:
                owner = getattr(sprite, "owner", None)
                if key[0] in ("slot", "hand") and owner is not None:
                    end = L.strip_spots(self.side_of(owner))["bench"].center
                elif key[0] == "offer":
                    end = L.strip_spots("bottom")["coach"].center
                else:
                    end = (L.EVENT_PANEL.right - 50, L.EVENT_PANEL.bottom - 40)
                tween = sprite.move_to(end, 0.35, "easeInCubic")
                self.ghosts.append((sprite, tween))
        self.sprites = new
        self.rebuild_drags()
        if moves and animate:
            return Parallel(*moves)
        return None

    def rebuild_drags(self):
        """Draggables, drop zones and star tokens for what the viewer may do now."""
        v = self.display.v
        legal = self.legal() if not self.busy else []
        self.star_tokens = []
        side = "bottom"
        seat = self.bottom_seat
        star_targets = [a for a in legal if a.kind in ("buy", "commit_star") or
                        (a.kind == "swap_event" and a.source == "stars")]
        for c, colour in enumerate(COLOURS):
            n = v["stars"][seat][c]
            face = star_token(STAR_RGB[c], STAR_LETTER[c])
            if n:
                t = TokenSprite(face, L.star_spots(side)[c], radius=20, count=n, ident=("star", colour, "turn"),
                                tooltip=T(f"star_tip.turn.{colour}", n=n))
                self.star_tokens.append(t)
            for k in range(v["tactic_bars"][seat][c]):
                t = TokenSprite(face, L.bar_spots(side)[c][k], radius=9, ident=("star", colour, "bar"),
                                tooltip=T(f"star_tip.bar.{colour}"))
                self.star_tokens.append(t)
        draggables = []
        zones = []
        if legal:
            usable_cards = {a.card for a in legal if a.kind in ("place", "discard", "kick")}
            for key, sprite in self.sprites.items():
                if key[0] == "hand" and key[1] in usable_cards:
                    sprite.highlight = "legal"
                    draggables.append(sprite)
                elif key[0] == "offer":
                    sprite.highlight = "legal"
                    draggables.append(sprite)
            draggables += [t for t in self.star_tokens if t.ident[0] == "star" and any(
                inputs.action_for_star_drop(t.ident[1], target, star_targets) for target in
                [("bonus", a.bonus) for a in star_targets if a.kind == "buy"] + [("bid",), ("event",)])]
        zones += self._slot_zones()
        spots = L.strip_spots("bottom")
        zones.append(legal_zone(self, spots["bench"].inflate(16, 16), "", ("bench",),
                                lambda item, legal: self._card_action(item, "bench", legal),
                                intended=lambda item: self._intended_card(item, "bench"),
                                refusal=self._not_a_hand_card, show_idle=False))
        zones.append(legal_zone(self, spots["coach"].inflate(16, 16), "", ("coach",), self._coach_action,
                                refusal=lambda item: T("refusal.coach_drop"), show_idle=False))
        for i, bid in enumerate(self.bonus_table_ids()):
            zones.append(legal_zone(self, self.bonus_table.row_rect(i), "", ("bonus", bid),
                                    lambda item, legal, b=bid: self._star_action(item, ("bonus", b), legal),
                                    intended=lambda item, b=bid: self._intended_bonus(b),
                                    refusal=lambda item, b=bid: self._star_refusal(item, b), show_idle=False))
        zones.append(legal_zone(self, L.EVENT_CARD, "", ("event",),
                                lambda item, legal: self._star_action(item, ("event",), legal),
                                refusal=lambda item: T("refusal.event_drop"), show_idle=False))
        if v["phase"] == "bid":
            zones.append(legal_zone(self, L.SIDE_BOX["bottom"], "", ("bid",),
                                    lambda item, legal: self._star_action(item, ("bid",), legal),
                                    refusal=lambda item: T("refusal.bid_drop"), show_idle=False))
        self.zones = zones
        self.gestures.set_targets(draggables, zones)
        self.bonus_table.buyable = {a.bonus for a in legal if a.kind == "buy"} | \
            {a.kind for a in legal if a.kind in ("swap_event", "block_event") and a.source == "stars"}
        self.control_bar.usable = set()
        for a in legal:
            if a.kind == "use_control" or (a.kind in ("swap_event", "block_event") and a.source == "control"):
                effect = a.effect if a.kind == "use_control" else "swap_or_block"
                space = next(s for s, spec in SPACES.items() if spec[0] == effect)
                self.control_bar.usable.add(space if seat == 0 else -space)

    @staticmethod
    def bonus_table_ids():
        return BONUS_ORDER

    def top_slots(self):
        """The opponent's five slots, drawn as outlines (nothing may be dropped there)."""
        v = self.display.v
        other = 1 - self.bottom_seat
        key = (v["possession"] == other, v["period"] == "shootout", language())
        if getattr(self, "_top_key", None) != key:
            names = [slot_name("shooter")] + [slot_name("support")] * 4 if key[0] else [slot_name("defence")] * 5
            if key[1]:
                names = [slot_name("spot"), "", "", "", ""]
            self._top_key = key
            self._top_zones = [DropZone(r, n, ident=("top", i)) for i, (r, n) in
                               enumerate(zip(L.slot_rects("top"), names)) if n]
        return self._top_zones

    def slot_kind(self, i: int) -> str:
        v = self.display.v
        if v["phase"] == "shootout" or v["period"] == "shootout":
            return "spot" if i == 0 else ""
        if v["possession"] == self.bottom_seat:
            return "shooter" if i == 0 else "support"
        return "defence"

    def _slot_zones(self):
        zones = []
        occupied = {key[2] for key in self.sprites if key[0] == "slot" and key[1] == self.bottom_seat}
        for i, rect in enumerate(L.slot_rects("bottom")):
            kind = self.slot_kind(i)
            if not kind:
                continue
            zones.append(legal_zone(
                self, rect, slot_name(kind), ("slot", kind, i),
                lambda item, legal, k=kind, i=i: None if i in occupied else self._card_action(item, k, legal),
                intended=lambda item, k=kind: self._intended_card(item, k),
                refusal=lambda item, i=i: T("refusal.slot_taken") if i in occupied else self._not_a_hand_card(item)))
        return zones

    @staticmethod
    def _not_a_hand_card(item) -> str:
        key = getattr(item, "ident", None)
        return "" if key and key[0] == "hand" else T("refusal.hand_only")

    @staticmethod
    def _card_action(item, slot, legal):
        key = getattr(item, "ident", None)
        if not key or key[0] != "hand":
            return None
        return inputs.action_for_card_drop(key[1], slot, legal)

    def _intended_card(self, item, slot):
        key = getattr(item, "ident", None)
        if not key or key[0] != "hand":
            return None
        return inputs.intended_card_action(key[1], slot, self.display.v["phase"])

    @staticmethod
    def _coach_action(item, legal):
        key = getattr(item, "ident", None)
        if not key or key[0] != "offer":
            return None
        return next((a for a in legal if a.kind == "keep_coach" and a.card == key[1]), None)

    @staticmethod
    def _star_action(item, target, legal):
        key = getattr(item, "ident", None)
        if not key or key[0] != "star":
            return None
        return inputs.action_for_star_drop(key[1], target, legal)

    @staticmethod
    def _intended_bonus(bonus: str):
        if bonus in ("swap_event", "block_event"):
            return Action(bonus, source="stars")
        return Action("buy", bonus=bonus)

    def _star_refusal(self, item, bonus: str) -> str:
        key = getattr(item, "ident", None)
        if not key or key[0] != "star":
            return T("refusal.stars_only")
        colour = "blue" if bonus in ("swap_event", "block_event") else COLOURS[BONUSES[bonus].colour]
        if colour != key[1]:
            return T(f"refusal.paid_with.{colour}")
        return ""

    def drop_failed(self, drop):
        self.sync(animate=False)

    # --- buttons ---------------------------------------------------------------------------------------
    def rebuild_buttons(self):
        self._show_coach_when_asked()
        for b in self.action_buttons:
            self.forget(b)
        self.action_buttons = []
        self.button_for = {}
        actions = inputs.button_actions(self.legal())[:7]      # the 8th place is Suggest; all are in Moves
        w, h = (L.ACTIONS.w - 28) // 2, L.ACTION_BUTTON_H
        top = L.ACTION_BUTTONS_TOP
        if self.stars_to_colour() and all(a.kind == "pick_star" for a in actions):
            self._star_buttons(actions, w, h, top)
            return
        row = col = 0
        for action in actions:
            # Two buttons a row; words too long for half a row (Polish ones can be) take a whole row.
            words = self.button_text(action)
            wide = theme.font(BUTTON_FONT).size(words)[0] > w - BUTTON_PADDING
            if wide and col:
                row, col = row + 1, 0
            # The last row's right half is Suggest's: a wide button may not take that row.
            if row >= ACTION_ROWS or (row == ACTION_ROWS - 1 and (col or wide)):
                break
            rect = (L.ACTIONS.x + 10 + col * (w + 8), top + row * (h + 6), 2 * w + 8 if wide else w, h)
            # A star's colour button says all there is; its tooltip would only cover the next colour's button.
            label = None if action.kind in ("pick_star", "commit_star") else \
                self.game.action_label(self.session.state, action, self.session.names)
            if action.kind == "block_event":
                label = self.lock_words(label)
            b = self.button(words, rect, lambda a=action: self.act(a), tooltip=label)
            b.tooltip_beside = L.ACTIONS    # beside the panel: "Block the event"'s tooltip hid "Accept" under it
            self.action_buttons.append(b)
            self.button_for[action] = b
            row, col = (row + 1, 0) if wide or col else (row, 1)

    def lock_words(self, label: str) -> str:
        """A lock's tooltip: what locking does (the event still applies) and, when the event works against
        the player who would lock it, a warning before he pays."""
        warning = lock_warning(self.session.state, self.actor) if self.actor is not None else None
        return T("lock.warned", label=label, warning=warning) if warning else T("lock.tip", label=label)

    def act(self, action) -> bool:
        """A lock of an event that works against the player is asked about first, whichever way it came
        (button, key, a star dropped on the bonus row, the control bar, the Moves list): warned, not refused."""
        if action.kind == "block_event" and self.replay is None and self.actor is not None and \
                not self._lock_confirmed:
            warning = lock_warning(self.session.state, self.actor)
            if warning:
                self.app.stack.push(LockQuestion(self.app, T("lock.ask", warning=warning),
                                                 lambda: self._lock_anyway(action), yes_label=T("lock.yes")))
                return False
        return super().act(action)

    def _lock_anyway(self, action):
        self._lock_confirmed = True
        try:
            self.act(action)
        finally:
            self._lock_confirmed = False

    def stars_to_colour(self) -> int:
        """How many printed stars the acting player still has to colour (0 outside star generation)."""
        v = self.display.v
        if self.actor is None or not v or v.get("phase") != "stars":
            return 0
        return v["pending_pick"][self.actor]

    def _star_buttons(self, actions, w, h, top):
        """Star generation: each colour's button, and beside it one that colours every star still to colour
        with it (a hand of twelve stars is then one click, not twelve). Each colour keeps its row down to the
        last star, so a player clicking one colour again and again never lands on another."""
        n = self.stars_to_colour()
        for action in actions:
            row = COLOURS.index(action.colour)
            rect = (L.ACTIONS.x + 10, top + row * (h + 6), w, h)
            b = self.button(self.button_text(action), rect, lambda a=action: self.act(a))
            self.action_buttons.append(b)
            self.button_for[action] = b
            if n < 2:
                continue
            rest = (L.ACTIONS.x + 10 + w + 8, top + row * (h + 6), w, h)
            tip = T(f"button.rest_stars.{action.colour}", n=n, key=inputs.key_for(action))
            every = self.button(T("button.rest_stars.label", n=n), rest, lambda a=action: self.colour_the_rest(a),
                                tooltip=tip)
            every.tooltip_beside = L.ACTIONS    # below, it covered the next colour's "All" button
            self.action_buttons.append(every)

    def colour_the_rest(self, action) -> int:
        """Colour every star the acting player still has to colour with `action`'s colour, in one move; how
        many. (The engine's count: the table's own view lags while the last star still flies.)"""
        seat = self.actor
        if seat is None or seat not in self.game.actors(self.session.state):
            return 0
        n = self.session.state.pending_pick[seat]
        whole = pick_all(**{c: n if c == action.colour else 0 for c in COLOURS}) if n >= 2 else action
        return n if self.act(whole) else 0

    def suggestion_rect(self, action):
        """Where the suggested move is played: its button, the hand card, the offered coach card, the bonus
        row or the control bar."""
        button = self.button_for.get(action)
        if button is not None and button.visible:
            return button.get_abs_rect()
        kind = action.kind
        if kind in ("place", "discard", "kick"):
            sprite = self.sprites.get(("hand", action.card))
            return sprite.rect if sprite is not None else None
        if kind == "keep_coach":
            sprite = self.sprites.get(("offer", action.card))
            return sprite.rect if sprite is not None else None
        if kind == "buy" or (kind in ("swap_event", "block_event") and action.source == "stars"):
            bonus = action.bonus if kind == "buy" else kind
            if bonus in BONUS_ORDER:
                return self.bonus_table.row_rect(BONUS_ORDER.index(bonus))
        if kind == "use_control" or kind in ("swap_event", "block_event"):
            return L.CONTROL
        return None

    @staticmethod
    def button_text(action) -> str:
        k = action.kind
        if k in BUTTON_KINDS:
            return T(f"button.{k}")
        if k in ("pick_star", "commit_star"):
            return T(f"button.{k}.{action.colour}", key=inputs.key_for(action))
        if k in ("swap_event", "block_event"):
            return T(f"button.event.{k}_{action.source}")
        if k == "use_token":
            return T(f"button.token.{action.token}") if action.token in TOKEN_KINDS else T("button.token.other")
        return k.replace("_", " ").capitalize()

    def forced_action(self):
        """Done / accept / seal with nothing else legal is made for the player; rolls and shots never are."""
        legal = self.legal()
        if len(legal) == 1 and legal[0].kind in inputs.CONFIRMATIONS:
            return legal[0]
        return None

    # --- input --------------------------------------------------------------------------------------------
    def before_input(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.land_hand()       # a press picks the card that is drawn there, never one still gliding
        return False

    def key_pressed(self, name, event):
        legal = self.legal()
        if not legal:
            return
        action = inputs.action_for_key(name, legal)
        if action is not None and action.kind == "pick_star" and event.mod & pygame.KMOD_SHIFT:
            self.colour_the_rest(action)
        elif action is not None:
            self.act(action)

    def click_item(self, key, pos):
        legal = self.legal()
        if not key or not legal:
            return
        if key[0] == "hand":
            action = inputs.action_for_card_click(key[1], legal)
            if action is not None:
                self.act(action)
            else:
                self.notify(T("notice.drag_card"))
        elif key[0] == "offer":
            self.keep_offer(key[1])
        elif key[0] == "star":
            self.notify(T("notice.drag_star"))

    def click_coach(self):
        """The viewer's coach card: a click plays it when that is a legal move now, else shows it large."""
        v = self.display.v
        if self.viewer is None or v.get("coach", -1) < 0:
            self.notify(T("notice.no_coach") if self.viewer is not None else T("notice.coach_secret"))
            return
        play = next((a for a in self.legal() if a.kind == "play_coach"), None)
        if play is not None:
            self.act(play)
            return
        self.coach_zoom = True

    def keep_offer(self, card):
        for a in self.legal():
            if a.kind == "keep_coach" and a.card == card:
                self.act(a)
                return

    def click_board(self, pos):
        on_coach = L.strip_spots("bottom")["coach"].inflate(12, 12).collidepoint(pos)
        if self.coach_zoom:               # a click closes the zoomed coach card, and does nothing else,
            self.coach_zoom = False       # but on the card itself while it may be played (it was shown
            if not (on_coach and any(a.kind == "play_coach" for a in self.legal())):    # for that question)
                return
        if on_coach:
            self.click_coach()
            return
        legal = self.legal()
        if not legal:
            return
        bid = self.bonus_table.bonus_at(pos)
        if bid is not None:
            action = inputs.action_for_bonus_click(bid, legal)
            if action is not None:
                self.act(action)
            else:
                self.notify(self.why_not(Action("buy", bonus=bid)), error=True)
            return
        if self.display.v["options"].get("game_control"):
            p = self.control_bar.position_at(pos)
            if p is not None:
                action = inputs.action_for_control_click(SPACES[abs(p)][0], legal)
                if action is not None and p in self.control_bar.usable:
                    self.act(action)
                else:
                    self.notify(T("notice.control_locked"), error=True)

    # --- frame ----------------------------------------------------------------------------------------
    def update(self, dt):
        self._follow_hand(dt)
        if self.ghosts and self.speed <= 0:
            self.ghosts.clear()
        for ghost in list(self.ghosts):
            ghost[1].advance(dt * max(self.speed, 0.5))
            if ghost[1].done:
                self.ghosts.remove(ghost)
        if self.score_flash > 0:
            self.score_flash = max(0.0, self.score_flash - dt)
        super().update(dt)

    def moving(self) -> bool:
        return (super().moving() or bool(self.ghosts) or bool(self.fx) or self.score_flash > 0
                or bool(self.glides) or (self.hand_layout.stale and not self.hand_held))

    # --- the hand ---------------------------------------------------------------------------------------
    def _follow_hand(self, dt):
        """Hold the hand still while the player works on it; close it up once they are done."""
        self.hand_held = self.hand_layout.busy(self.app.mouse_pos, self.drag.held is not None, dt)
        if not self.hand_held and self.hand_layout.stale and not self.busy:
            self.close_up_hand()
        if self.hand_held:
            self.land_hand()       # back over the hand: the cards are where they are going, nothing moves
        for tween in list(self.glides):
            tween.advance(dt * max(self.speed, 0.5))
            if tween.done:
                self.glides.remove(tween)

    def land_hand(self):
        for tween in self.glides:
            tween.finish()
        self.glides.clear()

    def close_up_hand(self):
        hand = (self.display.v or {}).get("hand")
        if hand is None:
            self.hand_layout.stale = False
            return
        size, places = self.hand_layout.place(hand, hold=False)
        for card in hand:
            sprite = self.sprites.get(("hand", card))
            if sprite is None or sprite is self.drag.held:
                continue
            x, y, angle = places[card]
            sprite.size = size
            if self.speed <= 0:
                sprite.pos = (x, y)
            else:
                self.glides.append(sprite.move_to((x, y), 0.3))

    def raised_card(self):
        """The hand card under the pointer (the one a press would pick up), or None."""
        if self.drag.dragged is not None or self.busy:
            return None
        hand = [sprite for key, sprite in self.sprites.items() if key[0] == "hand"]
        return topmost(hand, self.app.mouse_pos)

    def raised_rect(self, sprite) -> pygame.Rect:
        """Where the raised card is drawn: at least full size, lifted so its whole table shows."""
        w, h = sprite.size
        full_w, full_h = L.HAND_SIZE
        if w < full_w:
            w, h = full_w, full_h
        else:
            w, h = round(w * 1.1), round(h * 1.1)
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (round(sprite.x), round(sprite.y + sprite.size[1] / 2) - 14)
        rect.clamp_ip(L.PITCH)
        return rect

    def draw_raised(self, surface, sprite):
        rect = self.raised_rect(sprite)
        keep = sprite.pos, sprite.size, sprite.angle
        sprite.pos, sprite.size, sprite.angle = rect.center, rect.size, 0.0
        try:
            self.draw_card(surface, sprite)
        finally:
            sprite.pos, sprite.size, sprite.angle = keep

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface):
        try:
            super().draw(surface)
        finally:
            gone = self.backdrop.end(surface)
        if gone:                          # a panel shown from the backdrop went away: the frame again without it
            try:
                super().draw(surface)
            finally:
                self.backdrop.end(surface)

    def draw_background(self, surface):
        self.backdrop.begin(surface, board.board_background())

    def draw_scene(self, surface):
        self.ensure_history()
        self.drawn_faces = set()
        if not self.display.v:
            return
        board.draw_scoreboard(self, surface)
        for seat in (0, 1):
            board.draw_strip(self, surface, seat)
            board.draw_row_boxes(self, surface, seat)
        for zone in self.top_slots():
            zone.draw(surface)
        for zone in self.zones:
            if zone.ident[0] == "slot" or zone.state != "idle":
                zone.draw(surface)
        self.track.draw(surface)
        if self.display.v["options"].get("game_control"):
            self.control_bar.draw(surface)
        else:
            board.draw_phase_line(self, surface)
        board.draw_left_column(self, surface)
        board.draw_actions_panel(self, surface)
        self.bonus_table.draw(surface)
        self.draw_log(surface)
        for key, sprite in self.sprites.items():
            if key[0] != "hand" and sprite is not self.drag.dragged:
                self.draw_card(surface, sprite)
        for token in self.star_tokens:
            if token is not self.drag.dragged:
                token.draw(surface)
        self.raised = self.raised_card()
        for key, sprite in self.sprites.items():
            if key[0] == "hand" and sprite is not self.drag.dragged and sprite is not self.raised:
                self.draw_card(surface, sprite)
        if self.raised is not None:
            self.draw_raised(surface, self.raised)
        for sprite, tween in self.ghosts:
            self.draw_card(surface, sprite)
        for fx in self.fx:
            fx.draw(surface)
        dragged = self.drag.dragged
        if dragged is not None:
            if isinstance(dragged, CardSprite):
                self.draw_card(surface, dragged)
            else:
                dragged.draw(surface)
        self.banner.draw(surface)

    def draw_over_widgets(self, surface):
        if not self.display.v:
            return
        if self.coach_zoom and self.viewer is not None and self.display.v.get("coach", -1) >= 0:
            spot = L.strip_spots("bottom")["coach"]
            place_beside(surface, event_detail(self.display.v["coach"], T("notice.coach_zoom")), spot)
        else:
            super().draw_over_widgets(surface)

    def draw_hover(self, surface):
        board.draw_hover(self, surface)

    def draw_card(self, surface, sprite):
        sprite.draw(surface)
        face = sprite.face
        if isinstance(face, PlayerFace) and sprite.face_up and sprite.visible:
            self.drawn_faces.add((getattr(sprite, "owner", None), face.card))
            v = self.display.v
            if sprite.ident[0] == "slot" and not v["revealed"] and v["phase"] != "shootout":
                band = face_down_tab(sprite)
                pygame.draw.rect(surface, (10, 10, 16), band, border_bottom_left_radius=8,
                                 border_bottom_right_radius=8)
                text.draw(surface, text.fit(T("rows.face_down"), band.w - 6, 16, "bold"), band.center, 16,
                          theme.ACCENT, "bold", "center")

    def draw_log(self, surface):
        # Painted only when its lines, their scroll or the language change (a new line comes a few times a move).
        self.log.catch_up(self.told, self.viewer)
        _log_look.draw(surface, L.LOG, ("log", language(), self.log.panel.look()), lambda: self.paint_log(surface))

    def paint_log(self, surface):
        pygame.draw.rect(surface, theme.PANEL, L.LOG, border_radius=12)
        title = text.draw(surface, T("log.title"), (L.LOG.x + 12, L.LOG.y + 6), 20, theme.TEXT_DIM, "bold")
        text.draw(surface, text.fit(T("log.scroll"), L.LOG.right - 12 - title.right - 16, 16),
                  (L.LOG.right - 12, L.LOG.y + 8), 16, theme.TEXT_DIM, anchor="topright")
        self.log.panel.draw(surface)

    MESSAGE_WIDTH = 960
    MESSAGE_LINES = 4

    def message_rect(self, lines: int) -> pygame.Rect:
        """The notice box: under the time track, which stays readable while a notice shows."""
        box = pygame.Rect(0, 0, self.MESSAGE_WIDTH, 20 + 30 * lines)
        box.midtop = (L.PITCH.centerx, L.TRACK.bottom + 6)
        return box

    def other_message_rects(self, lines: int) -> list:
        """Over the other side's row, just above the time track: when the notice's usual place would cover
        the suggested card in the player's own row."""
        box = pygame.Rect(0, 0, self.MESSAGE_WIDTH, 20 + 30 * lines)
        box.midbottom = (L.PITCH.centerx, L.TRACK.top - 6)
        return [box]
