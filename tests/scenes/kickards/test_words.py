"""Plain words on the KICKARDS table: buttons, banners and the VAR result read as words, never ids; the
match log is a bigger panel that scrolls."""
import pygame

from rules.core import Rng
from scenes.kickards import board, gestures as inputs
from scenes.kickards import layout as L
from scenes.kickards.animations import HANDLERS
from scenes.kickards.table import KickardsTableScene
from tests.scenes.apps import open_table
from tests.scenes.driver import post, pump

from .conftest import ADVANCED, KICKARDS, play_until

IDS = ("_", "1B", "2B", "plus", "minus", "pm5", "pm10", "reroll_own", "force_reroll")


def test_every_button_of_a_whole_final_reads_as_words():
    s = KICKARDS.setup(2, ADVANCED, 4)
    rng = Rng(4)
    seen = set()
    while KICKARDS.actors(s):
        seat = KICKARDS.actors(s)[0]
        legal = KICKARDS.legal_actions(s, seat)
        for action in inputs.button_actions(legal):
            words = KickardsTableScene.button_text(action)
            seen.add(words)
            assert words != action.kind and not any(code in words for code in IDS), (action, words)
        KICKARDS.apply(s, seat, legal[rng.below(len(legal))])
    assert {"Roll the k6 [R]", "Shoot [K]", "Seal bid [D]"} <= seen


def test_var_results_are_said_in_words(kapp):
    table = open_table(kapp, "kickards")

    def banner(ev):
        step = HANDLERS[ev["kind"]](table, ev)
        if step is None:
            return None
        step.advance(0.05)
        return table.banner.label

    def review(window, success):
        return {"kind": "var_result", "seat": 1, "success": success, "roll": 40, "chance": 50, "window": window}

    assert banner(review("goal", False)) == "GOAL STANDS"
    assert banner(review("goal", True)) is None         # the goal_cancelled right after says it
    assert banner({"kind": "goal_cancelled", "seat": 0, "count": 1, "scores": [0, 0]}) == "GOAL DISALLOWED"
    assert banner(review("event", True)) == "EVENT CANCELLED"
    assert banner(review("event", False)) == "EVENT STANDS"
    assert board.var_words({"success": True, "window": "goal"}) == "Goal disallowed"
    assert board.var_words({"success": False, "window": "event"}) == "Event stands"


def test_the_log_is_bigger_and_scrolls_with_the_wheel(kapp):
    assert L.LOG.h >= 300
    table = open_table(kapp, "kickards")
    play_until(table, lambda s: s.field >= 1, seed=2)
    pump(kapp, 1)
    panel = table.log.panel
    assert panel.max_offset > 0, "enough lines to scroll"
    post(kapp, pygame.MOUSEMOTION, pos=L.LOG.center, rel=(0, 0), buttons=(0, 0, 0))
    post(kapp, pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    pump(kapp, 1)
    assert panel.offset > 0


def repeated_phrases(words: str, n: int = 3) -> set:
    """Every run of `n` words said twice in `words` (case and punctuation aside)."""
    import re
    tokens = [t for t in re.split(r"[\s.,:;()]+", words.lower()) if t]
    runs = [tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1)]
    return {run for run in runs if runs.count(run) > 1}


def test_a_bonus_rows_tooltip_says_each_thing_once(kapp):
    """"+10% goal chance: +10% goal chance. One use." - the row's name (on the row already) opened the
    tooltip and then the bonus text said it again."""
    from sprites.kickards.bonus_table import ORDER
    table = open_table(kapp, "kickards")
    for lang in ("en", "pl"):
        kapp.set_language(lang)
        for i, bid in enumerate(ORDER):
            pos = table.bonus_table.row_rect(i).center
            post(kapp, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            pump(kapp, 1)
            tip = board.tooltip_text(table, kapp.mouse_pos)
            assert tip, (lang, bid)
            assert not repeated_phrases(tip), (lang, bid, tip)
