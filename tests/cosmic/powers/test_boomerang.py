"""Rebound (classic Boomerang): challenged, it may first challenge the offense anywhere in his home system (a
secondary challenge of the main one's kind, seed 001), then the offense's challenge goes on."""
import json

import pygame

from rules.core import Action, canonical
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import CONE, WARP, aside, prison, tokens_at

from ..helpers import ATT, challenge, do, fresh, launch, no_invites, play_cards, warp_count

NAMES = ["Alex", "Robin", "Sam"]
STRIKE = Action("power", power="boomerang", target=0)


def struck(**kw):
    """Alex (red) aims at Robin's planet 5; Robin, the Rebound, strikes back first."""
    kw.setdefault("hands", [[ATT[4], ATT[20]], [ATT[20], ATT[10]], [ATT[1]]])
    s = fresh(powers=[None, "boomerang", None], **kw)
    do(s, 0, "aim", planet=5)
    assert s.phase == "power" and GAME.actors(s) == [1] and STRIKE in GAME.legal_actions(s, 1)
    events = GAME.apply(s, 1, STRIKE)
    return s, events


def test_challenged_it_may_first_challenge_the_offense_anywhere_in_his_home_system():
    s, events = struck()
    assert (s.offense, s.defense, s.phase) == (1, None, "aim") and GAME.actors(s) == [1]
    assert {a.planet for a in GAME.legal_actions(s, 1)} == {0, 1, 2, 3, 4}
    assert GAME.action_label(s, Action("aim", planet=2), NAMES) == "Aim at Alex's planet 3"
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Robin uses Rebound: strikes back first." in said
    assert "Robin challenges Alex out of turn; Alex's challenge waits." in said, said
    do(s, 1, "aim", planet=2)
    assert s.defense == 0 and s.phase == "launch" and GAME.actors(s) == [1]


def test_its_challenge_is_a_whole_one_then_the_offenses_goes_on_where_it_was():
    s, _ = struck()
    challenge(s, 2, ATT[20], ATT[4], n=2, launch_from=6)          # Robin 20 + 2 against Alex 4 + 4
    assert len(tokens_at(s, 1, 2)) == 2 and warp_count(s, 0) == 4       # Robin landed; Alex's four lost
    assert (s.offense, s.defense, s.planet) == (0, 1, 5) and s.phase == "launch"
    assert not s.suspended and not s.flags.get("secondary")
    launch(s, 0, 1)
    no_invites(s)
    play_cards(s, ATT[20], ATT[10])                              # Alex 20 + 1 against Robin 10 + 4 (two left)
    assert len(tokens_at(s, 0, 5)) == 1
    assert s.phase == "second" and GAME.actors(s) == [0]        # Alex's turn goes on: his second challenge


def test_not_when_it_is_not_the_defender():
    s = fresh(powers=[None, None, "boomerang"])
    do(s, 0, "aim", planet=5)
    assert s.phase == "launch"
    s = fresh(powers=[None, "boomerang", None])
    do(s, 0, "aim", planet=5)
    do(s, 1, "power_pass")                                      # it may let the moment go
    assert s.phase == "launch" and s.offense == 0


def test_a_capture_challenge_makes_its_challenge_a_capture_challenge():
    """Seed 001: the destiny card of the main challenge decides the kind of the Boomerang's challenge, and
    tokens lost in a secondary challenge are imprisoned if the main one was a capture challenge."""
    s, events = struck(destiny=CAPTURE + 1, prisoners=True)
    assert s.flags["capture"] and next(e for e in events if e["kind"] == "secondary_started")["capture"]
    assert GAME.view(s, 2)["capture"]
    challenge(s, 2, ATT[20], ATT[4], n=2, launch_from=6)
    assert len([t for t in range(20) if s.loc[t] == prison(1)]) == 4 and warp_count(s, 0) == 0
    # Losing it, its own tokens go to the offense's Prison.
    s, _ = struck(destiny=CAPTURE + 1, prisoners=True, hands=[[ATT[20], ATT[20]], [ATT[4], ATT[10]], [ATT[1]]])
    challenge(s, 2, ATT[4], ATT[20], n=2, launch_from=6)
    assert len([t for t in range(20, 40) if s.loc[t] == prison(0)]) == 2 and s.flags["capture"]


def test_an_ordinary_challenge_makes_an_ordinary_one():
    s, events = struck()
    assert not s.flags["capture"] and not GAME.view(s, 0)["capture"]


def test_the_offenses_token_already_in_the_cone_waits_off_the_board():
    s = fresh(hands=[[ATT[4], ATT[20]], [ATT[20], ATT[10]], [ATT[1]]], powers=[None, "boomerang", None])
    s.loc[3] = WARP
    s.phase = None
    s.destiny.append(1)
    start_turn(s, 0)
    advance(s)
    do(s, 0, "regain", to=CONE)
    assert s.loc[3] == CONE
    do(s, 0, "aim", planet=5)
    do(s, 1, "power", power="boomerang", target=0)
    assert s.loc[3] == aside(0)
    challenge(s, 2, ATT[20], ATT[4], n=1, launch_from=6)
    assert s.loc[3] == CONE and s.offense == 0 and s.phase == "launch"


def test_a_fifth_base_won_in_its_challenge_wins_at_once():
    s = fresh(hands=[[ATT[4], ATT[20]], [ATT[20], ATT[10]], [ATT[1]]], powers=[None, "boomerang", None])
    for t, planet in zip(range(36, 40), range(10, 14)):        # Robin holds four bases in Sam's system
        s.loc[t] = planet
    do(s, 0, "aim", planet=5)
    do(s, 1, "power", power="boomerang", target=0)
    challenge(s, 2, ATT[20], ATT[4], n=1, launch_from=6)
    assert s.winners == [1] and s.phase == "over" and not GAME.actors(s)


def test_the_table_reads_a_challenge_out_of_turn():
    s, _ = struck()
    do(s, 1, "aim", planet=2)
    view = GAME.view(s, 2)
    assert view["secondary"] == {"power": "boomerang", "striker": 1, "target": 0, "main": 0}
    lines = [line for _, line in GAME.view_lines(view, NAMES)]
    assert "Robin out of turn (Alex's challenge waits): attacking Alex on Alex's planet 3." in lines, lines
    json.loads(json.dumps(GAME.dump(s)))
    assert canonical(GAME.dump(GAME.load(json.loads(json.dumps(GAME.dump(s)))))) == canonical(GAME.dump(s))
    from scenes.cosmic import board as B
    from scenes.cosmic import layout as L
    from scenes.cosmic.display import Display
    display = Display(2)
    display.snap(view)
    surface = pygame.Surface(L.CANVAS.size)
    B.draw_board(surface, display.v, L.Layout(3, 2), NAMES, display.extras)
