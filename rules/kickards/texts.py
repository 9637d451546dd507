"""Words for the app: button labels, one log line per event, progress, and why an action is refused."""
from __future__ import annotations

from .content import BONUSES, CONTROL_BAR, EVENTS, NATIONS, PLAYERS
from .state import FIELDS

CONTROL_TEXT = {effect: text for _, effect, _, text in CONTROL_BAR}
TOKEN_TEXT = {"reroll_own": "Reroll your k6", "force_reroll": "Force a k6 reroll", "plus1": "+1 on the k6",
              "minus1": "-1 on the k6", "reroll_k100": "Reroll a missed k100"}
PHASE_TEXT = {
    "coach_pick": "choosing coach cards", "attack": "the attacker is placing cards",
    "defend": "the defender is placing cards", "stars": "stars are being chosen", "bid": "the control bid",
    "coach": "the coach-card decision", "event": "the event card decision", "bonus": "buying bonuses",
    "roll": "the shot-position roll", "position": "settling the shot position", "shoot": "the shot on goal",
    "var_goal": "the VAR review of a goal", "stoppage": "the stoppage-time decision",
    "shootout": "the penalty shootout", "over": "the end of the match",
}


def player_name(card) -> str:
    if card is None or card < 0:
        return "a face-down card"
    p = PLAYERS[card]
    return f"{p.name} ({p.pos})"


def event_name(card) -> str:
    return EVENTS[card].name if card is not None and card >= 0 else "an event"


def action_label(s, action) -> str:
    k = action.kind
    if k == "place":
        where = {"shooter": "as shooter", "support": "in support", "defence": "in defence"}[action.slot]
        return f"Play {player_name(action.card)} {where}"
    if k == "keep_coach":
        return f"Keep {event_name(action.card)} as coach card"
    if k == "pick_star":
        return f"Take a {action.colour} star"
    if k == "commit_star":
        return f"Bid a {action.colour} star"
    if k == "swap_event":
        return "Swap the event" + (" (control bar)" if action.source == "control" else " (1 blue star)")
    if k == "block_event":
        return "Block the event" + (" (control bar)" if action.source == "control" else " (2 blue stars)")
    if k == "buy":
        b = BONUSES[action.bonus]
        return f"Buy: {b.text.split('. ')[0]} ({b.cost} {('blue', 'red', 'green')[b.colour]})"
    if k == "use_control":
        return f"Control bar: {CONTROL_TEXT[action.effect]}"
    if k == "use_token":
        return TOKEN_TEXT[action.token]
    if k == "discard":
        return f"Discard {player_name(action.card)}"
    if k == "kick":
        return f"Penalty: {player_name(action.card)}"
    return {"pass": "Pass (no attack)", "attack_done": "Done attacking", "defence_done": "Done defending",
            "bid_done": "Seal the bid", "play_coach": "Play coach card", "no_coach": "Keep coach card",
            "accept_event": "Accept the event", "call_var": "Call VAR", "no_var": "No VAR",
            "bonus_done": "Done buying", "roll_k6": "Roll k6", "accept_position": "Accept position",
            "shoot": "Shoot (k100)", "call_stoppage": "Play +5 stoppage round",
            "no_stoppage": "No stoppage round"}.get(k, k.replace("_", " "))


def progress(s) -> str:
    if s.over:
        text = f"Full time {s.scores[0]}-{s.scores[1]}"
    elif s.period == "shootout":
        return f"Penalties {s.shootout[0]}-{s.shootout[1]}"
    else:
        extra = "ET " if s.period == "extra" else ""
        text = f"{extra}{FIELDS[s.field]} {s.scores[0]}-{s.scores[1]}"
    if s.options["variant"] == "two_leg":
        text = f"Leg {s.leg + 1}, " + text
    if s.over and s.period == "shootout":
        text += f" (pens {s.shootout[0]}-{s.shootout[1]})"
    return text


def not_your_turn(s, seat) -> str:
    if s.over:
        return "The match is over."
    return f"It is not your turn: waiting for {PHASE_TEXT.get(s.phase, s.phase)}."


def why_illegal(s, seat, action) -> str:
    k = action.kind
    if s.discard_owed[seat] and k != "discard":
        return "First discard a player card from your hand."
    card = action.get("card")
    if k in ("place", "discard", "kick") and card not in s.hands[seat]:
        return "That player is not in your hand."
    if k == "place":
        if s.phase == "attack" and action.get("slot") == "support" and s.shooter < 0:
            return "Place your shooter first."
        if action.get("slot") == "support" and len(s.supports) >= 4:
            return "At most 4 supports may join the attack."
        if action.get("slot") == "defence" and len(s.defenders) >= 5:
            return "At most 5 defenders may be placed."
    if k == "attack_done" and s.shooter < 0:
        return "An attack needs a shooter."
    if k in ("swap_event", "block_event") and s.event_blocked:
        return "The event is blocked and cannot be swapped."
    if k in ("swap_event", "block_event") and action.get("source") == "stars":
        return "You do not have enough blue stars."
    if k == "call_var":
        if not s.var_token[seat]:
            return "You have already used your VAR token."
        return "VAR may only review an event card with the VAR icon (or a goal after one)."
    if k == "buy":
        b = BONUSES.get(action.get("bonus"))
        if b is None:
            return "There is no such bonus."
        attacking = seat == s.possession
        if b.side == ("defender" if attacking else "attacker"):
            return f"That bonus is for the {'defending' if attacking else 'attacking'} side."
        if s.phase == "position" and s.options["strict_rulebook"]:
            return "No bonus may be acquired after the k6 roll (strict rulebook)."
        return "You do not have enough stars of that colour."
    if k == "use_control":
        return "That control-bar bonus is not unlocked on your side."
    return f"That is not possible now: {PHASE_TEXT.get(s.phase, s.phase)}."


# --- the log ---------------------------------------------------------------------------------------
def _mods_text(ev):
    parts = [f"{m['value']:+d}% {m['source']}" for m in ev.get("modifiers", [])]
    if ev.get("halves"):
        parts.append(f"halved x{ev['halves']}")
    return (", ".join(parts)) if parts else "no modifiers"


def describe_event(ev, names, seat=None) -> str:
    k = ev["kind"]
    who = names[ev["seat"]] if "seat" in ev and isinstance(ev.get("seat"), int) else ""
    hidden = ev.get("seen_by") is not None and (seat is None or seat not in ev["seen_by"])
    if k == "coach_offered":
        return f"{who} looks at 3 event cards for the coach slot." if hidden else \
            f"{who} may keep one of: {', '.join(event_name(c) for c in ev['cards'])}."
    if k == "coach_kept":
        return f"{who} keeps a coach card face down." if hidden else f"{who} keeps {event_name(ev['card'])} as coach card."
    if k == "coin_toss":
        return f"Coin toss ({ev['purpose'].replace('_', ' ')}): {names[ev['winner']]} wins."
    if k == "marker_moved":
        period = "extra time " if ev["period"] == "extra" else ""
        return f"Marker to {period}{ev['minute']}: {names[ev['possession']]} has the ball."
    if k == "turn_started":
        return f"{names[ev['possession']]} is in possession."
    if k == "card_placed":
        slot = {"shooter": "as shooter", "support": "in support", "defence": "in defence"}[ev["slot"]]
        return f"{who} places a card face down {slot}." if hidden else f"{who} places {player_name(ev['card'])} {slot}."
    if k == "attack_declined":
        return f"{who} does not attack this turn."
    if k == "attack_committed":
        return f"{who} attacks with {ev['count']} player(s)."
    if k == "defence_committed":
        return f"{who} defends with {ev['count']} player(s)."
    if k == "cards_revealed":
        att = ", ".join(player_name(c) for c in [ev["shooter"]] + ev["supports"])
        dfn = ", ".join(player_name(c) for c in ev["defenders"]) or "nobody"
        return f"Reveal: shooter and supports {att}; defenders {dfn}."
    if k == "stars_created":
        return f"{who} gains {ev['count']} {ev['colour']} star(s) ({ev['why']})."
    if k == "stars_lost":
        return f"{who} loses {ev['count']} {ev['colour']} star(s)."
    if k == "stars_spent":
        return f"{who} spends {ev['count']} {ev['colour']} star(s) on {ev['why'].replace('_', ' ')}."
    if k == "stars_stored":
        return f"{who} stores {sum(ev['stored'])} star(s) on the tactic bar, {sum(ev['discarded'])} returned."
    if k == "bidding_started":
        return f"Control bid: stars held {ev['totals'][0]} and {ev['totals'][1]}."
    if k == "star_committed":
        return f"{who} bids in secret." if hidden else f"{who} bids a {ev['colour']} star."
    if k == "bid_sealed":
        return f"{who} seals the bid."
    if k == "bids_revealed":
        return f"Bids revealed: {ev['bids'][0]} against {ev['bids'][1]}."
    if k == "control_moved":
        return f"Control token moves from {ev['before']:+d} to {ev['after']:+d}."
    if k == "control_used":
        return f"{who} uses the control bar ({ev['effect'].replace('_', ' ')}): token {ev['before']:+d} to {ev['after']:+d}."
    if k == "two_player_bonus":
        return f"Two-player action {ev['shooter']}+{ev['support']}: {TOKEN_TEXT.get(ev['effect'], ev['effect'])}."
    if k == "nationality_bonus":
        return f"{who}: {ev['count']} players of {NATIONS[ev['nation']][1]} earn {ev['effect']}."
    if k == "coach_played":
        return f"{who} plays the coach card {ev['name']}."
    if k == "coach_declined":
        return f"{who} keeps the coach card for later."
    if k == "event_drawn":
        return f"Event: {ev['name']}{' [VAR]' if ev['var'] else ''}."
    if k == "event_swapped":
        return f"{who} swaps the event: now {ev['name']}{' [VAR]' if ev['var'] else ''}."
    if k == "event_blocked":
        return f"{who} blocks the event {event_name(ev['card'])}."
    if k == "event_accepted":
        return f"{who} accepts the event."
    if k == "event_resolved":
        return f"{ev['name']}: {EVENTS[ev['card']].text}"
    if k == "event_cancelled":
        return f"VAR overturns {event_name(ev['card'])}: it is discarded."
    if k == "var_called":
        return f"{who} calls VAR ({'goal' if ev['window'] == 'goal' else 'event'})."
    if k == "var_drawn":
        return f"VAR card: {ev['chance']}%."
    if k == "var_result":
        return f"VAR roll {ev['roll']} against {ev['chance']}%: {'decision changed' if ev['success'] else 'decision stands'}."
    if k == "var_declined":
        return f"{who} does not call VAR."
    if k == "dice_rolled":
        extra = f" (+{ev['plus']})" if ev.get("plus") else ""
        return f"{ev['die']} roll{extra}: {ev['value']} ({ev['purpose'].replace('_', ' ')})."
    if k == "modifier_added":
        if ev["unit"] == "half":
            return f"Goal chance halved ({ev['source']})."
        return f"Modifier {ev['value']:+d}{'%' if ev['unit'] == '%' else ' on the k6'} ({ev['source']})."
    if k == "token_gained":
        return f"{who} gains: {TOKEN_TEXT[ev['token']]} ({ev['source']})."
    if k == "token_used":
        return f"{who} uses: {TOKEN_TEXT[ev['token']]}."
    if k == "bonus_bought":
        return f"{who} buys {ev['bonus'].replace('_', ' ')} for {ev['cost']} {ev['colour']}."
    if k == "window_passed":
        return f"{who} is done ({ev['window']})."
    if k == "position_changed":
        return f"Shot position: row {ev['row']} (k6 {ev['die']}, {ev['shift']:+d})."
    if k == "position_locked":
        return f"Shot from row {ev['row']}: {ev['text']} ({ev['pct']}%)." if ev["row"] else f"Penalty kick at {ev['pct']}%."
    if k == "special_row":
        return f"Special {ev['colour']} row: {ev['outcome'].replace('_', ' ')}."
    if k == "shot_table_replaced":
        return f"The shot uses the table of {event_name(ev['card'])}."
    if k == "penalty_awarded":
        return f"Penalty awarded ({ev['pct']}%)."
    if k == "offside_check":
        return f"Offside check k6 {ev['roll']}: {'play on, shot from row ' + str(ev['row']) if ev['onside'] else 'offside'}."
    if k == "rebound_ready":
        return f"A rebound at {ev['pct']}% follows a miss."
    if k == "two_shots_ready":
        return "Two shots from the chosen position."
    if k == "no_shot":
        return "No shot this turn."
    if k == "shot":
        result = "GOAL" if ev["goal"] else "no goal"
        return f"{who} shoots: {ev['base']}% ({_mods_text(ev)}) = {ev['chance']}%, k100 {ev['roll']}: {result}."
    if k == "goal":
        return f"GOAL for {who}! {ev['scores'][0]}-{ev['scores'][1]}."
    if k == "goal_cancelled":
        return f"VAR cancels the goal(s) of {who}: {ev['scores'][0]}-{ev['scores'][1]}."
    if k == "card_shown":
        if ev["second_yellow"]:
            return f"Second yellow: red card for {who}."
        return f"{ev['colour'].capitalize()} card for {who}."
    if k == "discard_required":
        return f"{who} must discard {ev['count']} player(s)."
    if k == "player_discarded":
        return f"{who} discards {player_name(ev['card'])}."
    if k == "players_drawn":
        if hidden:
            return f"{who} draws {ev['count']} player(s)."
        return f"{who} draws {', '.join(player_name(c) for c in ev['cards'])}."
    if k == "deck_reshuffled":
        return f"The {ev['deck']} deck is reshuffled."
    if k == "cards_benched":
        return "Players in the action go to the bench."
    if k == "turn_ended":
        return "End of turn."
    if k == "tactic_bars_cleared":
        return "Tactic bars are cleared."
    if k == "half_time":
        return f"Half time: {ev['scores'][0]}-{ev['scores'][1]}. Both teams refill their hands."
    if k == "stoppage_offered":
        return "Stoppage time may be played."
    if k == "stoppage_called":
        return f"{who} calls the +5 stoppage round."
    if k == "stoppage_declined":
        return f"{who} declines stoppage time."
    if k == "full_time":
        return f"Full time: {ev['scores'][0]}-{ev['scores'][1]}."
    if k == "leg_started":
        return f"Second leg: sides swap (first leg {ev['first_leg'][0]}-{ev['first_leg'][1]})."
    if k == "extra_time_started":
        return "Extra time: decks reshuffled, 7 players each."
    if k == "extra_time_over":
        return f"End of extra time: {ev['scores'][0]}-{ev['scores'][1]}."
    if k == "shootout_started":
        return "Penalty shootout!"
    if k == "kick_taken":
        return f"{who} sends {player_name(ev['card'])} to the spot."
    if k == "kick_result":
        return f"{'Scored' if ev['goal'] else 'Missed'}: shootout {ev['shootout'][0]}-{ev['shootout'][1]}."
    if k == "sudden_death_pair":
        return f"Sudden death, pair {ev['pair']}."
    if k == "match_over":
        text = f"Final whistle: {ev['scores'][0]}-{ev['scores'][1]}"
        if ev.get("shootout"):
            text += f", penalties {ev['shootout'][0]}-{ev['shootout'][1]}"
        return text + "."
    return k.replace("_", " ")
