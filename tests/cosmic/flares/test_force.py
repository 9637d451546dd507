"""The Amplifier's Flare (classic Force): Wild lifts an edict in force in the challenge (Blackout, Calm, Static
Cloud); Super lets the Amplifier also turn a Blackout in force onto another player."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.content import CARDS
from rules.cosmic.roles import power_active

from ..helpers import ATT, do, launch, no_invites, pass_to
from .helpers import NAMES, flare_actions, flare_game, play_flare

ZAP = next(i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == "cosmic_zap")
CALM = next(i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == "emotion_control")


def run_to(s, point):
    while s.phase == "power" and s.point != point:
        do(s, GAME.actors(s)[0], "power_pass")


def blacked_out(powers, holder=0):
    """Sam blacks out Robin's power once the cone is aimed; then the window allies_done."""
    flares = {holder: ["force"]}
    s = flare_game(hands=[[ATT[8]], [ATT[8]], [ATT[1], ZAP]], flares=flares, powers=powers)
    run_to(s, None)                 # (Sam might black out a power at any window)
    do(s, 0, "aim", planet=5)
    pass_to(s, 2)
    do(s, 2, "edict", card=ZAP, target=1)
    while s.phase in ("respond", "amplify"):
        who = GAME.actors(s)[0]
        GAME.apply(s, who, Action("no_countermand") if s.phase == "respond" else Action("power", power="force",
                                                                                            mod="none"))
    assert not power_active(s, 1)
    run_to(s, None)
    launch(s, 0)
    no_invites(s)
    run_to(s, "allies_done")
    return s


def test_wild_lifts_a_blackout():
    s = blacked_out([None, "loser", None])
    offered = flare_actions(s, 0, "force", "wild")
    assert [(a.lift, a.target) for a in offered] == [("zapped", 1)]
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Amplifier: lift the Blackout on Robin"
    events = play_flare(s, 0, "force", "wild", lift="zapped", target=1)
    assert power_active(s, 1) and "zapped" not in s.flags
    assert "Alex (Wild Amplifier): lifts the Blackout on Robin." in [GAME.describe_event(e, NAMES) for e in events]


def test_wild_lifts_a_calm():
    s = flare_game(hands=[[ATT[8]], [ATT[4], CALM], [ATT[1]]], flares={2: ["force"]})
    do(s, 0, "aim", planet=5)
    run_to(s, None)
    launch(s, 0)
    no_invites(s)
    run_to(s, None)
    do(s, 0, "play", card=ATT[8])
    do(s, 1, "play", card=ATT[4])
    run_to(s, "revealed")
    pass_to(s, 1)
    do(s, 1, "edict", card=CALM)
    while s.phase == "respond":
        do(s, GAME.actors(s)[0], "no_countermand")
    assert s.flags.get("calm")
    offered = flare_actions(s, 2, "force", "wild")
    assert [a.lift for a in offered] == ["calm"]
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Amplifier: lift the Calm"
    play_flare(s, 2, "force", "wild", lift="calm")
    run_to(s, "resolved")
    assert "calm" not in s.flags and s.flags["winner"] == 0 and s.deal is None      # no deal: Alex's attack wins


def test_wild_is_not_for_the_amplifier_and_super_turns_the_blackout():
    s = blacked_out(["force", "loser", "judge"])
    assert not flare_actions(s, 0, "force", "wild")
    offered = flare_actions(s, 0, "force", "super")
    assert {(a.target, a.get("onto")) for a in offered} == {(1, None), (1, 2)}
    label = GAME.action_label(s, next(a for a in offered if a.get("onto") == 2), NAMES)
    assert label == "Play Super Amplifier: turn the Blackout on Robin onto Sam", label
    play_flare(s, 0, "force", "super", lift="zapped", target=1, onto=2)
    assert power_active(s, 1) and not power_active(s, 2)
    assert not flare_actions(s, 2, "force")
