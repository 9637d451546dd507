"""The rules protocol every game implements (shared/DESIGN.md, "The rules protocol").

A game is an object with the members of `Game` below. The state is the game's own object; the
protocol only promises that `dump` makes it JSON-safe and `load` brings it back.
"""
from __future__ import annotations

import functools
import json
from importlib import resources

from .action import Action
from .i18n import Texts, language, said_of

T = Texts(__package__)


class IllegalAction(Exception):
    """Raised by `apply` for a decision the rules do not allow. The message is for a person."""


def event(kind: str, seen_by=None, **data) -> dict:
    """An event record. `seen_by` lists the seats that may see hidden information in it;
    None means everybody may. A table never animates a card face for a seat not in `seen_by`."""
    ev = {"kind": kind, **data}
    if seen_by is not None:
        ev["seen_by"] = sorted(seen_by)
    return ev


def visible_to(ev: dict, seat) -> bool:
    """Whether `seat` (None = spectator) may see the hidden parts of an event."""
    seen_by = ev.get("seen_by")
    if seen_by is None:
        return True
    return seat is not None and seat in seen_by


def option(label: str, default, choices=None, help: str = "", choice_labels=None, also=None, kept=None) -> dict:
    """An option description for `Game.options()`: JSON-safe, with a default and (for menus) the choices.
    A bool option gets the choices [False, True]. `also` names the other values it takes besides its choices
    (see ALSO): "seats" (a list of seat numbers), "names" (a list of names or nulls: one per seat), "decks" (a
    list of one deck per seat: a deck's name or its cards' keys); setup checks what only the seat count tells.
    Extra keys a game may add to the returned dict: "hidden": True (not shown in the setup menu). By
    convention an option named "human_seats" is filled by the app with the list of seats played by people.
    `choice_labels` names each choice in words (same order as `choices`); without them a menu shows On/Off
    for a switch and the value itself otherwise. `kept` lists values an older version offered: still accepted
    (games saved then load and replay), never offered in a menu."""
    if choices is None and isinstance(default, bool):
        choices = [False, True]
    spec = {"label": label, "default": default, "choices": list(choices) if choices is not None else None,
            "help": help}
    if also is not None:
        spec["also"] = also
    if choice_labels is not None:
        spec["choice_labels"] = list(choice_labels)
    if kept:
        spec["kept"] = list(kept)
    return spec


MAX_LISTED = 64          # most entries an option's list may hold (a table has at most a few seats)


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seats(value) -> bool:
    return (isinstance(value, list) and len(value) <= MAX_LISTED and all(_whole(x) and x >= 0 for x in value)
            and len(set(value)) == len(value))


def _names(value) -> bool:
    return isinstance(value, list) and len(value) <= MAX_LISTED and all(x is None or isinstance(x, str)
                                                                        for x in value)


def _decks(value) -> bool:
    return isinstance(value, list) and len(value) <= MAX_LISTED and all(
        isinstance(x, str) or (isinstance(x, list) and all(isinstance(c, str) for c in x)) for x in value)


# What an option's `also` may name: a test of a value of that kind.
ALSO = {"seats": _seats, "names": _names, "decks": _decks}


def same_choice(value, choice) -> bool:
    """`value` is `choice`, of the same type: a bool is never taken for a number nor a number for a bool,
    23.0 is not 23, and "1" is not 1."""
    return type(value) is type(choice) and value == choice


def option_accepts(spec: dict, value) -> bool:
    """Whether an option described by `spec` takes `value` (its default always)."""
    if value is None and spec.get("default") is None:
        return True
    if any(same_choice(value, c) for c in [*(spec.get("choices") or ()), *(spec.get("kept") or ())]):
        return True
    also = spec.get("also")
    return also is not None and ALSO[also](value)


def _accepted_words(spec: dict) -> str:
    choices = spec.get("choices") or []
    parts = []
    if choices == [False, True]:
        parts.append(T("option_takes.switch"))
    elif choices:
        parts.append(T("option_takes.one_of", choices=", ".join(json.dumps(c) for c in choices)))
    if spec.get("also"):
        parts.append(T(f"option_takes.{spec['also']}"))
    if not parts:     # an option with neither choices nor another kind takes only its default
        parts.append(T("option_takes.only", value=json.dumps(spec.get("default"))))
    return T("option_takes.or").join(parts)


class Game:
    """Base class: the members of the protocol, with shared helpers.

    Subclasses set `id`, `title`, `seat_counts` and implement the methods that raise NotImplementedError.
    Besides the fixed protocol, a game gives the app a few texts: `action_label`, `describe_event`,
    `progress`, `seat_label`, `rules_text`.
    """

    id = ""
    title = ""
    seat_counts = range(2, 3)
    default_seats = None      # the number of seats a new game offers first (None: the fewest allowed)
    # An upper bound on the decisions in one game; saves refuse a longer list before replaying it.
    # A game whose games are shorter may set a lower bound.
    max_actions = 20_000

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        # Every game's `apply` answers garbage the same way, before its own code runs (see `_guarded`).
        own = cls.__dict__.get("apply")
        if own is not None and not getattr(own, "_guarded", False):
            cls.apply = _guarded(own)

    # --- optional members -------------------------------------------------------------------
    # What a game may add for the computer opponent (rules/ai) and the screens. Each default means "nothing
    # of its own", so callers read the member plainly. A callable one defaults to None where a caller must
    # tell "the game has none" from an answer (the search then does something else), else to a neutral method.
    #
    # The computer opponent (rules/ai/search.py and greedy.py, on determinizations only):
    heuristic = None              # (state, seat) -> that seat's chance to win in [0, 1]; None: rollouts play on
    rollout_policy = None         # (state, seat, rng) -> a cheap better-than-random move; None: a random one
    rollout_depth = None          # actions a rollout plays before the heuristic judges it; None: the search's own
    rollout_horizon = None        # (state) -> hashable; a rollout stops once it changes (e.g. the turn is over)
    info_key = None               # (state, seat) -> hashable, equal exactly when the view is; None: the view's JSON
    rule_decides = None           # (state, seat) -> bool: a decision left to the rollout policy, not searched
    opponents_by_rule = False     # inside the tree the other seats play the rollout policy
    perfect_information = False   # nothing is hidden: without `sample_hidden`, the search may clone the state
    sensible = None               # (state, seat, legal) -> legal without the clearly wrong choices
    piecemeal = None              # (action) -> bool: one step of a choice also offered whole (a computer skips it)
    judge_after_replies = False   # the easy level judges a move after the others' replies (several per turn)
    beginner_heuristic = None     # (state, seat) -> the easy level's own estimate; None: `heuristic`
    beginner_samples = None       # futures the easy level looks at; None: its level's number
    explain_move = None           # (state, seat, action) -> a hint's line why, on a re-deal; None: search figures

    # The new-game screen (scenes/new_game.py):
    def option_items(self, name) -> list:
        """The entries of an option chosen from a list (a seat's power): dicts of "value", "words", "tip",
        "mark"; [] when the option has none."""
        return []

    def option_marks(self) -> list:
        """(mark, words) of each mark `option_items` uses, for the list's legend; [] without marks."""
        return []

    def saved_options(self, state):
        """The options a save records, as setup resolved them (C4: each seat's concrete deck list), so that it
        replays after a deck it named changes; None: the options as given."""
        return None

    def opening_events(self, seats: int, options: dict, seed: int) -> list:
        """The events of setting up that the log tells before any decision (same arguments as `setup`)."""
        return []

    # The table (scenes/table/):
    def public_moves(self, state, seat: int) -> list:
        """The moves `seat` may take now without a look at his private view (End turn); [] when none."""
        return []

    def move_note(self, state, action) -> str:
        """A few words the Moves list shows beside a move (what it costs now); "" for none."""
        return ""

    def open_window(self, state):
        """The optional window the next decision belongs to, for the table's claims (scenes/table/claims.py:
        "key", "moment", "seats", "pass", ...); None when no window is open."""
        return None

    def window_involves(self, state, seat: int) -> bool:
        """Whether the open window concerns `seat` enough to stop a person who asked to be stopped only
        then; the cautious default: always."""
        return True

    # Action kinds that give a person alone with computers the longer count in a window (a card to weigh).
    patient_kinds: frozenset = frozenset()

    # The results and statistics screens:
    def figure_name(self, key: str):
        """A figure of the outcome or the history ("goals") in words; None: the screen shows the key."""
        return None

    def figure_value(self, key: str, value):
        """A figure's value in words ("" leaves the line out); None: the screen's own words for it."""
        return None

    def seat_notes(self, state) -> list:
        """Per seat, a few words the results show beside a player's name (C4: the deck played); [] for none."""
        return []

    # --- the fixed protocol -------------------------------------------------------------
    def options(self) -> dict:
        return {}

    def setup(self, seats: int, options: dict, seed: int):
        raise NotImplementedError

    def actors(self, state) -> list:
        raise NotImplementedError

    def legal_actions(self, state, seat: int) -> list:
        raise NotImplementedError

    def apply(self, state, seat: int, action) -> list:
        raise NotImplementedError

    def view(self, state, seat) -> dict:
        raise NotImplementedError

    def outcome(self, state):
        raise NotImplementedError

    def dump(self, state) -> dict:
        raise NotImplementedError

    def load(self, data: dict):
        raise NotImplementedError

    def clone(self, state):
        raise NotImplementedError

    def encode_action(self, action) -> dict:
        return action.encode()

    def decode_action(self, data: dict):
        return Action.decode(data)

    def sample_hidden(self, state, seat: int, rng):
        raise NotImplementedError

    # --- for a table at one screen ---------------------------------------------------------
    def private_decision(self, state, seat: int) -> bool:
        """Whether `seat`'s decision now needs information only that seat may see (its hand, face-down
        cards, a secret bid). A hot-seat table raises the "Pass to ..." curtain only before such decisions;
        the rest are taken on the public view. The default is the cautious answer: always."""
        return True

    # Event kinds after which a decision may still be taken back (nothing revealed, drawn or rolled, no
    # shuffle, the turn not passed). A game lists its own; anything not listed is a barrier to undo.
    undo_safe_events: frozenset = frozenset()

    def undo_barrier(self, ev: dict) -> bool:
        """Whether `ev` makes the decision that caused it final: a card revealed or drawn, a die rolled, a
        shuffle, a destiny flip, the turn passing. The cautious default: every event kind a game does not
        list in `undo_safe_events`."""
        return ev.get("kind") not in self.undo_safe_events

    def undo_final_reason(self, events: list):
        """Why the decision that caused `events` is final, in words a player understands; None when it may
        still be taken back (no barrier among them); "" when it is final and the game has no words of its own
        (the table then gives its general reason). A game names what actually made it final."""
        return "" if any(self.undo_barrier(ev) for ev in events) else None

    # --- looking back: the replay viewer and the history of played games -------------------
    def moments(self, events: list, names: list) -> list:
        """The moments worth jumping to in a replay that one decision's events hold, each a short public
        line ("Goal for Ann: 1-0", "Half time"), in order; [] for an ordinary decision (the default).
        Only public parts of the events may show in these lines: a replay is watched by everyone."""
        return []

    def record_figures(self, state, events: list) -> list:
        """Per seat, the figures a finished game's history record keeps, from the final state and every
        event of the game: e.g. [{"goals": 2, "shots": 5}, ...]. Whole numbers are added up in the
        statistics; texts (a power, a deck) group the results. Public facts only. [] by default."""
        return []

    # --- texts for the app ----------------------------------------------------------------
    def action_label(self, state, action, names=None) -> str:
        """A short label for a button or a log line. `names` (the players' names by seat), when given, is
        used wherever the label means a player."""
        parts = [action.kind.replace("_", " ")]
        parts += [f"{k}={v}" for k, v in action.params]
        return " ".join(parts)

    def describe_event(self, ev: dict, names: list, seat=None) -> str:
        """One line of log text for an event, as `seat` may see it (None: a spectator)."""
        return ev["kind"].replace("_", " ")

    def view_lines(self, view: dict, names: list) -> list | None:
        """The view as (indent, text) lines a person can read (card names, not ids), for the general
        table; None lets the table lay the raw view out itself."""
        return None

    def progress(self, state) -> str:
        """A few words for the save list: where the game stands (e.g. "Round 3, 1-0")."""
        return ""

    def seat_label(self, seat: int, seats: int) -> str:
        return T("seat", n=seat + 1)

    def seat_colour(self, seat: int, seats: int):
        """The colour name of a seat when the game gives seats colours (e.g. "red"), else None."""
        return None

    def rules_text(self) -> str:
        """The in-app rules reference (simple Markdown: #, ##, -, paragraphs), read from the package: the page
        of the app's language (`rules.pl.md`) when the game has one, else the English `rules.md`."""
        pkg = type(self).__module__.rsplit(".", 1)[0]
        for name in (f"rules.{language()}.md", "rules.md"):
            try:
                return resources.files(pkg).joinpath("data", name).read_text(encoding="utf-8")
            except (FileNotFoundError, ModuleNotFoundError):
                continue
        return T("no_rules", title=self.title)

    # --- shared helpers ---------------------------------------------------------------------
    def resolve_options(self, given: dict | None) -> dict:
        """Fill in defaults and check every given option; a bad one raises ValueError naming it."""
        specs = self.options()
        given = dict(given or {})
        unknown = sorted(set(given) - set(specs))
        if unknown:
            raise ValueError(T("unknown_options", title=self.title, n=len(unknown), names=", ".join(unknown)))
        out = {}
        for name, spec in specs.items():
            value = given.get(name, spec["default"])
            if not option_accepts(spec, value):
                shown = json.dumps(value)[:80] if _json_safe(value) else type(value).__name__
                raise ValueError(T("bad_option", title=self.title, name=repr(name), accepts=_accepted_words(spec),
                                   value=shown))
            out[name] = value
        return out

    def check_seats(self, seats: int) -> None:
        if seats not in self.seat_counts:
            lo, hi = self.seat_counts[0], self.seat_counts[-1]
            raise ValueError(T("seat_count", title=self.title, low=lo, high=hi, n=seats))

    def is_over(self, state) -> bool:
        return self.outcome(state) is not None


def _json_safe(value) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def _guarded(apply):
    """Wrap a game's `apply` so that a seat that is not a whole number, or something that is not an
    Action, is refused with IllegalAction before anything changes (a float seat would otherwise pass
    `seat in actors` because 1.0 == 1, and `action.kind` would fail on a non-action)."""
    @functools.wraps(apply)
    def checked(self, state, seat, action):
        if type(seat) is not int:
            raise IllegalAction(T("seat_number"))
        if not isinstance(action, Action):
            raise IllegalAction(T("not_an_action"))
        return apply(self, state, seat, action)
    checked._guarded = True
    return checked


def replay(game: Game, seats: int, options: dict, seed: int, encoded_actions: list, start=None):
    """Rebuild a game from its start and its list of (seat, encoded action) pairs. The start is the set-up
    of `seed`, or the dumped position `start` when one is given.
    Raises IllegalAction (with the step number) when the list does not fit the rules."""
    state = game.setup(seats, options, seed) if start is None else game.load(json.loads(json.dumps(start)))
    for step, item in enumerate(encoded_actions):
        seat, data = item["seat"], item["action"]
        action = game.decode_action(data)
        if seat not in game.actors(state):
            raise IllegalAction(T("step_not_due", n=step + 1, seat=seat))
        try:
            game.apply(state, seat, action)
        except IllegalAction as exc:
            raise IllegalAction(T("step", n=step + 1, detail=said_of(exc))) from exc
    return state


def random_playout(game: Game, state, rng, max_actions: int = 100_000, on_action=None):
    """Play random legal actions until the game ends (or the cap). Returns the number of actions.
    `on_action(state, seat, action, events)` is called after each one (soaks check invariants there)."""
    count = 0
    while count < max_actions:
        actors = game.actors(state)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        events = game.apply(state, seat, action)
        count += 1
        if on_action is not None:
            on_action(state, seat, action, events)
    return count


def canonical(data) -> str:
    """Stable JSON text, for comparing two dumps."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))
