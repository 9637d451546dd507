"""What the Cosmic table shows while events play: the viewer's `view`, patched event by event.

The engine applies a whole action at once, but the table plays its events one after another (a token flies
to the cone, then the next; the cards turn; the losers fly to the Warp). `Display` starts from the view
before the action and patches in each event as it is shown. Hidden information only enters through `view`
and through events the viewer may see (`seen_by`); the raw state is never read.

Patched (always equal to the engine's view once an action's events are played; see PATCHED): where every
token is, the viewer's hand and every hand size, the deck, discards and destiny pile, the challenge (offense,
defense, target planet, destiny colour, invitations, allies, played cards, Kickers, claims), the open deal,
bases, whether each power works, the Seer's look and the winners.

Snapped (the table copies them from the view once the queue is empty, see SNAPPED): whose decision it is
(`phase`, `actors`) and the defensive allies' rewards still to take; no event carries them.

Two engine events do not say enough, so the display falls back to the view for them (see `stale`): the
Swapper's hand swap (the new hand is not in any event) and the Trickster's card swap seen by a main player
(the view then shows him the other card). Both are on the list of engine changes for the Cosmic table.

`extras` keeps what the view forgets but the table draws: whether this is a capture challenge, the last
totals, the Shields-against-Weapons count and who won the challenge.
"""
from __future__ import annotations

import copy

from rules.cosmic.content import PLANETS_PER_SYSTEM, TOKENS_PER_COLOUR
from rules.cosmic.state import CONE, DEFENSE

PATCHED = ("tokens", "hand", "hand_sizes", "seen", "deck_size", "discard", "destiny_left", "destiny_last",
           "offense", "defense", "planet", "colour", "challenge", "invited", "allies", "played", "claims",
           "kickers", "deal", "external_bases", "home_bases", "powers", "winners")
SNAPPED = ("phase", "actors", "rewards")
CHALLENGE_FIELDS = ("offense", "defense", "planet", "colour", "invited", "allies", "played", "claims", "kickers",
                    "deal")
FRESH_EXTRAS = {"capture": False, "totals": None, "committed": None, "shields": None, "winner": None}
DEAL_LIMIT = {"deal": 3, "exchange": 1}
EXTRAS_KINDS = ("capture_changed", "shields_weapons", "totals", "compromise_loses", "compromise_wins")


def side_counts(v) -> tuple[tuple[int, int], tuple[int, int]]:
    """((offense's tokens, his allies'), (defense's tokens, his allies')) committed in the challenge, read from
    a view: the cone for the offense; the target planet and the defenders' place for the defense."""
    off, dfn, planet, loc = v["offense"], v["defense"], v["planet"], v["tokens"]
    own_off = allies_off = own_def = allies_def = 0
    for t, where in enumerate(loc):
        owner = t // TOKENS_PER_COLOUR
        if where == CONE:
            if owner == off:
                own_off += 1
            else:
                allies_off += 1
        elif where == DEFENSE or (where == planet and planet is not None and planet >= 0 and owner == dfn):
            if owner == dfn:
                own_def += 1
            else:
                allies_def += 1
    return (own_off, allies_off), (own_def, allies_def)


class Display:
    def __init__(self, viewer):
        self.viewer = viewer
        self.v: dict = {}
        self.extras = copy.deepcopy(FRESH_EXTRAS)
        self.stale: set[str] = set()     # fields the events could not follow; the next snap repairs them
        self._zapped: set[int] = set()
        self._deal_turns = None          # (turn, proposals made per party) of the open negotiation
        self._blight_victim = None       # a Blight's victim until its own discards are shown
        self._edict_in_play = None       # the last edict played (the Scavenger may take it afterwards)
        self._suspended = None           # the challenge a Rescue Mission interrupted

    def snap(self, view: dict) -> None:
        self.v = copy.deepcopy(view)
        self.stale.clear()
        self._blight_victim = None
        # A power that is off although its owner has the bases and Leaders for it was switched off (Blackout).
        self._zapped = set()
        self._recount()
        self._zapped = {x for x, power in enumerate(view["powers"]) if not power["active"]
                        and self.v["powers"][x]["active"]}
        self._recount()
        self._deal_turns = None
        if view.get("deal"):
            d = view["deal"]
            made = [0] * len(d["parties"])
            self._deal_turns = [d["parties"].index(d["proposer"]), made]

    def snap_turn(self, view: dict) -> None:
        """Copy only what no event carries (the table does this when its queue runs dry)."""
        for field in SNAPPED:
            self.v[field] = copy.deepcopy(view[field])

    def recall(self, events) -> None:
        """Rebuild `extras` from the events so far (after a load, or when a table opens mid-game)."""
        self.extras = copy.deepcopy(FRESH_EXTRAS)
        for ev in events:
            kind = ev["kind"]
            if kind == "challenge_started":
                self.extras = copy.deepcopy(FRESH_EXTRAS)
            elif kind == "destiny_flipped":
                self.extras["capture"] = bool(ev.get("capture"))
            elif kind in EXTRAS_KINDS:
                getattr(self, "_" + kind)(ev)
        # Tokens have moved on since those totals: what each side had committed is no longer known here.
        self.extras["committed"] = None

    def may_see(self, ev) -> bool:
        seen = ev.get("seen_by")
        return seen is None or (self.viewer is not None and self.viewer in seen)

    # --- one event ------------------------------------------------------------------------------
    def apply(self, ev) -> None:
        if not self.v:
            return
        kind = ev["kind"]
        if kind != "power_used":
            self._blight_victim = None
        handler = getattr(self, "_" + kind, None)
        if handler is not None:
            handler(ev)
        if kind == "power_used" and ev.get("power") != "vulch":
            self._blight_victim = None
        if kind == "edict_played":
            self._edict_in_play = ev["card"]

    # --- small helpers ----------------------------------------------------------------------------
    def side(self, seat) -> int:
        """0 for the offense, 1 for the defense (the slot of that main player's card)."""
        return 0 if seat == self.v["offense"] else 1

    def _opponent(self, seat):
        return self.v["defense"] if seat == self.v["offense"] else self.v["offense"]

    def _hand_add(self, seat, cards, count=None, visible=True) -> None:
        v = self.v
        v["hand_sizes"][seat] += len(cards) if count is None else count
        if seat == self.viewer and v["hand"] is not None and visible:
            v["hand"].extend(cards)

    def _hand_remove(self, seat, cards, count=None) -> None:
        v = self.v
        v["hand_sizes"][seat] = max(0, v["hand_sizes"][seat] - (len(cards) if count is None else count))
        if seat == self.viewer and v["hand"] is not None:
            for c in cards:
                if c in v["hand"]:
                    v["hand"].remove(c)

    def _recount(self) -> None:
        """Bases and working powers follow from where the tokens are (the rules' own definitions)."""
        v = self.v
        n, loc, skills = v["seats"], v["tokens"], v["skills"]
        for x in range(n):
            own = loc[x * TOKENS_PER_COLOUR:(x + 1) * TOKENS_PER_COLOUR]
            planets = {p for p in own if p >= 0}
            home = sum(1 for p in planets if p // PLANETS_PER_SYSTEM == x)
            v["home_bases"][x] = home
            v["external_bases"][x] = len(planets) - home
            power = v["powers"][x]
            active = bool(power["key"]) and home >= 3 and x not in self._zapped
            if active and skills:
                leaders = sum(1 for i, p in enumerate(own) if skills[x * TOKENS_PER_COLOUR + i] == "L"
                              and (p >= 0 or p in (CONE, DEFENSE)))
                active = leaders >= 3
            power["active"] = active

    def _fresh_challenge(self) -> None:
        v = self.v
        v["defense"], v["planet"], v["colour"] = None, None, None
        v["invited"] = {"offense": [], "defense": []}
        v["allies"] = {"offense": [], "defense": []}
        v["played"], v["claims"], v["kickers"] = [None, None], [None, None], [None, None]
        v["deal"] = None
        self._deal_turns = None
        self._zapped = set()
        self.extras.update(capture=False, totals=None, committed=None, shields=None, winner=None)
        self._recount()

    # --- turns and challenges ---------------------------------------------------------------------
    def _turn_started(self, ev):
        self.v["offense"] = ev["seat"]

    def _challenge_started(self, ev):
        self.v["offense"], self.v["challenge"] = ev["seat"], ev["number"]
        self._fresh_challenge()

    def _destiny_flipped(self, ev):
        v = self.v
        v["destiny_left"] = max(0, v["destiny_left"] - 1)
        v["destiny_last"], v["colour"] = ev["card"], ev["colour"]
        self.extras["capture"] = bool(ev.get("capture"))

    def _destiny_reshuffled(self, ev):
        self.v["destiny_left"] = ev["cards"]

    def _destiny_named(self, ev):
        self.v["colour"] = ev["colour"]

    def _cone_aimed(self, ev):
        self.v["planet"], self.v["defense"] = ev["planet"], ev["defender"]

    def _invited(self, ev):
        self.v["invited"][ev["side"]].append(ev["guest"])

    def _ally_joined(self, ev):
        self.v["allies"][ev["side"]].append(ev["seat"])

    def _alliances_cancelled(self, ev):
        self.v["allies"] = {"offense": [], "defense": []}

    def _capture_changed(self, ev):
        self.extras["capture"] = bool(ev["capture"])

    def _shields_weapons(self, ev):
        self.extras["shields"] = (ev["shields"], ev["weapons"], ev["stopped"])

    def _totals(self, ev):
        self.extras["totals"] = (ev["offense"], ev["defense"])
        self.extras["committed"] = side_counts(self.v)      # before the losers leave: the breakdown
        self.extras["winner"] = ev["winner"]

    def _compromise_loses(self, ev):
        self.extras["winner"] = ev["winner"]

    _compromise_wins = _compromise_loses

    def _power_zapped(self, ev):
        self._zapped.add(ev["target"])
        self._recount()

    def _raid_started(self, ev):
        v = self.v
        self._suspended = ({f: copy.deepcopy(v[f]) for f in CHALLENGE_FIELDS}, copy.deepcopy(self.extras),
                           set(self._zapped), copy.deepcopy(self._deal_turns))
        self._fresh_challenge()
        v["offense"] = ev["seat"]

    def _raid_over(self, ev):
        if self._suspended is None:
            self.stale.update(CHALLENGE_FIELDS)
            return
        fields, extras, zapped, turns = self._suspended
        self._suspended = None
        self.v.update(fields)
        self.extras, self._zapped, self._deal_turns = extras, zapped, turns
        self._recount()

    def _game_over(self, ev):
        self.v["winners"] = list(ev["winners"])

    # --- tokens --------------------------------------------------------------------------------------
    def _tokens_moved(self, ev):
        loc = self.v["tokens"]
        for t in ev["tokens"]:
            loc[t] = ev["to"]
        self._recount()

    # --- cards ---------------------------------------------------------------------------------------
    def _cards_drawn(self, ev):
        self.v["deck_size"] = max(0, self.v["deck_size"] - ev["count"])
        self._hand_add(ev["seat"], ev.get("cards", []), ev["count"], self.may_see(ev))

    def _cards_taken(self, ev):
        seen = self.may_see(ev)
        cards = ev.get("cards", []) if seen else []
        self._hand_remove(ev["frm"], cards, ev["count"])
        self._hand_add(ev["to"], cards, ev["count"], seen)

    def _cards_given(self, ev):
        """A card handed over in a deal: one the giver named (public), or one of his choice (seen by the
        two of them only)."""
        seen = self.may_see(ev)
        cards = ev.get("cards", []) if seen else []
        self._hand_remove(ev["frm"], cards, ev["count"])
        self._hand_add(ev["to"], cards, ev["count"], seen)

    def _deck_reshuffled(self, ev):
        # The old deck was empty or is being drawn out by the same draw: its cards leave with that event.
        self.v["deck_size"] += ev["cards"]
        self.v["discard"] = []

    def _cards_discarded(self, ev):
        v = self.v
        cards, reason, seat = ev["cards"], ev.get("reason"), ev.get("seat")
        v["discard"].extend(cards)
        if reason == "blight" and seat is not None:
            self._hand_remove(seat, cards)
        elif reason in ("played", "kicker") and seat is not None:
            slots = v["played"] if reason == "played" else v["kickers"]
            slots[self.side(seat)] = None
            if reason == "played":       # a "no card" stand-in leaves with the real card beside it
                v["played"] = [None if c == -1 else c for c in v["played"]]

    def _new_hand(self, ev):
        seat = ev["seat"]
        self.v["hand_sizes"][seat] = 0
        if seat == self.viewer and self.v["hand"] is not None:
            self.v["hand"] = []

    def _card_played(self, ev):
        seat = ev["seat"]
        self._hand_remove(seat, [ev["card"]] if self.may_see(ev) else [], 1)
        shown = ev["face_up"] or self.may_see(ev)
        self.v["played"][self.side(seat)] = ev["card"] if shown else "hidden"

    def _kicker_played(self, ev):
        seat = ev["seat"]
        self._hand_remove(seat, [ev["card"]] if self.may_see(ev) else [], 1)
        self.v["kickers"][self.side(seat)] = ev["card"] if self.may_see(ev) else "hidden"

    def _no_challenge_card(self, ev):
        seat = ev["seat"]
        self.v["played"][self.side(seat)] = -1 if seat == self.viewer else "hidden"

    def _cards_revealed(self, ev):
        v = self.v
        for i in (0, 1):
            if ev["cards"][i] is not None:
                v["played"][i] = ev["cards"][i]
        v["kickers"] = list(ev["kickers"])
        v["claims"] = list(ev["claims"])

    def _bluff_believed(self, ev):
        self.v["claims"][self.side(self._opponent(ev["seat"]))] = ev["claim"]

    def _bluff_doubted(self, ev):
        self.v["played"][self.side(self._opponent(ev["seat"]))] = ev["card"]

    def _edict_played(self, ev):
        self._hand_remove(ev["seat"], [ev["card"]])

    _ruling_played = _edict_played

    def _edict_cancelled(self, ev):
        self._hand_remove(ev["seat"], [ev["card"]])

    def _blighted(self, ev):
        self._blight_victim = ev["seat"]

    def _power_seen(self, ev):
        if self.may_see(ev) and ev["seat"] == self.viewer:
            self.v["seen"] = list(ev["cards"])

    def _power_used(self, ev):
        v, power, seat = self.v, ev.get("power"), ev.get("seat")
        if power in ("clone", "filch") and "card" in ev:
            i = self.side(seat) if power == "clone" else 1 - self.side(seat)
            v["played"][i] = None
            self._hand_add(seat, [ev["card"]])
        elif power == "vulch" and ev.get("cards"):
            if self._blight_victim is not None:      # salvaged straight out of a Blight's discards
                self._hand_remove(self._blight_victim, [c for c in ev["cards"] if c != self._edict_in_play])
            self._hand_add(seat, ev["cards"])
        elif power == "dictator" and "colour" in ev:
            v["colour"] = ev["colour"]
        elif power == "sorcerer":
            v["played"] = [v["played"][1], v["played"][0]]
            if self.viewer in (v["offense"], v["defense"]):
                self.stale.add("played")
        elif power == "trader":
            other = ev["target"]
            sizes = v["hand_sizes"]
            sizes[seat], sizes[other] = sizes[other], sizes[seat]
            if self.viewer in (seat, other):
                self.stale.add("hand")

    # --- negotiations ---------------------------------------------------------------------------------
    def _negotiation_started(self, ev):
        parties = list(ev["parties"])
        self.v["deal"] = {"kind": ev["what"], "parties": parties, "proposer": parties[0], "draft": [],
                          "offered": False, "waiting": []}
        self._deal_turns = [0, [0] * len(parties)]

    def _deal_item(self, ev):
        if self.v["deal"]:
            self.v["deal"]["draft"].append(list(ev["item"]))

    def _deal_offered(self, ev):
        d = self.v["deal"]
        if d:
            d["offered"] = True
            d["draft"] = [list(i) for i in ev["draft"]]
            d["waiting"] = [x for x in d["parties"] if x != ev["seat"]]

    def _deal_accepted(self, ev):
        d = self.v["deal"]
        if d and d["waiting"]:
            d["waiting"].pop(0)
            if not d["waiting"]:
                self._deal_over()

    def _next_proposer(self) -> None:
        d = self.v["deal"]
        if not d or self._deal_turns is None:
            return
        turn, made = self._deal_turns
        made[turn] += 1
        d["draft"], d["offered"], d["waiting"] = [], False, []
        limit = DEAL_LIMIT.get(d["kind"], 3)
        for step in range(1, len(made) + 1):
            k = (turn + step) % len(made)
            if made[k] < limit:
                self._deal_turns[0] = k
                break
        d["proposer"] = d["parties"][self._deal_turns[0]]

    _deal_rejected = _deal_passed = lambda self, ev: self._next_proposer()

    def _deal_over(self, ev=None):
        self.v["deal"] = None
        self._deal_turns = None

    _deal_failed = _exchange_ended = _deal_made = _deal_over
