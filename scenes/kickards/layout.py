"""Where everything sits on the 1920x1080 KICKARDS table. The viewer's team plays up the bottom half of the
pitch, the opponent's down the top half; the side columns hold the shared pieces."""
from __future__ import annotations

import pygame

from sprites.zone import slot_row

LEFT = pygame.Rect(14, 10, 306, 1060)          # event/VAR, dice, shot table, this turn's modifiers
PITCH = pygame.Rect(332, 10, 1122, 1060)
RIGHT = pygame.Rect(1466, 10, 440, 1060)       # buttons, status, bonus table, log

SCOREBOARD = pygame.Rect(PITCH.x, 10, PITCH.w, 60)
STRIP = {"top": pygame.Rect(PITCH.x, 76, PITCH.w, 86), "bottom": pygame.Rect(PITCH.x, 716, PITCH.w, 86)}
ROW_Y = {"top": 262, "bottom": 614}            # centre line of each team's five card slots
SLOT_SIZE = (128, 180)
HAND_SIZE = (140, 196)
HAND_CENTRE = (PITCH.centerx, 922)
HAND_WIDTH = 1100
MIDLINE = pygame.Rect(PITCH.x, 356, PITCH.w, 158)
TRACK = pygame.Rect(PITCH.x + 16, 358, PITCH.w - 32, 86)
CONTROL = pygame.Rect(PITCH.x + 16, 452, PITCH.w - 32, 56)
ROW_LABEL = {"top": pygame.Rect(PITCH.x + 6, 176, 196, 172), "bottom": pygame.Rect(PITCH.x + 6, 528, 196, 172)}
SIDE_BOX = {"top": pygame.Rect(PITCH.right - 204, 176, 198, 172), "bottom": pygame.Rect(PITCH.right - 204, 528, 198, 172)}

EVENT_PANEL = pygame.Rect(LEFT.x, 10, LEFT.w, 330)
EVENT_CARD = pygame.Rect(LEFT.x + 12, 48, 170, 238)
DICE_PANEL = pygame.Rect(LEFT.x, 350, LEFT.w, 112)
K6_POS = (LEFT.x + 60, 412)
K100_POS = (LEFT.x + 200, 412)
SHOT_TABLE = pygame.Rect(LEFT.x, 472, LEFT.w, 310)
TURN_PANEL = pygame.Rect(LEFT.x, 792, LEFT.w, 278)

BUTTONS_TOP = pygame.Rect(RIGHT.x, 10, RIGHT.w, 56)
ACTIONS = pygame.Rect(RIGHT.x, 74, RIGHT.w, 404)
BONUS_TABLE = pygame.Rect(RIGHT.x, 486, RIGHT.w, 340)
LOG = pygame.Rect(RIGHT.x, 834, RIGHT.w, 236)


def slot_rects(side: str) -> list:
    return slot_row(5, (PITCH.centerx, ROW_Y[side]), SLOT_SIZE, gap=14)


def strip_spots(side: str) -> dict:
    """Named places inside a team strip: badge, stars, tactic bar, coach, VAR, deck, bench, cards, hand."""
    r = STRIP[side]
    cy = r.centery
    return {
        "badge": pygame.Rect(r.x + 8, r.y + 6, 276, r.h - 12),
        "stars": pygame.Rect(r.x + 292, r.y + 4, 150, r.h - 8),
        "bar": pygame.Rect(r.x + 448, r.y + 4, 118, r.h - 8),
        "coach": pygame.Rect(r.x + 580, cy - 40, 48, 66),
        "var": pygame.Rect(r.x + 650, cy - 34, 52, 52),
        "deck": pygame.Rect(r.x + 722, cy - 40, 48, 66),
        "bench": pygame.Rect(r.x + 806, cy - 40, 48, 66),
        "cards": pygame.Rect(r.x + 890, r.y + 8, 60, r.h - 16),
        "hand": pygame.Rect(r.x + 960, r.y + 4, 154, r.h - 8),
    }


def star_spots(side: str) -> list:
    """Centres of the three turn-star tokens (blue, red, green)."""
    r = strip_spots(side)["stars"]
    return [(r.x + 26 + i * 50, r.centery + 8) for i in range(3)]


def bar_spots(side: str) -> list:
    """Centres of the 3x3 tactic bar places: [colour][place]."""
    r = strip_spots(side)["bar"]
    return [[(r.x + 20 + c * 38, r.y + 24 + k * 20) for k in range(3)] for c in range(3)]
