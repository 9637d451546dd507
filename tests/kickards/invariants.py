"""Invariants every KICKARDS state must keep (used by the soak after every action)."""
from rules.kickards.content import EVENTS, PLAYERS


def check_invariants(game, s):
    n_players = len(PLAYERS)
    attacker = s.possession
    for seat in (0, 1):
        table = []
        if seat == attacker and s.shooter >= 0:
            table.append(s.shooter)
        if seat == attacker:
            table += s.supports
        else:
            table += s.defenders
        cards = s.decks[seat] + s.hands[seat] + s.used[seat] + table
        assert sorted(cards) == list(range(n_players)), f"seat {seat}: the 35 player cards are not conserved"
        for c in range(3):
            assert s.stars[seat][c] >= 0, "stars went negative"
            assert 0 <= s.bar[seat][c] <= 3, "tactic bar holds 0-3 stars per colour"
            assert 0 <= s.committed[seat][c] <= s.stars[seat][c] + s.bar[seat][c], "bid exceeds the stars held"
        assert 0 <= s.discard_owed[seat] <= len(s.hands[seat])
    events = s.event_deck + s.event_discard + [c for c in s.coach if c >= 0] + s.coach_offer[0] + s.coach_offer[1]
    if s.event >= 0:
        events.append(s.event)
    assert sorted(events) == list(range(len(EVENTS))), "the 100 event cards are not conserved"
    assert sorted(s.var_deck + s.var_discard) == list(range(10)), "the 10 VAR cards are not conserved"
    assert -6 <= s.control <= 6
    assert all(t >= 0 for t in s.tok)
    assert len(s.supports) <= 4 and len(s.defenders) <= 5
