"""C4 words that were cut or ran into each other (issue 35), in English and in Polish: the table at 5 and 6 seats
("Talia 12" ran into "Odrzucone 0", the strip's "Ręka 2   Talia 12..." was cut, "Brak kart „Zostaje w grze”"
ran off its area) and the deck builder ("Zmień nazwę" cut, a search hint in English words, the cost line
"Dopłata: bez dopłaty: 20"). The canvas is 1920x1080 at every window size, so what fits here fits at 1280x720."""
import pytest

import pygame

from rules.c4.cards import CARDS, DECKS
from rules.core import Rng, i18n
from scenes.c4.table import C4TableScene
from scenes.c4.deck_builder import DECK, DeckBuilderScene
from scenes.table.session import Session
from scenes.title import TitleScene
from tests.scenes.driver import pump
from tests.scenes.test_menu_text_fits import cut_buttons, texts_of
from tests.scenes.text_probe import collisions, recorded_text

NAMES = ["Alexandra", "Robin", "Samuel", "Kimberly", "Jules", "Maximilian"]


def c4_table(app, seats, seed, moves=14):
    """A hot-seat C4 table after some random moves, seen by the seat due to act."""
    specs = [{"name": NAMES[i], "kind": "human", "level": "human"} for i in range(seats)]
    session = Session.new(app, "c4", specs, {}, seed)
    rng = Rng(seed)
    for _ in range(moves):
        actors = session.actors()
        if not actors:
            break
        legal = session.game.legal_actions(session.state, actors[0])
        session.apply(actors[0], legal[rng.below(len(legal))])
    app.stack.reset(TitleScene(app))
    table = C4TableScene(app, session)
    table.viewer = session.actors()[0]
    app.stack.push(table)
    table.skip_animations()
    pump(app, 2)
    return table


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("seats", [5, 6])
def test_the_c4_table_at_five_and_six_seats_reads_whole(real_app, lang, seats):
    app = real_app
    app.set_language(lang)
    for seed in (3, 8):
        table = c4_table(app, seats, seed)
        table.layer_dirty = True                      # the board is drawn on its layer, then onto the canvas
        table.areas_kept.clear()                      # every seat's area and strip painted, not kept pictures
        table.strips_kept.clear()
        with recorded_text(table.layer) as found:
            table.draw(app.canvas)
        assert found, "the board was drawn"
        where = f"{lang}, {seats} seats, seed {seed}"
        for seat in range(seats):
            area = table.layout.area(seat)
            deck, discard = table.pile_labels[seat]
            assert not deck.colliderect(discard), f"{where}: the pile words run together: {deck} {discard}"
            if not area.own:
                assert area.rect.contains(deck) and area.rect.contains(discard), (where, area.rect, deck, discard)
            strip = [(w, r) for w, r in found if area.strip.contains(r) and r.top > area.strip.top + 30]
            assert strip and not [w for w, _ in strip if w.endswith("...")], f"{where}: a strip cut: {strip}"
            inside = [(w, r) for w, r in found if area.rect.colliderect(r) and not area.own]
            assert all(area.rect.contains(r) for _, r in inside), f"{where}: off its area: {inside}"
        board = [(w, r) for w, r in found if r.right <= 1500]            # the table, not the log column
        assert not collisions(board), f"{where}: texts run into each other: {collisions(board)}"


COSTLY = [k for k, d in CARDS.items() if d.cost][:3]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_deck_builder_reads_whole_with_its_own_words(real_app, lang):
    app = real_app
    app.set_language(lang)
    app.decks.save("Night Market", list(DECKS["Bandits"]) + COSTLY * 2 + [COSTLY[0]])   # 7 cards at +1
    app.stack.reset(TitleScene(app))
    scene = DeckBuilderScene(app)
    app.stack.push(scene)
    scene.open_deck("Night Market")
    pump(app, 2)
    assert not cut_buttons(scene), cut_buttons(scene)                  # "Zmień nazwę" was cut
    found = texts_of(app)
    assert not collisions(found), collisions(found)
    costs = [w for w, r in found if DECK.contains(r) and ("(+1)" in w or "+" in w)]
    assert costs and not costs[0].endswith("..."), costs
    line = costs[0]
    if lang == "pl":                                                     # a phrase, not "Dopłata: bez dopłaty: 20"
        assert "Z dopłatą: " in line and "bez dopłaty" not in line and " kart (+1)" in line, line
    else:
        assert "Costing extra: " in line and "cards (+1)" in line, line
    # The search hint's examples are words of the app's language, and typing one finds cards.
    hint = str(scene.words.placeholder_text if hasattr(scene.words, "placeholder_text") else "")
    examples = hint[hint.index("(") + 1:hint.index(")")].split(":")[-1].replace(".", " ").split(",")
    examples = [e.split()[-1] for e in examples]
    assert len(examples) == 2, hint
    for word in examples:
        assert any(word in (CARDS[k].text_pl if lang == "pl" else CARDS[k].text).lower() for k in CARDS), word
        scene.words.set_text(word)
        assert scene.visible_pool(), word
    if lang == "pl":
        assert "attack" not in hint and "gain" not in hint, hint


def test_the_no_card_line_of_the_deck_builder_is_a_sentence(real_app):
    app = real_app
    for lang, words in (("en", "No card costs extra."), ("pl", "Żadna karta nie wymaga dopłaty.")):
        app.set_language(lang)
        scene = DeckBuilderScene(app)
        scene.cards = list(DECKS["Bandits"])
        assert [c for c in scene.cards if CARDS[c].cost] == [] and scene.cost_line("x").endswith(words)
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("seats", [5, 6])
def test_the_results_of_a_five_or_six_seat_game_stay_in_their_panel(real_app, lang, seats):
    # The lines under the players ("Ended by", "Decisions made") ran past the panel and under the buttons.
    from scenes.results import ResultsScene
    from tests.lookback import finished_game
    app = real_app
    app.set_language(lang)
    saved, state, _ = finished_game("c4", 2, seats)
    app.stack.reset(TitleScene(app))
    scene = ResultsScene(app, Session(app, app.games["c4"], saved, state))
    app.stack.push(scene)
    pump(app, 2)
    found = texts_of(app)
    box = pygame.Rect(1920 // 2 - 500, 320, 1000, 560)
    inside = [(w, r) for w, r in found if r.top >= box.top]
    assert len(inside) > 3 * seats and all(box.contains(r) for _, r in inside), \
        [(w, r) for w, r in inside if not box.contains(r)]
    assert not collisions(found), collisions(found)
    assert not found.cut, found.cut
    notes = [str(n) for n in scene.seat_notes()]
    assert all(any(w == note for w, _ in found) for note in notes), notes       # each deck said whole
