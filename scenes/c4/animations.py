"""One animation per C4 engine event, played through the table kit's queue (speed from the settings; a click
or Space ends them all and every event still lands).

Tokens fly from where they were to where they go (a player's pile, the pot, a card), one movement per gain
or loss event; a played card flies from its player's hand to the middle; an attack turns both players' top
cards over beside the pot and says which symbol beat which, then the flipped cards go back to their hands; a
reshuffle (the Visa rule) and the end of the game (with the tie-break that decided it) get a banner. A drawn
card flies face down unless the viewer drew it. Nothing private to another seat is ever drawn face up.
"""
from __future__ import annotations

import math

from rules.c4.cards import CARDS
from rules.core.i18n import Texts
from sprites import theme
from sprites.c4 import palette
from sprites.c4.cards import card_back, card_face
from sprites.card import CardSprite
from sprites.tween import Call, Delay, Parallel, Sequence, Tween

from ..table.playback import Pictures
from . import layout as L

FLIGHT_SPEED = 2400.0
TOKENS_SHOWN = 5            # at most this many tokens fly for one event (the count lands all the same)
CARDS_SHOWN = 3
SOUNDS = {"tokens_moved": "place", "card_played": "place", "card_flipped": "flip", "game_over": "win",
          "turn_started": "whistle", "deck_reshuffled": "dice"}
QUIET = ("reaction_passed", "first_player_reveal", "prevention_ready", "vote_cast", "turn_ended",
         "tokens_unmoved", "no_card_to_discard")
T = Texts("scenes.c4")


class FlyingToken:
    """One token in the air, along an arc."""

    def __init__(self, seat, start, end, radius=16):
        self.seat, self.start, self.end, self.radius = seat, start, end, radius
        self.t = 0.0

    @property
    def pos(self):
        (x0, y0), (x1, y1), t = self.start, self.end, self.t
        lift = math.sin(math.pi * t) * min(70.0, math.dist(self.start, self.end) * 0.25)
        return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - lift

    def draw(self, target):
        from sprites.c4.tokens import token
        disc = token(self.seat, self.radius)
        target.blit(disc, disc.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


def duration_between(a, b, least=0.25, most=0.6):
    return max(least, min(most, math.dist(a, b) / FLIGHT_SPEED + 0.18))


def _fly(table, sprite, end, duration, on_land=None):
    def start():
        table.flights.append(sprite)

    def land():
        if sprite in table.flights:
            table.flights.remove(sprite)
        table.touch()
        if on_land is not None:
            on_land()

    if isinstance(sprite, FlyingToken):
        move = Tween(sprite, "t", 1.0, duration, easing_name="easeInOutCubic")
    else:
        move = Tween(sprite, "pos", (float(end[0]), float(end[1])), duration, easing_name="easeInOutCubic")
    return Sequence(Call(start), move, Call(land))


def _banner(table, label, colour=theme.ACCENT, hold=0.8):
    return table.banner.show(label, colour, hold=hold, enter=0.25, leave=0.25)


# --- tokens ----------------------------------------------------------------------------------------------
def _tokens_moved(table, ev):
    start = table.zone_point(ev["src"])
    end = table.zone_point(ev["dst"])
    moved = list(ev["tokens"])
    if not moved or start is None or end is None:
        table.patch(ev)
        return None
    steps = []
    for i, origin in enumerate(moved[:TOKENS_SHOWN]):
        token = FlyingToken(origin, start, end)
        steps.append(Sequence(Delay(0.06 * i), _fly(table, token, end, duration_between(start, end))))
    return Sequence(Parallel(*steps), Call(table.patch, ev))


# --- cards ------------------------------------------------------------------------------------------------
def _card_played(table, ev):
    seat, cid = ev["seat"], ev["card"]
    start = table.hand_card_point(seat, cid)
    table.patch(ev)
    sprite = CardSprite(card_face(ev["key"]), card_back(seat), pos=start, size=L.CENTRE_CARD, ident=("played", cid))
    table.drawn_faces.add((seat, cid))
    table.touch()
    end = L.PLAYED_POS
    return _fly(table, sprite, end, duration_between(start, end, 0.3, 0.55))


def _cards_drawn(table, ev):
    seat, count = ev["seat"], ev["count"]
    if not count:
        table.patch(ev)
        return None
    area = table.layout.area(seat)
    start = area.deck
    end = table.layout.hand_point(seat)
    show = seat == table.viewer and ev.get("cards")
    steps = []
    for i in range(min(count, CARDS_SHOWN)):
        face = card_face(ev["keys"][i]) if show else None
        sprite = CardSprite(face, card_back(seat), pos=start, size=area.pile_size, face_up=face is not None)
        steps.append(Sequence(Delay(0.08 * i), _fly(table, sprite, end, duration_between(start, end))))
    return Sequence(Parallel(*steps), Call(table.patch, ev))


def _card_flipped(table, ev):
    """The top card of the deck turns over beside the pot: the attacker's left, the defender's right."""
    table.patch(ev)
    attack = table.display.attack
    slot = L.ATTACK_SLOTS[0 if attack is None or ev["seat"] == attack["seat"] else 1]
    start = table.layout.area(ev["seat"]).deck
    sprite = CardSprite(None, card_back(ev["seat"]), pos=start, size=L.CENTRE_CARD, face_up=False)
    table.hidden_reveals.add(ev["card"])
    table.touch()

    def turn():
        table.hidden_reveals.discard(ev["card"])
        table.touch()

    fly = _fly(table, sprite, slot, duration_between(start, slot, 0.3, 0.5))
    flip = sprite.flip(True, 0.25, face=card_face(ev["key"]))
    return Sequence(fly, Call(table.flights.append, sprite), flip, Call(table.flights.remove, sprite), Call(turn))


def _attack_result(table, ev):
    table.patch(ev)
    names = table.session.names
    acard, dcard = ev.get("attacker_card"), ev.get("defender_card")
    v = table.display.v
    outcome = T("banner.works", name=names[ev["seat"]]) if ev["won"] else T("banner.holds", name=names[ev["target"]])
    if acard is not None and dcard is not None:
        a = CARDS[v["cards"][str(acard)]].rps
        d = CARDS[v["cards"][str(dcard)]].rps
        how = T(f"banner.tie.{a}") if a == d else T(f"banner.beats.{a if ev['won'] else d}")
        outcome = T("banner.result", how=how, outcome=outcome)
    colour = theme.GOOD if ev["won"] else theme.BAD
    return _banner(table, outcome, colour, hold=0.9)


def _flipped_to_hand(table, ev):
    seat = ev["seat"]
    end = table.layout.hand_point(seat)
    steps = []
    for i, (cid, key) in enumerate(zip(ev["cards"], ev["keys"])):
        attack = table.display.attack
        slot = L.ATTACK_SLOTS[0 if attack is None or seat == attack["seat"] else 1]
        sprite = CardSprite(card_face(key), card_back(seat), pos=slot, size=L.CENTRE_CARD)
        table.drawn_faces.add((seat, cid))
        steps.append(Sequence(Delay(0.1 * i), _fly(table, sprite, end, duration_between(slot, end))))
    table.patch(ev)
    return Parallel(*steps) if steps else None


def _card_to_discard(table, ev):
    seat, cid = ev["seat"], ev["card"]
    area = table.layout.area(seat)
    if ev["kind"] == "card_discarded" and ev.get("reason") in ("attack", "card"):
        start = table.hand_card_point(seat, cid)
    else:
        start = table.card_point(cid) or L.PLAYED_POS
    table.patch(ev)
    sprite = CardSprite(card_face(ev["key"]), card_back(seat), pos=start, size=area.pile_size)
    table.drawn_faces.add((seat, cid))
    return _fly(table, sprite, area.discard, duration_between(start, area.discard, 0.25, 0.45))


def _card_entered_play(table, ev):
    seat = ev["seat"]
    table.patch(ev)
    slots = table.layout.card_slots(seat, len(table.display.v["in_play"][seat]))
    end = slots[-1] if slots else table.layout.area(seat).in_play.center
    sprite = CardSprite(card_face(ev["key"]), card_back(seat), pos=L.PLAYED_POS,
                        size=table.layout.area(seat).play_card)
    table.hidden_cards.add(ev["card"])
    table.touch()

    def landed():
        table.hidden_cards.discard(ev["card"])
        table.touch()

    return _fly(table, sprite, end, duration_between(L.PLAYED_POS, end), landed)


def _deck_reshuffled(table, ev):
    table.patch(ev)
    name = table.session.names[ev["seat"]]
    return _banner(table, T("banner.reshuffle", name=name), theme.ACCENT, hold=0.6)


def _turn_started(table, ev):
    table.patch(ev)
    return _banner(table, T("banner.turn", name=table.session.names[ev["seat"]]), palette.seat_rgb(ev["seat"]),
                   hold=0.35)


def _game_over(table, ev):
    table.patch(ev)
    names = table.session.names
    won = ", ".join(names[w] for w in ev["winners"])
    key = "banner.wins" if len(ev["winners"]) == 1 else "banner.win_shared"
    return _banner(table, T(key, names=won, how=table.decided_words(ev["decided_by"])), theme.GOOD, hold=1.4)


def _vote_started(table, ev):
    table.patch(ev)
    names = table.session.names
    tied = ", ".join(names[t] for t in ev["tied"])
    return _banner(table, T("banner.vote", names=tied), theme.ACCENT, hold=0.9)


HANDLERS = {
    "tokens_moved": _tokens_moved, "card_played": _card_played, "cards_drawn": _cards_drawn,
    "card_flipped": _card_flipped, "attack_result": _attack_result, "flipped_to_hand": _flipped_to_hand,
    "card_discarded": _card_to_discard, "card_removed": _card_to_discard, "card_entered_play": _card_entered_play,
    "deck_reshuffled": _deck_reshuffled, "turn_started": _turn_started, "game_over": _game_over,
    "vote_started": _vote_started,
}

PICTURES = Pictures(HANDLERS, SOUNDS, QUIET, pause=0.1)
