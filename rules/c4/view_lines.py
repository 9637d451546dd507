"""The view as lines a person can read, for the general table (`Game.view_lines`).

Built from the view dict alone (never the state), so it can show nothing the viewer may not see.
Order: you (hand, tokens, cards in play), then each other player (only what is public), then the shared
table (pot, turn, what is being decided now).
"""
from __future__ import annotations

from .cards import CARDS

KIND_TAGS = {"stay": "Stay In Play", "reaction": "Reaction"}
# Card texts start with their kind ("Stay In Play. ..."); the tag already says it.
KIND_PREFIXES = ("Stay In Play. ", "Reaction. ")


def _plural(n, word) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


class _Reader:
    """Names of seats and cards as the viewer sees them."""

    def __init__(self, view, names):
        self.view = view
        self.names = names
        self.me = view["seat"]

    def who(self, seat) -> str:
        if seat is None:
            return "?"
        if seat == self.me:
            return "you"
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def Who(self, seat) -> str:
        w = self.who(seat)
        return w[0].upper() + w[1:]

    def whose(self, seat) -> str:
        return "your" if seat == self.me else f"{self.who(seat)}'s"

    def card(self, cid):
        """The card definition of a card id the view shows, or None for a card it does not show."""
        key = self.view["cards"].get(str(cid))
        return CARDS.get(key) if key is not None else None

    def name(self, cid) -> str:
        d = self.card(cid)
        return d.name if d else "a hidden card"

    def described(self, cid) -> str:
        """Name, symbol, kind and what the card does: for cards in the viewer's hand."""
        d = self.card(cid)
        if d is None:
            return "a hidden card"
        tag = d.rps + (f", {KIND_TAGS[d.kind]}" if d.kind in KIND_TAGS else "")
        text = d.text
        for prefix in KIND_PREFIXES:
            if text.startswith(prefix):
                text = text[len(prefix):]
        return f"{d.name} ({tag}): {text}"

    def in_play(self, seat) -> str:
        on = {cid: sum(pile) for cid, pile in self.view["on_cards"]}
        parts = []
        for cid in self.view["in_play"][seat]:
            n = on.get(cid, 0)
            parts.append(self.name(cid) + (f" ({_plural(n, 'token')} on it)" if n else ""))
        return ", ".join(parts)


def view_lines(view: dict, names: list) -> list:
    r = _Reader(view, names)
    me = view["seat"]
    lines = []
    if me is not None:
        lines += _player_lines(r, me)
    for seat in range(view["seats"]):
        if seat != me:
            lines += _player_lines(r, seat)
    lines += _table_lines(r)
    return lines


def _player_lines(r: _Reader, seat) -> list:
    v = r.view
    mine = seat == r.me
    head = f"You ({r.names[seat]})" if mine and seat < len(r.names) else r.Who(seat)
    total, nm = v["token_totals"][seat], v["non_matching"][seat]
    summary = [f"{_plural(total, 'token')} ({nm} non-matching)"]
    if not mine:
        summary.append(_plural(v["hand_sizes"][seat], "card") + " in hand")
    discard = v["discards"][seat]
    summary.append(f"deck {v['deck_sizes'][seat]}")
    summary.append(f"discard {len(discard)}" + (f" (top: {r.name(discard[-1])})" if discard else ""))
    lines = [(0, f"{head}: " + ", ".join(summary))]
    if mine:
        hand = v["hand"] or []
        lines.append((1, f"Your hand ({len(hand)}):" if hand else "Your hand is empty."))
        # Copies of one card share a line ("2x Brace ..."): the hand reads shorter.
        copies = {}
        for cid in hand:
            copies.setdefault(v["cards"].get(str(cid), cid), []).append(cid)
        lines += [(2, (f"{len(cids)}x " if len(cids) > 1 else "") + r.described(cids[0]))
                  for cids in copies.values()]
    else:
        known = v["known_in_hands"][seat]
        if known:
            lines.append((1, "Seen in hand: " + ", ".join(r.name(cid) for cid in known)))
    if v["in_play"][seat]:
        lines.append((1, "In play: " + r.in_play(seat)))
    if v["revealed"][seat]:
        flipped = ", ".join(f"{r.name(cid)} ({r.card(cid).rps if r.card(cid) else '?'})"
                            for cid in v["revealed"][seat])
        lines.append((1, f"Flipped in the attack: {flipped}"))
    if v["tax"][seat]:
        lines.append((1, f"First extra action next turn costs {_plural(v['tax'][seat], 'token')} more"))
    return lines


def _table_lines(r: _Reader) -> list:
    v = r.view
    lines = [(0, f"Pot: {_plural(sum(v['pot']), 'token')}")]
    if v["phase"] == "over":
        return lines + _result_lines(r)
    if v["phase"] == "play":
        direction = "left" if v["direction"] == 1 else "right (reversed)"
        lines.append((0, f"Turn {v['turn']}: {r.whose(v['active'])} turn; play passes {direction}"))
        lines.append((1, _cost_text(r)))
    for frame in v["stack"]:
        text = _frame_text(r, frame)
        if text:
            lines.append((1, text))
    lines.append((0, "Now: " + _now_text(r)))
    return lines


def _cost_text(r: _Reader) -> str:
    v = r.view
    taken = _plural(v["actions_taken"], "action")
    cost = v["next_action_cost"]
    text = f"{taken} taken this turn; the next costs " + ("nothing" if cost == 0 else _plural(cost, "token"))
    extras = []
    if v["free_next"]:
        extras.append("the next action is free")
    if v["discount"]:
        extras.append(f"the next extra action costs {v['discount']} less")
    if v["turn_tax"]:
        extras.append(f"the first extra action costs {v['turn_tax']} more")
    if v["extra_turns"]:
        extras.append(_plural(v["extra_turns"], "extra turn") + " to come")
    return text + ("; " + "; ".join(extras) if extras else "")


def _frame_text(r: _Reader, frame) -> str:
    if frame["card"] is None:
        return ""  # a turn start: nothing to name
    verb = "Being played" if frame["kind"] == "card" else "Being cashed in"
    text = f"{verb}: {r.name(frame['card'])} by {r.who(frame['seat'])}"
    if frame["target"] is not None:
        text += f" on {r.who(frame['target'])}"
    if frame["at"] is not None:
        text += f" on {r.name(frame['at'])}"
    return text + (" (cancelled)" if frame["cancelled"] else "")


def _tokens_or_some(n) -> str:
    return _plural(n, "token") if n else "tokens"


def _step_text(r: _Reader, step) -> str:
    op, who, n = step["op"], r.who(step["seat"]), _tokens_or_some(step["n"])
    if op == "give":
        return f"{who} would give {n} to {r.who(step['target'])}"
    if op == "take":
        return f"{who} would take {n} from {r.who(step['target'])}"
    return f"{who} would {op} {n}"


def _now_text(r: _Reader) -> str:
    v = r.view
    window = v["window"]
    if v["phase"] == "vote":
        vote = v["vote"]
        tied = " or ".join(r.who(t) for t in vote["tied"])
        waiting = [r.who(s) for s in vote["voters"] if s not in vote["voted"]]
        return f"tie-break vote for {tied}; waiting for {', '.join(waiting)}"
    if window is not None:
        asking = r.who(window["asking"])
        if window["type"] == "tokens":
            return f"{_step_text(r, window['step'])}; {asking} chooses which tokens"
        if window["type"] == "announce":
            moment = f"{r.name(window['card'])} is announced" if "card" in window else "a card is announced"
        elif window["type"] == "before":
            moment = _step_text(r, window["step"])
        else:
            moment = f"{r.who(window['receiver'])} gained {_plural(window['n'], 'token')}"
        return f"{moment}; {asking} may play a Reaction or pass"
    return f"{r.who(v['active'])} may play a card or end the turn"


def _result_lines(r: _Reader) -> list:
    res = r.view["result"] or {}
    winners = " and ".join(r.who(w) for w in res.get("winners", []))
    lines = [(0, f"Game over: {winners} won ({res.get('decided_by', '')})")]
    scores = res.get("scores") or []
    if scores:
        lines.append((1, "Tokens: " + ", ".join(f"{r.who(i)} {n}" for i, n in enumerate(scores))))
    return lines
