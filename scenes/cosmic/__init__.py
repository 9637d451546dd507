"""The Cosmic table, built on the table kit (scenes/table/):

    table.py       the scene: the systems, planets, Warp, cone and Prisons played by drag and drop
    layout.py      where everything sits on the 1920x1080 canvas for 2 to 6 seats (pure geometry)
    board.py       draws the table from the display (systems, piles, the Warp, the cone, decks, the viewer's
                   hand and power, the challenge panel) and returns hover help
    display.py     the viewer's view patched event by event while the animations play
    animations.py  one animation per engine event
    gestures.py    which legal action a drop or click means (pure, tested on its own)
    deal.py        the deal panel: a deal after two compromises, and the prisoner exchange
    lesson.py      the guided first game (the coach: scenes/table/coach.py)
    lesson_kickers.py, lesson_skills.py, lesson_prisoners.py   short lessons on the three expansions
The faces (planets, tokens, the cone, cards) are in sprites/cosmic/; `benchmarks/cosmic_board.py` renders real
moments to PNG and times the board.
"""
from scenes.game_screens import GameScreens

# What the generic screens open for this game (scenes/game_screens.py).
SCREENS = GameScreens(table="scenes.cosmic.table:CosmicTableScene", lesson="scenes.cosmic.lesson:LESSON",
                      lessons=("scenes.cosmic.lesson_kickers:LESSON", "scenes.cosmic.lesson_skills:LESSON",
                               "scenes.cosmic.lesson_prisoners:LESSON"))
