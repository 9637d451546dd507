"""Whole games at the Cosmic table with every expansion, every human decision made by posted mouse events
(its button, a click on a lit piece or a drag onto a lit place): no move may need anything but the mouse.
The default run plays the opening by mouse (one person against two computers); the slow one plays a hot-seat
game of two people and a computer to its end."""
import pytest

from rules.core import Rng
from rules.cosmic.strategy import rollout_policy
from tests.cosmic.helpers import as_first_dealt
from tests.scenes.apps import open_table

from .mouse_player import play

# (Dealt from the first roster: these seeds were chosen for the games they played then, which stay in budget.)
ALL_THREE = as_first_dealt({"kickers": "both", "prisoners": True, "skill_tokens": True})


def rollout_choice(seed):
    """The rollout policy's move, when it is one of the player's legal moves now (the policy is a fast guide
    for computer look-ahead and may propose a move that is not legal: then a random legal one)."""
    rng = Rng(seed)

    def choose(table, legal):
        action = rollout_policy(table.session.state, table.actor, rng)
        return action if action in legal else legal[rng.below(len(legal))]
    return choose


def test_the_opening_of_a_game_with_every_expansion_is_played_by_mouse(capp):
    table = open_table(capp, "cosmic", ("human", "ai", "ai"), ALL_THREE, seed=7, level="random")
    made, trips = play(capp, table, rollout_choice(7), max_decisions=25)
    assert made == 25 and trips == []


# A hot seat plays every kind of decision a person alone does, and the curtains besides (a second whole game,
# one person against two computers, cost a minute of the suite; its opening is played by mouse above).
@pytest.mark.slow
@pytest.mark.parametrize("kinds, seed", [(("human", "human", "ai"), 8)])
def test_a_whole_game_with_every_expansion_is_played_by_mouse(capp, kinds, seed):
    table = open_table(capp, "cosmic", kinds, ALL_THREE, seed=seed, level="easy")
    made, trips = play(capp, table, rollout_choice(seed))
    assert table.session.outcome() is not None, "the game reached its end"
    assert made > 40 and trips == []
