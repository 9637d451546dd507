"""The view as lines a person can read, for the general table (`Game.view_lines`), in the app's language.

Built from the view dict alone (never the state), so it can show nothing the viewer may not see.
Order: you (hand, tokens, cards in play), then each other player (only what is public), then the shared
table (pot, turn, what is being decided now).
"""
from __future__ import annotations

from rules.core.i18n import Joined, Said

from .cards import CARDS, KIND_PREFIX_EN, KIND_PREFIX_PL
from .texts import T, card_name, count, decided_words, kind_name, names_and, rps_name

# Card texts start with their kind ("Stay In Play. ..."); the tag already says it.
KIND_PREFIXES = tuple(KIND_PREFIX_EN.values()) + tuple(KIND_PREFIX_PL.values())


class CardText(Said):
    """What a card does, in one language, without the kind its text starts with; said again in another."""

    def __new__(cls, card: str, lang: str | None = None):
        text = CARDS[card].text_in(lang)
        for prefix in KIND_PREFIXES:
            if text.startswith(prefix):
                text = text[len(prefix):]
        said = str.__new__(cls, text)
        said.package, said.key, said.params, said.card = "rules.c4", "word.named", {"name": text}, card
        return said

    def again(self, lang: str | None = None) -> "CardText":
        return CardText(self.card, lang)

    def __reduce__(self):
        return (CardText, (self.card,))


class _Reader:
    """Names of seats and cards as the viewer sees them."""

    def __init__(self, view, names):
        self.view = view
        self.names = names
        self.me = view["seat"]

    def who(self, seat):
        if seat is None:
            return T("word.unknown")
        if seat == self.me:
            return T("word.you")
        return self.names[seat] if seat < len(self.names) else T("word.player", n=seat + 1)

    def card(self, cid):
        """The card definition of a card id the view shows, or None for a card it does not show."""
        key = self.view["cards"].get(str(cid))
        return CARDS.get(key) if key is not None else None

    def name(self, cid):
        d = self.card(cid)
        return card_name(d.key) if d else T("word.a_hidden_card")

    def described(self, cid):
        """Name, symbol, kind and what the card does: for cards in the viewer's hand."""
        d = self.card(cid)
        if d is None:
            return T("word.a_hidden_card")
        tag = T("view.tag", rps=rps_name(d.rps), kind=kind_name(d.kind)) if d.kind != "regular" else rps_name(d.rps)
        return T("view.described", name=card_name(d.key), tag=tag, text=CardText(d.key))

    def in_play(self, seat):
        on = {cid: sum(pile) for cid, pile in self.view["on_cards"]}
        parts = []
        for cid in self.view["in_play"][seat]:
            n = on.get(cid, 0)
            parts.append(T("view.on_card", card=self.name(cid), count=count("token", n)) if n else self.name(cid))
        return Joined(parts, ", ")


def view_lines(view: dict, names: list) -> list:
    r = _Reader(view, names)
    me = view["seat"]
    lines = []
    if me is not None:
        lines += _player_lines(r, me)
    for seat in range(view["seats"]):
        if seat != me:
            lines += _player_lines(r, seat)
    lines += _table_lines(r)
    return lines


def _player_lines(r: _Reader, seat) -> list:
    v = r.view
    mine = seat == r.me
    if mine and seat < len(r.names):
        head = T("word.you_are", name=r.names[seat])
    else:
        head = r.who(seat)
        head = head[:1].upper() + head[1:] if mine else head
    total, nm = v["token_totals"][seat], v["non_matching"][seat]
    summary = [T("view.tokens", count=count("token", total), n=nm)]
    if not mine:
        summary.append(T("view.in_hand", count=count("card", v["hand_sizes"][seat])))
    discard = v["discards"][seat]
    summary.append(T("view.deck", n=v["deck_sizes"][seat]))
    summary.append(T("view.discard_top", n=len(discard), card=r.name(discard[-1])) if discard
                   else T("view.discard", n=0))
    lines = [(0, T("view.player", head=head, summary=Joined(summary, ", ")))]
    if mine:
        hand = v["hand"] or []
        lines.append((1, T("view.hand", n=len(hand)) if hand else T("view.hand_empty")))
        # Copies of one card share a line ("2x Brace ..."): the hand reads shorter.
        copies = {}
        for cid in hand:
            copies.setdefault(v["cards"].get(str(cid), cid), []).append(cid)
        lines += [(2, T("view.copies", n=len(cids), card=r.described(cids[0])) if len(cids) > 1
                   else r.described(cids[0])) for cids in copies.values()]
    else:
        known = v["known_in_hands"][seat]
        if known:
            lines.append((1, T("view.seen", cards=Joined([r.name(cid) for cid in known], ", "))))
    if v["in_play"][seat]:
        lines.append((1, T("view.in_play", cards=r.in_play(seat))))
    if v["revealed"][seat]:
        flipped = Joined([T("view.flipped_card", card=r.name(cid),
                            rps=rps_name(r.card(cid).rps) if r.card(cid) else T("word.unknown"))
                          for cid in v["revealed"][seat]], ", ")
        lines.append((1, T("view.flipped", cards=flipped)))
    if v["tax"][seat]:
        lines.append((1, T("view.tax", count=count("token", v["tax"][seat]))))
    return lines


def _table_lines(r: _Reader) -> list:
    v = r.view
    lines = [(0, T("view.pot", count=count("token", sum(v["pot"]))))]
    if v["phase"] == "over":
        return lines + _result_lines(r)
    if v["phase"] == "play":
        direction = T("view.left") if v["direction"] == 1 else T("view.right")
        if v["active"] == r.me:
            lines.append((0, T("view.turn_yours", turn=v["turn"], direction=direction)))
        else:
            lines.append((0, T("view.turn", turn=v["turn"], player=r.who(v["active"]), direction=direction)))
        lines.append((1, _cost_text(r)))
    for frame in v["stack"]:
        text = _frame_text(r, frame)
        if text:
            lines.append((1, text))
    lines.append((0, T("view.now", text=_now_text(r))))
    return lines


def _cost_text(r: _Reader):
    v = r.view
    cost = v["next_action_cost"]
    text = T("view.cost", taken=count("action", v["actions_taken"]),
             cost=T("view.nothing") if cost == 0 else count("token", cost))
    extras = []
    if v["free_next"]:
        extras.append(T("view.free_next"))
    if v["discount"]:
        extras.append(T("view.discount", n=v["discount"]))
    if v["turn_tax"]:
        extras.append(T("view.turn_tax", n=v["turn_tax"]))
    if v["extra_turns"]:
        extras.append(T("view.extra_turns", count=count("extra_turn", v["extra_turns"])))
    return Joined([text, *extras], "; ")


def _frame_text(r: _Reader, frame):
    if frame["card"] is None:
        return ""  # a turn start: nothing to name
    verb = "view.being_played" if frame["kind"] == "card" else "view.being_cashed"
    text = T(verb, card=r.name(frame["card"]), player=r.who(frame["seat"]))
    if frame["target"] is not None:
        text = T("view.on_player", text=text, player=r.who(frame["target"]))
    if frame["at"] is not None:
        text = T("view.on_card_at", text=text, card=r.name(frame["at"]))
    return T("view.cancelled", text=text) if frame["cancelled"] else text


def _step_text(r: _Reader, step):
    op, who, n = step["op"], r.who(step["seat"]), step["n"]
    tokens = count("token", n) if n else T("word.some_tokens")
    if op == "give":
        return T("view.would_give", player=who, count=tokens, target=r.who(step["target"]))
    if op == "take":
        return T("view.would_take", player=who, count=tokens, target=r.who(step["target"]))
    key = f"view.would_{op}" if op in ("gain", "lose", "pay") else "view.would_lose"
    return T(key, player=who, count=tokens)


def _now_text(r: _Reader):
    v = r.view
    window = v["window"]
    if v["phase"] == "vote":
        vote = v["vote"]
        tied = [r.who(t) for t in vote["tied"]]
        tied = T("view.or", first=Joined(tied[:-1], ", "), last=tied[-1]) if len(tied) > 1 else Joined(tied, "")
        waiting = Joined([r.who(s) for s in vote["voters"] if s not in vote["voted"]], ", ")
        return T("view.vote", tied=tied, waiting=waiting)
    if window is not None:
        asking = r.who(window["asking"])
        if window["type"] == "tokens":
            return T("view.choose_tokens", step=_step_text(r, window["step"]), player=asking)
        if window["type"] == "announce":
            moment = T("view.announced", card=r.name(window["card"])) if "card" in window \
                else T("view.announced_hidden")
        elif window["type"] == "before":
            moment = _step_text(r, window["step"])
        else:
            moment = T("view.gained", player=r.who(window["receiver"]), count=count("token", window["n"]))
        return T("view.may_react", moment=moment, player=asking)
    return T("view.may_play", player=r.who(v["active"]))


def _result_lines(r: _Reader) -> list:
    res = r.view["result"] or {}
    winners = names_and(r.who(w) for w in res.get("winners", []))
    lines = [(0, T("view.over", winners=winners, decided=decided_words(res.get("decided_by", ""))))]
    scores = res.get("scores") or []
    if scores:
        lines.append((1, T("view.scores", scores=Joined([T("view.score", player=r.who(i), n=n)
                                                         for i, n in enumerate(scores)], ", "))))
    return lines
