"""Save and load times of realistic saves (what a player feels on "Save", autosave and "Continue").

    python benchmarks/saves.py [--repeat 30] [--moves 40]

For every game in rules.GAMES (a random game played to the end) and for a long High Card game
(the test fixture stretched to 2 seats x 300 tricks = 600 actions), each game played once before anything
is timed, prints the median time of:
    save   an autosave as the table makes it (the actions' JSON kept from the game's earlier autosaves)
    dump   the whole document as JSON bytes (the state's snapshot and every action, nothing kept)
    write  those bytes written atomically (temporary file, fsync, backup kept, rename)
    read   the file read, parsed and every field checked (what listing a save costs, before its replay)
    load   what "Continue" costs: read, replay every action from the seed, compare with the snapshot
    list   the Load screen's listing of the folder (remembered between calls)
The long High Card game checks a move is legal by looking for the card in the hand: the fixture builds all
300 legal actions and compares, which made its load time that check (issue 39), not the save's.

Then the listing time with 19 MB hostile saves in the folder (what the title and Load screens pay):
the first listing (nothing remembered), a second one in the same run, and one after a restart (the
memory of failed files kept in its file).

Then the per-move autosave cost a player pays in a long game: a 4-seat Cosmic game played by random
moves that avoid ending it, autosaved after each of `--moves` moves once it holds 1,000 and 8,000
actions (median per move; each move is applied and then autosaved, as the table does).
"""
from __future__ import annotations

import argparse
import statistics
from bisect import bisect_left
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.core import Action, IllegalAction, Rng, event, option  # noqa: E402
from saves import SavedGame, SaveStore  # noqa: E402
from saves.atomic import write_atomically  # noqa: E402
from saves.document import build_document, check_document  # noqa: E402
from saves.migrations import migrate  # noqa: E402
from saves.safe_json import dump_json_bytes, parse_json_bytes, read_file_bytes  # noqa: E402
from tests.fixtures.highcard import HighCard, HighCardState  # noqa: E402


class LongHighCard(HighCard):
    """High Card with as many tricks as asked: a stand-in for a long game's action list, whose engine costs
    little, so that its figures are the saves' own."""
    id = "highcard_long"
    title = "High Card (long)"

    def apply(self, state, seat, action):
        # The fixture's check (build every legal action, compare each) is quadratic over 300 tricks; this
        # one finds the card in the sorted hand.
        if seat not in self.actors(state):
            raise IllegalAction("It is not your turn.")
        card, hand = dict(action.params).get("card"), state.hands[seat]
        at = bisect_left(hand, card) if type(card) is int else len(hand)      # the hand is sorted
        if action != Action("play", card=card) or at == len(hand) or hand[at] != card:
            raise IllegalAction("You can only play a card from your hand.")
        del hand[at]
        state.played[seat] = card
        events = [event("card_played", seen_by=[seat], seat=seat, card=card)]
        state.turn = (state.turn + 1) % state.seats
        if all(card is not None for card in state.played):
            best = max(range(state.seats), key=lambda i: state.played[i])
            state.points[best] += 1
            events.append(event("trick_won", seat=best, cards=list(state.played)))
            state.played = [None] * state.seats
            state.trick += 1
        return events

    def options(self):
        return {"tricks": option("Tricks", 300, [300])}

    def setup(self, seats, options, seed):
        self.check_seats(seats)
        state = HighCardState()
        state.seats = seats
        state.options = self.resolve_options(options)
        state.rng = Rng(seed)
        n = state.options["tricks"]
        deck = list(range(1, seats * n + 1))
        state.rng.shuffle(deck)
        state.hands = [sorted(deck[i * n:(i + 1) * n]) for i in range(seats)]
        state.played = [None] * seats
        state.points = [0] * seats
        return state


def play_to_end(game, seats, seed):
    state = game.setup(seats, {}, seed)
    saved = SavedGame(game.id, {}, [{"name": f"Player {i + 1}", "kind": "human", "level": ""}
                                    for i in range(seats)], seed, name=f"bench {game.id}")
    rng = Rng(seed ^ 0xBE7C)
    while game.actors(state) and len(saved.actions) < 20_000:   # cap: a runaway game still benchmarks
        actors = game.actors(state)
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
    return saved, state


def median_ms(fn, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def bench(game, seats, repeat, folder):
    games = {game.id: game}
    store = SaveStore(folder / game.id, games=games)
    saved, state = play_to_end(game, seats, seed=20260501)      # once, outside every timing
    path = store.autosave(saved, state)
    save_ms = median_ms(lambda: store.autosave(saved, state), repeat)
    data = dump_json_bytes(build_document(saved, game.dump(state)))
    dump_ms = median_ms(lambda: dump_json_bytes(build_document(saved, game.dump(state))), repeat)
    copy, backup = folder / f"{game.id} copy.json", folder / f"{game.id} copy.bak.json"
    write_ms = median_ms(lambda: write_atomically(copy, data, backup=backup), repeat)
    read_ms = median_ms(lambda: check_document(path, migrate(path, parse_json_bytes(path, read_file_bytes(path))),
                                               games), repeat)
    load_ms = median_ms(lambda: store.load(path), repeat)
    list_ms = median_ms(store.list, repeat)
    size_kb = path.stat().st_size / 1024
    print(f"{game.id:14s} seats={seats} actions={len(saved.actions):5d} file={size_kb:8.1f} KB   "
          f"save {save_ms:6.2f}   dump {dump_ms:6.2f}   write {write_ms:6.2f}   read {read_ms:6.2f}   "
          f"load {load_ms:7.2f}   list {list_ms:5.2f} ms")


def long_cosmic_actions(total, seed=20260502):
    """(game, seats, seed, [(seat, action)]) of a Cosmic game kept going for `total` actions: random legal
    moves, preferring (among a few tried on a copy) one that leaves nobody near five foreign colonies."""
    from rules import GAMES
    from rules.cosmic.state import external_bases
    game, seats = GAMES["cosmic"], 4
    state = game.setup(seats, {}, seed)
    rng = Rng(seed)
    moves = []
    while len(moves) < total and game.actors(state):
        actors = game.actors(state)
        seat = actors[rng.below(len(actors))]
        legal = list(game.legal_actions(state, seat))
        rng.shuffle(legal)
        best, best_score = legal[0], None
        for action in legal[:8]:
            trial = game.clone(state)
            game.apply(trial, seat, action)
            score = 99 if game.outcome(trial) is not None else max(external_bases(trial, x) for x in range(seats))
            if best_score is None or score < best_score:
                best, best_score = action, score
            if score <= 2:
                break
        game.apply(state, seat, best)
        moves.append((seat, best))
    return game, seats, seed, moves


def bench_per_move(moves_measured, folder, marks=(1000, 8000)):
    game, seats, seed, moves = long_cosmic_actions(max(marks) + moves_measured)
    store = SaveStore(folder / "per-move", games={game.id: game})
    for mark in marks:
        if len(moves) < mark + moves_measured:
            print(f"cosmic per-move autosave at {mark}: the game ended after {len(moves)} actions")
            continue
        state = game.setup(seats, {}, seed)
        saved = SavedGame(game.id, game.resolve_options({}),
                          [{"name": f"Player {i + 1}", "kind": "human", "level": ""} for i in range(seats)],
                          seed, name=f"per move {mark}")
        for seat, action in moves[:mark]:
            game.apply(state, seat, action)
            saved.record(game, seat, action)
        store.autosave(saved, state)
        times = []
        for seat, action in moves[mark:mark + moves_measured]:
            game.apply(state, seat, action)
            saved.record(game, seat, action)
            start = time.perf_counter()
            path = store.autosave(saved, state)
            times.append((time.perf_counter() - start) * 1000)
        print(f"cosmic per-move autosave at {mark:5d} actions: median {statistics.median(times):7.2f} ms, "
              f"max {max(times):7.2f} ms  (file {path.stat().st_size / 1024:8.1f} KB, {moves_measured} moves)")


def hostile_files(folder):
    """Four hostile saves of about 19 MB each (all under the 20 MB limit), of the kinds issue 10 found."""
    import json
    header = {"format": "tabletop-save", "version": 2, "app_version": "", "game_id": "kickards", "name": "",
              "options": {}, "seats": [{"name": "A", "kind": "human", "level": ""},
                                       {"name": "B", "kind": "ai", "level": "hard"}],
              "seed": 1, "snapshot": {}, "created": "2026-05-01T12:00:00+00:00",
              "updated": "2026-05-01T12:00:00+00:00"}
    target = 19 * 1024 * 1024
    many = dict(header, actions=[{"seat": 0, "action": {"kind": "pass"}}] * 500_000)
    (folder / "half a million actions.json").write_bytes(json.dumps(many, separators=(",", ":")).encode())
    # As many entries as the reader parses before refusing (just under MAX_ITEMS), padded to 19 MB.
    count = 55_000
    pad = "x" * (target // count - 60)
    just_under = dict(header, actions=[{"seat": 0, "action": {"kind": "pass", "p": pad}}] * count)
    (folder / "just under the item limit.json").write_bytes(json.dumps(just_under).encode())
    long_text = dict(header, actions=[], snapshot={"blob": "y" * target})
    (folder / "one long text.json").write_bytes(json.dumps(long_text).encode())
    deep = "[" * 60 + "0" + "]" * 60
    nested = dict(header, actions=[], snapshot={"n": [json.loads(deep)] * 1})
    raw = json.dumps(nested).encode()
    (folder / "cut short.json").write_bytes((raw[:-2] + b" " * target)[:target])
    return [folder / name for name in ("half a million actions.json", "just under the item limit.json",
                                       "one long text.json", "cut short.json")]


def bench_hostile_listing(folder, repeat=3):
    from rules import GAMES
    listing = folder / "hostile"
    listing.mkdir()
    for game in GAMES.values():
        saved, state = play_to_end(game, game.seat_counts[-1], seed=7)
        saved.actions, state = saved.actions[:len(saved.actions) // 2], None
        state = game.setup(len(saved.seats), {}, 7)
        for item in saved.actions:
            game.apply(state, item["seat"], game.decode_action(item["action"]))
        SaveStore(listing, games=GAMES).autosave(saved, state)
    files = hostile_files(listing)
    sizes = ", ".join(f"{p.stat().st_size / 2**20:.1f} MB" for p in files)
    first, second, restart = [], [], []
    for n in range(repeat):
        memory = folder / f"memory-{n}.json"
        store = SaveStore(listing, games=GAMES, memory_file=memory)
        start = time.perf_counter()
        store.list()
        store.latest()
        first.append(time.perf_counter() - start)
        start = time.perf_counter()
        store.list()
        store.latest()
        second.append(time.perf_counter() - start)
        again = SaveStore(listing, games=GAMES, memory_file=memory)
        start = time.perf_counter()
        again.list()
        again.latest()
        restart.append(time.perf_counter() - start)
    print(f"listing + Continue with {len(files)} hostile saves ({sizes}) and 3 real ones: "
          f"first {statistics.median(first) * 1000:7.1f} ms (worst {max(first) * 1000:.1f}), "
          f"again {statistics.median(second) * 1000:6.1f} ms, "
          f"after a restart {statistics.median(restart) * 1000:6.1f} ms (worst {max(restart) * 1000:.1f})")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--moves", type=int, default=40, help="moves measured for the per-move autosave")
    parser.add_argument("--per-move-only", action="store_true", help="only the per-move autosave cost")
    parser.add_argument("--hostile-only", action="store_true", help="only the listing with hostile saves")
    args = parser.parse_args(argv)
    if args.hostile_only:
        with tempfile.TemporaryDirectory() as tmp:
            bench_hostile_listing(Path(tmp))
        return
    if args.per_move_only:
        with tempfile.TemporaryDirectory() as tmp:
            bench_per_move(args.moves, Path(tmp))
        return
    games = [(LongHighCard(), 2)]
    try:
        from rules import GAMES
        games += [(g, g.seat_counts[-1]) for g in GAMES.values()]
    except Exception as exc:   # a game package mid-development must not stop the benchmark
        print(f"(rules.GAMES not available: {type(exc).__name__}: {exc})")
    print(f"median of {args.repeat} runs each")
    with tempfile.TemporaryDirectory() as tmp:
        for game, seats in games:
            try:
                bench(game, seats, args.repeat, Path(tmp))
            except Exception as exc:   # one engine's bug must not hide the others' numbers
                print(f"{game.id:14s} failed: {type(exc).__name__}: {exc}")
        bench_hostile_listing(Path(tmp))
        bench_per_move(args.moves, Path(tmp))


if __name__ == "__main__":
    main()
