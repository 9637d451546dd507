"""Cosmic blunders: positions from seeded 3-seat games (played on by the game's own rollout moves), then set up
so the situation is exact (a deal on the table, a prisoner held, an offense one base from winning, a Kicker in
hand).

Found in play (issue 15): a computer accepted a prisoner exchange that gave a token back for nothing. Listed
beside it: refusing a deal that hands it a base for nothing, allying with an offense that would then win
alone, and throwing away a Kicker that can only lower its own attack.
"""
from __future__ import annotations

from rules.ai.search_rng import SearchRng
from rules.cosmic import GAME, strategy
from rules.cosmic.challenge import totals
from rules.cosmic.content import CARDS, FLARE_CARD, PLANETS_PER_SYSTEM, TOKENS_PER_COLOUR, WIN_BASES
from rules.cosmic.state import CONE, DEFENSE, WARP, bases, home_planets, prison, tokens_at
from rules.core import Action

from . import Blunder

SEATS = 3


def play_until(seed: int, wanted, options=None, limit: int = 3000):
    """A seeded game played on by the rollout moves until `wanted(state)`; None if it never comes."""
    # (No powers unless asked: a power added to the roster would change a random deal, and with it the positions.)
    s = GAME.setup(SEATS, {"powers": "off", **(options or {})}, seed)
    rng = SearchRng(seed)
    for _ in range(limit):
        actors = GAME.actors(s)
        if not actors:
            return None
        if wanted(s):
            return s
        GAME.apply(s, actors[0], strategy.rollout_policy(s, actors[0], rng))
    return None


def _one_of(s, seat, **params):
    """The legal action of `seat` with these parameters (kind included)."""
    for a in GAME.legal_actions(s, seat):
        if a.kind == params["kind"] and all(a.get(k) == v for k, v in params.items() if k != "kind"):
            return a
    return None


def _put_in_hand(s, seat, fits):
    """A card that `fits` in `seat`'s hand: one already there, else one taken from the deck, the discard
    or another hand in exchange for the seat's first card that does not fit. None if there is none."""
    hand = s.hands[seat]
    for c in hand:
        if fits(c):
            return c
    out = next((c for c in hand if not fits(c)), None)
    for pile in [s.deck, s.discard] + [h for x, h in enumerate(s.hands) if x != seat]:
        for i, c in enumerate(pile):
            if fits(c):
                if out is None:
                    hand.append(c)
                    del pile[i]
                else:
                    pile[i] = out
                    hand[hand.index(out)] = c
                return c
    return None


def _spare_token(s, seat):
    """One of `seat`'s tokens that can be moved without changing much: from the Warp, else from its base
    with the most tokens (never the last one there)."""
    first = seat * TOKENS_PER_COLOUR
    for t in range(first, first + TOKENS_PER_COLOUR):
        if s.loc[t] == WARP:
            return t
    piles = {}
    for t in range(first, first + TOKENS_PER_COLOUR):
        if s.loc[t] >= 0:
            piles.setdefault(s.loc[t], []).append(t)
    biggest = max(piles.values(), key=len, default=[])
    return biggest[0] if len(biggest) > 1 else None


# --- a prisoner exchange that gives a token back for nothing --------------------------------------------------
def exchange_for_nothing(seed):
    """The exchange has just opened; the proposer asks for one of his own tokens back from the other main
    player's Prison and offers nothing. The other player answers."""
    s = play_until(seed, lambda s: s.phase == "negotiate" and s.deal["kind"] == "exchange"
                   and not s.deal["offered"] and not s.deal["draft"], {"prisoners": True})
    if s is None:
        return None
    d = s.deal
    proposer = d["parties"][d["turn"]]
    answerer = next(x for x in d["parties"] if x != proposer)
    if not any(s.loc[t] == prison(answerer) and t // TOKENS_PER_COLOUR == proposer for t in range(len(s.loc))):
        t = _spare_token(s, proposer)
        if t is None:
            return None
        s.loc[t] = prison(answerer)
    ask = _one_of(s, proposer, kind="deal_prisoner", giver=answerer, receiver=proposer, colour=proposer)
    if ask is None:
        return None
    GAME.apply(s, proposer, ask)
    GAME.apply(s, proposer, Action("deal_offer"))
    return s, answerer


# --- a deal that gives a free base ----------------------------------------------------------------------------
def free_base(seed):
    """Compromise met compromise; the main player whose turn it is to propose offers the other a base in his
    own system and asks for nothing. The other answers."""
    s = play_until(seed, lambda s: s.phase == "cards" and s.played == [None, None])
    if s is None:
        return None
    # Both main players play a compromise (one is put in each hand if need be); windows are passed.
    for seat in (s.offense, s.defense):
        card = _put_in_hand(s, seat, lambda c: CARDS[c]["type"] == "compromise")
        if card is None:
            return None
    rng = SearchRng(seed)
    for _ in range(60):
        if s.phase == "negotiate" or not GAME.actors(s):
            break
        seat = GAME.actors(s)[0]
        legal = GAME.legal_actions(s, seat)
        mine = [a for a in legal if a.kind == "play" and CARDS[a.card]["type"] == "compromise"]
        passes = [a for a in legal if a.kind in ("power_pass", "no_countermand", "no_kicker")]
        GAME.apply(s, seat, (mine or passes or [strategy.rollout_policy(s, seat, rng)])[0])
    if s.phase != "negotiate" or s.deal["kind"] != "deal" or len(s.deal["parties"]) != 2 or s.deal["draft"]:
        return None
    proposer = s.deal["parties"][s.deal["turn"]]
    answerer = next(x for x in s.deal["parties"] if x != proposer)
    if not bases(s, answerer):
        return None
    gift = next((a for p in home_planets(proposer)
                 if (a := _one_of(s, proposer, kind="deal_base", receiver=answerer, planet=p)) is not None), None)
    if gift is None:
        return None
    GAME.apply(s, proposer, gift)
    GAME.apply(s, proposer, Action("deal_offer"))
    return s, answerer


# --- an alliance that hands the offense the game ---------------------------------------------------------------
def ally_with_a_winner(seed):
    """A player invited by the offense answers; the offense already has four foreign bases and would win
    alone with this challenge (the player has none that would share the win)."""
    s = play_until(seed, lambda s: s.phase == "answers" and s.answer_side is None
                   and _one_of(s, s.answer_queue[0], kind="ally", side="offense") is not None)
    if s is None:
        return None
    seat, offense = s.answer_queue[0], s.offense
    wanted = WIN_BASES - 1 - strategy.foreign_bases(s, offense)
    free = [p for p in range(SEATS * PLANETS_PER_SYSTEM)
            if p // PLANETS_PER_SYSTEM != offense and p != s.planet and not strategy._own_tokens(s, offense, p)]
    for planet in free[:max(wanted, 0)]:
        t = _spare_token(s, offense)
        if t is None:
            return None
        s.loc[t] = planet
    if strategy.foreign_bases(s, offense) != WIN_BASES - 1 or strategy.foreign_bases(s, seat) >= WIN_BASES - 1:
        return None
    if strategy._own_tokens(s, offense, s.planet):
        return None
    return s, seat


# --- a Kicker that can only hurt --------------------------------------------------------------------------------
BAD_KICKERS = [i for i, c in enumerate(CARDS) if c["type"] == "kicker"
               and c["value"] <= (1 if c["mode"] == "multiply" else 0)]
GOOD_KICKERS = [i for i, c in enumerate(CARDS) if c["type"] == "kicker"
                and c["value"] >= (2 if c["mode"] == "multiply" else 1)]


def wasted_kicker(seed):
    """A main player chooses a Kicker holding a useless one (times zero or less, or plus zero or less) with
    attacks worth more than zero in hand."""
    s = play_until(seed, lambda s: s.phase == "kickers", {"kickers": "both"})
    if s is None:
        return None
    seat = GAME.actors(s)[0]
    hand = s.hands[seat]
    bad = BAD_KICKERS[seed % len(BAD_KICKERS)]
    if bad in hand:
        pass
    else:
        # Swap it in for a card that is not an attack (or the lowest attack), from wherever it lies.
        out = min(hand, key=lambda c: (CARDS[c]["type"] == "attack", CARDS[c]["value"] if CARDS[c]["type"] == "attack" else 0))
        for pile in [s.deck, s.discard] + [h for x, h in enumerate(s.hands) if x != seat]:
            if bad in pile:
                pile[pile.index(bad)] = out
                break
        else:
            return None
        hand[hand.index(out)] = bad
    if not any(CARDS[c]["type"] == "attack" for c in hand) or any(
            CARDS[c]["type"] == "attack" and CARDS[c]["value"] <= 0 for c in hand):
        return None
    return s, seat


def _is_wasted_kicker(s, seat, a):
    return a.kind == "kicker" and a.card in BAD_KICKERS


# --- a Demolisher's bomb left unused while the offense wins the game on its planet --------------------------------
def bomb_or_lose(seed):
    """The offense has just landed on the Demolisher's (Terrorist's) planet, its fifth foreign base, in its second
    challenge: the game ends with it unless the bomb goes off. The Demolisher decides."""
    s = play_until(seed, lambda s: s.phase == "power" and s.point == "resolved" and
                   s.planet // PLANETS_PER_SYSTEM != s.offense and any(
        a.kind == "power" and a.power == "terrorist" for a in GAME.legal_actions(s, GAME.actors(s)[0])),
        {"powers": [["terrorist", "random", "random"], ["random", "terrorist", "random"],
                    ["random", "random", "terrorist"]][seed % 3]})
    if s is None:
        return None
    seat, offense = GAME.actors(s)[0], s.offense
    if s.planet // PLANETS_PER_SYSTEM == offense:
        return None         # (a planet of his own system: the bomb would not take a foreign base from him)
    wanted = WIN_BASES - strategy.foreign_bases(s, offense)      # (the planet just taken counts already)
    free = [p for p in range(SEATS * PLANETS_PER_SYSTEM)
            if p // PLANETS_PER_SYSTEM not in (offense, seat) and p != s.planet
            and not strategy._own_tokens(s, offense, p)]
    for planet in free[:max(wanted, 0)]:
        t = _spare_token(s, offense)
        if t is None:
            return None
        s.loc[t] = planet
    # The Demolisher is in the race too (three foreign bases besides the planet), so the game is worth saving.
    mine = [p for p in range(SEATS * PLANETS_PER_SYSTEM) if p // PLANETS_PER_SYSTEM not in (offense, seat)
            and p != s.planet and not strategy._own_tokens(s, seat, p)]
    own = strategy.foreign_bases(s, seat) - bool(strategy._own_tokens(s, seat, s.planet))
    for planet in mine[:max(3 - own, 0)]:
        t = _spare_token(s, seat)
        if t is None:
            return None
        s.loc[t] = planet
    if strategy.foreign_bases(s, offense) != WIN_BASES or strategy.foreign_bases(s, seat) >= WIN_BASES:
        return None
    s.challenge = 2         # his second challenge: bombed, his turn ends there (no other try this turn)
    return s, seat


# --- a Wild Titan kept while it would win the game ------------------------------------------------------------------
def titan_or_lose(seed):
    """The offense's cards are face up and it is behind by less than its own tokens in the cone count; it holds
    the Titan's Flare (the Wild half doubles its tokens) and winning this challenge wins it the game. It is asked
    after the reveal."""
    s = play_until(seed, lambda s: s.phase == "cards" and s.played == [None, None], {"flares": "eon"})
    if s is None:
        return None
    offense, defense = s.offense, s.defense
    for allies, place in ((s.allies_off, CONE), (s.allies_def, DEFENSE)):     # (no allies: the sums are exact)
        for a in allies:
            for t in tokens_at(s, a, place):
                s.loc[t] = a * PLANETS_PER_SYSTEM
        allies.clear()
    own = len(tokens_at(s, offense, CONE))
    if own < 2:
        return None
    if "macron" not in s.lasting["flares"]:
        s.lasting["flares"].append("macron")
    titan = FLARE_CARD["macron"]
    for pile in [s.deck, s.discard] + s.hands:
        if titan in pile:
            pile.remove(titan)
    s.hands[offense].append(titan)
    for seat in (offense, defense):
        if _put_in_hand(s, seat, lambda c: CARDS[c]["type"] == "attack") is None:
            return None
    for seat in (offense, defense):
        attack = max((c for c in s.hands[seat] if CARDS[c]["type"] == "attack"), key=lambda c: CARDS[c]["value"])
        GAME.apply(s, seat, Action("play", card=attack))
    for _ in range(20):         # (a window before the reveal: another player's Flare; everybody lets it go)
        if s.phase not in ("power", "respond") or s.point == "revealed":
            break
        GAME.apply(s, GAME.actors(s)[0], Action("power_pass" if s.phase == "power" else "no_countermand"))
    if s.phase != "power" or s.point != "revealed":
        return None
    # The defense's card becomes the one that puts it ahead by 0 to own-1 (a tie goes to the defense).
    off, dfn = totals(s)
    wants = [CARDS[s.played[1]]["value"] + off - dfn + (seed + k) % own for k in range(own)]
    swap = next((c for want in wants for c in s.deck + s.discard
                 if CARDS[c]["type"] == "attack" and CARDS[c]["value"] == want), None)
    if swap is not None:
        pile = s.deck if swap in s.deck else s.discard
        pile[pile.index(swap)] = s.played[1]
        s.played[1] = swap
    else:       # no such card: as many more (or fewer) defending tokens on the planet instead
        off, dfn = totals(s)
        delta = off + seed % own - dfn
        here = tokens_at(s, defense, s.planet)
        spare = [t for t in range(defense * TOKENS_PER_COLOUR, (defense + 1) * TOKENS_PER_COLOUR)
                 if s.loc[t] not in (s.planet, CONE, DEFENSE) and s.loc[t] >= 0 or s.loc[t] == WARP]
        if delta > len(spare) or -delta >= len(here):
            return None
        for t in spare[:max(delta, 0)]:
            s.loc[t] = s.planet
        for t in here[:max(-delta, 0)]:
            s.loc[t] = next(p for p in home_planets(defense) if p != s.planet)
    off, dfn = totals(s)
    if not off <= dfn < off + own:
        return None
    wanted = WIN_BASES - 1 - strategy.foreign_bases(s, offense)
    free = [p for p in range(SEATS * PLANETS_PER_SYSTEM)
            if p // PLANETS_PER_SYSTEM != offense and p != s.planet and not strategy._own_tokens(s, offense, p)]
    for planet in free[:max(wanted, 0)]:
        t = _spare_token(s, offense)
        if t is None:
            return None
        s.loc[t] = planet
    if strategy.foreign_bases(s, offense) != WIN_BASES - 1 or strategy._own_tokens(s, offense, s.planet):
        return None
    from tests.cosmic.helpers import pass_to
    pass_to(s, offense)
    if s.phase != "power" or GAME.actors(s) != [offense] or not _one_of(s, offense, kind="flare", card=titan):
        return None
    return s, offense


BLUNDERS = [
    Blunder("cosmic", "accepting a prisoner exchange that gives a token back for nothing", exchange_for_nothing,
            lambda s, seat, a: a.kind == "accept"),
    Blunder("cosmic", "refusing a deal that gives a base for nothing", free_base,
            lambda s, seat, a: a.kind in ("reject", "time_up")),
    Blunder("cosmic", "allying with an offense that would then win alone", ally_with_a_winner,
            lambda s, seat, a: a.kind == "ally" and a.side == "offense"),
    Blunder("cosmic", "playing a Kicker that can only lower the attack", wasted_kicker, _is_wasted_kicker),
    Blunder("cosmic", "keeping the Demolisher's bomb while the offense wins the game on its planet", bomb_or_lose,
            lambda s, seat, a: a.kind == "power_pass"),
    Blunder("cosmic", "keeping the Wild Titan while it would win the game", titan_or_lose,
            lambda s, seat, a: a.kind == "power_pass"),
]
