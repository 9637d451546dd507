"""Twin (classic Symbiote): its twenty tokens are two colours of ten, it launches and allies with up to eight,
and with Skill Tokens its twin-colour tokens are never Escorts, Shields or Weapons."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.roles import power_active
from rules.cosmic.state import CONE, WARP, prison, tokens_at

from ..helpers import ATT, do, fresh, invites_done, no_invites, play_cards

TWIN = ["symbiote", None, None]


def test_the_twin_launches_up_to_eight_tokens():
    s = fresh(hands=[[ATT[8]], [ATT[10]], [ATT[1]]], powers=TWIN)
    do(s, 0, "aim", planet=5)
    for planet in (0, 0, 0, 1, 1, 1, 2, 2):
        assert s.phase == "launch"
        do(s, 0, "launch", planet=planet)
    assert s.phase != "launch" and len(tokens_at(s, 0, CONE)) == 8       # the eighth closed the launch
    no_invites(s)
    do(s, 0, "play", card=ATT[8])
    ev = next(e for e in do(s, 1, "play", card=ATT[10]) if e["kind"] == "totals")
    assert ev["offense"] == 8 + 8 and ev["defense"] == 10 + 4 and ev["winner"] == 0


def test_the_twin_allies_with_up_to_eight_tokens():
    s = fresh(hands=[[ATT[8]], [ATT[10]], [ATT[1]]], powers=[None, None, "symbiote"])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0)
    do(s, 0, "launch_done")
    do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    invites_done(s, 1)
    for planet in (10, 10, 10, 10, 11, 11, 11, 11):
        assert s.phase == "answers" and GAME.actors(s) == [2]
        do(s, 2, "ally", side="offense", planet=planet)
    assert len(tokens_at(s, 2, CONE)) == 8 and s.allies_off == [2]


def test_without_its_power_the_twin_has_the_usual_limit_of_four():
    s = fresh(hands=[[ATT[8]], [ATT[10]], [ATT[1]]], powers=TWIN)
    for t in range(8, 20):                  # three home planets lost: the power does not work
        s.loc[t] = WARP
    assert not power_active(s, 0)
    do(s, 0, "aim", planet=5)
    for _ in range(4):
        do(s, 0, "launch", planet=0 if len(tokens_at(s, 0, 0)) else 1)
    assert s.phase != "launch" and len(tokens_at(s, 0, CONE)) == 4


def skilled_twin(**kw):
    return fresh(skill_tokens=True, hands=[[ATT[8]], [ATT[10]], [ATT[1]]], **kw)


def shields_against_weapons(s, offense, planet, launch_from, skill):
    """Aim, launch one token, no allies, no Escorts: the Shields against Weapons event."""
    events = do(s, offense, "aim", planet=planet)
    events += do(s, offense, "launch", planet=launch_from, skill=skill)
    events += do(s, offense, "launch_done")
    if s.phase == "invite_off":
        events += do(s, s.offense, "invite_done")
    if s.phase == "invite_def":
        events += do(s, s.defense, "invite_done")
    while s.phase == "escorts":
        events += do(s, GAME.actors(s)[0], "escort_done")
    ev = next(e for e in events if e["kind"] == "shields_weapons")
    return [ev["shields"], ev["weapons"], ev["stopped"]]


def test_a_twin_colour_escort_is_never_called():
    # Skill Tokens: "You cannot call an Escort token of a different color (e.g. a Symbiote second-color token)".
    # The Twin's Escorts are tokens 0, 4, 8 (its own colour, planets 1-3) and 12, 16 (its twin colour, planets
    # 4 and 5).
    s = skilled_twin(powers=TWIN)
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=2, skill="W")
    do(s, 0, "launch_done")
    no_invites(s)
    assert s.phase == "escorts" and GAME.actors(s) == [0]
    assert {a.planet for a in GAME.legal_actions(s, 0) if a.kind == "escort"} == {0, 1, 2}
    for planet in (0, 1, 2):
        do(s, 0, "escort", planet=planet)
    assert s.phase != "escorts" or GAME.actors(s) != [0]
    assert sorted(t for t in tokens_at(s, 0, CONE) if s.skill[t] == "E") == [0, 4, 8]
    # An ordinary player calls his Escorts from any base.
    s = skilled_twin(powers=[None, None, None])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=2, skill="W")
    do(s, 0, "launch_done")
    no_invites(s)
    assert {a.planet for a in GAME.legal_actions(s, 0) if a.kind == "escort"} == {0, 1, 2, 3, 4}


def test_twin_colour_weapons_and_shields_do_not_count():
    # Skill Tokens: tokens of another colour than their controller's (a Symbiote second-colour token) "cannot
    # be counted as Shields or Weapons". Token 15 (planet 4) is a twin-colour Weapon, token 3 (planet 1) one of
    # its own colour; blue's planet 5 holds one Shield (token 22).
    s = skilled_twin(powers=TWIN)
    assert shields_against_weapons(s, 0, 5, 3, "W") == [1, 0, True] and not tokens_at(s, 0, CONE)   # stopped
    s = skilled_twin(powers=TWIN)
    assert shields_against_weapons(s, 0, 5, 0, "W") == [1, 1, False]
    # Defending with its twin colour: red attacks the Twin's planet 13 (tokens 52-55, 54 a twin-colour Shield).
    s = skilled_twin(powers=[None, None, "symbiote"], destiny=2)
    assert shields_against_weapons(s, 0, 13, 1, "E") == [0, 0, False]
    s = skilled_twin(powers=[None, None, None], destiny=2)
    assert shields_against_weapons(s, 0, 13, 1, "E") == [1, 0, True]


def test_the_twins_leaders_of_both_colours_keep_its_power():
    s = skilled_twin(powers=TWIN)
    leaders = [t for t in range(20) if s.skill[t] == "L"]
    assert leaders == [1, 5, 9, 13, 17]
    for t in (1, 5):                        # two of its own colour's Leaders in the Warp
        s.loc[t] = WARP
    assert power_active(s, 0)               # 9 (its own colour), 13 and 17 (its twin's) are three
    s.loc[9] = WARP
    assert not power_active(s, 0)


def test_twin_colour_tokens_are_imprisoned_each_as_one_twin_token():
    # Prisoners: "Second-color tokens can be imprisoned; each counts as one Symbiote token."
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=TWIN, prisoners=True, destiny=CAPTURE + 1)
    do(s, 0, "aim", planet=5)
    for planet in (2, 2, 2, 2, 3, 3, 3, 3):
        do(s, 0, "launch", planet=planet)
    no_invites(s)
    play_cards(s, ATT[4], ATT[20])
    jailed = tokens_at(s, 0, prison(1))
    assert len(jailed) == 8 and sum(1 for t in jailed if t % 20 >= 10) == 6
    assert "8 in" in " ".join(line for _, line in GAME.view_lines(GAME.view(s, 0), ["Ann", "Bob", "Cy"])
                              if "Prison" in line)


def test_the_twin_needs_no_words_of_its_own():
    assert GAME.action_label(fresh(powers=TWIN), Action("launch", planet=0)) == "Launch a token from Red planet 1"
