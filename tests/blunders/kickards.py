"""KICKARDS blunders: positions from seeded matches (played on by the game's own move chooser), then set up
so the situation is exact (the event on the table, the stars in hand, the score, the die).

Found in play (issue 15): a computer paid two blue stars to block an event that hurt only its own attack;
the normal level, its own penalty accepted by the defender, spent its one VAR token reviewing it;
it bought "Reroll your k6" when a penalty had a fixed chance (the rules no longer offer a k6 bonus then:
tests/kickards/test_fidelity.py checks that); it swapped away a neutral event again and again. (Swapping a neutral event once
is a close call, worth a few hundredths of a goal either way, so it is no clear blunder; swapping away an
event that helps is, and is listed.) A playtester saw a computer lose seven stars after attacking at 15%: stars
the tactic bar cannot keep pay for a bonus for free, so passing the last window with them is listed too.
"""
from __future__ import annotations

from rules.ai.search_rng import SearchRng
from rules.kickards import GAME, strategy
from rules.kickards.content import BLUE, EVENTS, GREEN, PLAYERS, RED
from rules.kickards.state import HALF_TIME_FIELD, LAST_FIELD

from . import Blunder

MINUS_10 = 12      # "Keeper at Full Stretch": -10% for the attack, no VAR icon
PLUS_10 = 3        # "Sloppy Marking": +10% for the attack, no VAR icon
PENALTY = 42       # "Penalty Shout Given": a 75% penalty (VAR icon)
NO_SHOT = 89       # "Goalkeeper Claims the Cross": no shot this turn, no VAR icon
PLUS_15 = 4        # "Perfect Through Ball": +15% for the attack, no VAR icon
VAR_PLUS = 10      # "Goalkeeper Screened": +10%, with the VAR icon


def play_until(seed: int, wanted, limit: int = 4000, options=None):
    """A seeded match played on by the game's move chooser until `wanted(state)`; None if it never comes."""
    s = GAME.setup(2, options or {}, seed)
    rng = SearchRng(seed)
    for _ in range(limit):
        if GAME.actors(s) and wanted(s):
            return s
        actors = GAME.actors(s)
        if not actors:
            return None
        seat = actors[0]
        GAME.apply(s, seat, strategy.choose(s, seat, GAME.legal_actions(s, seat), rng))
    return None


def put_event(s, card: int) -> None:
    """Make `card` the event on the table; the card it replaces takes its place in the deck or discard."""
    if s.event == card:
        return
    for pile in (s.event_deck, s.event_discard):
        if card in pile:
            pile[pile.index(card)] = s.event
            break
    s.event = card
    s.event_blocked = False
    s._legal = None


def _event_position(card_for_seat, stars_for_seat, who: str, fits=None):
    """An open event (swap loop) with `card_for_seat(seat, attacker)` on the table, the deciding seat being
    the attacker (`who` = "attacker") or the defender, holding the stars of `stars_for_seat`. `fits(state)`
    may refuse a position (the seed then gives none)."""
    def position(seed):
        def wanted(s):
            if s.phase != "event" or s.event_blocked or any(s.discard_owed):
                return False
            attacking = s.offer == s.possession
            return attacking == (who == "attacker")
        s = play_until(seed, wanted)
        if s is None:
            return None
        seat = s.offer
        put_event(s, card_for_seat(seat, s.possession))
        for colour, n in stars_for_seat.items():
            s.stars[seat][colour] = max(s.stars[seat][colour], n)
        s._legal = None
        if fits is not None and not fits(s):
            return None
        return s, seat
    return position


def _defender_without_blue(s) -> bool:
    defender = 1 - s.possession
    s.stars[defender][BLUE] = s.bar[defender][BLUE] = 0
    s._legal = None
    return True


def _stars_at_stake(s, seat, colour, n) -> None:
    """Exactly n stars of a colour this turn and none on the tactic bar: spending them costs what the bar
    would have kept."""
    s.stars[seat][colour] = n
    s.bar[seat][colour] = 0
    s._legal = None


def _blocks(state, seat, action):
    return action.kind == "block_event"


def _swaps(state, seat, action):
    return action.kind == "swap_event"


def _throws_away_penalty(state, seat, action):
    return action.kind in ("swap_event", "call_var")


def _accepts(state, seat, action):
    return action.kind == "accept_event"


def _accepted_by_defender(card: int, attacker_blue: int):
    """The swap loop with `card` on the table, the defender (holding a blue star for a swap) has just
    accepted it: the attacker decides last (accepting now carries the event out), holding its VAR token and
    `attacker_blue` blue stars."""
    def position(seed):
        found = _event_position(lambda seat, attacker: card, {}, "defender")(seed)
        if found is None:
            return None
        s, defender = found
        s.passes = 0            # as after a swap: the defender's acceptance is the first of the two
        accept = next((a for a in GAME.legal_actions(s, defender) if a.kind == "accept_event"), None)
        GAME.apply(s, defender, accept)
        attacker = s.possession
        if s.phase != "event" or s.offer != attacker or any(s.discard_owed):
            return None
        s.var_token[attacker] = True
        _stars_at_stake(s, attacker, BLUE, attacker_blue)
        s.stars[defender][BLUE] = max(s.stars[defender][BLUE], 1)   # it could have swapped, and accepted
        return s, attacker
    return position


def _calls_var(state, seat, action):
    return action.kind == "call_var"


def _last_attack_position(seed):
    """The last turn of regular time, the attacker to place a shooter, the score level."""
    def wanted(s):
        return (s.period == "regular" and s.field == LAST_FIELD and s.turn_in_round == 1 and s.phase == "attack"
                and s.shooter < 0 and len(s.hands[s.possession]) >= 2 and not any(s.discard_owed))
    s = play_until(seed, wanted)
    if s is None:
        return None
    seat = s.possession
    s.scores[seat] = s.scores[1 - seat]
    s._legal = None
    return s, seat


def _passes(state, seat, action):
    return action.kind == "pass"


def _var_goal_position(seed):
    """Second half: the attacker scored from a VAR-icon event; the defender holds its VAR token."""
    def wanted(s):
        return s.period == "regular" and s.field > HALF_TIME_FIELD and s.phase == "shoot"
    s = play_until(seed, wanted)
    if s is None:
        return None
    defender = 1 - s.possession
    s.applied_event = VAR_PLUS
    s.event_source = "draw"
    s.var_token[defender] = True
    s.base = 100          # the shot cannot miss
    s.mods, s.halves = [], []
    s._legal = None
    GAME.apply(s, s.possession, GAME.legal_actions(s, s.possession)[0])
    if s.phase != "var_goal":
        return None
    return s, defender


def _lets_goal_stand(state, seat, action):
    return action.kind == "no_var"


def _stoppage_position(seed):
    """Full time, a goal down, with players in hand: the +5 round is the last chance. (The move chooser
    spends its cards by the last turn, so both teams get three more from their decks before it.)"""
    def last_turn(s):
        return s.period == "regular" and s.field == LAST_FIELD and s.turn_in_round == 1 and s.phase == "attack"
    s = play_until(seed, last_turn)
    if s is None:
        return None
    for seat in (0, 1):
        for _ in range(3):
            if s.decks[seat]:
                s.hands[seat].append(s.decks[seat].pop())
    s._legal = None
    rng = SearchRng(seed)
    for _ in range(400):
        if s.phase == "stoppage" and not any(s.discard_owed) or not GAME.actors(s):
            break
        seat = GAME.actors(s)[0]
        GAME.apply(s, seat, strategy.choose(s, seat, GAME.legal_actions(s, seat), rng))
    if s.phase != "stoppage" or any(s.discard_owed):
        return None
    seat = s.stoppage_queue[0]
    s.scores[seat] = s.scores[1 - seat] - 1
    if s.scores[seat] < 0:
        s.scores = [x + 1 for x in s.scores]
    s._legal = None
    return s, seat


def _declines_stoppage(state, seat, action):
    return action.kind == "no_stoppage"


def _row_position(worst: bool, attacker: bool):
    """The k6 is rolled: the row is the shooter's worst (or best) one; the deciding side holds the stars for
    a reroll."""
    def position(seed):
        def wanted(s):
            return (s.phase == "position" and s.table_event < 0 and s.shooter >= 0 and not s.fixed_row
                    and (s.offer == s.possession) == attacker and not s.options["strict_rulebook"])
        s = play_until(seed, wanted)
        if s is None:
            return None
        rows = PLAYERS[s.shooter].rows
        values = [strategy._row_value(s, r, strategy._pct_function(0, 0)) for r in range(1, 7)]
        target = values.index(min(values) if worst else max(values)) + 1
        s.die, s.shift = target, 0
        del rows
        seat = s.offer
        colour = RED if attacker else GREEN
        s.stars[seat][colour] = max(s.stars[seat][colour], 2)
        s.tok = [0, 0, 0, 0, 0]
        s._legal = None
        return s, seat
    return position


def _rerolls(state, seat, action):
    if action.kind == "buy":
        return action.bonus in ("reroll_own", "force_reroll")
    if action.kind == "use_token":
        return action.token in ("reroll_own", "force_reroll")
    return action.kind == "use_control" and action.effect == "reroll"


def _stars_to_lose_position(attacker: bool):
    """The row's window (the last for buying), the deciding side with five stars of its colour this turn and
    its tactic bar full of them, so all five are lost at the turn's end, and a bonus of that colour helps."""
    def position(seed):
        def wanted(s):
            return (s.phase == "position" and s.shooter >= 0 and (s.offer == s.possession) == attacker
                    and not s.options["strict_rulebook"])
        s = play_until(seed, wanted)
        if s is None:
            return None
        seat = s.offer
        colour = RED if attacker else GREEN
        s.stars[seat][colour], s.bar[seat][colour] = 5, 3
        s._legal = None
        if not any(a.kind == "buy" and strategy.bonus_gain(s, seat, a) > 0 for a in GAME.legal_actions(s, seat)):
            return None            # nothing of that colour would change the shot (a certain goal or miss)
        return s, seat
    return position


def _passes_the_row(state, seat, action):
    return action.kind == "accept_position"


def _harmful(seat, attacker):
    return MINUS_10 if seat == attacker else PLUS_10


BLUNDERS = [
    Blunder("kickards", "the attacker blocks an event that only hurts its own attack",
            _event_position(_harmful, {}, "attacker", lambda s: _stars_at_stake(s, s.offer, BLUE, 2) or True),
            _blocks),
    Blunder("kickards", "the defender blocks an event that only helps the attack",
            _event_position(_harmful, {}, "defender", lambda s: _stars_at_stake(s, s.offer, BLUE, 2) or True),
            _blocks),
    Blunder("kickards", "the attacker pays to swap away an event that helps its shot (+15%)",
            _event_position(lambda seat, attacker: PLUS_15, {}, "attacker",
                            lambda s: _stars_at_stake(s, s.offer, BLUE, 1) or True), _swaps),
    Blunder("kickards", "the attacker throws away its own penalty (a swap or a VAR call)",
            _event_position(lambda seat, attacker: PENALTY, {BLUE: 1}, "attacker"), _throws_away_penalty),
    Blunder("kickards", "the attacker spends its VAR token on its own penalty once the defender accepted it",
            _accepted_by_defender(PENALTY, 0), _calls_var),
    Blunder("kickards", "the attacker pays to block an event the defender has already accepted",
            _accepted_by_defender(PLUS_15, 2), _blocks),
    Blunder("kickards", "the attacker accepts losing its shot when one blue star swaps it (and the defender "
            "cannot swap back)",
            _event_position(lambda seat, attacker: NO_SHOT, {BLUE: 1}, "attacker", _defender_without_blue),
            _accepts),
    Blunder("kickards", "the attacker declines the last attack of the match with the score level",
            _last_attack_position, _passes),
    Blunder("kickards", "the defender lets a goal from a VAR-icon event stand in the second half",
            _var_goal_position, _lets_goal_stand),
    Blunder("kickards", "a goal down at full time, the team declines the +5 round",
            _stoppage_position, _declines_stoppage),
    Blunder("kickards", "the attacker pays to reroll its shooter's best row",
            _row_position(worst=False, attacker=True), _rerolls),
    Blunder("kickards", "the defender pays to make the attacker reroll its shooter's worst row",
            _row_position(worst=True, attacker=False), _rerolls),
    Blunder("kickards", "the attacker lets red stars the bar cannot keep go unspent while +10% would help",
            _stars_to_lose_position(attacker=True), _passes_the_row),
    Blunder("kickards", "the defender lets green stars the bar cannot keep go unspent while -10% would help",
            _stars_to_lose_position(attacker=False), _passes_the_row),
]

__all__ = ["BLUNDERS", "EVENTS"]
