"""The C4 deck builder: the whole card pool with filters, the deck being built with its counts, curve and the
rules' reasons it cannot be played yet, and the player's stored decks (save, rename, copy, delete, export and
import as a text file of card ids).

- Click a card of the pool to add a copy; click a line of the deck to take a copy out.
- Filters: kind (Regular, Stay In Play, Reaction), rock/paper/scissors, and words of the name or text.
- "Your decks": click one to edit it. A prebuilt deck can be opened as a start (it is saved under a new name).
- Export asks where to write `<name>.txt` (one card id per line) in a file dialog; Import asks for a file in
  one and checks it, naming any unknown card and its line. Both open in the folder used last, at first the
  deck-lists folder beside the saves (import: the home folder while that does not exist yet).
Storage is `saves.decks.DeckStore` (beside the saves, written atomically); whether a list is playable is the
rules' question (`rules.c4.decklists`).
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame

from rules.c4 import decklists
from rules.c4.cards import CARDS, DECK_NAMES, DECKS, deck_title
from rules.core.i18n import Joined, Texts
from saves import SaveError
from saves.names import sanitise_slot
from sprites import text, theme
from sprites.c4 import palette
from sprites.c4.cards import card_face
from sprites.card import card_surface

from .. import navigation
from ..backdrop import draw_menu_backdrop, panel
from ..base import Scene
from .deck_builder_files import DeckFileScene, with_suffix

T = Texts("scenes")

POOL = pygame.Rect(40, 150, 1140, 830)
DECK = pygame.Rect(1200, 150, 680, 560)
MINE = pygame.Rect(1200, 720, 680, 260)
POOL_CARD = (124, 174)
POOL_COLS = 8
POOL_ROWS = 3
ZOOM = (300, 420)
BACK_LEFT = 1560                  # the Back button's left edge; the file hint ends before it
KINDS = (None, "regular", "stay", "reaction")
SYMBOLS = (None, "rock", "paper", "scissors")
DECK_ROWS = 12              # deck lines shown at once (the rest scroll with the wheel)
MINE_ROWS = 4


def fitting_line(words: str, width: int, size: int, style: str = "regular", smallest: int = 16) -> int:
    """The size at which one line of `words` fits `width`, down to `smallest` (a longer line is then cut
    with "..."): the Polish deck status and file hint were cut at their usual size."""
    while size > smallest and theme.font(size, style).size(words)[0] > width:
        size -= 1
    return size


def pool_order():
    return sorted(CARDS, key=lambda k: (KINDS.index(CARDS[k].kind), CARDS[k].rps, CARDS[k].name_in()))


def open_deck_builder(app, on_done=None):
    """The deck builder over the current screen: the title's "C4 decks", the new-game screen's "Build decks..."
    (`on_done()` when it closes: that screen lists the decks again)."""
    app.stack.push(DeckBuilderScene(app, on_done=on_done))


class DeckBuilderScene(Scene):
    name = "deck-builder"

    def __init__(self, app, on_done=None):
        super().__init__(app)
        self.store = app.decks
        self.on_done = on_done               # called when leaving (the new-game screen refreshes its lists)
        self.cards: list = []                # the deck being built: card ids, copies repeated
        self.editing = None                  # the stored name being edited, or None for a new deck
        self.kind = None
        self.symbol = None
        self.page = 0
        self.deck_scroll = 0
        self.mine_page = 0
        self.prebuilt = -1
        self.pool_rects: list = []           # (rect, key) of pool cards drawn
        self.deck_rects: list = []           # (rect, key) of deck lines drawn
        self.changed = False
        x, y = POOL.x + 20, POOL.y + 56
        self.kind_button = self.button(T("deck_builder.kind_all"), (x, y, 250, 44), self.cycle_kind,
                                       tooltip=T("deck_builder.kind_tip"))
        self.symbol_button = self.button(T("deck_builder.symbol_all"), (x + 260, y, 230, 44), self.cycle_symbol,
                                         tooltip=T("deck_builder.symbol_tip"))
        self.words = self.text_entry((x + 500, y, 360, 44), limit=30, placeholder=T("deck_builder.words"))
        self.prev_button = self.button("<", (POOL.right - 230, y, 60, 44), lambda: self.turn_page(-1),
                                       tooltip=T("deck_builder.prev_tip"))
        self.next_button = self.button(">", (POOL.right - 80, y, 60, 44), lambda: self.turn_page(1),
                                       tooltip=T("deck_builder.next_tip"))
        dx, dy = DECK.x + 20, DECK.y + 56
        self.name_entry = self.text_entry((dx, dy, 400, 44), limit=40, placeholder=T("deck_builder.name"))
        self.button(T("common.save"), (dx + 410, dy, 120, 44), self.save, tooltip=T("deck_builder.save_tip"))
        self.button(T("deck_builder.new"), (dx + 540, dy, 110, 44), self.new_deck, tooltip=T("deck_builder.new_tip"))
        mx, my = MINE.x + 20, MINE.bottom - 56
        self.deck_buttons = [
            self.button(T("deck_builder.rename"), (mx, my, 140, 44), self.rename, tooltip=T("deck_builder.rename_tip")),
            self.button(T("deck_builder.copy"), (mx + 148, my, 100, 44), self.copy, tooltip=T("deck_builder.copy_tip")),
            self.button(T("deck_builder.delete"), (mx + 256, my, 110, 44), self.delete,
                        tooltip=T("deck_builder.delete_tip")),
            self.button(T("deck_builder.prebuilt"), (mx + 374, my, 130, 44), self.next_prebuilt,
                        tooltip=T("deck_builder.prebuilt_tip")),
            self.button(T("deck_builder.export"), (mx + 512, my, 128, 44), self.export,
                        tooltip=T("deck_builder.export_tip"))]
        self.place_deck_buttons()
        self.import_button = self.button(T("deck_builder.import"), (POOL.x, POOL.bottom + 24, 330, 56),
                                         self.choose_import, tooltip=T("deck_builder.import_tip"))
        self.last_folder: Path | None = None  # where the file dialog opens next (the folder used last)
        self.button(T("common.back"), (BACK_LEFT, 1010, 320, 56), self.back, object_id="@big_button")
        self.mine_buttons: list = []
        self.rebuild_mine()

    def place_deck_buttons(self):
        """The row under "Your decks" shares its width by each button's words ("Zmień nazwę" was cut in a
        row of equal-ish buttons), every button with the same room left around its words."""
        gap, row = 8, MINE.w - 40
        needs = [b.font.size(str(b.text))[0] for b in self.deck_buttons]
        spare = (row - gap * (len(needs) - 1) - sum(needs)) / len(needs)
        x = MINE.x + 20
        for b, need in zip(self.deck_buttons, needs):
            width = round(need + spare)
            b.set_relative_position((x, MINE.bottom - 56))
            b.set_dimensions((width, 44))
            x += width + gap

    def language_changed(self):
        super().language_changed()
        self.place_deck_buttons()

    # --- the pool --------------------------------------------------------------------------------------
    def visible_pool(self) -> list:
        words = self.words.get_text().strip().lower().split() if self.words is not None else []
        out = []
        for key in pool_order():
            d = CARDS[key]
            if self.kind and d.kind != self.kind:
                continue
            if self.symbol and d.rps != self.symbol:
                continue
            # Either language's words find a card (a player may type the English name in Polish too).
            haystack = f"{d.name} {d.text} {d.name_pl} {d.text_pl} {palette.KIND_NAMES[d.kind]} {d.rps}".lower()
            if any(w not in haystack for w in words):
                continue
            out.append(key)
        return out

    def pages(self) -> int:
        per = POOL_COLS * POOL_ROWS
        return max(1, (len(self.visible_pool()) + per - 1) // per)

    def cycle_kind(self):
        self.kind = KINDS[(KINDS.index(self.kind) + 1) % len(KINDS)]
        self.kind_button.set_text(T(f"deck_builder.kind_{self.kind}") if self.kind else T("deck_builder.kind_all"))
        self.page = 0

    def cycle_symbol(self):
        self.symbol = SYMBOLS[(SYMBOLS.index(self.symbol) + 1) % len(SYMBOLS)]
        self.symbol_button.set_text(T(f"deck_builder.symbol_{self.symbol}") if self.symbol else T("deck_builder.symbol_all"))
        self.page = 0

    def turn_page(self, delta):
        self.page = (self.page + delta) % self.pages()

    # --- editing ---------------------------------------------------------------------------------------
    def add(self, key):
        if len(self.cards) >= decklists.MAX_DECK:
            self.notify(T("deck_builder.too_many", n=decklists.MAX_DECK), error=True)
            return
        self.cards.append(key)
        self.changed = True

    def remove(self, key):
        if key in self.cards:
            # Take out the last copy added, so the order of the rest stays.
            idx = len(self.cards) - 1 - self.cards[::-1].index(key)
            del self.cards[idx]
            self.changed = True

    def new_deck(self):
        self.cards, self.editing, self.changed = [], None, False
        self.name_entry.set_text("")
        self.notify(T("deck_builder.empty_deck"))

    def open_deck(self, name):
        try:
            deck = self.store.load(name)
        except SaveError as exc:
            self.notify(str(exc), error=True)
            return
        self.cards, self.editing, self.changed = list(deck.cards), deck.name, False
        self.name_entry.set_text(deck.name)
        self.deck_scroll = 0
        self.notify(T("deck_builder.editing_now", name=deck.name))

    def next_prebuilt(self):
        self.prebuilt = (self.prebuilt + 1) % len(DECK_NAMES)
        name = DECK_NAMES[self.prebuilt]
        self.cards, self.editing, self.changed = list(DECKS[name]), None, True
        self.name_entry.set_text(self.store.free_name(str(T("deck_builder.my_copy", name=name))))
        self.deck_scroll = 0
        self.notify(T("deck_builder.prebuilt_opened", name=deck_title(name)))

    def typed_name(self) -> str:
        return self.name_entry.get_text().strip()

    def save(self):
        name = self.typed_name()
        if not name:
            self.notify(T("deck_builder.need_name"), error=True)
            return
        replacing = self.editing is not None and self.store.path_for(name) == self.store.path_for(self.editing)
        try:
            deck = self.store.save(name, self.cards, overwrite=replacing)
        except SaveError as exc:
            self.notify(exc.problem, error=True)
            return
        self.editing, self.changed = deck.name, False
        problems = deck.problems
        self.notify(T("deck_builder.saved_not_ready", name=deck.name, problem=problems[0]) if problems else
                    T("deck_builder.saved", name=deck.name), error=bool(problems))
        self.rebuild_mine()

    def rename(self):
        if self.editing is None:
            self.notify(T("deck_builder.save_first_rename"), error=True)
            return
        try:
            deck = self.store.rename(self.editing, self.typed_name())
        except SaveError as exc:
            self.notify(exc.problem, error=True)
            return
        self.editing = deck.name
        self.notify(T("deck_builder.renamed", name=deck.name))
        self.rebuild_mine()

    def copy(self):
        if self.editing is None:
            self.notify(T("deck_builder.save_first_copy"), error=True)
            return
        try:
            deck = self.store.copy(self.editing)
        except SaveError as exc:
            self.notify(exc.problem, error=True)
            return
        self.open_deck(deck.name)
        self.notify(T("deck_builder.copied", name=deck.name))
        self.rebuild_mine()

    def delete(self):
        if self.editing is None:
            self.notify(T("deck_builder.nothing_to_delete"), error=True)
            return
        name = self.editing

        def really():
            try:
                self.store.delete(name)
            except SaveError as exc:
                self.notify(exc.problem, error=True)
                return
            self.editing = None
            self.changed = True
            self.notify(T("deck_builder.deleted", name=name))
            self.rebuild_mine()

        navigation.ask(self.app, T("deck_builder.delete_question", name=name), really, yes_label=T("deck_builder.delete"))

    def export_folder(self) -> Path:
        return Path(self.store.folder).parent / "deck-lists"

    def start_folder(self, for_import: bool) -> Path:
        """Where the file dialog opens: the folder used last, else the deck-lists folder beside the saves
        (made for an export; for an import, the home folder while it does not exist)."""
        for folder in (self.last_folder, self.export_folder()):
            if folder is not None and folder.is_dir():
                return folder
        if not for_import:
            try:
                self.export_folder().mkdir(parents=True, exist_ok=True)
                return self.export_folder()
            except OSError:
                pass
        return Path.home()

    def export(self):
        if self.editing is None or self.changed:
            self.notify(T("deck_builder.save_first_export"), error=True)
            return
        name = self.editing
        start = self.start_folder(for_import=False) / f"{sanitise_slot(name, fallback='deck')}.txt"
        self.app.stack.push(DeckFileScene(self.app, T("deck_builder.export_title", name=name), start,
                                          lambda path: self.export_to(name, path), must_exist=False))

    def export_to(self, name, path: Path):
        """Write the saved deck `name` to `path` (".txt" added to a bare name); an existing file is replaced
        only after the player says so."""
        path = with_suffix(Path(path))
        self.last_folder = path.parent
        if path.exists():
            navigation.ask(self.app, T("deck_builder.replace_question", file=path.name),
                           lambda: self.write_export(name, path), yes_label=T("deck_builder.replace"))
            return
        self.write_export(name, path)

    def write_export(self, name, path: Path):
        try:
            path = self.store.export_to(name, path)
        except SaveError as exc:
            self.notify(T("deck_builder.export_failed", problem=exc.said), error=True)
            return
        self.notify(T("deck_builder.exported", path=str(path)))

    def choose_import(self):
        self.app.stack.push(DeckFileScene(self.app, T("deck_builder.import_title"), self.start_folder(for_import=True),
                                          self.import_file, must_exist=True))

    def import_file(self, path: Path):
        path = Path(path)
        self.last_folder = path.parent
        try:
            deck = self.store.import_from(path)
        except SaveError as exc:
            self.notify(T("deck_builder.import_failed", problem=exc.said), error=True)
            return
        self.rebuild_mine()
        self.open_deck(deck.name)
        self.notify(T("deck_builder.imported", name=deck.name, n=len(deck.cards)))

    # --- your decks ------------------------------------------------------------------------------------
    def rebuild_mine(self):
        for b in self.mine_buttons:
            self.forget(b)
        self.mine_buttons = []
        try:
            infos = self.store.list()
        except SaveError as exc:
            infos = []
            self.notify(str(exc), error=True)
        pages = max(1, (len(infos) + 2 * MINE_ROWS - 1) // (2 * MINE_ROWS))
        self.mine_page %= pages
        shown = infos[self.mine_page * 2 * MINE_ROWS:(self.mine_page + 1) * 2 * MINE_ROWS]
        w = (MINE.w - 50) // 2
        for i, info in enumerate(shown):
            col, row = divmod(i, MINE_ROWS)
            rect = (MINE.x + 20 + col * (w + 10), MINE.y + 50 + row * 40, w, 36)
            if info.error:
                label, tip = T("deck_builder.damaged", name=info.name), info.error
            else:
                label = f"{info.name} ({info.cards})"
                tip = T("deck_builder.ready") if not info.problems else T("deck_builder.not_ready", problem=info.problems[0])
            b = self.button(text.fit(label, w - 20, 20), rect, lambda n=info.name, e=info.error: self._pick(n, e),
                            object_id="@small_button", tooltip=tip)
            self.mine_buttons.append(b)
        if pages > 1:
            b = self.button(T("deck_builder.more", page=self.mine_page + 1, pages=pages), (MINE.right - 160, MINE.y + 8, 140, 34),
                            self._next_mine_page, object_id="@small_button")
            self.mine_buttons.append(b)

    def _next_mine_page(self):
        self.mine_page += 1
        self.rebuild_mine()

    def _pick(self, name, error):
        if error:
            self.notify(T("deck_builder.cannot_open", name=name, problem=error), error=True)
            return
        self.open_deck(name)

    # --- input -----------------------------------------------------------------------------------------
    def on_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, key in self.pool_rects:
                if rect.collidepoint(event.pos):
                    self.add(key)
                    return
            for rect, key in self.deck_rects:
                if rect.collidepoint(event.pos):
                    self.remove(key)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            pos = self.app.mouse_pos
            if DECK.collidepoint(pos):
                lines = len(set(self.cards))
                self.deck_scroll = max(0, min(max(0, lines - DECK_ROWS), self.deck_scroll - event.y))
            elif POOL.collidepoint(pos):
                self.turn_page(-1 if event.y > 0 else 1)

    def back(self):
        if len(self.app.stack) > 1:
            self.app.stack.pop()
        else:
            navigation.to_title(self.app)
        if self.on_done is not None:
            self.on_done()

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_background(self, surface):
        draw_menu_backdrop(surface)

    def draw_scene(self, surface):
        text.draw(surface, T("deck_builder.title"), (40, 50), 56, theme.ACCENT, "bold")
        text.draw(surface, T("deck_builder.help"), (620, 74), 24,
                  theme.TEXT_DIM)
        for rect, title in ((POOL, T("deck_builder.pool")), (DECK, T("deck_builder.deck")), (MINE, T("deck_builder.mine"))):
            panel(surface, rect)
            text.draw(surface, title, (rect.x + 20, rect.y + 12), 30, theme.TEXT, "bold")
        self.draw_pool(surface)
        self.draw_deck(surface)
        if not self.mine_buttons:
            text.draw(surface, T("deck_builder.no_decks"), (MINE.x + 20, MINE.y + 60), 22, theme.TEXT_DIM, "italic")
        left = self.import_button.get_abs_rect().right + 20
        hint = str(T("deck_builder.file_hint"))
        size = fitting_line(hint, BACK_LEFT - 20 - left, 20)
        text.draw(surface, text.fit(hint, BACK_LEFT - 20 - left, size), (left, POOL.bottom + 42), size,
                  theme.TEXT_DIM)

    def draw(self, surface):
        super().draw(surface)
        self.draw_hover(surface)           # the zoomed card lies over the buttons and fields it may cover

    def draw_pool(self, surface):
        keys = self.visible_pool()
        per = POOL_COLS * POOL_ROWS
        self.page = min(self.page, self.pages() - 1)
        shown = keys[self.page * per:(self.page + 1) * per]
        text.draw(surface, T("deck_builder.pool_count", n=len(keys), page=self.page + 1, pages=self.pages()),
                  (POOL.right - 20, POOL.y + 20), 20, theme.TEXT_DIM, "regular", "topright")
        self.pool_rects = []
        in_deck = Counter(self.cards)
        gap_x = (POOL.w - 40 - POOL_COLS * POOL_CARD[0]) // (POOL_COLS - 1)
        for i, key in enumerate(shown):
            r, c = divmod(i, POOL_COLS)
            rect = pygame.Rect(POOL.x + 20 + c * (POOL_CARD[0] + gap_x), POOL.y + 116 + r * (POOL_CARD[1] + 56),
                               *POOL_CARD)
            face = card_surface(card_face(key), POOL_CARD, "legal" if in_deck[key] else None)
            surface.blit(face, face.get_rect(center=rect.center))
            self.pool_rects.append((rect, key))
            if in_deck[key]:
                text.draw(surface, T("deck_builder.in_deck", n=in_deck[key]), (rect.centerx, rect.bottom + 6), 18, theme.GOOD,
                          "bold", "midtop")
        if not shown:
            text.draw(surface, T("deck_builder.no_fit"), (POOL.x + 20, POOL.y + 130), 24, theme.TEXT_DIM,
                      "italic")

    def cost_line(self, symbols) -> str:
        """The symbols and which cards cost extra to play, as a phrase ("Dopłata: bez dopłaty: 20" read
        like a form): "Costing extra: 2 cards (+1)", or "No card costs extra"."""
        costs = Counter(CARDS[k].cost for k in self.cards if k in CARDS and CARDS[k].cost)
        if costs:
            cards = Joined([T("deck_builder.cost_plus", n=n, cost=c) for c, n in sorted(costs.items())], ", ")
            said = T("deck_builder.cost_some", cards=cards)
        else:
            said = T("deck_builder.cost_none")
        return str(T("deck_builder.curve", symbols=symbols, costs=said))

    def draw_deck(self, surface):
        x, y = DECK.x + 20, DECK.y + 112
        counts = Counter(self.cards)
        summary = decklists.summary(self.cards)
        kinds = summary["kinds"]
        rps = summary["rps"]
        head = T("deck_builder.head", n=len(self.cards), regular=kinds.get("regular", 0), stay=kinds.get("stay", 0),
                 reaction=kinds.get("reaction", 0))
        text.draw(surface, text.fit(head, DECK.w - 40, 20, "bold"), (x, y), 20, theme.TEXT, "bold")
        symbols = T("deck_builder.symbols", rock=rps.get("rock", 0), paper=rps.get("paper", 0),
                    scissors=rps.get("scissors", 0))
        line = self.cost_line(symbols)
        size = fitting_line(line, DECK.w - 40, 20)
        text.draw(surface, text.fit(line, DECK.w - 40, size), (x, y + 26), size, theme.TEXT_DIM)
        problems = decklists.deck_problems(self.cards)
        status = str(T("deck_builder.ready_full")) if not problems else problems[0][0].upper() + problems[0][1:] + "."
        size = fitting_line(status, DECK.w - 40, 20, "bold")
        text.draw(surface, text.fit(status, DECK.w - 40, size, "bold"), (x, y + 52), size,
                  theme.GOOD if not problems else theme.BAD, "bold")
        if self.editing:
            editing = T("deck_builder.editing_changed" if self.changed else "deck_builder.editing", name=self.editing)
        else:
            editing = T("deck_builder.new_unsaved") if self.cards else ""
        text.draw(surface, text.fit(str(editing), DECK.w - 40, 18, "italic"), (x, y + 78), 18, theme.ACCENT, "italic")
        self.deck_rects = []
        lines = sorted(counts, key=lambda k: (CARDS[k].kind != "regular", CARDS[k].kind, CARDS[k].name_in()))
        self.deck_scroll = min(self.deck_scroll, max(0, len(lines) - DECK_ROWS))
        top = y + 108
        row_h = 26
        col_w = (DECK.w - 40) // 2
        for i, key in enumerate(lines[self.deck_scroll:self.deck_scroll + 2 * (DECK_ROWS // 1)]):
            col, row = divmod(i, DECK_ROWS)
            if col > 1:
                break
            rect = pygame.Rect(x + col * col_w, top + row * row_h, col_w - 10, row_h)
            d = CARDS[key]
            label = f"{counts[key]} x {d.name_in()}"      # the card's name from its data
            pygame.draw.circle(surface, palette.RPS_RGB[d.rps], (rect.x + 8, rect.centery), 6)
            text.draw(surface, text.fit(label, rect.w - 24, 22), (rect.x + 20, rect.y + 1), 22, theme.TEXT)
            self.deck_rects.append((rect, key))
        if not lines:
            text.draw(surface, T("deck_builder.no_cards"), (x, top), 20, theme.TEXT_DIM, "italic")

    def draw_hover(self, surface):
        pos = self.app.mouse_pos
        for rect, key in self.pool_rects + self.deck_rects:
            if rect.collidepoint(pos):
                big = card_surface(card_face(key), ZOOM)
                zoom = big.get_rect()
                zoom.midleft = (rect.right + 12, rect.centery)
                if zoom.right > theme.CANVAS_SIZE[0] - 10:
                    zoom.midright = (rect.left - 12, rect.centery)
                zoom.clamp_ip(pygame.Rect(0, 0, *theme.CANVAS_SIZE))
                surface.blit(big, zoom)
                return
