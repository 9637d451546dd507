"""Cosmic: classic Cosmic Encounter rules with Kickers, Skill Tokens and Prisoners (shared/rules/cosmic.md).
Exposes `GAME`. The in-app rules page is data/rules.md.

Where things are:
- game.py: the protocol object (setup, options, view, sample_hidden, dump/load/clone).
- engine.py: the challenge sequence as an agenda of tasks; totals, resolution, consolation, cleanup.
- actions.py: who acts, legal actions per phase, and carrying actions out.
- state.py (tokens, bases, Prisons), tokens.py (moves and losses), cards.py (draws, discards, new hands).
- negotiation.py: deals, the Envoy's three-way deal and the prisoner exchange.
- kickers.py, edicts.py, skills.py, prisoners.py (capture challenges, Rescue Mission), rulings.py.
- powers/: one class per power on the hook interface in powers/base.py; names and texts in
  data/powers.toml; cards in data/cards.toml. texts.py holds every label and log line.
"""
from .game import GAME, Cosmic

__all__ = ["GAME", "Cosmic"]
