"""The Underdog's Flare (classic Loser). Wild: once the cards are revealed, a main player may make both sides
lose: nobody wins the challenge, and every token in it on either side is lost, as beaten by the other side (in a
capture challenge each main player imprisons the tokens the other side lost: seed 001, Wild Loser); there is no
consolation and no reward. Super: once an upset is called, the Underdog's side counts four less for the rest of
the challenge (the lower total wins)."""
from rules.core import event

from ..state import CONE, DEFENSE, tokens_at
from ..tokens import lose_tokens
from .base import WILD, Flare

SUPER_LESS = 4
_SKIPPED = (["resolve"], ["point", "resolved"])      # nobody wins: the challenge goes on with its losses


class LoserFlare(Flare):
    key = "loser"
    wild_points = ("revealed",)
    super_points = ("before_cards", "cards_chosen")

    def playable(self, s, seat, half, point):
        if seat not in (s.offense, s.defense) or s.defense is None:
            return False
        f = s.flags
        if half == WILD:
            return bool(f.get("revealed") and f.get("attack_played") and f.get("winner") is None and
                        f.get("diplomacy") is None and not f.get("raid") and not f.get("secondary") and
                        any(list(t) == ["resolve"] for t in s.agenda))
        return bool(f.get("upset"))

    def play(self, s, seat, half, params):
        if not self.playable(s, seat, half, None):
            return []
        if half != WILD:
            self.last(s, seat, half, 0 if seat == s.offense else 1)
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail="the side counts four less")]
        s.agenda = [t for t in s.agenda if list(t) not in _SKIPPED]
        capture = bool(s.flags.get("capture"))
        offense = tokens_at(s, s.offense, CONE) + [t for a in s.allies_off for t in tokens_at(s, a, CONE)]
        defense = tokens_at(s, s.defense, s.planet) + tokens_at(s, s.defense, DEFENSE) + \
            [t for a in s.allies_def for t in tokens_at(s, a, DEFENSE)]
        events = [event("flare_used", seat=seat, flare=self.key, half=half, detail="both sides lose")]
        events += lose_tokens(s, offense, "defeated", beaten_by=s.defense, captor=s.defense if capture else None)
        events += lose_tokens(s, defense, "defeated", beaten_by=s.offense, captor=s.offense if capture else None)
        return events

    def total_change(self, s, seat, half, data, side):
        return -SUPER_LESS if half != WILD and side == data else 0
