"""What a C4 replay jumps to (the start of each turn, the end of the game) and what the history of played
games keeps per player (their deck and their tokens at the end), from the public events and the final state."""
from __future__ import annotations

from .cards import DECKS
from .texts import T, names_and
from .tokens import total

CUSTOM_DECK = "Custom deck"      # what the history keeps (a fixed word, shown through `deck.custom`)


def moments(events: list, names: list) -> list:
    def who(seat):
        return names[seat] if seat is not None and 0 <= seat < len(names) else T("word.unknown")

    out = []
    for ev in events:
        k = ev["kind"]
        if k == "turn_started":
            out.append(T("moment.turn", turn=ev["turn"], player=who(ev["seat"])))
        elif k == "vote_started":
            out.append(T("moment.vote"))
        elif k == "game_over":
            out.append(T("moment.won", n=len(ev["winners"]), winners=names_and(who(x) for x in ev["winners"])))
    return out


def deck_name(cards) -> str:
    """The prebuilt deck a seat played (the state keeps the card list that was dealt), or "Custom deck"."""
    wanted = sorted(cards)
    for name, keys in DECKS.items():
        if sorted(keys) == wanted:
            return name
    return CUSTOM_DECK


def record_figures(state, events: list) -> list:
    decks = state.options.get("decks") or []
    return [{"deck": deck_name(decks[seat]) if seat < len(decks) else CUSTOM_DECK,
             "tokens": total(state.held[seat])} for seat in range(state.seats)]
