"""Demolisher (classic Terrorist): when the offense wins against a planet of the Demolisher's, once the winners
have landed it may set off one of its three bombs: every token on that planet goes to the Warp."""
from rules.core import Action, i18n
from rules.cosmic import GAME
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import WARP, prison, tokens_at

from ..helpers import ATT, challenge, do, fresh, invites_done, launch, play_cards

BOMB = {"power": "terrorist"}


def landed_on_blue(powers, off_card=ATT[20], def_card=ATT[4], n=2, ally=0, lasting=None, **kw):
    """Red attacks blue's planet 5 with n tokens (yellow joins the offense with `ally` tokens)."""
    s = fresh(hands=[[off_card, ATT[8]], [def_card], [ATT[1]]], powers=powers, **kw)
    s.lasting = lasting or {}
    do(s, 0, "aim", planet=5)
    launch(s, 0, n)
    if ally:
        do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    invites_done(s, 1)
    for _ in range(ally):
        do(s, 2, "ally", side="offense", planet=10)
    if s.phase == "answers":
        do(s, 2, "ally_done" if ally else "decline")
    play_cards(s, off_card, def_card)
    return s


def test_the_defending_demolisher_bombs_the_winners_who_just_landed():
    s = landed_on_blue([None, "terrorist", None], ally=1)
    assert s.phase == "power" and s.point == "resolved" and GAME.actors(s) == [1]
    assert len(tokens_at(s, 0, 5)) == 2 and len(tokens_at(s, 2, 5)) == 1 and not tokens_at(s, 1, 5)
    assert GAME.legal_actions(s, 1) == [Action("power", bomb=5, **BOMB), Action("power_pass")]
    events = do(s, 1, "power", bomb=5, **BOMB)
    assert not any(w == 5 for w in s.loc)
    assert len(tokens_at(s, 0, WARP)) == 2 and len(tokens_at(s, 2, WARP)) == 1
    assert s.lasting["terrorist"] == {"1": 1}
    used = next(e for e in events if e["kind"] == "power_used")
    assert used["detail"] == "sets off a bomb: two left"
    # The offense still won: it may have its second challenge.
    assert s.phase == "second" and GAME.actors(s) == [0]


def test_passing_keeps_the_bomb_and_the_winners_keep_the_planet():
    s = landed_on_blue([None, "terrorist", None])
    do(s, 1, "power_pass")
    assert len(tokens_at(s, 0, 5)) == 2 and "terrorist" not in s.lasting


def test_no_bomb_when_the_defense_wins():
    s = landed_on_blue([None, "terrorist", None], off_card=ATT[4], def_card=ATT[20])
    assert not (s.phase == "power" and s.point == "resolved")
    assert len(tokens_at(s, 1, 5)) == 4


def test_no_bomb_on_a_planet_that_is_not_the_demolishers():
    s = landed_on_blue([None, None, "terrorist"])
    assert not (s.phase == "power" and s.point == "resolved")


def test_a_demolisher_with_a_base_on_the_planet_may_bomb_it_and_loses_its_own_tokens_too():
    s = fresh(hands=[[ATT[20], ATT[8]], [ATT[4]], [ATT[1]]], powers=[None, None, "terrorist"])
    s.loc[40] = 5                       # yellow has a base on blue's planet 5
    challenge(s, 5, ATT[20], ATT[4], n=2)
    assert s.phase == "power" and GAME.actors(s) == [2]
    do(s, 2, "power", bomb=5, **BOMB)
    assert s.loc[40] == WARP and len(tokens_at(s, 0, WARP)) == 2


def test_an_ally_of_the_winning_offense_sets_off_no_bomb():
    s = landed_on_blue([None, None, "terrorist"], ally=1)
    assert len(tokens_at(s, 2, 5)) == 1 and not (s.phase == "power" and s.point == "resolved")


def test_three_bombs_a_game():
    s = landed_on_blue([None, "terrorist", None], lasting={"terrorist": {"1": 2}})
    events = do(s, 1, "power", bomb=5, **BOMB)
    assert next(e for e in events if e["kind"] == "power_used")["detail"] == "sets off its last bomb"
    s = landed_on_blue([None, "terrorist", None], lasting={"terrorist": {"1": 3}})
    assert not (s.phase == "power" and s.point == "resolved")
    assert len(tokens_at(s, 0, 5)) == 2


def test_in_a_capture_challenge_the_winner_takes_prisoners_and_lands_before_the_bomb_sends_all_to_the_warp():
    # Prisoners: "winning player takes prisoners, then lands on the planet; only then do bombs go off and send
    # all tokens on the planet to the Warp".
    s = landed_on_blue([None, "terrorist", None], prisoners=True, destiny=CAPTURE + 1)
    assert s.flags["capture"]
    assert len(tokens_at(s, 1, prison(0))) == 4 and len(tokens_at(s, 0, 5)) == 2
    do(s, 1, "power", bomb=5, **BOMB)
    assert len(tokens_at(s, 0, WARP)) == 2 and not tokens_at(s, 0, prison(1))
    assert len(tokens_at(s, 1, prison(0))) == 4          # the prisoners stay taken


def test_undying_tokens_go_home_from_a_bomb():
    s = landed_on_blue(["zombie", "terrorist", None])
    do(s, 1, "power", bomb=5, **BOMB)
    assert not tokens_at(s, 0, WARP) and len(tokens_at(s, 0, 0)) == 4


def test_the_bomb_reads_well_in_both_languages():
    s = landed_on_blue([None, "terrorist", None])
    a = Action("power", bomb=5, **BOMB)
    assert GAME.action_label(s, a, ["Ann", "Bob", "Cy"]) == "Use Demolisher: set off a bomb on Bob's planet 1"
    i18n.set_language("pl")
    try:
        assert GAME.action_label(s, a, ["Ala", "Olek", "Ewa"]) == \
            "Moc Burzyciel: zdetonuj bombę na planecie 1 (Olek)"
    finally:
        i18n.set_language("en")
    lines = [GAME.describe_event(ev, ["Ann", "Bob", "Cy"]) for ev in do(s, 1, "power", bomb=5, **BOMB)]
    assert "Bob uses Demolisher: sets off a bomb: two left." in lines, lines
    assert "2 of Ann's tokens move from Bob's planet 1 to the Warp (bombed)." in lines, lines
