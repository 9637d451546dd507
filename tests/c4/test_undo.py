"""Undo in C4: a decision whose events are all undo-safe (C4.undo_safe_events) drew on no chance and showed
nobody a card, over seeded random games with token pickers and votes; a card played from the hand, a draw
and the turn passing stay final."""
from collections import Counter

from rules.c4 import GAME
from rules.core import Action, Rng

from .helpers import pull, table
from .test_soak import soak_options


def check_safe_action(s, seat, action):
    """Apply the action; if none of its events is an undo barrier, check that nothing random or hidden moved.
    Returns (events, whether it counted as safe)."""
    earlier = GAME.clone(s)
    events = GAME.apply(s, seat, action)
    if any(GAME.undo_barrier(ev) for ev in events):
        return events, False
    before, after = GAME.dump(earlier), GAME.dump(s)
    where = (before["phase"], action, [ev["kind"] for ev in events])
    assert after["rng"] == before["rng"], where
    for pile in ("deck", "hand", "revealed", "known"):
        assert after[pile] == before[pile], (pile, where)
    for v in range(s.seats):       # nobody learned more of another's hand
        assert GAME.view(s, v)["known_in_hands"] == GAME.view(earlier, v)["known_in_hands"], where
    return events, True


def test_undo_safe_decisions_draw_on_no_chance_and_show_no_card():
    kinds, still_deciding, safe = Counter(), 0, 0
    for seed in range(70):  # the prebuilt decks' games are short: 70 of them give enough decisions
        seats = 2 + seed % 3
        options = soak_options(seats, seed)
        options["token_pickers"] = list(range(seats))
        s = GAME.setup(seats, options, seed)
        rng = Rng(seed * 31 + 7)
        for _ in range(600):
            actors = GAME.actors(s)
            if not actors:
                break
            seat = actors[0]
            legal = GAME.legal_actions(s, seat)
            events, ok = check_safe_action(s, seat, legal[rng.below(len(legal))])
            if ok:
                safe += 1
                kinds.update(ev["kind"] for ev in events)
                still_deciding += seat in GAME.actors(s)
    # The check is not empty: the common safe kinds came up (a vote needs a full tie, a pot shortage an
    # empty pot: those are checked by hand below), and some decisions could be taken back.
    assert {"reaction_passed", "tokens_moved"} <= set(kinds), kinds
    assert set(kinds) <= GAME.undo_safe_events
    assert safe > 250 and still_deciding > 40, (safe, still_deciding)


def test_playing_a_card_or_ending_the_turn_is_final_a_token_pick_is_not():
    s = table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    cid = pull(s, 0, "lucky-penny")
    played = GAME.apply(s, 0, Action("play", card=cid))
    assert any(GAME.undo_barrier(ev) for ev in played)          # the card was shown from the hand
    ended = GAME.apply(s, 0, Action("done")) if GAME.actors(s) == [0] and s.stack == [] else []
    assert ended and any(GAME.undo_barrier(ev) for ev in ended)  # the turn passed, the next player drew
    assert not GAME.undo_barrier({"kind": "tokens_moved", "seat": 0})
    assert not GAME.undo_barrier({"kind": "reaction_passed", "seat": 1, "window": "announce"})
    for kind in ("cards_drawn", "card_flipped", "deck_reshuffled", "card_played", "card_discarded",
                 "turn_ended"):
        assert GAME.undo_barrier({"kind": kind}), kind


def test_decisions_on_the_public_table_need_no_curtain():
    s = table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    assert GAME.private_decision(s, 0)                # playing from the hand
    s.phase, s.voters, s.tied, s.votes = "vote", [1], [0, 1], [None, None]
    assert not GAME.private_decision(s, 1)
