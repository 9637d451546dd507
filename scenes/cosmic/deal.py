"""The deal panel: a compromise meets a compromise (a deal), or prisoners change hands (the exchange).

It lies over the middle of the table while a negotiation is open, so the planets around it stay in reach:
- the proposer builds his offer one item at a time: a click on a card of his hand gives that card; a click
  on a planet of the other side asks for a base there, on one of his own offers one; the panel's buttons
  ask for "a card of his choice" (in an exchange: a card drawn at random) and add prisoners;
- "Offer this" hands it over; the other side accepts, or rejects and may then counter with his own offer;
- the clock (on when one person plays computers, off at a hot-seat table, switchable here): a minute for a
  deal, fifteen seconds per proposal in an exchange; when it runs out the table plays the engine's Time up.
Every button is one engine action; the panel only shows what the engine offers.
"""
from __future__ import annotations

import pygame

from rules.core.i18n import Texts
from rules.cosmic.texts import item_text
from sprites import text, theme
from sprites.cosmic import palette
from sprites.cosmic.strip import badge

from . import layout as L

T = Texts("scenes.cosmic")

DEAL_SECONDS = 60.0           # the rules' minute for a deal
EXCHANGE_SECONDS = 40.0       # per proposal in a prisoner exchange (15 s ran out before a newcomer had read it)
HISTORY_KINDS = ("deal_offered", "deal_rejected", "deal_passed", "deal_accepted", "deal_made", "deal_failed",
                 "exchange_ended", "negotiation_started")


def short_label(a, me, names, kind: str) -> str:
    """A few words for a panel button (the tooltip holds the engine's whole label)."""
    k = a.kind
    if k == "deal_cards":
        card = a.get("card", -1)
        other = names[a.receiver] if a.giver == me else names[a.giver]
        if a.giver == me:
            return T("deal.give_random" if kind == "exchange" or card < 0 else "deal.give_that", name=other)
        if a.receiver != me:        # a three-way deal: a card between the two others
            return T("deal.between", giver=names[a.giver], receiver=names[a.receiver])
        return T("deal.ask_card_random" if kind == "exchange" else "deal.ask_card", name=other)
    if k == "deal_prisoner":
        skill = f" {palette.SKILL_WORDS[a.skill]}" if a.get("skill") in palette.SKILL_WORDS else ""
        colour = palette.colour_name(a.colour)
        if a.giver == me:
            return T("deal.give_prisoner", name=names[a.receiver], colour=colour, skill=skill)
        return T("deal.ask_prisoner", name=names[a.giver], colour=colour, skill=skill)
    if k == "deal_base":
        return T("deal.base_for", name=names[a.receiver], n=a.planet % 5 + 1)
    words = {"deal_offer": "deal.offer", "deal_pass": "deal.no_offer", "accept": "deal.accept", "reject": "deal.reject"}
    return T(words[k]) if k in words else k


def panel_items(legal, me=None, kind="deal") -> list:
    """The item actions the panel shows as buttons: cards asked for or given at random, and prisoners
    (cards named from the hand and bases are clicked on the table). In an exchange, asking for one's own
    tokens back comes first, then prisoners given back, then cards ("ask for my tokens back" was only in the
    Moves list, under the clock)."""
    items = [a for a in legal if (a.kind == "deal_cards" and a.get("card", -1) < 0) or a.kind == "deal_prisoner"]
    if kind != "exchange":
        return items

    def rank(a):
        if a.kind == "deal_prisoner":
            return 0 if a.receiver == me and a.colour == me else 1 if a.giver == me else 2
        return 3
    return sorted(items, key=rank)


def clock_seconds(kind: str) -> float:
    return DEAL_SECONDS if kind == "deal" else EXCHANGE_SECONDS


def instructions(deal, viewer, names, legal) -> str:
    """What the viewer can do now, in one or two sentences."""
    kinds = {a.kind for a in legal}
    if "deal_give" in kinds:
        return T("deal.give_now")
    if "accept" in kinds:
        return T("deal.answer_now")
    if viewer is None or viewer not in deal["parties"]:
        return T("deal.others_talk")
    if deal["offered"]:
        return T("deal.waiting")
    if deal["proposer"] != viewer:
        return T("deal.other_offers", name=names[deal["proposer"]])
    if deal["draft"] and (deal["kind"] == "deal" or any(item[0] == "prisoner" for item in deal["draft"])):
        return T("deal.draft_help")      # how to take an item back (a playtester found no way to)
    if deal["kind"] == "exchange":
        return T("deal.exchange_help")
    return T("deal.deal_help")


# Rows of the panel, from its top.
ITEMS_Y, ITEM_LINES = 76, 3
HELP_Y, HISTORY_Y = 152, 200
BUTTON_ROWS_Y = (226, 264, 302)
ANSWER_Y = 342


def draw_panel(surface, deal, viewer, names, legal, clock, history) -> None:
    """The panel's picture (its buttons are the table's pygame_gui buttons, placed by the rects below)."""
    r = L.DEAL
    back = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(back, (*theme.PANEL, 246), back.get_rect(), border_radius=16)
    pygame.draw.rect(back, theme.ACCENT, back.get_rect(), 3, border_radius=16)
    surface.blit(back, r)
    title = T("deal.title_deal") if deal["kind"] == "deal" else T("deal.title_exchange")
    text.draw(surface, title, (r.x + 18, r.y + 10), 28, theme.ACCENT, "bold")
    x = r.x + 18 + text.render(title, 28, theme.ACCENT, "bold").get_width() + 14
    # The names share what the title and the clock leave ("Robi0:11": the clock was drawn over a name).
    end = r.right - 18 - (text.render("0:00", 28, theme.TEXT, "bold").get_width() + 16 if clock is not None else 0)
    parties = deal["parties"]
    room = min(110, (end - x) // len(parties) - 40)
    for seat in parties:
        badge(surface, (x + 12, r.y + 28), seat, 11)
        if room < 40:              # only the badges (colour and letter): the line under says who offers
            x += 30
            continue
        drawn = text.draw(surface, text.fit(names[seat], room, 20, "bold"), (x + 28, r.y + 17), 20, theme.TEXT,
                          "bold")
        x += 40 + drawn.w
    if clock is not None:
        secs = max(0, int(clock + 0.999))
        colour = theme.BAD if secs <= 10 else theme.TEXT
        text.draw(surface, f"{secs // 60}:{secs % 60:02d}", (r.right - 18, r.y + 28), 28, colour, "bold",
                  "midright")
    who = names[deal["proposer"]]
    state = T("deal.offers" if deal["offered"] else "deal.making", name=who)
    text.draw(surface, text.fit(state, r.w - 220, 20, "bold"), (r.x + 18, r.y + 50), 20,
              theme.TEXT_DIM, "bold")
    y = r.y + ITEMS_Y
    items = [item_text(i, lambda x: names[x], deal["kind"]) for i in deal["draft"]] or [T("deal.nothing")]
    shown = items if len(items) <= ITEM_LINES else items[:ITEM_LINES - 1] + [
        T("deal.more_hover", n=len(items) - ITEM_LINES + 1)]
    for line in shown:
        text.draw(surface, text.fit("\u2022 " + line, r.w - 36, 20), (r.x + 22, y), 20, theme.TEXT)
        y += 24
    y = r.y + HELP_Y
    for line in text.wrap(instructions(deal, viewer, names, legal), 20, r.w - 36)[:2]:
        text.draw(surface, line, (r.x + 18, y), 20, theme.ACCENT)
        y += 23
    if history:
        text.draw(surface, text.fit(history[-1], r.w - 36, 18), (r.x + 18, r.y + HISTORY_Y), 18, theme.TEXT_DIM,
                  "italic")


def items_rect() -> pygame.Rect:
    """Where the offer's items are listed (a pointer there is told all of them when some are folded away)."""
    r = L.DEAL
    return pygame.Rect(r.x + 18, r.y + ITEMS_Y, r.w - 36, ITEM_LINES * 24)


def items_help(deal, names) -> str:
    """Every item of the offer, for the pointer over a list that shows only the first ones."""
    items = [item_text(i, lambda x: names[x], deal["kind"]) for i in deal["draft"]]
    return "; ".join(items) + "." if len(items) > ITEM_LINES else ""


def item_rects() -> list:
    """The item buttons, one a row across the panel."""
    r = L.DEAL
    return [pygame.Rect(r.x + 18, r.y + row_y, r.w - 36, 34) for row_y in BUTTON_ROWS_Y]


def answer_rects() -> list:
    """Accept / Reject, or Offer this / Make no offer, along the bottom of the panel."""
    r = L.DEAL
    w = (r.w - 36 - 12) // 2
    return [pygame.Rect(r.x + 18, r.y + ANSWER_Y, w, 40), pygame.Rect(r.x + 18 + w + 12, r.y + ANSWER_Y, w, 40)]


def clock_rect() -> pygame.Rect:
    r = L.DEAL
    return pygame.Rect(r.right - 190, r.y + 46, 172, 30)
