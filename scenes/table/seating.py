"""Who sits at the screen: whose private things may be drawn, who decides now, and when the curtain falls.

- `viewer`: the seat whose private information (hand, face-down cards, offers) is drawn; None draws only
  what everyone may see.
- `actor`: the human seat whose decision the table takes now (its buttons and drags), or None.

One person against computers: the viewer is always that person and no curtain ever falls.
Several people at one screen (hot-seat): a decision that needs the acting player's private information
(the game's `private_decision`) is taken behind a "Pass to <name>" curtain, unless that player's private view
is already on the screen. A decision that needs nothing private (roll a die, accept a row, pick a star
colour) is taken on the public view with no curtain: every private thing is hidden first, the deciding
player's own too (the others may look now), so their next private decision comes behind a curtain again.
A person's move that hands over in this way is played out on the public view (`look_away`), so the others see
it happen.
While only computers decide, the public view is drawn: the last person's hand does not stay face up for
whoever looks at the screen next (a playtester saw it through a computer's turn and under the next person's
turn banner); the next person's private decision then comes behind a curtain as usual.
Which decision comes next is public in every game, so when a curtain falls tells nobody what a player holds.
A private decision that also offers moves needing nothing private (the game's `public_moves`: C4's End turn)
starts with the cards closed: the person acts on the public view, and opens his cards behind his curtain only
when he wants them ("Show my cards"), as a player lifts his hand off the table.
"""
from __future__ import annotations


class Seating:
    def __init__(self, session):
        self.session = session
        humans = session.human_seats
        self.solo = len(humans) <= 1
        self.viewer = humans[0] if self.solo and humans else None
        self.actor = None
        self.closed = None             # the acting person whose cards stay closed until he opens them

    def needs_private(self, seat: int) -> bool:
        return bool(self.session.game.private_decision(self.session.state, seat))

    def next_step(self):
        """What the table must do before the next human decision: ("curtain", seat) when a curtain must
        fall first, ("view", seat or None) when only the drawn viewer changes, or None."""
        humans = self.session.human_actors()
        if not humans:
            self.actor = None
            if not self.solo and self.viewer is not None:
                return ("view", None)   # only computers decide: the last person's private things go away
            return None
        seat = self.viewer if self.viewer in humans else humans[0]
        if self.solo:
            self.actor = seat
            return None if self.viewer == seat else ("view", seat)
        if self.needs_private(seat):
            if self.viewer == seat:
                self.actor, self.closed = seat, None
                return None
            if self.public_moves(seat):
                self.actor, self.closed = seat, seat
                return ("view", None) if self.viewer is not None else None
            self.actor, self.closed = None, None   # nobody acts until the right person confirms the curtain
            return ("curtain", seat)
        self.actor, self.closed = seat, None
        if self.viewer is not None:
            # Hide the private things, no curtain for a public choice: the last player's, and also the
            # deciding player's own (the others look at the board for a public step; a playtester saw a
            # hand of ten cards while its owner picked a star colour right after defending).
            return ("view", None)
        return None

    def public_moves(self, seat) -> list:
        """The moves `seat` may make now without his private view (empty: none, or the game names none)."""
        return list(self.session.game.public_moves(self.session.state, seat) or [])

    def private_view_left_behind(self) -> bool:
        """Hot seat: a person's private view is on the screen though that person decides nothing now, or
        only something public (their hand stayed up about a second through a reveal after they defended)."""
        if self.solo or self.viewer is None:
            return False
        return self.viewer not in self.session.human_actors() or not self.needs_private(self.viewer)

    def look_away(self) -> None:
        """Only public things are drawn and nobody acts (a hot-seat move playing out for everyone)."""
        self.viewer = None
        self.actor = None
        self.closed = None

    def show(self, seat) -> None:
        """The curtain was dismissed (or only the view changes): draw `seat`'s view from now on."""
        self.viewer = seat
        if seat is not None:
            self.closed = None
        humans = self.session.human_actors()
        if seat is not None and seat in humans:
            self.actor = seat
