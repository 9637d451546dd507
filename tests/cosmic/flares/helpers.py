"""Helpers for Flare tests: a game with Flares in chosen hands, driven by real actions."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.content import FLARE_CARD

from ..helpers import ATT, do, launch, no_invites, play_cards, with_allies

NAMES = ["Alex", "Robin", "Sam", "Kim", "Lee", "Max"]


def flare_game(seats=3, offense=0, destiny=1, hands=None, flares=None, powers=None, mode="eon", seed=1, **opts):
    """Like helpers.fresh, with the option flares=`mode`: `flares` maps a seat to the keys of the Flares added to
    its hand (hands default to one Attack 8 each), and those Flares are in the game's public list."""
    opts["powers"] = powers if powers is not None else "off"
    opts["flares"] = mode
    s = GAME.setup(seats, opts, seed)
    s.hands = [list(h) for h in hands] if hands else [[ATT[8]] for _ in range(seats)]
    keys = []
    for seat, ks in (flares or {}).items():
        s.hands[seat] += [FLARE_CARD[k] for k in ks]
        keys += ks
    for c in (FLARE_CARD[k] for k in keys):     # the copies in the deck are the ones now held
        if c in s.deck:
            s.deck.remove(c)
    s.lasting["flares"] = sorted(set(s.lasting.get("flares", [])) | set(keys))
    if destiny is not None:
        s.destiny.append(destiny)
    s.phase = None
    start_turn(s, offense)
    advance(s)
    return s


def flare_actions(s, seat, key=None, half=None):
    """The Flare plays `seat` is offered in this window once everybody asked before him has passed ([] if he is
    not asked)."""
    from ..helpers import pass_to
    pass_to(s, seat)
    return [a for a in GAME.legal_actions(s, seat) if a.kind == "flare" and
            (key is None or a.card == FLARE_CARD[key]) and (half is None or a.half == half)]


def play_flare(s, seat, key, half, **params):
    """`seat` plays the half (everybody asked before him passes); nobody countermands it."""
    from ..helpers import pass_to
    pass_to(s, seat)
    events = GAME.apply(s, seat, Action("flare", card=FLARE_CARD[key], half=half, **params))
    while s.phase == "respond":
        events += GAME.apply(s, GAME.actors(s)[0], Action("no_countermand"))
    return events


def pass_window(s):
    """Everybody still asked in this window passes; the events."""
    events = []
    while s.phase == "power":
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def pass_until(s, point):
    """Everybody passes in the windows before `point` (stops once that window asks, or nobody is asked); the
    events."""
    events = []
    while s.phase == "power" and s.point != point:
        events += GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    return events


def launched(s, n=1, allies_off=(), allies_def=(), planet=5, tokens=1):
    """Red aims at `planet` (blue's 5), everybody passes the window that opens, red launches n tokens from planet 0;
    the allies join as in helpers.with_allies, else nobody is invited: the window before cards (allies_done or
    before_cards) if anybody may play there, else the cards."""
    do(s, 0, "aim", planet=planet)
    pass_window(s)
    launch(s, 0, n)
    if allies_off or allies_def:
        with_allies(s, allies_off, allies_def, tokens)
    else:
        no_invites(s)


def to_the_reveal(s, off_card, def_card, n=1, allies_off=(), allies_def=(), planet=5):
    """launched, everybody passes the windows before cards, both cards played: the window "revealed" if anybody
    may play there, else what follows; the events of the reveal."""
    launched(s, n, allies_off, allies_def, planet)
    pass_window(s)
    return play_cards(s, off_card, def_card)


def totals_of(events):
    """The totals event among these events ({"offense": .., "defense": .., "winner": .., "parts": ..})."""
    return next(e for e in events if e["kind"] == "totals")
