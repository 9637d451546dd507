"""Hypnotist (classic Mesmer): when another player plays an edict, it may turn it into another edict that
player could play at that moment; Prisoner Rulings are out of its reach."""
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.content import CARDS
from rules.cosmic.state import WARP, prison

from ..helpers import ATT, do, pass_to

EDICTS = {c["key"] for c in CARDS if c["type"] == "edict"}


def card_of(key):
    return next(i for i, c in enumerate(CARDS) if c.get("key") == key)


BLIGHT, WARP_GATE, COUNTERMAND = card_of("plague"), card_of("mobius_tubes"), card_of("card_zap")


def changes(s, seat):
    return sorted((a.into, a.get("target")) for a in GAME.legal_actions(s, seat) if a.kind == "power")


def start(hands, powers=(None, None, "mesmer"), jailed=(), **opts):
    """Red's challenge at its start window, with two of Red's and one of Blue's tokens in the Warp (as
    helpers.fresh, with the board set before the window opens); `jailed`: (token, holder) prisoners."""
    s = GAME.setup(3, dict(opts, powers=list(powers)), 1)
    s.hands = [list(h) for h in hands]
    s.destiny.append(1)
    for t in (3, 4, 25):
        s.loc[t] = WARP
    for t, holder in jailed:
        s.loc[t] = prison(holder)
    s.phase = None
    start_turn(s, 0)
    advance(s)
    assert s.phase == "power" and s.point == "start"
    return s


def test_the_hypnotist_turns_an_edict_into_another_one_playable_then():
    s = start([[BLIGHT, ATT[8]], [ATT[8]], [ATT[1], ATT[4]]])
    do(s, 0, "edict", card=BLIGHT, target=2)
    assert s.phase == "respond" and GAME.actors(s) == [2]
    # A Blackout on a working power other than Red's, or a Warp Gate (Red is the offense, the Warp is not
    # empty); never the Blight itself, never a Countermand or a Prisoner Ruling.
    assert changes(s, 2) == [("cosmic_zap", 2), ("mobius_tubes", None)]
    assert {into for into, _ in changes(s, 2)} <= EDICTS
    events = do(s, 2, "power", power="mesmer", into="mobius_tubes")
    assert any(e["kind"] == "power_used" and e.get("into") == "mobius_tubes" for e in events)
    assert WARP not in s.loc                              # the Warp Gate worked
    assert len(s.hands[2]) == 2 and not s.flags.get("pay")      # the Blight did not
    assert BLIGHT in s.discard


def test_only_an_edict_its_player_could_play_at_that_moment():
    s = start([[ATT[8]], [BLIGHT, ATT[8]], [ATT[1]]])
    pass_to(s, 1)
    do(s, 1, "edict", card=BLIGHT, target=0)
    assert changes(s, 2) == [("cosmic_zap", 2)]          # Blue is not the offense: no Warp Gate


def test_the_hypnotist_picks_the_target_of_the_new_edict():
    s = start([[WARP_GATE, ATT[8]], [ATT[8]], [ATT[1]]], powers=(None, "calculator", "mesmer"))
    do(s, 0, "edict", card=WARP_GATE)
    assert changes(s, 2) == [("cosmic_zap", 1), ("cosmic_zap", 2), ("plague", 1), ("plague", 2)]
    do(s, 2, "power", power="mesmer", into="cosmic_zap", target=1)
    assert 1 in s.flags["zapped"] and s.loc[3] == WARP  # the Leveller is switched off; the Warp stays


def test_it_answers_first_and_a_countermand_then_answers_the_changed_edict():
    s = start([[BLIGHT, ATT[8]], [COUNTERMAND], [ATT[1]]])
    do(s, 0, "edict", card=BLIGHT, target=1)
    assert GAME.actors(s) == [2]                         # before Blue, who sits earlier in turn order
    do(s, 2, "power", power="mesmer", into="mobius_tubes")
    assert GAME.actors(s) == [1]
    do(s, 1, "countermand")
    assert s.loc[3] == WARP and s.hands[1] == []         # the changed edict was cancelled


def test_it_is_asked_with_an_empty_hand_and_may_let_the_edict_stand():
    s = start([[BLIGHT, ATT[8]], [ATT[8]], []])
    do(s, 0, "edict", card=BLIGHT, target=1)
    assert GAME.actors(s) == [2] and GAME.open_window(s)["seats"] == [2]
    do(s, 2, "no_countermand")
    assert s.flags["pay"][0][:2] == [1, 3]              # the Blight works: Blue loses three tokens


def test_not_its_own_edicts():
    s = start([[ATT[8]], [ATT[8]], [BLIGHT, ATT[1]]])
    pass_to(s, 2)
    do(s, 2, "edict", card=BLIGHT, target=1)
    assert s.phase != "respond" and s.flags["pay"][0][:2] == [1, 3]


def test_prisoner_rulings_are_out_of_its_reach():
    """Seed (Prisoners): "MESMER [E] -- Does not affect Prisoner Rulings; may not turn Edicts into Rulings"."""
    amnesty = card_of("general_amnesty")
    s = start([[amnesty, ATT[8]], [ATT[8]], [ATT[1]]], jailed=[(26, 0)], prisoners=True)   # Blue's, held by Red
    events = do(s, 0, "ruling", card=amnesty)
    assert s.phase != "respond" and not any(e["kind"] == "power_used" for e in events)
    assert s.loc[26] >= 0                                # the Clemency freed him


def test_the_hypnotist_reads_well_in_both_languages():
    from ..test_polish import NAMES, check_polish, polish_and_english, reasons_and_details
    s = start([[WARP_GATE, ATT[8]], [ATT[8]], [ATT[1]]], powers=(None, "calculator", "mesmer"))
    do(s, 0, "edict", card=WARP_GATE)
    offers = [a for a in GAME.legal_actions(s, 2) if a.kind == "power"]
    labels = sorted(GAME.action_label(s, a, NAMES) for a in offers)
    assert labels[0] == "Use Hypnotist: turn the edict into Blackout on Ewa"
    for a in offers:
        pl, en = polish_and_english(lambda: GAME.action_label(s, a, NAMES))
        check_polish(pl, en, "label")
    for a in offers:
        t = GAME.clone(s)
        for ev in GAME.apply(t, 2, a):
            if ev["kind"] == "power_used":
                reasons_and_details(ev)
                pl, en = polish_and_english(lambda: GAME.describe_event(ev, NAMES))
                check_polish(pl, en, ev["kind"])
