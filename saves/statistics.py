"""Counting the history of played games: wins, draws and losses per player and per game, per group a game
records for each seat (a Cosmic power, a C4 deck), and the totals of its figures (goals, bases, tokens).
Pure: the Statistics screen only lays these numbers out."""
from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.i18n import Texts

T = Texts(__package__)
LEVELS = Texts("rules.ai")
# A figure beyond this is no count any game makes (a damaged record, say 10**4000 goals): it is not counted,
# so no total grows past what can be added up, divided and shown. The history keeps to the same bound.
MAX_FIGURE = 10 ** 12


def is_count(value) -> bool:
    """Whether `value` is a whole number the statistics count: an int (not a bool) within MAX_FIGURE."""
    return isinstance(value, int) and not isinstance(value, bool) and -MAX_FIGURE <= value <= MAX_FIGURE


def figures_of(seat: dict) -> dict:
    figures = seat.get("figures")
    return figures if isinstance(figures, dict) else {}


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    totals: dict = field(default_factory=dict)     # figure name -> sum over the games counted

    def count(self, seat: dict) -> None:
        self.games += 1
        result = seat["result"]
        if result == "win":
            self.wins += 1
        elif result == "draw":
            self.draws += 1
        else:
            self.losses += 1
        for key, value in figures_of(seat).items():
            if is_count(value):
                self.totals[key] = self.totals.get(key, 0) + value

    @property
    def win_share(self) -> float:
        return self.wins / self.games if self.games else 0.0


def player_key(seat: dict) -> str:
    """How a seat is named in the statistics: people by name; a computer by name and level, since its
    record depends on how strongly it played."""
    if seat.get("kind") == "ai":
        level = seat.get("level") or ""
        shown = LEVELS(f"level_in_text.{level}") if LEVELS.has(f"level_in_text.{level}") else level
        return T("stats.computer", name=seat["name"], level=shown) if shown else \
            T("stats.computer_plain", name=seat["name"])
    return seat["name"]


def _records_of(records, game_id):
    return [r for r in records if game_id is None or r["game_id"] == game_id]


def by_player(records, game_id: str | None = None) -> list:
    """[(player, Tally)] over the games of `game_id` (None: every game), most games first."""
    tallies: dict = {}
    for record in _records_of(records, game_id):
        for seat in record["seats"]:
            tallies.setdefault(player_key(seat), Tally()).count(seat)
    return sorted(tallies.items(), key=lambda item: (-item[1].games, -item[1].wins, item[0].lower()))


def group_keys(records, game_id: str) -> list:
    """The figures of a game that are texts (e.g. "power", "deck"): each one groups its results."""
    keys = []
    for record in _records_of(records, game_id):
        for seat in record["seats"]:
            for key, value in figures_of(seat).items():
                if isinstance(value, str) and key not in keys:
                    keys.append(key)
    return keys


def number_keys(records, game_id: str) -> list:
    """The figures of a game that are whole numbers (e.g. "goals", "shots"): they are added up."""
    keys = []
    for record in _records_of(records, game_id):
        for seat in record["seats"]:
            for key, value in figures_of(seat).items():
                if is_count(value) and key not in keys:
                    keys.append(key)
    return keys


def by_group(records, game_id: str, key: str) -> list:
    """[(value, Tally)] of the seats of `game_id` grouped by the text figure `key` (each power, each deck),
    most games first."""
    tallies: dict = {}
    for record in _records_of(records, game_id):
        for seat in record["seats"]:
            value = figures_of(seat).get(key)
            if isinstance(value, str):
                tallies.setdefault(value, Tally()).count(seat)
    return sorted(tallies.items(), key=lambda item: (-item[1].games, -item[1].wins, item[0].lower()))


def headline(record: dict) -> str:
    """One line for a game in a list: who won, with the scores when the game has them."""
    seats = record["seats"]
    winners = [s["name"] for s in seats if s["result"] == "win"]
    scores = [s.get("score") for s in seats]
    score_text = "-".join(str(x) for x in scores) if all(is_count(x) for x in scores) else ""
    if not winners:
        line = T("stats.draw")
    elif len(winners) == 1:
        line = T("stats.won", name=winners[0])
    else:
        line = T("stats.shared", names=", ".join(winners))
    return T("stats.with_score", line=line, score=score_text) if score_text else line
