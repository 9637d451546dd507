"""What a Cosmic replay jumps to (each challenge and how it ended) and what the history of played games keeps
per player (their power and their foreign bases), read from the public events and the final state."""
from __future__ import annotations

from .content import POWER_TEXTS
from .state import external_bases
from .texts import T, names_and


def moments(events: list, names: list) -> list:
    def who(seat):
        return names[seat] if seat is not None and 0 <= seat < len(names) else T("word.nobody")

    out = []
    for ev in events:
        k = ev["kind"]
        if k == "challenge_started":
            key = "moment.second_challenge" if ev.get("number") == 2 else "moment.challenge"
            out.append(T(key, player=who(ev["seat"])))
        elif k == "totals":
            out.append(T("moment.totals", player=who(ev["winner"]), offense=ev["offense"], defense=ev["defense"]))
        elif k in ("compromise_wins", "compromise_loses"):
            out.append(T(f"moment.{k}", player=who(ev["winner"])))
        elif k in ("deal_made", "deal_failed"):
            out.append(T(f"moment.{k}"))
        elif k in ("challenge_aborted", "raid_started"):
            out.append(T(f"moment.{k}", player=who(ev["seat"])))
        elif k == "secondary_started":
            out.append(T("moment.secondary_started", player=who(ev["seat"]), target=who(ev["target"])))
        elif k == "game_over":
            out.append(T("moment.game_over", n=len(ev["winners"]), players=names_and(ev["winners"], who)))
    return out


def record_figures(state, events: list) -> list:
    """Each player's power (its English name, kept the same whatever the language, so that the statistics
    group one power under one name; "No power" when played without) and foreign bases at the end."""
    return [{"power": POWER_TEXTS[state.powers[seat]]["name_en"] if state.powers[seat] else "No power",
             "bases": external_bases(state, seat)} for seat in range(state.seats)]
