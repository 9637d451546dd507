"""Cosmic in Polish: seeded games played through the protocol with every log line, action label, view line,
progress and moment said in Polish (no missing key, no English left over), Polish counts in the right form,
the content's Polish checked on load, a said line said again after the language changes, and the Polish
rules reference."""
import re
import tomllib
from importlib import resources

import pytest

from rules.core import Action, Rng, i18n
from rules.cosmic import GAME, texts
from rules.cosmic.content import CARDS, POWER_TEXTS, ContentError, _load_powers, card_name
from rules.cosmic.powers.roster import POWERS

from .helpers import ATT, fresh
from .soak_policy import pick
from .test_soak import options_for

NAMES = ["Ala", "Olek", "Ewa", "Jan", "Ula", "Zenek"]
# Words that only an English sentence of ours would hold (the Polish ones never use them).
ENGLISH = re.compile(r"\b(the|and|from|with|takes|plays|token|tokens|cards|Warp|cone|Prison|Kicker|Edict|"
                     r"Ruling|Attack|Compromise|Nobody|nobody|offense|defense|challenge|wins|loses)\b")


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
    assert not re.search(r"\b(log|action|view|place|phase|reason|detail|word|count|item)\.[a-z_]+", text), \
        f"{what}: a catalog key shown instead of words: {text!r}"
    # A classic name ("klasycznie: Prison Deaths") is a proper name, the same in both languages.
    assert not ENGLISH.search(re.sub(r"klasycznie: [^)]*", "", text)), f"{what}: English left in {text!r}"
    assert text != english or not re.search("[a-z]{4}", text), f"{what}: the same in both languages: {text!r}"


def reasons_and_details(ev):
    if "reason" in ev:
        assert texts.T.has("reason." + texts._slug(ev["reason"])), f"no Polish for the reason {ev['reason']!r}"
    if "detail" in ev and ev.get("claim") is None and not ev["detail"].startswith("draws "):
        assert texts.T.has("detail." + texts._slug(ev["detail"])), f"no Polish for the detail {ev['detail']!r}"


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 6, 8])
def test_a_seeded_game_reads_in_polish_from_start_to_end(seed):
    i18n.set_language("pl")
    seats = 2 + seed % 5
    names = NAMES[:seats]
    s = GAME.setup(seats, options_for(seed), seed)
    rng = Rng(seed)
    events, kinds = [], set()
    for step in range(1200):
        actors = GAME.actors(s)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        legal = GAME.legal_actions(s, seat)
        if step % 3 == 0:
            for a in legal[:12]:
                pl, en = polish_and_english(lambda: GAME.action_label(s, a, names))
                check_polish(pl, en, f"label of {a}")
                pl, en = polish_and_english(lambda: GAME.action_label(s, a))
                check_polish(pl, en, f"colour label of {a}")
        if step % 25 == 0:
            for viewer in (None, seat):
                pl, en = polish_and_english(lambda: GAME.view_lines(GAME.view(s, viewer), names))
                assert len(pl) == len(en)
                for (_, line), (_, english) in zip(pl, en):
                    check_polish(line, english, "view line")
            pl, en = polish_and_english(lambda: GAME.progress(s))
            check_polish(pl, en, "progress")
        new = GAME.apply(s, seat, pick(GAME, s, seat, legal, rng))
        for ev in new:
            kinds.add(ev["kind"])
            if ev["kind"] == "window":
                continue            # a moment the table shows; the log has no line for it
            reasons_and_details(ev)
            for viewer in (None, ev.get("seat")):
                pl, en = polish_and_english(lambda: GAME.describe_event(ev, names, viewer))
                if pl == en == "":
                    continue        # no line for this reader (the consolation's cards, for outsiders)
                check_polish(pl, en, f"log line of {ev['kind']}")
        events += new
    for line in GAME.moments(events, names):
        check_polish(line, "", "moment")
    assert len(kinds) > 20


def test_refusals_are_polish():
    s = fresh()
    i18n.set_language("pl")
    with pytest.raises(Exception) as caught:
        GAME.apply(s, 0, Action("end_turn"))
    assert str(caught.value).startswith("Ten ruch nie jest teraz dozwolony: napastnik celuje stożkiem")
    with pytest.raises(Exception) as caught:
        GAME.apply(s, 1, Action("end_turn"))
    assert str(caught.value) == "Niebieski nie ma teraz ruchu."


@pytest.mark.parametrize("n,tokens", [(1, "1 żeton"), (2, "2 żetony"), (4, "4 żetony"), (5, "5 żetonów"),
                                      (12, "12 żetonów"), (22, "22 żetony"), (25, "25 żetonów")])
def test_polish_counts_of_tokens_and_cards_take_the_right_form(n, tokens):
    i18n.set_language("pl")
    line = GAME.describe_event({"kind": "ally_joined", "seat": 1, "side": "offense", "tokens": n}, NAMES)
    assert line == f"Olek dołącza do napastnika: {tokens}."
    cards = {1: "1 kartę", 2: "2 karty", 4: "4 karty", 5: "5 kart", 12: "12 kart", 22: "22 karty", 25: "25 kart"}
    line = GAME.describe_event({"kind": "cards_drawn", "seat": 0, "count": n, "cards": [], "reason": "reward",
                                "seen_by": [0]}, NAMES, None)
    assert line == f"Ala bierze {cards[n]} (nagroda)."
    moved = GAME.describe_event({"kind": "tokens_moved", "owner": 2, "tokens": [], "frm": 10, "to": -1,
                                 "count": n, "reason": "defeated"}, NAMES)
    assert moved == ("Ewa: żeton" if n == 1 else f"Ewa: {tokens}") + " z planety 1 (Ewa) do Osnowy (porażka)."


def test_names_are_never_inflected_and_places_take_their_preposition():
    i18n.set_language("pl")
    s = fresh()
    labels = [GAME.action_label(s, a, NAMES) for a in GAME.legal_actions(s, 0)]
    assert "Wyceluj w planetę 1 (Olek)" in labels
    assert GAME.describe_event({"kind": "turn_started", "seat": 0}, NAMES) == "Tura: Ala."
    assert GAME.describe_event({"kind": "game_over", "winners": [0, 2]}, NAMES) == "Wygrywają: Ala i Ewa!"
    assert GAME.describe_event({"kind": "game_over", "winners": [1]}, NAMES) == "Wygrywa: Olek!"
    assert texts.planet_name(-1, None, "to") == "do Osnowy"


def test_a_line_said_in_english_is_said_again_in_polish():
    ev = {"kind": "card_played", "seat": 0, "card": ATT[8], "face_up": True}
    line = GAME.describe_event(ev, NAMES)
    assert line == "Ala plays Attack 8 face up."
    assert line.again("pl") == "Ala zagrywa odkrytą kartę Atak 8."
    label = GAME.action_label(fresh(), Action("redraw"))
    i18n.set_language("pl")
    assert i18n.again(label) == "Ciągnij przeznaczenie jeszcze raz"
    assert [o["label"] for o in GAME.options().values()][:3] == ["Wzmacniacze", "Więcej kart", "Moce"]


# --- content: powers, edicts and rulings in both languages ---------------------------------------------

def test_every_power_edict_and_ruling_has_its_own_polish_words():
    words = [(p[f"{f}_en"], p[f"{f}_pl"]) for p in POWER_TEXTS.values() for f in ("name", "text", "when")]
    named = {CARDS[c]["key"]: CARDS[c] for c in range(len(CARDS)) if CARDS[c]["type"] in ("edict", "ruling")}
    words += [(c[f"{f}_en"], c[f"{f}_pl"]) for c in named.values() for f in ("name", "text")]
    assert len(POWER_TEXTS) == len(POWERS) and len(named) == 16
    assert all(en and pl and en != pl for en, pl in words if en != "always")
    assert len({p["name_pl"] for p in POWER_TEXTS.values()}) == len(POWERS), "every power has its own Polish name"
    assert all(": " in c["text_pl"] for c in named.values()), "card texts read 'when: what it does'"
    i18n.set_language("pl")
    assert POWER_TEXTS["macron"]["name"] == "Tytan" and POWER_TEXTS["macron"]["when"] == "zawsze"
    blackout = next(c for c in range(len(CARDS)) if CARDS[c].get("key") == "cosmic_zap")
    assert card_name(blackout) == "Edykt: Zaciemnienie" and CARDS[blackout]["text"].startswith("Zagraj")
    i18n.set_language("en")
    assert card_name(blackout) == "Edict: Blackout" and POWER_TEXTS["macron"]["name"] == "Titan"


def test_a_power_without_its_polish_is_refused_with_the_file_entry_and_field(monkeypatch):
    from rules.cosmic import content
    data = tomllib.loads(resources.files("rules.cosmic").joinpath("data", "powers.toml").read_text("utf-8"))
    del next(p for p in data["power"] if p["key"] == "bully")["text_pl"]
    monkeypatch.setattr(content, "_read", lambda name: data)
    with pytest.raises(ContentError) as caught:
        _load_powers()
    assert "powers.toml power 'bully'" in str(caught.value) and "'text_pl'" in str(caught.value)


def test_the_rules_reference_is_in_polish():
    i18n.set_language("pl")
    polish = GAME.rules_text()
    assert "Osnowa" in polish and "stożek" in polish.lower()     # every section: tests/test_every_game_in_polish.py
    for power in POWER_TEXTS.values():           # the page names the powers as the table does
        assert power["name_pl"] in polish


def test_the_history_keeps_english_power_names_and_the_statistics_say_them_in_polish():
    s = GAME.setup(3, {"powers": ["macron", None, "mind"]}, 1)
    i18n.set_language("pl")
    figures = GAME.record_figures(s, [])
    assert [f["power"] for f in figures] == ["Titan", "No power", "Seer"]      # one power, one group
    assert [GAME.figure_value("power", f["power"]) for f in figures] == ["Tytan (Macron)", "Bez mocy",
                                                                               "Jasnowidz (Mind)"]
    assert GAME.figure_name("bases") == "Bazy" and GAME.figure_value("bases", 3) is None
