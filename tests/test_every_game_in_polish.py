"""What every game in rules.GAMES says in Polish, one test for all games (each game's own words are checked in
its folder: tests/<game>/test_polish.py, tests/test_translations.py for KICKARDS)."""
import pytest

import rules
from rules.core import IllegalAction, Rng, i18n

GAME_IDS = sorted(rules.GAMES)


def said_in(language, say):
    i18n.set_language(language)
    try:
        return say()
    finally:
        i18n.set_language("en")


def refusal(game, state, seat, action) -> str:
    with pytest.raises(IllegalAction) as caught:
        game.apply(state, seat, action)
    return str(caught.value)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_reference_is_in_polish_with_every_section(game_id):
    game = rules.GAMES[game_id]
    english = game.rules_text()
    polish = said_in("pl", game.rules_text)
    assert polish != english
    assert polish.count("\n## ") == english.count("\n## ") > 0, "a section of the page is missing in one language"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_move_out_of_turn_is_refused_in_polish(game_id):
    """Another seat's move, tried by a seat that is not to act (the first such moment of a seeded game)."""
    game = rules.GAMES[game_id]
    seats = min(game.seat_counts)
    state, rng = game.setup(seats, {}, 1), Rng(1)
    while len(game.actors(state)) == seats:          # everybody decides at once: play on until somebody waits
        seat = game.actors(state)[0]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.below(len(legal))])
    actor = game.actors(state)[0]
    idle = next(seat for seat in range(seats) if seat not in game.actors(state))
    action = game.legal_actions(state, actor)[0]
    english = refusal(game, state, idle, action)
    polish = said_in("pl", lambda: refusal(game, state, idle, action))
    assert polish and polish != english, polish
