"""What every game's table must stand, one test for all games in rules.GAMES (a new game's table, or the general
table it gets until it has its own, is tested with no new line here)."""
import pygame
import pytest

import rules
from rules.core import Rng
from tests.scenes.apps import open_table

# The game the random input falls on: seats, options and seed where a game has something to show beyond its
# defaults (every expansion on); any other game plays its defaults, a person against computers.
BUSY_GAMES = {
    "kickards": (("human", "ai"), {"game_control": True}, 4),
    "cosmic": (("human", "ai", "ai"), {"kickers": "both", "prisoners": True, "skill_tokens": True,
                                       "more_cards": True, "rescue_rule": True}, 4),
    "c4": (("human", "ai", "ai"), {"decks": "random"}, 3),
}
# Every key some table answers (moves, Hold, the Moves list, rules, pause, undo, the focus keys).
KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_DOWN, pygame.K_MINUS,
        pygame.K_EQUALS, pygame.K_1, pygame.K_2, pygame.K_3] + \
       [getattr(pygame, f"K_{letter}") for letter in "abcdehkmnprsvxz"]
MOUSE_AND_KEYS = [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEMOTION,
                  pygame.KEYDOWN, pygame.MOUSEWHEEL]


def random_events(rng, held):
    """Four random mouse and key events (`held`: whether the mouse button is down); and the button afterwards."""
    batch = []
    for _ in range(4):
        kind = MOUSE_AND_KEYS[rng.below(len(MOUSE_AND_KEYS))]
        pos = (rng.below(1920), rng.below(1080))
        if kind == pygame.MOUSEMOTION:
            batch.append(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(held, 0, 0)))
        elif kind == pygame.KEYDOWN:
            batch.append(pygame.event.Event(kind, key=KEYS[rng.below(len(KEYS))], mod=0, unicode="", scancode=0))
        elif kind == pygame.MOUSEWHEEL:
            batch.append(pygame.event.Event(kind, x=0, y=rng.randint(-2, 2), flipped=False, precise_x=0.0,
                                            precise_y=0.0))
        else:
            held = 1 if kind == pygame.MOUSEBUTTONDOWN else 0
            batch.append(pygame.event.Event(kind, pos=pos, button=1 + rng.below(2)))
    return batch, held


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_two_thousand_random_input_events_raise_nothing(rapp, game_id):
    """Clicks, drags, wheel turns and keys anywhere, animations playing, while the game goes on: the table never
    fails (the tests' strict mode turns a failing screen into a failing test) and the match moves on."""
    game = rules.GAMES[game_id]
    default = (("human",) + ("ai",) * (min(game.seat_counts) - 1), {}, 4)
    kinds, options, seed = BUSY_GAMES.get(game_id, default)
    rapp.settings.animation_speed = 1.0
    table = open_table(rapp, game_id, kinds, options, seed)
    rng, held = Rng(99), 0
    for step in range(500):
        batch, held = random_events(rng, held)
        rapp.step(0.05, batch + pygame.event.get())
        top = rapp.stack.top
        if top is not table and top.name in ("rules", "moves", "pause", "settings") and step % 3 == 0:
            rapp.stack.pop()
        toggle_hold = getattr(table, "toggle_hold", None)         # (a table with a Hold button)
        if toggle_hold and table.computer.held and step % 7 == 0:  # a random H held the computers: go on
            toggle_hold()
        if step % 10 == 0 and table.can_act():          # now and then a decisive player moves the game on
            legal = table.legal()
            table.act(legal[rng.below(len(legal))])
    assert rapp.running and rapp.stack.top is not None
    assert len(table.session.saved.actions) > 5, (table.session.state.phase, rapp.stack.top.name)
