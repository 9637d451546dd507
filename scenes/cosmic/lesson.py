"""Cosmic's guided first game (the coach: scenes/table/coach.py): three seats, the player and two scripted
computers, no powers and no expansions, with a seed whose deal and destiny make one short, clear challenge
(found by trying seeds with the engine; tests/scenes/cosmic/test_lesson.py plays it to its end, so a change to
the rules or the deck that moves the deal fails there):

- the player goes first and the destiny card drawn shows the colour of the computer on his left (seat 1);
- he aims the cone at that player's first planet, launches two tokens and invites the other computer (seat 2),
  who joins him with two tokens; the defender invites nobody;
- he plays his attack 20 face down, the defender a compromise: the attack wins, the defender's four tokens go
  to the Warp, the player and his ally land on the planet (a base each), and the defender, who lost four
  tokens, takes four cards at random from the player's hand as consolation.
Nobody holds an edict that could be played at a moment of this challenge (the defender's Warp Gate is the
offense's alone), so no window asks for a decision the lesson does not script.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.core import Action
from rules.core.i18n import Texts
from rules.cosmic.content import CARDS
from rules.cosmic.texts import colour_name

from ..table.coach import Lesson, Step
from . import layout as L

T = Texts("scenes.cosmic")
PLAYER, DEFENDER, ALLY = 0, 1, 2
SEED = 1
TARGET = 5                        # the defender's first planet
ALLY_PLANET = 10                  # where the ally's tokens come from (his first planet)
OPTIONS = {"powers": "off"}       # no alien powers: the lesson's rules are the plain ones


def two_tokens_at(target: int, player: int, defender: int) -> tuple:
    """An expansion lesson's opening moves: the player aims at `target`, launches two tokens from his first
    planet and invites nobody, nor does the defender (the lesson starts at the moment it is about)."""
    return (
        lambda s: (player, Action("aim", planet=target)),
        lambda s: (player, Action("launch", planet=0)),
        lambda s: (player, Action("launch", planet=0)),
        lambda s: (player, Action("launch_done")),
        lambda s: (player, Action("invite_done")),
        lambda s: (defender, Action("invite_done")),
    )


def attack_in_hand(state, seat, value):
    """The id of an attack of `value` in `seat`'s hand."""
    return next(c for c in state.hands[seat] if CARDS[c]["type"] == "attack" and CARDS[c]["value"] == value)


def compromise_in_hand(state, seat):
    return next(c for c in state.hands[seat] if CARDS[c]["type"] == "compromise")


def aim(state, seat=None):
    return Action("aim", planet=TARGET)


def launch(planet):
    return lambda state, seat: Action("launch", planet=planet)


def launch_done(state, seat=None):
    return Action("launch_done")


def invite_ally(state, seat=None):
    return Action("invite", seat=ALLY)


def play_attack(state, seat):
    return Action("play", card=attack_in_hand(state, seat, 20))


def defender_invites_nobody(state):
    return DEFENDER, Action("invite_done")


def ally_joins(state):
    return ALLY, Action("ally", planet=ALLY_PLANET, side="offense")


def ally_done(state):
    return ALLY, Action("ally_done")


def defender_compromises(state):
    return DEFENDER, Action("play", card=compromise_in_hand(state, DEFENDER))


STEPS = [
    Step("welcome", point="system:0"),
    Step("goal", point="strip:0"),
    Step("destiny", point="destiny"),
    Step("aim", point=f"planet:{TARGET}", do=aim, wrong="wrong_aim"),
    Step("launch", point="pile:0", to="cone", do=launch(0), wrong="wrong_launch"),
    Step("launch_more", point="pile:1", to="cone", do=launch(1), wrong="wrong_launch_more"),
    Step("launch_done", point="button:launch_done", do=launch_done, wrong="wrong_launch_done"),
    Step("invite", point="strip:2", do=invite_ally, wrong="wrong_invite",
         computer=(defender_invites_nobody, ally_joins, ally_joins, ally_done), then="allied", then_point="cone"),
    Step("hand", point="hand"),
    Step("cards", point="card:attack:20", to="slot", do=play_attack, computer=(defender_compromises,),
         wrong="wrong_card", then="revealed", then_point="encounter"),
    Step("consolation", point="hand"),
    Step("warp", point="warp"),
    Step("base", point=f"pile:{TARGET}"),
    Step("finish", point="button:second_challenge"),
]


@dataclass
class CosmicLesson(Lesson):
    """A Cosmic lesson: the player is seat 0; `defender` and `ally` name the seats its words call {them} and
    {ally}; its words are the catalog's table `section` (the expansions' lessons: scenes/cosmic/lesson_*.py)."""
    section: str = "lesson"
    defender: int = DEFENDER
    ally: int = ALLY

    def words(self, key, table) -> str:
        names = table.session.names if table is not None else ["", "", ""]
        return T(f"{self.section}.{key}", you=names[PLAYER], them=names[self.defender], ally=names[self.ally],
                 colour=colour_name(self.defender))

    def prepare(self, table):
        table.clock_on = False          # a deal's or an exchange's clock would run out under the reader

    def box_places(self, table) -> list:
        """Where no system stands: the table's middle right (above the decks), else its middle left."""
        return [pygame.Rect(1062, 318, 476, 372), pygame.Rect(18, 318, 476, 372)]

    def locate(self, table, place: str):
        """The canvas rect of a named place: "system:N", "strip:N" (a player's system or its strip on top),
        "planet:P", "pile:P" (the player's tokens on planet P, or the host's where the player has none), "cone",
        "warp", "destiny", "hand", "card:attack:V" (an attack of value V in the player's hand; "card:kicker:4"
        his x4 Kicker), "slot" and "kicker_slot" (where his challenge card and his Kicker go), "encounter" (the
        challenge panel: cards and totals), "button:KIND" (the decision button of an action of that kind),
        "skill:P:S" (the host's token of skill S on his planet P), "deal" (the exchange's panel), "prison:N" (a
        player's Prison), "discard"."""
        kind, _, arg = place.partition(":")
        v = table.display.v or {}
        if kind in ("system", "strip"):
            system = table.layout.systems[int(arg)]
            return pygame.Rect(system.rect if kind == "system" else system.strip)
        if kind == "planet":
            return table.item_rect(("planet", int(arg)))
        if kind == "pile":
            planet = int(arg)
            return (table.item_rect(("pile", PLAYER, planet, None))
                    or table.item_rect(("pile", planet // 5, planet, None)))
        if kind == "cone":
            return table.target_rect(("cone",), v) if v.get("planet") is not None else None
        if kind == "warp":
            (x, y), r = table.layout.warp_centre, table.layout.warp_radius
            return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        if kind == "destiny":
            return pygame.Rect(L.DESTINY)
        if kind == "hand":
            rects = [s.rect for c, s in table.hand.items() if c not in table.leaving]
            return rects[0].unionall(rects[1:]).clip(L.CANVAS) if rects else None     # (fanned: a corner leaves it)
        if kind == "card":
            what, _, value = arg.partition(":")
            for card, sprite in table.hand.items():
                face = CARDS[card]
                if face["type"] == what and str(face.get("value")) == value and card not in table.leaving:
                    return sprite.rect.clip(L.CANVAS)
            return None
        if kind in ("slot", "kicker_slot"):
            what = "card" if kind == "slot" else "kicker"
            return table.target_rect(("slot", what), v) if v.get("offense") is not None else None
        if kind == "skill":
            planet, _, skill = arg.partition(":")
            return table.item_rect(("pile", int(planet) // 5, int(planet), skill))
        if kind == "deal":
            return pygame.Rect(L.DEAL) if v.get("deal") else None
        if kind == "prison":
            return pygame.Rect(table.layout.systems[int(arg)].prison)
        if kind == "discard":
            return pygame.Rect(L.DISCARD)
        if kind == "encounter":
            return pygame.Rect(L.ENCOUNTER)
        if kind == "button":
            for action, button in table.button_for.items():
                if action.kind == arg and button.alive() and button.visible:
                    return pygame.Rect(button.get_abs_rect())
            return None
        return None


LESSON = CosmicLesson(game_id="cosmic", seed=SEED, options=OPTIONS, steps=STEPS,
                      kinds=("human", "ai", "ai"))
