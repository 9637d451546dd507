"""The hint behind the tables' Suggest button: the normal level's move for the player, with one line why,
searched fairly (nothing hidden is used)."""
import rules
from rules.ai.hint import suggest
from rules.core import Rng
from tests.ai.helpers import random_positions
from tests.ai.tiny_games import Spy

KICKARDS = rules.GAMES["kickards"]
QUICK = {"iterations": 120, "time_limit": None}


def decision_points(game, count, seed=3):
    found = 0
    for state, seat in random_positions(game, 2, {}, seed=seed, count=2000):
        if len(game.legal_actions(state, seat)) > 1:
            yield game.clone(state), seat
            found += 1
            if found >= count:
                return


def test_a_hint_is_a_legal_move_with_a_reason_and_reads_only_what_the_seat_may():
    for state, seat in decision_points(KICKARDS, 12):
        spy = Spy(KICKARDS, state)
        hint = suggest(spy, state, seat, seed=5, **QUICK)
        assert hint.action in KICKARDS.legal_actions(state, seat)
        assert spy.violations == []
        assert isinstance(hint.why, str) and "_" not in hint.why and "Action(" not in hint.why


def test_the_hint_is_the_same_whatever_the_hidden_cards_are():
    """Two positions the player cannot tell apart (the opponent's hand, the decks re-dealt) get the same
    suggestion and the same words: nothing hidden leaks into either."""
    compared = 0
    for state, seat in decision_points(KICKARDS, 10, seed=11):
        twin = KICKARDS.sample_hidden(state, seat, Rng(99))
        assert KICKARDS.info_key(twin, seat) == KICKARDS.info_key(state, seat)
        if KICKARDS.dump(twin)["hands"] == KICKARDS.dump(state)["hands"]:
            continue
        assert suggest(KICKARDS, state, seat, seed=8, **QUICK) == suggest(KICKARDS, twin, seat, seed=8, **QUICK)
        compared += 1
    assert compared >= 5


def test_a_forced_move_is_suggested_without_a_search():
    state = KICKARDS.setup(2, {}, 1)
    for _ in range(400):
        seat = KICKARDS.actors(state)[0]
        legal = KICKARDS.legal_actions(state, seat)
        if len(legal) == 1:
            hint = suggest(KICKARDS, state, seat, seed=1, **QUICK)
            assert hint.action == legal[0] and hint.why == "It is the only move you have."
            return
        KICKARDS.apply(state, seat, legal[0])
    raise AssertionError("no forced move found")


def test_games_without_their_own_words_explain_by_the_search():
    from tests.ai.sealed_bids import GAME as BIDS
    state = BIDS.setup(2, {}, 4)
    hint = suggest(BIDS, state, 0, seed=2, **QUICK)
    assert hint.action in BIDS.legal_actions(state, 0)
    assert "look-ahead" in hint.why


def test_the_words_why_come_from_the_catalogs_in_both_languages():
    """The hint's line, the KICKARDS reasons and Cosmic's refusals are catalog texts (data/lang [hint]):
    Polish when the app speaks Polish, with the count's plural form."""
    from rules.core import Action, i18n
    from rules.kickards import strategy as kickards
    from rules.cosmic import strategy as cosmic
    from tests.ai.sealed_bids import GAME as BIDS
    state = KICKARDS.setup(2, {}, 1)
    stars = {}
    for card in range(len(kickards.STAR_YIELD)):
        stars.setdefault(kickards.STAR_YIELD[card], card)
    try:
        i18n.set_language("pl")
        assert "przewidywaniach" in suggest(BIDS, BIDS.setup(2, {}, 4), 0, seed=2, **QUICK).why
        said = {n: kickards.explain(state, 0, Action("place", card=card, slot="support"))
                for n, card in stars.items()}
        assert "1 gwiazdkę" in said[1] and "2 gwiazdki" in said[2]
        assert any(f"{n} gwiazdek" in said[n] for n in said if n >= 5) or max(said) < 5
        assert kickards.explain(state, 0, Action("pass")) == "Oszczędzaj karty na późniejsze tury."
        i18n.set_language("en")
        assert "1 star " in said[1].again() and "2 stars" in said[2].again()
    finally:
        i18n.set_language("en")
    s = rules.GAMES["cosmic"].setup(3, {}, 1)
    s.deal = {"kind": "deal", "offered": True, "draft": [["cards", 1, 0, -1]], "parties": [0, 1], "turn": 0,
              "answers": [1], "made": [0, 0], "over": False, "accepted": None}
    assert cosmic.explain(s, 1, Action("reject")) == "too many cards asked for"
    assert cosmic.explain(s, 1, Action("reject")).again("pl") == "żądanie zbyt wielu kart"


def test_a_lead_that_rounds_away_is_told_as_a_close_call():
    """A playtester read "about a 27% chance to win, against 27% for the next best move"."""
    from rules.ai.hint import _from_search
    from rules.core import Action
    a, b = Action("a"), Action("b")
    assert _from_search({a: (40, 0.274), b: (30, 0.266)}, a) == ("In the computer's look-ahead it came out best, "
                                                                 "though other moves were nearly as good "
                                                                 "(about a 27% chance to win).")
    assert _from_search({a: (40, 0.31), b: (30, 0.266)}, a) == \
        "In the computer's look-ahead it came out best: about a 31% chance to win, against 27% for the next best move."


def test_c4_hints_say_what_a_move_brings_in_tokens():
    # A playtester found C4's "about 34% chance to win" too thin to learn from.
    from rules.core import Action, i18n
    from tests.c4.helpers import pull, table
    game = rules.GAMES["c4"]
    s = table(2, cards={0: ["lucky-penny"]}, held=[5, 5], pot=6)
    penny = pull(s, 0, "lucky-penny")
    play = next(a for a in game.legal_actions(s, 0) if a.kind == "play" and a.card == penny)
    assert "tokens ahead" in game.explain_move(s, 0, play)             # Gain 2 tokens, the first action free
    assert game.explain_move(s, 0, Action("done")) == "", "a good play is left: the look-ahead's figures speak"
    s.actions_taken = 4                                                  # the next action costs 4
    assert game.explain_move(s, 0, Action("done")).startswith("Another action would cost 4 of your tokens")
    i18n.set_language("pl")
    try:
        assert "cię 4 żetony" in game.explain_move(s, 0, Action("done"))
    finally:
        i18n.set_language("en")
    s.hand[0] = []
    assert game.explain_move(s, 0, Action("done")) == "Nothing in your hand can be played now."


def test_a_kickards_coach_card_of_almost_no_effect_is_not_told_as_plus_nought_points():
    from rules.core import Action
    from rules.kickards import strategy
    game = rules.GAMES["kickards"]
    state = game.setup(2, {}, 1)
    slight = [c for c, g in enumerate(strategy.STATIC_GAIN) if round(100 * g) == 0]
    assert slight
    line = game.explain_move(state, 0, Action("keep_coach", card=slight[0]))
    assert "+0" not in line and "-0" not in line and "a little" in line


def test_a_hint_asked_of_the_worker_process_travels_whole_and_speaks_the_apps_language():
    """The table's worker process (scenes/table/search_process.py) has its own i18n state: a HintDriver says in
    which language to write the line why, and comes back (pickled) holding the same hint a search here gives."""
    import pickle

    from rules.ai.hint import HintDriver
    from rules.core import i18n
    state, seat = next(decision_points(KICKARDS, 1, seed=11))
    try:
        i18n.set_language("pl")
        polish = suggest(KICKARDS, state, seat, seed=8, **QUICK)
        i18n.set_language("en")
        english = suggest(KICKARDS, state, seat, seed=8, **QUICK)
        assert polish.why != english.why
        driver = pickle.loads(pickle.dumps(HintDriver(8, "pl", **QUICK)))
        action = driver.choose(KICKARDS, state, seat)
        back = pickle.loads(pickle.dumps(driver))
        assert action == polish.action and back.hint == polish
    finally:
        i18n.set_language("en")


def test_a_hint_stops_early_when_it_is_no_longer_wanted():
    state, seat = next(decision_points(KICKARDS, 1, seed=11))
    from rules.ai.hint import HintDriver
    driver = HintDriver(8, "en", iterations=100_000, time_limit=None)
    driver.cancelled = lambda: True
    assert driver.choose(KICKARDS, state, seat) in KICKARDS.legal_actions(state, seat)
