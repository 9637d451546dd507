"""Cosmic's drawn pieces: tokens and piles in each colour's shape, planets, the Warp, the cone, the Prisons,
destiny cards, challenge cards (attacks, compromises, Kickers, edicts, Prisoner Rulings), power cards and the
player strip. They read names and texts from `rules.cosmic` content and know nothing of scenes.

- palette.py: colours, letters and shapes per seat; skill words.
- tokens.py: a token, a pile of tokens with its count, pile slots in a round place.
- planet.py: a planet disc with its piles; prison.py: a Prison; warp.py: the Warp; cone.py: the cone's beam.
- cards.py: challenge card faces and backs, hover detail panels; destiny.py: destiny cards;
  power.py: power cards; strip.py: a player's strip.
"""
