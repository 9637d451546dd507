"""The goal chance step by step: the row's %, each modifier, each halving, the final %.

The engine rolls the k100 against `final_chance` (see shot.chance) and the table shows `breakdown`, so the
number a player reads before the roll is the number the dice are rolled against. Numbers only: the table
puts them into words.
"""
from __future__ import annotations

from .content import EVENTS, PLAYERS


def halve(value: int) -> int:
    """One halving, rounding up (a chance at or below 0 stays where it is)."""
    return -((-value) // 2) if value > 0 else value


def final_chance(base: int, values, halvings: int) -> int:
    """Base % plus every additive modifier, then each halving (rounding up), then clamped to 0..100."""
    value = base + sum(values)
    for _ in range(halvings):
        value = halve(value)
    return max(0, min(100, value))


def steps(base: int, modifiers, halvings) -> dict:
    """The breakdown of one chance. `modifiers` are (source, value) pairs, `halvings` the halving sources.
    Returns {"base", "modifiers": [(source, value)], "sum", "halvings": [(source, value after)], "final"}."""
    mods = [(source, value) for source, value in modifiers]
    value = base + sum(v for _, v in mods)
    total = value
    halved = []
    for source in halvings:
        value = halve(value)
        halved.append((source, max(0, min(100, value))))
    final = final_chance(base, [v for _, v in mods], len(halved))
    return {"base": base, "modifiers": mods, "sum": total, "halvings": halved, "final": final}


def row_of_table(view: dict, row: int):
    """(pct, special colour or None, special effect or None) of `row` (1-6) on the table that applies now: an
    event's own shot table, else the revealed shooter's. None when no table is known yet."""
    event = view.get("table_event", -1)
    if event is not None and event >= 0 and EVENTS[event].table:
        r = EVENTS[event].table[row - 1]
        return r.pct, None, None
    shooter = view.get("shooter")
    if view.get("revealed") and view.get("shooter_placed") and shooter is not None and shooter >= 0:
        r = PLAYERS[shooter].rows[row - 1]
        return r.pct, r.special, r.effect
    return None


def breakdown(view: dict):
    """What the goal chance is now, from a KICKARDS view, or None when no shot is on.

    `stage` says how sure the number is:
    - "final":    the row is locked (the shoot phase): the k100 is rolled against `final`;
    - "penalty":  a penalty or a fixed row set the base before any k6; bonuses may still change it;
    - "row":      the k6 has been rolled and may still move (reroll, +1, -1): the chosen row's chance;
    - "open":     the k6 is not rolled yet; `rows` holds what each face of the k6 would give, with the
                  modifiers so far: the row `face_rows[i]` (the face moved by an event's `shift`).
    Besides the steps(...) keys: "row" (0 when unknown), "special"/"effect" of that row, "rows".
    """
    phase = view.get("phase")
    if view.get("over") or view.get("period") == "shootout" or view.get("no_shot"):
        return None
    if phase not in ("stars", "bid", "coach", "event", "var_event", "bonus", "roll", "position", "shoot",
                     "var_goal"):
        return None
    mods = [(m["source"], m["value"]) for m in view.get("modifiers", [])]
    halvings = list(view.get("halving") or ["?"] * view.get("halves", 0))

    def result(stage, base, row=0, special=None, effect=None, rows=()):
        out = steps(base, mods, halvings)
        out.update(stage=stage, row=row, special=special, effect=effect, rows=list(rows))
        return out

    if phase in ("shoot", "var_goal") and view.get("base", -1) >= 0:
        return result("final", view["base"], view.get("row", 0))
    if view.get("fixed_pct", -1) >= 0:
        return result("penalty", view["fixed_pct"])
    if view.get("fixed_row"):
        found = row_of_table(view, view["fixed_row"])
        if found is not None:
            return result("penalty", found[0], view["fixed_row"], found[1], found[2])
    if phase == "position" and view.get("row"):
        found = row_of_table(view, view["row"])
        if found is not None:
            return result("row", found[0], view["row"], found[1], found[2])
    # Before the k6: what each face of it would give, an event's +-1 on the k6 included (face + shift).
    shift = view.get("shift", 0)
    face_rows = [min(6, max(1, face + shift)) for face in range(1, 7)]
    per_row = []
    for row in face_rows:
        found = row_of_table(view, row)
        if found is None:
            return None
        per_row.append(final_chance(found[0], [v for _, v in mods], len(halvings)))
    out = steps(0, mods, halvings)
    out.update(stage="open", row=0, special=None, effect=None, rows=per_row, base=None, final=None,
               halvings=[(source, None) for source in halvings], shift=shift, face_rows=face_rows)
    return out
