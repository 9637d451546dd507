"""The one hook interface every Flare implements. A Flare is one small class, named after its power's key, plus
its entry in data/flares.toml (its two halves in words).

A Flare has two halves: the Wild half, which any player whose power is not this one may play, and the Super
half, which only the player holding this power may play, while that power works. Each half is timed for some of
the windows of a challenge (`wild_points`, `super_points`, names from powers/base.py POINTS); `playable` says
whether it may be played there now, `choices` lists the ways to play it (its targets), `play` carries one out.

A half that lasts for the rest of the challenge calls `last(s, seat, half)`: the engine then asks its lasting
hooks (`token_value`, `total_change`, ...) while the challenge goes on. `s.flags` is emptied when a challenge
starts, so nothing lasts longer unless a Flare keeps it in `s.lasting`.

Every Flare class registers itself under its key when it is defined (flares/roster.py imports them all).
"""
from __future__ import annotations

from rules.core import Action

from ..content import CARDS
from ..powers.base import power_of

WILD, SUPER = "wild", "super"
HALVES = (WILD, SUPER)

_BY_KEY: dict = {}


def flare_of(key):
    """The Flare of the power `key`, or None (no such Flare is built)."""
    return _BY_KEY.get(key)


def asker(key):
    """Who asks under `key` in a power's task or question: a power, or a Flare ("flare:<key>")."""
    if key and key.startswith("flare:"):
        return _BY_KEY.get(key[6:])
    return power_of(key)


def card_kind(s, i):
    """What the card played by side `i` (0 offense, 1 defense) counts as, as challenge.card_type says ("attack",
    "compromise", ...; None before it is played): for Flares, which may not import the challenge."""
    c = s.played[i]
    if c is None:
        return None
    if c == -1 or s.flags.get("calm") or s.flags.get("harmony"):
        return "compromise"
    claim = s.flags.get("claim")
    if claim and claim[0] == i:
        return "compromise" if claim[1] == "compromise" else "attack"
    return CARDS[c]["type"]


def lasting_flares(s):
    """The halves lasting in this challenge, as (flare, seat, half, data) in the order they were played (most
    challenges: none)."""
    return [(_BY_KEY[key], seat, half, data) for key, half, seat, data in s.flags.get("flares_on", ())]


class Flare:
    key = ""
    wild_points: tuple = ()
    super_points: tuple = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.key:
            _BY_KEY[cls.key] = cls()

    def points(self, half) -> tuple:
        return self.wild_points if half == WILD else self.super_points

    # --- playing a half ---------------------------------------------------------------------------------
    def playable(self, s, seat, half, point) -> bool:
        """Whether `seat` may play this half at `point` now (the half is timed for it, the seat holds the card
        and may play a Flare of this half: checked before). Decided from the board, never from hands."""
        return True

    def choices(self, s, seat, half, point) -> list[dict]:
        """The ways to play the half now: the parameters of each action (a target), [{}] for one plain way,
        [] for none."""
        return [{}]

    def play(self, s, seat, half, params) -> list:
        """Carry the half out (after no Countermand cancelled it): its events. `params` are the action's own
        (what `choices` gave). A half that needs a later step or a player's answer uses the powers' machinery
        under the name `self.asks` ("flare:<key>"): it puts ["power_task", self.asks, ...] on the agenda, and
        its `task` sets s.flags["asked"] = [seat, self.asks] and returns "power_ask" to wait for `answers`."""
        return []

    @property
    def asks(self) -> str:
        return f"flare:{self.key}"

    def task(self, s, task) -> tuple:
        """This Flare's own step (agenda task ["power_task", self.asks, ...]): (events, wait) like any task."""
        return [], False

    def answers(self, s, seat) -> list[Action]:
        """What `seat` may answer this Flare's question (phase "power_ask")."""
        return []

    def answer(self, s, seat, action) -> list:
        return []

    def reply(self, **params) -> Action:
        return Action("answer", power=self.asks, **params)

    def words(self, s, action, say):
        """This half's action in words, for its button and the log, or None for the general wording
        ("play the Wild Stalker"; with a target, "... on Ann"). `say` as for powers (Power.words)."""
        return None

    # --- keeping something past the challenge ---------------------------------------------------------------
    def between_challenges(self, s) -> list:
        """Run as every challenge starts while this Flare's key is in s.lasting["flares_waiting"] (a half that
        keeps something past its own challenge puts it there, and takes it off when done): its events."""
        return []

    # --- lasting for the rest of the challenge -----------------------------------------------------------
    def last(self, s, seat, half, data=None) -> None:
        """Keep this half working until the challenge ends (its lasting hooks are asked from now on)."""
        s.flags.setdefault("flares_on", []).append([self.key, half, seat, data])

    def token_value(self, s, seat, half, data, who, value) -> int:
        """What one of `who`'s tokens counts in a total while this half lasts (`value`: what it counts
        otherwise)."""
        return value

    def total_change(self, s, seat, half, data, side) -> int:
        """What this half adds to the total of `side` (0 offense, 1 defense) while it lasts."""
        return 0

    def side_total(self, s, seat, half, data, side, value, own, allies, total) -> int:
        """The total of `side` (0 offense, 1 defense) while this half lasts, from `total` as the powers made it
        (`value`: its card's value after Kickers, `own`: what its main player's tokens count, `allies`: what
        its allies' count). Asked before `total_change` (the Swarm's Flare multiplies)."""
        return total

    def commit_limit(self, s, seat, half, data, who, limit) -> int:
        """How many tokens `who` may launch or ally with while this half lasts (`limit`: otherwise)."""
        return limit

    def loses_to_home(self, s, seat, half, data, who) -> bool:
        """True if `who`'s tokens that would go to the Warp go back to his bases instead while this half
        lasts."""
        return False

    def sees_first(self, s, seat, half, data, who) -> bool:
        """True if `who`'s opponent must show his challenge card first while this half lasts (as the Prophet's
        power does; roles.sees_first)."""
        return False

    def compromise_wins(self, s, seat, half, data, who) -> bool:
        """True if `who`'s compromise beats an attack while this half lasts (as the Dove's power does)."""
        return False

    def deal_loss(self, s, seat, half, data, who, n) -> int:
        """How many tokens `who` loses for a failed deal while this half lasts (`n`: otherwise)."""
        return n

    def clears_planet(self, s, seat, half, data, winner) -> bool:
        """True if, with `winner` winning the challenge while this half lasts, every token on the challenged
        planet that is not of the winner's side is lost with the loser's (the Ravager's Flare)."""
        return False

    def sets_ally_counts(self, s, seat, half, data) -> bool:
        """True if `seat` decides how many tokens (and Escorts) each other ally commits while this half lasts,
        whether he is in the challenge or not (the Matchmaker's Flare; roles.count_setter)."""
        return False
