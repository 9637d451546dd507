"""A computer that searches thinks in its table's worker process (scenes/table/search_process.py): the decision
comes back and lands, a decision no longer wanted is cancelled there and never applied, closing the table ends
the process, and a worker that fails is shown while the game goes on. The misbehaving drivers are in
tests/fixtures/drivers.py; the random level still decides in a thread (nothing to gain from a process)."""
import multiprocessing
import os
import time

from rules.ai import make_driver
from rules.core import canonical
from scenes.table.search_process import ProcessJob
from scenes.table.session import AiJob
from scenes.title import TitleScene
from tests.fixtures.drivers import DyingDriver, EndlessDriver, PeekingDriver, RaisingDriver
from tests.scenes.apps import open_table
from tests.scenes.driver import pump

WAIT = 20.0      # seconds at most for the worker (its first start imports the engines; the machine may be busy)


def pump_until(app, done, seconds=WAIT):
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the worker did not answer in time"
        pump(app, 1)
        time.sleep(0.005)


def wait_for(done, seconds=WAIT):
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "still waiting"
        time.sleep(0.005)


def with_drivers(table, drivers: dict):
    """Put these drivers in the computers' seats, as undo does: what was asked before is no longer wanted.
    The table was opened with its computers held (a first frame may take longer than a search), and they
    play from now on."""
    session = table.session
    session.drivers.update(drivers)
    session.jobs.clear()
    session.generation += 1
    table.computer.held = False


def is_gone(pid) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_a_searched_decision_comes_back_from_the_worker_and_lands_on_the_table(rapp):
    table = open_table(rapp, "kickards", ("human", "ai"), seed=4, level="normal", held=True)
    session, game = table.session, table.game
    search = make_driver("normal", seed=11, iterations=60, time_limit=None)     # deterministic for its seed
    twin = make_driver("normal", seed=11, iterations=60, time_limit=None)
    with_drivers(table, {1: search})
    expected = twin.choose(game, game.clone(session.state), 1)       # the same search, here in the app
    pump_until(rapp, lambda: any(a["seat"] == 1 for a in session.saved.actions))
    landed = next(a for a in session.saved.actions if a["seat"] == 1)
    assert game.decode_action(landed["action"]) == expected
    worker = session.search_process
    assert worker is not None and worker.pid != os.getpid() and worker.process.is_alive()
    assert worker.process.daemon                                   # never outlives the app
    # The driver came back advanced exactly as the one that decided here: the seat's next search is the same.
    assert session.drivers[1] is not search and session.drivers[1].rng.getstate() == twin.rng.getstate()
    assert session.drivers[1].last_iterations == 60


def test_the_worker_imports_no_pygame_and_is_reused(rapp):
    table = open_table(rapp, "kickards", ("ai", "ai"), seed=4, held=True)
    session = table.session
    with_drivers(table, {0: PeekingDriver(), 1: PeekingDriver()})
    table.computer.held = True
    pump(rapp, 1)
    assert all(isinstance(job, ProcessJob) for job in session.jobs.values())
    table.computer.held = False
    pump_until(rapp, lambda: len(session.saved.actions) >= 2)
    peeked = [session.drivers[0], session.drivers[1]]
    assert {d.pid for d in peeked} == {session.search_process.pid}      # one worker for the table
    assert not any(d.saw_pygame for d in peeked)


def test_the_random_level_decides_in_a_thread(rapp):
    table = open_table(rapp, "kickards", ("human", "ai"), seed=4, level="random", held=True)
    pump(rapp, 1)
    assert table.session.search_process is None
    assert all(isinstance(job, AiJob) for job in table.session.jobs.values())


def test_an_undo_while_the_computers_think_cancels_their_search_and_nothing_of_it_lands(rapp):
    # Skill Tokens: every seat arranges its tokens at once, a person token by token, so the person may take
    # a move back while the computers are still thinking about the position after it.
    table = open_table(rapp, "cosmic", ("human", "ai", "ai"), {"skill_tokens": True}, seed=4, level="normal",
                       held=True)
    session, game = table.session, table.game
    with_drivers(table, {1: EndlessDriver(), 2: EndlessDriver()})
    before = canonical(game.dump(session.state))
    move = next(a for a in game.legal_actions(session.state, 0) if a.kind == "arrange")
    assert table.act(move)
    pump_until(rapp, lambda: set(session.jobs) == {1, 2})
    asked = dict(session.jobs)
    assert all(isinstance(job, ProcessJob) for job in asked.values())
    time.sleep(0.05)                                      # the worker is searching the position after the move
    assert table.undo()
    for job in asked.values():
        wait_for(job.done.is_set)                          # the search stopped (it would never end by itself)
    assert all(job.figures["cancelled"] for job in asked.values())
    pump(rapp, 20)
    assert session.saved.actions == []                     # no answer of theirs was applied
    assert canonical(game.dump(session.state)) == before
    assert session.search_process.process.is_alive()       # the same worker goes on with the position now


def test_closing_the_table_stops_its_worker_even_mid_search(rapp):
    table = open_table(rapp, "cosmic", ("human", "ai", "ai"), {"skill_tokens": True}, seed=4, level="normal",
                       held=True)
    session = table.session
    with_drivers(table, {1: EndlessDriver(), 2: EndlessDriver()})
    pump_until(rapp, lambda: session.search_process is not None and session.search_process.pid is not None)
    worker = session.search_process
    pid = worker.pid
    rapp.stack.reset(TitleScene(rapp))                     # the table leaves for good
    assert session.search_process is None and not worker.process.is_alive()
    assert is_gone(pid)
    assert not [p for p in multiprocessing.active_children() if p.name.startswith("tabletop-ai")]


def test_a_decision_that_fails_in_the_worker_is_shown_and_the_game_goes_on(rapp):
    table = open_table(rapp, "kickards", ("human", "ai"), seed=4, level="normal", held=True)
    session, game = table.session, table.game
    first = game.legal_actions(session.state, 1)[0]
    with_drivers(table, {1: RaisingDriver()})
    pump_until(rapp, lambda: any(a["seat"] == 1 for a in session.saved.actions))
    landed = next(a for a in session.saved.actions if a["seat"] == 1)
    assert game.decode_action(landed["action"]) == first          # a safe move was played
    assert table.message_is_error and "broken on purpose" in table.message
    assert session.search_process.process.is_alive()              # an error in a bot does not end the worker


def test_a_worker_that_dies_is_shown_and_the_game_goes_on(rapp):
    table = open_table(rapp, "kickards", ("human", "ai"), seed=4, level="normal", held=True)
    session = table.session
    with_drivers(table, {1: DyingDriver()})
    pump_until(rapp, lambda: any(a["seat"] == 1 for a in session.saved.actions))
    assert table.message_is_error and "exit code 3" in table.message
    assert session.search_process.failure is not None and is_gone(session.search_process.pid)


def answer(session, seat):
    """Ask the session until `seat`'s decision is back, without applying it (so the seat is asked again)."""
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        got = session.poll_ai()
        if got is not None:
            assert got[0] == seat
            return got[1]
        time.sleep(0.005)
    raise AssertionError("no answer")


def test_a_worker_that_dies_is_started_again_once_then_the_computer_thinks_in_a_thread(rapp):
    table = open_table(rapp, "kickards", ("human", "ai"), seed=4, level="normal", held=True)
    session = table.session
    with_drivers(table, {1: DyingDriver()})
    table.computer.held = True
    answer(session, 1)
    first = session.search_process
    assert "exit code 3" in session.computer_problem and first.failure is not None
    answer(session, 1)                                                  # a new worker, which dies as well
    assert session.worker_restarts == 1 and session.search_process is not first and is_gone(first.pid)
    assert session.search_process.failure is not None
    session.drivers[1] = PeekingDriver()
    answer(session, 1)
    assert session.drivers[1].pid == os.getpid()                        # decided in a thread of the app


def test_a_worker_whose_app_is_gone_ends_by_itself():
    import rules
    from scenes.table.search_process import SearchProcess
    game = rules.GAMES["c4"]
    state = game.setup(2, {}, 1)
    worker = SearchProcess()
    job = worker.ask(game, state, game.actors(state)[0], PeekingDriver(), 0)
    assert job.done.wait(WAIT) and job.action is not None
    with worker._lock:                 # as when the app dies: its end of the pipe closes, nothing is said
        worker._requests.close()
        worker._requests = None
    worker.process.join(WAIT)
    # It ended by itself. (Its exit code is 0 but came back as 255 in one run of three here: the forkserver's
    # report of it, not the worker's own end; the code is not what this test is about.)
    assert worker.process.exitcode is not None
    worker.close()
