"""The Cosmic rules object: the fixed protocol (shared/DESIGN.md) on top of challenge.py and actions.py."""
from __future__ import annotations

from rules.core import Action, Game, IllegalAction, Rng, event, option
from rules.core.i18n import Joined

from . import actions as A
from . import challenge, dealing, edicts, highlights, negotiation, prisoners, skills, strategy, texts
from . import view_lines as view_text
from .content import (CARD_SETS, CARDS, COLOURS, COMPLEXITIES, FLARE_CARD, HAND_SIZE, PLANETS_PER_SYSTEM,
                      POWER_TEXTS, TOKENS_PER_COLOUR, is_challenge_card)
from .flares import playing as flares
from .powers.base import power_of, powers_changing
from .powers.roster import POWERS
from .roles import power_active, power_notes
from .state import CosmicState, external_bases, home_bases, stone

KICKER_MODES = ("off", "multiply", "add", "both")
# Options added after games were saved, with their defaults (see _set_up).
LATER_OPTIONS = {"exclude_powers": [], "flares": "off"}

# Events after which the decision that caused them may still be taken back (scenes/table/undo.py): tokens a
# player moves by his own choice (launching, allying, Escorts, the Skill Tokens set-up, losses he picks), the
# cone aimed, a destiny colour named, an invitation, a card or Kicker played face down, a deal item that names
# no card, a window's moment passing. None of them reveals, draws, flips or shuffles anything. Everything else
# is final: a card shown or named, a draw, a destiny flip, a shuffle, an edict or ruling, a power used, the turn
# or challenge passing.
UNDO_SAFE_EVENTS = frozenset({"tokens_moved", "cone_aimed", "destiny_named", "invited", "card_played",
                              "kicker_played", "deal_item", "window"})

# Decisions a player takes looking at his hand (at one screen: behind the "Pass to ..." curtain): choosing a
# challenge card or a Kicker, a window where an edict or Ruling may be played (every player with cards is
# asked there, so being asked tells nothing), answering an edict with a Countermand, and a deal (the cards he
# gives). Everything else (aiming, launching, alliances, Escorts, losses, rewards, prisoners, the set-up) is
# decided on the board everyone sees. Only the phase decides, never what a hand holds: when the curtain
# falls must tell nobody what is in it.
PRIVATE_PHASES = frozenset({"cards", "kickers", "power", "respond", "negotiate", "deal_give", "choose_power"})


class Cosmic(Game):
    id = "cosmic"
    title = "Cosmic"
    seat_counts = range(2, 7)     # two seats play the duel
    default_seats = 3
    undo_safe_events = UNDO_SAFE_EVENTS

    # The computer opponent's estimate and rollout moves (strategy.py; used by rules/ai/search.py), and its
    # few words on a decision a person wants explained (a deal it refused), which tables show.
    heuristic = staticmethod(strategy.heuristic)
    rollout_policy = staticmethod(strategy.rollout_policy)
    rollout_depth = strategy.ROLLOUT_DEPTH
    explain = staticmethod(strategy.explain)
    explain_move = staticmethod(strategy.explain_move)     # a hint's line why (rules/ai/hint.py)
    sensible = staticmethod(strategy.sensible)    # the legal actions without clearly wrong ones
    beginner_samples = strategy.BEGINNER_SAMPLES  # the easy level plays as a beginner (strategy.py says why)

    def options(self):
        T = texts.T

        def named(name, default, choices=None, choice_labels=None, also=None, kept=None):
            return option(T(f"option.{name}.label"), default, choices, help=T(f"option.{name}.help"),
                          choice_labels=choice_labels, also=also, kept=kept)

        # How the powers are dealt (dealing.py): a mode, or a list with one entry per seat (a power's key,
        # "random" or None: no power), checked in setup. "random" is the plain draw of older saves.
        powers = named("powers", "deal", list(dealing.MODES), [T(f"option.powers.{m}") for m in dealing.MODES],
                       also="names", kept=dealing.LEGACY)
        powers["per_seat_when"] = "choose"     # the new-game screen gives each seat a power picker then
        # The powers a random deal never gives (a list of keys; chosen by hand they may still be played).
        exclude = named("exclude_powers", [], None, also="names")
        exclude["pick_many"] = True            # the new-game screen offers a list to tick
        return {
            "kickers": named("kickers", "off", list(KICKER_MODES), [T(f"option.kickers.{m}") for m in KICKER_MODES]),
            "more_cards": named("more_cards", False),
            "powers": powers,
            "exclude_powers": exclude,
            # Two seats always play the duel; the option remains so that saves which name it still load.
            "duel": dict(named("duel", False), hidden=True),
            "prisoners": named("prisoners", False),
            "wild_capture": named("wild_capture", True),
            "rescue_rule": named("rescue_rule", False),
            "skill_tokens": named("skill_tokens", False),
            "flares": named("flares", "off", list(flares.MODES), [T(f"option.flares.{m}") for m in flares.MODES]),
        }

    def option_items(self, name) -> list:
        """What the new-game screen lists for an option chosen from a list (a seat's power, the excluded
        powers): dicts of "value", "words" ("Swarm (classic: Virus)"), "tip" (the power's complexity, moment
        and text) and "mark" (its complexity: 1 green, 2 yellow, 3 red; None for Random and No power), the
        powers by our name. [] for another option."""
        T = texts.T
        listed = sorted(POWERS, key=lambda k: POWER_TEXTS[k]["name"].casefold())
        items = [{"value": k, "words": texts.power_with_classic(k), "mark": POWER_TEXTS[k]["complexity"],
                  "tip": T("option.powers.tip", mark=T(f"option.powers.complexity_{POWER_TEXTS[k]['complexity']}"),
                           when=POWER_TEXTS[k]["when"], text=POWER_TEXTS[k]["text"])} for k in listed]
        if name == "exclude_powers":
            return items
        if name == "powers":
            return ([{"value": dealing.RANDOM_SEAT, "words": T("option.powers.seat_random"), "mark": None,
                      "tip": T("option.powers.seat_random_tip")}] + items +
                    [{"value": None, "words": T("word.no_power"), "mark": None, "tip": None}])
        return []

    def option_marks(self) -> list:
        """(mark, words) of each complexity mark, for a list's legend."""
        return [(mark, texts.T(f"option.powers.mark_{mark}")) for mark in COMPLEXITIES]

    # --- setup --------------------------------------------------------------------------------
    def setup(self, seats, options, seed):
        return self._set_up(seats, options, seed)[0]

    def opening_events(self, seats, options, seed) -> list:
        """The events of setting up: without the set-up moves of Skill Tokens the first turn begins (its
        destiny shown, ...) before any decision, and the log tells these first. The same arguments as setup."""
        return self._set_up(seats, options, seed)[1]

    def _set_up(self, seats, options, seed):
        opts = self.resolve_options(options)
        self.check_seats(seats)
        if opts["kickers"] not in KICKER_MODES:
            raise ValueError(texts.T("why.bad_kickers", choices=", ".join(KICKER_MODES)))
        s = CosmicState()
        s.seats = seats
        # An option added later is kept in the state only when it is not at its default: the dump of a game
        # saved before it existed stays what it was, so that game still replays to its snapshot.
        s.options = {k: v for k, v in opts.items() if not (k in LATER_OPTIONS and v == LATER_OPTIONS[k])}
        s.rng = Rng(seed)
        s.powers = dealing.deal(s.rng, seats, opts["powers"], opts["exclude_powers"], roster=POWERS)
        pairs = (dealing.deal_pairs(s.rng, seats, opts["exclude_powers"], roster=POWERS)
                 if opts["powers"] == "two" else None)
        n_tokens = seats * TOKENS_PER_COLOUR
        s.loc = [(t // TOKENS_PER_COLOUR) * PLANETS_PER_SYSTEM + (t % TOKENS_PER_COLOUR) // 4
                 for t in range(n_tokens)]
        s.origin = [-1] * n_tokens
        s.skill = []
        deck = list(CARD_SETS["base"]) + list(CARD_SETS["edicts"])
        if opts["more_cards"]:
            deck += CARD_SETS["more"]
        if opts["kickers"] in ("multiply", "both"):
            deck += CARD_SETS["kickers_multiply"]
        if opts["kickers"] in ("add", "both"):
            deck += CARD_SETS["kickers_add"]
        if opts["prisoners"]:
            deck += CARD_SETS["rulings"]
        if opts["flares"] not in flares.MODES:
            raise ValueError(texts.T("why.bad_flares", choices=", ".join(flares.MODES)))
        flare_events = []
        if opts["flares"] != "off" and pairs is None:
            keys = flares.deck_flares(s.rng, s.powers)
            s.lasting["flares"] = keys
            deck += [FLARE_CARD[k] for k in keys]
            flare_events = [event("flares_in_deck", flares=list(keys))]
        s.rng.shuffle(deck)
        s.deck, s.discard = deck, []
        s.hands = [[s.deck.pop() for _ in range(HAND_SIZE)] for _ in range(seats)]
        s.seen = [[] for _ in range(seats)]
        s.destiny = prisoners.destiny_cards(seats, opts)
        s.rng.shuffle(s.destiny)
        s.destiny_discard = []
        s.turns, s.challenges = 0, 0
        s.phase, s.winners = None, None
        first = s.rng.below(seats)
        events = flare_events
        if opts["skill_tokens"]:
            s.skill = skills.initial_skills(seats)
        if pairs is not None:
            # Each player keeps one of two powers before anything else (dealing.t_choose_power; the kept powers
            # set up then).
            s.flags["offered"], s.flags["picked"] = pairs, [None] * seats
            events += [event("powers_offered", seen_by=[x], seat=x, powers=list(pair)) for x, pair in enumerate(pairs)]
        events += dealing.set_up_powers(s)       # tokens a power sets aside before the first challenge
        if opts["skill_tokens"] or pairs is not None:
            s.offense = first
            s.agenda = ([["choose_power"]] if pairs is not None else []) + \
                ([["arrange"]] if opts["skill_tokens"] else []) + [["begin", first]]
        else:
            events += challenge.start_turn(s, first)
        events += challenge.advance(s)
        return s, events

    # --- turn protocol ----------------------------------------------------------------------
    def actors(self, s):
        return A.actors(s)

    def piecemeal(self, action) -> bool:
        """A token moved at the Skill Tokens set-up: a computer keeps the dealt arrangement (every home planet
        one token of each skill) and says "Set-up done" in one decision (rules/ai/base.py whole_moves). Its
        estimate values no arrangement above another, so a search moved tokens back and forth for minutes,
        and a random player made hundreds of moves."""
        return action.kind == "arrange"

    def private_decision(self, s, seat):
        return s.phase in PRIVATE_PHASES

    def open_window(self, s):
        """The optional window the next decision belongs to (a power, an edict or Ruling, a Countermand, a
        Kicker), for the table's claims (scenes/table/claims.py); None otherwise. See actions.open_window."""
        return A.open_window(s)

    def window_involves(self, s, seat) -> bool:
        """Whether the open window concerns `seat` enough to stop a person playing computers who asked to be
        stopped only then: he is a main player or an ally, an edict was aimed at him, his own power may act at
        this moment (a power such as the Overseer's works in other players' challenges), or he may play a Flare."""
        if seat in (s.offense, s.defense) or seat in s.allies_off or seat in s.allies_def:
            return True
        if s.phase == "respond":        # an edict aimed at him, or his power may change it (the Hypnotist)
            return (s.flags.get("pending_edict") or [None, None, None])[2] == seat or \
                edicts.power_answers(s, seat)
        if s.phase != "power":
            return False
        # His power may act, or he holds a Flare he may play now: a card kept for such a moment (only a person
        # alone with computers is asked this, so his hand tells nobody anything).
        return challenge.power_acts(s, seat, s.point) or bool(flares.offers(s, seat, s.point))

    # Moves a person alone with computers gets a longer count to weigh (scenes/table/claims.py): a Flare, two
    # halves to read (a playtester's lit Flare went by in the usual two seconds).
    patient_kinds = frozenset({"flare"})

    def legal_actions(self, s, seat):
        return A.legal(s, seat)

    def apply(self, s, seat, action):
        memo, s.legal_memo = s.legal_memo, None     # cleared before anything can change
        if memo is not None and memo[0] == seat and isinstance(action, Action) and action in memo[1]:
            # In the list just made for this seat from this very position (so the seat is to act).
            return A.perform(s, seat, action)
        if s.winners is not None:
            raise IllegalAction(texts.game_over())
        if seat not in A.actors(s):
            raise IllegalAction(texts.not_your_move(seat))
        if not isinstance(action, Action) or action not in A.legal(s, seat):
            raise IllegalAction(texts.why_illegal(s, seat, action))
        s.legal_memo = None                         # listing it again above made one
        return A.perform(s, seat, action)

    def outcome(self, s):
        if s.winners is None:
            return None
        return {"winners": list(s.winners), "scores": [external_bases(s, x) for x in range(s.seats)],
                "shared": len(s.winners) > 1}

    def undo_barrier(self, ev):
        kind = ev.get("kind")
        if kind == "card_played" and ev.get("face_up"):
            return True         # shown at once (to the Prophet): it cannot be unseen
        item = ev.get("item") or [None]
        if kind == "deal_item" and item[0] == "cards" and negotiation.card_of(item) >= 0:
            return True         # names a card in the giver's hand: everybody now knows he holds it
        return super().undo_barrier(ev)

    # --- state ----------------------------------------------------------------------------------
    def dump(self, s):
        return s.dump()

    def load(self, data):
        try:
            return CosmicState.load(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(texts.T("why.damaged", detail=str(exc))) from exc

    def clone(self, s):
        return s.clone()

    def view(self, s, seat):
        revealed = s.flags.get("revealed", False)

        def shown(i, card, is_kicker=False):
            if card is None:
                return None
            # A player sees the card he played, wherever it lies (the Trickster may have swapped them).
            owner = (s.offense if i == 0 else s.defense) if is_kicker else played_by(s, i)
            if seat == owner or (not is_kicker and s.face_up[i]):
                return card
            if revealed and (is_kicker or challenge.claimed(s, i) is None):
                return card
            return "hidden"     # face down, or a believed bluff that is never shown

        return {
            "viewer": seat,      # whose view this is (None: a spectator), for the readable lines
            "seats": s.seats,
            "colours": [COLOURS[x] for x in range(s.seats)],
            "powers": [{"key": k, "name": POWER_TEXTS[k]["name"] if k else None,
                        "text": POWER_TEXTS[k]["text"] if k else None,
                        "active": power_active(s, x), "off": power_off_reason(s, x)}
                       for x, k in enumerate(s.powers)],
            "tokens": list(s.loc),
            "skills": list(s.skill),
            "stone": sorted(stone(s)),      # tokens the Stonegaze (Gorgon) turned to stone (powers/gorgon.py)
            "second_colour": second_colour_tokens(s),     # the Twin's (Symbiote's) second colour
            "hand": list(s.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in s.hands],
            "seen": list(s.seen[seat]) if seat is not None else [],
            # The viewer's own tokens committed in secret (the Unseen's invisible ones): nobody else's.
            "invisible": hidden_tokens(s, seat),
            "deck_size": len(s.deck),
            "discard": list(s.discard),
            "flares": list(flares.in_game(s)),     # the Flares shuffled into this game's deck (public)
            "destiny_left": len(s.destiny),
            "destiny_last": s.destiny_discard[-1] if s.destiny_discard else None,
            "phase": s.phase, "offense": s.offense, "defense": s.defense, "planet": s.planet,
            "colour": s.colour, "challenge": s.challenge,
            "invited": {"offense": list(s.invited_off), "defense": list(s.invited_def)},
            "allies": {"offense": list(s.allies_off), "defense": list(s.allies_def)},
            # Before the first challenge (the Skill Tokens set-up) nothing is played yet: always two slots.
            "played": [shown(i, c) for i, c in enumerate(s.played or (None, None))],
            "claims": [challenge.claimed(s, i) for i in (0, 1)],
            "kickers": [shown(i, c, True) for i, c in enumerate(s.kicker or (None, None))],
            "deal": self._deal_view(s),
            # The challenge as the table shows it: a capture challenge or not, cards revealed, the winner,
            # each side's total in parts, and Shields against Weapons ([shields, weapons, stopped]).
            "capture": bool(s.flags.get("capture")),
            "revealed": bool(s.flags.get("revealed")),
            "calm": bool(s.flags.get("calm")),      # a Calm edict: every attack counts as a compromise
            "winner": s.flags.get("winner"),
            "totals": [dict(part) for part in s.flags.get("totals") or []] or None,
            # Both attacks face up, not yet counted: each side's total as it stands, powers included.
            "standing": challenge.standing(s),
            "shields": list(s.flags["shields"]) if s.flags.get("shields") else None,
            "deaths_colour": (s.flags["deaths"]["colours"] or [None])[0] if s.phase == "deaths" else None,
            # A challenge out of turn (secondary.py): which power started it and whose challenge waits.
            "secondary": secondary_view(s),
            "rewards": [list(r) for r in s.rewards],
            "external_bases": [external_bases(s, x) for x in range(s.seats)],
            "home_bases": [home_bases(s, x) for x in range(s.seats)],
            "actors": A.actors(s),
            "winners": list(s.winners) if s.winners is not None else None,
            "options": dict(s.options),
            "power_choice": power_choice(s, seat),
            # What powers keep that everybody sees (a Veteran's experience, a Hexer's curse): Power.notes.
            "notes": power_notes(s),
        }

    def _deal_view(self, s):
        d = s.deal
        if not d or d.get("over"):
            return None
        return {"kind": d["kind"], "parties": list(d["parties"]), "proposer": d["parties"][d["turn"]],
                "draft": [list(i) for i in d["draft"]], "offered": d["offered"], "waiting": list(d["answers"]),
                "left": [negotiation.limit(d) - made for made in d["made"]]}

    def info_key(self, s, seat):
        """The search tree's cheap stand-in for `view(s, seat)` (rules/ai/search.py): the same key exactly
        when the view is the same. It holds the state the view is made of (what `view` derives from it,
        such as working powers or bases, follows from the rest) and nothing the seat cannot see; the
        conformance test checks both."""
        f = s.flags
        revealed = f.get("revealed", False)
        played, kicker = s.played or (None, None), s.kicker or (None, None)
        shown = _NOTHING_SHOWN
        if played[0] is not None or played[1] is not None or kicker[0] is not None or kicker[1] is not None:
            shown = []
            for i in (0, 1):
                # As in `view`: a face-down card (or a believed bluff) only for whoever played it.
                card = played[i]
                if card is not None and not (seat == played_by(s, i) or s.face_up[i]) and not (
                        revealed and challenge.claimed(s, i) is None):
                    card = "hidden"
                shown.append(card)
                card = kicker[i]
                if card is not None and seat != (s.offense if i == 0 else s.defense) and not revealed:
                    card = "hidden"
                shown.append(card)
            shown = tuple(shown)
        return (seat, tuple(s.loc), tuple(s.skill), tuple(s.powers), f.get("zapped") and tuple(f["zapped"]),
                tuple(s.hands[seat]) if seat is not None else None, tuple(map(len, s.hands)),
                tuple(s.seen[seat]) if seat is not None else (), tuple(hidden_tokens(s, seat)), len(s.deck),
                tuple(s.discard), len(s.destiny),
                s.destiny_discard[-1] if s.destiny_discard else None, s.phase, s.offense, s.defense, s.planet,
                s.colour, s.challenge, tuple(s.invited_off), tuple(s.invited_def), tuple(s.allies_off),
                tuple(s.allies_def), shown, challenge.claimed(s, 0), challenge.claimed(s, 1),
                repr(self._deal_view(s)), bool(f.get("capture")), bool(revealed), bool(f.get("calm")), f.get("winner"),
                repr(f.get("totals")), repr(f.get("shields")), repr(challenge.standing(s)) if revealed else None,
                repr(f["deaths"]["colours"][:1]) if s.phase == "deaths" else None,
                repr(s.rewards), tuple(A.actors(s)), s.winners and tuple(s.winners), repr(power_notes(s)),
                repr(power_choice(s, seat)) if s.phase == "choose_power" else None,
                s.lasting.get("gorgon") and tuple(sorted(stone(s))), repr(secondary_view(s)))

    def sample_hidden(self, s, seat, rng):
        """Everything `seat` cannot see is dealt again from the same cards: other hands, the deck and
        face-down cards and Kickers of the other main player; the destiny pile keeps its cards in a new
        order, and the generator is reseeded, so a search can foresee neither the next destiny card nor the
        next draw. A face-down challenge card is only ever replaced by a challenge card (an Edict or a
        Ruling can never lie there). (What the Seer saw is not kept.)"""
        c = s.clone()
        revealed = s.flags.get("revealed", False)
        named = [[] for _ in range(c.seats)]     # cards named in an open deal are known to be in that hand
        if c.deal and not c.deal.get("over"):
            for x in range(c.seats):
                if x != seat:
                    named[x] = [card for card in c.hands[x] if card in negotiation.named_cards(c.deal, x)]
        pool = list(c.deck)
        for x in range(c.seats):
            if x != seat:
                pool += [card for card in c.hands[x] if card not in named[x]]
        slots = []
        for i in (0, 1):
            main = c.offense if i == 0 else c.defense
            if i >= len(c.played):      # nothing played yet (the Skill Tokens set-up)
                continue
            hidden_card = not c.face_up[i] and (not revealed or challenge.claimed(c, i) is not None)
            if c.played[i] is not None and c.played[i] >= 0 and hidden_card and played_by(c, i) != seat:
                slots.append(("played", i))
                pool.append(c.played[i])
            if c.kicker[i] is not None and not revealed and main != seat:
                slots.append(("kicker", i))
                pool.append(c.kicker[i])
        rng.shuffle(pool)
        for where, i in slots:
            fits = _fits_kicker_slot if where == "kicker" else is_challenge_card
            k = next(j for j, card in enumerate(pool) if fits(card))
            getattr(c, where)[i] = pool.pop(k)
        for x in range(c.seats):
            if x != seat:
                n = len(c.hands[x]) - len(named[x])
                c.hands[x], pool = named[x] + pool[:n], pool[n:]
        c.deck = pool
        rng.shuffle(c.destiny)
        hiders = powers_changing("redeal_hidden")
        for x, key in enumerate(c.powers):       # what a power keeps hidden (the Unseen's invisible tokens)
            if x != seat and key in hiders:
                power_of(key).redeal_hidden(c, x, seat, rng)
        c.rng = Rng(rng.next_u64())
        if c.phase == "choose_power":
            _sample_pairs(c, seat, rng)
        return c

    # --- texts ----------------------------------------------------------------------------------
    def action_label(self, s, action, names=None):
        return texts.action_label(s, action, names)

    def describe_event(self, ev, names, seat=None):
        return texts.describe_event(ev, names, seat)

    def view_lines(self, view, names):
        return view_text.view_lines(view, names)

    def progress(self, s):
        """"Bases: Blue 3, Red 2, Yellow 0": the leaders first, so a narrow column (the Load list) that must
        cut the line keeps what matters."""
        counts = [(external_bases(s, x), x) for x in range(s.seats)]
        order = sorted(counts, key=lambda c: (-c[0], c[1]))
        parts = [texts.T("progress.seat", seat=texts.colour_name(x), n=n) for n, x in order]
        return texts.T("progress.bases", list=Joined(parts, ", "))

    def seat_label(self, seat, seats):
        return texts.colour_name(seat)

    def seat_colour(self, seat, seats):
        return COLOURS[seat]

    # --- looking back ---------------------------------------------------------------------------
    def figure_name(self, key):
        """A figure of the history (bases, power) in words, or None."""
        return texts.T(f"figure.{key}") if texts.T.has(f"figure.{key}") else None

    def figure_value(self, key, value):
        """A power's name kept in the history (in English, so one power is one group) in the app's language."""
        return texts.recorded_power(value) if key == "power" else None

    def moments(self, events, names):
        return highlights.moments(events, names)

    def record_figures(self, s, events):
        return highlights.record_figures(s, events)


GAME = Cosmic()


def power_choice(s, seat):
    """The two-powers choice as `seat` sees it: his own two powers and the one he kept (if he has), and who is
    still choosing; None outside that set-up step."""
    if s.phase != "choose_power" or "offered" not in s.flags:
        return None
    own = seat is not None
    return {"offered": list(s.flags["offered"][seat]) if own else None,
            "picked": s.flags["picked"][seat] if own else None,
            "waiting": dealing.choosers(s)}


def _sample_pairs(c, seat, rng):
    """The other players' two powers (and the one each kept, if he has) are unknown to `seat`: dealt again from
    the powers not his, the ones already kept chosen at random from the new pairs."""
    own = c.flags["offered"][seat] if seat is not None else []
    rest = [k for k in dealing.pool("deal", c.options.get("exclude_powers") or (), POWERS) if k not in own]
    rng.shuffle(rest)
    for x in range(c.seats):
        if x == seat:
            continue
        c.flags["offered"][x] = [rest.pop(), rest.pop()]
        if c.flags["picked"][x] is not None:
            c.flags["picked"][x] = c.flags["offered"][x][rng.below(2)]


def second_colour_tokens(s) -> list:
    """Tokens that count as their owner's second colour now (the Twin's, while its power works): public."""
    keys = powers_changing("second_colour")
    if keys.isdisjoint(s.powers):
        return []
    return [t for x, k in enumerate(s.powers) if k in keys and power_active(s, x)
            for t in range(x * TOKENS_PER_COLOUR, (x + 1) * TOKENS_PER_COLOUR) if power_of(k).second_colour(s, x, t)]


def hidden_tokens(s, seat) -> list:
    """The seat's own tokens committed in secret by its power (Power.hidden_tokens), for its view only."""
    if seat is None or s.powers[seat] not in powers_changing("hidden_tokens"):
        return []
    return list(power_of(s.powers[seat]).hidden_tokens(s, seat))


def power_off_reason(s, seat):
    """Why a player's power does not work now: "blackout" (an edict switched it off for this challenge),
    "home_bases" (fewer than three) or "leaders" (fewer than three in play, with Skill Tokens); None when it
    works or he has none."""
    if not s.powers[seat] or power_active(s, seat):
        return None
    if seat in s.flags.get("zapped", ()):
        return "blackout"
    if home_bases(s, seat) < 3:
        return "home_bases"
    return "leaders"


def secondary_view(s):
    """The secondary challenge in progress as the view shows it: {"power", "striker", "target", "main" (whose
    challenge waits)}, or None."""
    record = s.flags.get("secondary")
    if record is None:
        return None
    return {"power": record["power"], "striker": record["striker"], "target": record["target"],
            "main": record["main"]}


_NOTHING_SHOWN = (None, None, None, None)     # info_key's played cards and Kickers before any is played


def played_by(s, i) -> int:
    """Who played the card lying in slot i (0 offense, 1 defense): its main player, or the other one after
    the Trickster swapped the two face-down cards."""
    if s.flags.get("swapped"):
        i = 1 - i
    return s.offense if i == 0 else s.defense


def _fits_kicker_slot(card: int) -> bool:
    return CARDS[card]["type"] == "kicker"
