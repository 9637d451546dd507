"""Actions: small immutable, hashable records so the UI and bots can test `action in legal_actions`."""

MAX_PARAMS = 32          # a real action has a handful of parameters; more is garbage
MAX_NESTING = 4          # parameters are scalars or short tuples of scalars (a tuple of tuples at most)
SCALARS = (str, int, float, bool, type(None))


class Action:
    """An action is a kind plus named parameters, e.g. Action("place", card=12, slot="support2").

    Parameter values must be JSON scalars (str, int, float, bool, None) or tuples of them.
    Equality and hashing use the kind and the parameters, so two separately built actions compare equal.
    Equality is strict about types: `card=23.0` or `card=True` is not the legal `card=23` (or `card=1`), so
    `action in legal_actions` refuses a float or a bool where a whole number is meant.
    """

    # "__dict__": a parameter once looked up is kept there (see __getattr__); it is not made until then.
    __slots__ = ("kind", "params", "_hash", "__dict__")

    def __init__(self, kind: str, /, **params):
        self.kind = kind
        items = tuple(params.items())
        # Sorted by name, so the order they were given in does not matter (one parameter needs no sort).
        self.params = items = tuple(sorted(items)) if len(items) > 1 else items
        self._hash = hash((kind, items))

    def __getattr__(self, name):
        # Only reached for names that are neither slots, methods nor parameters read before: look the
        # parameter up and keep it in the instance's dict, so the next read of it is a plain attribute
        # read. (This way costs about twenty times more, as Python first fails the usual look-up; the
        # search reads the same shared actions' parameters again and again.) A name reaching here is
        # never a method's, so keeping it cannot hide one.
        for key, value in object.__getattribute__(self, "params"):
            if key == name:
                self.__dict__[name] = value
                return value
        raise AttributeError(f"action {self.kind!r} has no parameter {name!r}")

    def get(self, name, default=None):
        for key, value in self.params:
            if key == name:
                return value
        return default

    def __eq__(self, other):
        if not isinstance(other, Action):
            return False
        if self._hash != other._hash:
            return False   # equal actions hash alike: most candidates of `action in legal` stop here
        # The fast comparison first (most candidates differ there); types only for a match, since
        # Python's == calls 23 == 23.0 == True-ish values equal.
        return (self.kind == other.kind and type(self.kind) is type(other.kind)
                and self.params == other.params and _same_types(self.params, other.params))

    def __ne__(self, other):
        return not self.__eq__(other)

    def __reduce__(self):
        # Pickled as its kind and parameters, and hashed again where it is loaded: a string's hash differs from
        # one process to the next, so a carried `_hash` made an action from the table's worker process unequal
        # to the same legal action here.
        return _rebuilt, (self.kind, self.params)

    def __hash__(self):
        return self._hash

    def __repr__(self):
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params)
        return f"Action({self.kind!r}{', ' if inner else ''}{inner})"

    def encode(self) -> dict:
        out = {"kind": self.kind}
        for key, value in self.params:
            out[key] = _thaw(value)
        return out

    @classmethod
    def decode(cls, data) -> "Action":
        """The action of an encoded dict. Anything else (a non-text key, a parameter named 'kind' twice,
        objects, deep lists, too many parameters) is a ValueError with a message a person can read."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("an action must be an object with a text 'kind'")
        if len(data) > MAX_PARAMS + 1:
            raise ValueError(f"an action has at most {MAX_PARAMS} parameters")
        params = {}
        for key, value in data.items():
            if not isinstance(key, str) or not key:
                raise ValueError("an action's parameter names must be text")
            if key == "kind":
                continue
            params[key] = _freeze(value, 0)
        return cls(data["kind"], **params)


def _same_types(a, b) -> bool:
    """Whether two equal parameter tuples also hold values of the same types, all the way down."""
    for (_, x), (_, y) in zip(a, b):
        if type(x) is not type(y):
            return False
        if type(x) is tuple and not _same_values(x, y):
            return False
    return True


def _same_values(x: tuple, y: tuple) -> bool:
    for u, v in zip(x, y):
        if type(u) is not type(v):
            return False
        if type(u) is tuple and not _same_values(u, v):
            return False
    return True


def _freeze(value, depth: int):
    if isinstance(value, list):
        if depth >= MAX_NESTING:
            raise ValueError("action parameters nest too deep")
        return tuple(_freeze(v, depth + 1) for v in value)
    if isinstance(value, dict):
        raise ValueError("action parameters may not be objects")
    if isinstance(value, SCALARS):
        return value
    raise ValueError("action parameters must be text, numbers, true/false, null or lists of them")


def _thaw(value):
    return [_thaw(v) for v in value] if isinstance(value, tuple) else value


def _rebuilt(kind, params) -> Action:
    """An unpickled action (see Action.__reduce__)."""
    return Action(kind, **dict(params))
