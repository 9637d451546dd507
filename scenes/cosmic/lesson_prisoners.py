"""Cosmic's short lesson on Prisoners (the coach: scenes/table/coach.py; the words: the catalog's
[lesson_prisoners]). It assumes the basic lesson and starts in a capture challenge: the first destiny card is
the defender's Capture Challenge card, and the opening moves aim the cone at the defender's first planet,
launch two tokens and invite nobody (seed and moves found by trying seeds with the engine;
tests/scenes/cosmic/test_lesson_expansions.py plays it to its end):

- the player (seat 0) plays his Attack 16, the defender (seat 1) an Attack 8: the defender's four tokens go to
  the player's Prison, not to the Warp;
- the player takes a second challenge and the destiny names the defender again: once the cone is aimed, the
  main players hold each other's tokens (the player holds the defender's), so the prisoner exchange opens and
  the defender offers first: two cards drawn at random for one of his tokens back; the player accepts, and the
  token goes home to one of the defender's bases.
No window asks for a decision the lesson does not script.
"""
from __future__ import annotations

from rules.core import Action

from ..table.coach import Step
from .lesson import CosmicLesson, attack_in_hand, two_tokens_at

PLAYER, DEFENDER, OTHER = 0, 1, 2
SEED = 729
TARGET = 5                        # the defender's first planet
SECOND_TARGET = 6                 # his second one, in the second challenge
CARD, THEIRS = 16, 8
CARDS_OFFERED = 2
OPTIONS = {"powers": "off", "prisoners": True}

OPENING = two_tokens_at(TARGET, PLAYER, DEFENDER)


def play_attack(state, seat):
    return Action("play", card=attack_in_hand(state, seat, CARD))


def defender_attacks(state):
    return DEFENDER, Action("play", card=attack_in_hand(state, DEFENDER, THEIRS))


def second_challenge(state, seat):
    return Action("second_challenge")


def aim_again(state, seat):
    return Action("aim", planet=SECOND_TARGET)


def asks_for_a_prisoner(state):
    return DEFENDER, Action("deal_prisoner", giver=PLAYER, receiver=DEFENDER, colour=DEFENDER)


def gives_a_random_card(state):
    return DEFENDER, Action("deal_cards", giver=DEFENDER, receiver=PLAYER)


def offers(state):
    return DEFENDER, Action("deal_offer")


def accept(state, seat):
    return Action("accept")


STEPS = [
    Step("welcome", point="destiny"),
    Step("cards", point=f"card:attack:{CARD}", to="slot", do=play_attack, computer=(defender_attacks,),
         wrong="wrong_card", then="captured", then_point="prison:0"),
    Step("worth", point="prison:0"),
    Step("second", point="button:second_challenge", do=second_challenge, wrong="wrong_second", then="again",
         then_point="destiny"),
    Step("aim", point=f"planet:{SECOND_TARGET}", do=aim_again, wrong="wrong_aim",
         computer=(asks_for_a_prisoner,) + (gives_a_random_card,) * CARDS_OFFERED + (offers,),
         then="offer", then_point="deal"),
    Step("accept", point="button:accept", do=accept, wrong="wrong_accept", then="traded", then_point="prison:0"),
    Step("finish", point="prison:0"),
]

LESSON = CosmicLesson(game_id="cosmic", seed=SEED, options=OPTIONS, steps=STEPS, kinds=("human", "ai", "ai"),
                      opening=OPENING, real_options={"prisoners": True}, section="lesson_prisoners",
                      defender=DEFENDER, ally=OTHER)
