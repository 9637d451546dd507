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
HAND_SIZE = (140, 196)                         # a hand card at full size (smaller when many must fit)
HAND_MIN_WIDTH = 96                            # below this the cards overlap instead of shrinking
HAND_GAP = 4
HAND_TOP = 816
HAND_CENTRE_X = PITCH.centerx
HAND_WIDTH = PITCH.w - 16
HAND_BAND = pygame.Rect(PITCH.x, STRIP["bottom"].bottom, PITCH.w, 1080 - STRIP["bottom"].bottom)
MIDLINE = pygame.Rect(PITCH.x, 356, PITCH.w, 158)
TRACK = pygame.Rect(PITCH.x + 16, 358, PITCH.w - 32, 86)
CONTROL = pygame.Rect(PITCH.x + 16, 452, PITCH.w - 32, 56)
ROW_LABEL = {"top": pygame.Rect(PITCH.x + 6, 176, 196, 172), "bottom": pygame.Rect(PITCH.x + 6, 528, 196, 172)}
SIDE_BOX = {"top": pygame.Rect(PITCH.right - 204, 176, 198, 172), "bottom": pygame.Rect(PITCH.right - 204, 528, 198, 172)}

# Left column: the event and VAR, the shot table, and under it the goal chance with both dice.
EVENT_PANEL = pygame.Rect(LEFT.x, 10, LEFT.w, 298)
EVENT_CARD = pygame.Rect(LEFT.x + 10, 42, 172, 240)
SHOT_TABLE = pygame.Rect(LEFT.x, 316, LEFT.w, 318)
CHANCE_PANEL = pygame.Rect(LEFT.x, 642, LEFT.w, 428)
K6_POS = (CHANCE_PANEL.x + 42, CHANCE_PANEL.y + 74)
K100_POS = (CHANCE_PANEL.right - 62, CHANCE_PANEL.y + 74)
DICE_SIZE = (52, 44)                           # k6 and k100 (two k10s side by side) sprite sizes

# Right column: buttons, what to do now, the bonus table and the match log.
BUTTONS_TOP = pygame.Rect(RIGHT.x, 10, RIGHT.w, 52)
ACTIONS = pygame.Rect(RIGHT.x, 70, RIGHT.w, 356)
ACTION_BUTTONS_TOP = ACTIONS.y + 150           # up to 8 buttons below the status text, two per row
ACTION_BUTTON_H = 44
BONUS_TABLE = pygame.Rect(RIGHT.x, 434, RIGHT.w, 322)
LOG = pygame.Rect(RIGHT.x, 764, RIGHT.w, 306)


def hand_places(count: int) -> tuple:
    """(card size, [(x, y, angle)]) for a hand of `count` cards: side by side at full size while they fit,
    smaller (never below HAND_MIN_WIDTH) when many, overlapping only past that, so every card's header and
    whole shot table stay readable at the 11 cards a half starts with."""
    if count <= 0:
        return HAND_SIZE, []
    full_w, full_h = HAND_SIZE
    fit = (HAND_WIDTH - (count - 1) * HAND_GAP) / count
    w = max(HAND_MIN_WIDTH, min(full_w, int(fit)))
    h = round(w * full_h / full_w)
    step = w + HAND_GAP if count * w + (count - 1) * HAND_GAP <= HAND_WIDTH else (HAND_WIDTH - w) / (count - 1)
    y = HAND_TOP + h / 2
    first = HAND_CENTRE_X - step * (count - 1) / 2
    return (w, h), [(first + i * step, y, 0.0) for i in range(count)]


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
        "coach": pygame.Rect(r.x + 580, r.y + 6, 48, 56),
        "var": pygame.Rect(r.x + 650, cy - 34, 52, 52),
        "deck": pygame.Rect(r.x + 722, r.y + 6, 48, 56),
        "bench": pygame.Rect(r.x + 806, r.y + 6, 48, 56),
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
    # Below the "Tactic bar" label (16 px bold), not into it.
    return [[(r.x + 20 + c * 38, r.y + 31 + k * 18) for k in range(3)] for c in range(3)]
