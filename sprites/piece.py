"""What every placed piece (card, token) shares: a position and a checked highlight state."""


class Piece:
    """Subclasses set `HIGHLIGHTS` (the highlight names they can draw) and `x`, `y`, `_highlight`."""

    HIGHLIGHTS: dict = {}

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    @property
    def highlight(self) -> str | None:
        return self._highlight

    @highlight.setter
    def highlight(self, value: str | None) -> None:
        if value is not None and value not in self.HIGHLIGHTS:
            raise ValueError(f"unknown highlight {value!r}; use one of {sorted(self.HIGHLIGHTS)} or None")
        self._highlight = value
