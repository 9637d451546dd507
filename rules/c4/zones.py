"""Moving cards between a seat's zones: drawing (with the Visa rule), flipping, discarding, removing.
Each helper appends the events that say what happened; a face only the owner may see gets `seen_by`."""
from __future__ import annotations

from rules.core import event

from . import tokens
from .cards import CARDS


def refill_deck(s, seat, events) -> bool:
    """The Visa rule: an empty deck is made again by shuffling the discard pile. False if both are empty."""
    if s.deck[seat]:
        return True
    if not s.discard[seat]:
        return False
    s.deck[seat] = s.discard[seat]
    s.discard[seat] = []
    s.rng.shuffle(s.deck[seat])
    events.append(event("deck_reshuffled", seat=seat, cards=len(s.deck[seat])))
    return True


def draw(s, seat, n, events) -> list:
    drawn = []
    hand = s.hand[seat]
    for _ in range(n):
        deck = s.deck[seat]
        if not deck:
            if not refill_deck(s, seat, events):
                break
            deck = s.deck[seat]   # the reshuffled discard pile
        cid = deck.pop()
        hand.append(cid)
        drawn.append(cid)
    if drawn:
        keys = s.keys
        # event("cards_drawn", seen_by=[seat], ...) built directly: seen_by comes last
        events.append({"kind": "cards_drawn", "seat": seat, "cards": drawn, "keys": [keys[c] for c in drawn],
                       "count": len(drawn), "seen_by": [seat]})
    elif n:
        events.append(event("cards_drawn", seat=seat, cards=[], keys=[], count=0))
    return drawn


def flip(s, seat, events, quiet=False):
    """Flip the top card of a seat's deck face up for an attack (Visa rule applies). None if no card."""
    if not refill_deck(s, seat, events):
        if not quiet:
            events.append(event("no_card_to_flip", seat=seat))
        return None
    cid = s.deck[seat].pop()
    s.revealed[seat].append(cid)
    d = CARDS[s.keys[cid]]
    events.append({"kind": "card_flipped", "seat": seat, "card": cid, "key": d.key, "rps": d.rps})
    return cid


def leave_hand(s, seat, cid):
    s.hand[seat].remove(cid)
    s.known.discard(cid)


def discard_from_hand(s, seat, cid, events, reason):
    leave_hand(s, seat, cid)
    s.discard[seat].append(cid)
    events.append(event("card_discarded", seat=seat, card=cid, key=s.keys[cid], reason=reason))


def clear_card_tokens(s, cid, events):
    """Tokens on a card that leaves play go to the pot (they belong to nobody)."""
    pile = s.on_card.pop(cid, None)
    if pile and tokens.total(pile):
        moved = [o for o, k in enumerate(pile) for _ in range(k)]
        for o, k in enumerate(pile):
            s.pot[o] += k
        events.append(event("tokens_moved", verb="released", src={"zone": "card", "card": cid},
                            dst={"zone": "pot"}, tokens=moved, n=len(moved)))


def remove_from_play(s, cid, events, by=None, reason="removed"):
    seat = s.owner[cid]
    s.inplay[seat].remove(cid)
    clear_card_tokens(s, cid, events)
    s.discard[seat].append(cid)
    events.append(event("card_removed", seat=seat, card=cid, key=s.keys[cid], by=by, reason=reason))
