"""Cosmic's drawn pieces: every colour is told apart by more than colour, every card, destiny card and power
has a face, piles say how many, and the layouts of piles never stack two piles on one spot."""
import ast
import math
from pathlib import Path

import pygame
import pytest

import sprites.cosmic
from rules.cosmic.content import CARDS, COLOURS, LETTERS, POWER_TEXTS
from rules.cosmic.prisoners import CAPTURE, WILD_CAPTURE
from rules.core import i18n
from sprites import theme
from sprites.card import card_surface
from sprites.cosmic import palette, tokens
from sprites.cosmic.cards import NO_CARD, ChallengeFace, card_detail, card_title, kicker_mark, kind_of
from sprites.cosmic.destiny import DestinyFace, destiny_title
from sprites.cosmic.planet import planet_surface
from sprites.cosmic.power import PowerFace, power_detail
from sprites.cosmic.prison import draw_prison, prison_slots
from sprites.cosmic.strip import StripInfo, draw_strip, strip_surface
from sprites.cosmic.warp import draw_warp


def test_cosmic_sprites_import_only_pygame_sprites_cosmic_rules_and_the_catalogs():
    folder = Path(sprites.cosmic.__file__).parent
    problems = []
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for n in names:
                top = n.split(".")[0]
                if top in ("scenes", "game", "saves") or (top == "rules" and not n.startswith(("rules.cosmic", "rules.core.i18n"))):
                    problems.append(f"{path.name}: imports {n}")
    assert problems == []


def test_each_colour_has_its_own_shade_letter_and_shape():
    assert len(set(palette.RGB)) == len(COLOURS)
    assert [palette.letter(x) for x in range(6)] == list(LETTERS)      # English: the engine's letters
    assert len(set(palette.SHAPES)) == 6
    for x in range(6):
        assert palette.colour_name(x).lower() == COLOURS[x]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_colours_letter_is_its_initial_in_the_apps_language_as_on_the_new_game_screen(lang):
    """Polish tables drew the English letters while the new-game screen drew the Polish ones (orange "P" there,
    purple "P" at the table); each of the six stays unique in both languages."""
    i18n.set_language(lang)
    letters = [palette.letter(x) for x in range(6)]
    assert letters == [theme.seat_colour(colour, x)[1] for x, colour in enumerate(COLOURS)]
    assert letters == (list(LETTERS) if lang == "en" else ["C", "N", "Ż", "F", "T", "P"])
    assert len(set(letters)) == 6
    assert [palette.colour_name(x)[0] for x in range(6)] == [w[0] for w in letters]     # the name's initial


def _opaque(surf) -> int:
    w, h = surf.get_size()
    return sum(1 for x in range(0, w, 2) for y in range(0, h, 2) if surf.get_at((x, y)).a > 200)


def test_shapes_differ_in_outline_not_only_in_colour():
    """Painted in one colour, the six tokens still have six different silhouettes."""
    masks = []
    for shape in palette.SHAPES:
        surf = pygame.Surface((60, 60), pygame.SRCALPHA)
        tokens.draw_shape(surf, shape, (30, 30), 28, (255, 255, 255))
        masks.append(frozenset((x, y) for x in range(0, 60, 3) for y in range(0, 60, 3)
                               if surf.get_at((x, y)).a))
    for i in range(6):
        for j in range(i + 1, 6):
            assert len(masks[i] ^ masks[j]) > 12, (palette.SHAPES[i], palette.SHAPES[j])


def test_a_token_shows_its_label():
    bare = tokens.token(0, "", 14)
    marked = tokens.token(0, "R", 14)
    diff = sum(1 for x in range(bare.get_width()) for y in range(bare.get_height())
               if bare.get_at((x, y)) != marked.get_at((x, y)))
    assert diff > 20


def test_a_pile_grows_with_its_count_up_to_four_layers():
    heights = [tokens.pile(1, "B", n, 13).get_height() for n in (1, 2, 3, 4, 9)]
    assert heights[0] < heights[1] < heights[2] < heights[3] == heights[4]


def test_a_pile_of_two_or_more_writes_its_count():
    for count in (1, 7):
        with_count, without = pygame.Surface((120, 120), pygame.SRCALPHA), pygame.Surface((120, 120), pygame.SRCALPHA)
        tokens.draw_pile(with_count, (60, 60), 2, "Y", count, 13)
        tokens.draw_pile(without, (60, 60), 2, "Y", count, 13, with_count=False)
        diff = sum(1 for x in range(120) for y in range(120) if with_count.get_at((x, y)) != without.get_at((x, y)))
        assert (diff > 20) == (count > 1)


def _no_two_closer(slots, distance):
    for i, a in enumerate(slots):
        for b in slots[i + 1:]:
            assert math.dist(a, b) >= distance, (a, b)


@pytest.mark.parametrize("n", range(1, 10))
def test_pile_slots_keep_piles_apart(n):
    _no_two_closer(tokens.pile_slots(n, 34), 34 * 0.79)
    _no_two_closer(tokens.grid_slots(n, 3, 30, 30), 29.9)


def test_row_slots_give_each_owner_a_group_and_stay_compact():
    piles = [(0, "E", 2), (0, "L", 1), (0, "W", 1), (1, "S", 1), (3, "E", 1), (3, "W", 2), (4, "L", 1),
             (5, "E", 4), (5, "S", 1), (5, "W", 1)]
    slots = tokens.row_slots(piles)
    _no_two_closer(slots, 29.9)
    # An owner's piles share one row, side by side.
    for owner in (0, 3, 5):
        ys = {slots[i][1] for i, p in enumerate(piles) if p[0] == owner}
        assert len(ys) == 1
    xs = [x for x, _ in slots]
    assert max(xs) - min(xs) <= 190 and abs(max(xs) + min(xs)) < 60


def test_with_skill_tokens_a_planets_own_tokens_keep_fixed_corners():
    piles = [(2, "L", 1), (2, "W", 3)]
    assert tokens.host_slots(piles, 34) == [(17.0, -17.0), (17.0, 17.0)]
    assert tokens.host_slots([(2, "Y", 4)], 34) == [(0.0, 0.0)]


def test_every_challenge_deck_card_has_a_face_a_title_and_text():
    keys = set()
    for card in list(range(len(CARDS))) + [NO_CARD]:
        face = ChallengeFace(card)
        surf = card_surface(face, (124, 174))
        assert _opaque(surf) > 1000
        assert card_title(card)
        keys.add(face.key)
        assert card_detail(card).get_width() > 300
    assert len(keys) == len(CARDS) + 1


def test_card_kinds_have_their_own_header_colour():
    colours = {}
    for card in range(len(CARDS)):
        surf = card_surface(ChallengeFace(card), (124, 174))
        colours.setdefault(kind_of(card), set()).add(tuple(surf.get_at((108, 14)))[:3])   # (the header, clear of its title)
    firsts = [next(iter(c)) for c in colours.values()]
    assert len(set(firsts)) == len(colours) == 6


def test_kicker_marks_read_as_times_or_plus():
    marks = {kicker_mark(c) for c in range(len(CARDS)) if CARDS[c]["type"] == "kicker"}
    assert "\u00d73" in marks and "+3" in marks and "\u22124" in marks and "\u00d7\u22122" in marks


def test_destiny_cards_show_colour_capture_and_wild():
    faces = {}
    for card in [0, 3, CAPTURE + 0, CAPTURE + 3, WILD_CAPTURE]:
        faces[card] = card_surface(DestinyFace(card, 6), (104, 146))
    # A capture card differs from the plain card of its colour (bars and the CAPTURE band).
    diff = sum(1 for x in range(8, 112, 3) for y in range(8, 154, 3)
               if faces[0].get_at((x, y)) != faces[CAPTURE].get_at((x, y)))
    assert diff > 100
    assert destiny_title(CAPTURE + 3) == "Purple Capture Challenge"
    assert destiny_title(WILD_CAPTURE) == "Wild Capture Challenge"
    assert destiny_title(1) == "Blue system"


def test_every_power_has_a_card_that_shows_whether_it_works():
    for key in POWER_TEXTS:
        on = card_surface(PowerFace(key, True, 0), (186, 260))
        off = card_surface(PowerFace(key, False, 0), (186, 260))
        band_on, band_off = on.get_at((100, 258)), off.get_at((100, 258))
        assert band_on != band_off
        assert power_detail(key, False, "fewer than 3 home bases").get_height() > 100


@pytest.mark.parametrize("code", ["en", "pl"])
def test_every_power_card_shows_every_word_of_when_it_acts(code):
    """The Overseer's card said "when destiny is drawn and you are not the": its timing was cut at two lines."""
    from rules.core.i18n import set_language
    from sprites.cosmic.power import when_lines
    from sprites import theme
    set_language(code)
    width = 186 - 2 * max(5, 186 // 16)      # the card beside the viewer's system, less its padding
    for key, power in POWER_TEXTS.items():
        lines, size = when_lines(power["when"], width, round(260 * 0.06))
        assert " ".join(lines).split() == power["when"].split(), key
        assert len(lines) <= 3 and size >= 12, (key, lines, size)
        assert all(theme.font(size, "italic").size(line)[0] <= width for line in lines), key


def test_the_strip_names_every_part_and_flags_who_acts():
    surf = pygame.Surface((500, 60), pygame.SRCALPHA)
    info = StripInfo(seat=3, name="Kim", power="Gel", power_active=False, bases=3, hand=6, warp=2,
                     imprisoned=1, role="ally_defense", to_act=True)
    spots = draw_strip(surf, surf.get_rect(), info)
    assert {"name", "bases", "hand", "warp", "imprisoned", "power", "to_act", "role"} <= set(spots)
    for rect in spots.values():
        assert surf.get_rect().contains(rect), rect
    quiet = draw_strip(surf, surf.get_rect(), StripInfo(seat=3, name="Kim"))
    assert "to_act" not in quiet and "power" not in quiet
    first, _ = strip_surface(info, (500, 60))
    again, _ = strip_surface(info, (500, 60))
    assert first is again


def test_a_computers_role_shows_and_no_part_of_the_strip_covers_another():
    """A long computer name with "to act" once left no room for the role, so a computer ally or invitee had
    no tag (a playtester saw only one of two invitations), and "to act" ran over the bases in Polish."""
    from rules.core.i18n import language, set_language
    before = language()
    try:
        for code in ("en", "pl"):
            set_language(code)
            for role in ("ally_offense", "invited_both", "invited_defense", "defense"):
                surf = pygame.Surface((500, 60), pygame.SRCALPHA)
                info = StripInfo(seat=1, name="Alexandra", power="Warp Eater", power_active=False, bases=2, hand=5,
                                 warp=1, role=role, to_act=True, computer=True)
                spots = draw_strip(surf, surf.get_rect(), info)
                assert "role" in spots, (code, role)
                parts = list(spots.items())
                for i, (a, ra) in enumerate(parts):
                    assert surf.get_rect().contains(ra), (code, a, ra)
                    for b, rb in parts[i + 1:]:
                        # (text boxes may touch by a pixel)
                        assert not ra.inflate(-2, -2).colliderect(rb.inflate(-2, -2)), (code, role, a, b)
    finally:
        set_language(before)


def test_planets_differ_and_the_target_glows():
    looks = {tuple(planet_surface(0, i, 40).get_at((52, 40 + k))[:3] for k in range(0, 20, 5)) for i in range(5)}
    assert len(looks) >= 4
    plain, target = planet_surface(1, 2, 40), planet_surface(1, 2, 40, "target")
    assert plain.get_at((52, 6)) != target.get_at((52, 6))


def test_prison_and_warp_place_every_pile():
    surf = pygame.Surface((400, 400), pygame.SRCALPHA)
    piles = [(0, "R", 3), (1, "B", 1), (4, "C", 2)]
    spots = draw_prison(surf, pygame.Rect(10, 10, 72, 166), 2, piles)
    assert [seat for _, seat in spots] == [0, 1, 4]
    assert all(pygame.Rect(10, 10, 72, 166).collidepoint(pos) for pos, _ in spots)
    _no_two_closer(prison_slots(pygame.Rect(10, 10, 72, 166), 5, 12), 20)
    warp = draw_warp(surf, (200, 200), 88, [(x, palette.letter(x), 2) for x in range(6)])
    _no_two_closer([pos for pos, _ in warp], 40)
    assert all(math.dist(pos, (200, 200)) < 88 for pos, _ in warp)


def test_a_switched_off_power_keeps_its_off_mark_when_the_strip_is_short_of_room(monkeypatch):
    """A playtester saw "Trick..." for a Trickster switched off by Blackout: the "(off)" was what got cut."""
    from sprites.cosmic import strip as strip_module
    drawn = []
    real = strip_module.text.draw
    monkeypatch.setattr(strip_module.text, "draw", lambda target, words, *a, **k: drawn.append(words) or
                        real(target, words, *a, **k))
    surf = pygame.Surface((500, 60), pygame.SRCALPHA)
    info = StripInfo(seat=1, name="Robin", power="Warp Eater", power_active=False, bases=1, hand=12, warp=10,
                     imprisoned=0, role="ally_defense", computer=True)
    draw_strip(surf, surf.get_rect(), info)
    power = [w for w in drawn if "Warp" in w or w.startswith("W")][0]
    assert power.endswith("(off)") and power != "Warp Eater  (off)", power     # cut, but still off


def test_no_warp_pile_covers_the_word_warp():
    """A playtester read "W5RP": a pile sat on the word. Rows above and below the word now."""
    from sprites import text as text_module
    from sprites.cosmic.warp import warp_slots
    radius = 88
    for word in ("WARP", "OSNOWA"):
        w, h = text_module.render(word, 20, (255, 255, 255), "bold").get_size()
        title = pygame.Rect(-w // 2, -h // 2, w, h)
        for count in range(1, 7):
            slots = warp_slots(count, radius)
            assert len(slots) == count
            for dx, dy in slots:
                pile = pygame.Rect(round(dx) - 15, round(dy) - 26, 40, 41)     # token, stack and count
                assert not pile.colliderect(title), (word, count, (dx, dy))
                assert dx * dx + dy * dy < (radius - 12) ** 2                   # inside the Warp
            assert len({(round(x), round(y)) for x, y in slots}) == count


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_edict_and_ruling_name_is_whole_on_its_face_in_hand_and_on_the_piles(monkeypatch, lang):
    """A playtester read "Countermanc" on the discard pile: a name too long for the card lost its end."""
    from rules.core import i18n
    from sprites import theme
    from sprites.cosmic import cards as cards_module
    i18n.set_language(lang)
    try:
        drawn = []
        real = cards_module.text.draw
        monkeypatch.setattr(cards_module.text, "draw", lambda target, words, pos, size, *a, **k:
                            drawn.append((str(words), size, target.get_width())) or real(target, words, pos, size,
                                                                                          *a, **k))
        for card, c in enumerate(CARDS):
            if c["type"] not in ("edict", "ruling"):
                continue
            for size in ((124, 174), (66, 92)):
                drawn.clear()
                ChallengeFace(card)(pygame.Surface(size, pygame.SRCALPHA))
                lines = [(words, s) for words, s, _ in drawn if words in c["name"]]
                assert " ".join(words for words, _ in lines) == c["name"], (c["name"], size, drawn)
                for words, s in lines:
                    assert theme.font(s, "bold").size(words)[0] <= size[0] - 8, (words, size, s)
                    assert s >= 7, (words, size, s)
    finally:
        i18n.set_language("en")


def test_the_decks_back_bears_no_seat_letter_in_any_language():
    """The deck's back said "C", which is red's letter in Polish (Czerwony): a player took it for red's pile."""
    from rules.core import i18n
    from sprites.cosmic.cards import DECK_BACK
    try:
        for lang in ("en", "pl"):
            i18n.set_language(lang)
            assert DECK_BACK.letter not in {palette.letter(x) for x in range(6)}, lang
    finally:
        i18n.set_language("en")
