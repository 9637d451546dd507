"""Undo in C4: a decision whose events are all undo-safe (C4.undo_safe_events) drew on no chance and showed
nobody a card, over seeded random games with token pickers and votes; a card played from the hand, a draw
and the turn passing stay final."""
from collections import Counter

from rules.c4 import GAME
from rules.core import Action, Rng, i18n

from .helpers import pull, table
from .test_soak import soak_options


def check_safe_action(s, seat, action):
    """Apply the action; if none of its events is an undo barrier, check that nothing random or hidden moved.
    Returns (events, whether it counted as safe)."""
    earlier = GAME.clone(s)
    events = GAME.apply(s, seat, action)
    if any(GAME.undo_barrier(ev) for ev in events):
        assert GAME.undo_final_reason(events)                     # final, and it says why
        return events, False
    assert GAME.undo_final_reason(events) is None
    before, after = GAME.dump(earlier), GAME.dump(s)
    where = (before["phase"], action, [ev["kind"] for ev in events])
    assert after["rng"] == before["rng"], where
    assert after["deck"] == before["deck"], where
    # No card left a hand; the only cards that came into one are those everyone saw flipped in an attack.
    shown = {c for pile in before["revealed"] for c in pile}
    for was, now in zip(before["hand"], after["hand"]):
        assert set(was) <= set(now) and set(now) - set(was) <= shown, where
    assert set(before["known"]) <= set(after["known"]) <= set(before["known"]) | shown, where
    for v in range(s.seats):       # nobody learned more of another's hand than the table saw
        was = {c for h in GAME.view(earlier, v)["known_in_hands"] for c in h}
        now = {c for h in GAME.view(s, v)["known_in_hands"] for c in h}
        assert was <= now <= was | shown, where
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
    assert {"reaction_passed", "tokens_moved", "card_discarded"} <= set(kinds), kinds
    assert set(kinds) <= GAME.undo_safe_events | {"card_discarded"}
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


def reason(events, lang="en"):
    i18n.set_language(lang)
    try:
        return str(GAME.undo_final_reason(events))
    finally:
        i18n.set_language("en")


def test_the_refusal_names_what_made_the_move_final():
    # Issue 35: after a card that drew nothing the refusal said "That move revealed something or drew on
    # chance". Each reason names what happened.
    s = table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    played = GAME.apply(s, 0, Action("play", card=pull(s, 0, "lucky-penny")))
    assert not any(ev["kind"] in ("cards_drawn", "card_flipped") for ev in played)
    assert reason(played) == "Everyone has seen that card: it is final."
    assert reason(played, "pl") == "Wszyscy widzieli tę kartę: ten ruch jest ostateczny."
    drawn = {"kind": "cards_drawn", "seat": 0, "cards": [1, 2], "keys": ["a", "b"], "count": 2, "seen_by": [0]}
    assert reason([{"kind": "reaction_passed"}, drawn]) == "2 cards were drawn: that move is final."
    assert reason([dict(drawn, count=1)]) == "A card was drawn: that move is final."
    assert reason([dict(drawn, count=2)], "pl") == "Dobrano 2 karty: ten ruch jest ostateczny."
    assert reason([dict(drawn, count=5)], "pl") == "Dobrano 5 kart: ten ruch jest ostateczny."
    assert reason([{"kind": "tokens_moved"}, {"kind": "card_flipped", "seat": 1, "card": 3}]) \
        == "A card was flipped from a deck: that move is final."
    assert reason([{"kind": "deck_reshuffled", "seat": 0, "cards": 4}]) == "A deck was shuffled: that move is final."
    assert reason([{"kind": "card_discarded", "seat": 1, "card": 3, "reason": "attack"}]) \
        == "A card went from a hand to the discard pile: that move is final."
    assert reason([{"kind": "turn_ended", "seat": 0}, {"kind": "turn_started", "seat": 1}]) \
        == "The turn has passed: that move is final."
    for lang in ("en", "pl"):
        assert "revealed something" not in reason(played, lang) and "odkrył" not in reason(played, lang)
    assert GAME.undo_final_reason([{"kind": "tokens_moved"}, {"kind": "reaction_passed"}]) is None


def test_a_token_pick_that_finishes_the_card_can_be_taken_back():
    # The played card going on to the discard pile shows nobody anything new: Undo stays open after a pick.
    s = table(2, cards={0: ["lucky-penny"]}, pot=[2, 2])
    s.options = dict(s.options, token_pickers=[0])
    GAME.apply(s, 0, Action("play", card=pull(s, 0, "lucky-penny")))
    assert GAME.actors(s) == [0] and s.stack[-1]["window"]["type"] == "tokens"
    events = GAME.apply(s, 0, Action("tokens", pick=(1, 1)))
    assert GAME.actors(s) == [0] and not s.stack                 # back in the main phase, still deciding
    assert [ev["reason"] for ev in events if ev["kind"] == "card_discarded"] == ["resolved"]
    assert GAME.undo_final_reason(events) is None


def test_a_discard_from_a_hand_is_final_a_played_card_leaving_the_table_is_not():
    assert not GAME.undo_barrier({"kind": "card_discarded", "seat": 0, "card": 1, "reason": "resolved"})
    assert not GAME.undo_barrier({"kind": "card_discarded", "seat": 0, "card": 1, "reason": "cancelled"})
    assert GAME.undo_barrier({"kind": "card_discarded", "seat": 0, "card": 1, "reason": "attack"})
    assert GAME.undo_barrier({"kind": "card_discarded", "seat": 0, "card": 1, "reason": "card"})


def test_decisions_on_the_public_table_need_no_curtain():
    s = table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    assert GAME.private_decision(s, 0)                # playing from the hand
    s.phase, s.voters, s.tied, s.votes = "vote", [1], [0, 1], [None, None]
    assert not GAME.private_decision(s, 1)
