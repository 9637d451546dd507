"""Powers "Two, keep one": each player is dealt two powers and keeps one in secret (rules page, How powers are
dealt)."""
import pytest

from rules.core import Action, Rng, visible_to
from rules.cosmic import GAME
from rules.cosmic.dealing import conflicting
from rules.cosmic.powers.roster import POWERS


def two(seats=4, seed=3, **opts):
    return GAME.setup(seats, dict(opts, powers="two"), seed)


def test_each_player_is_dealt_two_different_powers_and_may_keep_either():
    for seed in range(1, 30):
        s = two(seats=6, seed=seed)
        pairs = s.flags["offered"]
        dealt = [k for pair in pairs for k in pair]
        assert len(set(dealt)) == 12
        assert not any(conflicting(a, b) for a in dealt for b in dealt if a != b)
        assert s.phase == "choose_power" and GAME.actors(s) == list(range(6))
        for x in range(6):
            assert GAME.legal_actions(s, x) == [Action("pick_power", power=k) for k in pairs[x]]
        assert s.powers == [None] * 6


def test_excluded_powers_are_never_dealt_and_too_many_exclusions_say_so():
    keep = ["macron", "zombie", "virus", "void", "oracle", "loser", "pacifist", "mind"]
    excluded = [k for k in POWERS if k not in keep]
    for seed in range(1, 10):
        s = two(seats=4, seed=seed, exclude_powers=excluded)
        assert {k for pair in s.flags["offered"] for k in pair} == set(keep)
    with pytest.raises(ValueError, match="Too few powers"):
        two(seats=5, exclude_powers=excluded)


def test_the_choices_stay_secret_until_all_have_chosen_then_the_first_challenge_begins():
    s = two(seats=3)
    pairs = [list(p) for p in s.flags["offered"]]
    events = GAME.apply(s, 1, Action("pick_power", power=pairs[1][1]))
    picked = [e for e in events if e["kind"] == "power_picked"]
    assert picked and all(not visible_to(e, x) for e in picked for x in (0, 2)) and visible_to(picked[0], 1)
    assert GAME.actors(s) == [0, 2] and GAME.legal_actions(s, 1) == []
    # Another player's view shows only his own two powers, and who is still choosing.
    v0 = GAME.view(s, 0)
    assert v0["power_choice"] == {"offered": pairs[0], "picked": None, "waiting": [0, 2]}
    assert pairs[1][1] not in repr(v0) and pairs[2][0] not in repr(v0)
    assert GAME.view(s, 1)["power_choice"]["picked"] == pairs[1][1]
    GAME.apply(s, 0, Action("pick_power", power=pairs[0][0]))
    events = GAME.apply(s, 2, Action("pick_power", power=pairs[2][0]))
    revealed = next(e for e in events if e["kind"] == "powers_revealed")
    assert revealed["powers"] == s.powers == [pairs[0][0], pairs[1][1], pairs[2][0]] and "seen_by" not in revealed
    assert any(e["kind"] == "challenge_started" for e in events)
    assert "offered" not in s.flags and GAME.view(s, 0)["power_choice"] is None


def test_with_skill_tokens_the_arrangement_follows_the_choice():
    s = two(seats=3, skill_tokens=True)
    for x in range(3):
        GAME.apply(s, x, GAME.legal_actions(s, x)[0])
    assert s.phase == "arrange" and None not in s.powers


def test_a_search_sees_its_own_two_powers_and_guesses_the_others():
    s = two(seats=4)
    GAME.apply(s, 2, GAME.legal_actions(s, 2)[0])
    own = list(s.flags["offered"][0])
    guessed = GAME.sample_hidden(s, 0, Rng(5))
    assert guessed.flags["offered"][0] == own
    others = [k for x in (1, 2, 3) for k in guessed.flags["offered"][x]]
    assert not set(others) & set(own) and len(set(others)) == 6
    assert guessed.flags["picked"][2] in guessed.flags["offered"][2] and guessed.flags["picked"][1] is None
    assert GAME.info_key(s, 0) == GAME.info_key(guessed, 0)


def test_old_modes_deal_as_before():
    """The new mode takes nothing from the generator in the other modes: the same seed deals the same powers."""
    assert GAME.setup(4, {"powers": "deal"}, 8).powers == GAME.setup(4, {}, 8).powers
