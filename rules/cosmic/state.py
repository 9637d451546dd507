"""The Cosmic game state and the small queries on it (where tokens are, who has which bases).

Every token is one entry in parallel lists: its owner is `token // 20`, its location `loc[token]`:
a planet index (system * 5 + planet number) or one of the negative codes below. `origin[token]` remembers
the planet a token left for the challenge, so it can go back there.
"""
from __future__ import annotations

from bisect import bisect_left

from rules.core import Rng

from .content import PLANETS_PER_SYSTEM, TOKENS_PER_COLOUR

WARP = -1
CONE = -2        # committed to the offensive side (offense and its allies)
DEFENSE = -3     # committed by defensive allies (the defender's own tokens stay on the planet)
REMOVED = -4     # out of the game (Abyss)
CAPTIVE = -100   # CAPTIVE - t: stuck to token t of the Mould (Fungus), moving with it
PRISON = -10     # PRISON - seat: in that seat's Prison (option prisoners)
ASIDE = -20      # ASIDE - seat: set aside by its owner's power, off the board but his (ghosts, a reserve)
HELD = -30       # HELD - seat: held by that seat's power, not a prisoner and not on a base (the Tollkeeper's tolls)


def prison(seat: int) -> int:
    return PRISON - seat


def aside(seat: int) -> int:
    return ASIDE - seat


def held_by(seat: int) -> int:
    return HELD - seat

# Lists copied one level deep by clone/dump; everything else is a scalar or handled by hand.
_LIST_FIELDS = ("powers", "loc", "origin", "skill", "deck", "discard", "destiny", "destiny_discard", "invited_off",
                "invited_def", "allies_off", "allies_def", "answer_queue", "point_queue", "played",
                "kicker", "lost", "face_up")
# Lists of lists, copied two levels deep.
_NESTED_FIELDS = ("agenda", "rewards", "hands", "seen")
_SCALAR_FIELDS = ("seats", "offense", "defense", "planet", "colour", "phase", "step", "challenge", "turns",
                  "success", "point", "winners", "answering", "answer_side", "kicker_stage", "challenges")


class CosmicState:
    __slots__ = _LIST_FIELDS + _SCALAR_FIELDS + _NESTED_FIELDS + ("options", "rng", "flags", "lasting", "deal",
                                                                  "suspended", "legal_memo")

    def __init__(self):
        for name in _LIST_FIELDS:
            setattr(self, name, [])
        for name in _SCALAR_FIELDS:
            setattr(self, name, None)
        self.options = {}
        self.rng = None
        self.hands = []
        self.agenda = []     # the tasks still to run in this challenge (challenge.py)
        self.rewards = []    # [seat, rewards still to take] for defensive allies
        self.flags = {}      # per-challenge power switches (levelling called, upset called, ...)
        # What powers keep from challenge to challenge, by power key (a Warrior's experience, a Witch's
        # curses): plain JSON (string keys), saved and copied with the state.
        self.lasting = {}
        self.deal = None     # the open negotiation (negotiation.py)
        self.suspended = None  # the challenge a Rescue Mission interrupted (prisoners.py)
        self.seen = []       # per seat: card ids of other hands this seat has been shown (Seer)
        # (seat, the legal actions last listed for it): `apply` checks a decision against it instead of listing
        # them again. Only `legal_actions` sets it; `apply` clears it before anything changes, and a clone (so
        # a re-deal) starts without one. Never saved.
        self.legal_memo = None

    # --- dump / load / clone ------------------------------------------------------------------
    def dump(self) -> dict:
        d = {name: list(getattr(self, name)) for name in _LIST_FIELDS}
        d.update({name: getattr(self, name) for name in _SCALAR_FIELDS})
        d["options"] = copy_json(self.options)
        d["rng"] = self.rng.dump()
        for name in _NESTED_FIELDS:
            d[name] = [list(x) for x in getattr(self, name)]
        d["flags"] = copy_json(self.flags)
        if self.lasting:     # (only then: a game saved before powers kept anything dumps as it did)
            d["lasting"] = copy_json(self.lasting)
        d["deal"] = copy_json(self.deal)
        d["suspended"] = copy_json(self.suspended)
        return d

    @classmethod
    def load(cls, d: dict) -> "CosmicState":
        s = cls()
        for name in _LIST_FIELDS:
            setattr(s, name, list(d[name]))
        for name in _SCALAR_FIELDS:
            setattr(s, name, d[name])
        s.options = copy_json(d["options"])
        s.rng = Rng.load(d["rng"])
        for name in _NESTED_FIELDS:
            setattr(s, name, [list(x) for x in d[name]])
        s.flags = copy_json(d["flags"])
        s.lasting = copy_json(d.get("lasting") or {})     # (saves made before any power kept anything)
        s.deal = copy_json(d["deal"])
        s.suspended = copy_json(d["suspended"])
        return s

    def clone(self) -> "CosmicState":
        # Written out field by field: a loop over the field names with getattr and setattr took about twice
        # as long, and the search copies the state at every iteration. A new field must be added here too
        # (tests/cosmic/test_protocol.py checks every field of the state is copied).
        c = CosmicState.__new__(CosmicState)
        c.powers = list(self.powers)
        c.loc = list(self.loc)
        c.origin = list(self.origin)
        c.skill = list(self.skill)
        c.deck = list(self.deck)
        c.discard = list(self.discard)
        c.destiny = list(self.destiny)
        c.destiny_discard = list(self.destiny_discard)
        c.invited_off = list(self.invited_off)
        c.invited_def = list(self.invited_def)
        c.allies_off = list(self.allies_off)
        c.allies_def = list(self.allies_def)
        c.answer_queue = list(self.answer_queue)
        c.point_queue = list(self.point_queue)
        c.played = list(self.played)
        c.kicker = list(self.kicker)
        c.lost = list(self.lost)
        c.face_up = list(self.face_up)
        c.seats = self.seats
        c.offense = self.offense
        c.defense = self.defense
        c.planet = self.planet
        c.colour = self.colour
        c.phase = self.phase
        c.step = self.step
        c.challenge = self.challenge
        c.turns = self.turns
        c.success = self.success
        c.point = self.point
        c.winners = self.winners
        c.answering = self.answering
        c.answer_side = self.answer_side
        c.kicker_stage = self.kicker_stage
        c.challenges = self.challenges
        c.options = self.options            # never changed after setup
        c.rng = self.rng.copy()
        c.agenda = [list(x) for x in self.agenda]
        c.rewards = [list(x) for x in self.rewards]
        c.hands = [list(x) for x in self.hands]
        c.seen = [list(x) for x in self.seen]
        c.flags = copy_json(self.flags)
        c.lasting = copy_json(self.lasting)
        c.deal = copy_json(self.deal)
        c.suspended = copy_json(self.suspended)
        c.legal_memo = None                 # a re-deal changes hands: list again
        return c


def copy_json(value):
    # Only dicts and lists are copied (anything else is kept as it is); a call per nested one only.
    if isinstance(value, dict):
        return {k: copy_json(v) if isinstance(v, _CONTAINERS) else v for k, v in value.items()}
    if isinstance(value, list):
        return [copy_json(v) if isinstance(v, _CONTAINERS) else v for v in value]
    return value


_CONTAINERS = (dict, list)


# --- token queries ---------------------------------------------------------------------------------
def captives_of(s, token: int) -> list[int]:
    code = CAPTIVE - token
    return [t for t, where in enumerate(s.loc) if where == code]


def owner(token: int) -> int:
    return token // TOKENS_PER_COLOUR


def tokens_of(seat: int) -> range:
    return range(seat * TOKENS_PER_COLOUR, (seat + 1) * TOKENS_PER_COLOUR)


def system_of(planet: int) -> int:
    return planet // PLANETS_PER_SYSTEM


def home_planets(seat: int) -> range:
    return range(seat * PLANETS_PER_SYSTEM, (seat + 1) * PLANETS_PER_SYSTEM)


def tokens_at(s: CosmicState, seat: int, where: int) -> list[int]:
    first = seat * TOKENS_PER_COLOUR
    mine = s.loc[first:first + TOKENS_PER_COLOUR]
    if where not in mine:       # the usual answer, found by one scan in C (the search asks this very often)
        return []
    return [first + i for i, w in enumerate(mine) if w == where]


def count_at(s: CosmicState, seat: int, where: int) -> int:
    """How many of `seat`'s tokens are at `where` (counted in C: the move choosers ask this very often)."""
    first = seat * TOKENS_PER_COLOUR
    return s.loc[first:first + TOKENS_PER_COLOUR].count(where)


def bases(s: CosmicState, seat: int) -> list[int]:
    """Planets where `seat` has at least one token, in planet order."""
    first = seat * TOKENS_PER_COLOUR
    places = sorted(set(s.loc[first:first + TOKENS_PER_COLOUR]))    # made in C; the negative codes first
    return places[bisect_left(places, 0):]


def has_base(s: CosmicState, seat: int) -> bool:
    """Whether `seat` has a token on any planet (`bases` is not empty), without listing them."""
    first = seat * TOKENS_PER_COLOUR
    return max(s.loc[first:first + TOKENS_PER_COLOUR]) >= 0


# Each seat's home planets as a set (seats 0..7; the game allows up to 6).
_HOME_PLANETS = tuple(frozenset(range(seat * PLANETS_PER_SYSTEM, (seat + 1) * PLANETS_PER_SYSTEM)) for seat in range(8))


def home_bases(s: CosmicState, seat: int) -> int:
    first = seat * TOKENS_PER_COLOUR
    # Built in C rather than by a Python loop: every power check asks this.
    return len(_HOME_PLANETS[seat].intersection(s.loc[first:first + TOKENS_PER_COLOUR]))


def external_bases(s: CosmicState, seat: int) -> int:
    """Planets outside `seat`'s own system where it has a token (what wins the game)."""
    first = seat * TOKENS_PER_COLOUR
    home = _HOME_PLANETS[seat]
    return sum(1 for w in set(s.loc[first:first + TOKENS_PER_COLOUR]) if w >= 0 and w not in home)


def occupants(s: CosmicState, planet: int) -> list[int]:
    """Seats with tokens on a planet."""
    return sorted({t // TOKENS_PER_COLOUR for t, where in enumerate(s.loc) if where == planet})


def committed(s: CosmicState, seat: int) -> list[int]:
    """The seat's tokens in the challenge (on the cone, beside the planet, or defending the planet)."""
    loc = s.loc
    out = [t for t in tokens_of(seat) if loc[t] in (CONE, DEFENSE)]
    if seat == s.defense and s.planet is not None and s.planet >= 0:
        out += [t for t in tokens_of(seat) if loc[t] == s.planet]
    return out


def clockwise_from(s: CosmicState, start: int) -> list[int]:
    """All seats, starting with `start` and going clockwise (to the left)."""
    return [(start + i) % s.seats for i in range(s.seats)]


def others_in_order(s: CosmicState) -> list[int]:
    """Seats other than the main players, clockwise from the offense's left."""
    return [x for x in clockwise_from(s, s.offense)[1:] if x != s.defense]


# --- choosing one token (with Skill Tokens the skill matters; without, tokens in one place are alike) ---
SKILLS = ("E", "L", "S", "W")     # Escort, Leader, Shield, Weapon


def token_options(s: CosmicState, seat: int, where: int) -> list[dict]:
    """The distinct choices of one of `seat`'s tokens at `where`, as action parameters:
    [{}] without Skill Tokens, one {"skill": ...} per skill present with them; [] if there is none."""
    first = seat * TOKENS_PER_COLOUR
    mine = s.loc[first:first + TOKENS_PER_COLOUR]
    if where not in mine:
        return []
    if not s.skill:
        return [{}]
    skill = s.skill
    return [{"skill": k} for k in sorted({skill[first + i] for i, w in enumerate(mine) if w == where})]


def active_leaders(s: CosmicState, seat: int) -> int:
    """The seat's Leaders on a base or in the challenge (with Skill Tokens a power needs three), and those
    its power set aside (the Haunt's ghosts, the Unseen's reserve: [TEXT] Skill Tokens, Leader Tokens)."""
    loc = s.loc
    mine = (CONE, DEFENSE, ASIDE - seat)
    return sum(1 for t in tokens_of(seat) if s.skill[t] == "L" and (loc[t] >= 0 or loc[t] in mine))


def pick_token(s: CosmicState, seat: int, where: int, skill=None) -> int:
    """The seat's first token at `where` (of that skill, with Skill Tokens)."""
    first = seat * TOKENS_PER_COLOUR
    if skill is None:
        try:                # found in C: every launch, loss and landing picks a token
            return s.loc.index(where, first, first + TOKENS_PER_COLOUR)
        except ValueError:
            raise ValueError("no such token") from None
    for t in tokens_of(seat):
        if s.loc[t] == where and s.skill[t] == skill:
            return t
    raise ValueError("no such token")


def chosen_by_other(s: CosmicState, seat: int, places) -> list[tuple[int, dict]]:
    """(place, params) choices when another player picks one of `seat`'s tokens: with Skill Tokens he may
    not pick a Leader unless there is no other choice ([TEXT] Skill Tokens, Leader Tokens)."""
    out = [(p, o) for p in places for o in token_options(s, seat, p)]
    if s.skill and any(o.get("skill") != "L" for _, o in out):
        out = [(p, o) for p, o in out if o.get("skill") != "L"]
    return out


# --- tokens turned to stone (the Stonegaze, Gorgon: powers/gorgon.py) --------------------------------------
# s.lasting["gorgon"] = {"stone": [[token, planet], ...]}: a token is stone while it stays on that planet, until
# its owner's next challenge as the offense ends. Stone counts nothing in a total and may not be sent into a
# challenge (launched, allied, called as an Escort, added by the Gel, sent to defend a Prison); it is still on
# a base, so a stone Leader is still active (seed: "Leaders petrified by Gorgon are still considered active").
_NO_STONE = frozenset()


def stone(s: CosmicState) -> frozenset:
    """The tokens turned to stone now (usually none)."""
    kept = s.lasting.get("gorgon")
    if not kept or not kept.get("stone"):
        return _NO_STONE
    return frozenset(t for t, planet in kept["stone"] if s.loc[t] == planet)


def free_options(s: CosmicState, seat: int, where: int) -> list[dict]:
    """`token_options` counting only tokens that are not stone: the choices of a token to send from `where`."""
    options = token_options(s, seat, where)
    if not options or not s.lasting.get("gorgon"):
        return options
    hard = stone(s)
    free = [t for t in tokens_at(s, seat, where) if t not in hard]
    if not free:
        return []
    return [{"skill": k} for k in sorted({s.skill[t] for t in free})] if s.skill else [{}]


def pick_free(s: CosmicState, seat: int, where: int, skill=None) -> int:
    """`pick_token` passing over tokens turned to stone."""
    if not s.lasting.get("gorgon"):
        return pick_token(s, seat, where, skill)
    hard = stone(s)
    for t in tokens_of(seat):
        if s.loc[t] == where and t not in hard and (skill is None or s.skill[t] == skill):
            return t
    raise ValueError("no such token")


def has_free_base(s: CosmicState, seat: int) -> bool:
    """Whether `seat` has a token on a planet that may be sent into a challenge (`has_base`, stone aside)."""
    if not s.lasting.get("gorgon"):
        return has_base(s, seat)
    return any(free_options(s, seat, p) for p in bases(s, seat))


def release_stone(s: CosmicState, seat: int) -> None:
    """The stone of `seat`'s tokens wears off (his challenge as the offense has ended); stone that no longer
    lies where it was turned is forgotten too."""
    kept = s.lasting.get("gorgon")
    if kept and kept.get("stone"):
        kept["stone"] = [[t, p] for t, p in kept["stone"] if owner(t) != seat and s.loc[t] == p]
