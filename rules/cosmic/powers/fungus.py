"""Mould (classic Fungus): tokens it beats as a main player stick to its tokens in the challenge (one by one,
in turn) instead of going to the Warp; each captive adds one to the total wherever its stack fights, and is
freed into the Warp when its stack leaves the board (tokens.lose_tokens, tokens.move)."""
from ..state import CAPTIVE
from .base import Power


class Fungus(Power):
    key = "fungus"

    def changes_total(self, s, seat, main):
        return True

    def captures_beaten_tokens(self, s, seat):
        return seat in (s.offense, s.defense) and not s.flags.get("capture")

    def stack_bonus(self, s, seat, tokens):
        codes = {CAPTIVE - t for t in tokens}
        return sum(1 for where in s.loc if where in codes)
