"""The penalty shootout (Konkurs rzutów karnych) of the "final" variant.

Each kick: choose a player, roll the k6 on their table, then the special rows follow the shootout rule:
green = goal with no k100; red = miss; yellow = roll the k6 again (a second yellow is saved, a green or
red uses its own rule, a normal row is shot normally). Five kicks each, stopping once decided; then
sudden-death pairs, each player drawing one player card before every pair.
"""
from __future__ import annotations

from rules.core import event

from .content import PLAYERS
from .pieces import draw_players

KICKS = 5


def kick(s, seat: int, card: int) -> tuple:
    s.hands[seat].remove(card)
    events = [event("kick_taken", seat=seat, card=card, kick=s.kicks[seat] + 1)]
    goal, evs = _resolve_kick(s, seat, card)
    events += evs
    s.used[seat].append(card)
    s.kicks[seat] += 1
    if goal:
        s.shootout[seat] += 1
    events.append(event("kick_result", seat=seat, card=card, goal=goal, shootout=list(s.shootout),
                        kicks=list(s.kicks)))
    if decided(s.shootout, s.kicks):
        return events, True
    s.kicker = s.possession = 1 - seat
    if s.kicks[0] == s.kicks[1] and s.kicks[0] >= KICKS:
        events.append(event("sudden_death_pair", pair=s.kicks[0] - KICKS + 1))
        for i in (s.kicker, 1 - s.kicker):
            events += draw_players(s, i, 1, "sudden_death")
    for i in (0, 1):
        if not s.hands[i]:
            events += draw_players(s, i, 1, "shootout")
    return events, False


def decided(score, kicks) -> bool:
    if kicks[0] <= KICKS and kicks[1] <= KICKS:
        left0, left1 = KICKS - kicks[0], KICKS - kicks[1]
        return score[0] > score[1] + left1 or score[1] > score[0] + left0
    return kicks[0] == kicks[1] and score[0] != score[1]


def _resolve_kick(s, seat, card):
    rows = PLAYERS[card].rows
    roll = s.rng.randint(1, 6)
    events = [event("dice_rolled", die="k6", value=roll, purpose="penalty", seat=seat)]
    r = rows[roll - 1]
    if r.special == "yellow":
        events.append(event("special_row", colour="yellow", effect="shootout", row=roll, outcome="roll_again"))
        roll = s.rng.randint(1, 6)
        events.append(event("dice_rolled", die="k6", value=roll, purpose="penalty_again", seat=seat))
        r = rows[roll - 1]
        if r.special == "yellow":
            events.append(event("special_row", colour="yellow", effect="shootout", row=roll, outcome="saved"))
            return False, events
    if r.special == "green":
        events.append(event("special_row", colour="green", effect="shootout", row=roll, outcome="goal"))
        return True, events
    if r.special == "red":
        events.append(event("special_row", colour="red", effect="shootout", row=roll, outcome="miss"))
        return False, events
    k100 = s.rng.randint(1, 100)
    goal = k100 <= r.pct
    events.append(event("dice_rolled", die="k100", value=k100, purpose="penalty", seat=seat))
    events.append(event("shot", seat=seat, shot_type="penalty_kick", base=r.pct, modifiers=[], halves=0, chance=r.pct,
                        roll=k100, goal=goal))
    return goal, events
