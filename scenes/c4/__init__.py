"""The C4 table on the table kit: every seat's deck, discard pile, hand, Stay In Play cards with the tokens on
them and token pile; the pot in the middle; cards played by drag and drop, animated token moves, attack flips,
reshuffles and the end of the game.

    table.py       the scene: the table drawn from the display, drops and clicks, buttons, keys
    layout.py      where everything is on the 1920x1080 canvas, for 2 to 6 seats around the viewer
    display.py     the viewer's view patched event by event while the animations play
    animations.py  one animation per engine event
    gestures.py    drops, clicks and buttons mapped onto exactly one legal action (pure, tested on its own)
The faces (cards, tokens) are in sprites/c4/.
"""
