"""C4 (ConCardia) through the rules protocol: setup, who acts, legal actions, apply, views."""
from __future__ import annotations

from rules.core import Action, Game, IllegalAction, Rng, event, option

from . import effects, flow, highlights, state as state_mod, strategy, texts, token_steps, tokens, view_lines, windows, zones
from .cards import CARDS, DECK_NAMES, deck_title
from .decklists import check_deck
from .state import C4State
from .texts import DECIDED_KEYS, ENDED_KEYS, T, card_name, count

START_TOKENS = 10   # each player keeps 10 of their 12 tokens...
POT_TOKENS = 2      # ...and puts 2 in the pot
HAND_SIZES = [0, 1, 2, 3, 4, 5]
ROUND_LIMITS = [0, 20, 30, 40, 60]
MAX_DECK_NAME = highlights.MAX_DECK_NAME
DEFAULT_ROUND_LIMIT = 60  # benchmarks/c4_decks.py: prebuilt games practically never last this long

# Events after which the decision that caused them may still be taken back (scenes/table/undo.py): a pass in
# a reaction window, the tokens a player picked to move, a vote, a bank cashed in, and what follows from them
# without chance and shows nobody anything new: a pot too small, a card already shown going on to the discard
# pile or into play or being cancelled (see undo_barrier), a card in play removed, a turn's extra actions made
# cheaper or dearer, an extra turn granted, the direction reversed, an attack declared (its flips are final),
# an attack's result from cards already flipped and those cards going to their owners' hands (everyone saw
# them). None of them draws, flips, shuffles or shows a card from a hand.
PASS, DONE = Action("pass"), Action("done")   # actions are immutable: one of each serves every list

UNDO_SAFE_EVENTS = frozenset({"reaction_passed", "tokens_moved", "tokens_unmoved", "pot_shortage", "vote_cast",
                              "ability_used", "card_entered_play", "card_removed", "card_cancelled",
                              "reaction_fizzled", "prevention_ready", "token_step_prevented", "tokens_swapped",
                              "next_action_free", "extra_action_discount", "extra_action_tax",
                              "extra_turn_granted", "direction_reversed", "attack_declared",
                              "attack_result", "flipped_to_hand", "no_card_to_discard"})
# A card goes from the table (the stack) to its discard pile for these reasons: everyone saw it already. Any
# other discard takes it out of a hand (at random after an attack, or the whole hand redrawn).
SHOWN_DISCARDS = frozenset({"resolved", "cancelled"})
# What makes a decision final, in the order the reason names it (the first that happened): a card shown
# from a hand, a card drawn, a card flipped from a deck, a deck shuffled, a card discarded from a hand, the
# turn passing, the game over. Any other barrier (none today) gets the general words.
FINAL_REASONS = (("card_played", "undo.played"), ("cards_drawn", "undo.drawn"),
                 ("card_flipped", "undo.flipped"), ("deck_reshuffled", "undo.shuffled"),
                 ("card_discarded", "undo.discarded"), ("turn_ended", "undo.turn_ended"),
                 ("vote_started", "undo.turn_ended"), ("game_over", "undo.game_over"))


class C4(Game):
    id = "c4"
    title = "C4"
    seat_counts = range(2, 7)
    undo_safe_events = UNDO_SAFE_EVENTS

    def undo_barrier(self, ev):
        """Whether `ev` makes its decision final: a card played from a hand (everyone saw it), a draw, a flip,
        a shuffle, a card discarded from a hand, the turn passing. A card that was already shown and goes on
        to the discard pile once it is done (or cancelled) is no barrier."""
        kind = ev.get("kind")
        if kind == "card_discarded":
            return ev.get("reason") not in SHOWN_DISCARDS
        return kind not in UNDO_SAFE_EVENTS

    def undo_final_reason(self, events):
        """What made the decision that caused `events` final, in words (None: it may be taken back)."""
        barriers = {ev.get("kind") for ev in events if self.undo_barrier(ev)}
        if not barriers:
            return None
        for kind, key in FINAL_REASONS:
            if kind in barriers:
                if kind == "cards_drawn":
                    n = sum(ev.get("count", 0) for ev in events if ev.get("kind") == "cards_drawn")
                    return T(key, n=n)
                return T(key)
        return ""

    # ------------------------------------------------------------------------------ options
    def options(self):
        def named(name, default, choices=None, choice_labels=None, also=None):
            return option(T(f"option.{name}.label"), default, choices, help=T(f"option.{name}.help"),
                          choice_labels=choice_labels, also=also)

        # A per-seat list of decks is allowed too (setup checks each deck).
        decks = named("decks", "random", ["random", *DECK_NAMES],
                      [T("option.decks.random"), *(deck_title(name) for name in DECK_NAMES)], also="decks")
        decks["per_seat"] = True  # the new-game screen asks each seat for its deck
        humans = named("human_seats", None, None, also="seats")
        humans["hidden"] = True  # set by the app from the seat list, not shown in the menu
        # Per seat, the name of the player's own deck (null for a prebuilt or random one): the card list alone
        # cannot name it, and the history and the results say which deck each player played.
        deck_names = named("deck_names", None, None, also="names")
        deck_names["hidden"] = True  # set by the app from each seat's deck choice
        # On or off for every person at the table, or a list of seats (setup checks it).
        quick = named("quick_reactions", False, [False, True], also="seats")
        pickers = named("token_pickers", False, [False, True], also="seats")
        return {"hand_size": named("hand_size", 3, HAND_SIZES),
                "round_limit": named("round_limit", DEFAULT_ROUND_LIMIT, ROUND_LIMITS,
                                     [T("option.round_limit.none") if n == 0 else str(n) for n in ROUND_LIMITS]),
                "decks": decks, "human_seats": humans, "deck_names": deck_names, "quick_reactions": quick,
                "token_pickers": pickers}

    def _deck_lists(self, decks, seats, rng):
        if decks == "random":
            names = list(DECK_NAMES)
            rng.shuffle(names)
            # Different decks while there are enough of them; then they repeat.
            return [check_deck(names[i % len(names)], i) for i in range(seats)]
        if isinstance(decks, str):
            return [check_deck(decks, i) for i in range(seats)]
        if not isinstance(decks, (list, tuple)) or len(decks) != seats:
            raise ValueError(f"C4: option 'decks' must be 'random', a deck name, or a list with one deck "
                             f"for each of the {seats} seats")
        # A seat's "random" is a prebuilt deck nobody else named, while there are enough of them.
        free = [n for n in DECK_NAMES if n not in decks]
        rng.shuffle(free)
        free = free or list(DECK_NAMES)
        out, randoms = [], 0
        for i, entry in enumerate(decks):
            if entry == "random":
                entry = free[randoms % len(free)]
                randoms += 1
            out.append(check_deck(entry, i))
        return out

    @staticmethod
    def _seat_list(value, name, seats) -> list:
        if not isinstance(value, (list, tuple)) or any(
                not isinstance(h, int) or isinstance(h, bool) or not 0 <= h < seats for h in value):
            raise ValueError(f"C4: option {name!r} must list seat numbers from 0 to {seats - 1}")
        return sorted(set(value))

    # -------------------------------------------------------------------------------- setup
    def setup(self, seats, options, seed):
        self.check_seats(seats)
        opts = self.resolve_options(options)
        humans = opts["human_seats"]
        if humans is None:
            humans = list(range(seats))
        if not isinstance(humans, (list, tuple)) or any(
                not isinstance(h, int) or isinstance(h, bool) or not 0 <= h < seats for h in humans) \
                or len(set(humans)) != len(humans):
            raise ValueError(f"C4: option 'human_seats' must list distinct seat numbers from 0 to {seats - 1}")
        s = C4State()
        s.seats = seats
        s.rng = Rng(seed)
        # Decks are dealt with their own generator, so that replaying with the concrete deck lists saved in
        # the state's options gives exactly the same game as the original "random".
        lists = self._deck_lists(opts["decks"], seats, Rng(seed ^ 0xDEC45))
        opts["decks"] = [list(keys) for keys in lists]  # saved as the concrete lists that were dealt
        opts["human_seats"] = sorted(humans)
        names = opts["deck_names"]
        if names is not None and (len(names) != seats or any(
                n is not None and not 0 < len(n) <= MAX_DECK_NAME for n in names)):
            raise ValueError(f"C4: option 'deck_names' must give each of the {seats} seats its deck's name "
                             f"(at most {MAX_DECK_NAME} characters) or null")
        for name in ("quick_reactions", "token_pickers"):
            value = opts[name]
            if value is True or value is False:     # On / Off from the menu: every person at the table, or nobody
                value = sorted(humans) if value else []
            opts[name] = self._seat_list(value, name, seats)
        s.options = opts
        s.humans = sorted(humans)
        keys, owner = [], []
        s.deck = []
        for seat, cards in enumerate(lists):
            ids = list(range(len(keys), len(keys) + len(cards)))
            # Card ids are handed out in a random order so an id alone (in an event about a hidden card)
            # does not tell which card it is, even to someone who knows the deck list.
            cards = list(cards)
            s.rng.shuffle(cards)
            keys.extend(cards)
            owner.extend([seat] * len(cards))
            s.rng.shuffle(ids)
            s.deck.append(ids)
        s.keys, s.owner = tuple(keys), tuple(owner)
        s.hand = [[] for _ in range(seats)]
        s.discard = [[] for _ in range(seats)]
        s.inplay = [[] for _ in range(seats)]
        s.revealed = [[] for _ in range(seats)]
        s.held = [[START_TOKENS if o == seat else 0 for o in range(seats)] for seat in range(seats)]
        s.pot = [POT_TOKENS] * seats
        s.tax = [0] * seats
        events = []
        first = flow.choose_first_player(s, events)
        for seat in windows.turn_order(s, first):
            zones.draw(s, seat, max(0, opts["hand_size"] - len(s.hand[seat])), events)
        flow.start_turn(s, first, events)
        s.opening = events
        return s

    # ------------------------------------------------------------------------------ deciding
    def open_window(self, s):
        """The Reaction window the next decision belongs to, for the table's claims (scenes/table/claims.py):
        one name while it is open (the turn, the frame and its step, the window's kind), its moment (the
        window's type), the seats it still asks (public: windows.py asks everyone who might react) and the
        pass; None for any other decision (a main-phase move, which tokens move, the vote)."""
        if s.phase != "play" or not s.stack:
            return None
        frame = s.stack[-1]
        window = frame["window"]
        if window is None or window["type"] == "tokens":
            return None
        step = frame["steps"][0] if frame["steps"] else None
        key = repr((s.turn, len(s.stack), frame["card"], frame["stage"], len(frame["steps"]), step,
                    window["type"], window.get("receiver"), window.get("n")))
        return {"key": key, "moment": window["type"], "seats": list(window["queue"]), "pass": PASS}

    def public_moves(self, s, seat) -> list:
        """In the main phase, the moves that need no look at the hand (End turn, cashing a bank in): at one
        screen the player may take them with his cards closed, and opens them only to play a card."""
        if s.phase != "play" or s.stack or seat != s.active:
            return []
        return [a for a in self.legal_actions(s, seat) if a.kind in ("done", "cash")]

    def window_involves(self, s, seat) -> bool:
        """Whether the card being played concerns `seat`: its player, its target, or whoever its next step
        gives to or takes from (a person playing computers may choose to be stopped only then)."""
        if not s.stack:
            return seat == s.active
        frame = s.stack[-1]
        if seat in (frame["seat"], frame.get("target"), s.active):
            return True
        step = frame["steps"][0] if frame["steps"] else None
        return step is not None and seat in (token_steps.victim(step), token_steps.receiver(step))

    def private_decision(self, s, seat) -> bool:
        """Playing a card and answering a reaction window need the hand; which tokens move and the losers'
        vote are decided on the public table. Every seat that might hold a fitting Reaction is asked in a
        window (windows.py), so a curtain before it tells nobody what a hand holds."""
        if s.phase == "vote":
            return False
        if s.stack and s.stack[-1]["window"] is not None and s.stack[-1]["window"]["type"] == "tokens":
            return False
        return True

    def actors(self, s):
        if s.phase == "over":
            return []
        if s.phase == "vote":
            return [v for v in s.voters if s.votes[v] is None]
        if s.stack:
            return [s.stack[-1]["window"]["queue"][0]]
        return [s.active]

    def legal_actions(self, s, seat):
        out = self._legal(s, seat)
        s.legal_memo = (seat, out)
        return out

    def _legal(self, s, seat):
        if s.phase == "over":
            return []
        if s.phase == "vote":
            if seat in s.voters and s.votes[seat] is None:
                return [Action("vote", choice=t) for t in s.tied]
            return []
        if s.stack:
            frame = s.stack[-1]
            window = frame["window"]
            if window["queue"][0] != seat:
                return []
            if window["type"] == "tokens":
                return [Action("tokens", pick=pick) for pick in window["choices"]]
            return [PASS] + windows.reactions(s, seat, frame, window)
        if seat != s.active:
            return []
        out = []
        cost, have, keys = flow.action_cost(s), sum(s.held[seat]), s.keys
        table = s.hand_plays
        if table is None:
            table = s.hand_plays = [{} for _ in range(s.seats)]
        known = table[seat]
        for cid in s.hand[seat]:
            entry = known.get(cid)
            if entry is None:
                d = CARDS[keys[cid]]
                entry = known[cid] = (d.kind == "reaction", d.cost,
                                      windows.main_plays(cid, seat, s.seats, bool(d.target)))
            if not entry[0] and cost + entry[1] <= have:
                out += entry[2]
        if cost <= have:
            for cid in s.inplay[seat]:
                if CARDS[keys[cid]].passive["kind"] == "bank" and tokens.total(s.on_card.get(cid, ())):
                    out.append(Action("cash", card=cid))
        out.append(DONE)
        return out

    def _plays(self, s, seat, cid) -> list:
        """The main-phase plays of one card in hand (one per target for a targeted card)."""
        d = CARDS[s.keys[cid]]
        if d.kind == "reaction" or flow.action_cost(s) + d.cost > tokens.total(s.held[seat]):
            return []
        return list(windows.main_plays(cid, seat, s.seats, bool(d.target)))

    def _is_legal(self, s, seat, action) -> bool:
        if not isinstance(action, Action):
            return False
        if s.phase == "play" and not s.stack and action.kind == "play":
            # The common case, checked without building every legal action.
            card = action.get("card")
            return type(card) is int and card in s.hand[seat] and action in self._plays(s, seat, card)
        return action in self.legal_actions(s, seat)

    def apply(self, s, seat, action):
        memo, s.legal_memo = s.legal_memo, None   # cleared before anything can change
        # An action in the list just made for this seat from this very position is legal (the seat is to act).
        listed = False
        if memo is not None and memo[0] == seat:
            for legal in memo[1]:   # most often the very object listed: `in` would call Action.__eq__ on the others
                if legal is action:
                    listed = True
                    break
            else:
                listed = action in memo[1]
        if not listed:
            if seat not in self.actors(s):
                raise IllegalAction(T("why.not_your_turn") if s.phase != "over" else T("why.over"))
            if not self._is_legal(s, seat, action):
                raise IllegalAction(self._why_illegal(s, seat, action))
            s.legal_memo = None                    # listing them again may have made one
        events = []
        kind = action.kind
        if kind == "play":
            if s.stack:
                self._play_reaction(s, seat, action, events)
            else:
                self._play_card(s, seat, action, events)
        elif kind == "vote":
            flow.cast_vote(s, seat, action.choice, events)
        elif kind == "tokens":
            frame = s.stack[-1]
            frame["pick"] = tuple(action.pick)
            frame["window"] = None
            effects.run(s, events)
        elif kind == "pass":
            window = s.stack[-1]["window"]
            window["queue"].pop(0)
            events.append(event("reaction_passed", seat=seat, window=window["type"]))
            if not window["queue"]:
                s.stack[-1]["window"] = None
            effects.run(s, events)
        elif kind == "done":
            flow.end_turn(s, events)
        elif kind == "cash":
            events.append(event("ability_used", seat=seat, card=action.card, key=s.keys[action.card]))
            self._pay_action(s, seat, 0, events)
            s.stack.append(effects.new_frame("ability", seat, [
                {"op": "gain", "seat": seat, "n": 0, "src": action.card, "reason": "cash"},
                {"op": "cash_discard", "seat": seat, "card": action.card}], card=action.card))
            effects.run(s, events)
        elif s.stack:   # (no other kind is ever legal)
            self._play_reaction(s, seat, action, events)
        else:
            self._play_card(s, seat, action, events)
        return events

    def _pay_action(self, s, seat, card_cost, events):
        cost = flow.count_action(s)
        if cost:
            token_steps.perform(s, {"op": "pay", "seat": seat, "n": cost, "reason": "extra action"}, events)
        if card_cost:
            token_steps.perform(s, {"op": "pay", "seat": seat, "n": card_cost, "reason": "card cost"}, events)

    def _play_card(self, s, seat, action, events):
        cid, target, _ = windows.PLAY_PARTS.get(action) or windows.play_parts(action)
        d = CARDS[s.keys[cid]]
        s.hand[seat].remove(cid)   # zones.leave_hand, inline
        s.known.discard(cid)
        events.append({"kind": "card_played", "seat": seat, "card": cid, "key": d.key, "card_kind": d.kind,
                       "target": target, "at": None, "cost": flow.action_cost(s) + d.cost})
        self._pay_action(s, seat, d.cost, events)
        s.stack.append(effects.new_frame("card", seat, effects.bind(d.effect, seat, target), card=cid,
                                         target=target, announce=True))
        effects.run(s, events)

    def _play_reaction(self, s, seat, action, events):
        cid, _, at = windows.play_parts(action)
        d = CARDS[s.keys[cid]]
        below = len(s.stack) - 1
        window = s.stack[below]["window"]
        zones.leave_hand(s, seat, cid)
        if d.react == "icebox":
            steps = [{"op": "icebox", "seat": seat, "at": at}]
        elif d.react == "envy":
            steps = [{"op": "gain", "seat": seat, "n": 1, "reason": "reaction"}]
        else:
            steps = [{"op": "prevent", "seat": seat, "below": below}]
        events.append(event("card_played", seat=seat, card=cid, key=d.key, card_kind=d.kind, target=None,
                            at=at, at_key=s.keys[at] if at is not None else None, cost=0,
                            window=window["type"]))
        s.stack.append(effects.new_frame("card", seat, steps, card=cid, at=at, announce=True))
        effects.run(s, events)

    def _why_illegal(self, s, seat, action):
        if not isinstance(action, Action):
            return T("why.not_an_action")
        if s.phase == "vote":
            return T("why.vote")
        if s.stack:
            if s.stack[-1]["window"] is not None and s.stack[-1]["window"]["type"] == "tokens":
                return T("why.pick_tokens")
            return T("why.react_or_pass")
        if action.kind == "play":
            cid = action.get("card")
            if type(cid) is not int or cid not in s.hand[seat]:
                return T("why.not_in_hand")
            d = CARDS[s.keys[cid]]
            name = card_name(d.key)
            if d.kind == "reaction":
                return T("why.reaction_not_action", card=name)
            need = flow.action_cost(s) + d.cost
            if need > tokens.total(s.held[seat]):
                return T("why.too_dear", card=name, cost=count("token", need), have=tokens.total(s.held[seat]))
            if d.target:
                return T("why.needs_target", card=name)
            return T("why.no_target", card=name)
        if action.kind == "cash":
            return T("why.cash")
        return T("why.other")

    # -------------------------------------------------------------------------------- views
    def view(self, s, seat):
        visible = {}

        def show(cids):
            for c in cids:
                visible[str(c)] = s.keys[c]
            return list(cids)

        out = {
            "seat": seat, "seats": s.seats, "turn": s.turn, "active": s.active, "direction": s.direction,
            "phase": s.phase,
            "hand": show(s.hand[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in s.hand],
            "known_in_hands": [show([c for c in h if c in s.known]) for h in s.hand],
            "deck_sizes": [len(d) for d in s.deck],
            "discards": [show(z) for z in s.discard],
            "in_play": [show(z) for z in s.inplay],
            "revealed": [show(z) for z in s.revealed],
            "tokens": [list(p) for p in s.held],
            "token_totals": [tokens.total(p) for p in s.held],
            "non_matching": [tokens.non_matching(p, i) for i, p in enumerate(s.held)],
            "pot": list(s.pot),
            "on_cards": [[cid, list(p)] for cid, p in sorted(s.on_card.items())],
            "stack": [{"kind": f["kind"], "seat": f["seat"], "card": show([f["card"]])[0] if f["card"] is not None else None,
                       "target": f["target"], "at": f["at"], "cancelled": f["cancelled"]} for f in s.stack],
            "window": None,
            "actions_taken": s.actions_taken, "next_action_cost": flow.action_cost(s),
            "free_next": s.free_next, "discount": s.discount, "turn_tax": s.turn_tax, "tax": list(s.tax),
            "extra_turns": s.extra_turns,
            "vote": {"tied": list(s.tied), "voters": list(s.voters),
                     "voted": [v for v in s.voters if s.votes[v] is not None]} if s.phase == "vote" else None,
            "result": s.result,
        }
        if s.stack and s.stack[-1]["window"] is not None:
            w = s.stack[-1]["window"]
            out["window"] = {"type": w["type"], "asking": w["queue"][0], "receiver": w.get("receiver"),
                             "n": w.get("n")}
            if w["type"] == "announce" and s.stack[-1]["card"] is not None:
                out["window"]["card"] = s.stack[-1]["card"]
            if w["type"] == "tokens":  # the piles are public, so are the ways to pick from them
                out["window"]["choices"] = [list(p) for p in w["choices"]]
            if w["type"] in ("before", "tokens"):
                step = s.stack[-1]["steps"][0]
                out["window"]["step"] = {"op": step["op"], "seat": step["seat"], "target": step.get("target"),
                                         "n": step["n"]}
        out["cards"] = visible
        return out

    def info_key(self, s, seat):
        """The search tree's cheap stand-in for `view(s, seat)` (rules/ai/search.py): the same key exactly
        when the view is the same (tests/test_conformance.py checks it). It holds the fields the view is made
        of, as tuples; what the view derives (token totals, the next action's price) follows from them. The
        card keys of the whole game (`s.keys`, the same in every re-deal) stand for the keys of the cards the
        view shows."""
        known = s.known
        window = None
        if s.stack and s.stack[-1]["window"] is not None:
            top = s.stack[-1]
            w = top["window"]
            wtype = w["type"]
            step = top["steps"][0] if wtype in ("before", "tokens") else None
            window = (wtype, w["queue"][0], w.get("receiver"), w.get("n"),
                      top["card"] if wtype == "announce" else None,
                      tuple(map(tuple, w["choices"])) if wtype == "tokens" else None,
                      (step["op"], step["seat"], step.get("target"), step["n"]) if step is not None else None)
        hand = s.hand
        return (seat, s.keys, s.turn, s.active, s.direction, s.phase,
                tuple(hand[seat]) if seat is not None else None,
                tuple(map(len, hand)),
                tuple([tuple([c for c in h if c in known]) for h in hand]) if known else ((),) * len(hand),
                tuple(map(len, s.deck)), tuple(map(tuple, s.discard)), tuple(map(tuple, s.inplay)),
                tuple(map(tuple, s.revealed)), tuple(map(tuple, s.held)), tuple(s.pot),
                tuple(sorted([(cid, tuple(p)) for cid, p in s.on_card.items()])) if s.on_card else (),
                tuple([(f["kind"], f["seat"], f["card"], f["target"], f["at"], f["cancelled"]) for f in s.stack]),
                window, s.actions_taken, s.free_next, s.discount, s.turn_tax, tuple(s.tax), s.extra_turns,
                (tuple(s.tied), tuple(s.voters), tuple(v for v in s.voters if s.votes[v] is not None))
                if s.phase == "vote" else None,
                repr(s.result) if s.result is not None else None)

    def saved_options(self, s) -> dict:
        """The options to record in a save so that it replays the same game even after the prebuilt decks
        change or the player's own deck is edited or deleted: each seat's concrete list of card ids (setup
        already turned "random" and deck names into lists, with the same deal), plus the other options."""
        return {name: (list(map(list, value)) if name == "decks" else
                       list(value) if isinstance(value, list) else value)
                for name, value in s.options.items()}

    def outcome(self, s):
        return dict(s.result) if s.result is not None else None

    def dump(self, s):
        return state_mod.dump(s)

    def load(self, data):
        try:
            return state_mod.load(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(T("why.damaged", detail=str(exc))) from exc

    @staticmethod
    def _tables_first(s):
        """Make the per-game look-up tables on `s` before copying it, so that every copy shares them: else
        each of a search's re-deals of one position (whose own tables are never asked for) makes its own."""
        windows.reacting_cards(s)
        if s.fitting is None:
            s.fitting = {}
        if s.hand_plays is None:
            s.hand_plays = [{} for _ in range(s.seats)]

    def clone(self, s):
        self._tables_first(s)
        return state_mod.clone(s)

    def sample_hidden(self, s, seat, rng):
        """Deal the cards `seat` cannot know again: every other player's unseen hand cards together with
        their deck, and the order of the seat's own deck. Public cards (flipped, discarded, in play)
        stay. The generator is reseeded so a search cannot foresee future shuffles."""
        self._tables_first(s)
        c = state_mod.clone(s)
        for o in range(c.seats):
            if o == seat:
                rng.shuffle(c.deck[o])
                continue
            slots = [i for i, cid in enumerate(c.hand[o]) if cid not in c.known]
            pool = [c.hand[o][i] for i in slots] + c.deck[o]
            rng.shuffle(pool)
            for i in slots:
                c.hand[o][i] = pool.pop()
            c.deck[o] = pool
        c.rng = Rng(rng.next_u64())
        c.search_copy = True  # a look-ahead copy: windows ask only the seats that can really react
        return c

    # ------------------------------------------------------------------- computer opponent
    # Used by rules.ai.search (see rules/c4/strategy.py); the search passes determinized states only.
    rollout_depth = strategy.ROLLOUT_DEPTH
    judge_after_replies = True  # a turn holds several decisions: the greedy level judges each after the replies
    sensible = staticmethod(strategy.sensible)  # the legal actions without clearly wrong ones

    def heuristic(self, s, seat):
        return strategy.heuristic(s, seat)

    def rollout_policy(self, s, seat, rng):
        return strategy.choose_rollout_action(s, seat, self.legal_actions(s, seat), rng)

    # The easy level plays as a beginner: it counts only tokens held and looks at few futures (strategy.py says why).
    beginner_samples = strategy.BEGINNER_SAMPLES

    def beginner_heuristic(self, s, seat):
        return strategy.beginner_heuristic(s, seat)

    # -------------------------------------------------------------------------------- texts
    def move_note(self, s, action) -> str:
        """A few words the Moves list shows beside a move: what a play or a cash-in costs now (the action's
        cost and the card's extra cost), "" when it is free or not such a move."""
        if action.kind not in ("play", "cash") or s.stack:
            return ""
        cost = flow.action_cost(s) + (CARDS[s.keys[action.card]].cost if action.kind == "play" else 0)
        return T("note.costs", n=cost) if cost else ""

    def explain_move(self, s, seat, action):
        """One line why a hint suggests `action` (rules/ai/hint.py asks on a re-deal, never the real state)."""
        return strategy.explain(s, seat, action, self.legal_actions(s, seat))

    def action_label(self, s, action, names=None):
        return texts.action_label(s, action, names)

    def describe_event(self, ev, names, seat=None):
        return texts.describe_event(ev, names, seat)

    def view_lines(self, view, names):
        return view_lines.view_lines(view, names)

    def progress(self, s):
        if s.phase == "over":
            return T("progress.over", n=s.turn)
        if s.phase == "vote":
            return T("progress.vote", turn=s.turn)
        return T("progress.play", turn=s.turn, pot=tokens.total(s.pot))

    def seat_label(self, seat, seats):
        return T("word.player", n=seat + 1)

    # ---------------------------------------------------------------------------- looking back
    def figure_name(self, key):
        """A figure of a finished game in words, or None."""
        return T(f"figure.{key}") if T.has(f"figure.{key}") else None

    def figure_value(self, key, value):
        """A figure's value in words; "" for one the results leave out (the votes: "Decided by" says it)."""
        if key == "votes":
            return ""
        if key == "decided_by" and value in DECIDED_KEYS:
            return T(f"decided.{DECIDED_KEYS[value]}")
        if key == "ended_by" and value in ENDED_KEYS:
            return T(f"ended.{ENDED_KEYS[value]}")
        if key == "deck":
            return highlights.deck_words(value)
        return None

    def seat_notes(self, s) -> list:
        """Per seat, a few words the results screen shows beside the player's name: the deck played."""
        return [T("deck.played", deck=highlights.deck_words(highlights.seat_deck(s, seat)))
                for seat in range(s.seats)]

    def moments(self, events, names):
        return highlights.moments(events, names)

    def record_figures(self, s, events):
        return highlights.record_figures(s, events)
