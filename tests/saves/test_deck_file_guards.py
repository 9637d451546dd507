"""Deck files read as carefully as saves (issue 36, N3): a FIFO or a link to /dev/zero in the decks folder, or
chosen as a deck list to import, is refused as "not a plain file" at once; it never blocks the deck builder
or the C4 deck choice (both read through `DeckStore.list` and `load`) and is never read until memory runs out.

A regression here would hang the test run or eat the machine's memory, so the store is driven in a child
process with a memory ceiling, killed if it has not answered long after it should have."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rules.c4.cards import DECKS
from saves.decks import DeckStore

ROOT = Path(__file__).resolve().parents[2]
BANDITS = list(DECKS["Bandits"])
DEADLINE = 120                     # seconds: a guarded listing answers in well under one
MEMORY_CEILING = 2 << 30           # bytes of address space for the child

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"),
                                reason="needs FIFOs and /dev/zero")


def _limit_memory():
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CEILING, MEMORY_CEILING))


def _in_child(code: str, **values) -> dict:
    """Run `code` (which sets `out`, a JSON-able dict) in a child process; its `out`."""
    script = "import json, sys\nfrom pathlib import Path\n" + "".join(
        f"{k} = {v!r}\n" for k, v in values.items()) + textwrap.dedent(code) + "\nprint(json.dumps(out))\n"
    try:
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                              timeout=DEADLINE, preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired:
        pytest.fail("reading the decks folder blocked (a FIFO or a device was opened and read)")
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.splitlines()[-1])


LIST_AND_LOAD = """
    from saves import SaveError
    from saves.decks import DeckStore
    store = DeckStore(Path(folder))
    out = {"listed": {i.name: i.error for i in store.list()}, "names": store.names()}
    try:
        store.load(bad)
        out["load"] = "loaded"
    except SaveError as exc:
        out["load"] = str(exc)
    try:
        store.import_from(Path(folder) / (bad + ".json"))
        out["import"] = "imported"
    except SaveError as exc:
        out["import"] = str(exc)
"""


@posix_only
def test_a_fifo_in_the_decks_folder_is_refused_without_waiting(tmp_path):
    store = DeckStore(tmp_path / "decks")
    store.save("Good", BANDITS)
    os.mkfifo(store.folder / "Pipe.json")
    out = _in_child(LIST_AND_LOAD, folder=str(store.folder), bad="Pipe")
    assert out["listed"] == {"Good": None, "Pipe": "this is not a plain file"}
    assert out["names"] == ["Good"]
    assert out["load"] == "Pipe.json: this is not a plain file"
    assert out["import"] == "Pipe.json: this is not a plain file"


@posix_only
def test_a_link_to_dev_zero_in_the_decks_folder_is_refused_unread(tmp_path):
    store = DeckStore(tmp_path / "decks")
    store.save("Good", BANDITS)
    os.symlink("/dev/zero", store.folder / "Zero.json")
    out = _in_child(LIST_AND_LOAD, folder=str(store.folder), bad="Zero")
    assert out["listed"] == {"Good": None, "Zero": "this is not a plain file"}
    assert out["names"] == ["Good"]
    assert out["load"] == "Zero.json: this is not a plain file"
    assert out["import"] == "Zero.json: this is not a plain file"


@posix_only
def test_a_fifo_put_in_place_after_the_first_look_is_still_not_waited_for(tmp_path):
    """The first look (stat) may see a plain file that is a FIFO by the time it is opened: the open does not
    wait for a writer, and what was opened is checked before anything is read."""
    fifo = tmp_path / "swapped.json"
    os.mkfifo(fifo)
    out = _in_child("""
        import os, stat
        from saves import safe_json
        real_stat = os.stat
        plain = real_stat(__import__("sys").executable)
        safe_json.os.stat = lambda path, *a, **k: plain if str(path) == fifo else real_stat(path, *a, **k)
        try:
            safe_json.read_plain_bytes(Path(fifo), 1000)
            out = {"read": "read"}
        except safe_json.NotPlainFile:
            out = {"read": "refused"}
    """, fifo=str(fifo))
    assert out == {"read": "refused"}
