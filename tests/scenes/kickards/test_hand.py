"""The hand at the KICKARDS table: cards stay where they are while the player works on them, eleven cards
show every header and every shot table, and the card under the pointer is raised whole."""
import pygame

from scenes.kickards import layout as L
from scenes.kickards.hand import SETTLE_TIME
from tests.scenes.apps import open_table
from tests.scenes.driver import drag, post, pump

from .conftest import KICKARDS, play_until


def hand(table):
    """Hand card sprites left to right."""
    return sorted((s for k, s in table.sprites.items() if k[0] == "hand"), key=lambda s: s.x)


def human_attacks(s):
    return s.phase == "attack" and KICKARDS.actors(s) == [0] and s.shooter < 0 and len(s.hands[0]) >= 6


def test_a_second_quick_drag_takes_the_card_it_aims_at(kapp):
    table = open_table(kapp, "kickards")
    s = play_until(table, human_attacks, seed=3)
    assert s is not None
    cards = hand(table)
    places = {sprite.ident[1]: tuple(sprite.pos) for sprite in cards}
    first, aimed = cards[2].ident[1], cards[3].ident[1]
    drag(kapp, tuple(map(round, places[first])), L.slot_rects("bottom")[0].center)
    assert s.shooter == first
    # The others have not moved: the gap stays while the player goes back for the next card.
    for sprite in hand(table):
        assert tuple(sprite.pos) == places[sprite.ident[1]], sprite
    drag(kapp, tuple(map(round, places[aimed])), L.slot_rects("bottom")[1].center)
    assert s.supports == [aimed], "the neighbour of the aimed card was taken"
    # Once the pointer has left the hand for a moment, the hand closes up around the middle.
    post(kapp, pygame.MOUSEMOTION, pos=(900, 300), rel=(0, 0), buttons=(0, 0, 0))
    pump(kapp, int(SETTLE_TIME * 60) + 30)
    size, spots = L.hand_places(len(s.hands[0]))
    xs = [round(sprite.x) for sprite in hand(table)]
    assert xs == [round(x) for x, _, _ in spots]


def test_the_hand_waits_while_the_pointer_is_over_it(kapp):
    table = open_table(kapp, "kickards")
    s = play_until(table, human_attacks, seed=3)
    cards = hand(table)
    places = {sprite.ident[1]: tuple(sprite.pos) for sprite in cards}
    shooter = cards[0].ident[1]
    drag(kapp, tuple(map(round, cards[0].pos)), L.slot_rects("bottom")[0].center)
    post(kapp, pygame.MOUSEMOTION, pos=tuple(map(round, cards[4].pos)), rel=(0, 0), buttons=(0, 0, 0))
    pump(kapp, 180)                                  # three seconds of reading the hand
    assert s.shooter == shooter
    assert all(tuple(sprite.pos) == places[sprite.ident[1]] for sprite in hand(table))


def test_eleven_cards_show_every_header_and_shot_table(kapp):
    table, s = full_hand_table(kapp)
    cards = hand(table)
    assert len(cards) == 11
    rects = [sprite.rect for sprite in cards]
    for left, right in zip(rects, rects[1:]):
        assert left.right <= right.left, "a card hides part of its neighbour (its stars or rows 4-6)"
    assert all(L.PITCH.contains(r) for r in rects), "the hand stays on the pitch"
    assert rects[0].w >= L.HAND_MIN_WIDTH


def full_hand_table(kapp):
    """A table where the human attacks holding all eleven cards (the first seed that gets there)."""
    for seed in range(1, 30):
        table = open_table(kapp, "kickards", seed=seed)
        s = play_until(table, lambda s: s.phase == "attack" and KICKARDS.actors(s) == [0] and len(s.hands[0]) == 11,
                       seed=3)
        if s is not None:
            return table, s
    raise AssertionError("no match reaches an attack with eleven cards in hand")


def test_the_card_under_the_pointer_is_raised_whole(kapp):
    table, s = full_hand_table(kapp)
    target = hand(table)[5]
    post(kapp, pygame.MOUSEMOTION, pos=tuple(map(round, target.pos)), rel=(0, 0), buttons=(0, 0, 0))
    pump(kapp, 2)
    assert table.raised is target
    raised = table.raised_rect(target)
    assert raised.w >= L.HAND_SIZE[0] and raised.bottom < target.rect.bottom and raised.top < target.rect.top
    # It is drawn last, over its neighbours: the pixel at its top edge is the raised card's.
    post(kapp, pygame.MOUSEMOTION, pos=(900, 300), rel=(0, 0), buttons=(0, 0, 0))
    pump(kapp, 2)
    assert table.raised is None


def test_a_closing_hand_lands_at_once_when_the_pointer_comes_back(kapp):
    kapp.settings.animation_speed = 1.0
    table = open_table(kapp, "kickards")
    s = play_until(table, human_attacks, seed=3)
    cards = hand(table)
    drag(kapp, tuple(map(round, cards[1].pos)), L.slot_rects("bottom")[0].center)
    table.skip_animations()
    post(kapp, pygame.MOUSEMOTION, pos=(900, 300), rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(200):
        pump(kapp, 1)
        if table.glides:
            break
    assert table.glides, "the hand starts closing up once the pointer has been away"
    post(kapp, pygame.MOUSEMOTION, pos=(900, 1000), rel=(0, 0), buttons=(0, 0, 0))
    pump(kapp, 1)
    assert not table.glides
    size, spots = L.hand_places(len(s.hands[0]))
    assert [round(sprite.x) for sprite in hand(table)] == [round(x) for x, _, _ in spots]
