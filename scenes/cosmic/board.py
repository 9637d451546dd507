"""Drawing the Cosmic table from the display (the viewer's view, patched event by event): the systems with
their strips, planets, piles of tokens and Prisons; the Warp; the cone from its mouth to the target; the
destiny pile, deck and discards; the viewer's power card and hand; and the challenge panel with both cards,
Kickers and totals. Only a view dict is read here, never the state, so nothing hidden can be drawn.

`draw_board` returns a `Board`: the hover help for any point (what lies on top there) and where each pile of
tokens stands, for the table's tooltips and hit tests.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pygame

from rules.core.i18n import Texts, language
from rules.cosmic.content import CARDS, POWER_TEXTS, TOKENS_PER_COLOUR
from rules.cosmic.state import ASIDE, CAPTIVE, CONE, DEFENSE, PRISON, WARP, aside
from rules.cosmic.texts import PHASE_HELP, item_text, power_with_classic
from sprites import text, theme
from sprites.cache import SurfaceCache, copy_of, shade
from sprites.card import CardSprite, card_surface
from sprites.cosmic import palette, tokens
from sprites.cosmic.aside import draw_aside
from sprites.cosmic.cards import DECK_BACK, ChallengeFace, card_title, kicker_mark, kind_of
from sprites.cosmic.cone import draw_cone_path, draw_trail
from sprites.cosmic.destiny import DESTINY_BACK, DestinyFace, destiny_title
from sprites.cosmic.planet import draw_planet
from sprites.cosmic.power import PowerFace
from sprites.cosmic.prison import draw_prison
from sprites.cosmic.strip import StripInfo, badge, strip_surface
from sprites.cosmic.warp import draw_warp
from sprites.zone import fan

from . import layout as L
from .display import side_captives, side_counts

T = Texts("scenes.cosmic")

_cache = SurfaceCache(limit=64)
SKILL_ORDER = {k: i for i, k in enumerate(palette.SKILL_ORDER)}
HAND_ORDER = {"attack": 0, "compromise": 1, "kicker": 2, "edict": 3, "ruling": 4, "flare": 5}
OFF_REASONS = ("blackout", "home_bases", "leaders")     # why a power is off (the view's "off")
DEFENSE_RGB = (120, 180, 255)


@dataclass
class Board:
    """What one drawing produced: hover help (each text made only when asked for), and where each pile
    stands (for hit tests)."""
    help: list = field(default_factory=list)          # (pygame.Rect, text or a function making it)
    piles: list = field(default_factory=list)         # (centre, place, seat, skill or None)
    totals: list = field(default_factory=lambda: [None, None])   # each side's total as drawn (None: not known)

    def add(self, rect, words) -> None:
        self.help.append((rect, words))

    def help_at(self, pos) -> str:
        """The hover text for a point: the last thing drawn there wins (it lies on top)."""
        for rect, words in reversed(self.help):
            if rect.collidepoint(pos):
                return words() if callable(words) else words
        return ""


@dataclass
class Lit:
    """What the table lights on the board because a click there is a legal move now (a drop's targets are
    the table's drop zones): planets, piles (place, seat, skill or None) and systems (seats)."""
    planets: set = field(default_factory=set)
    piles: set = field(default_factory=set)
    grab: set = field(default_factory=set)          # piles that may be picked up (a drag, not a click)
    systems: set = field(default_factory=set)
    warp: bool = False


NOTHING_LIT = Lit()


# --- background ------------------------------------------------------------------------------------
def background() -> pygame.Surface:
    def make():
        surf = pygame.Surface(L.CANVAS.size)
        surf.fill(palette.SPACE)
        glow = pygame.Surface(L.CANVAS.size, pygame.SRCALPHA)
        cx, cy = L.WARP_CENTRE
        for i in range(12, 0, -1):
            pygame.draw.circle(glow, (*palette.SPACE_LIGHT, 14), (cx, cy), 60 * i)
        surf.blit(glow, (0, 0))
        x = 12345
        for _ in range(420):
            x = (x * 1103515245 + 12345) % 2147483648
            px = x % L.CANVAS.w
            x = (x * 1103515245 + 12345) % 2147483648
            py = x % L.CANVAS.h
            x = (x * 1103515245 + 12345) % 2147483648
            b = 70 + x % 120
            surf.set_at((px, py), (b, b, min(255, b + 30)))
        pygame.draw.rect(surf, theme.PANEL, L.RIGHT, border_radius=12)
        for r in (L.STATUS, L.ENCOUNTER, L.ACTIONS, L.LOG):
            pygame.draw.rect(surf, shade(theme.PANEL, 1.25), r, border_radius=12)
            pygame.draw.rect(surf, theme.PANEL_LIGHT, r, 2, border_radius=12)
        return surf

    return _cache.get(("background",), make)


_static: dict = {}          # (seats, viewer) -> the static layer: opaque, so copying it is a plain memcpy


def static_layer(layout) -> pygame.Surface:
    """What never moves for one table: the sky, the panels, each system's block, its planets and their
    numbers. Painted once per (seats, viewer); every board drawing starts with one blit of it. Kept opaque
    (the shared cache converts to per-pixel alpha, which made this full-canvas blit cost 7 ms)."""
    key = (layout.seats, layout.viewer)
    found = _static.get(key)
    if found is None:
        if len(_static) >= 4:
            _static.clear()
        found = _static[key] = _opaque(_paint_static(layout))
    return found


def _opaque(surf: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert()
    return surf


def _paint_static(layout) -> pygame.Surface:
    surf = pygame.Surface(L.CANVAS.size)
    surf.blit(background(), (0, 0))
    for system in layout.systems:
        surf.blit(_block(system.rect.size, system.seat), system.rect)
        for i, centre in enumerate(system.planets):
            draw_planet(surf, centre, system.seat, i, L.PLANET_R)
            label = _outlined(str(i + 1), 18, theme.TEXT)
            surf.blit(label, label.get_rect(center=system.planet_label(i)))
    return surf


def _outlined(label, size, colour) -> pygame.Surface:
    """A label with a dark outline, readable on a planet or on the sky."""
    def make():
        ink = text.render(label, size, colour, "bold")
        dark = text.render(label, size, (6, 8, 14), "bold")
        surf = pygame.Surface((ink.get_width() + 4, ink.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((1, 1), (3, 3), (1, 3), (3, 1), (2, 4), (4, 2), (0, 2), (2, 0)):
            surf.blit(dark, (dx, dy))
        surf.blit(ink, (2, 2))
        return surf

    return _cache.get(("outlined", label, size, tuple(colour)), make)


def _block(size, seat: int) -> pygame.Surface:
    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rect = surf.get_rect()
        tint = palette.rgb(seat)
        pygame.draw.rect(surf, (*shade(tint, 0.16), 228), rect, border_radius=14)
        pygame.draw.rect(surf, (*shade(tint, 0.26), 255), (0, 0, rect.w, L.STRIP_H), border_top_left_radius=14,
                         border_top_right_radius=14)
        pygame.draw.rect(surf, shade(tint, 0.7), rect, 2, border_radius=14)
        return surf

    return _cache.get(("block", tuple(size), seat), make)


# --- reading the view -----------------------------------------------------------------------------------
_last_places: list = [None, None]      # token_places' last key and answer (shared: read it, never change it)


def token_places(view, hidden=()) -> dict:
    """place -> Counter of (owner, label) for every token; Mould captives count where their holder is.
    `hidden` tokens (flying to their place in an animation) are left out. The answer is kept for the same
    tokens (a board drawing and the next often have them: the end of an animation draws the same tokens with
    other places lit); shared, so read it and never change it."""
    key = (tuple(view["tokens"]), tuple(view["skills"] or ()), tuple(view.get("stone") or ()),
           tuple(view.get("second_colour") or ()), frozenset(hidden))
    if _last_places[0] == key:
        return _last_places[1]
    _last_places[1] = out = _token_places(view, hidden)
    _last_places[0] = key
    return out


def _token_places(view, hidden) -> dict:
    loc, skills = view["tokens"], view["skills"]
    stone, twin = set(view.get("stone") or ()), set(view.get("second_colour") or ())
    out: dict = {}
    for t, where in enumerate(loc):
        if t in hidden:
            continue
        place = where
        hops = 0
        while place <= CAPTIVE and hops < 5:        # stuck to a Mould token: it stands where that one is
            place = loc[CAPTIVE - place]
            hops += 1
        owner = t // TOKENS_PER_COLOUR
        # A captive is marked as one: counted as its owner's it looked as if the beaten player still held
        # the planet the Mould had just taken (a playtester).
        label = CAPTIVE_MARK if hops else skills[t] if skills else palette.letter(owner)
        if t in twin and not hops and not skills:
            label += TWIN_MARK          # the Twin's second colour (with Skill Tokens its skill shows)
        if t in stone and not hops:
            label = tokens.STONE + label       # turned to stone by the Stonegaze: drawn grey, counts nothing
        out.setdefault(place, Counter())[(owner, label)] += 1
    return out


CAPTIVE_MARK = "\u00d7"     # the label of a Mould's captives ("×"), drawn as a pile of their own
TWIN_MARK = "\u2082"        # after the letter of a Twin's (Symbiote's) second-colour token: "R₂"


def pile_list(counter, host=None) -> list[tuple[int, str, int]]:
    """[(seat, label, count)] for a place: the host's piles first, then by colour and skill."""
    if not counter:
        return []
    return sorted(((o, lab, n) for (o, lab), n in counter.items()),
                  key=lambda p: (p[0] != host, p[0], SKILL_ORDER.get(p[1], 0)))


def off_words(reason) -> str:
    """Why a power is off, in words."""
    return T(f"off.{reason}") if reason in OFF_REASONS else T("off.other")


def skill_list(pairs) -> str:
    """" (2 Escort, 1 Shield)" for [(skill letter, count)], or "" when there is no skill."""
    skills = [T("board.skill_count", n=n, skill=palette.SKILL_WORDS[lab]) for lab, n in pairs
              if lab in palette.SKILL_WORDS]
    return T("board.detail", list=", ".join(skills)) if skills else ""


def pile_words(seat, piles, names, where: str) -> str:
    own = [p for p in piles if p[0] == seat]
    n = sum(p[2] for p in own)
    words = T("board.pile", name=names[seat], colour=palette.colour_name(seat), where=where,
              tokens=T("board.tokens", n=n), detail=skill_list((p[1].lstrip(tokens.STONE), p[2]) for p in own))
    stone = sum(k for _, lab, k in own if lab.startswith(tokens.STONE))
    twin = sum(k for _, lab, k in own if lab.endswith(TWIN_MARK))
    if stone:
        words += " " + T("board.pile_stone", n=stone)
    if twin:
        words += " " + T("board.pile_twin", n=twin)
    return words


def roles(view, declined=()) -> dict:
    """seat -> its part in the challenge (offense, defense, allies, invited and not declined); none during
    the set-up."""
    out = {}
    if view.get("phase") == "arrange":
        return out
    by_offense, by_defense = view["invited"]["offense"], view["invited"]["defense"]
    for x in by_offense + by_defense:       # a player may be invited by both sides: the strip says so
        if x not in declined:
            out[x] = "invited_both" if x in by_offense and x in by_defense else \
                "invited_offense" if x in by_offense else "invited_defense"
    for x in view["allies"]["offense"]:
        out[x] = "ally_offense"
    for x in view["allies"]["defense"]:
        out[x] = "ally_defense"
    if view["offense"] is not None:
        out[view["offense"]] = "offense"
    if view["defense"] is not None:
        out[view["defense"]] = "defense"
    return out


def planet_name(planet, names) -> str:
    if planet is None:
        return T("board.no_planet")
    if planet >= 0:
        return T("board.planet", name=names[planet // 5], n=planet % 5 + 1)
    return T("board.prison", name=names[PRISON - planet])


# --- the whole board ---------------------------------------------------------------------------------
class KeptSystems:
    """Each seat's system (its planets' piles, its Prison and set-aside cell; not its strip) as the picture it was
    last drawn as, with the hover help and the piles that drawing noted: while nothing the system shows
    changed, a board drawing copies it instead of painting it (the board is drawn again whenever anything
    moves; at the end of an animation all five systems were painted again, mostly unchanged). A table keeps
    one for its board layer (the same surface every time, so what lies under a system is the same)."""

    def __init__(self):
        self.pictures: dict = {}     # seat -> (key, picture of the system's rect, help entries, piles entries)
        self.hits = 0
        self.retaken = 0             # pictures taken again into the surface of the system's last one

    def draw(self, surface, board, system, key, paint) -> None:
        rect = system.rect.clip(surface.get_rect())
        found = self.pictures.get(system.seat)
        if found is not None and found[0] == key:
            self.hits += 1
            surface.blit(found[1], rect)
            board.help.extend(found[2])
            board.piles.extend(found[3])
            return
        helps, piles = len(board.help), len(board.piles)
        paint()
        picture = copy_of(surface, rect, found[1] if found is not None else None)
        self.retaken += found is not None and picture is found[1]
        self.pictures[system.seat] = (key, picture, board.help[helps:], board.piles[piles:])


def _system_key(view, system, layout, places, names, lit, beam) -> tuple:
    """Everything `_draw_system` reads for one system, and what lies under it (its lit or targeted planets, the
    beam): while it is the same, the system's last picture is still true. (Its strip is drawn over it afresh:
    whether a seat is to act changes at every animation's end.)"""
    seat = system.seat
    own = {seat * 5 + i for i in range(5)} | {PRISON - seat, aside(seat)}
    return (language(), layout.seats, layout.viewer, tuple(names), beam, view["planet"], view["offense"],
            view["defense"], tuple(frozenset((places.get(p) or {}).items()) for p in sorted(own)),
            frozenset(p for p in lit.planets if p in own), frozenset(x for x in lit.piles if x[0] in own),
            frozenset(x for x in lit.grab if x[0] in own), aside_title_key(view, seat),
            len(view.get("invisible") or []) if seat == view.get("viewer") else 0)


def draw_board(surface, view, layout: L.Layout, names, extras=None, computers=(), hidden=(), hand=True,
               lit: Lit = NOTHING_LIT, watching_note: bool = True, kept: KeptSystems | None = None) -> Board:
    """Everything on the table but the buttons and the log, drawn from the view (see the module doc).
    `hidden` tokens are in flight (the table draws them); `hand=False` leaves the viewer's hand to the
    table (as cards it can pick up); `lit` marks what a click may choose now; `kept`: the systems' pictures
    of the last drawing on this same surface (KeptSystems)."""
    extras = extras or {}
    board = Board()
    surface.blit(static_layer(layout), (0, 0))
    places = token_places(view, hidden)
    role = roles(view, extras.get("declined") or ())
    offense, planet = view["offense"], view["planet"]
    for p in lit.planets:
        if p >= 0 and p != planet:
            draw_planet(surface, layout.planet_centre(p), p // 5, p % 5, L.PLANET_R, "legal")
    if planet is not None and planet >= 0:
        draw_planet(surface, layout.planet_centre(planet), planet // 5, planet % 5, L.PLANET_R,
                    "legal" if planet in lit.planets else "target")
    cone_on = offense is not None and (planet is not None or bool(places.get(CONE)))
    if cone_on and planet is not None:      # over the planets, under the tokens, strips and the Warp
        draw_cone_path(surface, layout.beam(offense, planet), offense, L.CONE_HALF_WIDTH)
    beam = (offense, planet) if cone_on and planet is not None else None
    for system in layout.systems:
        if kept is None:
            _draw_system(surface, board, view, system, places, role, names, computers, lit)
        else:
            kept.draw(surface, board, system, _system_key(view, system, layout, places, names, lit, beam),
                      lambda system=system: _draw_system(surface, board, view, system, places, role, names,
                                                         computers, lit))
        _draw_strip(surface, board, view, system, role, names, computers)
        if system.seat in lit.systems:
            pygame.draw.rect(surface, theme.GOOD, system.rect.inflate(6, 6), 4, border_radius=16)
    for seat, r in role.items():            # the main players' systems framed: offense gold, defense blue
        if r in ("offense", "defense"):
            edge = palette.CONE_RGB if r == "offense" else DEFENSE_RGB
            pygame.draw.rect(surface, edge, layout.systems[seat].rect, 4, border_radius=14)
    _draw_warp(surface, board, view, layout, places, names, lit)
    if cone_on:
        _draw_cone(surface, board, view, layout, places, names, lit)
    _draw_decks(surface, board, view, names)
    _draw_viewer(surface, board, view, names, hand, watching_note)
    draw_encounter(surface, board, view, names, places, extras)
    return board


def _strip_info(view, seat, role, names, computers) -> StripInfo:
    first = seat * TOKENS_PER_COLOUR
    own = view["tokens"][first:first + TOKENS_PER_COLOUR]
    power = view["powers"][seat]
    return StripInfo(seat=seat, name=names[seat], power=power["name"] or "", power_active=power["active"],
                     bases=view["external_bases"][seat], hand=view["hand_sizes"][seat],
                     warp=sum(1 for w in own if w == WARP),
                     imprisoned=sum(1 for w in own if ASIDE < w <= PRISON and w != PRISON - seat),
                     role=role.get(seat), to_act=seat in (view.get("actors") or []), computer=seat in computers,
                     winner=seat in (view.get("winners") or []))


def _strip_help(view, info, spots, names) -> list:
    seat, name = info.seat, names[info.seat]
    words = {
        "name": T("board.strip_name", name=name, colour=palette.colour_name(seat), letter=palette.letter(seat),
                  shape=T(f"shape.{palette.shape(seat)}")),
        "bases": T("board.strip_bases", name=name, n=info.bases),
        "hand": T("board.strip_hand", name=name, n=info.hand),
        "warp": T("board.strip_warp", name=name, n=info.warp),
        "imprisoned": T("board.strip_prisons", name=name, n=info.imprisoned),
        "to_act": T("board.strip_to_act", name=name),
    }
    if info.role:
        off, dfn = view["offense"], view["defense"]
        words["role"] = T(f"board.strip_role.{info.role}", name=name,
                          offense=names[off] if off is not None else "", defense=names[dfn] if dfn is not None else "")
    power = view["powers"][seat]
    if power["key"]:
        body = POWER_TEXTS[power["key"]]["text"]
        named = power_with_classic(power["key"])
        words["power"] = (T("board.power_works", power=named, text=body) if power["active"] else
                          T("board.power_off", power=named, why=off_words(power.get("off")), text=body))
    return [(rect, words[key]) for key, rect in spots.items() if key in words]


def _draw_system(surface, board, view, system, places, role, names, computers, lit=NOTHING_LIT):
    """A seat's system under its strip: the planets' piles, the set-aside cell, the Prison."""
    seat = system.seat
    name = names[seat]
    for i, centre in enumerate(system.planets):
        planet = seat * 5 + i
        piles = pile_list(places.get(planet), seat)
        host = [p for p in piles if p[0] == seat and p[1] != CAPTIVE_MARK]
        visitors = _merge_by_owner(Counter({(o, lab): n for o, lab, n in piles if p_is_visitor(o, lab, seat)}))
        where = T("board.on_planet", name=name, n=i + 1)
        board.add(pygame.Rect(centre[0] - L.PLANET_R, centre[1] - L.PLANET_R, 2 * L.PLANET_R, 2 * L.PLANET_R),
                  lambda i=i, piles=piles: _planet_words(seat, i, piles, names))
        _draw_piles(surface, board, centre, host, piles, names, where, planet,
                    tokens.host_slots(host, L.PILE_SPREAD), lit=lit)
        _draw_piles(surface, board, system.visitors(i), visitors, piles, names, where, planet,
                    tokens.grid_slots(len(visitors), 3, 30, 30), lit=lit)
    cell = _draw_aside(surface, board, view, system, places, names, lit)
    prison_rect = system.prison if cell is None else L.prison_under_aside(system)
    prisoners = _merge_by_owner(places.get(PRISON - seat))
    ring = "hover" if view["planet"] == PRISON - seat else None
    for pos, who in draw_prison(surface, prison_rect, seat, prisoners, L.TOKEN_R - 1, ring):
        board.piles.append((pos, PRISON - seat, who, None))
        if (PRISON - seat, who, None) in lit.piles:
            _ring(surface, pos, L.TOKEN_R - 1)
    board.add(prison_rect, lambda: _prison_words(seat, places.get(PRISON - seat), names))


def _draw_strip(surface, board, view, system, role, names, computers):
    """A system's strip, drawn after the rest of it: its band covers the beam where the beam enters."""
    seat = system.seat
    info = _strip_info(view, seat, role, names, computers)
    strip, spots = strip_surface(info, system.strip.size)
    surface.blit(strip, system.strip)
    board.help.extend(strip_help(view, info, spots, names, system.strip))


_strip_helps: dict = {}      # strip_help's key -> its entries (shared: read them)


def strip_help(view, info, spots, names, where: pygame.Rect) -> list:
    """A strip's hover help on the board: [(rect, words)], its words made once per look of the strip (every
    board drawing asked for some 40 texts again, a quarter of the drawing at the end of an animation). The key
    holds everything `_strip_help` reads: the spots come from the strip's look (info and size)."""
    power = view["powers"][info.seat]
    key = (language(), info, tuple(where), tuple(names), view["offense"], view["defense"], power["key"],
           power["active"], power.get("off"))
    found = _strip_helps.get(key)
    if found is None:
        if len(_strip_helps) >= 64:
            _strip_helps.clear()
        found = _strip_helps[key] = [(rect.move(where.topleft), words)
                                     for rect, words in _strip_help(view, info, spots, names)]
    return found


def aside_title_key(view, seat):
    """The catalog key naming what the seat's power sets aside ("aside.phantom": its ghosts), or None for a
    power that sets nothing aside."""
    key = f"aside.{view['powers'][seat]['key']}"
    return key if T.has(f"{key}.title") else None


def _draw_aside(surface, board, view, system, places, names, lit=NOTHING_LIT):
    """The pile a power sets aside (the Haunt's ghosts, the Unseen's reserve) in its cell above the Prison;
    None (nothing drawn) for a seat whose power sets nothing aside and has nothing there."""
    seat = system.seat
    code = aside(seat)
    held = places.get(code)
    key = aside_title_key(view, seat) or ("aside.other" if held else None)
    if key is None:
        return None
    cell = L.aside_cell(system)
    piles = pile_list(held, seat)
    lit_cell = any(p[1] == code for p in lit.piles)
    for pos, who, label in draw_aside(surface, cell, seat, T(f"{key}.title"), piles, L.TOKEN_R - 2, lit_cell):
        skill = label if label in palette.SKILL_WORDS else None
        board.piles.append((pos, code, who, skill))
        if (code, who, skill) in lit.piles:
            _ring(surface, pos, L.TOKEN_R - 2)
    # The viewer's own secret (the Unseen's invisible tokens): only his view lists them.
    secret = len(view.get("invisible") or []) if seat == view.get("viewer") else 0
    board.add(cell, lambda: _aside_words(seat, key, held, names, secret))
    return cell


def _aside_words(seat, key, counter, names, secret=0) -> str:
    n = sum((counter or {}).values())
    detail = skill_list(sorted((lab, k) for (o, lab), k in (counter or {}).items()))
    words = T(f"{key}.help", name=names[seat], n=n, detail=detail)
    return f"{words} {T('aside.secret', n=secret)}" if secret else words


def _prison_words(seat, counter, names) -> str:
    if not counter:
        return T("board.prison_empty", name=names[seat])
    by_owner: dict = {}
    for (o, lab), n in sorted(counter.items()):
        by_owner.setdefault(o, []).append((lab, n))
    parts = []
    for o, labs in by_owner.items():
        total = sum(n for _, n in labs)
        parts.append(T("board.prison_part", n=total, name=names[o], detail=skill_list(labs)))
    return T("board.prison_holds", name=names[seat], parts="; ".join(parts))


def _planet_words(seat, index, piles, names) -> str:
    if not piles:
        return T("board.planet_empty", name=names[seat], n=index + 1)
    by_owner, captives = Counter(), Counter()
    for o, lab, n in piles:
        (captives if lab == CAPTIVE_MARK else by_owner)[o] += n
    parts = [T("board.planet_part", name=names[o], n=n) for o, n in by_owner.items()]
    parts += [T("board.planet_part_captives", name=names[o], n=n) for o, n in captives.items()]
    return T("board.planet_holds", name=names[seat], n=index + 1, parts=", ".join(parts))


def _ring(surface, pos, radius, ticks=True) -> None:
    """A clickable pile's mark: a green ring with ticks (not colour alone); a pile that may be picked up has
    the thin ring only."""
    c = (round(pos[0]), round(pos[1]))
    pygame.draw.circle(surface, theme.GOOD, c, radius + 6, 3 if ticks else 2)
    if not ticks:
        return
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, theme.GOOD, (c[0] + dx * (radius + 5), c[1] + dy * (radius + 5)),
                         (c[0] + dx * (radius + 11), c[1] + dy * (radius + 11)), 3)


def _draw_piles(surface, board, centre, piles, all_piles, names, where, place, slots, radius=L.TOKEN_R,
                lit=NOTHING_LIT):
    """Piles at `centre` + slots; hover help names the owner's whole holding in `all_piles`."""
    for (seat, label, count), (dx, dy) in zip(piles, slots):
        pos = (centre[0] + dx, centre[1] + dy)
        skill = label if label in palette.SKILL_WORDS else None
        if (place, seat, skill) in lit.piles:
            _ring(surface, pos, radius)
        elif (place, seat, skill) in lit.grab:
            _ring(surface, pos, radius, ticks=False)
        tokens.draw_pile(surface, pos, seat, label, count, radius)
        board.piles.append((pos, place, seat, skill))
        board.add(pygame.Rect(pos[0] - radius, pos[1] - radius - 6, 2 * radius, 2 * radius + 6),
                  lambda seat=seat: pile_words(seat, all_piles, names, where))


def _draw_warp(surface, board, view, layout, places, names, lit=NOTHING_LIT):
    cx, cy = layout.warp_centre
    rr = layout.warp_radius
    board.add(pygame.Rect(cx - rr, cy - rr, 2 * rr, 2 * rr),
              T("board.warp"))
    piles = _merge_by_owner(places.get(WARP))
    spots = draw_warp(surface, layout.warp_centre, layout.warp_radius, piles, L.TOKEN_R,
                      "legal" if lit.warp else None)
    for pos, seat in spots:
        board.piles.append((pos, WARP, seat, None))
        if (WARP, seat, None) in lit.piles:
            _ring(surface, pos, L.TOKEN_R)
    skills = places.get(WARP) or {}
    for (pos, seat), (_, _, n) in zip(spots, piles):
        detail = skill_list((lab, k) for (o, lab), k in sorted(skills.items()) if o == seat)
        board.add(pygame.Rect(pos[0] - 16, pos[1] - 22, 32, 38),
                  T("board.warp_pile", name=names[seat], n=n, detail=detail))


def p_is_visitor(owner, label, host) -> bool:
    """Whether a pile on `host`'s planet is drawn beside it: another colour's, or captives (even the host's)."""
    return owner != host or label == CAPTIVE_MARK


def _merge_by_owner(counter):
    """Warp piles are one per colour even with Skill Tokens (hover tells the skills); captives and stone tokens
    stay apart."""
    merged = Counter()
    for (o, lab), n in (counter or {}).items():
        mark = CAPTIVE_MARK if lab == CAPTIVE_MARK else tokens.STONE + palette.letter(o) \
            if lab.startswith(tokens.STONE) else palette.letter(o)
        merged[(o, mark)] += n
    return pile_list(merged)


def _draw_cone(surface, board, view, layout, places, names, lit=NOTHING_LIT):
    """The gate at the cone's mouth with the offensive tokens riding it (one row per player), and the
    defensive allies' tokens waiting where the beam reaches the defender's system."""
    offense, planet = view["offense"], view["planet"]
    mouth = layout.mouth(offense, planet)
    draw_trail(surface, layout.trail_start(offense, planet), mouth, offense)
    cone = pile_list(places.get(CONE), offense)
    slots = tokens.row_slots(cone)
    if cone or view.get("phase") in ("regain", "aim", "launch", "answers", "escorts"):
        tray = _tray(surface, mouth, slots, palette.CONE_RGB, shade(palette.rgb(offense), 0.3))
        target = planet_name(planet, names) if planet is not None else T("board.not_aimed")
        board.add(tray, T("board.cone_help", name=names[offense], target=target))
    _draw_piles(surface, board, mouth, cone, cone, names, T("board.in_cone"), CONE, slots, lit=lit)
    defence = pile_list(places.get(DEFENSE), view["defense"])
    if planet is not None and defence:
        spot = layout.defense_spot(offense, planet)
        slots = tokens.row_slots(defence)
        _tray(surface, spot, slots, (120, 180, 255), (16, 26, 48))
        _draw_piles(surface, board, spot, defence, defence, names, T("board.defending"), DEFENSE, slots, lit=lit)


def _tray(surface, centre, slots, edge, fill) -> pygame.Rect:
    """The dark tray under a group of piles (the cone's mouth, the defenders), sized to hold them."""
    w = max([abs(dx) for dx, _ in slots] + [0]) + 30
    h = max([abs(dy) for _, dy in slots] + [0]) + 30
    box = pygame.Rect(0, 0, round(2 * w), round(2 * h))
    box.center = (round(centre[0]), round(centre[1]))
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*fill, 225), panel.get_rect(), border_radius=14)
    pygame.draw.rect(panel, edge, panel.get_rect(), 3, border_radius=14)
    surface.blit(panel, box)
    return box


def _draw_decks(surface, board, view, names):
    # Destiny: the pile (back) with the last card drawn face up on it.
    last = view["destiny_last"]
    seats = view["seats"]
    surface.blit(card_surface(DESTINY_BACK, L.DECK_CARD), L.DESTINY.move(-8 - 6, -8 - 6))
    if last is not None:
        surface.blit(card_surface(DestinyFace(last, seats), L.DECK_CARD), L.DESTINY.move(-8, -8))
    text.draw(surface, T("board.destiny", n=view["destiny_left"]), (L.DESTINY.centerx, L.DESTINY.bottom + 16), 18,
              theme.TEXT, "bold", "center")
    board.add(L.DESTINY, T("board.destiny_last", n=view["destiny_left"], card=destiny_title(last))
              if last is not None else T("board.destiny_help", n=view["destiny_left"]))
    if view["deck_size"]:
        surface.blit(card_surface(DECK_BACK, L.DECK_CARD), L.DECK.move(-8, -8))
    else:
        pygame.draw.rect(surface, theme.PANEL_LIGHT, L.DECK, 2, border_radius=8)
    text.draw(surface, T("board.deck", n=view["deck_size"]), (L.DECK.centerx, L.DECK.bottom + 16), 18, theme.TEXT,
              "bold", "center")
    board.add(L.DECK, T("board.deck_help", n=view["deck_size"]))
    discard = view["discard"]
    if discard:
        surface.blit(card_surface(ChallengeFace(discard[-1]), L.DECK_CARD), L.DISCARD.move(-8, -8))
    else:
        pygame.draw.rect(surface, theme.PANEL_LIGHT, L.DISCARD, 2, border_radius=8)
    text.draw(surface, T("board.discards", n=len(discard)), (L.DISCARD.centerx, L.DISCARD.bottom + 16), 18, theme.TEXT,
              "bold", "center")
    board.add(L.DISCARD, T("board.discards_top", n=len(discard), card=card_title(discard[-1])) if discard else
              T("board.discards_help", n=0))


def hand_order(card) -> tuple:
    c = CARDS[card]
    return HAND_ORDER.get(c["type"], 9), c.get("value", 0), card


def hand_positions(count: int):
    return fan(count, L.HAND_CENTRE, L.HAND_CARD, L.HAND_WIDTH, max_angle=6.0, arc=10.0, overlap=0.1)


def _draw_viewer(surface, board, view, names, draw_hand=True, watching_note=True):
    seat = view["viewer"]
    if seat is None:
        if watching_note:           # (a replay's bar lies there instead)
            text.draw(surface, T("board.watching"), L.HAND_CENTRE, 22, theme.TEXT_DIM, "italic", "center")
        return
    power = view["powers"][seat]
    if power["key"]:
        surface.blit(card_surface(PowerFace(power["key"], power["active"], seat), L.POWER_CARD.size),
                     L.POWER_CARD.move(-8, -8))
        board.add(L.POWER_CARD, T("board.your_power", name=power["name"], text=power["text"]))
    if not draw_hand:
        _draw_seen(surface, view)
        return
    hand = sorted(view["hand"] or [], key=hand_order)
    for card, (x, y, angle) in zip(hand, hand_positions(len(hand))):
        sprite = CardSprite(ChallengeFace(card), DECK_BACK, (x, y), L.HAND_CARD, angle)
        sprite.draw(surface)
    if not hand:
        text.draw(surface, T("board.hand_empty"), L.HAND_CENTRE, 22, theme.TEXT_DIM, "italic", "center")
    _draw_seen(surface, view)


def _draw_seen(surface, view):
    seen = view.get("seen") or []
    if seen:
        text.draw(surface, T("board.seen", cards=", ".join(card_title(c) for c in seen[:6])), (L.BOTTOM.x + 190, 1060), 18,
                  theme.TEXT_DIM, anchor="midleft")


# --- the challenge panel -------------------------------------------------------------------------------
def card_value(view, i):
    """(attack value, Kicker text) a side's visible card shows: (None, ...) when unknown or no attack."""
    card, kicker, claim = view["played"][i], view["kickers"][i], view["claims"][i]
    kick = ""
    if isinstance(kicker, int) and kicker >= 0:
        kick = T("board.kicker_part", mark=kicker_mark(kicker))
    elif kicker == "hidden":
        kick = T("board.kicker_hidden")
    if view.get("calm"):                # a Calm edict: every attack counts as a compromise
        return None, kick
    if claim is not None:
        return (claim if claim != "compromise" else None), kick
    if isinstance(card, int) and card >= 0 and CARDS[card]["type"] == "attack":
        return CARDS[card]["value"], kick
    return None, kick


def holds_kicker(view) -> bool:
    """Whether the viewer's hand holds a Kicker (his own view: it is his hand)."""
    return any(kind_of(card) == "kicker" for card in view.get("hand") or [])


def kicked(value, kicker):
    k = CARDS[kicker]
    return value * k["value"] if k["mode"] == "multiply" else value + k["value"]


def draw_encounter(surface, board, view, names, places, extras):
    """The challenge panel: what is attacked, both main players' cards and Kickers, and the totals."""
    slots = L.encounter_slots()
    last = extras.get("last_cards")
    if last and view["played"] == [None, None] and view["kickers"] == [None, None] and \
            view["offense"] is not None and view["defense"] is not None:
        # The challenge has ended and its cards have gone: they stay beside its result until the next one.
        view = dict(view, played=last[0], kickers=last[1])
    off, dfn, planet = view["offense"], view["defense"], view["planet"]
    if off is None or view.get("phase") == "arrange":
        words = {"arrange": T("board.setup"), "choose_power": T("board.setup_powers")}.get(view.get("phase"),
                                                                                        T("board.no_challenge"))
        text.draw(surface, words, slots["title"].center, 20, theme.TEXT_DIM, "bold", "center")
        return
    if planet is not None and planet < 0:
        title = T("board.rescue", target=planet_name(planet, names))
    elif view.get("secondary"):         # a challenge out of turn (a counterattack, a raid): whose challenge waits
        target = planet_name(planet, names) if planet is not None else T("board.not_aimed_short")
        title = T("board.secondary", target=target, main=names[view["secondary"]["main"]])
    else:
        target = planet_name(planet, names) if planet is not None else T("board.not_aimed_short")
        title = T("board.challenge", n=view["challenge"] or 1, target=target)
    text.draw(surface, text.fit(title, slots["title"].w, 20, "bold"), slots["title"].center, 20, theme.TEXT,
              "bold", "center")
    # Bands under the title: a capture challenge, a Calm (both at once share the line; hover tells all).
    bands = [(T("board.capture_band"), T("board.capture_help"))] if extras.get("capture") else []
    bands += [(T("board.calm_band"), T("board.calm_help"))] if view.get("calm") else []
    line = slots["capture"]
    for i, (words, help_words) in enumerate(bands):
        band = pygame.Rect(line.x + i * line.w // len(bands), line.y, line.w // len(bands) - 4 * (len(bands) > 1),
                           line.h)
        pygame.draw.rect(surface, (70, 56, 16), band, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT, band, 1, border_radius=6)
        text.draw(surface, text.fit(words, band.w - 8, 18, "bold"), band.center, 18, theme.ACCENT, "bold", "center")
        board.add(band, help_words)
    for i, (side, seat) in enumerate((("offense", off), ("defense", dfn))):
        slot = slots[side]
        if seat is not None:
            badge(surface, (slot.x + 11, slot.y - 14), seat, 11)
            text.draw(surface, text.fit(names[seat], slot.w - 6, 18, "bold"), (slot.x + 27, slot.y - 14), 18,
                      theme.TEXT, "bold", "midleft")
        card = view["played"][i]
        if card is None:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, slot, 2, border_radius=10)
            text.draw(surface, T(f"board.{side}_slot"), slot.center, 18, theme.TEXT_DIM, "bold", "center")
        else:
            face = DECK_BACK if card == "hidden" else ChallengeFace(card)
            surface.blit(card_surface(face, slot.size), slot.move(-8, -8))
            if seat is not None:    # (a card of a challenge whose main player is gone from the view: no name)
                board.add(slot, T("board.face_down", name=names[seat]) if card == "hidden" else
                          T("board.plays", name=names[seat], card=card_title(card)))
            elif card != "hidden":
                board.add(slot, card_title(card))
        claim = view["claims"][i]
        if claim is not None:
            tag = text.render(T("board.claims", claim=claim), 18, theme.BLACK, "bold")
            box = tag.get_rect(midtop=(slot.centerx, slot.y + 30)).inflate(10, 4)
            pygame.draw.rect(surface, theme.ACCENT, box, border_radius=6)
            surface.blit(tag, tag.get_rect(center=box.center))
        kicker = view["kickers"][i]
        if kicker is not None:
            k = slots["kicker_" + side]
            face = DECK_BACK if kicker == "hidden" else ChallengeFace(kicker)
            surface.blit(card_surface(face, k.size), k.move(-8, -8))
            board.add(k, T("board.kicker_down", name=names[seat]) if kicker == "hidden" else
                      T("board.kicker_is", name=names[seat], mark=kicker_mark(kicker)))
        elif seat is not None and seat == view.get("viewer") and holds_kicker(view) and not view.get("revealed"):
            # His Kicker's place, whenever he holds one: not only while one is dragged.
            k = slots["kicker_" + side]
            pygame.draw.rect(surface, theme.PANEL, k, border_radius=8)
            pygame.draw.rect(surface, theme.TEXT_DIM, k, 2, border_radius=8)
            # (Too narrow for the word at a readable size: its letter, and the hover says the rest.)
            text.draw(surface, T("board.kicker_slot"), k.center, 34, theme.TEXT_DIM, "bold", "center")
            board.add(k, T("board.kicker_slot_help"))
    if view.get("deal"):
        _draw_deal(surface, board, view, names, slots)
    else:
        _draw_totals(surface, board, view, names, places, extras, slots)


def _draw_totals(surface, board, view, names, places, extras, slots):
    """Each side's total, large, with its breakdown (card, Kicker, tokens, allies, powers); before the
    reveal what can be known so far. The winner's total turns gold with WINS under it."""
    box = slots["totals"]
    totals, winner = extras.get("totals"), extras.get("winner")
    standing = view.get("standing") if not totals and winner is None else None
    if standing:
        # Both attacks face up: the totals that will count (a Swarm's multiplied one too), with their parts.
        extras = dict(extras, totals=(standing[0]["total"], standing[1]["total"]), parts=standing,
                      committed=((standing[0]["tokens"], standing[0]["allies"]),
                                 (standing[1]["tokens"], standing[1]["allies"])))
        totals = extras["totals"]
    committed = extras.get("committed") if totals or winner is not None else None
    counts = committed or side_counts(view)
    tokens_known = not totals or committed is not None
    # The Mould's captives add one each (until the reveal, when the engine's parts say "powers").
    captives = side_captives(view) if not totals else (0, 0)
    half = box.w // 2
    for i in (0, 1):
        own, allies = counts[i]
        value, kick = card_value(view, i)
        card, kicker = view["played"][i], view["kickers"][i]
        parts = []
        # A compromise (a Calm makes every attack one) has no total: a dash, not "?", once it shows.
        compromise = value is None and (view["claims"][i] == "compromise" or isinstance(card, int) and (
            card == -1 or kind_of(card) == "compromise" or (view.get("calm") and kind_of(card) == "attack")))
        if value is not None:
            parts.append(T("board.card_part", value=value))
        elif compromise:
            parts.append(T("board.compromise_part"))
        if kick:
            parts.append(kick)
        if tokens_known:
            own_words = T("board.tokens_part", n=own)
            parts.append(T("board.allied_part", tokens=own_words, n=allies) if allies else own_words)
        if captives[i]:
            parts.append(T("board.captives_part", n=captives[i]))
        known = None
        if value is not None and kicker != "hidden" and tokens_known:
            known = (kicked(value, kicker) if isinstance(kicker, int) else value) + own + allies + captives[i]
        shown = totals[i] if totals else known
        board.totals[i] = shown
        engine = (extras.get("parts") or [None, None])[i] if totals else None
        if engine is not None:              # the engine's own parts: the card after the Kicker, powers
            if value is None and engine.get("card") is not None:     # the cards went to the discards
                parts.insert(0, T("board.card_part", value=engine["card"]))
            if engine.get("powers"):
                parts.append(T("board.powers_part", value=f"{engine['powers']:+d}"))
        elif totals and known is not None and totals[i] != known:
            parts.append(T("board.powers_part", value=f"{totals[i] - known:+d}"))
        seat = view["offense"] if i == 0 else view["defense"]
        cx = box.x + half // 2 + i * half
        won = winner is not None and winner == seat
        mark = "\u2013" if shown is None and compromise else "?" if shown is None else str(shown)
        text.draw(surface, mark, (cx, box.y + 18), 38,
                  theme.ACCENT if won else theme.TEXT, "bold", "center")
        y = box.y + 40
        lines = total_lines(parts, own, allies, half - 8)
        for line in lines:
            text.draw(surface, text.fit(line, half - 8, 18), (cx, y), 18, theme.TEXT_DIM, "regular", "midtop")
            y += 21 if len(lines) <= 3 else 19          # a fourth line fits closer
        if won:
            frame = pygame.Rect(cx - half // 2 + 4, box.y - 8, half - 8, box.h + 4)
            # ... clear of the "vs" between the totals (the frame's edge ran through it)
            clear = text.render(T("board.vs"), 20, theme.TEXT_DIM, "bold").get_width() // 2 + 6
            if i == 0:
                frame.width = box.centerx - clear - frame.x
            else:
                frame.width, frame.left = frame.right - (box.centerx + clear), box.centerx + clear
            pygame.draw.rect(surface, theme.ACCENT, frame, 2, border_radius=10)
            tag = text.render(T("board.wins"), 18, theme.BLACK, "bold")
            pill = tag.get_rect(center=(frame.centerx, frame.bottom)).inflate(12, 2)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=pill.h // 2)
            surface.blit(tag, tag.get_rect(center=pill.center))
        side = "offense" if i == 0 else "defense"
        board.add(pygame.Rect(cx - half // 2, box.y, half, box.h),
                  T(f"board.{side}_total", parts=", ".join(parts), total=shown) if shown is not None else
                  T(f"board.{side}_no_total", parts=", ".join(parts)) if compromise else
                  T(f"board.{side}_unknown", parts=", ".join(parts)))
    text.draw(surface, T("board.vs"), (box.centerx, box.y + 18), 20, theme.TEXT_DIM, "bold", "center")
    shields = extras.get("shields")
    if shields and shields[2]:
        text.draw(surface, T("board.shields", shields=shields[0], weapons=shields[1]),
                  (box.centerx, box.bottom - 12), 18, theme.ACCENT, "bold", "center")


def total_lines(parts, own, allies, width) -> list:
    """The breakdown under a total, at most four lines: the tokens with the allies' on one line, or when
    that is wider than `width` (Polish, two-digit counts) and there is room, the allies' on a line of their own."""
    lines = list(parts)
    combined = T("board.allied_part", tokens=T("board.tokens_part", n=own), n=allies) if allies else None
    if combined in lines and len(lines) < 3 and text.render(combined, 18).get_width() > width:
        k = lines.index(combined)
        lines[k:k + 1] = [T("board.tokens_part", n=own), T("board.allies_line", n=allies)]
    # More parts than lines (card, Kicker, tokens, powers): two short parts share a line, neighbours if they
    # fit, so the breakdown still adds up to the total ("powers +8" fell off the end, leaving 11 + 1 + 4
    # under 24).
    while len(lines) > 4:
        pairs = [(j - i > 1, text.render(lines[i] + ", " + lines[j], 18).get_width(), i, j)
                 for i in range(len(lines)) for j in range(i + 1, len(lines))]
        fitting = sorted(p for p in pairs if p[1] <= width)
        if not fitting:
            lines[3:] = [", ".join(lines[3:])]      # cut with "..." when drawn; the hover has every part
            break
        _, _, i, j = fitting[0]
        lines[i:i + 1] = [lines[i] + ", " + lines[j]]
        del lines[j]
    return lines


def _draw_deal(surface, board, view, names, slots):
    """An open deal or prisoner exchange: who proposes, the offer item by item, who must answer."""
    deal = view["deal"]
    box = slots["totals"]
    kind = T("board.deal_title") if deal["kind"] == "deal" else T("board.exchange_title")
    head = T("board.deal_offers" if deal["offered"] else "board.deal_proposes", kind=kind,
             name=names[deal["proposer"]])
    text.draw(surface, text.fit(head, box.w - 8, 18, "bold"), (box.x + 4, box.y), 18, theme.ACCENT, "bold")
    y = box.y + 24
    # The same words as the deal panel and the log (this said "a card at random" for a card named from the
    # hand, and in a deal, where the giver chooses).
    items = [item_text(item, lambda x: names[x], deal["kind"]) for item in deal["draft"]] or \
        [T("board.nothing_yet")]
    # Three lines above the answer's line: two items and "and N more" when there are more than three (the
    # fourth line ran into "Answer: ..."); the hover has them all.
    shown = items if len(items) <= 3 else items[:2]
    for line in shown:
        text.draw(surface, text.fit("• " + line, box.w - 8, 18), (box.x + 4, y), 18, theme.TEXT)
        y += 22
    if len(items) > len(shown):
        text.draw(surface, T("board.and_more", n=len(items) - len(shown)), (box.x + 4, y), 18, theme.TEXT_DIM)
    if deal["waiting"]:
        text.draw(surface, T("board.answer", names=", ".join(names[x] for x in deal["waiting"])),
                  (box.x + 4, box.bottom - 20), 18, theme.TEXT_DIM)
    board.add(box, T("board.deal_help", head=head, items="; ".join(items)))


# --- status ---------------------------------------------------------------------------------------------
def draw_status(surface, view, names) -> None:
    r = L.STATUS
    actors = view.get("actors") or []
    if view.get("winners"):
        head = " and ".join(names[x] for x in view["winners"]) + " won!"
    elif actors:
        viewer = view["viewer"]
        others = [names[x] for x in actors if x != viewer]
        if viewer in actors:
            if not others:
                head = T("status.your_move", name=names[viewer])
            elif len(others) == 1:
                head = T("board.your_move_with", name=names[viewer], other=others[0])
            else:
                head = T("board.your_move_with_many", name=names[viewer], n=len(others))
        else:
            head = T("status.waiting", names=T("status.and").join(others))
    else:
        head = ""
    text.draw(surface, text.fit(head, r.w - 28, 22, "bold"), (r.x + 14, r.y + 12), 22, theme.ACCENT, "bold")
    hint = PHASE_HELP.get(view.get("phase") or "", "")
    if hint:
        text.draw_wrapped(surface, hint[0].upper() + hint[1:] + ".", pygame.Rect(r.x + 14, r.y + 46, r.w - 28, 76),
                          20, theme.TEXT)
