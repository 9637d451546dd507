"""C4's guided first game (the coach: scenes/table/coach.py): two seats, the player and a scripted computer,
with two small decks of our own and a seed that deals what the lesson shows (found by trying seeds with the
engine; tests/scenes/c4/test_lesson.py plays it to its end, so a change to the rules or the decks that moves
the deal fails there):

- the player goes first, holding Lucky Penny (free first action: gain 2, non-matching tokens from the pot),
  Heist (the second action, costing 1: an attack his Toll Booth, scissors, wins against Tall Poppy, paper)
  and Hold Fast (a Reaction);
- the computer attacks him with Shakedown (its Pocket Change, rock, beats his Pickpocket, scissors) and he
  prevents the loss with Hold Fast; the computer ends its turn and the lesson ends on his next turn.
Neither deck holds a Reaction the computer could play or a card with a When Flipped ability, so no window
opens that the lesson does not script.
"""
from __future__ import annotations

import pygame

from rules.c4.cards import CARDS
from rules.core import Action
from rules.core.i18n import Texts
from sprites import text

from ..table.coach import Lesson, Step
from . import gestures as G
from . import layout as L

T = Texts("scenes.c4")
PLAYER, COMPUTER = 0, 1
PLAYER_DECK = ["lucky-penny", "heist", "hold-fast", "pocket-change", "fresh-ideas", "tall-poppy", "show-and-tell",
               "pickpocket", "toll-booth", "round-for-the-house", "dividend", "favor-traded", "levy"]
COMPUTER_DECK = ["shakedown", "pocket-change", "heist", "fresh-ideas", "tall-poppy", "show-and-tell", "pickpocket",
                 "toll-booth", "round-for-the-house", "dividend", "lucky-penny", "levy", "goodwill"]
SEED = 10990
NAMED_CARDS = ("lucky-penny", "heist", "hold-fast", "shakedown", "toll-booth", "tall-poppy", "pocket-change",
               "pickpocket")


def in_hand(state, seat, key):
    """The id of a `key` card in `seat`'s hand (the lesson's deal puts it there)."""
    return next(cid for cid in state.hand[seat] if state.keys[cid] == key)


def play(key, target=None):
    """The player's play of his `key` card (at `target`)."""
    def wanted(state, seat):
        return Action("play", card=in_hand(state, seat, key), **({"target": target} if target is not None else {}))
    return wanted


def reaction(key):
    """The player's Reaction `key` in the window open now (as the engine lists it)."""
    def wanted(state, seat):
        from rules import GAMES
        cid = in_hand(state, seat, key)
        return next(a for a in GAMES["c4"].legal_actions(state, seat) if a.kind == "play" and a.card == cid)
    return wanted


def end_turn(state, seat=None):
    return Action("done")


def computer_plays(key, target):
    return lambda state: (COMPUTER, Action("play", card=in_hand(state, COMPUTER, key), target=target))


STEPS = [
    Step("welcome", point="strip:0"),
    Step("tokens", point="tokens:0"),
    Step("pot", point="pot"),
    Step("hand", point="hand"),
    Step("free_action", point="card:lucky-penny", to="centre", do=play("lucky-penny"), then="gained",
         then_point="tokens:0", wrong="wrong_penny"),
    Step("cost", point="cost"),
    Step("attack", point="card:heist", to="player:1", do=play("heist", COMPUTER), then="attack_won",
         then_point="card:toll-booth", wrong="wrong_heist"),
    Step("end_turn", point="button:done", do=end_turn, wrong="wrong_end"),
    Step("their_turn", point="player:1", computer=(computer_plays("shakedown", PLAYER),), then="attacked",
         then_point="attack"),
    Step("react", point="button:hold-fast", do=reaction("hold-fast"), then="reacted", then_point="discard:0",
         wrong="wrong_react"),
    Step("their_end", point="strip:1", computer=(lambda state: (COMPUTER, Action("done")),)),
    Step("finish", point="strip:0"),
]


class C4Lesson(Lesson):
    def words(self, key, table) -> str:
        names = table.session.names if table is not None else ["", ""]
        cards = {k.replace("-", "_"): CARDS[k].name_in() for k in NAMED_CARDS}
        return T(f"lesson.{key}", you=names[PLAYER], them=names[COMPUTER], **cards)

    def box_places(self, table) -> list:
        """Over the log (the right-hand column under the choices), else over the right of the other player's
        area (his deck and discard pile), else the left of it."""
        return [pygame.Rect(L.LOG.x - 6, L.LOG.y - 4, L.LOG.w + 12, L.LOG.h + 8),
                pygame.Rect(1040, 14, 440, 470), pygame.Rect(20, 14, 440, 470)]

    def locate(self, table, place: str):
        """The canvas rect of a named place: "strip:N", "tokens:N", "player:N" (a seat's area), "discard:N",
        "deck:N", "pot", "cost", "centre", "attack", "hand", "card:KEY" (a card of the player's hand), "button:done",
        "button:pass", "button:KEY" (a Reaction's button in a window)."""
        kind, _, arg = place.partition(":")
        layout = table.layout
        if kind in ("strip", "tokens", "player"):
            area = layout.area(int(arg))
            return pygame.Rect({"strip": area.strip, "tokens": area.tokens, "player": area.rect}[kind])
        if kind == "discard":
            return pygame.Rect(table.discard_rects.get(int(arg))) if int(arg) in table.discard_rects else None
        if kind == "deck":
            return pygame.Rect(table.deck_rects.get(int(arg))) if int(arg) in table.deck_rects else None
        if kind == "pot":
            return pygame.Rect(0, 0, 2 * L.POT_R, 2 * L.POT_R).move(L.POT_CENTRE[0] - L.POT_R,
                                                                  L.POT_CENTRE[1] - L.POT_R)
        if kind == "cost":
            return pygame.Rect(0, 0, 440, 36).move(L.COST_POS[0] - 220, L.COST_POS[1] - 18)
        if kind == "attack":          # the cards flipped in an attack, while they lie in the middle
            if not any(table.display.v.get("revealed") or ()):
                return None
            (x0, y), (x1, _) = L.ATTACK_SLOTS
            w, h = L.CENTRE_CARD
            return pygame.Rect(x0 - w // 2 - 10, y - h // 2 - 40, x1 - x0 + w + 44, h + 50)
        if kind == "centre":
            return pygame.Rect(L.CENTRE)
        if kind == "hand":
            rects = [s.rect for s in table.hand.values()]
            return rects[0].unionall(rects[1:]) if rects else None
        if kind == "card":
            for cid, sprite in table.hand.items():
                if table.display.key_of(cid) == arg:
                    return pygame.Rect(sprite.rect)
            return None
        if kind == "button":
            return self._button(table, arg)
        return None

    @staticmethod
    def _button(table, what):
        """A decision button: End turn, Pass, or the one playing the Reaction `what` (by its card's key)."""
        state = table.session.state
        for action in G.button_actions(table.legal()):
            if action.kind in ("done", "pass"):
                if action.kind != what:
                    continue
            elif not (action.kind == "play" and state.keys[action.card] == what):
                continue
            words = table.button_text(action, table.game.action_label(state, action, table.session.names))
            fitted = text.fit(words, L.ACTIONS.w - 16 - 20, 22)      # as the table cuts it (rebuild_buttons)
            for button in table.action_buttons:
                if button.alive() and button.visible and button.text == fitted:
                    return pygame.Rect(button.get_abs_rect())
        return None


LESSON = C4Lesson(game_id="c4", seed=SEED, options={"decks": [PLAYER_DECK, COMPUTER_DECK]}, steps=STEPS)
