"""The table's display model: patching the view event by event must arrive where the engine's view is, and
must never learn a hidden card from an event the viewer may not see."""
import rules
from rules.core import Rng
from scenes.kickards.display import Display
from scenes.kickards.stats import match_stats
from scenes.table.history import replay_events

KICKARDS = rules.GAMES["kickards"]
PATCHED = ("scores", "hand", "hand_sizes", "stars", "control", "var_tokens", "yellow_cards", "red_cards", "field",
           "shootout", "shooter", "supports", "defenders", "event", "applied_event", "die", "row", "table_event",
           "period", "benches", "has_coach", "coach", "coach_offer")
RESETS = ("leg_started", "match_over")      # a whole new leg: the table snaps to the view there


def test_event_patches_reach_the_engines_view():
    for seed, options in ((1, {}), (2, {"game_control": True, "variant": "final"}), (3, {"variant": "two_leg"})):
        s = KICKARDS.setup(2, options, seed)
        rng = Rng(seed)
        actions = 0
        while KICKARDS.actors(s) and actions < 1500:
            seat = KICKARDS.actors(s)[0]
            viewer = (seat + actions) % 2
            d = Display(viewer)
            d.snap(KICKARDS.view(s, viewer))
            legal = KICKARDS.legal_actions(s, seat)
            events = KICKARDS.apply(s, seat, legal[rng.below(len(legal))])
            for ev in events:
                d.apply(ev)
            actions += 1
            if any(ev["kind"] in RESETS for ev in events):
                continue
            true = KICKARDS.view(s, viewer)
            for field in PATCHED:
                assert d.v[field] == true[field], (seed, field, [e["kind"] for e in events])


def test_a_hidden_placement_stays_hidden_in_the_display():
    s = KICKARDS.setup(2, {}, 4)
    for seat in (0, 1):
        KICKARDS.apply(s, seat, KICKARDS.legal_actions(s, seat)[0])
    attacker = s.possession
    d = Display(1 - attacker)
    d.snap(KICKARDS.view(s, 1 - attacker))
    card = s.hands[attacker][0]
    events = KICKARDS.apply(s, attacker, next(a for a in KICKARDS.legal_actions(s, attacker) if a.kind == "place"))
    for ev in events:
        d.apply(ev)
    assert d.v["shooter_placed"] and d.v["shooter"] is None
    own = Display(attacker)
    own.snap(KICKARDS.view(s, attacker))
    assert own.v["shooter"] == card


def test_history_replays_the_save_and_counts_goals_with_their_minutes():
    from saves import SavedGame
    s = KICKARDS.setup(2, {}, 9)
    rng = Rng(9)
    saved = SavedGame(game_id="kickards", options=dict(s.options), seats=[{"name": "A"}, {"name": "B"}], seed=9)
    while KICKARDS.actors(s):
        seat = KICKARDS.actors(s)[0]
        legal = KICKARDS.legal_actions(s, seat)
        action = legal[rng.below(len(legal))]
        saved.record(KICKARDS, seat, action)
        KICKARDS.apply(s, seat, action)
    events = replay_events(KICKARDS, saved)
    stats = match_stats(events)
    assert stats["goals"] == s.scores
    assert len(stats["goal_minutes"]) >= sum(s.scores)
    assert all(minute.split()[0].endswith("'") or minute.startswith("+") for _, minute in stats["goal_minutes"])


def test_a_player_who_kept_a_coach_card_is_no_longer_picking_one():
    """"Picking a coach" stayed under Alex's name after he had kept one, while Robin still chose."""
    from scenes.kickards.board import strip_role
    s = KICKARDS.setup(2, {}, 3)
    KICKARDS.apply(s, 0, KICKARDS.legal_actions(s, 0)[0])
    assert s.phase == "coach_pick"
    for viewer in (None, 0, 1):
        v = KICKARDS.view(s, viewer)
        assert strip_role(v, 0)[0] == "Coach card kept" and strip_role(v, 1)[0] == "Picking a coach"
