"""The Titan's Flare (classic Macron): Wild doubles a player's tokens in the challenge once the cards are
revealed; Super lets the Titan send two tokens."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, tokens_at

from ..helpers import ATT, do
from .helpers import NAMES, flare_actions, flare_game, pass_window, play_flare, to_the_reveal


def to_reveal(s, off=ATT[8], dfn=ATT[10], n=2):
    to_the_reveal(s, off, dfn, n)


def test_wild_makes_each_token_of_a_main_player_count_two_and_wins_the_challenge():
    s = flare_game(flares={0: ["macron"]}, hands=[[ATT[8]], [ATT[10]], [ATT[8]]])
    to_reveal(s, n=4)                                 # 8 + 4 against 10 + 4: the defense leads by 2
    assert s.phase == "power" and flare_actions(s, 0, "macron", "wild")
    events = play_flare(s, 0, "macron", "wild")
    assert "Alex (Wild Titan): each of their tokens counts two this challenge." in \
        [GAME.describe_event(e, NAMES) for e in events]
    totals = next(e for e in pass_window(s) if e["kind"] == "totals")
    assert (totals["offense"], totals["defense"], totals["winner"]) == (16, 14, 0)     # 8 + 4 tokens x 2


def test_wild_is_only_for_a_player_with_tokens_in_the_challenge():
    s = flare_game(flares={2: ["macron"]}, hands=[[ATT[8]], [ATT[10]], [ATT[8]]])
    to_reveal(s)
    assert not flare_actions(s, 2, "macron")


def test_super_lets_the_titan_send_two_tokens_and_the_wild_is_not_his():
    s = flare_game(flares={0: ["macron"]}, powers=["macron", None, None])
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 0, half="wild") and flare_actions(s, 0, "macron", "super")
    play_flare(s, 0, "macron", "super")
    pass_window(s)
    do(s, 0, "launch", planet=0)
    assert s.phase == "launch"                        # a second token may still go
    do(s, 0, "launch", planet=0)
    assert len(tokens_at(s, 0, CONE)) == 2
