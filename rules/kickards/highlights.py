"""What a KICKARDS replay jumps to (goals, half time, the whistles of each stage) and what the history of
played matches keeps per team (goals and shots), both read from the public events of the match."""
from __future__ import annotations

from rules.core.i18n import Texts

T = Texts(__package__)


def moments(events: list, names: list) -> list:
    def who(seat):
        return names[seat] if seat is not None and 0 <= seat < len(names) else "?"

    out = []
    ends = any(ev["kind"] == "match_over" for ev in events)     # then "Final whistle" says it all
    for ev in events:
        k = ev["kind"]
        score = ev.get("scores")
        score_text = f"{score[0]}-{score[1]}" if score else ""
        if k == "goal":
            out.append(T("moment.goal", player=who(ev["seat"]), score=score_text))
        elif k == "goal_cancelled":
            out.append(T("moment.goal_cancelled", player=who(ev["seat"]), score=score_text))
        elif k == "half_time":
            out.append(T("moment.half_time", score=score_text))
        elif k == "full_time" and not ends:
            out.append(T("moment.full_time", score=score_text))
        elif k == "leg_started":
            out.append(T("moment.second_leg"))
        elif k == "extra_time_started":
            out.append(T("moment.extra_time"))
        elif k == "extra_time_over":
            out.append(T("moment.extra_time_over", score=score_text))
        elif k == "shootout_started":
            out.append(T("moment.shootout"))
        elif k == "match_over":
            out.append(T("moment.final_whistle", score=score_text))
    return out


def record_figures(state, events: list) -> list:
    """Goals (VAR-cancelled ones taken off, shootout kicks not counted) and shots on goal per team."""
    goals, shots = [0, 0], [0, 0]
    for ev in events:
        k = ev["kind"]
        if k == "goal":
            goals[ev["seat"]] += 1
        elif k == "goal_cancelled":
            goals[ev["seat"]] -= ev["count"]
        elif k == "shot" and ev.get("shot_type") != "penalty_kick":
            shots[ev["seat"]] += 1
    return [{"goals": goals[seat], "shots": shots[seat]} for seat in (0, 1)]
