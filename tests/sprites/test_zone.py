import pygame
import pytest

from sprites import theme
from sprites.zone import DropZone, fan, slot_grid, slot_row


def test_accepts_and_refusal_reason():
    z = DropZone((0, 0, 100, 100), "Goal", accepts=lambda item: item == "ball",
                 reason=lambda item: f"{item} is not a ball")
    assert z.accepts("ball") and not z.accepts("card")
    assert z.refusal("card") == "card is not a ball"
    assert DropZone((0, 0, 10, 10)).refusal("x") == "That cannot go there now."
    assert not DropZone((0, 0, 10, 10)).accepts("anything")


def test_state_is_validated():
    z = DropZone((0, 0, 10, 10))
    z.state = "hover"
    assert z.state == "hover"
    with pytest.raises(ValueError):
        z.state = "glowing"


def test_each_state_looks_different_and_is_cached():
    z = DropZone((10, 10, 120, 160), "Slot")
    looks = []
    for state in ("idle", "legal", "hover", "illegal"):
        z.state = state
        target = pygame.Surface((140, 180))
        target.fill(theme.BG)
        z.draw(target)
        looks.append(pygame.image.tobytes(target, "RGB"))
    assert len(set(looks)) == 4
    # Colour is not the only cue: converting to greyscale still tells the states apart.
    greys = []
    for state in ("idle", "legal", "hover", "illegal"):
        z.state = state
        target = pygame.Surface((140, 180))
        target.fill(theme.BG)
        z.draw(target)
        greys.append(pygame.image.tobytes(pygame.transform.grayscale(target), "RGB"))
    assert len(set(greys)) == 4


def test_hidden_idle_zone_draws_nothing():
    z = DropZone((0, 0, 50, 50), show_idle=False)
    target = pygame.Surface((60, 60))
    z.draw(target)
    assert pygame.transform.average_color(target)[:3] == (0, 0, 0)
    z.state = "legal"
    z.draw(target)
    assert pygame.transform.average_color(target)[:3] != (0, 0, 0)


def test_fan_is_centred_symmetric_and_tilts_outwards():
    spots = fan(5, (960, 900), (140, 196), max_width=2000)
    xs = [x for x, _, _ in spots]
    assert xs == sorted(xs) and xs[2] == 960
    assert spots[0][2] > 0 > spots[4][2] and spots[2][2] == 0          # left leans counter-clockwise
    assert spots[0][1] == spots[4][1] > spots[2][1]                      # outer cards lower
    assert xs[1] - xs[0] == pytest.approx(140 * 0.85)


def test_fan_squeezes_into_max_width():
    spots = fan(20, (960, 900), (140, 196), max_width=1000)
    assert spots[-1][0] - spots[0][0] + 140 == pytest.approx(1000)
    assert fan(0, (0, 0), (10, 10), 100) == []
    assert fan(1, (5, 7), (10, 10), 100) == [(5, 7, 0.0)]


def test_slot_row_and_column_are_centred_and_spaced():
    rects = slot_row(3, (500, 300), (100, 140), gap=20)
    assert [r.centerx for r in rects] == [380, 500, 620] and all(r.centery == 300 for r in rects)
    col = slot_row(2, (100, 100), (50, 40), gap=10, vertical=True)
    assert [r.centery for r in col] == [75, 125]


def test_slot_grid_fills_rows_and_aligns_a_short_last_row():
    rects = slot_grid(5, 3, (500, 500), (100, 100), gap=10)
    assert len(rects) == 5
    assert rects[3].centerx == rects[0].centerx and rects[3].centery > rects[0].centery
    assert (rects[0].centery + rects[3].centery) / 2 == pytest.approx(500, abs=1)


def _label_rows(label_top: bool) -> set:
    """The rows of a legal 200x120 zone where its label "Cone" changes pixels."""
    def drawn(label):
        z = DropZone((0, 0, 200, 120), label, label_top=label_top)
        z.state = "legal"
        target = pygame.Surface((200, 120))
        target.fill(theme.BG)
        z.draw(target)
        return target
    with_label, without = drawn("Cone"), drawn("")
    return {y for y in range(120) for x in range(200) if with_label.get_at((x, y)) != without.get_at((x, y))}


def test_a_zone_over_pieces_writes_its_label_along_the_top_clear_of_the_middle():
    # The Cosmic cone and defense zones are drawn over the piles there while a token is dragged.
    centred, top = _label_rows(False), _label_rows(True)
    assert any(45 <= y <= 75 for y in centred), "a plain zone's label sits in its middle"
    assert top and max(top) < 32, "the label stays in the top band, off the piles in the middle"
