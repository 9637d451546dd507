"""C4 in Polish: seeded games played through the protocol with every log line, action label, view line,
progress and moment said in Polish (no missing key, no English left over), Polish counts in the right form,
names never inflected, refusals and options in Polish, and the card pool and decks in both languages,
checked on load."""
import re
import tomllib
from importlib import resources

import pytest

from rules.c4 import GAME, texts
from rules.c4.cards import CARDS, DECK_NAMES, DECK_TITLES, CardDataError, deck_title, parse_cards, parse_decks
from rules.core import Action, IllegalAction, Rng, i18n

from .helpers import pull, table
from .test_soak import soak_options

NAMES = ["Ala", "Olek", "Ewa", "Jan", "Ula", "Zenek"]
# Words that only an English sentence of ours would hold (the Polish ones never use them; "to" and "on" are
# Polish words too).
ENGLISH = re.compile(r"\b(the|and|from|with|of|you|your|token|tokens|card|cards|plays|gains|loses|pays|"
                     r"takes|gives|draws|turn|Turn|attack|attacks|Reaction|Stay|pot|deck|discard|hand|wins?|"
                     r"rock|paper|scissors|Player|Pass|Play|Vote)\b")


def polish_and_english(say):
    """What `say()` gives in Polish and in English (the language is switched around it)."""
    i18n.set_language("pl")
    pl = say()
    i18n.set_language("en")
    en = say()
    i18n.set_language("pl")
    return pl, en


def check_polish(text, english, what):
    assert isinstance(text, str) and text.strip(), what
    assert "{" not in text and "}" not in text, f"{what}: a place left unfilled in {text!r}"
    assert not re.search(r"\b(log|action|view|why|word|count|pick|verb|not_verb|unmoved|attack|rps|kind|moment|"
                         r"progress|decided|deck|option)\.[a-z_]+", text), f"{what}: a catalog key shown: {text!r}"
    assert not ENGLISH.search(text), f"{what}: English left in {text!r}"
    assert text != english or not re.search("[a-z]{4}", text), f"{what}: the same in both languages: {text!r}"


def known_reasons(ev):
    """Every reason the engine writes into an event has its words in the catalog (not shown raw)."""
    if ev["kind"] == "attack_result":
        assert ev["reason"] in texts.ATTACK_REASONS, ev["reason"]
    if ev["kind"] == "tokens_unmoved":
        assert ev["reason"] in texts.UNMOVED_REASONS and ev["verb"] in texts.VERBS, ev
    if ev["kind"] == "game_over":
        assert ev["decided_by"] in texts.DECIDED_KEYS, ev["decided_by"]
    if ev["kind"] == "tokens_moved" and ev["verb"] == "pay" and ev.get("reason") not in (None, "card", "flipped"):
        assert ev["reason"] in texts.PAY_REASONS, ev["reason"]


@pytest.mark.parametrize("seed", [3, 5, 9, 14])
def test_a_seeded_game_reads_in_polish_from_start_to_end(seed):
    i18n.set_language("pl")
    seats = 2 + seed % 5
    names = NAMES[:seats]
    s = GAME.setup(seats, soak_options(seats, seed), seed)
    rng = Rng(seed)
    events, kinds = [], set()
    for step in range(700):
        actors = GAME.actors(s)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        legal = GAME.legal_actions(s, seat)
        if step % 4 == 0:
            for a in legal[:10]:
                pl, en = polish_and_english(lambda: GAME.action_label(s, a, names))
                check_polish(pl, en, f"label of {a}")
                pl, en = polish_and_english(lambda: GAME.action_label(s, a))
                check_polish(pl, en, f"label without names of {a}")
        if step % 15 == 0:
            for viewer in (None, seat):
                pl, en = polish_and_english(lambda: GAME.view_lines(GAME.view(s, viewer), names))
                assert len(pl) == len(en)
                for (_, line), (_, english) in zip(pl, en):
                    check_polish(line, english, "view line")
            pl, en = polish_and_english(lambda: GAME.progress(s))
            check_polish(pl, en, "progress")
        new = GAME.apply(s, seat, GAME.rollout_policy(s, seat, rng))
        for ev in new:
            kinds.add(ev["kind"])
            known_reasons(ev)
            for viewer in (None, ev.get("seat")):
                pl, en = polish_and_english(lambda: GAME.describe_event(ev, names, viewer))
                check_polish(pl, en, f"log line of {ev['kind']}")
        events += new
    assert s.phase == "over", "the game ends within the steps"
    for viewer in (None, 0):
        for _, line in GAME.view_lines(GAME.view(s, viewer), names):
            check_polish(line, "", "view line at the end")
    check_polish(GAME.progress(s), "", "progress at the end")
    for line in GAME.moments(events, names):
        check_polish(line, "", "moment")
    assert len(kinds) > 12


def test_every_event_kind_the_log_knows_reads_in_polish():
    """The events a few random games may miss, said one by one (the same shapes the engine writes)."""
    i18n.set_language("pl")
    samples = [
        {"kind": "first_player_drawn_by_lot", "seat": 1},
        {"kind": "deck_reshuffled", "seat": 0, "cards": 5},
        {"kind": "card_removed", "seat": 0, "key": "piggy-bank", "reason": "removed"},
        {"kind": "card_cancelled", "seat": 0, "key": "heist", "by": 1},
        {"kind": "reaction_fizzled", "seat": 1},
        {"kind": "tokens_moved", "verb": "released", "n": 3},
        {"kind": "tokens_moved", "verb": "bank", "seat": 0, "n": 1},
        {"kind": "tokens_swapped", "seat": 0, "got": 2},
        {"kind": "token_step_prevented", "seat": 0, "by": 1, "verb": "gain"},
        {"kind": "prevention_ready", "seat": 1},
        {"kind": "pot_shortage"},
        {"kind": "no_card_to_flip", "seat": 1},
        {"kind": "no_card_to_discard", "seat": 1},
        {"kind": "extra_action_discount", "seat": 0, "n": 1},
        {"kind": "extra_action_tax", "seat": 0, "target": 1, "n": 2},
        {"kind": "extra_turn_granted", "seat": 0},
        {"kind": "direction_reversed"}, {"kind": "direction_restored"},
        {"kind": "round_limit_reached", "rounds": 60},
        {"kind": "vote_started", "tied": [0, 2]},
        {"kind": "vote_cast", "seat": 1, "choice": 2},
        {"kind": "something new"},
    ] + [{"kind": "attack_result", "seat": 0, "target": 1, "won": True, "reason": r} for r in texts.ATTACK_REASONS] \
      + [{"kind": "tokens_unmoved", "seat": 0, "verb": "gain", "reason": r} for r in texts.UNMOVED_REASONS] \
      + [{"kind": "game_over", "winners": [0], "decided_by": d} for d in texts.DECIDED_KEYS]
    for ev in samples:
        pl, en = polish_and_english(lambda: GAME.describe_event(ev, NAMES))
        check_polish(pl, en, f"log line of {ev}")


@pytest.mark.parametrize("n,tokens", [(1, "1 żeton"), (2, "2 żetony"), (4, "4 żetony"), (5, "5 żetonów"),
                                      (12, "12 żetonów"), (22, "22 żetony"), (25, "25 żetonów")])
def test_polish_counts_of_tokens_and_cards_take_the_right_form(n, tokens):
    i18n.set_language("pl")
    line = GAME.describe_event({"kind": "tokens_moved", "verb": "gain", "seat": 1, "n": n, "src": {"zone": "pot"}},
                               NAMES)
    assert line == f"Olek bierze z puli {tokens}."
    # Said as a sentence (issue 35: "Robin dobiera: 1 karta" read like a form): what is drawn, accusative.
    cards = {1: "1 kartę", 2: "2 karty", 4: "4 karty", 5: "5 kart", 12: "12 kart", 22: "22 karty", 25: "25 kart"}
    line = GAME.describe_event({"kind": "cards_drawn", "seat": 0, "count": n, "keys": [], "seen_by": [0]}, NAMES, 1)
    assert line == f"Ala dobiera {cards[n]}."
    shuffled = GAME.describe_event({"kind": "deck_reshuffled", "seat": 0, "cards": n}, NAMES)
    assert shuffled == "Ala tasuje stos kart odrzuconych w nową talię z " + \
        {1: "1 karty"}.get(n, f"{n} kart") + "."
    gone = GAME.describe_event({"kind": "tokens_moved", "verb": "released", "n": n}, NAMES)
    assert gone == f"{tokens} z karty, która opuściła grę, " + ("trafiają" if 2 <= n % 10 <= 4 and n not in (12, 13, 14)
                                                                 else "trafia") + " do puli."


def test_names_are_never_inflected():
    i18n.set_language("pl")
    say = GAME.describe_event
    assert say({"kind": "turn_started", "seat": 0, "turn": 3}, NAMES) == "Tura 3: Ala."
    assert say({"kind": "first_player", "seat": 2}, NAMES) == "Zaczyna Ewa."
    # Sentences, not forms (issue 35: "Alex zabiera 1 żeton; traci: Robin"): "gracz" takes the case.
    assert say({"kind": "tokens_moved", "verb": "take", "seat": 0, "target": 1, "n": 3}, NAMES) == \
        "Ala zabiera graczowi Olek 3 żetony."
    assert say({"kind": "tokens_moved", "verb": "give", "seat": 0, "target": 1, "n": 1}, NAMES) == \
        "Ala daje graczowi Olek 1 żeton."
    assert say({"kind": "cards_drawn", "seat": 0, "count": 1, "keys": ["heist"], "seen_by": [0]}, NAMES, 0) == \
        "Ala dobiera kartę Skok."
    assert say({"kind": "cards_drawn", "seat": 0, "count": 2, "keys": ["heist", "levy"], "seen_by": [0]}, NAMES,
               0) == "Ala dobiera karty: Skok, Danina."
    assert say({"kind": "attack_declared", "seat": 0, "target": 1}, NAMES) == "Ala atakuje gracza Olek."
    assert say({"kind": "card_discarded", "seat": 1, "key": "heist", "reason": "resolved"}, NAMES) == \
        "Karta Skok gracza Olek trafia na stos kart odrzuconych."
    assert say({"kind": "vote_cast", "seat": 1, "choice": 2}, NAMES) == "Olek głosuje na gracza Ewa."
    assert say({"kind": "round_limit_reached", "rounds": 30}, NAMES) == "Rozegrano 30 rund: limit rund kończy grę."
    forms = re.compile(r"(cel|traci|dostaje|gracz|anuluje|kolor): [A-Z]|\((gracz|kolor)[: ]")
    samples = [{"kind": "card_played", "seat": 0, "key": "heist", "target": 1, "cost": 1},
               {"kind": "card_played", "seat": 0, "key": "heist", "target": 1, "cost": 0},
               {"kind": "card_entered_play", "seat": 0, "key": "heist"},
               {"kind": "card_cancelled", "seat": 0, "key": "heist", "by": 1},
               {"kind": "reaction_fizzled", "seat": 1}, {"kind": "tokens_swapped", "seat": 0, "got": 2},
               {"kind": "next_action_free", "seat": 0}, {"kind": "extra_action_discount", "seat": 0, "n": 1},
               {"kind": "extra_action_tax", "seat": 0, "target": 1, "n": 2},
               {"kind": "token_step_prevented", "seat": 0, "by": 1, "verb": "lose"}] + \
        [{"kind": "card_discarded", "seat": 0, "key": "heist", "reason": r} for r in ("cancelled", "attack")]
    for ev in samples:
        assert not forms.search(say(ev, NAMES)), say(ev, NAMES)
    assert say({"kind": "game_over", "winners": [0, 2], "decided_by": "most tokens"}, NAMES) == \
        "Koniec gry. Wygrywają: Ala i Ewa (najwięcej żetonów)."
    assert say({"kind": "game_over", "winners": [1], "decided_by": "vote"}, NAMES) == \
        "Koniec gry. Wygrywa: Olek (głosowanie przegranych)."
    assert GAME.moments([{"kind": "game_over", "winners": [1]}], NAMES) == ["Wygrywa: Olek"]
    assert GAME.seat_label(1, 3) == "Gracz 2"
    s = table(seats=3, cards={0: ["heist"]})
    heist = pull(s, 0, "heist")
    labels = [GAME.action_label(s, a, NAMES) for a in GAME.legal_actions(s, 0)]
    assert "Zagraj: Skok (cel: Olek)" in labels and "Koniec tury" in labels
    assert GAME.progress(s) == "Tura 1, pula 6"
    assert heist is not None


def test_refusals_are_polish():
    s = table(seats=2, cards={0: ["heist", "brace"]}, held=[1, 10])
    heist, brace = pull(s, 0, "heist"), pull(s, 0, "brace")
    i18n.set_language("pl")
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 1, Action("done"))
    assert str(caught.value) == "Teraz nie ty decydujesz."
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 0, Action("play", card=brace))
    assert str(caught.value).startswith("Zaprzyj się to Reakcja")
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(s, 0, Action("play", card=heist))
    assert str(caught.value) == "Skok: ta karta potrzebuje innego gracza jako celu."
    assert i18n.said_of(caught.value).again("en") == "Heist needs another player as its target."


def test_options_and_decks_in_polish_keep_their_values():
    i18n.set_language("pl")
    opts = GAME.options()
    assert [opts[k]["label"] for k in ("hand_size", "round_limit", "decks")] == ["Karty na start", "Limit rund", "Talie"]
    assert opts["decks"]["choices"] == ["random", *DECK_NAMES]          # the values stay the ids saves keep
    assert opts["decks"]["choice_labels"][:3] == ["Losowa", "Poszukiwacze", "Bandyci"]
    assert opts["round_limit"]["choice_labels"][0] == "Bez limitu"
    assert deck_title("Bandits") == "Bandyci" and deck_title("My own") == "My own"
    assert GAME.figure_value("deck", "Custom deck") == "Własna talia"
    assert GAME.figure_value("deck", "Guardians") == "Strażnicy"
    i18n.set_language("en")
    assert deck_title("Bandits") == "Bandits" and opts["decks"]["label"].again() == "Decks"


def test_the_view_of_a_hand_reads_in_polish():
    s = table(seats=2, cards={0: ["heist", "brace", "stone-wall"]})
    for key in ("heist", "brace", "stone-wall"):
        pull(s, 0, key)
    i18n.set_language("pl")
    text = "\n".join(line for _, line in GAME.view_lines(GAME.view(s, 0), NAMES[:2]))
    assert "Ty (Ala): 10 żetonów (0 w obcych kolorach)" in text
    assert "Skok (kamień): Zaatakuj gracza, aby zabrać mu 3 żetony." in text
    assert "Zaprzyj się (papier, Reakcja): Gdy masz stracić" in text
    assert "Po odkryciu:" in text
    assert "Olek: 10 żetonów (0 w obcych kolorach), na ręce: 0 kart" in text


# --- content: the card pool and the decks in both languages ---------------------------------------------

def test_every_card_and_deck_has_its_own_polish_words():
    assert len(CARDS) == 52
    for d in CARDS.values():
        assert d.name_pl and d.text_pl and d.name_pl != d.name and d.text_pl != d.text, d.key
        assert not ENGLISH.search(d.text_pl), d.key
    assert len({d.name_pl for d in CARDS.values()}) == len({d.name for d in CARDS.values()})
    assert len({t["name_pl"] for t in DECK_TITLES.values()}) == len(DECK_NAMES)
    i18n.set_language("pl")
    assert CARDS["heist"].name_in() == "Skok" and CARDS["heist"].name == "Heist"   # `name` stays English
    assert texts.card_name("deep-freeze") == "Głęboki mróz"


def _cards_data():
    return tomllib.loads(resources.files("rules.c4").joinpath("data", "cards.toml").read_text("utf-8"))


def test_a_card_without_its_polish_is_refused_with_the_file_entry_and_field():
    data = _cards_data()
    del data["card"][1]["text_pl"]
    with pytest.raises(CardDataError, match=r"cards.toml: card 'heist': field 'text_pl'"):
        parse_cards(data)
    data = _cards_data()
    data["card"][8]["text_pl"] = "Gdy masz stracić żetony, zapobiegnij temu."          # hold-fast: a Reaction
    with pytest.raises(CardDataError, match=r"card 'hold-fast': field 'text_pl' must start with 'Reakcja. '"):
        parse_cards(data)
    data = _cards_data()
    data["card"][10]["text_pl"] = "Dobierz 1 kartę."                                    # stone-wall: When Flipped
    with pytest.raises(CardDataError, match=r"card 'stone-wall': field 'text_pl'"):
        parse_cards(data)
    decks = tomllib.loads(resources.files("rules.c4").joinpath("data", "decks.toml").read_text("utf-8"))
    del decks["deck"][0]["name_pl"]
    with pytest.raises(CardDataError, match=r"decks.toml: deck 'Prospectors': field 'name_pl'"):
        parse_decks(decks, CARDS)


def test_a_line_said_in_english_is_said_again_in_polish():
    line = GAME.describe_event({"kind": "card_played", "seat": 0, "key": "heist", "target": 1, "cost": 2}, NAMES)
    assert line == "Ala plays Heist on Olek (cost 2 tokens)."
    assert line.again("pl") == "Ala zagrywa kartę Skok i wskazuje gracza Olek (koszt: 2 żetony)."


def test_the_rules_reference_is_in_polish():
    english = GAME.rules_text()
    i18n.set_language("pl")
    polish = GAME.rules_text()
    assert polish.startswith("# C4") and "Nasza decyzja" in polish      # every section: test_every_game_in_polish
    assert polish.count("**Nasza decyzja") == english.count("**Our decision")
    for title in DECK_TITLES.values():              # the page names the decks as the new-game screen does
        assert title["name_pl"] in polish


def test_every_letter_of_the_cards_decks_and_rules_page_has_a_glyph():
    """The card faces and the rules page draw C4's content with the packaged fonts (the catalogs are checked
    in tests/test_translations.py)."""
    import pygame

    from sprites import theme
    from tests.test_translations import missing_glyphs
    parts = [w for d in CARDS.values() for w in (d.name, d.name_pl, d.text, d.text_pl)]
    parts += [w for name, t in DECK_TITLES.items() for w in (name, t["name_pl"], t["text"], t["text_pl"])]
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        parts.append(GAME.rules_text())
    chars = sorted(set("".join(parts)) - {"\n", "\t"})
    pygame.font.init()
    for style in ("regular", "bold", "italic"):
        for size in (9, 16, 24):
            assert missing_glyphs(pygame.font.Font(theme.font_path(style), size), chars) == [], f"{style} {size}px"


def test_the_english_log_lines_read_as_sentences_too():
    i18n.set_language("en")
    say = GAME.describe_event
    assert say({"kind": "deck_reshuffled", "seat": 0, "cards": 1}, NAMES) == \
        "Ala shuffles the discard pile into a new deck of 1 card."
    assert say({"kind": "deck_reshuffled", "seat": 0, "cards": 6}, NAMES) == \
        "Ala shuffles the discard pile into a new deck of 6 cards."
    assert say({"kind": "cards_drawn", "seat": 0, "count": 1, "keys": [], "seen_by": [0]}, NAMES, 1) == \
        "Ala draws 1 card."
    assert say({"kind": "round_limit_reached", "rounds": 30}, NAMES) == "30 rounds played: the round limit ends the game."
    assert say({"kind": "tokens_unmoved", "seat": 0, "verb": "swap", "reason": "nothing to swap"}, NAMES) == \
        "Ala has nothing to swap: no token of their own, or none of another colour in the pot."
    assert say({"kind": "token_step_prevented", "seat": 0, "by": 1, "verb": "lose"}, NAMES) == \
        "Ala does not lose: Olek's reaction prevents it."
    assert say({"kind": "tokens_moved", "verb": "take", "seat": 0, "target": 1, "n": 1}, NAMES) == \
        "Ala takes 1 token from Olek."
