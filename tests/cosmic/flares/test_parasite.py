"""The Hitchhiker's Flare (classic Parasite): Wild, a player out of the challenge joins either side with one token
once the allies are in, invited or not; Super, the Hitchhiker joins after the cards are revealed, with one or two
tokens from one base."""
from rules.cosmic import GAME
from rules.cosmic.state import CONE, DEFENSE, tokens_at

from ..helpers import ATT, do, launch, no_invites
from .helpers import NAMES, flare_actions, flare_game, launched, pass_window, play_flare


def allies_in(s):
    launched(s)


def test_wild_joins_a_side_uninvited_with_one_token():
    s = flare_game(flares={2: ["parasite"]}, hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    allies_in(s)
    assert s.point == "allies_done"
    offered = flare_actions(s, 2, "parasite", "wild")
    assert {(a.side, a.planet, a.count) for a in offered} == {(side, p, 1) for side in ("offense", "defense")
                                                              for p in range(10, 15)}
    label = GAME.action_label(s, next(a for a in offered if a.side == "defense" and a.planet == 11), NAMES)
    assert label == "Play Wild Hitchhiker: join the defense with 1 token from Sam's planet 2", label
    events = play_flare(s, 2, "parasite", "wild", side="defense", planet=11, count=1)
    assert s.allies_def == [2] and len(tokens_at(s, 2, DEFENSE)) == 1 and len(tokens_at(s, 2, 11)) == 3
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam (Wild Hitchhiker): hitches a ride into the challenge." in said, said
    pass_window(s)
    do(s, 0, "play", card=ATT[8])
    events = do(s, 1, "play", card=ATT[10])
    while s.phase == "power":
        events += do(s, GAME.actors(s)[0], "power_pass")
    assert next(e for e in events if e["kind"] == "totals")["defense"] == 10 + 4 + 1


def test_wild_not_for_main_players_nor_the_hitchhiker():
    s = flare_game(flares={0: ["parasite"], 1: ["parasite"], 2: ["parasite"]}, hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    allies_in(s)
    assert s.point == "allies_done"
    assert not flare_actions(s, 0, "parasite") and not flare_actions(s, 1, "parasite")
    assert flare_actions(s, 2, "parasite", "wild")
    s = flare_game(flares={2: ["parasite"]}, powers=[None, None, "parasite"], hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    allies_in(s)
    do(s, 2, "decline")              # (the Hitchhiker may join uninvited: he is asked)
    assert s.point is None and not flare_actions(s, 2, "parasite")     # nobody may play anything: no window


def test_super_the_hitchhiker_joins_after_the_reveal_with_two_tokens():
    s = flare_game(flares={2: ["parasite"]}, powers=[None, None, "parasite"], hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    pass_window(s)
    launch(s, 0)
    no_invites(s)
    if s.phase == "answers":            # (the Hitchhiker may join uninvited: he declines here)
        do(s, 2, "decline")
    pass_window(s)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[10])
    while s.phase == "power" and s.point != "revealed":
        do(s, GAME.actors(s)[0], "power_pass")
    offered = flare_actions(s, 2, "parasite", "super")
    assert {a.count for a in offered} == {1, 2}
    events = play_flare(s, 2, "parasite", "super", side="offense", planet=10, count=2)
    assert s.allies_off == [2] and len(tokens_at(s, 2, CONE)) == 2
    while s.phase == "power":
        events += do(s, GAME.actors(s)[0], "power_pass")
    assert next(e for e in events if e["kind"] == "totals")["offense"] == 8 + 1 + 2


def test_super_only_for_the_hitchhiker():
    s = flare_game(flares={2: ["parasite"]}, hands=[[ATT[8]], [ATT[10]], [ATT[1]]])
    allies_in(s)
    pass_window(s)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[10])
    assert s.point is None or not flare_actions(s, 2, "parasite", "super")
