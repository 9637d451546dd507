"""Doubter (classic Skeptic): "I doubt that you will win"; the doubted player concedes or double-doubts, and then
whichever of the two loses, loses twice as many tokens."""
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import DEFENSE, prison, tokens_at

from ..helpers import ATT, COMP, do, fresh, invites_done, launch, no_invites, to_the_cards, warp_count

NAMES = ["Alex", "Robin", "Sam", "Kim"]


def doubted(powers, hands, n=2, seats=3, ally=None, **opts):
    """Offense 0 aims at planet 5 with n tokens (seat `ally` joins it with one token), up to the doubt."""
    s = fresh(seats=seats, hands=hands, powers=powers, **opts)
    do(s, 0, "aim", planet=5)
    launch(s, 0, n)
    if ally is not None:
        do(s, 0, "invite", seat=ally)
        invites_done(s, 0)
        invites_done(s, 1)
        do(s, ally, "ally", side="offense", planet=ally * 5)
        do(s, ally, "ally_done")
    else:
        no_invites(s)
    return s


def pay_all(s):
    """Everybody who must lose tokens loses them (from his first base)."""
    while s.phase == "pay":
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, GAME.legal_actions(s, seat)[0])


def test_a_main_player_or_an_ally_may_doubt_the_opposing_main_player_before_cards():
    s = doubted([None, "skeptic", None], [[ATT[8]], [ATT[8]], [ATT[1]]])
    assert s.phase == "power" and s.point == "before_cards" and GAME.actors(s) == [1]
    assert [a.target for a in GAME.legal_actions(s, 1) if a.kind == "power"] == [0]
    s = doubted([None, None, "skeptic"], [[ATT[8]], [ATT[8]], [ATT[1]]], ally=2)
    assert GAME.actors(s) == [2] and [a.target for a in GAME.legal_actions(s, 2) if a.kind == "power"] == [1]
    s = doubted([None, None, "skeptic"], [[ATT[8]], [ATT[8]], [ATT[1]]])
    assert s.phase == "cards"                                # outside the challenge it has nobody to doubt


def test_the_doubted_player_concedes_or_double_doubts():
    s = doubted([None, "skeptic", None], [[ATT[8]], [ATT[8]], [ATT[1]]])
    events = do(s, 1, "power", power="skeptic", target=0)
    assert s.phase == "power_ask" and GAME.actors(s) == [0]
    assert {a.choice for a in GAME.legal_actions(s, 0)} == {"concede", "double"}
    assert GAME.describe_event(events[0], NAMES) == "Robin uses Doubter: doubts that Alex will win."
    labels = [GAME.action_label(s, a, NAMES) for a in GAME.legal_actions(s, 0)]
    assert labels == ["Doubter: agree and concede: your tokens go home and your turn is over",
                      "Doubter: double-doubt: whoever of you two loses, loses twice as many tokens"]


def test_a_conceding_offense_goes_home_and_its_turn_is_over():
    s = doubted([None, "skeptic", None], [[ATT[8]], [ATT[8]], [ATT[1]]], n=3)
    do(s, 1, "power", power="skeptic", target=0)
    events = do(s, 0, "answer", power="skeptic", choice="concede")
    assert len(tokens_at(s, 0, 0)) == 4 and warp_count(s, 0) == 0          # all home, nothing lost
    assert s.offense == 1 and s.challenge == 1                             # the next player's turn
    assert s.hands[0] == [ATT[8]] and s.hands[1] == [ATT[8]]              # no cards were played
    said = GAME.describe_event(next(e for e in events if e["kind"] == "power_answered"), NAMES)
    assert said == "Alex answers Doubter: agrees with Robin and concedes the challenge."


def test_a_conceding_defense_lets_the_offense_and_its_allies_land_beside_its_tokens():
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=["skeptic", None, None, None])
    to_the_cards(s, 5, 2, allies_off=[2], allies_def=[3])
    do(s, 0, "power", power="skeptic", target=1)
    do(s, 1, "answer", power="skeptic", choice="concede")
    assert len(tokens_at(s, 0, 5)) == 2 and len(tokens_at(s, 2, 5)) == 1 and len(tokens_at(s, 1, 5)) == 4
    assert not tokens_at(s, 3, DEFENSE) and len(tokens_at(s, 3, 15)) == 4 and not s.rewards
    assert s.phase == "second"                                               # a success: a second challenge


def test_double_doubt_the_doubter_losing_loses_twice_as_many():
    s = doubted(["skeptic", None, None], [[ATT[4]], [ATT[20]], [ATT[1]]], n=2)
    do(s, 0, "power", power="skeptic", target=1)
    do(s, 1, "answer", power="skeptic", choice="double")
    do(s, 0, "play", card=ATT[4])
    events = do(s, 1, "play", card=ATT[20])
    assert warp_count(s, 0) == 2 and s.phase == "pay" and GAME.actors(s) == [0]
    said = [GAME.describe_event(e, NAMES) for e in events if e["kind"] == "power_used"]
    assert "Alex uses Doubter: Alex loses 2 more tokens." in said
    pay_all(s)
    assert warp_count(s, 0) == 4 and warp_count(s, 1) == 0


def test_double_doubt_the_doubted_player_losing_loses_twice_as_many():
    s = doubted([None, "skeptic", None], [[ATT[4]], [ATT[20]], [ATT[1]]], n=3)
    do(s, 1, "power", power="skeptic", target=0)
    do(s, 0, "answer", power="skeptic", choice="double")
    do(s, 0, "play", card=ATT[4])
    do(s, 1, "play", card=ATT[20])
    assert GAME.actors(s) == [0]
    pay_all(s)
    assert warp_count(s, 0) == 6 and warp_count(s, 1) == 0


def test_double_doubted_tokens_go_to_the_warp_in_a_capture_challenge():
    # Prisoners seed: "'Double-doubted' tokens in a capture challenge go to Warp".
    s = doubted([None, "skeptic", None], [[ATT[4]], [ATT[20]], [ATT[1]]], n=2, destiny=CAPTURE + 1,
                prisoners=True)
    assert s.flags["capture"]
    do(s, 1, "power", power="skeptic", target=0)
    do(s, 0, "answer", power="skeptic", choice="double")
    do(s, 0, "play", card=ATT[4])
    do(s, 1, "play", card=ATT[20])
    pay_all(s)
    assert len(tokens_at(s, 0, prison(1))) == 2 and warp_count(s, 0) == 2


def test_a_failed_deal_doubles_both_main_players_losses():
    s = doubted(["skeptic", None, None], [[COMP], [COMP], [ATT[1]]], n=1)
    do(s, 0, "power", power="skeptic", target=1)
    do(s, 1, "answer", power="skeptic", choice="double")
    do(s, 0, "play", card=COMP)
    do(s, 1, "play", card=COMP)
    do(s, 0, "time_up")
    pay_all(s)
    assert warp_count(s, 0) == 6 and warp_count(s, 1) == 6
    s = doubted(["skeptic", None, None], [[COMP], [COMP], [ATT[1]]], n=1)
    do(s, 0, "power", power="skeptic", target=1)
    do(s, 1, "answer", power="skeptic", choice="double")
    do(s, 0, "play", card=COMP)
    do(s, 1, "play", card=COMP)
    do(s, 0, "deal_base", receiver=0, planet=5)
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    assert warp_count(s, 0) == 0 and warp_count(s, 1) == 0 and s.phase == "second"    # a deal costs nothing


def test_an_allied_doubter_whose_side_loses_loses_its_tokens_twice():
    s = doubted([None, None, "skeptic"], [[ATT[4]], [ATT[20]], [ATT[1]]], n=1, ally=2)
    do(s, 2, "power", power="skeptic", target=1)
    do(s, 1, "answer", power="skeptic", choice="double")
    do(s, 0, "play", card=ATT[4])
    do(s, 1, "play", card=ATT[20])
    pay_all(s)
    assert warp_count(s, 2) == 2 and warp_count(s, 0) == 1                  # the offense lost once only


def test_no_doubt_once_the_envoy_has_called_a_three_way_deal():
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=[None, None, "diplomat", "skeptic"])
    to_the_cards(s, 5, allies_off=[3])
    assert GAME.actors(s) == [2]
    do(s, 2, "power", power="diplomat", choice="intervene")
    assert s.phase == "negotiate"                                          # the Doubter was not asked


def test_only_the_challenges_own_losses_are_doubled():
    # Tokens lost before the resolution (the Stalker's strike) are not doubled.
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, "skeptic", "assassin"])
    do(s, 0, "aim", planet=5)
    do(s, 2, "power", power="assassin", planet=6)
    launch(s, 0, 1)
    no_invites(s)
    do(s, 1, "power", power="skeptic", target=0)
    do(s, 0, "answer", power="skeptic", choice="double")
    do(s, 0, "play", card=ATT[20])
    do(s, 1, "play", card=ATT[4])
    pay_all(s)
    assert warp_count(s, 1) == 1 + 4 + 4 and warp_count(s, 0) == 0
