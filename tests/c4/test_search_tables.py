"""The look-up tables that make C4 quick under search (rules/c4/windows.py, game.py) must agree with what
they stand for: the play table with the actions' own parameters, the per-game tables with the cards, and
the window pre-check with `fits` (a window it skips could not have asked anybody)."""
from rules.c4 import GAME, effects, windows
from rules.core import Action, Rng


def _positions(seats, seed, steps=120):
    s = GAME.setup(seats, {}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        actors = GAME.actors(s)
        if not actors:
            return
        yield s
        seat = actors[0]
        legal = GAME.legal_actions(s, seat)
        GAME.apply(s, seat, legal[rng.below(len(legal))])


def test_play_table_matches_the_actions_parameters():
    for seats in (2, 4, 6):
        for s in _positions(seats, 3):
            for seat in GAME.actors(s):
                for action in GAME.legal_actions(s, seat):
                    if action.kind != "play":
                        continue
                    parts = (action.card, action.get("target"), action.get("at"))
                    assert windows.play_parts(action) == parts
                    # an equal action made elsewhere (a decoded save, the table) reads the same
                    assert windows.play_parts(Action.decode(action.encode())) == parts


def test_per_game_tables_are_shared_by_copies_and_not_saved():
    s = GAME.setup(3, {}, 5)
    GAME.legal_actions(s, s.active)
    c = GAME.clone(s)
    assert c.hand_plays is s.hand_plays and c.fitting is s.fitting
    dumped = GAME.dump(s)
    assert "hand_plays" not in dumped and "fitting" not in dumped
    loaded = GAME.load(dumped)
    assert loaded.hand_plays is None
    assert GAME.legal_actions(loaded, s.active) == GAME.legal_actions(s, s.active)


def test_a_window_skipped_by_the_pre_check_could_not_have_asked_anybody():
    checked = 0
    for seats in (2, 3, 5):
        for seed in range(4):
            for real in _positions(seats, seed):
                s = GAME.sample_hidden(real, real.active, Rng(seed))
                victim = (s.active + 1) % seats
                frame = effects.new_frame("ability", s.active, [{"op": "take", "seat": s.active, "target": victim,
                                                                 "n": 2}])
                for wtype, info in (("announce", {}), ("before", {}), ("after", {"receiver": victim, "n": 3})):
                    window = {"type": wtype, "queue": [], **info}
                    fitting = [cid for seat in range(seats) for cid in s.hand[seat]
                               if windows.fits(s, seat, cid, frame, window)]   # `fits` itself, no pre-check
                    assert windows.someone_may_react(s, wtype) or not fitting
                    checked += bool(fitting)
    assert checked   # some windows did have a fitting Reaction
