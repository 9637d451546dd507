"""A damaged saved position is refused in the player's language, by every game's loader (the message reaches
the Load screen when a save's position does not fit)."""
import pytest

import rules
from rules.core import i18n

DAMAGED = {"kickards": [{"format": "x"}, {"format": "kickards-state", "version": 9}],
           "cosmic": [{"nonsense": 1}], "c4": [{"nonsense": 1}]}


@pytest.mark.parametrize("game_id", sorted(DAMAGED))
def test_a_damaged_position_is_refused_in_polish_and_english(game_id):
    game = rules.GAMES[game_id]
    good = game.dump(game.setup(min(game.seat_counts) if game_id != "cosmic" else 3, {}, 1))
    missing = dict(good)
    missing.pop(next(k for k in good if k not in ("rng", "format", "version")))
    try:
        for lang, word in (("pl", "uszkodzony|nie jest|nieznanej"), ("en", "damaged|not a saved|unknown")):
            i18n.set_language(lang)
            for data in DAMAGED[game_id] + [missing]:
                with pytest.raises(ValueError, match=word):
                    game.load(data)
    finally:
        i18n.set_language("en")
