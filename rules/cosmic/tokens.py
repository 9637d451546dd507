"""Moving tokens, with one event per move. Location codes: a planet index (>= 0), or WARP, CONE,
DEFENSE, REMOVED (see state.py). Losing tokens goes through `lose_tokens`, which applies the powers that
change where lost tokens go (Undying/Zombie, Abyss/Void)."""
from __future__ import annotations

from rules.core import event

from .content import TOKENS_PER_COLOUR
from .powers.base import power_of, powers_changing
from .roles import flare_sends_home, power_with
from .state import (CAPTIVE, CONE, DEFENSE, PRISON, REMOVED, WARP, aside, bases, captives_of, committed,
                    home_planets, owner, prison, tokens_at)


def move(s, tokens: list, to: int, reason: str) -> list:
    """Move tokens (grouped per owner and starting place) to a location."""
    if not tokens:
        return []
    if len(tokens) == 1:        # the usual move (one launch, one loss): one group, one event
        t = tokens[0]
        frm = s.loc[t]
        if frm >= 0 and to in (CONE, DEFENSE):
            s.origin[t] = frm
        s.loc[t] = to
        # The commonest event, made directly (as `event` makes it: the same keys in the same order).
        events = [{"kind": "tokens_moved", "owner": t // TOKENS_PER_COLOUR, "tokens": [t], "frm": frm, "to": to,
                   "count": 1, "reason": reason}]
    else:
        groups = {}
        for t in tokens:
            groups.setdefault((owner(t), s.loc[t]), []).append(t)
        events = []
        for (who, frm), ts in groups.items():
            for t in ts:
                if frm >= 0 and to in (CONE, DEFENSE):
                    s.origin[t] = frm
                s.loc[t] = to
            events.append({"kind": "tokens_moved", "owner": who, "tokens": ts, "frm": frm, "to": to,
                           "count": len(ts), "reason": reason})
    if min(s.loc) <= CAPTIVE and (to in (WARP, REMOVED) or PRISON - s.seats < to <= PRISON):
        # A Mould stack that leaves the board frees its captives into the Warp ([PROPOSAL]); a Leech's slaves
        # go to the Warp with their token, still its slaves, and are freed only when it leaves the game. Into a
        # Prison a Mould's or Leech's stack goes whole; captives held with the Wild Mould (a Flare) go to the Warp
        # (seed 001, Wild Fungus: "not in Prison").
        if to in (WARP, REMOVED):
            freed = [c for t in tokens for c in captives_of(s, t) if to == REMOVED or not keeps_captives(s, owner(t))]
        else:
            freed = [c for t in tokens if s.powers[owner(t)] not in powers_changing("captures_beaten_tokens")
                     for c in captives_of(s, t)]
        events += move(s, freed, WARP, "freed captives")
        for c in freed:
            s.origin[c] = -1
    return events


def keeps_captives(s, seat) -> bool:
    """Whether captives stuck to `seat`'s tokens stay stuck when those go to the Warp (the Leech's slaves)."""
    key = s.powers[seat]
    return key in powers_changing("keeps_captives") and power_of(key).keeps_captives(s, seat)


def home_spot(s, token: int) -> int:
    """Where a token going back to its owner's bases lands: the planet it came from (or its owner's pile set
    aside, for a ghost or an invisible token), or else the owner's first base, or else his first home planet
    ([PROPOSAL]: no decision for a return home). A planet another power keeps him off (the Reek's) is passed
    over; with nowhere left, the Warp."""
    o = s.origin[token]
    barred = barred_planets(s, owner(token))
    if o is not None and (o >= 0 or o == aside(owner(token))) and o not in barred:
        return o
    own = [p for p in bases(s, owner(token)) if p not in barred]
    if own:
        return own[0]
    return next((p for p in home_planets(owner(token)) if p not in barred), WARP)


def barred_planets(s, seat) -> set:
    """Planets `seat`'s tokens may not land on or go back to because of another player's power (the Reek's,
    Filth's); usually none."""
    keys = powers_changing("keeps_off")
    if keys.isdisjoint(s.powers):
        return _NONE
    out = set()
    for x, key in enumerate(s.powers):
        if key in keys and x != seat and (p := power_with(s, x, "keeps_off")):
            out |= p.keeps_off(s, x)
    return out


def barred_by(s, seat, planet):
    """The player whose power keeps `seat`'s tokens off `planet`, or None."""
    keys = powers_changing("keeps_off")
    if keys.isdisjoint(s.powers):
        return None
    for x, key in enumerate(s.powers):
        if key in keys and x != seat and (p := power_with(s, x, "keeps_off")) and planet in p.keeps_off(s, x):
            return x
    return None


def landing(s, planet, tokens) -> tuple:
    """Powers that act when tokens land on a planet (the Reek's, Filth's): (the tokens that land there, the
    events of what those powers did). Without such a power, all of them land."""
    keys = powers_changing("lands")
    if keys.isdisjoint(s.powers):
        return tokens, []
    events = []
    for x, key in enumerate(s.powers):
        if key in keys and (p := power_with(s, x, "lands")):
            tokens, done = p.lands(s, x, planet, tokens)
            events += done
    return tokens, events


_NONE = frozenset()


def return_home(s, tokens: list, reason: str) -> list:
    events = []
    by_spot: dict = {}
    for t in tokens:
        by_spot.setdefault(home_spot(s, t), []).append(t)
    for spot, ts in by_spot.items():
        events += move(s, ts, spot, reason)
    for t in tokens:
        s.origin[t] = -1
    return events


def receive_prisoner(s, token: int, receiver: int, reason: str) -> list:
    """A token handed to a player: his own go back to his bases (to the Warp if he has none); another
    colour goes into his Prison ([TEXT] Prisoners, treatment of prisoners)."""
    if owner(token) == receiver:
        if bases(s, receiver):
            s.origin[token] = -1
            return return_home(s, [token], reason)
        return move(s, [token], WARP, reason)
    return move(s, [token], prison(receiver), reason)


def lose_tokens(s, tokens: list, reason: str, beaten_by=None, captor=None) -> list:
    """Tokens lost. In a capture challenge (`captor`) they go to the captor's Prison, whatever the powers
    (except tokens a Saboteur turned: to the Warp). Otherwise tokens of an Undying (Zombie) owner go home,
    tokens beaten by a Mould (Fungus) main player stick to its tokens in the challenge (by a Leech, Vampire, one
    slave per token), tokens beaten by an Abyss (Void) main player leave the game, and the rest go to the
    Warp. `s.lost` records them all for this challenge (consolation counts them; the Medic and the Drain look
    at those that reached the Warp)."""
    if not tokens:
        return []
    events = []
    if captor is not None and s.flags.get("warp_not_prison"):
        # Tokens a Saboteur (Subversive) turned to the other side go to the Warp, not to a Prison (the Prisoners
        # notes: "Wild Subversive tokens go to the Warp, not Prison").
        spared = [t for t in tokens if owner(t) in s.flags["warp_not_prison"]]
        if spared:
            rest = [t for t in tokens if t not in spared]
            return lose_tokens(s, spared, reason) + lose_tokens(s, rest, reason, beaten_by, captor)
    if captor is not None:
        # Capture challenge: the losing tokens go to the winner's Prison; powers that act on tokens going
        # "to the Warp" (Undying, Abyss, Mould) do not apply ([TEXT] Prisoners). A Haunt's ghost called as
        # an Escort is never imprisoned: it goes back to the ghosts ([TEXT] Prisoners, Phantom).
        for t in tokens:
            o = owner(t)
            if s.origin[t] == aside(o) and (p := power_with(s, o, "sets_aside_lost_tokens")) and \
                    p.sets_aside_lost_tokens(s, o):
                events += move(s, [t], aside(o), reason)
                s.origin[t] = -1
                continue
            s.origin[t] = -1
            events += receive_prisoner(s, t, captor, reason)
        s.lost.extend(tokens)
        return events
    remover = power_with(s, beaten_by, "removes_beaten_tokens")
    removed = remover is not None and remover.removes_beaten_tokens(s, beaten_by)
    captor_power = power_with(s, beaten_by, "captures_beaten_tokens")
    holders = committed(s, beaten_by) if captor_power is not None and \
        captor_power.captures_beaten_tokens(s, beaten_by) else []
    room = captor_power.captive_room(s, beaten_by) if holders else None
    if room is not None:
        # Each holder takes captives up to its room (a Leech token holds one slave); the rest are not stuck.
        holders = [h for h in holders for _ in range(room - len(captives_of(s, h)))]
    # How many beaten tokens may stick: any number to a Mould's stacks, one per free holder for a Leech.
    most = 0 if not holders else len(holders) if room is not None else len(tokens)
    to_warp, to_home, to_void, stuck, to_aside = [], [], [], [], []
    for t in tokens:
        o = owner(t)
        if ((p := power_with(s, o, "returns_lost_tokens")) and p.returns_lost_tokens(s, o)) or flare_sends_home(s, o):
            to_home.append(t)
        elif (p := power_with(s, o, "sets_aside_lost_tokens")) and p.sets_aside_lost_tokens(s, o):
            to_aside.append(t)
        elif len(stuck) < most:
            stuck.append(t)
        elif removed:
            to_void.append(t)
        else:
            to_warp.append(t)
    if stuck:
        slaves = captor_power.keeps_captives(s, beaten_by)     # a Leech's (Vampire's) slaves, not a Mould's
        events.append(event("power_used", seat=beaten_by, power=s.powers[beaten_by],
                            detail="beaten tokens become its slaves" if slaves else
                            "beaten tokens stick to its tokens"))
        for i, t in enumerate(stuck):
            holder = holders[i % len(holders)]
            events.append(event("tokens_moved", owner=owner(t), tokens=[t], frm=s.loc[t], to=CAPTIVE - holder,
                                count=1, reason="enslaved" if slaves else "captured"))
            s.loc[t] = CAPTIVE - holder
            s.origin[t] = -1
    if to_home:
        events.append(event("power_used", seat=owner(to_home[0]), power=s.powers[owner(to_home[0])],
                            detail="tokens return home instead of the Warp"))
        events += return_home(s, to_home, reason)
    if to_aside:
        o = owner(to_aside[0])
        events.append(event("power_used", seat=o, power=s.powers[o], detail="lost tokens become ghosts"))
        events += move(s, to_aside, aside(o), reason)
        for t in to_aside:
            s.origin[t] = -1
    if to_void:
        events.append(event("power_used", seat=beaten_by, power=s.powers[beaten_by],
                            detail="beaten tokens leave the game"))
        events += move(s, to_void, REMOVED, reason)
    events += move(s, to_warp, WARP, reason)
    for t in to_warp:
        s.origin[t] = -1
    s.lost.extend(to_warp + to_void + stuck + to_aside)     # lost in this challenge (consolation counts them)
    return events


def from_warp_to_bases(s, seat: int, n: int, reason: str) -> list:
    """Up to n of a seat's tokens come back from the Warp to its bases."""
    ts = tokens_at(s, seat, WARP)[:max(0, n)]
    return return_home(s, ts, reason)


__all__ = ["CONE", "DEFENSE", "REMOVED", "WARP", "from_warp_to_bases", "home_spot", "lose_tokens", "move",
           "receive_prisoner", "return_home"]
