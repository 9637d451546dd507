"""What the KICKARDS table shows while events play: the viewer's `view`, patched event by event.

The engine applies a whole action at once, but the table plays its events one after another (a card is
placed, then revealed, then benched...). `Display` starts from the view before the action and patches in each
event as it is shown; once the queue is empty it snaps to the true view again. Hidden information only
enters through `view` and through events the viewer may see (`seen_by`), never from the raw state.
`extras` keeps what the view does not hold but a player wants to see: the last dice, VAR card and shot.
"""
from __future__ import annotations

import copy

from rules.core import visible_to
from rules.core.i18n import Texts
from rules.kickards.content import COLOURS

T = Texts("scenes.kickards")

FRESH_EXTRAS = {"k6": 0, "k6_why": "", "k100": 0, "k100_why": "", "var": None, "shot": None, "bids": None,
                "kick": None, "special": "", "goals": [], "last_shot": None}


SPECIAL_OUTCOMES = ("shoot_twice", "penalty", "booked", "shoot", "lost", "sent_off", "new_row", "no_shot")


def special_words(ev) -> str:
    """What a special row did, in a few words ("Red special row: k6 3 + 2: sent off, no shot")."""
    outcome = ev["outcome"] if ev["outcome"] in SPECIAL_OUTCOMES else "no_shot"
    return T(f"special.{ev['colour']}", outcome=T(f"special.outcome.{outcome}", roll=ev.get("roll"),
                                                   total=ev.get("total")))


class Display:
    def __init__(self, viewer):
        self.viewer = viewer
        self.v: dict = {}
        self.extras = copy.deepcopy(FRESH_EXTRAS)
        self.minute = ("15'", "regular")

    def snap(self, view: dict) -> None:
        self.v = copy.deepcopy(view)
        self.minute = (view["minute"], view["period"])

    def may_see(self, ev) -> bool:
        return visible_to(ev, self.viewer)

    # --- one event ------------------------------------------------------------------------------
    def apply(self, ev) -> None:
        handler = getattr(self, "_" + ev["kind"], None)
        if handler is not None and self.v:
            handler(ev)
        self._extras(ev)

    def _extras(self, ev) -> None:
        """Public facts the view forgets (kept across snaps, rebuilt from the history after a load)."""
        k, x = ev["kind"], self.extras
        if k == "dice_rolled":
            key = "k6" if ev["die"] == "k6" else "k100"
            x[key] = ev["value"]
            x[key + "_why"] = ev["purpose"]
        elif k == "var_drawn":
            x["var"] = {"chance": ev["chance"], "roll": None, "success": None}
        elif k == "var_result":
            x["var"] = {"chance": ev["chance"], "roll": ev["roll"], "success": ev["success"], "window": ev["window"]}
        elif k == "shot":
            x["shot"] = x["last_shot"] = ev
        elif k in ("cards_revealed", "shootout_started", "leg_started"):
            x["last_shot"] = None           # a new attack: the last shot's numbers make way for this one's
        elif k == "bids_revealed":
            x["bids"] = list(ev["bids"])
        elif k == "kick_taken":
            x["kick"] = (ev["seat"], ev["card"])
            x["shot"] = None
        elif k == "special_row":
            x["special"] = special_words(ev)
        elif k in ("marker_moved", "turn_started"):
            self.minute = (ev["minute"], ev["period"])
            x["shot"], x["special"], x["bids"] = None, "", None
            # A new turn: the dice have rolled nothing yet (the table draws them faint until they do).
            x["k6"], x["k6_why"], x["k100"], x["k100_why"] = 0, "", 0, ""
        elif k == "goal":
            minute, period = self.minute
            x["goals"].append((ev["seat"], T("results.minute_extra", minute=minute) if period == "extra" else minute))
        elif k == "goal_cancelled":
            for _ in range(ev["count"]):
                for i in range(len(x["goals"]) - 1, -1, -1):
                    if x["goals"][i][0] == ev["seat"]:
                        del x["goals"][i]
                        break

    # --- view patches, one per event kind that changes what is drawn --------------------------------
    def _card_placed(self, ev):
        v = self.v
        card = ev["card"] if self.may_see(ev) else None
        if ev["slot"] == "shooter":
            v["shooter"], v["shooter_placed"] = card, True
        elif ev["slot"] == "support":
            v["supports"].append(card)
        else:
            v["defenders"].append(card)
        seat = ev["seat"]
        if seat == self.viewer and v["hand"] is not None and ev["card"] in v["hand"]:
            v["hand"].remove(ev["card"])
        v["hand_sizes"][seat] = max(0, v["hand_sizes"][seat] - 1)

    def _cards_revealed(self, ev):
        v = self.v
        v["shooter"], v["supports"], v["defenders"] = ev["shooter"], list(ev["supports"]), list(ev["defenders"])
        v["shooter_placed"], v["revealed"] = True, True

    def _cards_benched(self, ev):
        v = self.v
        a = ev["attacker"]
        v["benches"][a].extend(ev["attacking"])
        v["benches"][1 - a].extend(ev["defending"])
        v["shooter"], v["shooter_placed"], v["supports"], v["defenders"] = -1, False, [], []

    def _stars_created(self, ev):
        self.v["stars"][ev["seat"]][COLOURS.index(ev["colour"])] += ev["count"]

    def _stars_lost(self, ev):
        row = self.v["stars"][ev["seat"]]
        c = COLOURS.index(ev["colour"])
        row[c] = max(0, row[c] - ev["count"])

    def _stars_spent(self, ev):
        c = COLOURS.index(ev["colour"])
        seat = ev["seat"]
        self.v["stars"][seat][c] = max(0, self.v["stars"][seat][c] - ev["from_turn"])
        self.v["tactic_bars"][seat][c] = max(0, self.v["tactic_bars"][seat][c] - ev["from_bar"])

    def _stars_stored(self, ev):
        self.v["stars"][ev["seat"]] = [0, 0, 0]
        self.v["tactic_bars"][ev["seat"]] = list(ev["bar"])

    def _tactic_bars_cleared(self, ev):
        self.v["tactic_bars"] = [[0, 0, 0], [0, 0, 0]]

    def _control_moved(self, ev):
        self.v["control"] = ev["after"]

    _control_used = _control_moved

    def _coach_played(self, ev):
        v = self.v
        v["has_coach"][ev["seat"]] = False
        if ev["seat"] == self.viewer:
            v["coach"] = -1
        v["event"], v["applied_event"], v["event_source"] = -1, ev["card"], "coach"

    def _event_drawn(self, ev):
        v = self.v
        v["event"], v["event_source"], v["event_blocked"] = ev["card"], "draw", False
        v["event_deck_size"] = max(0, v["event_deck_size"] - 1)

    def _event_swapped(self, ev):
        self.v["event"] = ev["card"]
        self.v["event_deck_size"] = max(0, self.v["event_deck_size"] - 1)

    def _event_blocked(self, ev):
        self.v["event_blocked"] = True

    def _event_resolved(self, ev):
        self.v["applied_event"] = ev["card"]
        self.v["event"] = -1

    def _event_cancelled(self, ev):
        self.v["event"] = -1

    def _var_called(self, ev):
        self.v["var_tokens"][ev["seat"]] = False

    def _position_changed(self, ev):
        self.v["die"], self.v["shift"], self.v["row"] = ev["die"], ev["shift"], ev["row"]

    def _modifier_added(self, ev):
        """The goal chance changes as each bonus lands (the breakdown beside the shot table follows)."""
        v = self.v
        if ev["unit"] == "%":
            v["modifiers"].append({"source": ev["source"], "value": ev["value"]})
        elif ev["unit"] == "half":
            v["halves"] += 1
            v.setdefault("halving", []).append(ev["source"])
        elif ev["unit"] == "k6":
            v["shift"] += ev["value"]
            if v["die"]:
                v["row"] = min(6, max(1, v["die"] + v["shift"]))

    def _position_locked(self, ev):
        if ev.get("pct") is not None:
            self.v["base"] = ev["pct"]

    def _token_gained(self, ev):
        tokens = self.v["tokens"]
        tokens[ev["token"]] = tokens.get(ev["token"], 0) + 1

    def _token_used(self, ev):
        tokens = self.v["tokens"]
        tokens[ev["token"]] = max(0, tokens.get(ev["token"], 0) - 1)

    def _shot_table_replaced(self, ev):
        self.v["table_event"] = ev["card"]

    def _goal(self, ev):
        self.v["scores"] = list(ev["scores"])

    _goal_cancelled = _goal
    _half_time = _goal
    _full_time = _goal

    def _card_shown(self, ev):
        self.v["yellow_cards"][ev["seat"]] = ev["yellow"]
        self.v["red_cards"][ev["seat"]] = ev["reds"]

    def _players_drawn(self, ev):
        v = self.v
        seat = ev["seat"]
        v["hand_sizes"][seat] += ev["count"]
        v["deck_sizes"][seat] = max(0, v["deck_sizes"][seat] - ev["count"])
        if seat == self.viewer and self.may_see(ev) and v["hand"] is not None:
            v["hand"] = sorted(v["hand"] + list(ev["cards"]))

    def _player_discarded(self, ev):
        v = self.v
        seat = ev["seat"]
        if seat == self.viewer and v["hand"] is not None and ev["card"] in v["hand"]:
            v["hand"].remove(ev["card"])
        v["hand_sizes"][seat] = max(0, v["hand_sizes"][seat] - 1)
        v["benches"][seat].append(ev["card"])

    def _deck_reshuffled(self, ev):
        if ev["deck"] == "team":
            self.v["deck_sizes"][ev["seat"]] = ev["size"]
            self.v["benches"][ev["seat"]] = []
        elif ev["deck"] == "event":
            self.v["event_deck_size"] = ev["size"]

    def _gather(self, ev):
        v = self.v
        v["hand_sizes"], v["benches"] = [0, 0], [[], []]
        if v["hand"] is not None:
            v["hand"] = []

    def _extra_time_started(self, ev):
        self._gather(ev)
        self.v["period"] = "extra"

    def _shootout_started(self, ev):
        self._gather(ev)
        self.v["period"] = "shootout"

    def _marker_moved(self, ev):
        v = self.v
        v["field"], v["minute"], v["period"], v["possession"] = ev["field"], ev["minute"], ev["period"], ev["possession"]
        v["attacker"], v["defender"] = ev["possession"], 1 - ev["possession"]
        v["die"], v["row"], v["table_event"], v["applied_event"], v["event"] = 0, 0, -1, -1, -1
        v["revealed"] = False

    _turn_started = _marker_moved

    def _coach_kept(self, ev):
        self.v["has_coach"][ev["seat"]] = True       # a card face down in the slot (which one: its owner's)
        if self.may_see(ev) and ev["seat"] == self.viewer:
            self.v["coach"] = ev["card"]
            self.v["coach_offer"] = [c for c in self.v["coach_offer"] if c != ev["card"]]

    def _coin_toss(self, ev):
        if self.v["phase"] == "coach_pick":
            self.v["has_coach"] = [True, True]       # both kept a card before the toss
            self.v["coach_offer"] = []               # the cards not kept went back into the event deck

    def _kick_taken(self, ev):
        v = self.v
        seat = ev["seat"]
        if seat == self.viewer and v["hand"] is not None and ev["card"] in v["hand"]:
            v["hand"].remove(ev["card"])
        v["hand_sizes"][seat] = max(0, v["hand_sizes"][seat] - 1)
        v["benches"][seat].append(ev["card"])

    def _kick_result(self, ev):
        self.v["shootout"] = list(ev["shootout"])

    def _leg_started(self, ev):
        """The second leg starts from scratch: fresh decks, hands, bars, VAR tokens and discipline."""
        v = self.v
        v["leg_scores"].append(list(ev["first_leg"]))
        v["scores"], v["home"], v["field"] = [0, 0], ev["home"], 0
        v["hand_sizes"], v["benches"], v["deck_sizes"] = [0, 0], [[], []], [35, 35]
        v["tactic_bars"], v["var_tokens"] = [[0, 0, 0], [0, 0, 0]], [True, True]
        v["yellow_cards"], v["red_cards"], v["control"] = [0, 0], [0, 0], 0
        v["die"], v["row"], v["applied_event"], v["event"], v["table_event"] = 0, 0, -1, -1, -1
        if v["hand"] is not None:
            v["hand"] = []
