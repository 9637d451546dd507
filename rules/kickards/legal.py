"""Legal actions: what the acting seat may do in each phase. Actions are built once and shared."""
from __future__ import annotations

from rules.core import Action

from . import state as st
from .content import BLUE, BONUSES, COLOURS, CONTROL_BAR, EVENTS, PLAYERS
from .pieces import star_count
from .shot import position_row
from .state import T_FORCE, T_MINUS1, T_PLUS1, T_REROLL

CONTROL_LIMIT = 6
SIDE = (1, -1)  # the control token's direction for each seat: + towards seat 0 (blue), - towards seat 1 (red)
K6_EFFECTS = frozenset(("reroll_own", "force_reroll", "plus1", "minus1"))

A_PASS = Action("pass")
A_ATTACK_DONE = Action("attack_done")
A_DEFENCE_DONE = Action("defence_done")
A_PLAY_COACH = Action("play_coach")
A_NO_COACH = Action("no_coach")
A_ACCEPT_EVENT = Action("accept_event")
A_CALL_VAR = Action("call_var")
A_NO_VAR = Action("no_var")
A_BONUS_DONE = Action("bonus_done")
A_ROLL = Action("roll_k6")
A_ACCEPT_POSITION = Action("accept_position")
A_SHOOT = Action("shoot")
A_BID_DONE = Action("bid_done")
A_CALL_STOPPAGE = Action("call_stoppage")
A_NO_STOPPAGE = Action("no_stoppage")
PICK = tuple(Action("pick_star", colour=c) for c in COLOURS)
_PICK_ALL: dict = {}       # (blue, red, green) -> the "pick_stars" action colouring that many of each
COMMIT = tuple(Action("commit_star", colour=c) for c in COLOURS)
ATTACKER_BUYS = tuple(b for b in BONUSES.values() if b.side in ("both", "attacker") and b.effect not in
                      ("swap_event", "block_event"))
DEFENDER_BUYS = tuple(b for b in BONUSES.values() if b.side in ("both", "defender") and b.effect not in
                      ("swap_event", "block_event"))
SWAP_COST = BONUSES["swap_event"].cost
BLOCK_COST = BONUSES["block_event"].cost
CONTROL = {effect: (space, cost) for space, effect, cost, _ in CONTROL_BAR}
# Actions are built once: legal_actions hands out these shared, immutable objects.
PLACE = {slot: tuple(Action("place", card=c, slot=slot) for c in range(len(PLAYERS)))
         for slot in ("shooter", "support", "defence")}
DISCARD = tuple(Action("discard", card=c) for c in range(len(PLAYERS)))
KICK = tuple(Action("kick", card=c) for c in range(len(PLAYERS)))
KEEP_COACH = tuple(Action("keep_coach", card=c) for c in range(len(EVENTS)))
BUY = {b: Action("buy", bonus=b) for b in BONUSES}
USE_CONTROL = {e: Action("use_control", effect=e) for e in CONTROL}
USE_TOKEN = {t: Action("use_token", token=t) for t in st.TOKENS}
SWAP = {src: Action("swap_event", source=src) for src in ("stars", "control")}
BLOCK = {src: Action("block_event", source=src) for src in ("stars", "control")}


def pick_all(blue: int, red: int, green: int) -> Action:
    """Colour every star still to colour at once: so many blue, red and green (one decision, made once)."""
    key = (blue, red, green)
    action = _PICK_ALL.get(key)
    if action is None:
        action = _PICK_ALL[key] = Action("pick_stars", blue=blue, red=red, green=green)
    return action


def star_splits(n: int) -> list:
    """Every way to colour `n` stars at once, as "pick_stars" actions (blue first, then red, then green)."""
    return [pick_all(b, r, n - b - r) for b in range(n, -1, -1) for r in range(n - b, -1, -1)]


def legal_for(s, seat):
    """Every legal action of `seat` now (the caller checks that the seat is an actor)."""
    if s.phase == "var_event":
        return [A_CALL_VAR, A_NO_VAR]
    if s.discard_owed[seat]:
        return [DISCARD[c] for c in s.hands[seat]]
    phase = s.phase
    attacker = s.possession
    if phase == "attack":
        hand = s.hands[seat]
        if s.shooter < 0:
            return [PLACE["shooter"][c] for c in hand] + [A_PASS]
        out = [PLACE["support"][c] for c in hand] if len(s.supports) < 4 else []
        out.append(A_ATTACK_DONE)
        return out
    if phase == "defend":
        out = [PLACE["defence"][c] for c in s.hands[seat]] if len(s.defenders) < 5 else []
        out.append(A_DEFENCE_DONE)
        return out
    if phase == "stars":
        n = s.pending_pick[seat]
        return list(PICK) + (star_splits(n) if n >= 2 else [])
    if phase == "bid":
        out = [COMMIT[c] for c in range(3) if star_count(s, seat, c) - s.committed[seat][c] > 0]
        out.append(A_BID_DONE)
        return out
    if phase == "coach":
        return [A_PLAY_COACH, A_NO_COACH]
    if phase == "event":
        return event_actions(s, seat)
    if phase == "bonus":
        out = bonus_actions(s, seat, seat == attacker)
        out.append(A_BONUS_DONE)
        return out
    if phase == "roll":
        return [A_ROLL]
    if phase == "position":
        out = position_actions(s, seat, seat == attacker)
        out.append(A_ACCEPT_POSITION)
        return out
    if phase == "shoot":
        return [A_SHOOT]
    if phase == "var_goal":
        return [A_CALL_VAR, A_NO_VAR]
    if phase == "stoppage":
        return [A_CALL_STOPPAGE, A_NO_STOPPAGE]
    if phase == "coach_pick":
        return [KEEP_COACH[c] for c in s.coach_offer[seat]]
    if phase == "shootout":
        return [KICK[c] for c in s.hands[seat]]
    return []


def control_unlocked(s, seat, effect) -> bool:
    if not s.options["game_control"]:
        return False
    return SIDE[seat] * s.control >= CONTROL[effect][0]


def event_actions(s, seat):
    out = []
    if not s.event_blocked:
        blue = star_count(s, seat, BLUE)
        control = control_unlocked(s, seat, "swap_or_block")
        if blue >= SWAP_COST:
            out.append(SWAP["stars"])
        if control:
            out.append(SWAP["control"])
        if blue >= BLOCK_COST:
            out.append(BLOCK["stars"])
        if control:
            out.append(BLOCK["control"])
    if EVENTS[s.event].var and s.var_token[seat]:
        out.append(A_CALL_VAR)
    out.append(A_ACCEPT_EVENT)
    return out


def control_effect(effect: str, attacking: bool) -> str:
    """The bonus a control-bar space gives: its attacking or its defending side."""
    return {"pm5": "plus5" if attacking else "minus5", "pm10": "plus10" if attacking else "minus10",
            "pm1": "plus1" if attacking else "minus1", "reroll": "reroll_own" if attacking else "force_reroll",
            "draw1": "draw1"}[effect]


def useless_k6(s) -> frozenset:
    """Shot-position bonuses that could change nothing now: none at all when no k6 will be rolled (a
    penalty, a row fixed by an offside check), +1 on row 6 and -1 on row 1 once the k6 is rolled."""
    if s.fixed_pct >= 0 or s.fixed_row:
        return K6_EFFECTS
    if s.phase == "position":
        row = position_row(s)
        if row >= 6:
            return frozenset(("plus1",))
        if row <= 1:
            return frozenset(("minus1",))
    return frozenset()


def bonus_actions(s, seat, attacking):
    """Bonuses the seat can pay for and that can still make a difference."""
    out = []
    stars, bar = s.stars[seat], s.bar[seat]
    useless = useless_k6(s)
    for b in (ATTACKER_BUYS if attacking else DEFENDER_BUYS):
        if stars[b.colour] + bar[b.colour] >= b.cost and b.effect not in useless:
            out.append(BUY[b.id])
    if s.options["game_control"]:
        for space, effect, cost, _ in CONTROL_BAR:
            if (effect != "swap_or_block" and SIDE[seat] * s.control >= space
                    and control_effect(effect, attacking) not in useless):
                out.append(USE_CONTROL[effect])
    return out


def position_actions(s, seat, attacking):
    out = []
    tok = s.tok
    row = position_row(s)
    if attacking:
        if tok[T_REROLL]:
            out.append(USE_TOKEN["reroll_own"])
        if tok[T_PLUS1] and row < 6:
            out.append(USE_TOKEN["plus1"])
    else:
        if tok[T_FORCE]:
            out.append(USE_TOKEN["force_reroll"])
        if tok[T_MINUS1] and row > 1:
            out.append(USE_TOKEN["minus1"])
    if not s.options["strict_rulebook"]:
        out += bonus_actions(s, seat, attacking)
    return out
