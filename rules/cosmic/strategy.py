"""How the computer judges and plays Cosmic quickly: the optional AI members of the game (rules/ai/search.py).

- `heuristic(state, seat)`: that seat's chance to win, read from the (determinized) state. Foreign bases
  decide the game (five win), so they weigh most; tokens still in play, a working power (three home bases)
  and a hand with attacks are small tie-breakers. A soft share over all seats turns the scores into [0, 1].
  (A credit for a base at stake in a running challenge was tried and dropped: it made the one-ply "easy"
  level, which uses the same estimate, about as strong as a capped search.)
- `rollout_depth`: rollouts stop after about one challenge: cheaper iterations, judged by the estimate.
- `rollout_policy(state, seat, rng)`: a cheap move that plays like a sensible person, for search rollouts:
  aim at weakly held planets, launch about three tokens from the biggest pile, play a strong attack card,
  ally with whoever the seat gains most from (never help a player about to win alone), lose tokens from
  the biggest pile, take a second challenge, accept deals. Anything else is a random legal move.
"""
from __future__ import annotations

import math
from bisect import bisect_left

from rules.core import Action
from rules.core.i18n import Texts

from . import actions as A
from .content import CARDS, PLANETS_PER_SYSTEM, POWER_TEXTS, TOKENS_PER_COLOUR, WIN_BASES
from .kickers import kick
from .roles import power_with
from .skills import escort_side
from .state import CONE, DEFENSE, count_at

T = Texts(__package__)   # the few words of `explain` (data/lang, [hint])

# --- the position estimate ---------------------------------------------------------------------------
SHARPNESS = 1.3        # how strongly one more foreign base changes the soft share
TOKEN_WEIGHT = 0.03    # per token on a planet or in the challenge (not in the Warp, a Prison or removed)
POWER_WEIGHT = 0.25    # a power that still works (three home bases)
CARD_WEIGHT = 0.02     # per attack point of the best card in hand, capped at BEST_CARD_CAP
BEST_CARD_CAP = 20
UNSETTLED = 0.05       # a seat still moving tokens about at the Skill Tokens set-up (see heuristic)

# How a Cosmic beginner plays (the easy level, rules/ai/greedy.py): it counts as the full estimate does but
# judges each move on only two possible futures (hidden hands, the destiny deck), so it guesses roughly what
# the others hold. It still avoids every listed blunder: `sensible` prunes them first. Why: hard won a 64%
# share of 3-seat games against two full one-ply players (goal: twice the fair third). Measured 27 Nov 2026 on
# 30 deals of 3 seats, each played with the full one-ply player in every seat against two of these beginners:
# it won a 46% share (fair: 33%).
BEGINNER_SAMPLES = 2


def seat_strengths(s) -> list[float]:
    """One number per seat: foreign bases plus small tie-breakers (see the module docstring)."""
    out = []
    for x in range(s.seats):
        # One seat's tokens: the distinct places are found in C, then only those few are looked at.
        mine = s.loc[x * TOKENS_PER_COLOUR:(x + 1) * TOKENS_PER_COLOUR]
        places = [w for w in set(mine) if w >= 0]
        home = sum(1 for w in places if w // PLANETS_PER_SYSTEM == x)
        off_planets = bisect_left(sorted(mine), 0)         # tokens at the negative codes (Warp, cone, ...)
        in_play = len(mine) - off_planets + mine.count(CONE) + mine.count(DEFENSE)
        best = _best_attack(s.hands[x])
        score = (len(places) - home) + TOKEN_WEIGHT * in_play + CARD_WEIGHT * min(best, BEST_CARD_CAP)
        if s.powers[x] and home >= 3:
            score += POWER_WEIGHT
        out.append(score)
    return out


# Each card's attack value (0 for any card that is not an attack), for the best attack in a hand.
_ATTACK_VALUE = tuple(max(card["value"], 0) if card["type"] == "attack" else 0 for card in CARDS)


def _best_attack(hand) -> int:
    return max(map(_ATTACK_VALUE.__getitem__, hand), default=0)


def heuristic(s, seat: int) -> float:
    """`seat`'s chance to win in [0, 1]: its soft share of the seats' strengths (a finished game: the result).
    At the Skill Tokens set-up every arrangement is worth about the same to this estimate, so a one-ply
    player would wander from one to the next: a seat still arranging counts a little less, which makes
    "Set-up done" the move to make once no arrangement is clearly better."""
    if s.winners is not None:
        return 1.0 / len(s.winners) if seat in s.winners else 0.0
    scores = seat_strengths(s)
    top = max(scores)
    weights = [math.exp(SHARPNESS * (v - top)) for v in scores]
    share = weights[seat] / sum(weights)
    if s.phase == "arrange" and seat not in s.flags.get("arranged", []):
        share = max(0.0, share - UNSETTLED)
    return share


# --- the rollout move chooser ------------------------------------------------------------------------
ROLLOUT_DEPTH = 20     # about one challenge; the estimate judges the rest (cheaper than the default 60)
LAUNCH_TARGET = 3      # tokens the offense sends (it may send up to four)
ALLY_TOKENS = 2        # tokens an ally sends
STRONGEST_CARD = 0.7   # chance that a main player plays his best attack instead of any card


def foreign_bases(s, seat: int) -> int:
    first = seat * TOKENS_PER_COLOUR
    return len({w for w in s.loc[first:first + TOKENS_PER_COLOUR]
                if w >= 0 and w // PLANETS_PER_SYSTEM != seat})


def _own_tokens(s, seat: int, planet: int) -> int:
    return count_at(s, seat, planet)


def _from_biggest_pile(s, seat, options, rng):
    """Of actions with a `planet`, one taking a token from the planet where `seat` has most (keeps bases)."""
    first = seat * TOKENS_PER_COLOUR
    mine = s.loc[first:first + TOKENS_PER_COLOUR]
    counts = [mine.count(a.planet) for a in options]
    best = max(counts)
    top = [a for a, c in zip(options, counts) if c == best]
    return top[rng.below(len(top))]


def _pick(options, rng):
    return options[rng.below(len(options))]


def _aim(s, seat, by_kind, rng):
    options = by_kind["aim"]
    # A planet where the offense has no base yet, held by the fewest tokens of its owner.
    costs = []
    for a in options:
        owner = a.planet // PLANETS_PER_SYSTEM
        held = _own_tokens(s, owner, a.planet)
        costs.append(held + (10 if _own_tokens(s, seat, a.planet) else 0))
    low = min(costs)
    return _pick([a for a, c in zip(options, costs) if c == low], rng)


def lower_wins(s) -> bool:
    """Whether the lower total wins this challenge as things stand (an upset, an Inverter: two cancel)."""
    lower = bool(s.flags.get("upset"))
    for x in (s.offense, s.defense):
        p = power_with(s, x, "lower_total_wins")
        if p is not None and p.lower_total_wins(s, x):
            lower = not lower
    return lower


def _launch(s, seat, by_kind, rng):
    target = 1 if lower_wins(s) else LAUNCH_TARGET      # where the lower total wins, each token hurts
    if "launch" in by_kind and (count_at(s, seat, CONE) < target or "launch_done" not in by_kind):
        return _from_biggest_pile(s, seat, by_kind["launch"], rng)
    return by_kind["launch_done"][0]


def _invite(s, seat, by_kind, rng):
    invites = by_kind.get("invite", [])
    if seat == s.defense:
        wanted = invites      # defensive allies cost the defender nothing
    else:
        # Offensive allies share the planet: never hand the game to someone about to win alone.
        mine = foreign_bases(s, seat)
        wanted = [a for a in invites if foreign_bases(s, a.seat) < WIN_BASES - 1 or mine >= WIN_BASES - 1]
    return wanted[0] if wanted else by_kind["invite_done"][0]


def _answer(s, seat, by_kind, rng):
    allies = by_kind.get("ally", [])
    stop = by_kind.get("ally_done", by_kind.get("decline"))
    if s.answer_side is not None:   # already allied: send a second token, then stop
        sent = count_at(s, seat, CONE if s.answer_side == "offense" else DEFENSE)
        if allies and (sent < ALLY_TOKENS or stop is None):     # (a Matchmaker's count: no stopping short)
            return _from_biggest_pile(s, seat, allies, rng)
        return stop[0]
    if not allies:
        return stop[0]
    sides = {a.side for a in allies}
    offense_near = foreign_bases(s, s.offense) >= WIN_BASES - 1
    mine = foreign_bases(s, seat)
    gains_base = s.planet is not None and s.planet >= 0 and not _own_tokens(s, seat, s.planet)
    if "defense" in sides and offense_near and mine < WIN_BASES - 1:
        side = "defense"                # stop a player about to win alone
    elif "offense" in sides and gains_base and not offense_near:
        side = "offense"                # a new base for us if the attack wins
    elif "defense" in sides and rng.below(2):
        side = "defense"                # defensive rewards: cards or tokens back
    else:
        return stop[0]
    return _from_biggest_pile(s, seat, [a for a in allies if a.side == side], rng)


def _play_card(s, seat, by_kind, rng):
    options = by_kind["play"]
    if rng.random() < STRONGEST_CARD:
        sign = -1 if lower_wins(s) else 1       # where the lower total wins, the weakest attack is the best

        def strength(a):
            card = CARDS[a.card]
            return sign * card["value"] if card["type"] == "attack" else -100
        return max(options, key=strength)
    return _pick(options, rng)


def _negotiate(s, seat, by_kind, rng):
    if "accept" in by_kind:
        # Take a deal worth something (or a small loss beside a failed deal's three tokens); refuse the rest.
        floor = 0.0 if s.deal["kind"] == "exchange" else -DEAL_FAIL_WORTH
        if deal_value(s, seat, s.deal["draft"]) >= floor:
            return by_kind["accept"][0]
        return by_kind["reject"][0]
    if "deal_offer" in by_kind:
        return by_kind["deal_offer"][0]
    for kind in ("deal_base", "deal_cards"):
        mine = [a for a in by_kind.get(kind, []) if a.receiver == seat]
        if mine:
            return _pick(mine, rng)
    return _pick(by_kind.get("deal_pass") or by_kind["time_up"], rng)


def _give_weakest(s, seat, by_kind, rng):
    """In a deal, hand over the card worth least: a low attack before a compromise, a Kicker or an edict."""
    def worth(a):
        card = CARDS[a.card]
        return card["value"] if card["type"] == "attack" else 25
    return min(by_kind["deal_give"], key=worth)


def _reward(s, seat, by_kind, rng):
    rewards = by_kind["reward"]
    tokens = [a for a in rewards if a.take == "token"]
    if tokens and len(s.hands[seat]) >= 4:
        return _pick(tokens, rng)
    return next(a for a in rewards if a.take == "card")


def _prefer(*kinds):
    """A chooser taking the first of `kinds` present (random among its actions), else any legal action."""
    def choose(s, seat, by_kind, rng):
        for kind in kinds:
            if kind in by_kind:
                return _pick(by_kind[kind], rng)
        return None
    return choose


def _lose(s, seat, by_kind, rng):
    return _from_biggest_pile(s, seat, by_kind["lose"], rng)


def _kicker(s, seat, by_kind, rng):
    """A Kicker that helps, on a hand with a good attack; never one that can only hurt (see dominated)."""
    good = [a for a in by_kind.get("kicker", []) if not dominated(s, seat, a)]
    if good and _best_attack(s.hands[seat]) >= KICK_WORTHY and rng.below(2):
        return max(good, key=lambda a: kick(10, a.card))
    return by_kind["no_kicker"][0]


def _power_ask(s, seat, by_kind, rng):
    """The Matchmaker (Crystal) holds its own side's allies to all they may commit, the other side's to one."""
    answers = by_kind.get("answer") or []
    if not answers or answers[0].power != "crystal":
        return None
    ally, what = answers[0].ally, answers[0].what
    theirs = (CONE if s.answer_side == "offense" else DEFENSE) if what == "tokens" else escort_side(s, ally)
    ranked = sorted(answers, key=lambda a: a.count)
    return ranked[-1] if theirs == escort_side(s, seat) else ranked[0]


# Phase -> chooser; a chooser may return None for "any legal action".
def _amplify(s, seat, by_kind, rng):
    """The Amplifier (Force) in a rollout: it turns a Blackout aimed at itself back and eases a Blight on
    itself; any other card it leaves as it is (a change picked at random hurt it as often as it helped)."""
    amp = s.flags["amplify"]
    want = {"cosmic_zap": "reflect", "plague": "fewer"}.get(amp["key"]) if amp["target"] == seat else None
    options = by_kind.get("power", [])
    return next((a for a in options if a.get("mod") == want), None) or \
        next((a for a in options if a.get("mod") == "none"), None)


CHOOSERS = {
    "regain": _prefer("regain", "rescue"),
    "aim": _aim,
    "launch": _launch,
    "invite_off": _invite,
    "invite_def": _invite,
    "answers": _answer,
    "kickers": _kicker,
    "cards": _play_card,
    "negotiate": _negotiate,
    "deal_give": _give_weakest,
    "pay": _lose,
    "rewards": _reward,
    "second": _prefer("second_challenge"),
    "arrange": _prefer("arrange_done"),
    "swap": _prefer("swap_pass", "swap_accept"),
    "respond": _prefer("no_countermand"),
    "amplify": _amplify,
    "power_ask": _power_ask,
}


# --- what a deal is worth, and choices no sensible player makes ------------------------------------------
# A deal's items in foreign-base units (the unit of the estimate above), from one party's side.
BASE_GAIN = 1.0        # a base for me
BASE_GIVEN = 0.5       # a base for another party (a rival one base nearer the goal)
CARD_WORTH = 0.1       # a card (its face is unknown to the receiver until it arrives)
PRISONER_WORTH = 0.3   # one of my tokens back from a Prison, or a prisoner I hold (a token kept out of play)
DEAL_FAIL_WORTH = 0.3  # a failed deal costs each main player three tokens
KICK_WORTHY = 8        # an attack worth kicking in a rollout


def deal_value(s, seat: int, draft) -> float:
    """What the items of a deal or prisoner exchange (negotiation.py) bring `seat`: positive when it gains.
    Read from the draft, which every party sees."""
    value = 0.0
    for item in draft:
        kind = item[0]
        if kind == "base":
            value += BASE_GAIN if item[1] == seat else -BASE_GIVEN
        elif kind == "cards":
            value += CARD_WORTH * ((item[2] == seat) - (item[1] == seat))
        elif kind == "prisoner":
            value += PRISONER_WORTH * ((item[2] == seat) - (item[1] == seat))
    return value


def _gives_and_gets(s, seat, draft):
    gives = any((i[0] in ("cards", "prisoner") and i[1] == seat) for i in draft)
    gets = any((i[0] == "base" and i[1] == seat) or (i[0] in ("cards", "prisoner") and i[2] == seat)
               for i in draft)
    return gives, gets


def dominated(s, seat: int, action) -> bool:
    """Whether `action` is a choice no sensible player makes here, judged only on what `seat` knows (the
    board, the open deal, its own hand): refusing a deal or exchange that gives it something for nothing;
    accepting a prisoner exchange that takes from it and gives nothing back; allying with an offense that would then win
    alone; a Kicker that can only lower its own side (times zero or less, plus zero or less) while every
    attack in hand is worth more than zero; the Charmer luring to a home planet it holds with fewer tokens than
    another; letting the reveal's moment go while a Flare in hand would win the game. The computer levels never
    choose these (`sensible`)."""
    kind = action.kind
    d = s.deal
    if kind in ("accept", "reject", "time_up") and d and d.get("offered") and not d.get("over"):
        gives, gets = _gives_and_gets(s, seat, d["draft"])
        if kind == "accept":
            # (In a deal, giving a card for nothing may still beat the tokens a failed deal costs.)
            return d["kind"] == "exchange" and gives and not gets
        return gets and not gives
    if kind == "ally" and action.side == "offense":
        return _offense_wins_alone(s, seat)
    if kind == "kicker":
        card = CARDS[action.card]
        useless = card["value"] <= (1 if card["mode"] == "multiply" else 0)
        return useless and all(CARDS[c]["value"] > 0 for c in s.hands[seat] if CARDS[c]["type"] == "attack")
    if kind == "power_pass" and s.point == "revealed" and s.hands[seat]:
        return _a_flare_wins_the_game(s, seat)
    if kind == "power" and action.get("lure") is not None:
        # The Charmer lures the offense to its best-held home planet, never a weaker one (its base reward
        # also leaves from there).
        held = [count_at(s, seat, p) for p in range(seat * PLANETS_PER_SYSTEM, (seat + 1) * PLANETS_PER_SYSTEM)]
        return count_at(s, seat, action.lure) < max(held)
    return False


def _a_flare_wins_the_game(s, seat) -> bool:
    """After the reveal: a Flare half `seat` may play now wins it the game once everybody lets the rest of the
    challenge go, while letting the moment go would not (a kept Wild Titan that doubled the offense's tokens
    was the easy computer's blunder)."""
    flares = [a for a in A.actor_legal(s, seat) if a.kind == "flare"]
    if not flares:
        return False

    def settled(c):
        for _ in range(60):
            who = A.actors(c)
            if not who or c.winners is not None:
                break
            legal = A.actor_legal(c, who[0])
            calm = [a for a in legal if a.kind in ("power_pass", "no_countermand", "no_kicker")]
            A.perform(c, who[0], calm[0] if calm else legal[0])
        return c.winners is not None and seat in c.winners

    if settled(_after(s, seat, Action("power_pass"))):
        return False
    return any(settled(_after(s, seat, a)) for a in flares)


def _after(s, seat, action):
    c = s.clone()
    A.perform(c, seat, action)
    return c


def _offense_wins_alone(s, seat) -> bool:
    """The offense would reach the winning count of foreign bases by winning this challenge, and `seat`,
    allied with it, would not (so the win would not be shared)."""
    planet = s.planet
    if planet is None or planet < 0:
        return False
    offense_after = foreign_bases(s, s.offense) + (0 if _own_tokens(s, s.offense, planet) else 1)
    mine_after = foreign_bases(s, seat) + (0 if _own_tokens(s, seat, planet) or planet // PLANETS_PER_SYSTEM == seat
                                          else 1)
    return offense_after >= WIN_BASES and mine_after < WIN_BASES


def sensible(s, seat: int, legal: list) -> list:
    """The legal actions without the dominated ones (all of them if every one is)."""
    kept = [a for a in legal if not dominated(s, seat, a)]
    return kept or legal


def rollout_policy(s, seat: int, rng):
    """A legal action for `seat` (one of the actors), chosen cheaply by the rules of thumb above (random where
    none applies)."""
    legal = A.actor_legal(s, seat)
    if len(legal) == 1:
        return legal[0]
    chooser = CHOOSERS.get(s.phase)
    if chooser is not None:
        by_kind = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        choice = chooser(s, seat, by_kind, rng)
        if choice is not None:
            return choice
    return legal[rng.below(len(legal))]


# --- a few words on a decision ----------------------------------------------------------------------------
def explain_move(s, seat: int, action) -> str:
    """Why a hint suggests `action`, for a person (rules/ai/hint.py asks on a re-deal): a power or a Flare is
    explained by what it does, so that a player new to it sees what it is for; a refused offer as `explain`
    says; "" elsewhere (the hint then says how the move fared in the look-ahead)."""
    if action.kind == "power" and action.power in POWER_TEXTS:
        p = POWER_TEXTS[action.power]
        return T("hint.power_does", power=p["name"], text=p["text"])
    if action.kind == "flare":
        key = CARDS[action.card]["key"]
        return T("hint.flare_does", half=T(f"flare_half.{action.half}"), power=POWER_TEXTS[key]["name"],
                 text=CARDS[action.card][action.half])
    return explain(s, seat, action)


def explain(s, seat: int, action) -> str:
    """Why the computer made a decision, in a few words, where a person wants to know (an offer it
    rejected; from the catalog, data/lang [hint]); "" elsewhere. Read from the position before the decision,
    like the decision itself."""
    d = s.deal
    if action.kind != "reject" or not d or not d.get("offered"):
        return ""
    draft = d["draft"]
    gets_base = any(i[0] == "base" and i[1] == seat for i in draft)
    gives_base = any(i[0] == "base" and i[1] != seat for i in draft)
    cards_in = sum(1 for i in draft if i[0] == "cards" and i[2] == seat)
    cards_out = sum(1 for i in draft if i[0] == "cards" and i[1] == seat)
    prisoners_in = sum(1 for i in draft if i[0] == "prisoner" and i[2] == seat)
    prisoners_out = sum(1 for i in draft if i[0] == "prisoner" and i[1] == seat)
    if d["kind"] == "exchange":
        if prisoners_out > prisoners_in:
            return T("hint.too_many_prisoners")
        return T("hint.not_enough_in_it")
    if gives_base and not gets_base:
        return T("hint.not_enough_for_a_base")
    if cards_out > cards_in and not gets_base:
        return T("hint.too_many_cards")
    if not (gets_base or cards_in or prisoners_in):
        return T("hint.nothing_in_it")
    return T("hint.not_good_enough")
