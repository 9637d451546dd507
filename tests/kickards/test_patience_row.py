"""Rulebook 8.1, the yellow "Cierpliwy!" (Patience!) row: a penalty only when the attacker has NO card left in
hand; with any card left, even a single one, he is booked and loses the shot."""
from rules.kickards import GAME
from rules.kickards.content import PLAYERS

from .helpers import act, dice, find, kinds, next_events, ready, set_hand

CF_PATIENCE = 5      # row 1: yellow "patience" (75%)
LF_SPARE = 0         # any other player, kept in hand


def to_the_roll(s, hand):
    """Seat 0 attacks with the patience forward alone, holding `hand` (the shooter first); the defender
    passes; a quiet event; nobody buys. Returns at the shot-position roll."""
    set_hand(s, 0, hand)
    next_events(s, "Water Break")
    act(s, 0, "place", card=CF_PATIENCE, slot="shooter")
    act(s, 0, "attack_done")
    if s.phase == "defend":
        act(s, 1, "defence_done")
    while s.phase == "bonus":
        act(s, GAME.actors(s)[0], "bonus_done")
    assert s.phase == "roll"


def test_the_patience_row_is_the_one_this_test_rolls():
    row = PLAYERS[CF_PATIENCE].rows[0]
    assert (row.special, row.effect, row.pct) == ("yellow", "patience", 75)


def test_patience_with_one_card_left_is_a_booking_not_a_penalty():
    s = ready()
    to_the_roll(s, [CF_PATIENCE, LF_SPARE])
    assert GAME.view(s, 1)["hand_sizes"][0] == 1
    dice(s, 1)
    events = act(s, 0, "roll_k6")
    assert find(events, "special_row")[0]["outcome"] == "booked"
    assert find(events, "card_shown")[0]["colour"] == "yellow" and s.yellow[0] == 1
    assert "shot" not in kinds(events) and s.scores == [0, 0]
    assert s.hands[0] == [LF_SPARE]            # the booking costs no card
    assert s.possession == 1                   # the turn is over


def test_patience_with_an_empty_hand_is_a_penalty():
    s = ready()
    to_the_roll(s, [CF_PATIENCE])
    assert GAME.view(s, 1)["hand_sizes"][0] == 0
    dice(s, 1, 75)
    events = act(s, 0, "roll_k6")
    assert find(events, "special_row")[0]["outcome"] == "penalty"
    assert s.phase == "shoot" and s.base == 75 and s.yellow[0] == 0
    events = act(s, 0, "shoot")
    assert find(events, "shot")[0]["chance"] == 75 and s.scores == [1, 0]
