"""Classic names: our powers, edicts and rulings have names of our own, and wherever one is explained (the
power card and its details, a zoomed card, the hand in the readable view, the seat's tooltip, the rules page,
the statistics) the classic game's name stands beside ours, in both languages."""
import pygame
import pytest

from rules.core import i18n
from rules.cosmic import GAME
from rules.cosmic.content import CARDS, POWER_TEXTS, ContentError, _classic
from rules.cosmic.powers.roster import POWERS
from rules.cosmic.view_lines import hand_entry

EDICTS_AND_RULINGS = sorted({c["key"]: i for i, c in enumerate(CARDS) if c["type"] in ("edict", "ruling")}.values())


@pytest.fixture(params=["en", "pl"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _drawn(monkeypatch, module):
    """Every string `module` draws with sprites.text.draw."""
    said = []
    real = module.text.draw
    monkeypatch.setattr(module.text, "draw", lambda target, words, *a, **k: said.append(str(words)) or
                        real(target, words, *a, **k))
    return said


def test_every_power_edict_and_ruling_has_its_classic_name_which_is_the_role_it_plays():
    entries = list(POWER_TEXTS.values()) + [CARDS[i] for i in EDICTS_AND_RULINGS]
    assert len(entries) == len(POWERS) + 8 + 8
    for entry in entries:
        # The key in code is the classic role; the classic name is that role in words ("Victory or Death",
        # "Anti-Matter").
        assert entry["classic"].lower().replace(" ", "_").replace("-", "_") == entry["key"], entry["key"]
        assert entry["classic"] != entry["name_en"]


def test_a_content_entry_without_its_classic_name_is_refused():
    with pytest.raises(ContentError, match="classic"):
        _classic({"key": "virus"}, "powers.toml power 'virus'")
    with pytest.raises(ContentError, match="empty"):
        _classic({"key": "virus", "classic": " "}, "powers.toml power 'virus'")


def test_the_power_card_and_its_details_name_the_classic_power(monkeypatch, lang):
    from sprites.cosmic import power as power_module
    said = _drawn(monkeypatch, power_module)
    word = "classic" if lang == "en" else "klasycznie"
    for key, entry in POWER_TEXTS.items():
        said.clear()
        power_module.PowerFace(key)(pygame.Surface((120, 170), pygame.SRCALPHA))
        assert f"{word}: {entry['classic']}" in said, (key, said)
        said.clear()
        power_module.power_detail(key, True)
        assert said[:2] == [entry["name"], f"{word}: {entry['classic']}"], (key, said)


def test_a_zoomed_edict_or_ruling_names_the_classic_card(monkeypatch, lang):
    from sprites.cosmic import cards as cards_module
    said = _drawn(monkeypatch, cards_module)
    word = "classic" if lang == "en" else "klasycznie"
    for card in EDICTS_AND_RULINGS:
        said.clear()
        cards_module.card_detail(card)
        assert f"{word}: {CARDS[card]['classic']}" in said, (CARDS[card]["key"], said)


def test_an_attack_card_has_no_classic_line(monkeypatch):
    from sprites.cosmic import cards as cards_module
    said = _drawn(monkeypatch, cards_module)
    attack = next(i for i, c in enumerate(CARDS) if c["type"] == "attack")
    cards_module.card_detail(attack)
    assert not any("classic" in s for s in said)


def test_the_readable_view_names_the_classic_power_and_cards_in_hand(lang):
    s = GAME.setup(3, {"powers": ["virus", "vulch", "mind"]}, 1)
    lines = "\n".join(str(text) for _, text in GAME.view_lines(GAME.view(s, 0), ["Alex", "Robin", "Sam"]))
    word = "classic" if lang == "en" else "klasycznie"
    assert f"{POWER_TEXTS['virus']['name']} ({word}: Virus)" in lines
    for card in EDICTS_AND_RULINGS:
        assert f"({word}: {CARDS[card]['classic']})" in str(hand_entry(card))


def test_the_statistics_name_a_power_with_its_classic_name(lang):
    assert GAME.figure_value("power", "Swarm") == f"{POWER_TEXTS['virus']['name']} (Virus)"
    assert GAME.figure_value("power", "No power") in ("No power", "Bez mocy")


def test_the_seat_tooltip_names_the_classic_power(lang):
    from scenes.cosmic import board
    from sprites.cosmic.strip import StripInfo
    s = GAME.setup(3, {"powers": ["virus", "vulch", "mind"]}, 1)
    view = GAME.view(s, 0)
    info = StripInfo(seat=1, name="Robin", power="x", power_active=True, bases=5, hand=8, warp=0, imprisoned=0,
                     role=None, computer=False)
    words = [str(w) for _, w in board._strip_help(view, info, {"power": pygame.Rect(0, 0, 9, 9)},
                                                   ["Alex", "Robin", "Sam"])]
    word = "classic" if lang == "en" else "klasycznie"
    assert any(f"({word}: Vulch)" in w for w in words), words


@pytest.mark.parametrize("page,word", [("rules.md", "Powers"), ("rules.pl.md", "Moce")])
def test_the_rules_page_lists_every_classic_name_beside_ours(page, word):
    from importlib import resources
    lang = "pl" if page.endswith(".pl.md") else "en"
    i18n.set_language(lang)
    try:
        text = resources.files("rules.cosmic").joinpath("data", page).read_text(encoding="utf-8")
        for entry in list(POWER_TEXTS.values()) + [CARDS[i] for i in EDICTS_AND_RULINGS]:
            assert f"{entry['name']} ({entry['classic']})" in text, (page, entry["key"])
    finally:
        i18n.set_language("en")
