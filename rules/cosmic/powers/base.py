"""The one hook interface every alien power implements. A new power is one small class plus its entry in
data/powers.toml.

Passive hooks change a number the rules compute (token value, launch limit, totals, where lost tokens
go). Decision hooks work at named points of the challenge (see `POINTS`): at each point the engine asks
the seats with a working power, offense first, then defense, then clockwise from the offense's left;
`offers` lists what the seat may do there (the engine adds "pass"), `use` carries one choice out.
`auto` runs without a decision when the point is reached.

Every power class registers itself under its key when it is defined (powers/roster.py imports them all, and
`rules.cosmic` imports the roster). The rules the powers themselves use (losing tokens, discarding) look a power
up with `power_of` from here, so they need not import the power modules, which import them.
"""
from __future__ import annotations

from rules.core import Action, event

# Decision points of a challenge, in the order they come.
POINTS = ("start", "destiny", "aimed", "allies_done", "before_cards", "cards_chosen", "revealed", "resolved",
          "deal_accepted", "after_losses", "after_challenge")


# Every defined power by key: one shared instance each (powers hold no state).
_BY_KEY: dict = {}


def power_of(key):
    """The power with this key, or None (no power, or a key no class has)."""
    return _BY_KEY.get(key) if key else None


# hook name (or ("point", name)) -> keys of the powers that change that hook (that act at that point);
# emptied when a power is defined.
_CHANGING: dict = {}


def powers_at(point: str) -> frozenset:
    """The keys of the powers that act at a decision point (most windows are no power's)."""
    keys = _CHANGING.get(("point", point))
    if keys is None:
        keys = _CHANGING[("point", point)] = frozenset(k for k, p in _BY_KEY.items() if point in p.points)
    return keys


def powers_changing(hook: str) -> frozenset:
    """The keys of the powers that change `hook` (most powers change none of the hooks asked at every step)."""
    keys = _CHANGING.get(hook)
    if keys is None:
        base = getattr(Power, hook)
        keys = _CHANGING[hook] = frozenset(k for k, p in _BY_KEY.items() if getattr(type(p), hook) is not base)
    return keys


class Power:
    key = ""
    points: tuple = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.key:
            _BY_KEY[cls.key] = cls()
            _CHANGING.clear()

    # --- passive hooks --------------------------------------------------------------------
    def token_value(self, s, seat) -> int:
        """What one of this seat's tokens counts in a total."""
        return 1

    def commit_limit(self, s, seat) -> int:
        """How many tokens this seat may launch or ally with."""
        return 4

    def side_total(self, s, seat, card_value: int, own: int, allies: int) -> int:
        """The main player's total from his card value, his own token count and his allies' count."""
        return card_value + own + allies

    def compromise_beats_attack(self, s, seat) -> bool:
        return False

    def returns_lost_tokens(self, s, seat) -> bool:
        """True if this seat's tokens that would go to the Warp go back to its bases instead."""
        return False

    def removes_beaten_tokens(self, s, seat) -> bool:
        """True if tokens this seat beats as a main player leave the game instead of going to the Warp."""
        return False

    def picks_losses(self, s, seat) -> bool:
        """True if, winning as a main player, this seat picks which of the loser's tokens are lost."""
        return False

    def captures_beaten_tokens(self, s, seat) -> bool:
        """True if tokens this seat beats as a main player stick to its tokens instead of the Warp."""
        return False

    def stack_bonus(self, s, seat, tokens) -> int:
        """Extra value these tokens of the seat add to a total (captives they carry)."""
        return 0

    def may_ally_uninvited(self, s, seat) -> bool:
        return False

    def extra_aim_systems(self, s, seat) -> list[int]:
        """Systems besides the destiny's that this seat may aim at when it is the offense."""
        return []

    def plays_first_for(self, s, seat) -> bool:
        """True if this seat's opponent must show his challenge card first."""
        return False

    def lower_total_wins(self, s, seat) -> bool:
        """True if, with this seat a main player, the lower total wins (two such reversals, an upset and
        this, cancel out)."""
        return False

    def between_challenges(self, s, seat) -> list:
        """Run as every challenge of a turn starts, for the seat holding this power whether it works now or
        not (a power holding other players' tokens lets them go once it has stopped working); events."""
        return []

    # --- decision hooks ---------------------------------------------------------------------
    def auto(self, s, seat, point) -> list:
        return []

    def offers(self, s, seat, point) -> list[Action]:
        return []

    def use(self, s, seat, action) -> list:
        return []

    def words(self, s, action, say):
        """This power's action in words, for its button and the log ("tax Ann a card"), or None to use the
        general wording (texts.py `_power_words`). `say` gives the pieces in the app's language:
        `say("key", **params)` the catalog's text `power.key` (data/lang/*.toml), `say.who(seat)` a player,
        `say.place(planet, how)` a place with its preposition, `say.token(action)` 'a token' / 'an Escort token',
        `say.colour(seat)`, `say.card(card)`."""
        return None

    def act(self, **params) -> Action:
        """The action for one use of this power."""
        return Action("power", power=self.key, **params)


def take_played_card(s, seat: int, side: int, key: str, detail: str) -> list:
    """Move the challenge card played by `side` (0 offense, 1 defense) into `seat`'s hand after the
    challenge (Mirror keeps its own card, Pickpocket takes the opponent's). No card, no event."""
    card = s.played[side]
    if card is None or card < 0:
        return []
    # A believed bluff is never shown: only the taker learns that card.
    hidden = not s.face_up[side] and s.flags.get("claim") is not None and s.flags["claim"][0] == side
    s.played[side] = None
    s.hands[seat].append(card)
    private = {"seen_by": [seat]} if hidden else {}
    return [event("power_used", seat=seat, power=key, detail=detail),
            event("card_kept", seat=seat, side=side, card=card, **private)]
