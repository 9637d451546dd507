"""Cosmic's short lesson on Skill Tokens (the coach: scenes/table/coach.py; the words: the catalog's
[lesson_skills]). It assumes the basic lesson and starts at the Escorts: the opening moves end everybody's
set-up as dealt (one token of each skill on each home planet), aim the player's cone at the defender's first
planet and launch the player's Weapon, and invite nobody (seed and moves found by trying seeds with the
engine; tests/scenes/cosmic/test_lesson_expansions.py plays it to its end):

- the player (seat 0) calls the Escort of his second planet into the cone, beyond the four-token limit, and
  calls no more; the defender (seat 1) calls none;
- the defender's planet holds one Shield, the cone one Weapon: the Shields are not more, the challenge goes on;
- the player's Attack 20 and two tokens beat the defender's Attack 6 and four tokens.
No window asks for a decision the lesson does not script.
"""
from __future__ import annotations

from rules.core import Action

from ..table.coach import Step
from .lesson import CosmicLesson, attack_in_hand

PLAYER, DEFENDER, OTHER = 0, 1, 2
SEED = 1
TARGET = 5                        # the defender's first planet
ESCORT_FROM = 1                   # the player's second planet: its Escort is called
CARD, THEIRS = 20, 6
OPTIONS = {"powers": "off", "skill_tokens": True}

OPENING = (
    lambda s: (PLAYER, Action("arrange_done")),
    lambda s: (DEFENDER, Action("arrange_done")),
    lambda s: (OTHER, Action("arrange_done")),
    lambda s: (PLAYER, Action("aim", planet=TARGET)),
    lambda s: (PLAYER, Action("launch", planet=0, skill="W")),
    lambda s: (PLAYER, Action("launch_done")),
    lambda s: (PLAYER, Action("invite_done")),
    lambda s: (DEFENDER, Action("invite_done")),
)


def call_escort(state, seat):
    return Action("escort", planet=ESCORT_FROM)


def no_more_escorts(state, seat):
    return Action("escort_done")


def defender_calls_none(state):
    return DEFENDER, Action("escort_done")


def play_attack(state, seat):
    return Action("play", card=attack_in_hand(state, seat, CARD))


def defender_attacks(state):
    return DEFENDER, Action("play", card=attack_in_hand(state, DEFENDER, THEIRS))


STEPS = [
    Step("welcome", point="system:0"),
    Step("shields", point=f"skill:{TARGET}:S"),
    Step("escort", point=f"skill:{ESCORT_FROM}:E", to="cone", do=call_escort, wrong="wrong_escort"),
    Step("escort_done", point="button:escort_done", do=no_more_escorts, computer=(defender_calls_none,),
         wrong="wrong_escort_done", then="compared", then_point="cone"),
    Step("cards", point=f"card:attack:{CARD}", to="slot", do=play_attack, computer=(defender_attacks,),
         wrong="wrong_card", then="revealed", then_point="encounter"),
    Step("leaders", point="strip:0"),
    Step("finish", point="button:second_challenge"),
]

LESSON = CosmicLesson(game_id="cosmic", seed=SEED, options=OPTIONS, steps=STEPS, kinds=("human", "ai", "ai"),
                      opening=OPENING, real_options={"skill_tokens": True}, section="lesson_skills",
                      defender=DEFENDER, ally=OTHER)
