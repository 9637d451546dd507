"""The goal chance the table shows is the chance the engine rolls the k100 against."""
from rules.core import Action, Rng
from rules.kickards import GAME
from rules.kickards.goal_chance import breakdown, final_chance, steps
from rules.kickards.shot import chance

ADVANCED = {"variant": "final", "two_player_action": True, "nationality": True, "game_control": True}


def test_halving_rounds_up_and_the_result_is_clamped():
    assert final_chance(25, [10], 0) == 35
    assert final_chance(25, [10], 1) == 18          # 35 / 2 rounded up
    assert final_chance(25, [10], 2) == 9
    assert final_chance(90, [10, 10], 0) == 100
    assert final_chance(5, [-10], 1) == 0
    out = steps(30, [("bonus", 10), ("event", -5)], ["bonus"])
    assert out["sum"] == 35 and out["halvings"] == [("bonus", 18)] and out["final"] == 18


def _accept_until_locked(s):
    """Everyone accepts the row as it stands; returns the state once the position is locked."""
    while s.phase == "position":
        seat = GAME.actors(s)[0]
        if s.discard_owed[seat]:
            GAME.apply(s, seat, Action("discard", card=s.hands[seat][0]))
        else:
            GAME.apply(s, seat, Action("accept_position"))
    return s


def test_the_shown_chance_is_the_chance_at_the_roll_in_random_matches():
    finals = rows = var_windows = 0
    for seed, options in ((1, {}), (2, ADVANCED), (3, {"nationality": True}), (4, ADVANCED), (5, {})):
        s = GAME.setup(2, options, seed)
        rng = Rng(seed * 31)
        while GAME.actors(s):
            seat = GAME.actors(s)[0]
            view = GAME.view(s, seat)
            shown = breakdown(view)
            if s.phase == "var_event" and not s.no_shot and s.fixed_pct < 0:
                # A VAR call after an event was carried out: the chance is still shown (a playtester saw the
                # panel go back to "Shown once the cards are revealed" there).
                assert shown is not None, (seed, s.phase)
                var_windows += 1
            if s.phase == "shoot":
                assert shown is not None and shown["stage"] in ("final", "penalty")
                events = GAME.apply(s, seat, Action("shoot"))
                shot = next(e for e in events if e["kind"] == "shot")
                assert shown["final"] == shot["chance"], (seed, shown, shot)
                finals += 1
                continue
            if s.phase == "position" and shown is not None and shown["stage"] == "row" and shown["special"] is None:
                # If nobody changes anything, the row's shown chance is what the k100 is rolled against.
                locked = _accept_until_locked(GAME.clone(s))
                if locked.phase == "shoot":
                    assert shown["final"] == chance(locked, locked.base), (seed, shown)
                    rows += 1
            # Star by star, as these matches were chosen to be (all stars at once would change their paths).
            legal = [a for a in GAME.legal_actions(s, seat) if a.kind != "pick_stars"]
            GAME.apply(s, seat, legal[rng.below(len(legal))])
    assert finals > 20 and rows > 10 and var_windows >= 2, (finals, rows, var_windows)


def test_before_the_k6_every_row_shows_its_chance_with_the_modifiers():
    for seed in range(1, 40):
        s = GAME.setup(2, {"nationality": True}, seed)
        rng = Rng(seed)
        while GAME.actors(s) and not (s.phase == "bonus" and s.mods):
            seat = GAME.actors(s)[0]
            legal = GAME.legal_actions(s, seat)
            GAME.apply(s, seat, legal[rng.below(len(legal))])
        if s.phase == "bonus" and s.table_event < 0 and not s.halves and s.fixed_pct < 0 and not s.fixed_row:
            break
    else:
        raise AssertionError("no bonus window with modifiers found")
    shown = breakdown(GAME.view(s, 0))
    from rules.kickards.content import PLAYERS
    bonus = sum(m[1] for m in s.mods)
    assert shown["stage"] == "open" and shown["final"] is None
    assert shown["rows"] == [max(0, min(100, r.pct + bonus)) for r in PLAYERS[s.shooter].rows]
    # An event's +1 on the k6 moves every throw one row down the table (a 6 stays on row 6).
    s.shift = 1
    shown = breakdown(GAME.view(s, 0))
    rows = PLAYERS[s.shooter].rows
    assert shown["face_rows"] == [2, 3, 4, 5, 6, 6] and shown["shift"] == 1
    assert shown["rows"] == [max(0, min(100, rows[min(5, face + 1)].pct + bonus)) for face in range(6)]
