"""Words for the app: button labels for actions, one log line per event, refusals, card and deck names.

Every text comes from the rules.c4 catalog (data/lang/en.toml and pl.toml) and the cards' own fields (names
and texts in both languages, see cards.py), said in the app's language when asked for: nothing here is kept
in the state or the events, so a log said again after the language changed reads in the new one.
Players' names are never inflected: Polish lines put them where the nominative fits ("Tura 3: Ala",
"Pierwszy gracz: Ala").
"""
from __future__ import annotations

from rules.core import visible_to
from rules.core.i18n import Joined, Said, Texts, language

from .cards import CARDS

T = Texts(__package__)

# How a finished game was decided and how it ended, as the engine records them (flow._declare), to catalog keys.
DECIDED_KEYS = {"most tokens": "most_tokens", "most tokens from other players": "most_from_others",
                "shared win (no person among the losing players to vote)": "no_voter", "vote": "vote",
                "shared win (the vote was tied)": "vote_tied"}
ENDED_KEYS = {"no tokens": "no_tokens", "round limit": "round_limit"}
# Why an attack went as it did (effects.attack_result) and why tokens did not move (token_steps), to keys.
ATTACK_REASONS = {"defender's card stops the attack": "defender_stops",
                  "defender had no card to flip": "defender_no_card",
                  "neither player had a card to flip": "neither_card",
                  "attacker had no card to flip": "attacker_no_card", "defender's card wins": "defender_wins",
                  "tie, won by the attacker's Stay In Play card": "tie_won", "tie": "tie",
                  "attacker's card wins": "attacker_wins"}
UNMOVED_REASONS = {"pot empty": "pot_empty", "card empty": "card_empty", "shielded": "shielded",
                   "no tokens": "no_tokens", "nothing to swap": "nothing_to_swap"}
PAY_REASONS = {"extra action": "pays_extra_action", "card cost": "pays_card_cost", "rent": "pays_rent",
               "thorns": "pays_thorns"}
VERBS = ("gain", "lose", "pay", "give", "take", "swap", "bank")


class CardName(Said):
    """A card's name in one language that says itself again in another (the names are card content, not
    catalog keys). Kept in a file (said_to_data) it is the catalog's "{name}" with the name it had then."""

    def __new__(cls, card: str, lang: str | None = None):
        lang = lang or language()
        said = str.__new__(cls, CARDS[card].name_in(lang))
        said.package, said.key, said.params, said.card = __package__, "word.named", {"name": str(said)}, card
        return said

    def again(self, lang: str | None = None) -> "CardName":
        return CardName(self.card, lang)

    def __reduce__(self):
        return (CardName, (self.card,))


def card_name(key):
    """A card's name in the app's language ('a card' for an unknown key)."""
    return CardName(key) if key in CARDS else T("word.a_card")


def count(word, n):
    """'1 token', '3 tokens' (Polish: '1 żeton', '2 żetony', '5 żetonów'); `word` is a [count] key."""
    return T(f"count.{word}", n=n)


def rps_name(rps):
    return T(f"rps.{rps}") if T.has(f"rps.{rps}") else rps


def kind_name(kind):
    return T(f"kind.{kind}") if T.has(f"kind.{kind}") else kind


def decided_words(decided_by):
    return T(f"decided.{DECIDED_KEYS[decided_by]}") if decided_by in DECIDED_KEYS else decided_by


def names_and(names):
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy' ('Ala i Olek')."""
    names = list(names)
    if len(names) <= 1:
        return Joined(names, "")
    return T("word.and", first=Joined(names[:-1], ", "), last=names[-1])


def seat_namer(names):
    """The players' names by seat, or 'Player 2' ('Gracz 2') without one."""
    def name(i):
        if i is None:
            return T("word.unknown")
        return names[i] if names is not None and 0 <= i < len(names) else T("word.player", n=i + 1)
    return name


def action_label(s, action, names=None):
    """A button label; `names` (the players' names by seat) names the players, else "Player 2"."""
    seat = seat_namer(names)
    kind = action.kind
    if kind == "play":
        card = card_name(s.keys[action.card])
        target, at = action.get("target"), action.get("at")
        if target is not None:
            return T("action.play_on_player", card=card, player=seat(target))
        if at is not None:
            return T("action.play_on_card", card=card, target=card_name(s.keys[at]))
        return T("action.play", card=card)
    if kind == "cash":
        return T("action.cash", card=card_name(s.keys[action.card]))
    if kind == "done":
        return T("action.done")
    if kind == "pass":
        return T("action.pass")
    if kind == "vote":
        return T("action.vote", player=seat(action.choice))
    if kind == "tokens":
        return tokens_label(s, action.pick, names)
    return T("action.go_on")


def tokens_label(s, pick, names=None):
    """"Take from the pot: 1 of Player 2's, 1 of Player 3's (suggested)": which looks a token choice moves."""
    frame = s.stack[-1] if s.stack else None
    window = frame["window"] if frame else None
    step = frame["steps"][0] if frame and frame["steps"] else None
    op = step["op"] if step else "move"
    verb = T(f"pick.{op}") if T.has(f"pick.{op}") else T("pick.move")
    seat = seat_namer(names)
    looks = Joined([T("action.look", n=k, player=seat(o)) for o, k in enumerate(pick) if k], ", ")
    suggested = window is not None and window.get("choices") and tuple(window["choices"][0]) == tuple(pick)
    return T("action.pick_suggested" if suggested else "action.pick", verb=verb, looks=looks)


def describe_event(ev, names, seat=None):
    k = ev["kind"]
    name = seat_namer(names)

    def who(key="seat"):
        i = ev.get(key)
        return name(i) if i is None or i < len(names) else T("word.unknown")

    if k == "first_player_reveal":
        shown = Joined([T("log.revealed", player=name(c["seat"]), card=card_name(c["key"])) for c in ev["cards"]],
                       ", ")
        return T("log.reveal_again" if ev["round"] > 1 else "log.reveal", shown=shown)
    if k == "first_player":
        return T("log.first_player", player=who())
    if k == "first_player_drawn_by_lot":
        return T("log.first_by_lot", player=who())
    if k == "turn_started":
        return T("log.turn_started", turn=ev["turn"], player=who())
    if k == "turn_ended":
        return T("log.turn_ended", player=who())
    if k == "cards_drawn":
        if ev["count"] == 0:
            return T("log.no_card_to_draw", player=who())
        if visible_to(ev, seat):
            return T("log.draws_cards", n=len(ev["keys"]), player=who(),
                     cards=Joined([card_name(x) for x in ev["keys"]], ", "))
        return T("log.draws", n=ev["count"], player=who())
    if k == "deck_reshuffled":
        return T("log.reshuffled", n=ev["cards"], player=who())
    if k == "card_played":
        card = card_name(ev["key"])
        cost = count("token", ev["cost"]) if ev.get("cost") else None
        if ev.get("target") is not None:
            key = "log.plays_on_player_cost" if cost else "log.plays_on_player"
            return T(key, player=who(), card=card, target=who("target"), **({"cost": cost} if cost else {}))
        if ev.get("at_key"):
            return T("log.plays_on_card", player=who(), card=card, at=card_name(ev["at_key"]))
        if cost:
            return T("log.plays_cost", player=who(), card=card, cost=cost)
        return T("log.plays", player=who(), card=card)
    if k == "card_discarded":
        key = {"cancelled": "log.discarded_cancelled", "attack": "log.discarded_attack"}.get(ev["reason"],
                                                                                            "log.discarded")
        return T(key, card=card_name(ev["key"]), player=who())
    if k == "card_entered_play":
        return T("log.entered_play", card=card_name(ev["key"]), player=who())
    if k == "card_removed":
        return T("log.cashed" if ev.get("reason") == "cashed" else "log.removed", card=card_name(ev["key"]))
    if k == "card_cancelled":
        return T("log.cancelled", card=card_name(ev["key"]), player=who("by"))
    if k == "reaction_fizzled":
        return T("log.fizzled", player=who())
    if k == "reaction_passed":
        return T("log.passed", player=who())
    if k == "tokens_moved":
        return _tokens_moved(ev, who)
    if k == "tokens_unmoved":
        verb = T(f"verb.{ev['verb']}") if ev["verb"] in VERBS else ev["verb"]
        reason = T(f"unmoved.{UNMOVED_REASONS[ev['reason']]}") if ev["reason"] in UNMOVED_REASONS else ev["reason"]
        return T("log.unmoved", player=who(), verb=verb, reason=reason)
    if k == "tokens_swapped":
        return T("log.swapped", player=who(), owner=name(ev["got"]))
    if k == "token_step_prevented":
        verb = ev["verb"] if ev["verb"] in VERBS else "lose"
        return T("log.prevented", by=who("by"), player=who(), not_verb=T(f"not_verb.{verb}"))
    if k == "prevention_ready":
        return T("log.prevention_ready", player=who())
    if k == "pot_shortage":
        return T("log.pot_shortage")
    if k == "attack_declared":
        return T("log.attack", player=who(), target=who("target"))
    if k == "card_flipped":
        return T("log.flipped", player=who(), card=card_name(ev["key"]), rps=rps_name(ev["rps"]))
    if k == "no_card_to_flip":
        return T("log.no_card_to_flip", player=who())
    if k == "attack_result":
        reason = ev["reason"]
        reason = T(f"attack.{ATTACK_REASONS[reason]}") if reason in ATTACK_REASONS else reason
        return T("log.attack_won" if ev["won"] else "log.attack_lost", reason=reason)
    if k == "flipped_to_hand":
        return T("log.flipped_to_hand", n=len(ev["cards"]), player=who())
    if k == "no_card_to_discard":
        return T("log.no_card_to_discard", player=who())
    if k == "next_action_free":
        return T("log.next_free", player=who())
    if k == "extra_action_discount":
        return T("log.discount", player=who(), count=count("token", ev["n"]))
    if k == "extra_action_tax":
        return T("log.tax", player=who("target"), count=count("token", ev["n"]))
    if k == "extra_turn_granted":
        return T("log.extra_turn", player=who())
    if k == "direction_reversed":
        return T("log.reversed")
    if k == "direction_restored":
        return T("log.restored")
    if k == "ability_used":
        return T("log.ability", player=who(), card=card_name(ev["key"]))
    if k == "round_limit_reached":
        return T("log.round_limit", n=ev["rounds"])
    if k == "vote_started":
        return T("log.vote_started", tied=Joined([name(i) for i in ev["tied"]], ", "))
    if k == "vote_cast":
        return T("log.vote_cast", player=who(), choice=name(ev["choice"]))
    if k == "game_over":
        return T("log.game_over", n=len(ev["winners"]), winners=names_and(name(i) for i in ev["winners"]),
                 decided=decided_words(ev["decided_by"]))
    return T("log.something")


def _tokens_moved(ev, who):
    verb, n = ev["verb"], ev["n"]
    tokens = count("token", n)
    if verb == "gain":
        return T("log.gains_pot" if ev["src"]["zone"] == "pot" else "log.gains_card", player=who(), count=tokens)
    if verb == "lose":
        return T("log.loses", player=who(), count=tokens)
    if verb == "pay":
        return T("log." + PAY_REASONS.get(ev.get("reason"), "pays"), player=who(), count=tokens)
    if verb == "give":
        return T("log.gives", player=who(), count=tokens, target=who("target"))
    if verb == "take":
        return T("log.takes", player=who(), count=tokens, target=who("target"))
    if verb == "bank":
        return T("log.banks", player=who(), count=tokens)
    if verb == "released":
        return T("log.released", n=n, count=tokens)
    return T("log.moved", n=n, count=tokens)
