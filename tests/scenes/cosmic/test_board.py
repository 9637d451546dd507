"""The Cosmic board drawn from the display: every moment of real games draws, words on the table are large
enough for 1280x720, hover help names what is under the pointer, and nothing hidden changes a pixel."""
import sys

import pygame
import pytest

from rules.core import Rng
from rules.cosmic import GAME
from rules.cosmic.strategy import rollout_policy
from scenes.cosmic import board as B
from scenes.cosmic import layout as L
from scenes.cosmic.display import Display
from sprites import text
from sprites.cosmic import prison, strip, tokens, warp
from tests.cosmic.helpers import as_first_dealt

ALL_ON = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True, "rescue_rule": True}
NAMES = ["Alex", "Robin", "Sam", "Kim", "Jules", "Max"]


def game_at(seats, seed, actions, options=None):
    s = GAME.setup(seats, options if options is not None else dict(ALL_ON, duel=seats == 2), seed)
    rng = Rng(seed)
    events = []
    for _ in range(actions):
        if not GAME.actors(s):
            break
        seat = GAME.actors(s)[0]
        events += GAME.apply(s, seat, rollout_policy(s, seat, rng))
    return s, events


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_moment_of_a_game_draws_from_the_patched_display(seats):
    s = GAME.setup(seats, dict(ALL_ON, duel=seats == 2), seats)
    rng = Rng(seats)
    surface = pygame.Surface(L.CANVAS.size)
    viewer = seats - 1
    display = Display(viewer)
    display.snap(GAME.view(s, viewer))
    lay = L.Layout(seats, viewer)
    drawn = 0
    for _ in range(150):
        if not GAME.actors(s):
            break
        seat = GAME.actors(s)[0]
        for ev in GAME.apply(s, seat, rollout_policy(s, seat, rng)):
            display.apply(ev)
            if drawn % 4 == 0:          # mid-action too: the table draws between events
                B.draw_board(surface, display.v, lay, NAMES, display.extras)
            drawn += 1
        display.snap_turn(GAME.view(s, viewer))
        B.draw_board(surface, display.v, lay, NAMES, display.extras)
        B.draw_status(surface, display.v, NAMES)
    assert drawn > 60


class Sizes:
    """Records the size of every word the table itself writes (card faces and token letters scale with
    their piece and are read on hover)."""
    TABLE_FILES = ("board.py", "strip.py", "prison.py", "warp.py")

    def __init__(self):
        self.sizes = []

    def wrap(self, render):
        def recording(label, size, colour=None, style="regular"):
            frame = sys._getframe(1)
            while frame and frame.f_code.co_filename.endswith("text.py"):
                frame = frame.f_back
            name = frame.f_code.co_filename if frame else ""
            marks = frame is not None and frame.f_code.co_name == "badge"     # a colour's letter in its shape
            if (name.endswith(self.TABLE_FILES) and not marks) or (
                    name.endswith("tokens.py") and frame.f_code.co_name == "make" and label.isdigit()):
                self.sizes.append((size, label, name.rsplit("/", 1)[-1]))
            return render(label, size, colour, style) if colour is not None else render(label, size, style=style)
        return recording


def test_words_on_the_table_are_at_least_18_px(monkeypatch):
    sizes = Sizes()
    monkeypatch.setattr(text, "render", sizes.wrap(text.render))
    B._static.clear()
    for cache in (B._cache, tokens._cache, prison._cache, warp._cache):
        cache.clear()
    strip._strips.clear()
    surface = pygame.Surface(L.CANVAS.size)
    for seats, seed, actions in ((6, 4, 400), (3, 2, 300), (2, 1, 200)):
        s, events = game_at(seats, seed, actions)
        viewer = GAME.actors(s)[0] if GAME.actors(s) else 0
        d = Display(viewer)
        d.snap(GAME.view(s, viewer))
        d.recall(events)
        B.draw_board(surface, d.v, L.Layout(seats, viewer), NAMES, d.extras)
        B.draw_status(surface, d.v, NAMES)
    assert len(sizes.sizes) > 100
    small = [entry for entry in sizes.sizes if entry[0] < 18]
    assert sorted(set(small)) == [], sorted(set(small))


def test_hover_help_names_planets_strips_and_the_warp():
    s, _ = game_at(4, 3, 120)
    d = Display(0)
    d.snap(GAME.view(s, 0))
    lay = L.Layout(4, 0)
    board = B.draw_board(pygame.Surface(L.CANVAS.size), d.v, lay, NAMES, d.extras)
    robin = lay.systems[1]
    assert board.help_at(robin.planets[2]).startswith("Robin's planet 3")
    assert "bases outside their own system" in board.help_at(
        next(r for r, w in board.help if isinstance(w, str) and "bases outside" in w and "Robin" in w).center)
    assert board.help_at(L.WARP_CENTRE).startswith(("The Warp", *[f"{n} has" for n in NAMES]))
    assert "Prison" in board.help_at(robin.prison.center)
    assert board.help_at((5, 1075)) == ""
    # A pile lies on top of its planet: its own words, with the owner and the count.
    pos, place, seat, _ = next(p for p in board.piles if p[1] >= 0)
    assert board.help_at(pos).startswith(f"{NAMES[seat]} (") and "token" in board.help_at(pos)


def _until_both_cards_are_down(seed):
    s = GAME.setup(3, as_first_dealt({}), seed)      # (the game this seed played when the test was written)
    rng = Rng(seed)
    while not (s.played and None not in s.played and not s.flags.get("revealed")):
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, rollout_policy(s, seat, rng))
    return s


def test_a_face_down_card_is_a_back_for_the_others_and_a_face_for_its_player():
    s = _until_both_cards_are_down(5)
    lay_for = {}
    words = {}
    for viewer in (s.offense, s.defense, 3 - s.offense - s.defense):
        d = Display(viewer)
        d.snap(GAME.view(s, viewer))
        board = B.draw_board(pygame.Surface(L.CANVAS.size), d.v, L.Layout(3, viewer), NAMES, d.extras)
        words[viewer] = board.help_at(L.encounter_slots()["offense"].center)
        lay_for[viewer] = board
    assert words[s.offense].startswith(f"{NAMES[s.offense]} plays ")
    assert words[s.defense] == words[3 - s.offense - s.defense] == f"{NAMES[s.offense]} played a card face down."


def test_another_players_hidden_hand_changes_no_pixel():
    s, _ = game_at(4, 6, 150, {})
    other = GAME.clone(s)
    # Give seat 2 different cards from the deck (same number): everything seat 0 may know is the same.
    n = len(other.hands[2])
    other.hands[2], other.deck[:n] = other.deck[:n], other.hands[2]
    assert GAME.view(s, 0) == GAME.view(other, 0)
    pictures = []
    for state in (s, other):
        d = Display(0)
        d.snap(GAME.view(state, 0))
        surface = pygame.Surface(L.CANVAS.size)
        B.draw_board(surface, d.v, L.Layout(4, 0), NAMES, d.extras)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] == pictures[1]


def test_tokens_held_captive_by_the_mould_are_drawn_as_captives_not_as_their_owners_base():
    # A playtester saw Sam still "holding" the planet the Mould had taken: its captives counted as Sam's.
    from rules.cosmic.state import CAPTIVE, TOKENS_PER_COLOUR
    s, _ = game_at(3, 3, 0)
    sam_planet = 2 * 5 + 0                                   # Sam's (seat 2) planet 1
    alex = [t for t in range(TOKENS_PER_COLOUR) if s.loc[t] >= 0][:2]        # two of Alex's tokens land there
    sams = [t for t in range(2 * TOKENS_PER_COLOUR, 3 * TOKENS_PER_COLOUR) if s.loc[t] == sam_planet]
    assert sams
    for t in alex:
        s.loc[t] = sam_planet
    for t in sams:
        s.loc[t] = CAPTIVE - alex[0]                             # stuck to Alex's first token
    view = GAME.view(s, 0)
    places = B.token_places(view)
    assert places[sam_planet][(2, B.CAPTIVE_MARK)] == len(sams)
    assert not any(o == 2 and lab != B.CAPTIVE_MARK for (o, lab) in places[sam_planet]), "no base of Sam's"
    d = Display(0)
    d.snap(view)
    lay = L.Layout(3, 0)
    board = B.draw_board(pygame.Surface(L.CANVAS.size), d.v, lay, NAMES, d.extras)
    words = board.help_at(lay.systems[2].planets[0])
    assert f"{len(sams)} of Sam held captive by the Mould" in words and "Alex 2" in words


@pytest.mark.parametrize("code", ["en", "pl"])
def test_a_fanned_hand_shows_every_cards_whole_kind_title(code):
    """A playtester read "COMPROMISI": the next card of the fan covered the title's last letter."""
    from rules.core.i18n import set_language
    from sprites import theme
    from sprites.cosmic.cards import KIND_TITLE, KINDS, title_size, title_span
    set_language(code)
    w, h = L.HAND_CARD
    spots = B.hand_positions(8)                      # a full hand (more squeezes the fan, as in any card game)
    cover = spots[1][0] - w / 2 - (spots[0][0] - w / 2)   # where the next card begins, from this card's left
    left, width = title_span(w)
    for kind in KINDS:
        title = KIND_TITLE[kind]
        shown = theme.font(title_size(title, w, h), "bold").size(title)[0]
        assert left + width / 2 + shown / 2 <= cover - 2, (kind, title, shown, cover)
        assert left + width / 2 - shown / 2 >= 4, (kind, title)


@pytest.mark.parametrize("code", ["en", "pl"])
def test_the_deal_panels_clock_never_covers_a_name(code):
    """A playtester read "Robi0:11": the clock was drawn over the second name of a prisoner exchange."""
    from rules.core.i18n import set_language
    from scenes.cosmic import deal as deal_panel
    from tests.scenes.text_probe import recorded_text
    set_language(code)
    try:
        names = ["Alexandrina", "Robin Goodfellow", "Sam"]
        for kind in ("deal", "exchange"):
            deal = {"kind": kind, "parties": [0, 1], "proposer": 0, "offered": False, "draft": [], "waiting": []}
            surface = pygame.Surface((1920, 1080))
            with recorded_text(surface) as found:
                deal_panel.draw_panel(surface, deal, 0, names, [], 11.0, [])
            clock = next(rect for words, rect in found if words == "0:11")
            heads = [(words, rect) for words, rect in found if rect.y < L.DEAL.y + 40 and words != "0:11"]
            assert not any(rect.colliderect(clock) for _, rect in heads), found
            # Both names, shortened if need be, or neither (the badges then): never one of the two.
            named = [w for w, _ in heads if w[:2] in ("Al", "Ro")]
            assert len(named) in (0, 2), heads
            assert all(rect.right <= L.DEAL.right - 18 for _, rect in heads), heads
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ["en", "pl"])
def test_a_player_building_an_offer_is_told_how_to_take_an_item_back(code):
    """A playtester found no way to remove an item from his offer (Undo does it, but nothing said so)."""
    from rules.core.i18n import set_language
    from scenes.cosmic import deal as deal_panel
    set_language(code)
    try:
        deal = {"kind": "deal", "parties": [0, 1], "proposer": 0, "offered": False, "draft": [], "waiting": []}
        assert "Ctrl+Z" not in deal_panel.instructions(deal, 0, ["Alex", "Robin"], [])
        deal["draft"] = [["base", 0, 7]]
        said = deal_panel.instructions(deal, 0, ["Alex", "Robin"], [])
        assert "Ctrl+Z" in said
        assert len(text.wrap(said, 20, L.DEAL.w - 36)) <= 2, "it fits the panel's two lines of help"
    finally:
        set_language("en")
