"""The match around the turns: a new match (or leg), turns and rounds on the time track, half time,
the +5 stoppage round, the end of regular time, extra time, the shootout and the final whistle."""
from __future__ import annotations

from rules.core import event

from .content import EVENTS, PLAYERS
from .pieces import draw_players, gather_all_players, refill_target, store_stars
from .state import EXTRA_FIRST_FIELD, FIELDS, HALF_TIME_FIELD, LAST_FIELD, fresh_turn

HAND_SIZE, EXTRA_TIME_HAND, SHOOTOUT_HAND = 11, 7, 5


def start_leg(s):
    """A fresh match (the first, or the second leg): decks, VAR tokens and the coach offers. The rulebook
    chooses the coach cards (0.4) before the starting eleven are dealt (0.5): `deal_starting_hands` follows
    once both coach cards are kept."""
    s.decks = [list(range(len(PLAYERS))), list(range(len(PLAYERS)))]
    for deck in s.decks:
        s.rng.shuffle(deck)
    s.hands, s.used = [[], []], [[], []]
    s.event_deck = list(range(len(EVENTS)))
    s.rng.shuffle(s.event_deck)
    s.event_discard = []
    s.var_deck = list(range(10))
    s.rng.shuffle(s.var_deck)
    s.var_discard = []
    s.var_token = [True, True]
    s.scores, s.shootout, s.kicks = [0, 0], [0, 0], [0, 0]
    s.yellow, s.reds = [0, 0], [0, 0]
    s.bar = [[0, 0, 0], [0, 0, 0]]
    s.control = 0
    s.coach = [-1, -1]
    s.coach_offer = [[s.event_deck.pop() for _ in range(3)] for _ in range(2)]
    s.period, s.field, s.turn_in_round = "regular", 0, 0
    s.starter = s.possession = s.toss_winner = 0
    s.discard_owed = [0, 0]
    s.stoppage_queue = []
    s.kicker = -1
    s.over = False
    s.shots = [0, 0]
    fresh_turn(s)
    events = []
    for seat in (0, 1):
        events.append(event("coach_offered", seen_by=[seat], seat=seat, cards=list(s.coach_offer[seat])))
    s.phase = "coach_pick"
    return events


def deal_starting_hands(s):
    """The starting eleven (0.5), dealt once both coach cards are chosen."""
    events = []
    for seat in (0, 1):
        events += draw_players(s, seat, HAND_SIZE, "setup")
    return events


def coin_toss(s, purpose):
    winner = s.rng.below(2)
    return winner, [event("coin_toss", winner=winner, purpose=purpose)]


def start_turn(s):
    fresh_turn(s)
    s.phase = "attack"
    return [event("turn_started", field=s.field, minute=FIELDS[s.field], period=s.period,
                  possession=s.possession, turn=s.turn_in_round)]


def start_round(s):
    s.possession = s.starter
    s.turn_in_round = 0
    return [event("marker_moved", field=s.field, minute=FIELDS[s.field], period=s.period,
                  possession=s.possession)] + start_turn(s)


def end_turn(s):
    attacker, defender = s.possession, 1 - s.possession
    events = store_stars(s, attacker) + store_stars(s, defender)
    benched = ([s.shooter] if s.shooter >= 0 else []) + s.supports
    s.used[attacker].extend(benched)
    s.used[defender].extend(s.defenders)
    if benched or s.defenders:
        events.append(event("cards_benched", attacker=attacker, attacking=benched, defending=list(s.defenders)))
    s.shooter, s.supports, s.defenders = -1, [], []
    s.tok = [0, 0, 0, 0, 0]
    events.append(event("turn_ended", possession=attacker, scores=list(s.scores)))
    s.turn_in_round += 1
    if s.turn_in_round < 2:
        s.possession = defender
        return events + start_turn(s)
    return events + end_round(s)


def end_round(s):
    field = s.field
    if s.period == "regular":
        if field == HALF_TIME_FIELD:
            return half_time(s)
        if field < LAST_FIELD:
            s.field += 1
            return start_round(s)
        if field == LAST_FIELD:
            return ask_stoppage(s)
        return end_regulation(s)
    # extra time: two rounds from 75', the second started by the other player, then a possible +5
    if field == EXTRA_FIRST_FIELD:
        s.field += 1
        s.starter = 1 - s.starter
        return start_round(s)
    if field == LAST_FIELD:
        s.starter = 1 - s.starter
        return ask_stoppage(s)
    return end_extra(s)


def clear_bars(s):
    s.bar = [[0, 0, 0], [0, 0, 0]]
    events = [event("tactic_bars_cleared")]
    if s.control:
        events.append(event("control_moved", before=s.control, after=0, why="reset"))
        s.control = 0
    return events


def half_time(s):
    events = [event("half_time", scores=list(s.scores), shots=list(s.shots))]
    for seat in (0, 1):
        need = refill_target(s, seat, HAND_SIZE) - len(s.hands[seat])
        if need > 0:
            events += draw_players(s, seat, need, "half_time")
    events += clear_bars(s)
    s.field = HALF_TIME_FIELD + 1
    s.starter = 1 - s.toss_winner
    return events + start_round(s)


def ask_stoppage(s):
    first = s.starter
    s.stoppage_queue = [seat for seat in (first, 1 - first) if s.hands[seat]]
    if not s.stoppage_queue:
        return end_period(s)
    s.phase = "stoppage"
    return [event("stoppage_offered", seats=list(s.stoppage_queue))]


def end_period(s):
    return end_regulation(s) if s.period == "regular" else end_extra(s)


def end_regulation(s):
    variant = s.options["variant"]
    events = [event("full_time", scores=list(s.scores), leg=s.leg, shots=list(s.shots))]
    if variant == "final" and s.scores[0] == s.scores[1]:
        return events + start_extra(s)
    if variant == "two_leg" and s.leg == 0:
        s.leg_scores.append(list(s.scores))
        s.leg = 1
        s.home = 1 - s.home
        events.append(event("leg_started", leg=2, home=s.home, first_leg=list(s.scores)))
        return events + start_leg(s)
    if variant == "two_leg":
        s.leg_scores.append(list(s.scores))
    return events + finish(s)


def start_extra(s):
    events = [event("extra_time_started")]
    for seat in (0, 1):
        gather_all_players(s, seat)
        events.append(event("deck_reshuffled", deck="team", seat=seat, size=len(s.decks[seat]), why="all"))
        events += draw_players(s, seat, refill_target(s, seat, EXTRA_TIME_HAND), "extra_time")
    events += clear_bars(s)
    winner, evs = coin_toss(s, "extra_time")
    events += evs
    s.period = "extra"
    s.field = EXTRA_FIRST_FIELD
    s.starter = winner
    return events + start_round(s)


def end_extra(s):
    events = [event("extra_time_over", scores=list(s.scores))]
    if s.scores[0] != s.scores[1]:
        return events + finish(s)
    events.append(event("shootout_started", scores=[0, 0], match_scores=list(s.scores)))
    for seat in (0, 1):
        gather_all_players(s, seat)
        events += draw_players(s, seat, SHOOTOUT_HAND, "shootout")
    winner, evs = coin_toss(s, "shootout")
    s.period = "shootout"
    s.phase = "shootout"
    s.kicker = winner
    s.shootout, s.kicks = [0, 0], [0, 0]
    fresh_turn(s)
    s.possession = winner
    return events + evs


def finish(s):
    s.phase = "over"
    s.over = True
    s.discard_owed = [0, 0]
    s.stoppage_queue = []
    return [event("match_over", scores=list(s.scores), shootout=list(s.shootout) if s.period == "shootout" else None)]
