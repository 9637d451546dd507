"""Event-card effects: the fixed vocabulary every event (and coach) card is written in (events.toml).

Effects are relative to the turn: "attacker" is the side in possession, whoever played the card.
"""
from __future__ import annotations

from rules.core import event

from .content import COLOURS, EVENTS
from .pieces import draw_players, owe_discard, seat_of, show_card
from .state import T_K100


def resolve_event_card(s, card: int) -> list:
    """Carry out every effect printed on an event card, in order."""
    events = [event("event_resolved", card=card, name=str(EVENTS[card].name), source=s.event_source)]
    for eff in EVENTS[card].effects:
        events += EFFECTS[eff["do"]](s, card, eff)
    return events


def _pct(s, card, eff):
    s.mods.append(["event", eff["value"]])
    return [event("modifier_added", source="event", card=card, value=eff["value"], unit="%")]


def _k6(s, card, eff):
    s.shift += eff["value"]
    return [event("modifier_added", source="event", card=card, value=eff["value"], unit="k6")]


def _table(s, card, eff):
    s.table_event = card
    return [event("shot_table_replaced", card=card)]


def _penalty(s, card, eff):
    s.fixed_pct = eff["pct"]
    return [event("penalty_awarded", card=card, pct=eff["pct"])]


def _offside(s, card, eff):
    roll = s.rng.randint(1, 6)
    trap_failed = roll in eff["faces"]
    events = [event("dice_rolled", die="k6", value=roll, purpose="offside", seat=s.possession)]
    if trap_failed:
        s.fixed_row = eff["row"]
    else:
        s.no_shot = True
    events.append(event("offside_check", card=card, roll=roll, faces=list(eff["faces"]), onside=trap_failed,
                        row=eff["row"] if trap_failed else 0))
    return events


def _rebound(s, card, eff):
    s.rebound = eff["pct"]
    return [event("rebound_ready", card=card, pct=eff["pct"])]


def _card(s, card, eff):
    return show_card(s, seat_of(s, eff["who"]), eff["colour"], "event")


def _no_shot(s, card, eff):
    s.no_shot = True
    return [event("no_shot", reason="event", card=card)]


def _stars(s, card, eff):
    seat = seat_of(s, eff["who"])
    colour = COLOURS.index(eff["colour"])
    value = eff["value"]
    if value >= 0:
        s.stars[seat][colour] += value
        return [event("stars_created", seat=seat, colour=eff["colour"], count=value, why="event")]
    lose = min(-value, s.stars[seat][colour] + s.bar[seat][colour])
    from_turn = min(lose, s.stars[seat][colour])
    s.stars[seat][colour] -= from_turn
    s.bar[seat][colour] -= lose - from_turn
    return [event("stars_lost", seat=seat, colour=eff["colour"], count=lose, why="event")]


def _draw(s, card, eff):
    return draw_players(s, seat_of(s, eff["who"]), eff["value"], "event")


def _discard(s, card, eff):
    seat = seat_of(s, eff["who"])
    owe_discard(s, seat, eff["value"])
    return [event("discard_required", seat=seat, count=s.discard_owed[seat], why="event")]


def _halve(s, card, eff):
    s.halves.append("event")
    return [event("modifier_added", source="event", card=card, value=0, unit="half")]


def _two_shots(s, card, eff):
    s.two_shots = True
    return [event("two_shots_ready", card=card)]


def _reroll_k100(s, card, eff):
    s.tok[T_K100] += 1
    return [event("token_gained", seat=s.possession, token="reroll_k100", source="event")]


def _nothing(s, card, eff):
    return []


EFFECTS = {"pct": _pct, "k6": _k6, "table": _table, "penalty": _penalty, "offside": _offside,
           "rebound": _rebound, "card": _card, "no_shot": _no_shot, "stars": _stars, "draw": _draw,
           "discard": _discard, "halve": _halve, "two_shots": _two_shots, "reroll_k100": _reroll_k100,
           "nothing": _nothing}


def outcome_against(s, card: int) -> list:
    """The seats a resolved event's outcome went against, attacker first: who may want VAR to undo it.
    A referee decision goes against the side it punishes (a card, an offside call, no shot) or against the
    defence when it helps the attack (a penalty, a free kick's own table, a better chance)."""
    attacker = s.possession
    against = set()
    for eff in EVENTS[card].effects:
        do = eff["do"]
        if do in ("penalty", "table", "rebound", "two_shots", "reroll_k100"):
            against.add(1 - attacker)
        elif do in ("no_shot", "halve"):
            against.add(attacker)
        elif do in ("pct", "k6"):
            if eff["value"]:
                against.add(1 - attacker if eff["value"] > 0 else attacker)
        elif do == "offside":
            against.add(attacker if s.no_shot else 1 - attacker)
        elif do in ("card", "discard"):
            against.add(seat_of(s, eff["who"]))
        elif do in ("stars", "draw"):
            gains = do == "draw" or eff["value"] > 0
            seat = seat_of(s, eff["who"])
            against.add(1 - seat if gains else seat)
    return [seat for seat in (attacker, 1 - attacker) if seat in against]
