"""The Prophet's Flare (classic Oracle): Wild, a main player's opponent shows his card first; Super, the Prophet as
an ally gives the main player he allies with that sight. Two such advantages cancel out, as two Prophets do."""
from rules.cosmic import GAME

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, launched, pass_until, pass_window, play_flare


def before_cards(s, ally=None):
    launched(s, allies_off=[ally] if ally is not None else ())
    pass_until(s, "before_cards")


def test_wild_the_opponent_shows_his_card_first():
    s = flare_game(flares={0: ["oracle"]}, hands=[[ATT[8], ATT[4]], [ATT[10]], [ATT[1]]])
    before_cards(s)
    assert s.point == "before_cards"
    assert GAME.action_label(s, flare_actions(s, 0, "oracle", "wild")[0], NAMES) == "Play Wild Prophet: play it"
    events = play_flare(s, 0, "oracle", "wild")
    assert "Alex (Wild Prophet): Alex's opponent shows his card first." in \
        [GAME.describe_event(e, NAMES) for e in events]
    pass_window(s)
    assert s.phase == "cards" and GAME.actors(s) == [1]
    events = do(s, 1, "play", card=ATT[10])
    assert s.face_up[1] and "Alex (Wild Prophet): sees the card first." in \
        [GAME.describe_event(e, NAMES) for e in events]


def test_wild_only_for_a_main_player_other_than_the_prophet_and_two_advantages_cancel():
    s = flare_game(flares={2: ["oracle"]}, hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    before_cards(s)
    assert s.point is None and not flare_actions(s, 2, "oracle")       # nobody may play anything: no window
    s = flare_game(flares={0: ["oracle"]}, powers=[None, "oracle", None], hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    before_cards(s)
    play_flare(s, 0, "oracle", "wild")
    pass_window(s)
    assert s.phase == "cards" and sorted(GAME.actors(s)) == [0, 1]        # the defense is the Prophet


def test_super_an_allied_prophet_lets_his_main_player_see_first():
    s = flare_game(flares={2: ["oracle"]}, powers=[None, None, "oracle"], hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    pass_window(s)
    before_cards(s, ally=2)
    play_flare(s, 2, "oracle", "super")
    pass_window(s)
    assert GAME.actors(s) == [1]
    do(s, 1, "play", card=ATT[10])
    assert s.face_up[1]


def test_super_not_for_a_prophet_out_of_the_challenge_nor_for_others():
    s = flare_game(flares={2: ["oracle"]}, powers=[None, None, "oracle"], hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    pass_window(s)
    do(s, 0, "aim", planet=5)
    pass_window(s)
    launch(s, 0)
    no_invites(s)
    assert not flare_actions(s, 2, "oracle", "super")
