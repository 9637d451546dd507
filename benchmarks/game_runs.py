"""Long benchmark runs that survive being stopped: each finished game is one line of a results file, and a run
started again with the same settings plays only the games that file does not hold yet. Games run in worker
processes (one per core by default), so a 200-game measurement can be spread over several sittings and use
every core while it runs.

    runs = GameRuns(path, settings)              # settings: a JSON-able dict that names the measurement
    for index, result in runs.play(range(200), play_one, workers=2):
        ...                                      # every result, the stored ones first

`play_one(index)` must be a module-level function (it is sent to the workers) and return a JSON-able value.
Lines of other settings in the same file are left alone, so one file can hold several measurements.
"""
from __future__ import annotations

import json
import multiprocessing
import os
from pathlib import Path


class GameRuns:
    def __init__(self, path, settings: dict):
        self.path = Path(path) if path else None
        self.key = json.dumps(settings, sort_keys=True)

    def stored(self) -> dict:
        """{index: result} of the games of these settings already in the file (a torn last line is skipped)."""
        out = {}
        if self.path is None or not self.path.exists():
            return out
        for line in self.path.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue
            if isinstance(row, dict) and row.get("settings") == self.key and isinstance(row.get("index"), int):
                out[row["index"]] = row.get("result")
        return out

    def _store(self, index: int, result) -> None:
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        torn = self.path.exists() and self.path.stat().st_size and not self.path.read_bytes().endswith(b"\n")
        with self.path.open("a", encoding="utf-8") as f:
            if torn:                   # a run killed mid-line: start a fresh line, the torn one stays unread
                f.write("\n")
            f.write(json.dumps({"settings": self.key, "index": index, "result": result}) + "\n")
            f.flush()
            os.fsync(f.fileno())

    def play(self, indices, play_one, workers: int | None = None):
        """Yield (index, result) for every index: stored results first, then new games as they finish."""
        done = self.stored()
        wanted = list(indices)
        for index in wanted:
            if index in done:
                yield index, done[index]
        todo = [i for i in wanted if i not in done]
        workers = max(1, min(workers or os.cpu_count() or 1, len(todo) or 1))
        if workers == 1:
            for index in todo:
                result = play_one(index)
                self._store(index, result)
                yield index, result
            return
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            for index, result in pool.imap_unordered(_call, [(play_one, i) for i in todo]):
                self._store(index, result)
                yield index, result


def _call(job):
    play_one, index = job
    return index, play_one(index)
