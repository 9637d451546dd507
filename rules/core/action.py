"""Actions: small immutable, hashable records so the UI and bots can test `action in legal_actions`."""


class Action:
    """An action is a kind plus named parameters, e.g. Action("place", card=12, slot="support2").

    Parameter values must be JSON scalars (str, int, float, bool, None) or tuples of them.
    Equality and hashing use the kind and the parameters, so two separately built actions compare equal.
    """

    __slots__ = ("kind", "params", "_hash")

    def __init__(self, kind: str, **params):
        self.kind = kind
        self.params = tuple(sorted(params.items()))
        self._hash = hash((kind, self.params))

    def __getattr__(self, name):
        # Only reached for names that are not slots: look the parameter up.
        for key, value in object.__getattribute__(self, "params"):
            if key == name:
                return value
        raise AttributeError(f"action {self.kind!r} has no parameter {name!r}")

    def get(self, name, default=None):
        for key, value in self.params:
            if key == name:
                return value
        return default

    def __eq__(self, other):
        return isinstance(other, Action) and self.kind == other.kind and self.params == other.params

    def __hash__(self):
        return self._hash

    def __repr__(self):
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params)
        return f"Action({self.kind!r}{', ' if inner else ''}{inner})"

    def encode(self) -> dict:
        out = {"kind": self.kind}
        for key, value in self.params:
            out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def decode(cls, data) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("an action must be an object with a text 'kind'")
        params = {}
        for key, value in data.items():
            if key == "kind":
                continue
            params[key] = _freeze(value)
        return cls(data["kind"], **params)


def _freeze(value):
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        raise ValueError("action parameters may not be objects")
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise ValueError(f"action parameter of type {type(value).__name__} is not allowed")
