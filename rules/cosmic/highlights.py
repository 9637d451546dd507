"""What a Cosmic replay jumps to (each challenge and how it ended) and what the history of played games keeps
per player (their power and their foreign bases), read from the public events and the final state."""
from __future__ import annotations

from .state import external_bases
from .texts import power_name


def moments(events: list, names: list) -> list:
    def who(seat):
        return names[seat] if seat is not None and 0 <= seat < len(names) else "Nobody"

    out = []
    for ev in events:
        k = ev["kind"]
        if k == "challenge_started":
            out.append(f"{who(ev['seat'])}'s {'second ' if ev.get('number') == 2 else ''}challenge")
        elif k == "totals":
            out.append(f"{who(ev['winner'])} wins the challenge (offense {ev['offense']}, defense {ev['defense']})")
        elif k in ("compromise_wins", "compromise_loses"):
            out.append(f"{who(ev['winner'])} wins the challenge against a compromise"
                       if k == "compromise_loses" else f"{who(ev['winner'])} wins the challenge with a compromise")
        elif k == "deal_made":
            out.append("The challenge ends in a deal")
        elif k == "deal_failed":
            out.append("No deal: both sides lose tokens")
        elif k == "challenge_aborted":
            out.append(f"{who(ev['seat'])}'s challenge does not happen")
        elif k == "raid_started":
            out.append(f"{who(ev['seat'])} starts a Rescue Mission")
        elif k == "game_over":
            winners = " and ".join(who(x) for x in ev["winners"])
            out.append(f"{winners} win{'s' if len(ev['winners']) == 1 else ''} the game")
    return out


def record_figures(state, events: list) -> list:
    """Each player's power (its name; "No power" when played without) and foreign bases at the end."""
    return [{"power": power_name(state.powers[seat]) if state.powers[seat] else "No power",
             "bases": external_bases(state, seat)} for seat in range(state.seats)]
