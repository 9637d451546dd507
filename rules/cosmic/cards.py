"""Moving challenge cards: drawing (with reshuffles), random transfers between hands, discards (the played
cards after a challenge too)."""
from __future__ import annotations

from rules.core import event

from .content import CARDS, CHALLENGE_CARDS, HAND_SIZE
from .powers.base import powers_at, powers_changing
from .roles import active_power, power_active, power_with


def _refill_deck(s) -> list:
    if s.deck or not s.discard:
        return []
    s.deck = s.discard
    s.discard = []
    s.rng.shuffle(s.deck)
    return [event("deck_reshuffled", cards=len(s.deck))]


def draw(s, seat: int, n: int, reason: str) -> list:
    """Draw n cards from the deck into a hand; the discards are reshuffled when the deck runs out."""
    events, got = [], []
    for _ in range(max(0, n)):
        events += _refill_deck(s)
        if not s.deck:
            break
        got.append(s.deck.pop())
    s.hands[seat].extend(got)
    if got:
        events.append(event("cards_drawn", seen_by=[seat], seat=seat, cards=got, count=len(got),
                            reason=reason))
    return events


def take_random(s, frm: int, to: int, n: int, reason: str, cut: bool = True) -> list:
    """Move n cards chosen at random from one hand to another (all of them if there are too few). A working
    Racketeer (Extortionist) outside the two first takes one of those cards at random, before the receiver
    sees them (`cut` False: the caller lets the Racketeer take his cut later, see `cut_after`)."""
    hand = s.hands[frm]
    n = min(max(0, n), len(hand))
    if n == 0:
        return []
    picked = []
    for _ in range(n):
        picked.append(hand.pop(s.rng.below(len(hand))))
    events = []
    taker = racketeer(s, frm, to) if cut else None
    if taker is not None:
        card = picked.pop(s.rng.below(len(picked)))
        s.hands[taker].append(card)
        events = [event("power_used", seat=taker, power=s.powers[taker], detail="takes a cut", target=frm),
                  event("cards_taken", seen_by=[frm, taker], frm=frm, to=taker, cards=[card], count=1, reason="cut")]
        if not picked:
            return events
    s.hands[to].extend(picked)
    return events + [event("cards_taken", seen_by=[frm, to], frm=frm, to=to, cards=picked, count=len(picked),
                           reason=reason)]


def racketeer(s, frm: int, to: int):
    """The seat whose working power takes a cut of cards passing from `frm`'s hand to `to`'s, or None (the
    usual answer: no such power in the game)."""
    keys = powers_changing("takes_cut")
    if keys.isdisjoint(s.powers):
        return None
    for x, key in enumerate(s.powers):
        if key in keys and x not in (frm, to) and (p := power_with(s, x, "takes_cut")) and p.takes_cut(s, x):
            return x
    return None


def cut_after(s, passed) -> list:
    """The Racketeer's cut of a deal or a prisoner exchange, once its cards have all been handed over:
    `passed` lists [giver, receiver, card]; of the cards one giver handed one receiver, one chosen at random
    goes on from the receiver's hand to the Racketeer (the giver and the receiver have both seen it)."""
    events = []
    pairs: dict = {}
    for giver, receiver, card in passed:
        pairs.setdefault((giver, receiver), []).append(card)
    for (giver, receiver), cards in pairs.items():
        taker = racketeer(s, giver, receiver)
        cards = [c for c in cards if c in s.hands[receiver]]
        if taker is None or not cards:
            continue
        card = cards[s.rng.below(len(cards))]
        s.hands[receiver].remove(card)
        s.hands[taker].append(card)
        events += [event("power_used", seat=taker, power=s.powers[taker], detail="takes a cut", target=giver),
                   event("cards_taken", seen_by=[giver, receiver, taker], frm=receiver, to=taker, cards=[card],
                         count=1, reason="cut")]
    return events


def discard(s, cards: list, seat=None, reason: str = "", frm: str = "hand", slot=None) -> list:
    """Discard cards; edicts another player discards go to the Scavenger's (Vulch's) hand instead.
    `frm` says where the cards come from, so a table can move them from there: "hand" (`seat`'s hand),
    "played" or "kicker" (the challenge card or Kicker in `slot`, 0 offense, 1 defense), or "table" (an
    edict or Ruling laid down face up when it was played)."""
    cards = [c for c in cards if c is not None]
    if not cards:
        return []
    events = []
    where = {"frm": frm} if slot is None else {"frm": frm, "slot": slot}
    vulch = _scavenger(s)
    if vulch is not None and vulch != seat:
        salvaged = [c for c in cards if CARDS[c]["type"] == "edict"]
        if salvaged:
            cards = [c for c in cards if c not in salvaged]
            s.hands[vulch].extend(salvaged)
            events.append(event("power_used", seat=vulch, power="vulch", detail="salvages an edict",
                                cards=salvaged, owner=seat, **where))
    if cards:
        s.discard.extend(cards)
        events.append(event("cards_discarded", seat=seat, cards=list(cards), reason=reason, **where))
    return events


def _scavenger(s):
    if "vulch" not in s.powers:      # the usual answer, by one scan in C (asked at every discard)
        return None
    for x, key in enumerate(s.powers):
        if key == "vulch" and power_active(s, x):
            return x
    return None


def has_challenge_card(s, seat: int) -> bool:
    return not CHALLENGE_CARDS.isdisjoint(s.hands[seat])


def new_hand(s, seat: int) -> list:
    """A player who must play a challenge card and has none shows and discards his hand and draws a new
    one of seven ([PROPOSAL] for the classic rule); again if the new one has none, while cards remain."""
    events = []
    for _ in range(4):
        if has_challenge_card(s, seat):
            break
        old = s.hands[seat]
        s.hands[seat] = []
        events.append(event("new_hand", seat=seat, discarded=list(old)))
        events += discard(s, old, seat, "new hand")
        events += draw(s, seat, HAND_SIZE, "new hand")
    return events


def kickers_in_hand(s, seat: int) -> list:
    return [c for c in s.hands[seat] if CARDS[c]["type"] == "kicker"]


def discard_played(s) -> list:
    """After a challenge: the Mirror and the Pickpocket act, then played cards and Kickers are discarded."""
    events = []
    if s.flags.get("aborted"):
        return events
    for seat in (s.offense, s.defense):
        if seat is not None and s.powers[seat] in powers_at("after_challenge"):
            p = active_power(s, seat)
            if p:
                events += p.auto(s, seat, "after_challenge")
    for i in (0, 1):
        seat = s.offense if i == 0 else s.defense
        if s.played[i] is not None and s.played[i] >= 0:
            events += discard(s, [s.played[i]], seat, "played", "played", i)
        if s.kicker[i] is not None:
            events += discard(s, [s.kicker[i]], seat, "kicker", "kicker", i)
    s.played, s.kicker = [None, None], [None, None]
    return events
