"""Harmonist (classic Empath), the power of empathy: as a main player, when the cards are revealed and its
compromise meets the opponent's attack, it may make the attack count as a compromise: the two main players
must then make a deal (challenge.card_type, flag "harmony").

Rulings:
- Only its own compromise: the Harmonist makes the attacker feel as it does (a Harmonist attacking a
  compromise simply fights). We keep the attack-into-compromise form rather than letting it change its own
  card: an attack needs a value a compromise does not have.
- Optional: losing with a compromise still brings consolation, and a failed deal costs both three tokens.
- A believed Bluffer claim counts as what was claimed; a Calm edict already makes every attack a
  compromise.
"""
from rules.core import event

from ..challenge import card_type
from .base import Power


class Empath(Power):
    key = "empath"
    points = ("revealed",)

    def offers(self, s, seat, point):
        if seat not in (s.offense, s.defense) or s.flags.get("harmony") or s.flags.get("diplomacy") is not None:
            return []
        mine = 0 if seat == s.offense else 1
        if None in s.played or card_type(s, mine) != "compromise" or card_type(s, 1 - mine) != "attack":
            return []
        return [self.act(choice="harmony")]

    def use(self, s, seat, action):
        s.flags["harmony"] = True
        return [event("power_used", seat=seat, power=self.key, detail="the attack counts as a compromise")]

    def words(self, s, action, say):
        return say("empath.harmony")
