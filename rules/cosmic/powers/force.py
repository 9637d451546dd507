"""Amplifier (classic Force, Eon): may change what an edict or a Prisoner Ruling does as it is played.

The classic power let its holder modify any edict "within reason", a free-form ruling the table agreed on.
Here it is a fixed menu: when anybody's edict or Ruling is about to work (after any Countermand), a working
Amplifier is asked (phase "amplify", edicts.t_effect / rulings.t_effect) and picks one change the card
offers, or leaves it as it is. Each change widens, narrows or turns the card, never cancels it outright, and
is offered only where it changes something:
- Blackout (Cosmic Zap): it falls on the player who played it instead, or on him too.
- Warp Gate (Mobius Tubes): it frees every Prison too (seed: Force may modify Mobius Tubes to include
  Prisons); or only the tokens of the player who played it and the Amplifier's come back.
- Blight (Plague): four tokens, or two, instead of three.
- Barrier (Force Field): only the offense's allies go home, or only the defense's (both sides must have some).
- Calm (Emotion Control): the Amplifier joins the deal that follows as a third party, as the Envoy does
  (not as a main player, nor in a Rescue Mission).
- Veto (Quash): the voided deal costs nobody tokens.
- Static Cloud (Ionic Gas): it cancels only the defensive rewards, or only the consolation.
- Countermand (Card Zap): the cancelled edict goes back to the hand of the player who played it.
- Clemency (General Amnesty) and Breakout (Jailbreak): the Warp empties too (seed: Force may modify General
  Amnesty and Jailbreak to include the Warp).
- Trade Day (Prisoner Swap): every player may offer twice.
- Round-up (Take Prisoners): only the losing main player's tokens are taken prisoner (his allies' go to the
  Warp). No Quarter (Victory or Death): the losing allies are still taken prisoner (the main player's go to
  the Warp). A later Round-up or No Quarter undoes that.
- Strike Team (Commando Raid): those tokens come home from every Prison, not only the loser's.
- Rescue Mission (Raid on Entebbe): it is aimed at another Prison of the Amplifier's choice.
- Fever (Prison Deaths): two prisoners of each colour, or the Amplifier picks them instead of the player.
The Amplifier may change its own cards too. Its choice is public; being asked depends only on the card played
and the board.
"""
from rules.core import event

from .. import edicts, rulings
from ..roles import power_active
from ..state import WARP, has_base, owner, prison
from ..tokens import receive_prisoner, return_home
from .base import Power

KEEP = "none"
# The log's words for each change (detail.<slug> in data/lang).
DETAILS = {
    "reflect": "turns the Blackout on the player who played it",
    "both": "blacks out the player who played it too",
    "prisons": "the Warp Gate frees every Prison too",
    "narrow": "only two players' tokens come back from the Warp",
    "more": "the Blight takes four tokens",
    "fewer": "the Blight takes two tokens",
    "offense": "only the offense's allies go home",
    "defense": "only the defense's allies go home",
    "join": "joins the deal as a third party",
    "no_losses": "the vetoed deal costs no tokens",
    "rewards": "only the rewards are cancelled",
    "consolation": "only the consolation is cancelled",
    "to_hand": "the cancelled edict goes back to its player's hand",
    "warp": "the Warp empties too",
    "twice": "everyone may offer twice",
    "main": "only the losing main player's tokens are taken prisoner",
    "allies": "the losing allies are taken prisoner all the same",
    "every_prison": "they come home from every Prison",
    "retarget": "aims the mission at another Prison",
    "two_each": "two prisoners of each colour",
    "picks": "picks the prisoners itself",
}


class Force(Power):
    key = "force"

    # --- the menu ------------------------------------------------------------------------------------
    def amplifies(self, s, seat, key, by, target):
        f = s.flags
        if key == "cosmic_zap":
            return [("reflect", {"seat": by}), ("both", {"seat": by})] \
                if by != target and power_active(s, by) else []
        if key == "mobius_tubes":
            out = [("prisons", {})] if s.options.get("prisoners") and rulings.all_prisoners(s) else []
            back = {owner(t) in (by, seat) for t, w in enumerate(s.loc) if w == WARP}
            if back == {True, False}:         # some would still come back, some not
                out.append(("narrow", {"seat": by}))
            return out
        if key == "plague":
            return [("more", {}), ("fewer", {})] if has_base(s, target) else []
        if key == "force_field":
            return [("offense", {}), ("defense", {})] if s.allies_off and s.allies_def else []
        if key == "emotion_control":
            free = seat not in (s.offense, s.defense) and f.get("diplomacy") is None and not f.get("raid")
            return [("join", {})] if free else []
        if key == "quash":
            return [("no_losses", {})]
        if key == "ionic_gas":
            return [("rewards", {}), ("consolation", {})]
        if key == "card_zap":
            return [("to_hand", {"seat": by})]
        if key in ("general_amnesty", "jailbreak"):
            return [("warp", {})] if WARP in s.loc else []
        if key == "prisoner_swap":
            return [("twice", {})]
        if key == "take_prisoners":
            return [("main", {})]
        if key == "victory_or_death":
            return [("allies", {})]
        if key == "commando_raid":
            return [("every_prison", {})] if self._freed_elsewhere(s) else []
        if key == "raid_on_entebbe":
            return [("retarget", {"seat": x}) for x in range(s.seats) if x not in (by, target)]
        if key == "prison_deaths":
            held = [owner(t) for t in rulings.all_prisoners(s)]
            out = [("two_each", {})] if any(held.count(c) > 1 for c in set(held)) else []
            return out + ([("picks", {})] if seat != by else [])
        return []

    def choices(self, s, seat):
        amp = s.flags["amplify"]
        menu = self.amplifies(s, seat, amp["key"], amp["by"], amp["target"])
        return [self.act(mod=mod, **params) for mod, params in menu] + [self.act(mod=KEEP)]

    def use(self, s, seat, action):
        amp = s.flags["amplify"]
        amp["mod"] = action.mod
        if action.get("seat") is not None:
            amp["seat_param"] = action.seat
        if action.mod == KEEP:
            return []
        return [event("power_used", seat=seat, power=self.key, detail=DETAILS[action.mod], edict=amp["key"])]

    # --- carrying the changed card out ---------------------------------------------------------------
    def amplified(self, s, seat, amp):
        key, by, target, mod = amp["key"], amp["by"], amp["target"], amp["mod"]
        if key == "cosmic_zap":
            events = edicts.EFFECTS[key](s, by, target) if mod == "both" else []
            return events + edicts.EFFECTS[key](s, by, by)
        if key == "mobius_tubes":
            if mod == "prisons":
                return edicts.EFFECTS[key](s, by, target) + _free_prisons(s, "warp gate")
            ts = [t for t, w in enumerate(s.loc) if w == WARP and owner(t) in (by, seat)]
            return return_home(s, ts, "warp gate")
        if key == "plague":
            return edicts._plague(s, by, target, tokens=4 if mod == "more" else 2)
        if key == "force_field":
            return edicts._force_field(s, by, target, sides=(mod,))
        if key == "emotion_control":
            s.flags["diplomacy"] = seat
            return edicts.EFFECTS[key](s, by, target)
        if key == "quash":
            s.flags["quashed"] = "no_losses"
            return [event("deal_vetoed", seat=by)]
        if key == "ionic_gas":
            s.flags["no_rewards"] = mod
            return []
        if key in ("general_amnesty", "jailbreak"):
            events = rulings.effect(s, by, key, target)
            return events + return_home(s, [t for t, w in enumerate(s.loc) if w == WARP],
                                        "amnesty" if key == "general_amnesty" else "breakout")
        if key == "prisoner_swap":
            events = rulings.effect(s, by, key, target)
            s.flags["swap"]["queue"] *= 2
            return events
        if key in ("take_prisoners", "victory_or_death"):
            events = rulings.effect(s, by, key, target)
            s.flags["captives"] = mod
            return events
        if key == "commando_raid":
            events = rulings.effect(s, by, key, target)
            side = self._winning_side(s)
            for t in [t for t in rulings.all_prisoners(s) if owner(t) in side]:
                events += receive_prisoner(s, t, owner(t), "strike team")
            return events
        if key == "raid_on_entebbe":
            return rulings.effect(s, by, key, amp["seat_param"])
        if key == "prison_deaths":
            events = rulings.effect(s, seat if mod == "picks" else by, key, target)
            if mod == "two_each":
                s.flags["deaths"]["colours"] = sorted(s.flags["deaths"]["colours"] * 2)
            return events
        return []

    def _winning_side(self, s):
        winner = s.flags.get("winner")
        return [winner] + list(s.allies_off if winner == s.offense else s.allies_def)

    def _freed_elsewhere(self, s):
        """Tokens of the winning side held in a Prison other than the loser's (Strike Team widened)."""
        winner = s.flags.get("winner")
        if winner is None:
            return False
        loser = s.defense if winner == s.offense else s.offense
        side = self._winning_side(s)
        return any(owner(t) in side and s.loc[t] != prison(loser) for t in rulings.all_prisoners(s))

    def words(self, s, action, say):
        mod = action.get("mod")
        if action.get("seat") is not None:
            return say(f"force.{mod}", player=say.who(action.seat))
        return say(f"force.{mod}")


def _free_prisons(s, reason) -> list:
    events = []
    for t in rulings.all_prisoners(s):
        events += receive_prisoner(s, t, owner(t), reason)
    return events

