"""What a table's worker process runs: computer decisions in, actions out, one at a time.

The app (scenes/table/search_process.py) starts the process with `serve` and sends it requests; nothing here
knows of the app, and the process imports rules/ only. A request carries everything a decision needs: the game
id, the state as `game.dump` gives it, the seat, and the seat's driver itself (pickled with its generator), so
the driver comes back advanced exactly as if it had decided in the app, and a worker that is replaced loses
nothing. `wanted` is a number shared with the app: the generation of the position the app still waits on. A
request of another generation is no longer needed: it is skipped, or its search stops at the next iteration.
"""
from __future__ import annotations

import time

import rules

# A reply: (job id, the encoded action or None, the driver after deciding or None, the error or None, figures)
# where figures = {"iterations", "wall", "cpu", "cancelled"} of that decision (benchmarks and tests read them).


def decide(request, wanted) -> tuple:
    """The reply to one request (job id, generation, game id, dumped state, seat, driver)."""
    job_id, generation, game_id, dumped, seat, driver = request
    figures = {"iterations": 0, "wall": 0.0, "cpu": 0.0, "cancelled": wanted.value != generation}
    if figures["cancelled"]:
        return job_id, None, None, None, figures
    wall, cpu = time.perf_counter(), time.process_time()
    driver.cancelled = lambda: wanted.value != generation
    try:
        game = rules.GAMES[game_id]
        action = driver.choose(game, game.load(dumped), seat)
        encoded = game.encode_action(action)
    except Exception as exc:  # a bug in a bot or an engine: the table shows it and the game goes on
        return job_id, None, None, f"{type(exc).__name__}: {exc}", figures
    finally:
        driver.cancelled = None       # a closure cannot travel back (and must not stay on the driver)
        figures["wall"] = time.perf_counter() - wall
        figures["cpu"] = time.process_time() - cpu
    figures["iterations"] = getattr(driver, "last_iterations", 0)
    figures["cancelled"] = wanted.value != generation
    return job_id, encoded, driver, None, figures


def serve(requests, replies, wanted) -> None:
    """Answer requests until the app says stop (None) or goes away (its end of the pipe closes)."""
    while True:
        try:
            request = requests.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        reply = decide(request, wanted)
        try:
            replies.send(reply)
        except (BrokenPipeError, OSError):
            return
        except Exception as exc:  # the driver or the action would not pickle: say so instead of dying
            replies.send((reply[0], None, None, f"{type(exc).__name__}: {exc}", reply[4]))
