"""Look at the Cosmic board and time it.

Pictures: plays a real game (every expansion on, the computer's rollout moves) for each seat count, stops at
the busiest moment it finds (a challenge under way with allies, prisoners, tokens in the Warp and foreign
bases), and saves the board as that seat sees it at 1920x1080 and scaled to 1280x720:
    python benchmarks/cosmic_board.py --out /tmp/cosmic            # 2 to 6 seats
    python benchmarks/cosmic_board.py --seats 6 --seed 4 --out /tmp/cosmic

Frame time (6 seats, 1920x1080, headless): `--frames N` draws the board N times while the game's events are
played into the display one by one (piles, cone and cards change between frames), then N times with nothing
changing, and prints the median and p99 of each:
    python benchmarks/cosmic_board.py --frames 600
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from rules.core import Rng  # noqa: E402
from rules.cosmic import GAME  # noqa: E402
from rules.cosmic.state import CONE, DEFENSE, PRISON, WARP  # noqa: E402
from rules.cosmic.strategy import rollout_policy  # noqa: E402

ALL_ON = {"kickers": "both", "more_cards": True, "skill_tokens": True, "prisoners": True, "rescue_rule": True}
NAMES = ["Alex", "Robin", "Sam", "Kim", "Jules", "Max"]
BUSY_PHASES = {"cards", "kickers", "power", "escorts", "answers", "bluff"}


def options_for(seats: int, skills: bool = True) -> dict:
    return dict(ALL_ON, skill_tokens=skills, duel=seats == 2)


MOMENTS = {
    "busy": None,                                                  # the richest challenge (richness below)
    "reveal": lambda s: s.flags.get("revealed") and s.flags.get("winner") is not None and s.phase == "power",
    "deal": lambda s: s.phase == "negotiate" and s.deal and s.deal["kind"] == "deal" and s.deal["draft"],
    "exchange": lambda s: s.phase == "negotiate" and s.deal and s.deal["kind"] == "exchange",
    "raid": lambda s: s.planet is not None and s.planet < 0,
    "setup": lambda s: s.phase == "arrange",
    "over": lambda s: s.winners is not None,
}


def richness(s) -> float:
    """How much a picture of this moment shows: a challenge with allies and Kickers, prisoners, the Warp."""
    if s.planet is None or s.phase not in BUSY_PHASES:
        return -1
    loc = s.loc
    score = 6.0 * min(2, len(s.allies_off) + len(s.allies_def))
    score += min(8, sum(1 for w in loc if w <= PRISON and w > -100)) + min(8, loc.count(WARP)) * 0.6
    score += 2 * min(4, sum(1 for t, w in enumerate(loc) if w >= 0 and w // 5 != t // 20) // 2)
    score += 3 * (loc.count(CONE) > 0) + 2 * (loc.count(DEFENSE) > 0)
    score += 4 * (s.phase == "cards") + 3 * sum(k is not None for k in s.kicker)
    score += 3 * bool(s.flags.get("capture"))
    return score


def busiest_moment(seats: int, seed: int, actions: int = 900, skills: bool = True, moment: str = "busy"):
    """(state, events leading up to it) at the richest moment of the first `actions` moves of a game, or
    the first moment that fits MOMENTS[moment] (trying further seeds until one does)."""
    for attempt in range(40):
        s = GAME.setup(seats, options_for(seats, skills), seed + 100 * attempt)
        rng = Rng(seed + 100 * attempt)
        best, best_score, log = None, -1, []
        fits = MOMENTS[moment]
        if fits is not None and fits(s):
            return GAME.clone(s), []
        for _ in range(actions if fits is None else 4000):
            actors = GAME.actors(s)
            if not actors:
                break
            seat = actors[0]
            log += GAME.apply(s, seat, rollout_policy(s, seat, rng))
            if fits is not None:
                if fits(s):
                    return GAME.clone(s), list(log[-40:])
                continue
            score = richness(s)
            if score > best_score:
                best, best_score = (GAME.clone(s), list(log[-40:])), score
        if best is not None:
            return best
    raise SystemExit(f"no '{moment}' moment found")


def render(state, events, viewer, size=(1920, 1080)) -> pygame.Surface:
    from scenes.cosmic.board import draw_board, draw_status
    from scenes.cosmic.display import Display
    from scenes.cosmic.layout import Layout
    display = Display(viewer)
    display.snap(GAME.view(state, viewer))
    display.recall(events)     # the capture flag and totals come from the challenge's events so far
    canvas = pygame.Surface((1920, 1080))
    names = NAMES[:state.seats]
    draw_board(canvas, display.v, Layout(state.seats, viewer), names, display.extras, computers=())
    draw_status(canvas, display.v, names)
    draw_log(canvas, [GAME.describe_event(ev, names, viewer) for ev in events])
    if size != (1920, 1080):
        return pygame.transform.smoothscale(canvas, size)
    return canvas


def draw_log(canvas, lines) -> None:
    """A plain log panel and the top buttons' places (the table kit will own the real ones)."""
    from scenes.cosmic import layout as L
    from sprites import text, theme
    b = L.BUTTONS
    for i, label in enumerate(("Rules [H]", "Moves [M]", "Menu [Esc]")):
        box = pygame.Rect(b.x + i * (b.w // 3) + 2, b.y + 2, b.w // 3 - 4, b.h - 4)
        pygame.draw.rect(canvas, theme.PANEL_LIGHT, box, border_radius=6)
        text.draw(canvas, label, box.center, 18, theme.TEXT, "bold", "center")
    r = L.LOG
    text.draw(canvas, "Log", (r.x + 14, r.y + 10), 22, theme.TEXT, "bold")
    wrapped = []
    for line in lines:
        wrapped += text.wrap(line, 18, r.w - 28)
    line_h = theme.font(18).get_linesize()
    room = (r.h - 50) // line_h
    y = r.y + 44
    for line in wrapped[-room:]:
        text.draw(canvas, line, (r.x + 14, y), 18, theme.TEXT_DIM)
        y += line_h


def pictures(out: Path, seats_list, seed: int, moment: str = "busy", skills: bool = True) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for seats in seats_list:
        state, events = busiest_moment(seats, seed + seats, skills=skills, moment=moment)
        viewer = GAME.actors(state)[0] if GAME.actors(state) else 0
        for size in ((1920, 1080), (1280, 720)):
            tag = "" if moment == "busy" else f"_{moment}"
            path = out / f"cosmic_{seats}p{tag}_{size[0]}.png"
            pygame.image.save(render(state, events, viewer, size), str(path))
            print(f"wrote {path} (phase {state.phase}, viewer seat {viewer})")


def sheet(out: Path) -> None:
    """Every kind of card face, power cards on and off, destiny cards and tokens, at table sizes."""
    from rules.cosmic.content import CARD_SETS, CARDS
    from sprites import text, theme
    from sprites.card import card_surface
    from sprites.cosmic.cards import NO_CARD, ChallengeFace, card_detail
    from sprites.cosmic.destiny import DestinyFace
    from sprites.cosmic.power import PowerFace, power_detail
    from rules.cosmic.prisoners import CAPTURE, WILD_CAPTURE
    canvas = pygame.Surface((1920, 1080))
    canvas.fill((10, 12, 26))
    picks = [CARD_SETS["base"][0], CARD_SETS["base"][40], CARD_SETS["more"][-12], next(
        c for c in CARD_SETS["base"] if CARDS[c]["type"] == "compromise"), NO_CARD]
    picks += CARD_SETS["kickers_multiply"][:2] + CARD_SETS["kickers_add"][4:6]
    picks += sorted({CARDS[c]["key"]: c for c in CARD_SETS["edicts"]}.values())
    picks += sorted({CARDS[c]["key"]: c for c in CARD_SETS["rulings"]}.values())
    for i, card in enumerate(picks):
        x, y = 20 + (i % 13) * 134, 20 + (i // 13) * 196
        canvas.blit(card_surface(ChallengeFace(card), (124, 174)), (x, y))
    for i, card in enumerate(picks[:10]):
        canvas.blit(card_surface(ChallengeFace(card), (72, 100)), (20 + i * 82, 640))
    for i, (key, active) in enumerate((("amoeba", True), ("gambler", False), ("macron", True))):
        canvas.blit(card_surface(PowerFace(key, active, i), (186, 260)), (20 + i * 200, 760))
    for i, card in enumerate([0, 1, 2, 3, 4, 5, CAPTURE + 1, CAPTURE + 4, WILD_CAPTURE]):
        canvas.blit(card_surface(DestinyFace(card, 6), (104, 146)), (640 + i * 114, 760))
    canvas.blit(card_detail(picks[13], "Played by Robin"), (1460, 20))
    canvas.blit(power_detail("gambler", False, "fewer than 3 home bases"), (1460, 300))
    text.draw(canvas, "Card faces (hand size and Kicker size), power cards, destiny cards, hover panels",
              (20, 1050), 20, theme.TEXT_DIM)
    out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(canvas, str(out / "cosmic_cards.png"))
    print(f"wrote {out / 'cosmic_cards.png'}")


def frames(count: int, seed: int) -> None:
    from scenes.cosmic.board import draw_board, draw_status
    from scenes.cosmic.display import Display
    from scenes.cosmic.layout import Layout
    screen = pygame.display.set_mode((1920, 1080))
    s = GAME.setup(6, options_for(6), seed)
    rng = Rng(seed)
    viewer = 0
    display = Display(viewer)
    display.snap(GAME.view(s, viewer))
    layout = Layout(6, viewer)
    names = NAMES
    queue = []
    changing, still = [], []
    while len(changing) < count:
        if not queue:
            if not GAME.actors(s):
                break
            seat = GAME.actors(s)[0]
            queue = GAME.apply(s, seat, rollout_policy(s, seat, rng))
            if not queue:
                display.snap_turn(GAME.view(s, viewer))
                continue
        display.apply(queue.pop(0))
        if not queue:
            display.snap_turn(GAME.view(s, viewer))
        start = time.perf_counter()
        draw_board(screen, display.v, layout, names, display.extras)
        draw_status(screen, display.v, names)
        changing.append((time.perf_counter() - start) * 1000)
    for _ in range(count):
        start = time.perf_counter()
        draw_board(screen, display.v, layout, names, display.extras)
        draw_status(screen, display.v, names)
        still.append((time.perf_counter() - start) * 1000)
    for label, times in (("changing every frame", changing), ("nothing changing", still)):
        times.sort()
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"Cosmic 6-seat board at 1920x1080, {label}: {len(times)} frames, "
              f"median {statistics.median(times):.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", type=Path, default=Path("/tmp/cosmic"))
    p.add_argument("--seats", type=int, default=0, help="one seat count (default: 2 to 6)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--frames", type=int, default=0, help="time this many frames instead of saving pictures")
    p.add_argument("--sheet", action="store_true", help="save a sheet of every card face instead")
    p.add_argument("--moment", choices=sorted(MOMENTS), default="busy", help="which moment of a game to show")
    p.add_argument("--no-skills", action="store_true", help="play without Skill Tokens")
    args = p.parse_args()
    pygame.init()
    if args.frames:
        frames(args.frames, args.seed)
    elif args.sheet:
        sheet(args.out)
    else:
        pictures(args.out, [args.seats] if args.seats else [2, 3, 4, 5, 6], args.seed, args.moment,
                 not args.no_skills)


if __name__ == "__main__":
    main()
