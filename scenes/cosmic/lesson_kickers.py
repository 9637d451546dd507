"""Cosmic's short lesson on Kickers (the coach: scenes/table/coach.py; the words: the catalog's
[lesson_kickers]). It assumes the basic lesson (scenes/cosmic/lesson.py) and starts at the moment it is about:
the opening moves aim the player's cone at the defender's first planet, launch two tokens and invite nobody on
either side (seed and moves found by trying seeds with the engine; tests/scenes/cosmic/test_lesson_expansions.py
plays it to its end, so a change to the rules or the deck that moves the deal fails there):

- the player (seat 0) holds a x4 Kicker and plays it face down; the defender (seat 2) holds none and passes;
- the player plays his Attack 6, the defender an Attack 19: 6 x 4 = 24, plus two tokens, 26 against 19 and four
  tokens, 23; the Kicker is discarded with the cards.
Nobody holds an edict that could be played at a moment of this challenge, so no window asks for a decision the
lesson does not script.
"""
from __future__ import annotations

from rules.core import Action
from rules.cosmic.content import CARDS

from ..table.coach import Step
from .lesson import CosmicLesson, attack_in_hand, two_tokens_at

PLAYER, DEFENDER, OTHER = 0, 2, 1
SEED = 3
TARGET = 10                       # the defender's first planet
KICKER = 4                        # the player's Kicker: x4
CARD, THEIRS = 6, 19              # the attack the player plays, and the defender's
OPTIONS = {"powers": "off", "kickers": "multiply"}


def kicker_in_hand(state, seat, value):
    return next(c for c in state.hands[seat] if CARDS[c]["type"] == "kicker" and CARDS[c]["value"] == value)


OPENING = two_tokens_at(TARGET, PLAYER, DEFENDER)


def play_kicker(state, seat):
    return Action("kicker", card=kicker_in_hand(state, seat, KICKER))


def play_attack(state, seat):
    return Action("play", card=attack_in_hand(state, seat, CARD))


def defender_passes(state):
    return DEFENDER, Action("no_kicker")


def defender_attacks(state):
    return DEFENDER, Action("play", card=attack_in_hand(state, DEFENDER, THEIRS))


STEPS = [
    Step("welcome", point=f"card:kicker:{KICKER}"),
    Step("kicker", point=f"card:kicker:{KICKER}", to="kicker_slot", do=play_kicker, computer=(defender_passes,),
         wrong="wrong_kicker", then="kicked", then_point="encounter"),
    Step("cards", point=f"card:attack:{CARD}", to="slot", do=play_attack, computer=(defender_attacks,),
         wrong="wrong_card", then="revealed", then_point="encounter"),
    Step("discard", point="discard"),
    Step("more", point="encounter"),
    Step("finish", point="button:second_challenge"),
]

LESSON = CosmicLesson(game_id="cosmic", seed=SEED, options=OPTIONS, steps=STEPS, kinds=("human", "ai", "ai"),
                      opening=OPENING, real_options={"kickers": "multiply"}, section="lesson_kickers",
                      defender=DEFENDER, ally=OTHER)
