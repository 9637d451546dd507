"""What the C4 table draws: the viewer's view of the game, patched event by event while the animations play,
then snapped to the engine's view again once they end (so nothing can drift for long).

Only what the viewer may see is ever in here: `view(state, viewer)` gives the viewer's own hand and the
public rest, and an event that shows a card face to some seats (`seen_by`) patches in its faces only when the
viewer is one of them. Besides the view, the display remembers the last attack (the flipped cards and the
result) and the end of the game (how it was decided) for the table to show.
"""
from __future__ import annotations

import copy


class Display:
    def __init__(self, viewer):
        self.viewer = viewer
        self.v: dict = {}
        self.attack = None       # {"seat", "target", "cards": {seat: [cid]}, "result": None or event}
        self.ending = None       # the game_over event
        self._reshuffled: dict = {}   # seat -> (new deck size, old deck size) of a reshuffle in a draw

    def snap(self, view: dict) -> None:
        self.v = copy.deepcopy(view)
        if not any(self.v.get("revealed") or []) and self.attack is not None and self.attack.get("result"):
            self.attack = None if self.attack.get("done") else self.attack

    def key_of(self, cid):
        return self.v.get("cards", {}).get(str(cid))

    def _learn(self, cid, key):
        if key is not None:
            self.v.setdefault("cards", {})[str(cid)] = key

    def _take_from_hand(self, seat, cid):
        v = self.v
        if seat == self.viewer and v.get("hand") is not None and cid in v["hand"]:
            v["hand"].remove(cid)
        v["hand_sizes"][seat] = max(0, v["hand_sizes"][seat] - 1)
        if cid in v["known_in_hands"][seat]:
            v["known_in_hands"][seat].remove(cid)

    def _leave_table(self, cid):
        for seat_cards in self.v["in_play"]:
            if cid in seat_cards:
                seat_cards.remove(cid)
        self.v["stack"] = [f for f in self.v["stack"] if f.get("card") != cid]

    def apply(self, ev: dict) -> None:
        v = self.v
        if not v:
            return
        kind = ev["kind"]
        seat = ev.get("seat")
        if kind == "tokens_moved":
            self._move_tokens(ev)
        elif kind == "tokens_swapped":
            mine, pot = v["tokens"][seat], v["pot"]
            mine[ev["gave"]] -= 1
            pot[ev["gave"]] += 1
            pot[ev["got"]] -= 1
            mine[ev["got"]] += 1
            self._totals()
        elif kind == "cards_drawn":
            v["hand_sizes"][seat] += ev["count"]
            reshuffled = self._reshuffled.pop(seat, None)
            if reshuffled is not None:
                # The draw emptied the old deck first, then went on in the reshuffled one (the reshuffle is
                # told before the draw is): only the cards after it come off the new deck.
                new_deck, old_deck = reshuffled
                v["deck_sizes"][seat] = max(0, new_deck - (ev["count"] - old_deck))
            else:
                v["deck_sizes"][seat] = max(0, v["deck_sizes"][seat] - ev["count"])
            if seat == self.viewer and v.get("hand") is not None and ev.get("cards"):
                for cid, key in zip(ev["cards"], ev["keys"]):
                    v["hand"].append(cid)
                    self._learn(cid, key)
        elif kind == "card_played":
            self._learn(ev["card"], ev["key"])
            self._take_from_hand(seat, ev["card"])
            v["stack"].append({"kind": "card", "seat": seat, "card": ev["card"], "target": ev.get("target"),
                               "at": ev.get("at"), "cancelled": False})
        elif kind == "card_entered_play":
            self._leave_table(ev["card"])
            v["in_play"][seat].append(ev["card"])
        elif kind == "card_discarded":
            self._learn(ev["card"], ev["key"])
            if ev.get("reason") in ("attack", "card"):      # from the hand (a random discard, Clean Sweep)
                self._take_from_hand(seat, ev["card"])
            self._leave_table(ev["card"])
            v["discards"][seat].append(ev["card"])
        elif kind == "card_removed":
            self._leave_table(ev["card"])
            v["discards"][seat].append(ev["card"])
        elif kind == "card_cancelled":
            for f in v["stack"]:
                if f.get("card") == ev["card"]:
                    f["cancelled"] = True
        elif kind == "attack_declared":
            self.attack = {"seat": seat, "target": ev["target"], "cards": {seat: [], ev["target"]: []},
                           "result": None}
        elif kind == "card_flipped":
            self._reshuffled.pop(seat, None)
            self._learn(ev["card"], ev["key"])
            v["deck_sizes"][seat] = max(0, v["deck_sizes"][seat] - 1)
            v["revealed"][seat].append(ev["card"])
            if self.attack is not None:
                self.attack["cards"].setdefault(seat, []).append(ev["card"])
        elif kind == "attack_result":
            if self.attack is not None:
                self.attack["result"] = ev
        elif kind == "flipped_to_hand":
            for cid, key in zip(ev["cards"], ev["keys"]):
                if cid in v["revealed"][seat]:
                    v["revealed"][seat].remove(cid)
                v["hand_sizes"][seat] += 1
                v["known_in_hands"][seat].append(cid)
                if seat == self.viewer and v.get("hand") is not None:
                    v["hand"].append(cid)
            if self.attack is not None and not any(v["revealed"]):
                self.attack["done"] = True
        elif kind == "deck_reshuffled":
            self._reshuffled[seat] = (ev["cards"], v["deck_sizes"][seat])
            v["deck_sizes"][seat] = ev["cards"]
            v["discards"][seat] = []
        elif kind == "turn_started":
            v["active"] = seat
            v["actions_taken"] = 0
            v["next_action_cost"] = 0       # the first action of a turn is always free
        elif kind == "game_over":
            self.ending = ev

    def _move_tokens(self, ev):
        moved = ev["tokens"]
        src, dst = ev["src"], ev["dst"]
        for pile, sign in ((self._pile(src), -1), (self._pile(dst), 1)):
            if pile is None:
                continue
            for o in moved:
                pile[o] = max(0, pile[o] + sign)
        self._totals()

    def _totals(self):
        v = self.v
        v["token_totals"] = [sum(p) for p in v["tokens"]]
        v["non_matching"] = [sum(p) - p[i] for i, p in enumerate(v["tokens"])]

    def _pile(self, zone):
        v = self.v
        if zone["zone"] == "pot":
            return v["pot"]
        if zone["zone"] == "seat":
            return v["tokens"][zone["seat"]]
        if zone["zone"] == "card":
            for entry in v["on_cards"]:
                if entry[0] == zone["card"]:
                    return entry[1]
            entry = [zone["card"], [0] * v["seats"]]
            v["on_cards"].append(entry)
            return entry[1]
        return None

    def on_card(self, cid) -> list:
        for entry in self.v.get("on_cards", []):
            if entry[0] == cid:
                return entry[1]
        return []
