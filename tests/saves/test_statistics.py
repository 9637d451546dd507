"""Counting the history: wins, draws and losses per player and game, per power and deck, figure totals."""
from saves.statistics import by_group, by_player, group_keys, headline, number_keys, player_key


def seat(name, result, kind="human", level="", **figures):
    return {"name": name, "kind": kind, "level": level, "result": result, "score": figures.pop("score", None),
            "figures": figures}


RECORDS = [
    {"id": "1", "game_id": "kickards", "seats": [seat("Ann", "win", goals=2, shots=5, score=2),
                                                 seat("Bob", "loss", goals=1, shots=3, score=1)]},
    {"id": "2", "game_id": "kickards", "seats": [seat("Bob", "draw", goals=0, shots=2, score=0),
                                                 seat("Ann", "draw", goals=0, shots=1, score=0)]},
    {"id": "3", "game_id": "kickards", "seats": [seat("Ann", "loss", goals=0, shots=4, score=0),
                                                 seat("Bot", "win", "ai", "hard", goals=3, shots=6, score=3)]},
    {"id": "4", "game_id": "cosmic", "seats": [seat("Ann", "win", power="Brute", bases=5),
                                               seat("Bob", "loss", power="Envoy", bases=3),
                                               seat("Cy", "win", power="Brute", bases=5)]},
    {"id": "5", "game_id": "c4", "seats": [seat("Cy", "loss", deck="Bandits", tokens=0),
                                           seat("Ann", "win", deck="Prospectors", tokens=20)]},
]


def table(rows):
    return {name: (t.games, t.wins, t.draws, t.losses) for name, t in rows}


def test_wins_draws_and_losses_per_player_over_every_game():
    assert table(by_player(RECORDS)) == {"Ann": (5, 3, 1, 1), "Bob": (3, 0, 1, 2), "Cy": (2, 1, 0, 1),
                                        "Bot (computer, hard)": (1, 1, 0, 0)}
    assert [name for name, _ in by_player(RECORDS)][0] == "Ann"          # most games first


def test_per_game_with_the_figures_added_up():
    rows = dict(by_player(RECORDS, "kickards"))
    assert table(rows.items()) == {"Ann": (3, 1, 1, 1), "Bob": (2, 0, 1, 1), "Bot (computer, hard)": (1, 1, 0, 0)}
    assert rows["Ann"].totals == {"goals": 2, "shots": 10}
    assert number_keys(RECORDS, "kickards") == ["goals", "shots"]


def test_per_power_and_per_deck():
    assert group_keys(RECORDS, "cosmic") == ["power"] and group_keys(RECORDS, "c4") == ["deck"]
    assert group_keys(RECORDS, "kickards") == []
    assert table(by_group(RECORDS, "cosmic", "power")) == {"Brute": (2, 2, 0, 0), "Envoy": (1, 0, 0, 1)}
    assert table(by_group(RECORDS, "c4", "deck")) == {"Bandits": (1, 0, 0, 1), "Prospectors": (1, 1, 0, 0)}


def test_headlines_and_names():
    assert headline(RECORDS[0]) == "Ann won (2-1)"
    assert headline(RECORDS[1]) == "Draw (0-0)"
    assert headline(RECORDS[3]) == "Shared win: Ann, Cy"
    assert player_key(seat("Bot", "win", "ai", "easy")) == "Bot (computer, easy)"
