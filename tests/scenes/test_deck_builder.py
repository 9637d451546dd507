"""The C4 deck builder driven by posted mouse events: building a deck from the pool, saving it, the rules'
reasons shown, renaming, copying, deleting, exporting and importing a text file (an unknown card named with
its line), filters; the new-game screen gives each seat its deck (a prebuilt one, one of the player's own, or
random) and the game records the deck lists; 2,000 random inputs raise nothing."""
import pygame
import pytest

from rules.c4.cards import CARDS, DECKS
from scenes.confirm import ConfirmScene
from scenes.c4.deck_builder import DeckBuilderScene
from scenes.c4.deck_builder_files import DeckFileScene
from scenes.new_game import NewGameScene
from scenes.title import TitleScene
from tests.scenes.driver import click, click_at, find_button, key, pump


@pytest.fixture
def dapp(tmp_path):
    from game.app import App
    from game.settings import Settings
    from saves import SaveStore
    a = App(settings=Settings(path=tmp_path / "settings.json"), saves=SaveStore(tmp_path / "saves"),
            headless=True)
    a.settings.animation_speed = 0
    pygame.event.clear()
    a.stack.push(TitleScene(a))
    pump(a, 1)
    yield a
    for scene in list(a.stack):
        scene.on_exit()


def open_builder(app):
    click(app, find_button(app.stack.top, "C4 decks"))
    scene = app.stack.top
    assert isinstance(scene, DeckBuilderScene)
    return scene


def pool_point(scene, key):
    """Where `key` is drawn in the pool, turning pages with the > button until it shows."""
    for _ in range(scene.pages()):
        pump(scene.app, 1)
        for rect, k in scene.pool_rects:
            if k == key:
                return rect.center
        click(scene.app, scene.next_button)
    raise AssertionError(f"{key} is not in the pool")


def test_building_and_saving_a_deck_by_mouse(dapp):
    scene = open_builder(dapp)
    for _ in range(7):
        click_at(dapp, pool_point(scene, "heist"))          # as many copies as clicked
    for key_ in ("lucky-penny", "levy", "shakedown", "windfall", "tall-poppy"):
        click_at(dapp, pool_point(scene, key_))
    assert len(scene.cards) == 12
    scene.name_entry.set_text("Tiny")
    click(dapp, find_button(scene, "Save"))
    assert "Not playable yet: a deck needs at least 13 cards" in scene.message      # the rules' words
    click_at(dapp, pool_point(scene, "pickpocket"))
    click(dapp, find_button(scene, "Save"))
    assert scene.message == "Saved Tiny." and dapp.decks.load("Tiny").cards.count("heist") == 7
    # A click on a line of the deck takes one copy out.
    pump(dapp, 1)
    line = next(rect for rect, k in scene.deck_rects if k == "heist")
    click_at(dapp, line.center)
    assert scene.cards.count("heist") == 6 and scene.changed


def test_rename_copy_and_delete(dapp):
    dapp.decks.save("First", list(DECKS["Bandits"]))
    scene = open_builder(dapp)
    click(dapp, find_button(scene, "First (15)"))
    assert scene.editing == "First"
    scene.name_entry.set_text("Second")
    click(dapp, find_button(scene, "Rename"))
    assert dapp.decks.names() == ["Second"]
    click(dapp, find_button(scene, "Copy"))
    assert sorted(dapp.decks.names()) == ["Second", "Second (copy)"]
    click(dapp, find_button(scene, "Delete"))
    assert isinstance(dapp.stack.top, ConfirmScene)
    click(dapp, find_button(dapp.stack.top, "Delete"))
    assert dapp.decks.names() == ["Second"]


def chooser_on_top(app) -> DeckFileScene:
    top = app.stack.top
    assert isinstance(top, DeckFileScene), top
    return top


def pick_in_list(app, chooser, name):
    """Click the line of the dialog's folder list that shows `name`."""
    pump(app, 1)
    for item in chooser.dialog.file_selection_list.item_list:
        if item["text"] == name and item.get("button_element") is not None:
            click(app, item["button_element"])
            return
    raise AssertionError(f"{name} is not listed: {[i['text'] for i in chooser.dialog.file_selection_list.item_list]}")


def type_path(app, chooser, path):
    """Type a path into the dialog's path box and press Enter, as a player may instead of browsing."""
    click(app, chooser.dialog.file_path_text_line)
    chooser.dialog.file_path_text_line.set_text(str(path))
    key(app, pygame.K_RETURN)


def test_export_and_import_a_text_file_through_the_file_dialog(dapp, tmp_path):
    dapp.decks.save("Traveller", list(DECKS["Guardians"]))
    scene = open_builder(dapp)
    click(dapp, find_button(scene, "Traveller (15)"))
    click(dapp, find_button(scene, "Export..."))
    chooser = chooser_on_top(dapp)
    folder = tmp_path / "deck-lists"                      # beside the saves, made for the first export
    assert chooser.folder == folder and chooser.chosen() == folder / "Traveller.txt"
    click(dapp, chooser.dialog.ok_button)
    assert dapp.stack.top is scene
    exported = folder / "Traveller.txt"
    assert open(exported).read().splitlines()[2:] == list(DECKS["Guardians"])
    assert scene.message == f"Exported to {exported}."
    # The same name again: the player is asked before the file is replaced.
    click(dapp, find_button(scene, "Export..."))
    click(dapp, chooser_on_top(dapp).dialog.ok_button)
    assert isinstance(dapp.stack.top, ConfirmScene) and "Traveller.txt is already there" in dapp.stack.top.question
    click(dapp, find_button(dapp.stack.top, "Replace"))
    assert dapp.stack.top is scene and scene.message == f"Exported to {exported}."
    # Import opens in the folder used last; a click on the file and OK bring it back as a new deck.
    click(dapp, scene.import_button)
    chooser = chooser_on_top(dapp)
    assert chooser.folder == folder
    pick_in_list(dapp, chooser, "Traveller.txt")
    click(dapp, chooser.dialog.ok_button)
    assert "Traveller (2)" in dapp.decks.names() and scene.editing == "Traveller (2)"
    assert scene.message == "Imported Traveller (2) (15 cards)."


def test_a_bad_deck_file_is_refused_in_plain_words_and_nothing_is_stored(dapp, tmp_path):
    scene = open_builder(dapp)
    bad = tmp_path / "bad.txt"
    bad.write_text("heist\n" * 12 + "heistt\n")
    click(dapp, scene.import_button)
    type_path(dapp, chooser_on_top(dapp), bad)
    click(dapp, chooser_on_top(dapp).dialog.ok_button)
    assert dapp.stack.top is scene
    assert scene.message_is_error and scene.message.startswith("Could not import the deck: ")
    assert "bad.txt" in scene.message and "line 13" in scene.message
    assert "'heistt' is not a C4 card" in scene.message and "did you mean 'heist'" in scene.message
    picture = tmp_path / "picture.txt"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    click(dapp, scene.import_button)
    chooser = chooser_on_top(dapp)
    assert chooser.folder == tmp_path                     # the folder used last
    pick_in_list(dapp, chooser, "picture.txt")
    click(dapp, chooser.dialog.ok_button)
    assert scene.message_is_error and "not UTF-8 text" in scene.message and "Traceback" not in scene.message
    assert dapp.decks.names() == []                       # nothing stored


def test_the_file_dialog_can_be_left_without_choosing(dapp, tmp_path):
    dapp.decks.save("Keep", list(DECKS["Bandits"]))
    scene = open_builder(dapp)
    click(dapp, find_button(scene, "Keep (15)"))
    click(dapp, scene.import_button)
    click(dapp, chooser_on_top(dapp).dialog.cancel_button)
    assert dapp.stack.top is scene
    click(dapp, find_button(scene, "Export..."))
    chooser = chooser_on_top(dapp)
    assert not chooser.dialog.delete_button.visible     # deleting files is not offered here
    key(dapp, pygame.K_ESCAPE)
    assert dapp.stack.top is scene and dapp.decks.names() == ["Keep"]
    assert not (tmp_path / "deck-lists" / "Keep.txt").exists()


def test_filters_show_only_matching_cards(dapp):
    scene = open_builder(dapp)
    click(dapp, scene.kind_button)                     # Regular
    click(dapp, scene.kind_button)                     # Stay In Play
    assert scene.visible_pool() and all(CARDS[k].kind == "stay" for k in scene.visible_pool())
    click(dapp, scene.symbol_button)                   # Rock
    assert all(CARDS[k].rps == "rock" for k in scene.visible_pool())
    click(dapp, scene.kind_button)
    click(dapp, scene.kind_button)                     # all kinds again
    click(dapp, scene.symbol_button)
    click(dapp, scene.symbol_button)
    click(dapp, scene.symbol_button)                   # all symbols
    scene.words.set_text("attack")
    assert scene.visible_pool() and all("attack" in CARDS[k].text.lower() for k in scene.visible_pool())


def test_each_seat_plays_its_own_deck_and_the_save_keeps_the_lists(dapp):
    mine = ["heist"] * 2 + ["pickpocket"] * 2 + ["levy"] * 2 + ["lucky-penny"] * 2 + ["windfall"] * 2 + \
        ["shakedown"] * 2 + ["tall-poppy", "raid", "snip"]
    dapp.decks.save("Sharp", mine)
    click(dapp, find_button(dapp.stack.top, "New game"))
    scene = dapp.stack.top
    assert isinstance(scene, NewGameScene)
    click(dapp, scene.game_buttons["c4"])
    deck_buttons = [b for b in scene.option_widgets if getattr(b, "text", None) == "Random"]
    assert len(deck_buttons) == len(scene.seats)
    # A seat's deck button lists every choice at once: random, the six prebuilt decks and the player's own.
    click(dapp, deck_buttons[0])
    listed = dapp.stack.top
    assert listed.name == "pick-list" and len(listed.rows) == 8
    click(dapp, next(b for b, value in listed.rows if value == ("mine", "Sharp")))
    assert dapp.stack.top is scene and scene.seat_choices[0] == ("mine", "Sharp")
    click(dapp, [b for b in scene.option_widgets if b.alive() and getattr(b, "text", "") == "Random"][0])
    click(dapp, next(b for b, value in dapp.stack.top.rows if value == "Prospectors"))
    assert scene.seat_choices[1] == "Prospectors"
    # Esc leaves the choice as it was.
    click(dapp, [b for b in scene.option_widgets if b.alive() and getattr(b, "text", "") == "Prospectors"][0])
    key(dapp, pygame.K_ESCAPE)
    assert dapp.stack.top is scene and scene.seat_choices[1] == "Prospectors"
    click(dapp, scene.start_button)
    table = dapp.stack.top
    decks = table.session.saved.options["decks"]
    assert decks[0] == mine and list(decks[1]) == list(DECKS["Prospectors"])
    dapp.decks.delete("Sharp")                          # the save still holds the list
    saved, state = dapp.saves.load(table.session.save_path)
    assert saved.options["decks"][0] == mine


def test_two_thousand_random_inputs_on_the_deck_builder_raise_nothing(dapp, tmp_path):
    from rules.core import Rng
    dapp.decks.save("Start", list(DECKS["Wildcards"]))
    scene = open_builder(dapp)
    rng = Rng(5)
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_a, pygame.K_BACKSPACE, pygame.K_ESCAPE]
    kinds = [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN, pygame.MOUSEWHEEL]
    for step in range(500):
        batch = []
        for _ in range(4):
            kind = kinds[rng.below(len(kinds))]
            pos = (rng.below(1920), rng.below(1080))
            if kind == pygame.MOUSEMOTION:
                batch.append(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            elif kind == pygame.KEYDOWN:
                batch.append(pygame.event.Event(kind, key=keys[rng.below(len(keys))], mod=0, unicode="a",
                                                scancode=0))
            elif kind == pygame.MOUSEWHEEL:
                batch.append(pygame.event.Event(kind, x=0, y=rng.randint(-2, 2), flipped=False, precise_x=0.0,
                                                precise_y=0.0))
            else:
                batch.append(pygame.event.Event(kind, pos=pos, button=1))
        dapp.step(0.05, batch + pygame.event.get())
        top = dapp.stack.top
        if top is not scene and not isinstance(top, DeckBuilderScene):
            if isinstance(top, TitleScene):
                dapp.stack.push(scene)
            elif isinstance(top, DeckFileScene):
                top.close()          # random clicks in a file dialog could climb out of tmp_path and write there
            elif top.name in ("confirm", "new-game", "load", "settings", "rules", "statistics") and step % 3 == 0:
                dapp.stack.pop()
    assert dapp.running


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_deck_status_and_the_file_hint_are_read_whole(lang):
    # A playtester read "...ta ma 0 (brakuje jeszcze..." and "...(tworzy go Do pli..." in Polish.
    from rules.c4 import decklists
    from rules.c4.cards import CARDS
    from rules.core import i18n
    from scenes.c4 import deck_builder as D
    from sprites import theme
    i18n.set_language(lang)
    try:
        some = sorted(CARDS)[0]
        for cards in ([], [some] * (decklists.MAX_DECK + 7), ["no-such-card"] * 3):
            for problem in decklists.deck_problems(cards):
                status = problem[0].upper() + problem[1:] + "."
                size = D.fitting_line(status, D.DECK.w - 40, 20, "bold")
                assert theme.font(size, "bold").size(status)[0] <= D.DECK.w - 40, status
        hint = str(D.T("deck_builder.file_hint"))
        room = D.BACK_LEFT - 20 - (D.POOL.x + 330 + 20)
        assert theme.font(D.fitting_line(hint, room, 20)).size(hint)[0] <= room
    finally:
        i18n.set_language("en")
