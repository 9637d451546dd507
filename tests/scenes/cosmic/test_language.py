"""The Cosmic table in Polish: a live switch says every word of the table again (buttons, prompts, the status,
the board's hover help, the deal panel), and switching back gives the English again."""
import pygame

from rules.core import Action
from rules.core.i18n import set_language
from scenes.cosmic import layout as L
from tests.cosmic.helpers import ATT, COMP, fresh
from tests.scenes.apps import open_table
from tests.scenes.driver import find_button, pump

from .test_table import compromise_with_robin


def button_texts(table):
    return {getattr(e, "text", None) for e in table._actions if e.alive()}


def test_a_live_switch_to_polish_says_the_cosmic_table_again(capp):
    s = fresh(3, offense=0, destiny=1, hands=[[COMP, ATT[8]], [COMP, ATT[6]], [ATT[5]]])
    table = open_table(capp, "cosmic", state=s)
    table.act(Action("aim", planet=7))
    pump(capp, 2)
    assert {"Rules [H]", "Suggest [?]"} <= button_texts(table)
    assert table.status_lines()[0] == "Alex: your move"
    try:
        capp.set_language("pl")
        pump(capp, 2)
        texts = button_texts(table)
        assert {"Zasady [H]", "Ruchy [M]", "Stop [P]", "Podpowiedź [?]"} <= texts and "Rules [H]" not in texts
        assert "Suggest [?]" not in texts          # (it once stayed English: the label was kept in English)
        head, prompt = table.status_lines()
        assert head == "Alex: twój ruch" and prompt.startswith("Przeciągnij od 1 do 4 żetonów")
        table.ensure_board()
        assert table.board.help_at(table.layout.planet_centre(7)) == "Robin (Niebieski) na planecie 3 gracza Robin: 4 żetony."
        assert table.board.help_at(L.DECK.center).startswith("Talia starć")
        # The deal panel in Polish.
        compromise_with_robin(capp, table)
        assert s.phase == "negotiate"
        assert "Zaproponuj [Enter]" in button_texts(table) or "Bez oferty" in button_texts(table)
        pygame.event.clear()
        surface = pygame.Surface(L.CANVAS.size)
        table.draw(surface)                          # every Polish word draws (glyphs are checked elsewhere)
        capp.set_language("en")
        pump(capp, 2)
        assert "Rules [H]" in button_texts(table) and "Zasady [H]" not in button_texts(table)
        assert "Suggest [?]" in button_texts(table)
        find_button(table, "Make no offer")
    finally:
        set_language("en")
