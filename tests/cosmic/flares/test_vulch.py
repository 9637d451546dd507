"""The Scavenger's Flare (classic Vulch): at the start of a challenge, Wild takes the edict discarded last, Super
one edict or Flare of the Scavenger's choice from the discards; never a Prisoner Ruling (seed 001: "Super Vulch
does not salvage Prisoner Rulings")."""
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.content import CARDS, FLARE_CARD

from ..helpers import ATT
from .helpers import NAMES, flare_actions, flare_game, play_flare


def first(kind, key):
    return next(i for i, c in enumerate(CARDS) if c["type"] == kind and c.get("key") == key)


ZAP, CALM, GATE = first("edict", "cosmic_zap"), first("edict", "emotion_control"), first("edict", "mobius_tubes")
ROUND_UP = first("ruling", "take_prisoners")


def at_start(discard, **kw):
    """A game whose next challenge starts with these discards (the first is dealt with, then Robin's turn)."""
    s = flare_game(**kw)
    s.discard = list(discard)
    s.destiny.append(2)
    s.phase = None
    start_turn(s, 1)
    advance(s)
    return s


def test_wild_takes_the_edict_discarded_last():
    s = at_start([ZAP, ATT[8], CALM, ROUND_UP], flares={2: ["vulch"]}, prisoners=True)
    assert s.point == "start"
    offered = flare_actions(s, 2, "vulch", "wild")
    assert [a.pick for a in offered] == [CALM]
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Scavenger: take Edict: Calm from the discards"
    events = play_flare(s, 2, "vulch", "wild", pick=CALM)
    assert CALM in s.hands[2] and s.discard == [ZAP, ATT[8], ROUND_UP]
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam (Wild Scavenger): takes a card from the discards." in said, said


def test_no_edict_in_the_discards_no_flare():
    s = at_start([ATT[8], ROUND_UP], flares={2: ["vulch"]}, powers=[None, None, "vulch"], prisoners=True)
    assert not flare_actions(s, 2, "vulch")


def test_super_takes_an_edict_or_flare_of_its_choice_never_a_ruling():
    s = at_start([ZAP, GATE, FLARE_CARD["assassin"], ZAP, ROUND_UP], flares={2: ["vulch"], 0: ["vulch"]},
                 powers=[None, None, "vulch"], prisoners=True, mode="mayfair")
    assert not flare_actions(s, 2, "vulch", "wild")          # (Robin's turn: Sam is asked before Alex)
    picks = [a.pick for a in flare_actions(s, 2, "vulch", "super")]
    assert sorted(picks) == sorted([ZAP, GATE, FLARE_CARD["assassin"]]) and ROUND_UP not in picks
    play_flare(s, 2, "vulch", "super", pick=GATE)
    assert GATE in s.hands[2] and GATE not in s.discard
    assert not flare_actions(s, 0, "vulch", "super") and flare_actions(s, 0, "vulch", "wild")
