"""Moving pieces: drawing players, the event and VAR decks, stars, discipline. Each returns its events."""
from __future__ import annotations

from rules.core import event

from .content import COLOURS, VAR_CHANCES

ATTACKER, DEFENDER = "attacker", "defender"


def seat_of(s, who: str) -> int:
    return s.possession if who == ATTACKER else 1 - s.possession


# --- player cards -------------------------------------------------------------------------------
def draw_players(s, seat: int, n: int, why: str) -> list:
    """Draw n players from the seat's deck; an empty deck is rebuilt from the bench (used pile)."""
    events = []
    drawn = []
    deck = s.decks[seat]
    for _ in range(n):
        if not deck:
            if not s.used[seat]:
                break
            deck.extend(s.used[seat])
            s.used[seat].clear()
            s.rng.shuffle(deck)
            events.append(event("deck_reshuffled", deck="team", seat=seat, size=len(deck)))
        drawn.append(deck.pop())
    s.hands[seat].extend(drawn)
    if drawn:
        events.append(event("players_drawn", seen_by=[seat], seat=seat, count=len(drawn), cards=drawn, why=why))
    return events


def owe_discard(s, seat: int, n: int) -> None:
    """The seat must discard n players from hand (only as many as it holds)."""
    s.discard_owed[seat] = min(s.discard_owed[seat] + n, len(s.hands[seat]))


def discard_from_hand(s, seat: int, card: int) -> list:
    s.hands[seat].remove(card)
    s.used[seat].append(card)
    s.discard_owed[seat] -= 1
    return [event("player_discarded", seat=seat, card=card)]


def gather_all_players(s, seat: int) -> None:
    """Hand, bench and deck back into one shuffled deck (extra time and the shootout)."""
    deck = s.decks[seat]
    deck.extend(s.hands[seat])
    deck.extend(s.used[seat])
    s.hands[seat].clear()
    s.used[seat].clear()
    s.rng.shuffle(deck)


# --- event and VAR decks ---------------------------------------------------------------------------
def draw_event_card(s) -> tuple:
    events = []
    if not s.event_deck:
        s.event_deck.extend(s.event_discard)
        s.event_discard.clear()
        s.rng.shuffle(s.event_deck)
        events.append(event("deck_reshuffled", deck="event", size=len(s.event_deck)))
    return s.event_deck.pop(), events


def var_review(s, seat: int, window: str) -> tuple:
    """Flip the seat's VAR token, draw a VAR card and roll k100 <= its chance. Returns (success, events)."""
    s.var_token[seat] = False
    events = [event("var_called", seat=seat, window=window)]
    if not s.var_deck:
        s.var_deck.extend(s.var_discard)
        s.var_discard.clear()
        s.rng.shuffle(s.var_deck)
        events.append(event("deck_reshuffled", deck="var", size=len(s.var_deck)))
    card = s.var_deck.pop()
    s.var_discard.append(card)
    chance = VAR_CHANCES[card]
    roll = s.rng.randint(1, 100)
    success = roll <= chance
    events.append(event("var_drawn", seat=seat, card=card, chance=chance))
    events.append(event("dice_rolled", die="k100", value=roll, purpose="var", seat=seat))
    events.append(event("var_result", seat=seat, success=success, roll=roll, chance=chance, window=window))
    return success, events


# --- stars -------------------------------------------------------------------------------------------
def star_count(s, seat: int, colour: int) -> int:
    return s.stars[seat][colour] + s.bar[seat][colour]


def spend_stars(s, seat: int, colour: int, n: int, why: str) -> list:
    """Pay n stars of a colour: this turn's stars first, then the tactic bar (the end result is the same
    either way once the turn's leftovers refill the bar, and it spares the player a choice)."""
    from_turn = min(n, s.stars[seat][colour])
    s.stars[seat][colour] -= from_turn
    from_bar = n - from_turn
    s.bar[seat][colour] -= from_bar
    return [event("stars_spent", seat=seat, colour=COLOURS[colour], count=n, from_turn=from_turn,
                  from_bar=from_bar, why=why)]


def store_stars(s, seat: int) -> list:
    """End of turn: unspent stars go to the tactic bar (3 per colour), the rest back to the supply."""
    stored, lost = [0, 0, 0], [0, 0, 0]
    for c in range(3):
        room = 3 - s.bar[seat][c]
        stored[c] = min(room, s.stars[seat][c])
        lost[c] = s.stars[seat][c] - stored[c]
        s.bar[seat][c] += stored[c]
        s.stars[seat][c] = 0
    if any(stored) or any(lost):
        return [event("stars_stored", seat=seat, stored=stored, discarded=lost, bar=list(s.bar[seat]))]
    return []


# --- discipline ---------------------------------------------------------------------------------------
def show_card(s, seat: int, colour: str, why: str) -> list:
    """Yellow: a token on the team; a second yellow turns it red. Red: the team discards a player of its
    choice from hand, its refill target drops by 1, and an attacking team loses its shot."""
    events = []
    second = False
    if colour == "yellow":
        if s.yellow[seat]:
            s.yellow[seat] = 0
            colour, second = "red", True
        else:
            s.yellow[seat] = 1
    if colour == "red":
        s.reds[seat] += 1
        owe_discard(s, seat, 1)
        if seat == s.possession and s.phase not in ("shootout",):
            s.no_shot = True
    events.append(event("card_shown", seat=seat, colour=colour, second_yellow=second, why=why,
                        yellow=s.yellow[seat], reds=s.reds[seat]))
    return events


def refill_target(s, seat: int, base: int) -> int:
    return max(base - s.reds[seat], base - 4)
