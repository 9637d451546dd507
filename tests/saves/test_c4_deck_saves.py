"""A saved C4 game records each seat's deck as a list of card ids, so it replays even when the deck it was
built from is later edited or deleted, or a prebuilt deck changes."""
from rules.c4 import GAME
from rules.c4 import cards as c4_cards
from rules.core import Rng
from saves import SavedGame, SaveStore
from saves.decks import DeckStore

SEATS = [{"name": "Ada", "kind": "human", "level": ""}, {"name": "Bo", "kind": "ai", "level": "easy"}]


def test_saved_game_replays_after_its_decks_change(tmp_path, monkeypatch):
    decks = DeckStore(tmp_path / "decks")
    decks.save("Mine", list(c4_cards.DECKS["Bandits"]))
    options = {"decks": [decks.load("Mine").cards, "random"], "human_seats": [0]}
    state = GAME.setup(2, options, seed=11)
    saved = SavedGame("c4", GAME.saved_options(state), SEATS, 11, name="Deck test")
    rng = Rng(5)
    for _ in range(40):
        actors = GAME.actors(state)
        if not actors:
            break
        seat = actors[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        GAME.apply(state, seat, action)
        saved.record(GAME, seat, action)
    store = SaveStore(tmp_path / "saves", games={"c4": GAME})
    path = store.save(saved, state)
    # The player edits then deletes the deck, and a later version changes every prebuilt deck.
    decks.save("Mine", ["heist"] * 13, overwrite=True)
    decks.delete("Mine")
    monkeypatch.setitem(c4_cards.DECKS, "Bandits", ("pocket-change",) * 15)
    for name in c4_cards.DECK_NAMES:
        monkeypatch.setitem(c4_cards.DECKS, name, ("pocket-change",) * 15)
    loaded, again = store.load(path)
    assert GAME.dump(again) == GAME.dump(state)
    assert all(isinstance(deck, list) for deck in loaded.options["decks"])
