"""Input that was not meant for the decision it would make: the table refuses it and says why.

- A hand-over at one screen: a public decision passes from one person to another with no curtain, often in
  the same place ("Invitations done" for the offense, then the same button for the defense). A click aimed at
  the last person's button landed as the next person's decision (seen in play), so for a moment after such a
  hand-over no decision is taken from input. After a curtain the person at the screen has confirmed.
- A second click on a decision button, made while the first one's move still animates, ends the animations
  and lands on what then stands there: Robin's "Accept", then "No VAR" in the same place a moment later, so
  Robin never saw the VAR question. The same button again (taking stars one by one) is meant; another one in
  that place, revealed by this very click, is not.
The clock is the table scene's own (seconds of updates), passed in.
"""
from __future__ import annotations

HANDED_OVER = 1.0         # input this soon after another person came to decide was aimed at the last one
AIMED_LATE = 0.5          # a press this soon after the last one, where it was, was aimed at that button


class InputGuards:
    def __init__(self, person=None):
        self.last_person = person        # the person who decided last
        self.handed_over_at = None       # when another person came to decide with no curtain
        self.last_press = None           # (where, words, when) of the last decision made by a button
        self.skipped_at = None           # when input last ended the animations

    # --- hand-overs at one screen --------------------------------------------------------------------
    def note_decider(self, person, solo: bool, clock: float) -> None:
        """`person` decides now (None: nobody at the screen does)."""
        if person is None or person == self.last_person:
            return
        if self.last_person is not None and not solo:
            self.handed_over_at = clock
        self.last_person = person

    def curtain_lifted(self, person) -> None:
        """`person` confirmed a curtain: whoever acts now is at the screen."""
        self.last_person, self.handed_over_at = person, None

    def just_handed_over(self, clock: float) -> bool:
        return self.handed_over_at is not None and clock - self.handed_over_at < HANDED_OVER

    # --- a press that ended the animations -------------------------------------------------------------
    def skipped(self, clock: float) -> None:
        self.skipped_at = clock

    def pressed(self, where, words: str, clock: float) -> None:
        """A button's press made a decision."""
        self.last_press = (where, words, clock)

    def pressed_too_soon(self, where, words: str, clock: float) -> bool:
        """Whether a press on the button at `where` saying `words` was aimed at the one pressed just before."""
        if self.last_press is None or self.skipped_at is None:
            return False
        last_where, last_words, when = self.last_press
        return (clock - when < AIMED_LATE and clock - self.skipped_at < AIMED_LATE
                and last_where.colliderect(where) and last_words != words)
