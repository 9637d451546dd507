"""Every power's whole text fits on its card: the card shrinks the type down to TEXT_FLOOR, and a text still too
long was cut off mid-sentence (the Hexer lost its last curses, the Tormentor what happens after the torture).
Every power of the roster is checked, in every language, so a power added later is covered by itself."""
import pytest

from rules.core import i18n
from rules.cosmic.content import POWER_TEXTS
from rules.cosmic.powers.roster import POWERS
from sprites import theme
from sprites.cosmic.power import TEXT_FLOOR, card_layout, text_layout

W, H = 186, 260            # the power card beside the viewer's system at 1920x1080


@pytest.fixture(params=["en", "pl"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_every_power_of_the_roster_has_a_card_text():
    assert set(POWERS) <= set(POWER_TEXTS)


def test_every_powers_text_fits_its_card_at_the_smallest_type(lang):
    too_long = []
    for key in POWERS:
        box, size, lines = text_layout(key, W, H)
        font = theme.font(size)
        fits = (size >= TEXT_FLOOR and len(lines) * font.get_linesize() <= box.h
                and all(font.size(line)[0] <= box.w for line in lines)
                and " ".join(lines).split() == POWER_TEXTS[key]["text"].split())
        if not fits:
            too_long.append((key, size, f"{len(lines)} lines, room for {box.h // font.get_linesize()}"))
    assert too_long == [], f"{lang}: shorten these texts (details go to rules.md / rules.pl.md)"


def test_every_powers_timing_fits_its_card(lang):
    bad = []
    for key in POWERS:
        at = card_layout(key, W, H)
        font = theme.font(at.when_size, "italic")
        if (len(at.when) > 3 or " ".join(at.when).split() != POWER_TEXTS[key]["when"].split()
                or any(font.size(line)[0] > W - 2 * at.pad for line in at.when)):
            bad.append((key, at.when, at.when_size))
    assert bad == [], lang
