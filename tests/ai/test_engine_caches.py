"""The engines keep small caches for the computer's search (the legal list `apply` checks against, actions made
once). These tests would fail if one went stale: a decision that was legal a moment ago, or in the state a
copy was made from, must be refused once it no longer is."""
import pytest

import rules
from rules.core import IllegalAction, Rng, canonical

GAME_IDS = sorted(rules.GAMES)
SETUPS = {"kickards": [(2, {})], "c4": [(2, {}), (3, {})],
          "cosmic": [(3, {}), (4, {"kickers": "both", "prisoners": True})]}


def _true_legal(game, state, seat) -> list:
    """The legal list of `state` worked out on a copy, so that no cache of `state` is touched."""
    return game.legal_actions(game.clone(state), seat)


def _refused(game, state, seat, action) -> bool:
    before = canonical(game.dump(state))
    try:
        game.apply(state, seat, action)
    except IllegalAction:
        assert canonical(game.dump(state)) == before, "a refused action changed the state"
        return True
    return False


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_action_legal_before_the_last_decision_is_refused_after_it(game_id):
    """The legal list is listed, an action applied, and an action of the old list that is no longer legal
    is then tried on the same state (without listing again): refused."""
    game = rules.GAMES[game_id]
    stale_tries = 0
    for seats, options in SETUPS[game_id]:
        for seed in range(3):
            state = game.setup(seats, options, seed)
            rng = Rng(seed)
            for _ in range(250):
                actors = game.actors(state)
                if not actors:
                    break
                seat = actors[rng.below(len(actors))]
                if rng.below(2):
                    legal = game.legal_actions(state, seat)
                    assert legal == _true_legal(game, state, seat)
                else:   # a decision from a list made elsewhere: apply lists and checks it itself
                    legal = _true_legal(game, state, seat)
                game.apply(state, seat, legal[rng.below(len(legal))])
                if seat in game.actors(state):
                    now = _true_legal(game, state, seat)
                    stale = [a for a in legal if a not in now]
                    if stale:
                        stale_tries += 1
                        assert _refused(game, state, seat, stale[rng.below(len(stale))])
                    assert game.legal_actions(state, seat) == now
    assert stale_tries > 20


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_copy_or_a_re_deal_does_not_inherit_the_legal_list(game_id):
    """The legal list is listed on a state, then a re-deal for another seat changes hidden cards: in the
    re-deal, an action legal only in the original is refused. Acting on a copy leaves the original's list
    and decisions as they were."""
    game = rules.GAMES[game_id]
    redeal_tries = 0
    for seats, options in SETUPS[game_id]:
        for seed in range(3):
            state = game.setup(seats, options, seed)
            rng = Rng(100 + seed)
            for step in range(200):
                actors = game.actors(state)
                if not actors:
                    break
                seat = actors[rng.below(len(actors))]
                legal = game.legal_actions(state, seat)
                for other in range(seats):
                    if other == seat:
                        continue
                    redeal = game.sample_hidden(state, other, Rng(step))
                    if seat not in game.actors(redeal):
                        continue
                    only_here = [a for a in legal if a not in _true_legal(game, redeal, seat)]
                    if only_here:
                        redeal_tries += 1
                        assert _refused(game, redeal, seat, only_here[0])
                copy = game.clone(state)
                copy_legal = game.legal_actions(copy, seat)
                game.apply(copy, seat, copy_legal[-1])
                assert game.legal_actions(state, seat) == legal
                game.apply(state, seat, legal[rng.below(len(legal))])
    if game_id != "kickards":   # KICKARDS hides few cards that decide what is legal
        assert redeal_tries > 5


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_load_starts_without_a_legal_list(game_id):
    """A loaded state lists its own legal actions: a dump never carries the cache."""
    game = rules.GAMES[game_id]
    seats, options = SETUPS[game_id][0]
    state = game.setup(seats, options, 5)
    seat = game.actors(state)[0]
    game.legal_actions(state, seat)
    assert "legal_memo" not in canonical(game.dump(state))
    twin = game.load(game.dump(state))
    assert game.legal_actions(twin, seat) == game.legal_actions(state, seat)


def _swap_with_deck(zone, seat):
    """Change which card lies in a public zone, and nothing else the view shows (the deck keeps its size)."""
    def change(s):
        cards, deck = getattr(s, zone)[seat], s.deck[seat]
        cards[-1], deck[0] = deck[0], cards[-1]
    return change


C4_CHANGES = {
    "discard": _swap_with_deck("discard", 1),
    "in play": _swap_with_deck("inplay", 0),
    "revealed": _swap_with_deck("revealed", 1),
    "known": lambda s: s.known.add(next(c for c in s.hand[1] if c not in s.known)),
    "held": lambda s: s.held[0].__setitem__(1, s.held[0][1] + 1),
    "pot": lambda s: s.pot.__setitem__(0, s.pot[0] + 1),
    "on card": lambda s: s.on_card.__setitem__(s.hand[0][0], [1, 0]),
    "direction": lambda s: setattr(s, "direction", -s.direction),
    "free next": lambda s: setattr(s, "free_next", not s.free_next),
    "discount": lambda s: setattr(s, "discount", s.discount + 1),
    "turn tax": lambda s: setattr(s, "turn_tax", s.turn_tax + 1),
    "tax": lambda s: s.tax.__setitem__(1, s.tax[1] + 1),
    "extra turns": lambda s: setattr(s, "extra_turns", s.extra_turns + 1),
    "actions taken": lambda s: setattr(s, "actions_taken", s.actions_taken + 1),
    "result": lambda s: setattr(s, "result", {"winners": [0]}),
}


@pytest.mark.parametrize("change", sorted(C4_CHANGES))
def test_c4_info_key_changes_whenever_the_view_does(change):
    """C4's `info_key` (the search tree's stand-in for the view) tells apart two states whose views differ in
    any one field; so the tree never merges two positions a seat can tell apart."""
    game = rules.GAMES["c4"]
    state = game.setup(2, {}, 3)
    rng = Rng(3)
    for _ in range(6):
        seat = game.actors(state)[0]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.below(len(legal))])
    for zone in (state.discard, state.inplay, state.revealed):   # a card in every public zone
        for seat in (0, 1):
            zone[seat].append(state.deck[seat].pop())
    changed = game.clone(state)
    C4_CHANGES[change](changed)
    for seat in (0, 1):
        assert canonical(game.view(changed, seat)) != canonical(game.view(state, seat))
        assert game.info_key(changed, seat) != game.info_key(state, seat)


def test_search_shuffle_orders_as_sorting_on_drawn_keys():
    """The search's shuffle (a sort keyed by drawn numbers) gives the order of sorting (key, position) pairs,
    ties kept in place, and draws one number per item: re-deals stay the same for a seed."""
    from rules.ai.search_rng import SearchRng
    for n in (0, 1, 2, 5, 17, 60):
        for seed in range(10):
            items = [i % 7 for i in range(n)]        # equal items too
            twin = SearchRng(seed)
            keyed = sorted((twin.random(), i) for i in range(n))
            expected = [items[i] for _, i in keyed]
            rng = SearchRng(seed)
            rng.shuffle(items)
            assert items == expected
            if n >= 2:
                assert rng.random() == twin.random()   # as many numbers drawn


def test_c4_reaction_cards_are_worked_out_per_game():
    """C4 remembers which card ids are Reactions (ids are dealt at random, so each game has its own): every
    game, copy and loaded state names exactly its own, and a window asks the seat that holds one."""
    from rules.c4 import windows
    from rules.c4.cards import CARDS
    game = rules.GAMES["c4"]
    for seed in range(6):
        state = game.setup(3, {}, seed)
        expected = {cid for cid, key in enumerate(state.keys) if CARDS[key].kind == "reaction"}
        for twin in (state, game.clone(state), game.load(game.dump(state)), game.sample_hidden(state, 1, Rng(2))):
            assert windows.reacting_cards(twin) == expected
        assert expected


def test_c4_a_window_asks_a_copy_s_holder_of_a_reaction():
    """A look-ahead copy asks only seats that really hold a fitting Reaction: moving a Keeping Up card into a hand
    of the copy makes that seat asked after a big gain, and the original is not changed by it."""
    from tests.c4.helpers import pull, table
    from rules.c4 import windows
    s = table(2, cards={1: ["keeping-up"]}, held=[5, 5], pot=6)
    s.search_copy = True
    frame = {"kind": "card", "seat": 0, "card": None, "target": None, "at": None, "steps": [], "cancelled": False,
             "window": None, "pre": False, "prevented_by": None}
    window = {"type": "after", "queue": [], "receiver": 0, "n": 3}
    assert windows.to_ask(s, frame, window) == []
    copy = rules.GAMES["c4"].clone(s)
    pull(copy, 1, "keeping-up")
    assert windows.to_ask(copy, frame, window) == [1]
    assert windows.to_ask(s, frame, window) == []


def test_c4_plays_made_once_fit_each_game_and_seat_count():
    """C4 makes each play action once and hands it out again (keyed by card id, seat, seat count and whether
    the card aims at someone). In games of 2, 3 and 5 seats, whose ids mean different cards, the main-phase
    list is exactly the one built from scratch: every affordable non-Reaction card, one play per other seat
    for a targeted card, then cash-ins and Done."""
    from rules.c4 import flow, tokens
    from rules.c4.cards import CARDS
    from rules.core import Action
    game = rules.GAMES["c4"]
    checked = 0
    for seats in (2, 3, 5, 3, 2):
        for seed in range(3):
            state = game.setup(seats, {}, seed + 10 * seats)
            rng = Rng(seed)
            for _ in range(120):
                actors = game.actors(state)
                if not actors:
                    break
                seat = actors[0]
                legal = game.legal_actions(state, seat)
                if state.phase == "play" and not state.stack:
                    cost, have = flow.action_cost(state), tokens.total(state.held[seat])
                    expected = []
                    for cid in state.hand[seat]:
                        d = CARDS[state.keys[cid]]
                        if d.kind != "reaction" and cost + d.cost <= have:
                            expected += ([Action("play", card=cid, target=o) for o in range(seats) if o != seat]
                                         if d.target else [Action("play", card=cid)])
                    assert legal[:len(expected)] == expected
                    assert legal[-1] == Action("done")
                    checked += 1
                game.apply(state, seat, legal[rng.below(len(legal))])
    assert checked > 100


def test_the_search_applies_without_the_type_guard_and_to_the_same_effect():
    # rules/ai/playout.trusted_apply skips the protocol's check of the seat's and action's types (the search
    # only applies moves from the game's own legal lists); everything else must be the game's own apply.
    from rules import GAMES
    from rules.ai.playout import trusted_apply
    from rules.core import Rng
    for game in GAMES.values():
        apply = trusted_apply(game)
        assert getattr(apply, "__func__", None) is type(game).apply.__wrapped__
        seats = game.seat_counts[0]
        for seed in range(3):
            a = game.setup(seats, {}, seed)
            b = game.clone(a)
            rng = Rng(seed)
            for _ in range(60):
                actors = game.actors(a)
                if not actors:
                    break
                seat = actors[0]
                legal = game.legal_actions(a, seat)
                action = legal[rng.below(len(legal))]
                assert apply(a, seat, action) == game.apply(b, seat, action)
            assert game.dump(a) == game.dump(b)
