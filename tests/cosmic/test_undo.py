"""Undo in Cosmic: a decision whose events are all undo-safe (Cosmic.undo_safe_events) drew on no chance and
showed nobody a card, over many seeded random games with every option; and the events that look alike but do
reveal something (a card played face up, a deal item naming a card) stay final."""
from collections import Counter

from rules.core import Action, Rng
from rules.cosmic import GAME

from .helpers import ATT, COMP, challenge, do, fresh, to_the_cards
from .soak_policy import pick
from .test_soak import options_for


def cards_in_sight(view) -> Counter:
    """Every challenge card id the viewer can see: his hand, the discards, the played cards and Kickers
    shown, what the Seer saw, and cards named in an open deal."""
    ids = list(view["hand"] or []) + list(view["discard"]) + list(view["seen"])
    ids += [c for c in list(view["played"]) + list(view["kickers"]) if isinstance(c, int) and c >= 0]
    if view["deal"]:
        ids += [i[3] for i in view["deal"]["draft"] if i[0] == "cards" and len(i) > 3 and i[3] >= 0]
    return Counter(ids)


def check_safe_action(s, seat, action):
    """Apply the action; if none of its events is an undo barrier, check that nothing random or hidden
    moved. Returns (events, whether it counted as safe)."""
    earlier = GAME.clone(s)
    events = GAME.apply(s, seat, action)
    if any(GAME.undo_barrier(ev) for ev in events):
        return events, False
    before, after = GAME.dump(earlier), GAME.dump(s)
    where = (before["phase"], action)
    assert after["rng"] == before["rng"], where
    for pile in ("deck", "discard", "destiny", "destiny_discard"):
        assert after[pile] == before[pile], (pile, where)
    for x in range(s.seats):
        if x != seat:
            assert after["hands"][x] == before["hands"][x], where
    assert not Counter(after["hands"][seat]) - Counter(before["hands"][seat]), where
    for v in range(s.seats):
        if v != seat:
            came = cards_in_sight(GAME.view(s, v)) - cards_in_sight(GAME.view(earlier, v))
            assert not came, ("a card came into sight", v, where)
    return events, True


def test_undo_safe_decisions_draw_on_no_chance_and_show_no_card():
    kinds, still_deciding, safe = Counter(), 0, 0
    for seed in range(16):
        seats = 2 + seed % 5
        s = GAME.setup(seats, options_for(seed), seed)
        rng = Rng(seed * 17 + 3)
        for _ in range(1500):
            actors = GAME.actors(s)
            if not actors:
                break
            seat = actors[rng.below(len(actors))]
            action = pick(GAME, s, seat, GAME.legal_actions(s, seat), rng)
            events, ok = check_safe_action(s, seat, action)
            if ok:
                safe += 1
                kinds.update(ev["kind"] for ev in events)
                still_deciding += seat in GAME.actors(s)
    # The check is not empty: every safe kind came up, and many of those decisions could be taken back.
    assert set(kinds) == set(GAME.undo_safe_events), set(GAME.undo_safe_events) - set(kinds)
    assert safe > 3000 and still_deciding > 2000


def test_launching_and_aiming_are_safe_a_destiny_flip_or_a_draw_is_not():
    s = fresh(3)
    assert s.phase == "aim"
    aimed = do(s, 0, "aim", planet=5)
    launched = do(s, 0, "launch", planet=0)
    assert [ev["kind"] for ev in aimed + launched] == ["cone_aimed", "tokens_moved"]
    assert not any(GAME.undo_barrier(ev) for ev in aimed + launched) and GAME.actors(s) == [0]
    assert GAME.undo_barrier({"kind": "destiny_flipped", "seat": 0, "colour": 1, "capture": False, "card": 1})
    assert GAME.undo_barrier({"kind": "cards_drawn", "seen_by": [0], "seat": 0, "cards": [3], "count": 1})


def test_a_card_played_face_up_for_the_prophet_is_final_a_face_down_one_is_not():
    # Seat 1 is the Prophet (Oracle): the offense must show his card first.
    s = fresh(3, powers=[None, "oracle", None], hands=[[ATT[8]], [ATT[10]], [ATT[4]]])
    to_the_cards(s, 5)
    up = do(s, 0, "play", card=ATT[8])
    down = do(s, 1, "play", card=ATT[10])
    assert up[0]["kind"] == "card_played" and up[0]["face_up"] and GAME.undo_barrier(up[0])
    assert down[0]["kind"] == "card_played" and not down[0]["face_up"] and not GAME.undo_barrier(down[0])


def test_a_deal_item_naming_a_card_is_final_one_of_his_choice_is_not():
    s = fresh(3, hands=[[COMP, ATT[4]], [COMP, ATT[5]], [ATT[8]]])
    challenge(s, 5, COMP, COMP)
    assert s.phase == "negotiate" and GAME.actors(s) == [0]
    named = do(s, 0, "deal_cards", giver=0, receiver=1, card=ATT[4])
    chosen = do(s, 0, "deal_cards", giver=1, receiver=0)
    base = do(s, 0, "deal_base", receiver=0, planet=5)
    assert [ev["kind"] for ev in named + chosen + base] == ["deal_item"] * 3
    assert GAME.undo_barrier(named[0])
    assert not GAME.undo_barrier(chosen[0]) and not GAME.undo_barrier(base[0])
    assert GAME.actors(s) == [0] and Action("deal_offer") in GAME.legal_actions(s, 0)
