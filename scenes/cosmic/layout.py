"""Where everything sits on the 1920x1080 Cosmic table, for 2 (duel) to 6 seats. Pure geometry: no drawing.

The viewer's system is at the bottom, the others follow clockwise (to his left, across, to his right), each a
block with its strip on top, five planets in a row and its Prison at the end. The Warp is in the middle of
the table; the cone's mouth sits on a ring around the Warp on the offense's side and its beam bends around
the Warp to the target planet. Below the table: the viewer's power card, his hand and the decks. The column on
the right holds the buttons, the status, the challenge (both cards, Kickers and totals), the choices no
gesture makes, and the log. During a deal its panel lies over the middle of the table.

Sizes keep every text at 18 px or more on the canvas, so it still reads at 1280x720.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from rules.cosmic.state import ASIDE as ASIDE_CODE
from rules.cosmic.state import HELD as HELD_CODE
from rules.cosmic.state import CONE as CONE_CODE
from rules.cosmic.state import DEFENSE as DEFENSE_CODE
from rules.cosmic.state import PRISON as PRISON_CODE
from rules.cosmic.state import REMOVED as REMOVED_CODE
from rules.cosmic.state import WARP as WARP_CODE

CANVAS = pygame.Rect(0, 0, 1920, 1080)
TABLE = pygame.Rect(8, 8, 1540, 880)            # the systems, the Warp and the cone
BOTTOM = pygame.Rect(8, 892, 1540, 180)         # the viewer's hand
RIGHT = pygame.Rect(1556, 8, 356, 1064)
BUTTONS = pygame.Rect(RIGHT.x, 8, RIGHT.w, 48)
STATUS = pygame.Rect(RIGHT.x, 64, RIGHT.w, 128)
ENCOUNTER = pygame.Rect(RIGHT.x, 200, RIGHT.w, 404)
ACTIONS = pygame.Rect(RIGHT.x, 612, RIGHT.w, 278)      # Undo, Hold, Suggest and the choices no gesture makes
ACTION_TOP = 98                 # the first choice's row below the top of ACTIONS (Undo and Hold, Suggest above)
LOG = pygame.Rect(RIGHT.x, 898, RIGHT.w, 174)
ACTION_ROWS = 4
# The deal panel lies over the middle of the table, between the side systems, clear of every system
# for 2 to 6 seats (the planets stay clickable for bases).
DEAL = pygame.Rect(516, 252, 524, 388)

SYSTEM_SIZE = (500, 236)
STRIP_H = 60
PLANET_R = 40
PLANET_STEP = 82
TOKEN_R = 13
PILE_SPREAD = 34                # distance between piles sharing a planet
PRISON_SIZE = (72, 166)
ASIDE_H = 80                    # a power's set-aside pile, at the top of the Prison's column (aside_cell)
DEFENSE_TRAY = (150, 64)   # the tray under the defensive allies' piles at its widest (three owners in a row)
WARP_CENTRE = (TABLE.centerx, 446)
WARP_R = 88
OWN_SYSTEM_TURN = math.radians(70)    # the mouth's way round the ring for a target in the offense's own system
MOUTH_RING = 165                # the cone's mouth: this far from the Warp's centre ...
MOUTH_BIAS = 0.5                # ... this far round from the offense's side towards the target's
CONE_HALF_WIDTH = 62

HAND_CARD = (124, 174)
HAND_CENTRE = (TABLE.centerx, 978)
HAND_WIDTH = 900
POWER_CARD = pygame.Rect(26, 680, 186, 260)     # the viewer's power card, beside his system
DECK_CARD = (104, 146)
DESTINY = pygame.Rect(1094, 700, *DECK_CARD)
DECK = pygame.Rect(1214, 700, *DECK_CARD)
DISCARD = pygame.Rect(1334, 700, *DECK_CARD)

# Block positions (top-left) by place name, and which places n seats use, clockwise from the viewer.
PLACES = {
    "bottom": (528, 648), "top": (528, 8),
    "lower_left": (8, 420), "upper_left": (8, 120), "left": (8, 296),
    "lower_right": (1048, 420), "upper_right": (1048, 120), "right": (1048, 296),
    "high_left": (8, 70), "high_right": (1048, 70),
}
SEATING = {
    2: ("bottom", "top"),
    3: ("bottom", "high_left", "high_right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "lower_left", "upper_left", "upper_right", "lower_right"),
    6: ("bottom", "lower_left", "upper_left", "top", "upper_right", "lower_right"),
}


@dataclass(frozen=True)
class System:
    seat: int
    place: str
    rect: pygame.Rect
    strip: pygame.Rect
    planets: tuple          # five planet centres
    prison: pygame.Rect

    def planet_label(self, index: int) -> tuple[int, int]:
        """Where a planet's number is written: above it, under the strip."""
        x, y = self.planets[index]
        return x, y - PLANET_R - 12

    def visitors(self, index: int) -> tuple[int, int]:
        """Where other players' tokens on a planet stand: a row just under the planet."""
        x, y = self.planets[index]
        return x, y + PLANET_R + 30


def system_at(seat: int, place: str) -> System:
    x, y = PLACES[place]
    rect = pygame.Rect(x, y, *SYSTEM_SIZE)
    strip = pygame.Rect(x, y, rect.w, STRIP_H)
    cy = y + STRIP_H + 24 + PLANET_R
    planets = tuple((x + 12 + PLANET_R + i * PLANET_STEP, cy) for i in range(5))
    prison = pygame.Rect(0, 0, *PRISON_SIZE)
    prison.bottomright = (rect.right - 6, rect.bottom - 6)
    return System(seat, place, rect, strip, planets, prison)


def aside_cell(system: System) -> pygame.Rect:
    """Where a player whose power sets tokens aside (ghosts, a reserve) keeps them: the top of his Prison's
    column; the Prison then takes the rest (prison_under_aside)."""
    return pygame.Rect(system.prison.x, system.prison.y, system.prison.w, ASIDE_H)


def prison_under_aside(system: System) -> pygame.Rect:
    top = system.prison.y + ASIDE_H + 4
    return pygame.Rect(system.prison.x, top, system.prison.w, system.prison.bottom - top)


class Layout:
    """Geometry of one table: `seats` players seen by `viewer` (None: a spectator, seat 0 at the bottom)."""

    def __init__(self, seats: int, viewer=None):
        if seats not in SEATING:
            raise ValueError(f"a Cosmic table has 2 to 6 seats, not {seats}")
        self.seats = seats
        self.viewer = viewer
        bottom = viewer if viewer is not None else 0
        self.systems = [None] * seats
        for k, place in enumerate(SEATING[seats]):
            seat = (bottom + k) % seats
            self.systems[seat] = system_at(seat, place)
        self.warp_centre, self.warp_radius = WARP_CENTRE, WARP_R

    # --- places of things ---------------------------------------------------------------------------
    def planet_centre(self, planet: int) -> tuple[int, int]:
        return self.systems[planet // 5].planets[planet % 5]

    def target_point(self, planet: int) -> tuple[float, float]:
        """Where the cone's tip touches: a planet, or a Prison's centre in a Rescue Mission."""
        if planet >= 0:
            return self.planet_centre(planet)
        seat = PRISON_CODE - planet
        return self.systems[seat].prison.center

    def target_block(self, planet: int) -> pygame.Rect:
        seat = planet // 5 if planet >= 0 else PRISON_CODE - planet
        return self.systems[seat].rect

    def mouth(self, offense: int, planet=None) -> tuple[float, float]:
        """The cone's mouth, on a ring around the Warp: between the offense's side and the target's (so the
        beam rarely crosses the Warp and the riding tokens have room); towards the offense before aiming."""
        cx, cy = self.warp_centre
        ox, oy = self.systems[offense].rect.center
        a_off = math.atan2(oy - cy, ox - cx)
        if planet is None:
            a = a_off
        else:
            tx, ty = self.target_point(planet)
            a_tgt = math.atan2(ty - cy, tx - cx)
            turn = (a_tgt - a_off + math.pi) % (2 * math.pi) - math.pi      # -pi..pi, from offense to target
            if abs(turn) > math.radians(150):        # across the table: go round on the offense's right
                turn = math.copysign(math.radians(150), turn if abs(turn) < math.pi - 1e-6 else 1.0)
            if planet >= 0 and planet // 5 == offense:
                # His own system: a mouth between him and the Warp left a stub of a beam inside his panel;
                # round the ring a way, the beam comes back to the planet long enough to read.
                a = a_off + math.copysign(OWN_SYSTEM_TURN, turn if abs(turn) > 1e-6 else 1.0)
            else:
                a = a_off + turn * MOUTH_BIAS
        return cx + MOUTH_RING * math.cos(a), cy + MOUTH_RING * math.sin(a)

    def trail_start(self, offense: int, planet=None) -> tuple[float, float]:
        """Where the offense's trail to the cone's mouth leaves his system: his block's edge nearest it."""
        mx, my = self.mouth(offense, planet)
        r = self.systems[offense].rect
        return min(max(mx, r.left), r.right), min(max(my, r.top), r.bottom)

    def beam(self, offense: int, planet: int, steps: int = 24) -> list[tuple[float, float]]:
        """Points of the cone's beam from its mouth to the target, bent around the Warp where a straight
        beam would cross it."""
        m = self.mouth(offense, planet)
        t = self.target_point(planet)
        cx, cy = self.warp_centre
        mx, my = (m[0] + t[0]) / 2, (m[1] + t[1]) / 2
        dx, dy = t[0] - m[0], t[1] - m[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        # Distance of the Warp's centre from the straight line, on the normal's side.
        side = (cx - m[0]) * nx + (cy - m[1]) * ny
        clear = self.warp_radius + 34
        push = 0.0
        if abs(side) < clear and 0 < ((cx - m[0]) * dx + (cy - m[1]) * dy) / length < length:
            push = (clear - abs(side)) * 2.0 * (-1 if side >= 0 else 1)
            if side == 0:
                push = clear * 2.0
        ctrl = (mx + nx * push, my + ny * push)
        out = []
        for i in range(steps + 1):
            u = i / steps
            out.append(((1 - u) ** 2 * m[0] + 2 * (1 - u) * u * ctrl[0] + u * u * t[0],
                        (1 - u) ** 2 * m[1] + 2 * (1 - u) * u * ctrl[1] + u * u * t[1]))
        return out

    def defense_spot(self, offense: int, planet: int) -> tuple[float, float]:
        """Where defensive allies' tokens wait: on the beam, just outside the defender's block."""
        pts = self.beam(offense, planet, 48)
        block = self.target_block(planet).inflate(8, 8)
        prisons = [system.prison.inflate(8, 8) for system in self.systems]
        tray = pygame.Rect(0, 0, *DEFENSE_TRAY)
        for i in range(len(pts) - 1, -1, -1):
            if not block.collidepoint(pts[i]):
                j = max(0, i - 5)            # a little further out than the edge
                # ... and further still while the defenders' tray there would cover a Prison (seen in play).
                while j > 0 and tray.move_to(center=pts[j]).collidelist(prisons) >= 0:
                    j -= 1
                return pts[j]
        return pts[len(pts) // 2]


    def place_point(self, owner: int, place: int, offense=None, planet=None) -> tuple[float, float]:
        """About where `owner`'s tokens at `place` stand (a token flies there; the board then draws it in
        its exact spot): on a planet (the host in the middle, visitors below), at the cone's mouth, beside
        the target, in the Warp, in a Prison, or off the top of the table when leaving the game."""
        if place >= 0:
            system = self.systems[place // 5]
            if owner == place // 5:
                return system.planets[place % 5]
            return system.visitors(place % 5)
        if place == CONE_CODE and offense is not None:
            return self.mouth(offense, planet)
        if place == DEFENSE_CODE and offense is not None and planet is not None:
            return self.defense_spot(offense, planet)
        if place == WARP_CODE:
            return self.warp_centre
        if PRISON_CODE - self.seats < place <= PRISON_CODE:
            return self.systems[PRISON_CODE - place].prison.center
        if ASIDE_CODE - self.seats < place <= ASIDE_CODE:
            return aside_cell(self.systems[ASIDE_CODE - place]).center
        if HELD_CODE - self.seats < place <= HELD_CODE:        # held by a power (a toll): to its holder
            return self.systems[HELD_CODE - place].strip.center
        if place == REMOVED_CODE:
            return (TABLE.centerx, -40)
        return self.warp_centre

    def hand_point(self, seat: int) -> tuple[float, float]:
        """Where a player's hand is: the viewer's at the bottom, the others' at their strip's hand counter."""
        if seat == self.viewer:
            return HAND_CENTRE
        strip = self.systems[seat].strip
        return strip.right - 60, strip.bottom - 16


# --- the challenge panel (right column) -------------------------------------------------------------
def encounter_slots() -> dict[str, pygame.Rect]:
    """Both main players' card slots, their Kicker slots, the title line and the totals box."""
    r = ENCOUNTER
    card = pygame.Rect(0, 0, 116, 162)
    off, dfn = card.copy(), card.copy()
    off.topleft = (r.x + 14, r.y + 92)
    dfn.topright = (r.right - 14, r.y + 92)
    # Kickers tuck under the inner corner of their player's card, towards the middle.
    kick_off = pygame.Rect(0, 0, 64, 90)
    kick_def = kick_off.copy()
    kick_off.bottomleft = (off.right - 22, off.bottom + 18)
    kick_def.bottomright = (dfn.left + 22, dfn.bottom + 18)
    return {"offense": off, "defense": dfn, "kicker_offense": kick_off, "kicker_defense": kick_def,
            "title": pygame.Rect(r.x + 8, r.y + 8, r.w - 16, 28), "capture": pygame.Rect(r.x + 8, r.y + 40, r.w - 16, 24),
            "totals": pygame.Rect(r.x + 8, off.bottom + 20, r.w - 16, r.bottom - off.bottom - 28)}
