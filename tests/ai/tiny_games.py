"""Very small games that each isolate one thing the AI must get right (fairness, information sets,
perfect-information fallback, the easy level's heuristic and rollouts), and a spy that catches a driver
reading the real state."""
import json

from rules.core import Action, Game, IllegalAction, Rng


class Box:
    """A plain state object: attributes only, cloned by copying them."""

    def __init__(self, **values):
        self.__dict__.update(values)


class TinyGame(Game):
    """Shared plumbing: states are Boxes of JSON values plus `rng`."""

    seat_counts = range(2, 3)

    def dump(self, s):
        d = {k: v for k, v in vars(s).items() if k != "rng"}
        d["rng"] = s.rng.dump()
        return json.loads(json.dumps(d))  # a deep copy: a dump never shares lists with the state

    def load(self, d):
        values = json.loads(json.dumps(d))
        values["rng"] = Rng.load(d["rng"])
        return Box(**values)

    def clone(self, s):
        return self.load(self.dump(s))

    def check(self, s, seat, action):
        if seat not in self.actors(s) or action not in self.legal_actions(s, seat):
            raise IllegalAction("That is not allowed now.")


class CoinGuess(TinyGame):
    """Seat 0 guesses a coin it cannot see; right wins, wrong loses. Reading the coin would win every time."""

    id = "coin_guess"

    def setup(self, seats, options, seed):
        rng = Rng(seed)
        return Box(coin=rng.below(2), guess=None, rng=rng)

    def actors(self, s):
        return [0] if s.guess is None else []

    def legal_actions(self, s, seat):
        return [Action("guess", side=0), Action("guess", side=1)] if seat in self.actors(s) else []

    def apply(self, s, seat, action):
        self.check(s, seat, action)
        s.guess = action.side
        return []

    def view(self, s, seat):
        return {"guess": s.guess, "coin": s.coin if s.guess is not None else None}

    def outcome(self, s):
        if s.guess is None:
            return None
        return {"winners": [0] if s.guess == s.coin else [1], "scores": [0, 0]}

    def sample_hidden(self, s, seat, rng):
        c = self.clone(s)
        if c.guess is None:
            c.coin = rng.below(2)
        return c


class PeekingCoinGuess(CoinGuess):
    """A broken game whose `sample_hidden` leaks the real coin: shows what cheating would look like."""

    def sample_hidden(self, s, seat, rng):
        return self.clone(s)


class Pennies(TinyGame):
    """Seat 0 lays a penny face down, then seat 1 lays one; seat 1 wins on a match, seat 0 otherwise.
    Seat 1 never sees seat 0's penny, so with fair information sets seat 0 is worth about one half."""

    id = "pennies"

    def setup(self, seats, options, seed):
        return Box(pennies=[None, None], rng=Rng(seed))

    def actors(self, s):
        if s.pennies[0] is None:
            return [0]
        if s.pennies[1] is None:
            return [1]
        return []

    def legal_actions(self, s, seat):
        return [Action("lay", side=0), Action("lay", side=1)] if seat in self.actors(s) else []

    def apply(self, s, seat, action):
        self.check(s, seat, action)
        s.pennies[seat] = action.side
        return []

    def view(self, s, seat):
        own = s.pennies[seat] if seat is not None else None
        return {"laid": [p is not None for p in s.pennies], "mine": own}

    def outcome(self, s):
        if None in s.pennies:
            return None
        return {"winners": [1] if s.pennies[0] == s.pennies[1] else [0]}

    def sample_hidden(self, s, seat, rng):
        c = self.clone(s)
        for i in range(2):
            if i != seat and c.pennies[i] is not None:
                c.pennies[i] = rng.below(2)
        return c


class Nim(TinyGame):
    """Take 1-3 counters from a pile; who takes the last wins. Nothing is hidden and there is no
    `sample_hidden`: the search must fall back to the clone of the true state. From 5, taking 1 wins."""

    id = "nim"
    perfect_information = True

    def setup(self, seats, options, seed):
        return Box(pile=options.get("pile", 5), turn=0, last=None, rng=Rng(seed))

    def actors(self, s):
        return [s.turn] if s.pile > 0 else []

    def legal_actions(self, s, seat):
        if seat not in self.actors(s):
            return []
        return [Action("take", n=n) for n in (1, 2, 3) if n <= s.pile]

    def apply(self, s, seat, action):
        self.check(s, seat, action)
        s.pile -= action.n
        s.last = seat
        s.turn = 1 - seat
        return []

    def view(self, s, seat):
        return {"pile": s.pile, "turn": s.turn}

    def outcome(self, s):
        return None if s.pile > 0 else {"winners": [s.last]}


class HiddenNim(Nim):
    """Nim that claims hidden information but cannot re-deal it: no fair search exists, so the AI falls
    back to the easy level."""

    perfect_information = False


class PickNumber(TinyGame):
    """Seat 0 picks a number 0..9 once; seat 1 then passes. The heuristic says bigger is better, and the
    outcome agrees (seat 0 wins with 7 or more), so the easy level must pick 9."""

    id = "pick_number"

    def setup(self, seats, options, seed):
        return Box(picked=None, passed=False, rng=Rng(seed))

    def actors(self, s):
        if s.picked is None:
            return [0]
        return [] if s.passed else [1]

    def legal_actions(self, s, seat):
        if seat not in self.actors(s):
            return []
        if seat == 0:
            return [Action("pick", n=n) for n in range(10)]
        return [Action("pass")]

    def apply(self, s, seat, action):
        self.check(s, seat, action)
        if seat == 0:
            s.picked = action.n
        else:
            s.passed = True
        return []

    def view(self, s, seat):
        return {"picked": s.picked, "passed": s.passed}

    def outcome(self, s):
        if not s.passed:
            return None
        return {"winners": [0] if s.picked >= 7 else [1]}

    def heuristic(self, s, seat):
        value = 0.5 if s.picked is None else s.picked / 9
        return value if seat == 0 else 1 - value

    def sample_hidden(self, s, seat, rng):
        return self.clone(s)


class PickNumberBlind(PickNumber):
    """The same without a heuristic: the easy level must find a winning number by rollouts."""

    heuristic = None


class Spy:
    """Wraps a game; records every call that passes the real state to anything but `legal_actions` or
    `sample_hidden` (the only fair uses), and every call after which the real state changed."""

    ALLOWED = ("legal_actions", "sample_hidden")

    def __init__(self, game, real_state):
        self._game = game
        self._real = real_state
        self._snapshot = game.dump(real_state)
        self.violations = []
        self.calls = []

    def __getattr__(self, name):
        target = getattr(self._game, name)
        if not callable(target):
            return target

        def watched(*args, **kwargs):
            self.calls.append(name)
            if name not in self.ALLOWED and any(a is self._real for a in args):
                self.violations.append(name)
            result = target(*args, **kwargs)
            if self._game.dump(self._real) != self._snapshot:
                self.violations.append(f"{name} changed the real state")
            return result
        return watched
