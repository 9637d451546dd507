"""Flares: one card per power, with a Wild half anyone else may play and a Super half for that power's owner
(base.py: the hook interface; playing.py: the deck, when they are offered, playing one; one module per Flare,
named after its power's key)."""
