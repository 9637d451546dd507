"""Setup: systems, tokens, hands, destiny, powers, seat counts."""
import pytest

from rules import GAMES
from rules.cosmic import GAME
from rules.cosmic.content import CARD_SETS
from rules.cosmic.state import home_planets, tokens_at, tokens_of


def test_registered_with_protocol_members():
    assert GAMES["cosmic"] is GAME
    assert GAME.title == "Cosmic" and list(GAME.seat_counts) == [2, 3, 4, 5, 6]


def test_each_player_has_twenty_tokens_four_per_home_planet_and_seven_cards():
    s = GAME.setup(5, {"powers": "off"}, 3)      # (some powers set tokens aside at once: the Haunt, the Unseen)
    for seat in range(5):
        for p in home_planets(seat):
            assert len(tokens_at(s, seat, p)) == 4
        assert len(list(tokens_of(seat))) == 20
        assert len(s.hands[seat]) == 7


def test_destiny_has_three_cards_per_colour_in_play():
    s = GAME.setup(4, {}, 3)
    cards = s.destiny + s.destiny_discard
    assert sorted(cards) == sorted([c for c in range(4) for _ in range(3)])


def test_deck_is_the_base_72_and_ten_edicts_plus_options():
    s = GAME.setup(3, {}, 1)
    total = len(s.deck) + len(s.discard) + sum(len(h) for h in s.hands)
    assert len(CARD_SETS["base"]) == 72 and len(CARD_SETS["edicts"]) == 10
    assert total == 82
    s = GAME.setup(3, {"kickers": "both", "more_cards": True}, 1)
    total = len(s.deck) + len(s.discard) + sum(len(h) for h in s.hands)
    assert total == 82 + len(CARD_SETS["more"]) + 18


def test_two_seats_play_the_duel_with_or_without_the_old_option():
    plain, named = GAME.setup(2, {}, 1), GAME.setup(2, {"duel": True}, 1)
    assert GAME.actors(plain)
    assert GAME.dump(plain)["hands"] == GAME.dump(named)["hands"]
    assert GAME.options()["duel"].get("hidden")


def test_powers_are_dealt_randomly_without_repeats_or_as_listed():
    s = GAME.setup(6, {}, 9)
    assert len(set(s.powers)) == 6 and None not in s.powers
    s = GAME.setup(3, {"powers": ["macron", "zombie", None]}, 9)
    assert s.powers == ["macron", "zombie", None]
    with pytest.raises(ValueError):
        GAME.setup(3, {"powers": ["nope", None, None]}, 9)


def test_same_seed_same_game():
    a, b = GAME.setup(4, {}, 77), GAME.setup(4, {}, 77)
    assert GAME.dump(a) == GAME.dump(b)


def test_unknown_option_is_refused():
    with pytest.raises(ValueError):
        GAME.setup(3, {"lucre": True}, 1)
