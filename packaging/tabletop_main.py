"""The standalone bundle's program (packaging/build.py): the same as the `tabletop` command."""
import multiprocessing

from game.cli import main

if __name__ == "__main__":
    # A worker process started with "spawn" runs this same program: freeze_support makes it the worker
    # instead of a second app.
    multiprocessing.freeze_support()
    raise SystemExit(main())
