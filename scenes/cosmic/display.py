"""What the Cosmic table shows while events play: the viewer's `view`, patched event by event.

The engine applies a whole action at once, but the table plays its events one after another (a token flies
to the cone, then the next; the cards turn; the losers fly to the Warp). `Display` starts from the view
before the action and patches in each event as it is shown. Hidden information only enters through `view`
and through events the viewer may see (`seen_by`); the raw state is never read.

Patched (always equal to the engine's view once an action's events are played; see PATCHED): where every
token is, the viewer's hand and every hand size, the deck, discards and destiny pile, the challenge (offense,
defense, target planet, destiny colour, invitations, allies, played cards, Kickers, claims, a capture
challenge or not, cards revealed, a Calm (every attack a compromise), the winner, each side's total in parts,
Shields against Weapons), the open deal (with the proposals each party has left), bases, whether each power
works and why not, the Seer's look and the winners.

Snapped (the table copies them from the view once the queue is empty, see SNAPPED): whose decision it is
(`phase`, `actors`), the defensive allies' rewards still to take, whose prisoner the Fever takes next and the
viewer's two powers to keep one from ("Two, keep one"), what powers keep in public (a Veteran's experience,
a Hexer's curse), the tokens turned to stone (the Stonegaze's) and the viewer's own tokens committed in secret
(the Unseen's); no event carries them.

Every event says enough to follow it: the Swapper's swap gives each of the two his new hand privately, the
Mirror's and the Pickpocket's card is private when it was a believed bluff, a discard says where its cards
come from, and `challenge_ended` clears the table. `stale` stays for events a newer engine might add.

`extras` keeps, in the form the board draws it, whether this is a capture challenge, the last totals, what
each side had committed, the Shields-against-Weapons count, who won the challenge, who declined an
invitation and the cards of a challenge just ended; a snap takes the first ones from the view, and `recall`
all of them from the log, so they survive a load.
"""
from __future__ import annotations

import copy

from rules.core import visible_to
from rules.cosmic.content import PLANETS_PER_SYSTEM, POWER_TEXTS, TOKENS_PER_COLOUR
from rules.cosmic.state import CAPTIVE, CONE, DEFENSE, aside

PATCHED = ("tokens", "hand", "hand_sizes", "seen", "deck_size", "discard", "destiny_left", "destiny_last",
           "offense", "defense", "planet", "colour", "challenge", "invited", "allies", "played", "claims",
           "kickers", "deal", "external_bases", "home_bases", "powers", "winners", "capture", "revealed",
           "calm", "winner", "totals", "shields", "secondary", "flares")
# (The standing totals are shown at the reveal, from its event, and follow the engine at each snap: edicts and
# powers after the reveal change them in many ways no single event says.)
SNAPPED = ("phase", "actors", "rewards", "deaths_colour", "standing", "power_choice", "notes", "stone", "invisible",
           "second_colour")
CHALLENGE_FIELDS = ("offense", "defense", "planet", "colour", "invited", "allies", "played", "claims", "kickers",
                    "deal", "capture", "revealed", "calm", "winner", "totals", "shields", "standing", "secondary")
FRESH_EXTRAS = {"capture": False, "totals": None, "committed": None, "shields": None, "winner": None, "declined": [],
                "last_cards": None}
DEAL_LIMIT = {"deal": 3, "exchange": 1}
EXTRAS_KINDS = ("capture_changed", "shields_weapons", "totals", "compromise_loses", "compromise_wins",
                "ally_declined")


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


def side_captives(v) -> tuple[int, int]:
    """(offense's, defense's) captives of the Mould riding on tokens committed in the challenge: each adds
    one to its side's total (rules.cosmic.powers.fungus), so the breakdown before the reveal counts them."""
    dfn, planet, loc = v["defense"], v["planet"], v["tokens"]
    out = [0, 0]
    for where in loc:
        if where > CAPTIVE:
            continue
        host = CAPTIVE - where
        at, owner = loc[host], host // TOKENS_PER_COLOUR
        if at == CONE:
            out[0] += 1
        elif at == DEFENSE or (at == planet and planet is not None and planet >= 0 and owner == dfn):
            out[1] += 1
    return out[0], out[1]


class Display:
    def __init__(self, viewer):
        self.viewer = viewer
        self.v: dict = {}
        self.extras = copy.deepcopy(FRESH_EXTRAS)
        self.stale: set[str] = set()     # fields the events could not follow; the next snap repairs them
        self._zapped: set[int] = set()
        self._deal_turns = None          # (turn, proposals made per party) of the open negotiation
        self._suspended = None           # the challenge a Rescue Mission interrupted

    def snap(self, view: dict) -> None:
        self.v = copy.deepcopy(view)
        self.stale.clear()
        self._zapped = {x for x, power in enumerate(view["powers"]) if power.get("off") == "blackout"}
        self._recount()
        self._deal_turns = None
        if view.get("deal"):
            d = view["deal"]
            limit = DEAL_LIMIT.get(d["kind"], 3)
            self._deal_turns = [d["parties"].index(d["proposer"]), [limit - left for left in d["left"]]]
        self._extras_from_view()

    def _extras_from_view(self) -> None:
        """The board's challenge extras as the view has them now (after a load too)."""
        v = self.v
        x = self.extras
        x["capture"] = bool(v.get("capture"))
        x["winner"] = v.get("winner")
        shields = v.get("shields")
        x["shields"] = tuple(shields) if shields else None
        parts = v.get("totals")
        if parts:
            x["totals"] = (parts[0]["total"], parts[1]["total"])
            x["committed"] = ((parts[0]["tokens"], parts[0]["allies"]), (parts[1]["tokens"], parts[1]["allies"]))
            x["parts"] = [dict(p) for p in parts]
        elif v.get("offense") is None:
            x["totals"] = x["committed"] = x["parts"] = None
        elif not x.get("totals"):
            x["totals"] = x["parts"] = None
            if v.get("winner") is None:      # (a compromise lost: what each side had stays as it was)
                x["committed"] = None

    def snap_turn(self, view: dict) -> None:
        """Copy only what no event carries (the table does this when its queue runs dry)."""
        for field in SNAPPED:
            self.v[field] = copy.deepcopy(view[field])

    def recall(self, events) -> None:
        """Rebuild `extras` from the events so far (after a load, or when a table opens mid-game)."""
        self.extras = copy.deepcopy(FRESH_EXTRAS)
        interrupted = None               # a Rescue Mission's challenge is set aside, as `_raid_started` does
        for ev in events:
            kind = ev["kind"]
            if kind == "challenge_started":
                self.extras = copy.deepcopy(FRESH_EXTRAS)
            elif kind in ("raid_started", "secondary_started"):
                interrupted, self.extras = self.extras, copy.deepcopy(FRESH_EXTRAS)
            elif kind in ("raid_over", "secondary_over") and interrupted is not None:
                self.extras, interrupted = interrupted, None
            elif kind == "destiny_flipped":
                self.extras["capture"] = bool(ev.get("capture"))
            elif kind == "cards_revealed":      # what the panel shows of an ended challenge
                self.extras["last_cards"] = (list(ev["cards"]), list(ev["kickers"]))
            elif kind in EXTRAS_KINDS:
                getattr(self, "_" + kind)(ev)
        # Tokens have moved on since those totals: what each side had committed is no longer known here.
        self.extras["committed"] = None
        if self.v:      # the view always says whether this is a capture challenge, whatever events are known
            self.extras["capture"] = bool(self.v.get("capture"))

    def may_see(self, ev) -> bool:
        return visible_to(ev, self.viewer)

    # --- one event ------------------------------------------------------------------------------
    def apply(self, ev) -> None:
        if not self.v:
            return
        handler = getattr(self, "_" + ev["kind"], None)
        if handler is not None:
            handler(ev)

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
                # (Leaders its power set aside count too: the Haunt's ghosts, the Unseen's reserve.)
                leaders = sum(1 for i, p in enumerate(own) if skills[x * TOKENS_PER_COLOUR + i] == "L"
                              and (p >= 0 or p in (CONE, DEFENSE, aside(x))))
                active = leaders >= 3
            power["active"] = active
            # Why it is off, in the engine's order (game.power_off_reason).
            power["off"] = None if active or not power["key"] else (
                "blackout" if x in self._zapped else "home_bases" if home < 3 else "leaders")

    def _fresh_challenge(self) -> None:
        v = self.v
        v["defense"], v["planet"], v["colour"] = None, None, None
        v["invited"] = {"offense": [], "defense": []}
        v["allies"] = {"offense": [], "defense": []}
        v["played"], v["claims"], v["kickers"] = [None, None], [None, None], [None, None]
        v["deal"] = None
        v["capture"], v["revealed"], v["winner"], v["totals"], v["shields"] = False, False, None, None, None
        v["calm"] = False
        v["standing"] = None
        self._deal_turns = None
        self._zapped = set()
        self.extras.update(capture=False, totals=None, committed=None, shields=None, winner=None, parts=None,
                           declined=[], last_cards=None)
        self._recount()

    # --- turns and challenges ---------------------------------------------------------------------
    def _turn_started(self, ev):
        # The last challenge leaves the table with the new turn (else the new offense would face the last
        # defense for a moment: "Sam vs Sam"); challenge_started follows at once.
        self._fresh_challenge()
        self.v["offense"], self.v["challenge"] = ev["seat"], 1
        if self.v.get("phase") == "arrange":
            # The set-up is over once a turn begins: the panel said "Set-up: arrange your tokens" under the
            # first challenge's bar (the phase is otherwise only snapped when the events have all shown).
            self.v["phase"] = None

    def _challenge_started(self, ev):
        self.v["offense"], self.v["challenge"] = ev["seat"], ev["number"]
        self.v["seen"] = []                  # the Seer's look lasts one challenge
        self._fresh_challenge()

    def _challenge_ended(self, ev):
        # The played cards and Kickers have gone to the discards (or a hand); a "no card" stand-in with them.
        # The panel goes on showing them beside the result until the next challenge (extras).
        v = self.v
        self._keep_last_cards()
        v["played"], v["kickers"] = [None, None], [None, None]

    def _keep_last_cards(self) -> None:
        """Before the first played card or Kicker leaves its slot: what the slots show, for the panel."""
        v = self.v
        if self.extras.get("last_cards") is None and any(c is not None for c in v["played"] + v["kickers"]):
            self.extras["last_cards"] = (list(v["played"]), list(v["kickers"]))

    def _destiny_flipped(self, ev):
        v = self.v
        v["destiny_left"] = max(0, v["destiny_left"] - 1)
        v["destiny_last"], v["colour"] = ev["card"], ev["colour"]
        v["capture"] = self.extras["capture"] = bool(ev.get("capture"))

    def _destiny_reshuffled(self, ev):
        self.v["destiny_left"] = ev["cards"]

    def _destiny_named(self, ev):
        self.v["colour"] = ev["colour"]

    def _cone_aimed(self, ev):
        self.v["planet"], self.v["defense"] = ev["planet"], ev["defender"]

    def _invited(self, ev):
        self.v["invited"][ev["side"]].append(ev["guest"])

    def _ally_declined(self, ev):
        # The engine keeps the invitation; the strip should not go on calling them invited.
        self.extras.setdefault("declined", []).append(ev["seat"])

    def _ally_joined(self, ev):
        self.v["allies"][ev["side"]].append(ev["seat"])

    def _ally_withdrawn(self, ev):
        # The Contrarian sent an ally home (its tokens' moves follow).
        allies = self.v["allies"][ev["side"]]
        if ev["seat"] in allies:
            allies.remove(ev["seat"])

    def _alliances_cancelled(self, ev):
        for side in ev.get("sides", ("offense", "defense")):      # (an Amplifier may cancel one side's only)
            self.v["allies"][side] = []

    def _card_returned(self, ev):
        """A cancelled edict goes back to its player's hand (the Amplifier's Countermand)."""
        self._hand_add(ev["seat"], [ev["card"]])

    def _attacks_calmed(self, ev):
        self.v["calm"] = True

    def _capture_changed(self, ev):
        self.v["capture"] = self.extras["capture"] = bool(ev["capture"])

    def _shields_weapons(self, ev):
        self.v["shields"] = [ev["shields"], ev["weapons"], ev["stopped"]]
        self.extras["shields"] = (ev["shields"], ev["weapons"], ev["stopped"])

    def _totals(self, ev):
        self.v["standing"] = None           # counted now: the totals say it
        self.extras["totals"] = (ev["offense"], ev["defense"])
        parts = ev.get("parts")
        if parts:
            self.v["totals"] = [dict(p) for p in parts]
            self.extras["parts"] = [dict(p) for p in parts]
            self.extras["committed"] = ((parts[0]["tokens"], parts[0]["allies"]), (parts[1]["tokens"],
                                                                                    parts[1]["allies"]))
        else:
            self.extras["committed"] = side_counts(self.v)      # before the losers leave: the breakdown
        self.v["winner"] = self.extras["winner"] = ev["winner"]

    def _compromise_loses(self, ev):
        self.v["winner"] = self.extras["winner"] = ev["winner"]
        # No totals event follows: keep what each side had before the losers leave and the allies go home
        # (else the winner's total shrinks on the panel as his allies' tokens return).
        self.extras["committed"] = side_counts(self.v)

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

    def _secondary_started(self, ev):
        """A challenge out of turn (rules/cosmic/secondary.py): the waiting one is set aside as for a Rescue
        Mission; the new one is of the same kind (a capture challenge stays one)."""
        self._raid_started(ev)
        self.v["secondary"] = {"power": ev["power"], "striker": ev["seat"], "target": ev["target"],
                               "main": ev["main"]}
        self.v["capture"] = self.extras["capture"] = bool(ev.get("capture"))

    def _secondary_over(self, ev):
        self._raid_over(ev)

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
        cards, seat = ev["cards"], ev.get("seat")
        v["discard"].extend(cards)
        self._cards_leave(ev, cards, seat)

    def _cards_leave(self, ev, cards, seat) -> None:
        """Cards leave where the event says they were: a hand, a played or Kicker slot, or the table."""
        frm = ev.get("frm", "hand")
        if frm == "hand" and seat is not None and ev.get("reason") != "new hand":
            self._hand_remove(seat, cards)       # (a new hand's old cards left with the new_hand event)
        elif frm in ("played", "kicker"):
            self._keep_last_cards()
            i = ev.get("slot", self.side(seat) if seat is not None else 0)
            (self.v["played"] if frm == "played" else self.v["kickers"])[i] = None

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
        v["revealed"] = True
        for i in (0, 1):
            if ev["cards"][i] is not None:
                v["played"][i] = ev["cards"][i]
        v["kickers"] = list(ev["kickers"])
        v["claims"] = list(ev["claims"])
        v["standing"] = ev.get("standing")

    def _bluff_believed(self, ev):
        self.v["claims"][self.side(self._opponent(ev["seat"]))] = ev["claim"]

    def _bluff_doubted(self, ev):
        self.v["played"][self.side(self._opponent(ev["seat"]))] = ev["card"]

    def _edict_played(self, ev):
        self._hand_remove(ev["seat"], [ev["card"]])

    _ruling_played = _edict_played
    _flare_played = _edict_played

    def _flares_in_deck(self, ev):
        """The Flares of this game are told (at the start, or once "Two, keep one" powers are shown)."""
        self.v["flares"] = list(ev["flares"])

    def _flare_kept(self, ev):
        """An Eon Flare goes back to its player's hand after use."""
        self._hand_add(ev["seat"], [ev["card"]])

    def _edict_cancelled(self, ev):
        self._hand_remove(ev["seat"], [ev["card"]])

    def _power_seen(self, ev):
        if self.may_see(ev) and ev["seat"] == self.viewer:
            self.v["seen"] = list(ev["cards"])

    def _power_answered(self, ev):
        """A main player who concedes to the Doubter: the challenge is decided without totals."""
        if "winner" in ev:
            self.v["winner"] = self.extras["winner"] = ev["winner"]

    def _powers_revealed(self, ev):
        """"Two, keep one": every kept power is shown at once."""
        for x, key in enumerate(ev["powers"]):
            power = self.v["powers"][x]
            power["key"] = key
            power["name"] = POWER_TEXTS[key]["name"] if key else None
            power["text"] = POWER_TEXTS[key]["text"] if key else None
        self.v["power_choice"] = None
        self._recount()

    def _power_used(self, ev):
        v, power, seat = self.v, ev.get("power"), ev.get("seat")
        if power == "vulch" and ev.get("cards"):
            self._cards_leave(ev, ev["cards"], ev.get("owner"))      # salvaged from where they were discarded
            self._hand_add(seat, ev["cards"])
        elif power == "dictator" and "colour" in ev:
            v["colour"] = ev["colour"]
        elif "allies" in ev:
            # A power moved allies (the Lodestone repels or pulls one across, the Saboteur turns one): the event
            # gives both sides' allies after it.
            v["allies"] = {side: list(seats) for side, seats in ev["allies"].items()}
        elif power == "sorcerer":
            # The two face-down cards change places; each main player's view follows the card he played.
            v["played"] = [v["played"][1], v["played"][0]]
        elif power == "trader":
            other = ev["target"]
            sizes = v["hand_sizes"]
            sizes[seat], sizes[other] = sizes[other], sizes[seat]

    def _flare_used(self, ev):
        """A Flare half that moves allies (the Saboteur's) or swaps the challenge cards (the Trickster's): the
        table follows it as it follows the power."""
        if "allies" in ev or ev.get("flare") == "sorcerer":
            self._power_used(dict(ev, power=ev["flare"]))

    def _hand_received(self, ev):
        """The Swapper's swap: each of the two learns his new hand (a private event each)."""
        seat = ev["seat"]
        self.v["hand_sizes"][seat] = ev["count"]
        if seat == self.viewer and self.may_see(ev) and self.v["hand"] is not None:
            self.v["hand"] = list(ev["cards"])

    def _card_kept(self, ev):
        """The Mirror keeps its played card, the Pickpocket takes the opponent's."""
        self._keep_last_cards()
        self.v["played"][ev["side"]] = None
        seen = self.may_see(ev)
        self._hand_add(ev["seat"], [ev["card"]] if seen else [], 1, seen)

    # --- negotiations ---------------------------------------------------------------------------------
    def _negotiation_started(self, ev):
        parties = list(ev["parties"])
        limit = DEAL_LIMIT.get(ev["what"], 3)
        self.v["deal"] = {"kind": ev["what"], "parties": parties, "proposer": parties[0], "draft": [],
                          "offered": False, "waiting": [], "left": [limit] * len(parties)}
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
        d["left"] = [limit - m for m in made]
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
