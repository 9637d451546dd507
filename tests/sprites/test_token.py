import pygame
import pytest

from sprites import theme
from sprites.token import (MARGIN, TokenFace, TokenSprite, ball_marker, ship_token, star_token, token_surface,
                           var_token)


def test_every_token_kind_draws_a_disc_with_transparent_corners():
    for face in (star_token(theme.AWAY_RED, "R"), ship_token(theme.HOME_BLUE, "B"), var_token(), ball_marker()):
        surf = token_surface(face, 20)
        assert surf.get_size() == (2 * (20 + MARGIN),) * 2
        assert surf.get_at((0, 0)).a == 0
        assert surf.get_at((20 + MARGIN, 20 + MARGIN)).a == 255


def test_letter_is_drawn_so_colour_is_not_the_only_cue():
    """Two tokens of the same colour but different letters look different."""
    a = token_surface(ship_token(theme.HOME_BLUE, "B"), 24)
    b = token_surface(ship_token(theme.HOME_BLUE, "Q"), 24)
    assert pygame.image.tobytes(a, "RGBA") != pygame.image.tobytes(b, "RGBA")
    blank = token_surface(TokenFace("plain", theme.HOME_BLUE), 24)
    lettered = token_surface(TokenFace("plain", theme.HOME_BLUE, "B"), 24)
    assert pygame.image.tobytes(blank, "RGBA") != pygame.image.tobytes(lettered, "RGBA")


def test_used_var_token_looks_different():
    fresh, used = token_surface(var_token(), 24), token_surface(var_token(used=True), 24)
    assert pygame.image.tobytes(fresh, "RGBA") != pygame.image.tobytes(used, "RGBA")
    assert var_token().key != var_token(True).key


def test_surfaces_are_cached():
    face = star_token(theme.GOOD, "G")
    assert token_surface(face, 18) is token_surface(star_token(theme.GOOD, "G"), 18)
    assert token_surface(face, 18) is not token_surface(face, 18, "legal")


def test_unknown_kind_or_highlight_is_refused():
    with pytest.raises(ValueError):
        TokenFace("hexagon")
    with pytest.raises(ValueError):
        TokenSprite(ball_marker()).highlight = "pulsing"


def test_hit_test_is_round():
    t = TokenSprite(ball_marker(), pos=(100, 100), radius=20)
    assert t.contains((100, 119)) and t.contains((114, 114))
    assert not t.contains((116, 116))   # inside the bounding box, outside the disc


def test_stack_badge_is_drawn_only_for_stacks():
    target1, target3 = pygame.Surface((100, 100)), pygame.Surface((100, 100))
    TokenSprite(ship_token(theme.GOOD, "G"), pos=(50, 50), radius=20).draw(target1)
    TokenSprite(ship_token(theme.GOOD, "G"), pos=(50, 50), radius=20, count=3).draw(target3)
    corner = pygame.Rect(58, 22, 20, 20)   # up and right of the centre, where the badge sits
    assert (pygame.image.tobytes(target1.subsurface(corner), "RGB")
            != pygame.image.tobytes(target3.subsurface(corner), "RGB"))
    left = pygame.Rect(22, 40, 15, 20)
    assert pygame.image.tobytes(target1.subsurface(left), "RGB") == pygame.image.tobytes(target3.subsurface(left), "RGB")


def test_highlight_ring_is_outside_the_disc():
    surf = token_surface(star_token(theme.AWAY_RED, "R"), 20, "selected")
    c = 20 + MARGIN
    assert tuple(surf.get_at((c, c - 20 - 3)))[:3] == theme.ACCENT
