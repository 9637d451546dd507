"""The pace of a table as people feel it: how long, how many inputs, how many curtains.

Run: SDL_VIDEODRIVER=dummy python benchmarks/pace.py [--scenario all|solo|hotseat|c4] [--seeds 1,2,3] [--think 0]
(about 3 minutes a seed for solo, 1 for hotseat, a quarter for c4 on a 2-core machine)

The real app (title, new-game screen, the real tables at the default animation speed, computers searching in
their worker as in the app) is driven headless by scripted people. A scripted person:
- takes every decision of his own with the computer's rule-of-thumb guide (the rollout policy), made through
  the table's own `act` (one input, as one drag or one click), after `--think` seconds of game time;
- never wants to act in an optional window (a power, an edict or Ruling, a Kicker, a C4 Reaction): where the
  table goes on by itself he lets it; where it asks him (a question), he answers "pass" (one input, counted
  as a question);
- confirms each "Pass to ..." curtain (one input, one curtain).
Game time is what a person waits: frames advance 1/60 s each, except while a computer searches (its worker
needs wall-clock time), when they follow the wall clock at 60 frames a second.

Scenarios (Cosmic: every expansion: Kickers both, Prisoners, Skill Tokens):
- solo:    one person and two normal computers. Title to the person's first launch; the computers' Skill
           Tokens set-up (table start to the last computer's "set-up done"); questions put to the person in
           computer challenges; inputs in each of his own challenges (median), also only those with an ally
           and no deal (the issue's scenario: offense, one ally, Escorts); how long each challenge took.
- hotseat: three people. Curtains in each challenge (median), nobody plays an optional card.
- c4:      C4 with three people. Curtains in each turn beyond the turn's own (median), nobody reacts.
Every figure is printed; medians over the challenges or turns played (--challenges / --turns).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from rules.core import Rng  # noqa: E402

ALL_THREE = {"kickers": "both", "prisoners": True, "skill_tokens": True}
NAMES = ["Alex", "Robin", "Sam", "Kim", "Jules", "Max"]
FRAME = 1 / 60
# Decisions a person may always simply pass (the kinds that pass them), by game.
WINDOW_PASSES = {"cosmic": {"power": "power_pass", "respond": "no_countermand", "kickers": "no_kicker"},
                 "c4": {}}


def make_app():
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    tmp = Path(tempfile.mkdtemp(prefix="tabletop-pace-"))
    app = App(settings=Settings(path=tmp / "settings.json"), saves=SaveStore(tmp / "saves"), headless=True)
    return app


class Clock:
    """Game time and the frame loop."""

    def __init__(self, app):
        self.app = app
        self.now = 0.0

    def frame(self, table=None):
        thinking = table is not None and bool(table.session.thinking())
        if thinking:
            time.sleep(FRAME)           # the worker searches in wall-clock time; the app draws meanwhile
        self.app.step(FRAME, pygame.event.get())
        self.now += FRAME


class Figures:
    def __init__(self):
        self.inputs = 0
        self.curtains = 0
        self.questions = 0               # optional windows the table put to a person who did not claim
        self.menu_inputs = 0
        self.marks: dict = {}            # name -> game time
        self.per_unit: dict = {}         # challenge or turn key -> {"inputs": n, "curtains": n, "questions": n}

    def unit(self, key):
        return self.per_unit.setdefault(key, {"inputs": 0, "curtains": 0, "questions": 0, "opened": 0})


def new_game_from_title(app, clock, figures, game_id, kinds, options, seed, level="normal"):
    """Title -> New game -> the game, its seats and options -> Start, each press one input."""
    from scenes.new_game import NewGameScene
    from scenes.title import TitleScene
    app.stack.reset(TitleScene(app))
    clock.frame()
    scene = NewGameScene(app, game_id)
    app.stack.push(scene)
    figures.menu_inputs += 1                      # New game
    clock.frame()
    if scene.game_id != game_id:
        scene.choose_game(game_id)
        figures.menu_inputs += 1
    while len(scene.seats) < len(kinds):
        scene.change_seat_count(1)
        figures.menu_inputs += 1
    while len(scene.seats) > len(kinds):
        scene.change_seat_count(-1)
        figures.menu_inputs += 1
    for i, kind in enumerate(kinds):
        if scene.seats[i]["kind"] != kind:
            scene.toggle_kind(i)
            figures.menu_inputs += 1
        if kind == "ai":
            while scene.seats[i]["level"] != level:
                scene.cycle_level(i)
                figures.menu_inputs += 1
    for name, value in options.items():
        spec = scene.game.options()[name]
        if spec.get("choices"):
            while scene.options[name] != value:
                scene.cycle_option(name)
                figures.menu_inputs += 1
        else:
            scene.options[name] = value
            figures.menu_inputs += 1
    scene.seed_entry.set_text(str(seed))
    scene.start()
    figures.menu_inputs += 1
    clock.frame()
    from scenes.table.scene import TableScene
    return next(s for s in app.stack if isinstance(s, TableScene))


class People:
    """The scripted people at a table."""

    def __init__(self, table, clock, figures, think, unit_of, policy):
        self.table = table
        self.clock = clock
        self.figures = figures
        self.think = think
        self.unit_of = unit_of
        self.policy = policy
        self.rng = Rng(7)
        self.ready_at = None
        self.passes = WINDOW_PASSES.get(table.game.id, {})

    def window_pass(self, legal):
        """The pass of an optional window, when this decision is one (None otherwise)."""
        table = self.table
        window = getattr(table.game, "open_window", None)
        if window is not None:
            w = window(table.session.state)
            if w is not None:
                return next((a for a in legal if a == w["pass"]), None)
            return None
        state = table.session.state
        if table.game.id == "c4":
            return next((a for a in legal if a.kind == "pass"), None) if state.stack else None
        kind = self.passes.get(state.phase)
        return next((a for a in legal if a.kind == kind), None) if kind else None

    def step(self):
        """One look at the screen: confirm a curtain, or take a decision that is the person's to take."""
        from scenes.table.curtain import CurtainScene
        app, table = self.clock.app, self.table
        top = app.stack.top
        if isinstance(top, CurtainScene):
            if self._thought():
                key = self.unit_of(table.session.state)
                self.figures.curtains += 1
                self.figures.inputs += 1
                self.figures.unit(key)["curtains"] += 1
                self.figures.unit(key)["inputs"] += 1
                top.ready()
            return
        if top is not table or not table.can_act() or table.forced_action() is not None:
            self.ready_at = None
            return
        claims = getattr(table, "claims", None)
        if claims is not None and (claims.waiting() or claims.counting()):
            self.ready_at = None         # a window the table goes on from by itself: nobody claims it
            return
        legal = table.legal()
        if not legal:
            return
        if not self._thought():
            return
        state = table.session.state
        key = self.unit_of(state)
        if getattr(table, "cards_closed", lambda: False)():
            # His cards are closed (he may act on the public view): he knows his hand, so he decides; a move
            # of his hand needs them open ("Show my cards": his curtain, asked for).
            whole = table.game.legal_actions(state, table.actor)
            action = self.policy(state, table.actor, whole, self.rng)
            self.figures.inputs += 1
            self.figures.unit(key)["inputs"] += 1
            if action in legal:
                table.act(action)
            else:
                self.figures.unit(key)["opened"] += 1
                table.open_cards()
            self.ready_at = None
            return
        passing = self.window_pass(legal)
        if passing is not None:
            action = passing
            self.figures.questions += 1
            self.figures.unit(key)["questions"] += 1
        else:
            action = self.policy(state, table.actor, legal, self.rng)
        self.figures.inputs += 1
        self.figures.unit(key)["inputs"] += 1
        table.act(action)
        self.ready_at = None

    def _thought(self) -> bool:
        if self.ready_at is None:
            self.ready_at = self.clock.now + self.think
        return self.clock.now >= self.ready_at


def cosmic_policy(state, seat, legal, rng):
    from rules.cosmic.strategy import rollout_policy
    action = rollout_policy(state, seat, rng)
    if action not in legal or action.kind in ("edict", "ruling", "power", "kicker", "countermand"):
        quiet = [a for a in legal if a.kind not in ("edict", "ruling", "power", "kicker", "countermand")]
        action = quiet[rng.below(len(quiet))] if quiet else legal[0]
    return action


def c4_policy(state, seat, legal, rng):
    from rules.c4.strategy import choose_rollout_action
    quiet = [a for a in legal if not (state.stack and a.kind == "play")] or legal
    action = choose_rollout_action(state, seat, quiet, rng)
    return action if action in quiet else quiet[rng.below(len(quiet))]


def cosmic_unit(state):
    return state.challenges


def c4_unit(state):
    return state.turn


def watch_actions(table, on_action):
    """Call on_action(seat, action, state_after) after every applied decision."""
    session = table.session
    real = session.apply

    def apply(seat, action):
        events = real(seat, action)
        on_action(seat, action, session.state)
        return events
    session.apply = apply


# --- scenarios ------------------------------------------------------------------------------------------------
def start(game_id, kinds, options, seed):
    """A fresh app, its clock and figures, and the new game's table reached from the title."""
    app = make_app()
    clock = Clock(app)
    figures = Figures()
    return app, clock, figures, new_game_from_title(app, clock, figures, game_id, kinds, options, seed)


def solo(seed, think, challenges, limit):
    app, clock, figures, table = start("cosmic", ["human", "ai", "ai"], ALL_THREE, seed)
    started = clock.now
    person = 0
    marks = figures.marks
    own = {}            # challenge -> inputs in the person's own challenges
    comp_questions = []

    dealt = set()          # challenges with a deal or an exchange (more inputs: outside the scenario)
    allied = set()         # challenges where the offense had an ally

    def on_action(seat, action, state):
        if state.deal is not None:
            dealt.add(state.challenges)
        if state.allies_off:
            allied.add(state.challenges)
        if "setup_done" not in marks and state.phase != "arrange":
            marks["setup_done"] = clock.now - started
        arranged = state.flags.get("arranged", []) if state.phase == "arrange" else range(state.seats)
        if "computers_setup" not in marks and all(x in arranged for x in (1, 2)):
            marks["computers_setup"] = clock.now - started
        if seat == person and action.kind == "launch" and "first_launch" not in marks:
            marks["first_launch"] = clock.now
    watch_actions(table, on_action)
    people = People(table, clock, figures, think, cosmic_unit, cosmic_policy)
    offense_of = {}
    began = {}          # challenge -> game time it began
    while clock.now - started < limit and table.session.outcome() is None:
        state = table.session.state
        if state.offense is not None:
            offense_of.setdefault(state.challenges, state.offense)
            began.setdefault(state.challenges, clock.now)
        done = [k for k, o in offense_of.items() if o == person]
        if len(done) > challenges and "first_launch" in marks:
            break
        people.step()
        clock.frame(table)
    for key, offense in offense_of.items():
        unit = figures.per_unit.get(key, {"inputs": 0, "questions": 0})
        if offense == person:
            own[key] = unit["inputs"]
        else:
            comp_questions.append(unit["questions"])
    finished = sorted(own)[:-1] or sorted(own)                     # the last may be unfinished
    own_done = [own[k] for k in finished]
    # The scenario: his own challenge with an ally and no deal or exchange.
    scenario = [own[k] for k in finished if k in allied and k not in dealt]
    menu = figures.menu_inputs * think
    keys = sorted(began)
    lengths = {k: round(began[n] - began[k], 1) for k, n in zip(keys, keys[1:])}
    computer_lengths = [v for k, v in lengths.items() if offense_of.get(k) != person]
    own_lengths = [v for k, v in lengths.items() if offense_of.get(k) == person]
    return {
        "menu inputs": figures.menu_inputs,
        "computers' set-up (s)": round(marks.get("computers_setup", float("nan")), 1),
        "everyone's set-up (s)": round(marks.get("setup_done", float("nan")), 1),
        "title to first launch (s)": round(marks["first_launch"] + menu, 1) if "first_launch" in marks else None,
        "questions in computer challenges (each)": comp_questions,
        "inputs in own challenges (each)": own_done,
        "inputs in own challenges (median)": statistics.median(own_done) if own_done else None,
        "... with an ally and no deal (each)": scenario,
        "computer challenges (s, each)": computer_lengths,
        "own challenges (s, each)": own_lengths,
        "curtains": figures.curtains,
        "game time (s)": round(clock.now, 1),
    }


def hotseat(seed, think, challenges, limit):
    app, clock, figures, table = start("cosmic", ["human", "human", "human"], ALL_THREE, seed)
    started = clock.now
    people = People(table, clock, figures, think, cosmic_unit, cosmic_policy)
    while clock.now - started < limit and table.session.outcome() is None:
        state = table.session.state
        if state.phase != "arrange" and state.challenges > challenges + 1:
            break
        people.step()
        clock.frame(table)
    units = [u for k, u in sorted(figures.per_unit.items()) if k >= 1][:challenges]
    curtains = [u["curtains"] for u in units]
    bars = getattr(getattr(table, "claims", None), "opened", None)
    return {
        "window bars shown (all challenges)": bars,
        "challenges": len(units),
        "curtains per challenge (each)": curtains,
        "curtains per challenge (median)": statistics.median(curtains) if curtains else None,
        "questions per challenge (each)": [u["questions"] for u in units],
        "inputs per challenge (median)": statistics.median([u["inputs"] for u in units]) if units else None,
        "set-up curtains": figures.per_unit.get(0, {}).get("curtains", 0),
        "game time (s)": round(clock.now, 1),
    }


def c4(seed, think, turns, limit):
    app, clock, figures, table = start("c4", ["human", "human", "human"], {}, seed)
    started = clock.now
    people = People(table, clock, figures, think, c4_unit, c4_policy)
    attacks = set()
    reactions = set()

    def on_action(seat, action, state):
        if action.kind == "play" and seat != state.active:
            reactions.add(state.turn)
    watch_actions(table, on_action)
    real_queue = table.queue_events

    def queue(events):
        for ev in events:
            if ev.get("kind") == "attack_result":
                attacks.add(table.session.state.turn)
        real_queue(events)
    table.queue_events = queue
    while clock.now - started < limit and table.session.outcome() is None:
        if table.session.state.turn > turns:
            break
        people.step()
        clock.frame(table)
    units = {k: u for k, u in figures.per_unit.items() if k < table.session.state.turn}

    def imposed(u):
        # Curtains the table raised beyond the turn's own: a turn's first curtain is its own (asked for with
        # "Show my cards" where the cards start closed), and any other the player asked for is his choice.
        own = max(u["opened"], 1 if u["curtains"] else 0)
        return max(0, u["curtains"] - own)
    beyond = [imposed(u) for k, u in sorted(units.items())]
    attack_turns = [imposed(u) for k, u in sorted(units.items()) if k in attacks and k not in reactions]
    return {
        "turns": len(units),
        "turns with an attack and no reaction": len(attack_turns),
        "curtains beyond the turn's own, in those turns (each)": attack_turns,
        "... median": statistics.median(attack_turns) if attack_turns else None,
        "curtains beyond the turn's own, every turn (median)": statistics.median(beyond) if beyond else None,
        "curtains per turn (each)": [u["curtains"] for k, u in sorted(units.items())],
        "curtains asked for with Show my cards (each turn)": [u["opened"] for k, u in sorted(units.items())],
        "questions (reaction windows put to people)": figures.questions,
        "game time (s)": round(clock.now, 1),
    }


def summary(runs: list) -> dict:
    """Over several seeds: the median of each number, and every list pooled (with its median)."""
    out = {}
    for key in runs[0]:
        values = [r[key] for r in runs if r.get(key) is not None]
        if not values:
            out[key] = None
        elif isinstance(values[0], list):
            pooled = [x for v in values for x in v]
            out[key] = f"{pooled} (median {statistics.median(pooled) if pooled else None})"
        elif isinstance(values[0], (int, float)):
            out[key] = f"median {statistics.median(values)} of {values}"
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--scenario", default="all", choices=["all", "solo", "hotseat", "c4"])
    p.add_argument("--seeds", default="1,2,3", help="comma-separated seeds; figures are medians over them")
    p.add_argument("--think", type=float, default=0.0, help="game seconds a person takes before each input")
    p.add_argument("--challenges", type=int, default=6)
    p.add_argument("--turns", type=int, default=9)
    p.add_argument("--own", type=int, default=4, help="the person's own challenges played in solo")
    p.add_argument("--limit", type=float, default=1800.0, help="most game seconds per scenario")
    args = p.parse_args()
    seeds = [int(x) for x in args.seeds.split(",") if x.strip()]
    runs = {"solo": lambda seed: solo(seed, args.think, args.own, args.limit),
            "hotseat": lambda seed: hotseat(seed, args.think, args.challenges, args.limit),
            "c4": lambda seed: c4(seed, args.think, args.turns, args.limit)}
    for name, run in runs.items():
        if args.scenario not in ("all", name):
            continue
        results = []
        for seed in seeds:
            started = time.perf_counter()
            figures = run(seed)
            results.append(figures)
            print(f"== {name}, seed {seed} (think {args.think} s; {time.perf_counter() - started:.0f} s wall)")
            for key, value in figures.items():
                print(f"   {key}: {value}")
            sys.stdout.flush()
        if len(results) > 1:
            print(f"== {name}: over seeds {seeds}")
            for key, value in summary(results).items():
                print(f"   {key}: {value}")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
