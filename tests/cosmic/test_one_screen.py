"""What the engine owes a table played at one screen: nobody learns from whose turn it is who holds a card,
private things reach only their players' events and views, and the view and the events say enough to draw
the challenge (after a load too)."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.content import CARDS
from rules.cosmic.powers.roster import POWERS
from rules.cosmic.state import prison

from .helpers import ATT, COMP, challenge, do, fresh, launch, no_invites, pass_to, to_the_cards


def edict(key):
    return next(i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == key)


# --- windows -------------------------------------------------------------------------------------------

def test_a_window_for_a_card_asks_everybody_with_cards_in_turn():
    blight = edict("plague")
    s = fresh(hands=[[ATT[8]], [ATT[8], ATT[20]], [blight]])
    # Red and Blue hold nothing to play, yet both are asked before Yellow: being asked tells nothing.
    assert s.phase == "power" and GAME.actors(s) == [0]
    assert GAME.legal_actions(s, 0) == [Action("power_pass")]
    do(s, 0, "power_pass")
    assert GAME.actors(s) == [1] and GAME.legal_actions(s, 1) == [Action("power_pass")]
    do(s, 1, "power_pass")
    assert GAME.actors(s) == [2] and any(a.kind == "edict" for a in GAME.legal_actions(s, 2))


def window_events(events):
    return [(ev["moment"], ev["seats"], ev["key"]) for ev in events if ev["kind"] == "window"]


def test_each_windows_moment_is_told_publicly_whether_or_not_anybody_is_asked():
    """A table at one screen shows every window the same way (scenes/table/claims.py): the "window" event names
    the moment and who might act from public facts only, whatever the hands hold, and whether or not the
    rules then ask anybody."""
    told = []
    for yellow in ([edict("plague")], [ATT[4]]):
        s = fresh(hands=[[ATT[8]], [ATT[8]], yellow], powers=["zombie", "macron", "pacifist"])
        while s.phase == "power":       # (the Blight opens the first windows in the rules: let them go by)
            do(s, GAME.actors(s)[0], "power_pass")
        events = do(s, 0, "aim", planet=5)
        while s.phase == "power":
            events += do(s, GAME.actors(s)[0], "power_pass")
        told.append(window_events(events))
    assert told[0] == told[1] and told[0][-1][:2] == ("aimed", [0, 1, 2])
    s = fresh(hands=[[ATT[8]], [], [ATT[4]]], powers=["zombie", "macron", "pacifist"])
    events = do(s, 0, "aim", planet=5) if s.phase == "aim" else []
    assert all(1 not in seats for _, seats, _ in window_events(events)), "an empty hand plays nothing: not named"
    s = fresh(hands=[[ATT[8]], [ATT[8]], [ATT[4]]])         # no power: only an edict could fit this moment
    assert window_events(do(s, 0, "aim", planet=5)) == [], "no edict is timed for the aimed cone: no moment"


def test_an_edict_s_countermand_moment_is_told_whoever_holds_a_countermand():
    told = []
    for robin in ([ATT[8], edict("card_zap")], [ATT[8], ATT[5]]):
        s = fresh(hands=[[ATT[8], edict("plague")], robin, [ATT[4]]])
        assert s.phase == "power"
        events = do(s, 0, "edict", card=edict("plague"), target=2)
        told.append(window_events(events))
    assert told[0] == told[1] and told[0][0][:2] == ("respond", [1, 2])


def test_a_player_without_cards_is_not_asked_and_a_window_of_powers_asks_their_holders_only():
    s = fresh(hands=[[ATT[8]], [], [ATT[1]]], powers=[None, None, "assassin"])
    do(s, 0, "aim", planet=5)
    assert GAME.actors(s) == [2], "no card can be played here: only the Stalker's power is offered"
    s = fresh(hands=[[ATT[8]], [], [edict("plague")]])
    assert pass_to(s, 2) == [0], "Blue's hand is empty (public): he is not asked"


def test_the_countermand_window_asks_everybody_with_cards():
    calm, counter = edict("emotion_control"), edict("card_zap")
    s = fresh(hands=[[ATT[8], ATT[4]], [ATT[10], counter], [calm]])
    challenge(s, 5, ATT[8], ATT[10])
    pass_to(s, 2)
    do(s, 2, "edict", card=calm)
    assert s.phase == "respond" and GAME.actors(s) == [0]
    assert GAME.legal_actions(s, 0) == [Action("no_countermand")], "Red has no Countermand, yet is asked"
    do(s, 0, "no_countermand")
    assert GAME.actors(s) == [1] and Action("countermand") in GAME.legal_actions(s, 1)


def test_no_countermand_window_when_nobody_holds_one():
    calm = edict("emotion_control")
    s = fresh(hands=[[ATT[8], ATT[4]], [ATT[10], ATT[5]], [calm]])
    challenge(s, 5, ATT[8], ATT[10])
    pass_to(s, 2)
    do(s, 2, "edict", card=calm)
    assert s.phase != "respond"


def test_the_curtain_depends_on_the_phase_never_on_the_hand():
    private = {"cards", "kickers", "power", "respond", "negotiate", "deal_give"}
    for hands in ([[ATT[8]], [ATT[8]], [ATT[1]]], [[edict("plague")], [COMP], [ATT[1]]]):
        s = fresh(hands=[list(h) for h in hands])
        seen = set()
        while GAME.actors(s) and len(seen) < 8:
            seat = GAME.actors(s)[0]
            assert GAME.private_decision(s, seat) == (s.phase in private), s.phase
            seen.add(s.phase)
            GAME.apply(s, seat, GAME.legal_actions(s, seat)[-1])
    s = fresh()
    assert s.phase == "aim" and not GAME.private_decision(s, 0)


# --- private things stay private ------------------------------------------------------------------------

def test_after_the_tricksters_swap_each_player_still_sees_only_his_own_card():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, None, "sorcerer"])
    challenge(s, 5, ATT[4], ATT[20])
    assert s.phase == "power" and GAME.actors(s) == [2]
    POWERS["sorcerer"].use(s, 2, Action("power", power="sorcerer", choice="swap"))
    assert s.played == [ATT[20], ATT[4]]
    assert GAME.view(s, 0)["played"] == ["hidden", ATT[4]], "Red sees his own card, now on the defense's side"
    assert GAME.view(s, 1)["played"] == [ATT[20], "hidden"]
    assert GAME.view(s, 2)["played"] == ["hidden", "hidden"]


def test_the_swappers_new_hands_are_private_events():
    s = fresh(hands=[[ATT[4]], [ATT[20], ATT[5]], [ATT[1]]], powers=["trader", None, None])
    to_the_cards(s, 5)
    events = do(s, 0, "power", power="trader", choice="swap")
    got = {ev["seat"]: ev for ev in events if ev["kind"] == "hand_received"}
    assert got[0]["seen_by"] == [0] and sorted(got[0]["cards"]) == sorted([ATT[20], ATT[5]])
    assert got[1]["seen_by"] == [1] and got[1]["cards"] == [ATT[4]]
    names = ["Ann", "Bo", "Cy"]
    assert "Attack" not in GAME.describe_event(got[0], names, 2)
    assert "Attack 20" in GAME.describe_event(got[0], names, 0)


def test_a_believed_bluff_taken_by_the_pickpocket_is_never_shown():
    s = fresh(hands=[[ATT[4]], [ATT[10]], [ATT[1]]], powers=["gambler", "filch", None])
    challenge(s, 5, ATT[4], ATT[10])
    do(s, 0, "power", power="gambler", claim=40)
    events = do(s, 1, "believe")
    used = [ev for ev in events if ev["kind"] == "power_used" and ev["power"] == "filch"]
    kept = next(ev for ev in events if ev["kind"] == "card_kept")
    assert used and "card" not in used[0]
    assert kept["seat"] == 1 and kept["card"] == ATT[4] and kept["seen_by"] == [1]
    names = ["Ann", "Bo", "Cy"]
    for viewer in (0, 2, None):
        line = GAME.describe_event(kept, names, viewer)
        assert "Attack 4" not in line or viewer == 0, line      # (Red knows his own card)
    assert ATT[4] not in GAME.view(s, 2)["discard"] and ATT[4] in s.hands[1]


def test_a_card_taken_openly_is_shown_to_all():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=["filch", None, None])
    events = challenge_events(s, ATT[20], ATT[4])
    kept = next(ev for ev in events if ev["kind"] == "card_kept")
    assert "seen_by" not in kept and kept["card"] == ATT[4]


def challenge_events(s, off_card, def_card):
    return challenge(s, 5, off_card, def_card)


# --- events that say enough -----------------------------------------------------------------------------

def test_discards_say_where_their_cards_come_from():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], kickers="both")
    to_the_cards(s, 5)
    kicker = next(c for c in range(len(CARDS)) if CARDS[c]["type"] == "kicker")
    s.hands[0].append(kicker)
    do(s, 0, "kicker", card=kicker)
    do(s, 1, "no_kicker")
    do(s, 0, "play", card=ATT[20])
    events = do(s, 1, "play", card=ATT[4])
    discards = [(ev["frm"], ev.get("slot"), ev["cards"]) for ev in events if ev["kind"] == "cards_discarded"]
    assert ("played", 0, [ATT[20]]) in discards and ("played", 1, [ATT[4]]) in discards
    assert ("kicker", 0, [kicker]) in discards
    blight = edict("plague")
    s = fresh(hands=[[ATT[8]], [ATT[8], COMP, ATT[20]], [blight]])
    pass_to(s, 2)
    events = do(s, 2, "edict", card=blight, target=1)
    froms = {(ev["frm"], ev["seat"]) for ev in events if ev["kind"] == "cards_discarded"}
    assert ("hand", 1) in froms and ("table", 2) in froms


def test_each_challenge_ends_with_an_event():
    s = fresh(hands=[[ATT[20], ATT[8]], [ATT[4]], [ATT[1]]])
    events = challenge_events(s, ATT[20], ATT[4])
    ended = [ev for ev in events if ev["kind"] == "challenge_ended"]
    assert len(ended) == 1 and ended[0]["seat"] == 0 and ended[0]["success"]
    kinds = [ev["kind"] for ev in events]
    assert kinds.index("challenge_ended") > max(i for i, k in enumerate(kinds) if k == "cards_discarded")


def test_the_seers_look_lasts_one_challenge():
    s = fresh(hands=[[ATT[8], ATT[20]], [ATT[10], COMP], [ATT[1]]], powers=["mind", None, None])
    do(s, 0, "aim", planet=5)
    assert GAME.view(s, 0)["seen"]
    launch(s, 0, 1)
    no_invites(s)
    do(s, 0, "play", card=ATT[20])
    do(s, 1, "play", card=ATT[10])
    assert s.challenge == 1 and s.phase == "second"
    do(s, 0, "end_turn")
    assert GAME.view(s, 0)["seen"] == []


def test_the_view_holds_what_the_table_draws_of_the_challenge():
    s = fresh(hands=[[ATT[15]], [ATT[4]], [ATT[1]]])
    do(s, 0, "aim", planet=5)
    v = GAME.view(s, 2)
    assert v["capture"] is False and v["revealed"] is False and v["winner"] is None and v["totals"] is None
    launch(s, 0, 2)
    no_invites(s)
    do(s, 0, "play", card=ATT[15])
    events = do(s, 1, "play", card=ATT[4])
    tot = next(ev for ev in events if ev["kind"] == "totals")
    assert tot["parts"] == [{"card": 15, "tokens": 2, "allies": 0, "powers": 0, "total": 17},
                            {"card": 4, "tokens": 4, "allies": 0, "powers": 0, "total": 8}]


def test_the_view_says_why_a_power_is_off_and_how_many_offers_are_left():
    s = fresh(hands=[[ATT[8]], [ATT[6]], [edict("cosmic_zap")]], powers=["macron", "zombie", None])
    assert GAME.view(s, 1)["powers"][0]["off"] is None
    pass_to(s, 2)
    do(s, 2, "edict", card=edict("cosmic_zap"), target=0)
    assert GAME.view(s, 1)["powers"][0] == dict(GAME.view(s, 1)["powers"][0], active=False, off="blackout")
    s.loc[20:40] = [5] * 10 + [6] * 10          # Blue keeps two home planets: his power stops
    assert GAME.view(s, 0)["powers"][1]["off"] == "home_bases"
    s = fresh(hands=[[COMP], [COMP], [ATT[1]]])
    challenge(s, 5, COMP, COMP)
    assert GAME.view(s, 2)["deal"]["left"] == [3, 3]
    do(s, 0, "deal_pass")
    assert GAME.view(s, 2)["deal"]["left"] == [2, 3]


def test_the_view_names_the_prisoner_colour_the_fever_takes():
    card = next(i for i, c in enumerate(CARDS) if c["type"] == "ruling" and c["key"] == "prison_deaths")
    s = fresh(hands=[[ATT[8]], [ATT[8]], [card]], prisoners=True, placed={0: prison(1), 20: prison(2)})
    pass_to(s, 2)
    do(s, 2, "ruling", card=card)
    assert s.phase == "deaths" and GAME.view(s, 0)["deaths_colour"] == 0
