"""Command line: `tabletop` opens the window; `tabletop screenshot ...` renders a scene to a PNG;
`tabletop autoplay ...` plays a whole game between computer seats and prints the log."""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from rules.core import i18n
from rules.core.i18n import LANGUAGES, Texts

T = Texts("game")

MENU_SCENES = ("title", "new-game", "load", "settings", "rules", "statistics", "deck-builder")
SAMPLE_GAMES = 2           # seeded random games per game in the statistics screenshot


def _parse_size(text: str):
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}")
    if not (160 <= w <= 7680 and 90 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {text} is out of range")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tabletop", description="Tabletop: KICKARDS, Cosmic and C4 on one computer.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--lang", choices=sorted(LANGUAGES), default=None,
                   help="the language of the app's words (en, pl); the app starts in it and keeps it")
    sub = p.add_subparsers(dest="command")
    shot = sub.add_parser("screenshot", help="render a scene headless to a PNG")
    shot.add_argument("scene", help=f"one of {', '.join(MENU_SCENES)}, replay (with --game; new-game and rules open on it too), "
                                    f"or a game id "
                                    f"for its table")
    shot.add_argument("out", type=Path, help="the PNG file to write")
    shot.add_argument("--size", type=_parse_size, default=(1920, 1080), help="picture size, e.g. 1280x720")
    shot.add_argument("--seed", type=int, default=1, help="seed of the game shown on a table")
    shot.add_argument("--moves", type=int, default=0, help="random moves played before the table is drawn "
                                                           "(replay: the decision it stops at)")
    shot.add_argument("--game", default="kickards", help="replay: the game of the seeded random game replayed; "
                                                         "new-game, rules: the game they open on")
    shot.add_argument("--options", default="{}", help="a table's game options as JSON, e.g. "
                                                      "'{\"powers\": \"two\", \"prisoners\": true}'")
    _language_option(shot)
    auto = sub.add_parser("autoplay", help="play a whole game between computer seats and print the log")
    auto.add_argument("game", help="game id")
    auto.add_argument("--seed", type=int, default=1)
    auto.add_argument("--seats", default=None, help="computer levels, comma-separated, e.g. hard,easy")
    auto.add_argument("--options", default="{}", help="game options as JSON, e.g. '{\"variant\": \"final\"}'")
    _language_option(auto)
    return p


def _language_option(parser):
    # SUPPRESS: a subcommand without --lang keeps what was given before it (`tabletop --lang pl autoplay ...`).
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default=argparse.SUPPRESS,
                        help="the language of the words in the picture or the log (en, pl; default en)")


def main(argv=None) -> int:
    if getattr(sys, "frozen", False):
        # In a bundled app a computer's worker process starts as this same program: this makes it the worker
        # (scenes/table/search_process.py) instead of a second app.
        import multiprocessing
        multiprocessing.freeze_support()
    args = build_parser().parse_args(argv)
    if args.lang:
        i18n.set_language(args.lang)
    if args.version:
        from saves.document import app_version
        print(f"tabletop {app_version()}")
        return 0
    if args.command == "screenshot":
        return screenshot(args.scene, args.out, args.size, args.seed, args.moves, args.game, args.options)
    if args.command == "autoplay":
        return autoplay(args.game, args.seed, args.seats, args.options)
    return run_app(args.lang)


def run_app(language: str | None = None) -> int:
    from game.app import App
    from game.settings import Settings
    from scenes.title import TitleScene
    settings = Settings.load()
    if language:
        settings.language = language
    app = App(settings)
    try:
        app.saves.tidy()        # temporaries left by a kill: the files they would have replaced are whole
    except Exception:           # tidying is a courtesy; it must never stop the start
        pass
    app.run(TitleScene(app))
    return 0


def _headless_app(save_dir: Path):
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    settings = Settings(path=save_dir / "settings.json", language=i18n.language())
    return App(settings=settings, saves=SaveStore(save_dir / "saves"), headless=True)


def screenshot(scene_name: str, out: Path, size, seed: int, moves: int, game_id: str = "kickards",
               options: str = "{}") -> int:
    import pygame
    with tempfile.TemporaryDirectory() as tmp:
        app = _headless_app(Path(tmp))
        try:
            scene = make_scene(app, scene_name, seed, moves, game_id, _options(options))
        except (KeyError, ValueError) as exc:
            print(f"tabletop screenshot: {exc}", file=sys.stderr)
            return 2
        app.stack.push(scene)
        for _ in range(3):
            app.step(1 / 60)
        picture = app.canvas if size == app.canvas.get_size() else pygame.transform.smoothscale(app.canvas, size)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(picture, str(out))
    print(f"wrote {out} ({size[0]}x{size[1]})")
    return 0


def _options(text: str) -> dict:
    """Game options given as JSON on the command line; a ValueError a person can read when they are not."""
    try:
        options = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"--options is not JSON: {exc}") from None
    if not isinstance(options, dict):
        raise ValueError("--options must be a JSON object, e.g. '{\"powers\": \"two\"}'")
    return options


def make_scene(app, name: str, seed: int = 1, moves: int = 0, game_id: str = "kickards", options=None):
    from scenes.load import LoadScene
    from scenes.new_game import NewGameScene
    from scenes.rules_reference import RulesScene
    from scenes.settings import SettingsScene
    from scenes.statistics import StatisticsScene
    from scenes.title import TitleScene
    from scenes.c4.deck_builder import DeckBuilderScene
    menus = {"title": TitleScene, "new-game": NewGameScene, "load": LoadScene, "settings": SettingsScene,
             "rules": RulesScene, "statistics": StatisticsScene, "deck-builder": DeckBuilderScene}
    if name == "statistics":
        fill_sample_history(app, seed)
    if name == "deck-builder":
        return sample_deck_builder(app)
    if name in ("new-game", "rules"):       # opened on the game --game names (its options, its rules page)
        return menus[name](app, game_id)
    if name in menus:
        return menus[name](app)
    if name == "replay":
        return replay_of_random_game(app, game_id, seed, moves)
    if name not in app.games:
        raise KeyError(f"unknown scene {name!r}; choose one of "
                       f"{', '.join(MENU_SCENES + ('replay',) + tuple(app.games))}")
    return table_after_moves(app, name, seed, moves, options)


def sample_deck_builder(app):
    """The deck builder with two stored decks and one opened, so the screenshot shows a deck being built."""
    from rules.c4.cards import DECKS
    from scenes.c4.deck_builder import DeckBuilderScene
    app.decks.save("Night Market", list(DECKS["Bandits"])[:11] + ["heist", "windfall", "levy"])
    app.decks.save("Short Fuse", list(DECKS["Tricksters"])[:9])
    scene = DeckBuilderScene(app)
    scene.open_deck("Night Market")
    return scene


def random_finished_game(app, game_id: str, seed: int, kinds=None):
    """(SavedGame, state) of a seeded game played to its end by random legal decisions, between seats named
    after the settings' player names (the fewest seats the game's default options allow; Cosmic plays four)."""
    from rules.core import Rng
    from saves import SavedGame
    if game_id not in app.games:
        raise KeyError(f"unknown game {game_id!r}; choose one of {', '.join(app.games)}")
    game = app.games[game_id]
    names = app.settings.player_names
    kinds = kinds or ["human"]
    counts = [4] if game_id == "cosmic" else list(game.seat_counts)
    for count in counts:
        seats = [{"name": names[i], "kind": kinds[i % len(kinds)],
                  "level": "normal" if kinds[i % len(kinds)] == "ai" else "human"} for i in range(count)]
        try:
            state = game.setup(count, {}, seed)
            break
        except ValueError:
            continue
    else:
        raise ValueError(f"{game.title} cannot be set up with its default options")
    saved = SavedGame(game_id=game_id, options=game.resolve_options({}), seats=seats, seed=seed, actions=[],
                      created="2026-01-01T12:00:00+00:00", updated="2026-01-01T12:00:00+00:00")
    rng = Rng(seed ^ 0xC0FFEE)
    while game.actors(state):
        actors = game.actors(state)
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
    return saved, state


def replay_of_random_game(app, game_id: str, seed: int, position: int):
    """The replay viewer of a seeded random game (played to its end), stopped at decision `position`."""
    from scenes.table.replay import build_replay
    saved, _state = random_finished_game(app, game_id, seed)
    return build_replay(app, saved, position)


def fill_sample_history(app, seed: int) -> None:
    """A few seeded random games of every game in the (temporary) history, so the screenshot has numbers."""
    from scenes.table.history import replay_events
    from saves.history import build_record
    for game_id in app.games:
        for n in range(SAMPLE_GAMES):
            saved, state = random_finished_game(app, game_id, seed + n, kinds=["human", "ai"] if n else None)
            record = build_record(app.games[game_id], saved, state, replay_events(app.games[game_id], saved),
                                  f"2026-01-0{1 + n}T1{n}:00:00+00:00")
            app.history.add(record)


def table_after_moves(app, game_id: str, seed: int, moves: int, options=None):
    """A table of `game_id` (with these game options) after `moves` seeded random decisions, shown to the seat
    due to act."""
    from rules.core import Rng
    from scenes.table.session import Session
    from scenes.navigation import table_class
    game = app.games[game_id]
    names = app.settings.player_names
    session = None
    for count in game.seat_counts:   # the fewest seats the default options allow (Cosmic needs 3)
        seats = [{"name": names[i], "kind": "human", "level": "human"} for i in range(count)]
        try:
            session = Session.new(app, game_id, seats, dict(options or {}), seed)
            break
        except ValueError:
            continue
    if session is None:
        raise ValueError(f"{game.title} cannot be set up with its default options")
    rng = Rng(seed ^ 0xC0FFEE)
    events = []
    for _ in range(moves):
        actors = game.actors(session.state)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(session.state, seat)
        events.extend(session.apply(seat, legal[rng.below(len(legal))]))
    table = table_class(game_id)(app, session)
    actors = game.actors(session.state)
    table.viewer = actors[0] if actors else 0
    table.shown.extend(events)
    table.after_action()
    return table


def autoplay(game_id: str, seed: int, seats_spec: str | None, options_text: str) -> int:
    import rules
    from rules.ai import make_driver
    from rules.core import IllegalAction
    game = rules.GAMES.get(game_id)
    if game is None:
        print(f"tabletop autoplay: unknown game {game_id!r}; choose one of {', '.join(rules.GAMES)}",
              file=sys.stderr)
        return 2
    try:
        options = json.loads(options_text)
        if not isinstance(options, dict):
            raise ValueError("options must be a JSON object")
        levels = seats_spec.split(",") if seats_spec else ["random"] * game.seat_counts[0]
        drivers = [make_driver(level.strip(), seed=seed * 101 + i) for i, level in enumerate(levels)]
        state = game.setup(len(drivers), options, seed)
    except ValueError as exc:
        print(f"tabletop autoplay: {exc}", file=sys.stderr)
        return 2
    levels_said = Texts("rules.ai")
    names = [T("cli.seat", seat=game.seat_label(i, len(drivers)),
               level=levels_said(f"level_in_text.{lv.strip()}") if levels_said.has(f"level_in_text.{lv.strip()}")
               else lv.strip()) for i, lv in enumerate(levels)]
    steps = 0
    while game.actors(state):
        seat = game.actors(state)[0]
        action = drivers[seat].choose(game, state, seat)
        try:
            events = game.apply(state, seat, action)
        except IllegalAction as exc:
            print(f"tabletop autoplay: {names[seat]} chose an illegal action: {exc}", file=sys.stderr)
            return 1
        steps += 1
        for ev in events:
            line = game.describe_event(ev, names, None)
            if line:                 # "" is a happening another line tells
                print(line)
    outcome = game.outcome(state)
    winners = outcome.get("winners") or []
    verdict = T("cli.draw") if not winners else T("cli.winner", names=", ".join(names[w] for w in winners))
    print(T("cli.outcome", n=steps, verdict=verdict, outcome=json.dumps(outcome, sort_keys=True)))
    return 0
