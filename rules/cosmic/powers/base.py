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

# Decision points of a challenge, in the order they come. "answered" comes once invitations are answered;
# "sides_formed" once the allies and their Escorts are in, before Shields meet Weapons; "allies_done" after that
# comparison. Besides these, a power with "edict" in its `points` answers an edict just played, before any
# Countermand (edicts.py; the Hypnotist).
POINTS = ("start", "destiny", "aimed", "answered", "sides_formed", "allies_done", "before_cards", "cards_chosen",
          "revealed", "resolved", "deal_accepted", "after_losses", "after_challenge")
# Windows a power opens itself, for a moment only it uses: "reverse" (a decision held for the Contrarian,
# held.py) and "unseen_shields" (the Unseen shows invisible Shields or Weapons before they are compared).


# Every defined power by key: one shared instance each (powers hold no state).
_BY_KEY: dict = {}


def power_of(key):
    """The power with this key, or None (no power, or a key no class has)."""
    return _BY_KEY.get(key) if key else None


# hook name (or ("point", name)) -> keys of the powers that change that hook (that act at that point);
# emptied when a power is defined.
_CHANGING: dict = {}


# Points a challenge has only when a power in the game acts there: a game without such a power keeps the
# challenge it always had (and a game saved before the point existed replays to the same state).
POWER_ONLY_POINTS = ("answered", "sides_formed")


def tasks_for(s, tasks) -> list:
    """A new list of `tasks` (a challenge's steps, each kept as it is given), less the power-only points no power
    in this game acts at."""
    skip = [p for p in POWER_ONLY_POINTS if powers_at(p).isdisjoint(s.powers)]
    return [t for t in tasks if not (len(t) == 2 and t[0] == "point" and t[1] in skip)]


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

    def changes_total(self, s, seat, main: bool) -> bool:
        """True if this seat's power changes a total it takes part in (as the main player when `main`, else as an
        ally) in a way its token value does not show: the log then says the power changed the total."""
        return False

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

    def captive_room(self, s, seat):
        """How many captives one of this seat's tokens may hold (None: any number); beaten tokens beyond the
        room go where they would have gone."""
        return None

    def keeps_captives(self, s, seat) -> bool:
        """True if captives stuck to this seat's tokens stay stuck when those go to the Warp (the Leech's
        slaves); asked whether the power works or not (captivity is a state of the tokens)."""
        return False

    def on_warp_gate(self, s, seat) -> list:
        """What a Warp Gate (Mobius Tubes) does to this seat's tokens besides emptying the Warp (the Leech's
        slaves go free), whether the power works or not: its events."""
        return []

    def second_colour(self, s, seat, token) -> bool:
        """True if this token of the seat counts as another colour (the Twin's second colour): with Skill
        Tokens it is never called as an Escort nor counted as a Shield or Weapon."""
        return False

    def may_ally_uninvited(self, s, seat) -> bool:
        return False

    def extra_aim_systems(self, s, seat) -> list[int]:
        """Systems besides the destiny's that this seat may aim at when it is the offense."""
        return []

    def plays_first_for(self, s, seat) -> bool:
        """True if this seat's opponent must show his challenge card first."""
        return False

    def keeps_off(self, s, seat) -> set:
        """Planets other players' tokens may not land on or go back to (the Reek's: those holding its tokens)."""
        return set()

    def lands(self, s, seat, planet, tokens) -> tuple:
        """Tokens about to land on `planet` (a winning offensive side, a deal's base): (those that land there,
        the events of what this power did with the others and the planet). tokens.landing asks it."""
        return tokens, []

    def amplifies(self, s, seat, key, by, target) -> list:
        """The ways this seat's power may change the edict or Ruling `key` that `by` has just played (at
        `target`), as [(modification, action params)]; [] for none (roles.amplifier asks it)."""
        return []

    def amplified(self, s, seat, pending) -> list:
        """Carry out the edict or Ruling of `pending` (s.flags["amplify"]: key, by, target, mod) as this seat's
        power changed it; the events."""
        return []

    def takes_cut(self, s, seat) -> bool:
        """True if, when cards pass from one other player's hand to another's, this seat first takes one of
        them at random (cards.take_random, cards.cut_after)."""
        return False

    def sets_aside_lost_tokens(self, s, seat) -> bool:
        """True if this seat's tokens that would go to the Warp are set aside beside its system instead (the
        Haunt's ghosts); such a token that came from there is never imprisoned either (tokens.lose_tokens)."""
        return False

    def escort_places(self, s, seat) -> list[int]:
        """Places off the board this seat may also call Escorts from (the Haunt's ghosts)."""
        return []

    def reverses(self, s, seat, what: str, chooser: int) -> bool:
        """True if this seat may reverse `chooser`'s decision `what` now ("exchange": the answer to a
        prisoner exchange proposal, "second": taking a second challenge or not); held.py then holds the
        decision for one window ("reverse") before it takes effect."""
        return False

    # --- set-up and hidden information ----------------------------------------------------------------------
    def set_up(self, s, seat) -> list:
        """Once, when the game is set up: what this power does before the first challenge (tokens it sets
        aside). Returns the events."""
        return []

    def hidden_tokens(self, s, seat) -> list:
        """This seat's tokens its power has committed in secret (the Unseen's invisible tokens): its own view
        shows them, no other view does."""
        return []

    def redeal_hidden(self, s, seat, viewer, rng) -> None:
        """In a copy made for `viewer`'s search (game.sample_hidden): deal again what this seat's power keeps
        hidden from the others (the Unseen's invisible tokens), consistent with everything public."""
        return None

    def clears_planet(self, s, seat) -> bool:
        """True if, winning as the offense, this seat also beats every token on the planet that is neither his
        side's nor the defender's (they are lost with the defender's)."""
        return False

    def sets_ally_counts(self, s, seat) -> bool:
        """True if this seat, as a main player or an ally, decides how many tokens (and Escorts) each other ally
        commits (roles.count_setter; the ally still picks which)."""
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

    # --- a power's own steps, and questions it puts to a player -------------------------------------
    def task(self, s, task) -> tuple:
        """This power's own step of the challenge: an agenda task ["power_task", key, ...] it put there, or a
        step of the rules put there to ask it (the Matchmaker's counts); challenge.t_power_task runs it, whether
        or not the power still works. Returns (events, wait) like any task. To wait for a player's choice it
        sets s.flags["asked"] = [seat, key] and returns "power_ask": that seat picks one of `answers`, `answer`
        carries it out, and the task runs again."""
        return [], False

    def answers(self, s, seat) -> list[Action]:
        """What `seat` may answer this power's question (phase "power_ask"); never empty while asked."""
        return []

    def answer(self, s, seat, action) -> list:
        """Carry out the answer `seat` chose."""
        return []

    def reply(self, **params) -> Action:
        """One possible answer to this power's question."""
        return Action("answer", power=self.key, **params)

    def notes(self, s, seat) -> list:
        """What this seat's power keeps that everybody sees (a Veteran's experience, a Hexer's curse), for
        the readable view: [about_seat, note, params] entries said with the catalog's `power.<key>.<note>`
        (a param named "by" or "player" is a seat, said as its player's name). [] for most powers."""
        return []


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
