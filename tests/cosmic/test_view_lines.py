"""The readable view lines for the general table: card names not ids, player names, nothing hidden."""
import pytest

from rules.core import Rng
from rules.cosmic import GAME
from rules.cosmic.content import CARDS, card_name
from rules.cosmic.state import WARP, tokens_at

from .helpers import ATT, COMP, card, do, fresh, to_the_cards
from .soak_policy import pick
from .test_soak import options_for

NAMES = ["Ada", "Bo", "Cy", "Di"]


def lines_of(s, seat, names=NAMES):
    return GAME.view_lines(GAME.view(s, seat), names[:s.seats])


def text_of(s, seat):
    return "\n".join(t for _, t in lines_of(s, seat))


def mid_game(seats, seed, moves=40):
    s = GAME.setup(seats, options_for(seed), seed)
    rng = Rng(seed)
    for _ in range(moves):
        if GAME.outcome(s) is not None:
            break
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, pick(GAME, s, seat, GAME.legal_actions(s, seat), rng))
    return s


def redeal_hidden_hands(s, keep, seed):
    """The same position with every hand but `keep`'s (and the deck) dealt again: what nobody else sees."""
    c = s.clone()
    pool = list(c.deck) + [x for seat in range(c.seats) if seat != keep for x in c.hands[seat]]
    Rng(seed).shuffle(pool)
    for seat in range(c.seats):
        if seat != keep:
            k = len(c.hands[seat])
            c.hands[seat], pool = pool[:k], pool[k:]
    c.deck = pool
    return c


def test_the_hand_is_listed_by_card_name_with_what_edicts_do():
    blackout = card("edict")
    s = fresh(hands=[[ATT[8], ATT[8], COMP, blackout], [ATT[10]], [ATT[4]]])
    text = text_of(s, 0)
    assert "Attack 8 (x2)" in text and "Compromise" in text
    assert card_name(blackout) in text
    effect = CARDS[blackout]["text"].split(": ", 1)[1]
    assert effect[1:] in text                      # the short summary of what the edict does
    assert f"{ATT[8]}, {ATT[8]}" not in text and str(blackout) not in text


def test_players_are_called_by_name_and_the_viewer_comes_first():
    s = fresh()
    lines = lines_of(s, 1)
    assert lines[0] == (0, "You: Bo (blue)")        # powers are off in `fresh`
    heads = [t for i, t in lines if i == 0]
    assert any(t.startswith("Ada (red): 1 card") for t in heads)
    assert any(t.startswith("Cy (yellow): 1 card") for t in heads)
    assert not any(t.startswith("Bo (blue)") for t in heads)     # you are not listed again as another player


def test_a_spectator_sees_everybody_as_another_player_and_no_hand():
    s = fresh(hands=[[ATT[8]], [ATT[10]], [COMP]])
    text = text_of(s, None)
    assert "You:" not in text and "Your hand" not in text
    for name in ("Ada", "Bo", "Cy"):
        assert f"{name} (" in text
    assert "Attack 8" not in text and "Attack 10" not in text and "Compromise" not in text


def test_tokens_in_the_warp_and_foreign_bases_are_shown():
    s = fresh()
    s.loc[tokens_at(s, 2, 10)[0]] = WARP
    s.loc[tokens_at(s, 2, 11)[0]] = 3          # a yellow token on Ada's planet 4
    text = text_of(s, 0)
    cy = text[text.index("Cy (yellow)"):]
    assert "1 in the Warp" in cy.split("\n")[1] and "bases on Ada's planet 4 (1)" in cy.split("\n")[1]


def test_a_face_down_card_is_named_only_for_the_player_who_played_it():
    s = fresh(hands=[[ATT[8], ATT[4]], [ATT[10]], [COMP]])
    to_the_cards(s, 5)
    do(s, 0, "play", card=ATT[8])
    assert "Cards: Ada Attack 8; Bo none yet" in text_of(s, 0)
    assert "Cards: Ada face down; Bo none yet" in text_of(s, 1)
    assert "Attack 8" not in text_of(s, None)
    assert "attacking Bo on Bo's planet 1" in text_of(s, 2)


def test_the_lines_say_what_is_being_decided_and_by_whom():
    s = fresh()
    assert text_of(s, None).endswith("waiting for Ada.")
    assert "aims the cone" in text_of(s, 1)


@pytest.mark.parametrize("seats,seed", [(3, 1), (4, 2), (4, 3), (5, 4)])
def test_every_seat_and_a_spectator_get_lines_that_hide_other_hands(seats, seed):
    s = mid_game(seats, seed)
    for seat in list(range(seats)) + [None]:
        lines = lines_of(s, seat)
        assert all(isinstance(i, int) and 0 <= i <= 2 and isinstance(t, str) and t for i, t in lines)
        assert 8 <= len(lines) <= 30, (seat, len(lines))
        # the other hands dealt again: not one line may change (only their counts are shown)
        assert lines == lines_of(redeal_hidden_hands(s, seat, seed + 99), seat)
        if seat is not None:
            text = "\n".join(t for _, t in lines)
            for c in s.hands[seat]:
                assert card_name(c) in text


def test_a_mid_game_four_seat_view_fits_in_about_25_lines():
    for seed in (2, 3, 6):
        s = mid_game(4, seed, moves=30)
        assert 12 <= len(lines_of(s, GAME.actors(s)[0])) <= 25


def test_the_lines_say_when_a_calm_made_every_attack_a_compromise():
    from .helpers import challenge
    from .test_edicts import edict
    calm = edict("emotion_control")
    s = fresh(hands=[[ATT[8]], [ATT[10]], [calm]])
    challenge(s, 5, ATT[8], ATT[10])
    assert "Calm: every attack" not in text_of(s, 2)
    do(s, 2, "edict", card=calm)
    assert "Calm: every attack counts as a compromise." in text_of(s, 0)
