"""Doubter (classic Skeptic, Eon): the power to doubt. As a main player or an ally, before cards are played, it
may tell the main player opposing its side "I doubt that you will win". He either agrees (concedes) or
double-doubts (stands):
- Conceding offense: his challenge ends at once, every token in it goes home, and his turn is over.
- Conceding defense: the offense and its allies land on the planet (a base each; the defender's tokens there
  stay), the defensive allies go home without rewards.
- Double-doubting: the challenge goes on, and whichever of the two (the Doubter, the doubted player) loses it
  loses twice as many tokens: as many again as he lost in the challenge, from his bases to the Warp (chosen by
  him), after the challenge's own losses.

Rulings taken:
- Once per challenge, only before cards (point before_cards), never in a Rescue Mission (no planet to concede)
  nor once the Envoy has called a three-way deal.
- "Loses the challenge": his side lost, or a deal failed (then both main players lost). A deal made costs
  nobody anything. Tokens that went home instead of the Warp (the Undying's) were not lost.
- The extra tokens always go to the Warp, also in a capture challenge (Prisoners seed: "'Double-doubted'
  tokens in a capture challenge go to Warp"; the Skeptic's losses go to the Warp, not to a Prison).
- A conceded challenge has a winner (the other side) but no cards are played: no consolation, no rewards.
- Once doubted, the consequences stand even if the Doubter's power stops working later in the challenge.
"""
from rules.core import event

from ..agenda import end_task
from ..state import CONE, DEFENSE, owner, tokens_at
from ..tokens import move, return_home
from .base import Power


def opposing_main(s, seat):
    """The main player opposing `seat`'s side (seat a main player or an ally), or None."""
    if seat == s.offense or seat in s.allies_off:
        return s.defense
    if seat == s.defense or seat in s.allies_def:
        return s.offense
    return None


def _insert_before(s, task, new) -> bool:
    for i, t in enumerate(s.agenda):
        if list(t) == task:
            s.agenda.insert(i, new)
            return True
    return False


class Skeptic(Power):
    key = "skeptic"
    points = ("before_cards",)

    def offers(self, s, seat, point):
        if s.flags.get("doubt") or s.flags.get("raid") or s.flags.get("diplomacy") is not None:
            return []
        target = opposing_main(s, seat)
        return [self.act(target=target)] if target is not None else []

    def use(self, s, seat, action):
        s.flags["doubt"] = {"by": seat, "on": action.target, "answer": None}
        s.agenda.insert(0, ["power_task", self.key, "answer"])
        return [event("power_used", seat=seat, power=self.key, detail="doubts the opponent will win",
                      target=action.target)]

    # --- the doubted player's answer ---------------------------------------------------------------------
    def task(self, s, task):
        doubt = s.flags["doubt"]
        if task[2] == "answer":
            if doubt["answer"] is None:
                s.flags["asked"] = [doubt["on"], self.key]
                return [], "power_ask"
            return [], False
        if task[2] == "mark":           # the challenge is about to be resolved: its losses start here
            doubt["mark"] = len(s.lost)
            return [], False
        return self._double(s, doubt), False

    def answers(self, s, seat):
        return [self.reply(choice="concede"), self.reply(choice="double")]

    def answer(self, s, seat, action):
        doubt = s.flags["doubt"]
        s.flags.pop("asked", None)
        doubt["answer"] = action.choice
        said = [event("power_answered", seat=seat, power=self.key, detail=f"{action.choice}s",
                      target=doubt["by"])]
        if action.choice == "concede":
            events = concede(s, seat)
            said[0]["winner"] = s.flags["winner"]       # (the table shows who won from the event)
            return said + events
        _insert_before(s, ["resolve"], ["power_task", self.key, "mark"])
        _insert_before(s, ["point", "after_losses"], ["power_task", self.key, "double"])
        return said

    def words(self, s, action, say):
        if action.kind == "answer":
            if action.choice == "concede":
                return say("skeptic.concede_offense" if s.flags["doubt"]["on"] == s.offense else
                           "skeptic.concede_defense")
            return say("skeptic.double")
        return say("skeptic.doubt", player=say.who(action.target))

    # --- after the losses: the loser loses as many again ---------------------------------------------------
    def _double(self, s, doubt):
        mark = doubt.get("mark")
        if mark is None:
            return []
        events = []
        pay = s.flags.setdefault("pay", [])
        for seat in (doubt["by"], doubt["on"]):
            # (twice as many again after the Super Doubter: doubt["extra"], flares/skeptic.py)
            n = sum(1 for t in s.lost[mark:] if owner(t) == seat) * doubt.get("extra", 1)
            if n:
                pay.append([seat, n, "doubted", None])      # (None: to the Warp, never to a Prison)
                events.append(event("power_used", seat=doubt["by"], power=self.key, detail="doubles the loss",
                                    target=seat, params={"n": n}))
        if events and ["pay"] not in s.agenda[:1]:
            s.agenda.insert(0, ["pay"])
        return events


def concede(s, seat) -> list:
    """The doubted main player agrees that he will not win: the challenge ends here (see the module)."""
    events = []
    if seat == s.offense:
        s.flags["winner"] = s.defense
        for x in range(s.seats):
            events += return_home(s, tokens_at(s, x, CONE) + tokens_at(s, x, DEFENSE), "conceded")
        s.success = False
        s.flags["conceded"] = True
        s.agenda = [[end_task(s)]]     # (no success: the turn is over)
        return events
    s.flags["winner"] = s.offense
    landing = tokens_at(s, s.offense, CONE) + [t for a in s.allies_off for t in tokens_at(s, a, CONE)]
    events += move(s, landing, s.planet, "landed")
    for t in landing:
        s.origin[t] = -1
    events.append(event("base_established", planet=s.planet, seats=[s.offense] + list(s.allies_off)))
    for x in range(s.seats):
        events += return_home(s, tokens_at(s, x, DEFENSE), "conceded")
    s.success = True
    s.flags["conceded"] = True
    s.agenda = [[end_task(s)]]
    return events
