"""The protocol promises: views hide what they must, sample_hidden re-deals only hidden cards, dump/load and
clone agree, every action and event has words."""
import json

from rules.core import Rng, canonical
from rules.cosmic import GAME
from rules.cosmic.content import CARDS

from .helpers import ATT, COMP, do, fresh, to_the_cards
from .soak_policy import pick
from .test_soak import options_for


def test_view_hides_other_hands_and_face_down_cards():
    s = fresh(hands=[[ATT[8], ATT[4]], [ATT[10]], [COMP]])
    to_the_cards(s, 5)
    do(s, 0, "play", card=ATT[8])
    v1, v0, spectator = GAME.view(s, 1), GAME.view(s, 0), GAME.view(s, None)
    assert v1["hand"] == [ATT[10]] and v1["played"][0] == "hidden" and v0["played"][0] == ATT[8]
    assert spectator["hand"] is None and spectator["played"][0] == "hidden"
    assert v1["hand_sizes"] == [1, 1, 1]
    text = json.dumps(v1)
    assert str(ATT[4]) not in json.dumps(v1["hand"])
    assert json.loads(text)


def test_card_events_name_who_may_see_them():
    s = fresh(hands=[[ATT[8]], [ATT[10]], [COMP]])
    to_the_cards(s, 5)
    ev = do(s, 0, "play", card=ATT[8])[0]
    assert ev["seen_by"] == [0]
    assert "challenge card face down" in GAME.describe_event(ev, ["R", "B", "Y"], 1)
    assert "Attack 8" in GAME.describe_event(ev, ["R", "B", "Y"], 0)


def test_sample_hidden_keeps_what_the_seat_knows_and_redeals_the_rest():
    s = GAME.setup(4, {"kickers": "both"}, 5)
    rng = Rng(3)
    for _ in range(40):
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, pick(GAME, s, seat, GAME.legal_actions(s, seat), rng))
    me = GAME.actors(s)[0]
    t = GAME.sample_hidden(s, me, Rng(11))
    assert t.hands[me] == s.hands[me] and t.loc == s.loc and t.discard == s.discard
    assert [len(h) for h in t.hands] == [len(h) for h in s.hands] and len(t.deck) == len(s.deck)
    def table_cards(x):         # face-down cards and Kickers are re-dealt too
        return [c for c in x.played + x.kicker if c is not None and c >= 0]
    everything = sorted(s.deck + [c for h in s.hands for c in h] + table_cards(s))
    assert sorted(t.deck + [c for h in t.hands for c in h] + table_cards(t)) == everything
    others = [c for x in range(4) if x != me for c in s.hands[x]] + s.deck
    again = GAME.sample_hidden(s, me, Rng(12))
    assert [c for x in range(4) if x != me for c in again.hands[x]] + again.deck != others


def test_sample_hidden_redeals_a_face_down_card_as_a_challenge_card():
    s = fresh(hands=[[ATT[8]], [ATT[10]], [COMP]])
    to_the_cards(s, 5)
    do(s, 0, "play", card=ATT[8])
    for seed in range(10):
        t = GAME.sample_hidden(s, 1, Rng(seed))
        assert CARDS[t.played[0]]["type"] in ("attack", "compromise")


def test_dump_load_clone_round_trip_mid_game():
    s = GAME.setup(5, options_for(1), 9)
    rng = Rng(1)
    for _ in range(150):
        if not GAME.actors(s):
            break
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, pick(GAME, s, seat, GAME.legal_actions(s, seat), rng))
    text = canonical(json.loads(json.dumps(GAME.dump(s))))
    assert canonical(GAME.dump(GAME.load(json.loads(text)))) == text
    c = GAME.clone(s)
    assert canonical(GAME.dump(c)) == text
    if GAME.actors(c):
        seat = GAME.actors(c)[0]
        GAME.apply(c, seat, GAME.legal_actions(c, seat)[0])
        assert canonical(GAME.dump(s)) == text            # the clone is independent


def test_the_written_out_clone_copies_every_field():
    # The clone lists its fields one by one (speed): a field added to the state but not to the clone fails here.
    from rules.cosmic.state import CosmicState
    s = GAME.setup(4, options_for(2), 3)
    c = s.clone()
    for name in CosmicState.__slots__:
        if name == "legal_memo":
            continue
        mine, theirs = getattr(s, name), getattr(c, name)
        assert mine == theirs, name
        if isinstance(mine, (list, dict)) and name != "options":
            assert mine is not theirs, name       # a copy, not the same list


def test_every_action_and_event_has_words():
    kinds_a, kinds_e = set(), set()
    for seed in range(40):
        s = GAME.setup(3 + seed % 4, options_for(seed), seed)
        rng = Rng(seed)
        while GAME.actors(s):
            seat = GAME.actors(s)[rng.below(len(GAME.actors(s)))]
            a = pick(GAME, s, seat, GAME.legal_actions(s, seat), rng)
            assert GAME.action_label(s, a) != a.kind.replace("_", " ")
            kinds_a.add(a.kind)
            for ev in GAME.apply(s, seat, a):
                kinds_e.add(ev["kind"])
                assert GAME.describe_event(ev, ["R", "B", "Y", "P", "C", "O"], None) != \
                    ev["kind"].replace("_", " ")
    assert len(kinds_a) > 30 and len(kinds_e) > 40


def test_progress_and_seat_labels():
    s = GAME.setup(3, {}, 1)
    assert GAME.progress(s) == "Bases: Red 0, Blue 0, Yellow 0"
    # The leaders first: a narrow column that must cut the line keeps what matters.
    from rules.cosmic.state import tokens_of
    for t in list(tokens_of(2))[:2]:
        s.loc[t] = 5             # two yellow tokens on a blue planet: a base for Yellow
    assert GAME.progress(s) == "Bases: Yellow 1, Red 0, Blue 0"
    assert GAME.seat_label(4, 6) == "Cyan"
    assert "Cosmic" in GAME.rules_text()


def test_decode_of_an_encoded_action():
    s = GAME.setup(3, {"skill_tokens": True}, 1)
    for a in GAME.legal_actions(s, GAME.actors(s)[0]):
        assert GAME.decode_action(json.loads(json.dumps(GAME.encode_action(a)))) == a
