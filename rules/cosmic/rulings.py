"""Prisoner Rulings (option prisoners): played face up at fixed moments, then discarded ([PROPOSAL] for
"between challenges": the start window of a challenge, before the Warp is visited).

They are offered at the decision points like edicts, but they are not edicts: no Countermand answers them
and the Scavenger never takes them.

Our names for the seed's Rulings: Clemency (General Amnesty), Breakout (Jailbreak), Trade Day (Prisoner
Swap), Round-up (Take Prisoners), No Quarter (Victory or Death), Strike Team (Commando Raid), Rescue
Mission (Raid on Entebbe, prisoners.py), Fever (Prison Deaths).
"""
from __future__ import annotations

from rules.core import Action, event

from . import cards as C
from .agenda import finish
from .content import CARDS
from .prisoners import begin_raid
from .roles import amplifier, opponent, power_with
from .state import WARP, chosen_by_other, clockwise_from, owner, pick_token, prison, token_options
from .tokens import move, receive_prisoner

BEFORE_REVEAL = ("aimed", "allies_done", "before_cards", "cards_chosen")
ANY_TIME = ("start", "destiny", "aimed", "allies_done", "before_cards", "cards_chosen", "revealed", "resolved",
            "after_losses")
POINTS = {
    "general_amnesty": ("start",),
    "jailbreak": ("start",),
    "prisoner_swap": ("start",),
    "raid_on_entebbe": ("start",),
    "take_prisoners": BEFORE_REVEAL,
    "victory_or_death": BEFORE_REVEAL,
    "commando_raid": ("resolved",),
    "prison_deaths": ANY_TIME,
}


_RULING_KEYS = tuple(c["key"] if c["type"] == "ruling" else None for c in CARDS)   # asked at every window


def ruling_key(card):
    return _RULING_KEYS[card]


def all_prisoners(s) -> list:
    return [t for t, where in enumerate(s.loc) if prison(s.seats - 1) <= where <= prison(0)]


def prisons_with_tokens(s) -> list:
    return sorted({-10 - where for where in s.loc if prison(s.seats - 1) <= where <= prison(0)})


# The Rulings playable at each point: most hands hold none, found by one set test in C (asked at every window).
_CARDS_AT = {point: frozenset(card for card, key in enumerate(_RULING_KEYS) if key and point in POINTS[key])
             for point in {p for points in POINTS.values() for p in points}}
_NONE = frozenset()


def _playable(s, seat, key) -> bool:
    """Whether the Ruling `key` may be played by `seat` now (at a point where it is timed), from the board
    alone: who holds which card plays no part."""
    raid = s.flags.get("raid")
    if key in ("general_amnesty", "prison_deaths", "prisoner_swap"):
        return bool(all_prisoners(s))
    if key == "jailbreak":
        return bool(prisons_with_tokens(s))
    if key == "raid_on_entebbe":
        return s.seats > 1
    if key == "take_prisoners":
        return not raid and not s.flags.get("capture") and s.defense is not None
    if key == "victory_or_death":
        return not raid and bool(s.flags.get("capture"))
    if key == "commando_raid":
        winner = s.flags.get("winner")
        return winner is not None and not raid and bool(_commando_tokens(s, winner))
    return False


def offers(s, seat, point) -> list:
    if not s.options.get("prisoners") or _CARDS_AT.get(point, _NONE).isdisjoint(s.hands[seat]):
        return []
    out, seen = [], set()
    for card in s.hands[seat]:
        key = ruling_key(card)
        if key is None or key in seen or point not in POINTS[key]:
            continue
        seen.add(key)
        if not _playable(s, seat, key):
            continue
        if key == "jailbreak":
            out += [Action("ruling", card=card, target=x) for x in prisons_with_tokens(s)]
        elif key == "raid_on_entebbe":
            out += [Action("ruling", card=card, target=x) for x in range(s.seats) if x != seat]
        else:
            out.append(Action("ruling", card=card))
    return out


def could_play(s, point) -> bool:
    """Whether a Ruling might be played at this point, from what everybody sees: one of the game's Rulings
    timed for it could be played now by a player holding cards (whether anyone holds it is hidden)."""
    if not s.options.get("prisoners"):
        return False
    keys = {key for key, points in POINTS.items() if point in points}
    return any(s.hands[x] and _playable(s, x, key) for key in keys for x in range(s.seats))


def any_offers(s, point) -> bool:
    """Whether any seat may play a Ruling at this point (as `offers` would say, seat by seat)."""
    cards = _CARDS_AT.get(point)
    return bool(cards) and bool(s.options.get("prisoners")) and \
        any(offers(s, x, point) for x in range(s.seats) if not cards.isdisjoint(s.hands[x]))


def _commando_tokens(s, winner):
    loser = opponent(s, winner)
    side = [winner] + list(s.allies_off if winner == s.offense else s.allies_def)
    code = prison(loser)
    return [t for t, where in enumerate(s.loc) if where == code and owner(t) in side]


def play(s, seat, a) -> list:
    """Lay the Ruling down (it is discarded at once) and carry it out; a working Amplifier (Force) may first
    change what it does (task "ruling_effect")."""
    card = a.card
    key = ruling_key(card)
    s.hands[seat].remove(card)
    target = a.get("target")
    events = [event("ruling_played", seat=seat, card=card, key=key, target=target)]
    events += C.discard(s, [card], seat, "ruling", "table")
    amp = amplifier(s, key, seat, target)
    if amp is not None:
        s.flags["amplify"] = {"seat": amp, "key": key, "by": seat, "target": target, "mod": None}
        s.agenda.insert(0, ["ruling_effect"])
        return events
    return events + effect(s, seat, key, target)


def t_effect(s, task):
    """The Ruling waits for the Amplifier's choice (phase "amplify"), then works."""
    amp = s.flags["amplify"]
    if amp["mod"] is None and power_with(s, amp["seat"], "amplifies"):
        return [], "amplify"
    s.flags.pop("amplify")
    p = power_with(s, amp["seat"], "amplifies")
    if amp["mod"] not in (None, "none") and p is not None:
        return p.amplified(s, amp["seat"], amp), False
    return effect(s, amp["by"], amp["key"], amp["target"]), False


def effect(s, seat, key, target) -> list:
    """What the Ruling `key` played by `seat` does."""
    events = []
    if key == "general_amnesty":
        for t in all_prisoners(s):
            events += receive_prisoner(s, t, owner(t), "amnesty")
    elif key == "jailbreak":
        code = prison(target)
        for t in [t for t, where in enumerate(s.loc) if where == code]:
            events += receive_prisoner(s, t, owner(t), "breakout")
    elif key == "take_prisoners":
        s.flags["capture"] = True
        s.flags.pop("captives", None)           # (an Amplifier's earlier change no longer holds)
        events.append(event("capture_changed", capture=True))
    elif key == "victory_or_death":
        s.flags["capture"] = False
        s.flags.pop("captives", None)
        events.append(event("capture_changed", capture=False))
    elif key == "commando_raid":
        for t in _commando_tokens(s, s.flags["winner"]):
            events += receive_prisoner(s, t, owner(t), "strike team")
    elif key == "prison_deaths":
        s.flags["deaths"] = {"by": seat, "colours": sorted({owner(t) for t in all_prisoners(s)})}
        s.agenda.insert(0, ["deaths"])
    elif key == "prisoner_swap":
        s.flags["swap"] = {"queue": clockwise_from(s, seat), "offer": None}
        s.agenda.insert(0, ["swap"])
    elif key == "raid_on_entebbe":
        events += begin_raid(s, seat)
        s.defense = target
        s.planet = prison(target)
        events.append(event("cone_aimed", seat=seat, planet=s.planet, defender=target, prison=True))
    return events


# --- Fever (Prison Deaths): one prisoner of each colour to the Warp, picked by the player ------------------
def t_deaths(s, task):
    d = s.flags.get("deaths")
    while d and d["colours"]:
        if death_choices(s):
            return [], "deaths"
        d["colours"].pop(0)
    s.flags.pop("deaths", None)
    return [], False


def death_choices(s) -> list:
    d = s.flags["deaths"]
    colour = d["colours"][0]
    places = [prison(x) for x in range(s.seats)]
    if colour == d["by"]:
        opts = [(p, o) for p in places for o in token_options(s, colour, p)]
    else:
        opts = chosen_by_other(s, colour, places)
    return [Action("execute", prison=-10 - p, **o) for p, o in opts]


def execute(s, seat, a) -> list:
    finish(s)
    d = s.flags["deaths"]
    colour = d["colours"].pop(0)
    t = pick_token(s, colour, prison(a.prison), a.get("skill"))
    s.origin[t] = -1
    return move(s, [t], WARP, "fever")


# --- Trade Day (Prisoner Swap) -------------------------------------------------------------------------------
def t_swap(s, task):
    sw = s.flags.get("swap")
    while sw["offer"] is None and sw["queue"]:
        if swap_offers(s, sw["queue"][0]):
            return [], "swap"
        sw["queue"].pop(0)
    if sw["offer"] is not None:
        return [], "swap"
    s.flags.pop("swap")
    return [], False


def swap_actors(s) -> list:
    sw = s.flags["swap"]
    return [sw["offer"][0]] if sw["offer"] is not None else [sw["queue"][0]]


def _kinds(s, holder):
    code = prison(holder)
    return sorted({(owner(t), s.skill[t] if s.skill else "") for t, where in enumerate(s.loc) if where == code})


def swap_offers(s, seat) -> list:
    mine = _kinds(s, seat)
    if not mine:
        return []
    out = []
    for x in range(s.seats):
        if x == seat:
            continue
        for gc, gk in mine:
            for tc, tk in _kinds(s, x):
                extra = {}
                if gk:
                    extra = {"give_skill": gk, "take_skill": tk}
                out.append(Action("swap_offer", to=x, give=gc, take=tc, **extra))
    return out


def swap_legal(s, seat) -> list:
    sw = s.flags["swap"]
    if sw["offer"] is not None:
        return [Action("swap_accept"), Action("swap_reject")]
    return swap_offers(s, seat) + [Action("swap_pass")]


def swap_action(s, seat, a) -> list:
    finish(s)
    sw = s.flags["swap"]
    if a.kind == "swap_pass":
        sw["queue"].pop(0)
        return []
    if a.kind == "swap_offer":
        sw["offer"] = [a.to, seat, a.give, a.get("give_skill") or "", a.take, a.get("take_skill") or ""]
        return [event("swap_offered", seat=seat, to=a.to, give=a.give, take=a.take)]
    target, proposer, gc, gk, tc, tk = sw["offer"]
    sw["offer"] = None
    sw["queue"].pop(0)
    if a.kind == "swap_reject":
        return [event("swap_rejected", seat=seat)]
    give = next(t for t, w in enumerate(s.loc) if w == prison(proposer) and owner(t) == gc
                and (not gk or s.skill[t] == gk))
    take = next(t for t, w in enumerate(s.loc) if w == prison(target) and owner(t) == tc
                and (not tk or s.skill[t] == tk))
    return [event("swap_accepted", seat=seat)] + receive_prisoner(s, give, target, "swap") + \
        receive_prisoner(s, take, proposer, "swap")
