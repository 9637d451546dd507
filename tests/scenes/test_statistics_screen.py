"""The Statistics screen from the title: counts per player, per power and per deck from the history, and the
recent games, which open in the replay viewer; a damaged history gets a message."""
import pygame

import rules
from saves.history import build_record
from scenes.statistics import StatisticsScene
from scenes.table.history import replay_events
from tests.lookback import finished_game
from tests.scenes.driver import click, find_button, key

GAMES = [("kickards", 4, 2, None), ("kickards", 2, 2, ["human", "ai"]), ("cosmic", 4, 3, None),
         ("c4", 1, 3, None), ("c4", 3, 2, None)]


def add_games(app):
    records = []
    for n, (game_id, seed, seats, kinds) in enumerate(GAMES):
        game = rules.GAMES[game_id]
        saved, state, _ = finished_game(game_id, seed, seats, kinds=kinds)
        record = build_record(game, saved, state, replay_events(game, saved), f"2026-03-0{n + 1}T10:00:00+00:00")
        assert app.history.add(record)
        records.append(record)
    return records


def expected_rows(records, game_id=None):
    """Wins, draws and losses counted here straight from each game's outcome."""
    counts = {}
    for record in records:
        if game_id and record["game_id"] != game_id:
            continue
        winners = record["outcome"]["winners"]
        for i, seat in enumerate(record["seats"]):
            name = seat["name"] if seat["kind"] == "human" else f"{seat['name']} (computer, {seat['level']})"
            row = counts.setdefault(name, [0, 0, 0, 0])
            row[0] += 1
            row[1 if i in winners else 2 if not winners else 3] += 1
    return counts


def test_the_screen_counts_wins_draws_and_losses_per_player_power_and_deck(rapp):
    records = add_games(rapp)
    click(rapp, find_button(rapp.stack.top, "Statistics"))
    screen = rapp.stack.top
    assert isinstance(screen, StatisticsScene) and len(screen.records) == len(GAMES)
    shown = {row[0]: [int(x) for x in row[1:5]] for row in screen.player_rows()}
    assert shown == expected_rows(records)
    click(rapp, find_button(screen, "KICKARDS"))
    rows = screen.player_rows()
    assert {row[0]: [int(x) for x in row[1:5]] for row in rows} == expected_rows(records, "kickards")
    goals = {}
    for record in records[:2]:                                     # the two KICKARDS matches
        for seat in record["seats"]:
            name = seat["name"] if seat["kind"] == "human" else f"{seat['name']} (computer, random)"
            goals[name] = goals.get(name, 0) + seat["figures"]["goals"]
    assert [c[0] for c in screen.player_columns()][6] == "Goals"
    assert {row[0]: int(row[6]) for row in rows} == goals          # the Goals column adds up
    click(rapp, find_button(screen, "Cosmic"))
    titles, rows = screen.group_rows()
    cosmic = next(r for r in records if r["game_id"] == "cosmic")
    assert titles == ["By power"]
    # Each power under its name and its classic one ("Gel (Amoeba)").
    assert {row[0] for row in rows} == {rules.GAMES["cosmic"].figure_value("power", s["figures"]["power"])
                                        for s in cosmic["seats"]}
    assert all(row[0].endswith(")") for row in rows)
    click(rapp, find_button(screen, "C4"))
    titles, rows = screen.group_rows()
    assert titles == ["By deck"] and sum(int(row[1]) for row in rows) == 5
    rapp.step(1 / 60)            # every view draws


def test_a_recent_game_opens_in_the_replay_viewer_and_esc_comes_back(rapp):
    records = add_games(rapp)
    click(rapp, find_button(rapp.stack.top, "Statistics"))
    screen = rapp.stack.top
    assert not find_button(screen, "Replay").is_enabled
    click(rapp, screen.rows[0])                       # the newest game: the last one added
    click(rapp, find_button(screen, "Replay"))
    table = rapp.stack.top
    assert table.replay is not None and table.replay.timeline.length == records[-1]["decisions"]
    assert table.replay.timeline.finished and table.viewer is None
    key(rapp, pygame.K_END)
    assert table.session.outcome() == records[-1]["outcome"]
    key(rapp, pygame.K_ESCAPE)
    assert rapp.stack.top is screen


def test_a_damaged_history_is_reported_on_the_screen(rapp):
    rapp.history.path.write_text("not json at all", encoding="utf-8")
    click(rapp, find_button(rapp.stack.top, "Statistics"))
    screen = rapp.stack.top
    assert isinstance(screen, StatisticsScene) and screen.records == []
    assert screen.message_is_error and "could not be read" in screen.message
    rapp.step(1 / 60)
