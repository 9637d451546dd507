"""Drawn pieces: cards, tokens, dice, zones, tweens, drag-and-drop, cached text. No scenes, no app."""
