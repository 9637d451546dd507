"""Negotiations: deals (compromise against compromise, and the Envoy's three-way deal) and the prisoner
exchange. One gesture is one action: the proposer builds a draft item by item, then offers it; the others
answer in order, and it stands when all accept.

Items: ["cards", giver, receiver, card] (one card), ["base", receiver, planet] (deals only, one per
receiver), ["prisoner", giver, receiver, colour, skill] (one token of that colour, and skill with Skill
Tokens, from the giver's Prison).
- In a deal a player gives cards he chooses from his own hand (classic deals): the proposer names the cards
  he gives himself (`card` >= 0); a card another party is to give is "one of his choice" (`card` -1), and
  once the deal is agreed that party picks it (task deal_exec, phase "deal_give").
- In a prisoner exchange cards are only ever drawn at random (card -1): [TEXT] Prisoners, "offers of, or
  demands for, specific cards or types of cards are not permitted".

[PROPOSAL] procedure (the table's clock ends a deal with `time_up`; the engine has no clock):
- deal: the parties propose in turn, offense first, each at most three times; `deal_pass` gives up a turn.
  No agreement: each main player loses three tokens (times the other's Kicker), or with the Envoy each of
  the three loses three. In a capture challenge the lost tokens go to the opponent's Prison (with the Envoy:
  to the Prison of the party on his right).
- exchange ([TEXT] Prisoners): the defensive player proposes first, then, if he did not propose or his
  proposal was rejected, the offensive player; one proposal each; at least one prisoner must move. The
  15 seconds per proposal are the table's: `time_up` then counts as no proposal (or, answering, a refusal).
  With a Contrarian in play an answer to an exchange proposal is held for a moment (held.py) before it takes
  effect (`answered`, from t_negotiate): the Contrarian may reverse it.
"""
from __future__ import annotations

from rules.core import Action, event

from . import cards as C
from . import held
from .agenda import finish
from .content import DEAL_FAIL_LOSS, card_key
from .kickers import deal_penalty
from .roles import flare_deal_loss, side_index
from .state import CONE, DEFENSE, bases, home_planets, owner, prison, tokens_at
from .tokens import from_warp_to_bases, landing, move, receive_prisoner, return_home

MAX_PROPOSALS = 3


def begin(s, kind: str, parties: list) -> list:
    s.deal = {"kind": kind, "parties": list(parties), "turn": 0, "draft": [], "offered": False,
              "answers": [], "made": [0] * len(parties), "over": False, "accepted": None}
    s.agenda.insert(0, ["negotiate"])
    return [event("negotiation_started", what=kind, parties=list(parties))]


def begin_deal(s, envoy=None) -> list:
    """Compromise meets compromise (or the Envoy intervenes): allies go home, the negotiation opens."""
    events = []
    for a in s.allies_off:
        events += return_home(s, tokens_at(s, a, CONE), "ally returns")
    for a in s.allies_def:
        events += return_home(s, tokens_at(s, a, DEFENSE), "ally returns")
    events += return_home(s, tokens_at(s, s.defense, DEFENSE), "returns")
    parties = [s.offense, s.defense] + ([envoy] if envoy is not None else [])
    return events + begin(s, "deal", parties)


def limit(d) -> int:
    return 1 if d["kind"] == "exchange" else MAX_PROPOSALS


def t_negotiate(s, task):
    d = s.deal
    events = []
    answer = held.release(s, "exchange")    # an exchange answer the Contrarian could reverse (held.py)
    if answer is not None:
        events = answered(s, d["answers"][0], answer)
    if d["over"]:
        return events, False
    if not d["offered"] and min(d["made"]) >= limit(d):
        if d["kind"] == "deal":
            return events + fail(s, "no more proposals"), False
        d["over"] = True
        return events + [event("exchange_ended", traded=False)], False
    return events, "negotiate"


def actors(s) -> list:
    d = s.deal
    return [d["answers"][0]] if d["offered"] else [d["parties"][d["turn"]]]


def _pledged(d, kind, giver):
    return [i for i in d["draft"] if i[0] == kind and i[1] == giver]


def card_of(item) -> int:
    """The card a "cards" item names, or -1 (the giver's choice in a deal, a random card in an exchange)."""
    return item[3] if len(item) > 3 else -1


def named_cards(d, giver) -> set:
    """Cards the giver has named in the draft or the agreed deal."""
    items = d["accepted"] if d.get("accepted") else d["draft"]
    return {card_of(i) for i in items if i[0] == "cards" and i[1] == giver and card_of(i) >= 0}


def distinct_cards(s, cards) -> list:
    """One card of each kind (two Attack 8s are the same choice), in hand order."""
    seen, out = set(), []
    for c in cards:
        name = card_key(c)
        if name not in seen:
            seen.add(name)
            out.append(c)
    return out


def legal(s, seat) -> list:
    d = s.deal
    if d["offered"]:
        return [Action("accept"), Action("reject"), Action("time_up")]
    parties = d["parties"]
    out = []
    for giver in parties:
        if len(_pledged(d, "cards", giver)) >= len(s.hands[giver]):
            continue
        others = [r for r in parties if r != giver]
        if d["kind"] == "deal" and giver == seat:
            free = [c for c in s.hands[giver] if c not in named_cards(d, giver)]
            out += [Action("deal_cards", giver=giver, receiver=r, card=c) for c in distinct_cards(s, free)
                    for r in others]
        else:
            out += [Action("deal_cards", giver=giver, receiver=r) for r in others]
    if d["kind"] == "deal":
        has_base = {i[1] for i in d["draft"] if i[0] == "base"}
        for r in parties:
            if r in has_base or (r != s.offense and not bases(s, r)):
                continue
            out += [Action("deal_base", receiver=r, planet=p) for x in parties if x != r for p in home_planets(x)]
    if s.options.get("prisoners"):
        for giver in parties:
            for colour, skill in _prisoner_kinds(s, d, giver):
                out += [Action("deal_prisoner", giver=giver, receiver=r, colour=colour, **skill)
                        for r in parties if r != giver]
    if _valid(d):
        out.append(Action("deal_offer"))
    return out + [Action("deal_pass"), Action("time_up")]


def _prisoner_kinds(s, d, giver):
    """(colour, skill params) of prisoners in the giver's Prison not yet pledged in the draft."""
    left = {}
    for t in tokens_in_prison(s, giver):
        key = (owner(t), s.skill[t] if s.skill else "")
        left[key] = left.get(key, 0) + 1
    for i in _pledged(d, "prisoner", giver):
        left[(i[3], i[4])] -= 1
    return [(c, {"skill": k} if k else {}) for (c, k), n in sorted(left.items()) if n > 0]


def tokens_in_prison(s, seat) -> list:
    code = prison(seat)
    return [t for t, where in enumerate(s.loc) if where == code]


def _valid(d) -> bool:
    if not d["draft"]:
        return False
    return d["kind"] != "exchange" or any(i[0] == "prisoner" for i in d["draft"])


def _next_turn(d):
    d["made"][d["turn"]] += 1
    d["draft"], d["offered"], d["answers"] = [], False, []
    for step in range(1, len(d["parties"]) + 1):
        k = (d["turn"] + step) % len(d["parties"])
        if d["made"][k] < limit(d):
            d["turn"] = k
            return


def perform(s, seat, a) -> list:
    d = s.deal
    finish(s)
    if a.kind == "deal_cards":
        d["draft"].append(["cards", a.giver, a.receiver, a.get("card", -1)])
    elif a.kind == "deal_base":
        d["draft"].append(["base", a.receiver, a.planet])
    elif a.kind == "deal_prisoner":
        d["draft"].append(["prisoner", a.giver, a.receiver, a.colour, a.get("skill") or ""])
    elif a.kind == "deal_offer":
        d["offered"] = True
        d["answers"] = [x for x in d["parties"] if x != seat]
        return [event("deal_offered", seat=seat, what=d["kind"], draft=[list(i) for i in d["draft"]])]
    elif a.kind == "deal_pass":
        _next_turn(d)
        return [event("deal_passed", seat=seat)]
    elif a.kind in ("accept", "reject"):
        if d["kind"] == "exchange":
            told = held.hold(s, "exchange", seat, a.kind)
            if told is not None:
                return told
        return answered(s, seat, a.kind)
    else:                                   # time_up
        if d["kind"] == "deal":
            return fail(s, "time is up")
        # In an exchange the clock runs per proposal: a proposer out of time made no proposal, a responder
        # out of time has refused it; either way the other main player may still propose.
        _next_turn(d)
        return [event("deal_passed", seat=seat, reason="time is up")]
    return [event("deal_item", seat=seat, item=list(d["draft"][-1]), what=d["kind"])]


def answered(s, seat, answer) -> list:
    """The answer (accept or reject) to the proposal on the table takes effect."""
    d = s.deal
    if answer == "reject":
        _next_turn(d)
        return [event("deal_rejected", seat=seat)]
    d["answers"].pop(0)
    events = [event("deal_accepted", seat=seat)]
    if not d["answers"]:
        events += _agreed(s)
    return events


def _agreed(s) -> list:
    d = s.deal
    d["over"] = True
    d["accepted"] = [list(i) for i in d["draft"]]
    if d["kind"] == "exchange":
        return carry_out(s, d["accepted"]) + [event("exchange_ended", traded=True)]
    # A Veto edict may still void an agreed deal (point deal_accepted) before it is carried out.
    s.agenda[1:1] = [["point", "deal_accepted"], ["deal_exec"]]
    return []


def t_deal_exec(s, task):
    d = s.deal
    events = []
    if "to_give" not in d:              # first run: the deal stands unless a Veto voided it
        if s.flags.get("quashed"):
            d["over"] = False
            return fail(s, "vetoed"), False
        s.success = True
        d["to_give"] = [[i[1], i[2]] for i in d["accepted"] if i[0] == "cards" and card_of(i) < 0]
        events.append(event("deal_made", draft=d["accepted"]))
    while d["to_give"] and not give_choices(s, d["to_give"][0][0]):
        d["to_give"].pop(0)             # nothing left to give
    if d["to_give"]:
        return events, "deal_give"
    return events + carry_out(s, d["accepted"]), False


def give_choices(s, giver) -> list:
    """Cards the giver may still hand over as "a card of his choice" (not the ones he named)."""
    named = named_cards(s.deal, giver)
    return distinct_cards(s, [c for c in s.hands[giver] if c not in named])


def give_actors(s) -> list:
    return [s.deal["to_give"][0][0]]


def give_legal(s, seat) -> list:
    return [Action("deal_give", card=c) for c in give_choices(s, seat)]


def give(s, seat, a) -> list:
    """The giver hands over the card he chose (seen by the two of them)."""
    finish(s)
    receiver = s.deal["to_give"].pop(0)[1]
    s.hands[seat].remove(a.card)
    s.hands[receiver].append(a.card)
    s.deal.setdefault("passed", []).append([seat, receiver, a.card])     # (for a Racketeer's cut)
    return [event("cards_given", seen_by=[seat, receiver], frm=seat, to=receiver, cards=[a.card], count=1)]


def carry_out(s, draft) -> list:
    events = []
    passed = s.deal.setdefault("passed", [])     # every card handed over, for a Racketeer's cut
    for item in draft:
        if item[0] != "cards":
            continue
        card = card_of(item)
        if card < 0:
            if s.deal["kind"] == "exchange":
                taken = C.take_random(s, item[1], item[2], 1, "exchange", cut=False)
                events += taken
                passed += [[item[1], item[2], c] for ev in taken for c in ev["cards"]]
        elif card in s.hands[item[1]]:
            s.hands[item[1]].remove(card)
            s.hands[item[2]].append(card)
            passed.append([item[1], item[2], card])
            events.append(event("cards_given", frm=item[1], to=item[2], cards=[card], count=1))
    events += C.cut_after(s, passed)
    for item in draft:
        if item[0] == "prisoner":
            giver, receiver, colour, skill = item[1:]
            t = next(t for t in tokens_in_prison(s, giver)
                     if owner(t) == colour and (not skill or s.skill[t] == skill))
            events += receive_prisoner(s, t, receiver, "traded")
    landed = False
    for item in draft:
        if item[0] != "base":
            continue
        receiver, planet = item[1], item[2]
        had = planet in bases(s, receiver)      # then the deal only adds a token to a base he has
        if receiver == s.offense and planet == s.planet:
            cone, done = landing(s, planet, tokens_at(s, s.offense, CONE))     # (the Reek makes room)
            events += done + move(s, cone, planet, "deal base")
            for t in cone:
                s.origin[t] = -1
            landed = bool(cone)
        else:
            own = bases(s, receiver)
            if not own:
                continue
            # [PROPOSAL] the token comes from the receiver's biggest base.
            src = max(own, key=lambda p: (len(tokens_at(s, receiver, p)), -p))
            token, done = landing(s, planet, [tokens_at(s, receiver, src)[0]])
            events += done + move(s, token, planet, "deal base")
        events.append(event("base_established", planet=planet, seats=[receiver], **({"already": True} if had else {})))
    if s.deal["kind"] == "deal" and not landed:
        events += return_home(s, tokens_at(s, s.offense, CONE), "returns")
    return events


def fail(s, why) -> list:
    d = s.deal
    d["over"] = True
    parties = d["parties"]
    events = [event("deal_failed", reason=why, parties=list(parties))]
    events += return_home(s, tokens_at(s, s.offense, CONE), "returns")
    capture = bool(s.flags.get("capture")) and not s.flags.get("deal_to_warp")    # (a Flare's deal: the Warp)
    pay = []
    if len(parties) == 2:
        for seat in parties:
            other = parties[1] if seat == parties[0] else parties[0]
            n = flare_deal_loss(s, seat, deal_penalty(DEAL_FAIL_LOSS, s.kicker[side_index(s, other)]))
            if n > 0:
                pay.append([seat, n, "failed deal", other if capture else None])
            elif n < 0:
                events.append(event("tokens_from_warp", seat=seat, count=-n, reason="negative kicker"))
                events += from_warp_to_bases(s, seat, -n, "negative kicker")
    else:
        for seat in parties:
            pay.append([seat, DEAL_FAIL_LOSS, "failed deal", _right_of(s, seat, parties) if capture else None])
    if why == "vetoed" and s.flags.get("quashed") == "no_losses":
        pay = []                            # the Amplifier's Veto: the voided deal costs nobody tokens
    s.flags["pay"] = pay
    s.agenda.insert(1 if s.agenda and s.agenda[0] == ["negotiate"] else 0, ["pay"])
    return events


def _right_of(s, seat, parties):
    """The party nearest on the seat's right (counter-clockwise)."""
    for step in range(1, s.seats):
        x = (seat - step) % s.seats
        if x in parties:
            return x
    return None
