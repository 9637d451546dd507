"""Edicts: one-shot cards, each playable at fixed moments ([PROPOSAL] timings in data/rules.md).

Edicts are offered at the same decision points as powers (challenge.t_point): a seat holding a playable edict
is asked there, in the usual order. When an edict is played and another player holds a Countermand (Card
Zap), those players may cancel it first; there is no other answering ("no stack").

Our names for the classic edicts: Blackout (Cosmic Zap), Warp Gate (Mobius Tubes), Blight (Plague),
Barrier (Force Field), Calm (Emotion Control), Veto (Quash), Static Cloud (Ionic Gas), Countermand (Card Zap).
"""
from __future__ import annotations

from rules.core import Action, event

from . import cards as C
from .content import CARDS
from .powers.base import power_of, powers_at, powers_changing
from .roles import amplifier, main_order, power_active, power_holders, power_with
from .state import CONE, DEFENSE, WARP, bases, tokens_at, tokens_of
from .tokens import return_home

ALL_POINTS = ("start", "destiny", "aimed", "allies_done", "before_cards", "cards_chosen", "revealed",
              "resolved", "after_losses")
POINTS = {
    "cosmic_zap": ALL_POINTS,
    "mobius_tubes": ("start",),
    "plague": ("start",),
    "force_field": ("allies_done",),
    "emotion_control": ("revealed",),
    "quash": ("deal_accepted",),
    "ionic_gas": ("resolved",),
    "card_zap": (),            # only as an answer to another edict
}


# What a Flare does when it is played, works and is done with (flares/playing.py fills it: a Flare lies on the
# table and is answered like an edict, but the Flares come after this module).
FLARE_STEPS: dict = {}


def is_flare(card) -> bool:
    return CARDS[card]["type"] == "flare"


_EDICT_KEYS = tuple(c["key"] if c["type"] == "edict" else None for c in CARDS)   # asked at every window


def edict_key(card):
    return _EDICT_KEYS[card]


# The edict cards playable at each point: most hands hold none, found by one set test in C (asked at every window).
_CARDS_AT = {point: frozenset(card for card, key in enumerate(_EDICT_KEYS) if key and point in POINTS[key])
             for point in {p for points in POINTS.values() for p in points}}
_NONE = frozenset()


def _targets(s, seat, key) -> list:
    """The seats an edict with a target may name now (Blackout: players whose power works; Blight: anyone)."""
    if key == "cosmic_zap":
        return [x for x in power_holders(s) if x != seat]
    return [x for x in range(s.seats) if x != seat]


def _playable(s, seat, key) -> bool:
    """Whether the edict `key` may be played by `seat` now (at a point where it is timed)."""
    if key == "cosmic_zap":
        return any(x != seat and power_active(s, x) for x in range(s.seats))
    if key == "mobius_tubes":
        return seat == s.offense and WARP in s.loc
    if key == "plague":
        return s.seats > 1
    if key == "force_field":
        return bool(s.allies_off or s.allies_def)
    if key == "emotion_control":
        return bool(s.flags.get("attack_played"))
    if key == "ionic_gas":
        return s.flags.get("winner") is not None
    return True


def _keys_at(s, seat, point):
    """The distinct edicts in `seat`'s hand timed for this point, each with the first such card, in hand order."""
    seen = {}
    for card in s.hands[seat]:
        key = edict_key(card)
        if key is not None and key not in seen and point in POINTS[key]:
            seen[key] = card
    return seen.items()


def offers(s, seat, point) -> list:
    if _CARDS_AT.get(point, _NONE).isdisjoint(s.hands[seat]):
        return []
    out = []
    for key, card in _keys_at(s, seat, point):
        if not _playable(s, seat, key):
            continue
        if key in ("cosmic_zap", "plague"):
            out += [Action("edict", card=card, target=x) for x in _targets(s, seat, key)]
        else:
            out.append(Action("edict", card=card))
    return out


def any_offers(s, point) -> bool:
    """Whether any seat may play an edict at this point (as `offers` would say, seat by seat, but without
    making the actions): most windows find no playable edict in any hand by one set test per hand."""
    cards = _CARDS_AT.get(point)
    if not cards:
        return False
    hands = s.hands
    for x in range(s.seats):
        if not cards.isdisjoint(hands[x]):
            for key, _card in _keys_at(s, x, point):
                if _playable(s, x, key):
                    return True
    return False


def could_play(s, point) -> bool:
    """Whether an edict might be played at this point, from what everybody sees: an edict timed for it could
    be played now by a player holding cards (every game's deck has each edict; who holds one is hidden)."""
    keys = [key for key, points in POINTS.items() if point in points]
    return any(s.hands[x] and _playable(s, x, key) for key in keys for x in range(s.seats))


def respond_key(s) -> str:
    """The Countermand window of the edict waiting for answers: one name for it while it is open."""
    return f"{s.challenges}/respond/{s.flags['pending_edict'][1]}/{len(s.discard)}"


def play(s, seat, action) -> list:
    """Lay the edict down; a power that answers edicts (the Hypnotist) may act on it first, then holders of a
    Countermand may answer before it works."""
    s.hands[seat].remove(action.card)
    target = action.get("target")
    s.flags["pending_edict"] = [seat, action.card, target]
    if is_flare(action.card):
        FLARE_STEPS["begin"](s, seat, action)
        events = [event("flare_played", seat=seat, card=action.card, half=action.half, target=target)]
    else:
        events = [event("edict_played", seat=seat, card=action.card, key=edict_key(action.card), target=target)]
    # Everybody with cards is asked when anybody holds a Countermand: who is asked must not tell who has one.
    order = answer_order(s, seat)
    holders = [x for x in order if s.hands[x]]
    first = [x for x in order if power_answers(s, x)]       # powers are face up: public
    zap = holders if any(has_card_zap(s, x) for x in order) else []
    s.flags["answers"] = first + [x for x in zap if x not in first]
    asked = first + [x for x in holders if x not in first]
    # The moment itself is public, whoever holds a Countermand: a table at one screen shows it the same way
    # whether anybody is then asked or not (scenes/table/claims.py).
    if asked:
        events.append(event("window", key=respond_key(s), moment="respond", seats=asked))
    s.agenda.insert(0, ["respond"])
    return events


def power_answers(s, seat) -> bool:
    """Whether `seat`'s working power may act on the edict waiting for answers (a power with the pseudo-point
    "edict" in its `points`, such as the Hypnotist): public, powers are face up."""
    if powers_at("edict").isdisjoint(s.powers):
        return False
    if is_flare(s.flags["pending_edict"][1]):
        return False
    p = power_of(s.powers[seat])
    return bool(p and "edict" in p.points and power_active(s, seat) and p.offers(s, seat, "edict"))


def pending_key(s):
    """What the edict waiting for answers does: its own key, or the one a Hypnotist turned it into."""
    pending = s.flags["pending_edict"]
    if len(pending) > 3:
        return pending[3]
    return "flare" if is_flare(pending[1]) else edict_key(pending[1])


def answer_order(s, seat):
    return [x for x in main_order(s) if x != seat]


def has_card_zap(s, seat):
    return any(edict_key(c) == "card_zap" for c in s.hands[seat])


def card_zap_of(s, seat):
    return next(c for c in s.hands[seat] if edict_key(c) == "card_zap")


def resolve_pending(s, cancelled_by=None) -> list:
    """The edict just played works (as what a Hypnotist turned it into, if he did), or a Countermand cancels it;
    a working Amplifier (Force) may first change what it (or the Countermand) does: the edict then waits, still
    on the table, for task "edict_effect". The pending edict becomes [seat, card, target, key, cancelled_by]."""
    key = pending_key(s)
    seat, card, target = s.flags["pending_edict"][:3]
    s.flags.pop("answers", None)
    events = []
    if cancelled_by is not None:
        zap = card_zap_of(s, cancelled_by)
        s.hands[cancelled_by].remove(zap)
        events = [event("edict_cancelled", seat=cancelled_by, card=zap, cancelled=card)] + \
            C.discard(s, [zap], cancelled_by, "edict", "table")
        key = "card_zap"
    s.flags["pending_edict"] = [seat, card, target, key, cancelled_by]
    amp = amplifier(s, key, seat, target) if not is_flare(card) else None
    if amp is not None:
        s.flags["amplify"] = {"seat": amp, "key": key, "by": seat, "target": target, "mod": None}
        s.agenda.insert(0, ["edict_effect"])
        return events
    return events + edict_effect(s)


def t_effect(s, task):
    """The edict waits for the Amplifier's choice (phase "amplify"), then works."""
    amp = s.flags.get("amplify")
    if amp is not None and amp["mod"] is None and power_with(s, amp["seat"], "amplifies"):
        return [], "amplify"
    return edict_effect(s), False


def edict_effect(s) -> list:
    seat, card, target, key, cancelled_by = s.flags.pop("pending_edict")
    if is_flare(card):
        events = FLARE_STEPS["effect"](s, seat, card) if cancelled_by is None else []
        return events + FLARE_STEPS["dispose"](s, seat, card)
    amp = s.flags.pop("amplify", None)
    changed = amp is not None and amp["mod"] not in (None, "none") and power_with(s, amp["seat"], "amplifies")
    if cancelled_by is not None:
        if changed and amp["mod"] == "to_hand":
            s.hands[seat].append(card)
            return [event("card_returned", seat=seat, card=card)]
        return C.discard(s, [card], seat, "edict", "table")
    if changed:
        events = power_with(s, amp["seat"], "amplifies").amplified(s, amp["seat"], amp)
    else:
        events = EFFECTS[key](s, seat, target)
    return events + C.discard(s, [card], seat, "edict", "table")


# --- effects --------------------------------------------------------------------------------------------
def _cosmic_zap(s, seat, target):
    s.flags.setdefault("zapped", []).append(target)
    return [event("power_zapped", seat=seat, target=target)]


def _mobius_tubes(s, seat, target):
    events = []
    for x in range(s.seats):
        events += return_home(s, [t for t in tokens_of(x) if s.loc[t] == WARP], "warp gate")
    for x in range(s.seats):        # and what it does beyond the Warp (the Leech's slaves go free)
        if s.powers[x] in powers_changing("on_warp_gate"):
            events += power_of(s.powers[x]).on_warp_gate(s, x)
    return events


def _plague(s, seat, target, tokens=3):
    if bases(s, target):
        pay = s.flags.setdefault("pay", [])
        pay.append([target, tokens, "blight", None])
        s.agenda.insert(1, ["pay"])
    # [PROPOSAL] the victim discards his lowest attack and the first card of each other kind.
    hand = s.hands[target]
    gone = []
    for kind in ("attack", "compromise", "kicker", "edict"):
        of_kind = [c for c in hand if CARDS[c]["type"] == kind]
        if of_kind:
            pick = min(of_kind, key=lambda c: (CARDS[c].get("value", 0), c))
            hand.remove(pick)
            gone.append(pick)
    told = {} if tokens == 3 else {"tokens": tokens}
    return [event("blighted", seat=target, by=seat, **told)] + C.discard(s, gone, target, "blight")


def _force_field(s, seat, target, sides=("offense", "defense")):
    events = []
    if "offense" in sides:
        for a in s.allies_off:
            events += return_home(s, tokens_at(s, a, CONE), "barrier")
        s.allies_off = []
    if "defense" in sides:
        for a in s.allies_def:
            events += return_home(s, tokens_at(s, a, DEFENSE), "barrier")
        s.allies_def = []
    told = {} if len(sides) == 2 else {"sides": list(sides)}
    return events + [event("alliances_cancelled", seat=seat, **told)]


def _flag(name, kind):
    def effect(s, seat, target):
        s.flags[name] = True
        return [event(kind, seat=seat)]
    return effect


EFFECTS = {"cosmic_zap": _cosmic_zap, "mobius_tubes": _mobius_tubes, "plague": _plague,
           "force_field": _force_field, "emotion_control": _flag("calm", "attacks_calmed"),
           "quash": _flag("quashed", "deal_vetoed"), "ionic_gas": _flag("no_rewards", "rewards_cancelled")}
