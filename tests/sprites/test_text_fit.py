"""`text.fit` cuts a text with "..." in a bounded number of measurements (issue 36, N4): it took one character
off at a time, measuring the whole rest each time, so a 16,000-character deck name cost seconds to open the deck
builder and a 20,000-character seat name in the history froze Statistics. Calls are counted, never timed."""
import random

import pytest

from sprites import text, theme


class CountingFont:
    """A font that counts its measurements (and the characters measured)."""

    def __init__(self, font):
        self.font = font
        self.calls = 0
        self.chars = 0

    def size(self, words):
        self.calls += 1
        self.chars += len(words)
        return self.font.size(words)

    def __getattr__(self, name):
        return getattr(self.font, name)


@pytest.fixture
def counted(monkeypatch):
    fonts = {}
    real = theme.font

    def font(size, style="regular"):
        key = (size, style)
        if key not in fonts:
            fonts[key] = CountingFont(real(size, style))
        return fonts[key]

    monkeypatch.setattr(theme, "font", font)
    return lambda size=24, style="regular": font(size, style)


def _fit_one_at_a_time(label, width, size=24, style="regular"):
    """The old way, as the reference for what is kept."""
    f = theme.font(size, style)
    if f.size(label)[0] <= width:
        return label
    while label and f.size(label + "...")[0] > width:
        label = label[:-1]
    return label.rstrip() + "..."


@pytest.mark.parametrize("label", ["x" * 20_000, "Zoë " * 5_000, "名" * 20_000, "a\u0301" * 10_000])
def test_fitting_twenty_thousand_characters_takes_a_bounded_number_of_measurements(counted, label):
    shown = text.fit(label, 300, 24)
    font = counted(24)
    calls, chars = font.calls, font.chars
    assert calls <= 20                         # the whole text once, then about log2(20,000) = 15
    assert chars <= 20 * (300 + 20)            # only what could fit is measured: never the ~n*n/2 of old
    assert shown.endswith("...") and font.size(shown)[0] <= 300


def test_the_cut_is_the_one_taking_a_character_at_a_time_gave():
    rng = random.Random(36)
    alphabet = "abcdefghij KLMNOP żółć 名字 WWW iii ...,;"
    for _ in range(300):
        label = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60)))
        width, size = rng.randint(-5, 400), rng.choice((14, 20, 24, 32))
        style = rng.choice(("regular", "bold"))
        assert text.fit(label, width, size, style) == _fit_one_at_a_time(label, width, size, style)


def test_a_text_that_fits_is_measured_once_and_kept(counted):
    assert text.fit("Ann", 300) == "Ann"
    assert counted().calls == 1


def test_a_width_given_as_a_float_is_taken():
    assert text.fit("a long name " * 2000, 200.5, 24).endswith("...")
    assert text.fit("Ann", 300.0) == "Ann"
