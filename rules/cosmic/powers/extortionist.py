"""Racketeer (classic Extortionist, Eon): takes a cut whenever cards pass between two other players' hands.

Whenever cards pass from one player's hand to another's and the Racketeer is neither of the two, it first
takes one of those cards at random: one card per giver and receiver each time (consolation, the Medic's fee,
a deal, a prisoner exchange, a power that takes cards at random). Rulings taken:
- Cards taken at random (cards.take_random) are cut before the receiver sees them: only the giver and the
  Racketeer see the card. In a deal or a prisoner exchange all the cards are handed over first and the cut
  is one card chosen at random from those one giver handed one receiver (cards.cut_after): the receiver has
  seen it too. The seed's note holds: cards exchanged for prisoners are extorted.
- Only cards passing from hand to hand: cards drawn from the deck, challenge cards taken from the table
  (Pickpocket, Mirror), edicts salvaged from the discards (Scavenger) and the Swapper's swap of whole
  hands (an exchange of hands, nothing handed over) are not cut.
- The cut is not optional, and it costs the Racketeer nothing; with the power off (Blackout, fewer than three
  home bases) nothing is cut.
"""
from .base import Power


class Extortionist(Power):
    key = "extortionist"

    def takes_cut(self, s, seat):
        return True
