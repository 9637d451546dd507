"""The table kit's log: the same line again at once is counted on the line before, and taking moves back
(undo, a replay stepped back) takes the count back with them."""
import pygame

from scenes.table.log import TableLog


class Words:
    """A game whose events say their own words (an empty text is an event without a line)."""

    @staticmethod
    def describe_event(ev, names, viewer):
        return ev["text"]


def lines(log):
    return [row for row, _ in log.panel.rows]


def events(*texts):
    return [{"text": t} for t in texts]


def test_seven_star_picks_in_a_row_are_one_counted_line():
    # A playtester's log said "Alex takes a green star." seven times and lost the lines that mattered.
    log = TableLog(Words(), ["Alex", "Robin"], pygame.Rect(0, 0, 600, 400))
    shown = events("Kick-off.", *["Alex takes a green star."] * 7, "", "Robin passes.")
    log.sync(shown, 0)
    assert lines(log) == ["Kick-off.", "Alex takes a green star. (\u00d77)", "Robin passes."]
    again = events("Robin passes.")
    log.sync(shown + again, 0)
    assert lines(log)[-1] == "Robin passes. (\u00d72)"


def test_taking_moves_back_takes_the_count_back():
    log = TableLog(Words(), ["Alex", "Robin"], pygame.Rect(0, 0, 600, 400))
    shown = events("Kick-off.", "Alex takes a green star.", "Alex takes a green star.", "",
                   "Alex takes a green star.", "Robin passes.")
    log.sync(shown, 0)
    assert lines(log) == ["Kick-off.", "Alex takes a green star. (\u00d73)", "Robin passes."]
    log.sync(shown[:4], 0)
    assert lines(log) == ["Kick-off.", "Alex takes a green star. (\u00d72)"]
    log.sync(shown[:2], 0)
    assert lines(log) == ["Kick-off.", "Alex takes a green star."]
    log.sync(shown[:1], 0)
    assert lines(log) == ["Kick-off."]
    log.sync(shown, 1)                     # another viewer: rebuilt, counted the same way
    assert lines(log) == ["Kick-off.", "Alex takes a green star. (\u00d73)", "Robin passes."]


def test_a_repeat_counted_while_the_reader_looks_back_keeps_the_view_still():
    log = TableLog(Words(), ["Alex", "Robin"], pygame.Rect(0, 0, 600, 120))
    shown = events(*[f"Line {i}." for i in range(20)], "Alex takes a green star.")
    log.sync(shown, 0)
    log.panel.scroll(3 * log.panel.line_h)                 # the reader looks three lines back
    before = log.panel.visible_rows()
    log.sync(shown + events("Alex takes a green star.", "Alex takes a green star."), 0)
    assert log.panel.visible_rows() == before
    assert log.panel.rows[-1][0] == "Alex takes a green star. (\u00d73)"


def test_the_log_tells_an_event_once_its_animation_has_been_seen():
    """"Revealed: Attack 20 against Attack 30" stood in the log while both cards still lay face down: the
    log told each event as its animation began. It tells it once the animation has ended."""
    from scenes.table.playback import Playback
    from sprites.tween import Delay
    playback = Playback(lambda ev: Delay(0.5) if ev["text"] != "quiet" else None)
    playback.queue(events("flip", "quiet", "roll"))
    playback.update(0.1, 1.0)
    assert [e["text"] for e in playback.shown] == ["flip"] and playback.told == []
    playback.update(0.5, 1.0)            # the flip ends; the quiet event shows at once, the roll begins
    assert [e["text"] for e in playback.told] == ["flip", "quiet"]
    playback.update(0.6, 1.0)
    assert [e["text"] for e in playback.told] == ["flip", "quiet", "roll"]
    playback.queue(events("goal"))
    playback.update(0.1, 1.0)
    assert len(playback.told) == 3
    playback.skip()                      # a click ends the animations: everything is told at once
    assert [e["text"] for e in playback.told] == ["flip", "quiet", "roll", "goal"]
