"""The zoomed event card: the rows of a card's own shot table are told whole, wrapped inside the panel."""
import pytest

from rules.core import i18n
from rules.kickards.content import EVENTS
from sprites import theme
from sprites.kickards.player_card import DETAIL_W, event_detail, own_table_rows


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_row_of_an_event_cards_own_table_is_told_whole_inside_the_panel(lang):
    # "1: 15% Caught by the recovering d..." was cut short.
    previous = i18n.language()
    i18n.set_language(lang)
    try:
        checked = 0
        for card, e in enumerate(EVENTS):
            if not e.table:
                continue
            for (head, head_w, lines), row in zip(own_table_rows(card), e.table):
                assert " ".join(lines).split() == row.text.shown.split(), (e.name.shown, lines)
                assert all(30 + head_w + theme.font(20).size(line)[0] <= DETAIL_W - 16 for line in lines)
            surf = event_detail(card)
            assert surf.get_width() == DETAIL_W
            checked += 1
        assert checked
    finally:
        i18n.set_language(previous)
