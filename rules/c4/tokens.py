"""Token piles. Every token remembers whose it was, so a pile is a list of counts by origin seat
(pile[o] = how many of seat o's tokens are in it). Seats hold piles, so do the pot and some cards.

Unless a player chooses otherwise (token_choice.py), which token moves follows a fixed rule (our decision,
documented in rules.md): whoever receives a token picks one that does not match their own (better for
tie-break 1); whoever gives, loses or pays one parts with their own look first.
"""


def total(pile) -> int:
    return sum(pile)


def receive_order(seat: int, seats: int) -> list:
    """Origins a receiver prefers: the others' looks first (from the next seat on), their own last."""
    return [(seat + i) % seats for i in range(1, seats)] + [seat]


def part_order(seat: int, seats: int) -> list:
    """Origins a player parts with first: their own look, then the others' (from the next seat on)."""
    return [seat] + [(seat + i) % seats for i in range(1, seats)]


_RECEIVE, _PART = {}, {}


def receive_tuple(seat: int, seats: int) -> tuple:
    """receive_order as a shared tuple (made once per seat and table size: token steps use it often)."""
    order = _RECEIVE.get((seat, seats))
    if order is None:
        order = _RECEIVE[seat, seats] = tuple(receive_order(seat, seats))
    return order


def part_tuple(seat: int, seats: int) -> tuple:
    """part_order as a shared tuple."""
    order = _PART.get((seat, seats))
    if order is None:
        order = _PART[seat, seats] = tuple(part_order(seat, seats))
    return order


def move(src: list, dst: list, n: int, order) -> list:
    """Move up to n tokens from src to dst, choosing origins in `order`. Returns the moved origins
    (one entry per token) for the event."""
    if n == 1:   # the most common move, without the inner loop
        for origin in order:
            if src[origin] > 0:
                src[origin] -= 1
                dst[origin] += 1
                return [origin]
        return []
    moved = []
    for origin in order:
        while n > 0 and src[origin] > 0:
            src[origin] -= 1
            dst[origin] += 1
            moved.append(origin)
            n -= 1
        if n == 0:
            break
    return moved


def move_pick(src: list, dst: list, pick) -> list:
    """Move exactly the tokens of `pick` (counts by origin) from src to dst; the moved origins."""
    moved = []
    for origin, k in enumerate(pick):
        src[origin] -= k
        dst[origin] += k
        moved += [origin] * k
    return moved


def non_matching(pile, seat: int) -> int:
    """Tokens in a seat's pile that came from other players (the rules' "non matching" tokens)."""
    return sum(pile) - pile[seat]
