"""The Tollkeeper's Flare (classic Assessor): Wild holds one of the offense's tokens until the next challenge (not a
prisoner: seed 001, "Wild Assessor captured tokens are not prisoners"), one more for a defender's total; Super
makes each token the Tollkeeper holds add one more to its total."""
from rules.cosmic import GAME
from rules.cosmic.flares import playing
from rules.cosmic.state import HELD, bases, prison

from ..helpers import ATT, do, launch, no_invites, play_cards
from .helpers import NAMES, flare_actions, flare_game, pass_until, pass_window, play_flare, totals_of


def cards(s, off, dfn):
    """Both cards played, then everybody passes until the next challenge has started: the events."""
    number = s.challenges
    events = do(s, 0, "play", card=off) + do(s, 1, "play", card=dfn)
    events += pass_window(s)
    assert s.challenges > number, s.phase
    return events


def test_wild_holds_an_offense_token_adds_one_for_the_defender_and_gives_it_back_next_challenge():
    s = flare_game(flares={1: ["assessor"]})
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 1, "assessor", "wild")
    assert {a.planet for a in offered} == {0, 1, 2, 3, 4}
    assert GAME.action_label(s, offered[1], NAMES) == "Play Wild Tollkeeper: hold a token from Alex's planet 2 (Alex)"
    events = play_flare(s, 1, "assessor", "wild", planet=1)
    t = next(t for t in range(20) if s.loc[t] == HELD - 1)
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Robin (Wild Tollkeeper): holds a token of Alex as toll until the next challenge." in said, said
    pass_window(s)
    launch(s, 0, 1)
    no_invites(s)
    events = cards(s, ATT[8], ATT[8])
    assert totals_of(events)["defense"] == 8 + 4 + 1
    assert s.loc[t] in bases(s, 0) and "flare_toll" not in s.lasting and "flares_waiting" not in s.lasting


def test_wild_is_not_for_the_offense_nor_for_the_tollkeeper():
    s = flare_game(flares={0: ["assessor"], 2: ["assessor"]}, powers=[None, None, "assessor"])
    do(s, 0, "aim", planet=5)
    assert not playing.offers(s, 0, "aimed")
    assert not [a for a in playing.offers(s, 2, "aimed") if a.half == "wild"]


def test_wild_held_token_is_no_prisoner_in_a_capture_challenge():
    s = flare_game(flares={2: ["assessor"]}, prisoners=True)
    s.flags["capture"] = True
    do(s, 0, "aim", planet=5)
    play_flare(s, 2, "assessor", "wild", planet=3)
    t = next(t for t in range(20) if s.loc[t] == HELD - 2)
    pass_window(s)
    launch(s, 0, 1)
    no_invites(s)
    cards(s, ATT[8], ATT[8])                # the defense won: the launched token is Robin's prisoner
    assert s.loc[t] not in (prison(1), prison(2)) and s.loc[t] in bases(s, 0)


def test_super_makes_each_held_token_count_one_more():
    s = flare_game(flares={1: ["assessor"]}, powers=[None, "assessor", None])
    do(s, 0, "aim", planet=5)
    do(s, 1, "power", power="assessor", planet=0)           # the power's toll: one token held
    pass_window(s)
    launch(s, 0, 1)
    no_invites(s)
    play_cards(s, ATT[8], ATT[8])
    pass_until(s, "revealed")
    assert not flare_actions(s, 1, "assessor", "wild")
    events = play_flare(s, 1, "assessor", "super") + pass_window(s)
    assert totals_of(events)["defense"] == 8 + 4 + 1 + 1
