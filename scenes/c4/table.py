"""The C4 table: every seat's deck, discard pile, hand, Stay In Play cards (with the tokens on them) and token
pile, the pot in the middle, "Next action costs N", played by drag and drop.

What is drawn comes from `display.Display` (the viewer's view, patched event by event while the kit's queue
plays `animations.py`), never from the raw state. Gestures become actions only through `gestures.py` against
the acting player's legal actions, so a lit place is always a legal move:
- drag a card from your hand onto the middle of the table to play it (the drop target shows its cost), onto
  a player to attack or aim it at them, onto a card being played or in play to cancel or remove it;
- click a hand card with one use to play it, a lit bank to cash it in, a discard pile to look through it;
- buttons (and keys) for the rest: End turn [E], Pass [P], which tokens move, the vote, Reactions in a
  window; the Moves list [M] has every legal move.
Hot-seat: only the viewer's hand is drawn face up (the kit's curtain decides who the viewer is, through the
game's private_decision); every seat that might hold a fitting Reaction is asked in a window (the engine's
rule), so a curtain before a window tells nobody who holds one.
"""
from __future__ import annotations

from collections import Counter

import pygame

from rules.c4.cards import CARDS
from rules.c4.highlights import deck_name
from rules.c4.windows import are_neighbours
from sprites import text, theme
from sprites.c4 import palette
from sprites.c4.cards import card_back, card_face
from sprites.c4.piles import draw_deck, draw_discard
from sprites.c4.strip import StripInfo, draw_strip
from sprites.c4.tokens import draw_pile, draw_pot, stack
from sprites.cache import copy_of
from sprites.card import CardSprite, card_surface
from sprites.drag import topmost
from sprites.widgets import Banner, Tooltip
from sprites.zone import fan

from rules.core.i18n import Texts, language

from ..table.gestures import legal_zone
from ..table.log import TableLog
from ..table.moves import MORE, button_column
from ..table.scene import TableScene
from . import animations
from . import gestures as G
from . import layout as L
from .display import Display

T = Texts("scenes.c4")
KIND_ORDER = {"regular": 0, "stay": 1, "reaction": 2}      # a deck list shows kinds in this order


def played_label(names, frame) -> str:
    """The words over the card being played: who plays it, at whom, and whether it was cancelled (these were
    English in a Polish game)."""
    who = names[frame["seat"]]
    target = frame.get("target")
    key = "centre.plays_at" if target is not None else "centre.plays"
    if frame.get("cancelled"):
        key += "_cancelled"
    return T(key, name=who, target=names[target] if target is not None else "")
RT = Texts("rules.c4")          # the rules' own words for a token step's verb ("Take from the pot", "Give")
STRIP_LOOKS = 4             # looks of a seat's strip kept as pictures (to act or not, active or not...)
SHOWN_IN_HAND = 8           # most cards drawn for another player's hand (the count says the rest)


class C4TableScene(TableScene):
    name = "c4-table"
    pictures = animations.PICTURES
    COMPUTER_PAUSE = 0.8            # a computer move lands no sooner than this after the last one (speed 1)
    moves_while_showing = True      # a drop made while a move plays out ends its animations, then lands

    def __init__(self, app, session):
        super().__init__(app, session)
        self.seats = len(session.names)
        self.display = Display(self.viewer)
        self.layout = L.Layout(self.seats, self.perspective)
        self.flights: list = []           # tokens and cards in the air
        self.hidden_reveals: set = set()  # flipped cards still turning over (drawn by their flight)
        self.hidden_cards: set = set()    # cards flying into play (drawn by their flight)
        self.hand: dict = {}              # cid -> CardSprite of the viewer's hand
        self.zones: list = []
        self.action_buttons: list = []
        self.drawn_faces: set = set()     # (owner, cid) of every card face drawn in the last frame
        self.board_faces: set = set()     # ... of those, the ones on the board layer
        self.layer = pygame.Surface((theme.CANVAS_SIZE[0], theme.CANVAS_SIZE[1]))
        self.layer_dirty = True           # the board (felt, seats' areas, pot, attack) is drawn again
        self.areas_kept: dict = {}        # seat -> (area_key, its picture, what drawing it noted): see kept_area
        self.strips_kept: dict = {}       # (seat, language, strip info, size) -> the strip's picture: see kept_area
        self.layer_shows: dict = {}       # what self.layer holds: "base" -> (seats, viewer); seat -> (area, strip keys)
        self.card_rects: list = []        # (rect, cid, owner) of face-up cards drawn on the table (hover)
        self.discard_rects: dict = {}     # seat -> rect of its discard pile (click to look through)
        self.deck_rects: dict = {}        # seat -> rect of its deck (click to see the deck's list)
        self.pile_labels: dict = {}       # seat -> where the words under its deck and discard pile went
        self.listing = None               # the seat whose deck list is shown, or None
        self.looking = None               # the seat whose discard pile is spread out, or None
        self.banner = Banner(centre=(L.TABLE.centerx, L.CENTRE.centery - 20), size=52)
        self.tooltip = Tooltip(max_width=440, size=20)
        self.log = TableLog(self.game, session.names,
                            pygame.Rect(L.LOG.x + 6, L.LOG.y + 30, L.LOG.w - 12, L.LOG.h - 36), size=18)
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
        self.add_suggest_button((L.ACTIONS.x + 16 + half, L.ACTIONS.y + 8, half, 38), object_id=small)
        self.after_action()

    def language_changed(self):
        """The kit says its words again; the board layer (the players' strips, the pot) is drawn again and the
        hand's cards are made again with faces in the new language (a playtester saw them stay English)."""
        super().language_changed()
        self.hand = {}
        if self.display.v:
            self.snap()

    # --- snapping and events ------------------------------------------------------------------------
    def snapped(self, fresh):
        if self.layout.viewer != self.perspective:
            self.layout = L.Layout(self.seats, self.perspective)
        self.hidden_reveals.clear()
        self.hidden_cards.clear()

    def end_effects(self):
        self.flights.clear()
        self.banner.visible = False

    def state_replaced(self):
        self.display.attack = None
        self.display.ending = None
        self.after_skip()

    def log_events(self) -> list:
        """What the log tells: the set-up (the first-player reveal, the deal, the first turn; the rules keep
        those events in the state, as setup returns no event list) and then every event shown."""
        opening = getattr(self.session.state, "opening", None) or []
        return list(opening) + self.told if opening else self.told

    def queue_events(self, events):
        super().queue_events(events)
        if events and self.display.v:
            self.warm_faces(self.game.view(self.view_state, self.viewer))

    def warm_faces(self, view):
        """Paint now, while nothing moves yet, the faces the coming animations and the view after them show for
        the first time: the hand's cards (and their zoom under the pointer), the cards in play, the discard piles'
        tops and the cards being played. Fitting a card's words costs 5-30 ms a face; painted inside an animating
        frame it was a visible stutter (a card drawn into the hand and its zoom: 60-90 ms in one frame)."""
        cards = view.get("cards") or {}

        def warm(cid, size):
            key = cards.get(str(cid))
            if key is not None:
                card_surface(card_face(key), size)

        for cid in view.get("hand") or []:
            warm(cid, L.HAND_CARD)
            warm(cid, L.ZOOM)
        for seat in range(self.seats):
            area = self.layout.area(seat)
            for cid in view["in_play"][seat]:
                warm(cid, area.play_card)
            if view["discards"][seat]:
                warm(view["discards"][seat][-1], area.pile_size)
        for frame in view.get("stack") or []:
            if frame.get("card") is not None:
                warm(frame["card"], L.CENTRE_CARD)

    def patch(self, ev):
        super().patch(ev)
        if self.viewer is not None and set(self.hand) != set(self.display.v.get("hand") or []):
            self.sync_hand(self.legal())

    def touch(self):
        """The board layer must be drawn again (the view or the cards in flight changed)."""
        self.layer_dirty = True

    # --- where things are -------------------------------------------------------------------------------
    def zone_point(self, zone):
        """Where a token zone of an event is drawn: a player's pile, the pot, a card."""
        kind = zone.get("zone")
        if kind == "pot":
            return L.POT_CENTRE
        if kind == "seat":
            return self.layout.token_point(zone["seat"])
        if kind == "card":
            return self.card_point(zone["card"]) or L.POT_CENTRE
        return None

    def card_point(self, cid):
        """Where a card on the table is drawn now (in play, being played, flipped), or None."""
        v = self.display.v
        for seat in range(self.seats):
            cards = v["in_play"][seat]
            if cid in cards:
                return self.layout.card_slots(seat, len(cards))[cards.index(cid)]
        if any(f.get("card") == cid for f in v.get("stack", [])):
            return L.PLAYED_POS
        return None

    def hand_card_point(self, seat, cid):
        sprite = self.hand.get(cid) if seat == self.viewer else None
        return sprite.pos if sprite is not None else self.layout.hand_point(seat)

    # --- acting ------------------------------------------------------------------------------------------
    def forced_action(self):
        """A lone pass in a reaction window (nothing to play) is made for one person playing computers; at a
        hot-seat table the others would learn from its speed that the player held no Reaction."""
        legal = self.legal()
        if len(legal) == 1 and legal[0].kind == "pass" and len(self.session.human_seats) == 1:
            return legal[0]
        return None

    # --- inputs ------------------------------------------------------------------------------------------
    def rebuild_inputs(self):
        v = self.display.v
        if not v:
            return
        legal = self.legal()
        self.touch()
        self.sync_hand(legal)
        draggables = [s for cid, s in self.hand.items() if cid in G.hand_cards(legal)]
        self.zones = self._zones(legal)
        self.gestures.set_targets(draggables, self.zones)
        self.rebuild_buttons(legal)

    def sync_hand(self, legal):
        """The viewer's hand as card sprites (cards with a use now outlined); nobody else's is drawn."""
        v = self.display.v
        cards = list(v.get("hand") or []) if self.viewer is not None else []
        usable = G.hand_cards(legal)
        old, new = self.hand, {}
        places = fan(len(cards), L.HAND_CENTRE, L.HAND_CARD, L.HAND_WIDTH, arc=L.HAND_ARC,
                     overlap=-L.HAND_GAP) if cards else []
        for cid, (x, y, angle) in zip(cards, places):
            key = self.display.key_of(cid)
            if key is None:
                continue
            sprite = old.get(cid)
            if sprite is None:
                sprite = CardSprite(card_face(key), card_back(self.viewer), (x, y), L.HAND_CARD, angle,
                                    ident=("card", cid))
            if self.gestures.drag.held is not sprite:
                sprite.pos, sprite.angle = (x, y), angle
            sprite.highlight = "legal" if cid in usable else None
            new[cid] = sprite
        self.hand = new

    def _zones(self, legal):
        targets = set()
        for cid in G.hand_cards(legal):
            targets |= G.targets_for(("card", cid), legal)
        zones = []
        for target in sorted(targets, key=lambda t: (t[0] != "table", t[1:] if len(t) > 1 else ())):
            rect = self.target_rect(target)
            if rect is None:
                continue
            zones.append(legal_zone(self, rect, self.target_label(target), target,
                                    lambda item, lg, t=target: G.drop_action(self.item_key(item), t, lg),
                                    intended=lambda item, t=target: G.intended(self.item_key(item), t),
                                    show_idle=False))
        return zones

    def target_rect(self, target):
        if target[0] == "table":
            return L.CENTRE.copy()
        if target[0] == "player":
            return self.layout.area(target[1]).rect.inflate(-4, -4)
        if target[0] == "card":
            point = self.card_point(target[1])
            if point is None:
                return None
            owner = self.owner_of(target[1])
            size = L.CENTRE_CARD if point == L.PLAYED_POS else self.layout.area(owner).play_card
            return pygame.Rect(0, 0, size[0] + 16, size[1] + 16).move(point[0] - size[0] // 2 - 8,
                                                                      point[1] - size[1] // 2 - 8)
        return None

    def target_label(self, target) -> str:
        v = self.display.v
        if target[0] == "table":
            if v.get("stack"):
                return T("target.reaction")
            cost = v.get("next_action_cost", 0)
            return T("target.free") if cost == 0 else T("target.costs", n=cost)
        if target[0] == "player":
            return T("target.player", name=self.session.names[target[1]])
        return T("target.card")

    def owner_of(self, cid):
        v = self.display.v
        for seat in range(self.seats):
            if cid in v["in_play"][seat]:
                return seat
        for f in v.get("stack", []):
            if f.get("card") == cid:
                return f["seat"]
        return self.perspective

    def item_key(self, item):
        key = getattr(item, "ident", None)
        return key if isinstance(key, tuple) and key and key[0] == "card" else None

    # --- buttons -----------------------------------------------------------------------------------------
    def rebuild_buttons(self, legal):
        self.slots_emptied({i: b for i, b in enumerate(self.action_buttons) if b.alive()})
        for b in self.action_buttons:
            self.forget(b)
        self.action_buttons = []
        names = self.session.names
        state = self.session.state
        actions = G.button_actions(legal)
        x, w = L.ACTIONS.x + 8, L.ACTIONS.w - 16
        rows = L.ACTION_ROWS
        top = L.ACTIONS.y + 98
        if self.cards_closed():
            # His cards stay closed until he wants them: End turn needs no look at them.
            b = self.button(T("button.show_cards"), (x, top, w, 38), self.open_cards, object_id="@small_button",
                            tooltip=T("button.show_cards_tip", name=names[self.actor]))
            self.action_buttons.append(b)
            top += 44
            rows -= 1
        shown = button_column(actions, rows, keep=lambda a: a.kind in ("pass", "done"))
        for i, action in enumerate(shown):
            rect = (x, top + i * 44, w, 38)
            if action == MORE:
                self.action_buttons.append(self.button(T("more_choices", n=len(actions) - len(shown) + 1), rect,
                                                       self.open_moves, object_id="@small_button",
                                                       tooltip=T("more_choices_tip")))
                continue
            label = self.game.action_label(state, action, names)
            words = self.button_text(action, label)
            fitted = text.fit(words, w - 20, 22)
            b = self.button(fitted, rect, lambda a=action: self.act(a), object_id="@small_button",
                            tooltip=label if fitted != words else None)     # the whole label when cut
            b.tooltip_beside = True         # over the table, not over the next decision button
            self.fill_slot(i, b)
            self.action_buttons.append(b)

    @staticmethod
    def button_text(action, label) -> str:
        if action.kind == "done":
            return T("button.done")
        if action.kind == "pass":
            return T("button.pass")
        if action.kind == "tokens" and ": " in str(label):
            # "Take from the pot: 2 of Alex's, 1 of Robin's" was cut short in the column; the prompt above
            # says what moves, so a button names whose tokens ("2 of Alex's, 1 of Robin's (suggested)").
            return str(label).split(": ", 1)[1]
        return label

    # --- input -------------------------------------------------------------------------------------------
    def before_input(self, event) -> bool:
        """A spread-out discard pile or deck list takes the next click or key (it closes); else the kit's."""
        if self.looking is None and self.listing is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN or event.type == pygame.KEYDOWN:
            self.looking = self.listing = None
        return True

    def back(self):
        """Esc closes a spread-out discard pile first (its note says a key closes it), then pauses."""
        if self.looking is not None or self.listing is not None:
            self.looking = self.listing = None
            return
        super().back()

    def key_pressed(self, name, event):
        if name in ("return", "enter") and self.cards_closed():
            self.open_cards()
        else:
            action = G.key_action(name, self.legal())
            if action is not None:
                self.act(action)

    def click_item(self, key, pos):
        if key is None:
            return
        legal = self.legal()
        action = G.click_action(key, legal)
        if action is not None:
            self.act(action)
        elif G.targets_for(key, legal):
            self.notify(T("hint.drag"))

    def click_board(self, pos):
        for seat, rect in self.deck_rects.items():
            if rect.collidepoint(pos) and self.deck_list(seat):
                self.listing = seat
                return
        for seat, rect in self.discard_rects.items():
            if rect.collidepoint(pos):
                if self.display.v["discards"][seat]:
                    self.looking = seat
                else:
                    self.notify(T("discard.empty", name=self.session.names[seat]))
                return
        legal = self.legal()
        for rect, cid, owner in self.card_rects:
            if rect.collidepoint(pos) and cid in G.banks(legal):
                self.act(G.click_action(("bank", cid), legal))
                return

    # --- frame -------------------------------------------------------------------------------------------
    def update(self, dt):
        if self.layout.viewer != self.perspective and not self.busy:
            self.snap()
        super().update(dt)

    def moving(self) -> bool:
        # layer_dirty: the table changed (a computer moved, a decision became due) and is not drawn yet; the
        # app draws nothing while no scene needs frames, so without it a change could wait for input.
        return super().moving() or bool(self.flights) or self.layer_dirty

    # --- drawing -----------------------------------------------------------------------------------------
    def draw_background(self, surface):
        self.ensure_history()
        if self.layer_dirty:
            self.draw_board(self.layer)
        surface.blit(self.layer, (0, 0))

    def draw_board(self, surface):
        """The board layer: felt, every seat's area, the pot and the middle; drawn again only when touched. On the
        table's own layer only what changed is drawn again: an area or a strip whose picture is there already is
        left as it is (filling the felt and copying every area back cost more than a typical frame's drawing),
        and the middle is painted again on its band. Any other surface gets the whole board."""
        self.layer_dirty = False
        base = (self.layout.seats, self.layout.viewer)
        shows = self.layer_shows if surface is self.layer else None
        if shows is None or shows.get("base") != base or not self.display.v:
            surface.fill(palette.FELT)
            pygame.draw.rect(surface, theme.BG, L.SIDE)
            if shows is not None:
                shows.clear()
                shows["base"] = base
            whole = True
        else:
            whole = False
        self.drawn_faces = set()
        self.card_rects = []
        self.discard_rects = {}
        self.deck_rects = {}
        self.pile_labels = {}
        if self.display.v:
            for seat in range(self.seats):
                self.kept_area(surface, seat, shows)
            if whole:
                self.draw_centre(surface)
            else:
                surface.fill(palette.FELT, L.MIDDLE)
                surface.set_clip(L.MIDDLE)
                try:
                    self.draw_centre(surface)
                finally:
                    surface.set_clip(None)
        self.board_faces = set(self.drawn_faces)

    def area_key(self, seat) -> tuple:
        """Everything `draw_area` reads for `seat`: while it is the same, the area's last picture is still true."""
        v = self.display.v
        known = [(c, self.display.key_of(c)) for c in v["known_in_hands"][seat]]
        pile = v["discards"][seat]
        in_play = v["in_play"][seat]
        banks = G.banks(self.legal())
        return (language(), self.layout.seats, self.layout.viewer, seat, v["deck_sizes"][seat],
                v["hand_sizes"][seat], tuple(known), len(pile), pile[-1] if pile else None,
                self.display.key_of(pile[-1]) if pile else None,
                tuple((c, self.display.key_of(c), c in self.hidden_cards, c in banks) for c in in_play),
                repr([self.display.on_card(c) for c in in_play]), repr(v["tokens"][seat]))

    def kept_area(self, surface, seat, shows=None):
        """A seat's area on the board layer: its last picture when nothing it shows changed, else drawn again (the
        board is drawn whole whenever anything on it moves; most of the time one seat's area changed, not all).
        The picture keeps what drawing it noted: the faces shown, the cards' and piles' rects (hover, clicks).
        `shows`: what the layer holds already (see draw_board), or None when the surface was just filled."""
        key = self.area_key(seat)
        area = self.layout.area(seat)
        rect = area.rect.clip(surface.get_rect())
        kept = self.areas_kept.get(seat)
        on_layer = shows is not None and shows.get(seat, (None,))[0] == key
        if kept is not None and kept[0] == key:
            _, picture, (faces, card_rects, deck, discard, labels) = kept
            if not on_layer:
                surface.blit(picture, rect)
            self.drawn_faces |= faces
            self.card_rects.extend(card_rects)
            self.deck_rects[seat], self.discard_rects[seat], self.pile_labels[seat] = deck, discard, list(labels)
        else:
            on_layer = False
            if shows is not None and seat in shows:     # an older picture of the area lies there: felt again
                surface.fill(palette.FELT, rect)
                surface.set_clip(rect)
            faces_before, rects_before = set(self.drawn_faces), len(self.card_rects)
            try:
                self.draw_area(surface, seat, strip=False)
            finally:
                surface.set_clip(None)
            noted = (self.drawn_faces - faces_before, self.card_rects[rects_before:], self.deck_rects[seat],
                     self.discard_rects[seat], list(self.pile_labels[seat]))
            picture = copy_of(surface, rect, kept[1] if kept is not None else None)
            self.areas_kept[seat] = (key, picture, noted)
        # The strip apart: whether its seat is to act flips at every animation's end, the rest seldom does; each
        # look it had is kept (it flips back at the next animation's end).
        strip_key = (seat, language(), self.strip_info(seat), area.strip.size)
        if shows is not None:
            if on_layer and shows[seat][1] == strip_key:
                return
            shows[seat] = (key, strip_key)
            if on_layer:            # the area is there with another strip over it: the area's own pixels back
                surface.blit(picture, area.strip, area.strip.move(-rect.x, -rect.y))
        found = self.strips_kept.get(strip_key)
        if found is not None:
            surface.blit(found, area.strip)
            return
        draw_strip(surface, area.strip, strip_key[2])
        old = None
        if len(self.strips_kept) >= STRIP_LOOKS * self.seats:     # the oldest look goes; its surface is used again
            old = self.strips_kept.pop(next(iter(self.strips_kept)))
        self.strips_kept[strip_key] = copy_of(surface, area.strip, old)

    def draw_scene(self, surface):
        self.ensure_history()
        v = self.display.v
        if not v:
            return
        if self.layer_dirty:               # the table changed since the background was drawn
            self.draw_background(surface)
        self.drawn_faces = set(self.board_faces)
        dragged = self.gestures.drag.dragged
        for zone in self.zones:
            zone.draw(surface)
        self.draw_hand(surface, dragged)
        for fx in list(self.flights):
            fx.draw(surface)
        self.draw_status(surface)
        text.draw(surface, T("log_title"), (L.LOG.x + 12, L.LOG.y + 6), 18, theme.TEXT_DIM, "bold")
        self.log.draw(surface, self.log_events(), self.viewer)
        self.banner.draw(surface)
        if dragged is not None:
            dragged.draw(surface)
        if self.looking is not None:
            self.draw_discard_pile(surface, self.looking)
        elif self.listing is not None:
            self.draw_deck_list(surface, self.listing)

    def draw_over_widgets(self, surface):
        if self.looking is None and self.listing is None:      # a spread pile or a list is over the table
            super().draw_over_widgets(surface)

    def draw_other_hand(self, surface, seat, a):
        """Another player's hand: the backs overlap, then the cards everyone saw flipped into it (an attack's
        cards go back to their owners' hands face up) side by side, face up and zoomable; the count below."""
        v = self.display.v
        n = v["hand_sizes"][seat]
        size = (a.pile_size[0] - 8, a.pile_size[1] - 10)
        known = [c for c in v["known_in_hands"][seat] if self.display.key_of(c) is not None][-SHOWN_IN_HAND:]
        backs = max(0, min(n, SHOWN_IN_HAND) - len(known))
        steps = [22] * max(0, backs - 1) + [size[0] + 6] * (len(known) if backs else max(0, len(known) - 1))
        room = a.hand.w - size[0]
        scale = min(1.0, room / sum(steps)) if steps else 1.0
        x = float(a.hand.x)
        back = card_surface(card_back(seat), size)
        for k in range(backs + len(known)):
            if k:
                x += steps[k - 1] * scale
            if k < backs:
                surface.blit(back, (round(x), a.hand.y))
                continue
            cid = known[k - backs]
            sprite = CardSprite(card_face(self.display.key_of(cid)), card_back(seat),
                                (round(x) + size[0] // 2, a.hand.y + size[1] // 2), size)
            sprite.draw(surface)
            self.drawn_faces.add((seat, cid))
            self.card_rects.append((sprite.rect, cid, seat))
        text.draw(surface, T("hand", n=n), (a.hand.x, a.hand.bottom + 2), 18, theme.TEXT, "bold")

    def strip_info(self, seat) -> StripInfo:
        v = self.display.v
        actors = self.session.actors()
        return StripInfo(seat, self.session.names[seat], v["token_totals"][seat], v["non_matching"][seat],
                         v["hand_sizes"][seat], v["deck_sizes"][seat], len(v["discards"][seat]),
                         active=v["active"] == seat and not self.game_over(), to_act=seat in actors and not self.busy and not self.claims.waiting(),
                         next_cost=v["next_action_cost"] if v["active"] == seat and not self.game_over() else None,
                         computer=seat in self.session.drivers, you=seat == self.viewer,
                         neighbour=self.seats >= 4 and are_neighbours(self.seats, self.layout.viewer, seat))

    def draw_area(self, surface, seat, strip=True):
        """A seat's area; `strip=False` leaves its strip out (nothing else is drawn where the strip goes)."""
        v = self.display.v
        a = self.layout.area(seat)
        if not a.own:
            pygame.draw.rect(surface, (20, 46, 38), a.rect, border_radius=12)
        if strip:
            draw_strip(surface, a.strip, self.strip_info(seat))
        if not a.own:                      # another player's hand: backs, the cards everyone saw, the count
            self.draw_other_hand(surface, seat, a)
        labels = self.pile_labels[seat] = []
        self.deck_rects[seat] = draw_deck(surface, a.deck, seat, v["deck_sizes"][seat], size=a.pile_size,
                                          label_size=a.label_size, labels=labels)
        pile = v["discards"][seat]
        top = self.display.key_of(pile[-1]) if pile else None
        self.discard_rects[seat] = draw_discard(surface, a.discard, top, len(pile), size=a.pile_size,
                                                label_size=a.label_size, labels=labels)
        if pile:
            self.drawn_faces.add((seat, pile[-1]))
        cards = [c for c in v["in_play"][seat] if c not in self.hidden_cards]
        slots = self.layout.card_slots(seat, len(v["in_play"][seat]))
        banks = G.banks(self.legal())
        for cid, centre in zip(v["in_play"][seat], slots):
            if cid not in cards:
                continue
            key = self.display.key_of(cid)
            sprite = CardSprite(card_face(key), card_back(seat), centre, a.play_card)
            sprite.highlight = "legal" if cid in banks else None
            sprite.draw(surface)
            self.drawn_faces.add((seat, cid))
            self.card_rects.append((sprite.rect, cid, seat))
            on = self.display.on_card(cid)
            looks = [o for o, k in enumerate(on) if k]
            for i, o in enumerate(looks):
                stack(surface, o, on[o], (centre[0] - a.play_card[0] // 2 + 18 + i * 34,
                                          centre[1] + a.play_card[1] // 2 - 16), 12)
        if not v["in_play"][seat]:
            # On lines of its own where the area is narrow (6 seats): it ran past the area's left edge.
            lines = text.wrap(str(T("no_stay")), 16, a.in_play.w - 8, "italic")
            top = a.in_play.centery - 11 * len(lines)
            for i, line in enumerate(lines):
                text.draw(surface, line, (a.in_play.centerx, top + 22 * i + 11), 16, theme.TEXT_DIM, "italic",
                          "center")
        draw_pile(surface, a.tokens, v["tokens"][seat], seat, radius=a.token_r)

    def draw_centre(self, surface):
        v = self.display.v
        draw_pot(surface, L.POT_CENTRE, v["pot"], radius=L.POT_R, token_radius=16)
        active = v["active"]
        cost = v["next_action_cost"]
        if not self.game_over():         # once the game is over nobody's next action costs anything
            words = T("cost.free" if cost == 0 else "cost.costs", name=self.session.names[active], n=cost)
            text.draw(surface, words, L.COST_POS, 24, theme.ACCENT, "bold", "center")
        attack = self.display.attack
        if any(v["revealed"]) or (attack is not None and not attack.get("done")):
            self.draw_attack(surface, attack)
        stack_cards = [f for f in v.get("stack", []) if f.get("card") is not None]
        if stack_cards:
            top = stack_cards[-1]
            cid = top["card"]
            key = self.display.key_of(cid)
            top_drawn = key is not None and not any(isinstance(fx, CardSprite) and fx.ident == ("played", cid)
                                                    for fx in self.flights)
            if top_drawn:
                sprite = CardSprite(card_face(key), card_back(top["seat"]), L.PLAYED_POS, L.CENTRE_CARD)
                sprite.draw(surface)
                self.drawn_faces.add((top["seat"], cid))
                self.card_rects.append((sprite.rect, cid, top["seat"]))
                label = played_label(self.session.names, top)
                text.draw(surface, text.fit(label, 300, 18, "bold"), (L.PLAYED_POS[0], L.PLAYED_POS[1] - 96), 18,
                          theme.TEXT, "bold", "center")
            if len(stack_cards) > 1 and top_drawn:       # (alone on the felt while the top card flew in)
                text.draw(surface, T("centre.more_below", n=len(stack_cards) - 1),
                          (L.PLAYED_POS[0], L.PLAYED_POS[1] + 84),
                          16, theme.TEXT_DIM, "regular", "midtop")

    def draw_attack(self, surface, attack):
        v = self.display.v
        names = self.session.names
        seats = (attack["seat"], attack["target"]) if attack else tuple(s for s in range(self.seats) if v["revealed"][s])
        for i, seat in enumerate(seats[:2]):
            centre = L.ATTACK_SLOTS[i]
            label = T("attack.attacker" if i == 0 else "attack.defender", name=names[seat])
            text.draw(surface, text.fit(label, 170, 16, "bold"), (centre[0], centre[1] - 96), 16, theme.TEXT,
                      "bold", "center")
            shown = [c for c in v["revealed"][seat] if c not in self.hidden_reveals]
            for k, cid in enumerate(shown[:2]):
                key = self.display.key_of(cid)
                if key is None:
                    continue
                pos = (centre[0] + k * 24, centre[1] + k * 10)
                sprite = CardSprite(card_face(key), card_back(seat), pos, L.CENTRE_CARD)
                sprite.draw(surface)
                self.drawn_faces.add((seat, cid))
                self.card_rects.append((sprite.rect, cid, seat))
        result = attack.get("result") if attack else None
        if result is not None:
            text.draw(surface, T("attack.works" if result["won"] else "attack.fails"), ((L.ATTACK_SLOTS[0][0] + L.ATTACK_SLOTS[1][0]) // 2,
                                                  L.ATTACK_SLOTS[0][1] + 96), 20,
                      theme.GOOD if result["won"] else theme.BAD, "bold", "midtop")

    def draw_hand(self, surface, dragged):
        if self.viewer is None:
            return
        raised = None
        if dragged is None and not self.busy:
            raised = topmost(list(self.hand.values()), self.app.mouse_pos)
        for cid, sprite in self.hand.items():
            if sprite is dragged or sprite is raised:
                continue
            sprite.draw(surface)
            self.drawn_faces.add((self.viewer, cid))
        if raised is not None:
            keep = raised.pos
            raised.pos = (keep[0], keep[1] - 30)
            raised.draw(surface)
            raised.pos = keep
        if dragged is not None and isinstance(dragged, CardSprite):
            self.drawn_faces.add((self.viewer, dragged.ident[1]))

    def game_over(self) -> bool:
        return self.display.ending is not None or self.finished

    def decided_words(self, decided_by) -> str:
        """How the game was decided, in the rules' words for the app's language ("" when not known)."""
        if not decided_by:
            return ""
        return self.game.figure_value("decided_by", decided_by) or decided_by

    def inputs_changed(self):
        self.rebuild_inputs()

    def window_words(self, moment: str) -> str:
        """A Reaction window's moment in a few words, for its bar (the status beside says it in full)."""
        return T(f"claim.{moment}") if T.has(f"claim.{moment}") else super().window_words(moment)

    def claim_panel_rect(self, solo: bool):
        """A window's bar: at a hot seat over the hand's place (no hand shows then); for one person, between
        the middle of the table and his hand."""
        if solo:
            return pygame.Rect(L.TABLE.centerx - 380, L.CENTRE.bottom + 8, 760, 130)
        return pygame.Rect(L.TABLE.centerx - 400, 900, 800, 150)

    def replay_panel(self):
        """The replay bar takes the choices panel (nobody decides in a replay)."""
        return pygame.Rect(L.ACTIONS)

    def status_lines(self) -> tuple:
        v = self.display.v
        names = self.session.names
        if self.claims.status() is not None:
            return self.claims.status()
        if self.display.ending is not None or self.finished:
            ending = self.display.ending or {}
            won = " and ".join(names[w] for w in ending.get("winners", []))
            outcome = self.session.outcome() or {}     # a replay jumping to the end has no game_over event shown
            how = self.decided_words(ending.get("decided_by") or outcome.get("decided_by"))
            return (T("status.won", names=won) if won else T("status.over")), \
                (T("status.decided_by", how=how) if how else "")
        if self.busy:
            # What comes next is not said until the board has shown what happened (see showing_words); the
            # viewer whose move it is then is told so ("Waiting for Alex" puzzled Alex).
            mine = self.viewer is not None and self.viewer in self.session.actors()
            return self.showing_status(T("status.your_move", name=names[self.viewer]) if mine else None)
        window = v.get("window")
        if self.actor is not None:
            head = T("status.your_move", name=names[self.actor])
            if v.get("phase") == "vote":
                return head, T("hint.vote")
            if window is not None:
                note = self.claims.solo_note()
                prompt = self.window_prompt(window)
                return head, (f"{prompt} {note}" if note else prompt)
            empty = [names[x] for x, n in enumerate(v.get("token_totals") or []) if n == 0]
            if empty:       # the game ends with this turn unless they get tokens back: say so before End turn
                return head, T("hint.ends", names=", ".join(empty), n=len(empty))
            if self.cards_closed():
                return head, T("hint.closed")
            return head, T("hint.play")
        head = self.waiting_status()
        prompt = self.window_prompt(window) if window is not None else T("status.turn_of", name=names[v["active"]])
        return head, prompt

    def window_prompt(self, window) -> str:
        names = self.session.names
        kind = window["type"]
        if kind == "tokens":
            step = window.get("step") or {}
            if step.get("op") and step.get("n"):
                # The buttons name only the looks (their room is narrow): the verb and the count are said here.
                return T("window.tokens_step", verb=RT(f"pick.{step['op']}") if RT.has(f"pick.{step['op']}")
                         else RT("pick.move"), n=step["n"])
            return T("window.tokens")
        if kind == "announce":
            key = self.display.key_of(window.get("card")) if window.get("card") is not None else None
            return T("window.announce", card=CARDS[key].name_in() if key else T("window.a_card"))
        step = window.get("step") or {}
        if kind == "before" and step:
            who = names[step["seat"]] if step.get("seat") is not None else T("window.a_player")
            return T(f"window.before.{step['op']}" if step["op"] in ("gain", "lose", "pay", "give", "take")
                     else "window.before.move", name=who, n=step["n"])
        if kind == "after" and window.get("receiver") is not None:
            return T("window.after", name=names[window["receiver"]], n=window.get("n") or 0)
        return T("window.other")

    def draw_status(self, surface):
        r = L.STATUS
        pygame.draw.rect(surface, theme.PANEL, r, border_radius=10)
        head, prompt = self.status_lines()
        text.draw(surface, text.fit(head, r.w - 28, 22, "bold"), (r.x + 14, r.y + 8), 22, theme.ACCENT, "bold")
        y = r.y + 38
        lines = text.wrap(prompt, 19, r.w - 28) if prompt else []
        for line in lines[:4]:
            text.draw(surface, line, (r.x + 14, y), 19, theme.TEXT)
            y += 22
        pygame.draw.rect(surface, theme.PANEL, L.ACTIONS, border_radius=10)
        text.draw(surface, T("choices"), (L.ACTIONS.x + 12, L.ACTIONS.y + 58), 18, theme.TEXT_DIM, "bold")
        if not self.action_buttons and self.can_act():
            text.draw(surface, T("hint.on_table"), (L.ACTIONS.x + 14, L.ACTIONS.y + 100), 20,
                      theme.TEXT_DIM, "italic")

    def draw_hover(self, surface):
        pos = self.app.mouse_pos
        if pos[0] < 0:
            return
        for cid, sprite in reversed(list(self.hand.items())):
            if sprite.contains(pos):
                self.zoom(surface, self.display.key_of(cid), sprite.rect)
                return
        for rect, cid, owner in reversed(self.card_rects):
            if rect.collidepoint(pos):
                self.zoom(surface, self.display.key_of(cid), rect)
                return
        for seat, rect in self.discard_rects.items():
            if rect.collidepoint(pos):
                n = len(self.display.v["discards"][seat])
                self.tooltip.draw(surface, T("discard.tip", name=self.session.names[seat], n=n), pos)
                return
        for seat, rect in self.deck_rects.items():
            if rect.collidepoint(pos) and self.deck_list(seat):
                self.tooltip.draw(surface, T("decklist.tip", name=self.session.names[seat], deck=self.deck_title(seat),
                                             n=self.display.v["deck_sizes"][seat]), pos)
                return
        if pygame.Rect(0, 0, 2 * L.POT_R, 2 * L.POT_R).move(L.POT_CENTRE[0] - L.POT_R,
                                                            L.POT_CENTRE[1] - L.POT_R).collidepoint(pos):
            pot = self.display.v["pot"]
            looks = ", ".join(str(T("pot.look", n=n, name=self.session.names[o])) for o, n in enumerate(pot) if n)
            self.tooltip.draw(surface, T("pot.tip_looks", n=sum(pot), looks=looks) if looks else T("pot.tip", n=sum(pot)),
                              pos)

    def zoom(self, surface, key, near):
        if key is None:
            return
        big = card_surface(card_face(key), L.ZOOM, None)
        rect = big.get_rect()
        rect.midbottom = (near.centerx, near.top - 8)
        if rect.top < 8:
            rect.midtop = (near.centerx, near.bottom + 8)
        rect.clamp_ip(L.TABLE)
        surface.blit(big, rect)

    # --- the deck lists (open information: rules/c4/data/rules.md) ---------------------------------------
    def deck_list(self, seat) -> list:
        """The card keys `seat`'s deck was dealt (the game's options keep the concrete lists; every player
        may know them), or []."""
        decks = self.session.state.options.get("decks") or []
        return list(decks[seat]) if seat < len(decks) and isinstance(decks[seat], (list, tuple)) else []

    def deck_title(self, seat) -> str:
        return str(self.game.figure_value("deck", deck_name(self.deck_list(seat))))

    def draw_deck_list(self, surface, seat):
        """A seat's deck list: one face per card with its copies, by kind and name (so no order shows)."""
        shade_layer = pygame.Surface(L.TABLE.size, pygame.SRCALPHA)
        shade_layer.fill((0, 0, 0, 170))
        surface.blit(shade_layer, (0, 0))
        keys = self.deck_list(seat)
        copies = Counter(keys)
        order = sorted(copies, key=lambda k: (KIND_ORDER.get(CARDS[k].kind, 9), CARDS[k].name_in()))
        box = pygame.Rect(60, 120, 1380, 820)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, palette.seat_rgb(seat), box, 3, border_radius=14)
        title = T("decklist.title", name=self.session.names[seat], deck=self.deck_title(seat), n=len(keys))
        text.draw(surface, text.fit(str(title), box.w - 520, 26, "bold"), (box.x + 20, box.y + 14), 26, theme.TEXT,
                  "bold")
        text.draw(surface, T("discard.close"), (box.right - 20, box.y + 18), 18, theme.TEXT_DIM, "italic", "topright")
        text.draw(surface, text.fit(str(T("decklist.note")), box.w - 40, 18, "italic"), (box.x + 20, box.y + 50), 18,
                  theme.TEXT_DIM, "italic")
        size = (140, 196) if len(order) <= 16 else (100, 140)
        cols = (box.w - 40) // (size[0] + 10)
        for i, key in enumerate(order):
            r, c = divmod(i, cols)
            pos = (box.x + 20 + c * (size[0] + 10) + size[0] // 2, box.y + 86 + r * (size[1] + 34) + size[1] // 2)
            if pos[1] + size[1] // 2 + 24 > box.bottom:
                text.draw(surface, T("discard.more", n=len(order) - i), (box.centerx, box.bottom - 30), 20,
                          theme.TEXT_DIM, "italic", "center")
                break
            CardSprite(card_face(key), card_back(seat), pos, size).draw(surface)
            text.draw(surface, f"\u00d7{copies[key]}", (pos[0], pos[1] + size[1] // 2 + 4), 20, theme.ACCENT, "bold",
                      "midtop")

    def draw_discard_pile(self, surface, seat):
        """A seat's discard pile spread out (public: every card in it was shown), newest first."""
        shade_layer = pygame.Surface(L.TABLE.size, pygame.SRCALPHA)
        shade_layer.fill((0, 0, 0, 170))
        surface.blit(shade_layer, (0, 0))
        pile = list(reversed(self.display.v["discards"][seat]))
        box = pygame.Rect(60, 120, 1380, 820)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, palette.seat_rgb(seat), box, 3, border_radius=14)
        title = T("discard.title", name=self.session.names[seat], n=len(pile))
        text.draw(surface, title, (box.x + 20, box.y + 14), 26, theme.TEXT, "bold")
        text.draw(surface, T("discard.close"), (box.right - 20, box.y + 18), 18,
                  theme.TEXT_DIM, "italic", "topright")
        size = (140, 196) if len(pile) <= 16 else (100, 140)
        cols = (box.w - 40) // (size[0] + 10)
        for i, cid in enumerate(pile):
            r, c = divmod(i, cols)
            pos = (box.x + 20 + c * (size[0] + 10) + size[0] // 2, box.y + 60 + r * (size[1] + 10) + size[1] // 2)
            if pos[1] + size[1] // 2 > box.bottom:
                text.draw(surface, T("discard.more", n=len(pile) - i), (box.centerx, box.bottom - 30), 20, theme.TEXT_DIM,
                          "italic", "center")
                break
            key = self.display.key_of(cid)
            if key is None:
                continue
            CardSprite(card_face(key), card_back(seat), pos, size).draw(surface)
            self.drawn_faces.add((seat, cid))

    def message_rect(self, lines: int) -> pygame.Rect:
        """The notice box: just under the top of the table's centre."""
        box = pygame.Rect(0, 0, self.MESSAGE_WIDTH, 20 + 30 * lines)
        box.midtop = (L.TABLE.centerx, L.CENTRE.y + 6)
        return box
