"""A KICKARDS match's statistics for the results screen, counted from its events (the events of a loaded
match come from `scenes.table.history.replay_events`)."""
from __future__ import annotations

from rules.core.i18n import Texts

T = Texts("scenes.kickards")


def match_stats(events) -> dict:
    """Public numbers per seat: goals with their minutes, shots, attacks, passes, stars, bonuses, cards, VAR."""
    keys = ("goals", "shots", "attacks", "passes", "stars", "bonuses", "yellow", "red", "var_calls", "var_won",
            "best_chance")
    stats = {k: [0, 0] for k in keys}
    goal_minutes = []
    minute, period, leg = "15'", "regular", 1
    for ev in events:
        k = ev["kind"]
        seat = ev.get("seat")
        if k == "leg_started":
            leg = ev["leg"]
        elif k in ("marker_moved", "turn_started"):
            minute, period = ev["minute"], ev["period"]
        elif k == "goal":
            stats["goals"][seat] += 1
            goal_minutes.append([seat, T("results.minute_extra", minute=minute) if period == "extra" else minute, leg])
        elif k == "goal_cancelled":
            stats["goals"][seat] -= ev["count"]
            for _ in range(ev["count"]):
                for i in range(len(goal_minutes) - 1, -1, -1):
                    if goal_minutes[i][0] == seat:
                        goal_minutes[i][1] = T("results.cancelled", minute=goal_minutes[i][1])
                        break
        elif k == "shot" and ev.get("shot_type") != "penalty_kick":
            stats["shots"][seat] += 1
            stats["best_chance"][seat] = max(stats["best_chance"][seat], ev["chance"])
        elif k == "attack_committed":
            stats["attacks"][seat] += 1
        elif k == "attack_declined":
            stats["passes"][seat] += 1
        elif k == "stars_created":
            stats["stars"][seat] += ev["count"]
        elif k == "bonus_bought":
            stats["bonuses"][seat] += 1
        elif k == "card_shown":
            stats["red" if ev["colour"] == "red" else "yellow"][seat] += 1
        elif k == "var_called":
            stats["var_calls"][seat] += 1
        elif k == "var_result" and ev["success"]:
            stats["var_won"][seat] += 1
    two_legs = any(g[2] == 2 for g in goal_minutes) or leg == 2
    stats["goal_minutes"] = [[g[0], T("results.leg_minute", leg=g[2], minute=g[1]) if two_legs else g[1]]
                             for g in goal_minutes]
    return stats
