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

from rules.core import Action, IllegalAction, Rng
from rules.kickards.content import BONUSES, COLOURS

from sprites import text, theme
from sprites.bonus_table import ORDER as BONUS_ORDER
from sprites.bonus_table import BonusTable
from sprites.card import CardSprite
from sprites.control_bar import SPACES, ControlBar
from sprites.die import DieSprite
from sprites.drag import Click, DragController
from sprites.player_card import EVENT_BACK, STAR_LETTER, STAR_RGB, TEAM_BACKS, EventFace, PlayerFace
from sprites.shot_table import ShotTable
from sprites.time_track import TimeTrack
from sprites.token import TokenSprite, star_token
from sprites.tween import AnimationQueue, Parallel
from sprites.widgets import Banner, LogPanel, Tooltip
from sprites.zone import DropZone, fan

from . import kickards_board as board
from . import kickards_input as inputs
from . import kickards_layout as L
from .kickards_animations import animate
from .kickards_display import Display
from .kickards_history import replay_events
from .table_base import TableScene

TEAM_RGB = (theme.HOME_BLUE, theme.AWAY_RED)
TEAM_LETTER = ("B", "R")
SLOT_NAMES = {"shooter": "Shooter", "support": "Support", "defence": "Defence", "spot": "Penalty spot"}
NOTICE_TIME = 4.0
BUTTON_TEXT = {
    "pass": "Pass [P]", "attack_done": "Done [D]", "defence_done": "Done [D]", "bid_done": "Seal bid [D]",
    "bonus_done": "Done [D]", "play_coach": "Coach card [C]", "no_coach": "Keep coach [N]", "call_var": "VAR [V]",
    "no_var": "No VAR [N]", "accept_event": "Accept [A]", "roll_k6": "Roll k6 [R]", "accept_position": "Accept row [A]",
    "shoot": "Shoot k100 [K]", "call_stoppage": "Play +5 [X]", "no_stoppage": "No +5 [N]",
}
TOKEN_TEXT = {"reroll_own": "Reroll k6 [E]", "force_reroll": "Force reroll [E]", "plus1": "+1 on k6 [=]",
              "minus1": "-1 on k6 [-]"}


class KickardsTableScene(TableScene):
    name = "kickards-table"

    def __init__(self, app, session):
        super().__init__(app, session)
        self.anims = AnimationQueue()
        self.display = Display(self.viewer)
        self.sprites: dict = {}           # key -> CardSprite on the table
        self.ghosts: list = []            # cards leaving the table: (sprite, tween)
        self.fx: list = []                # stars in flight
        self.fx_rng = Rng(session.saved.seed ^ 0x5EED)      # tumbling dice faces only
        self.track = TimeTrack(L.TRACK, TEAM_RGB, TEAM_LETTER)
        self.control_bar = ControlBar(L.CONTROL, TEAM_RGB, TEAM_LETTER)
        self.shot_table = ShotTable(L.SHOT_TABLE)
        self.bonus_table = BonusTable(L.BONUS_TABLE)
        self.k6 = DieSprite("k6", L.K6_POS, 64, value=6)
        self.k100 = DieSprite("k100", L.K100_POS, 56, value=100, colour=(250, 226, 160))
        self.banner = Banner(centre=(L.PITCH.centerx, L.MIDLINE.centery), size=104)
        self.tooltip = Tooltip(max_width=440, size=20)
        self.drag = DragController(on_drop=self.on_drop, on_refuse=self.on_refuse)
        self.log_panel = LogPanel(pygame.Rect(L.LOG.x + 6, L.LOG.y + 34, L.LOG.w - 12, L.LOG.h - 40), size=20)
        self._logged = (None, 0)
        self.star_tokens: list = []
        self.zones: list = []
        self.action_buttons: list = []
        self.drawn_faces: set = set()     # (owner seat, player card) painted face up in the last frame
        self.score_flash = 0.0
        self.notice_timer = 0.0
        self._settling = False
        self._history_ready = False
        self._clock = 0.0
        y = L.BUTTONS_TOP.y
        self.button("Rules [H]", (L.RIGHT.x, y, 140, 52), self.open_rules, tooltip="The KICKARDS rules")
        self.button("Moves [M]", (L.RIGHT.x + 150, y, 140, 52), self.open_moves,
                    tooltip="Every move you may make now, as a list")
        self.button("Menu [Esc]", (L.RIGHT.right - 140, y, 140, 52), self.open_pause,
                    tooltip="Pause: save, rules, settings, quit")
        self.after_action()

    # --- seats and sides ------------------------------------------------------------------------
    @property
    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def side_of(self, seat) -> str:
        return "bottom" if seat == self.bottom_seat else "top"

    def team_rgb(self, seat):
        return TEAM_RGB[seat]

    @property
    def busy(self) -> bool:
        return bool(self.pending) or self.anims.busy

    def can_act(self) -> bool:
        return super().can_act() and not self.anims.busy

    def legal(self) -> list:
        if not self.can_act():
            return []
        return self.game.legal_actions(self.session.state, self.viewer)

    # --- history, snapping and events -------------------------------------------------------------
    def _ensure_history(self):
        """After a load the log and the last dice come from replaying the save (seed + actions)."""
        if self._history_ready:
            return
        self._history_ready = True
        if not self.shown and self.session.saved.actions:
            self.shown = replay_events(self.game, self.session.saved)
        extras = Display(self.viewer)
        for ev in self.shown:
            extras._extras(ev)
        self.display.extras = extras.extras
        self.display.minute = extras.minute
        if not self.busy:
            self.snap()

    def snap(self):
        """Show the true view at once (queue empty, viewer changed, or a skip)."""
        self.display.viewer = self.viewer
        self.display.snap(self.game.view(self.session.state, self.viewer))
        v, x = self.display.v, self.display.extras
        self.track.extra = v["variant"] == "final"
        self.track.place(v["field"], v["period"], v["possession"])
        self.control_bar.set(v["control"])
        self.k6.value = x["k6"] or v["die"] or self.k6.value
        self.k100.value = x["k100"] or self.k100.value
        self.sync(animate=False)
        self.rebuild_buttons()
        self._settling = False

    def after_action(self):
        if not self.display.v or self.display.viewer != self.viewer:
            self.snap()
        elif not self.busy:
            self.snap()
        else:
            self.rebuild_buttons()

    def set_viewer(self, seat):
        self.drag.cancel("")
        super().set_viewer(seat)

    def show_event(self, ev):
        self.shown.append(ev)
        self.display.apply(ev)
        step = animate(self, ev)
        if step is not None:
            self.anims.add(step)
        self._settling = True

    def skip_animations(self):
        while self.pending:
            self.show_event(self.pending.pop(0))
        self.anims.skip()
        self.drag.skip()
        for sprite, tween in self.ghosts:
            tween.finish()
        self.ghosts.clear()
        self.fx.clear()
        self.banner.visible = False
        self.event_timer = 0.0
        self.snap()

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
                out[("slot", seat, i)] = (rects[i].center, L.SLOT_SIZE, 0.0, face, TEAM_BACKS[seat], seat)
        if v["period"] == "shootout" and x["kick"] is not None:
            seat, card = x["kick"]
            rect = L.slot_rects(self.side_of(seat))[0]
            out[("slot", seat, 0)] = (rect.center, L.SLOT_SIZE, 0.0, PlayerFace(card), TEAM_BACKS[seat], seat)
        hand = v["hand"]
        if hand is not None and self.viewer is not None:
            for card, (hx, hy, angle) in zip(hand, fan(len(hand), L.HAND_CENTRE, L.HAND_SIZE, L.HAND_WIDTH,
                                                       max_angle=4, arc=10, overlap=0.12)):
                out[("hand", card)] = ((hx, hy), L.HAND_SIZE, angle, PlayerFace(card), TEAM_BACKS[self.viewer],
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
        self.rebuild_inputs()
        if moves and animate:
            return Parallel(*moves)
        return None

    def rebuild_inputs(self):
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
                                tooltip=f"{n} {colour} star(s) this turn. Drag onto a bonus, the bid or the event.")
                self.star_tokens.append(t)
            for k in range(v["tactic_bars"][seat][c]):
                t = TokenSprite(face, L.bar_spots(side)[c][k], radius=9, ident=("star", colour, "bar"),
                                tooltip=f"A {colour} star on your tactic bar: spend it like this turn's stars.")
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
        zones += self._slot_zones(legal)
        spots = L.strip_spots("bottom")
        zones.append(DropZone(spots["bench"].inflate(16, 16), "", accepts=lambda item: self._card_drop(item, "bench"),
                              reason=lambda item: self._card_refusal(item, "bench"), ident=("bench",), show_idle=False))
        zones.append(DropZone(spots["coach"].inflate(16, 16), "", accepts=self._coach_drop,
                              reason="Keep a coach card by dropping one of the offered event cards here.",
                              ident=("coach",), show_idle=False))
        for i, bid in enumerate(self.bonus_table_ids()):
            zones.append(DropZone(self.bonus_table.row_rect(i), "", accepts=lambda item, b=bid: self._star_drop(item, ("bonus", b)),
                                  reason=lambda item, b=bid: self._star_refusal(item, ("bonus", b)),
                                  ident=("bonus", bid), show_idle=False))
        zones.append(DropZone(L.EVENT_CARD, "", accepts=lambda item: self._star_drop(item, ("event",)),
                              reason="A blue star on the drawn event swaps it, during the event decision.",
                              ident=("event",), show_idle=False))
        if v["phase"] == "bid":
            zones.append(DropZone(L.SIDE_BOX["bottom"], "", accepts=lambda item: self._star_drop(item, ("bid",)),
                                  reason="Your sealed bid takes stars you hold, until you seal it.",
                                  ident=("bid",), show_idle=False))
        self.zones = zones
        self.drag.set_targets(draggables, zones)
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
        key = (v["possession"] == other, v["period"] == "shootout")
        if getattr(self, "_top_key", None) != key:
            names = ["Shooter"] + ["Support"] * 4 if key[0] else ["Defence"] * 5
            if key[1]:
                names = ["Penalty spot", "", "", "", ""]
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

    def _slot_zones(self, legal):
        zones = []
        occupied = {key[2] for key in self.sprites if key[0] == "slot" and key[1] == self.bottom_seat}
        for i, rect in enumerate(L.slot_rects("bottom")):
            kind = self.slot_kind(i)
            if not kind:
                continue
            zones.append(DropZone(rect, SLOT_NAMES[kind], ident=("slot", kind, i),
                                  accepts=lambda item, k=kind, i=i: i not in occupied and self._card_drop(item, k),
                                  reason=lambda item, k=kind, i=i: "That slot is taken." if i in occupied
                                  else self._card_refusal(item, k)))
        return zones

    def _card_drop(self, item, slot) -> bool:
        key = getattr(item, "ident", None)
        if not key or key[0] != "hand":
            return False
        return inputs.action_for_card_drop(key[1], slot, self.legal()) is not None

    def _card_refusal(self, item, slot) -> str:
        key = getattr(item, "ident", None)
        if not key or key[0] != "hand":
            return "Only player cards from your hand go there."
        return self.why_not(inputs.intended_card_action(key[1], slot, self.display.v["phase"]))

    def _coach_drop(self, item) -> bool:
        key = getattr(item, "ident", None)
        return bool(key) and key[0] == "offer"

    def _star_drop(self, item, target) -> bool:
        key = getattr(item, "ident", None)
        if not key or key[0] != "star":
            return False
        return inputs.action_for_star_drop(key[1], target, self.legal()) is not None

    def _star_refusal(self, item, target) -> str:
        key = getattr(item, "ident", None)
        if not key or key[0] != "star":
            return "Only stars buy bonuses."
        b = BONUSES[target[1]]
        if COLOURS[b.colour] != key[1]:
            return f"That bonus is paid with {COLOURS[b.colour]} stars."
        return self.why_not(Action("buy", bonus=target[1]))

    def why_not(self, action) -> str:
        """The engine's own reason, asked on a copy of the state (the real one is never touched)."""
        if self.viewer is None:
            return "Spectators cannot play."
        if self.busy:
            return "Wait for the animation to finish (click or Space skips it)."
        try:
            self.game.apply(self.game.clone(self.session.state), self.viewer, action)
        except IllegalAction as exc:
            return str(exc)
        return "That cannot go there."

    # --- buttons ---------------------------------------------------------------------------------------
    def rebuild_buttons(self):
        for b in self.action_buttons:
            self.forget(b)
        self.action_buttons = []
        actions = inputs.button_actions(self.legal())[:8]      # the rest is in the Moves menu
        w, h = (L.ACTIONS.w - 36) // 2, 50
        top = L.ACTIONS.y + 158
        for i, action in enumerate(actions):
            rect = (L.ACTIONS.x + 12 + (i % 2) * (w + 12), top + (i // 2) * (h + 6), w, h)
            label = self.game.action_label(self.session.state, action)
            b = self.button(self.button_text(action), rect, lambda a=action: self.act(a), tooltip=label)
            self.action_buttons.append(b)

    @staticmethod
    def button_text(action) -> str:
        k = action.kind
        if k in BUTTON_TEXT:
            return BUTTON_TEXT[k]
        if k == "pick_star":
            return f"{action.colour.capitalize()} star [{inputs.key_for(action)}]"
        if k == "commit_star":
            return f"Bid {action.colour} [{inputs.key_for(action)}]"
        if k in ("swap_event", "block_event"):
            cost = "bar" if action.source == "control" else ("1B" if k == "swap_event" else "2B")
            return f"{'Swap' if k == 'swap_event' else 'Block'} ({cost}) [{'S' if k == 'swap_event' else 'B'}]"
        if k == "use_token":
            return TOKEN_TEXT.get(action.token, action.token)
        return k

    def open_moves(self):
        from .kickards_moves import MovesScene
        self.app.stack.push(MovesScene(self.app, self))

    # --- input --------------------------------------------------------------------------------------------
    def on_event(self, event):
        if self.log_panel.handle(event):
            return
        if self.busy and ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or
                          (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)):
            self.skip_animations()
            return
        if event.type == pygame.KEYDOWN:
            self.on_key(event)
            return
        result = self.drag.handle(event)
        if isinstance(result, Click):
            self.on_click_item(result.item)
        elif (result is None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
              and self.drag.held is None):
            self.on_click_board(event.pos)

    def on_key(self, event):
        name = pygame.key.name(event.key)
        if name in ("h", "f1"):
            self.open_rules()
            return
        if name == "m":
            self.open_moves()
            return
        legal = self.legal()
        if not legal:
            return
        action = inputs.action_for_key(name, legal)
        if action is not None:
            self.act(action)

    def on_click_item(self, item):
        key = getattr(item, "ident", None)
        legal = self.legal()
        if not key or not legal:
            return
        if key[0] == "hand":
            action = inputs.action_for_card_click(key[1], legal)
            if action is not None:
                self.act(action)
            else:
                self.notify("Drag the card onto a lit slot.")
        elif key[0] == "offer":
            self.keep_offer(key[1])
        elif key[0] == "star":
            self.notify("Drag the star onto a lit bonus, your bid box or the event card.")

    def keep_offer(self, card):
        for a in self.legal():
            if a.kind == "keep_coach" and a.card == card:
                self.act(a)
                return

    def on_click_board(self, pos):
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
                    self.notify("That control-bar space is not unlocked for you now.", error=True)

    def on_drop(self, drop):
        item, zone = drop.item, drop.zone
        key = item.ident
        legal = self.legal()
        action = None
        if key[0] == "hand":
            slot = zone.ident[1] if zone.ident[0] == "slot" else zone.ident[0]
            action = inputs.action_for_card_drop(key[1], slot, legal)
        elif key[0] == "offer":
            action = next((a for a in legal if a.kind == "keep_coach" and a.card == key[1]), None)
        elif key[0] == "star":
            action = inputs.action_for_star_drop(key[1], zone.ident, legal)
        if action is None or not self.act(action):
            self.sync(animate=False)

    def on_refuse(self, result):
        reason = getattr(result, "reason", "")
        if reason:
            self.notify(reason, error=True)

    def act(self, action) -> bool:
        done = super().act(action)
        if done:
            self.notice_timer = 0.0 if not self.message else self.notice_timer
        return done

    def notify(self, message: str, error: bool = False):
        super().notify(message, error)
        self.notice_timer = NOTICE_TIME

    # --- frame ----------------------------------------------------------------------------------------
    def update(self, dt):
        self._ensure_history()
        self._clock += dt
        self.anims.speed = max(0.0, min(3.0, self.speed))
        self.anims.update(dt)
        self.drag.update(dt)
        if self.ghosts and self.speed <= 0:
            self.ghosts.clear()
        if self.ghosts:
            for ghost in list(self.ghosts):
                ghost[1].advance(dt * max(self.speed, 0.5))
                if ghost[1].done:
                    self.ghosts.remove(ghost)
        if self.score_flash > 0:
            self.score_flash = max(0.0, self.score_flash - dt)
        if self.notice_timer > 0:
            self.notice_timer -= dt
            if self.notice_timer <= 0:
                self.message = None
        while self.pending and not self.anims.busy:
            self.show_event(self.pending.pop(0))
        if self.busy:
            self.ui.update(dt)
            return
        if self._settling:
            self.snap()
        super().update(dt)

    # --- drawing -----------------------------------------------------------------------------------------
    def draw_background(self, surface):
        surface.blit(board.board_background(), (0, 0))

    def draw_scene(self, surface):
        self._ensure_history()
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
        for key, sprite in self.sprites.items():
            if key[0] == "hand" and sprite is not self.drag.dragged:
                self.draw_card(surface, sprite)
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
        if dragged is None:
            board.draw_hover(self, surface)

    def draw_card(self, surface, sprite):
        sprite.draw(surface)
        face = sprite.face
        if isinstance(face, PlayerFace) and sprite.face_up and sprite.visible:
            self.drawn_faces.add((getattr(sprite, "owner", None), face.card))
            v = self.display.v
            if sprite.ident[0] == "slot" and not v["revealed"] and v["phase"] != "shootout":
                band = pygame.Rect(0, 0, sprite.size[0] - 8, 26)
                band.midbottom = (round(sprite.x), round(sprite.y + sprite.size[1] / 2) - 4)
                shade = pygame.Surface(band.size, pygame.SRCALPHA)
                shade.fill((10, 10, 16, 200))
                surface.blit(shade, band)
                text.draw(surface, "face down", band.center, 18, theme.ACCENT, "bold", "center")

    def draw_log(self, surface):
        pygame.draw.rect(surface, theme.PANEL, L.LOG, border_radius=12)
        text.draw(surface, "Match log (scroll)", (L.LOG.x + 12, L.LOG.y + 6), 20, theme.TEXT_DIM, "bold")
        lines = self.log_lines()
        viewer, count = self._logged
        if viewer != self.viewer or count > len(lines):
            self.log_panel.clear()
            count = 0
        for line in lines[count:]:
            self.log_panel.add(line)
        self._logged = (self.viewer, len(lines))
        self.log_panel.draw(surface)

    def draw_message(self, surface):
        if not self.message:
            return
        colour = theme.BAD if self.message_is_error else theme.GOOD
        lines = text.wrap(self.message, 24, 900)
        box = pygame.Rect(0, 0, 960, 20 + 32 * len(lines))
        box.center = (L.PITCH.centerx, L.MIDLINE.centery)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, colour, box, 3, border_radius=10)
        for i, line in enumerate(lines):
            text.draw(surface, line, (box.centerx, box.top + 10 + 32 * i), 24, theme.TEXT, anchor="midtop")

    # --- results -----------------------------------------------------------------------------------------
    def show_results(self):
        from .kickards_results import KickardsResultsScene
        self.app.stack.replace(KickardsResultsScene(self.app, self.session, self.shown))

