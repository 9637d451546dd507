"""Helpers that set up KICKARDS situations for the rule tests (through the protocol where it matters)."""
from rules.core import Action, Rng
from rules.kickards import GAME
from rules.kickards.content import EVENTS, VAR_CHANCES


class ScriptedRng(Rng):
    """A generator whose dice (randint) follow a script, then fall back to seeded values."""
    __slots__ = ("script",)

    def __init__(self, values=(), seed=5):
        super().__init__(seed)
        self.script = list(values)

    def randint(self, lo, hi):
        if self.script:
            value = self.script.pop(0)
            assert lo <= value <= hi, f"scripted die {value} outside {lo}-{hi}"
            return value
        return super().randint(lo, hi)


def event_id(name):
    return next(e.id for e in EVENTS if e.name == name)


def ready(options=None, seed=1, coach=False):
    """A match at the first attack phase, seat 0 in possession (the toss forced to seat 0).
    Without `coach`, both coach cards go to the event discard so no coach decision interrupts."""
    s = GAME.setup(2, options or {}, seed)
    for seat in (0, 1):
        GAME.apply(s, seat, Action("keep_coach", card=s.coach_offer[seat][0]))
    s.toss_winner = s.starter = s.possession = s.offer = 0
    if not coach:
        for seat in (0, 1):
            s.event_discard.append(s.coach[seat])
            s.coach[seat] = -1
    s._legal = None
    return s


def set_hand(s, seat, cards):
    """Give a seat exactly these players in hand (the rest of its 35 go to the deck)."""
    everything = s.decks[seat] + s.hands[seat] + s.used[seat]
    s.hands[seat] = list(cards)
    s.decks[seat] = [c for c in everything if c not in cards]
    s.used[seat] = []
    s._legal = None


def next_events(s, *names):
    """Put these events on top of the event deck, the first name drawn first."""
    ids = [event_id(n) for n in names]
    for i in ids:
        s.event_deck.remove(i) if i in s.event_deck else s.event_discard.remove(i)
    s.event_deck.extend(reversed(ids))


def next_var(s, chance):
    card = next(i for i in s.var_deck if VAR_CHANCES[i] == chance)
    s.var_deck.remove(card)
    s.var_deck.append(card)


def dice(s, *values):
    s.rng = ScriptedRng(values, seed=s.rng.state)


def act(s, seat, kind, **params):
    return GAME.apply(s, seat, Action(kind, **params))


def attack(s, shooter, supports=(), defenders=(), picks=None):
    """Play an action through the protocol: attacker's cards, defender's cards, then the star picks
    (`picks` maps seat -> colours; unspecified picks take blue)."""
    a, d = s.possession, 1 - s.possession
    set_hand(s, a, [shooter, *supports] + [c for c in s.hands[a] if c not in (shooter, *supports)][:3])
    set_hand(s, d, [*defenders] + [c for c in s.hands[d] if c not in defenders][:3])
    events = act(s, a, "place", card=shooter, slot="shooter")
    for c in supports:
        events += act(s, a, "place", card=c, slot="support")
    events += act(s, a, "attack_done")
    if s.phase == "defend":
        for c in defenders:
            events += act(s, d, "place", card=c, slot="defence")
        events += act(s, d, "defence_done")
    picks = {k: list(v) for k, v in (picks or {}).items()}
    while s.phase == "stars":
        seat = GAME.actors(s)[0]
        colour = picks.get(seat, []).pop(0) if picks.get(seat) else "blue"
        events += act(s, seat, "pick_star", colour=colour)
    return events


def kinds(events):
    return [e["kind"] for e in events]


def find(events, kind):
    return [e for e in events if e["kind"] == kind]


def settle_event(s):
    """Accept the event, decline VAR on its outcome and finish buying, until the shot position is next."""
    answers = {"event": "accept_event", "var_event": "no_var", "bonus": "bonus_done"}
    while s.phase in answers:
        act(s, GAME.actors(s)[0], answers[s.phase])
