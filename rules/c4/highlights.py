"""What a C4 replay jumps to (the start of each turn, the end of the game) and what the history of played
games keeps per player (their deck and their tokens at the end), from the public events and the final state."""
from __future__ import annotations

from .cards import DECKS, deck_title
from .texts import T, names_and
from .tokens import total

CUSTOM_DECK = "Custom deck"      # what the history keeps for an own deck with no name (older games)
OWN_DECK = "own:"                # ...and before the name of a player's own deck ("own:Fast money")
MAX_DECK_NAME = 60               # (saves/decks.py allows 40)


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


def seat_deck(state, seat) -> str:
    """The deck a seat played as the history keeps it: a prebuilt deck's name, "own:" and the name of the
    player's own deck, or "Custom deck" for an own deck whose name the game was not told."""
    names = state.options.get("deck_names") or []
    own = names[seat] if seat < len(names) else None
    if isinstance(own, str) and own:
        return OWN_DECK + own
    decks = state.options.get("decks") or []
    return deck_name(decks[seat]) if seat < len(decks) else CUSTOM_DECK


def deck_words(value) -> str:
    """A deck as the history keeps it, in words: "Bandits", "Fast money (own deck)", "Custom deck"."""
    value = str(value)
    if value.startswith(OWN_DECK) and len(value) > len(OWN_DECK):
        return T("deck.own", name=value[len(OWN_DECK):])
    if value == CUSTOM_DECK:
        return T("deck.custom")
    return deck_title(value)


def record_figures(state, events: list) -> list:
    return [{"deck": seat_deck(state, seat), "tokens": total(state.held[seat])} for seat in range(state.seats)]
