"""A small seeded generator of our own (splitmix64), so a seed and a list of actions replay a game
exactly on every Python version. Its whole state is one integer that lives in the game state."""

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        # Seeds may be any integer; fold them into 64 bits so negative or huge seeds work too.
        self.state = seed & MASK64

    def next_u64(self) -> int:
        self.state = s = (self.state + GOLDEN) & MASK64
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n); rejection sampling keeps it unbiased."""
        if n <= 0:
            raise ValueError("Rng.below needs a positive bound")
        if n & (n - 1) == 0:
            return self.next_u64() & (n - 1)
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next_u64()
            if r < limit:
                return r % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi], both ends included (a k6 is randint(1, 6))."""
        return lo + self.below(hi - lo + 1)

    def choice(self, seq):
        if not seq:
            raise IndexError("Rng.choice from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, seq, k: int) -> list:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def spawn(self) -> "Rng":
        """An independent generator seeded from this one (for searches that must not disturb the game)."""
        return Rng(self.next_u64())

    def copy(self) -> "Rng":
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    # JSON numbers above 2**53 are not safe in every reader, so the state is saved as hex text.
    def dump(self) -> str:
        return format(self.state, "016x")

    @classmethod
    def load(cls, text: str) -> "Rng":
        if not isinstance(text, str) or len(text) != 16:
            raise ValueError("generator state must be 16 hex digits")
        r = cls.__new__(cls)
        r.state = int(text, 16)
        return r

    def __eq__(self, other):
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self):
        return f"Rng(state=0x{self.state:016x})"
