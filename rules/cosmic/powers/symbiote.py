"""Twin (classic Symbiote): one being in two colours. The Twin's twenty tokens are ten of its own colour and
ten of its twin colour (the last ten: they start on its third, fourth and fifth planets), and it may launch and
ally with up to eight tokens, either colour, instead of four.

Rulings taken (data/rules.md says why):
- The classic Symbiote has a second set of twenty tokens; here every colour has twenty tokens and up to six
  colours are in play, so the Twin's own twenty are split in two colours of ten. Its limit of eight (four of
  each colour in the classic) is kept, not split by colour.
- With Skill Tokens ([TEXT]): a twin-colour token is never called as an Escort nor counted as a Shield or
  Weapon (skills.own_colour). Its Leaders count for the Twin like its own (both colours are the Twin itself;
  the Skill Tokens notes name the Symbiote's second colour for Escorts, Shields and Weapons only).
- With Prisoners ([TEXT]): twin-colour tokens are imprisoned like any other; each counts as one Twin token.
- While the power does not work, the Twin is one colour with the usual limit of four.
"""
from ..content import TOKENS_PER_COLOUR
from .base import Power

LIMIT = 8


class Symbiote(Power):
    key = "symbiote"

    def commit_limit(self, s, seat):
        return LIMIT

    def second_colour(self, s, seat, token):
        return token % TOKENS_PER_COLOUR >= TOKENS_PER_COLOUR // 2
