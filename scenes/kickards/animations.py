"""One animation per KICKARDS engine event: cards glide and flip (from the table's sprite sync), stars pop
and fly, dice tumble to the rolled value, the ball marker and control token slide, banners for goals and
whistles. `PICTURES` is the kit's table of them (scenes/table/playback.py): every event patches the view at
once, the cards glide, then the kind's own picture from HANDLERS (or None: the event only logs)."""
from __future__ import annotations

from rules.core.i18n import Texts
from rules.kickards.content import BONUSES, COLOURS

from sprites import theme
from sprites.kickards.player_card import STAR_LETTER, STAR_RGB
from sprites.token import star_token, token_surface
from sprites.tween import Call, Delay, Parallel, Sequence, Tween

from ..table.playback import Pictures
from . import layout as L

SOUNDS = {"card_placed": "place", "cards_revealed": "flip", "event_drawn": "flip", "event_swapped": "flip",
          "coach_played": "flip", "dice_rolled": "dice", "goal": "goal", "half_time": "whistle",
          "full_time": "whistle", "match_over": "whistle", "extra_time_started": "whistle",
          "shootout_started": "whistle", "kick_result": "place"}
T = Texts("scenes.kickards")
# Whistles and stages shown as a banner (banner.<kind> in the catalog).
BANNERS = ("half_time", "full_time", "extra_time_started", "shootout_started", "leg_started", "extra_time_over")
# The VAR review's outcome in words: a goal or an event cancelled, or the decision standing (banner.var.*).
VAR_BANNERS = (("goal", False), ("event", True), ("event", False), ("after", True), ("after", False))
QUIET = ("turn_ended", "window_passed", "bid_sealed", "coach_declined", "event_accepted", "var_declined",
         "attack_committed", "defence_committed", "bidding_started", "stoppage_offered")


class StarFx:
    """A star that pops up and flies somewhere (drawn by the table over everything but banners)."""

    def __init__(self, colour: str, pos):
        c = COLOURS.index(colour)
        self.face = star_token(STAR_RGB[c], STAR_LETTER[c])
        self.pos = (float(pos[0]), float(pos[1]))
        self.scale = 0.2
        self.alive = True

    def draw(self, target):
        radius = max(4, int(16 * self.scale))
        surf = token_surface(self.face, radius)
        target.blit(surf, surf.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


def fly_star(table, colour: str, start, end, delay: float = 0.0):
    fx = StarFx(colour, start)

    def add():
        table.fx.append(fx)

    def remove():
        fx.alive = False
        if fx in table.fx:
            table.fx.remove(fx)

    return Sequence(Delay(delay), Call(add), Tween(fx, "scale", 1.4, 0.16, easing_name="easeOutBack"),
                    Parallel(Tween(fx, "pos", (float(end[0]), float(end[1])), 0.42, easing_name="easeInOutCubic"),
                             Tween(fx, "scale", 1.0, 0.42)), Call(remove))


def _card_spot(table, seat, card):
    """Where a placed card of `seat` is drawn, or the team's badge."""
    for key, sprite in table.sprites.items():
        if key[0] == "slot" and key[1] == seat and sprite.face is not None and sprite.face.card == card:
            return sprite.pos
    return L.strip_spots(table.side_of(seat))["badge"].center


def _spend_target(why: str):
    if why in BONUSES:
        i = list(BONUSES).index(why)
        return table_row_centre(i)
    if "event" in why:
        return L.EVENT_CARD.center
    return L.CONTROL.center if why == "bid" else L.MIDLINE.center


def table_row_centre(i: int):
    from sprites.kickards.bonus_table import BonusTable
    return BonusTable(L.BONUS_TABLE).row_rect(i).center


def _burst(table, seat):
    """A goal: a ring of stars in the scorer's colour bursts out of the centre spot."""
    import math
    colour = ("blue", "red")[seat]
    centre = L.MIDLINE.center
    flights = []
    for i in range(14):
        angle = 2 * math.pi * i / 14
        end = (centre[0] + 420 * math.cos(angle), centre[1] + 300 * math.sin(angle))
        flights.append(fly_star(table, colour, centre, end, 0.02 * i))
    return Parallel(*flights)


def _show(table, ev):
    """Every KICKARDS event: the view takes it at once, the cards glide to where the view now puts them, then
    the kind's own picture (a die rolling, stars flying, a banner)."""
    kind = ev["kind"]
    table.patch(ev)
    steps = [step for step in (table.sync(animate=True), _own_picture(table, ev)) if step is not None]
    if not steps:
        return None if kind in QUIET else Delay(0.12)
    if kind not in QUIET:
        steps.append(Delay(0.08))
    return Sequence(*steps)


def another_try_follows(table) -> bool:
    """Whether another shot of the same turn waits in the queue after the one being shown. A replay's jump
    to a rebound goal showed a big "NO GOAL" for the first shot before the goal (and so did the live table):
    one verdict per attack, the last."""
    for ev in table.pending:
        if ev["kind"] == "shot":
            return True
        if ev["kind"] in ("turn_started", "marker_moved", "shootout_started", "match_over"):
            return False
    return False


def _own_picture(table, ev):
    if not table.display.may_see(ev):
        return None          # a private event (a secret bid star, a card drawn) shows nothing to others
    handler = HANDLERS.get(ev["kind"])
    if handler is not None:
        return handler(table, ev)
    if ev["kind"] in BANNERS:
        return table.banner.show(T(f"banner.{ev['kind']}"), theme.ACCENT, hold=1.0)
    return None


def _dice_rolled(table, ev):
    die = table.k6 if ev["die"] == "k6" else table.k100
    return die.roll(ev["value"], table.fx_rng, duration=0.8 if ev["die"] == "k6" else 0.9)


def _marker_moved(table, ev):
    return Sequence(table.track.move(ev["field"], ev["period"], ev["possession"], 0.55), Delay(0.1))


def _control_moved(table, ev):
    return table.control_bar.move(ev["after"], 0.5)


def _stars_created(table, ev):
    seat = ev["seat"]
    start = _card_spot(table, seat, ev["card"]) if ev.get("card") is not None else \
        L.strip_spots(table.side_of(seat))["badge"].center
    end = L.star_spots(table.side_of(seat))[COLOURS.index(ev["colour"])]
    return Parallel(*(fly_star(table, ev["colour"], start, end, 0.06 * i) for i in range(min(ev["count"], 4))))


def _stars_spent(table, ev):
    start = L.star_spots(table.side_of(ev["seat"]))[COLOURS.index(ev["colour"])]
    end = _spend_target(ev["why"])
    return Parallel(*(fly_star(table, ev["colour"], start, end, 0.06 * i) for i in range(min(ev["count"], 4))))


def _stars_lost(table, ev):
    start = L.star_spots(table.side_of(ev["seat"]))[COLOURS.index(ev["colour"])]
    return fly_star(table, ev["colour"], start, (start[0], start[1] - 120))


def _stars_stored(table, ev):
    side = table.side_of(ev["seat"])
    flights = []
    for c, n in enumerate(ev["stored"]):
        for k in range(min(n, 3)):
            flights.append(fly_star(table, COLOURS[c], L.star_spots(side)[c], L.bar_spots(side)[c][min(2, k)],
                                    0.05 * len(flights)))
    return Parallel(*flights) if flights else None


def _star_committed(table, ev):
    side = table.side_of(ev["seat"])
    return fly_star(table, ev["colour"], L.star_spots(side)[COLOURS.index(ev["colour"])], L.SIDE_BOX[side].center)


def _goal(table, ev):
    table.score_flash = 1.0
    return Parallel(table.banner.show(T("banner.goal"), table.team_rgb(ev["seat"]), hold=1.1),
                    _burst(table, ev["seat"]))


def _goal_cancelled(table, ev):
    return table.banner.show(T("banner.goal_cancelled"), theme.BAD, hold=0.9)


def _var_result(table, ev):
    if ev.get("window") == "goal" and ev["success"]:
        return None          # the goal_cancelled that follows says it: "GOAL DISALLOWED"
    window = (ev.get("window", "event"), bool(ev["success"]))
    label = T(f"banner.var.{window[0]}_{'yes' if window[1] else 'no'}") if window in VAR_BANNERS else \
        T("banner.var.overturned" if ev["success"] else "banner.var.stands")
    return table.banner.show(label, theme.TEXT_DIM, hold=0.6)


def _card_shown(table, ev):
    colour = (236, 196, 60) if ev["colour"] == "yellow" else theme.BAD
    return table.banner.show(T(f"banner.card.{ev['colour']}"), colour, hold=0.6)


def _kick_result(table, ev):
    return table.banner.show(T("banner.scored") if ev["goal"] else T("banner.missed"),
                             theme.GOOD if ev["goal"] else theme.BAD, hold=0.6)


def _shot(table, ev):
    if ev["goal"]:
        return None          # the goal event that follows says it
    if another_try_follows(table):
        return None          # a rebound, a second shot, the k100 again: the last try says how it ended
    return table.banner.show(T("banner.no_goal"), theme.TEXT_DIM, hold=0.4)


def _match_over(table, ev):
    if not ev.get("shootout"):
        return None          # the results screen follows
    return table.banner.show(T("banner.shootout_over"), theme.ACCENT, hold=1.0)


# The kind's own picture, after the cards glided (a kind in BANNERS and not here: its banner).
HANDLERS = {
    "dice_rolled": _dice_rolled, "marker_moved": _marker_moved, "turn_started": _marker_moved,
    "control_moved": _control_moved, "control_used": _control_moved, "stars_created": _stars_created,
    "stars_spent": _stars_spent, "stars_lost": _stars_lost, "stars_stored": _stars_stored,
    "star_committed": _star_committed, "goal": _goal, "goal_cancelled": _goal_cancelled, "var_result": _var_result,
    "card_shown": _card_shown, "kick_result": _kick_result, "shot": _shot, "match_over": _match_over,
}

PICTURES = Pictures({}, SOUNDS, QUIET, other=_show)
