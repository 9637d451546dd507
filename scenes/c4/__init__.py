"""The C4 screens: the deck builder, each seat's deck on the new-game screen, and the table on the table kit:
every seat's deck, discard pile, hand, Stay In Play cards with the tokens on them and token pile; the pot in
the middle; cards played by drag and drop, animated token moves, attack flips, reshuffles and the end of the
game.

    table.py       the scene: the table drawn from the display, drops and clicks, buttons, keys
    layout.py      where everything is on the 1920x1080 canvas, for 2 to 6 seats around the viewer
    display.py     the viewer's view patched event by event while the animations play
    animations.py  one animation per engine event
    gestures.py    drops, clicks and buttons mapped onto exactly one legal action (pure, tested on its own)
    deck_builder.py       the deck builder: the card pool, the deck being built, the player's stored decks
    deck_builder_files.py the file dialog of its import and export
    deck_choice.py        each seat's deck on the new-game screen
    lesson.py             the guided first game (the coach: scenes/table/coach.py)
The faces (cards, tokens) are in sprites/c4/.
"""
from scenes.game_screens import GameScreens, MenuEntry

# What the generic screens open for this game (scenes/game_screens.py).
SCREENS = GameScreens(table="scenes.c4.table:C4TableScene", seat_choice="scenes.c4.deck_choice:DeckChoice",
                      menu=(MenuEntry("scenes", "title.c4_decks", "scenes.c4.deck_builder:open_deck_builder"),),
                      lesson="scenes.c4.lesson:LESSON")
