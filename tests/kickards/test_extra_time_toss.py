"""Rulebook 16.4: before extra time a NEW coin toss decides who starts it; neither the kick-off toss nor who
started the second half does."""
from rules.kickards import GAME

from .helpers import act, find, ready, set_hand


def to_extra_time(seed):
    """A level final at 90' whose second half seat 1 started (seat 0 won the kick-off toss); both hands are
    empty, so the round passes and no stoppage is possible. Returns the state and the extra-time toss winner."""
    s = ready({"variant": "final"}, seed=seed)
    set_hand(s, 0, [])
    set_hand(s, 1, [])
    s.field, s.starter, s.possession = 5, 1, 1
    events = []
    while s.period == "regular":
        events += act(s, s.possession, "pass")
    toss = [e for e in find(events, "coin_toss") if e["purpose"] == "extra_time"]
    assert len(toss) == 1 and s.toss_winner == 0
    return s, toss[0]["winner"]


def test_the_extra_time_toss_winner_starts_extra_time():
    winners = set()
    for seed in range(12):
        s, winner = to_extra_time(seed)
        winners.add(winner)
        assert s.period == "extra" and s.phase == "attack"
        assert s.starter == s.possession == winner == GAME.actors(s)[0]
        assert GAME.view(s, None)["possession"] == winner
    assert winners == {0, 1}               # both outcomes were seen, so the toss really decides
