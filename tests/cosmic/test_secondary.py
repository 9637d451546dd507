"""Secondary challenges (rules/cosmic/secondary.py): a challenge out of turn suspends the one in progress and
gives it back where it was; the table, the log and the readable view follow it in both languages."""
from rules.core import Action, i18n
from rules.cosmic import GAME, secondary
from scenes.cosmic.display import PATCHED, Display

from .helpers import ATT, fresh
from .test_polish import check_polish, polish_and_english

NAMES = ["Alex", "Robin", "Sam"]


def counterattack_moves():
    """Alex aims at Robin (the Rebound), who strikes back first and wins; then Alex's challenge goes on and
    wins; Sam (the Raider) raids the new base. Each step: (seat, action)."""
    return [(0, Action("aim", planet=5)), (1, Action("power", power="boomerang", target=0)),
            (1, Action("aim", planet=2)), (1, Action("launch", planet=6)), (1, Action("launch_done")),
            (1, Action("invite_done")), (0, Action("invite_done")), (1, Action("play", card=ATT[20])),
            (0, Action("play", card=ATT[4])),
            (0, Action("launch", planet=0)), (0, Action("launch_done")), (0, Action("invite_done")),
            (1, Action("invite_done")), (0, Action("play", card=ATT[20])), (1, Action("play", card=ATT[10])),
            (2, Action("power", power="pirate", target=0, planet=5))]


def start():
    return fresh(hands=[[ATT[4], ATT[20]], [ATT[20], ATT[10]], [ATT[1], ATT[20]]],
                 powers=[None, "boomerang", "pirate"])


def test_the_tables_display_follows_a_challenge_out_of_turn_and_back():
    s = start()
    displays = {viewer: Display(viewer) for viewer in (None, 0, 1, 2)}
    for viewer, d in displays.items():
        d.snap(GAME.view(s, viewer))
    kinds = []
    for seat, action in counterattack_moves():
        assert seat in GAME.actors(s), (seat, action, s.phase)
        events = GAME.apply(s, seat, action)
        kinds += [e["kind"] for e in events]
        for viewer, d in displays.items():
            for ev in events:
                d.apply(ev)
            true = GAME.view(s, viewer)
            d.snap_turn(true)
            for field in PATCHED:
                assert d.v[field] == true[field] or field == "hand" and sorted(d.v[field]) == sorted(true[field]), \
                    (viewer, field, action)
            assert not d.stale
    assert kinds.count("secondary_started") == 2 and kinds.count("secondary_over") == 1
    assert secondary.running(s)["power"] == "pirate" and s.offense == 2 and s.suspended["offense"] == 0


def test_a_challenge_out_of_turn_reads_in_both_languages():
    s = start()
    events = []
    for seat, action in counterattack_moves()[:3]:
        events += GAME.apply(s, seat, action)
    try:
        for viewer in (None, 0):
            pl, en = polish_and_english(lambda: GAME.view_lines(GAME.view(s, viewer), NAMES))
            for (_, line), (_, english) in zip(pl, en):
                check_polish(line, english, "view line")
        for ev in events:
            pl, en = polish_and_english(lambda: GAME.describe_event(ev, NAMES))
            if pl or en:
                check_polish(pl, en, ev["kind"])
        for a in GAME.legal_actions(s, GAME.actors(s)[0]):
            pl, en = polish_and_english(lambda: GAME.action_label(s, a, NAMES))
            check_polish(pl, en, str(a))
    finally:
        i18n.set_language("en")
    assert "Robin challenges Alex out of turn" in GAME.moments(events, NAMES)


def test_a_raid_on_a_new_base_reads_in_polish_too():
    s = start()
    events = []
    for seat, action in counterattack_moves():
        events += GAME.apply(s, seat, action)
    raid = next(a for a in GAME.legal_actions(s, 2))
    try:
        for ev in events:
            pl, en = polish_and_english(lambda: GAME.describe_event(ev, NAMES))
            if pl or en:
                check_polish(pl, en, ev["kind"])
        i18n.set_language("pl")
        started = [e for e in events if e["kind"] == "secondary_started"][-1]
        assert GAME.describe_event(started, NAMES) == "Sam poza kolejką atakuje: Alex; czeka starcie, w " \
            "którym napastnikiem jest Alex."
    finally:
        i18n.set_language("en")
    assert raid.kind == "launch"
