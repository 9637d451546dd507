"""Reaction windows: who may play which Reaction card, and when, and who is asked.

A window opens (our decision G-B2.2) after a card is announced ("announce"), before a gain or loss
happens ("before", so it can be prevented) and after a gain of 3 or more ("after"). The seats that are
asked are asked one at a time in turn order starting after the active player, the active player last. A
seat either plays a Reaction or passes. A played Reaction goes on the stack (and is itself announced);
when it has resolved the window is asked again from the start. A window where everyone passes closes.

Who is asked must not give a hand away. A seat is asked when, from what everybody can see (its hand size,
the cards of its deck list that are not in a public place, the cards known to be in its hand), it *might*
hold a Reaction that fits; so being asked tells nobody anything, and a deck without a fitting Reaction is
never bothered. A seat listed in the option "quick_reactions" chose to be asked only when it really holds a
playable Reaction (quicker, but then the table learns when it does). Search copies of the state (the
computer's look-ahead, where a seat without a playable Reaction could only pass) ask only real holders too.
"""
from __future__ import annotations

from rules.core import Action

from . import token_steps
from .cards import CARDS

ENVY_THRESHOLD = 3  # "when another player gains 3 or more tokens at once"


_ORDERS = {}


def _order(n, start, direction) -> tuple:
    """turn_order as a shared tuple, made once per table size, start and direction."""
    key = (n, start, direction)
    order = _ORDERS.get(key)
    if order is None:
        order = _ORDERS[key] = tuple((start + i * direction) % n for i in range(n))
    return order


def turn_order(s, start) -> list:
    """Seats from `start` on in the current direction of play."""
    return list(_order(s.seats, start, s.direction))


def are_neighbours(seats: int, a: int, b: int) -> bool:
    """Whether seats `a` and `b` sit side by side (with two or three players, everyone does)."""
    return a != b and (a - b) % seats in (1, seats - 1)


def neighbours(s, seat) -> list:
    """The players either side of `seat` (our decision for cards that hit "your neighbours": with two or three
    players that is every other player; at bigger tables only the two beside you, so such cards do not
    grow with the table). In turn order from the active player, the order the rules use for several players."""
    n = s.seats
    return [o for o in _order(n, s.active, s.direction) if o != seat and (o - seat) % n in (1, n - 1)]


def ask_order(s) -> list:
    """Everyone after the active player in turn order, then the active player."""
    order = _order(s.seats, s.active, s.direction)
    return list(order[1:] + order[:1])


_PLAYS = {}
# action -> (card, target, at) of each action made by `play_action`: one look-up instead of three parameter
# reads (an equal action made elsewhere, e.g. decoded from a save, finds the same entry).
PLAY_PARTS = {}


def play_action(cid: int, **where) -> Action:
    """Action("play", card=cid, ...) with at most one more parameter (target or at), made once per game
    process: actions are immutable, and the search lists the same plays many thousands of times."""
    key = (cid, *where.items())
    action = _PLAYS.get(key)
    if action is None:
        action = _PLAYS[key] = Action("play", card=cid, **where)
        PLAY_PARTS[action] = (cid, where.get("target"), where.get("at"))
    return action


def play_parts(action) -> tuple:
    """(card, target, at) of a "play" action (target and at None when absent)."""
    parts = PLAY_PARTS.get(action)
    if parts is None:
        parts = (action.card, action.get("target"), action.get("at"))
    return parts


_MAIN_PLAYS = {}


def main_plays(cid: int, seat: int, seats: int, targeted: bool) -> tuple:
    """The main-phase plays of card `cid` by `seat` (one per other seat for a targeted card), made once."""
    key = (cid, seat, seats, targeted)
    plays = _MAIN_PLAYS.get(key)
    if plays is None:
        plays = _MAIN_PLAYS[key] = (tuple(play_action(cid, target=o) for o in range(seats) if o != seat)
                                    if targeted else (play_action(cid),))
    return plays


def reacting_cards(s) -> frozenset:
    """The ids of the game's Reaction cards (the same in every copy: card keys never change)."""
    reacting = s.reacting
    if reacting is None:
        reacting = s.reacting = frozenset(cid for cid, key in enumerate(s.keys) if CARDS[key].react is not None)
    return reacting


def icebox_targets(s, frame, window) -> list:
    targets = []
    if window["type"] == "announce" and frame["kind"] == "card" and not frame["cancelled"]:
        targets.append(frame["card"])
    for seat in range(s.seats):
        targets.extend(s.inplay[seat])
    return targets


def fits(s, seat, cid, frame, window, targets=None) -> list:
    """The plays of card `cid` by `seat` that fit this window, as if the card were in `seat`'s hand."""
    d = CARDS[s.keys[cid]]
    react = d.react
    if react is None:
        return []
    wtype = window["type"]
    if react == "icebox":
        if targets is None:
            targets = icebox_targets(s, frame, window)
        return [play_action(cid, at=t) for t in targets]
    if wtype == "before" and frame["prevented_by"] is None:
        step = frame["steps"][0]
        if token_steps.amount(s, step) == 0:
            return []
        if react == "prevent_loss" and token_steps.victim(step) == seat:
            return [play_action(cid)]
        if react == "prevent_gain" and token_steps.receiver(step) not in (None, seat):
            return [play_action(cid)]
    elif react == "envy" and wtype == "after" and window["receiver"] != seat and window["n"] >= ENVY_THRESHOLD:
        return [play_action(cid)]
    return []


def reactions(s, seat, frame, window) -> list:
    """The Reaction plays open to `seat` in this window (each an Action)."""
    out = []
    hand = s.hand[seat]
    if reacting_cards(s).isdisjoint(hand):   # most hands hold no Reaction at all
        return out
    targets = None
    for cid in hand:
        react = CARDS[s.keys[cid]].react
        if react is None:
            continue
        if targets is None and react == "icebox":   # only an Icebox card needs them
            targets = icebox_targets(s, frame, window)
        out.extend(fits(s, seat, cid, frame, window, targets))
    return out


# The Reactions `fits` can accept in each window type (any other gets no play there).
_MAY_FIT = {"announce": frozenset(("icebox",)), "before": frozenset(("icebox", "prevent_loss", "prevent_gain")),
            "after": frozenset(("icebox", "envy"))}


def has_reaction(s, seat, frame, window) -> bool:
    hand = s.hand[seat]
    if not hand:
        return False
    # Quick check first: most hands hold no Reaction at all.
    reacting = reacting_cards(s)
    if reacting.isdisjoint(hand):
        return False
    may_fit = _MAY_FIT.get(window["type"])
    targets = None
    for cid in hand:   # as `reactions`, stopping at the first play that fits
        if cid not in reacting:
            continue
        react = CARDS[s.keys[cid]].react
        if may_fit is not None and react not in may_fit:
            continue
        if targets is None and react == "icebox":
            targets = icebox_targets(s, frame, window)
        if fits(s, seat, cid, frame, window, targets):
            return True
    return False


def might_react(s, seat, frame, window) -> bool:
    """Whether, from what everybody can see, `seat` might hold a Reaction that fits now. Uses only public
    facts: the hand's size, the cards known to be in it, and the seat's cards whose place is hidden (in the
    hand or the deck, nobody else knows which)."""
    hand = s.hand[seat]
    if not hand:
        return False
    unknown_in_hand = any(cid not in s.known for cid in hand)
    candidates = [cid for cid in hand if cid in s.known or unknown_in_hand]
    if unknown_in_hand:
        candidates += s.deck[seat]
    seen = set()
    targets = None
    for cid in candidates:
        key = s.keys[cid]
        if key in seen or CARDS[key].react is None:
            continue
        seen.add(key)
        if targets is None:
            targets = icebox_targets(s, frame, window)
        if fits(s, seat, cid, frame, window, targets):
            return True
    return False


def asks_only_holders(s, seat) -> bool:
    return s.search_copy or seat in s.options.get("quick_reactions", ())


def fitting_cards(s, wtype) -> frozenset:
    """The ids of the game's Reaction cards that may fit a window of type `wtype` (_MAY_FIT), made once per
    game (shared by its copies, like reacting_cards)."""
    table = s.fitting
    if table is None:
        table = s.fitting = {}
    ids = table.get(wtype)
    if ids is None:
        kinds = _MAY_FIT.get(wtype)
        ids = table[wtype] = frozenset(cid for cid in reacting_cards(s)
                                       if kinds is None or CARDS[s.keys[cid]].react in kinds)
    return ids


def someone_may_react(s, wtype) -> bool:
    """Whether any hand holds a Reaction that may fit a window of type `wtype`. In a search copy, where only
    real holders are asked, a window nobody could answer need not be opened at all."""
    table = s.fitting
    ids = table.get(wtype) if table is not None else None
    if ids is None:
        ids = fitting_cards(s, wtype)
    for hand in s.hand:
        if not ids.isdisjoint(hand):
            return True
    return False


def to_ask(s, frame, window) -> list:
    """The seats this window asks, in order (see the module docstring)."""
    if s.search_copy:   # every seat is asked only if it holds a Reaction that fits: most often nobody does
        if not someone_may_react(s, window["type"]):
            return []
        order = _order(s.seats, s.active, s.direction)
        ids, hand = s.fitting[window["type"]], s.hand   # (made by someone_may_react)
        return [seat for seat in order[1:] + order[:1]
                if not ids.isdisjoint(hand[seat]) and has_reaction(s, seat, frame, window)]
    return [seat for seat in ask_order(s)
            if (has_reaction if asks_only_holders(s, seat) else might_react)(s, seat, frame, window)]


def open_window(s, frame, wtype, **info) -> bool:
    """Open a window on `frame`; True if somebody is asked (the frame then waits for them)."""
    window = {"type": wtype, "queue": []}
    window.update(info)
    window["queue"] = to_ask(s, frame, window)
    if window["queue"]:
        frame["window"] = window
        return True
    frame["window"] = None
    return False


def reopen(s, frame) -> None:
    """After a Reaction resolved, ask everybody again; close the window if nobody is asked now."""
    window = frame["window"]
    window["queue"] = to_ask(s, frame, window)
    if not window["queue"]:
        frame["window"] = None
