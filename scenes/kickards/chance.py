"""The goal chance in words for the panel beside the shot table, from the viewer's view (the breakdown is
rules.kickards.goal_chance's, the same function the engine rolls against) and, once the k100 has been
rolled, from the shot event itself."""
from __future__ import annotations

from rules.kickards.content import PLAYERS
from rules.kickards.goal_chance import breakdown

from sprites import theme
from sprites.kickards.goal_chance import ChancePicture

SOURCES = {"bonus": "Bonus bought", "event": "Event card", "control": "Control bar",
           "two_player": "Two-player action", "nationality": "Nationality bonus"}
DIE_PURPOSE = {"position": "shot position", "reroll": "reroll", "special_row": "special row", "offside": "offside",
               "var": "VAR review", "shot": "shot", "second_shot": "second shot", "k100_reroll": "shot again",
               "repeat": "shot again", "rebound": "rebound", "penalty": "penalty", "penalty_again": "penalty"}
TOKENS = {"reroll_own": "reroll the k6", "plus1": "+1 on the k6", "reroll_k100": "k100 again on a miss",
          "force_reroll": "make the attacker reroll", "minus1": "-1 on the k6"}
# What a special row does to the chance, in a few words (the full rule is on the card and its tooltip).
SPECIAL_CAPTION = {
    "booked": "Dive! A yellow card and no shot from this row.",
    "miss": "Skied it! No shot from this row.",
    "daredevil": "Daredevil! A new k6 + 2 picks the row; 6 or more is a red card.",
    "penalty": "A penalty from this row.",
    "patience": "With an empty hand a penalty; otherwise booked and no shot.",
    "twice": "If the first shot misses, a second one at the same chance.",
    "gamble": "Only if a k6 shows 4-6; on 1-3 the chance is gone.",
}
NO_SHOT_EFFECTS = ("booked", "miss", "daredevil")
MAX_MODIFIER_LINES = 4


def source_words(source: str) -> str:
    return SOURCES.get(source, "Modifier")


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
    return [(source_words(source) + (f" x{n}" if n > 1 else ""), signed(value * n), "plain")
            for (source, value), n in groups.items()]


def _base_label(view, shown) -> str:
    row = shown["row"]
    if view.get("fixed_pct", -1) >= 0 or not row:
        return "Penalty"
    if view.get("table_event", -1) is not None and view.get("table_event", -1) >= 0:
        return f"Row {row} of the event's table"
    shooter = view.get("shooter")
    if shooter is not None and shooter >= 0:
        return f"Row {row} of {PLAYERS[shooter].name}"
    return f"Row {row}"


def picture(view: dict, extras: dict, thinking: bool = False) -> ChancePicture:
    """What the goal-chance panel shows now."""
    dice = (_die_label("k6", extras), _die_label("k100", extras))
    shot = extras.get("last_shot")
    if not view:
        return ChancePicture(dice=dice)
    shown = breakdown(view)
    notes = _notes(view)
    if shown is None:
        if shot is not None:
            return _after_shot(shot, dice, notes)
        caption = "No shot this turn." if view.get("no_shot") else "Shown once the cards are revealed."
        return ChancePicture(big="-", big_colour=theme.TEXT_DIM, caption=caption, notes=notes, dice=dice)
    lines = []
    if shown["stage"] == "open":
        lines += modifier_lines(shown["modifiers"])
        lines += [(f"Halved ({source_words(source).lower()})", "", "plain") for source, _ in shown["halvings"]]
        if not lines:
            lines.append(("No modifiers yet", "", "plain"))
        low, high = min(shown["rows"]), max(shown["rows"])
        big = pct(low) if low == high else f"{low}-{high}%"
        return ChancePicture(big=big, caption="The k6 picks the row. Each row's chance now:", grid=shown["rows"],
                             lines=lines, notes=notes, dice=dice)
    lines.append((_base_label(view, shown), pct(shown["base"]), "plain"))
    lines += modifier_lines(shown["modifiers"])
    for source, after in shown["halvings"]:
        lines.append((f"Halved ({source_words(source).lower()})", pct(after), "plain"))
    lines.append(("Goal chance", pct(shown["final"]), "total"))
    big, colour = pct(shown["final"]), theme.ACCENT
    if shown["stage"] == "final":
        caption = f"Roll the k100: {shown['final']} or lower scores."
        if view.get("phase") == "var_goal" and shot is not None:
            return _after_shot(shot, dice, notes)
    elif shown["stage"] == "penalty":
        caption = "Penalty: no k6 roll; bonuses still count." if view.get("fixed_pct", -1) >= 0 else \
            f"Row {shown['row']} is fixed; bonuses still count."
    else:
        caption = f"Row {shown['row']} for now: the k6 can still change."
        effect = shown["effect"]
        if effect in SPECIAL_CAPTION:
            caption = f"Row {shown['row']}: {SPECIAL_CAPTION[effect]}"
            if effect in NO_SHOT_EFFECTS:
                big, colour = "No shot", theme.BAD
    return ChancePicture(big=big, big_colour=colour, caption=caption, lines=lines, notes=notes, dice=dice)


def _after_shot(shot: dict, dice, notes) -> ChancePicture:
    lines = []
    if shot.get("shot_type") == "penalty_kick":
        lines.append(("Penalty kick", pct(shot["base"]), "plain"))
    else:
        lines.append(("Row %", pct(shot["base"]), "plain"))
        lines += modifier_lines([(m["source"], m["value"]) for m in shot.get("modifiers", [])])
        for _ in range(shot.get("halves", 0)):
            lines.append(("Halved", "", "plain"))
    lines.append(("Goal chance", pct(shot["chance"]), "total"))
    verdict = "Goal!" if shot["goal"] else "No goal"
    caption = f"k100 rolled {shot['roll']} against {shot['chance']}%: {verdict.lower()}"
    return ChancePicture(big=verdict, big_colour=theme.GOOD if shot["goal"] else theme.TEXT_DIM, caption=caption,
                         lines=lines, notes=notes, dice=dice)


def _die_label(die: str, extras: dict) -> str:
    why = extras.get(f"{die}_why") or ""
    return f"{die} {DIE_PURPOSE.get(why, '')}".strip() if why else die


ATTACKER_TOKENS = ("reroll_own", "plus1", "reroll_k100")
TOKEN_PHASES = ("event", "bonus", "roll", "position", "shoot")     # while a token can still be used


def _notes(view: dict) -> list:
    notes = []
    tokens = view.get("tokens", {}) if view.get("phase") in TOKEN_PHASES else {}
    if view.get("phase") == "shoot":          # the row is locked: only the k100 reroll still matters
        tokens = {"reroll_k100": tokens.get("reroll_k100", 0)}
    for who, names in (("Attacker", ATTACKER_TOKENS), ("Defender", ("force_reroll", "minus1"))):
        held = [TOKENS[n] + (f" x{tokens[n]}" if tokens[n] > 1 else "") for n in names if tokens.get(n)]
        if held:
            notes.append(f"{who} may: " + ", ".join(held) + ".")
    if view.get("rebound"):
        notes.append(f"Rebound ready: a miss gives one more shot at {view['rebound']}%.")
    if view.get("two_shots"):
        notes.append("Two shots this turn.")
    return notes
