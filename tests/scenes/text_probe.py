"""Where text lands on the canvas: every string a scene draws with sprites.text, with its rectangle, so a
test can check that no text leaves its panel or runs into other text."""
from __future__ import annotations

import contextlib

import pygame

from sprites import text, theme
from sprites.cache import every_snapshots


class Found(list):
    """(string, rect) of every text drawn; `cut` lists the wrapped texts whose last lines did not fit their
    box (draw_wrapped leaves them out silently)."""

    def __init__(self):
        super().__init__()
        self.cut = []


@contextlib.contextmanager
def recorded_text(canvas):
    """Record (string, rect) of every text drawn on `canvas` inside the block (text on card faces and other
    off-screen surfaces is not the canvas's and is left out). Panels are painted afresh (no snapshot of an
    earlier frame is copied in their place), so each of their texts is drawn, and recorded, once."""
    found = Found()
    draw, draw_wrapped = text.draw, text.draw_wrapped

    def probe_draw(target, words, pos, size=24, colour=theme.TEXT, style="regular", anchor="topleft"):
        rect = draw(target, words, pos, size, colour, style, anchor)
        if target is canvas and words.strip():
            found.append((words, pygame.Rect(rect)))
        return rect

    def probe_wrapped(target, words, rect, size=22, colour=theme.TEXT, style="regular", line_gap=4):
        used = draw_wrapped(target, words, rect, size, colour, style, line_gap)
        if target is canvas:
            f = theme.font(size, style)
            y = rect.top
            for line in text.wrap(words, size, rect.width, style):
                if y + f.get_linesize() > rect.bottom:
                    found.cut.append(words)
                    break
                if line.strip():
                    found.append((line, pygame.Rect(rect.left, y, f.size(line)[0], f.get_linesize())))
                y += f.get_linesize() + line_gap
        return used

    text.draw, text.draw_wrapped = probe_draw, probe_wrapped
    for snapshots in every_snapshots():      # panels kept from earlier frames are painted again, and seen
        snapshots.clear()
    try:
        yield found
    finally:
        text.draw, text.draw_wrapped = draw, draw_wrapped


def panel_of(rect, panels):
    """The smallest panel that holds the text's centre (panels: name -> Rect), or None."""
    holding = [(p.w * p.h, name, p) for name, p in panels.items() if p.collidepoint(rect.center)]
    return min(holding)[1:] if holding else None


def strays(found, panels, slack: int = 1) -> list:
    """Texts that reach outside the panel that holds their centre."""
    out = []
    for words, rect in found:
        home = panel_of(rect, panels)
        if home is None:
            out.append((words, rect, "no panel"))
        elif not home[1].inflate(2 * slack, 2 * slack).contains(rect):
            out.append((words, rect, home[0]))
    return out


def collisions(found, overlap: float = 0.25) -> list:
    """Pairs of different texts whose rectangles overlap by more than `overlap` of the smaller one's height
    and width (font boxes carry a little leading, so a touch is not a collision)."""
    out = []
    for i, (a, ra) in enumerate(found):
        for b, rb in found[i + 1:]:
            if ra == rb and a == b:
                continue
            clip = ra.clip(rb)
            if clip.w > overlap * min(ra.w, rb.w) and clip.h > overlap * min(ra.h, rb.h):
                out.append((a, ra, b, rb))
    return out
