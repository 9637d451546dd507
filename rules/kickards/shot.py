"""The shot: locking the shot position (special rows included), the goal chance and the k100 roll."""
from __future__ import annotations

from rules.core import event

from .content import EVENTS, PLAYERS
from .goal_chance import final_chance
from .pieces import show_card
from .state import T_K100


def position_row(s) -> int:
    """The shot-table row the k6 and every +-1 point to, clamped to 1..6."""
    return min(6, max(1, s.die + s.shift))


def chance(s, base: int) -> int:
    """Base % plus every additive modifier, then each halving (rounding up), then clamped to 0..100
    (goal_chance.final_chance, which the table's breakdown uses too)."""
    return final_chance(base, [m[1] for m in s.mods], len(s.halves))


def lock_position(s, row: int) -> tuple:
    """Read the locked row: an event's own table, or the shooter's table with its special rows.
    Returns (pct or None for no shot, events)."""
    if s.table_event >= 0:
        r = EVENTS[s.table_event].table[row - 1]
        return r.pct, [event("position_locked", row=row, pct=r.pct, table="event", card=s.table_event,
                             text=str(r.text), special=None)]
    return read_row(s, row, 0)


def read_row(s, row: int, depth: int) -> tuple:
    r = PLAYERS[s.shooter].rows[row - 1]
    events = [event("position_locked", row=row, pct=r.pct, table="shooter", card=s.shooter, text=str(r.text),
                    special=r.special, effect=r.effect)]
    if r.special is None:
        return r.pct, events
    attacker = s.possession
    effect = r.effect
    if effect == "twice":
        s.twice = True
        events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row,
                            outcome="shoot_twice"))
        return r.pct, events
    if effect == "penalty":
        events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row,
                            outcome="penalty"))
        return r.pct, events
    if effect == "patience":
        if not s.hands[attacker]:
            events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row,
                                outcome="penalty"))
            return r.pct, events
        events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row, outcome="booked"))
        events += show_card(s, attacker, "yellow", "special_row")
        return None, events
    if effect == "gamble":
        roll = s.rng.randint(1, 6)
        events.append(event("dice_rolled", die="k6", value=roll, purpose="special_row", seat=attacker))
        ok = roll >= 4
        events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row, roll=roll,
                            outcome="shoot" if ok else "lost"))
        return (r.pct if ok else None), events
    if effect == "daredevil":
        roll = s.rng.randint(1, 6)
        total = roll + 2
        events.append(event("dice_rolled", die="k6", value=roll, purpose="special_row", seat=attacker, plus=2))
        if total >= 6:
            events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row, roll=roll,
                                total=total, outcome="sent_off"))
            events += show_card(s, attacker, "red", "special_row")
            return None, events
        events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row, roll=roll,
                            total=total, outcome="new_row"))
        if depth >= 1 or PLAYERS[s.shooter].rows[total - 1].effect == "daredevil":
            r2 = PLAYERS[s.shooter].rows[total - 1]
            events.append(event("position_locked", row=total, pct=r2.pct, table="shooter", card=s.shooter,
                                text=str(r2.text), special=None, effect=None))
            return r2.pct, events
        pct, more = read_row(s, total, depth + 1)
        return pct, events + more
    if effect == "miss":
        events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row, outcome="no_shot"))
        return None, events
    # booked
    events.append(event("special_row", seat=attacker, colour=r.special, effect=effect, row=row, outcome="booked"))
    events += show_card(s, attacker, "yellow", "special_row")
    return None, events


def take_shot(s, base: int) -> list:
    """Roll the k100 against the final chance; then every follow-up the turn earned: a second shot
    (event), a k100 reroll on a miss, the green row's repeat, the event's rebound."""
    events = []
    final = chance(s, base)
    shots = 2 if s.two_shots else 1
    for n in range(shots):
        goal, evs = _one_shot(s, base, final, "shot" if n == 0 else "second_shot")
        events += evs
        if not goal and s.tok[T_K100] > 0:
            s.tok[T_K100] -= 1
            events.append(event("token_used", seat=s.possession, token="reroll_k100"))
            goal, evs = _one_shot(s, base, final, "k100_reroll")
            events += evs
        if not goal and s.twice:
            goal, evs = _one_shot(s, base, final, "repeat")
            events += evs
        if not goal and s.rebound:
            goal, evs = _one_shot(s, s.rebound, s.rebound, "rebound", plain=True)
            events += evs
    return events


def _one_shot(s, base, final, kind, plain=False):
    roll = s.rng.randint(1, 100)
    goal = roll <= final
    attacker = s.possession
    s.shots[attacker] += 1
    mods = [] if plain else [{"source": m[0], "value": m[1]} for m in s.mods]
    # The shot-table row the base came from (0: none, a penalty or a rebound), for the panel's "Row 3".
    row = 0 if plain or s.fixed_pct >= 0 else (s.fixed_row or (position_row(s) if s.die else 0))
    events = [event("dice_rolled", die="k100", value=roll, purpose=kind, seat=attacker),
              event("shot", seat=attacker, shot_type=kind, base=base, modifiers=mods,
                    halves=0 if plain else len(s.halves), chance=final, roll=roll, goal=goal, row=row)]
    if goal:
        s.scores[attacker] += 1
        s.goals_turn += 1
        events.append(event("goal", seat=attacker, scores=list(s.scores), shooter=s.shooter))
    return goal, events
