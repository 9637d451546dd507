"""How the powers are dealt (rules page "How powers are dealt"; rules/cosmic/dealing.py): the random deal,
the beginner deal, exclusions, conflicting pairs, powers chosen by hand, and old option values."""
import json
from pathlib import Path

import pytest

from rules.core import Rng
from rules.cosmic import GAME, content, dealing
from rules.cosmic.content import POWER_CONFLICTS, POWER_TEXTS

SEEDS = range(300)
ROOT = Path(__file__).resolve().parents[2]


def powers(seats, options, seed):
    return GAME.setup(seats, options, seed).powers


def test_every_power_has_a_complexity_mark_and_the_beginner_set_serves_six_players():
    assert all(p["complexity"] in (1, 2, 3) for p in POWER_TEXTS.values())
    beginners = [k for k, p in POWER_TEXTS.items() if p["complexity"] == 1]
    assert len(beginners) >= 6
    assert {"gambler", "diplomat", "fungus"} <= {k for k, p in POWER_TEXTS.items() if p["complexity"] == 3}


def test_the_beginner_deal_gives_only_complexity_one_powers():
    seen = set()
    for seed in SEEDS:
        dealt = powers(6, {"powers": "beginner"}, seed)
        assert len(set(dealt)) == 6 and None not in dealt
        assert all(POWER_TEXTS[k]["complexity"] == 1 for k in dealt), (seed, dealt)
        seen |= set(dealt)
    # ... and every power of that set comes up (the set is not cut to a few).
    assert seen == {k for k, p in POWER_TEXTS.items() if p["complexity"] == 1}


def test_excluded_powers_are_never_dealt_by_any_random_deal():
    excluded = ["macron", "virus", "zombie", "gambler", "mind"]
    for seed in SEEDS:
        for mode in ("deal", "beginner", ["random", "random", "random", "random", "random", "random"]):
            dealt = powers(6, {"powers": mode, "exclude_powers": excluded}, seed)
            assert not set(dealt) & set(excluded), (seed, mode, dealt)


def test_too_many_exclusions_are_refused_in_words():
    keep = sorted(POWER_TEXTS)[:2]
    with pytest.raises(ValueError, match="Too few powers"):
        GAME.setup(3, {"exclude_powers": [k for k in POWER_TEXTS if k not in keep]}, 1)
    assert sorted(powers(2, {"exclude_powers": [k for k in POWER_TEXTS if k not in keep]}, 1)) == keep
    with pytest.raises(ValueError, match="not a power"):
        GAME.setup(3, {"exclude_powers": ["lucre"]}, 1)


def test_the_shipped_conflicts_are_never_dealt_together():
    assert frozenset({"clone", "filch"}) in POWER_CONFLICTS and frozenset({"dictator", "will"}) in POWER_CONFLICTS
    for seed in range(1500):
        dealt = set(powers(6, {}, seed))
        for pair in POWER_CONFLICTS:
            assert not pair <= dealt, (seed, sorted(pair))


def test_a_pair_declared_in_conflict_is_never_dealt_together_even_from_a_small_pool():
    # Four powers, one pair in conflict, three seats: only {a, c, d} or {b, c, d} may be dealt.
    roster = ["macron", "zombie", "virus", "void"]
    conflicts = frozenset({frozenset({"macron", "zombie"})})
    dealt_sets = set()
    for seed in SEEDS:
        dealt = dealing.deal(Rng(seed), 3, "deal", roster=roster, conflicts=conflicts)
        assert not {"macron", "zombie"} <= set(dealt), (seed, dealt)
        dealt_sets.add(frozenset(dealt))
    assert dealt_sets == {frozenset({"macron", "virus", "void"}), frozenset({"zombie", "virus", "void"})}
    # A power chosen by hand keeps its partner out of the random seats.
    for seed in SEEDS:
        dealt = dealing.deal(Rng(seed), 3, ["zombie", "random", "random"], roster=roster, conflicts=conflicts)
        assert dealt[0] == "zombie" and "macron" not in dealt
    # Without a set that fits, the deal is refused rather than breaking the rule.
    with pytest.raises(ValueError):
        dealing.deal(Rng(1), 4, "deal", roster=roster, conflicts=conflicts)


def test_a_chosen_power_is_dealt_to_its_seat_and_the_random_seats_get_others():
    for seed in SEEDS:
        dealt = powers(4, {"powers": ["random", "gambler", "random", None],
                           "exclude_powers": ["gambler"]}, seed)
        assert dealt[1] == "gambler" and dealt[3] is None       # chosen by hand: exclusion is for the deal
        assert dealt[0] not in (None, "gambler") and dealt[2] not in (None, "gambler", dealt[0])
    dealt = powers(3, {"powers": ["clone", "random", "random"]}, 5)
    assert dealt[0] == "clone" and "filch" not in dealt


def test_choose_alone_deals_like_random_and_off_deals_nothing():
    assert powers(5, {"powers": "choose"}, 8) == powers(5, {}, 8)
    assert powers(5, {"powers": "off"}, 8) == [None] * 5


def test_the_random_deal_is_the_old_draw_when_no_rule_changes_it():
    # Without exclusions, chosen powers or a conflicting pair in it, the new deal gives what the old plain draw
    # gave from the same seed (a game set up before dealt so).
    same = 0
    for seed in SEEDS:
        old = Rng(seed).sample(sorted(POWER_TEXTS), 4)
        if not any(pair <= set(old) for pair in POWER_CONFLICTS):
            assert powers(4, {}, seed) == old
            same += 1
    assert same > 250


def test_old_option_values_are_still_accepted_and_deal_as_they_did():
    # "random" (every save made before this version says it) is the old plain draw, conflicts and all.
    # It draws from the roster of those saves (dealing.LEGACY_ROSTER), however many powers came since.
    old_roster = sorted(dealing.LEGACY_ROSTER)
    seed = next(s for s in range(5000) if {"clone", "filch"} <= set(Rng(s).sample(old_roster, 6)))
    assert powers(6, {"powers": "random"}, seed) == Rng(seed).sample(old_roster, 6)
    assert powers(3, {"powers": ["macron", "zombie", None]}, 9) == ["macron", "zombie", None]
    # The state of a game without exclusions dumps as it did (no new key), so saved snapshots still match.
    assert "exclude_powers" not in GAME.dump(GAME.setup(3, {"powers": "random"}, 1))["options"]
    assert GAME.dump(GAME.setup(3, {"exclude_powers": ["macron"]}, 1))["options"]["exclude_powers"] == ["macron"]


@pytest.mark.parametrize("name", ["old_random_conflict", "old_list"])
def test_a_save_with_old_option_values_still_loads_and_replays(tmp_path, name):
    """Saved by the version before this deal (tests/cosmic/fixtures, written by that version's SaveStore):
    powers "random" with a pair now in conflict (Mirror and Pickpocket at six seats), and a list of keys."""
    import shutil

    import rules
    from saves import SaveStore
    path = tmp_path / f"{name}.json"
    shutil.copy(ROOT / "tests/cosmic/fixtures" / f"cosmic_{name}.json", path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "exclude_powers" not in doc["options"]
    saved, state = SaveStore(tmp_path, games=rules.GAMES, memory_file=tmp_path / "m.json").load(path)
    assert saved.start is None and not saved.notices and len(saved.actions) == 40    # replayed, not carried over
    assert state.powers == doc["snapshot"]["powers"]
    if name == "old_random_conflict":
        assert {"clone", "filch"} <= set(state.powers)


def test_content_checks_the_complexity_and_the_conflicts():
    with pytest.raises(content.ContentError, match="conflict"):
        content._conflicts([["clone", "clone"]], set(POWER_TEXTS), "powers.toml")
    with pytest.raises(content.ContentError, match="unknown power"):
        content._conflicts([["clone", "lucre"]], set(POWER_TEXTS), "powers.toml")
    with pytest.raises(content.ContentError, match="twice"):
        content._conflicts([["clone", "filch"], ["filch", "clone"]], set(POWER_TEXTS), "powers.toml")
    assert content._conflicts([["clone", "filch"]], set(POWER_TEXTS), "x") == {frozenset({"clone", "filch"})}


def test_a_power_without_a_good_complexity_is_refused_on_load(monkeypatch):
    good = content._read("powers.toml")
    for bad in (None, 0, 4, "1", True):
        data = json.loads(json.dumps(good))
        if bad is None:
            del data["power"][0]["complexity"]
        else:
            data["power"][0]["complexity"] = bad
        monkeypatch.setattr(content, "_read", lambda name, data=data: data)
        with pytest.raises(content.ContentError, match="complexity"):
            content._load_powers()
