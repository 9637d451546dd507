"""One animation per Cosmic engine event, played through the table kit's queue (speed from the settings; a
click or Space ends them all, and every event still lands).

Each function patches the table's display with the event at the right moment and returns the Step that shows
it: tokens fly along an arc from where they stood to their new place (planet, cone, defence, Warp, Prison);
the destiny card is turned over in the middle of the table; face-down challenge cards and Kickers turn over
together; totals count up; Shields meet Weapons; bases, deals, turns and the win get a banner; cards fly
between hands, the deck and the discards (face up only for a player allowed to see them). A private event
another player may not see moves only backs, or nothing.
"""
from __future__ import annotations

import math

import pygame

from rules.core.i18n import Texts
from rules.cosmic.state import CAPTIVE
from sprites import theme
from sprites.card import CardSprite
from sprites.cosmic import palette, tokens
from sprites.cosmic.cards import DECK_BACK, ChallengeFace
from sprites.cosmic.destiny import DESTINY_BACK, DestinyFace, destiny_title
from sprites.tween import Call, Delay, Parallel, Sequence, Tween

from ..table.playback import Pictures
from . import layout as L

T = Texts("scenes.cosmic")

SOUNDS = {"tokens_moved": "place", "destiny_flipped": "flip", "cards_revealed": "flip", "card_played": "place",
          "kicker_played": "place", "base_established": "goal", "game_over": "win", "totals": "dice",
          "edict_played": "flip", "ruling_played": "flip", "flare_played": "flip", "deal_made": "goal", "deal_failed": "error",
          "turn_started": "whistle"}
# Events with nothing to show beyond the log (their effect is shown by the events that follow).
QUIET = ("challenge_started", "kicker_declined", "ally_declined", "arranged", "deal_item", "deal_passed",
         "deal_accepted", "deal_rejected", "destiny_reshuffled", "deck_reshuffled",
         "tokens_from_warp", "new_hand", "power_seen", "bluff_believed", "invited", "destiny_own_colour",
         "challenge_ended")
FLIGHT_SPEED = 2600.0        # canvas pixels per second for a token or a card in flight
CARDS_SHOWN = 3              # at most this many cards fly for one event (the rest follow at once)
HOMEWARD = ("shields hold", "returns", "ally returns", "raid over", "spared")   # tokens_moved reasons: tidying up


class FlyingPile:
    """Tokens on their way: a pile that follows an arc from `start` to `end` as `t` runs from 0 to 1."""

    def __init__(self, seat: int, label: str, count: int, start, end, lift: float = 60.0):
        self.seat, self.label, self.count = seat, label, count
        self.start, self.end = start, end
        self.lift = lift
        self.t = 0.0

    @property
    def pos(self):
        (x0, y0), (x1, y1), t = self.start, self.end, self.t
        length = math.hypot(x1 - x0, y1 - y0) or 1.0
        arc = math.sin(math.pi * t) * min(self.lift, length * 0.3)
        # Bend towards the top of the screen: a token lifted off the table and set down again.
        nx, ny = (y1 - y0) / length, -(x1 - x0) / length
        if ny > 0:
            nx, ny = -nx, -ny
        return x0 + (x1 - x0) * t + nx * arc, y0 + (y1 - y0) * t + ny * arc

    def draw(self, target):
        tokens.draw_pile(target, self.pos, self.seat, self.label, self.count, L.TOKEN_R + 2)


class Pulse:
    """A ring widening and fading around a spot (a base won, a power used, the last computer move)."""

    def __init__(self, centre, colour, radius: float = 30.0, rect=None):
        self.centre, self.colour, self.radius, self.rect = centre, colour, radius, rect
        self.t = 0.0

    def draw(self, target):
        alpha = int(255 * (1 - self.t))
        if alpha <= 0:
            return
        grow = 6 + 26 * self.t
        if self.rect is not None:
            box = pygame.Rect(self.rect).inflate(grow, grow)
            pygame.draw.rect(target, self.colour, box, 4, border_radius=16)
        else:
            pygame.draw.circle(target, self.colour, (round(self.centre[0]), round(self.centre[1])),
                               round(self.radius + grow), 4)


def duration_between(a, b, least: float = 0.28, most: float = 0.7) -> float:
    return max(least, min(most, math.dist(a, b) / FLIGHT_SPEED + 0.2))




# --- helpers -------------------------------------------------------------------------------------------
def _fly(table, sprite, end, duration, on_land=None):
    """A sprite (pile or card) added to the table's flights, moved to `end`, then taken away."""
    def start():
        if sprite not in table.flights:
            table.flights.append(sprite)

    def land():
        if sprite in table.flights:
            table.flights.remove(sprite)
        if on_land is not None:
            on_land()

    if isinstance(sprite, FlyingPile):
        move = Tween(sprite, "t", 1.0, duration, easing_name="easeInOutCubic")
    else:
        move = Tween(sprite, "pos", (float(end[0]), float(end[1])), duration, easing_name="easeInOutCubic")
    return Sequence(Call(start), move, Call(land))


def _banner(table, label, colour=theme.ACCENT, hold=0.8):
    return table.banner.show(label, colour, hold=hold, enter=0.3, leave=0.25)


def _pulse(table, centre=None, colour=theme.ACCENT, rect=None, duration=0.6):
    pulse = Pulse(centre, colour, rect=rect)

    def add():
        table.flights.append(pulse)

    def remove():
        if pulse in table.flights:
            table.flights.remove(pulse)

    return Sequence(Call(add), Tween(pulse, "t", 1.0, duration, easing_name="easeOutQuad"), Call(remove))


def _card(face, pos, size, face_up=True):
    return CardSprite(face if face_up else None, DECK_BACK, pos=pos, size=size, face_up=face_up)


def _cards_flying(table, cards, count, start, end, show_faces, delay_each=0.08):
    """Up to CARDS_SHOWN cards (faces when `show_faces`) from start to end, one after another."""
    steps = []
    n = min(count, CARDS_SHOWN)
    for i in range(n):
        face = ChallengeFace(cards[i]) if show_faces and i < len(cards) else None
        sprite = _card(face, start, L.DECK_CARD, face is not None)
        steps.append(Sequence(Delay(delay_each * i), _fly(table, sprite, end, duration_between(start, end))))
    return Parallel(*steps) if steps else None


def _patch_then(table, ev, *steps):
    return Sequence(Call(table.patch, ev), *[s for s in steps if s is not None])


# --- tokens --------------------------------------------------------------------------------------------
def _label(view, owner, token_ids) -> str:
    skills = view.get("skills") or []
    marks = {skills[t] for t in token_ids} if skills else set()
    return marks.pop() if len(marks) == 1 else palette.letter(owner)


def _tokens_moved(table, ev):
    v = table.display.v
    owner, frm, to, moved = ev["owner"], ev["frm"], ev["to"], list(ev["tokens"])
    label = _label(v, owner, moved)
    start = table.pile_point(owner, frm, label if label in palette.SKILL_WORDS else None)
    table.patch(ev)
    v = table.display.v
    place = to
    hops = 0
    while place <= CAPTIVE and hops < 5:          # stuck to a Mould token: it goes where that token is
        place = v["tokens"][CAPTIVE - place]
        hops += 1
    end = table.layout.place_point(owner, place, v["offense"], v["planet"])
    if math.dist(start, end) < 4:
        return None
    table.hidden.update(moved)
    pile = FlyingPile(owner, label, len(moved), start, end)

    def landed():
        table.hidden.difference_update(moved)
        table.touch()

    # Tokens going home together at the end of a challenge fly quicker: the challenge is over, nothing hangs on it.
    least, most = (0.2, 0.4) if ev.get("reason") in HOMEWARD else (0.3, 0.6)
    return _fly(table, pile, end, duration_between(start, end, least, most), landed)


# --- destiny, cards and the reveal -------------------------------------------------------------------------
def _destiny_flipped(table, ev):
    seats = table.display.v["seats"]
    sprite = CardSprite(DestinyFace(ev["card"], seats), DESTINY_BACK, pos=L.DESTINY.center, size=L.DECK_CARD,
                        face_up=False)
    middle = (L.TABLE.centerx, L.WARP_CENTRE[1])

    def add():
        table.flights.append(sprite)

    def remove():
        if sprite in table.flights:
            table.flights.remove(sprite)

    steps = [Call(add),
             Parallel(sprite.move_to(middle, 0.4), Tween(sprite, "scale", 1.8, 0.4, easing_name="easeOutCubic")),
             sprite.flip(True, 0.35), Delay(0.45)]
    if ev.get("capture"):
        steps.append(_banner(table, destiny_title(ev["card"]).upper(), (226, 170, 60), hold=0.7))
    steps += [Call(table.patch, ev),
              Parallel(sprite.move_to(L.DESTINY.center, 0.35), Tween(sprite, "scale", 1.0, 0.35)), Call(remove)]
    return Sequence(*steps)


def _slot_of(table, seat, kicker=False):
    slots = L.encounter_slots()
    side = "offense" if seat == table.display.v["offense"] else "defense"
    return slots[("kicker_" if kicker else "") + side]


def _card_played(table, ev, kicker=False):
    seat = ev["seat"]
    seen = table.display.may_see(ev) or ev.get("face_up")
    slot = _slot_of(table, seat, kicker)
    start = table.hand_card_point(ev["card"]) if seat == table.viewer and seen else table.layout.hand_point(seat)
    face = ChallengeFace(ev["card"]) if seen else None
    sprite = _card(face, start, slot.size, face is not None)
    return Sequence(_fly(table, sprite, slot.center, duration_between(start, slot.center)), Call(table.patch, ev))


def _kicker_played(table, ev):
    return _card_played(table, ev, kicker=True)


def _cards_revealed(table, ev):
    """Both challenge cards and both Kickers turn over together."""
    v = table.display.v
    slots = L.encounter_slots()
    flips, sprites = [], []
    for i, side in enumerate(("offense", "defense")):
        pairs = ((v["played"][i], ev["cards"][i], slots[side]), (v["kickers"][i], ev["kickers"][i],
                                                                  slots["kicker_" + side]))
        for shown, card, rect in pairs:
            if card is None or card < 0:
                continue
            sprite = CardSprite(ChallengeFace(card), DECK_BACK, pos=rect.center, size=rect.size,
                                face_up=shown != "hidden")
            sprites.append(sprite)
            if shown == "hidden":
                flips.append(sprite.flip(True, 0.4))

    def add():
        table.flights.extend(sprites)

    def remove():
        for s in sprites:
            if s in table.flights:
                table.flights.remove(s)

    return Sequence(Call(add), Delay(0.15), Parallel(*flips) if flips else Delay(0.2), Call(table.patch, ev),
                    Delay(0.35), Call(remove))


def _source(table, ev, seat):
    """Where discarded cards come from: a hand, a played or Kicker slot, or the middle of the table."""
    frm = ev.get("frm", "hand")
    if frm in ("played", "kicker") and ev.get("slot") is not None:
        slots = L.encounter_slots()
        side = ("offense", "defense")[ev["slot"]]
        return slots[("kicker_" if frm == "kicker" else "") + side].center
    if frm == "hand" and seat is not None:
        return table.layout.hand_point(seat)
    return (L.TABLE.centerx, L.WARP_CENTRE[1])


def _cards_discarded(table, ev):
    start = _source(table, ev, ev.get("seat"))
    cards = ev["cards"]
    return _patch_then(table, ev, _cards_flying(table, cards, len(cards), start, L.DISCARD.center, True))


def _flare_kept(table, ev):
    """An Eon Flare flies back from the middle of the table to its player's hand (it was shown when played)."""
    start = (L.TABLE.centerx, L.WARP_CENTRE[1])
    return _patch_then(table, ev, _cards_flying(table, [ev["card"]], 1, start, table.layout.hand_point(ev["seat"]),
                                               True))


def _card_kept(table, ev):
    """The Mirror or the Pickpocket takes a played card into his hand (face up only for who may see it)."""
    slots = L.encounter_slots()
    start = slots[("offense", "defense")[ev["side"]]].center
    seen = table.display.may_see(ev)
    return _patch_then(table, ev, _cards_flying(table, [ev["card"]], 1, start, table.layout.hand_point(ev["seat"]),
                                               seen))


def _hand_received(table, ev):
    """The Swapper's swap: a hand flies from one player to the other (backs; the new owner sees his)."""
    seen = table.display.may_see(ev) and ev["seat"] == table.viewer
    fly = _cards_flying(table, ev["cards"] if seen else [], ev["count"], table.layout.hand_point(ev["frm"]),
                        table.layout.hand_point(ev["seat"]), seen)
    return Sequence(*(s for s in (fly, Call(table.patch, ev)) if s is not None))


def _cards_drawn(table, ev):
    seat = ev["seat"]
    seen = table.display.may_see(ev) and seat == table.viewer
    fly = _cards_flying(table, ev.get("cards", []), ev["count"], L.DECK.center, table.layout.hand_point(seat),
                        seen)
    return Sequence(*(s for s in (fly, Call(table.patch, ev)) if s is not None))


def _cards_moving(table, ev):
    """Cards from one hand to another (consolation, rewards, deals): faces only for the two of them."""
    seen = table.display.may_see(ev) and table.viewer in (ev["frm"], ev["to"])
    start, end = table.layout.hand_point(ev["frm"]), table.layout.hand_point(ev["to"])
    fly = _cards_flying(table, ev.get("cards", []), ev["count"], start, end, seen)
    return Sequence(*(s for s in (fly, Call(table.patch, ev)) if s is not None))


def _edict_played(table, ev):
    """The edict, Ruling or Flare is laid face up in the middle of the table for all to read."""
    start = table.layout.hand_point(ev["seat"])
    middle = (L.TABLE.centerx, L.WARP_CENTRE[1])
    sprite = CardSprite(ChallengeFace(ev["card"]), DECK_BACK, pos=start, size=L.DECK_CARD)

    def add():
        table.flights.append(sprite)

    def remove():
        if sprite in table.flights:
            table.flights.remove(sprite)

    return Sequence(Call(table.patch, ev), Call(add),
                    Parallel(sprite.move_to(middle, 0.4), Tween(sprite, "scale", 1.8, 0.4)), Delay(0.7),
                    Call(remove))


# --- the challenge --------------------------------------------------------------------------------------------
def _totals(table, ev):
    names = table.session.names
    winner = ev["winner"]

    def begin():
        # From the sums the panel showed (both are known once the cards are face up): they dropped to 0 and
        # counted up again ("22 vs 44", then "8 vs 17", then 44).
        table.count_from = tuple(n or 0 for n in table.board.totals)
        table.count_up = 0.0

    return Sequence(Call(table.patch, ev), Call(begin),
                    Tween(table, "count_up", 1.0, 0.8, easing_name="easeOutCubic"),
                    _banner(table, T("banner.wins_challenge", name=names[winner].upper()), palette.rgb(winner), 0.7))


def _shields_weapons(table, ev):
    label = T("banner.shields_hold" if ev["stopped"] else "banner.shields", shields=ev["shields"],
              weapons=ev["weapons"])
    table.patch(ev)
    return _banner(table, label, (120, 180, 255) if ev["stopped"] else theme.TEXT_DIM, 0.8 if ev["stopped"] else 0.5)


def _compromise(table, ev):
    names = table.session.names
    table.patch(ev)
    key = "banner.compromise_wins" if ev["kind"] == "compromise_wins" else "banner.compromise_loses"
    return _banner(table, T(key, name=names[ev["seat"]].upper()), theme.TEXT, 0.6)


def _base_established(table, ev):
    table.patch(ev)
    planet = ev["planet"]
    seats = ev["seats"]
    names = table.session.names
    centre = table.layout.planet_centre(planet) if planet >= 0 else None
    who = T("banner.and").join(names[x].upper() for x in seats)
    # A deal's base on a planet where the receiver has one already adds a token, not a base: no banner
    # (a playtester saw "NEW BASE" while his count of bases stayed).
    steps = [] if ev.get("already") else [_banner(table, T("banner.new_base", names=who), palette.rgb(seats[0]),
                                                  0.6)]
    if centre is not None:
        steps.insert(0, _pulse(table, centre, palette.rgb(seats[0]), duration=0.7))
    return Parallel(*steps) if steps else None


def _power_used(table, ev):
    table.patch(ev)
    seat = ev.get("seat")
    if seat is None or not 0 <= seat < len(table.layout.systems):
        return Delay(0.2)
    pulse = _pulse(table, rect=table.layout.systems[seat].strip, colour=theme.ACCENT, duration=0.7)
    if ev.get("power") == "sorcerer":       # the swap decides challenges: say it, not only in the log
        power = table.display.v["powers"][seat]["name"] or ""
        words = T("banner.cards_swapped", name=table.session.names[seat].upper(), power=power.upper())
        return Parallel(pulse, _banner(table, words, palette.rgb(seat), 0.6))
    return pulse


def _ally_joined(table, ev):
    table.patch(ev)
    colour = palette.CONE_RGB if ev["side"] == "offense" else (120, 180, 255)
    return _pulse(table, rect=table.layout.systems[ev["seat"]].rect, colour=colour, duration=0.5)


def _banner_event(label_of, colour=theme.ACCENT, hold=0.7):
    def handler(table, ev):
        table.patch(ev)
        return _banner(table, label_of(table, ev), colour, hold)
    return handler


def _turn_started(table, ev):
    table.patch(ev)
    seat = ev["seat"]
    return _banner(table, T("banner.turn", name=table.session.names[seat].upper()), palette.rgb(seat), 0.5)


def _game_over(table, ev):
    table.patch(ev)
    names = table.session.names
    winners = ev["winners"]
    who = T("banner.and").join(names[x].upper() for x in winners)
    colour = palette.rgb(winners[0]) if len(winners) == 1 else theme.ACCENT
    pulses = [_pulse(table, rect=table.layout.systems[x].rect, colour=palette.rgb(x), duration=1.0) for x in winners]
    return Parallel(_banner(table, T("banner.win" if len(winners) == 1 else "banner.win_shared", names=who), colour, 1.6), *pulses)


def _name(table, seat) -> str:
    return table.session.names[seat].upper() if seat is not None else ""


HANDLERS = {
    "tokens_moved": _tokens_moved,
    "destiny_flipped": _destiny_flipped,
    "card_played": _card_played,
    "kicker_played": _kicker_played,
    "cards_revealed": _cards_revealed,
    "cards_discarded": _cards_discarded,
    "card_kept": _card_kept,
    "hand_received": _hand_received,
    "cards_drawn": _cards_drawn,
    "cards_taken": _cards_moving,
    "cards_given": _cards_moving,
    "edict_played": _edict_played,
    "ruling_played": _edict_played,
    "flare_played": _edict_played,
    "flare_kept": _flare_kept,
    "totals": _totals,
    "shields_weapons": _shields_weapons,
    "compromise_loses": _compromise,
    "compromise_wins": _compromise,
    "base_established": _base_established,
    "power_used": _power_used,
    "ally_joined": _ally_joined,
    "turn_started": _turn_started,
    "game_over": _game_over,
    # Said aloud before the cards fly: a playtester's hand went from 5 to 3 with nothing but a log line.
    "consolation": lambda t, ev: _banner_event(
        lambda t, ev: T("banner.consolation", name=_name(t, ev["seat"]), n=ev["cards"], frm=_name(t, ev["frm"])),
        theme.ACCENT, 0.8)(t, ev) if ev["cards"] else t.patch(ev),
    "negotiation_started": _banner_event(lambda t, ev: T("banner.make_deal") if ev["what"] == "deal"
                                         else T("banner.exchange"), theme.ACCENT, 0.7),
    "deal_made": _banner_event(lambda t, ev: T("banner.deal_made"), theme.GOOD, 0.7),
    "deal_failed": _banner_event(lambda t, ev: T("banner.no_deal"), theme.BAD, 0.7),
    "exchange_ended": _banner_event(lambda t, ev: T("banner.traded") if ev["traded"] else T("banner.no_exchange"),
                                    theme.TEXT, 0.5),
    "raid_started": _banner_event(lambda t, ev: T("banner.rescue", name=_name(t, ev["seat"])), theme.ACCENT, 0.8),
    "raid_over": _banner_event(lambda t, ev: T("banner.goes_on"), theme.TEXT, 0.5),
    "secondary_started": _banner_event(lambda t, ev: T("banner.out_of_turn", name=_name(t, ev["seat"]),
                                                       target=_name(t, ev["target"])), theme.ACCENT, 0.8),
    "secondary_over": _banner_event(lambda t, ev: T("banner.goes_on"), theme.TEXT, 0.5),
    "capture_changed": _banner_event(lambda t, ev: T("banner.capture") if ev["capture"] else T("banner.no_capture"),
                                     (226, 170, 60), 0.6),
    "challenge_aborted": _banner_event(lambda t, ev: T("banner.no_challenge"), theme.TEXT_DIM, 0.6),
    "alliances_cancelled": _banner_event(lambda t, ev: T("banner.alliances_cancelled"), theme.TEXT, 0.6),
    "attacks_calmed": _banner_event(lambda t, ev: T("banner.calmed"), theme.TEXT, 0.6),
    "power_zapped": _banner_event(lambda t, ev: T("banner.zapped", name=_name(t, ev["target"])), theme.TEXT, 0.6),
    "bluff_doubted": _banner_event(lambda t, ev: T("banner.true") if ev["honest"] else T("banner.bluff"),
                                   theme.ACCENT, 0.7),
    "deal_vetoed": _banner_event(lambda t, ev: T("banner.vetoed"), theme.BAD, 0.6),
}

PICTURES = Pictures(HANDLERS, SOUNDS, QUIET)
