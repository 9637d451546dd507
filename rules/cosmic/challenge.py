"""The challenge sequence as an agenda of tasks (shared/rules/cosmic.md 1.3).

`s.agenda` is a list of tasks ([name, arg]); `advance` runs them in order. A task that needs a decision
puts itself back at the front and sets `s.phase`; the action that answers it clears `s.phase` (agenda.py),
and the task runs again and decides whether more is needed. Tasks may insert other tasks at the front (a deal,
a payment of tokens). Every task is written so that running it again is harmless.
"""
from __future__ import annotations

from rules.core import event

from . import cards as C
from . import dealing, edicts, held, negotiation, prisoners, rulings, secondary, skills
from .agenda import end_task
from .cards import discard_played
from .flares import playing as flares
from .flares.base import asker, lasting_flares
from .content import CARDS, TOKENS_PER_COLOUR, WIN_BASES
from .kickers import consolation, kick
from .powers.base import power_of, powers_at, powers_changing, tasks_for
from .roles import (active_power, bully_places, commit_limit, count_setter, curse_on, flare_compromise_wins,
                    flare_total_change, main_order, opponent, power_active, power_with, side_index, stack_bonus,
                    token_value)
from .state import (CONE, DEFENSE, WARP, bases, chosen_by_other, count_at, external_bases, has_free_base,
                    home_planets, others_in_order, owner, release_stone, stone, system_of, tokens_at)
from .tokens import barred_by, lose_tokens, move, return_home
from .tokens import landing as tokens_landing


# One challenge, in order (see shared/rules/cosmic.md 1.3 and the three expansion seeds).
CHALLENGE_TASKS = (("point", "start"), ("regain",), ("flip",), ("point", "destiny"), ("settle",), ("aim",),
                   ("point", "aimed"), ("exchange",), ("launch",), ("invite_off",), ("invite_def",), ("answers",),
                   ("point", "answered"), ("escorts",), ("point", "sides_formed"), ("shields",),
                   ("point", "allies_done"),
                   ("point", "before_cards"), ("kickers",), ("cards",), ("point", "cards_chosen"), ("reveal",),
                   ("point", "revealed"), ("resolve",), ("point", "resolved"), ("compensate",), ("rewards",),
                   ("point", "after_losses"), ("cleanup",))
# (Tuples, shared by every challenge: a task is only run and put back, never changed; a copy of the state and a
# save hold them as lists.)


WEAKNESS = 3        # what the Hexer's (Witch's) Weakness curse takes from a main player's total


# --- turns and challenges -----------------------------------------------------------------------------
def start_turn(s, offense: int) -> list:
    s.offense = offense
    s.challenge = 1
    s.turns += 1
    return [event("turn_started", seat=offense)] + start_challenge(s)


def start_challenge(s) -> list:
    s.defense = None
    s.planet = None
    s.colour = None
    s.invited_off, s.invited_def = [], []
    s.allies_off, s.allies_def = [], []
    s.answer_queue, s.point_queue = [], []
    s.answering, s.answer_side = None, None
    s.played, s.kicker, s.face_up = [None, None], [None, None], [False, False]
    s.kicker_stage = 0
    s.lost, s.rewards = [], []
    s.flags = {}
    s.deal = None
    s.success = False
    s.point = None
    s.challenges += 1
    s.seen = [[] for _ in range(s.seats)]       # the Seer's look lasts one challenge
    s.agenda = tasks_for(s, CHALLENGE_TASKS)
    events = [event("challenge_started", seat=s.offense, number=s.challenge)]
    for x, key in enumerate(s.powers):       # (powers that keep things between challenges: Power.between_challenges)
        if key in powers_changing("between_challenges"):
            events += power_of(key).between_challenges(s, x)
    if "flares_waiting" in s.lasting:      # a Flare keeping something past its challenge (the Wild Tollkeeper's)
        events += flares.between_challenges(s)
    return events


def advance(s) -> list:
    events = []
    while s.phase is None and s.agenda and s.winners is None:
        task = s.agenda.pop(0)
        ev, wait = TASKS[task[0]](s, task)
        events += ev
        if wait:
            s.agenda.insert(0, task)
            s.phase = wait if isinstance(wait, str) else task[0]
    return events


# --- tasks ----------------------------------------------------------------------------------------------
def t_regain(s, task):
    if s.flags.get("regained"):
        return [], False
    if tokens_at(s, s.offense, WARP) or prisoners.rescue_options(s, s.offense):
        return [], True
    return [], False


def t_flip(s, task):
    events = []
    if not s.destiny:
        s.destiny, s.destiny_discard = s.destiny_discard, []
        s.rng.shuffle(s.destiny)
        events.append(event("destiny_reshuffled", cards=len(s.destiny)))
    card = s.destiny.pop()
    s.destiny_discard.append(card)
    colour, capture = prisoners.read_destiny(card)
    s.colour = colour
    s.flags["capture"] = capture        # the card sets the kind of challenge; the Overseer only the colour
    s.flags.pop("point_init", None)
    events.append(event("destiny_flipped", seat=s.offense, colour=colour, capture=capture, card=card))
    return events, False


def own_colour_targets(s) -> list:
    """Planets of the offense's own system with foreign tokens: (planet, occupant) pairs."""
    home = home_planets(s.offense)
    first, last = home.start, home.stop
    # One pass over the tokens (in planet order, then seat order, as planet by planet would give).
    return sorted({(w, t // TOKENS_PER_COLOUR) for t, w in enumerate(s.loc)
                   if first <= w < last and t // TOKENS_PER_COLOUR != s.offense})


def t_settle(s, task):
    if s.colour is None:
        return [], "wild"           # Wild Capture Challenge: the offense names another player's system
    if s.colour != s.offense or s.planet is not None:
        return [], False
    p = power_with(s, s.offense, "extra_aim_systems")
    if p and p.extra_aim_systems(s, s.offense):
        return [], False            # the Wanderer may aim anywhere anyway
    if own_colour_targets(s):
        return [], "own_colour"
    s.agenda[0:0] = [["flip"], ["point", "destiny"], ["settle"]]
    return [event("destiny_own_colour", seat=s.offense, redraw=True)], False


def aim_planets(s) -> list:
    sec = secondary.running(s)
    if sec is not None:                 # a secondary challenge is aimed where its power says
        return list(sec["planets"])
    systems = [s.colour] if s.colour != s.offense else []
    p = power_with(s, s.offense, "extra_aim_systems")
    if p:
        systems += [x for x in p.extra_aim_systems(s, s.offense) if x not in systems]
    return [pl for x in systems for pl in home_planets(x)]


def t_aim(s, task):
    if s.planet is not None:
        return [], False
    return [], True


def system_owner(s, planet) -> int:
    sec = secondary.running(s)
    return sec["target"] if sec is not None else system_of(planet)


def set_target(s, planet, defender) -> list:
    s.planet, s.defense = planet, defender
    events = [event("cone_aimed", seat=s.offense, planet=planet, defender=defender)]
    if s.colour is not None and system_of(planet) not in (s.colour, s.offense):
        events.append(event("power_used", seat=s.offense, power=s.powers[s.offense],
                            detail="aims away from destiny"))
    return events


def t_launch(s, task):
    n = count_at(s, s.offense, CONE)
    limit = commit_limit(s, s.offense)
    can_more = n < limit and has_free_base(s, s.offense)
    if n >= 1 and (s.flags.get("launched") or not can_more):
        return [], False
    if n == 0 and not has_free_base(s, s.offense):
        # Nothing to send: the challenge cannot take place and the turn ends ([PROPOSAL]).
        s.agenda = [[end_task(s)]]
        s.flags["aborted"] = True
        return [event("challenge_aborted", seat=s.offense, reason="no tokens to launch")], False
    return [], True


def invite_candidates(s, side: str) -> list:
    invited = s.invited_off if side == "offense" else s.invited_def
    return [x for x in others_in_order(s) if x not in invited and curse_on(s, x) != "outcast"]


def t_invite(s, task):
    side = "offense" if task[0] == "invite_off" else "defense"
    if s.flags.get(f"invited_{side}") or not invite_candidates(s, side):
        return [], False
    return [], True


def answer_sides(s, seat) -> list:
    sides = []
    if curse_on(s, seat) == "outcast":
        return sides            # the Hexer's (Witch's) curse: he may not ally
    p = power_with(s, seat, "may_ally_uninvited")
    free = p is not None and p.may_ally_uninvited(s, seat)
    if seat in s.invited_off or free:
        sides.append("offense")
    if seat in s.invited_def or free:
        sides.append("defense")
    return sides


def ally_count(s, seat) -> int:
    where = CONE if s.answer_side == "offense" else DEFENSE
    return count_at(s, seat, where)


def ally_quota(s, seat):
    """How many tokens a Matchmaker (Crystal) decided this ally commits, or None."""
    return s.flags.get("quota", {}).get(str(seat))


def ally_limit(s, seat) -> int:
    quota = ally_quota(s, seat)
    return quota if quota is not None else commit_limit(s, seat)


def t_answers(s, task):
    events = []
    if not s.flags.get("answers_init"):
        s.flags["answers_init"] = True
        s.answer_queue = [x for x in others_in_order(s) if answer_sides(s, x)]
    while s.answer_queue:
        seat = s.answer_queue[0]
        if s.answering != seat:
            s.answering, s.answer_side = seat, None
        done = s.flags.get("answer_done")
        if not done and has_free_base(s, seat):        # (stone may not be sent: the Stonegaze's)
            if s.answer_side is None or ally_count(s, seat) < ally_limit(s, seat):
                if s.answer_side is not None and ally_quota(s, seat) is None:
                    setter = count_setter(s, seat)
                    if setter is not None:      # the Matchmaker decides how many, once the ally has joined
                        s.agenda[:0] = [["power_task", s.powers[setter], setter, seat, "tokens"], task]
                        return events, False
                return events, True
        # This seat is finished.
        if s.answer_side is not None:
            (s.allies_off if s.answer_side == "offense" else s.allies_def).append(seat)
            events.append(event("ally_joined", seat=seat, side=s.answer_side, tokens=ally_count(s, seat)))
            if seat not in (s.invited_off if s.answer_side == "offense" else s.invited_def):
                events.append(event("power_used", seat=seat, power=s.powers[seat], detail="joins uninvited"))
        s.flags.pop("answer_done", None)
        s.answer_queue.pop(0)
        s.answering, s.answer_side = None, None
    return events, False


def point_offers(s, seat, name) -> list:
    """What a seat may do at a decision point: its power's offers and its playable edicts."""
    p = power_of(s.powers[seat])
    # The window first: asking whether the power works counts bases, and most windows are not the power's.
    out = p.offers(s, seat, name) if p and name in p.points and power_active(s, seat) else []
    return out + card_offers(s, seat, name)


def has_point_offers(s, seat, name) -> bool:
    """Whether `point_offers` would offer anything, without making the whole list."""
    p = power_of(s.powers[seat])
    if p and name in p.points and power_active(s, seat) and p.offers(s, seat, name):
        return True
    return bool(edicts.offers(s, seat, name) or rulings.offers(s, seat, name) or flares.offers(s, seat, name))


def card_offers(s, seat, name) -> list:
    """The edicts, Rulings and Flares a seat may play at a decision point (cards in his hand: hidden)."""
    return edicts.offers(s, seat, name) + rulings.offers(s, seat, name) + flares.offers(s, seat, name)


def any_card_offers(s, name) -> bool:
    """Whether anybody may play an edict, a Ruling or a Flare at this point."""
    return edicts.any_offers(s, name) or rulings.any_offers(s, name) or flares.any_offers(s, name)


def window_key(s, name) -> str:
    """One name for a window while it is open (a point comes again in a challenge only after a new destiny
    draw: the Own Colour redraw)."""
    return f"{s.challenges}/{len(s.destiny_discard)}/{name}"


def power_acts(s, seat, name) -> bool:
    """Whether `seat`'s working power may do something at this point (public: powers are face up)."""
    p = power_of(s.powers[seat])
    return bool(p and name in p.points and power_active(s, seat) and p.offers(s, seat, name))


def window_seats(s, name) -> list:
    """Who a window may ask, from what everybody sees, in the order it asks: every player holding cards when
    an edict or Ruling timed for it could be played now, and the holders of a working power that may act."""
    cards = edicts.could_play(s, name) or rulings.could_play(s, name) or flares.could_play(s, name)
    return [x for x in main_order(s) if (cards and s.hands[x]) or power_acts(s, x, name)]


def t_point(s, task):
    """A window: powers and cards that may be used at this moment, asked in turn from the offense.
    Who is asked must not tell who holds a card: when anybody may play a card here, every player holding
    cards is asked in turn (one with nothing to play only passes); a window for powers alone (public) asks
    only their holders. The moment itself is told by a public "window" event naming who might act, whether
    anybody is then asked or not, so a table at one screen can show it the same way in both cases."""
    name = task[1]
    events = []
    if s.flags.get("point_init") != name:
        powered = not powers_at(name).isdisjoint(s.powers)
        if not powered and not any_card_offers(s, name):
            # No power here and nobody may play a card: every seat would only be passed over (the usual
            # window), so it closes at once, leaving the state as a window that asked nobody.
            s.point_queue = []
            s.point = None
            return _window_event(s, name), False
        s.flags["point_init"] = name
        s.point = name
        order, automatic = main_order(s), False
        if powered:
            for seat in order:
                p = power_of(s.powers[seat])
                if p and name in p.points and power_active(s, seat):
                    events += p.auto(s, seat, name)
                    automatic = True
        events += _window_event(s, name)
        s.point_queue = main_order(s) if automatic else order   # a power's own move may change the order
        s.flags["card_window"] = any_card_offers(s, name)
        if not automatic and not s.flags["card_window"]:
            s.point_queue = []      # (a working power's holder may have nothing to do here: passed over)
    while s.point_queue:
        seat = s.point_queue[0]
        # The cheap public test first (offers are pure queries, so the answer is the same).
        if (s.flags.get("card_window") and s.hands[seat]) or has_point_offers(s, seat, name):
            return events, "power"
        s.point_queue.pop(0)
    s.flags.pop("point_init", None)
    s.flags.pop("card_window", None)
    s.point = None
    return events, False


def _window_event(s, name) -> list:
    seats = window_seats(s, name)
    return [event("window", key=window_key(s, name), moment=name, seats=seats)] if seats else []


def t_respond(s, task):
    """Players holding a Countermand may cancel the edict just played, in turn order. When anybody holds
    one, everybody with cards is asked (edicts.play), so being asked tells nothing. A power that answers
    edicts (the Hypnotist) is asked first."""
    answers = s.flags.get("answers") or []
    while answers:
        if s.hands[answers[0]] or edicts.power_answers(s, answers[0]):
            return [], True
        answers.pop(0)
    return edicts.resolve_pending(s), False


def kicker_decider(s):
    """Who decides about a Kicker now: offense, then defense, then the offense again if only the
    defense played one ([TEXT]: if one main player plays a Kicker the other gets the chance too). Both are
    asked even without a Kicker in hand, so that nobody learns who holds one."""
    while s.kicker_stage < 3:
        stage = s.kicker_stage
        seat = s.defense if stage == 1 else s.offense
        if stage == 2 and not (s.kicker[1] is not None and s.kicker[0] is None):
            s.kicker_stage = 3
            break
        if s.kicker[side_index(s, seat)] is None:
            return seat
        s.kicker_stage += 1
    return None


def t_kickers(s, task):
    if s.options.get("kickers", "off") == "off" or s.flags.get("diplomacy") is not None:
        return [], False
    return [], (True if kicker_decider(s) is not None else False)


def t_cards(s, task):
    events = []
    if s.flags.get("diplomacy") is not None:
        return events, False
    for seat in (s.offense, s.defense):
        i = side_index(s, seat)
        if s.played[i] is None and not C.has_challenge_card(s, seat):
            events += C.new_hand(s, seat)
            if not C.has_challenge_card(s, seat):
                s.played[i] = -1     # no challenge card anywhere: he counts as playing a compromise
                events.append(event("no_challenge_card", seat=seat))
    if None in s.played:
        return events, True
    return events, False


def claimed(s, i):
    """The Bluffer's believed claim for side i, or None."""
    claim = s.flags.get("claim")
    return claim[1] if claim and claim[0] == i else None


def card_type(s, i) -> str:
    """What a played card counts as: a Calm edict turns attacks into compromises; a believed bluff counts
    as claimed."""
    c = s.played[i]
    if c == -1 or s.flags.get("calm") or s.flags.get("harmony"):
        return "compromise"
    claim = claimed(s, i)
    if claim is not None:
        return "compromise" if claim == "compromise" else "attack"
    return CARDS[c]["type"]


def attack_values(s) -> list:
    """Both attack values after Kickers and levelling (None for a compromise)."""
    vals = []
    for i in (0, 1):
        if card_type(s, i) == "attack":
            claim = claimed(s, i)
            vals.append(kick(claim if claim is not None else CARDS[s.played[i]]["value"], s.kicker[i]))
        else:
            vals.append(None)
    if s.flags.get("levelled") and None not in vals and vals[0] != vals[1]:
        hi = 0 if vals[0] > vals[1] else 1
        vals[hi] -= vals[1 - hi]
    return vals


def side_tokens(s, side: str) -> tuple:
    """(main player's tokens, allies' tokens by seat) committed on a side; tokens turned to stone (the
    Stonegaze's) count nothing."""
    if side == "offense":
        own, allies = tokens_at(s, s.offense, CONE), {a: tokens_at(s, a, CONE) for a in s.allies_off}
    else:
        own = tokens_at(s, s.defense, s.planet) + tokens_at(s, s.defense, DEFENSE)
        allies = {a: tokens_at(s, a, DEFENSE) for a in s.allies_def}
    hard = stone(s)
    if hard:
        own = [t for t in own if t not in hard]
        allies = {a: [t for t in ts if t not in hard] for a, ts in allies.items()}
    return own, allies


def totals(s, events=None, breakdown=None) -> list:
    """Both sides' totals. Powers that change a total (Titan, Swarm, Warp Eater, Mould) are reported in
    `events` when they make a difference; `breakdown` (a list) receives each side's parts: the card's value
    after the Kicker, the main player's tokens, his allies' tokens, what powers add, and the total."""
    vals = attack_values(s)
    out = []
    for i, side in ((0, "offense"), (1, "defense")):
        main = s.offense if i == 0 else s.defense
        own, allies = side_tokens(s, side)
        plain = (vals[i] or 0) + len(own) + sum(len(ts) for ts in allies.values())
        own_value = len(own) * token_value(s, main) + stack_bonus(s, main, own)
        ally_value = sum(len(ts) * token_value(s, a) + stack_bonus(s, a, ts) for a, ts in allies.items())
        p = power_with(s, main, "side_total")
        value = vals[i] if vals[i] is not None else 0
        total = p.side_total(s, main, value, own_value, ally_value) if p else value + own_value + ally_value
        if "flares_on" in s.flags:      # a Flare half lasting in this challenge may change how it is made
            for flare, by, half, data in lasting_flares(s):
                total = flare.side_total(s, by, half, data, i, value, own_value, ally_value, total)
        total += flare_total_change(s, i)
        if curse_on(s, main) == "weakness":
            total -= WEAKNESS       # the Hexer's (Witch's) curse
            if events is not None:
                events.append(event("power_used", seat=s.lasting["witch"]["by"], power="witch",
                                    detail="the curse lowers the total", target=main))
        if breakdown is not None:
            breakdown.append({"card": vals[i], "tokens": len(own), "allies": sum(len(ts) for ts in allies.values()),
                              "powers": total - plain, "total": total})
        if events is not None and total != plain:
            changers = [x for x in [main] + list(allies) if active_power(s, x) and
                        (token_value(s, x) != 1 or ((p := power_with(s, x, "changes_total")) is not None
                                                    and p.changes_total(s, x, x == main)))]
            for x in changers:
                events.append(event("power_used", seat=x, power=s.powers[x], detail="changes the total"))
        out.append(total)
    return out


def standing(s):
    """Each side's total as it stands once both attacks are face up, before the resolution counts it: the parts
    `totals` gives (powers such as the Swarm's included), so the table shows the total that will count while
    players can still answer it; None before the reveal, after the resolution, or without two attacks."""
    f = s.flags
    if not f.get("revealed") or f.get("totals") or f.get("winner") is not None or f.get("diplomacy") is not None:
        return None
    if len(s.played) < 2 or None in s.played or card_type(s, 0) != "attack" or card_type(s, 1) != "attack":
        return None
    parts = []
    totals(s, None, parts)
    return parts


def t_reveal(s, task):
    if s.flags.get("diplomacy") is not None:
        return [], False
    s.flags["revealed"] = True
    s.flags["attack_played"] = "attack" in (card_type(s, 0), card_type(s, 1))
    shown = [None if claimed(s, i) is not None else s.played[i] for i in (0, 1)]
    return [event("cards_revealed", cards=shown, kickers=list(s.kicker),
                  claims=[claimed(s, 0), claimed(s, 1)], standing=standing(s))], False


def t_bluff(s, task):
    """The Bluffer's opponent believes or doubts the claim (actions.py)."""
    return [], "bluff"


def t_resolve(s, task):
    events = []
    if s.flags.get("diplomacy") is not None:
        return negotiation.begin_deal(s, envoy=s.flags["diplomacy"]), False
    kinds = [card_type(s, 0), card_type(s, 1)]
    if kinds == ["compromise", "compromise"]:
        return events + negotiation.begin_deal(s), False
    winner = None
    if kinds == ["attack", "attack"]:
        parts = []
        t = totals(s, events, parts)
        s.flags["totals"] = parts
        upset = bool(s.flags.get("upset"))
        lower = upset
        for seat in (s.offense, s.defense):     # the Inverter: the lower total wins (an upset too: they cancel)
            p = power_with(s, seat, "lower_total_wins")
            if p and p.lower_total_wins(s, seat):
                lower = not lower
                events.append(event("power_used", seat=seat, power=s.powers[seat], detail=(
                    "the lower total wins" if lower else "the upset and the inversion cancel: the higher total wins")))
        off_wins = t[0] < t[1] if lower else t[0] > t[1]
        winner = s.offense if off_wins else s.defense
        events.append(event("totals", offense=t[0], defense=t[1], upset=upset, winner=winner,
                            parts=[dict(p) for p in parts], **({"lower": lower} if lower != upset else {})))
    else:
        comp = 0 if kinds[0] == "compromise" else 1
        comp_seat = s.offense if comp == 0 else s.defense
        p = power_with(s, comp_seat, "compromise_beats_attack")
        if p and p.compromise_beats_attack(s, comp_seat):
            winner = comp_seat
            events.append(event("power_used", seat=comp_seat, power=s.powers[comp_seat],
                                detail="the compromise wins against the attack"))
        elif flare_compromise_wins(s, comp_seat):       # (a Flare lasting in this challenge: the Dove's)
            winner = comp_seat
        else:
            winner = opponent(s, comp_seat)
        events.append(event("compromise_loses" if winner != comp_seat else "compromise_wins",
                            seat=comp_seat, winner=winner))
    if s.flags.get("raid"):
        return events + prisoners.settle_raid(s, winner), False
    return events + settle_win(s, winner), False


def settle_win(s, winner) -> list:
    """The winner's side takes the planet or holds it; the loser's side loses its tokens in the challenge.
    Against a Brute (Bully) the loser's own tokens are picked by the winner instead (task "bully")."""
    events = []
    s.flags["winner"] = winner
    s.flags["lost_mark"] = len(s.lost)
    loser = opponent(s, winner)
    if winner == s.offense:
        main_losing = tokens_at(s, s.defense, s.planet) + tokens_at(s, s.defense, DEFENSE)
        ally_losing = [t for a in s.allies_def for t in tokens_at(s, a, DEFENSE)]
    else:
        main_losing = tokens_at(s, s.offense, CONE)
        ally_losing = [t for a in s.allies_off for t in tokens_at(s, a, CONE)]
    p = power_with(s, winner, "picks_losses")
    if p and p.picks_losses(s, winner) and main_losing:
        s.flags["bully"] = [loser, len(main_losing)]
        s.agenda.insert(0, ["bully"])
        main_losing = []
    by_power = winner == s.offense and (p := power_with(s, winner, "clears_planet")) and p.clears_planet(s, winner)
    by_flare = None if by_power or "flares_on" not in s.flags else next(
        ([by, flare.key, half] for flare, by, half, data in lasting_flares(s)
         if flare.clears_planet(s, by, half, data, winner)), None)
    if by_power or by_flare:
        # The Ravager (Demon): every other player's token on the planet is beaten too, not its side's.
        side = {s.offense, s.defense, *s.allies_off} if winner == s.offense else {s.defense, *s.allies_def}
        bystanders = [t for t, where in enumerate(s.loc) if where == s.planet and owner(t) not in side]
        if bystanders:
            events.append(event("power_used", seat=winner, power=s.powers[winner], detail="clears the planet")
                          if by_power else event("flare_used", seat=by_flare[0], flare=by_flare[1], half=by_flare[2],
                                                 detail="clears the planet"))
            ally_losing += bystanders
    captor = winner if s.flags.get("capture") else None
    part = s.flags.get("captives")     # the Amplifier's Round-up / No Quarter: "main" or "allies" alone imprisoned
    if part is None:
        events += lose_tokens(s, main_losing + ally_losing, "defeated", beaten_by=winner, captor=captor)
    else:
        events += lose_tokens(s, main_losing, "defeated", beaten_by=winner, captor=winner if part == "main" else None)
        events += lose_tokens(s, ally_losing, "defeated", beaten_by=winner, captor=winner if part == "allies" else None)
    # Nobody lands on a planet where the Reek (Filth) still has tokens (beaten ones are gone by now).
    keeper = barred_by(s, s.offense, s.planet) if winner == s.offense else None
    if winner == s.offense and keeper is not None:
        landing = tokens_at(s, s.offense, CONE) + [t for a in s.allies_off for t in tokens_at(s, a, CONE)]
        events.append(event("power_used", seat=keeper, power=s.powers[keeper], detail="nobody lands on its planet"))
        events += return_home(s, landing, "repelled")
    elif winner == s.offense:
        landing = tokens_at(s, s.offense, CONE) + [t for a in s.allies_off for t in tokens_at(s, a, CONE)]
        landing, done = tokens_landing(s, s.planet, landing)
        events += done + move(s, landing, s.planet, "landed")
        for t in landing:
            s.origin[t] = -1
        landed = {owner(t) for t in landing}
        events.append(event("base_established", planet=s.planet,
                            seats=[s.offense] + [a for a in s.allies_off if a in landed]))
        s.success = True
    else:
        for a in s.allies_def:
            n = count_at(s, a, DEFENSE)
            if n:
                s.rewards.append([a, n])
            events += return_home(s, tokens_at(s, a, DEFENSE), "ally returns")
        # The winning defender's own tokens beside the planet (his Escorts) go home, a Brute's too: the
        # tokens the Brute picks are the offense's.
        events += return_home(s, tokens_at(s, s.defense, DEFENSE), "returns")
    return events


def t_bully(s, task):
    """The Brute picks, one at a time, which of the loser's tokens (on bases or in the challenge) are lost."""
    victim, n = s.flags["bully"]
    if n > 0 and chosen_by_other(s, victim, bully_places(s, victim)):
        return [], "bully"
    s.flags.pop("bully")
    pool = CONE if victim == s.offense else DEFENSE
    return return_home(s, tokens_at(s, victim, pool), "spared"), False


def t_compensate(s, task):
    """Consolation: the compromise player who lost gets a card per own token lost, times his Kicker.
    A Static Cloud edict cancels consolation and rewards."""
    winner = s.flags.get("winner")
    if winner is None:
        return [], False
    cloud = s.flags.get("no_rewards")       # a Static Cloud: True, or the Amplifier's "rewards" / "consolation"
    if cloud in (True, "rewards"):
        s.rewards = []
    if cloud in (True, "consolation"):
        return [], False
    events = []
    loser = opponent(s, winner)
    li = side_index(s, loser)
    if card_type(s, li) == "compromise" and card_type(s, 1 - li) == "attack":
        lost = sum(1 for t in s.lost[s.flags.get("lost_mark", 0):] if owner(t) == loser)
        n = consolation(lost, s.kicker[li])
        # The event counts the cards that change hands: no more than the giver holds (a banner said "takes 4"
        # when 2 were there).
        if n > 0:
            events.append(event("consolation", seat=loser, frm=winner, cards=min(n, len(s.hands[winner]))))
            events += C.take_random(s, winner, loser, n, "consolation")
        elif n < 0:
            events.append(event("consolation", seat=winner, frm=loser, cards=min(-n, len(s.hands[loser])),
                                reversed=True))
            events += C.take_random(s, loser, winner, -n, "consolation")
    return events, False


def pay_places(s, seat, reason) -> list:
    """Where a player may take the tokens he must lose: his bases; for the Bluffer's penalty not the
    tokens in the challenge (the challenged planet is the defender's part of it)."""
    places = bases(s, seat)
    if reason == "bluff" and seat == s.defense:
        places = [p for p in places if p != s.planet]
    return places


def t_pay(s, task):
    pay = s.flags.get("pay") or []
    while pay:
        seat, n = pay[0][0], pay[0][1]      # [seat, tokens to lose, reason, captor or None]
        if n > 0 and pay_places(s, seat, pay[0][2]):
            return [], True
        pay.pop(0)
    s.flags["pay"] = []
    return [], False


def t_rewards(s, task):
    while s.rewards:
        if s.rewards[0][1] > 0:
            return [], True
        s.rewards.pop(0)
    return [], False


def t_cleanup(s, task):
    events = discard_played(s)
    release_stone(s, s.offense)        # the Stonegaze's stone wears off once its owner's challenge ends
    events.append(event("challenge_ended", seat=s.offense, number=s.challenge, success=bool(s.success)))
    winners = [x for x in range(s.seats) if external_bases(s, x) >= WIN_BASES]
    if winners:
        s.winners = winners
        s.phase = "over"
        s.agenda = []
        return events + [event("game_over", winners=winners)], False
    if s.success and s.challenge == 1:
        s.agenda.insert(0, ["second"])
        return events, False
    return events + start_turn(s, (s.offense + 1) % s.seats), False


def t_power_task(s, task):
    """A power's own step (["power_task", key, ...], see Power.task): the power runs it."""
    return asker(task[1]).task(s, task)


def t_second(s, task):
    choice = held.release(s, "second")     # the offense's choice, held while the Contrarian could reverse it
    if choice is not None:
        return second_choice(s, choice), False
    if s.flags.get("second_decided"):
        return [], False
    return [], True


def second_choice(s, choice) -> list:
    """The offense's choice after a successful first challenge: "second_challenge" or "end_turn"."""
    if choice == "second_challenge":
        s.challenge = 2
        return start_challenge(s)
    return start_turn(s, (s.offense + 1) % s.seats)


# Every task by name: the challenge steps here, the expansions' steps in their own modules.
TASKS = {
    "point": t_point, "respond": t_respond, "regain": t_regain, "flip": t_flip, "settle": t_settle,
    "aim": t_aim, "launch": t_launch, "invite_off": t_invite, "invite_def": t_invite, "answers": t_answers,
    "kickers": t_kickers, "cards": t_cards, "reveal": t_reveal, "resolve": t_resolve, "bully": t_bully,
    "bluff": t_bluff, "compensate": t_compensate, "pay": t_pay, "rewards": t_rewards, "cleanup": t_cleanup,
    "second": t_second, "begin": lambda s, task: (start_turn(s, task[1]), False),
    "negotiate": negotiation.t_negotiate, "deal_exec": negotiation.t_deal_exec,
    "choose_power": dealing.t_choose_power, "arrange": skills.t_arrange, "escorts": skills.t_escorts, "shields": skills.t_shields,
    "exchange": prisoners.t_exchange, "raid_defend": prisoners.t_raid_defend, "raid_end": prisoners.t_raid_end,
    "deaths": rulings.t_deaths, "swap": rulings.t_swap, "power_task": t_power_task,
    "edict_effect": edicts.t_effect, "ruling_effect": rulings.t_effect, "secondary_end": secondary.t_secondary_end,
}
