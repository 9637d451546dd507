"""The KICKARDS table, built on the table kit (scenes/table/):

    table.py       the scene: pieces synced from the display, drop targets, buttons, keys, clicks
    layout.py      where everything sits on the 1920x1080 canvas
    board.py       drawing of the pitch, strips, panels and hover help
    display.py     the viewer's view patched event by event while the animations play
    animations.py  one animation per engine event
    gestures.py    which legal action a drop, click or key means (pure, tested on its own)
    chance.py      the goal chance in words for the panel beside the shot table
    hand.py        where the viewer's hand cards sit, kept still while the player is busy with them
    results.py     the match results screen; stats.py counts its statistics from the events
    lesson.py      the guided first game (the coach: scenes/table/coach.py)
The faces (player and event cards, shot table, bonus table, control bar, time track) are in sprites/kickards/.
"""
from scenes.game_screens import GameScreens

# What the generic screens open for this game (scenes/game_screens.py).
SCREENS = GameScreens(table="scenes.kickards.table:KickardsTableScene",
                      results="scenes.kickards.results:KickardsResultsScene",
                      lesson="scenes.kickards.lesson:LESSON")
