"""Words for the app: button labels for actions and one log line per event."""
from __future__ import annotations

from rules.core import visible_to

from .cards import CARDS


def _card(key) -> str:
    d = CARDS.get(key)
    return d.name if d else "a card"


def action_label(s, action, names=None) -> str:
    """A button label; `names` (the players' names by seat) names the players, else "Player 2"."""
    def _seat(i):
        return names[i] if names is not None and 0 <= i < len(names) else f"Player {i + 1}"
    kind = action.kind
    if kind == "play":
        name = _card(s.keys[action.card])
        target, at = action.get("target"), action.get("at")
        if target is not None:
            return f"Play {name} on {_seat(target)}"
        if at is not None:
            return f"Play {name} on {_card(s.keys[at])}"
        return f"Play {name}"
    if kind == "cash":
        return f"Cash in {_card(s.keys[action.card])}"
    if kind == "done":
        return "End turn"
    if kind == "pass":
        return "Pass"
    if kind == "vote":
        return f"Vote for {_seat(action.choice)}"
    if kind == "tokens":
        return tokens_label(s, action.pick, names)
    return "Go on"


_PICK_VERBS = {"gain": "Take from the pot", "take": "Take", "give": "Give", "lose": "Lose", "pay": "Pay"}


def tokens_label(s, pick, names=None) -> str:
    """"Take from the pot: 1 of Player 2's, 1 of Player 3's (suggested)": which looks a token choice moves."""
    frame = s.stack[-1] if s.stack else None
    window = frame["window"] if frame else None
    step = frame["steps"][0] if frame and frame["steps"] else None
    verb = _PICK_VERBS.get(step["op"], "Move") if step else "Move"
    def _seat(i):
        return names[i] if names is not None and 0 <= i < len(names) else f"Player {i + 1}"
    looks = ", ".join(f"{k} of {_seat(o)}'s" for o, k in enumerate(pick) if k)
    suggested = window is not None and window.get("choices") and tuple(window["choices"][0]) == tuple(pick)
    return f"{verb}: {looks}" + (" (suggested)" if suggested else "")


def _tokens(n) -> str:
    return f"{n} token" + ("" if n == 1 else "s")


def _cards(n) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


def describe_event(ev, names, seat=None) -> str:
    k = ev["kind"]

    def who(key="seat"):
        i = ev.get(key)
        return names[i] if i is not None and i < len(names) else "?"

    if k == "first_player_reveal":
        shown = ", ".join(f"{names[c['seat']]} {_card(c['key'])}" for c in ev["cards"])
        return f"First-player reveal{' again' if ev['round'] > 1 else ''}: {shown}."
    if k == "first_player":
        return f"{who()} goes first."
    if k == "first_player_drawn_by_lot":
        return f"Still tied with no cards left to reveal: {who()} goes first by lot."
    if k == "turn_started":
        return f"Turn {ev['turn']}: {who()}."
    if k == "turn_ended":
        return f"{who()} ends the turn."
    if k == "cards_drawn":
        if ev["count"] == 0:
            return f"{who()} has no card to draw."
        if visible_to(ev, seat):
            return f"{who()} draws {', '.join(_card(x) for x in ev['keys'])}."
        return f"{who()} draws {_cards(ev['count'])}."
    if k == "deck_reshuffled":
        return f"{who()} shuffles the discard pile into a new deck ({_cards(ev['cards'])})."
    if k == "card_played":
        text = f"{who()} plays {_card(ev['key'])}"
        if ev.get("target") is not None:
            text += f" on {who('target')}"
        if ev.get("at_key"):
            text += f" on {_card(ev['at_key'])}"
        return text + (f" (cost {_tokens(ev['cost'])})." if ev.get("cost") else ".")
    if k == "card_discarded":
        why = {"cancelled": " (cancelled)", "attack": " (lost to an attack)", "card": ""}.get(ev["reason"], "")
        return f"{_card(ev['key'])} goes to {who()}'s discard pile{why}."
    if k == "card_entered_play":
        return f"{_card(ev['key'])} stays in play for {who()}."
    if k == "card_removed":
        if ev.get("reason") == "cashed":
            return f"{_card(ev['key'])} is cashed in and discarded."
        return f"{_card(ev['key'])} is removed from play."
    if k == "card_cancelled":
        return f"{_card(ev['key'])} is cancelled by {who('by')}."
    if k == "reaction_fizzled":
        return f"{who()}'s reaction finds nothing to act on."
    if k == "reaction_passed":
        return f"{who()} does not react."
    if k == "tokens_moved":
        verb, n = ev["verb"], ev["n"]
        if verb == "gain":
            src = " from the pot" if ev["src"]["zone"] == "pot" else " from a card"
            return f"{who()} gains {_tokens(n)}{src}."
        if verb == "lose":
            return f"{who()} loses {_tokens(n)} to the pot."
        if verb == "pay":
            why = {"extra action": " for an extra action", "card cost": " for the card's cost",
                   "rent": " as rent", "thorns": " for attacking a thorny player"}.get(ev.get("reason"), "")
            return f"{who()} pays {_tokens(n)} to the pot{why}."
        if verb == "give":
            return f"{who()} gives {_tokens(n)} to {who('target')}."
        if verb == "take":
            return f"{who()} takes {_tokens(n)} from {who('target')}."
        if verb == "bank":
            return f"{who()} puts {_tokens(n)} from the pot on a card."
        if verb == "released":
            return f"{_tokens(n)} on a card that left play {'goes' if n == 1 else 'go'} to the pot."
        return f"{_tokens(n)} move."
    if k == "tokens_unmoved":
        return f"{who()} has nothing to {ev['verb']} ({ev['reason']})."
    if k == "tokens_swapped":
        return f"{who()} swaps one of their tokens for one of {names[ev['got']]}'s from the pot."
    if k == "token_step_prevented":
        return f"{who('by')} prevents it: {who()} does not {ev['verb']}."
    if k == "prevention_ready":
        return f"{who()} will prevent the next token move."
    if k == "pot_shortage":
        return "The pot runs short: tokens are handed out one at a time."
    if k == "attack_declared":
        return f"{who()} attacks {who('target')}."
    if k == "card_flipped":
        return f"{who()} flips {_card(ev['key'])} ({ev['rps']})."
    if k == "no_card_to_flip":
        return f"{who()} has no card to flip."
    if k == "attack_result":
        return f"The attack {'succeeds' if ev['won'] else 'fails'}: {ev['reason']}."
    if k == "flipped_to_hand":
        n = len(ev["cards"])
        return f"{who()} puts the flipped card{'' if n == 1 else 's'} into their hand."
    if k == "no_card_to_discard":
        return f"{who()} has no card to discard."
    if k == "next_action_free":
        return f"{who()}'s next action this turn is free."
    if k == "extra_action_discount":
        return f"{who()}'s next extra action costs {_tokens(ev['n'])} less."
    if k == "extra_action_tax":
        return f"{who('target')}'s first extra action next turn costs {_tokens(ev['n'])} more."
    if k == "extra_turn_granted":
        return f"{who()} will take another turn."
    if k == "direction_reversed":
        return "Play now passes the other way."
    if k == "direction_restored":
        return "Play passes the usual way again."
    if k == "ability_used":
        return f"{who()} cashes in {_card(ev['key'])}."
    if k == "round_limit_reached":
        return f"{ev['rounds']} rounds played: the round limit ends the game."
    if k == "vote_started":
        tied = ", ".join(names[i] for i in ev["tied"])
        return f"Still tied ({tied}): the losing players vote for the winner."
    if k == "vote_cast":
        return f"{who()} votes for {names[ev['choice']]}."
    if k == "game_over":
        won = " and ".join(names[i] for i in ev["winners"])
        return f"Game over: {won} win{'s' if len(ev['winners']) == 1 else ''} ({ev['decided_by']})."
    return "Something happens."
