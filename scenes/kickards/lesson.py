"""KICKARDS' guided first game (the coach: scenes/table/coach.py): the player (blue, at the bottom) against a
scripted computer (red), one attacking turn from the coach card to the k100. The match is a real friendly
made by the game's own setup; the seed deals what the lesson shows (found by trying seeds with the engine;
tests/scenes/kickards/test_lesson.py plays it to its end, so a change to the rules or the content that moves
the deal fails there):

- the player keeps Striker's Confidence as his coach card and wins the coin toss: he attacks first;
- his only forward with no printed star, Jory Vandeluk (LF), shoots, and Ivo Marchetto (AM, one printed star)
  supports: a red base star, a blue one and one star whose colour he picks (red);
- the computer defends with Zoltan Reed (LB, one printed star, coloured green) and keeps its stars;
- both keep their coach cards; the drawn event is Keeper Off His Line (+10%, no VAR icon), accepted;
- the player buys +10% with his two red stars; the k6 rolls 2 (Jory's row 2, 54%): 54 + 10 + 10 = 74%, and
  the k100 rolls 70, a goal that the bought +10% made (64% would have missed).
"""
from __future__ import annotations

import pygame

from rules.core import Action
from rules.core.i18n import Texts
from rules.kickards.content import EVENTS, PLAYERS
from sprites.kickards.bonus_table import ORDER as BONUS_ORDER

from ..table.coach import Lesson, Step
from . import layout as L

T = Texts("scenes.kickards")
PLAYER, COMPUTER = 0, 1
SEED = 596
COACH_CARD = 98             # Striker's Confidence (the player's); the computer keeps Instinctive Finisher
COMPUTER_COACH = 99
SHOOTER = 2                 # Jory Vandeluk, LF, no printed star
SUPPORT = 12                # Ivo Marchetto, AM, one printed star
DEFENDER = 23               # Zoltan Reed, LB, one printed star (the computer's)
EVENT = 2                   # Keeper Off His Line: +10%
ROW = 2                     # the k6's roll: Jory's row 2 (54%)
K100 = 70                   # the k100's roll: a goal at 74%, a miss at 64%


def computer(kind, **params):
    """The computer's move `kind` (a scripted step's move, made when it is the computer's turn to act)."""
    action = Action(kind, **params)
    return lambda state: (COMPUTER, action)


def player(kind, **params):
    """The player's move the step wants."""
    action = Action(kind, **params)
    return lambda state, seat: action


STEPS = [
    Step("welcome", point="scoreboard"),
    Step("coach_card", point=f"offer:{COACH_CARD}", do=player("keep_coach", card=COACH_CARD),
         computer=(computer("keep_coach", card=COMPUTER_COACH),), then="kick_off", then_point="hand",
         wrong="wrong_coach"),
    Step("shooter", point=f"card:{SHOOTER}", to="slot:0", do=player("place", card=SHOOTER, slot="shooter"),
         wrong="wrong_shooter"),
    Step("support", point=f"card:{SUPPORT}", to="slot:1", do=player("place", card=SUPPORT, slot="support"),
         wrong="wrong_support"),
    Step("attack_done", point="button:attack_done", do=player("attack_done"),
         computer=(computer("place", card=DEFENDER, slot="defence"), computer("defence_done")),
         then="revealed", then_point="stars", wrong="wrong_done"),
    Step("pick_star", point="button:pick_star:red", do=player("pick_star", colour="red"),
         computer=(computer("pick_star", colour="green"),), wrong="wrong_star"),
    Step("keep_coach", point="button:no_coach", do=player("no_coach"), computer=(computer("no_coach"),),
         then="event_drawn", then_point="event", wrong="wrong_keep"),
    Step("accept_event", point="button:accept_event", do=player("accept_event"),
         computer=(computer("accept_event"),), wrong="wrong_accept"),
    Step("buy", point="star:red", to="bonus:plus10", do=player("buy", bonus="plus10"),
         computer=(computer("bonus_done"),), then="bought", then_point="chance", wrong="wrong_buy"),
    Step("shot_table", point="shot_table"),
    Step("roll", point="button:roll_k6", do=player("roll_k6"), computer=(computer("accept_position"),),
         then="rolled", then_point="shot_row", wrong="wrong_roll"),
    Step("shoot", point="button:shoot", do=player("shoot"), then="goal", then_point="chance",
         wrong="wrong_shoot"),
    Step("finish", point="track"),
]


class KickardsLesson(Lesson):
    def words(self, key, table) -> str:
        names = table.session.names if table is not None else ["", ""]
        pct = PLAYERS[SHOOTER].rows[ROW - 1].pct
        return T(f"lesson.{key}", you=names[PLAYER], them=names[COMPUTER], coach=EVENTS[COACH_CARD].name.shown,
                 shooter=PLAYERS[SHOOTER].name, support=PLAYERS[SUPPORT].name, event=EVENTS[EVENT].name.shown,
                 row=ROW, pct=pct, chance=pct + 20, chance_without=pct + 10, roll=K100)

    def box_places(self, table) -> list:
        """Over the log and the lower bonus rows (the right-hand column), else over the other team's half of
        the pitch (its strip and the left of its row), else its right."""
        return [pygame.Rect(L.RIGHT.x, 600, L.RIGHT.w, 470), pygame.Rect(L.PITCH.x + 8, 80, 440, 470),
                pygame.Rect(L.PITCH.right - 448, 80, 440, 470)]

    def locate(self, table, place: str):
        """The canvas rect of a named place: "scoreboard", "track", "hand", "stars" (the player's stars in his
        strip), "event" (the event card), "shot_table", "shot_row" (the row the k6 picked), "chance" (the goal
        chance panel), "k6", "k100", "offer:ID" (an offered coach card), "card:ID" (a hand card), "slot:N" (the
        player's row), "star:COLOUR" (his turn's star), "bonus:ID" (a bonus table row), "button:KIND[:COLOUR]"
        (a decision button)."""
        kind, _, arg = place.partition(":")
        # The event card with its panel's title above it (board.draw_left_column): a ring round the card alone
        # crossed the title. (As wide as the card: a Polish title reaching further is cut by it at its last
        # letter, where a wider ring would cross the column of words beside the card.)
        event = L.EVENT_CARD.union(pygame.Rect(L.EVENT_CARD.x, L.EVENT_PANEL.y + 8, L.EVENT_CARD.w, 1))
        fixed = {"scoreboard": L.SCOREBOARD, "track": L.TRACK, "event": event, "shot_table": L.SHOT_TABLE,
                 "chance": L.CHANCE_PANEL, "stars": L.strip_spots("bottom")["stars"]}
        if kind in fixed:
            return pygame.Rect(fixed[kind])
        if kind in ("k6", "k100"):
            die = table.k6 if kind == "k6" else table.k100
            return pygame.Rect(die.rect)
        if kind == "shot_row":
            row = table.display.v.get("row") if table.display.v.get("die") else 0
            return table.shot_table.row_rect(row - 1) if row else None
        if kind == "hand":
            rects = [s.rect for key, s in table.sprites.items() if key[0] == "hand"]
            return rects[0].unionall(rects[1:]) if rects else None
        if kind in ("offer", "card"):
            sprite = table.sprites.get(("hand" if kind == "card" else "offer", int(arg)))
            return pygame.Rect(sprite.rect) if sprite is not None else None
        if kind == "slot":
            return pygame.Rect(L.slot_rects("bottom")[int(arg)])
        if kind == "star":
            for token in table.star_tokens:
                if token.ident == ("star", arg, "turn"):
                    return pygame.Rect(token.rect)
            return None
        if kind == "bonus":
            return table.bonus_table.row_rect(BONUS_ORDER.index(arg))
        if kind == "button":
            what, _, colour = arg.partition(":")
            for action, button in table.button_for.items():
                if action.kind == what and (not colour or action.get("colour") == colour) \
                        and button.alive() and button.visible:
                    return pygame.Rect(button.get_abs_rect())
            return None
        return None


LESSON = KickardsLesson(game_id="kickards", seed=SEED, options={"variant": "friendly", "home_by_lot": True},
                        steps=STEPS)
