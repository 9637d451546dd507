"""Who is who in the challenge and whose power works: pure queries on the state, imported by every module
that carries out a part of the challenge (challenge.py runs the sequence itself)."""
from __future__ import annotations

from .flares.base import lasting_flares
from .powers.base import power_of, powers_changing
from .state import CONE, DEFENSE, active_leaders, bases, clockwise_from, home_bases


# --- powers ---------------------------------------------------------------------------------------------
def power_active(s, seat) -> bool:
    """A player uses his power only while he holds bases on at least three home planets (and is not
    switched off by a Blackout edict in this challenge); with Skill Tokens he also needs three active
    Leaders."""
    if not s.powers[seat] or home_bases(s, seat) < 3 or seat in s.flags.get("zapped", ()):
        return False
    return not s.skill or active_leaders(s, seat) >= 3


def power_holders(s) -> list:
    return [x for x in range(s.seats) if power_active(s, x)]


def active_power(s, seat):
    return power_of(s.powers[seat]) if seat is not None and power_active(s, seat) else None


def power_with(s, seat, hook: str):
    """The seat's working power if that power changes `hook`, else None. The same answer as asking
    `active_power` and then the hook, but most powers change none of the hooks asked at every step (the
    search asks them very often), and for those the bases are not counted."""
    if seat is None or s.powers[seat] not in powers_changing(hook):
        return None
    return power_of(s.powers[seat]) if power_active(s, seat) else None


def token_value(s, seat) -> int:
    p = power_with(s, seat, "token_value")
    value = p.token_value(s, seat) if p else 1
    if "flares_on" in s.flags:          # a Flare half lasting in this challenge
        for flare, by, half, data in lasting_flares(s):
            value = flare.token_value(s, by, half, data, seat, value)
    return value


def commit_limit(s, seat) -> int:
    p = power_with(s, seat, "commit_limit")
    limit = p.commit_limit(s, seat) if p else 4
    if "flares_on" in s.flags:
        for flare, by, half, data in lasting_flares(s):
            limit = flare.commit_limit(s, by, half, data, seat, limit)
    return min(limit, 2) if curse_on(s, seat) == "leaden" else limit


def flare_total_change(s, side) -> int:
    """What Flare halves lasting in this challenge add to the total of `side` (0 offense, 1 defense)."""
    if "flares_on" not in s.flags:
        return 0
    return sum(flare.total_change(s, by, half, data, side) for flare, by, half, data in lasting_flares(s))


def flare_sends_home(s, who) -> bool:
    """Whether a Flare half lasting in this challenge sends `who`'s lost tokens home instead of the Warp."""
    return "flares_on" in s.flags and any(flare.loses_to_home(s, by, half, data, who)
                                          for flare, by, half, data in lasting_flares(s))


def sees_first(s, seat):
    """(power, flare): the seat's working power that makes his opponent show his card first (the Prophet's), or
    None; and the lasting Flare half doing so for him, as (flare, by, half), or None."""
    p = power_with(s, seat, "plays_first_for")
    if p is not None and not p.plays_first_for(s, seat):
        p = None
    f = None
    if "flares_on" in s.flags:
        f = next(((flare, by, half) for flare, by, half, data in lasting_flares(s)
                  if flare.sees_first(s, by, half, data, seat)), None)
    return p, f


def flare_compromise_wins(s, who) -> bool:
    """Whether a Flare half lasting in this challenge makes `who`'s compromise beat an attack."""
    return "flares_on" in s.flags and any(flare.compromise_wins(s, by, half, data, who)
                                          for flare, by, half, data in lasting_flares(s))


def flare_deal_loss(s, who, n) -> int:
    """How many tokens `who` loses for a failed deal, after Flare halves lasting in this challenge (`n`:
    otherwise)."""
    if "flares_on" in s.flags:
        for flare, by, half, data in lasting_flares(s):
            n = flare.deal_loss(s, by, half, data, who, n)
    return n


def curse_on(s, seat):
    """The Hexer's (Witch's) curse lying on `seat` now, or None (powers/witch.py): a curse lies until the
    Hexer's next turn and works while the Hexer's power works."""
    c = s.lasting.get("witch")
    if not c or c["on"] != seat or s.turns >= c["turn"] + s.seats or not power_active(s, c["by"]):
        return None
    return c["curse"]


def power_notes(s) -> list:
    """What powers keep that everybody sees (Power.notes), as [seat, key, about_seat, note, params] entries."""
    keys = powers_changing("notes")
    if keys.isdisjoint(s.powers):
        return []
    return [[x, k] + list(note) for x, k in enumerate(s.powers) if k in keys for note in power_of(k).notes(s, x)]


def stack_bonus(s, seat, tokens) -> int:
    """Extra value of tokens carrying captives (the Mould's / Fungus's stacks)."""
    p = power_with(s, seat, "stack_bonus")
    return p.stack_bonus(s, seat, tokens) if p else 0


def amplifier(s, key, by, target):
    """The seat whose working power may change the edict or Ruling `key` just played by `by` (the Amplifier,
    Force) and has a way to change it here, or None (the usual answer: no such power in the game)."""
    keys = powers_changing("amplifies")
    if keys.isdisjoint(s.powers):
        return None
    for x, k in enumerate(s.powers):
        if k in keys and (p := power_with(s, x, "amplifies")) and p.amplifies(s, x, key, by, target):
            return x
    return None


# --- the players of this challenge ------------------------------------------------------------------------
_ORDERS: dict = {}     # (seats, offense, defense) -> main order, made once (every window asks it)


def main_order(s) -> list:
    """Offense, defense, then the others clockwise from the offense's left (a new list: callers consume it)."""
    key = (s.seats, s.offense, s.defense)
    order = _ORDERS.get(key)
    if order is None:
        order = [s.offense]
        if s.defense is not None and s.defense != s.offense:
            order.append(s.defense)
        order = _ORDERS[key] = tuple(order + [x for x in clockwise_from(s, s.offense) if x not in order])
    return list(order)


def count_setter(s, ally):
    """The seat whose power decides how many tokens (and Escorts) `ally` commits (the Matchmaker, as a main
    player or an ally that has joined), or None."""
    if powers_changing("sets_ally_counts").isdisjoint(s.powers):
        return None
    for x in main_order(s):
        if x != ally and (x in (s.offense, s.defense) or x in s.allies_off or x in s.allies_def):
            p = power_with(s, x, "sets_ally_counts")
            if p and p.sets_ally_counts(s, x):
                return x
    if "flares_on" in s.flags:          # a Flare half lasting in this challenge (the Matchmaker's Super)
        for flare, by, half, data in lasting_flares(s):
            if by != ally and flare.sets_ally_counts(s, by, half, data):
                return by
    return None


def opponent(s, seat):
    return s.defense if seat == s.offense else s.offense


def side_index(s, seat) -> int:
    return 0 if seat == s.offense else 1


def bully_places(s, victim) -> list:
    """Where a Brute (Bully) may pick the loser's tokens: his bases, then his tokens in the challenge."""
    pool = CONE if victim == s.offense else DEFENSE
    return [p for p in bases(s, victim)] + [pool]
