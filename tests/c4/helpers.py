"""Setting up C4 situations for rule tests: a quiet table where each test places the cards it needs."""
from rules.c4 import GAME
from rules.c4 import effects
from rules.core import Action

FILLER = "pocket-change"


def table(seats=2, cards=None, held=None, pot=None, active=0):
    """A started game reset to the start of `active`'s main phase: empty hands, nothing in play, decks of
    filler cards plus the listed `cards` per seat (so tests can pull them). `held` gives each seat that many
    of their own tokens; `pot` that many tokens of seat 0's look... or a list by origin."""
    decks = []
    for seat in range(seats):
        extra = list((cards or {}).get(seat, []))
        decks.append(extra + [FILLER] * max(13, 15 - len(extra)))
    s = GAME.setup(seats, {"decks": decks}, seed=1)
    for seat in range(seats):
        s.deck[seat] += s.hand[seat] + s.discard[seat] + s.inplay[seat]
        s.hand[seat], s.discard[seat], s.inplay[seat], s.revealed[seat] = [], [], [], []
        s.deck[seat].sort(key=lambda c: (s.keys[c] != FILLER, c))  # filler at the bottom, others on top
    s.known = set()
    s.stack = []
    s.on_card = {}
    s.active, s.turn, s.actions_taken = active, 1, 0
    s.free_next, s.discount, s.turn_tax = False, 0, 0
    if held is not None:
        s.held = [[h if o == seat else 0 for o in range(seats)] for seat, h in enumerate(held)]
    if pot is not None:
        s.pot = list(pot) if isinstance(pot, list) else [pot] + [0] * (seats - 1)
    return s


def pull(s, seat, key, zone="hand"):
    """Move a card of `key` owned by `seat` from its deck into a zone; returns its id."""
    for cid in s.deck[seat]:
        if s.keys[cid] == key:
            s.deck[seat].remove(cid)
            getattr(s, zone)[seat].append(cid)
            return cid
    if zone == "hand":  # drawn already by an earlier card
        for cid in s.hand[seat]:
            if s.keys[cid] == key:
                return cid
    raise AssertionError(f"no {key} left in seat {seat}'s deck")


def top(s, seat, key):
    """Put a card of `key` on top of `seat`'s deck (the next card drawn or flipped); returns its id."""
    for cid in s.deck[seat]:
        if s.keys[cid] == key:
            s.deck[seat].remove(cid)
            s.deck[seat].append(cid)
            return cid
    raise AssertionError(f"no {key} in seat {seat}'s deck")


def play(s, seat, cid, **params):
    return GAME.apply(s, seat, Action("play", card=cid, **params))


def play_through(s, seat, cid, **params):
    """Play a card and let everybody pass; all the events."""
    events = play(s, seat, cid, **params)
    return pass_all(s, events)


def pass_all(s, events=None):
    """Everyone asked in open windows passes until the active player may act again (or the game ends)."""
    events = [] if events is None else events
    while s.stack and s.phase == "play":
        seat = GAME.actors(s)[0]
        events += GAME.apply(s, seat, Action("pass"))
    return events


def total(s, seat):
    return sum(s.held[seat])


def kinds(events):
    return [e["kind"] for e in events]


def moves(events, verb=None):
    return [e for e in events if e["kind"] == "tokens_moved" and (verb is None or e["verb"] == verb)]


def run_steps(s, seat, steps, target=None):
    """Resolve bare effect steps for `seat` as if a card said so (no card involved)."""
    events = []
    s.stack.append(effects.new_frame("ability", seat, effects.bind(steps, seat, target)))
    effects.run(s, events)
    return events
