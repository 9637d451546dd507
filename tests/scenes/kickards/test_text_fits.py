"""No text leaves its panel or runs into other text at the KICKARDS table and on its results screen, with
long names full of Polish letters, through every phase of a final with every advanced rule, in English and
in Polish (whose words are longer). The canvas is 1920x1080 at every window size (1280x720 scales it), so
what fits here fits there."""
import pytest

from rules.core import Rng, i18n
from scenes.kickards import layout as L
from scenes.kickards.table import KickardsTableScene, every_button_text
from scenes.table.session import Session
from sprites import theme
from tests.scenes.apps import open_table
from tests.scenes.driver import pump
from tests.scenes.text_probe import collisions, recorded_text, strays

from .conftest import ADVANCED, KICKARDS, play_until

NAMES = ("Łucja Żółkiewska-Ślęzak Bęś", "Bożydarżółćęśąłńźćżółwiowskiś")     # 27 and 30 letters, one unbroken


def table_panels(table=None):
    panels = {"event": L.EVENT_PANEL, "shot table": L.SHOT_TABLE, "goal chance": L.CHANCE_PANEL,
              "actions": L.ACTIONS, "bonus table": L.BONUS_TABLE, "log": L.LOG, "buttons": L.BUTTONS_TOP,
              "scoreboard": L.SCOREBOARD, "track": L.TRACK, "control bar": L.CONTROL, "pitch": L.PITCH}
    for side in ("top", "bottom"):
        panels[f"{side} strip"] = L.STRIP[side]
        panels[f"{side} row label"] = L.ROW_LABEL[side]
        panels[f"{side} side box"] = L.SIDE_BOX[side]
        for spot, rect in L.strip_spots(side).items():
            if spot == "badge":
                panels[f"{side} {spot}"] = rect
    if table is not None:
        for p, cell in table.control_bar.cells.items():
            panels[f"control bar space {p}"] = cell.inflate(2, 0)
    return panels


def frame_texts(app):
    """The texts of one frame drawn with the pointer off the canvas (no frame update runs, so a computer
    seat does not move and the seeded match stays the same)."""
    app.mouse_pos = (-1, -1)
    with recorded_text(app.canvas) as found:
        app.draw()
    return found


def check(found, panels, where):
    bad = strays(found, panels)
    assert not bad, f"{where}: text outside its panel: {bad}"
    crossed = collisions(found)
    assert not crossed, f"{where}: texts run into each other: {crossed}"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_phase_of_a_final_fits_with_long_polish_names(kapp, lang):
    """A seeded final with a +5 round, a VAR review of a goal and a shootout, watched by the home player
    against a 'computer' whose moves the test makes (so the seeded match stays the same)."""
    kapp.set_language(lang)
    seed = 173
    seats = [{"name": NAMES[0], "kind": "human", "level": "human"},
             {"name": NAMES[1], "kind": "human", "level": "human"}]
    session = Session.new(kapp, "kickards", seats, ADVANCED, seed)
    session.saved.seats[1]["kind"] = "ai"          # drawn as a computer; no search thread ever starts
    from scenes.title import TitleScene
    kapp.stack.reset(TitleScene(kapp))
    table = KickardsTableScene(kapp, session)
    kapp.stack.push(table)
    panels = table_panels(table)
    seen = set()
    rng = Rng(seed)
    while True:              # the first time each phase comes up in this match, look at the whole table
        s = play_until(table, lambda s: s.over or s.phase not in seen, rng=rng, limit=20000)
        if s is None or s.over:
            break
        seen.add(s.phase)
        check(frame_texts(kapp), panels, f"phase {s.phase}, {KICKARDS.actors(s)} to act")
    assert {"attack", "defend", "stars", "bid", "bonus", "roll", "position", "shoot", "stoppage", "var_goal",
            "shootout"} <= seen, seen


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_results_screen_fits_long_names_and_a_long_goal_list(kapp, lang):
    kapp.set_language(lang)
    seats = [{"name": name, "kind": "ai", "level": "random"} for name in NAMES]
    session = Session.new(kapp, "kickards", seats, ADVANCED, 7)
    s, rng = session.state, Rng(7)
    while KICKARDS.actors(s):           # a whole final, straight through the rules (no table, no autosave)
        seat = KICKARDS.actors(s)[0]
        legal = KICKARDS.legal_actions(s, seat)
        action = legal[rng.below(len(legal))]
        KICKARDS.apply(s, seat, action)
        session.saved.actions.append({"seat": seat, "action": KICKARDS.encode_action(action)})
    from scenes.kickards.results import KickardsResultsScene
    from scenes.title import TitleScene
    kapp.stack.reset(TitleScene(kapp))
    results = KickardsResultsScene(kapp, session, [])
    kapp.stack.push(results)
    pump(kapp, 1)
    results.stats["goal_minutes"] = [[i % 2, f"{10 + i}' ET"] for i in range(20)]      # a goal feast
    box = results.box
    found = frame_texts(kapp)
    inside = [(w, r) for w, r in found if box.collidepoint(r.center)]
    assert any(NAMES[0][:12] in w for w, _ in inside)
    check(inside, {"results": box}, "results")


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_button_label_fits_its_button(lang):
    """Every label fits a half-width action button, or (a few longer Polish ones) a whole row, which the
    table then gives it."""
    i18n.set_language(lang)
    half = (L.ACTIONS.w - 28) // 2 - 24          # the half-width action button, less the text padding
    whole = L.ACTIONS.w - 20 - 24
    font = theme.font(26)
    labels = every_button_text()
    assert len(labels) == 29
    too_wide = [(label, font.size(label)[0]) for label in labels if font.size(label)[0] > whole]
    assert not too_wide, too_wide
    wide = [label for label in labels if font.size(label)[0] > half]
    assert len(wide) <= 4, f"most labels should fit half a row: {wide}"
    for label in labels:
        assert "_" not in label and not any(code in label for code in ("1B", "2B", "plus", "minus", "pm"))


def test_a_label_too_long_for_half_a_row_gets_a_whole_row(kapp):
    table = open_table(kapp, "kickards", options=ADVANCED)
    half = (L.ACTIONS.w - 28) // 2
    table.button_text = lambda action: "W" * 40 if action.kind == "pass" else "Done [D]"
    s = play_until(table, lambda s: s.phase == "attack" and KICKARDS.actors(s) == [table.viewer], seed=3)
    assert s is not None
    table.rebuild_buttons()
    widths = {b.text: b.get_abs_rect().w for b in table.action_buttons}
    assert widths["W" * 40] == 2 * half + 8
    rects = [b.get_abs_rect() for b in table.action_buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_thinking_computers_role_line_shortens_instead_of_being_cut(kapp, lang):
    """The role under a name loses its side ("Home, ") before any letter is cut, so "thinking..." never
    leaves "Home, attacki..." behind."""
    import pygame

    from scenes.kickards.board import T as BOARD_WORDS
    from scenes.kickards.board import draw_role
    kapp.set_language(lang)
    role = BOARD_WORDS("strip.role", side=BOARD_WORDS("strip.home"), doing=BOARD_WORDS("strip.attacking"))
    short, tag = BOARD_WORDS("strip.attacking"), BOARD_WORDS("strip.thinking")
    tag_w = theme.font(18, "bold").size(tag)[0] + 10
    width = tag_w + (theme.font(16).size(role)[0] + theme.font(18).size(short)[0]) // 2   # the short one fits
    surface = pygame.Surface((1000, 60))
    with recorded_text(surface) as found:
        draw_role(surface, role, tag, True, (0, 0), width, short=short)
    words = [w for w, _ in found]
    assert words == [short, tag]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_special_rows_gist_fits_its_shot_table_row_whole(lang):
    """A special row's rule is too long for a shot table row; its gist must fit in two lines, never cut."""
    import pygame
    from sprites import text
    from sprites.kickards.shot_table import SIZES, SPECIAL_EFFECTS, T, ShotTable
    pygame.font.init()
    i18n.set_language(lang)
    table = ShotTable(L.SHOT_TABLE)
    row = table.row_rect(0)
    width = row.right - 6 - (row.x + 36 + 56)        # as ShotTable.draw lays a row out
    for effect in SPECIAL_EFFECTS:
        gist = T(f"shot_table.special.{effect}")
        assert any(len(text.wrap(gist, size, width)) <= 2 and
                   all(theme.font(size).size(line)[0] <= width for line in text.wrap(gist, size, width))
                   for size in SIZES), f"{lang} {effect}: {gist!r} does not fit in two lines"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_shot_table_row_stands_within_its_row(lang):
    """A playtester saw two-line rows run over their row's edges ("słupku" cut by the chosen row's frame)."""
    import pygame
    from rules.kickards.content import PLAYERS
    from sprites.kickards.shot_table import ShotTable, row_lines
    pygame.font.init()
    i18n.set_language(lang)
    try:
        table = ShotTable(L.SHOT_TABLE)
        row = table.row_rect(0)
        assert table.row_rect(5).bottom <= L.SHOT_TABLE.bottom
        width = row.right - 6 - (row.x + 36 + 56)
        for player in PLAYERS:
            for r in player.rows:
                size, lines = row_lines(r.text.shown, r.effect, width, row.h)
                assert len(lines) * theme.font(size).get_linesize() <= row.h, (r.text.shown, size)
                assert all(theme.font(size).size(line)[0] <= width for line in lines)
    finally:
        i18n.set_language("en")
