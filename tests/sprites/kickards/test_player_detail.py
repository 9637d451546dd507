"""The zoomed player card (hover at the KICKARDS table) keeps every word inside its panel in both languages."""
import pytest

from rules.core import i18n
from rules.kickards.content import PLAYERS
from sprites import theme
from sprites.kickards import player_card


@pytest.fixture(params=["en", "pl"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_the_nation_and_printed_stars_fit_beside_the_flag_for_every_player(language):
    # A playtester read "Bramlandia | 3 nadrukowane gwiaz" cut at the panel's edge.
    for card in range(len(PLAYERS)):
        lines, size = player_card.nation_lines(card)
        assert size >= 20, "readable at 1280x720"
        for line in lines:
            assert theme.font(size).size(line)[0] <= player_card.NATION_LINE_W, (language, card, line)
        words = " ".join(lines)
        assert str(PLAYERS[card].stars) in words

