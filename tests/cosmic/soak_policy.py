"""A 'table-like' random player for soaks: it picks an action kind at random, then a parameter at random,
and, like a person, takes tokens from its biggest pile. Uniform random play is legal but games last tens of
thousands of actions (every token ends up in the Warp), so most soak games use this instead."""
from rules.cosmic.state import tokens_at


def pick(game, s, seat, legal, rng):
    kinds = sorted({a.kind for a in legal})
    kind = kinds[rng.below(len(kinds))]
    if kind == "no_regain" and "regain" in kinds:
        kind = "regain"
    options = [a for a in legal if a.kind == kind]
    if kind in ("launch", "ally", "lose"):
        best = max(len(tokens_at(s, seat, a.planet)) for a in options)
        options = [a for a in options if len(tokens_at(s, seat, a.planet)) == best]
    return options[rng.below(len(options))]
