"""How KICKARDS gestures and keys become engine actions. Every gesture names exactly one legal action
(or none); nothing here invents an action the engine did not offer. Pure Python: the table passes key names
(pygame.key.name) and the legal list it got from `game.legal_actions`."""
from __future__ import annotations

from rules.kickards.content import BONUSES, COLOURS

# Actions taken with a button (and a key); the rest are dragged or clicked on the table.
# "Accept" first, so it stays in one place whatever else is affordable (it moved to the second row when a block
# was); "No VAR" before "Call VAR", so a second click on "Accept" lands on the harmless answer.
BUTTON_KINDS = ("pass", "attack_done", "defence_done", "pick_star", "commit_star", "bid_done", "play_coach",
                "no_coach", "accept_event", "swap_event", "block_event", "no_var", "call_var", "bonus_done",
                "roll_k6", "use_token", "accept_position", "shoot", "call_stoppage", "no_stoppage")
# Enter / D: the "carry on" action of the moment.
DONE_ORDER = ("attack_done", "defence_done", "bid_done", "bonus_done", "accept_position", "accept_event", "roll_k6",
              "shoot", "no_coach", "no_var", "no_stoppage")
# "Carry on" decisions that, when nothing else is legal, leave the player nothing to decide.
CONFIRMATIONS = ("attack_done", "defence_done", "bid_done", "bonus_done", "accept_position", "accept_event")
TOKEN_KEYS = {"reroll_own": "e", "force_reroll": "e", "plus1": "=", "minus1": "-"}
KEYS = {"pass": "p", "swap_event": "s", "block_event": "b", "call_var": "v", "no_var": "n", "no_coach": "n",
        "no_stoppage": "n", "play_coach": "c", "roll_k6": "r", "shoot": "k", "accept_event": "a",
        "accept_position": "a", "call_stoppage": "x", "attack_done": "d", "defence_done": "d", "bid_done": "d",
        "bonus_done": "d"}
COLOUR_KEYS = {"blue": "1", "red": "2", "green": "3"}


def key_for(action) -> str:
    """The shortcut shown on an action's button."""
    if action.kind in ("pick_star", "commit_star"):
        return COLOUR_KEYS[action.colour]
    if action.kind == "use_token":
        return TOKEN_KEYS.get(action.token, "")
    return KEYS.get(action.kind, "")


def button_actions(legal) -> list:
    """The legal actions that get a button, in a steady order (stars source before control bar)."""
    order = {k: i for i, k in enumerate(BUTTON_KINDS)}
    out = [a for a in legal if a.kind in order]
    out.sort(key=lambda a: (order[a.kind], a.get("source") == "control"))
    return out


def action_for_key(name: str, legal):
    """The action a key press means now, or None. `name` is pygame.key.name(key)."""
    name = {"enter": "return", "keypad enter": "return", "[+]": "=", "+": "=", "[-]": "-"}.get(name, name)
    if name in ("return", "d"):
        for kind in DONE_ORDER:
            for a in legal:
                if a.kind == kind and (name == "return" or kind in ("attack_done", "defence_done", "bid_done",
                                                                    "bonus_done")):
                    return a
        return None
    if name in ("1", "2", "3"):
        colour = COLOURS[int(name) - 1]
        for a in legal:
            if a.kind in ("pick_star", "commit_star") and a.colour == colour:
                return a
        return None
    for a in button_actions(legal):
        if key_for(a) == name:
            return a
    return None


def action_for_card_drop(card: int, slot: str, legal):
    """A player card dropped on a slot ("shooter", "support", "defence", "bench" or "spot")."""
    for a in legal:
        if a.kind == "place" and a.card == card and a.slot == slot:
            return a
        if a.kind == "discard" and a.card == card and slot == "bench":
            return a
        if a.kind == "kick" and a.card == card and slot in ("shooter", "spot"):
            return a
    return None


def intended_card_action(card: int, slot: str, phase: str):
    """What a refused drop tried to do, so the engine can say why it is not allowed."""
    from rules.core import Action
    if slot == "bench":
        return Action("discard", card=card)
    if phase == "shootout":
        return Action("kick", card=card)
    return Action("place", card=card, slot=slot)


def action_for_card_click(card: int, legal):
    """A click on a hand card plays it when there is exactly one thing it can do."""
    found = [a for a in legal if a.kind in ("place", "discard", "kick") and a.card == card]
    return found[0] if len(found) == 1 else None


def action_for_star_drop(colour: str, target, legal):
    """A star dropped on a bonus row (("bonus", id)), the bid (("bid",)) or the event card (("event",))."""
    kind = target[0]
    for a in legal:
        # The swap and block rows of the bonus table are paid with blue stars like the event card itself.
        if kind == "bonus" and target[1] in ("swap_event", "block_event"):
            if colour == "blue" and a.kind == target[1] and a.source == "stars":
                return a
            continue
        if kind == "bonus" and a.kind == "buy" and a.bonus == target[1] and COLOURS[BONUSES[a.bonus].colour] == colour:
            return a
        if kind == "bid" and a.kind == "commit_star" and a.colour == colour:
            return a
        if kind == "event" and colour == "blue" and a.kind == "swap_event" and a.source == "stars":
            return a
    return None


def action_for_bonus_click(bonus: str, legal):
    for a in legal:
        if a.kind == "buy" and a.bonus == bonus:
            return a
    if bonus in ("swap_event", "block_event"):
        for a in legal:
            if a.kind == bonus and a.source == "stars":
                return a
    return None


def action_for_control_click(effect: str, legal):
    for a in legal:
        if a.kind == "use_control" and a.effect == effect:
            return a
    if effect == "swap_or_block":
        for a in legal:
            if a.kind == "swap_event" and a.source == "control":
                return a
    return None
