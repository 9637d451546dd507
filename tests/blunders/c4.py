"""C4 blunders: positions from seeded 2-seat games between prebuilt decks (each seat's deck has the cards the
position needs added), played on by the game's own move chooser for a few turns, then set up so the
situation is exact (the cards in hand, the tokens, the extra-action cost, an attack on its way).

Found in play (issue 15): both "normal" computers mostly drew a card and ended the turn, holding six or seven
cards including attacks for many turns. Listed beside it: paying for an extra action that cannot bring its
cost back, a play that loses tokens even at best, passing on a Reaction that stops a big loss or gains a
free token, and Deep Freeze spent on one's own card or on a card worth a single token.
"""
from __future__ import annotations

from rules.ai.search_rng import SearchRng
from rules.c4 import GAME, strategy
from rules.c4.cards import CARDS, DECK_NAMES, DECKS
from rules.core import Action

from . import Blunder

SEATS = 2
INCOME_1 = ("pocket-change", "lucky-find", "thorn-bush", "paper-shield")  # "Gain 1 token" and nothing more
ATTACKS = ("heist", "pickpocket", "rockslide", "shakedown")
ROCK_SYMBOLS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}  # what each symbol beats


def _decks(seed, extra):
    """Two prebuilt decks chosen by the seed, each with the keys of `extra[seat]` added."""
    names = [DECK_NAMES[seed % len(DECK_NAMES)], DECK_NAMES[(seed // len(DECK_NAMES) + seed + 1) % len(DECK_NAMES)]]
    return [list(DECKS[name]) + list(extra.get(seat, ())) for seat, name in enumerate(names)]


def main_phase(seed, extra=None, turns=None):
    """A seeded game played on by the move chooser until the start of a main phase (nothing on the stack,
    no action taken yet) after a few turns; None if the game ends first."""
    s = GAME.setup(SEATS, {"decks": _decks(seed, extra or {}), "human_seats": []}, seed)
    rng = SearchRng(seed)
    wanted = 2 + seed % 5 if turns is None else turns
    for _ in range(3000):
        actors = GAME.actors(s)
        if not actors:
            return None
        if s.turn >= wanted and s.phase == "play" and not s.stack and s.actions_taken == 0:
            return s
        GAME.apply(s, actors[0], GAME.rollout_policy(s, actors[0], rng))
    return None


def to_hand(s, seat, key):
    """A card of `key` owned by `seat` into its hand (from its deck or discard); its id, or None."""
    for cid in s.hand[seat]:
        if s.keys[cid] == key:
            return cid
    for pile in (s.deck[seat], s.discard[seat]):
        for cid in pile:
            if s.keys[cid] == key:
                pile.remove(cid)
                s.hand[seat].append(cid)
                return cid
    return None


def out_of_hand(s, seat, keep):
    """Every card of `seat`'s hand for which `keep(key)` is false goes to the bottom of its deck."""
    for cid in [c for c in s.hand[seat] if not keep(s.keys[c])]:
        s.hand[seat].remove(cid)
        s.known.discard(cid)
        s.deck[seat].insert(0, cid)


def set_tokens(s, seat, n):
    """`seat` holds exactly n tokens (its own look first); the difference goes to or comes from the pot."""
    pile = s.held[seat]
    while sum(pile) > n:
        o = max(range(s.seats), key=lambda x: pile[x])
        pile[o] -= 1
        s.pot[o] += 1
    while sum(pile) < n:
        pile[seat] += 1


def set_pot(s, n):
    pot = s.pot
    while sum(pot) > n:
        pot[max(range(s.seats), key=lambda x: pot[x])] -= 1
    while sum(pot) < n:
        pot[0] += 1


def on_top(s, seat, symbol):
    """A card with this rock/paper/scissors symbol (and no When Flipped "fail") on top of `seat`'s deck."""
    for cid in reversed(s.deck[seat]):
        d = CARDS[s.keys[cid]]
        if d.rps == symbol and not any(ab["op"] == "fail" for ab in d.flipped):
            s.deck[seat].remove(cid)
            s.deck[seat].append(cid)
            return cid
    return None


def _no_thorns(s, seat):
    """`seat`'s Briar Patch / Sharp Eyes (attack changers) leave play to the discard."""
    for cid in list(s.inplay[seat]):
        if CARDS[s.keys[cid]].passive["kind"] in ("thorns", "double_flip"):
            s.inplay[seat].remove(cid)
            s.discard[seat].append(cid)
            s.on_card.pop(cid, None)


# --- the free action left unused with a free attack in hand ----------------------------------------------------
def free_attack_unused(seed):
    """The active player's first (free) action; an attack card in hand, the opponent holds 6+ tokens and has
    no thorns."""
    attack = ATTACKS[seed % len(ATTACKS)]
    s = main_phase(seed, {0: [attack], 1: [attack]})
    if s is None:
        return None
    seat, other = s.active, 1 - s.active
    if to_hand(s, seat, attack) is None:
        return None
    _no_thorns(s, other)
    if sum(s.held[other]) < 6:
        set_tokens(s, other, 6 + seed % 4)
    if sum(s.held[seat]) == 0:
        set_tokens(s, seat, 3)
    return s, seat


def _ends_turn(s, seat, a):
    return a.kind == "done"


# --- paying 2 for "Gain 1" ------------------------------------------------------------------------------------
def dear_income(seed):
    """Two actions taken already (the next costs 2); a "Gain 1 token" card in hand (other cards may be)."""
    card = INCOME_1[seed % len(INCOME_1)]
    s = main_phase(seed, {0: [card], 1: [card]})
    if s is None:
        return None
    seat = s.active
    if to_hand(s, seat, card) is None:
        return None
    s.actions_taken = 2
    set_tokens(s, seat, max(sum(s.held[seat]), 4))
    set_pot(s, max(sum(s.pot), 3))
    return s, seat


def _plays_income_1(s, seat, a):
    return a.kind == "play" and s.keys[a.card] in INCOME_1


# --- paying 1 to gain from an empty pot ------------------------------------------------------------------------
def empty_pot_income(seed):
    """One action taken (the next costs 1), the pot empty, Lucky Penny ("Gain 2") in hand."""
    s = main_phase(seed, {0: ["lucky-penny"], 1: ["lucky-penny"]})
    if s is None:
        return None
    seat = s.active
    if to_hand(s, seat, "lucky-penny") is None:
        return None
    s.actions_taken = 1
    set_tokens(s, seat, max(sum(s.held[seat]), 4))
    set_pot(s, 0)
    return s, seat


def _plays_penny(s, seat, a):
    return a.kind == "play" and s.keys[a.card] == "lucky-penny"


# --- a play that loses tokens even at best --------------------------------------------------------------------
def last_gasp_when_rich(seed):
    """The free action; Last Gasp ("lose all your tokens, then gain 5") in hand with 9-12 tokens."""
    s = main_phase(seed, {0: ["last-gasp"], 1: ["last-gasp"]})
    if s is None:
        return None
    seat = s.active
    if to_hand(s, seat, "last-gasp") is None:
        return None
    set_tokens(s, seat, 9 + seed % 4)
    set_pot(s, max(sum(s.pot), 5))
    return s, seat


def _plays_last_gasp(s, seat, a):
    return a.kind == "play" and s.keys[a.card] == "last-gasp"


def goodwill_into_empty_pot(seed):
    """The free action; Goodwill ("give 1 token to a player, then gain 3") in hand and the pot empty."""
    s = main_phase(seed, {0: ["goodwill"], 1: ["goodwill"]})
    if s is None:
        return None
    seat = s.active
    if to_hand(s, seat, "goodwill") is None:
        return None
    set_tokens(s, seat, max(sum(s.held[seat]), 4))
    set_pot(s, 0)
    return s, seat


def _plays_goodwill(s, seat, a):
    return a.kind == "play" and s.keys[a.card] == "goodwill"


# --- reaction windows -----------------------------------------------------------------------------------------
def _attack_on(seed, attack, reaction, window_type, defender_tokens=8):
    """The attacker (the active player) plays `attack` on the other player, whose flip loses; the defender
    holds `reaction`. Played on until the defender is asked in a window of `window_type` about a token step
    (or, for "announce", about the attack card itself)."""
    s = main_phase(seed, {0: [attack, reaction], 1: [attack, reaction]})
    if s is None:
        return None
    seat, defender = s.active, 1 - s.active
    card = to_hand(s, seat, attack)
    if card is None or to_hand(s, defender, reaction) is None:
        return None
    _no_thorns(s, defender)
    set_tokens(s, defender, defender_tokens)
    set_tokens(s, seat, max(sum(s.held[seat]), 3))
    mine = CARDS[s.keys[card]].rps
    if on_top(s, seat, mine) is None or on_top(s, defender, ROCK_SYMBOLS[mine]) is None:
        return None
    GAME.apply(s, seat, Action("play", card=card, target=defender))
    for _ in range(60):
        actors = GAME.actors(s)
        if not actors or not s.stack:
            return None
        who = actors[0]
        window = s.stack[-1]["window"]
        if who == defender and window is not None and window["type"] == window_type:
            if window_type == "announce" or s.stack[-1]["steps"][0]["op"] in ("take", "lose"):
                return s, defender
        legal = GAME.legal_actions(s, who)
        GAME.apply(s, who, Action("pass") if Action("pass") in legal else legal[0])
    return None


def heist_against_hold_fast(seed):
    """A Heist (take 3) or Rockslide (lose 4) has won against the player, who holds Hold Fast or Brace."""
    attack = ("heist", "rockslide")[seed % 2]
    reaction = ("hold-fast", "brace")[(seed // 2) % 2]
    return _attack_on(seed, attack, reaction, "before")


def heist_against_cold_shoulder(seed):
    """A Heist or Raid has won against the player, who holds Cold Shoulder (prevent a rival's gain, and so
    the whole take)."""
    return _attack_on(seed, ("heist", "raid")[seed % 2], "cold-shoulder", "before")


def _passes(s, seat, a):
    return a.kind == "pass"


def envy_window(seed):
    """The opponent has just gained 3 or more at once (Grand Payday or Windfall); the player holds Keeping
    Up or Sour Grapes and the pot has tokens."""
    card = ("grand-payday", "underdog-fund")[seed % 2]
    envy = ("keeping-up", "sour-grapes")[(seed // 2) % 2]
    s = main_phase(seed, {0: [card, envy], 1: [card, envy]})
    if s is None:
        return None
    seat, other = s.active, 1 - s.active
    cid = to_hand(s, seat, card)
    if cid is None or to_hand(s, other, envy) is None:
        return None
    set_tokens(s, seat, 5)
    set_tokens(s, other, max(sum(s.held[other]), 6))
    set_pot(s, 8)
    GAME.apply(s, seat, Action("play", card=cid))
    for _ in range(60):
        actors = GAME.actors(s)
        if not actors or not s.stack:
            return None
        who = actors[0]
        window = s.stack[-1]["window"]
        if who == other and window is not None and window["type"] == "after":
            return s, other
        legal = GAME.legal_actions(s, who)
        GAME.apply(s, who, Action("pass") if Action("pass") in legal else legal[0])
    return None


def freeze_own_bank(seed):
    """The opponent announces a card; the player holds Deep Freeze and has a bank in play with tokens on it
    (Deep Freeze could cancel the opponent's card, remove the bank, or wait)."""
    s = main_phase(seed, {0: ["deep-freeze", "piggy-bank", "lucky-penny"],
                          1: ["deep-freeze", "piggy-bank", "lucky-penny"]})
    if s is None:
        return None
    seat, other = s.active, 1 - s.active
    penny = to_hand(s, seat, "lucky-penny")
    bank = next((c for c in s.inplay[other] if s.keys[c] == "piggy-bank"), None)
    if bank is None:
        bank = to_hand(s, other, "piggy-bank")
        if bank is None:
            return None
        s.hand[other].remove(bank)
        s.inplay[other].append(bank)
    if penny is None or to_hand(s, other, "deep-freeze") is None:
        return None
    s.on_card[bank] = [0] * s.seats
    s.on_card[bank][other] = 2 + seed % 3
    set_pot(s, max(sum(s.pot), 4))
    GAME.apply(s, seat, Action("play", card=penny))
    actors = GAME.actors(s)
    if not actors or actors[0] != other or s.stack[-1]["window"]["type"] != "announce":
        return None
    return s, other


def _freezes_own(s, seat, a):
    return a.kind == "play" and a.get("at") is not None and s.owner[a.at] == seat


def freeze_one_token_card(seed):
    """The opponent announces a "Gain 1 token" card; the player holds Deep Freeze (nothing else of the
    opponent's is in play). Cancelling it spends the rare Deep Freeze on one token."""
    card = INCOME_1[seed % len(INCOME_1)]
    s = main_phase(seed, {0: ["deep-freeze", card], 1: ["deep-freeze", card]})
    if s is None:
        return None
    seat, other = s.active, 1 - s.active
    cid = to_hand(s, seat, card)
    if cid is None or to_hand(s, other, "deep-freeze") is None:
        return None
    for who in (seat, other):
        for c in list(s.inplay[who]):
            s.inplay[who].remove(c)
            s.discard[who].append(c)
            s.on_card.pop(c, None)
    set_pot(s, max(sum(s.pot), 4))
    GAME.apply(s, seat, Action("play", card=cid))
    actors = GAME.actors(s)
    if not actors or actors[0] != other or s.stack[-1]["window"]["type"] != "announce":
        return None
    return s, other


def _freezes_it(s, seat, a):
    return a.kind == "play" and a.get("at") == s.stack[-1]["card"]


BLUNDERS = [
    Blunder("c4", "ending the turn with the free action unused and a free attack in hand", free_attack_unused,
            _ends_turn),
    Blunder("c4", "paying 2 tokens for an extra action that gains 1", dear_income, _plays_income_1),
    Blunder("c4", "paying for an extra action to gain from an empty pot", empty_pot_income, _plays_penny),
    Blunder("c4", "Last Gasp (lose all, gain 5) with 9 or more tokens", last_gasp_when_rich, _plays_last_gasp),
    Blunder("c4", "Goodwill (give 1, gain 3) into an empty pot", goodwill_into_empty_pot, _plays_goodwill),
    Blunder("c4", "passing on Hold Fast or Brace when a won attack would take 3 or make it lose 4",
            heist_against_hold_fast, _passes),
    Blunder("c4", "passing on Cold Shoulder when a won attack would take 2 or 3 from it",
            heist_against_cold_shoulder, _passes),
    Blunder("c4", "passing on Keeping Up or Sour Grapes when a rival gains 3 (a free token)", envy_window,
            _passes),
    Blunder("c4", "Deep Freeze on its own bank with tokens on it", freeze_own_bank, _freezes_own),
    Blunder("c4", "Deep Freeze spent on a card that gains one token", freeze_one_token_card, _freezes_it),
]

__all__ = ["BLUNDERS", "strategy"]
