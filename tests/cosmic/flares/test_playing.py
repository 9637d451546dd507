"""Flares as cards (rules/cosmic/flares/playing.py): the deck, who may play which half, one Flare a challenge,
kept (Eon) or discarded (Mayfair), cancelled by a Countermand, and a window that tells nothing about who holds
one."""
import json

from rules.cosmic import GAME
from rules.cosmic.content import CARDS, FLARE_CARD
from rules.cosmic.flares import playing
from rules.cosmic.flares.roster import FLARES
from rules.cosmic.state import WARP, tokens_at

from ..helpers import ATT, do, launch, no_invites, pass_to
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare


def flares_in(s):
    cards = s.deck + s.discard + [c for h in s.hands for c in h]
    return sorted(CARDS[c]["key"] for c in cards if CARDS[c]["type"] == "flare")


def test_without_the_option_no_flare_is_dealt_and_old_games_deal_as_before():
    s = GAME.setup(4, {}, 7)
    assert flares_in(s) == [] and "flares" not in s.lasting and "flares" not in s.options
    assert GAME.dump(s) == GAME.dump(GAME.setup(4, {"flares": "off"}, 7))


def test_the_deck_holds_the_flares_of_the_powers_in_play_and_others_to_ten_all_public():
    opening = GAME.opening_events(4, {"flares": "mayfair"}, 3)
    s = GAME.setup(4, {"flares": "mayfair"}, 3)
    built = [k for k in s.powers if k in FLARES]
    assert set(built) <= set(s.lasting["flares"])
    assert len(s.lasting["flares"]) == min(playing.IN_DECK, len(FLARES)) == len(flares_in(s))
    assert sorted(s.lasting["flares"]) == flares_in(s)
    told = next(e for e in opening if e["kind"] == "flares_in_deck")
    assert "seen_by" not in told and told["flares"] == s.lasting["flares"]
    assert GAME.describe_event(told, NAMES).startswith("Flares in this game: ")


def test_two_keep_one_shuffles_the_flares_in_once_the_powers_are_shown():
    s = GAME.setup(3, {"flares": "eon", "powers": "two"}, 5)
    assert flares_in(s) == [] and all(CARDS[c]["type"] != "flare" for h in s.hands for c in h)
    for seat in range(3):
        do(s, seat, "pick_power", power=s.flags["offered"][seat][0])
    assert set(k for k in s.powers if k in FLARES) <= set(s.lasting["flares"]) and flares_in(s)


def test_eon_flares_go_back_to_the_hand_and_mayfair_flares_to_the_discards():
    for mode, kept in (("eon", True), ("mayfair", False)):
        s = flare_game(flares={2: ["assassin"]}, mode=mode)
        do(s, 0, "aim", planet=5)
        events = play_flare(s, 2, "assassin", "wild", target=1, planet=5)
        card = FLARE_CARD["assassin"]
        assert (card in s.hands[2]) is kept and (card in s.discard) is not kept
        if kept:
            assert "Sam takes Flare: Stalker back into the hand (Flares are kept)." in \
                [GAME.describe_event(e, NAMES) for e in events]


def test_a_player_plays_one_flare_a_challenge():
    s = flare_game(flares={0: ["assassin", "macron"]}, hands=[[ATT[8]], [ATT[4]], [ATT[8]]])
    do(s, 0, "aim", planet=5)
    play_flare(s, 0, "assassin", "wild", target=1, planet=5)
    assert not flare_actions(s, 0, "macron")
    pass_window(s)
    launch(s, 0)
    no_invites(s)
    other = GAME.clone(s)
    other.flags["flared"].remove(0)          # (as if he had played none)
    for game in (s, other):
        do(game, 0, "play", card=ATT[8])
        do(game, 1, "play", card=ATT[4])
    assert not flare_actions(s, 0, "macron")            # he has played one this challenge
    assert flare_actions(other, 0, "macron"), "without it, the Wild Titan would be his to play after the reveal"


def test_a_countermand_cancels_a_flare():
    counter = next(i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == "card_zap")
    s = flare_game(flares={2: ["assassin"]}, hands=[[ATT[8], counter], [ATT[8]], [ATT[8]]], mode="mayfair")
    do(s, 0, "aim", planet=5)
    pass_to(s, 2)
    do(s, 2, "flare", card=FLARE_CARD["assassin"], half="wild", target=1, planet=5)
    assert s.phase == "respond" and GAME.actors(s) == [0]
    events = do(s, 0, "countermand")
    assert len(tokens_at(s, 1, WARP)) == 0 and FLARE_CARD["assassin"] in s.discard
    assert "Alex countermands it: the Flare does nothing." in [GAME.describe_event(e, NAMES) for e in events]


def test_a_window_where_a_flare_of_the_game_may_be_played_asks_everybody_holding_cards():
    s = flare_game(flares={2: ["assassin"]})
    held = do(s, 0, "aim", planet=5)
    assert pass_to(s, 2) == [0, 1], "everyone holding cards is asked, not only the Flare's holder"
    s = flare_game(flares={})
    s.lasting["flares"] = ["assassin"]        # in the game, in nobody's hand: the table shows the same moment
    nobody = do(s, 0, "aim", planet=5)
    windows = [[e for e in events if e["kind"] == "window"] for events in (held, nobody)]
    assert windows[0] == windows[1] and windows[0][0]["seats"] == [0, 1, 2]


def test_a_game_with_flares_saves_and_loads_with_a_lasting_half():
    s = flare_game(flares={2: ["macron"]}, hands=[[ATT[8]], [ATT[4]], [ATT[8]]])
    s.loc[45] = 5       # (Sam as a defensive ally would need an invitation: put one of his tokens beside it)
    back = GAME.load(json.loads(json.dumps(GAME.dump(s))))
    assert GAME.dump(back) == GAME.dump(s) and back.lasting["flares"] == s.lasting["flares"]
