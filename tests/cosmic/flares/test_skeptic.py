"""The Doubter's Flare (classic Skeptic): Wild lets a main player or an ally doubt the opposing main player as
the Doubter does; Super makes the loser of a double-doubted challenge lose three times as many tokens. Doubled
losses go to the Warp even in a capture challenge (seed 001, Skeptic)."""
from rules.cosmic import GAME
from rules.cosmic.flares.roster import FLARES
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, do, play_cards, warp_count
from .helpers import NAMES, flare_actions, flare_game, launched, pass_window, play_flare


def before_cards(flares, powers=None, n=2, **opts):
    """Alex launches n tokens at Robin's planet 5, no allies: the window before cards."""
    s = flare_game(flares=flares, powers=powers, hands=[[ATT[4]], [ATT[12]], [ATT[8]]], **opts)
    launched(s, n)
    return s


def pay_all(s):
    while s.phase == "pay":
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, GAME.legal_actions(s, seat)[0])


def test_wild_doubt_and_a_concession():
    s = before_cards({1: ["skeptic"]})
    offered = flare_actions(s, 1, "skeptic", "wild")
    assert [GAME.action_label(s, a, NAMES) for a in offered] == \
        ["Play Wild Doubter: tell Alex you doubt they will win"]
    events = play_flare(s, 1, "skeptic", "wild", target=0)
    assert "Robin (Wild Doubter): doubts that Alex will win." in [GAME.describe_event(e, NAMES) for e in events]
    assert s.phase == "power_ask" and GAME.actors(s) == [0]
    do(s, 0, "answer", power="skeptic", choice="concede")
    assert len(tokens_at(s, 0, 0)) == 4 and warp_count(s, 0) == 0 and s.offense == 1


def test_wild_not_for_the_doubter_nor_outside_the_challenge():
    s = before_cards({1: ["skeptic"], 2: ["skeptic"]}, powers=[None, "skeptic", None])
    assert not flare_actions(s, 1, half="wild")
    assert not flare_actions(s, 2, "skeptic")                 # Sam is in no side: nobody to doubt


def test_wild_double_doubted_losses_go_to_the_warp_in_a_capture_challenge():
    s = before_cards({1: ["skeptic"]}, prisoners=True)
    s.flags["capture"] = True
    play_flare(s, 1, "skeptic", "wild", target=0)
    do(s, 0, "answer", power="skeptic", choice="double")
    assert not FLARES["skeptic"].playable(s, 0, "wild", "before_cards")       # one doubt a challenge
    pass_window(s)
    play_cards(s, ATT[4], ATT[12])
    pass_window(s)
    pay_all(s)
    assert len(tokens_at(s, 0, prison(1))) == 2 and warp_count(s, 0) == 2


def test_super_triples_the_loss_of_a_double_doubt():
    s = before_cards({1: ["skeptic"]}, powers=[None, "skeptic", None])
    assert not flare_actions(s, 1, "skeptic")                 # Super only once the doubt stands
    do(s, 1, "power", power="skeptic", target=0)
    do(s, 0, "answer", power="skeptic", choice="double")
    pass_window(s)
    do(s, 0, "play", card=ATT[4])
    do(s, 1, "play", card=ATT[12])
    pass_window(s) if s.point == "cards_chosen" else None
    offered = flare_actions(s, 1, "skeptic", "super")
    assert [GAME.action_label(s, a, NAMES) for a in offered] == \
        ["Play Super Doubter: whoever of you two loses, loses three times as many tokens"]
    events = play_flare(s, 1, "skeptic", "super")
    assert "Robin (Super Doubter): whichever of the two loses will lose three times as many tokens." in \
        [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    pay_all(s)
    assert warp_count(s, 0) == 2 + 4
