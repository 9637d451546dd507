"""The Hypnotist's Flare (classic Mesmer): Wild works an edict lying in the discards, one the player could play at
that moment (the card stays there); Super: for the rest of the challenge, no Countermand may cancel an edict the
Hypnotist turns into another."""
from rules.cosmic import GAME
from rules.cosmic.content import CARDS

from ..helpers import ATT, do
from .helpers import NAMES, flare_actions, flare_game, pass_until, pass_window, play_flare, to_the_reveal


def edict(key):
    return next(i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == key)


BLACKOUT, WARP_GATE, CALM, COUNTER, BLIGHT = (edict(k) for k in ("cosmic_zap", "mobius_tubes", "emotion_control",
                                                                  "card_zap", "plague"))
CLEMENCY = next(i for i, c in enumerate(CARDS) if c["type"] == "ruling" and c["key"] == "general_amnesty")


def test_wild_works_a_blackout_lying_in_the_discards_and_the_card_stays_there():
    s = flare_game(flares={2: ["mesmer"]}, powers=[None, "mind", None])
    s.discard += [WARP_GATE, CLEMENCY, BLIGHT, BLACKOUT]
    do(s, 0, "aim", planet=5)
    offered = flare_actions(s, 2, "mesmer", "wild")
    assert [(a.edict, a.target) for a in offered] == [(BLACKOUT, 1)]      # a Blight is not timed for now
    assert GAME.action_label(s, offered[0], NAMES) == "Play Wild Hypnotist: work Blackout from the discards on Robin"
    events = play_flare(s, 2, "mesmer", "wild", edict=BLACKOUT, target=1)
    assert 1 in s.flags["zapped"] and s.discard[-4:] == [WARP_GATE, CLEMENCY, BLIGHT, BLACKOUT]
    said = [GAME.describe_event(e, NAMES) for e in events]
    assert "Sam (Wild Hypnotist): works an edict lying in the discards." in said, said


def test_wild_is_not_offered_without_a_playable_edict_in_the_discards_nor_to_the_hypnotist():
    s = flare_game(flares={2: ["mesmer"]}, powers=[None, "mind", None])
    s.discard += [WARP_GATE, CLEMENCY]                 # a Ruling is no edict (Prisoners notes on the Hypnotist)
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 2, "mesmer")
    s = flare_game(flares={2: ["mesmer"]}, powers=[None, "mind", "mesmer"])
    s.discard += [BLACKOUT]
    pass_window(s)                                      # (the start: the Super half may be played there)
    do(s, 0, "aim", planet=5)
    assert not flare_actions(s, 2, "mesmer", "wild") and flare_actions(s, 2, "mesmer", "super")


def calm_changed(super_flare):
    """Red plays Calm once the cards are revealed; the Hypnotist (Sam) turns it into a Blackout on Robin, who holds
    a Countermand. With `super_flare` Sam played his Super Hypnotist at the start of the challenge."""
    s = flare_game(flares={2: ["mesmer"]}, powers=[None, "mind", "mesmer"],
                   hands=[[ATT[8], CALM], [ATT[4], COUNTER], [ATT[8]]])
    assert s.point == "start"
    if super_flare:
        play_flare(s, 2, "mesmer", "super")
    pass_window(s)
    to_the_reveal(s, ATT[8], ATT[4])
    pass_until(s, "revealed")
    assert s.point == "revealed" and GAME.actors(s) == [0]
    do(s, 0, "edict", card=CALM)
    assert GAME.actors(s) == [2]
    return s, do(s, 2, "power", power="mesmer", into="cosmic_zap", target=1)


def test_super_no_countermand_may_cancel_an_edict_the_hypnotist_changes():
    s, events = calm_changed(super_flare=True)
    assert s.phase != "respond" and 1 in s.flags["zapped"] and COUNTER in s.hands[1]
    s, events = calm_changed(super_flare=False)
    assert s.phase == "respond" and GAME.actors(s) == [1]         # without it Robin may countermand


def test_super_label_and_log():
    s = flare_game(flares={2: ["mesmer"]}, powers=[None, "mind", "mesmer"])
    offered = flare_actions(s, 2, "mesmer", "super")
    assert GAME.action_label(s, offered[0], NAMES) == "Play Super Hypnotist: play it"
    said = [GAME.describe_event(e, NAMES) for e in play_flare(s, 2, "mesmer", "super")]
    assert "Sam (Super Hypnotist): no Countermand may cancel an edict it changes this challenge." in said, said
