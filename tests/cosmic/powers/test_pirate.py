"""Raider (classic Pirate): after another player's winning challenge it was not a main player in, it may raid
the new base at once (a secondary challenge of the raided one's kind: seed 001, tokens lost in a raid go to
Prison in a capture challenge)."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, challenge, do, fresh, launch, no_invites, play_cards, warp_count

NAMES = ["Alex", "Robin", "Sam", "Kim"]
RAID = Action("power", power="pirate", target=0, planet=5)


def landed(**kw):
    """Alex (red) wins against Robin's planet 5 with two tokens; Sam holds the Raider."""
    kw.setdefault("hands", [[ATT[20], ATT[10]], [ATT[4], ATT[8]], [ATT[20], ATT[1]]])
    kw.setdefault("powers", [None, None, "pirate"])
    s = fresh(**kw)
    challenge(s, 5, ATT[20], ATT[4], n=2)
    return s


def test_after_another_players_win_it_may_raid_the_new_base_at_once():
    s = landed()
    assert s.phase == "power" and GAME.actors(s) == [2] and RAID in GAME.legal_actions(s, 2)
    assert GAME.action_label(s, RAID, NAMES) == "Use Raider: raid Alex's new base on Robin's planet 1"
    events = do(s, 2, "power", power="pirate", target=0, planet=5)
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam uses Raider: raids the new base." in said and \
        "Sam challenges Alex out of turn; Alex's challenge waits." in said, said
    assert (s.offense, s.defense, s.planet, s.phase) == (2, 0, 5, "launch")
    launch(s, 10, 3)
    no_invites(s)
    play_cards(s, ATT[20], ATT[10])                      # Sam 20 + 3 against Alex 10 + 2
    assert len(tokens_at(s, 2, 5)) == 3 and not tokens_at(s, 0, 5) and warp_count(s, 0) == 2
    # The raided challenge ends as it would have: Alex keeps his second challenge.
    assert s.offense == 0 and s.phase == "second" and GAME.actors(s) == [0]


def test_a_repelled_raid_costs_the_raider_its_tokens():
    s = landed(hands=[[ATT[20], ATT[20]], [ATT[4], ATT[8]], [ATT[1], ATT[1]]])
    do(s, 2, "power", power="pirate", target=0, planet=5)
    launch(s, 10, 2)
    no_invites(s)
    play_cards(s, ATT[1], ATT[20])
    assert warp_count(s, 2) == 2 and len(tokens_at(s, 0, 5)) == 2


def test_no_raid_when_it_was_a_main_player_when_the_offense_lost_or_when_it_landed_too():
    s = fresh(hands=[[ATT[20], ATT[10]], [ATT[4], ATT[8]], [ATT[1]]], powers=[None, "pirate", None])
    challenge(s, 5, ATT[20], ATT[4], n=2)
    assert s.phase == "second"                           # Robin defended: no raid
    s = fresh(hands=[[ATT[4], ATT[10]], [ATT[20], ATT[8]], [ATT[1]]], powers=[None, None, "pirate"])
    challenge(s, 5, ATT[4], ATT[20], n=2)
    assert s.phase != "power" and s.offense == 1         # Alex lost: nothing landed, the turn passed
    s = fresh(hands=[[ATT[20], ATT[10]], [ATT[4], ATT[8]], [ATT[1]]], powers=[None, None, "pirate"])
    challenge(s, 5, ATT[20], ATT[4], n=2, allies_off=[2])
    assert tokens_at(s, 2, 5) and s.phase == "second"    # Sam landed there too: no raid on its own base


def test_only_the_landers_tokens_defend_his_allies_tokens_there_stay():
    s = fresh(seats=4, hands=[[ATT[20], ATT[10]], [ATT[4]], [ATT[1]], [ATT[20]]],
              powers=[None, None, None, "pirate"])
    challenge(s, 5, ATT[20], ATT[4], n=2, allies_off=[2])
    assert GAME.actors(s) == [3]
    do(s, 3, "power", power="pirate", target=0, planet=5)
    launch(s, 15, 1)
    no_invites(s)
    play_cards(s, ATT[20], ATT[10])
    assert not tokens_at(s, 0, 5) and len(tokens_at(s, 2, 5)) == 1 and len(tokens_at(s, 3, 5)) == 1


def test_in_a_capture_challenge_tokens_lost_in_a_raid_go_to_prison():
    """Seed 001: PIRATE [E] -- Tokens lost in raid go to prison in a capture challenge."""
    s = landed(destiny=CAPTURE + 1, prisoners=True)
    assert s.flags["capture"]
    do(s, 2, "power", power="pirate", target=0, planet=5)
    assert s.flags["capture"]
    launch(s, 10, 3)
    no_invites(s)
    play_cards(s, ATT[20], ATT[10])
    assert len([t for t in range(20) if s.loc[t] == prison(2)]) == 2 and warp_count(s, 0) == 0
    s = landed(destiny=CAPTURE + 1, prisoners=True, hands=[[ATT[20], ATT[20]], [ATT[4], ATT[8]], [ATT[1], ATT[1]]])
    do(s, 2, "power", power="pirate", target=0, planet=5)
    launch(s, 10, 2)
    no_invites(s)
    play_cards(s, ATT[1], ATT[20])
    assert len([t for t in range(40, 60) if s.loc[t] == prison(0)]) == 2


def test_no_raid_inside_a_challenge_out_of_turn():
    """Secondary challenges do not nest: the Rebound's winning counterattack gives the Raider no raid; the main
    challenge's landing, later, does."""
    s = fresh(hands=[[ATT[4], ATT[20]], [ATT[20], ATT[10]], [ATT[1], ATT[20]]], powers=[None, "boomerang", "pirate"])
    do(s, 0, "aim", planet=5)
    do(s, 1, "power", power="boomerang", target=0)
    challenge(s, 2, ATT[20], ATT[4], n=2, launch_from=6)        # Robin lands on Alex's planet 2
    assert s.offense == 0 and s.phase == "launch"             # straight back: the Raider was not asked
    launch(s, 0, 1)
    no_invites(s)
    play_cards(s, ATT[20], ATT[10])
    assert GAME.actors(s) == [2] and RAID in GAME.legal_actions(s, 2)
