"""Haunt (classic Phantom, Mayfair): its tokens that would go to the Warp become ghosts instead, a pile set
aside beside its system (state.aside). As a main player, or as an ally, each ghost adds one to its side's
total, four at most: ghosts add to the challenge without being in it, so they are never lost with the side
and never imprisoned, and never count as Shields or Weapons. At the start of each of its own challenges one
ghost may come back to one of its bases, in place of the token it would take from the Warp.

Rulings taken (the Mayfair card is known here only through the Skill Tokens and Prisoners notes):
- Only tokens lost "to the Warp" become ghosts (tokens.lose_tokens): in a capture challenge the tokens it loses
  in the challenge go to the winner's Prison as anyone's do ([TEXT] Prisoners: powers acting on tokens going
  to the Warp do not apply there). The Undying-like protection is the power's: it works only while the power
  does.
- The ghosts' bonus is at most four ([PROPOSAL], for balance: ghosts pile up from every loss).
- With Skill Tokens it may call Escorts from its ghosts ([TEXT] Skill Tokens); such an Escort fights like any
  token, goes back to the ghosts if it survives (tokens.home_spot) and, being a ghost, is never imprisoned
  ([TEXT] Prisoners: "Ghost tokens cannot be imprisoned"): lost in a capture challenge it goes back to the
  ghosts. Leaders among the ghosts are active (state.active_leaders).
- Bringing a ghost back counts as the regain of that challenge: it takes no token from the Warp then.
"""
from rules.core import event

from ..state import aside, bases, count_at, pick_token, token_options
from ..tokens import move
from .base import Power

GHOST_BONUS_LIMIT = 4


class Phantom(Power):
    key = "phantom"
    points = ("start",)

    def changes_total(self, s, seat, main):
        return True

    def sets_aside_lost_tokens(self, s, seat):
        return True

    def stack_bonus(self, s, seat, tokens):
        # Asked only for the main players' own tokens (a defender may have none on the planet) and for each
        # ally's (challenge.totals): an outsider's ghosts add nothing.
        return min(GHOST_BONUS_LIMIT, count_at(s, seat, aside(seat)))

    def escort_places(self, s, seat):
        return [aside(seat)]

    def offers(self, s, seat, point):
        if seat != s.offense or s.flags.get("regained") or s.flags.get("raid"):
            return []
        ghosts = token_options(s, seat, aside(seat))
        return [self.act(ghost=p, **o) for p in bases(s, seat) for o in ghosts]

    def use(self, s, seat, action):
        s.flags["regained"] = True      # in place of the token from the Warp
        t = pick_token(s, seat, aside(seat), action.get("skill"))
        return [event("power_used", seat=seat, power=self.key, detail="a ghost comes back", planet=action.ghost)] \
            + move(s, [t], action.ghost, "ghost returns")

    def words(self, s, action, say):
        return say("phantom.return", token=say.token(action), place=say.place(action.ghost, "to"))
