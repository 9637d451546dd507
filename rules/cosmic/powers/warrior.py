"""Veteran (classic Warrior, Eon): the power of mastery. It gains experience from every challenge it fights as a
main player, and its experience adds to its total whenever it is a main player.

Rulings taken:
- After a challenge in which it was a main player and which was decided, it gains one experience point if it
  won (or a deal was made) and two if it lost (or the deal failed): it learns more from defeat. A challenge
  that never came to a decision (no tokens to launch, Shields holding against Weapons) teaches nothing; a
  challenge its opponent conceded (the Doubter's doubt) counts as won.
- Experience is kept for the whole game in `s.lasting["warrior"]` ({seat: points}, public: the readable view
  and the log show it). It is gained, and it adds, only while the power works (as every power); it is never
  lost.
- It adds to the Veteran's own side total as a main player (attack against attack), not as an ally.
"""
from rules.core import event

from .base import Power


def experience(s, seat) -> int:
    return s.lasting.get("warrior", {}).get(str(seat), 0)


def outcome_points(s, seat):
    """Experience this main player gains from the challenge just over: 1 won or dealt, 2 lost or no deal,
    None if it was never decided."""
    winner = s.flags.get("winner")
    if winner is not None:
        return 1 if winner == seat else 2
    d = s.deal
    if d and d.get("kind") == "deal" and seat in d.get("parties", ()) and d.get("over"):
        return 1 if "to_give" in d else 2       # (t_deal_exec marks a deal carried out with "to_give")
    return None


class Warrior(Power):
    key = "warrior"
    points = ("after_challenge",)

    def changes_total(self, s, seat, main):
        # (as the main player only)
        return main

    def side_total(self, s, seat, card_value, own, allies):
        return card_value + own + allies + experience(s, seat)

    def auto(self, s, seat, point):
        if seat not in (s.offense, s.defense):
            return []
        gained = outcome_points(s, seat)
        if not gained:
            return []
        kept = s.lasting.setdefault("warrior", {})
        kept[str(seat)] = kept.get(str(seat), 0) + gained
        return [event("power_used", seat=seat, power=self.key, detail="gains experience",
                      params={"n": gained, "total": kept[str(seat)]})]

    def notes(self, s, seat):
        points = experience(s, seat)
        return [[seat, "experience", {"n": points}]] if points else []
