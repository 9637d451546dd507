"""Cosmic gestures: each one means exactly one legal action, and every legal action of real games can be made
by a gesture, a button beside the board or the deal panel (the Moves list holds them all as well)."""
from rules.core import Action, Rng
from rules.cosmic import GAME
from rules.cosmic.state import CONE, WARP
from rules.cosmic.strategy import rollout_policy
from scenes.cosmic import gestures as G
from scenes.cosmic.deal import panel_items

ALL_ON = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True, "rescue_rule": True}


def view_for(offense=0, defense=1, allies=None, skills=False):
    return {"skills": ["E"] * 60 if skills else [], "offense": offense, "defense": defense,
            "allies": allies or {"offense": [], "defense": []}, "phase": "launch"}


def test_a_token_dropped_on_the_cone_launches_it():
    ctx = G.Ctx(0, view_for())
    legal = [Action("launch", planet=p) for p in (0, 1)] + [Action("launch_done")]
    assert G.drop_action(("pile", 0, 1, None), ("cone",), legal, ctx) == Action("launch", planet=1)
    assert G.drop_action(("pile", 0, 1, None), ("defense",), legal, ctx) is None
    assert G.drop_action(("pile", 1, 1, None), ("cone",), legal, ctx) is None, "only your own tokens"
    assert G.click_action(("pile", 0, 0, None), legal, ctx) == Action("launch", planet=0)
    assert G.targets_for(("pile", 0, 0, None), legal, ctx) == {("cone",)}
    assert G.button_actions(legal, ctx) == [Action("launch_done")]


def test_an_ally_invited_by_both_sides_chooses_by_where_he_drops():
    ctx = G.Ctx(2, view_for())
    legal = [Action("ally", side=side, planet=10) for side in ("offense", "defense")] + [Action("decline")]
    assert G.drop_action(("pile", 2, 10, None), ("cone",), legal, ctx).side == "offense"
    assert G.drop_action(("pile", 2, 10, None), ("defense",), legal, ctx).side == "defense"
    assert G.click_action(("pile", 2, 10, None), legal, ctx) is None, "a click cannot choose the side"


def test_skills_make_tokens_different_and_the_warp_needs_its_skill():
    ctx = G.Ctx(0, view_for(skills=True))
    legal = [Action("regain", to=p, skill=k) for p in (0, CONE) for k in ("E", "W")]
    assert G.drop_action(("pile", 0, WARP, "W"), ("planet", 0), legal, ctx) == Action("regain", to=0, skill="W")
    assert G.drop_action(("pile", 0, WARP, "W"), ("cone",), legal, ctx) == Action("regain", to=CONE, skill="W")
    assert G.drop_action(("pile", 0, WARP, None), ("planet", 0), legal, ctx) is None


def test_cards_go_to_their_slot_and_edicts_to_their_target():
    ctx = G.Ctx(0, view_for())
    legal = [Action("play", card=3), Action("play", card=9)]
    assert G.drop_action(("card", 9), ("slot", "card"), legal, ctx) == Action("play", card=9)
    assert G.drop_action(("card", 9), ("slot", "kicker"), legal, ctx) is None
    edicts = [Action("edict", card=150, target=1), Action("edict", card=150, target=2), Action("power_pass")]
    assert G.drop_action(("card", 150), ("system", 2), edicts, ctx) == Action("edict", card=150, target=2)
    assert G.click_action(("card", 150), edicts, ctx) is None, "the target is chosen by the drop"
    assert G.button_actions(edicts, ctx) == [Action("power_pass")]


def test_time_up_is_never_a_players_move():
    legal = [Action("accept"), Action("reject"), Action("time_up")]
    assert Action("time_up") not in G.player_moves(legal)
    assert G.button_actions(legal, G.Ctx(0, view_for())) == []


def test_a_refused_drop_names_what_it_tried():
    ctx = G.Ctx(0, view_for())
    assert G.intended(("pile", 0, 3, None), ("cone",), "launch", ctx) == Action("launch", planet=3)
    assert G.intended(("pile", 0, 3, None), ("defense",), "answers", ctx) == Action("ally", side="defense",
                                                                                    planet=3)
    assert G.refusal(("pile", 1, 3, None), ("cone",), ctx, view_for()) == "You can only move your own tokens."


def reachable(a, legal, ctx):
    """How a person makes `a`: a gesture meaning only it, a button, or the deal panel."""
    for g in G.gestures_of(a, ctx):
        if g[0] == "drop" and G.drop_action(g[1], g[2], legal, ctx) == a:
            return True
        if g[0] == "click" and G.click_action(g[1], legal, ctx) == a:
            return True
    if a in G.button_actions(legal, ctx) or a in panel_items(legal):
        return True
    return a.kind in ("deal_offer", "deal_pass", "accept", "reject", "time_up")


def test_every_legal_action_of_real_games_is_one_gesture_or_one_button():
    unreachable = []
    checked = 0
    for seats, seed in ((3, 1), (4, 2), (5, 3), (6, 4), (2, 5)):
        s = GAME.setup(seats, dict(ALL_ON, duel=seats == 2, flares=("eon", "mayfair")[seed % 2]), seed)
        rng = Rng(seed)
        for _ in range(300):
            actors = GAME.actors(s)
            if not actors:
                break
            for seat in actors:
                view = GAME.view(s, seat)
                deaths = (s.flags.get("deaths") or {}).get("colours", [None])[0] if s.phase == "deaths" else None
                ctx = G.Ctx(seat, view, deaths)
                legal = GAME.legal_actions(s, seat)
                for a in legal:
                    checked += 1
                    drops = [g for g in G.gestures_of(a, ctx) if g[0] == "drop"]
                    for g in drops:          # a drop never means two actions
                        assert len([b for b in legal if g in G.gestures_of(b, ctx)]) == 1, (a, g)
                    three_way = s.deal is not None and len(s.deal["parties"]) > 2
                    if not reachable(a, legal, ctx) and not three_way:
                        unreachable.append((s.phase, a))
            seat = actors[0]
            GAME.apply(s, seat, rollout_policy(s, seat, rng))
    assert checked > 2000
    assert not unreachable, unreachable[:10]


def test_an_actions_gestures_are_worked_out_once_a_view_and_again_for_another():
    """Ctx keeps each action's gestures (a rebuild asks for them item by item): the same action seen by another
    seat, or with Skill Tokens on, means other gestures."""
    escort = Action("escort", planet=2)
    ally = G.Ctx(2, dict(view_for(), allies={"offense": [], "defense": [2]}))
    assert G.gestures_of(escort, ally) is G.gestures_of(escort, ally)
    assert G.gestures_of(escort, ally) == [("drop", ("pile", 2, 2, None), ("defense",)),
                                           ("click", ("pile", 2, 2, None))]
    offense = G.Ctx(0, view_for(skills=True))
    assert G.gestures_of(escort, offense) == [("drop", ("pile", 0, 2, "E"), ("cone",)), ("click", ("pile", 0, 2, "E"))]


def test_the_drop_targets_of_many_items_at_once_are_each_items_targets_together():
    """drop_targets (one pass over the legal moves, for the drop zones) finds what targets_for finds item by item,
    through real games (the set-up's arranging, launches, allies, cards)."""
    compared = 0
    for seats, seed in ((3, 1), (5, 3)):
        s = GAME.setup(seats, dict(ALL_ON), seed)
        rng = Rng(seed)
        for _ in range(150):
            actors = GAME.actors(s)
            if not actors:
                break
            seat = actors[0]
            ctx = G.Ctx(seat, GAME.view(s, seat))
            legal = GAME.legal_actions(s, seat)
            items = G.draggable_items(legal, ctx)
            for chosen in [items] + [{item} for item in items]:      # all of them, and each alone
                expected = set().union(*(G.targets_for(i, legal, ctx) for i in chosen)) if chosen else set()
                assert G.drop_targets(chosen, legal, ctx) == expected, (s.phase, chosen)
                compared += len(chosen) == 1 and expected != G.drop_targets(items, legal, ctx)
            GAME.apply(s, seat, rollout_policy(s, seat, rng))
        assert compared > 5, compared          # items with targets of their own (a card, a Kicker) were among them
