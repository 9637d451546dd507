"""Sealed Bids: a small fixture game with hidden information and chance, where skill clearly pays.

Each seat holds the bid cards 1..N. Every round one prize (1..N, from a shuffled face-down prize deck) is
turned up; all seats bid one card at the same time, face down; then the bids are shown, the single highest
bid takes the prize's value in points and a tie for highest throws the prize away. Bid cards are spent. After
N rounds the most points wins. Hidden: the order of the prize deck and a bid made but not yet shown.
A random bidder wastes high cards on low prizes; a thinking one saves them for the big prizes.
"""
from rules.core import Action, Game, IllegalAction, Rng, event, option


class BidsState:
    __slots__ = ("seats", "options", "rng", "hands", "bids", "prizes", "prize", "points")

    def __init__(self):
        self.seats = 0
        self.options = {}
        self.rng = None
        self.hands = []     # per seat, bid cards still held (sorted)
        self.bids = []      # per seat, the secret bid of this round or None
        self.prizes = []    # face-down prize deck, next prize last
        self.prize = None   # the prize on offer, None once the game is over
        self.points = []


class SealedBids(Game):
    id = "sealed_bids"
    title = "Sealed Bids"
    seat_counts = range(2, 4)

    def options(self):
        return {"cards": option("Cards", 5, [3, 4, 5, 6, 7])}

    def setup(self, seats, options, seed):
        self.check_seats(seats)
        s = BidsState()
        s.seats = seats
        s.options = self.resolve_options(options)
        s.rng = Rng(seed)
        n = s.options["cards"]
        s.hands = [list(range(1, n + 1)) for _ in range(seats)]
        s.bids = [None] * seats
        s.prizes = list(range(1, n + 1))
        s.rng.shuffle(s.prizes)
        s.prize = s.prizes.pop()
        s.points = [0] * seats
        return s

    def actors(self, s):
        if s.prize is None:
            return []
        return [i for i in range(s.seats) if s.bids[i] is None]

    def legal_actions(self, s, seat):
        if seat not in self.actors(s):
            return []
        return [Action("bid", card=c) for c in s.hands[seat]]

    def apply(self, s, seat, action):
        if seat not in self.actors(s):
            raise IllegalAction("You have already bid this round.")
        if action.kind != "bid" or action.get("card") not in s.hands[seat]:
            raise IllegalAction("You can only bid a card you hold.")
        s.hands[seat].remove(action.card)
        s.bids[seat] = action.card
        events = [event("bid_made", seen_by=[seat], seat=seat, card=action.card)]
        if all(b is not None for b in s.bids):
            top = max(s.bids)
            takers = [i for i, b in enumerate(s.bids) if b == top]
            if len(takers) == 1:
                s.points[takers[0]] += s.prize
            events.append(event("bids_shown", bids=list(s.bids), prize=s.prize,
                                taker=takers[0] if len(takers) == 1 else None))
            s.bids = [None] * s.seats
            s.prize = s.prizes.pop() if s.prizes else None
        return events

    def view(self, s, seat):
        return {"hand": list(s.hands[seat]) if seat is not None else None,
                "hands": [len(h) for h in s.hands], "spent": [sorted(set(range(1, s.options["cards"] + 1))
                                                                     - set(h) - {b}) for h, b in zip(s.hands, s.bids)],
                "bid_made": [b is not None for b in s.bids],
                "my_bid": s.bids[seat] if seat is not None else None,
                "prize": s.prize, "prizes_left": len(s.prizes), "points": list(s.points)}

    def outcome(self, s):
        if s.prize is not None:
            return None
        top = max(s.points)
        winners = [i for i, p in enumerate(s.points) if p == top]
        return {"winners": winners if len(winners) < s.seats else [], "scores": list(s.points)}

    def heuristic(self, s, seat):
        # Points ahead of the best other seat, plus half the bid cards held in reserve (unspent high cards
        # win later prizes), as a share of all prizes, mapped into [0, 1].
        n = s.options["cards"]
        total = n * (n + 1) // 2

        def worth(i):
            return s.points[i] + 0.5 * (sum(s.hands[i]) + (s.bids[i] or 0))
        ahead = worth(seat) - max(worth(i) for i in range(s.seats) if i != seat)
        return 0.5 + 0.5 * ahead / total

    def dump(self, s):
        return {"seats": s.seats, "options": dict(s.options), "rng": s.rng.dump(),
                "hands": [list(h) for h in s.hands], "bids": list(s.bids), "prizes": list(s.prizes),
                "prize": s.prize, "points": list(s.points)}

    def load(self, d):
        s = BidsState()
        s.seats = d["seats"]
        s.options = dict(d["options"])
        s.rng = Rng.load(d["rng"])
        s.hands = [list(h) for h in d["hands"]]
        s.bids = list(d["bids"])
        s.prizes = list(d["prizes"])
        s.prize = d["prize"]
        s.points = list(d["points"])
        return s

    def clone(self, s):
        c = BidsState()
        c.seats, c.options, c.rng = s.seats, s.options, s.rng.copy()
        c.hands = [list(h) for h in s.hands]
        c.bids = list(s.bids)
        c.prizes = list(s.prizes)
        c.prize = s.prize
        c.points = list(s.points)
        return c

    def sample_hidden(self, s, seat, rng):
        c = self.clone(s)
        rng.shuffle(c.prizes)                     # the prize order is unknown to everybody
        c.rng = Rng(rng.next_u64())               # so is the game's own future randomness
        for i in range(c.seats):
            if i != seat and c.bids[i] is not None:
                # Another seat's secret bid: any card it still held before bidding.
                pool = c.hands[i] + [c.bids[i]]
                c.bids[i] = pool.pop(rng.below(len(pool)))
                c.hands[i] = sorted(pool)
        return c

    def action_label(self, s, action, names=None):
        return f"Bid {action.card}"


GAME = SealedBids()
