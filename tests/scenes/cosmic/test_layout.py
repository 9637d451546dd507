"""The Cosmic table's geometry for 2 to 6 seats: the viewer at the bottom, the others clockwise, nothing
overlapping, and the cone's mouth, beam and defenders always in free space."""
import math

import pygame
import pytest

from scenes.cosmic import layout as L
from scenes.cosmic.layout import Layout

SEATS = [2, 3, 4, 5, 6]


def layouts():
    for n in SEATS:
        for viewer in list(range(n)) + [None]:
            yield n, viewer, Layout(n, viewer)


def test_the_viewer_sits_at_the_bottom_and_the_others_follow_clockwise():
    cx, cy = L.WARP_CENTRE
    for n, viewer, lay in layouts():
        bottom = viewer if viewer is not None else 0
        assert lay.systems[bottom].place == "bottom"
        angles = []
        for k in range(n):
            x, y = lay.systems[(bottom + k) % n].rect.center
            a = math.degrees(math.atan2(y - cy, x - cx))      # screen angle: 90 is down, 180 left
            angles.append((a - 90) % 360)
        # Clockwise on screen from the bottom: to the left, across, to the right.
        assert angles == sorted(angles) and angles[0] == 0, (n, viewer, angles)


def test_blocks_panels_and_cards_never_overlap():
    for n, viewer, lay in layouts():
        rects = [s.rect for s in lay.systems]
        rects += [L.RIGHT, L.DESTINY.inflate(0, 44), L.DECK.inflate(0, 44), L.DISCARD.inflate(0, 44),
                  L.POWER_CARD]
        for i, a in enumerate(rects):
            assert L.CANVAS.contains(a)
            for b in rects[i + 1:]:
                assert not a.colliderect(b), (n, viewer, a, b)
        warp = pygame.Rect(0, 0, 2 * L.WARP_R, 2 * L.WARP_R)
        warp.center = L.WARP_CENTRE
        assert warp.collidelist(rects) == -1


def test_inside_a_block_the_strip_planets_and_prison_keep_apart():
    for n, viewer, lay in layouts():
        for s in lay.systems:
            assert s.rect.contains(s.strip) and s.rect.contains(s.prison)
            discs = []
            for i, (x, y) in enumerate(s.planets):
                disc = pygame.Rect(0, 0, 2 * L.PLANET_R, 2 * L.PLANET_R)
                disc.center = (x, y)
                assert s.rect.contains(disc) and disc.top > s.strip.bottom
                assert not disc.colliderect(s.prison)
                label_x, label_y = s.planet_label(i)
                assert s.strip.bottom < label_y - 9 and label_y + 9 < disc.top + 6
                vx, vy = s.visitors(i)
                assert disc.bottom < vy - 12 and vy + 13 < s.rect.bottom
                discs.append(disc)
            for i, a in enumerate(discs):
                assert all(not a.colliderect(b) for b in discs[i + 1:])


def test_the_hand_fits_under_the_table():
    from scenes.cosmic.board import hand_positions
    for count in (1, 7, 12):
        for x, y, _ in hand_positions(count):
            card = pygame.Rect(0, 0, *L.HAND_CARD)
            card.center = (round(x), round(y))
            assert L.CANVAS.contains(card.inflate(-8, -8)), (count, card)
            assert card.top > L.TABLE.bottom - 4
            assert not card.colliderect(L.POWER_CARD) and not card.colliderect(L.DESTINY)


def _every_challenge(lay):
    for offense in range(lay.seats):
        for planet in range(lay.seats * 5):
            yield offense, planet
        for prison_of in range(lay.seats):
            if prison_of != offense:
                yield offense, L.PRISON_CODE - prison_of


def test_the_cones_mouth_is_in_open_space_and_its_beam_reaches_the_target():
    for n, viewer, lay in layouts():
        for offense, planet in _every_challenge(lay):
            mouth = lay.mouth(offense, planet)
            assert math.dist(mouth, L.WARP_CENTRE) >= L.WARP_R + 60
            tray = pygame.Rect(0, 0, 96, 56)
            tray.center = (round(mouth[0]), round(mouth[1]))
            for s in lay.systems:
                assert not tray.colliderect(s.rect), (n, viewer, offense, planet, s.place)
            path = lay.beam(offense, planet)
            assert math.dist(path[0], mouth) < 1 and math.dist(path[-1], lay.target_point(planet)) < 1
            # A beam bends round the Warp's heart rather than through it.
            assert min(math.dist(p, L.WARP_CENTRE) for p in path) > L.WARP_R * 0.6, (n, offense, planet)


def test_a_beam_into_the_offenses_own_system_is_long_enough_to_read():
    """A playtester's challenge on his own system showed a stub of a cone inside his own panel: the mouth sat
    between him and the Warp, right on his panel's edge. The beam now runs a fair way outside his block."""
    for n, viewer, lay in layouts():
        for offense in range(lay.seats):
            block = lay.systems[offense].rect
            for planet in range(offense * 5, offense * 5 + 5):
                path = lay.beam(offense, planet, 48)
                outside = sum(math.dist(a, b) for a, b in zip(path, path[1:]) if not block.collidepoint(b))
                assert outside >= 120, (n, viewer, offense, planet, round(outside))


def test_defenders_wait_outside_the_defenders_system():
    for n, viewer, lay in layouts():
        for offense, planet in _every_challenge(lay):
            spot = lay.defense_spot(offense, planet)
            assert not lay.target_block(planet).collidepoint(spot)
            assert L.TABLE.collidepoint(spot)


def test_the_defenders_tray_covers_no_prison():
    """The tray under the defensive allies, at its widest, leaves every Prison readable (a playtest saw it
    cover the Prison beside a system's last planets)."""
    from sprites.cosmic import tokens
    widest = tokens.row_slots([(owner, "", 1) for owner in range(3)])
    w = 2 * (max(abs(dx) for dx, _ in widest) + 30)
    h = 2 * (max(abs(dy) for _, dy in widest) + 30)
    assert w <= L.DEFENSE_TRAY[0] and h <= L.DEFENSE_TRAY[1]
    for n, viewer, lay in layouts():
        prisons = [system.prison for system in lay.systems]
        for offense, planet in _every_challenge(lay):
            tray = pygame.Rect(0, 0, *L.DEFENSE_TRAY)
            tray.center = lay.defense_spot(offense, planet)
            assert tray.collidelist(prisons) < 0, (n, viewer, offense, planet)


def test_before_aiming_the_mouth_faces_the_offense():
    lay = Layout(4, 0)
    for offense in range(4):
        mx, my = lay.mouth(offense)
        bx, by = lay.systems[offense].rect.center
        cx, cy = L.WARP_CENTRE
        assert (mx - cx) * (bx - cx) + (my - cy) * (by - cy) > 0


def test_no_such_table():
    with pytest.raises(ValueError):
        Layout(7)
