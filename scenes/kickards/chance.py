"""The goal chance in words for the panel beside the shot table, from the viewer's view (the breakdown is
rules.kickards.goal_chance's, the same function the engine rolls against) and, once the k100 has been
rolled, from the shot event itself."""
from __future__ import annotations

from rules.core.i18n import Texts
from rules.kickards.goal_chance import breakdown, row_of_table

from sprites import theme
from sprites.kickards.goal_chance import ChancePicture

T = Texts("scenes.kickards")
SOURCES = ("bonus", "event", "control", "two_player", "nationality")
# The purposes of a die roll that have words; what a special row does to the chance (chance.special.*).
DIE_PURPOSES = ("position", "reroll", "special_row", "offside", "var", "shot", "second_shot", "k100_reroll",
                "repeat", "rebound", "penalty", "penalty_again")
SPECIAL_EFFECTS = ("booked", "miss", "daredevil", "penalty", "patience", "twice", "gamble")
NO_SHOT_EFFECTS = ("booked", "miss", "daredevil")
MAX_MODIFIER_LINES = 4
HALF = "\u00f72"            # a halving's value where the halved number is not kept: "÷2"


def source_words(source: str) -> str:
    return T(f"chance.source.{source}") if source in SOURCES else T("chance.source.other")


def halved_words(source: str) -> str:
    # "Bonus bought ÷2": "Halved (nationality bonus)" did not fit beside its value in the panel.
    return T("chance.halved_by", source=source_words(source))


def pct(value: int) -> str:
    return f"{value}%"


def signed(value: int) -> str:
    return f"{value:+d}%"


def modifier_lines(modifiers) -> list:
    """One line per modifier; grouped by source and value when there are too many for the panel."""
    if len(modifiers) <= MAX_MODIFIER_LINES:
        return [(source_words(source), signed(value), "plain") for source, value in modifiers]
    groups: dict = {}
    for source, value in modifiers:
        groups[(source, value)] = groups.get((source, value), 0) + 1
    return [(T("chance.times", what=source_words(source), n=n) if n > 1 else source_words(source),
             signed(value * n), "plain") for (source, value), n in groups.items()]


def _base_label(view, shown) -> str:
    row = shown["row"]
    if view.get("fixed_pct", -1) >= 0:
        return T("chance.penalty")
    if not row:                       # the turn moved on: the row is no longer in the view
        return T("chance.row_pct")
    if view.get("table_event", -1) is not None and view.get("table_event", -1) >= 0:
        return T("chance.row_of_event", row=row)
    # The shooter's name is on the shot table beside the panel; with it the label would not fit.
    return T("chance.row", row=row)


def ends_the_shot(view: dict, effect) -> bool:
    """Whether a special row's effect leaves no shot: booked, skied, a dive; and "Patience!" while the
    attacker still holds cards (with an empty hand it is a penalty at the row's chance). The panel showed
    "Patience!" at its 75% or 100% to an attacker holding cards (rules/kickards/shot.py)."""
    if effect in NO_SHOT_EFFECTS:
        return True
    if effect == "patience":
        attacker = view.get("possession")
        sizes = view.get("hand_sizes") or []
        return attacker is None or attacker >= len(sizes) or sizes[attacker] > 0
    return False


def picture(view: dict, extras: dict, thinking: bool = False) -> ChancePicture:
    """What the goal-chance panel shows now."""
    dice = (_die_label("k6", extras), _die_label("k100", extras))
    shot = extras.get("last_shot")
    if not view:
        return ChancePicture(dice=dice)
    shown = breakdown(view)
    notes = _notes(view)
    if shown is None:
        if shot is not None:      # the last shot stays up until the next attack's cards are revealed
            return _after_shot(shot, dice, notes, earlier=extras.get("shot") is None)
        caption = T("chance.no_shot") if view.get("no_shot") else T("chance.after_reveal")
        return ChancePicture(big="-", big_colour=theme.TEXT_DIM, caption=caption, notes=notes, dice=dice)
    lines = []
    if shown["stage"] == "open":
        if shown["shift"]:
            lines.append((T("chance.k6_shift"), f"{shown['shift']:+d}", "plain"))
        lines += modifier_lines(shown["modifiers"])
        lines += [(halved_words(source), "", "plain") for source, _ in shown["halvings"]]
        if not lines:
            lines.append((T("chance.no_modifiers"), "", "plain"))
        # A row whose special effect ends the chance (booked, skied, a dive) has no goal chance to show.
        grid = [None if ends_the_shot(view, (row_of_table(view, row) or (0, None, None))[2]) else value
                for row, value in zip(shown["face_rows"], shown["rows"])]
        shots = [value for value in grid if value is not None] or [0]
        low, high = min(shots), max(shots)
        big = pct(low) if low == high else f"{low}-{high}%"
        return ChancePicture(big=big, caption=T("chance.k6_picks"), grid=grid, lines=lines, notes=notes,
                             dice=dice)
    # A row whose effect ends the shot (a dive, skied, "Patience!" with cards in hand) has no chance to add up:
    # the panel said "No shot" over "Row 5 40%, Goal chance 30%". What was bought is listed as not counting
    # (in brackets, with a note saying why): "No shot" over "Bonus bought +10%" read as if it still applied.
    # Daredevil! is no "No shot": a new k6 + 2 picks the row, and what was bought counts there.
    special = shown["stage"] not in ("final", "penalty") and shown["effect"] in SPECIAL_EFFECTS
    new_row = special and shown["effect"] == "daredevil"
    no_shot = special and not new_row and ends_the_shot(view, shown["effect"])
    base = T("chance.no_shot_big") if no_shot else T("chance.new_row_big") if new_row else pct(shown["base"])
    lines.append((_base_label(view, shown), base, "plain"))
    counted = "void" if no_shot else "plain"
    lines += [(label, value, counted) for label, value, _ in modifier_lines(shown["modifiers"])]
    for source, after in shown["halvings"]:
        lines.append((halved_words(source), pct(after), counted))
    if no_shot and len(lines) > 1:
        # Once the row is read (the special row's outcome is out) nothing can move it any more.
        notes.insert(0, T("chance.spent_without_shot") if extras.get("special") else T("chance.count_if_moved"))
    if not (no_shot or new_row):
        lines.append((T("chance.goal_chance"), pct(shown["final"]), "total"))
    big, colour = pct(shown["final"]), theme.ACCENT
    if shown["stage"] == "final":
        caption = T("chance.roll_k100", n=shown["final"])
        if view.get("phase") == "var_goal" and shot is not None:
            return _after_shot(shot, dice, notes)
    elif shown["stage"] == "penalty":
        caption = T("chance.penalty_fixed") if view.get("fixed_pct", -1) >= 0 else \
            T("chance.row_fixed", row=shown["row"])
    else:
        caption = T("chance.row_for_now", row=shown["row"])
        effect = shown["effect"]
        if effect in SPECIAL_EFFECTS:
            caption = T("chance.row_special", row=shown["row"], what=T(f"chance.special.{effect}"))
            if no_shot:
                big, colour = T("chance.no_shot_big"), theme.BAD
            elif new_row:
                big = T("chance.new_row_big")
    return ChancePicture(big=big, big_colour=colour, caption=caption, lines=lines, notes=notes, dice=dice)


def _after_shot(shot: dict, dice, notes, earlier: bool = False) -> ChancePicture:
    """The shot's numbers and result; `earlier`: it was the last turn's (a new turn has begun)."""
    lines = []
    if shot.get("shot_type") == "penalty_kick":
        lines.append((T("chance.penalty_kick"), pct(shot["base"]), "plain"))
    else:
        row = shot.get("row")      # "Row %" read as a row whose number was lost
        lines.append((T("chance.row", row=row) if row else T("chance.row_pct"), pct(shot["base"]), "plain"))
        lines += modifier_lines([(m["source"], m["value"]) for m in shot.get("modifiers", [])])
        for _ in range(shot.get("halves", 0)):
            lines.append((T("chance.halved"), HALF, "plain"))
    # Last turn's total in plain type once a new attack is on: in orange it read as this attack's chance.
    lines.append((T("chance.goal_chance"), pct(shot["chance"]), "plain" if earlier else "total"))
    verdict = T("chance.goal") if shot["goal"] else T("chance.no_goal")
    caption = T("chance.rolled_goal" if shot["goal"] else "chance.rolled_no_goal", roll=shot["roll"],
                chance=shot["chance"])
    colour = theme.GOOD if shot["goal"] else theme.TEXT_DIM
    if earlier:
        caption = T("chance.last_turn", what=caption)
        colour = theme.TEXT_DIM       # a new attack is on: last turn's big green "Goal!" read as this one's
    return ChancePicture(big=verdict, big_colour=colour, caption=caption, lines=lines, notes=notes, dice=dice)


def _die_label(die: str, extras: dict) -> str:
    why = extras.get(f"{die}_why") or ""
    return T("chance.die", die=die, purpose=T(f"chance.die_purpose.{why}")) if why in DIE_PURPOSES else die


ATTACKER_TOKENS = ("reroll_own", "plus1", "reroll_k100")
TOKEN_PHASES = ("event", "bonus", "roll", "position", "shoot")     # while a token can still be used


def _notes(view: dict) -> list:
    notes = []
    tokens = view.get("tokens", {}) if view.get("phase") in TOKEN_PHASES else {}
    if view.get("phase") == "shoot":          # the row is locked: only the k100 reroll still matters
        tokens = {"reroll_k100": tokens.get("reroll_k100", 0)}
    for who, names in (("attacker", ATTACKER_TOKENS), ("defender", ("force_reroll", "minus1"))):
        held = [T("chance.times", what=T(f"chance.token.{n}"), n=tokens[n]) if tokens[n] > 1
                else T(f"chance.token.{n}") for n in names if tokens.get(n)]
        if held:
            notes.append(T(f"chance.may.{who}", tokens=", ".join(held)))
    if view.get("rebound"):
        notes.append(T("chance.rebound", pct=view["rebound"]))
    if view.get("two_shots"):
        notes.append(T("chance.two_shots"))
    return notes
