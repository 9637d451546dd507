"""Each game names the moments a replay jumps to (from the events of each decision) and the figures its
history record keeps: KICKARDS goals and half time, goals and shots; Cosmic each challenge and how it
ended, powers and bases; C4 each turn, decks and tokens."""
import rules
from tests.lookback import finished_game

NAMES = ["Alex", "Robin", "Sam"]


def moments_and_events(game_id, seed, seats):
    game = rules.GAMES[game_id]
    saved, state, _ = finished_game(game_id, seed, seats)
    from scenes.table.history import replay_by_action
    per_action = replay_by_action(game, saved)
    return game, state, per_action, [game.moments(events, NAMES[:seats]) for events in per_action]


def test_kickards_moments_are_goals_half_time_and_the_whistles():
    game, state, per_action, moments = moments_and_events("kickards", 4, 2)
    for events, lines in zip(per_action, moments):
        goals = [ev for ev in events if ev["kind"] == "goal"]
        assert len([line for line in lines if line.startswith("Goal for")]) == len(goals)
        if any(ev["kind"] == "half_time" for ev in events):
            assert any(line.startswith("Half time") for line in lines)
        for ev in goals:
            assert f"Goal for {NAMES[ev['seat']]}: {ev['scores'][0]}-{ev['scores'][1]}" in lines
    assert moments[-1][-1].startswith("Final whistle")
    assert not any(line.startswith("Full time") for line in moments[-1])       # said once, not twice
    events = [ev for evs in per_action for ev in evs]
    figures = game.record_figures(state, events)
    assert [f["goals"] for f in figures] == game.outcome(state)["scores"]
    assert [f["shots"] for f in figures] == [sum(1 for ev in events if ev["kind"] == "shot" and ev["seat"] == s
                                                 and ev["shot_type"] != "penalty_kick") for s in (0, 1)]


def test_cosmic_moments_are_each_challenge_and_its_end():
    game, state, per_action, moments = moments_and_events("cosmic", 4, 3)
    for events, lines in zip(per_action, moments):
        starts = [ev for ev in events if ev["kind"] == "challenge_started"]
        ends = [ev for ev in events if ev["kind"] in ("totals", "compromise_wins", "compromise_loses", "deal_made",
                                                      "deal_failed", "challenge_aborted")]
        assert len(lines) >= len(starts) + len(ends)
        for ev in events:
            if ev["kind"] == "totals":
                assert any(line.startswith(f"{NAMES[ev['winner']]} wins the challenge") for line in lines)
    assert sum(len(lines) for lines in moments) > 10
    figures = game.record_figures(state, [])
    assert [f["bases"] for f in figures] == game.outcome(state)["scores"]
    assert all(f["power"] for f in figures)


def test_c4_moments_are_each_turn_and_the_end():
    game, state, per_action, moments = moments_and_events("c4", 1, 3)
    turns = [ev for events in per_action for ev in events if ev["kind"] == "turn_started"]
    lines = [line for per in moments for line in per]
    assert [line for line in lines if line.startswith("Turn ")] == \
        [f"Turn {ev['turn']}: {NAMES[ev['seat']]}" for ev in turns]
    assert lines[-1].endswith("the game")
    figures = game.record_figures(state, [])
    assert [f["tokens"] for f in figures] == game.outcome(state)["scores"]


def test_c4_deck_names_come_from_the_cards_dealt():
    from rules.c4.cards import DECKS
    from rules.c4.highlights import CUSTOM_DECK, deck_name
    name, keys = next(iter(DECKS.items()))
    assert deck_name(list(reversed(keys))) == name
    assert deck_name(list(keys)[:-1]) == CUSTOM_DECK
