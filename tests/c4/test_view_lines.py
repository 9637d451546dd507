"""Readable view lines for the general table: card names, player names, only what the viewer may see."""
import pytest

from rules.c4 import GAME
from rules.c4.cards import CARDS
from rules.core import Action, Rng

from .helpers import pull, table

NAMES = ["Ana", "Bo", "Cy", "Dee", "Eve", "Fin"]


def lines_of(s, seat, names=NAMES):
    return GAME.view_lines(GAME.view(s, seat), names)


def text_of(s, seat):
    return "\n".join(line for _, line in lines_of(s, seat))


def mid_game(seats, seed, moves=30):
    s = GAME.setup(seats, {}, seed)
    rng = Rng(seed)
    for _ in range(moves):
        actors = GAME.actors(s)
        if not actors:
            break
        GAME.apply(s, actors[0], rng.choice(GAME.legal_actions(s, actors[0])))
    return s


def test_own_hand_is_listed_by_card_name_with_what_the_card_does():
    s = table(seats=3, cards={0: ["heist", "brace"]})
    pull(s, 0, "heist")
    pull(s, 0, "brace")
    lines = lines_of(s, 0)
    text = "\n".join(line for _, line in lines)
    assert "Your hand (2):" in text
    assert "Heist (rock): Attack a player to take 3 tokens from them." in text
    # A Reaction says so once, in its tag, not again from the card text.
    assert "Brace (paper, Reaction): When you would lose tokens" in text
    assert all(isinstance(i, int) and isinstance(line, str) for i, line in lines)


def test_copies_of_one_card_in_hand_share_a_line():
    s = table(seats=2, cards={0: ["brace", "brace"]})
    pull(s, 0, "brace")
    pull(s, 0, "brace")
    lines = [line for _, line in lines_of(s, 0)]
    assert "Your hand (2):" in lines
    assert sum("Brace" in line for line in lines) == 1
    assert any(line.startswith("2x Brace (paper, Reaction)") for line in lines)


def test_players_are_called_by_their_names_and_the_viewer_is_you():
    s = table(seats=3, held=[7, 5, 3])
    text = text_of(s, 1)
    assert text.startswith("You (Bo): 5 tokens")
    assert "Ana: 7 tokens" in text and "Cy: 3 tokens" in text
    assert "Turn 1: Ana's turn" in text
    assert "Now: Ana may play a card or end the turn" in text


def test_other_hands_show_only_their_count_until_a_card_is_seen():
    s = table(seats=2, cards={1: ["heist", "brace"]})
    secret = pull(s, 1, "heist")
    pull(s, 1, "brace")
    text = text_of(s, 0)
    assert "Bo: 10 tokens (0 non-matching), 2 cards in hand" in text
    assert "Heist" not in text and "Brace" not in text
    s.known.add(secret)  # flipped in an attack and taken into the hand: public from then on
    text = text_of(s, 0)
    assert "Seen in hand: Heist" in text and "Brace" not in text


def test_spectator_sees_every_player_from_outside():
    s = table(seats=3, cards={0: ["heist"]})
    pull(s, 0, "heist")
    text = text_of(s, None)
    assert "You" not in text and "Your hand" not in text and "Heist" not in text
    assert "Ana: 10 tokens (0 non-matching), 1 card in hand" in text


def test_cards_in_play_show_the_tokens_lying_on_them_and_the_discard_top():
    s = table(seats=2, cards={1: ["piggy-bank", "heavy-rain"]})
    bank = pull(s, 1, "piggy-bank", zone="inplay")
    s.on_card[bank] = [2, 0]
    pull(s, 1, "heavy-rain", zone="discard")
    text = text_of(s, 0)
    assert "In play: Piggy Bank (2 tokens on it)" in text
    assert "discard 1 (top: Heavy Rain)" in text


def test_what_is_being_decided_names_the_card_and_who_may_react():
    s = table(seats=3, cards={0: ["heavy-rain"], 2: ["deep-freeze"]})
    rain = pull(s, 0, "heavy-rain")
    pull(s, 2, "deep-freeze")
    GAME.apply(s, 0, Action("play", card=rain))
    assert GAME.actors(s) == [2]
    text = text_of(s, 2)
    assert "Being played: Heavy Rain by Ana" in text
    assert "Now: Heavy Rain is announced; you may play a Reaction or pass" in text
    assert "Now: Heavy Rain is announced; Cy may play a Reaction or pass" in text_of(s, 1)


def test_a_loss_about_to_happen_is_described_before_it_can_be_prevented():
    s = table(seats=2, cards={0: ["heavy-rain"], 1: ["brace"]})
    rain = pull(s, 0, "heavy-rain")
    pull(s, 1, "brace")
    GAME.apply(s, 0, Action("play", card=rain))
    assert s.stack[-1]["window"]["type"] == "before"
    assert "Now: you would lose 2 tokens; you may play a Reaction or pass" in text_of(s, 1)
    assert "Now: Bo would lose 2 tokens; Bo may play a Reaction or pass" in text_of(s, 0)


def test_turn_costs_and_pending_effects_are_shown():
    s = table(seats=2)
    s.actions_taken, s.free_next, s.tax = 2, True, [0, 2]
    s.direction = -1
    text = text_of(s, 0)
    assert "play passes right (reversed)" in text
    assert "2 actions taken this turn; the next costs" in text and "the next action is free" in text
    assert "First extra action next turn costs 2 tokens more" in text


def test_game_over_names_the_winner_and_the_scores():
    s = table(seats=2, held=[4, 0])
    GAME.apply(s, 0, Action("done"))
    assert s.phase == "over"
    text = text_of(s, 1)
    assert "Game over: Ana won" in text and "Tokens: Ana 4, you 0" in text
    assert "may play a card" not in text


@pytest.mark.parametrize("seats,seed", [(2, 11), (3, 12), (4, 13), (4, 14), (6, 15)])
def test_every_seat_and_a_spectator_get_readable_lines_mid_game(seats, seed):
    s = mid_game(seats, seed)
    for seat in [*range(seats), None]:
        view = GAME.view(s, seat)
        lines = GAME.view_lines(view, NAMES[:seats])
        text = "\n".join(line for _, line in lines)
        assert all(isinstance(i, int) and 0 <= i <= 2 for i, _ in lines)
        assert all(NAMES[o] in text for o in range(seats) if o != seat)
        if seats <= 4:
            assert len(lines) <= 28
        if seat is not None:
            for cid in view["hand"]:
                assert CARDS[view["cards"][str(cid)]].name in text
        assert "hidden card" not in text  # every card mentioned is one the view shows
        # Nothing about hidden cards leaks: dealing the unseen cards again gives the same lines.
        if seat is not None:
            other = GAME.sample_hidden(s, seat, Rng(seed + 100))
            assert GAME.view_lines(GAME.view(other, seat), NAMES[:seats]) == lines
