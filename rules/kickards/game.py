"""The KICKARDS rules object: the protocol of shared/DESIGN.md over MatchState.

The pieces: state.py (the state), legal.py (legal actions), turn.py (one handler per action), flow.py (rounds,
halves, stoppage, extra time, legs), shot.py (position and goal chance), effects.py (event cards),
shootout.py, pieces.py (cards, stars, VAR, discipline), views.py (views and hidden information), texts.py.
"""
from __future__ import annotations

from rules.core import Game, IllegalAction, Rng, option

from . import state as st
from . import highlights, strategy, texts
from .flow import start_leg
from .legal import legal_for
from .state import MatchState
from .turn import HANDLERS
from .views import info_key, sample_hidden, view

VARIANTS = ("friendly", "two_leg", "final")


# Phases whose decision needs the acting player's hidden information (see private_decision).
PRIVATE_PHASES = frozenset({"attack", "defend", "bid", "coach", "coach_pick", "shootout"})


# Events after which the decision that caused them may still be taken back: placing cards face down,
# choices about stars and bonuses that draw on no chance. Anything else (a reveal, a draw, a die, a
# shuffle, the turn passing) makes a decision final. A card named to everyone must have been public already
# (the drawn event card, the shooter after the reveal): a player discarded from a hand goes face up to the
# bench and the log names it to both players, so a discard is final (issue 36, N6).
UNDO_SAFE_EVENTS = frozenset({
    "card_placed", "attack_declined", "star_committed", "stars_spent", "bonus_bought", "modifier_added",
    "control_used", "control_moved", "event_accepted", "window_passed", "coach_declined",
    "var_declined", "stoppage_declined", "position_locked", "token_gained",
})
# What makes a decision final, in the order the reason names it: a card from a hand shown to everyone, the
# placed cards or the bids turned up, a VAR review, an event card turned up, players drawn, a die, a shuffle,
# the turn passing, the match over. Any other barrier gets the table's general words.
FINAL_REASONS = (("player_discarded", "undo.discarded"), ("cards_revealed", "undo.revealed"),
                 ("bids_revealed", "undo.bids"), ("var_drawn", "undo.var"), ("event_drawn", "undo.event_drawn"),
                 ("players_drawn", "undo.drawn"), ("dice_rolled", "undo.rolled"),
                 ("deck_reshuffled", "undo.shuffled"), ("turn_ended", "undo.turn_ended"),
                 ("match_over", "undo.match_over"))


class Kickards(Game):
    id = "kickards"
    title = "KICKARDS"
    seat_counts = range(2, 3)
    undo_safe_events = UNDO_SAFE_EVENTS

    def undo_final_reason(self, events):
        """What made the decision that caused `events` final, in words (None: it may be taken back)."""
        barriers = [ev for ev in events if self.undo_barrier(ev)]
        if not barriers:
            return None
        for kind, key in FINAL_REASONS:
            found = [ev for ev in barriers if ev.get("kind") == kind]
            if not found:
                continue
            if kind == "player_discarded":
                return texts.T(key, card=texts.player_name(found[0].get("card")))
            if kind == "players_drawn":
                return texts.T(key, n=sum(ev.get("count", 0) for ev in found))
            return texts.T(key)
        return ""

    # --- options and setup --------------------------------------------------------------------
    def options(self):
        T = texts.T

        def named(name, default, choices=None, choice_labels=None):
            return option(T(f"option.{name}.label"), default, choices, help=T(f"option.{name}.help"),
                          choice_labels=choice_labels)

        return {
            "variant": named("variant", "friendly", list(VARIANTS),
                             [T(f"option.variant.{v}") for v in VARIANTS]),
            "two_player_action": named("two_player_action", False),
            "nationality": named("nationality", False),
            "game_control": named("game_control", False),
            "strict_rulebook": named("strict_rulebook", False),
            "home_by_lot": named("home_by_lot", True),
        }

    def setup(self, seats, options, seed):
        self.check_seats(seats)
        s = MatchState()
        s.options = self.resolve_options(options)
        s.rng = Rng(seed)
        s.leg = 0
        s.leg_scores = []
        # The rulebook's variants draw home and away by lot before the match (16.1, 16.2).
        s.home = s.rng.below(2) if s.options["home_by_lot"] else 0
        start_leg(s)
        return s

    # --- who acts, and what they may do ---------------------------------------------------------
    def actors(self, s):
        if s.over:
            return []
        phase = s.phase
        if phase == "var_event":       # the review comes before any discard the event asked for
            return [s.offer]
        owed = s.discard_owed
        if owed[0] or owed[1]:
            first = s.possession
            return [first] if owed[first] else [1 - first]
        if phase in ("attack", "roll", "shoot"):
            return [s.possession]
        if phase in ("defend", "var_goal"):
            return [1 - s.possession]
        if phase in ("coach", "event", "bonus", "position"):
            return [s.offer]
        if phase == "stars":
            first = s.possession
            return [first] if s.pending_pick[first] else [1 - first]
        if phase == "bid":
            return [i for i in (0, 1) if not s.bid_done[i]]
        if phase == "coach_pick":
            return [i for i in (0, 1) if s.coach[i] < 0]
        if phase == "stoppage":
            return [s.stoppage_queue[0]]
        if phase == "shootout":
            return [s.kicker]
        return []

    def piecemeal(self, action) -> bool:
        """One star coloured where all of them may be coloured in one move ("pick_stars"): a computer takes
        that one move (rules/ai/base.py whole_moves); it took a hard computer about 10 s, star by star."""
        return action.kind == "pick_star"

    def private_decision(self, s, seat):
        """Cards in hand, face-down cards, the coach card and the blind bid are private; stars, events,
        bonuses, dice, VAR and the +5 round are decided in the open (no curtain at one screen)."""
        if s.discard_owed[seat]:
            return True
        return s.phase in PRIVATE_PHASES

    def legal_actions(self, s, seat):
        cache = s._legal
        if cache is not None and cache[0] == seat:
            return cache[1]
        legal = legal_for(s, seat) if seat in self.actors(s) else []
        s._legal = (seat, legal)
        return legal

    def apply(self, s, seat, action):
        cache = s._legal
        if cache is not None and cache[0] == seat and action in cache[1]:
            # In the list made for this seat from this very position (so the seat is to act).
            s._legal = None
            return HANDLERS[action.kind](s, seat, action)
        if seat not in self.actors(s):
            raise IllegalAction(texts.not_your_turn(s, seat))
        if action not in self.legal_actions(s, seat):
            raise IllegalAction(texts.why_illegal(s, seat, action))
        s._legal = None
        return HANDLERS[action.kind](s, seat, action)

    # --- what a seat may know ----------------------------------------------------------------------
    def view(self, s, seat):
        return view(s, seat, self.actors(s))

    def info_key(self, s, seat):
        """A cheap hashable stand-in for `view(s, seat)` (same key exactly when the view is the same)."""
        return info_key(s, seat, self.actors(s))

    def outcome(self, s):
        if not s.over:
            return None
        if s.options["variant"] == "two_leg":
            legs = [list(x) for x in s.leg_scores]
            scores = [sum(x[0] for x in legs), sum(x[1] for x in legs)]
        else:
            legs, scores = None, list(s.scores)
        out = {"winners": [], "scores": scores}
        if legs is not None:
            out["legs"] = legs
            out["aggregate"] = list(scores)
        if s.period == "shootout":
            out["shootout"] = list(s.shootout)
            out["winners"] = [0 if s.shootout[0] > s.shootout[1] else 1]
        elif scores[0] != scores[1]:
            out["winners"] = [0 if scores[0] > scores[1] else 1]
        return out

    def dump(self, s):
        return st.dump(s)

    def load(self, data):
        return st.load(data)

    def clone(self, s):
        return st.clone(s)

    def sample_hidden(self, s, seat, rng):
        return sample_hidden(s, seat, rng)

    # --- the computer opponent (strategy.py; used by rules/ai/search.py on determinized states only) -------
    rollout_depth = strategy.ROLLOUT_DEPTH

    def heuristic(self, s, seat):
        return strategy.heuristic(s, seat)

    @staticmethod
    def rollout_horizon(s):
        return strategy.horizon(s)

    def rollout_policy(self, s, seat, rng):
        return strategy.choose(s, seat, self.legal_actions(s, seat), rng)

    sensible = staticmethod(strategy.sensible)   # the legal actions without clearly wrong ones
    rule_decides = staticmethod(strategy.rule_decides)   # the search places cards by the rule of thumb
    opponents_by_rule = strategy.OPPONENTS_BY_RULE        # ... and expects the other side to play by it

    def explain_move(self, s, seat, action):
        """One line why a hint suggests `action` (rules/ai/hint.py asks on a re-deal, never the real state)."""
        return strategy.explain(s, seat, action)

    # --- texts ---------------------------------------------------------------------------------------
    def action_label(self, s, action, names=None):
        return texts.action_label(s, action, names)

    def describe_event(self, ev, names, seat=None):
        return texts.describe_event(ev, names, seat)

    def progress(self, s):
        return texts.progress(s)

    def seat_label(self, seat, seats):
        return texts.T(("team.blue", "team.red")[seat])

    def seat_colour(self, seat, seats):
        return ("blue", "red")[seat]

    # --- looking back ---------------------------------------------------------------------------
    def moments(self, events, names):
        return highlights.moments(events, names)

    def record_figures(self, s, events):
        return highlights.record_figures(s, events)

    def figure_name(self, key):
        """A figure of the outcome or the history (goals, shots, legs...) in words, or None."""
        return texts.T(f"figure.{key}") if texts.T.has(f"figure.{key}") else None
