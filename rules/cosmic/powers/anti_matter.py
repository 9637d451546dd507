"""Inverter (classic Anti-Matter): as a main player, the lower total wins, and the tokens of its allies subtract
from its total instead of adding (its own tokens and card still add). The classic (Eon) power, always on.

Rulings: the Underdog's upset (classic Loser) against the Inverter reverses the reversal: the two cancel and the
higher total wins, though the Inverter's allies still subtract (the upset still makes both play attacks).
Ties still go to the defense. A compromise meets an attack as usual. A Titan (Macron) ally subtracts four.
"""
from .base import Power


class AntiMatter(Power):
    key = "anti_matter"

    def changes_total(self, s, seat, main):
        # (as the main player only)
        return main

    def side_total(self, s, seat, card_value, own, allies):
        return card_value + own - allies

    def lower_total_wins(self, s, seat):
        return True
