"""The card pool and decks as data, and the protocol's promises: views, hidden-card sampling, texts."""
import collections
import json
import re

import pytest

from rules.c4 import GAME, effects
from rules.c4.cards import (CARDS, DECKS, EFFECT_OPS, CardDataError, parse_cards, parse_decks)
from rules.core import Action, Rng, canonical, random_playout

from .helpers import pull, table


def test_pool_has_at_least_48_cards_balanced_across_rock_paper_scissors():
    assert len(CARDS) >= 48
    counts = collections.Counter(d.rps for d in CARDS.values())
    assert max(counts.values()) - min(counts.values()) <= 1
    assert {d.kind for d in CARDS.values()} == {"regular", "stay", "reaction"}


def test_set_and_collector_numbers_follow_the_format():
    numbers = [d.number for d in CARDS.values()]
    assert len(set(numbers)) == len(numbers)
    assert all(re.fullmatch(r"[A-Z]-[A-Z]{3}-\d{4}", d.set_code) for d in CARDS.values())


def test_prebuilt_decks():
    assert len(DECKS) >= 4
    # 15 cards each; Diplomats 17 (two more quiet cards slow its drains: benchmarks/c4_decks.py)
    assert {name: len(keys) for name, keys in DECKS.items()} == {
        "Prospectors": 15, "Bandits": 15, "Diplomats": 17, "Tricksters": 15, "Guardians": 15, "Wildcards": 15}
    attacks = {name: sum(1 for k in keys if any(s["op"] == "attack" for s in CARDS[k].effect))
               for name, keys in DECKS.items()}
    assert attacks["Diplomats"] == 0 and attacks["Bandits"] == max(attacks.values())  # the decks' characters
    used = {k for keys in DECKS.values() for k in keys}
    assert used == set(CARDS)  # every card of the pool is in some prebuilt deck
    removals = sum(1 for keys in DECKS.values() for k in keys if CARDS[k].react == "icebox")
    assert 1 <= removals <= 2  # the removal card is kept rare


def test_every_effect_family_is_covered():
    ops = {s["op"] for d in CARDS.values() for s in d.effect}
    assert ops == set(EFFECT_OPS)
    passives = {d.passive["kind"] for d in CARDS.values() if d.passive}
    assert passives == {"upkeep", "bank", "win_ties", "double_flip", "loss_shield", "rent", "thorns"}
    assert {d.react for d in CARDS.values() if d.react} == {"prevent_loss", "prevent_gain", "icebox", "envy"}
    flipped = {s["op"] for d in CARDS.values() for s in d.flipped}
    assert flipped == {"gain", "fail", "opponent_pays"}
    then = {t["op"] for d in CARDS.values() for s in d.effect if s["op"] == "attack" for t in s["then"]}
    assert then == {"take", "lose", "discard"}


def test_every_step_the_data_can_make_has_an_implementation():
    handled = set(effects._HANDLERS) | {"gain", "lose", "pay", "give", "take"}
    assert set(EFFECT_OPS) - {"lose_self", "give", "take"} <= handled


def test_bad_card_data_names_the_file_entry_and_field():
    base = {"set": {"code": "H-TBT-2600"}, "card": [
        {"key": "x", "number": 1, "name": "X", "name_pl": "X", "rps": "rock", "kind": "regular", "text": "t",
         "text_pl": "t",
         "effect": [{"op": "gain", "n": 1}]}]}
    assert "x" in parse_cards(base)
    bad = json.loads(json.dumps(base))
    bad["card"][0]["rps"] = "lizard"
    with pytest.raises(CardDataError, match=r"cards.toml: card 'x': field 'rps'"):
        parse_cards(bad)
    bad = json.loads(json.dumps(base))
    bad["card"][0]["effect"] = [{"op": "explode"}]
    with pytest.raises(CardDataError, match="field 'effect'"):
        parse_cards(bad)
    bad = json.loads(json.dumps(base))
    bad["card"][0]["effect"] = [{"op": "attack", "then": [{"op": "take", "n": 1}]}]
    with pytest.raises(CardDataError, match="field 'target'"):
        parse_cards(bad)
    with pytest.raises(CardDataError, match="decks.toml: deck 'D': field 'cards'"):
        parse_decks({"deck": [{"name": "D", "cards": [{"key": "x", "count": 12}]}]}, parse_cards(base))


def play_some(seats=4, seed=5, actions=60):
    s = GAME.setup(seats, {}, seed)
    random_playout(GAME, s, Rng(seed), max_actions=actions)
    return s


def test_view_hides_other_hands_and_deck_order():
    s = play_some()
    s.known = set()
    for seat in (0, None):
        v = GAME.view(s, seat)
        json.dumps(v)
        shown = set(v["cards"])
        for other in range(s.seats):
            if other != seat:
                assert not shown & {str(c) for c in s.hand[other]}
            assert not shown & {str(c) for c in s.deck[other]}
        if seat is not None:
            assert v["hand"] == s.hand[seat]
    assert GAME.view(s, None)["hand"] is None


def test_drawn_cards_are_seen_only_by_their_owner():
    s = table(2)
    events = GAME.apply(s, 0, Action("done"))
    drawn = [e for e in events if e["kind"] == "cards_drawn"][0]
    assert drawn["seen_by"] == [1]
    assert "draws 1 card" in GAME.describe_event(drawn, ["A", "B"], seat=0)
    assert "Pocket Change" in GAME.describe_event(drawn, ["A", "B"], seat=1)


def test_sample_hidden_keeps_what_the_seat_knows():
    s = play_some(actions=80)
    known_hand = [c for c in s.hand[1] if c in s.known]
    t = GAME.sample_hidden(s, 0, Rng(9))
    assert t.hand[0] == s.hand[0]
    assert [len(h) for h in t.hand] == [len(h) for h in s.hand]
    assert [len(d) for d in t.deck] == [len(d) for d in s.deck]
    assert t.discard == s.discard and t.inplay == s.inplay and t.held == s.held
    assert all(c in t.hand[1] for c in known_hand)
    for o in range(1, s.seats):
        assert sorted(t.hand[o] + t.deck[o]) == sorted(s.hand[o] + s.deck[o])
    # The sample is a playable state.
    random_playout(GAME, t, Rng(1), max_actions=200)
    # Different generators give different deals of the unknown cards.
    u = GAME.sample_hidden(s, 0, Rng(10))
    assert (t.hand[1:], t.deck) != (u.hand[1:], u.deck)


def test_same_seed_same_game_and_dump_load_clone_agree():
    a, b = play_some(seed=11), play_some(seed=11)
    assert canonical(GAME.dump(a)) == canonical(GAME.dump(b))
    c = GAME.load(json.loads(json.dumps(GAME.dump(a))))
    d = GAME.clone(a)
    random_playout(GAME, a, Rng(3))
    random_playout(GAME, c, Rng(3))
    random_playout(GAME, d, Rng(3))
    assert canonical(GAME.dump(a)) == canonical(GAME.dump(c)) == canonical(GAME.dump(d))
    assert GAME.outcome(a) is not None


def test_clone_is_independent():
    s = play_some(actions=15)
    assert GAME.outcome(s) is None
    c = GAME.clone(s)
    random_playout(GAME, c, Rng(2))
    assert GAME.outcome(s) is None and canonical(GAME.dump(s)) != canonical(GAME.dump(c))


def test_damaged_save_is_a_clear_error():
    with pytest.raises(ValueError, match="damaged"):
        GAME.load({"seats": 2})


def test_every_event_and_action_has_words():
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    seen = set()
    for seats in (2, 4, 6):
        for seed in range(25):
            s = GAME.setup(seats, {"human_seats": [0]}, seed)
            for ev in s.opening:
                assert GAME.describe_event(ev, names, seat=0)
            rng = Rng(seed)
            while GAME.actors(s):
                seat = GAME.actors(s)[rng.below(len(GAME.actors(s)))]
                legal = GAME.legal_actions(s, seat)
                for a in legal:
                    label = GAME.action_label(s, a)
                    assert label and "=" not in label
                for ev in GAME.apply(s, seat, legal[rng.below(len(legal))]):
                    line = GAME.describe_event(ev, names, seat=None)
                    assert line and line != ev["kind"].replace("_", " "), ev
                    seen.add(ev["kind"])
            assert GAME.progress(s).startswith("Finished")
    assert {"attack_result", "card_flipped", "tokens_moved", "game_over", "turn_started"} <= seen


def test_rules_reference_documents_the_decisions():
    text = GAME.rules_text()
    assert text.startswith("# C4")
    for topic in ("Reaction", "pot", "tie", "vote", "Visa", "first player", "non-matching"):
        assert topic.lower() in text.lower(), topic


def test_seat_label_and_progress():
    s = table(3)
    assert GAME.seat_label(2, 3) == "Player 3"
    assert GAME.progress(s).startswith("Turn 1")
    assert GAME.action_label(s, Action("play", card=pull(s, 0, "pocket-change"))) == "Play Pocket Change"


def test_saved_concrete_decks_replay_the_same_game():
    a = GAME.setup(4, {}, seed=21)
    b = GAME.setup(4, {"decks": a.options["decks"], "human_seats": a.options["human_seats"]}, seed=21)
    assert canonical(GAME.dump(a)) == canonical(GAME.dump(b))


def test_view_names_the_card_a_window_is_about():
    s = table(2, cards={1: ["deep-freeze"]})
    pull(s, 1, "deep-freeze")
    cid = pull(s, 0, "pocket-change")
    GAME.apply(s, 0, Action("play", card=cid))
    w = GAME.view(s, 1)["window"]
    assert w["type"] == "announce" and w["asking"] == 1 and w["card"] == cid


def test_every_event_kind_the_engine_makes_has_its_own_log_line():
    from importlib import resources
    pkg = resources.files("rules.c4")
    made = set()
    for name in ("effects.py", "flow.py", "game.py", "token_steps.py", "zones.py"):
        made |= set(re.findall(r'event\("([a-z_]+)"', pkg.joinpath(name).read_text()))
    texts = pkg.joinpath("texts.py").read_text()
    assert len(made) > 30
    assert [k for k in sorted(made) if f'k == "{k}"' not in texts] == []


def test_card_ids_do_not_follow_the_deck_list():
    s = GAME.setup(2, {"decks": "Prospectors"}, seed=3)
    listed = list(s.options["decks"][0])
    assert [s.keys[c] for c in range(15)] != listed
    assert sorted(s.keys[c] for c in range(15)) == sorted(listed)
