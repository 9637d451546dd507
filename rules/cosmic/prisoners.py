"""Prisoners (shared/seeds/001_dca5c50b06c4012d.txt, v1.1): Prisons, capture challenges, the prisoner
exchange, the Rescue option and the Rescue Mission (Raid on Entebbe) challenge.

Destiny cards are numbers: a colour c, CAPTURE + c for that colour's Capture Challenge card, WILD_CAPTURE for
the Wild Capture Challenge card (the offense names any other player's system).
"""
from __future__ import annotations

from rules.core import Action, event

from . import negotiation
from .agenda import finish
from .cards import discard_played
from .content import WIN_BASES
from .powers.base import tasks_for
from .state import (CONE, DEFENSE, WARP, bases, copy_json, external_bases, free_options, owner, pick_free,
                    prison, tokens_at)
from .tokens import move, receive_prisoner, return_home

CAPTURE = 10
WILD_CAPTURE = 20


def destiny_cards(seats: int, options: dict) -> list:
    cards = [c for c in range(seats) for _ in range(3)]
    if options.get("prisoners"):
        cards += [CAPTURE + c for c in range(seats)]
        if options.get("wild_capture", True):
            cards.append(WILD_CAPTURE)
    return cards


def read_destiny(card: int):
    """(colour or None for wild, capture?)"""
    if card == WILD_CAPTURE:
        return None, True
    if card >= CAPTURE:
        return card - CAPTURE, True
    return card, False


def in_prison(s, seat) -> list:
    code = prison(seat)
    return [t for t, where in enumerate(s.loc) if where == code]


def holds_prisoners_of(s, holder, colour) -> bool:
    code = prison(holder)
    return any(where == code and owner(t) == colour for t, where in enumerate(s.loc))


# --- the exchange phase -------------------------------------------------------------------------------------
def t_exchange(s, task):
    """Just after the defender is known: if either main player holds the other's tokens, they may exchange
    prisoners (the defense proposes first). Only once per challenge, never in a Rescue Mission."""
    if not s.options.get("prisoners") or s.flags.get("exchanged") or s.flags.get("raid"):
        return [], False
    s.flags["exchanged"] = True
    if holds_prisoners_of(s, s.offense, s.defense) or holds_prisoners_of(s, s.defense, s.offense):
        return negotiation.begin(s, "exchange", [s.defense, s.offense]), False
    return [], False


# --- the Rescue option --------------------------------------------------------------------------------------
def rescue_options(s, seat) -> list:
    """With the Rescue rule, the offense may instead bring one of his tokens home from any Prison."""
    if not (s.options.get("prisoners") and s.options.get("rescue_rule")):
        return []
    out = []
    for x in range(s.seats):
        kinds = sorted({s.skill[t] if s.skill else "" for t in in_prison(s, x) if owner(t) == seat})
        for k in kinds:
            out += [Action("rescue", prison=x, to=p, **({"skill": k} if k else {})) for p in bases(s, seat)]
    return out


def rescue(s, seat, a) -> list:
    t = next(t for t in in_prison(s, a.prison) if owner(t) == seat and (not s.skill or s.skill[t] == a.skill))
    s.origin[t] = -1
    return move(s, [t], a.to, "rescued")


# --- the Rescue Mission (Raid on Entebbe) --------------------------------------------------------------------
CHALLENGE_FIELDS = ("offense", "defense", "planet", "colour", "invited_off", "invited_def", "allies_off",
                    "allies_def", "answer_queue", "answering", "answer_side", "point_queue", "point", "played",
                    "kicker", "face_up", "kicker_stage", "lost", "rewards", "flags", "deal", "success",
                    "agenda", "phase")

RAID_TASKS = (["launch"], ["raid_defend"], ["invite_off"], ["invite_def"], ["answers"], ["point", "answered"],
              ["escorts"], ["point", "sides_formed"], ["shields"], ["point", "allies_done"],
              ["point", "before_cards"], ["kickers"], ["cards"], ["point", "cards_chosen"], ["reveal"],
              ["point", "revealed"], ["resolve"], ["point", "resolved"], ["compensate"], ["rewards"],
              ["point", "after_losses"], ["raid_end"])


def begin_raid(s, raider) -> list:
    """Suspend the challenge in progress and start the Rescue Mission; raid_end brings it back."""
    s.suspended = {name: copy_json(getattr(s, name)) for name in CHALLENGE_FIELDS}
    s.offense, s.defense, s.planet, s.colour = raider, None, None, None
    s.invited_off, s.invited_def, s.allies_off, s.allies_def = [], [], [], []
    s.answer_queue, s.answering, s.answer_side = [], None, None
    s.point_queue, s.point = [], None
    s.played, s.kicker, s.face_up, s.kicker_stage = [None, None], [None, None], [False, False], 0
    s.lost, s.rewards, s.deal, s.success = [], [], None, False
    s.flags = {"raid": True}
    s.agenda = [list(t) for t in tasks_for(s, RAID_TASKS)]
    s.phase = None
    return [event("raid_started", seat=raider)]


def raid_defend_legal(s, seat) -> list:
    out = []
    if len(tokens_at(s, seat, DEFENSE)) < 4:
        out = [Action("raid_defend", planet=p, **o) for p in bases(s, seat) for o in free_options(s, seat, p)]
    return out + [Action("raid_defend_done")]


def t_raid_defend(s, task):
    if s.flags.get("raid_defended") or not bases(s, s.defense) or len(tokens_at(s, s.defense, DEFENSE)) >= 4:
        return [], False
    return [], "raid_defend"


def raid_action(s, seat, a) -> list:
    finish(s)
    if a.kind == "raid_defend_done":
        s.flags["raid_defended"] = True
        return []
    return move(s, [pick_free(s, seat, a.planet, a.get("skill"))], DEFENSE, "defends the Prison")


def settle_raid(s, winner) -> list:
    """[TEXT] Raid on Entebbe: the winner's side frees its own prisoners; the raider then takes the rest of
    the Prison and the defenders, or the defender imprisons the raiders."""
    events = []
    s.flags["winner"] = winner
    s.flags["lost_mark"] = len(s.lost)
    held = in_prison(s, s.defense)
    if winner == s.offense:
        side = [s.offense] + list(s.allies_off)
        for t in held:
            if owner(t) in side:
                events += receive_prisoner(s, t, owner(t), "rescued")
        rest = [t for t in in_prison(s, s.defense)]
        defenders = [t for x in [s.defense] + list(s.allies_def) for t in tokens_at(s, x, DEFENSE)]
        for t in rest:
            events += receive_prisoner(s, t, s.offense, "raided")
        events += _imprison_losers(s, defenders, s.offense, "raided")
        s.lost.extend(defenders)
        for x in side:
            events += return_home(s, tokens_at(s, x, CONE), "raid over")
    else:
        for a in s.allies_def:
            for t in held:
                if owner(t) == a:
                    events += receive_prisoner(s, t, a, "rescued")
        raiders = [t for x in [s.offense] + list(s.allies_off) for t in tokens_at(s, x, CONE)]
        events += _imprison_losers(s, raiders, s.defense, "raid repelled")
        s.lost.extend(raiders)
        for a in s.allies_def:
            n = len(tokens_at(s, a, DEFENSE))
            if n:
                s.rewards.append([a, n])
        for x in [s.defense] + list(s.allies_def):
            events += return_home(s, tokens_at(s, x, DEFENSE), "raid over")
    return events


def _imprison_losers(s, tokens, captor, reason) -> list:
    """The losing side's tokens go to the winner's Prison; those of an ally a Saboteur (Subversive) turned go to
    the Warp instead (as in a capture challenge, tokens.lose_tokens)."""
    turned = s.flags.get("warp_not_prison") or ()
    spared = [t for t in tokens if owner(t) in turned]
    events = move(s, spared, WARP, reason)
    for t in tokens:
        if t in spared:
            s.origin[t] = -1
        else:
            events += receive_prisoner(s, t, captor, reason)
    return events


def t_raid_end(s, task):
    events = discard_played(s)
    for x in range(s.seats):
        events += return_home(s, tokens_at(s, x, CONE) + tokens_at(s, x, DEFENSE), "raid over")
    for name, value in s.suspended.items():
        setattr(s, name, value)
    s.suspended = None
    s.phase = None
    events.append(event("raid_over"))
    winners = [x for x in range(s.seats) if external_bases(s, x) >= WIN_BASES]
    if winners:                       # a deal struck in the raid may have given the fifth base
        s.winners, s.phase, s.agenda = winners, "over", []
        events.append(event("game_over", winners=winners))
    return events, False
