"""Lodestone (classic Magnet): as a main player, once the sides are formed (allies in, Escorts called, before
Shields meet Weapons), it repels one ally or pulls one of its opponent's allies to its side."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.state import CONE, DEFENSE, tokens_at

from ..helpers import ATT, do, fresh, invites_done


def sides(s, n_off=2, n_def=2, skill=None):
    """Offense (Red) aims at Blue's planet 5 with one token; Yellow allies with the offense (n_off tokens from
    planet 10), Purple with the defense (n_def tokens from planet 15)."""
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0, **({"skill": skill} if skill else {}))
    if s.phase == "launch":
        do(s, 0, "launch_done")
    do(s, 0, "invite", seat=2)
    invites_done(s, 0)
    do(s, 1, "invite", seat=3)
    invites_done(s, 1)
    for seat, side, planet, n in ((2, "offense", 10, n_off), (3, "defense", 15, n_def)):
        for skill_of in (["W", "E", "L", "S"] if skill else [None] * 4)[:n]:
            do(s, seat, "ally", side=side, planet=planet, **({"skill": skill_of} if skill_of else {}))
        do(s, seat, "ally_done")


def magnet_actions(s, seat):
    return sorted((("repel", a.repel) if a.get("repel") is not None else ("attract", a.attract))
                  for a in GAME.legal_actions(s, seat) if a.kind == "power")


def totals_of(events):
    return next(e for e in events if e["kind"] == "totals")


def test_once_the_sides_are_formed_a_main_player_may_repel_any_ally_or_attract_an_opposing_one():
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=["magnet", None, None, None])
    sides(s)
    assert s.phase == "power" and s.point == "sides_formed" and GAME.actors(s) == [0]
    assert magnet_actions(s, 0) == [("attract", 3), ("repel", 2), ("repel", 3)]


def test_a_repelled_ally_takes_his_tokens_home_and_is_no_ally_any_more():
    s = fresh(seats=4, hands=[[ATT[8]], [ATT[10]], [ATT[1]], [ATT[1]]], powers=["magnet", None, None, None])
    sides(s)
    do(s, 0, "power", power="magnet", repel=3)
    assert s.allies_def == [] and tokens_at(s, 3, DEFENSE) == [] and len(tokens_at(s, 3, 15)) == 4
    assert GAME.view(s, None)["allies"] == {"offense": [2], "defense": []}
    do(s, 0, "play", card=ATT[8])
    ev = totals_of(do(s, 1, "play", card=ATT[10]))
    assert (ev["offense"], ev["defense"]) == (8 + 1 + 2, 10 + 4)        # Purple's two tokens are gone


def test_an_attracted_ally_crosses_to_the_lodestones_side_and_wins_with_it():
    s = fresh(seats=4, hands=[[ATT[10]], [ATT[10]], [ATT[1]], [ATT[1]]], powers=["magnet", None, None, None])
    sides(s)
    do(s, 0, "power", power="magnet", attract=3)
    assert s.allies_off == [2, 3] and s.allies_def == [] and len(tokens_at(s, 3, CONE)) == 2
    do(s, 0, "play", card=ATT[10])
    ev = totals_of(do(s, 1, "play", card=ATT[10]))
    assert (ev["offense"], ev["defense"]) == (10 + 1 + 4, 10 + 4) and ev["winner"] == 0
    assert len(tokens_at(s, 3, 5)) == 2                  # Purple lands with the offense


def test_as_the_defense_it_attracts_the_offenses_allies():
    s = fresh(seats=4, hands=[[ATT[8]], [ATT[10]], [ATT[1]], [ATT[1]]], powers=[None, "magnet", None, None])
    sides(s)
    assert magnet_actions(s, 1) == [("attract", 2), ("repel", 2), ("repel", 3)]
    do(s, 1, "power", power="magnet", attract=2)
    assert s.allies_def == [3, 2] and len(tokens_at(s, 2, DEFENSE)) == 2


def test_only_once_and_only_as_a_main_player():
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=["magnet", None, None, None])
    sides(s)
    do(s, 0, "power", power="magnet", repel=2)
    assert s.phase == "cards"                            # the window closed: one use
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=[None, None, "magnet", None])
    sides(s)
    assert s.phase == "cards"                            # an ally's Lodestone does nothing


def test_after_the_escorts_a_repelled_allys_escorts_go_home_too():
    """Seed (Skill Tokens): "Magnet is used after Escorts are called; ... a repelled ally's Escorts are also
    repelled"."""
    s = fresh(seats=4, skill_tokens=True, hands=[[ATT[8]]] * 4, powers=["magnet", None, None, None])
    sides(s, n_off=1, n_def=1, skill="W")
    while s.phase == "escorts":
        seat = GAME.actors(s)[0]
        if seat == 3 and len(tokens_at(s, 3, DEFENSE)) == 1:
            do(s, 3, "escort", planet=16)
        else:
            do(s, seat, "escort_done")
    assert sorted(s.skill[t] for t in tokens_at(s, 3, DEFENSE)) == ["E", "W"]     # Purple called an Escort
    assert s.point == "sides_formed" and GAME.actors(s) == [0]             # then the Lodestone's moment
    do(s, 0, "power", power="magnet", repel=3)
    assert tokens_at(s, 3, DEFENSE) == []


def test_an_attracted_ally_may_call_escorts_and_shields_meet_weapons_after_the_lodestone():
    """Seed (Skill Tokens): "an attracted ally may call Escorts"; Shields are compared once all tokens,
    Escorts included, are committed."""
    s = fresh(seats=4, skill_tokens=True, hands=[[ATT[8]]] * 4, powers=["magnet", None, None, None])
    do(s, 0, "aim", planet=5)
    do(s, 0, "launch", planet=0, skill="W")              # one Weapon on the offense
    do(s, 0, "launch_done")
    invites_done(s, 0)
    do(s, 1, "invite", seat=3)
    invites_done(s, 1)
    do(s, 3, "ally", side="defense", planet=15, skill="S")   # a second Shield for the defense
    do(s, 3, "ally_done")
    while s.phase == "escorts":
        do(s, GAME.actors(s)[0], "escort_done")
    assert s.flags.get("shields") is None                 # not compared yet: two Shields to one Weapon so far
    do(s, 0, "power", power="magnet", attract=3)
    assert s.phase == "escorts" and GAME.actors(s) == [3]  # Purple may call Escorts to his new side
    do(s, 3, "escort", planet=16)
    assert len(tokens_at(s, 3, CONE)) == 2
    do(s, 3, "escort_done")
    # Blue's own Shield on planet 5 against Red's Weapon: one to one, the challenge goes on.
    assert s.flags["shields"] == [1, 1, False] and s.phase == "cards"


def test_the_table_follows_the_sides_the_lodestone_changes():
    from scenes.cosmic.display import Display
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=["magnet", None, None, None])
    sides(s)
    d = Display(None)
    d.snap(GAME.view(s, None))
    for ev in GAME.apply(s, 0, Action("power", power="magnet", attract=3)):
        d.apply(ev)
    assert d.v["allies"] == GAME.view(s, None)["allies"] == {"offense": [2, 3], "defense": []}


def test_the_lodestone_reads_well_in_both_languages():
    from ..test_polish import NAMES, check_polish, polish_and_english, reasons_and_details
    s = fresh(seats=4, hands=[[ATT[8]]] * 4, powers=["magnet", None, None, None])
    sides(s)
    offers = [a for a in GAME.legal_actions(s, 0) if a.kind == "power"]
    labels = sorted(GAME.action_label(s, a, NAMES) for a in offers)
    assert labels == ["Use Lodestone: pull Jan over to your side", "Use Lodestone: repel Ewa (their tokens go home)",
                      "Use Lodestone: repel Jan (their tokens go home)"]
    for a in offers:
        pl, en = polish_and_english(lambda: GAME.action_label(s, a, NAMES))
        check_polish(pl, en, "label")
    for action in offers[:1] + offers[-1:]:
        t = GAME.clone(s)
        for ev in GAME.apply(t, 0, action):
            if ev["kind"] in ("power_used", "tokens_moved"):
                reasons_and_details(ev)
                pl, en = polish_and_english(lambda: GAME.describe_event(ev, NAMES))
                check_polish(pl, en, ev["kind"])
