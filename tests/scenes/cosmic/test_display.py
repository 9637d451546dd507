"""The Cosmic table's display model: patching the view event by event must arrive where the engine's view is
(for every seat and a spectator, over whole random games with every expansion), and it must never learn a
hidden card from an event the viewer may not see."""
import pytest

from rules.core import Action, Rng
from rules.cosmic import GAME
from rules.cosmic.content import CARDS
from rules.cosmic.strategy import rollout_policy
from scenes.cosmic.display import PATCHED, SNAPPED, Display

ALL_ON = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True, "rescue_rule": True}


def comparable(field, value):
    # The order of a hand is the engine's business; the table sorts it anyway.
    return sorted(value) if field == "hand" and value is not None else value


def play_and_compare(seed, seats, options, max_actions=3000, fresh=False):
    """Play one game; after each action every display must agree with the view on every patched field.
    `fresh`: snap each display to the view before every action (as a table does after each queue), else
    keep patching one display the whole game. Returns (actions, fields the events could not follow)."""
    s = GAME.setup(seats, options, seed)
    rng = Rng(seed)
    displays = {}
    for viewer in list(range(seats)) + [None]:
        displays[viewer] = Display(viewer)
        displays[viewer].snap(GAME.view(s, viewer))
    actions, stale = 0, []
    while GAME.actors(s) and actions < max_actions:
        seat = GAME.actors(s)[0]
        if rng.below(3):
            action = rollout_policy(s, seat, rng)
        else:
            legal = GAME.legal_actions(s, seat)
            action = legal[rng.below(len(legal))]
        if fresh:
            for viewer, d in displays.items():
                d.snap(GAME.view(s, viewer))
                assert d.v == GAME.view(s, viewer)
        events = GAME.apply(s, seat, action)
        actions += 1
        for viewer, d in displays.items():
            for ev in events:
                d.apply(ev)
            true = GAME.view(s, viewer)
            d.snap_turn(true)
            for field in PATCHED:
                if field in d.stale:
                    continue
                assert comparable(field, d.v[field]) == comparable(field, true[field]), \
                    (seed, seats, viewer, field, [e["kind"] for e in events])
            if d.stale:
                stale.append((sorted(d.stale), [e.get("power") for e in events if e["kind"] == "power_used"]))
                d.snap(true)
    return actions, stale


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_event_patches_reach_the_engines_view_with_every_expansion(seats):
    options = dict(ALL_ON, duel=seats == 2)
    total = 0
    for seed in range(3):
        actions, stale = play_and_compare(seed * 10 + seats, seats, options)
        total += actions
        # Every event says enough: nothing is left for a snap to repair.
        assert not stale, stale
    assert total > 300


def test_a_display_snapped_before_each_action_follows_it_too():
    """A snap must rebuild what the display keeps beside the view (a Blackout's switched-off power)."""
    for seats in (3, 6):
        play_and_compare(200 + seats, seats, dict(ALL_ON, duel=False), fresh=True)


def test_event_patches_reach_the_engines_view_in_the_base_game():
    for seed in range(3):
        play_and_compare(100 + seed, 3 + seed, {})


def test_snapped_fields_are_exactly_the_ones_no_event_carries():
    assert set(SNAPPED).isdisjoint(PATCHED)
    s = GAME.setup(4, ALL_ON, 5)
    view = GAME.view(s, 0)
    # Every field of the view is either patched, snapped, or never changes during a game.
    constant = {"viewer", "seats", "colours", "skills", "options"}
    assert set(view) == set(PATCHED) | set(SNAPPED) | constant


def _to_cards(seed=3):
    """A 3-seat game (no Kickers, no powers: a Prophet would see the card first) advanced to the moment the
    main players choose challenge cards."""
    s = GAME.setup(3, {"powers": "off"}, seed)
    rng = Rng(seed)
    while s.phase != "cards":
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, rollout_policy(s, seat, rng))
    return s


def test_a_face_down_card_stays_hidden_for_the_others_and_shows_for_its_player():
    s = _to_cards()
    player = GAME.actors(s)[0]
    others = [x for x in range(3) if x != player] + [None]
    displays = {x: Display(x) for x in [player] + others}
    for x, d in displays.items():
        d.snap(GAME.view(s, x))
    card = next(c for c in s.hands[player] if CARDS[c]["type"] in ("attack", "compromise"))
    events = GAME.apply(s, player, Action("play", card=card))
    for d in displays.values():
        for ev in events:
            d.apply(ev)
    side = 0 if player == s.offense else 1
    assert displays[player].v["played"][side] == card
    assert card not in displays[player].v["hand"] or s.hands[player].count(card)
    for x in others:
        assert displays[x].v["played"][side] == "hidden"
        assert displays[x].v["hand_sizes"][player] == len(s.hands[player])


def test_a_drawn_card_reaches_only_the_drawers_display():
    s = GAME.setup(3, {}, 8)
    viewer_display, other_display = Display(0), Display(1)
    viewer_display.snap(GAME.view(s, 0))
    other_display.snap(GAME.view(s, 1))
    drawn = {"kind": "cards_drawn", "seen_by": [0], "seat": 0, "cards": [s.deck[-1]], "count": 1, "reason": "x"}
    viewer_display.apply(drawn)
    other_display.apply(drawn)
    assert viewer_display.v["hand"][-1] == s.deck[-1]
    assert other_display.v["hand"] == GAME.view(s, 1)["hand"]
    assert other_display.v["hand_sizes"][0] == 8


def test_a_swapped_hand_reaches_only_the_two_players_displays():
    s = _to_cards()
    s.powers[s.defense] = "trader"
    s.flags["traded"] = False
    offense_hand, defense_hand = sorted(s.hands[s.offense]), sorted(s.hands[s.defense])
    from rules.cosmic.powers.roster import POWERS
    events = POWERS["trader"].use(s, s.defense, Action("power", power="trader", choice="swap"))
    displays = {x: Display(x) for x in (s.offense, s.defense, 3 - s.offense - s.defense)}
    for x, d in displays.items():
        d.snap(GAME.view(s, x))        # before the swap: the views as they were ...
        d.v["hand"] = sorted(offense_hand if x == s.offense else defense_hand if x == s.defense else d.v["hand"])
        d.v["hand_sizes"][s.offense], d.v["hand_sizes"][s.defense] = len(offense_hand), len(defense_hand)
        for ev in events:
            d.apply(ev)
        assert not d.stale
    assert sorted(displays[s.offense].v["hand"]) == defense_hand
    assert sorted(displays[s.defense].v["hand"]) == offense_hand
    other = displays[3 - s.offense - s.defense]
    assert other.v["hand_sizes"][s.offense] == len(defense_hand)
    assert not set(other.v["hand"]) & (set(offense_hand) | set(defense_hand))


def test_tokens_moving_home_give_back_the_base_and_the_power():
    s = GAME.setup(3, {}, 2)
    d = Display(None)
    d.snap(GAME.view(s, None))
    planets = [0, 1, 2]        # seat 0 leaves three home planets: he keeps two home bases, the power stops
    moved = [t for t in range(20) if s.loc[t] in planets]
    d.apply({"kind": "tokens_moved", "owner": 0, "tokens": moved, "frm": 0, "to": -1, "count": len(moved),
             "reason": "test"})
    assert d.v["home_bases"][0] == 2 and not d.v["powers"][0]["active"]
    assert d.v["tokens"][moved[0]] == -1
    d.apply({"kind": "tokens_moved", "owner": 0, "tokens": moved[:1], "frm": -1, "to": 7, "count": 1,
             "reason": "test"})
    assert d.v["external_bases"][0] == 1


def test_a_rescue_mission_gives_back_the_challenge_it_interrupted():
    s = _to_cards()
    d = Display(None)
    d.snap(GAME.view(s, None))
    before = {f: d.v[f] for f in ("offense", "defense", "planet", "allies", "invited")}
    d.apply({"kind": "raid_started", "seat": s.defense})
    d.apply({"kind": "cone_aimed", "seat": s.defense, "planet": -10 - s.offense, "defender": s.offense,
             "prison": True})
    assert d.v["planet"] == -10 - s.offense and d.v["allies"] == {"offense": [], "defense": []}
    d.apply({"kind": "raid_over"})
    assert {f: d.v[f] for f in before} == before


def test_the_totals_keep_what_each_side_had_committed_before_the_losers_leave():
    """Without powers and Kickers a total is the card plus the tokens on that side, so the breakdown the table
    shows must add up to the engine's totals even after the tokens have gone to the Warp."""
    checked = 0
    for seed in range(12):
        s = GAME.setup(4, {"powers": "off"}, seed)
        rng = Rng(seed)
        d = Display(None)
        d.snap(GAME.view(s, None))
        while GAME.actors(s) and checked < 20:
            seat = GAME.actors(s)[0]
            events = GAME.apply(s, seat, rollout_policy(s, seat, rng))
            for ev in events:
                d.apply(ev)
                if ev["kind"] == "totals":
                    (own_off, allies_off), (own_def, allies_def) = d.extras["committed"]
                    cards = [CARDS[c]["value"] for c in d.v["played"]]
                    assert ev["offense"] == cards[0] + own_off + allies_off
                    assert ev["defense"] == cards[1] + own_def + allies_def
                    checked += 1
            d.snap_turn(GAME.view(s, None))
    assert checked == 20


def test_a_new_turn_clears_the_last_challenge_at_once():
    """Between `turn_started` and `challenge_started` the panel must not show the new offense against the last
    defense ("Sam vs Sam", seen once in a playtest)."""
    s = GAME.setup(3, {"powers": "off"}, 4)
    rng = Rng(4)
    d = Display(None)
    d.snap(GAME.view(s, None))
    checked = 0
    while GAME.actors(s):
        seat = GAME.actors(s)[0]
        for ev in GAME.apply(s, seat, rollout_policy(s, seat, rng)):
            was = d.v["defense"]
            d.apply(ev)
            if ev["kind"] == "turn_started":
                assert d.v["offense"] == ev["seat"] and d.v["defense"] is None, (was, ev)
                assert d.v["challenge"] == 1          # not "Challenge 2: not aimed yet" for the new offense
                assert d.v["played"] == [None, None] and d.extras["totals"] is None
                checked += 1
        d.snap_turn(GAME.view(s, None))
    assert checked >= 4


def test_a_log_with_a_rescue_mission_recalls_the_interrupted_challenge_not_the_raid():
    """After a load (or a new viewer at a hot seat) the panel's extras are rebuilt from the log: a Rescue
    Mission's cards and totals belong to the raid, not to the challenge it interrupted (a raid's cards once
    showed beside a challenge not yet aimed)."""
    log = [{"kind": "turn_started", "seat": 2}, {"kind": "challenge_started", "seat": 2, "number": 1},
           {"kind": "raid_started", "seat": 0},
           {"kind": "cards_revealed", "cards": [5, 9], "kickers": [None, None], "claims": [None, None]},
           {"kind": "totals", "offense": 12, "defense": 7, "winner": 0, "upset": False,
            "parts": [{"card": 5, "tokens": 4, "allies": 3, "powers": 0, "total": 12},
                      {"card": 9, "tokens": 0, "allies": 0, "powers": -2, "total": 7}]},
           {"kind": "raid_over"}]
    d = Display(None)
    d.recall(log)
    assert d.extras["last_cards"] is None and d.extras["totals"] is None and d.extras["winner"] is None
    d.recall(log[:-1])                  # still inside the raid: its own cards and totals
    assert d.extras["last_cards"] == ([5, 9], [None, None]) and d.extras["totals"] == (12, 7)


def test_the_set_up_is_over_on_the_board_once_the_first_turn_begins():
    """A playtester's hot-seat board said "Set-up: arrange your tokens" under the first challenge's bar: the
    phase was only snapped when every event had shown, and the bar holds them."""
    s = GAME.setup(3, {"skill_tokens": True}, 4)
    d = Display(None)
    d.snap(GAME.view(s, None))
    assert d.v["phase"] == "arrange"
    events = []
    while s.phase == "arrange":
        events += GAME.apply(s, GAME.actors(s)[0], Action("arrange_done"))
    started = [ev for ev in events if ev["kind"] == "turn_started"]
    assert started
    d.apply(started[0])
    assert d.v["phase"] != "arrange"
