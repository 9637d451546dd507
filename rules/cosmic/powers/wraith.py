"""Unseen (classic Wraith, Mayfair): keeps a reserve of tokens set aside beside its system (state.aside), four
at the start. As a main player or an ally, once the invitations are answered (window "answered"), it secretly
commits any of its reserve tokens to its side: only it knows how many (and which, with Skill Tokens). They
are revealed with the challenge cards (window "revealed") and then join its side like any of its tokens:
they count, land, are lost or go back (to the reserve) with the side.

Rulings taken:
- The commitment is one decision, zero included: everybody learns that it has decided, nobody how many
  (an event seen by the Unseen alone holds the number; game.sample_hidden deals it again for the others'
  searches through `redeal_hidden`). Invisible tokens are beyond the limit of four, like Escorts.
- With Skill Tokens, committing Escorts is calling Escorts from the reserve: the decision to call them is
  announced, the number is not ([TEXT] Skill Tokens). Just before Shields and Weapons are compared (window
  "unseen_shields", which the Unseen is asked whenever it has committed: being asked tells nothing) it may
  show some or all of its invisible Weapons (on the offense's side) or Shields (on the defense's) so that they
  count there, or show everything it committed ([TEXT] Skill Tokens). Leaders in the reserve, invisible ones
  included, are active (state.active_leaders).
- The reserve refills: at the start of each of its own challenges it may move one token from a base into the
  reserve, while the reserve holds fewer than four; invisible tokens that come back from a challenge go back
  to the reserve (tokens.home_spot).
- Invisible tokens stay in the reserve until they are revealed: a challenge that ends before the reveal
  (Shields, an aborted challenge) or a power switched off before it leaves them there, never committed.
"""
from rules.core import event

from ..state import CONE, DEFENSE, aside, bases, pick_token, token_options, tokens_at
from ..tokens import move
from .base import Power

RESERVE = 4      # tokens set aside at the start, and the most the reserve holds
# The tokens set aside at the start: one from each of the first four home planets (with Skill Tokens one of
# each skill: skills.initial_skills deals them in the order E, L, S, W).
START_TOKENS = (0, 5, 10, 15)


def side_of(s, seat):
    """Where the seat's tokens in the challenge go: the cone, beside the planet, or None (not in it)."""
    if seat == s.offense or seat in s.allies_off:
        return CONE
    if seat == s.defense or seat in s.allies_def:
        return DEFENSE
    return None


def hidden_of(s, seat):
    """The seat's committed invisible tokens still unrevealed (a list), or None when it has not committed."""
    hidden = s.flags.get("unseen", {}).get(str(seat))
    if hidden is None:
        return None
    return [t for t in hidden if s.loc[t] == aside(seat)]


def _subsets(letters: str) -> list[str]:
    """Every distinct sub-multiset of a string of skill letters (the empty one included), sorted."""
    out = {""}
    for ch in letters:
        out |= {"".join(sorted(x + ch)) for x in out}
    return sorted(out, key=lambda x: (len(x), x))


class Wraith(Power):
    key = "wraith"
    points = ("start", "answered", "unseen_shields", "revealed")

    def set_up(self, s, seat):
        first = seat * 20
        return move(s, [first + i for i in START_TOKENS], aside(seat), "reserve")

    # --- offers ---------------------------------------------------------------------------------------
    def offers(self, s, seat, point):
        if point == "start":
            if seat != s.offense or s.flags.get("faded") or len(tokens_at(s, seat, aside(seat))) >= RESERVE:
                return []
            return [self.act(fade=p, **o) for p in bases(s, seat) for o in token_options(s, seat, p)]
        if point == "answered":
            if side_of(s, seat) is None or hidden_of(s, seat) is not None:
                return []
            reserve = tokens_at(s, seat, aside(seat))
            if not reserve:
                return []
            if s.skill:
                return [self.act(hide=c) for c in _subsets("".join(sorted(s.skill[t] for t in reserve)))]
            return [self.act(hide=n) for n in range(len(reserve) + 1)]
        if point == "unseen_shields":
            hidden = hidden_of(s, seat)
            if hidden is None or side_of(s, seat) is None or seat in s.flags.get("unseen_shown", []):
                return []
            wanted = "W" if side_of(s, seat) == CONE else "S"
            k = sum(1 for t in hidden if s.skill[t] == wanted)
            out = [self.act(show=i) for i in range(1, k + 1)]
            if len(hidden) > k or not hidden:
                out.append(self.act(show=0))        # show them all (or that there are none)
            return out
        return []

    # --- uses -----------------------------------------------------------------------------------------------
    def use(self, s, seat, action):
        if action.get("fade") is not None:
            s.flags["faded"] = True
            t = pick_token(s, seat, action.fade, action.get("skill"))
            return [event("power_used", seat=seat, power=self.key, detail="a token fades into the reserve")] + \
                move(s, [t], aside(seat), "fades")
        if action.get("hide") is not None:
            return self._commit(s, seat, action.hide)
        return self._show(s, seat, action.show)

    def _commit(self, s, seat, hide):
        reserve = tokens_at(s, seat, aside(seat))
        if s.skill:
            chosen, left = [], list(reserve)
            for ch in hide:
                t = next(t for t in left if s.skill[t] == ch)
                left.remove(t)
                chosen.append(t)
        else:
            chosen = reserve[:hide]
        s.flags.setdefault("unseen", {})[str(seat)] = chosen
        events = [event("power_used", seat=seat, power=self.key, detail="commits invisible tokens"),
                  event("invisible_committed", seen_by=[seat], seat=seat, count=len(chosen),
                        skills="".join(s.skill[t] for t in chosen) if s.skill else "")]
        if s.skill:
            if any(s.skill[t] == "E" for t in chosen):
                s.flags.setdefault("unseen_escorts", []).append(seat)
                events.append(event("power_used", seat=seat, power=self.key,
                                    detail="calls Escorts from its reserve, how many is secret"))
            # Asked before the comparison whatever it holds (being asked tells nothing).
            for i, task in enumerate(s.agenda):
                if list(task) == ["shields"]:
                    if i == 0 or list(s.agenda[i - 1]) != ["point", "unseen_shields"]:
                        s.agenda.insert(i, ["point", "unseen_shields"])
                    break
        return events

    def _show(self, s, seat, k):
        hidden = hidden_of(s, seat)
        s.flags.setdefault("unseen_shown", []).append(seat)
        wanted = "W" if side_of(s, seat) == CONE else "S"
        shown = [t for t in hidden if s.skill[t] == wanted][:k] if k else list(hidden)
        s.flags["unseen"][str(seat)] = [t for t in hidden if t not in shown]
        return [event("power_used", seat=seat, power=self.key, detail="shows invisible tokens", count=len(shown))] \
            + _join(s, seat, shown, "shown")

    # --- the reveal -------------------------------------------------------------------------------------------
    def auto(self, s, seat, point):
        if point != "revealed":
            return []
        hidden = hidden_of(s, seat)
        if hidden is None or side_of(s, seat) is None:
            return []
        del s.flags["unseen"][str(seat)]
        detail = "reveals its invisible tokens" if hidden else "had no invisible tokens"
        return [event("power_used", seat=seat, power=self.key, detail=detail, count=len(hidden))] + \
            _join(s, seat, hidden, "revealed")

    # --- hidden information ----------------------------------------------------------------------------------
    def hidden_tokens(self, s, seat):
        return hidden_of(s, seat) or []

    def redeal_hidden(self, s, seat, viewer, rng):
        """Another seat's search may not know the commitment: it gets one drawn from the reserve that fits what
        everybody saw (Escorts announced or not)."""
        hidden = hidden_of(s, seat)
        if hidden is None:
            return
        reserve = tokens_at(s, seat, aside(seat))
        announced = seat in s.flags.get("unseen_escorts", [])
        pool = [t for t in reserve if not s.skill or announced or s.skill[t] != "E"]
        rng.shuffle(pool)
        first = []
        if s.skill and announced:
            escort = next((t for t in pool if s.skill[t] == "E"), None)
            if escort is not None:
                first = [escort]
                pool.remove(escort)
        s.flags["unseen"][str(seat)] = first + pool[:rng.below(len(pool) + 1)]

    # --- words --------------------------------------------------------------------------------------------------
    def words(self, s, action, say):
        if action.get("fade") is not None:
            return say("wraith.fade", token=say.token(action), place=say.place(action.fade, "from"))
        if action.get("hide") is not None:
            hide = action.hide
            if hide == 0 or hide == "":
                return say("wraith.hide_none")
            if isinstance(hide, str):
                from ..texts import SKILL_WORDS     # (here: texts is above the powers, which it imports)
                parts = [str(SKILL_WORDS[k]) if hide.count(k) == 1 else say("wraith.times", what=SKILL_WORDS[k],
                                                                            n=hide.count(k))
                         for k in "ELSW" if k in hide]
                return say("wraith.hide_skills", n=len(hide), list=", ".join(str(p) for p in parts))
            return say("wraith.hide", n=hide)
        if action.show:
            wraith = s.powers.index(self.key)
            return say("wraith.show_weapons" if side_of(s, wraith) == CONE else "wraith.show_shields", n=action.show)
        return say("wraith.show_all")


def _join(s, seat, tokens, reason) -> list:
    """Invisible tokens made visible join the seat's side; they go back to the reserve if they come home."""
    if not tokens:
        return []
    events = move(s, tokens, side_of(s, seat), reason)
    for t in tokens:
        s.origin[t] = aside(seat)
    return events
