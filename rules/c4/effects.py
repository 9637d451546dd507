"""Resolving the stack: card effects as steps over a small vocabulary, attacks, and reaction windows.

`run` works on the top frame of the stack until a player must decide (a reaction window is open) or
the stack is empty (the active player may act again). Compound steps (an attack, "each other player
loses 1") expand into single token steps put at the front of their frame, so every gain or loss is one
event that can be reacted to on its own, in turn order from the active player.
"""
from __future__ import annotations

from rules.core import event

from . import token_choice, tokens, token_steps, windows, zones
from .cards import CARDS

BEATS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}


def new_frame(kind, seat, steps, card=None, target=None, at=None, announce=False) -> dict:
    return {"kind": kind, "seat": seat, "card": card, "target": target, "at": at, "steps": list(steps),
            "stage": "announce" if announce else "resolve", "cancelled": False, "window": None,
            "pre": False, "prevented_by": None}


def bind(effect, seat, target) -> list:
    """A card's effect steps made concrete for the player who plays it (and their chosen target)."""
    out = []
    for step in effect:
        step = dict(step, seat=seat, target=target)
        if step["op"] == "lose_self":
            step["op"] = "lose"
        out.append(step)
    return out


def _stays(s, seat):
    return len(s.inplay[seat])


# ----------------------------------------------------------------------------------- the loop
_PREVENTABLE = frozenset(token_steps.PREVENTABLE)
_TOKEN_OPS = frozenset(("gain", "lose", "pay", "give", "take"))


def run(s, events) -> None:
    # A search copy asks only seats holding a Reaction that fits; when no hand holds one that may fit (most
    # often) no window can open, and open_window (which would leave frame["window"] None) is not called.
    search = s.search_copy
    pickers = s.options.get("token_pickers", ())   # nobody listed: token_choice.picks is always []
    stack = s.stack   # (only the game's end replaces the list, never during a run)
    while stack:
        frame = stack[-1]
        if frame["window"] is not None:
            return
        if frame["stage"] == "announce":
            frame["stage"] = "resolve"
            if (not search or windows.someone_may_react(s, "announce")) and windows.open_window(s, frame, "announce"):
                return
            continue
        steps = frame["steps"]
        if frame["cancelled"] or not steps:
            finish_frame(s, events)
            continue
        step = steps[0]
        if step["op"] in _PREVENTABLE and not frame["pre"]:
            frame["pre"] = True
            if (not search or windows.someone_may_react(s, "before")) and windows.open_window(s, frame, "before"):
                return
        if pickers and frame["prevented_by"] is None and frame.get("pick") is None:
            choices = token_choice.picks(s, step)
            if choices:  # the player chooses which tokens move (the game's pick first)
                frame["window"] = {"type": "tokens", "queue": [token_choice.chooser(step)], "choices": choices}
                return
        del steps[0]
        frame["pre"] = False
        pick = frame.pop("pick", None)
        prevented_by = frame["prevented_by"]
        if prevented_by is not None:
            frame["prevented_by"] = None
            events.append(event("token_step_prevented", verb=step["op"], seat=step["seat"],
                                target=step.get("target"), by=prevented_by, n=step["n"]))
            continue
        op = step["op"]
        if op not in _TOKEN_OPS:
            _HANDLERS[op](s, frame, step, step["seat"], events)
            continue
        # A token step (as `execute`, inline): a gain of ENVY_THRESHOLD or more opens an "after" window.
        moved = token_steps.perform(s, step, events, pick)
        if moved >= windows.ENVY_THRESHOLD and op != "lose" and op != "pay":
            who = step["target"] if op == "give" else step["seat"]   # token_steps.receiver
            if who is not None and (not search or windows.someone_may_react(s, "after")) \
                    and windows.open_window(s, frame, "after", receiver=who, n=moved):
                return


def finish_frame(s, events) -> None:
    frame = s.stack.pop()
    if frame["kind"] == "card":
        cid = frame["card"]
        seat = s.owner[cid]
        key = s.keys[cid]
        if frame["cancelled"]:
            s.discard[seat].append(cid)
            events.append({"kind": "card_discarded", "seat": seat, "card": cid, "key": key, "reason": "cancelled"})
        elif CARDS[key].kind == "stay":
            s.inplay[seat].append(cid)
            events.append({"kind": "card_entered_play", "seat": seat, "card": cid, "key": key})
        else:
            s.discard[seat].append(cid)
            events.append({"kind": "card_discarded", "seat": seat, "card": cid, "key": key, "reason": "resolved"})
    if s.stack and s.stack[-1]["window"] is not None:
        windows.reopen(s, s.stack[-1])


# ------------------------------------------------------------------------------- the steps
def execute(s, frame, step, events, pick=None):
    """Carry out one step. Returns (receiver, n) when somebody gained tokens, else None."""
    op = step["op"]
    if op in _TOKEN_OPS:
        moved = token_steps.perform(s, step, events, pick)
        if not moved or op == "lose" or op == "pay":   # token_steps.receiver: nobody gains
            return None
        who = step["target"] if op == "give" else step["seat"]
        return (who, moved) if who is not None else None
    _HANDLERS[op](s, frame, step, step["seat"], events)
    return None


def _front(frame, steps):
    frame["steps"][0:0] = steps


def _gain(seat, n, reason=None, src=None):
    step = {"op": "gain", "seat": seat, "n": n}
    if reason:
        step["reason"] = reason
    if src is not None:
        step["src"] = src
    return step


def _draw(s, frame, step, seat, events):
    zones.draw(s, seat, step["n"], events)


def _each_draw(s, frame, step, seat, events):
    _front(frame, [{"op": "draw", "seat": o, "n": step["n"]} for o in windows.turn_order(s, s.active)])


def _gain_per_stay(s, frame, step, seat, events):
    """"Gain 1, plus 1 per ...": one gain of the whole amount (the rules make every gain one event)."""
    n = step["base"] + step["n"] * _stays(s, seat)
    if n:
        _front(frame, [_gain(seat, n)])


def _gain_if_fewest(s, frame, step, seat, events):
    mine = tokens.total(s.held[seat])
    fewest = all(tokens.total(s.held[o]) >= mine for o in range(s.seats))
    _front(frame, [_gain(seat, step["n"] if fewest else step["otherwise"])])


def _gain_per_nonmatching(s, frame, step, seat, events):
    n = step["base"] + tokens.non_matching(s.held[seat], seat) // step["per"]
    if n:
        _front(frame, [_gain(seat, n)])


def _each_gain(s, frame, step, seat, events):
    """Several players gain from one action: the active player first, then around the table. If the pot
    cannot satisfy everyone, the tokens are handed out one at a time in that order until it is empty.
    Each player's share is still one single gain event."""
    order = windows.turn_order(s, s.active)
    want = step["n"]
    pot = tokens.total(s.pot)
    if pot >= want * len(order):
        shares = {o: want for o in order}
    else:
        shares = {o: 0 for o in order}
        while pot > 0 and any(shares[o] < want for o in order):
            for o in order:
                if pot > 0 and shares[o] < want:
                    shares[o] += 1
                    pot -= 1
        events.append(event("pot_shortage", wanted=want * len(order), shares=[shares[o] for o in range(s.seats)]))
    _front(frame, [_gain(o, shares[o]) for o in order if shares[o]])


def _neighbours_lose(s, frame, step, seat, events):
    _front(frame, [{"op": "lose", "seat": o, "n": step["n"]} for o in windows.neighbours(s, seat)])


def _neighbours_pay(s, frame, step, seat, events):
    _front(frame, [{"op": "pay", "seat": o, "n": step["n"], "reason": "card"} for o in windows.neighbours(s, seat)])


def _take_richest(s, frame, step, seat, events):
    others = [o for o in windows.turn_order(s, seat) if o != seat]
    richest = max(others, key=lambda o: tokens.total(s.held[o]))  # first in turn order wins a tie
    _front(frame, [{"op": "take", "seat": seat, "target": richest, "n": step["n"]}])


def _redraw_hand(s, frame, step, seat, events):
    hand = list(s.hand[seat])
    for cid in hand:
        zones.discard_from_hand(s, seat, cid, events, reason="card")
    zones.draw(s, seat, len(hand) + 1, events)


def _swap_pot(s, frame, step, seat, events):
    """Trade one of your own tokens for a non-matching one from the pot (neither a gain nor a loss)."""
    mine = s.held[seat]
    wanted = next((o for o in tokens.receive_order(seat, s.seats) if o != seat and s.pot[o] > 0), None)
    if mine[seat] == 0 or wanted is None:
        events.append(event("tokens_unmoved", verb="swap", seat=seat, target=None, reason="nothing to swap"))
        return
    mine[seat] -= 1
    s.pot[seat] += 1
    s.pot[wanted] -= 1
    mine[wanted] += 1
    events.append(event("tokens_swapped", seat=seat, gave=seat, got=wanted))


def _free_next(s, frame, step, seat, events):
    s.free_next = True
    events.append(event("next_action_free", seat=seat))


def _discount(s, frame, step, seat, events):
    s.discount += step["n"]
    events.append(event("extra_action_discount", seat=seat, n=step["n"]))


def _tax(s, frame, step, seat, events):
    s.tax[step["target"]] += step["n"]
    events.append(event("extra_action_tax", seat=seat, target=step["target"], n=step["n"]))


def _extra_turn(s, frame, step, seat, events):
    s.extra_turns += 1
    events.append(event("extra_turn_granted", seat=seat))


def _reverse(s, frame, step, seat, events):
    # A second reversal before the first ends puts play back the usual way.
    s.direction = -s.direction
    s.reverse_owner = seat if s.direction == -1 else None
    events.append(event("direction_reversed", seat=seat, direction=s.direction))


def _discard(s, frame, step, seat, events):
    for _ in range(step["n"]):
        hand = s.hand[seat]
        if not hand:
            events.append(event("no_card_to_discard", seat=seat))
            return
        zones.discard_from_hand(s, seat, hand[s.rng.below(len(hand))], events, reason="attack")


# ------------------------------------------------------------------------------------ attacks
def _passive(s, seat, kind) -> bool:
    for cid in s.inplay[seat]:
        if CARDS[s.keys[cid]].passive["kind"] == kind:
            return True
    return False


def _flipped_steps(s, cid, owner, opponent) -> list:
    steps = []
    for ab in CARDS[s.keys[cid]].flipped:
        if ab["op"] == "gain":
            steps.append(_gain(owner, ab["n"], reason="flipped"))
        elif ab["op"] == "opponent_pays":
            steps.append({"op": "pay", "seat": opponent, "n": ab["n"], "reason": "flipped"})
    return steps


def _thorns(s, seat) -> int:
    """What attacking `seat` costs the attacker (Stay In Play cards with thorns)."""
    total = 0
    for cid in s.inplay[seat]:
        p = CARDS[s.keys[cid]].passive
        if p["kind"] == "thorns":
            total += p.get("n", 0)
    return total


def _attack(s, frame, step, seat, events):
    """Attacker and defender flip (When Flipped abilities: attacker's first), compare, then the effect.
    A defender with thorns makes the attacker pay first (the attack goes on whatever was paid)."""
    target = step["target"]
    thorns = 0 if step.get("thorns_paid") else _thorns(s, target)
    if thorns:
        events.append(event("attack_declared", seat=seat, target=target))
        _front(frame, [{"op": "pay", "seat": seat, "n": thorns, "reason": "thorns"},
                       dict(step, thorns_paid=True)])
        return
    if not step.get("thorns_paid"):
        events.append({"kind": "attack_declared", "seat": seat, "target": target})
    a_card = zones.flip(s, seat, events)
    d_card = zones.flip(s, target, events)
    d_cards = [d_card] if d_card is not None else []
    if d_cards and _passive(s, target, "double_flip"):
        second = zones.flip(s, target, events, quiet=True)  # a missing second card is not news
        if second is not None:
            d_cards.append(second)
    follow = []
    if a_card is not None and CARDS[s.keys[a_card]].flipped:
        follow += _flipped_steps(s, a_card, seat, target)
    for c in d_cards:
        if CARDS[s.keys[c]].flipped:
            follow += _flipped_steps(s, c, target, seat)
    follow.append({"op": "compare", "seat": seat, "target": target, "acard": a_card, "dcards": d_cards,
                   "then": step["then"]})
    follow.append({"op": "flips_to_hand", "seat": seat, "target": target})
    _front(frame, follow)


def attack_result(s, seat, target, a_card, d_cards):
    """(won, reason, defender's card used). A player with no card to flip loses the comparison;
    a defender with two flips uses the better one; a tie is not a win unless the attacker's cards say so."""
    def score(d_card):  # from the defender's side: 2 = attack beaten, 1 = tie, 0 = attack wins
        if a_card is None:
            return 2
        a = CARDS[s.keys[a_card]].rps
        d = CARDS[s.keys[d_card]].rps
        return 2 if BEATS[d] == a else (1 if d == a else 0)

    if any(any(ab["op"] == "fail" for ab in CARDS[s.keys[c]].flipped) for c in d_cards):
        return False, "defender's card stops the attack", None
    if not d_cards:
        return a_card is not None, ("defender had no card to flip" if a_card is not None
                                    else "neither player had a card to flip"), None
    best = max(d_cards, key=score)
    result = score(best)
    if result == 2:
        return False, ("attacker had no card to flip" if a_card is None else "defender's card wins"), best
    if result == 1:
        if _passive(s, seat, "win_ties"):
            return True, "tie, won by the attacker's Stay In Play card", best
        return False, "tie", best
    return True, "attacker's card wins", best


def _compare(s, frame, step, seat, events):
    target = step["target"]
    won, reason, used = attack_result(s, seat, target, step["acard"], step["dcards"])
    events.append({"kind": "attack_result", "seat": seat, "target": target, "won": won, "reason": reason,
                   "attacker_card": step["acard"], "defender_card": used})
    if won:
        follow = []
        for then in step["then"]:
            if then["op"] == "take":
                follow.append({"op": "take", "seat": seat, "target": target, "n": then["n"]})
            elif then["op"] == "lose":
                follow.append({"op": "lose", "seat": target, "n": then["n"]})
            else:
                follow.append({"op": "discard", "seat": target, "n": then["n"]})
        _front(frame, follow)


def _flips_to_hand(s, frame, step, seat, events):
    for who in (seat, step["target"]):
        cards = s.revealed[who]
        if cards:
            s.hand[who].extend(cards)
            s.known.update(cards)  # everyone saw them flipped
            events.append({"kind": "flipped_to_hand", "seat": who, "cards": list(cards),
                           "keys": [s.keys[c] for c in cards]})
            s.revealed[who] = []


# --------------------------------------------------------------------- reactions and passives
def _prevent(s, frame, step, seat, events):
    below = s.stack[step["below"]]
    below["prevented_by"] = seat
    events.append(event("prevention_ready", seat=seat))


def _icebox(s, frame, step, seat, events):
    at = step["at"]
    for f in s.stack:
        if f["kind"] == "card" and f["card"] == at and not f["cancelled"]:
            f["cancelled"] = True
            events.append(event("card_cancelled", seat=s.owner[at], card=at, key=s.keys[at], by=seat))
            return
    if at in s.inplay[s.owner[at]]:
        zones.remove_from_play(s, at, events, by=seat)
        return
    events.append(event("reaction_fizzled", seat=seat, card=at))


def _gain_per_pot(s, frame, step, seat, events):
    """Gain 1 token for every `per` tokens in the pot, at least 1 (one gain, however many)."""
    _front(frame, [_gain(seat, max(1, tokens.total(s.pot) // step["per"]))])


def _levy(s, frame, step, seat, events):
    _front(frame, [{"op": "pay", "seat": step["target"], "n": step["n"], "reason": "card"}])


def _rent(s, frame, step, seat, events):
    """A rent card: at the start of its owner's turn, the owner's neighbours pay to the pot (while it is in play)."""
    if step["card"] in s.inplay[seat]:
        _front(frame, [{"op": "pay", "seat": o, "n": step["n"], "reason": "rent"} for o in windows.neighbours(s, seat)])


def _upkeep(s, frame, step, seat, events):
    if step["card"] in s.inplay[seat]:
        _front(frame, [_gain(seat, step["n"], reason="upkeep")])


def _bank(s, frame, step, seat, events):
    """Put tokens from the pot on a bank card (not a gain: they belong to nobody while there)."""
    cid = step["card"]
    if cid not in s.inplay[seat]:
        return
    pile = s.on_card.setdefault(cid, [0] * s.seats)
    moved = tokens.move(s.pot, pile, step["n"], tokens.receive_order(seat, s.seats))
    if moved:
        events.append(event("tokens_moved", verb="bank", seat=seat, target=None, src={"zone": "pot"},
                            dst={"zone": "card", "card": cid}, tokens=moved, n=len(moved), reason="bank"))
    else:
        events.append(event("tokens_unmoved", verb="bank", seat=seat, target=None, reason="pot empty"))


def _cash_discard(s, frame, step, seat, events):
    cid = step["card"]
    if cid in s.inplay[s.owner[cid]]:
        zones.remove_from_play(s, cid, events, by=seat, reason="cashed")


_HANDLERS = {
    "draw": _draw, "each_draw": _each_draw, "gain_per_stay": _gain_per_stay, "gain_if_fewest": _gain_if_fewest,
    "gain_per_nonmatching": _gain_per_nonmatching, "each_gain": _each_gain, "neighbours_lose": _neighbours_lose,
    "neighbours_pay": _neighbours_pay, "take_richest": _take_richest, "redraw_hand": _redraw_hand,
    "swap_pot": _swap_pot, "free_next": _free_next, "discount": _discount, "tax": _tax,
    "extra_turn": _extra_turn, "reverse": _reverse, "discard": _discard, "attack": _attack,
    "compare": _compare, "flips_to_hand": _flips_to_hand, "prevent": _prevent, "icebox": _icebox,
    "upkeep": _upkeep, "bank": _bank, "cash_discard": _cash_discard, "levy": _levy, "rent": _rent,
    "gain_per_pot": _gain_per_pot,
}
