"""What a seat may know (`view`) and a re-deal of what it cannot know (`sample_hidden`)."""
from __future__ import annotations

from rules.core import Rng

from . import state as st
from .shot import position_row
from .state import FIELDS


def revealed(s) -> bool:
    """Cards on the table are face down only while they are being placed."""
    return s.phase not in ("attack", "defend", "coach_pick")


def view(s, seat, actors) -> dict:
    attacker = s.possession
    shown = revealed(s)

    def table_card(owner, card):
        return card if (shown or owner == seat) else None

    stars = [list(x) for x in s.stars]
    if s.phase == "bid":
        committed = [list(s.committed[i]) if i == seat else None for i in (0, 1)]
    else:
        committed = None
    return {
        "phase": s.phase, "actors": list(actors), "period": s.period, "field": s.field,
        "minute": FIELDS[s.field], "turn": s.turn_in_round, "possession": attacker, "attacker": attacker,
        "defender": 1 - attacker, "starter": s.starter, "toss_winner": s.toss_winner, "leg": s.leg + 1,
        "home": s.home, "variant": s.options["variant"], "options": dict(s.options),
        # In the shootout the goal counters go back to 0 and count the kicks (rulebook 16.5); the match
        # score stays in "match_scores" and in the outcome.
        "scores": list(s.shootout) if s.period == "shootout" else list(s.scores), "match_scores": list(s.scores),
        "shots": list(s.shots), "leg_scores": [list(x) for x in s.leg_scores], "shootout": list(s.shootout),
        "kicks": list(s.kicks), "kicker": s.kicker,
        "hand": sorted(s.hands[seat]) if seat is not None else None,
        "hand_sizes": [len(h) for h in s.hands], "deck_sizes": [len(d) for d in s.decks],
        "benches": [list(u) for u in s.used],
        "coach_offer": list(s.coach_offer[seat]) if seat is not None else [],
        "coach": s.coach[seat] if seat is not None else -1,
        # Who has kept a coach card is public from the start (it lies face down in the slot; the log says
        # it); only the card is secret.
        "has_coach": [c >= 0 for c in s.coach],
        "shooter": table_card(attacker, s.shooter) if s.shooter >= 0 else -1,
        "shooter_placed": s.shooter >= 0,
        "supports": [table_card(attacker, c) for c in s.supports],
        "defenders": [table_card(1 - attacker, c) for c in s.defenders],
        "revealed": shown,
        "stars": stars, "tactic_bars": [list(x) for x in s.bar], "pending_pick": list(s.pending_pick),
        "committed": committed, "bid_done": list(s.bid_done), "control": s.control,
        "var_tokens": list(s.var_token), "event": s.event, "event_blocked": s.event_blocked,
        "event_source": s.event_source, "applied_event": s.applied_event,
        "modifiers": [{"source": m[0], "value": m[1]} for m in s.mods], "halves": len(s.halves),
        "halving": list(s.halves),
        "tokens": {name: s.tok[i] for i, name in enumerate(st.TOKENS)},
        "die": s.die, "shift": s.shift, "row": position_row(s) if s.die else 0, "table_event": s.table_event,
        "fixed_pct": s.fixed_pct, "fixed_row": s.fixed_row, "no_shot": s.no_shot, "rebound": s.rebound,
        "two_shots": s.two_shots, "base": s.base, "goals_this_turn": s.goals_turn,
        "yellow_cards": list(s.yellow), "red_cards": list(s.reds), "discard_owed": list(s.discard_owed),
        "event_deck_size": len(s.event_deck), "event_discard": list(s.event_discard),
        "var_deck_size": len(s.var_deck), "var_discard": list(s.var_discard),
        "stoppage_queue": list(s.stoppage_queue), "over": s.over,
    }


def info_key(s, seat, actors) -> tuple:
    """What `seat` knows now, as a hashable key for the computer's search tree: two states get the same key
    exactly when `view(s, seat)` is the same (tests/test_conformance.py checks it), but it is built from the
    state directly, about ten times faster than the view and its JSON text. Keys are compared within one
    game only, so the options are left out."""
    attacker = s.possession
    shown = s.phase not in ("attack", "defend", "coach_pick")
    if shown or attacker == seat:
        attack = (s.shooter, tuple(s.supports))
    else:
        attack = (s.shooter >= 0, len(s.supports))
    defence = tuple(s.defenders) if shown or attacker != seat else len(s.defenders)
    hands = s.hands
    return (
        s.phase, tuple(actors), s.period, s.field, s.turn_in_round, attacker, s.starter, s.toss_winner, s.leg,
        s.home, tuple(s.scores), tuple(s.shots), tuple(map(tuple, s.leg_scores)), tuple(s.shootout),
        tuple(s.kicks), s.kicker, tuple(sorted(hands[seat])), len(hands[0]), len(hands[1]), len(s.decks[0]),
        len(s.decks[1]), tuple(s.used[0]), tuple(s.used[1]), tuple(s.coach_offer[seat]), s.coach[seat],
        s.coach[0] >= 0, s.coach[1] >= 0, attack, defence, tuple(s.stars[0]), tuple(s.stars[1]),
        tuple(s.bar[0]), tuple(s.bar[1]), tuple(s.pending_pick),
        tuple(s.committed[seat]) if s.phase == "bid" else None, tuple(s.bid_done), s.control,
        tuple(s.var_token), s.event, s.event_blocked, s.event_source, s.applied_event,
        tuple(map(tuple, s.mods)), tuple(s.halves), tuple(s.tok), s.die, s.shift, s.table_event, s.fixed_pct,
        s.fixed_row, s.no_shot, s.rebound, s.two_shots, s.base, s.goals_turn, tuple(s.yellow), tuple(s.reds),
        tuple(s.discard_owed), len(s.event_deck), tuple(s.event_discard), len(s.var_deck),
        tuple(s.var_discard), tuple(s.stoppage_queue), s.over,
    )


def sample_hidden(s, seat, rng):
    """Re-deal what `seat` cannot know: the opponent's hand, deck and face-down cards, its coach card
    (and coach offer), the order of every deck, and the future dice. Every pile is put in order before it
    is shuffled, so the re-deal depends only on what the seat knows (and the generator): two positions the
    seat cannot tell apart give the same re-deals, and a hint is the same in both."""
    c = st.clone(s)
    other = 1 - seat
    c.decks[seat].sort()
    rng.shuffle(c.decks[seat])
    hidden_table = not revealed(c)
    face_down = []
    if hidden_table:
        if other == c.possession:
            face_down = ([c.shooter] if c.shooter >= 0 else []) + c.supports
        else:
            face_down = list(c.defenders)
    pool = sorted(c.hands[other] + c.decks[other] + face_down)
    rng.shuffle(pool)
    n_hand = len(c.hands[other])
    c.hands[other] = pool[:n_hand]
    pos = n_hand
    if face_down:
        new = pool[pos:pos + len(face_down)]
        pos += len(face_down)
        if other == c.possession:
            if c.shooter >= 0:
                c.shooter, new = new[0], new[1:]
            c.supports = new
        else:
            c.defenders = new
    c.decks[other] = pool[pos:]
    events_pool = list(c.event_deck)
    if c.coach[other] >= 0:
        events_pool.append(c.coach[other])
    events_pool += c.coach_offer[other]
    events_pool.sort()
    rng.shuffle(events_pool)
    if c.coach[other] >= 0:
        c.coach[other] = events_pool.pop()
    if c.coach_offer[other]:
        n = len(c.coach_offer[other])
        c.coach_offer[other] = events_pool[-n:]
        events_pool = events_pool[:-n]
    c.event_deck = events_pool
    c.var_deck.sort()
    rng.shuffle(c.var_deck)
    if c.phase == "bid":
        # a sealed blind bid is secret: guess a size and colours among the stars the opponent holds
        held = [c.stars[other][k] + c.bar[other][k] for k in range(3)]
        pool = [k for k in range(3) for _ in range(held[k])]
        rng.shuffle(pool)
        c.committed[other] = [0, 0, 0]
        for k in pool[:rng.below(len(pool) + 1)]:
            c.committed[other][k] += 1
    c.rng = Rng(rng.next_u64())
    return c
