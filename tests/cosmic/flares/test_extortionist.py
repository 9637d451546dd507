"""The Racketeer's Flare (classic Extortionist): Wild, a named player gives a card at random, or with no cards
loses a token, which always goes to the Warp (seed 001, Wild Extortionist); Super, every player holding more
cards than the Racketeer gives it one."""
from rules.cosmic import GAME
from rules.cosmic.content import FLARE_CARD
from rules.cosmic.flares import playing
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, do
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare


def test_wild_takes_a_card_at_random_from_the_named_player():
    s = flare_game(flares={2: ["extortionist"]}, hands=[[ATT[8]], [ATT[4], ATT[5]], [ATT[1]]])
    assert not playing.offers(s, 2, "start")             # not before the defender is known
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 2, "extortionist", "wild")
    assert [a.target for a in offered] == [0, 1]
    assert GAME.action_label(s, offered[1], NAMES) == "Play Wild Racketeer: on Robin"
    events = play_flare(s, 2, "extortionist", "wild", target=1)
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam (Wild Racketeer): extorts a card from Robin." in said, said
    assert len(s.hands[1]) == 1 and len(s.hands[2]) == 3        # his Attack 1, the Flare kept, the card taken


def test_wild_without_cards_a_token_goes_to_the_warp_even_in_a_capture_challenge():
    s = flare_game(flares={2: ["extortionist"]}, hands=[[ATT[8]], [], [ATT[1]]], destiny=CAPTURE + 1,
                   prisoners=True)
    assert s.flags["capture"]
    do(s, 0, "aim", planet=5)
    play_flare(s, 2, "extortionist", "wild", target=1)
    pass_window(s)
    assert s.phase == "pay" and GAME.actors(s) == [1]
    do(s, 1, "lose", planet=6)
    assert len(tokens_at(s, 1, WARP)) == 1 and not tokens_at(s, 1, prison(2))


def test_wild_not_for_the_racketeer_and_super_only_for_it():
    s = flare_game(flares={2: ["extortionist"]}, powers=[None, None, "extortionist"])
    do(s, 0, "aim", planet=5)
    assert not playing.offers(s, 2, "aimed")


def test_super_every_player_holding_more_cards_gives_one():
    # Counted when it works, the Flare on the table: red holds two, blue only the Flare, the Racketeer one card.
    hands = [[ATT[8], ATT[4]], [], [ATT[1]]]
    s = flare_game(flares={2: ["extortionist"], 1: ["extortionist"]}, hands=hands,
                   powers=[None, None, "extortionist"])
    assert s.point == "start"
    assert not [a for a in playing.offers(s, 1, "start")]       # not his power
    offered = flare_actions(s, 2, "extortionist", "super")
    assert len(offered) == 1
    events = play_flare(s, 2, "extortionist", "super")
    assert "Sam (Super Racketeer): extorts a card from each player holding more." in \
        [GAME.describe_event(e, NAMES) for e in events]
    assert len(s.hands[0]) == 1 and len(s.hands[1]) == 1 and len(s.hands[2]) == 3
    assert FLARE_CARD["extortionist"] in s.hands[2] and FLARE_CARD["extortionist"] in s.hands[1]
