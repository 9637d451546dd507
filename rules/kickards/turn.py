"""The turn, one handler per action kind.

A turn runs through phases (state.phase), each waiting for one seat's gesture:
  attack -> defend -> (reveal) -> stars -> bid* -> coach -> event -> bonus -> roll -> position -> shoot
  -> var_goal -> (end of turn)            (* only with the game_control option)
Whenever a seat owes a discard (a red card, an injury, the draw-2-discard-1 bonus) it acts first.
"""
from __future__ import annotations

from rules.core import event

from .content import BLUE, BONUSES, COLOURS, EVENTS, NATIONALITY, PLAYERS, TWO_PLAYER
from .effects import outcome_against, resolve_event_card
from .flow import coin_toss, deal_starting_hands, end_period, end_turn, finish, start_round
from .legal import (BLOCK_COST, CONTROL, CONTROL_LIMIT, PICK, SIDE, SWAP_COST, bonus_actions, control_effect,
                    event_actions, position_actions)
from .pieces import (discard_from_hand, draw_event_card, draw_players, owe_discard, spend_stars, var_review)
from .shootout import kick
from .shot import lock_position, position_row, take_shot
from .state import (STOPPAGE_FIELD, T_FORCE, T_K100, T_MINUS1, T_PLUS1, T_REROLL, restore_outcome,
                    snapshot_outcome)


def _h_discard(s, seat, a):
    return discard_from_hand(s, seat, a.card)


def _h_keep_coach(s, seat, a):
    s.coach[seat] = a.card
    s.coach_offer[seat].remove(a.card)  # the offer keeps the two cards that go back to the event deck
    events = [event("coach_kept", seen_by=[seat], seat=seat, card=a.card)]
    if s.coach[0] < 0 or s.coach[1] < 0:
        return events
    for i in (0, 1):
        s.event_deck.extend(s.coach_offer[i])
    s.coach_offer = [[], []]
    s.rng.shuffle(s.event_deck)
    events.append(event("deck_reshuffled", deck="event", size=len(s.event_deck)))
    events += deal_starting_hands(s)
    winner, evs = coin_toss(s, "kick_off")
    s.toss_winner = s.starter = winner
    return events + evs + start_round(s)


def _h_place(s, seat, a):
    card, slot = a.card, a.slot
    s.hands[seat].remove(card)
    if slot == "shooter":
        s.shooter = card
        index = 0
    elif slot == "support":
        s.supports.append(card)
        index = len(s.supports) - 1
    else:
        s.defenders.append(card)
        index = len(s.defenders) - 1
    return [event("card_placed", seen_by=[seat], seat=seat, slot=slot, index=index, card=card)]


def _h_pass(s, seat, a):
    return [event("attack_declined", seat=seat)] + end_turn(s)


def _h_attack_done(s, seat, a):
    events = [event("attack_committed", seat=seat, count=1 + len(s.supports))]
    defender = 1 - seat
    if not s.hands[defender]:
        return events + _reveal(s)
    s.phase = "defend"
    return events


def _h_defence_done(s, seat, a):
    return [event("defence_committed", seat=seat, count=len(s.defenders))] + _reveal(s)


def _reveal(s):
    """Flip every card in the action, then generate the stars: one base star of the card's position
    colour, and one star of a chosen colour per printed star (picked by the owner, attacker first)."""
    attacker, defender = s.possession, 1 - s.possession
    events = [event("cards_revealed", attacker=attacker, shooter=s.shooter, supports=list(s.supports),
                    defenders=list(s.defenders))]
    for seat, cards in ((attacker, [s.shooter] + s.supports), (defender, s.defenders)):
        base = [0, 0, 0]
        for card in cards:
            p = PLAYERS[card]
            s.stars[seat][p.colour] += 1
            base[p.colour] += 1
            events.append(event("stars_created", seat=seat, card=card, colour=COLOURS[p.colour], count=1, why="base"))
            s.pick_queue[seat].extend([card] * p.stars)
        s.pending_pick[seat] = len(s.pick_queue[seat])
        if cards:
            events.append(event("stars_generated", seat=seat, stars=base, to_choose=s.pending_pick[seat]))
    events += _advanced_bonuses(s)
    if s.pending_pick[0] or s.pending_pick[1]:
        s.phase = "stars"
        return events
    return events + _after_stars(s)


def _advanced_bonuses(s):
    """Two-player action (exactly shooter + one support) and nationality rows for both sides."""
    events = []
    attacker = s.possession
    if s.options["two_player_action"] and len(s.supports) == 1:
        key = (PLAYERS[s.shooter].pos, PLAYERS[s.supports[0]].pos)
        if key in TWO_PLAYER:
            effect = TWO_PLAYER[key][0]
            events.append(event("two_player_bonus", seat=attacker, shooter=key[0], support=key[1], effect=effect))
            events += _grant(s, attacker, effect, "two_player")
    if s.options["nationality"]:
        for seat, cards in ((attacker, [s.shooter] + s.supports), (1 - attacker, s.defenders)):
            counts = {}
            for card in cards:
                n = PLAYERS[card].nation
                counts[n] = counts.get(n, 0) + 1
            for nation in sorted(counts):
                count = counts[nation]
                for need, attack, defence in NATIONALITY:
                    if need <= count:
                        effect = attack if seat == attacker else defence
                        events.append(event("nationality_bonus", seat=seat, nation=nation, count=need, effect=effect))
                        events += _grant(s, seat, effect, "nationality")
    return events


def _grant(s, seat, effect, source):
    """Apply a bonus effect from any source (bonus table, control bar, two-player, nationality)."""
    if effect in ("plus5", "minus5", "plus10", "minus10"):
        value = {"plus5": 5, "minus5": -5, "plus10": 10, "minus10": -10}[effect]
        s.mods.append([source, value])
        return [event("modifier_added", source=source, seat=seat, value=value, unit="%")]
    if effect == "halve":
        s.halves.append(source)
        return [event("modifier_added", source=source, seat=seat, value=0, unit="half")]
    index = {"reroll_own": T_REROLL, "plus1": T_PLUS1, "reroll_k100": T_K100, "force_reroll": T_FORCE,
             "minus1": T_MINUS1}.get(effect)
    if index is not None:
        s.tok[index] += 1
        return [event("token_gained", seat=seat, token=effect, source=source)]
    if effect == "draw2":
        return draw_players(s, seat, 2, source)
    if effect == "draw1":
        return draw_players(s, seat, 1, source)
    if effect == "draw2_discard1":
        events = draw_players(s, seat, 2, source)
        owe_discard(s, seat, 1)
        return events + [event("discard_required", seat=seat, count=s.discard_owed[seat], why=source)]
    raise ValueError(f"unknown bonus effect {effect!r}")


def _h_pick_star(s, seat, a):
    colour = COLOURS.index(a.colour)
    card = s.pick_queue[seat].pop(0)
    s.pending_pick[seat] -= 1
    s.stars[seat][colour] += 1
    events = [event("stars_created", seat=seat, card=card, colour=a.colour, count=1, why="printed")]
    if s.pending_pick[0] or s.pending_pick[1]:
        return events
    return events + _after_stars(s)


def _h_pick_stars(s, seat, a):
    """Every star still to colour at once (so many of each colour): the same as one pick after another."""
    events = []
    for colour in COLOURS:
        for _ in range(a.get(colour, 0)):
            events += _h_pick_star(s, seat, PICK[COLOURS.index(colour)])
    return events


def _after_stars(s):
    if s.options["game_control"]:
        s.phase = "bid"
        s.bid_done = [False, False]
        return [event("bidding_started", totals=[sum(s.stars[i]) + sum(s.bar[i]) for i in (0, 1)])]
    return _to_coach(s)


def _h_commit_star(s, seat, a):
    colour = COLOURS.index(a.colour)
    s.committed[seat][colour] += 1
    return [event("star_committed", seen_by=[seat], seat=seat, colour=a.colour)]


def _h_bid_done(s, seat, a):
    s.bid_done[seat] = True
    events = [event("bid_sealed", seat=seat)]
    if not (s.bid_done[0] and s.bid_done[1]):
        return events
    bids = [sum(s.committed[0]), sum(s.committed[1])]
    for i in (0, 1):
        for c in range(3):
            if s.committed[i][c]:
                events += spend_stars(s, i, c, s.committed[i][c], "bid")
    s.committed = [[0, 0, 0], [0, 0, 0]]
    before = s.control
    s.control = max(-CONTROL_LIMIT, min(CONTROL_LIMIT, before + bids[0] - bids[1]))
    events.append(event("bids_revealed", bids=bids))
    events.append(event("control_moved", before=before, after=s.control, why="bid"))
    return events + _to_coach(s)


def _to_coach(s):
    attacker = s.possession
    if s.coach[attacker] >= 0:
        s.phase, s.offer = "coach", attacker
        return []
    if s.coach[1 - attacker] >= 0:
        s.phase, s.offer = "coach", 1 - attacker
        return []
    return _draw_event(s)


def _h_play_coach(s, seat, a):
    card = s.coach[seat]
    s.coach[seat] = -1
    s.event_source = "coach"
    s.applied_event = card
    events = [event("coach_played", seat=seat, card=card, name=str(EVENTS[card].name))]
    events += resolve_event_card(s, card)
    s.event_discard.append(card)
    return events + _after_event(s)


def _h_no_coach(s, seat, a):
    events = [event("coach_declined", seat=seat)]
    if seat == s.possession and s.coach[1 - seat] >= 0:
        s.offer = 1 - seat
        return events
    return events + _draw_event(s)


def _draw_event(s):
    card, events = draw_event_card(s)
    s.event = card
    s.event_source = "draw"
    s.phase, s.offer, s.passes = "event", s.possession, 0
    events.append(event("event_drawn", seat=s.possession, card=card, name=str(EVENTS[card].name), var=EVENTS[card].var))
    return events + _event_or_resolve(s)


def _event_or_resolve(s):
    """Keep the swap loop open only while somebody can still do more than accept the card."""
    if len(event_actions(s, 0)) == 1 and len(event_actions(s, 1)) == 1:
        return _resolve_drawn(s)
    return []


def _pay_event_bonus(s, seat, source, cost, what):
    if source == "stars":
        return spend_stars(s, seat, BLUE, cost, what)
    space, ccost = CONTROL["swap_or_block"]
    before = s.control
    s.control -= SIDE[seat] * ccost
    return [event("control_used", seat=seat, effect=what, before=before, after=s.control)]


def _h_swap_event(s, seat, a):
    events = _pay_event_bonus(s, seat, a.source, SWAP_COST, "swap_event")
    old = s.event
    s.event_discard.append(old)
    card, evs = draw_event_card(s)
    s.event = card
    s.offer, s.passes = 1 - seat, 0
    events += evs + [event("event_swapped", seat=seat, old=old, card=card, name=str(EVENTS[card].name),
                           var=EVENTS[card].var, source=a.source)]
    return events + _event_or_resolve(s)


def _h_block_event(s, seat, a):
    events = _pay_event_bonus(s, seat, a.source, BLOCK_COST, "block_event")
    s.event_blocked = True
    s.offer, s.passes = 1 - seat, 0
    events.append(event("event_blocked", seat=seat, card=s.event, source=a.source))
    return events + _event_or_resolve(s)


def _h_accept_event(s, seat, a):
    s.passes += 1
    if s.passes < 2:
        s.offer = 1 - seat
        return [event("event_accepted", seat=seat, card=s.event)]
    return [event("event_accepted", seat=seat, card=s.event)] + _resolve_drawn(s)


def _resolve_drawn(s):
    """Carry out the chosen event. A VAR-icon event may still be reviewed after it is resolved (rulebook
    5.0: "both before and after"): each player the outcome went against, holding a VAR token, is asked."""
    card = s.event
    s.event = -1
    s.applied_event = card
    before = snapshot_outcome(s) if EVENTS[card].var else None
    events = resolve_event_card(s, card)
    s.event_discard.append(card)
    if before is not None:
        ask = [seat for seat in outcome_against(s, card) if s.var_token[seat]]
        if ask:
            s.var_undo, s.var_ask = before, ask
            s.phase, s.offer = "var_event", ask[0]
            return events
    return events + _after_event(s)


def _next_var_ask(s):
    s.var_ask.pop(0)
    if s.var_ask:
        s.offer = s.var_ask[0]
        return []
    s.var_undo = None
    return _after_event(s)


def _h_call_var(s, seat, a):
    if s.phase == "var_event":
        success, events = var_review(s, seat, "after")
        if not success:
            return events + _next_var_ask(s)
        card = s.applied_event
        restore_outcome(s, s.var_undo)
        s.var_undo, s.var_ask = None, []
        s.applied_event = -1           # as if the event had been discarded unresolved
        events.append(event("event_overturned", seat=seat, card=card))
        return events + _after_event(s)
    if s.phase == "var_goal":
        success, events = var_review(s, seat, "goal")
        if success:
            attacker = s.possession
            s.scores[attacker] -= s.goals_turn
            events.append(event("goal_cancelled", seat=attacker, count=s.goals_turn, scores=list(s.scores)))
            s.goals_turn = 0
        return events + end_turn(s)
    success, events = var_review(s, seat, "event")
    if success:
        card = s.event
        s.event = -1
        s.event_discard.append(card)
        events.append(event("event_cancelled", card=card))
        return events + _after_event(s)
    return events + _resolve_drawn(s)


def _h_no_var(s, seat, a):
    events = [event("var_declined", seat=seat)]
    if s.phase == "var_event":
        return events + _next_var_ask(s)
    return events + end_turn(s)


def _after_event(s):
    if s.no_shot:
        return [event("no_shot", reason="turn")] + end_turn(s)
    s.phase, s.offer, s.passes = "bonus", s.possession, 0
    if not bonus_actions(s, s.possession, True) and not bonus_actions(s, 1 - s.possession, False):
        return _close_bonus(s)
    return []


def _h_buy(s, seat, a):
    b = BONUSES[a.bonus]
    events = spend_stars(s, seat, b.colour, b.cost, b.id)
    events.append(event("bonus_bought", seat=seat, bonus=b.id, colour=COLOURS[b.colour], cost=b.cost))
    events += _grant(s, seat, b.effect, "bonus")
    s.passes = 0
    return events


def _h_use_control(s, seat, a):
    effect = a.effect
    space, cost = CONTROL[effect]
    before = s.control
    s.control -= SIDE[seat] * cost
    events = [event("control_used", seat=seat, effect=effect, before=before, after=s.control,
                    attacking=seat == s.possession)]
    s.passes = 0
    return events + _grant(s, seat, control_effect(effect, seat == s.possession), "control")


def _window_done(s, seat, label):
    s.passes += 1
    s.offer = 1 - seat
    return [event("window_passed", seat=seat, window=label)]


def _h_bonus_done(s, seat, a):
    events = _window_done(s, seat, "bonus")
    if s.passes < 2:
        return events
    return events + _close_bonus(s)


def _close_bonus(s):
    """After the buying window: a penalty skips the k6, an offside trap that failed fixes the row."""
    if s.fixed_pct >= 0:
        s.base = s.fixed_pct
        s.phase = "shoot"
        return [event("position_locked", row=0, pct=s.fixed_pct, table="penalty", card=-1, text="Penalty",
                      special=None)]
    if s.fixed_row:
        return _lock(s, s.fixed_row)
    s.phase = "roll"
    return []


def _h_roll(s, seat, a):
    s.die = s.rng.randint(1, 6)
    events = [event("dice_rolled", die="k6", value=s.die, purpose="position", seat=seat),
              event("position_changed", die=s.die, shift=s.shift, row=position_row(s), why="roll", seat=seat)]
    s.phase, s.offer, s.passes = "position", s.possession, 0
    if len(position_actions(s, seat, True)) == 0 and len(position_actions(s, 1 - seat, False)) == 0:
        return events + _lock(s, position_row(s))
    return events


def _h_use_token(s, seat, a):
    token = a.token
    events = [event("token_used", seat=seat, token=token)]
    if token in ("reroll_own", "force_reroll"):
        s.tok[T_REROLL if token == "reroll_own" else T_FORCE] -= 1
        s.die = s.rng.randint(1, 6)
        events.append(event("dice_rolled", die="k6", value=s.die, purpose="reroll", seat=s.possession))
    elif token == "plus1":
        s.tok[T_PLUS1] -= 1
        s.shift += 1
    else:
        s.tok[T_MINUS1] -= 1
        s.shift -= 1
    s.passes = 0
    events.append(event("position_changed", die=s.die, shift=s.shift, row=position_row(s), why=token, seat=seat))
    return events


def _h_accept_position(s, seat, a):
    events = _window_done(s, seat, "position")
    if s.passes < 2:
        return events
    return events + _lock(s, position_row(s))


def _lock(s, row):
    pct, events = lock_position(s, row)
    if pct is None:
        return events + [event("no_shot", reason="position")] + end_turn(s)
    s.base = pct
    s.phase = "shoot"
    return events


def _h_shoot(s, seat, a):
    events = take_shot(s, s.base)
    defender = 1 - seat
    applied = s.applied_event
    if (s.goals_turn and s.event_source == "draw" and applied >= 0 and EVENTS[applied].var
            and s.var_token[defender]):
        s.phase = "var_goal"
        return events
    return events + end_turn(s)


def _h_call_stoppage(s, seat, a):
    s.stoppage_queue = []
    s.field = STOPPAGE_FIELD
    return [event("stoppage_called", seat=seat)] + start_round(s)


def _h_no_stoppage(s, seat, a):
    s.stoppage_queue.pop(0)
    events = [event("stoppage_declined", seat=seat)]
    if s.stoppage_queue:
        return events
    return events + end_period(s)


def _h_kick(s, seat, a):
    events, decided = kick(s, seat, a.card)
    if decided:
        return events + finish(s)
    return events


HANDLERS = {
    "discard": _h_discard, "keep_coach": _h_keep_coach, "place": _h_place, "pass": _h_pass,
    "attack_done": _h_attack_done, "defence_done": _h_defence_done, "pick_star": _h_pick_star, "pick_stars": _h_pick_stars,
    "commit_star": _h_commit_star, "bid_done": _h_bid_done, "play_coach": _h_play_coach,
    "no_coach": _h_no_coach, "swap_event": _h_swap_event, "block_event": _h_block_event,
    "accept_event": _h_accept_event, "call_var": _h_call_var, "no_var": _h_no_var, "buy": _h_buy,
    "use_control": _h_use_control, "bonus_done": _h_bonus_done, "roll_k6": _h_roll, "use_token": _h_use_token,
    "accept_position": _h_accept_position, "shoot": _h_shoot, "call_stoppage": _h_call_stoppage,
    "no_stoppage": _h_no_stoppage, "kick": _h_kick,
}
