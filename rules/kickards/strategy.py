"""How the computer judges and plays KICKARDS quickly: the optional AI members of the game (rules/ai/search.py).

Everything is counted in expected goals ("xg") and turned into a chance to win at the end:

- `shot_xg(s)`: the goals the attacker can expect from this turn's shot, read from the shot situation (the
  shooter's table or an event's, the k6 and its shifts, the modifiers, halvings, a penalty, a rebound, a
  second shot, the attacker's and the defender's k6 tokens). Special rows count at what they bring on
  average (a "miss" row nothing, a "twice" row two tries, a "daredevil" row a gamble on a red card).
- `event_gain(s, card)`: what an event card would change in that xg (and in cards and stars), for the
  attacker; the swap, block, VAR and coach decisions compare it with the average event.
- `heuristic(s, seat)`: that seat's chance to win. The goal difference, this turn's xg, and the turns still
  to come (each worth about GOAL_RATE goals, less when the hand cannot cover the rest of the half), with
  stars on the tactic bar, the VAR token and the coach card as small extras, are put into a normal estimate
  of the final difference; a win is P(difference > 0) plus half of P(level).
- `rollout_policy(s, seat, rng)`: a cheap move a sensible player would make (place the best shooter, keep
  cards for the rest of the half, take the star colours the side can spend, swap or block events by their
  value, buy a bonus that pays, use a k6 token that helps, call VAR on what went against us).

The search only passes determinized states, so reading the state here is fair.
"""
from __future__ import annotations

import math

from rules.core.i18n import Texts

from . import legal as L
from .content import BLUE, BONUSES, EVENTS, GREEN, PLAYERS, RED
from .goal_chance import final_chance
from .state import HALF_TIME_FIELD, LAST_FIELD, T_FORCE, T_K100, T_MINUS1, T_PLUS1, T_REROLL

T = Texts(__package__)   # the hint's words (data/lang, [hint])

# ------------------------------------------------------------------------------ tuning constants
GOAL_RATE = 0.30        # goals of an ordinary attacking turn still to come
CARDS_PER_ATTACK = 3.0  # cards an attack likes to use (shooter, supports) ...
CARDS_PER_DEFENCE = 1.5  # ... and a defence
STAR_GOALS = 0.03       # a star on the tactic bar (about a sixth of a +10% bonus on a likely shot)
VAR_GOALS = 0.04        # an unused VAR token
COACH_GOALS = 0.07      # a coach card still in hand (an event of one's own choosing)
RED_CARD_GOALS = 0.12   # a red card: one player fewer for the rest of the match (and the shot lost)
YELLOW_GOALS = 0.03     # a yellow card: the next one is red
STOPPAGE_TURNS = 0.5    # the +5 round is called about half the time
ROLLOUT_DEPTH = 40      # most rollout actions; a rollout stops sooner, at the end of the turn (horizon)
NOISE = 0.02            # random jitter (in goals) on the rollout's choices
SWAP_MARGIN = 0.035     # a swap must gain at least this much over keeping the event (a blue star's worth)
BLOCK_MARGIN = 0.06     # a block (two blue stars) must protect at least this much


# ------------------------------------------------------------------------------ the easy level
# KICKARDS has no beginner (unlike C4 and Cosmic, see rules/ai/greedy.py): the easy level is the full one-ply
# look-ahead. Tried 27 Nov 2026 on 30-40 deals, each played from both seats (share of the decided games of the
# full look-ahead against each variant): two futures a move instead of 48 played as well once `sensible` pruned
# the swaps and VAR calls it misjudged (34-33-13); coarser estimates (no stars or tokens counted, no cards kept
# for later) 50-57%; counting goals only 98%. Taking any move within 4 points of the best, keeping what it
# would pay on such a close call, was 78% (hard won 7-2-1 against it), but a playtest saw it waste stars in
# plain sight (a colour whose bar was full, nothing bought on the last attack, the coach card never played);
# judging only its cards roughly was 53%. The hard level won 60% of the decided games against easy over 49
# matches before `sensible` pruned the three losing choices below (benchmarks/results has the run after it).


# ------------------------------------------------------------------------------ the shot this turn
def _row_value(s, row: int, pct_of):
    """(expected goal fraction before modifiers are applied, extra goals) of shooting from `row`.
    `pct_of(pct)` applies the modifiers and halvings to a base %. Special rows count at their average."""
    if s.table_event >= 0:
        return pct_of(EVENTS[s.table_event].table[row - 1].pct)
    r = PLAYERS[s.shooter].rows[row - 1]
    p = pct_of(r.pct)
    effect = r.effect
    if effect is None or effect == "penalty":
        return p
    if effect == "twice":
        return p + (1 - p) * p
    if effect == "gamble":
        return 0.5 * p
    if effect == "patience":
        return p if not s.hands[s.possession] else -YELLOW_GOALS
    if effect == "daredevil":
        rows = PLAYERS[s.shooter].rows
        return sum(pct_of(rows[t - 1].pct) for t in (3, 4, 5)) / 6 - 0.5 * RED_CARD_GOALS
    if effect == "booked":
        return -YELLOW_GOALS
    return 0.0  # miss


def _pct_function(mods_sum: int, halves: int):
    def pct_of(base):
        return final_chance(base, (mods_sum,), halves) / 100.0
    return pct_of


_SHOT_CACHE: dict = {}


def _shot_from(s, sit: dict):
    """Expected goals of the attacker's shot for a shot situation (`_situation`, maybe changed; see shot_xg);
    remembered, since a search asks about the same few situations thousands of times. The situation's
    values go into the key in its own order (every situation is made by `_situation`, so the order is
    the same; another order would only miss the memory, never give a wrong answer)."""
    phase = s.phase
    key = (s.shooter, s.table_event, *sit.values(), s.twice, phase in ("shoot", "var_goal") and s.base,
           phase == "position" and s.die, not s.hands[s.possession])
    value = _SHOT_CACHE.get(key)
    if value is None:
        if len(_SHOT_CACHE) > 50_000:
            _SHOT_CACHE.clear()
        value = _SHOT_CACHE[key] = _compute_shot(s, **sit)
    return value


def _compute_shot(s, mods_sum, halves, shift, fixed_pct, fixed_row, rebound, two_shots, k100, tokens):
    pct_of = _pct_function(mods_sum, halves)
    if fixed_pct >= 0:
        p = pct_of(fixed_pct)
    elif fixed_row:
        p = _row_value(s, fixed_row, pct_of)
    elif s.table_event < 0 and s.shooter < 0:
        return 0.0
    elif s.phase in ("shoot", "var_goal") and s.base >= 0:
        p = pct_of(s.base)
    else:
        values = [_row_value(s, min(6, max(1, d + shift)), pct_of) for d in range(1, 7)]
        mean = sum(values) / 6
        reroll, plus1, force, minus1 = tokens
        if s.die and s.phase == "position":
            row = min(6, max(1, s.die + shift))
            p = values_at = _row_value(s, row, pct_of)
            if plus1 and row < 6:
                p = max(p, _row_value(s, row + 1, pct_of))
            if reroll:
                p = max(p, mean)
            if minus1 and row > 1:
                p = min(p, _row_value(s, row - 1, pct_of))
            if force:
                p = min(p, mean) if p == values_at else p
        else:
            p = mean
            if reroll:
                p = sum(max(v, mean) for v in values) / 6
            if plus1:
                p += 0.02
            if force:
                p = sum(min(v, p) for v in values) / 6
            if minus1:
                p -= 0.02
    if p <= 0:
        return p
    tries = 2 if two_shots else 1
    miss = 1.0
    for _ in range(tries):
        miss *= (1 - p)
    if k100:
        miss *= (1 - p)
    if s.twice:
        miss *= (1 - p)
    goals = 1 - miss
    if rebound:
        goals += miss * rebound / 100.0
    return goals


def _situation(s):
    tok = s.tok
    return dict(mods_sum=sum(m[1] for m in s.mods), halves=len(s.halves), shift=s.shift, fixed_pct=s.fixed_pct,
                fixed_row=s.fixed_row, rebound=s.rebound, two_shots=s.two_shots, k100=tok[T_K100],
                tokens=(tok[T_REROLL], tok[T_PLUS1], tok[T_FORCE], tok[T_MINUS1]))


def shot_xg(s) -> float:
    """The goals the attacker can expect from this turn's shot (0 when no shot will come)."""
    if s.no_shot or s.over or s.period == "shootout":
        return 0.0
    phase = s.phase
    if phase in ("attack", "defend"):
        if s.shooter < 0:
            hand = s.hands[s.possession]
            return GOAL_RATE if hand and phase == "attack" else 0.0
    elif phase not in ("stars", "bid", "coach", "event", "var_event", "bonus", "roll", "position", "shoot",
                       "var_goal"):
        return 0.0
    sit = _situation(s)
    if phase == "event" and s.event >= 0:
        return _with_event(s, sit, s.event)[0]
    return _shot_from(s, sit)


def _with_event(s, sit, card):
    """(shot xg, other gains for the attacker in goals) once `card` is resolved on the situation `sit`."""
    sit = dict(sit)
    extra = 0.0
    attacker = s.possession
    lost_shot = False
    saved_table = s.table_event
    for eff in EVENTS[card].effects:
        do = eff["do"]
        if do == "pct":
            sit["mods_sum"] += eff["value"]
        elif do == "k6":
            sit["shift"] += eff["value"]
        elif do == "table":
            s.table_event = card
        elif do == "penalty":
            sit["fixed_pct"] = eff["pct"]
        elif do == "offside":
            fail = len(eff["faces"]) / 6
            row_goals = _shot_from(s, {**sit, "fixed_row": eff["row"]})
            extra += fail * row_goals
            lost_shot = True
        elif do == "rebound":
            sit["rebound"] = eff["pct"]
        elif do == "card":
            who = attacker if eff["who"] == "attacker" else 1 - attacker
            sign = -1 if who == attacker else 1
            if eff["colour"] == "red" or s.yellow[who]:
                extra += sign * RED_CARD_GOALS
                if who == attacker:
                    lost_shot = True
            else:
                extra += sign * YELLOW_GOALS
        elif do == "no_shot":
            lost_shot = True
        elif do == "stars":
            who = attacker if eff["who"] == "attacker" else 1 - attacker
            extra += (1 if who == attacker else -1) * eff["value"] * STAR_GOALS
        elif do == "draw":
            who = attacker if eff["who"] == "attacker" else 1 - attacker
            extra += (1 if who == attacker else -1) * 0.03 * eff["value"]
        elif do == "discard":
            who = attacker if eff["who"] == "attacker" else 1 - attacker
            extra -= (1 if who == attacker else -1) * 0.04 * eff["value"]
        elif do == "halve":
            sit["halves"] += 1
        elif do == "two_shots":
            sit["two_shots"] = True
        elif do == "reroll_k100":
            sit["k100"] += 1
    shot = 0.0 if lost_shot else _shot_from(s, sit)
    s.table_event = saved_table
    return shot, extra


def event_gain(s, card) -> float:
    """What resolving `card` now is worth to the attacker, in goals, against resolving nothing."""
    sit = _situation(s)
    shot, extra = _with_event(s, sit, card)
    return shot + extra - _shot_from(s, sit)


_MEAN_CACHE: dict = {}


def mean_event_gain(s) -> float:
    """The attacker's average gain from a fresh event off the deck (every event card alike: the deck is
    large and reshuffled, so the discards change little). Cached on the shot situation."""
    tok = s.tok
    key = (s.possession, s.shooter, s.table_event, tuple(m[1] for m in s.mods), len(s.halves), s.shift,
           s.fixed_pct, s.fixed_row, s.rebound, s.two_shots, s.twice, tuple(tok), tuple(s.yellow),
           not s.hands[s.possession], s.phase == "position" and s.die)
    value = _MEAN_CACHE.get(key)
    if value is None:
        if len(_MEAN_CACHE) > 20_000:
            _MEAN_CACHE.clear()
        value = _MEAN_CACHE[key] = sum(event_gain(s, c) for c in range(len(EVENTS))) / len(EVENTS)
    return value


# ------------------------------------------------------------------------------ the rest of the match
def _turns_left(s):
    """Attacking turns still to come after this one, per seat: in this half (covered by the cards in hand)
    and later (after the half-time refill, or in the second leg)."""
    half = [0, 0]
    later = 0.0
    if s.period == "regular":
        if s.turn_in_round == 0:
            half[1 - s.possession] += 1
        if s.field <= LAST_FIELD:
            half_end = HALF_TIME_FIELD if s.field <= HALF_TIME_FIELD else LAST_FIELD
            rounds = half_end - s.field
            half = [half[0] + rounds, half[1] + rounds]
            later = (LAST_FIELD - HALF_TIME_FIELD + STOPPAGE_TURNS) if s.field <= HALF_TIME_FIELD \
                else STOPPAGE_TURNS
        if s.options["variant"] == "two_leg" and s.leg == 0:
            later += LAST_FIELD + 1 + STOPPAGE_TURNS
    elif s.period == "extra":
        if s.turn_in_round == 0:
            half[1 - s.possession] += 1
        if s.field == 4:
            half = [half[0] + 1, half[1] + 1]
    return half, [later, later]


def _rate(s, seat, attacks_half, defences_half) -> float:
    """Goals per attacking turn left in this half, given the cards the seat still holds for it."""
    need = attacks_half * CARDS_PER_ATTACK + defences_half * CARDS_PER_DEFENCE
    if need <= 0:
        return GOAL_RATE
    have = len(s.hands[seat])
    cover = min(1.0, have / need)
    return GOAL_RATE * (0.35 + 0.65 * cover) if have else 0.0


def _extras(s, seat, in_half: bool) -> float:
    """Small resources in goals: stars on the tactic bar (until half time), the VAR token, the coach card,
    a yellow card hanging over the team, the refill lost to red cards."""
    value = 0.0
    if in_half:
        bar = s.bar[seat]
        stars = s.stars[seat]
        value += STAR_GOALS * (min(3, bar[RED] + stars[RED]) + min(3, bar[GREEN] + stars[GREEN])
                               + 0.7 * min(3, bar[BLUE] + stars[BLUE]))
    if s.var_token[seat]:
        value += VAR_GOALS
    if s.coach[seat] >= 0:
        value += COACH_GOALS
    if s.yellow[seat]:
        value -= YELLOW_GOALS
    return value


def expected_difference(s, seat):
    """(mean, variance) of seat's final goal difference as the state stands."""
    other = 1 - seat
    scores = s.scores
    if s.options["variant"] == "two_leg" and s.leg == 1 and s.leg_scores:
        first = s.leg_scores[0]
        diff = scores[seat] + first[seat] - scores[other] - first[other]
    else:
        diff = scores[seat] - scores[other]
    mean = float(diff)
    var = 0.0
    shot = shot_xg(s)
    if shot:
        p = min(max(shot, 0.0), 1.0)
        mean += p if s.possession == seat else -p
        var += p * (1 - p)
    half, later = _turns_left(s)
    in_half = s.period == "regular" and (s.field <= LAST_FIELD)
    for who, sign in ((seat, 1.0), (other, -1.0)):
        attacks = half[who]
        defences = half[1 - who]
        rate = _rate(s, who, attacks, defences)
        goals = attacks * rate + later[who] * GOAL_RATE
        mean += sign * (goals + _extras(s, who, in_half and attacks + defences > 0))
        var += attacks * rate * (1 - rate) + later[who] * GOAL_RATE * (1 - GOAL_RATE)
    return mean, var


_STAGE = {"roll": 1, "position": 1, "shoot": 2, "var_goal": 2}


def horizon(s):
    """Where a rollout may stop and the estimate judge: before the shot-position k6, before the k100, and
    at the end of the turn. The estimate counts a die at its average, so the search is not misled by lucky
    or unlucky rolls in a few rollouts (the decisions before a die are judged on what they change in it)."""
    return (s.leg, s.period, s.field, s.turn_in_round, _STAGE.get(s.phase, 0))


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def heuristic(s, seat: int) -> float:
    """`seat`'s chance to win in [0, 1] (a finished game: its result)."""
    if s.over:
        scores = list(s.scores)
        if s.period == "shootout":
            scores = list(s.shootout)
        elif s.options["variant"] == "two_leg" and s.leg_scores:
            scores = [sum(x[i] for x in s.leg_scores) for i in (0, 1)]
        if scores[seat] == scores[1 - seat]:
            return 0.5
        return 1.0 if scores[seat] > scores[1 - seat] else 0.0
    if s.period == "shootout":
        return _shootout_chance(s, seat)
    mean, var = expected_difference(s, seat)
    sd = math.sqrt(var + 0.04)
    win = 1.0 - _phi((0.5 - mean) / sd)
    lose = _phi((-0.5 - mean) / sd)
    return min(1.0, max(0.0, win + 0.5 * (1.0 - win - lose)))


def _shootout_chance(s, seat):
    other = 1 - seat
    lead = s.shootout[seat] - s.shootout[other]
    kicks_left = max(0, 5 - s.kicks[seat]) + max(0, 5 - s.kicks[other])
    sd = math.sqrt(0.24 * kicks_left + 0.5)
    return _phi(lead / sd)


# ------------------------------------------------------------------------------ card values
def _shot_avg(card):
    rows = PLAYERS[card].rows
    total = 0.0
    for r in rows:
        if r.effect in ("miss", "booked", "patience"):
            continue
        if r.effect == "twice":
            p = r.pct / 100
            total += 100 * (p + (1 - p) * p)
        elif r.effect == "gamble":
            total += r.pct / 2
        elif r.effect == "daredevil":
            total += r.pct / 3
        else:
            total += r.pct
    return total / 6


AVG_SHOT = tuple(_shot_avg(c) for c in range(len(PLAYERS)))
STAR_YIELD = tuple(1 + PLAYERS[c].stars for c in range(len(PLAYERS)))


def card_keep_value(card: int) -> float:
    """How much a player card is worth keeping (its shooting and its stars), for discards and supports."""
    return AVG_SHOT[card] + 4 * STAR_YIELD[card]


# ------------------------------------------------------------------------------ the rollout move chooser
def _needed_cards(s, seat) -> float:
    """Cards the seat should keep for the rest of this half after the current turn."""
    half, _ = _turns_left(s)
    if s.period == "regular" and s.field > LAST_FIELD:
        return 0.0
    return half[seat] * 1.5 + half[1 - seat] * 0.5


def _attack(s, seat, legal, rng):
    hand = s.hands[seat]
    if s.shooter < 0:
        if not hand:
            return L.A_PASS
        best = max(hand, key=lambda c: AVG_SHOT[c] + rng.random() * 4)
        return L.PLACE["shooter"][best]
    spare = len(hand) - _needed_cards(s, seat)
    if spare >= 1 and len(s.supports) < 2 + (spare >= 4):
        # the support that yields most stars and shoots worst (kept shooters score later)
        best = max(hand, key=lambda c: STAR_YIELD[c] * 10 - AVG_SHOT[c] + rng.random() * 3)
        return L.PLACE["support"][best]
    return L.A_ATTACK_DONE


def _defend(s, seat, legal, rng):
    hand = s.hands[seat]
    spare = len(hand) - _needed_cards(s, seat)
    if spare >= 1 and len(s.defenders) < 1 + (spare >= 3):
        best = max(hand, key=lambda c: STAR_YIELD[c] * 10 - AVG_SHOT[c] + rng.random() * 3)
        return L.PLACE["defence"][best]
    return L.A_DEFENCE_DONE


def _pick_star(s, seat, legal, rng):
    attacking = seat == s.possession
    stars = s.stars[seat]
    bar = s.bar[seat]
    own = RED if attacking else GREEN
    if stars[own] + bar[own] < 4:
        return L.PICK[own]
    if stars[BLUE] + bar[BLUE] < 2:
        return L.PICK[BLUE]
    return L.PICK[own]


def my_event_gain(s, seat, card) -> float:
    gain = event_gain(s, card)
    return gain if seat == s.possession else -gain


def _event(s, seat, legal, rng):
    kinds = {a.kind: a for a in legal}
    gain = my_event_gain(s, seat, s.event) + rng.random() * NOISE
    if "call_var" in kinds and gain < -0.12:
        return kinds["call_var"]
    mean = mean_event_gain(s)
    mine_mean = mean if seat == s.possession else -mean
    if "swap_event" in kinds and gain < mine_mean - SWAP_MARGIN:
        return kinds["swap_event"]
    # A block only stops swaps still to come (not after the other side accepted, nor when it cannot swap).
    if "block_event" in kinds and gain > mine_mean + BLOCK_MARGIN and not _event_settled_on_accept(s, seat):
        return kinds["block_event"]
    return L.A_ACCEPT_EVENT


def _coach(s, seat, legal, rng):
    card = s.coach[seat]
    gain = my_event_gain(s, seat, card)
    mean = mean_event_gain(s)
    mine_mean = mean if seat == s.possession else -mean
    return L.A_PLAY_COACH if gain > mine_mean + 0.04 else L.A_NO_COACH


def _var_event(s, seat, legal, rng):
    # The event was resolved against us: worth a review when it cost the shot or a red card.
    return L.A_CALL_VAR if (seat == s.possession and s.no_shot) or s.reds[seat] else L.A_NO_VAR


_K6_TOKENS = ("reroll_own", "plus1", "force_reroll", "minus1")
_PERCENT = {"plus10": 10, "minus10": -10, "plus5": 5, "minus5": -5}


def _effect_of(s, seat, action):
    """(bonus effect, price in goals) of a buy or a control-bar space; None for anything else."""
    if action.kind == "buy":
        b = BONUSES[action.bonus]
        return b.effect, b.cost * STAR_GOALS
    if action.kind == "use_control":
        return L.control_effect(action.effect, seat == s.possession), L.CONTROL[action.effect][1] * 0.02
    return None


def _gain_of_effect(s, seat, effect, sit, before) -> float:
    if effect in ("draw2", "draw2_discard1", "draw1"):
        need = _needed_cards(s, seat) - len(s.hands[seat])
        return 0.05 if need > 0 else 0.01
    sit = dict(sit)
    if effect in _PERCENT:
        sit["mods_sum"] += _PERCENT[effect]
    elif effect == "halve":
        sit["halves"] += 1
    elif effect == "reroll_k100":
        sit["k100"] += 1
    elif effect in _K6_TOKENS:
        index = _K6_TOKENS.index(effect)
        sit["tokens"] = tuple(n + (i == index) for i, n in enumerate(sit["tokens"]))
    after = _shot_from(s, sit)
    return after - before if seat == s.possession else before - after


def bonus_gain(s, seat, action) -> float:
    """What a bonus (or a control-bar space) would bring `seat` now, in goals, before its price."""
    found = _effect_of(s, seat, action)
    if found is None:
        return 0.0
    sit = _situation(s)
    return _gain_of_effect(s, seat, found[0], sit, _shot_from(s, sit))


def _bonus(s, seat, legal, rng):
    """The bonus, control-bar space or k6 token worth most after its price, if any is worth anything."""
    best, best_value = legal[-1], 0.0
    sit = before = None
    for a in legal:
        if a.kind == "use_token":
            value = _token_gain(s, seat, a)
        else:
            found = _effect_of(s, seat, a)
            if found is None:
                continue
            if sit is None:
                sit = _situation(s)
                before = _shot_from(s, sit)
            value = _gain_of_effect(s, seat, found[0], sit, before) - found[1]
        value += rng.random() * NOISE
        if value > best_value:
            best, best_value = a, value
    return best


def _token_gain(s, seat, action) -> float:
    sit = _situation(s)
    token = action.token
    pct_of = _pct_function(sit["mods_sum"], sit["halves"])
    row = min(6, max(1, s.die + s.shift))
    now = _row_value(s, row, pct_of)
    if token == "plus1":
        gain = _row_value(s, row + 1, pct_of) - now
    elif token == "minus1":
        gain = now - _row_value(s, row - 1, pct_of)
    else:
        mean = sum(_row_value(s, min(6, max(1, d + s.shift)), pct_of) for d in range(1, 7)) / 6
        gain = (mean - now) if token == "reroll_own" else (now - mean)
    return gain


def _stoppage(s, seat, legal, rng):
    other = 1 - seat
    return L.A_CALL_STOPPAGE if s.scores[seat] <= s.scores[other] else L.A_NO_STOPPAGE


def _discard(s, seat, legal, rng):
    return min(legal, key=lambda a: card_keep_value(a.card) + rng.random() * 3)


def _kick(s, seat, legal, rng):
    return max(legal, key=lambda a: AVG_SHOT[a.card] + rng.random() * 3)


def _keep_coach(s, seat, legal, rng):
    # The card that helps an attack most (kept for one's own attacking turn).
    return max(legal, key=lambda a: STATIC_GAIN[a.card] + rng.random() * 0.01)


def _static_gain(card):
    """An event's gain for an attacker with an average shooter and nothing else going on."""
    gain = 0.0
    for eff in EVENTS[card].effects:
        do = eff["do"]
        if do == "pct":
            gain += eff["value"] / 100
        elif do == "penalty":
            gain += eff["pct"] / 100 - 0.3
        elif do == "table":
            gain += sum(r.pct for r in EVENTS[card].table) / 600 - 0.3
        elif do in ("rebound",):
            gain += 0.7 * eff["pct"] / 100
        elif do in ("two_shots", "reroll_k100"):
            gain += 0.2
        elif do == "card":
            gain += (-1 if eff["who"] == "attacker" else 1) * (0.12 if eff["colour"] == "red" else 0.03)
        elif do in ("no_shot", "halve"):
            gain -= 0.3 if do == "no_shot" else 0.15
        elif do == "k6":
            gain += 0.02 * eff["value"]
        elif do == "stars":
            gain += (1 if eff["who"] == "attacker" else -1) * eff["value"] * STAR_GOALS
    return gain


STATIC_GAIN = tuple(_static_gain(c) for c in range(len(EVENTS)))


def _position(s, seat, legal, rng):
    return _bonus(s, seat, legal, rng)


def _bid(s, seat, legal, rng):
    return L.A_BID_DONE


CHOOSERS = {
    "attack": _attack, "defend": _defend, "stars": _pick_star, "event": _event, "coach": _coach,
    "var_event": _var_event, "bonus": _bonus, "position": _position, "stoppage": _stoppage,
    "shootout": _kick, "coach_pick": _keep_coach, "bid": _bid,
}


def choose(s, seat: int, legal: list, rng):
    """A sensible legal action for `seat` from `legal` (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    if s.discard_owed[seat] and s.phase != "var_event":
        return _discard(s, seat, legal, rng)
    if s.phase == "var_goal":
        return L.A_CALL_VAR
    chooser = CHOOSERS.get(s.phase)
    if chooser is None:
        return legal[rng.below(len(legal))]
    return chooser(s, seat, legal, rng)


# ------------------------------------------------------------------------------ decisions left to the rule
PLACEMENT_PHASES = ("attack", "defend")


def rule_decides(s, seat: int) -> bool:
    """Whether the search levels place this card by the rule of thumb above (`_attack`, `_defend`) instead of
    searching (rules/ai/search.py `rule_decides`). Measured 27 Nov 2026, deals played from both seats: the
    one-ply player (the easy level) won only 36% of its decided games against this rule played alone (16-29,
    30 deals), and 68% against itself once it placed its cards by the rule (95-44, 100 deals). It judges a card
    it places before the card's stars exist (they come at the reveal), so it plays too few supports and
    defenders; the search, placing cards itself, won 57-60% against it (benchmarks/results)."""
    return s.phase in PLACEMENT_PHASES


# Inside the search's tree the other side plays by the rule of thumb too (rules/ai/search.py
# `opponents_by_rule`), not by a random untried move at each of its new information sets. Measured 27 Nov 2026
# with hard (3,360 iterations) against easy on the same paired deals: see benchmarks/results.
OPPONENTS_BY_RULE = True


# ------------------------------------------------------------------------------ dominated choices
def _last_buying_window(s) -> bool:
    """No buying after this window: the row's window, or the bonus window when no row window follows (the
    strict rulebook, a penalty, a row fixed by an offside check)."""
    if s.phase == "position":
        return True
    return bool(s.options["strict_rulebook"] or s.fixed_pct >= 0 or s.fixed_row)


def lost_stars(s, seat, colour) -> int:
    """This turn's stars of a colour that the tactic bar (3 a colour) cannot keep at the turn's end."""
    return max(0, s.stars[seat][colour] - (3 - s.bar[seat][colour]))


def _free_bonus(s, seat, legal) -> bool:
    """Whether a legal bonus for the shot can be paid wholly with stars that would be lost."""
    for a in legal:
        if a.kind == "buy":
            b = BONUSES[a.bonus]
            if b.cost <= lost_stars(s, seat, b.colour) and bonus_gain(s, seat, a) > 1e-9:
                return True
    return False


def _event_settled_on_accept(s, seat) -> bool:
    """Whether accepting the event on the table now decides it: the other side has already accepted it, or
    cannot swap it (blocked, or neither the blue stars nor the control bar for a swap)."""
    if s.passes >= 1 or s.event_blocked:
        return True
    return not any(a.kind == "swap_event" for a in L.event_actions(s, 1 - seat))


def sensible(s, seat: int, legal: list) -> list:
    """The legal actions without the dominated or clearly losing ones, for every level (rules/ai/base.py:
    sensible_actions). Found in play: a computer, its own penalty on the table and the defender's acceptance
    given, spent its one VAR token on a review that could only take the penalty away. Once accepting settles
    an event:
    - a VAR review of an event that does not hurt us can only cancel it (success) or change nothing (failure)
      and costs the token, where accepting keeps it: dominated;
    - a block (2 blue stars) can only stop swaps that can no longer come: dominated.
    Before that (the other side may still swap) both can be worth it: a failed review, like a block, settles
    a good event that the other side would swap away. At any time:
    - a swap trades the event for a fresh one, worth the deck's average on average, and costs stars or the
      control bar: swapping an event at least as good for us as that average loses in expectation;
    - a block keeps an event on the table: blocking one that hurts us only keeps what we would rather lose;
    - a goal against us from a VAR-icon event, our token unused: a review cancels it with a 10-90% chance
      (50% on average), far more than anything the token can still do (VAR_GOALS), so we always call it.
    The swap and the review are judged on averages, which a look at only a few futures misjudges.
    - in the last window for buying, passing while this turn's stars that the tactic bar cannot keep would pay
      for a bonus that helps: those stars are lost at the turn's end, so the bonus is free (found in play: a
      computer attacked at 15% and lost seven stars; the easy level, defending, let five green stars go where
      -10% was free, because the futures it looks at run through the k100, which a miss makes look good).
      Only a bonus for the shot counts (bonus_gain); which one is the level's choice."""
    if s.phase in ("bonus", "position") and _last_buying_window(s) and _free_bonus(s, seat, legal):
        return [a for a in legal if a.kind not in ("bonus_done", "accept_position")] or legal
    if s.phase == "var_goal":
        kept = [a for a in legal if a.kind != "no_var"]
        return kept or legal
    if s.phase != "event" or s.event < 0:
        return legal
    gain = my_event_gain(s, seat, s.event)
    mean = mean_event_gain(s)
    if gain >= (mean if seat == s.possession else -mean):
        legal = [a for a in legal if a.kind != "swap_event"] or legal
    if gain < 0:
        legal = [a for a in legal if a.kind != "block_event"] or legal
    if not _event_settled_on_accept(s, seat):
        return legal
    kept = [a for a in legal if not (a.kind == "block_event" or (a.kind == "call_var" and gain >= 0))]
    return kept or legal


# ------------------------------------------------------------------------------ a hint's reason
def _points(goals: float):
    """Goals as points of goal chance, for a person: "+8 points"."""
    n = round(100 * goals)
    return T("hint.points", n=n, signed=f"{n:+d}")


def explain(s, seat: int, action):
    """One line why `action` is a good move for `seat`, in plain words (from the catalog, data/lang [hint]),
    or None. It reads only what that seat knows: its own hand and stars and the public shot situation (the
    hint asks about a re-deal anyway, never the real state)."""
    kind = action.kind
    attacking = seat == s.possession
    if kind == "place":
        card = action.card
        stars = STAR_YIELD[card]
        if action.slot == "shooter":
            best = max(AVG_SHOT[c] for c in s.hands[seat] + [card])
            key = "hint.best_shooter" if AVG_SHOT[card] >= best else "hint.shooter"
            return T(key, n=stars, avg=round(AVG_SHOT[card]))
        return T("hint.support_attack" if action.slot == "support" else "hint.support_defence", n=stars)
    if kind in ("attack_done", "defence_done"):
        return T("hint.keep_cards")
    if kind == "pass":
        return T("hint.save_cards")
    if kind == "pick_star":
        return T(f"hint.star_{action.colour}")
    if kind == "pick_stars":        # the colour it takes most of says what the stars are for
        most = max(("blue", "red", "green"), key=lambda c: action.get(c, 0))
        return T(f"hint.star_{most}")
    if kind in ("swap_event", "block_event", "accept_event") and s.event >= 0:
        gain = _points(my_event_gain(s, seat, s.event))
        mean_gain = mean_event_gain(s) * (1 if attacking else -1)
        mean = _points(mean_gain)
        if kind == "swap_event":
            return T("hint.swap_event", gain=gain, mean=mean)
        if kind == "block_event":
            return T("hint.block_event", gain=gain)
        if my_event_gain(s, seat, s.event) >= mean_gain:
            return T("hint.keep_event", gain=gain, mean=mean)
        if not any(a.kind == "swap_event" for a in L.event_actions(s, seat)):
            return T("hint.keep_event_no_swap", gain=gain)
        return T("hint.keep_event_cheap", gain=gain, mean=mean)
    if kind == "buy" and action.bonus in ("draw2", "draw2_discard1"):
        return T("hint.draw")
    if kind in ("buy", "use_control", "use_token"):
        gain = _token_gain(s, seat, action) if kind == "use_token" else bonus_gain(s, seat, action)
        if abs(gain) >= 0.005:
            return T("hint.bonus_gain", gain=_points(gain))
        return None
    if kind in ("bonus_done", "accept_position"):
        return T("hint.no_bonus")
    if kind == "call_var":
        return T("hint.var_goal" if s.phase == "var_goal" else "hint.var")
    if kind == "no_var":
        return T("hint.no_var")
    if kind in ("play_coach", "no_coach") and s.coach[seat] >= 0:
        gain = _points(my_event_gain(s, seat, s.coach[seat]))
        return T("hint.play_coach" if kind == "play_coach" else "hint.keep_coach_card", gain=gain)
    if kind == "call_stoppage":
        return T("hint.stoppage")
    if kind == "no_stoppage":
        return T("hint.no_stoppage")
    if kind == "discard":
        return T("hint.discard")
    if kind == "kick":
        return T("hint.kick", avg=round(AVG_SHOT[action.card]))
    if kind == "keep_coach":
        gain = STATIC_GAIN[action.card]
        side = "attack" if gain >= 0 else "defence"
        if round(100 * gain) == 0:        # "(about +0 percentage points)" told nothing
            return T(f"hint.coach_for_{side}_slight")
        return T(f"hint.coach_for_{side}", gain=_points(gain))
    return None
