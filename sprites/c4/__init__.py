"""C4's drawn pieces: card faces (name, rock/paper/scissors symbol, kind, cost, text, set and collector
number) at hand, small and hover-zoom sizes, card backs in the owner's look, tokens in each seat's colour,
shape and letter, a player's token pile (a stack per look), the pot, the deck and discard piles
with their counts, and the player strip. They read card names and texts from `rules.c4` and know nothing
of scenes.

- palette.py: seat colours, letters and shapes; kind and symbol colours.
- symbols.py: the rock, paper and scissors symbols.
- cards.py: card faces and backs, sizes, tooltip text.
- tokens.py: a token, stacks, a player's pile, the pot (with the spots tokens fly to and from).
- piles.py: the deck and the discard pile.
- strip.py: a player's strip.
"""
