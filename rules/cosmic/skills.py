"""Skill Tokens (shared/seeds/002_2e835513983104fc.txt): every token carries E (Escort), L (Leader),
S (Shield) or W (Weapon), five of each per colour.

- Set-up: players arrange their tokens among their home planets freely, at least one per planet.
- Escorts: after alliances, clockwise once around from the offense, each player with tokens in the
  challenge may add Escorts from his bases to his side, beyond the limit of four (Titan/Macron: one).
- Leaders: a power works only with at least three active Leaders (on a base or in the challenge;
  state.active_leaders, roles.power_active).
- Shields and Weapons: once, after the Escorts, if the defensive side's Shields outnumber the offensive
  side's Weapons, the challenge ends with no winner: committed tokens go home and the turn passes.
- A token another player selects (Stalker/Assassin, Brute/Bully) may not be a Leader unless there is no
  other choice (state.chosen_by_other).
"""
from __future__ import annotations

from rules.core import Action, event

from .agenda import end_task, finish
from .roles import active_power, count_setter, power_with
from .state import CONE, DEFENSE, SKILLS, bases, clockwise_from, committed, home_planets, stone, tokens_at
from .tokens import move, return_home


def initial_skills(seats: int) -> list:
    """Each home planet starts with one token of each skill (20 tokens: 5 of each per colour)."""
    return [SKILLS[t % 4] for t in range(seats * 20)]


# --- set-up arrangement ------------------------------------------------------------------------------------
def t_arrange(s, task):
    if len(s.flags.get("arranged", [])) >= s.seats:
        return [], False
    return [], "arrange"


def arrange_actors(s) -> list:
    done = s.flags.get("arranged", [])
    return [x for x in range(s.seats) if x not in done]


def arrange_legal(s, seat) -> list:
    out = []
    for frm in home_planets(seat):
        here = tokens_at(s, seat, frm)
        if len(here) < 2:
            continue           # every home planet keeps at least one token
        for skill in sorted({s.skill[t] for t in here}):
            out += [Action("arrange", frm=frm, to=to, skill=skill) for to in home_planets(seat) if to != frm]
    return out + [Action("arrange_done")]


def arrange(s, seat, a) -> list:
    finish(s)
    if a.kind == "arrange_done":
        s.flags.setdefault("arranged", []).append(seat)
        return [event("arranged", seat=seat)]
    t = next(t for t in tokens_at(s, seat, a.frm) if s.skill[t] == a.skill)
    s.loc[t] = a.to
    return [event("tokens_moved", owner=seat, tokens=[t], frm=a.frm, to=a.to, count=1, reason="set-up")]


# --- Escorts ----------------------------------------------------------------------------------------------
def escort_side(s, seat):
    if seat == s.offense or seat in s.allies_off:
        return CONE
    if seat == s.defense or seat in s.allies_def:
        return DEFENSE
    return None


def own_colour(s, seat, tokens) -> list:
    """The seat's tokens that are of its own colour: not the Twin's (Symbiote's) second-colour ones, which are
    never called as Escorts nor counted as Shields or Weapons ([TEXT] Skill Tokens)."""
    p = power_with(s, seat, "second_colour")
    return tokens if p is None else [t for t in tokens if not p.second_colour(s, seat, t)]


def escorts_called(s, seat) -> int:
    return s.flags.get("escorts", {}).get(str(seat), 0)


def escort_quota(s, seat):
    """How many Escorts a Matchmaker (Crystal) decided this ally calls, or None."""
    return s.flags.get("escort_quota", {}).get(str(seat))


def escorts_available(s, seat) -> list:
    """Planets holding this seat's Escorts that may still be called (and the Haunt's ghosts)."""
    called = escorts_called(s, seat)
    quota = escort_quota(s, seat)
    if quota is not None and called >= quota:
        return []
    p = active_power(s, seat)
    if p is not None and p.commit_limit(s, seat) == 1 and called >= 1:
        return []           # the Titan (Macron) calls one Escort at most
    hard = stone(s)
    places = bases(s, seat) + (p.escort_places(s, seat) if p is not None else [])
    return [pl for pl in places if not (seat == s.defense and pl == s.planet)
            and any(s.skill[t] == "E" and t not in hard for t in own_colour(s, seat, tokens_at(s, seat, pl)))]


def t_escorts(s, task):
    if not s.skill:
        return [], False
    if "escort_queue" not in s.flags:
        s.flags["escort_queue"] = [x for x in clockwise_from(s, s.offense)
                                   if escort_side(s, x) is not None and committed(s, x)]
    queue = s.flags["escort_queue"]
    while queue:
        seat = queue[0]
        if escorts_available(s, seat):
            if escorts_called(s, seat) and escort_quota(s, seat) is None and seat not in (s.offense, s.defense):
                setter = count_setter(s, seat)
                if setter is not None:      # an ally called Escorts: the Matchmaker decides how many
                    s.agenda[:0] = [["power_task", s.powers[setter], setter, seat, "escorts"], task]
                    return [], False
            return [], "escorts"
        queue.pop(0)
    return [], False


def escort_legal(s, seat) -> list:
    out = [Action("escort", planet=p) for p in escorts_available(s, seat)]
    quota = escort_quota(s, seat)
    return out + ([Action("escort_done")] if quota is None or not out else [])


def escort(s, seat, a) -> list:
    finish(s)
    if a.kind == "escort_done":
        s.flags["escort_queue"].pop(0)
        return []
    hard = stone(s)
    t = next(t for t in own_colour(s, seat, tokens_at(s, seat, a.planet)) if s.skill[t] == "E" and t not in hard)
    counts = s.flags.setdefault("escorts", {})
    counts[str(seat)] = counts.get(str(seat), 0) + 1
    events = move(s, [t], escort_side(s, seat), "escort")
    if a.planet < 0:
        s.origin[t] = a.planet          # a ghost goes back to the ghosts, not to a base
    return events


# --- Shields against Weapons -------------------------------------------------------------------------------
def t_shields(s, task):
    if not s.skill:
        return [], False
    weapons = sum(1 for x in [s.offense] + s.allies_off for t in own_colour(s, x, tokens_at(s, x, CONE))
                  if s.skill[t] == "W")
    shields = sum(1 for t in own_colour(s, s.defense, tokens_at(s, s.defense, s.planet) +
                                        tokens_at(s, s.defense, DEFENSE)) if s.skill[t] == "S")
    shields += sum(1 for x in s.allies_def for t in own_colour(s, x, tokens_at(s, x, DEFENSE)) if s.skill[t] == "S")
    s.flags["shields"] = [shields, weapons, shields > weapons]
    events = [event("shields_weapons", shields=shields, weapons=weapons, stopped=shields > weapons)]
    if shields <= weapons:
        return events, False
    for x in range(s.seats):
        events += return_home(s, tokens_at(s, x, CONE) + tokens_at(s, x, DEFENSE), "shields hold")
    s.flags["aborted"] = True
    s.success = False
    s.agenda = [[end_task(s)]]
    return events, False
