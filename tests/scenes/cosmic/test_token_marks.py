"""Tokens whose state a player must see on the board: stone tokens (the Stonegaze's) drawn grey, the Twin's
second-colour tokens marked with a small 2, both said when the pile is pointed at."""
import pygame

from rules.cosmic import GAME
from scenes.cosmic.board import TWIN_MARK, pile_list, pile_words, token_places
from sprites.card import card_surface
from sprites.cosmic import palette
from sprites.cosmic.tokens import STONE, TokenFace

NAMES = ["Alex", "Robin", "Sam"]


def game():
    s = GAME.setup(3, {"powers": ["symbiote", "gorgon", None]}, 2)
    s.lasting["gorgon"] = {"stone": [[40, 8], [41, 8]]}
    s.loc[40] = s.loc[41] = 8
    return s


def test_stone_tokens_are_a_pile_of_their_own_said_as_stone():
    places = token_places(GAME.view(game(), 2))
    assert places[8][(2, STONE + palette.letter(2))] == 2 and places[8][(1, palette.letter(1))] == 4
    words = pile_words(2, pile_list(places[8], 1), NAMES, "on Robin's planet 4")
    assert words.endswith("2 of them are stone: they count nothing.")


def test_the_twins_second_colour_is_marked_while_its_power_works():
    s = game()
    places = token_places(GAME.view(s, 1))
    assert places[4] == {(0, palette.letter(0) + TWIN_MARK): 4} and places[0] == {(0, palette.letter(0)): 4}
    for t in range(10, 20):          # its home planets lost: no power, one colour
        s.loc[t] = -1
    s.loc[0:10] = [0] * 10
    assert GAME.view(s, 1)["second_colour"] == []


def test_a_stone_token_has_a_grey_face():
    pygame.init()
    stone = card_surface(TokenFace(0, STONE + "R"), (40, 40)).get_at((26, 26))[:3]
    plain = card_surface(TokenFace(0, "R"), (40, 40)).get_at((26, 26))[:3]
    assert max(stone) - min(stone) < 10 and max(plain) - min(plain) > 60       # grey, and red
