"""What the table tells about a challenge, by pointing at it: a capture challenge (its destiny card and the
Prisoners band), a Prison holding prisoners, each side's total with its breakdown after the reveal, and the
viewer's power card saying whether it works and why not."""
import pygame

from rules.core import Action
from rules.cosmic.prisoners import CAPTURE
from rules.cosmic.state import DEFENSE, WARP, prison, tokens_at
from scenes.cosmic import layout as L
from tests.cosmic.helpers import ATT, COMP, fresh
from tests.scenes.apps import open_table
from tests.scenes.driver import pump

from .test_table import move


def hover(app, table, pos):
    """Point at `pos` and return the tooltip words of the board (what a person reads there)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(round, pos)), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pump(app, 1)
    table.ensure_board()
    return table.board.help_at(app.mouse_pos)


def to_the_cards(app, table, launches=(0,)):
    """Alex (the viewer) aims at Robin's planet 1, launches from `launches`, and nobody is invited."""
    table.act(Action("aim", planet=5))
    for planet in launches:
        table.act(Action("launch", planet=planet))
    table.act(Action("launch_done"))
    table.act(Action("invite_done"))
    move(app, table, 1, "invite_done")


def reveal(app, table, launches, off_card, def_card):
    """To the cards, and the two play theirs; the table then shows them."""
    to_the_cards(app, table, launches)
    table.act(Action("play", card=off_card))
    move(app, table, 1, "play", card=def_card)
    table.skip_animations()
    pump(app, 2)


def pass_to(app, table, seat):
    """Everybody asked before `seat` in the windows passes."""
    while table.session.actors() != [seat]:
        who = table.session.actors()[0]
        move(app, table, who, "power_pass" if table.session.state.phase == "power" else "no_countermand")


def test_a_capture_challenge_shows_its_destiny_card_band_and_the_prison_filling(capp):
    s = fresh(3, offense=0, destiny=CAPTURE + 1, prisoners=True,
              hands=[[ATT[20], ATT[4]], [COMP, ATT[5]], [ATT[1]]])
    table = open_table(capp, "cosmic", state=s)
    assert s.flags["capture"]
    assert hover(capp, table, L.DESTINY.center).endswith("last drawn: Blue Capture Challenge.")
    band = L.encounter_slots()["capture"]
    assert "Prison" in hover(capp, table, band.center), "the Prisoners band is on the table"
    table.act(Action("aim", planet=5))
    table.act(Action("launch", planet=0))
    table.act(Action("launch_done"))
    table.act(Action("invite_done"))
    move(capp, table, 1, "invite_done")
    table.act(Action("play", card=ATT[20]))
    move(capp, table, 1, "play", card=COMP)
    table.skip_animations()
    pump(capp, 2)
    jailed = [t for t, w in enumerate(s.loc) if w == prison(0)]
    assert jailed, "Robin's defenders went to Alex's Prison"
    words = hover(capp, table, table.layout.systems[0].prison.center)
    assert "Robin" in words and str(len(jailed)) in words


def test_after_the_reveal_each_total_shows_its_breakdown_on_hover(capp):
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[15], ATT[4]], [ATT[6], ATT[5]], [ATT[1]]])
    table = open_table(capp, "cosmic", state=s)
    reveal(capp, table, (0, 1), ATT[15], ATT[6])
    box = L.encounter_slots()["totals"]
    offense = hover(capp, table, (box.x + box.w // 4, box.centery))
    defense = hover(capp, table, (box.x + 3 * box.w // 4, box.centery))
    assert offense == "Offense total: card 15, 2 tokens = 17"
    assert defense == "Defense total: card 6, 4 tokens = 10"
    # While the totals count up the winner is not marked yet (a playtester saw "1 vs 1" with WINS).
    from scenes.cosmic import board as board_module
    seen = []
    real = board_module.draw_board
    try:
        board_module.draw_board = lambda *a, **k: seen.append(dict(a[4])) or real(*a, **k)
        table.count_up, table.board_dirty = 0.3, True
        table.ensure_board()
        table.count_up, table.board_dirty = 1.0, True
        table.ensure_board()
    finally:
        board_module.draw_board = real
    assert seen[0]["winner"] is None and seen[0]["totals"] == (5, 3)
    assert seen[-1]["winner"] == 0 and seen[-1]["totals"] == (17, 10)


def test_the_power_card_says_whether_the_power_works_and_why_not(capp):
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[8]], [ATT[4]], [ATT[6]]], powers=["zombie", "trader", "macron"])
    table = open_table(capp, "cosmic", state=s, kinds=("human", "ai", "ai"))
    table.viewer = 0
    table.snap()
    strip = table.layout.systems[0].strip
    power_words = next(w for r, w in table.board.help if isinstance(w, str) and w.startswith("Undying "))
    assert power_words.startswith("Undying (classic: Zombie) works now:")
    # Three home planets emptied (their tokens in the Warp): the power is off, and says why.
    for t, where in enumerate(s.loc):
        if t < 20 and where in (0, 1, 2):
            s.loc[t] = WARP
    table.snap()
    power_words = next(w for r, w in table.board.help if isinstance(w, str) and w.startswith("Undying "))
    assert power_words.startswith("Undying (classic: Zombie) is off: its player holds fewer than three of their home planets")
    assert strip.w > 0
    surface = pygame.Surface(L.CANVAS.size)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=L.POWER_CARD.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pump(capp, 1)
    drawn = []
    import scenes.cosmic.table as T
    real = T.power_detail
    T.power_detail = lambda key, active, note="": drawn.append((key, active, note)) or real(key, active, note)
    try:
        table.draw(surface)
    finally:
        T.power_detail = real
    assert drawn == [("zombie", False, "its player holds fewer than three of their home planets.")]


def test_after_a_calm_both_attacks_show_as_compromises_without_a_total(capp):
    """A Calm turns every attack into a compromise: the panel must not go on adding up the attack cards
    (a playtester saw the old totals after one)."""
    from tests.cosmic.test_edicts import edict
    calm = edict("emotion_control")
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[15], ATT[4]], [ATT[6], ATT[5]], [calm]])
    table = open_table(capp, "cosmic", state=s)
    reveal(capp, table, (0,), ATT[15], ATT[6])
    box = L.encounter_slots()["totals"]
    assert hover(capp, table, (box.x + box.w // 4, box.centery)).startswith("Offense total: card 15")
    pass_to(capp, table, 2)
    move(capp, table, 2, "edict", card=calm)
    assert s.phase == "negotiate"
    table.skip_animations()
    pump(capp, 2)
    assert "counts as a compromise" in hover(capp, table, L.encounter_slots()["capture"].center)
    move(capp, table, 0, "deal_pass")
    move(capp, table, 1, "deal_pass")
    while s.phase == "negotiate":
        move(capp, table, s.deal["parties"][s.deal["turn"]], "deal_pass")
    table.skip_animations()
    pump(capp, 2)
    offense = hover(capp, table, (box.x + box.w // 4, box.centery))
    defense = hover(capp, table, (box.x + 3 * box.w // 4, box.centery))
    assert offense.startswith("Offense: compromise") and "no total" in offense, offense
    assert defense.startswith("Defense: compromise") and "no total" in defense, defense
    assert "15" not in offense and "6" not in defense.split(";")[0].replace("tokens", "")


def role_pill(table, seat):
    """The words of a player's role pill in his strip (found among the board's hover spots), or None."""
    strip = table.layout.systems[seat].strip
    for rect, words in table.board.help:
        said = words() if callable(words) else words
        if strip.contains(rect) and any(w in said for w in ("invited", "an ally of", "in this challenge")):
            return said
    return None


def test_a_player_invited_by_both_sides_is_told_so_in_his_strip(capp):
    """Both main players invited Sam: his strip names both (a playtester saw only the last invitation), until
    he declines."""
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[15], ATT[4]], [ATT[6], ATT[5]], [ATT[8]]])
    table = open_table(capp, "cosmic", state=s)
    table.act(Action("aim", planet=5))
    table.act(Action("launch", planet=0))
    table.act(Action("launch_done"))
    table.act(Action("invite", seat=2))
    table.skip_animations()
    pump(capp, 2)
    table.ensure_board()
    assert role_pill(table, 2) == "Alex (offense) has invited Sam to ally."
    if s.phase == "invite_off":
        table.act(Action("invite_done"))
    move(capp, table, 1, "invite", seat=2)
    table.skip_animations()
    pump(capp, 2)
    table.ensure_board()
    assert s.invited_off == [2] and s.invited_def == [2]
    assert role_pill(table, 2) == "Both sides have invited Sam: Alex (offense) and Robin (defense)."
    # Once he declines he is no longer called invited (the engine keeps the invitation).
    assert table.session.actors() == [2] and s.phase == "answers"
    move(capp, table, 2, "decline")
    table.skip_animations()
    pump(capp, 2)
    table.ensure_board()
    assert 2 in s.invited_off and role_pill(table, 2) is None
    # ... and a table opened on the saved game knows it too (rebuilt from the log).
    again = open_table(capp, "cosmic", state=s)
    again.display.recall(table.shown)
    again.board_dirty = True
    again.ensure_board()
    assert role_pill(again, 2) is None


def test_a_total_that_beat_a_compromise_stays_while_the_allies_go_home(capp):
    """Attack against a compromise gives no totals event: the panel adds up the tokens itself, and it must
    stop counting once the challenge is decided (a playtester saw the winner's 23 turn into 20 as the
    defensive ally's tokens went home for his rewards)."""
    s = fresh(3, offense=0, destiny=1, hands=[[COMP, ATT[4]], [ATT[6], ATT[5]], [ATT[8]]])
    table = open_table(capp, "cosmic", state=s)
    table.act(Action("aim", planet=5))
    table.act(Action("launch", planet=0))
    table.act(Action("launch_done"))
    table.act(Action("invite_done"))
    move(capp, table, 1, "invite", seat=2)
    if s.phase == "invite_def":
        move(capp, table, 1, "invite_done")
    move(capp, table, 2, "ally", side="defense", planet=10)
    move(capp, table, 2, "ally", side="defense", planet=11)
    move(capp, table, 2, "ally_done")
    table.act(Action("play", card=COMP))
    move(capp, table, 1, "play", card=ATT[6])
    table.skip_animations()
    pump(capp, 2)
    # Decided at the reveal (no power is on), and Sam's two tokens have gone home before his rewards.
    assert s.phase == "rewards" and s.flags["winner"] == 1 and not tokens_at(s, 2, DEFENSE)
    box = L.encounter_slots()["totals"]
    assert hover(capp, table, (box.x + 3 * box.w // 4, box.centery)) == \
        "Defense total: card 6, 4 tokens + 2 allied = 12"


def test_the_allies_tokens_get_a_line_of_their_own_when_the_breakdown_is_too_wide(capp):
    """A playtester saw "0 żetonów + 2 soj..." cut in Polish: the half of the panel is narrow."""
    from sprites import text
    from scenes.cosmic.board import total_lines
    width = L.encounter_slots()["totals"].w // 2 - 8
    assert total_lines(["card 6", "4 tokens + 2 allied"], 4, 2, width) == ["card 6", "4 tokens + 2 allied"]
    try:
        capp.set_language("pl")
        lines = total_lines(["karta 6", "0 żetonów + 2 sojuszn."], 0, 2, width)
        assert lines == ["karta 6", "0 żetonów", "+ 2 sojuszn."]
        assert all(text.render(line, 18).get_width() <= width for line in lines)
        # With a Kicker there is no third line to spare: the line is shortened instead (as before).
        assert total_lines(["karta 6", "Wzmacn. ×2", "0 żetonów + 2 sojuszn."], 0, 2, width)[2].startswith("0 żet")
    finally:
        capp.set_language("en")


def test_while_moves_play_out_neither_the_status_nor_the_strips_name_the_next_decider(capp):
    """While the last moves still animate, nobody is named as deciding: at a hot seat "Waiting for Robin - the
    offense may take a token back" told everyone who had lost while both cards lay face down. Once the board
    has caught up, the status and the strips' TO ACT name the same player (a playtester saw "Waiting for
    Robin" with TO ACT on Jordan)."""
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[15], ATT[4]], [ATT[6], ATT[5]], [ATT[8]]])
    table = open_table(capp, "cosmic", state=s)
    to_the_cards(capp, table)
    table.skip_animations()
    pump(capp, 2)
    table.act(Action("play", card=ATT[15]))     # Robin (a computer, held) now plays; Alex's card still flies
    assert table.busy and table.session.actors() == [1]
    table.computer.held = False
    assert table.status_lines() == ("Showing what happened...", "Click or Space skips.")
    table.board_dirty = True
    table.ensure_board()
    deciding = [words for _, words in table.board.help if isinstance(words, str) and words.endswith("decides now.")]
    assert deciding == [], deciding
    table.computer.held = True
    table.skip_animations()
    table.computer.held = False
    assert table.status_lines()[0].startswith("Waiting for Robin")
    table.board_dirty = True
    table.ensure_board()
    deciding = [words for _, words in table.board.help if isinstance(words, str) and words.endswith("decides now.")]
    assert deciding == ["Robin decides now."], deciding


def test_a_trickster_swap_is_announced_on_the_table(capp):
    """A playtester lost three challenges to card swaps he only understood later from the log."""
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[4]], [ATT[20]], [ATT[1]]], powers=[None, None, "sorcerer"])
    table = open_table(capp, "cosmic", state=s)
    reveal(capp, table, (0,), ATT[4], ATT[20])
    pass_to(capp, table, 2)
    table.skip_animations()
    labels = []
    real = table.banner.show
    table.banner.show = lambda label, *a, **k: labels.append(label) or real(label, *a, **k)
    move(capp, table, 2, "power", power="sorcerer", choice="swap")
    table.skip_animations()
    assert "SAM (TRICKSTER) SWAPS THE CARDS" in labels, labels


def test_an_ended_challenge_keeps_its_cards_beside_its_result(capp):
    """Once the cards have gone to the discards the panel showed the result over empty slots, or a gold WINS
    around a "?" when an attack had beaten a compromise; it keeps them until the next challenge, after a
    load too."""
    from rules.cosmic import GAME
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[15], ATT[4]], [COMP, ATT[5]], [ATT[1]]])
    table = open_table(capp, "cosmic", state=s)
    reveal(capp, table, (0, 1), ATT[15], COMP)
    while not any(ev["kind"] == "challenge_ended" for ev in table.shown):
        who = table.session.actors()[0]
        first = GAME.legal_actions(s, who)[0]
        move(capp, table, who, first.kind, **dict(first.params))
        table.skip_animations()
        pump(capp, 1)
    assert s.played == [None, None] or s.challenge == 2 or s.phase == "second"
    box = L.encounter_slots()["totals"]
    slot = L.encounter_slots()["offense"]
    for shown_table in (table, open_table(capp, "cosmic", state=s)):
        if shown_table is not table:                   # a table opened on the saved game: from the log
            shown_table.display.recall(table.shown)
            shown_table.board_dirty = True
        assert hover(capp, shown_table, slot.center) == "Alex plays Attack 15."
        assert hover(capp, shown_table, (box.x + box.w // 4, box.centery)).startswith("Offense total: card 15")


def test_the_moulds_captives_count_in_its_sides_breakdown_before_the_reveal(capp):
    """The panel said "2 tokens" for a Mould stack carrying four captives, then "powers +4" at the reveal: the
    captives are a part of their own (each adds one) from the launch on."""
    from rules.cosmic.state import CAPTIVE
    from tests.cosmic.helpers import moulds_stack_attacks
    s = moulds_stack_attacks()
    assert sum(1 for where in s.loc if where <= CAPTIVE) == 4
    table = open_table(capp, "cosmic", state=s)
    box = L.encounter_slots()["totals"]
    offense = hover(capp, table, (box.x + box.w // 4, box.centery))
    assert offense == "Offense total: 2 tokens, + 4 captives (not known yet)", offense
    defense = hover(capp, table, (box.x + 3 * box.w // 4, box.centery))
    assert "captive" not in defense
    from scenes.cosmic.board import total_lines
    from sprites import text
    half = box.w // 2 - 8
    for code in ("en", "pl"):
        from rules.core.i18n import set_language
        set_language(code)
        for line in total_lines([T_board("tokens_part", n=12), T_board("captives_part", n=12)], 12, 0, half):
            assert text.render(line, 18).get_width() <= half, line
    set_language("en")


def T_board(key, **kw):
    from rules.core.i18n import Texts
    return Texts("scenes.cosmic")(f"board.{key}", **kw)


def test_a_breakdown_of_four_parts_keeps_every_part_under_its_total(capp):
    """Attack 11, Kicker +1, 4 tokens and a power's +8 made 24, but only "card 11 / Kicker +1 / 4 tokens"
    showed: the fourth part fell off the three lines. A fifth part shares a line."""
    from scenes.cosmic.board import total_lines
    from sprites import text
    width = L.encounter_slots()["totals"].w // 2 - 8
    for parts in (["card 11", "Kicker +1", "4 tokens", "powers +8"],
                  ["card 11", "Kicker ×2", "4 tokens + 2 allied", "+ 3 captives"],
                  ["karta 11", "Wzmacn. ×2", "4 żetony + 2 sojuszn.", "moce +10"],
                  ["card 11", "Kicker ×2", "4 tokens + 2 allied", "+ 3 captives", "powers +4"]):
        lines = total_lines(parts, 4, 0, width)
        assert len(lines) <= 4
        assert sorted(", ".join(lines).split(", ")) == sorted(parts), lines
        assert all(text.render(line, 18).get_width() <= width for line in lines if ", " in line), lines


def test_the_totals_count_up_from_what_the_panel_showed_never_down(capp):
    """A playtester saw "22 vs 44" as the cards turned, then "8 vs 17", then 44 WINS: the count began at 0
    though both sums were known once the cards were face up (his own 12 fell to 1 too)."""
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[15], ATT[4]], [ATT[6], ATT[5]], [ATT[1]]])
    table = open_table(capp, "cosmic", state=s)
    capp.settings.animation_speed = 1.0
    to_the_cards(capp, table, (0, 1))
    table.act(Action("play", card=ATT[15]))
    move(capp, table, 1, "play", card=ATT[6])
    drawn = []
    for _ in range(200):
        pump(capp, 1, dt=1 / 30)
        table.ensure_board()
        drawn.append(tuple(table.board.totals))
        if not table.busy:
            break
    assert drawn[-1] == (17, 10)
    for side in (0, 1):
        numbers = [t[side] for t in drawn if t[side] is not None]
        assert numbers and all(b >= a for a, b in zip(numbers, numbers[1:])), (side, numbers)


def test_the_winners_frame_keeps_clear_of_the_vs_between_the_totals(capp):
    """The gold frame round the winning total ran through the "vs" between the two totals."""
    from sprites import text, theme
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[15], ATT[4]], [ATT[6], ATT[5]], [ATT[1]]])
    table = open_table(capp, "cosmic", state=s)
    reveal(capp, table, (0, 1), ATT[15], ATT[6])
    table.board_dirty = True
    table.ensure_board()
    box = L.encounter_slots()["totals"]
    vs = text.render("vs", 20, theme.TEXT_DIM, "bold").get_rect(center=(box.centerx, box.y + 18))
    layer = table.board_layer
    gold = [(x, y) for x in range(vs.left - 2, vs.right + 2) for y in range(vs.top, vs.bottom)
            if layer.get_at((x, y))[:3] == theme.ACCENT[:3]]
    assert not gold, gold[:5]
    frame_top = [x for x in range(box.x, box.centerx) if layer.get_at((x, box.y - 7))[:3] == theme.ACCENT[:3]]
    assert frame_top, "the winner's frame is drawn"


def test_after_the_reveal_a_swarms_total_is_the_one_that_will_count(capp):
    """A playtester read 33 against 13 after the reveal, and then the Swarm (Virus) won with 165 at the
    resolution: its tokens multiply the attack. While the players may still answer (a window after the
    reveal), the panel shows the totals that will count, the power's part named."""
    from rules.cosmic import GAME
    from rules.cosmic.content import CARDS
    blackout = next(i for i, c in enumerate(CARDS) if c["type"] == "edict" and c["key"] == "cosmic_zap")
    s = fresh(3, offense=0, destiny=1, hands=[[ATT[8], blackout], [ATT[6]], [ATT[4]]],
              powers=["virus", "zombie", "pacifist"])
    while s.phase == "power":                   # (Alex's Blackout opens every window in the rules)
        GAME.apply(s, GAME.actors(s)[0], Action("power_pass"))
    table = open_table(capp, "cosmic", state=s)

    def windows_by():
        while s.phase == "power" and not s.flags.get("revealed"):
            who = GAME.actors(s)[0]
            table.act(Action("power_pass")) if who == 0 else move(capp, table, who, "power_pass")
    for kind, params in (("aim", {"planet": 5}), ("launch", {"planet": 0}), ("launch", {"planet": 0}),
                         ("launch", {"planet": 0}), ("launch_done", {}), ("invite_done", {})):
        windows_by()
        table.act(Action(kind, **params))
    move(capp, table, 1, "invite_done")
    windows_by()
    table.act(Action("play", card=ATT[8]))
    move(capp, table, 1, "play", card=ATT[6])
    windows_by()
    table.skip_animations()
    pump(capp, 2)
    assert s.flags.get("revealed") and not s.flags.get("totals"), "a window after the reveal: not counted yet"
    table.ensure_board()
    assert table.board.totals == [8 * 3, 6 + 4], "Swarm: the attack times its three tokens"
    words = hover(capp, table, L.encounter_slots()["totals"].move(-60, 0).center)
    assert "24" in words and "power" in words.lower(), words


def test_a_main_player_holding_a_kicker_sees_its_place_all_through_the_challenge(capp):
    """A playtester saw the Kicker slot only while dragging one, over the card slots: it shows whenever the
    viewer, a main player, holds a Kicker (until the reveal), and never when he holds none."""
    from tests.cosmic.helpers import card
    kicker = card("kicker", 2, "multiply")
    slot = L.encounter_slots()["kicker_offense"]
    for hand, shown in (([ATT[8], kicker], True), ([ATT[8], ATT[5]], False)):
        s = fresh(3, offense=0, destiny=1, hands=[hand, [ATT[6]], [ATT[4]]], kickers="multiply")
        table = open_table(capp, "cosmic", state=s)
        table.act(Action("aim", planet=5))
        table.skip_animations()
        pump(capp, 2)
        words = hover(capp, table, slot.center)
        assert ("Kicker's place" in (words or "")) == shown, words
