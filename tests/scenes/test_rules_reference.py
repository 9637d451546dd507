"""The in-app rules reference: Markdown tables drawn as tables, "Our reading" notes, and rules pages that read
as rules (no developer tags)."""
import pygame
import pytest

import rules
from scenes.rules_reference import RulesScene, layout_markdown
from tests.scenes.driver import click, pump

TABLE = """# Bonuses

| Colour | Bonus | Cost |
|---|---|---|
| Blue | Swap the drawn event | 1 |
| Red | **+10%** goal chance | 2 |

After the table.
"""


def cells(lines, kind=None):
    return [(k, x, t, y) for k, x, t, y in lines if k in ((kind,) if kind else ("th", "td"))]


def test_a_markdown_table_is_laid_out_in_columns_with_rules_between_rows():
    lines = layout_markdown(TABLE, 1600)
    assert not any("|" in str(t) for k, _x, t, _y in lines if k != "rule")
    head = cells(lines, "th")
    assert [t for _k, _x, t, _y in head] == ["Colour", "Bonus", "Cost"]
    body = cells(lines, "td")
    assert [t for _k, _x, t, _y in body] == ["Blue", "Swap the drawn event", "1", "Red", "+10% goal chance", "2"]
    xs = [x for _k, x, _t, _y in head]
    assert xs == sorted(xs) and len(set(xs)) == 3
    assert [x for _k, x, _t, _y in body[:3]] == xs and [x for _k, x, _t, _y in body[3:]] == xs   # columns line up
    assert len({y for _k, _x, _t, y in body[:3]}) == 1 and body[3][3] > body[0][3] > head[0][3]   # rows in order
    rules_y = [y for k, _x, _t, y in lines if k == "rule"]
    assert len(rules_y) == 4 and rules_y[0] < head[0][3] < rules_y[1] < body[0][3] < rules_y[2] < body[3][3]
    after = [(k, t) for k, _x, t, _y in lines if t == "After the table."]
    assert after == [("p", "After the table.")]


def test_a_wide_table_wraps_its_cells_and_stays_inside_the_width():
    wide = "| A | B |\n|---|---|\n| " + "word " * 60 + "| short |\n"
    lines = layout_markdown(wide, 700)
    widths = [t for k, _x, t, _y in lines if k == "rule"]
    assert widths and max(widths) <= 700
    first_column = [y for k, x, t, y in lines if k == "td" and t.startswith("word")]
    assert len(first_column) > 3                    # wrapped over several lines of the same cell


def test_a_quoted_block_is_an_our_reading_note():
    lines = layout_markdown("> Our reading: the card says nothing,\n> so we decided.\n\nNext.", 1600)
    assert [(k, t) for k, _x, t, _y in lines] == [("note", "Our reading: the card says nothing, so we decided."),
                                                  ("p", "Next.")]


@pytest.mark.parametrize("game_id", ["kickards", "cosmic", "c4"])
def test_the_rules_pages_read_as_rules(game_id):
    source = rules.GAMES[game_id].rules_text()
    for tag in ("[PROPOSAL]", "[TEXT]", "[INFER]", "[DECISION", "PROPOSAL", "[C]", "[L]", "[U]"):
        assert tag not in source, tag
    lines = layout_markdown(source, 1680)
    assert not any("|" in t for k, _x, t, _y in lines if k != "rule"), "a table row was drawn as text"
    if "|---" in source:
        assert cells(lines, "th") and any(k == "rule" for k, *_ in lines)


def test_the_rules_scene_draws_each_games_tables(app):
    app.games = dict(rules.GAMES)
    scene = RulesScene(app, "kickards")
    app.stack.push(scene)
    pump(app, 2)
    for gid in app.games:
        click(app, scene.tabs[gid])
        assert scene.game_id == gid
        surface = pygame.Surface((1920, 1080))
        scene.draw(surface)
    scene.choose("kickards")
    table_rows = [y for k, _x, _t, y in scene._layout if k == "rule"]
    assert len(table_rows) > 10                     # the bonus table, the control bar, the two-player table


def test_a_numbered_item_keeps_its_number_without_a_dash():
    lines = layout_markdown("1. First step\n2. Second step", 1600)
    assert [t for _k, _x, t, _y in lines] == ["1. First step", "2. Second step"]
