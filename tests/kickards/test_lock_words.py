"""Locking the event (block_event in code): a playtester paid two blue stars to "block" a -10% event and it was
then applied to his own shot. The rule stays (a locked event can no longer be swapped, and it applies); the
words say so, and warn the player before he locks an event that works against him."""
import pathlib
import re

import pytest

from rules.core import Action, i18n
from rules.kickards import GAME
from rules.kickards.texts import action_label, lock_warning

from .helpers import act, attack, event_id, next_events, ready

LF0 = 0                     # a 0-star left forward
ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(params=["en", "pl"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def at_the_event(name, blue=(3, 3)):
    """Seat 0 attacks, the event `name` is on the table, seat 0 decides first."""
    s = ready()
    s.bar = [[blue[0], 0, 0], [blue[1], 0, 0]]
    next_events(s, name)
    attack(s, LF0)
    assert s.phase == "event" and s.event == event_id(name) and GAME.actors(s) == [0]
    return s


def test_an_event_against_the_attacker_warns_him_and_not_the_defender(lang):
    s = at_the_event("Keeper at Full Stretch")          # shot chance -10%: against the attacker
    warning = lock_warning(s, 0)
    assert warning and ("Full Stretch" in warning or "Bramkarz" in warning or "„" in warning)
    assert ("works against you" in warning and "will apply" in warning) if lang == "en" else \
        ("na twoją niekorzyść" in warning and "zadziała" in warning)
    assert lock_warning(s, 1) is None                   # for the defender it is a good event to keep


def test_an_event_for_the_attacker_warns_the_defender_only(lang):
    s = at_the_event("Keeper Off His Line")             # shot chance +10%
    assert lock_warning(s, 0) is None
    assert lock_warning(s, 1)


def test_the_warning_says_nothing_once_the_event_is_settled():
    s = at_the_event("Keeper at Full Stretch")
    act(s, 0, "block_event", source="stars")            # warned, not refused: the rule is unchanged
    assert s.event_blocked and s.bar[0][0] == 1
    assert s.phase != "event" and lock_warning(s, 0) is None and lock_warning(s, 1) is None


def test_the_action_is_called_a_lock_in_both_languages(lang):
    s = at_the_event("Keeper at Full Stretch")
    label = action_label(s, Action("block_event", source="stars"))
    assert label.startswith("Lock the event") if lang == "en" else label.startswith("Zablokuj wymianę")


WORD = {"en": re.compile(r"\bblock(s|ed|ing)?\b", re.I),
        "pl": re.compile(r"zablokuj (je|zdarzenie)\b|blokada zdarzenia|blokuje zdarzenie|zdarzenie jest zablokowane|"
                         r"(?-i:^\"Zablokowane\")", re.I)}


@pytest.mark.parametrize("code", ["en", "pl"])
def test_no_kickards_text_calls_the_lock_a_block(code):
    """Every catalog a KICKARDS player reads, and the rules page: "block" read as "stop it"."""
    root = ROOT
    files = [root / "rules/kickards/data/lang" / f"{code}.toml", root / "scenes/kickards/data/lang" / f"{code}.toml",
             root / "sprites/kickards/data/lang" / f"{code}.toml",
             root / "rules/kickards/data" / ("rules.md" if code == "en" else "rules.pl.md")]
    for path in files:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("#"):
                continue
            said = line.partition(" = ")[2] if path.suffix == ".toml" else line      # the words, not the keys
            assert not WORD[code].search(said), f"{path.name}:{n}: {line.strip()}"


def test_the_bonus_and_control_texts_say_a_locked_event_still_applies():
    from rules.kickards.content import BONUSES, CONTROL_BAR
    b = BONUSES["block_event"].text
    assert "still applies" in b and "i tak zadziała" in b.pl
    text = next(words for _space, effect, _cost, words in CONTROL_BAR if effect == "swap_or_block")
    assert "still applies" in text and "i tak zadziała" in text.pl


def test_the_rules_pages_say_a_locked_event_still_applies():
    root = ROOT
    assert "a locked event still applies" in (root / "rules/kickards/data/rules.md").read_text(encoding="utf-8")
    pl = (root / "rules/kickards/data/rules.pl.md").read_text(encoding="utf-8")
    assert "zablokować jego wymianę" in pl and "i tak zostanie rozpatrzone" in pl
