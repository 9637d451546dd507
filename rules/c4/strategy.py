"""How the computer plays C4: a position estimate and a cheap move chooser, both used by rules.ai.search.

- `heuristic(s, seat)`: that seat's chance to win, in [0, 1]. Most tokens wins, so each seat gets a "worth"
  in tokens (tokens held, plus a share of what its engines will bring: bank tokens waiting on its cards,
  upkeep cards, cards in hand, Reactions in hand above the others) and the chances are a soft maximum over the worths. The softness shrinks
  as the round limit nears, or once a seat is out of tokens (the game then ends with this turn).
- `choose_rollout_action(s, seat, legal, rng)`: plays the card that is worth most now, only pays for an extra
  action when the card is clearly worth more than the tokens, stops ("done") otherwise; plays Reactions when
  they save or win tokens. A little noise keeps the rollouts from being all alike. (Other helpers balance
  the prebuilt decks against this chooser: change its choices only on purpose.)
- `sensible(s, seat, legal)`: the legal actions without the ones no sensible player takes (see `dominated`);
  the computer levels choose only among the rest (rules/ai/base.py `sensible_actions`).

Card values are read from the card's effect steps (cards.toml), not from card names, so new cards and
home-made decks get sensible values too. Everything is counted in tokens *relative to the opponents*
(a token an opponent loses is worth about as much as one you gain). The search only passes determinized
states, so reading the state here is fair.
"""
from __future__ import annotations

import math

from . import flow, token_steps, tokens, windows
from .cards import CARDS
from .texts import T

# ------------------------------------------------------------------------------ tuning constants
ATTACK_WIN = 1 / 3      # an attack wins only when its flip beats the defender's (a tie fails)
HAND_CARD = 0.35        # a card in hand, in tokens (a future free action)
BANK_SHARE = 0.8        # tokens on a bank card: not yours yet (the card can be iced)
UPKEEP_TURNS = 4        # own turns an upkeep card is expected to keep paying
STAY_VALUES = {"bank": 1.5, "win_ties": 0.5, "double_flip": 0.5, "loss_shield": 0.7, "thorns": 0.6}
RENT_SHARE = 0.5        # each rent token an opponent pays, in tokens (it goes to the pot, not to you)
BASE_SHARPNESS = 0.35   # softness of the estimate early on (per token of difference)
MAX_SHARPNESS = 3.0
EXTRA_ACTION_MARGIN = 0.5  # a paid extra action must gain this much more than it costs
# A Reaction in hand, in tokens on top of HAND_CARD: what it is expected to save or bring when its moment comes
# (a prevented Heist saves 3 taken = 6 relative, but most windows are smaller and some never come).
REACTION_IN_HAND = {"prevent_loss": 1.0, "prevent_gain": 0.8, "icebox": 1.3, "envy": 0.4}
NOISE = 0.4             # random jitter added to each move's value in rollouts
ROLLOUT_DEPTH = 16      # rollout actions (one or two turns) before the heuristic judges the position
# Tried against it (26 Nov 2026; hard at 600 iterations against easy on the same 40 deals, share of the decided
# games, benchmarks/ai_strength.py): 16 actions 55%; 8 actions 40%; 40 actions 35%; judging every candidate
# at the end of the turn instead (the same point of the game whatever the move) 45%, and 45% over 22 matches
# at 2,300 iterations; at the start of the seat's next turn 47% over 17 matches at 2,300; rollout noise 0.15
# 56%; estimate sharpness 0.2 48%; EXTRA_ACTION_MARGIN 0 or -0.5 (rollouts pay for extra actions as easily as
# easy does) 52%, 52%; UCT exploration 0.35 or 0.2 instead of 0.7: 50%, 52%; the estimate's
# weights refitted on 4,000 chooser games (a logistic fit: a card in hand then counts about 1 token, an
# upkeep n about 4.8n; it predicts their winners a little better, log loss 0.509 against 0.529) 50%. None
# beat it beyond the noise of 40 matches (about 8 points). (The one-move look-ahead of easy does not get
# stronger with more deals either: judging 200 a decision instead of at most 48, it won 5 of 16 against easy.)
# How much is there to gain? On the same 120 deals (benchmarks/results, ceiling_c4_*): this search wins 55% of
# the decided games; knowing the other hand as well (decks still shuffled) 50%; seeing the whole true position
# (every draw and every attack's flip to come, `ai_strength.py --foresight`) 86%. What separates the levels
# is luck no fair player can know, not hidden hands or the search's settings.
# Against the competent greedy player (issue 39: the best one-ply move by this heuristic on 48 futures;
# benchmarks/ai_vs_greedy.py, hard at its 1.5 s counted in CPU seconds, every deal from both seats, figures in
# benchmarks/results/vs_greedy_hard_clock.jsonl) hard with its root prior won 53.3% of the 197 decided games of 200
# (95% 46.3-60.1%), 52% of 42 without. More search does not help: at 600, 2,300 and 3,100 iterations a decision it
# won 55%, 58% and 56% against the same player. The two choose differently in two decisions out of three (ten games
# probed, 28 Nov 2026): the search mostly ends its turn where the greedy judgement pays for one more card, and picks
# another card for the free action. Each difference was tried on the matches the shipped hard had played: rollouts
# of 40 actions (the search then pays more often) won 31 of 52 against its 32; the greedy judgement deciding every
# paid action won 9 of 20 against its 14 (five wins lost, none gained); the greedy judgement's move unless the
# search's own rollouts beat it by a standard error won 10 of 16 against its 11. Yet paying matters to the greedy
# player: one that never pays won 40.8% of 299 decided games against the one that does
# (benchmarks/c4_never_pays.py). Nothing found beats the shipped search beyond the noise.


# ----------------------------------------------------------------------------------- heuristic
def turns_left(s) -> int | None:
    """Turns until the round limit ends the game (None without a limit)."""
    limit = s.options.get("round_limit", 0)
    if not limit:
        return None
    return max(limit * s.seats - s.turn, 0)


def own_turns_left(s) -> int:
    left = turns_left(s)
    return UPKEEP_TURNS if left is None else min(UPKEEP_TURNS, left // s.seats)


def worth(s, seat) -> float:
    """A seat's tokens plus what its cards in play and in hand are expected to bring, in tokens."""
    value = float(tokens.total(s.held[seat]))
    upkeep_turns = own_turns_left(s)
    for cid in s.inplay[seat]:
        p = CARDS[s.keys[cid]].passive
        if p["kind"] == "upkeep":
            value += p["n"] * upkeep_turns * 0.6
        elif p["kind"] == "bank":
            value += BANK_SHARE * tokens.total(s.on_card.get(cid, ())) + 0.15 * upkeep_turns
        elif p["kind"] == "rent":
            value += p["n"] * len(windows.neighbours(s, seat)) * upkeep_turns * RENT_SHARE
        else:
            value += 0.3
    hand = s.hand[seat]
    value += HAND_CARD * min(len(hand), 5)
    # A Reaction in hand is insurance (or a token) waiting for its moment, worth more than an ordinary card
    # and not part of the cap: without this a search spends Deep Freeze on a one-token card and cannot
    # see why keeping Hold Fast for a Heist is better than using it on a one-token loss.
    for cid in hand:
        react = CARDS[s.keys[cid]].react
        if react is not None:
            value += REACTION_IN_HAND[react]
    return value


def sharpness(s) -> float:
    """How strongly a token difference decides the game now: more so near the end."""
    left = turns_left(s)
    k = BASE_SHARPNESS
    if left is not None:
        whole = s.options["round_limit"] * s.seats
        k *= math.sqrt(whole / max(left, 1))
    if any(tokens.total(p) == 0 for p in s.held):
        k *= 3  # the game ends with this turn unless that seat gains
    return min(k, MAX_SHARPNESS)


def heuristic(s, seat) -> float:
    """`seat`'s chance to win: a soft maximum over every seat's worth."""
    if s.result is not None:
        winners = s.result["winners"]
        return (1.0 / len(winners) if seat in winners else 0.0) if winners else 0.5
    k = sharpness(s)
    worths = [worth(s, o) for o in range(s.seats)]
    top = max(worths)
    weights = [math.exp(k * (w - top)) for w in worths]
    return weights[seat] / sum(weights)


# ----------------------------------------------------------------------------- the easy level
# How a C4 beginner plays (the easy level, rules/ai/greedy.py): it counts only the tokens each seat holds, not
# what cards in play, in hand or on a bank will bring, and judges each move on a few possible futures (so an
# attack's luck is guessed roughly). It still avoids every listed blunder: `sensible` prunes them first.
# Why: the full one-ply look-ahead (this file's `heuristic`, 48 futures) played C4 about as well as the search,
# so Easy was not easy (hard won 56% of the decided games against it; normal about as much). Measured 26 Nov 2026
# on the same 50 deals, each played from both seats, share of the decided games of the full look-ahead against:
# tokens only with 48 futures 58%, 8 futures 59%, 6 futures 68%, 4 futures 76%. A random player won 3 of 97
# decided games against this beginner (5% against the full look-ahead).
BEGINNER_SAMPLES = 4


def beginner_heuristic(s, seat) -> float:
    """`seat`'s chance to win as a beginner sees it: a soft maximum over the tokens held, nothing else."""
    if s.result is not None:
        winners = s.result["winners"]
        return (1.0 / len(winners) if seat in winners else 0.0) if winners else 0.5
    k = sharpness(s)
    held = [tokens.total(p) for p in s.held]
    top = max(held)
    weights = [math.exp(k * (h - top)) for h in held]
    return weights[seat] / sum(weights)


# ------------------------------------------------------------------------------- card values
def _opponent_weight(s, seat, target) -> float:
    """How much a token of `target` counts against `seat`: fully for the richest opponent, half otherwise."""
    if s.seats == 2:
        return 1.0
    held = s.held
    richest = max([sum(held[o]) for o in range(s.seats) if o != seat])
    return 1.0 if sum(held[target]) >= richest else 0.5


def _has_passive(s, seat, kind) -> bool:
    keys = s.keys
    for c in s.inplay[seat]:
        if CARDS[keys[c]].passive["kind"] == kind:
            return True
    return False


def attack_chance(s, seat, target) -> float:
    chance = 2 * ATTACK_WIN if _has_passive(s, seat, "win_ties") else ATTACK_WIN
    if _has_passive(s, target, "double_flip"):
        chance *= 0.6
    return chance


def _loss(s, who, n) -> int:
    """Tokens `who` would really lose from a loss of n (shields, empty pockets)."""
    shield = token_steps.loss_shield(s, who) if s.inplay[who] else 0
    return min(max(n - shield, 0), sum(s.held[who]))


_GAIN_OPS = frozenset(("gain", "gain_per_stay", "gain_if_fewest", "gain_per_nonmatching", "gain_per_pot"))


def card_value(s, seat, cid, target=None, attack_odds=None) -> float:
    """What playing card `cid` now is worth to `seat`, in tokens relative to the opponents, card cost
    included (not the action's cost). `attack_odds` replaces the chance that an attack wins (None: the
    usual estimate; `sensible` asks for the best case with 1.0)."""
    return _card_value(s, seat, cid, target, attack_odds, sum(s.held[seat]), sum(s.pot))


def _card_value(s, seat, cid, target, attack_odds, mine, pot) -> float:
    """card_value, given `seat`'s token count and the pot's (the rollout policy counts them once for all its
    choices). Sums are inlined (tokens.total is sum) and the additions keep their order, so the floats come
    out exactly as they always did."""
    d = CARDS[s.keys[cid]]
    held = s.held
    cost = d.cost
    value = -cost
    mine -= cost
    pot += cost
    for step in d.effect:
        op = step["op"]
        if op in _GAIN_OPS:
            if op == "gain":
                n = step["n"]
            elif op == "gain_per_pot":
                n = max(1, pot // step["per"])
            elif op == "gain_per_stay":
                n = step["base"] + step["n"] * len(s.inplay[seat])
            elif op == "gain_if_fewest":
                fewest = True
                for o in range(s.seats):
                    if o != seat and sum(held[o]) < mine:
                        fewest = False
                        break
                n = step["n"] if fewest else step["otherwise"]
            else:
                n = step["base"] + tokens.non_matching(held[seat], seat) // step["per"]
            n = min(n, pot)  # nothing can be gained from an empty pot
            value += n
            mine += n
            pot -= n
        elif op == "attack":
            value += _attack_value(s, seat, target, step["then"], attack_odds)
        elif op == "draw":
            value += HAND_CARD * step["n"]
        elif op == "lose_self":
            lost = _loss(s, seat, step["n"]) if step["n"] < mine else mine
            value -= lost
            mine -= lost
            pot += lost
        elif op == "neighbours_lose" or op == "neighbours_pay":
            for o in windows.neighbours(s, seat):
                n = _loss(s, o, step["n"]) if op == "neighbours_lose" else min(step["n"], sum(held[o]))
                value += n * _opponent_weight(s, seat, o)
                pot += n
        elif op == "take_richest":
            others = [o for o in range(s.seats) if o != seat]
            richest = max(others, key=lambda o: sum(held[o]))
            value += min(step["n"], sum(held[richest])) * 2
        elif op == "give":
            n = min(step["n"], mine)
            value -= n * (1 + _opponent_weight(s, seat, target))
            mine -= n
        elif op == "take":
            n = min(step["n"], sum(held[target]))
            value += n * (1 + _opponent_weight(s, seat, target))
        elif op == "levy":
            value += min(step["n"], sum(held[target])) * _opponent_weight(s, seat, target)
        elif op == "extra_turn":
            value += 1.5
        elif op == "free_next" or op == "discount":
            value += 0.6 if _other_plays(s, seat, cid) else 0.0
        elif op == "tax":
            value += 0.3
        elif op == "each_draw" or op == "redraw_hand":
            value += 0.15
        elif op == "swap_pot":
            value += 0.05
        # each_gain and reverse help everyone about equally: worth nothing
    if d.kind == "stay":
        p = d.passive
        if p["kind"] == "upkeep":
            value += p["n"] * own_turns_left(s) * 0.6
        elif p["kind"] == "rent":
            value += p["n"] * len(windows.neighbours(s, seat)) * own_turns_left(s) * RENT_SHARE
        else:
            value += STAY_VALUES[p["kind"]]
    # When Flipped abilities stay with the card in the deck: playing it now gives them up, a little.
    return value - 0.1 * len(d.flipped)


def _attack_value(s, seat, target, then, odds=None) -> float:
    # With no Stay In Play cards on either side (the common case) there is no passive to look for.
    plain = not s.inplay[seat] and not s.inplay[target]
    if odds is None:
        chance = ATTACK_WIN if plain else attack_chance(s, seat, target)
    else:
        chance = odds
    w = 1.0 if s.seats == 2 else _opponent_weight(s, seat, target)
    value = 0.0
    for step in then:
        if step["op"] == "take":
            value += min(step["n"], sum(s.held[target])) * (1 + w)
        elif step["op"] == "lose":
            value += _loss(s, target, step["n"]) * w
        else:  # discard
            value += HAND_CARD * min(step["n"], len(s.hand[target])) * w
    return chance * value - (0 if plain else _thorns(s, target))


def _thorns(s, target) -> int:
    total = 0
    keys = s.keys
    for c in s.inplay[target]:
        p = CARDS[keys[c]].passive
        if p["kind"] == "thorns":
            total += p.get("n", 0)
    return total


def _other_plays(s, seat, cid) -> bool:
    """Whether `seat` has another card to play after this one (a free or cheaper action is then useful)."""
    keys = s.keys
    for c in s.hand[seat]:
        if c != cid and CARDS[keys[c]].kind != "reaction":
            return True
    return False


def cash_value(s, seat, cid) -> float:
    """Cashing a bank card: its tokens now, against what it would keep collecting."""
    on_card = tokens.total(s.on_card.get(cid, ()))
    left = turns_left(s)
    if left is not None and left < 2 * s.seats:
        return on_card  # the end is near: take the tokens
    return on_card * (1 - BANK_SHARE) + (on_card - 3) * 0.5


# ------------------------------------------------------------------------------ reactions
def reaction_value(s, seat, action) -> float:
    """What playing a Reaction in the open window is worth to `seat` (passing is 0)."""
    frame = s.stack[-1]
    window = frame["window"]
    cid, _, at = windows.play_parts(action)
    d = CARDS[s.keys[cid]]
    if d.react == "envy":
        return 1.0 if tokens.total(s.pot) else 0.0
    if d.react == "icebox":
        owner = s.owner[at]
        if owner == seat:
            return -1.0
        if window["type"] == "announce" and frame["card"] == at:
            worth_to_them = card_value(s, owner, at, frame["target"])
            if frame["target"] == seat:
                worth_to_them += 0.5  # it is aimed at us
            return worth_to_them - 1.2  # an icebox is rare: keep it for something that matters
        stay = CARDS[s.keys[at]].passive
        if stay is None:
            return -1.0
        held = tokens.total(s.on_card.get(at, ()))
        if stay["kind"] == "upkeep":
            return stay["n"] * own_turns_left(s) * 0.6 - 1.2
        if stay["kind"] == "rent":
            return stay["n"] * len(windows.neighbours(s, owner)) * own_turns_left(s) * RENT_SHARE - 1.2
        return held + 0.5 - 1.2
    step = frame["steps"][0]
    n = token_steps.amount(s, step)
    if d.react == "prevent_loss":
        return float(n) * (2 if step["op"] == "take" else 1)
    # prevent_gain: stop an opponent's gain (a take also loses us nothing when it is ours)
    return float(n) * (2 if step["op"] == "take" and step["target"] == seat else 1) - 0.5


# ------------------------------------------------------------------------------- the policy
def move_value(s, seat, action, cost) -> float:
    kind = action.kind
    if kind == "done" or kind == "pass":
        return 0.0
    if kind == "cash":
        return cash_value(s, seat, action.card) - cost - (EXTRA_ACTION_MARGIN if cost else 0.0)
    if s.stack:
        return reaction_value(s, seat, action)
    cid, target, _ = windows.play_parts(action)
    value = card_value(s, seat, cid, target) - cost
    return value - EXTRA_ACTION_MARGIN if cost else value


def choose_rollout_action(s, seat, legal: list, rng):
    """A quick, sensible move for `seat` from `legal` (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    if s.phase == "vote":
        return legal[rng.below(len(legal))]
    if legal[0].kind == "tokens":
        return legal[0]  # the game's own pick (first) is a good one
    best, best_value = legal[0], -math.inf
    random = rng.random
    if s.stack:
        for action in legal:
            value = move_value(s, seat, action, 0) + random() * NOISE
            if value > best_value:
                best, best_value = action, value
        return best
    cost = flow.action_cost(s)
    parts_of, value_of, noise = windows.PLAY_PARTS.get, _card_value, NOISE
    mine, pot = sum(s.held[seat]), sum(s.pot)
    for action in legal:
        kind = action.kind
        if kind == "play":   # move_value's main-phase play, inline
            cid, target, _ = parts_of(action) or windows.play_parts(action)
            value = value_of(s, seat, cid, target, None, mine, pot) - cost
            if cost:
                value = value - EXTRA_ACTION_MARGIN
        elif kind == "done":
            value = 0.0
        else:
            value = move_value(s, seat, action, cost)
        value = value + random() * noise
        if value > best_value:
            best, best_value = action, value
    return best


# ----------------------------------------------------------------- choices no sensible player makes
FREE_PLAY_WORTHY = 0.5   # a play worth this much (tokens) is too good to leave for a turn with no free action
DRAWN_CARD_BEST = 1.0    # the most a drawn card is worth: one more action's play, about a token
EXTRA_TURN_BEST = 3.0    # the most a whole extra turn is worth: a free action and a draw, and more
PREVENT_WORTHY = 3       # a prevented swing (tokens, relative) this big beats keeping the Reaction for later
ICEBOX_WORTHY = HAND_CARD + REACTION_IN_HAND["icebox"]  # a card worth less is not worth a Deep Freeze


def best_case(s, seat, action, cost) -> float:
    """The most an action can bring `seat`, in tokens relative to the opponents, before the action's cost:
    an attack that wins, drawn cards at their best, a free next action that saves what it would cost."""
    if action.kind == "cash":
        return float(tokens.total(s.on_card.get(action.card, ())))
    cid = action.card
    value = card_value(s, seat, cid, action.get("target"), attack_odds=1.0)
    for step in CARDS[s.keys[cid]].effect:
        op = step["op"]
        if op == "draw":
            value += (DRAWN_CARD_BEST - HAND_CARD) * step["n"]
        elif op in ("free_next", "discount") and _other_plays(s, seat, cid):
            value += cost + 1  # the next action would have cost at least one more than this one
        elif op == "extra_turn":
            value += EXTRA_TURN_BEST
    return value


def prevented_swing(s, seat, action) -> float:
    """What a prevention Reaction played in a "before" window saves `seat` (tokens, relative): a loss of n
    is n, a take from `seat` is 2n (lost and handed to a rival), a rival's gain is n."""
    frame = s.stack[-1]
    step = frame["steps"][0]
    n = token_steps.amount(s, step)
    react = CARDS[s.keys[action.card]].react
    victim = token_steps.victim(step)
    if react == "prevent_loss":
        return float(2 * n if step["op"] == "take" else n)
    if react == "prevent_gain":
        return float(2 * n if victim == seat else n)
    return 0.0


def dominated(s, seat, action, legal) -> bool:
    """Whether `action` is a choice no sensible player makes here (`legal` are the other choices), judged on
    what `seat` may know (the search passes determinizations). Each rule, from the rules page:

    - Paying for an extra action (or a card's own extra cost) that cannot bring its cost back, even in the
      best case (e.g. 2 tokens for "Gain 1", or an income card into an empty pot): the tokens paid go to
      the pot for nothing, and the card is gone too.
    - Any play that loses tokens even in the best case (Last Gasp with many tokens, Goodwill into an empty
      pot, an attack on a player with nothing to take): ending the turn is better.
    - Ending the turn while the free action of the turn could play a card worth at least FREE_PLAY_WORTHY:
      the first action is free every turn and unused ones do not carry over, and a card in hand has no
      deadline, so holding it only wastes this turn's free action (a free attack costs nothing when it
      fails: both flipped cards go to their owners' hands).
    - Passing on a Reaction that prevents a loss (or a rival's gain) of PREVENT_WORTHY tokens or more: a
      Reaction costs nothing to play and no action, and its worth in hand (REACTION_IN_HAND) is less.
    - Passing on Keeping Up / Sour Grapes when the pot has a token: it gains one and is good for nothing
      else.
    - Deep Freeze on one's own card: it cancels one's own play (the action and its cost are lost) or throws
      away one's own Stay In Play card and the tokens on it.
    - Deep Freeze cancelling a card that, even at best, brings its owner less than Deep Freeze is worth in
      hand (ICEBOX_WORTHY, e.g. a "Gain 1 token"): the rarest card of a deck, spent for a token.
    """
    if s.phase != "play":
        return False
    kind = action.kind
    if s.stack:
        window = s.stack[-1]["window"]
        if window is None or window["type"] == "tokens":
            return False
        if kind == "play":
            react = CARDS[s.keys[action.card]].react
            if react != "icebox":
                return False
            at = action.get("at")
            owner = s.owner[at]
            if owner == seat:
                return True
            frame = s.stack[-1]
            if window["type"] == "announce" and frame["card"] == at:
                # Cancelling a card that brings its owner less, even at best, than Deep Freeze is worth in hand.
                return card_value(s, owner, at, frame["target"], attack_odds=1.0) < ICEBOX_WORTHY
            return False
        if kind == "pass":
            for other in legal:
                if other.kind != "play":
                    continue
                react = CARDS[s.keys[other.card]].react
                if react == "envy" and tokens.total(s.pot):
                    return True
                if window["type"] == "before" and react in ("prevent_loss", "prevent_gain") \
                        and prevented_swing(s, seat, other) >= PREVENT_WORTHY:
                    return True
        return False
    cost = flow.action_cost(s)
    if kind in ("play", "cash"):
        paid = cost + (CARDS[s.keys[action.card]].cost if kind == "play" else 0)
        best = best_case(s, seat, action, cost)
        # (card_value already counts the card's own cost: only the action's cost is added here)
        return best < 0 or (paid > 0 and best <= cost)
    if kind == "done" and cost == 0:
        return any(a.kind == "play" and not dominated(s, seat, a, legal)
                   and card_value(s, seat, a.card, a.get("target")) >= FREE_PLAY_WORTHY for a in legal)
    return False


def sensible(s, seat, legal: list) -> list:
    """The legal actions without the dominated ones (all of them if every one is)."""
    kept = [a for a in legal if not dominated(s, seat, a, legal)]
    return kept or legal


# ------------------------------------------------------------------------------- a hint's reason
def explain(s, seat, action, legal) -> str:
    """One line why the Suggest button's move is good, from the same token counts the computer plays by
    (rules/ai/hint.py asks on a re-deal of what the player cannot see); "" when the counts do not show it,
    and the hint then tells the look-ahead's chances instead. A playtester found "about 34% chance to win"
    alone too thin to learn from."""
    kind = action.kind
    cost = flow.action_cost(s) if not s.stack and seat == s.active else 0
    if kind == "done":
        plays = [a for a in legal if a.kind in ("play", "cash")]
        if not plays:
            return T("hint.done_nothing")
        if max(move_value(s, seat, a, cost) for a in plays) > 0:
            return ""
        return T("hint.done_costly", n=cost) if cost else T("hint.done_no_gain")
    if kind == "pass" and s.stack:
        reactions = [a for a in legal if a.kind == "play"]
        if reactions and max(reaction_value(s, seat, a) for a in reactions) > 0:
            return ""
        return T("hint.pass_react")
    if kind in ("play", "cash"):
        value = reaction_value(s, seat, action) if s.stack else move_value(s, seat, action, cost)
        if value <= 0:
            return ""
        n = max(1, round(value))
        if s.stack:
            return T("hint.react_gain", n=n)
        return T("hint.play_gain_paid", n=n, cost=cost) if cost else T("hint.play_gain", n=n)
    return ""
