"""Powers "Two, keep one" at the table: the player's two power cards lie over the table; a click keeps one."""
from rules.cosmic.content import POWER_TEXTS
from scenes.table.curtain import CurtainScene
from tests.scenes.apps import open_table
from tests.scenes.driver import click_at, key, pump


def test_a_click_on_one_of_the_two_cards_keeps_that_power(capp):
    table = open_table(capp, "cosmic", ("human", "human", "ai"), {"powers": "two"}, seed=4)
    state = table.session.state
    if isinstance(capp.stack.top, CurtainScene):
        key(capp, 13)
        pump(capp, 2)
    viewer = table.viewer
    offers = table.power_offers()
    assert [item[0] for item, _ in offers] == ["offer", "offer"] and len(offers) == 2
    (_, second), rect = offers[1]
    click_at(capp, rect.center)
    pump(capp, 2)
    assert state.flags["picked"][viewer] == second
    # The other person keeps his first card behind his curtain; the computer chooses by itself.
    for _ in range(120):
        if isinstance(capp.stack.top, CurtainScene):
            key(capp, 13)
            pump(capp, 2)
        if state.phase != "choose_power":
            break
        if table.viewer is not None and table.viewer != viewer and len(table.power_offers()) == 2:
            click_at(capp, table.power_offers()[0][1].center)
        pump(capp, 4)
    assert state.powers[viewer] == second and table.power_offers() == []
    assert table.display.v["powers"][viewer]["name"] == POWER_TEXTS[second]["name"]


def test_in_hot_seat_each_person_chooses_behind_his_curtain(capp):
    table = open_table(capp, "cosmic", ("human", "human", "ai"), {"powers": "two"}, seed=6)
    state = table.session.state
    chosen = []
    for _ in range(2):
        if isinstance(capp.stack.top, CurtainScene):
            key(capp, 13)       # Enter: the person at the screen is ready
            pump(capp, 2)
        viewer = table.viewer
        offers = table.power_offers()
        assert len(offers) == 2 and [i[1] for i, _ in offers] == list(state.flags["offered"][viewer])
        click_at(capp, offers[0][1].center)
        pump(capp, 3)
        chosen.append(viewer)
    assert sorted(chosen) == [0, 1]
