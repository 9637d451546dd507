"""The Cosmic table (issue 12), built on the table kit (scenes/table, issue 11).

- layout.py: where everything sits on the 1920x1080 canvas for 2 to 6 seats (pure geometry).
- display.py: the viewer's view patched event by event while the table plays events one at a time.
- board.py: draws the table from the display (systems, planets, piles, Prisons, the Warp, the cone, decks,
  the viewer's hand and power, the challenge panel) and returns hover help.
The scene itself (gestures mapped to legal actions, animations on the kit's event queue, hot-seat) comes on
top of these; `benchmarks/cosmic_board.py` renders real moments to PNG and times the board.
"""
