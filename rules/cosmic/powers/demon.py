"""Ravager (classic Demon): when it wins a challenge as the offense, every token on the planet that is not
its side's is lost with the defender's, not only the defender's own (challenge.settle_win).

Rulings:
- Its allies' tokens are spared, those already on the planet too: they fought beside it and land with it.
  The defender's allies' tokens, and any third player's base there, are lost.
- The losses are the challenge's: they go to the Warp, or in a capture challenge to the Ravager's Prison
  (the Prisoners seed: "Wild Demon takes all tokens on planet prisoner if he wins in a capture challenge");
  powers that act on beaten tokens (Undying, Abyss, Mould) apply to them as to the defender's.
- Only as the offense, and only a won challenge (not a deal).
"""
from .base import Power


class Demon(Power):
    key = "demon"

    def clears_planet(self, s, seat):
        return True
