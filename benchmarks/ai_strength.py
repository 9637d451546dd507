"""AI strength on a real game: one champion seat against opponents of another level, seats rotating.

    python benchmarks/ai_strength.py --game kickards --opponent easy --matches 200
    python benchmarks/ai_strength.py --game c4 --opponent easy --matches 20 --iterations 224
    python benchmarks/ai_strength.py --game cosmic --seats 3 --opponent easy --matches 12 --iterations 230

Without --iterations the champion uses its real time budget (hard: ~1.5 s a decision). With --iterations N
it searches exactly N iterations a decision instead (deterministic whatever the machine's load): give it
the count the level reaches in its budget on the machine (benchmarks/ai.py prints it). The opponents always
play as in the app (easy: its time budget).
With --results FILE each finished match is kept in FILE and a run started again plays only the matches
still missing (a 200-match measurement can take several sittings); --workers 2 plays two at once.
With --paired every deal is played once with the champion in each seat (matches 0 and 1 share a deal in a
2-seat game): in C4, where the decks dealt decide much of a match, the comparison then needs fewer matches.
With --foresight the champion cheats: its search looks at the true position (every hidden card, the order of
every deck, the dice to come) instead of re-dealing what it cannot know. No level plays like that; it measures
how much of a game is luck, the ceiling a fair player of the same search cannot pass.
The goals (issue 15): in 2-seat games hard wins at least 70% of the decided games against easy; in 3-seat
Cosmic it wins at least twice its fair share (two games in three) against two easy computers.
"""
import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import rules  # noqa: E402
from rules.ai import make_driver  # noqa: E402
from rules.core import Rng  # noqa: E402

from game_runs import GameRuns  # noqa: E402  (benchmarks/, beside this file)


def play(game, drivers, seed, options):
    state = game.setup(len(drivers), options, seed)
    order = Rng(seed ^ 0xABCDEF)
    while game.actors(state):
        actors = game.actors(state)
        seat = actors[order.below(len(actors))]
        game.apply(state, seat, drivers[seat].choose(game, state, seat))
    return game.outcome(state)


def c4_deck_names(game, seed: int, seats: int) -> list:
    """The prebuilt deck each seat was dealt in a C4 match of this seed (the same deal `play` makes). The deal
    decides much of a C4 match, so the summary also shows the champion's wins and losses by deck."""
    from rules.c4.cards import DECK_NAMES
    from rules.c4.decklists import check_deck
    by_cards = {tuple(sorted(check_deck(name, 0))): name for name in DECK_NAMES}
    dealt = game.setup(seats, {}, seed).options["decks"]
    return [by_cards.get(tuple(sorted(cards)), "home-made") for cards in dealt]


def deck_lines(game, args, seats, verdicts: dict) -> list:
    """C4 only: the champion's wins and losses by its own deck and by the opponents' decks."""
    own, against = {}, {}
    for m, verdict in verdicts.items():
        if verdict == "draw/shared":
            continue
        names = c4_deck_names(game, match_seed(args, m), seats)
        me = m % seats
        own.setdefault(names[me], [0, 0])[verdict == "loss"] += 1
        for i, name in enumerate(names):
            if i != me:
                against.setdefault(name, [0, 0])[verdict == "loss"] += 1

    def line(title, table):
        parts = [f"{name} {w}-{lost} ({w / (w + lost):.0%})" for name, (w, lost) in sorted(table.items())]
        return f"{title}: " + ", ".join(parts)
    return [line(f"{args.champion} won-lost with its deck", own), line("against the deck of", against)]


def deal_line(seats: int, verdicts: dict) -> str:
    """Paired runs: how many whole deals the champion won in 0, 1, ... of their seats. A deal won from every
    seat, or from none, is one the champion's play decided; the rest went the way the deal leaned."""
    wins_by_deal = {}
    for m, verdict in verdicts.items():
        wins_by_deal.setdefault(m // seats, []).append(verdict == "win")
    whole = [sum(w) for w in wins_by_deal.values() if len(w) == seats]
    counts = ", ".join(f"{k} of {seats}: {whole.count(k)}" for k in range(seats + 1))
    return f"whole deals ({len(whole)}) by the champion's wins: {counts}"


ARGS = None        # the parsed command line, for the worker processes (they are forked after it is set)


def match_seed(args, m: int) -> int:
    """The seed (so the deal) of match m. With --paired, matches come in runs of one per seat that share a
    deal, the champion in each seat in turn: the luck of the deal then cancels out of the comparison."""
    return args.seed + (m // args.seats_used if args.paired else m)


class Foresight:
    """`game` for a cheating search: `sample_hidden` hands over the true position itself (a copy), so the
    search knows what is hidden and what is still to be shuffled or rolled. Everything else is the game's."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)

    def sample_hidden(self, state, seat, rng):
        return self._game.clone(state)


class ForeseeingDriver:
    """A driver that decides with `Foresight(game)` (the benchmark's --foresight)."""

    def __init__(self, driver):
        self.driver = driver

    def choose(self, game, state, seat):
        return self.driver.choose(Foresight(game), state, seat)


def play_match(m: int) -> dict:
    """Match m: the champion in seat m % seats. Returns the outcome's winners and scores."""
    args = ARGS
    game = rules.GAMES[args.game]
    seats = args.seats_used
    me = m % seats
    seed = match_seed(args, m)
    drivers = [make_driver(args.opponent, 1000 + seed * seats + i) for i in range(seats)]
    settings = {"iterations": args.iterations, "time_limit": None} if args.iterations else {}
    drivers[me] = make_driver(args.champion, seed, **settings)
    if getattr(args, "foresight", False):
        drivers[me] = ForeseeingDriver(drivers[me])
    out = play(game, drivers, seed, {})
    return {"winners": list(out["winners"]), "scores": list(out.get("scores") or [])}


def plays_beginner(game, args) -> bool:
    """Whether an easy seat plays as the game's beginner (C4 since 26 Nov 2026, Cosmic since 27 Nov): such
    games are kept apart in a results file from the ones played against the easy level before."""
    return "easy" in (args.champion, args.opponent) and (
        game.beginner_heuristic is not None or game.beginner_samples is not None)


def search_by_rule(game, args) -> str | None:
    """What a search seat leaves to the game's rule of thumb, if anything (KICKARDS since 27 Nov 2026: card
    placement, `rule_decides`, then also the other side's moves in the tree, `opponents_by_rule`): such games
    are kept apart from the ones of the search before."""
    if not {"normal", "hard"} & {args.champion, args.opponent}:
        return None
    parts = [words for member, words in (("rule_decides", "rule placement"),
                                           ("opponents_by_rule", "opponents by rule"))
             if getattr(game, member, None)]
    return ", ".join(parts) or None


def main(argv=None):
    global ARGS
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="kickards")
    p.add_argument("--seats", type=int, default=None, help="seats (default: the game's smallest)")
    p.add_argument("--champion", default="hard")
    p.add_argument("--opponent", default="random")
    p.add_argument("--matches", type=int, default=20)
    p.add_argument("--iterations", type=int, default=None, help="fixed search iterations instead of the clock")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--results", default=None,
                   help="a results file: finished matches are kept there and a later run plays only the rest")
    p.add_argument("--workers", type=int, default=1, help="matches played at once (one per core at most)")
    p.add_argument("--paired", action="store_true",
                   help="play every deal once with the champion in each seat (luck of the deal cancels out)")
    p.add_argument("--foresight", action="store_true",
                   help="the champion's search sees the true position (cheating): how much of the game is luck")
    args = p.parse_args(argv)
    game = rules.GAMES[args.game]
    seats = args.seats if args.seats in game.seat_counts else max(2, game.seat_counts[0])
    args.seats_used = seats
    ARGS = args
    budget = f"{args.iterations} iterations a decision" if args.iterations else "its real time budget"
    if args.foresight:
        budget += ", seeing the true position"
    print(f"load average {os.getloadavg()[0]:.1f}; {args.game} {seats} seats: {args.champion} ({budget}) "
          f"vs {seats - 1} x {args.opponent}", flush=True)
    if not args.iterations and args.workers > 1:
        print("note: with the clock, matches played at once share the cores and think less", flush=True)
    runs = GameRuns(args.results, {"bench": "ai_strength", "game": args.game, "seats": seats,
                                   "champion": args.champion, "opponent": args.opponent,
                                   "iterations": args.iterations, "seed": args.seed,
                                   **({"paired": True} if args.paired else {}),
                                   **({"foresight": True} if args.foresight else {}),
                                   **({"easy": "beginner"} if plays_beginner(game, args) else {}),
                                   **({"search": search_by_rule(game, args)} if search_by_rule(game, args) else {})})
    win = shared = loss = 0
    share = 0.0
    diffs, started = [], time.perf_counter()
    verdicts = {}
    for m, out in runs.play(range(args.matches), play_match, args.workers):
        me = m % seats
        winners = out["winners"]
        if winners == [me]:
            win += 1
        elif me in winners or not winners:
            shared += 1
        else:
            loss += 1
        share += (1 / len(winners) if me in winners else 0.0) if winners else 1 / seats
        scores = out.get("scores") or []
        if len(scores) == seats:
            others = [s for i, s in enumerate(scores) if i != me]
            diffs.append(scores[me] - max(others))
        verdict = "win" if winners == [me] else "draw/shared" if not winners or me in winners else "loss"
        verdicts[m] = verdict
        print(f"match {m + 1}: seat {me} {verdict} scores {scores}", flush=True)
    decided = win + loss
    print(f"{args.game} {seats} seats: {args.champion} ({budget}) vs {args.opponent} over {args.matches} "
          f"matches: won {win}, drew or shared {shared}, lost {loss}"
          f"{f'; {win / decided:.0%} of decided games' if decided else ''}; win share {share / args.matches:.0%} "
          f"(fair share {1 / seats:.0%}); score difference mean {statistics.mean(diffs) if diffs else 0:+.2f}; "
          f"{time.perf_counter() - started:.0f} s this run")
    if args.paired:
        print(deal_line(seats, verdicts))
    if args.game == "c4":
        for text in deck_lines(game, args, seats, verdicts):
            print(text)


if __name__ == "__main__":
    main()
