import pygame
import pytest

from sprites import card as card_mod
from sprites.card import HIGHLIGHT_MARGIN, CardBack, CardSprite, Face, TextFace, card_surface
from sprites.tween import AnimationQueue


def solid(colour, key):
    return Face(key, lambda surf: surf.fill(colour))


def pixel(surf, pos):
    return tuple(surf.get_at(pos))[:3]


def test_face_up_card_draws_its_face_and_face_down_its_back():
    red, blue = solid((200, 0, 0), "red"), solid((0, 0, 200), "blue-back")
    c = CardSprite(red, back=Face("b", lambda s: s.fill((0, 0, 200))), pos=(100, 100), size=(60, 80))
    target = pygame.Surface((200, 200))
    c.draw(target)
    assert pixel(target, (100, 100)) == (200, 0, 0)
    c.face_up = False
    c.draw(target)
    assert pixel(target, (100, 100)) == (0, 0, 200)
    assert blue.key == "blue-back"


def test_unknown_face_shows_the_back_even_face_up():
    c = CardSprite(None, back=solid((0, 150, 0), "green"), pos=(50, 50), size=(40, 60))
    target = pygame.Surface((100, 100))
    c.draw(target)
    assert pixel(target, (50, 50)) == (0, 150, 0)


def test_corners_are_rounded_and_border_drawn():
    surf = card_surface(solid((200, 0, 0), "red-corners"), (60, 80))
    m = HIGHLIGHT_MARGIN
    assert surf.get_size() == (60 + 2 * m, 80 + 2 * m)
    assert surf.get_at((m, m)).a == 0            # the very corner is cut away
    assert surf.get_at((m + 30, m)).a == 255     # the top edge is not


def test_surfaces_are_cached_by_key_size_and_highlight():
    calls = []
    painter = Face("counting", lambda s: (calls.append(s.get_size()), s.fill((1, 2, 3))))
    a = card_surface(painter, (50, 70))
    assert card_surface(painter, (50, 70)) is a
    b = card_surface(painter, (100, 140))
    assert b is not a and calls == [(50, 70), (100, 140)]
    lit = card_surface(painter, (50, 70), "legal")   # a highlight is a new composite ...
    assert lit is not a and len(calls) == 2           # ... around the same painted face


def test_highlight_draws_an_outline_in_the_margin_with_distinct_widths():
    painter = solid((10, 10, 10), "hl")
    plain = card_surface(painter, (60, 80))
    legal = card_surface(painter, (60, 80), "legal")
    selected = card_surface(painter, (60, 80), "selected")
    mid_y = HIGHLIGHT_MARGIN + 40
    assert plain.get_at((HIGHLIGHT_MARGIN - 2, mid_y)).a == 0
    assert pixel(legal, (HIGHLIGHT_MARGIN - 2, mid_y)) == card_mod.HIGHLIGHTS["legal"][0]
    assert legal.get_at((HIGHLIGHT_MARGIN - 5, mid_y)).a == 0
    assert pixel(selected, (HIGHLIGHT_MARGIN - 5, mid_y)) == card_mod.HIGHLIGHTS["selected"][0]
    with pytest.raises(ValueError):
        CardSprite().highlight = "glowing"


def test_hit_test_follows_rotation():
    c = CardSprite(solid((200, 0, 0), "hit"), pos=(200, 200), size=(40, 100))
    assert c.contains((200, 245)) and not c.contains((245, 200))
    c.angle = 90
    assert c.contains((245, 200)) and not c.contains((200, 245))


def test_hit_test_matches_the_drawn_pixels():
    c = CardSprite(solid((250, 250, 250), "hit-pixels"), pos=(150, 150), size=(80, 120), angle=33)
    target = pygame.Surface((300, 300))
    target.fill((0, 0, 0))
    c.draw(target)
    mismatches = 0
    for x in range(0, 300, 6):
        for y in range(0, 300, 6):
            drawn = max(target.get_at((x, y))[:3]) > 8  # the dark border counts as card
            mismatches += drawn != c.contains((x, y))
    assert mismatches <= 8   # only anti-aliased edge pixels may disagree


def test_rect_bounds_the_rotated_card():
    c = CardSprite(pos=(100, 100), size=(40, 100))
    assert c.rect.size == (40, 100)
    c.angle = 90
    assert c.rect.size == (100, 40) and c.rect.center == (100, 100)


def test_flip_squashes_through_zero_and_turns_over_halfway():
    c = CardSprite(solid((200, 0, 0), "f"), face_up=False, size=(60, 80))
    q = AnimationQueue()
    q.add(c.flip(duration=0.4))
    q.update(0.1)
    assert 0 < c.flip_scale < 1 and not c.face_up
    q.update(0.1)
    assert c.face_up and c.flip_scale == 0.0
    q.update(0.05)
    assert 0 < c.flip_scale < 1
    q.update(1.0)
    assert c.face_up and c.flip_scale == 1.0 and not q.busy


def test_flip_can_reveal_a_face_learnt_later():
    c = CardSprite(None, face_up=False)
    q = AnimationQueue()
    face = TextFace("Late Reveal")
    q.add(c.flip(True, face=face))
    q.skip()
    assert c.face is face and c.face_up and c.painter is face


def test_move_to_tweens_position():
    c = CardSprite(pos=(0, 0))
    q = AnimationQueue()
    q.add(c.move_to((100, 50), duration=0.5))
    q.update(0.25)
    assert 0 < c.x < 100
    q.update(0.25)
    assert c.pos == (100.0, 50.0)


def test_text_face_and_back_paint_something_readable():
    surf = card_surface(TextFace("Title", "Sub", "Some body text that wraps over lines.", corner="7"), (140, 196))
    surf2 = card_surface(CardBack(letter="K", pattern="stripes"), (140, 196))
    for s in (surf, surf2):
        colours = {tuple(s.get_at((x, y))) for x in range(10, 150, 7) for y in range(10, 200, 7)}
        assert len(colours) > 3
    with pytest.raises(ValueError):
        CardBack(pattern="tartan")


def test_mid_flip_and_zoom_draw_uncached_but_correct_size():
    c = CardSprite(solid((9, 9, 9), "zoom"), size=(60, 80))
    c.scale = 1.5
    assert c.image().get_height() == round((80 + 2 * HIGHLIGHT_MARGIN) * 1.5)
    c.scale, c.flip_scale = 1.0, 0.5
    assert c.image().get_width() == round((60 + 2 * HIGHLIGHT_MARGIN) * 0.5)


def test_colours_given_as_lists_or_pygame_colours_still_cache():
    a = TextFace("X", colour=[10, 20, 30], header=pygame.Color(200, 100, 0))
    assert a.key == TextFace("X", colour=(10, 20, 30), header=(200, 100, 0)).key
    assert hash(CardBack([1, 2, 3]).key) == hash(CardBack((1, 2, 3)).key)
