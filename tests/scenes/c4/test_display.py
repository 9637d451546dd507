"""The C4 table's display patched event by event ends where the engine's view is: token piles, the pot,
hand, deck and discard counts, cards in play and the viewer's hand, over seeded games (so what the table
shows while the animations play never drifts from the game)."""
from rules.c4 import GAME
from rules.core import Rng
from scenes.c4.display import Display

FIELDS = ("tokens", "token_totals", "non_matching", "pot", "hand_sizes", "deck_sizes", "discards", "in_play",
          "hand", "active", "known_in_hands")


def test_a_display_patched_with_each_actions_events_matches_the_view_after_it():
    checked = 0
    for seed in range(24):  # the prebuilt decks' games are short, bigger tables shortest: 24 games
        seats = 2 + seed % 3
        s = GAME.setup(seats, {"decks": "random"}, seed)
        rng = Rng(seed + 100)
        viewer = seed % seats
        for _ in range(250):
            actors = GAME.actors(s)
            if not actors:
                break
            display = Display(viewer)
            display.snap(GAME.view(s, viewer))
            seat = actors[0]
            events = GAME.apply(s, seat, GAME.rollout_policy(s, seat, rng))
            for ev in events:
                display.apply(ev)
            after = GAME.view(s, viewer)
            for field in FIELDS:
                got, want = display.v[field], after[field]
                if field == "known_in_hands":   # the cards everyone saw in each hand, drawn face up there
                    got, want = [sorted(h) for h in got], [sorted(h) for h in want]
                if field == "in_play" or field == "hand":
                    got = sorted(got) if field == "hand" and got is not None else got
                    want = sorted(want) if field == "hand" and want is not None else want
                assert got == want, (seed, field, [ev["kind"] for ev in events])
            on_cards = {cid: pile for cid, pile in after["on_cards"]}
            for cid, pile in display.v["on_cards"]:
                assert on_cards.get(cid, [0] * seats) == pile, (seed, "on_cards")
            checked += 1
    assert checked > 1000
