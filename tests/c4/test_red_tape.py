"""Red Tape, a tax on the target's first EXTRA action of his next turn: his first action that turn is still
free (seed: "You may play a card for free"; rules page: the tax raises the first extra action's cost)."""
from rules.c4 import GAME
from rules.core import Action

from .helpers import pass_all, play_through, pull, table

TAX = 2


def taxed_turn(held1):
    """Seat 0 plays Red Tape on seat 1 and ends the turn; seat 1 starts his taxed turn holding `held1`."""
    s = table(2, cards={0: ["red-tape"]}, held=[5, held1], pot=[5, 5])
    play_through(s, 0, pull(s, 0, "red-tape"), target=1)
    assert s.tax[1] == TAX
    GAME.apply(s, 0, Action("done"))
    assert s.active == 1 and s.actions_taken == 0
    return s


def test_the_first_action_of_a_taxed_turn_is_free():
    s = taxed_turn(held1=1)
    assert GAME.view(s, 1)["next_action_cost"] == 0
    coin = pull(s, 1, "pocket-change")
    assert Action("play", card=coin) in GAME.legal_actions(s, 1)        # one token is enough
    pot, held = list(s.pot), sum(s.held[1])
    events = pass_all(s, GAME.apply(s, 1, Action("play", card=coin)))
    played = [e for e in events if e["kind"] == "card_played"][0]
    assert played["cost"] == 0
    assert not [e for e in events if e["kind"] == "tokens_moved" and e.get("verb") == "pay"]
    assert sum(s.held[1]) == held + 1 and sum(s.pot) == sum(pot) - 1    # only Pocket Change's gain


def test_the_tax_falls_on_the_first_extra_action():
    s = taxed_turn(held1=1)
    play_through(s, 1, pull(s, 1, "pocket-change"))
    assert GAME.view(s, 1)["next_action_cost"] == 1 + TAX
    second = pull(s, 1, "pocket-change")
    assert sum(s.held[1]) == 2 and Action("play", card=second) not in GAME.legal_actions(s, 1)
