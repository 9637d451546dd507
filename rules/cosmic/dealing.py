"""Dealing the powers at set-up (the option `powers`, with `exclude_powers`; the rules page, "How powers are
dealt").

- "deal" (the default, "Random" on the new-game screen): every player gets a different power from the roster
  less the excluded ones, and no two players get a conflicting pair (data/powers.toml, `conflicts`).
- "beginner": the same, from the powers of complexity 1 only.
- "choose" alone: as "deal" (the new-game screen sends the seats' choices as a list).
- a list, one entry per seat: a power's key (that seat gets it, excluded or not, whatever the others hold),
  "random" (dealt as above, never a power another seat holds or one conflicting with it), or None (no power).
- "off": nobody has a power.
- "two": every player is dealt two different powers (the draw above, two per player, no conflicting pair among
  all of them) and keeps one; each chooses in secret, and the choices are shown together before the first
  challenge (`t_choose_power`). Excluded powers are never dealt.
- "random": the plain draw of the versions before conflicts and exclusions (the first powers of the shuffled
  roster). Games saved then say "random" and replay from their seed, so it deals exactly as it did.

The draw shuffles the allowed powers once with the game's generator and takes them in that order, skipping a
power that conflicts with one already dealt (and going back when the skipped ones were needed, so a deal is
refused only when no set of powers fits). Without conflicts, exclusions or chosen powers it deals what the
plain draw dealt from the same seed.
"""
from __future__ import annotations

from rules.core import Action, event

from .agenda import finish
from .content import BEGINNER, POWER_CONFLICTS, POWER_TEXTS
from .flares import playing as flares
from .powers.base import power_of
from .texts import T

MODES = ("deal", "two", "beginner", "choose", "off")
LEGACY = ("random",)            # accepted (old saves), no longer offered on the new-game screen
# The roster those saves drew from: the plain draw keeps to it, so they replay as they were dealt after the
# roster grew.
LEGACY_ROSTER = frozenset((
    "amoeba", "assassin", "bully", "calculator", "clone", "dictator", "diplomat", "filch", "fungus", "gambler",
    "healer", "loser", "macron", "mind", "mutant", "oracle", "pacifist", "parasite", "sorcerer", "trader",
    "vacuum", "virus", "void", "vulch", "warpish", "will", "zombie"))
RANDOM_SEAT = "random"          # a seat's entry in a list of choices: dealt at random


def conflicting(a, b, conflicts=POWER_CONFLICTS) -> bool:
    return frozenset((a, b)) in conflicts


def pool(mode, excluded=(), roster=None) -> list:
    """The powers a random deal may give, in a fixed order: the roster (or its beginner set) less `excluded`."""
    roster = sorted(POWER_TEXTS) if roster is None else sorted(roster)
    if mode == "beginner":
        roster = [k for k in roster if POWER_TEXTS[k]["complexity"] == BEGINNER]
    gone = set(excluded)
    return [k for k in roster if k not in gone]


def draw(rng, candidates: list, n: int, held=(), conflicts=POWER_CONFLICTS):
    """`n` different powers from `candidates` (shuffled with `rng` first), none of them held already and no
    two of them, nor one of them and a held one, a conflicting pair. None when no such set exists."""
    order = [k for k in candidates if k not in set(held)]
    rng.shuffle(order)
    held = list(held)
    picked: list = []

    def fits(k):
        return not any(conflicting(k, other, conflicts) for other in held + picked)

    def search(start):
        if len(picked) == n:
            return True
        for i in range(start, len(order)):
            if len(order) - i < n - len(picked):
                return False
            if fits(order[i]):
                picked.append(order[i])
                if search(i + 1):
                    return True
                picked.pop()
        return False

    return list(picked) if search(0) else None


def deal(rng, seats: int, choice, excluded=(), conflicts=POWER_CONFLICTS, roster=None) -> list:
    """The power of each seat (a key or None) for the option value `choice`. Raises ValueError (words for a
    person) when the value does not fit or the allowed powers cannot serve every seat."""
    roster = sorted(POWER_TEXTS) if roster is None else sorted(roster)
    excluded = list(excluded or ())
    unknown = [k for k in excluded if k not in roster]
    if unknown:
        raise ValueError(T("why.bad_excluded", key=unknown[0]))
    if choice in ("off", "two"):
        return [None] * seats       # (two: dealt in pairs by `deal_pairs`, chosen at the set-up)
    if choice in LEGACY:
        return rng.sample([k for k in roster if k in LEGACY_ROSTER], seats)
    mode = "beginner" if choice == "beginner" else "deal"
    if choice in MODES:
        choice = [RANDOM_SEAT] * seats
    if not (isinstance(choice, (list, tuple)) and len(choice) == seats and
            all(k is None or k == RANDOM_SEAT or k in roster for k in choice)):
        raise ValueError(T("why.bad_powers", n=seats, keys=", ".join(roster)))
    return _fill(rng, list(choice), mode, excluded, conflicts, roster)


def _fill(rng, choice, mode, excluded, conflicts, roster):
    held = [k for k in choice if k is not None and k != RANDOM_SEAT]
    wanted = choice.count(RANDOM_SEAT)
    if not wanted:
        return choice
    candidates = pool(mode, excluded, roster)
    picked = draw(rng, candidates, wanted, held, conflicts)
    if picked is None:
        raise ValueError(T("why.too_few_powers", n=wanted, free=len([k for k in candidates if k not in held])))
    it = iter(picked)
    return [next(it) if k == RANDOM_SEAT else k for k in choice]


# --- two each, keep one ------------------------------------------------------------------------------------
def deal_pairs(rng, seats: int, excluded=(), conflicts=POWER_CONFLICTS, roster=None) -> list:
    """Two different powers for each seat ([[a, b], ...]): all of them different, none excluded, no two of them
    a conflicting pair (so whatever each keeps, the kept powers never conflict). ValueError (words for a
    person) when too few powers are left."""
    candidates = pool("deal", excluded, roster)
    picked = draw(rng, candidates, 2 * seats, (), conflicts)
    if picked is None:
        raise ValueError(T("why.too_few_powers", n=2 * seats, free=len(candidates)))
    return [picked[2 * x:2 * x + 2] for x in range(seats)]


def t_choose_power(s, task):
    """The set-up step of the "two" deal: every player keeps one of his two powers, in secret and in any order;
    once all have chosen, the powers are shown together (and the first challenge, or the Skill Tokens set-up,
    follows)."""
    picked = s.flags["picked"]
    if None in picked:
        return [], "choose_power"
    s.powers = list(picked)
    s.flags.pop("offered")
    s.flags.pop("picked")
    events = [event("powers_revealed", powers=list(s.powers))]
    if s.options.get("flares", "off") != "off":      # the Flares of the kept powers, and others, into the deck
        events += flares.add_to_deck(s, flares.deck_flares(s.rng, s.powers))
    return events + set_up_powers(s), False


def set_up_powers(s) -> list:
    """What each power does once, before the first challenge (Power.set_up: tokens it sets aside); nothing for
    a seat without a power yet (the "two" deal sets them up once they are kept)."""
    events = []
    for x, key in enumerate(s.powers):
        if (p := power_of(key)) is not None:
            events += p.set_up(s, x)
    return events


def choosers(s) -> list:
    return [x for x, k in enumerate(s.flags["picked"]) if k is None]


def choice_legal(s, seat) -> list:
    return [Action("pick_power", power=k) for k in s.flags["offered"][seat]] if s.flags["picked"][seat] is None \
        else []


def pick(s, seat, a) -> list:
    s.flags["picked"][seat] = a.power
    finish(s)
    # Which power he kept is his until all have chosen; that he has chosen is public.
    return [event("power_picked", seen_by=[seat], seat=seat, power=a.power)]
