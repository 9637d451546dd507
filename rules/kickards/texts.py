"""Words for the app: button labels, one log line per happening, progress, and why an action is refused.

The log has one line per happening. An event whose happening another event already tells (the stars paid
for a bonus the "buys" line names, the die behind a shot position, a modifier an event card's text states)
is described as "" and the log leaves it out. Private events are told to the other seat without their secret.
"""
from __future__ import annotations

from .content import BONUSES, EVENTS, NATIONS, PLAYERS
from .legal import control_effect, useless_k6
from .state import FIELDS

# What each bonus effect does, in a few words (bonus table, control bar, two-player and nationality tables).
EFFECT_WORDS = {
    "plus5": "+5% goal chance", "minus5": "-5% goal chance", "plus10": "+10% goal chance",
    "minus10": "-10% goal chance", "plus1": "+1 on the shot-position k6", "minus1": "-1 on the shot-position k6",
    "reroll_own": "a reroll of the shot-position k6", "force_reroll": "a forced reroll of the attacker's k6",
    "reroll_k100": "a second k100 roll after a miss", "halve": "the goal chance halved",
    "draw1": "draw 1 player", "draw2": "draw 2 players", "draw2_discard1": "draw 2 players, then discard 1",
    "swap_event": "swap the event", "block_event": "block the event",
}
TOKEN_TEXT = {"reroll_own": "Reroll your k6", "force_reroll": "Make the attacker reroll the k6",
              "plus1": "+1 on the k6", "minus1": "-1 on the k6", "reroll_k100": "Roll the k100 again after a miss"}
SOURCE_WORDS = {"bonus": "bonus", "control": "control bar", "two_player": "two-player action",
                "nationality": "nationality", "event": "event"}
SLOT_WORDS = {"shooter": "as shooter", "support": "in support", "defence": "in defence"}
PHASE_TEXT = {
    "coach_pick": "choosing coach cards", "attack": "the attacker is placing cards",
    "defend": "the defender is placing cards", "stars": "stars are being chosen", "bid": "the control bid",
    "coach": "the coach-card decision", "event": "the event card decision", "bonus": "buying bonuses",
    "roll": "the shot-position roll", "position": "settling the shot position", "shoot": "the shot on goal",
    "var_event": "a VAR review of the event's outcome", "var_goal": "the VAR review of a goal",
    "stoppage": "the stoppage-time decision", "shootout": "the penalty shootout", "over": "the end of the match",
}
COLOUR_NAMES = ("blue", "red", "green")


def plural(n: int, word: str) -> str:
    """'1 star', '2 stars', '1 player', '0 players'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def player_name(card) -> str:
    if card is None or card < 0:
        return "a face-down card"
    p = PLAYERS[card]
    return f"{p.name} ({p.pos})"


def event_name(card) -> str:
    return EVENTS[card].name if card is not None and card >= 0 else "an event"


def score_text(scores, names) -> str:
    """'Ann 2-1 Bob' (always seat 1 first)."""
    return f"{names[0]} {scores[0]}-{scores[1]} {names[1]}"


def _join(items) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


# --- labels ------------------------------------------------------------------------------------------
def action_label(s, action, names=None) -> str:
    k = action.kind
    if k == "place":
        return f"Play {player_name(action.card)} {SLOT_WORDS[action.slot]}"
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
        return f"Buy {EFFECT_WORDS[b.effect]} ({plural(b.cost, COLOUR_NAMES[b.colour] + ' star')})"
    if k == "use_control":
        attacking = s.offer == s.possession
        return f"Control bar: {EFFECT_WORDS[control_effect(action.effect, attacking)]}"
    if k == "use_token":
        return TOKEN_TEXT[action.token]
    if k == "discard":
        return f"Discard {player_name(action.card)}"
    if k == "kick":
        return f"Take the penalty with {player_name(action.card)}"
    if k == "call_var":
        return {"var_event": "Call VAR on the decision", "var_goal": "Call VAR on the goal"}.get(s.phase, "Call VAR")
    return {"pass": "Pass (no attack)", "attack_done": "Done attacking", "defence_done": "Done defending",
            "bid_done": "Seal the bid", "play_coach": "Play the coach card", "no_coach": "Keep the coach card",
            "accept_event": "Accept the event", "no_var": "No VAR", "bonus_done": "Done buying",
            "roll_k6": "Roll the k6", "accept_position": "Accept the position", "shoot": "Shoot (roll the k100)",
            "call_stoppage": "Play a +5 stoppage round", "no_stoppage": "No stoppage round"}.get(k, "Go on")


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
    return f"It is not your turn: waiting for {PHASE_TEXT.get(s.phase, 'the other player')}."


def why_illegal(s, seat, action) -> str:
    k = action.kind
    if s.discard_owed[seat] and k != "discard" and s.phase != "var_event":
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
        if b.effect in useless_k6(s):
            if s.fixed_pct >= 0 or s.fixed_row:
                return "No k6 is rolled this turn, so that bonus would change nothing."
            return "The shot position is already at the end of the table."
        return "You do not have enough stars of that colour."
    if k == "use_control":
        return "That control-bar bonus is not unlocked on your side."
    return f"That is not possible now: {PHASE_TEXT.get(s.phase, 'wait for your turn')}."


# --- the log -------------------------------------------------------------------------------------------
def _mods_text(ev) -> str:
    parts = [f"{m['value']:+d}% {SOURCE_WORDS.get(m['source'], m['source'])}" for m in ev.get("modifiers", [])]
    halves = ev.get("halves", 0)
    if halves:
        parts.append("halved" if halves == 1 else ("halved twice" if halves == 2 else f"halved {halves} times"))
    return " " + ", ".join(parts) if parts else ""


def _stars_text(counts) -> str:
    return _join(f"{n} {COLOUR_NAMES[c]}" for c, n in enumerate(counts) if n)


SHOT_WORDS = {"shot": "shoots", "second_shot": "takes the second shot", "k100_reroll": "rolls the k100 again",
              "repeat": "shoots again (green row)", "rebound": "follows up the rebound"}

VAR_VERDICTS = {("event", True): "the event is discarded unplayed and no other is drawn",
                ("event", False): "the event stands", ("after", True): "the decision is overturned",
                ("after", False): "the decision stands", ("goal", True): "the review succeeds",
                ("goal", False): "the goal stands"}


def _special_text(ev, who) -> str:
    out, colour = ev["outcome"], ev["colour"].capitalize()
    if ev["effect"] == "shootout":
        return {"roll_again": "Yellow row: the k6 is rolled again.", "saved": "Yellow again: the keeper saves it.",
                "goal": "Green row: a goal without the k100.", "miss": "Red row: missed, no k100."}[out]
    if out == "shoot_twice":
        return "Green row: a shot, and another if it is saved."
    if out == "penalty":
        return "Yellow row with an empty hand: a penalty." if ev["effect"] == "patience" else "Green row: a penalty."
    if out == "booked":
        return f"{colour} row: {who} is booked and there is no shot."
    if out in ("shoot", "lost"):
        verdict = "the shot goes ahead" if out == "shoot" else "the chance is gone, no shot"
        return f"{colour} row: k6 {ev['roll']}, {verdict}."
    if out == "sent_off":
        return f"{colour} row: k6 {ev['roll']} + 2 = {ev['total']}, sent off and no shot."
    if out == "new_row":
        return f"{colour} row: k6 {ev['roll']} + 2 = {ev['total']}, the shot moves to row {ev['total']}."
    return f"{colour} row: no shot."


def describe_event(ev, names, seat=None) -> str:
    k = ev["kind"]
    who = names[ev["seat"]] if isinstance(ev.get("seat"), int) else ""
    hidden = ev.get("seen_by") is not None and (seat is None or seat not in ev["seen_by"])
    if k == "coach_offered":
        return "" if hidden else f"{who} may keep one of {_join(event_name(c) for c in ev['cards'])} as coach card."
    if k == "coach_kept":
        if hidden:
            return f"{who} keeps a coach card face down."
        return f"{who} keeps {event_name(ev['card'])} as coach card."
    if k == "coin_toss":
        winner = names[ev["winner"]]
        return {"kick_off": f"Coin toss: {winner} wins and kicks off.",
                "extra_time": f"Coin toss for extra time: {winner} starts it.",
                "shootout": f"Coin toss for the shootout: {winner} kicks first."}.get(ev["purpose"],
                                                                                    f"Coin toss: {winner} wins.")
    if k == "marker_moved":
        when = "Stoppage time (+5)" if ev["minute"] == "+5" else ev["minute"]
        if ev["period"] == "extra":
            when = f"Extra time, {when}"
        return f"{when}: {names[ev['possession']]} has the ball."
    if k == "turn_started":
        return "" if ev["turn"] == 0 else f"{names[ev['possession']]} has the ball."
    if k == "card_placed":
        slot = SLOT_WORDS[ev["slot"]]
        return f"{who} places a card face down {slot}." if hidden else f"{who} places {player_name(ev['card'])} {slot}."
    if k == "attack_declined":
        return f"{who} does not attack this turn."
    if k == "attack_committed":
        return f"{who} attacks with {plural(ev['count'], 'player')}."
    if k == "defence_committed":
        return f"{who} defends with {plural(ev['count'], 'player')}." if ev["count"] else f"{who} does not defend."
    if k == "cards_revealed":
        attacker, defender = names[ev["attacker"]], names[1 - ev["attacker"]]
        text = f"Cards turned over: {player_name(ev['shooter'])} shoots for {attacker}"
        if ev["supports"]:
            text += f", supported by {_join(player_name(c) for c in ev['supports'])}"
        if ev["defenders"]:
            return text + f"; {defender} defends with {_join(player_name(c) for c in ev['defenders'])}."
        return text + f"; {defender} has no defenders."
    if k == "stars_generated":
        text = f"{who} gets {plural(sum(ev['stars']), 'star')}"
        text += f" ({_stars_text(ev['stars'])})" if sum(ev["stars"]) else ""
        return text + (f" and chooses the colour of {ev['to_choose']} more." if ev["to_choose"] else ".")
    if k == "stars_created":
        if ev["why"] == "base":
            return ""                      # told by stars_generated
        if ev["why"] == "printed":
            return f"{who} takes a {ev['colour']} star."
        return f"{who} gains {plural(ev['count'], ev['colour'] + ' star')}."
    if k == "stars_lost":
        return f"{who} loses {plural(ev['count'], ev['colour'] + ' star')}."
    if k == "stars_spent":
        return ""                          # the buy, swap, block or bid line says what was paid
    if k == "stars_stored":
        kept, lost = sum(ev["stored"]), sum(ev["discarded"])
        if not kept:
            return f"{who}'s tactic bar is full: {plural(lost, 'unused star')} {'is' if lost == 1 else 'are'} lost."
        text = f"{who} keeps {plural(kept, 'star')} on the tactic bar"
        return text + (f" ({lost} lost, no room)." if lost else ".")
    if k == "bidding_started":
        return (f"Control bid: {names[0]} holds {plural(ev['totals'][0], 'star')}, "
                f"{names[1]} {plural(ev['totals'][1], 'star')}.")
    if k == "star_committed":
        return "" if hidden else f"{who} adds a {ev['colour']} star to the secret bid."
    if k == "bid_sealed":
        return f"{who} seals a secret bid."
    if k == "bids_revealed":
        return f"Bids revealed: {names[0]} {ev['bids'][0]}, {names[1]} {ev['bids'][1]}."
    if k == "control_moved":
        after = ev["after"]
        if after == 0:
            return "The control token is back in the centre."
        towards = names[0] if after > 0 else names[1]
        return f"The control token moves to {plural(abs(after), 'space')} on {towards}'s side."
    if k == "control_used":
        if ev["effect"] in ("swap_event", "block_event"):
            return ""                      # the swap or block line names the control bar
        attacking = ev.get("attacking", True)
        return f"{who} uses the control bar: {EFFECT_WORDS[control_effect(ev['effect'], attacking)]}."
    if k == "two_player_bonus":
        return (f"{who}'s two-player action ({ev['shooter']} and {ev['support']}): "
                f"{EFFECT_WORDS.get(ev['effect'], 'a bonus')}.")
    if k == "nationality_bonus":
        earned = EFFECT_WORDS.get(ev["effect"], "a bonus")
        return f"{who}: {ev['count']} players from {NATIONS[ev['nation']][1]} earn {earned}."
    if k == "coach_played":
        return f"{who} plays the coach card {ev['name']}: {EVENTS[ev['card']].text}"
    if k == "coach_declined":
        return f"{who} keeps the coach card for later."
    if k == "event_drawn":
        icon = " (VAR icon)" if ev["var"] else ""
        return f"{who} draws the event {ev['name']}{icon}: {EVENTS[ev['card']].text}"
    if k == "event_swapped":
        icon = " (VAR icon)" if ev["var"] else ""
        how = "with the control bar" if ev.get("source") == "control" else "for a blue star"
        return f"{who} swaps the event {how}. New event: {ev['name']}{icon}: {EVENTS[ev['card']].text}"
    if k == "event_blocked":
        how = "with the control bar" if ev.get("source") == "control" else "for 2 blue stars"
        return f"{who} blocks the event {event_name(ev['card'])} {how}: it can no longer be swapped."
    if k == "event_accepted":
        return f"{who} accepts the event."
    if k == "event_resolved":
        return "" if ev.get("source") == "coach" else f"{ev['name']} is carried out."
    if k == "event_cancelled":
        return f"{event_name(ev['card'])} is discarded unplayed."
    if k == "event_overturned":
        return f"The outcome of {event_name(ev['card'])} is undone, as if the event had been discarded."
    if k == "var_called":
        what = {"goal": "the goal", "after": "the event's outcome"}.get(ev["window"], "the event")
        return f"{who} calls VAR to review {what}."
    if k in ("var_drawn", "modifier_added", "token_gained", "token_used", "cards_benched", "shot_table_replaced",
             "penalty_awarded", "rebound_ready", "two_shots_ready"):
        return ""                          # another line tells it (see the module docstring)
    if k == "var_result":
        verdict = VAR_VERDICTS.get((ev["window"], ev["success"]), "done")
        return f"VAR card {ev['chance']}%, k100 {ev['roll']}: {verdict}."
    if k == "var_declined":
        return f"{who} does not call VAR."
    if k == "dice_rolled":
        if ev["die"] == "k6" and ev["purpose"] in ("penalty", "penalty_again"):
            return f"{who} rolls the k6 for the kick: {ev['value']}."
        return ""                          # the shot position, offside, special row or shot line has the roll
    if k == "bonus_bought":
        bought = EFFECT_WORDS[BONUSES[ev["bonus"]].effect]
        return f"{who} buys {bought} for {plural(ev['cost'], ev['colour'] + ' star')}."
    if k == "window_passed":
        return f"{who} is done buying." if ev["window"] == "bonus" else f"{who} accepts the shot position."
    if k == "position_changed":
        row = f"row {ev['row']}" + (f" (k6 {ev['die']} {ev['shift']:+d})" if ev["shift"] else "")
        actor = names[ev["seat"]] if isinstance(ev.get("seat"), int) else "The attacker"
        why = ev["why"]
        if why == "roll":
            return f"{actor} rolls the k6: {ev['die']}, shot position {row}."
        if why == "reroll_own":
            return f"{actor} rerolls the k6: {ev['die']}, shot position {row}."
        if why == "force_reroll":
            return f"{actor} makes the attacker reroll the k6: {ev['die']}, shot position {row}."
        return f"{actor} {'adds 1 to' if why == 'plus1' else 'takes 1 off'} the k6: shot position {row}."
    if k == "position_locked":
        if not ev["row"]:
            return f"Penalty kick at {ev['pct']}%."
        if ev["table"] == "event":
            return f"Shot from row {ev['row']} of {event_name(ev['card'])}: {ev['text']} ({ev['pct']}%)."
        if ev.get("special"):
            return f"Row {ev['row']} of {player_name(ev['card'])} is a {ev['special']} special row: {ev['text']}"
        return f"Shot from row {ev['row']} of {player_name(ev['card'])}: {ev['text']} ({ev['pct']}%)."
    if k == "special_row":
        return _special_text(ev, names[ev["seat"]] if isinstance(ev.get("seat"), int) else "the attacker")
    if k == "offside_check":
        if ev["onside"]:
            return f"Offside check, k6 {ev['roll']}: the trap failed, the shot comes from row {ev['row']}."
        return f"Offside check, k6 {ev['roll']}: offside."
    if k == "no_shot":
        return "No shot this turn." if ev["reason"] == "turn" else ""
    if k == "shot":
        if ev["shot_type"] == "penalty_kick":
            return f"{who}'s kick at {ev['chance']}%, k100 {ev['roll']}: {'scored' if ev['goal'] else 'saved'}."
        verb = SHOT_WORDS.get(ev["shot_type"], "shoots")
        chance = f"{ev['base']}%{_mods_text(ev)}"
        if ev.get("modifiers") or ev.get("halves"):
            chance += f" = {ev['chance']}%"
        return f"{who} {verb}: {chance}, k100 {ev['roll']}: {'GOAL!' if ev['goal'] else 'no goal.'}"
    if k == "goal":
        return f"Score: {score_text(ev['scores'], names)}."
    if k == "goal_cancelled":
        return f"Goal disallowed. Score: {score_text(ev['scores'], names)}."
    if k == "card_shown":
        if ev["second_yellow"]:
            return f"Second yellow card for {who}: a red card."
        return f"{ev['colour'].capitalize()} card for {who}."
    if k == "discard_required":
        return f"{who} must discard {plural(ev['count'], 'player')}."
    if k == "player_discarded":
        return f"{who} discards {player_name(ev['card'])}."
    if k == "players_drawn":
        if not hidden:
            return f"{who} draws {_join(player_name(c) for c in ev['cards'])}."
        if ev["why"] in ("bonus", "control"):
            return ""                      # the buy or control-bar line says how many
        return f"{who} draws {plural(ev['count'], 'player')}."
    if k == "deck_reshuffled":
        if ev["deck"] == "team":
            if ev.get("why") == "all":
                return f"{who} shuffles every player back into the deck."
            return f"{who}'s bench is shuffled into a new deck."
        return "The event deck is shuffled." if ev["deck"] == "event" else "The VAR deck is reshuffled."
    if k == "turn_ended":
        return "End of turn."
    if k == "tactic_bars_cleared":
        return "The tactic bars are cleared."
    if k == "half_time":
        shots = ev.get("shots")
        summary = f"; shots {shots[0]}-{shots[1]}" if shots else ""
        return f"Half time: {score_text(ev['scores'], names)}{summary}. Both teams draw back up to 11 players."
    if k == "stoppage_offered":
        return "A +5 stoppage round may be played."
    if k == "stoppage_called":
        return f"{who} calls a +5 stoppage round."
    if k == "stoppage_declined":
        return f"{who} does not call a stoppage round."
    if k == "full_time":
        shots = ev.get("shots")
        summary = f"; shots {shots[0]}-{shots[1]}" if shots else ""
        return f"Full time: {score_text(ev['scores'], names)}{summary}."
    if k == "leg_started":
        return (f"Second leg: {names[ev['home']]} plays at home "
                f"(first leg {score_text(ev['first_leg'], names)}).")
    if k == "extra_time_started":
        return "Extra time: every player goes back into the decks and each team draws 7."
    if k == "extra_time_over":
        return f"End of extra time: {score_text(ev['scores'], names)}."
    if k == "shootout_started":
        return "Penalty shootout! The goal counters go back to 0; each team draws 5 players."
    if k == "kick_taken":
        return f"{who} sends {player_name(ev['card'])} to the spot (kick {ev['kick']})."
    if k == "kick_result":
        return f"{'Scored' if ev['goal'] else 'Missed'}. Shootout: {score_text(ev['shootout'], names)}."
    if k == "sudden_death_pair":
        return f"Sudden death, pair {ev['pair']}: each team draws a player."
    if k == "match_over":
        text = f"Final whistle: {score_text(ev['scores'], names)}"
        if ev.get("shootout"):
            text += f", penalties {ev['shootout'][0]}-{ev['shootout'][1]}"
        return text + "."
    return "Something happens."
