"""A Cosmic table in progress switched to Polish: its log is said again in Polish at once (the lines already
there too), the Moves list and status speak Polish, and switching back gives the English lines again."""
import re

from rules.core import Rng, i18n
from tests.cosmic.soak_policy import pick
from tests.scenes.apps import open_table
from tests.scenes.driver import pump

from .test_table import COSMIC


def log_rows(table) -> list:
    table.app.draw()                  # the log panel is brought up to date as it is drawn
    return [row for row, _ in table.log.panel.rows]


def play(app, table, moves, seed=3):
    rng = Rng(seed)
    for _ in range(moves):
        s = table.session.state
        actors = COSMIC.actors(s)
        if not actors:
            break
        seat = actors[0]
        events = table.session.apply(seat, pick(COSMIC, s, seat, COSMIC.legal_actions(s, seat), rng))
        table.queue_events(events)
        table.after_action()
        pump(app, 1)
    pump(app, 2)


def test_switching_to_polish_says_the_cosmic_log_again(capp):
    table = open_table(capp, "cosmic", ("human", "ai", "ai"), {"prisoners": True}, seed=4)
    table.computer.held = True
    play(capp, table, 40)
    english = log_rows(table)
    assert len(english) > 10 and any("token" in row for row in english)

    capp.set_language("pl")
    pump(capp, 2)
    polish = log_rows(table)
    assert abs(len(polish) - len(english)) < len(english) // 4        # the same lines, wrapped anew
    assert not any(re.search(r"\b(token|tokens|the|plays|takes)\b", row) for row in polish), polish
    assert any("żeton" in row for row in polish)
    said = [line for line in (COSMIC.describe_event(ev, table.session.names, table.viewer) for ev in table.shown)
            if line]
    assert " ".join(polish).endswith(said[-1]) and i18n.language() == "pl"

    capp.set_language("en")
    pump(capp, 2)
    assert log_rows(table) == english


def test_every_instruction_fits_the_status_panel_in_both_languages(capp):
    """The status panel has three lines for the instruction; a longer one is cut with "..." (a playtester lost
    the Polish "albo odmów", "or decline", of the invitation)."""
    from rules.cosmic.texts import PHASE_HELP
    from scenes.cosmic import layout as L
    from scenes.cosmic.table import MOMENTS, PROMPT_PHASES, T
    from sprites import text
    width = L.STATUS.w - 28
    try:
        for code in ("en", "pl"):
            capp.set_language(code)
            said = [T(f"prompt.{phase}") for phase in PROMPT_PHASES]
            said += [T("prompt.power_at", moment=T(f"moment.{m}")) for m in MOMENTS]
            said += [h[0].upper() + h[1:] + "." for h in (PHASE_HELP.get(p, "") for p in PROMPT_PHASES) if h]
            too_long = [words for words in said if len(text.wrap(words, 20, width)) > 3]
            assert not too_long, (code, too_long)
    finally:
        capp.set_language("en")
