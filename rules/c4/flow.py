"""The shape of a game: choosing the first player, the turn (draw, do stuff, done), action costs,
and the end of the game with its tie-breaks."""
from __future__ import annotations

from rules.core import event

from . import effects, tokens
from .cards import CARDS


# ------------------------------------------------------------------------------ first player
def choose_first_player(s, events) -> int:
    """Everyone reveals the top card of their deck; the name first in alphabetical order starts. Tied
    players reveal again. Revealed cards go to their owners' hands (everyone has seen them). If tied
    players run out of cards to reveal (identical decks in identical order) the generator decides."""
    contenders = list(range(s.seats))
    rnd = 0
    while len(contenders) > 1:
        rnd += 1
        shown = []
        for seat in contenders:
            if s.deck[seat]:
                cid = s.deck[seat].pop()
                s.hand[seat].append(cid)
                s.known.add(cid)
                shown.append((seat, cid))
        if not shown:
            pick = contenders[s.rng.below(len(contenders))]
            events.append(event("first_player_drawn_by_lot", seats=contenders, seat=pick))
            return pick
        events.append(event("first_player_reveal", round=rnd,
                            cards=[{"seat": seat, "card": cid, "key": s.keys[cid]} for seat, cid in shown]))
        best = min(CARDS[s.keys[cid]].sort_name for _, cid in shown)
        contenders = [seat for seat, cid in shown if CARDS[s.keys[cid]].sort_name == best]
    events.append(event("first_player", seat=contenders[0]))
    return contenders[0]


# ------------------------------------------------------------------------------------ turns
def start_turn(s, seat, events) -> None:
    s.active = seat
    s.turn += 1
    if s.reverse_owner == seat:  # "until your next turn"
        s.direction = -s.direction
        s.reverse_owner = None
        events.append(event("direction_restored", seat=seat, direction=s.direction))
    s.actions_taken = 0
    s.free_next = False
    s.discount = 0
    s.turn_tax = s.tax[seat]
    s.tax[seat] = 0
    events.append({"kind": "turn_started", "seat": seat, "turn": s.turn})
    steps = [{"op": "draw", "seat": seat, "n": 1}]
    for cid in s.inplay[seat]:
        p = CARDS[s.keys[cid]].passive
        kind = p["kind"]
        if kind == "upkeep" or kind == "bank" or kind == "rent":
            steps.append({"op": kind, "seat": seat, "card": cid, "n": p["n"]})
    s.stack.append(effects.new_frame("turn", seat, steps))
    effects.run(s, events)


def action_cost(s) -> int:
    """Tokens to pay for the active player's next action: the first is free, then 1, 2, 3..."""
    if s.actions_taken == 0 or s.free_next:
        return 0
    return max(0, s.actions_taken + s.turn_tax - s.discount)


def count_action(s) -> int:
    """Record that an action is taken; returns what it costs (the caller pays it)."""
    cost = action_cost(s)
    if s.actions_taken > 0:
        if s.free_next:
            s.free_next = False
        else:  # a paid extra action uses up the discount and the tax
            s.discount = 0
            s.turn_tax = 0
    s.actions_taken += 1
    return cost


def end_turn(s, events) -> None:
    seat = s.active
    events.append({"kind": "turn_ended", "seat": seat, "turn": s.turn})
    for p in s.held:
        if sum(p) == 0:   # (tokens.total)
            finish_game(s, events)
            return
    # Our decision: an optional round limit so a game between careful players always finishes.
    limit = s.options.get("round_limit", 0)
    if limit and s.turn >= limit * s.seats:
        events.append(event("round_limit_reached", rounds=limit))
        finish_game(s, events)
        return
    if s.extra_turns:
        s.extra_turns -= 1
        start_turn(s, seat, events)
    else:
        start_turn(s, (seat + s.direction) % s.seats, events)


# ----------------------------------------------------------------------------------- the end
def finish_game(s, events) -> None:
    """Most tokens wins; among the tied, most non-matching tokens; still tied, the losing players vote
    (when at least one of them is a person; otherwise the tied players share the win)."""
    totals = [tokens.total(p) for p in s.held]
    nm = [tokens.non_matching(p, i) for i, p in enumerate(s.held)]
    top = max(totals)
    tied = [i for i in range(s.seats) if totals[i] == top]
    if len(tied) == 1:
        return _declare(s, tied, "most tokens", events)
    best_nm = max(nm[i] for i in tied)
    tied = [i for i in tied if nm[i] == best_nm]
    if len(tied) == 1:
        return _declare(s, tied, "most tokens from other players", events)
    losers = [i for i in range(s.seats) if i not in tied]
    if not any(i in s.humans for i in losers):
        return _declare(s, tied, "shared win (no person among the losing players to vote)", events)
    s.phase = "vote"
    s.tied = tied
    s.voters = losers
    s.votes = [None] * s.seats
    events.append(event("vote_started", tied=tied, voters=losers))


def cast_vote(s, seat, choice, events) -> None:
    s.votes[seat] = choice
    events.append(event("vote_cast", seat=seat, choice=choice))
    if all(s.votes[v] is not None for v in s.voters):
        counts = {t: sum(1 for v in s.voters if s.votes[v] == t) for t in s.tied}
        most = max(counts.values())
        winners = [t for t in s.tied if counts[t] == most]
        _declare(s, winners, "vote" if len(winners) == 1 else "shared win (the vote was tied)", events)


def _declare(s, winners, decided_by, events) -> None:
    s.phase = "over"
    s.stack = []
    s.result = {"winners": list(winners), "scores": [tokens.total(p) for p in s.held],
                "non_matching": [tokens.non_matching(p, i) for i, p in enumerate(s.held)],
                "decided_by": decided_by, "turns": s.turn,
                "ended_by": "no tokens" if any(tokens.total(p) == 0 for p in s.held) else "round limit",
                "votes": list(s.votes) if s.votes else None}
    events.append(event("game_over", winners=list(winners), decided_by=decided_by,
                        scores=s.result["scores"]))
