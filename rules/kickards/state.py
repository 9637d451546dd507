"""The KICKARDS match state: small ints and short lists of card ids, so clone and dump stay cheap.

Card ids index the static tables in content.py: players 0-34 (each team deck holds all 35), events 0-99,
VAR cards 0-9. Star lists are [blue, red, green]. Seat 0 is the blue deck (home in the first leg).
"""
from __future__ import annotations

from rules.core import Rng
from rules.core.i18n import Texts

T = Texts(__package__)   # refusals of a damaged saved match (data/lang, [why])

# Fields of the time track (Pasek Upływu Czasu); index 6 is the stoppage round.
FIELDS = ("15'", "30'", "45'", "60'", "75'", "90'", "+5")
HALF_TIME_FIELD, LAST_FIELD, STOPPAGE_FIELD, EXTRA_FIRST_FIELD = 2, 5, 6, 4

# Per-turn bonus tokens (index into MatchState.tok). Attacker's: reroll own k6, +1 k6, reroll a missed k100.
# Defender's: force a reroll, -1 k6.
TOKENS = ("reroll_own", "plus1", "reroll_k100", "force_reroll", "minus1")
T_REROLL, T_PLUS1, T_K100, T_FORCE, T_MINUS1 = range(5)

# Fields copied as plain values / as one-level lists / as lists of lists (clone and dump use these).
SCALARS = ("options", "leg", "period", "field", "turn_in_round", "starter", "toss_winner", "possession",
           "phase", "event", "event_source", "event_blocked", "applied_event", "offer", "passes", "control",
           "die", "shift", "table_event", "fixed_pct", "no_shot", "rebound", "two_shots", "twice", "fixed_row",
           "goals_turn", "kicker", "over", "home", "shooter", "base")
LISTS = ("scores", "shootout", "kicks", "coach", "supports", "defenders", "event_deck", "event_discard",
         "var_deck", "var_discard", "var_token", "pending_pick", "bid_done", "tok", "halves", "discard_owed",
         "stoppage_queue", "yellow", "reds", "shots", "var_ask")
NESTED = ("decks", "hands", "used", "stars", "bar", "committed", "coach_offer", "pick_queue", "mods", "leg_scores")


# What an event card's effects can change: kept before a VAR-icon event is resolved, so that a successful
# review after the resolution (rulebook 5.0, "before and after") can undo the outcome.
UNDOABLE = ("shift", "table_event", "fixed_pct", "no_shot", "rebound", "two_shots", "fixed_row", "mods", "halves",
            "tok", "yellow", "reds", "discard_owed", "stars", "bar")
# Fields added after version 1 of the saved state, with the value an older state had.
LATER_FIELDS = {"shots": [0, 0], "var_ask": [], "var_undo": None}


class MatchState:
    __slots__ = ("rng", "_legal", "var_undo") + SCALARS + LISTS + NESTED

    def __init__(self):
        self._legal = None


def fresh_turn(s: MatchState) -> None:
    """Clear everything that lives for one turn only (bonus tokens never carry over)."""
    s.shooter = -1
    s.supports = []
    s.defenders = []
    s.stars = [[0, 0, 0], [0, 0, 0]]
    s.committed = [[0, 0, 0], [0, 0, 0]]
    s.pending_pick = [0, 0]
    s.pick_queue = [[], []]
    s.bid_done = [False, False]
    s.event = -1
    s.event_source = ""
    s.event_blocked = False
    s.applied_event = -1
    s.offer = s.possession
    s.passes = 0
    s.tok = [0, 0, 0, 0, 0]
    s.mods = []
    s.halves = []
    s.die = 0
    s.shift = 0
    s.table_event = -1
    s.fixed_pct = -1
    s.no_shot = False
    s.rebound = 0
    s.two_shots = False
    s.twice = False
    s.fixed_row = 0
    s.goals_turn = 0
    s.base = -1
    s.var_ask = []
    s.var_undo = None


def _copy(value):
    """A copy of a value made of ints, strings, bools and lists of them (two levels deep at most)."""
    if isinstance(value, list):
        return [x[:] if isinstance(x, list) else x for x in value]
    return value


def snapshot_outcome(s) -> dict:
    """The fields an event's effects may change (UNDOABLE), copied."""
    return {name: _copy(getattr(s, name)) for name in UNDOABLE}


def restore_outcome(s, snap: dict) -> None:
    for name, value in snap.items():
        setattr(s, name, _copy(value))


def clone(s: MatchState) -> MatchState:
    c = MatchState.__new__(MatchState)
    c._legal = None
    c.rng = s.rng.copy()
    for name in SCALARS:
        setattr(c, name, getattr(s, name))
    for name in LISTS:
        setattr(c, name, getattr(s, name)[:])
    for name in NESTED:
        setattr(c, name, [x[:] for x in getattr(s, name)])
    c.var_undo = None if s.var_undo is None else dict(s.var_undo)  # the snapshot's lists are never changed
    return c


def dump(s: MatchState) -> dict:
    out = {"format": "kickards-state", "version": 1, "rng": s.rng.dump()}
    for name in SCALARS:
        value = getattr(s, name)
        out[name] = dict(value) if name == "options" else value
    for name in LISTS:
        out[name] = list(getattr(s, name))
    for name in NESTED:
        out[name] = [list(x) for x in getattr(s, name)]
    out["var_undo"] = None if s.var_undo is None else {k: _copy(v) for k, v in s.var_undo.items()}
    return out


def load(data: dict) -> MatchState:
    if not isinstance(data, dict) or data.get("format") != "kickards-state":
        raise ValueError(T("why.not_a_state"))
    if data.get("version") != 1:
        raise ValueError(T("why.unknown_version", version=repr(data.get("version"))))
    s = MatchState()
    s.rng = Rng.load(data["rng"])
    data = {**LATER_FIELDS, **data}
    try:
        undo = data["var_undo"]
        s.var_undo = None if undo is None else {k: _copy(undo[k]) for k in UNDOABLE}
        for name in SCALARS:
            value = data[name]
            setattr(s, name, dict(value) if name == "options" else value)
        for name in LISTS:
            setattr(s, name, list(data[name]))
        for name in NESTED:
            setattr(s, name, [list(x) for x in data[name]])
    except KeyError as exc:
        raise ValueError(T("why.state_missing", field=repr(exc.args[0]))) from exc
    return s
