"""Tollkeeper (classic Assessor): the toll on another offense, a token held or a card that pays it off; held
tokens add to its total, are not prisoners (seed 001) and are captive (seed 002: no base, no active Leader)."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.content import CARDS
from rules.cosmic.roles import power_active
from rules.cosmic.skills import escorts_available
from rules.cosmic.state import WARP, active_leaders, held_by, home_bases, prison, tokens_at

from ..helpers import ATT, do, fresh, launch, no_invites, pass_to

NAMES = ["Alex", "Robin", "Sam"]


def toll_options(s, seat=2):
    return [a for a in GAME.legal_actions(s, seat) if a.kind == "power"]


def hold(s, *tokens):
    """The Tollkeeper holds these tokens already (as after earlier tolls)."""
    for t in tokens:
        s.loc[t] = held_by(2)
    s.lasting["assessor"] = list(tokens)


def totals_of(events):
    return next(e for e in events if e["kind"] == "totals")


def test_it_tolls_the_offense_a_token_from_a_base_it_picks_and_holds_it_off_the_board():
    s = fresh(powers=[None, None, "assessor"])
    events = do(s, 0, "aim", planet=5)
    assert s.phase == "power" and GAME.actors(s) == [2]
    assert {a.planet for a in toll_options(s)} == {0, 1, 2, 3, 4}     # any base of the offense, its pick
    assert GAME.action_label(s, toll_options(s)[3], NAMES) == \
        "Use Tollkeeper: take a token from Alex's planet 4 as Alex's toll"
    events = do(s, 2, "power", power="assessor", planet=3)
    held = [t for t in range(20) if s.loc[t] == held_by(2)]
    assert len(held) == 1 and s.lasting["assessor"] == held and len(tokens_at(s, 0, 3)) == 3
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam uses Tollkeeper: takes a token as toll." in said
    assert "Alex's token moves from Alex's planet 4 into Sam's keeping (toll)." in said, said
    assert s.phase == "launch"                  # once per challenge: the window is over
    view = GAME.view_lines(GAME.view(s, 1), NAMES)
    assert any("1 in Sam's keeping (toll)" in line for _, line in view), view


def test_it_never_tolls_its_own_challenge():
    s = fresh(offense=2, destiny=0, powers=[None, None, "assessor"])
    do(s, 2, "aim", planet=0)
    assert s.phase == "launch"


def test_while_it_holds_his_token_the_toll_is_a_card_at_random_and_the_token_goes_home():
    s = fresh(hands=[[ATT[8], ATT[4]], [ATT[8]], [ATT[1]]], powers=[None, None, "assessor"])
    hold(s, 12)
    s.loc[12] = held_by(2)
    do(s, 0, "aim", planet=5)
    assert toll_options(s) == [Action("power", power="assessor", card=True)]
    assert "Sam" not in GAME.action_label(s, toll_options(s)[0], NAMES)
    events = do(s, 2, "power", power="assessor", card=True)
    taken = next(e for e in events if e["kind"] == "cards_taken")
    assert taken["seen_by"] == [0, 2] and taken["reason"] == "toll"          # which card: only the two know
    assert len(s.hands[0]) == 1 and len(s.hands[2]) == 2
    assert s.loc[12] >= 0 and not s.lasting.get("assessor")                 # paid off: home again
    # Without a card to pay, no toll is asked while one of his tokens is held.
    s = fresh(hands=[[], [ATT[8]], [ATT[1]]], powers=[None, None, "assessor"])
    hold(s, 12)
    do(s, 0, "aim", planet=5)
    assert s.phase == "launch"


def test_each_held_token_adds_one_to_its_total_as_a_main_player_only():
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[8]]], powers=[None, None, "assessor"], destiny=2)
    hold(s, 12, 32)                               # one of Alex's, one of Robin's
    do(s, 0, "aim", planet=10)
    do(s, 2, "power_pass")                        # (the toll would be a card: Alex's token is held)
    launch(s, 0, 1)
    no_invites(s)
    do(s, 0, "play", card=ATT[8])
    ev = totals_of(do(s, 2, "play", card=ATT[8]))
    assert ev["defense"] == 8 + 4 + 2 and ev["offense"] == 8 + 1 and ev["winner"] == 2
    # As an ally it adds only its tokens.
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[8]]], powers=[None, None, "assessor"])
    hold(s, 32)
    do(s, 0, "aim", planet=5)
    do(s, 2, "power", power="assessor", planet=0)
    launch(s, 0, 1)
    do(s, 0, "invite", seat=2)
    if s.phase == "invite_off":
        do(s, 0, "invite_done")
    do(s, 1, "invite_done")
    do(s, 2, "ally", side="offense", planet=10)
    do(s, 2, "ally_done")
    do(s, 0, "play", card=ATT[8])
    ev = totals_of(do(s, 1, "play", card=ATT[8]))
    assert ev["offense"] == 8 + 1 + 1 and ev["defense"] == 8 + 4


def test_with_skill_tokens_it_picks_no_leader_while_another_choice_exists():
    s = fresh(powers=[None, None, "assessor"], skill_tokens=True)
    do(s, 0, "aim", planet=5)
    assert toll_options(s) and all(a.skill != "L" for a in toll_options(s))
    s = fresh(powers=[None, None, "assessor"], skill_tokens=True)
    for t in range(20):
        if s.skill[t] != "L":
            s.loc[t] = WARP
    do(s, 0, "aim", planet=5)
    assert toll_options(s) and all(a.skill == "L" for a in toll_options(s))


def test_a_held_token_is_captive_not_on_a_base_and_a_held_leader_is_not_active():
    """Seed 002: tokens held captive by another player (the Assessor's) are not active Leaders, and only Escorts
    on bases may be called (a held one is on none)."""
    s = fresh(powers=["zombie", None, "assessor"], skill_tokens=True)
    for t in range(20):
        if s.skill[t] != "L":
            s.loc[t] = WARP
    s.loc[17] = 0                                 # Alex's Leaders: two on planet 0, one on each of 1, 2, 3
    assert active_leaders(s, 0) == 5 - 0 and home_bases(s, 0) == 4
    do(s, 0, "aim", planet=5)
    assert {a.skill for a in toll_options(s)} == {"L"}          # no other choice: a Leader it is
    do(s, 2, "power", power="assessor", planet=0, skill="L")
    held = s.lasting["assessor"][0]
    assert s.loc[held] == held_by(2) and s.skill[held] == "L"
    assert active_leaders(s, 0) == 4 and home_bases(s, 0) == 4


def test_a_held_escort_cannot_be_called():
    """Seed 002: Escorts held captive by another player (e.g., Assessor) cannot be called."""
    s = fresh(powers=[None, None, "assessor"], skill_tokens=True)
    for t in range(20):
        if s.skill[t] == "E" and t != 0:
            s.loc[t] = WARP                       # Alex's one Escort left stands on planet 0
    do(s, 0, "aim", planet=5)
    do(s, 2, "power", power="assessor", planet=0, skill="E")
    assert s.loc[0] == held_by(2)
    do(s, 0, "launch", planet=1, skill="W")
    do(s, 0, "launch_done")
    no_invites(s)
    assert not escorts_available(s, 0) and GAME.actors(s) == [1]     # only Robin, the defender, has any


def test_held_tokens_are_not_prisoners_no_exchange_and_no_clemency_frees_them():
    """Seed 001: "Tax tokens are not prisoners"."""
    s = fresh(powers=[None, None, "assessor"], prisoners=True, destiny=2)
    hold(s, 12)
    do(s, 0, "aim", planet=10)
    assert s.phase != "negotiate"                 # no prisoner exchange: the Tollkeeper holds no prisoner
    assert s.loc[12] == held_by(2) and s.loc[12] != prison(2)
    card = next(i for i, c in enumerate(CARDS) if c.get("key") == "general_amnesty")
    s = GAME.setup(3, {"powers": [None, None, "assessor"], "prisoners": True}, 1)
    hold(s, 12)
    s.loc[20] = prison(0)                         # one real prisoner
    s.hands = [[ATT[8]], [ATT[8]], [card]]
    s.destiny.append(1)
    s.phase = None
    start_turn(s, 0)
    advance(s)
    pass_to(s, 2)
    do(s, 2, "ruling", card=card)
    assert s.loc[20] >= 0 and s.loc[12] == held_by(2) and s.lasting["assessor"] == [12]


def test_when_its_power_stops_working_the_held_tokens_go_home():
    s = fresh(hands=[[ATT[20]], [ATT[1]], [ATT[1]]], powers=[None, None, "assessor"])
    hold(s, 12, 32)
    for t in range(48, 60):                       # three of its home planets emptied: two home bases left
        s.loc[t] = WARP
    assert not power_active(s, 2)
    s.phase = None
    events = start_turn(s, 1)
    advance(s)
    assert s.loc[12] >= 0 and s.loc[32] >= 0 and "assessor" not in s.lasting
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert any("tokens it held go home" in line for line in said), said


def test_the_offense_of_a_challenge_out_of_turn_pays_the_toll_too():
    s = fresh(hands=[[ATT[4], ATT[20]], [ATT[20], ATT[10]], [ATT[1]]], powers=[None, "boomerang", "assessor"])
    do(s, 0, "aim", planet=5)
    assert GAME.actors(s) == [1]                  # the defender is asked before the others
    do(s, 1, "power", power="boomerang", target=0)
    do(s, 1, "aim", planet=2)
    assert GAME.actors(s) == [2] and {a.planet for a in toll_options(s)} == {5, 6, 7, 8, 9}
    do(s, 2, "power", power="assessor", planet=9)
    assert s.lasting["assessor"] == [36]
    challenge_moves = [(1, "launch", {"planet": 6}), (1, "launch_done", {}), (1, "invite_done", {}),
                       (0, "invite_done", {}), (1, "play", {"card": ATT[20]}), (0, "play", {"card": ATT[4]})]
    for seat, kind, params in challenge_moves:
        do(s, seat, kind, **params)
    assert s.offense == 0 and GAME.actors(s) == [2]       # back in Alex's challenge: his toll is still due
    do(s, 2, "power", power="assessor", planet=1)
    assert sorted(s.lasting["assessor"]) == [4, 36]
