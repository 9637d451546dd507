"""C4 gestures mapped onto legal actions, with no drawing: what the viewer may drag, where it may land, what
a click or a button does. Every answer is one of the given legal actions, so a lit target is a legal move.

Items: ("card", cid) a card of the viewer's hand; ("bank", cid) a bank in play (click to cash it in).
Targets: ("table",) the middle of the table (play a card that names nobody, or a Reaction that fits now);
("player", seat) a player's area (a card aimed at that player: an attack, a levy...); ("card", cid) a card
being played or in play (Deep Freeze cancels or removes it).
"""
from __future__ import annotations

# Decisions made by a button (or a key): ending the turn, passing a reaction window, which tokens move, the
# vote, cashing a bank in. Reactions get buttons too: a window is short and a button is quickest.
BUTTON_KINDS = ("done", "pass", "tokens", "vote", "cash")
KEYS = {"done": "e", "pass": "p"}


def _target_of(action):
    if action.kind != "play":
        return None
    if action.get("target") is not None:
        return ("player", action.target)
    if action.get("at") is not None:
        return ("card", action.at)
    return ("table",)


def hand_cards(legal) -> set:
    """Hand cards that have a use now (drawn outlined and draggable)."""
    return {a.card for a in legal if a.kind == "play"}


def targets_for(item, legal) -> set:
    if not item or item[0] != "card":
        return set()
    return {_target_of(a) for a in legal if a.kind == "play" and a.card == item[1]}


def drop_action(item, target, legal):
    """The one legal action that dropping `item` on `target` means, or None."""
    if not item or item[0] != "card":
        return None
    for a in legal:
        if a.kind == "play" and a.card == item[1] and _target_of(a) == target:
            return a
    return None


def intended(item, target):
    """What the player probably meant by a drop that is not legal (so the engine can say why not)."""
    from rules.core import Action
    if not item or item[0] != "card":
        return None
    if target[0] == "player":
        return Action("play", card=item[1], target=target[1])
    if target[0] == "card":
        return Action("play", card=item[1], at=target[1])
    return Action("play", card=item[1])


def click_action(item, legal):
    """A click on a hand card plays it when that is its only use; a click on a lit bank cashes it in."""
    if not item:
        return None
    if item[0] == "card":
        uses = [a for a in legal if a.kind == "play" and a.card == item[1]]
        return uses[0] if len(uses) == 1 else None
    if item[0] == "bank":
        return next((a for a in legal if a.kind == "cash" and a.card == item[1]), None)
    return None


def banks(legal) -> set:
    return {a.card for a in legal if a.kind == "cash"}


def button_actions(legal) -> list:
    """The decisions shown as buttons, in a steady order: reactions and picks first, then the rest."""
    order = {"play": 0, "tokens": 1, "vote": 2, "cash": 3, "pass": 4, "done": 5}
    in_window = any(a.kind == "pass" for a in legal)
    shown = [a for a in legal if a.kind in BUTTON_KINDS or (in_window and a.kind == "play")]
    return sorted(shown, key=lambda a: order.get(a.kind, 9))


def key_action(name: str, legal):
    for kind, key in KEYS.items():
        if name == key:
            return next((a for a in legal if a.kind == kind), None)
    if name in ("return", "enter", "keypad enter"):
        # Enter takes the window's default (the suggested tokens, Pass) but never ends a turn: the curtain
        # asks for Enter, and a second press must not throw the next player's turn away (End turn is E).
        for kind in ("tokens", "pass"):
            found = next((a for a in legal if a.kind == kind), None)
            if found is not None:
                return found
    return None
