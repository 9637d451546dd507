"""The Amplifier's Flare (classic Force). Wild: lift one edict in force in this challenge: a Blackout (that
player's power works again), a Calm (attacks count as attacks again) or a Static Cloud (rewards and consolation
are given again). Super: the Amplifier, which otherwise changes edicts only as they are played, may also change
one already in force: lift it as the Wild half does, or turn a Blackout onto another player whose power works."""
from rules.core import event

from ..roles import power_active
from .base import WILD, Flare

POINTS = ("aimed", "allies_done", "before_cards", "revealed", "resolved")
LIFTS = {"calm": "lifts the Calm", "no_rewards": "lifts the Static Cloud"}


class ForceFlare(Flare):
    key = "force"
    wild_points = POINTS
    super_points = POINTS

    def playable(self, s, seat, half, point):
        f = s.flags
        return bool(f.get("zapped") or f.get("calm") or f.get("no_rewards"))

    def choices(self, s, seat, half, point):
        f = s.flags
        zapped = sorted(set(f.get("zapped") or ()))
        out = [{"lift": "zapped", "target": x} for x in zapped]
        out += [{"lift": name} for name in LIFTS if f.get(name)]
        if half != WILD:
            out += [{"lift": "zapped", "target": x, "onto": y} for x in zapped for y in range(s.seats)
                    if y not in zapped and y != seat and power_active(s, y)]
        return out

    def play(self, s, seat, half, params):
        f, lift = s.flags, params["lift"]
        if lift != "zapped":
            if not f.pop(lift, None):           # (lifted meanwhile)
                return []
            return [event("flare_used", seat=seat, flare=self.key, half=half, detail=LIFTS[lift])]
        target, onto = params["target"], params.get("onto")
        if target not in (f.get("zapped") or ()):
            return []
        f["zapped"] = [x for x in f["zapped"] if x != target]
        if not f["zapped"]:
            f.pop("zapped")
        events = [event("flare_used", seat=seat, flare=self.key, half=half, detail="lifts the Blackout",
                        target=target)]
        if onto is not None:
            f.setdefault("zapped", []).append(onto)
            events.append(event("power_zapped", seat=seat, target=onto))
        return events

    def words(self, s, action, say):
        if action.lift != "zapped":
            return say(f"force_{action.lift}")
        if action.get("onto") is not None:
            return say("force_turn", player=say.who(action.target), other=say.who(action.onto))
        return say("force_zapped", player=say.who(action.target))
