"""The Pickpocket's Flare (classic Filch): Wild, a main player takes the opponent's challenge card after losses;
Super, the Pickpocket as a main player or an ally takes both. Only challenge cards: no Ruling as it is played,
no token from a Prison (seed 001, Wild Filch)."""
from rules.cosmic import GAME
from rules.cosmic.content import CARDS
from rules.cosmic.flares import playing
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, do, launch, no_invites, pass_to, play_cards
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def ruling(key):
    return next(i for i, c in enumerate(CARDS) if c["type"] == "ruling" and c["key"] == key)


def after_losses(flares, powers=None, ally=False, hands=None, **kw):
    s = flare_game(flares=flares, powers=powers, hands=hands or [[ATT[8]], [ATT[4]], [ATT[1]]], **kw)
    to_the_reveal(s, ATT[8], ATT[4], allies_off=[2] if ally else ())
    while s.phase == "power" and s.point != "after_losses":
        pass_window(s)
    return s


def test_wild_the_loser_takes_the_winner_s_card():
    s = after_losses({1: ["filch"], 2: ["filch"]})
    assert s.point == "after_losses"
    offered = flare_actions(s, 1, "filch", "wild")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Pickpocket: play it"
    events = play_flare(s, 1, "filch", "wild")
    assert "Robin (Wild Pickpocket): takes the opponent's card." in [GAME.describe_event(e, NAMES) for e in events]
    assert ATT[8] in s.hands[1] and s.played[0] is None and s.played[1] == ATT[4]   # his own card stays
    assert not playing.offers(s, 2, "after_losses")       # not a main player


def test_super_the_pickpocket_ally_takes_both_cards_and_wild_is_not_for_it():
    s = after_losses({2: ["filch"]}, powers=[None, None, "filch"], ally=True)
    assert [a.half for a in playing.offers(s, 2, "after_losses")] == ["super"]
    play_flare(s, 2, "filch", "super")
    assert ATT[8] in s.hands[2] and ATT[4] in s.hands[2]


def test_wild_frees_no_prisoner():
    s = after_losses({1: ["filch"]}, hands=[[ATT[8]], [ATT[4]], [ATT[1]]], destiny=CAPTURE + 1, prisoners=True)
    assert len(tokens_at(s, 1, prison(0))) == 4
    play_flare(s, 1, "filch", "wild")
    assert ATT[8] in s.hands[1] and len(tokens_at(s, 1, prison(0))) == 4 and len(tokens_at(s, 1, 5)) == 0


def test_wild_takes_no_ruling_played_in_the_challenge():
    up = ruling("take_prisoners")
    s = flare_game(flares={1: ["filch"]}, hands=[[ATT[8]], [ATT[4]], [up]], prisoners=True)
    do(s, 0, "aim", planet=5)
    pass_to(s, 2)
    do(s, 2, "ruling", card=up)                            # Round-up: the challenge becomes a capture one
    assert not [a for a in playing.offers(s, 1, "aimed")]  # nothing to take as it is played
    pass_window(s)
    launch(s, 0, 1)
    no_invites(s)
    pass_window(s)
    play_cards(s, ATT[8], ATT[4])
    while s.phase == "power" and s.point != "after_losses":
        pass_window(s)
    play_flare(s, 1, "filch", "wild")
    assert up in s.discard and up not in s.hands[1] and ATT[8] in s.hands[1]
