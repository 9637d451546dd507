"""Protocol promises: registry, views, hidden information, dump/load, clone, texts."""
import json

import pytest

import rules
from rules.core import Rng, canonical
from rules.kickards import GAME
from rules.kickards.content import (ContentError, load_events, load_players, load_tables, load_var, _read)

from .helpers import act, attack, next_events, ready


def test_registered_with_id_title_and_two_seats():
    assert rules.GAMES["kickards"] is GAME
    assert GAME.title == "KICKARDS" and list(GAME.seat_counts) == [2]
    assert set(GAME.options()) == {"variant", "two_player_action", "nationality", "game_control", "strict_rulebook",
                                   "home_by_lot"}
    with pytest.raises(ValueError):
        GAME.setup(3, {}, 1)
    with pytest.raises(ValueError):
        GAME.setup(2, {"variant": "league"}, 1)


def test_same_seed_same_match():
    assert canonical(GAME.dump(GAME.setup(2, {}, 5))) == canonical(GAME.dump(GAME.setup(2, {}, 5)))
    assert canonical(GAME.dump(GAME.setup(2, {}, 5))) != canonical(GAME.dump(GAME.setup(2, {}, 6)))


def test_view_hides_the_opponents_hand_coach_card_and_deck_order():
    s = ready(coach=True)
    v = GAME.view(s, 0)
    assert v["hand"] == sorted(s.hands[0]) and v["hand_sizes"] == [11, 11]
    assert v["coach"] == s.coach[0] and "decks" not in v and v["deck_sizes"] == [24, 24]
    text = json.dumps(GAME.view(s, 0))
    assert json.dumps(sorted(s.hands[1])) not in text
    spectator = GAME.view(s, None)
    assert spectator["hand"] is None and spectator["coach"] == -1
    assert GAME.view(s, 1)["has_coach"] == [True, True]


def test_view_tells_whose_turn_and_which_phase():
    s = ready()
    v = GAME.view(s, 1)
    assert v["phase"] == "attack" and v["actors"] == [0] and v["attacker"] == 0 and v["minute"] == "15'"


def test_sample_hidden_keeps_what_the_seat_knows_and_redeals_the_rest():
    s = ready(coach=True)
    act(s, 0, "place", card=s.hands[0][0], slot="shooter")
    seen = GAME.view(s, 1)
    differs = 0
    for k in range(5):
        t = GAME.sample_hidden(s, 1, Rng(k))
        assert GAME.view(t, 1) == seen
        assert sorted(t.hands[0] + t.decks[0] + [t.shooter]) == list(range(35))
        differs += t.hands[0] != s.hands[0]
        assert t.coach[1] == s.coach[1] and t.hands[1] == s.hands[1]
    assert differs >= 4
    assert GAME.dump(s) == GAME.dump(GAME.load(GAME.dump(s)))


def test_dump_load_and_clone_round_trip_mid_turn():
    s = ready({"game_control": True, "nationality": True})
    next_events(s, "Water Break")
    attack(s, 0, [11])
    data = json.loads(json.dumps(GAME.dump(s)))
    t = GAME.load(data)
    assert canonical(GAME.dump(t)) == canonical(GAME.dump(s))
    c = GAME.clone(s)
    assert canonical(GAME.dump(c)) == canonical(GAME.dump(s))
    c.hands[0].append(99)
    assert 99 not in s.hands[0]


def test_load_rejects_a_foreign_document():
    with pytest.raises(ValueError):
        GAME.load({"format": "something-else"})


# Events whose happening another log line already tells (one line per happening), and private events the
# other seat must not learn anything from (a secret bid star).
TOLD_BY_ANOTHER_LINE = {"stars_spent", "var_drawn", "modifier_added", "token_gained", "token_used", "cards_benched",
                        "shot_table_replaced", "penalty_awarded", "rebound_ready", "two_shots_ready", "dice_rolled",
                        "no_shot", "event_resolved", "stars_created", "control_used", "turn_started",
                        "star_committed", "coach_offered", "players_drawn"}


def test_every_event_kind_has_a_log_line_and_every_action_a_label():
    seen_kinds, labels = set(), set()
    for seed, options in enumerate([{"variant": "final", "game_control": True, "nationality": True,
                                     "two_player_action": True}, {"variant": "two_leg"}] * 4):
        s = GAME.setup(2, options, seed)
        rng = Rng(seed)
        while GAME.actors(s):
            seat = GAME.actors(s)[0]
            legal = GAME.legal_actions(s, seat)
            for a in legal:
                label = GAME.action_label(s, a)
                assert label and "=" not in label
                labels.add(a.kind)
            for ev in GAME.apply(s, seat, legal[rng.below(len(legal))]):
                for viewer in (0, 1, None):
                    line = GAME.describe_event(ev, ["Home", "Away"], viewer)
                    assert line != ev["kind"].replace("_", " ") and line != "Something happens.", ev
                    assert line or ev["kind"] in TOLD_BY_ANOTHER_LINE, ev
                seen_kinds.add(ev["kind"])
        assert GAME.progress(s)
    assert {"goal", "shot", "card_placed", "cards_revealed", "event_drawn", "half_time"} <= seen_kinds


def test_hidden_events_are_described_without_the_card():
    s = ready()
    ev = act(s, 0, "place", card=0, slot="shooter")[0]
    assert "Tavo" in GAME.describe_event(ev, ["Home", "Away"], 0)
    assert "face down" in GAME.describe_event(ev, ["Home", "Away"], 1)


def test_progress_and_seat_labels():
    s = ready()
    s.field, s.scores = 3, [1, 0]
    assert GAME.progress(s) == "60' 1-0"
    assert GAME.seat_label(0, 2) == "Blue team" and GAME.seat_label(1, 2) == "Red team"


def test_rules_reference_is_packaged_and_explains_our_readings():
    text = GAME.rules_text()
    assert text.startswith("# KICKARDS") and "Pasek Kontroli Gry" in text and "> Our reading" in text
    assert "[PROPOSAL]" not in text
    for item in ("5-6", "both before and after", "starting eleven", "Home team by lot",
                 "goal counters go back to 0", "is not offered"):
        assert item in text, item


def test_content_counts():
    players, nations = load_players(_read("players.toml"))
    events = load_events(_read("events.toml"))
    assert len(players) == 35 and 7 <= len(nations) <= 8 and len(events) == 100 and len(load_var(_read("var.toml"))) == 10
    assert 28 <= sum(e.var for e in events) <= 40
    assert all(any(r.special for r in p.rows) for p in players)
    bonuses, control, two, nat = load_tables(_read("tables.toml"))
    assert len(bonuses) == 12 and len(control) == 6


def test_content_errors_name_file_entry_and_field():
    data = _read("players.toml")
    data["player"][3]["stars"] = 5
    with pytest.raises(ContentError, match=r"players.toml: player #4 .*'stars'"):
        load_players(data)
    data = _read("events.toml")
    data["event"][10]["effects"] = [{"do": "teleport"}]
    with pytest.raises(ContentError, match=r"events.toml: event #11 .*'do'"):
        load_events(data)
    data = _read("players.toml")
    for row in data["player"][0]["rows"]:
        row.pop("special", None)
        row.pop("effect", None)
    with pytest.raises(ContentError, match="special row"):
        load_players(data)
