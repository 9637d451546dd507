"""Arbiter (classic Judge): in a challenge it is not a main player in, it imposes one fiat from a fixed menu once
the cone is aimed; the fiat is public and carried out when the challenge has a winner."""
from rules.cosmic import GAME
from rules.cosmic.content import CARDS
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import prison, tokens_at

from ..helpers import ATT, COMP, do, fresh, invites_done, launch, pass_to, play_cards, warp_count


def fiats(s, seat):
    return sorted(a.fiat for a in GAME.legal_actions(s, seat) if a.kind == "power")


def aim_and_impose(s, fiat, arbiter=2):
    """Offense (seat 0) aims at planet 5; the Arbiter imposes `fiat` in the aimed window."""
    pass_to(s, None)                   # (windows where a card in hand might be played)
    do(s, 0, "aim", planet=5)
    pass_to(s, arbiter)
    events = do(s, arbiter, "power", power="judge", fiat=fiat)
    pass_to(s, None)
    return events


def plain_challenge(s, off_card, def_card, n=1):
    launch(s, 0, n)
    invites_done(s, 0)
    invites_done(s, 1)
    play_cards(s, off_card, def_card)


def test_the_menu_is_offered_once_the_cone_is_aimed_to_an_arbiter_who_is_no_main_player():
    s = fresh(powers=[None, None, "judge"])
    do(s, 0, "aim", planet=5)
    assert s.phase == "power" and s.point == "aimed" and GAME.actors(s) == [2]
    assert fiats(s, 2) == ["allies", "bounty", "spoils", "toll"]      # no Prisoners: no release
    s = fresh(powers=["judge", None, None])
    do(s, 0, "aim", planet=5)
    assert s.phase == "launch"                                          # a main player: no fiat


def test_the_fiat_is_public_and_only_one_per_challenge():
    s = fresh(powers=[None, None, "judge"])
    events = aim_and_impose(s, "toll")
    used = [e for e in events if e["kind"] == "power_used"]
    assert used and "seen_by" not in used[0] and used[0]["fiat"] == "toll"
    assert GAME.describe_event(used[0], ["Ann", "Bob", "Cy"]) == \
        "Cy uses Arbiter: imposes a fiat: the loser will lose one more token to the Warp."
    assert s.phase == "launch"                  # the window closed: no second fiat


def test_spoils_the_loser_gives_the_winner_a_card_at_random():
    s = fresh(hands=[[ATT[20], ATT[5]], [ATT[4], ATT[6]], [ATT[1]]], powers=[None, None, "judge"])
    aim_and_impose(s, "spoils")
    plain_challenge(s, ATT[20], ATT[4])
    assert len(s.hands[0]) == 2 and s.hands[1] == [] and ATT[6] in s.hands[0]


def test_bounty_the_winner_draws_a_card():
    s = fresh(hands=[[ATT[4], ATT[5]], [ATT[20], ATT[6]], [ATT[1]]], powers=[None, None, "judge"])
    aim_and_impose(s, "bounty")
    plain_challenge(s, ATT[4], ATT[20])
    assert len(s.hands[1]) == 2 and len(s.hands[0]) == 1


def test_toll_the_loser_loses_one_more_token_from_a_base():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, None, "judge"])
    aim_and_impose(s, "toll")
    plain_challenge(s, ATT[4], ATT[20])
    assert s.phase == "pay" and GAME.actors(s) == [0]
    do(s, 0, "lose", planet=1)
    assert warp_count(s, 0) == 1 + 1


def test_a_fiat_never_imprisons_the_toll_goes_to_the_warp_in_a_capture_challenge():
    """Seed (Prisoners): "Fiat may not cause tokens to be imprisoned"."""
    s = fresh(destiny=CAPTURE + 1, prisoners=True, hands=[[ATT[4]], [ATT[20]], [ATT[1]]],
              powers=[None, None, "judge"])
    assert s.flags["capture"]
    aim_and_impose(s, "toll")
    plain_challenge(s, ATT[4], ATT[20])
    do(s, 0, "lose", planet=1)
    assert len([t for t, w in enumerate(s.loc) if w == prison(1)]) == 1      # the beaten token only
    assert warp_count(s, 0) == 1                                               # the toll


def test_release_the_loser_frees_the_winners_prisoners():
    """Seed (Prisoners): "Fiats may involve prisoners, i.e., loser gives winner all the tokens he has
    imprisoned"."""
    s = fresh(prisoners=True, hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, None, "judge"])
    for t in (10, 11):                         # two of Red's tokens sit in Blue's Prison
        s.loc[t] = prison(1)
    s.loc[45] = prison(1)                      # and one of Yellow's
    do(s, 0, "aim", planet=5)
    pass_to(s, 2)
    assert "release" in fiats(s, 2)
    do(s, 2, "power", power="judge", fiat="release")
    while s.phase == "negotiate":              # the prisoner exchange: nobody proposes
        do(s, GAME.actors(s)[0], "deal_pass")
    plain_challenge(s, ATT[20], ATT[4])
    assert [t for t, w in enumerate(s.loc) if w == prison(1)] == [45]
    assert s.loc[10] >= 0 and s.loc[11] >= 0


def test_release_is_not_offered_without_prisoners_between_the_two():
    s = fresh(prisoners=True, powers=[None, None, "judge"])
    do(s, 0, "aim", planet=5)
    pass_to(s, 2)
    assert "release" not in fiats(s, 2)


def test_allies_an_offensive_ally_goes_home_instead_of_staying():
    s = fresh(hands=[[ATT[20]], [ATT[4]], [ATT[1]]], powers=[None, None, "judge"])
    aim_and_impose(s, "allies")
    launch(s, 0, 1)
    do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    invites_done(s, 1)
    do(s, 2, "ally", side="offense", planet=11)
    do(s, 2, "ally_done")
    play_cards(s, ATT[20], ATT[4])
    assert tokens_at(s, 2, 5) == [] and len(tokens_at(s, 2, 11)) == 4
    assert len(tokens_at(s, 0, 5)) == 1                # the offense itself lands


def test_allies_a_defensive_ally_takes_no_rewards():
    s = fresh(hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, None, "judge"])
    aim_and_impose(s, "allies")
    launch(s, 0, 1)
    invites_done(s, 0)
    do(s, 1, "invite", seat=2)
    invites_done(s, 1)
    do(s, 2, "ally", side="defense", planet=11)
    do(s, 2, "ally_done")
    play_cards(s, ATT[4], ATT[20])
    assert s.phase != "rewards" and len(s.hands[2]) == 1 and len(tokens_at(s, 2, 11)) == 4


def test_a_deal_has_no_winner_and_the_fiat_lapses():
    s = fresh(hands=[[COMP, ATT[4]], [COMP, ATT[5]], [ATT[1]]], powers=[None, None, "judge"])
    aim_and_impose(s, "bounty")
    plain_challenge(s, COMP, COMP)
    do(s, 0, "deal_cards", giver=0, receiver=1, card=ATT[4])
    do(s, 0, "deal_offer")
    do(s, 1, "accept")
    assert len(s.hands[0]) == 0 and len(s.hands[1]) == 2        # the deal's card only, no draw


def test_a_blackout_on_the_arbiter_voids_its_fiat():
    blackout = next(i for i, c in enumerate(CARDS) if c.get("key") == "cosmic_zap")
    s = fresh(hands=[[ATT[20], ATT[5]], [ATT[4], blackout, ATT[6]], [ATT[1]]], powers=[None, None, "judge"])
    aim_and_impose(s, "spoils")
    launch(s, 0, 1)
    invites_done(s, 0)
    invites_done(s, 1)
    pass_to(s, 1)                              # the alliances window: Blue zaps the Arbiter
    do(s, 1, "edict", card=blackout, target=2)
    pass_to(s, None)
    play_cards(s, ATT[20], ATT[4])
    assert s.hands[0] == [ATT[5]] and s.hands[1] == [ATT[6]]     # no card changed hands



def test_the_fiats_read_well_in_both_languages():
    from ..test_polish import NAMES, check_polish, polish_and_english, reasons_and_details
    s = fresh(prisoners=True, hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, None, "judge"])
    s.loc[25] = prison(0)
    do(s, 0, "aim", planet=5)
    pass_to(s, 2)
    offers = [a for a in GAME.legal_actions(s, 2) if a.kind == "power"]
    assert len(offers) == 5
    labels = {a.fiat: GAME.action_label(s, a, NAMES) for a in offers}
    assert labels["spoils"] == "Use Arbiter: fiat: the loser gives the winner a card at random"
    for a in offers:
        pl, en = polish_and_english(lambda: GAME.action_label(s, a, NAMES))
        check_polish(pl, en, a.fiat)
    events = do(s, 2, "power", power="judge", fiat="toll")
    pass_to(s, None)
    while s.phase == "negotiate":
        events += do(s, GAME.actors(s)[0], "deal_pass")
    launch(s, 0, 1)
    invites_done(s, 0)
    invites_done(s, 1)
    events += do(s, 0, "play", card=ATT[4])
    events += do(s, 1, "play", card=ATT[20])
    events += do(s, 0, "lose", planet=1)
    said = [e for e in events if e.get("power") == "judge" or e.get("reason") == "fiat"]
    assert [e["kind"] for e in said] == ["power_used", "power_used", "tokens_moved"]
    for ev in said:
        reasons_and_details(ev)
        pl, en = polish_and_english(lambda: GAME.describe_event(ev, NAMES))
        check_polish(pl, en, ev["kind"])
