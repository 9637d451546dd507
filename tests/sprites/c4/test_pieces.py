"""C4's drawn pieces: every card face at every size, symbols and token looks told apart by shape (not only
colour), piles and the pot with their spots, deck and discard piles, the strip; and the layers."""
import ast
from pathlib import Path

import pygame
import pytest

import sprites
from rules.c4.cards import CARDS
from rules.core import i18n
from sprites import theme
from sprites.card import card_surface
from sprites.c4 import palette, symbols
from sprites.c4.cards import CARD_SIZE, SMALL_SIZE, ZOOM_SIZE, card_back, card_face, split_text, tooltip
from sprites.c4.piles import draw_deck, draw_discard
from sprites.c4.strip import HEIGHT, StripInfo, draw_strip
from sprites.c4.tokens import C4TokenFace, draw_pile, draw_pot, looks_in, pile_spots, pot_spots


def mask_of(paint, size=(80, 80)) -> pygame.mask.Mask:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    paint(surf)
    return pygame.mask.from_surface(surf)


def differ(a: pygame.mask.Mask, b: pygame.mask.Mask) -> int:
    """How many pixels are covered by one silhouette and not the other."""
    both = a.overlap_area(b, (0, 0))
    return a.count() + b.count() - 2 * both


@pytest.mark.parametrize("size", [CARD_SIZE, SMALL_SIZE, ZOOM_SIZE])
def test_every_card_face_paints_at_every_size(size):
    seen = set()
    for key in CARDS:
        surf = card_surface(card_face(key), size)
        assert surf.get_size() == (size[0] + 16, size[1] + 16)
        seen.add(pygame.image.tobytes(surf, "RGBA"))
    assert len(seen) == len(CARDS)  # no two cards look the same


def test_card_text_keeps_when_flipped_apart_and_drops_the_kind_word():
    assert split_text("stone-wall") == ("Draw 1 card.", "if you are defending, the attack fails.")
    assert split_text("steady-income")[0].startswith("Costs 1 extra token")
    assert "Stay In Play" in tooltip("steady-income") and "H-TBT-2600 #007" in tooltip("steady-income")
    with pytest.raises(ValueError):
        card_face("no-such-card")


def test_symbols_are_told_apart_by_shape_alone():
    ink = (0, 0, 0)
    shapes = {rps: mask_of(lambda s, rps=rps: symbols.draw_symbol(s, rps, (40, 40), 34, ink)) for rps in
              ("rock", "paper", "scissors")}
    for a in shapes:
        for b in shapes:
            if a < b:
                assert differ(shapes[a], shapes[b]) > 600, (a, b)


def test_each_seats_token_has_its_own_shape_and_letter():
    masks = [mask_of(lambda s, seat=seat: palette.draw_shape(s, palette.seat_shape(seat), (40, 40), 34, (0, 0, 0)))
             for seat in range(6)]
    for i in range(6):
        for j in range(i + 1, 6):
            assert differ(masks[i], masks[j]) > 150, (i, j)
    assert len({palette.seat_letter(s) for s in range(6)}) == 6
    assert len({C4TokenFace(s).key for s in range(6)}) == 6


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_seats_letter_is_its_colours_initial_in_the_apps_language(lang):
    """As on the new-game screen (theme.seat_colour): B R G Y P O in English, N C Z Ż F P in Polish, six
    different letters; a token drawn in one language is not shown in the other (its key has the language)."""
    i18n.set_language(lang)
    letters = [palette.seat_letter(s) for s in range(6)]
    assert letters == [theme.seat_colour(None, s)[1] for s in range(6)]
    assert letters == (["B", "R", "G", "Y", "P", "O"] if lang == "en" else ["N", "C", "Z", "Ż", "F", "P"])
    assert len(set(letters)) == 6
    assert [palette.seat_rgb(s) for s in range(6)] == [theme.seat_colour(None, s)[0] for s in range(6)]
    other = "pl" if lang == "en" else "en"
    keys = {C4TokenFace(s).key for s in range(6)}
    i18n.set_language(other)
    assert not keys & {C4TokenFace(s).key for s in range(6)}


def test_a_pile_shows_the_owners_look_first_and_a_spot_per_look():
    counts = [2, 0, 5, 1]
    assert looks_in(counts, 2) == [2, 0, 3]
    spots = pile_spots((0, 0, 600, 80), counts, 2, 16)
    assert list(spots) == [2, 0, 3] and spots[2][0] < spots[0][0] < spots[3][0]
    surf = pygame.Surface((800, 300))
    assert draw_pile(surf, (0, 0, 600, 90), counts, 2) .keys() == spots.keys()
    assert draw_pile(surf, (0, 100, 600, 90), [0, 0, 0, 0], 1) == {}
    narrow = pile_spots((0, 0, 120, 120), [3, 3, 3, 3, 3, 3], 0, 16)
    assert len({y for _, y in narrow.values()}) > 1  # wraps onto more rows when narrow


def test_a_pile_does_not_say_the_total_its_strip_says():
    """The strip said "6 tokens (1 non-matching)" and the pile beside it "6 tokens, 1 non-matching" again: the
    pile keeps its stacks' counts, and says "no tokens" only when there is nothing to show."""
    from tests.scenes.text_probe import recorded_text
    surf = pygame.Surface((800, 300))
    with recorded_text(surf) as found:
        draw_pile(surf, (0, 0, 600, 90), [5, 1, 0], 0)
        draw_pile(surf, (0, 100, 600, 90), [0, 0, 0], 1)
    assert [w for w, _ in found] == ["no tokens"]
    with recorded_text(surf) as on_strip:
        draw_strip(surf, (0, 200, 600, HEIGHT), StripInfo(0, "Robin", 6, 1, 3, 11, 1, False, False))
    assert any("6 tokens (1 non-matching)" in w for w, _ in on_strip), on_strip


def test_the_pot_spreads_its_looks_around_the_bowl():
    surf = pygame.Surface((600, 600))
    spots = draw_pot(surf, (300, 300), [3, 0, 2, 4], radius=120)
    assert spots == pot_spots((300, 300), 120, [3, 0, 2, 4], 18) and set(spots) == {0, 2, 3}
    for x, y in spots.values():
        assert (x - 300) ** 2 + (y - 300) ** 2 < 120 ** 2
    assert draw_pot(surf, (300, 300), [0, 0, 0, 0]) == {}


def test_deck_and_discard_piles_with_and_without_cards():
    surf = pygame.Surface((600, 400))
    surf.fill((0, 0, 0))
    before = pygame.image.tobytes(surf, "RGB")
    full = draw_deck(surf, (100, 150), 1, 12)
    empty = draw_deck(surf, (250, 150), 1, 0)
    assert pygame.image.tobytes(surf, "RGB") != before
    assert full.size == empty.size
    draw_discard(surf, (400, 150), "heist", 3)
    draw_discard(surf, (520, 150), None, 0)
    assert card_back(0).letter == "B" and card_back(1).letter == "R"


def test_the_strip_draws_for_every_state():
    surf = pygame.Surface((1920, 300))
    for i, kw in enumerate([dict(active=True, next_cost=0), dict(active=True, next_cost=3), dict(to_act=True),
                            dict(computer=True), dict(you=True)]):
        info = StripInfo(i, "A very long player name that must be cut", 10, 3, 4, 9, 2, **kw)
        assert draw_strip(surf, (0, 0, 420, HEIGHT), info).height == HEIGHT


def test_c4_sprites_import_nothing_above_them_and_generic_sprites_know_no_c4():
    root = Path(sprites.__file__).parent
    problems = []
    for path in sorted(root.glob("*.py")) + sorted((root / "c4").glob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [("sprites." if node.level else "") + (node.module or "")]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top in ("scenes", "game"):
                    problems.append(f"{path.name}: imports {name}")
                if path.parent == root and ("c4" in name.split(".")):
                    problems.append(f"generic {path.name}: imports {name}")
    assert problems == []


def test_faces_and_tooltips_speak_the_apps_language():
    from rules.c4.cards import CARDS
    from rules.core import i18n
    from tests.scenes.text_probe import recorded_text
    d = CARDS["steady-income"]
    try:
        i18n.set_language("pl")
        face = card_face("steady-income")
        assert face.key[-1] == "pl"           # a face per language in the picture cache
        surf = pygame.Surface(ZOOM_SIZE)
        with recorded_text(surf) as found:
            face(surf)
        words = " ".join(w for w, _ in found)
        assert d.name_pl in words and "ZOSTAJE W GRZE" in words and d.name not in words
        assert d.name_pl in tooltip("steady-income") and "Stay In Play" not in tooltip("steady-income")
        body, _ = split_text("steady-income")
        assert not body.startswith("Zostaje w grze")
    finally:
        i18n.set_language("en")
    assert card_face("steady-income").key[-1] == "en"


def test_a_long_name_stays_inside_a_small_card(monkeypatch):
    """The deck builder's pool draws cards 124 pixels wide: "Round for the House" ran off the right edge."""
    from sprites import text, theme
    from sprites.c4 import cards as faces
    drawn = []
    real = text.draw

    def record(surf, label, pos, size, *args, **kwargs):
        drawn.append((str(label), pos, size, surf.get_width()))
        return real(surf, label, pos, size, *args, **kwargs)

    monkeypatch.setattr(faces.text, "draw", record)
    for key in CARDS:
        drawn.clear()
        card_surface(card_face(key), (124, 174))
        name = CARDS[key].name
        line = next(d for d in drawn if d[0].rstrip(".") and name.startswith(d[0].rstrip(".").rstrip()))
        label, pos, size, width = line
        assert pos[0] + theme.font(size, "bold").size(label)[0] <= width, (key, label, size)
