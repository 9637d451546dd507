"""The C4 game state, with a fast clone and a JSON-safe dump/load.

Cards are numbered instances (`keys[cid]` is the card in cards.toml, `owner[cid]` whose deck it belongs to);
each instance is in exactly one zone: a seat's deck, hand, discard, in play, revealed (flipped in an attack
not yet finished), or on the stack (a card being played).

The stack holds frames (dicts): a card being played, a turn start, or a card ability. A frame carries its
remaining steps (dicts, never changed once made, so a clone may share them) and, while players may
react, an open window: {"type": announce|before|after, "queue": seats still to be asked, ...}.
"""
from __future__ import annotations

from rules.core import Rng


class C4State:
    __slots__ = ("seats", "options", "rng", "keys", "owner", "deck", "hand", "discard", "inplay", "revealed",
                 "known", "held", "pot", "on_card", "active", "direction", "reverse_owner", "extra_turns",
                 "turn", "actions_taken", "free_next", "discount", "turn_tax", "tax", "stack", "phase",
                 "voters", "votes", "tied", "result", "humans", "opening", "search_copy", "legal_memo",
                 "reacting", "fitting", "hand_plays")

    def __init__(self):
        self.seats = 0
        self.options = {}
        self.rng = None
        self.keys = ()          # card key of each instance (never changes)
        self.owner = ()         # owning seat of each instance (never changes)
        self.deck = []          # per seat, top of deck is the last element
        self.hand = []
        self.discard = []
        self.inplay = []
        self.revealed = []      # cards flipped in the attack being resolved
        self.known = set()      # cards in hands that everyone has seen (flipped or revealed)
        self.held = []          # per seat: token counts by origin seat
        self.pot = []
        self.on_card = {}       # cid -> token counts by origin (tokens lying on a card)
        self.active = 0
        self.direction = 1      # 1: to the left (next seat number); -1 after a reversal
        self.reverse_owner = None
        self.extra_turns = 0
        self.turn = 0
        self.actions_taken = 0  # actions this turn (the first is free)
        self.free_next = False
        self.discount = 0
        self.turn_tax = 0
        self.tax = []           # per seat: extra cost of their next turn's first extra action
        self.stack = []
        self.phase = "play"     # play | vote | over
        self.voters = []
        self.votes = []
        self.tied = []
        self.result = None
        self.humans = []
        self.opening = []       # events of the first-player reveal (setup has no event list of its own)
        self.search_copy = False  # a computer's look-ahead copy (windows then ask only real holders)
        # (seat, the legal actions last listed for it): `apply` checks a decision against it instead of
        # listing them again. Only `legal_actions` sets it; `apply` clears it before anything changes, and a
        # clone (so a re-deal) starts without one. Never saved.
        self.legal_memo = None
        self.reacting = None    # the ids of Reaction cards (windows.reacting_cards), worked out when first asked
        self.fitting = None     # {window type: ids of the Reactions that may fit it} (windows.fitting_cards)
        self.hand_plays = None  # per seat {cid: (Reaction?, card cost, main-phase plays)} (game._legal), filled as met


def _copy_frame(f: dict) -> dict:
    g = dict(f)
    g["steps"] = list(f["steps"])
    w = f.get("window")
    if w is not None:
        w = dict(w)
        w["queue"] = list(w["queue"])
        g["window"] = w
    return g


def clone(s: C4State) -> C4State:
    c = C4State.__new__(C4State)
    c.seats = s.seats
    c.options = s.options          # never changed after setup
    c.rng = s.rng.copy()
    c.keys = s.keys
    c.owner = s.owner
    c.deck = list(map(list, s.deck))
    c.hand = list(map(list, s.hand))
    c.discard = list(map(list, s.discard))
    c.inplay = list(map(list, s.inplay))
    c.revealed = list(map(list, s.revealed))
    c.known = set(s.known)
    c.held = list(map(list, s.held))
    c.pot = list(s.pot)
    c.on_card = {k: list(v) for k, v in s.on_card.items()} if s.on_card else {}
    c.active = s.active
    c.direction = s.direction
    c.reverse_owner = s.reverse_owner
    c.extra_turns = s.extra_turns
    c.turn = s.turn
    c.actions_taken = s.actions_taken
    c.free_next = s.free_next
    c.discount = s.discount
    c.turn_tax = s.turn_tax
    c.tax = list(s.tax)
    c.stack = [_copy_frame(f) for f in s.stack]
    c.phase = s.phase
    c.voters = list(s.voters)
    c.votes = list(s.votes)
    c.tied = list(s.tied)
    c.result = s.result            # replaced, never changed in place
    c.humans = s.humans
    c.opening = s.opening
    c.search_copy = s.search_copy
    c.legal_memo = None            # a re-deal changes hands: list again
    c.reacting = s.reacting        # follows from `keys`, which never change
    c.fitting = s.fitting          # follows from `keys` too
    c.hand_plays = s.hand_plays    # so does this (shared: it only grows)
    return c


def dump(s: C4State) -> dict:
    out = {
        "seats": s.seats, "options": s.options, "rng": s.rng.dump(), "keys": list(s.keys),
        "owner": list(s.owner), "deck": [list(z) for z in s.deck], "hand": [list(z) for z in s.hand],
        "discard": [list(z) for z in s.discard], "inplay": [list(z) for z in s.inplay],
        "revealed": [list(z) for z in s.revealed], "known": sorted(s.known),
        "held": [list(p) for p in s.held], "pot": list(s.pot),
        "on_card": [[cid, list(p)] for cid, p in sorted(s.on_card.items())],
        "active": s.active, "direction": s.direction, "reverse_owner": s.reverse_owner,
        "extra_turns": s.extra_turns, "turn": s.turn, "actions_taken": s.actions_taken,
        "free_next": s.free_next, "discount": s.discount, "turn_tax": s.turn_tax, "tax": list(s.tax),
        "stack": [_copy_frame(f) for f in s.stack], "phase": s.phase, "voters": list(s.voters),
        "votes": list(s.votes), "tied": list(s.tied), "result": s.result, "humans": list(s.humans),
        "opening": list(s.opening),
    }
    if s.search_copy:  # only look-ahead copies have it, so saved games keep their old shape
        out["search_copy"] = True
    return out


def load(d: dict) -> C4State:
    s = C4State()
    s.seats = int(d["seats"])
    s.options = d["options"]
    s.rng = Rng.load(d["rng"])
    s.keys = tuple(d["keys"])
    s.owner = tuple(d["owner"])
    s.deck = [list(z) for z in d["deck"]]
    s.hand = [list(z) for z in d["hand"]]
    s.discard = [list(z) for z in d["discard"]]
    s.inplay = [list(z) for z in d["inplay"]]
    s.revealed = [list(z) for z in d["revealed"]]
    s.known = set(d["known"])
    s.held = [list(p) for p in d["held"]]
    s.pot = list(d["pot"])
    s.on_card = {int(cid): list(p) for cid, p in d["on_card"]}
    s.active = d["active"]
    s.direction = d["direction"]
    s.reverse_owner = d["reverse_owner"]
    s.extra_turns = d["extra_turns"]
    s.turn = d["turn"]
    s.actions_taken = d["actions_taken"]
    s.free_next = d["free_next"]
    s.discount = d["discount"]
    s.turn_tax = d["turn_tax"]
    s.tax = list(d["tax"])
    s.stack = [_copy_frame(f) for f in d["stack"]]
    s.phase = d["phase"]
    s.voters = list(d["voters"])
    s.votes = list(d["votes"])
    s.tied = list(d["tied"])
    s.result = d["result"]
    s.humans = list(d["humans"])
    s.opening = list(d["opening"])
    s.search_copy = bool(d.get("search_copy", False))
    return s
