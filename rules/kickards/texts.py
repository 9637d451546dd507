"""Words for the app: button labels, one log line per happening, progress, and why an action is refused.

Every text comes from the KICKARDS catalog (data/lang/en.toml and pl.toml) and the content's own fields
(players' rows, event names and texts in both languages, see content.py), said in the app's language when
it is asked for; nothing here is kept in the state or the events, so a log said again after the language
changed reads in the new one.

The log has one line per happening. An event whose happening another event already tells (the stars paid
for a bonus the "buys" line names, the die behind a shot position, a modifier an event card's text states)
is described as "" and the log leaves it out. Private events are told to the other seat without their secret.
"""
from __future__ import annotations

from rules.core import visible_to
from rules.core.i18n import Joined, Texts

from .content import BONUSES, EVENTS, NATIONS, PLAYERS
from .legal import control_effect, useless_k6
from .state import FIELDS

T = Texts(__package__)
COLOUR_NAMES = ("blue", "red", "green")


def effect_words(effect: str):
    """What a bonus effect does, in a few words (bonus table, control bar, two-player and nationality)."""
    return T(f"effect.{effect}")


def stars(n: int, colour: str | None = None):
    """'1 star', '2 blue stars' (Polish in the accusative: '1 niebieską gwiazdkę', '5 niebieskich gwiazdek')."""
    return T(f"count.stars.{colour}" if colour else "count.stars.any", n=n)


def player_name(card):
    if card is None or card < 0:
        return T("word.face_down_card")
    p = PLAYERS[card]
    return T("word.player", name=p.name, pos=p.pos)


def event_name(card):
    return EVENTS[card].name.shown if card is not None and card >= 0 else T("word.an_event")


def score_text(scores, names):
    """'Ann 2-1 Bob' (always seat 1 first)."""
    return T("word.score", home=names[0], away=names[1], a=scores[0], b=scores[1])


def _join(items):
    items = list(items)
    if len(items) <= 1:
        return Joined(items, "")
    return T("word.and", first=Joined(items[:-1], ", "), last=items[-1])


# --- labels ------------------------------------------------------------------------------------------
def action_label(s, action, names=None):
    k = action.kind
    if k == "place":
        return T(f"action.place.{action.slot}", player=player_name(action.card))
    if k == "keep_coach":
        return T("action.keep_coach", event=event_name(action.card))
    if k == "pick_star":
        return T(f"action.pick_star.{action.colour}")
    if k == "pick_stars":
        return T("action.pick_stars", colours=_stars_text([action.get(c, 0) for c in COLOUR_NAMES]))
    if k == "commit_star":
        return T(f"action.commit_star.{action.colour}")
    if k in ("swap_event", "block_event"):
        return T(f"action.{k}.{'control' if action.source == 'control' else 'stars'}")
    if k == "buy":
        b = BONUSES[action.bonus]
        return T("action.buy", effect=effect_words(b.effect), cost=stars(b.cost, COLOUR_NAMES[b.colour]))
    if k == "use_control":
        attacking = s.offer == s.possession
        return T("action.use_control", effect=effect_words(control_effect(action.effect, attacking)))
    if k == "use_token":
        return T(f"action.use_token.{action.token}")
    if k == "discard":
        return T("action.discard", player=player_name(action.card))
    if k == "kick":
        return T("action.kick", player=player_name(action.card))
    if k == "call_var":
        return T(f"action.call_var.{s.phase}") if s.phase in ("var_event", "var_goal") else T("action.call_var.any")
    if T.has(f"action.{k}"):
        return T(f"action.{k}")
    return T("action.other")



def lock_warning(s, seat):
    """Why `seat` should think twice before locking the event on the table, or None: locking only stops
    swaps, the event still applies, and this one works against `seat` (by the engine's own estimate, the
    number the hint quotes). A playtester paid two blue stars to lock a -10% on his own shot, reading
    "block" as "cancel"."""
    if s.phase != "event" or s.event < 0:
        return None
    from .strategy import my_event_gain      # the strategy reads these texts' catalog, not this module
    if round(100 * my_event_gain(s, seat, s.event)) >= 0:       # worth less than a point against him: no fuss
        return None
    return T("warning.lock_hurts", event=event_name(s.event))

def progress(s):
    if s.over:
        text = T("progress.full_time", a=s.scores[0], b=s.scores[1])
    elif s.period == "shootout":
        return T("progress.penalties", a=s.shootout[0], b=s.shootout[1])
    else:
        key = "progress.extra" if s.period == "extra" else "progress.minute"
        text = T(key, minute=FIELDS[s.field], a=s.scores[0], b=s.scores[1])
    if s.options["variant"] == "two_leg":
        text = T("progress.leg", leg=s.leg + 1, text=text)
    if s.over and s.period == "shootout":
        text = T("progress.with_pens", text=text, a=s.shootout[0], b=s.shootout[1])
    return text


def phase_words(phase: str):
    return T(f"phase_doing.{phase}") if T.has(f"phase_doing.{phase}") else T("phase_doing.other")


def not_your_turn(s, seat):
    if s.over:
        return T("why.over")
    return T("why.not_your_turn", waiting=phase_words(s.phase))


def why_illegal(s, seat, action):
    k = action.kind
    if s.discard_owed[seat] and k != "discard" and s.phase != "var_event":
        return T("why.discard_first")
    card = action.get("card")
    if k in ("place", "discard", "kick") and card not in s.hands[seat]:
        return T("why.not_in_hand")
    if k == "place":
        if s.phase == "attack" and action.get("slot") == "support" and s.shooter < 0:
            return T("why.shooter_first")
        if action.get("slot") == "support" and len(s.supports) >= 4:
            return T("why.max_supports")
        if action.get("slot") == "defence" and len(s.defenders) >= 5:
            return T("why.max_defenders")
    if k == "attack_done" and s.shooter < 0:
        return T("why.needs_shooter")
    if k in ("swap_event", "block_event") and s.event_blocked:
        return T("why.event_blocked")
    if k in ("swap_event", "block_event") and action.get("source") == "stars":
        return T("why.no_blue_stars")
    if k == "call_var":
        if not s.var_token[seat]:
            return T("why.var_used")
        return T("why.var_icon")
    if k == "buy":
        b = BONUSES.get(action.get("bonus"))
        if b is None:
            return T("why.no_such_bonus")
        attacking = seat == s.possession
        if b.side == ("defender" if attacking else "attacker"):
            return T("why.bonus_for_defender" if attacking else "why.bonus_for_attacker")
        if s.phase == "position" and s.options["strict_rulebook"]:
            return T("why.strict")
        if b.effect in useless_k6(s):
            if s.fixed_pct >= 0 or s.fixed_row:
                return T("why.no_k6")
            return T("why.end_of_table")
        return T("why.not_enough_stars")
    if k == "use_control":
        return T("why.control_locked")
    return T("why.not_now", waiting=T(f"phase_doing.{s.phase}") if T.has(f"phase_doing.{s.phase}")
             else T("why.wait_turn"))


# --- the log -------------------------------------------------------------------------------------------
def _mods_text(ev):
    parts = [T("log.mod", value=f"{m['value']:+d}", source=T(f"source.{m['source']}") if T.has(f"source.{m['source']}")
               else m["source"]) for m in ev.get("modifiers", [])]
    halves = ev.get("halves", 0)
    if halves:
        parts.append(T("log.halved_once") if halves == 1 else T("log.halved_twice") if halves == 2 else
                     T("log.halved_times", n=halves))
    return Joined(parts, ", ")


def _stars_text(counts):
    return _join(T(f"count.star_colour.{COLOUR_NAMES[c]}", n=n) for c, n in enumerate(counts) if n)


def _special_text(ev, who):
    out = ev["outcome"]
    colour = T(f"row_colour.{ev['colour']}")
    if ev["effect"] == "shootout":
        return T(f"log.special.shootout_{out}")
    if out == "shoot_twice":
        return T("log.special.shoot_twice")
    if out == "penalty":
        return T("log.special.penalty_patience") if ev["effect"] == "patience" else T("log.special.penalty")
    if out == "booked":
        return T("log.special.booked", colour=colour, player=who)
    if out in ("shoot", "lost"):
        return T(f"log.special.gamble_{out}", colour=colour, roll=ev["roll"])
    if out == "sent_off":
        return T("log.special.sent_off", colour=colour, roll=ev["roll"], total=ev["total"])
    if out == "new_row":
        return T("log.special.new_row", colour=colour, roll=ev["roll"], total=ev["total"])
    return T("log.special.no_shot", colour=colour)


def _row_text(ev):
    """The text of the locked row, said in the app's language (looked up from the card and the row)."""
    card, row = ev.get("card"), ev.get("row") or 0
    try:
        if ev.get("table") == "event":
            return EVENTS[card].table[row - 1].text.shown
        return PLAYERS[card].rows[row - 1].text.shown
    except (IndexError, TypeError, AttributeError):
        return ev.get("text", "")


def describe_event(ev, names, seat=None):
    k = ev["kind"]
    who = names[ev["seat"]] if isinstance(ev.get("seat"), int) else ""
    hidden = not visible_to(ev, seat)
    if k == "coach_offered":
        return "" if hidden else T("log.coach_offered", player=who, events=_join(event_name(c) for c in ev["cards"]))
    if k == "coach_kept":
        if hidden:
            return T("log.coach_kept_hidden", player=who)
        return T("log.coach_kept", player=who, event=event_name(ev["card"]))
    if k == "coin_toss":
        purpose = ev["purpose"] if ev["purpose"] in ("kick_off", "extra_time", "shootout") else "other"
        return T(f"log.coin_toss.{purpose}", player=names[ev["winner"]])
    if k == "marker_moved":
        when = T("log.stoppage_time") if ev["minute"] == "+5" else ev["minute"]
        if ev["period"] == "extra":
            when = T("log.extra_time_minute", minute=when)
        return T("log.marker_moved", when=when, player=names[ev["possession"]])
    if k == "turn_started":
        return "" if ev["turn"] == 0 else T("log.has_ball", player=names[ev["possession"]])
    if k == "card_placed":
        if hidden:
            return T(f"log.placed_hidden.{ev['slot']}", player=who)
        return T(f"log.placed.{ev['slot']}", player=who, card=player_name(ev["card"]))
    if k == "attack_declined":
        return T("log.attack_declined", player=who)
    if k == "attack_committed":
        return T("log.attack_committed", player=who, n=ev["count"])
    if k == "defence_committed":
        return T("log.defence_committed", player=who, n=ev["count"]) if ev["count"] else \
            T("log.no_defence", player=who)
    if k == "cards_revealed":
        attacker, defender = names[ev["attacker"]], names[1 - ev["attacker"]]
        text = T("log.revealed", shooter=player_name(ev["shooter"]), attacker=attacker)
        if ev["supports"]:
            text = T("log.revealed_supports", text=text, supports=_join(player_name(c) for c in ev["supports"]))
        if ev["defenders"]:
            return T("log.revealed_defenders", text=text, defender=defender,
                     defenders=_join(player_name(c) for c in ev["defenders"]))
        return T("log.revealed_no_defenders", text=text, defender=defender)
    if k == "stars_generated":
        total = sum(ev["stars"])
        key = "log.stars_generated" if total else "log.stars_generated_none"
        text = T(key, player=who, stars=stars(total), colours=_stars_text(ev["stars"]))
        if ev["to_choose"]:
            return T("log.stars_to_choose", text=text, n=ev["to_choose"])
        return T("log.sentence", text=text)
    if k == "stars_created":
        if ev["why"] == "base":
            return ""                      # told by stars_generated
        if ev["why"] == "printed":
            return T(f"log.star_taken.{ev['colour']}", player=who)
        return T("log.stars_gained", player=who, stars=stars(ev["count"], ev["colour"]))
    if k == "stars_lost":
        return T("log.stars_lost", player=who, stars=stars(ev["count"], ev["colour"]))
    if k == "stars_spent":
        return ""                          # the buy, swap, block or bid line says what was paid
    if k == "stars_stored":
        kept, lost = sum(ev["stored"]), sum(ev["discarded"])
        if not kept:
            return T("log.bar_full", player=who, n=lost)
        if lost:
            return T("log.stars_stored_lost", player=who, stars=stars(kept), n=lost)
        return T("log.stars_stored", player=who, stars=stars(kept))
    if k == "bidding_started":
        return T("log.bidding_started", home=names[0], away=names[1], home_stars=stars(ev["totals"][0]),
                 away_stars=stars(ev["totals"][1]))
    if k == "star_committed":
        return "" if hidden else T(f"log.star_committed.{ev['colour']}", player=who)
    if k == "bid_sealed":
        return T("log.bid_sealed", player=who)
    if k == "bids_revealed":
        return T("log.bids_revealed", home=names[0], away=names[1], a=ev["bids"][0], b=ev["bids"][1])
    if k == "control_moved":
        after = ev["after"]
        if after == 0:
            return T("log.control_centre")
        towards = names[0] if after > 0 else names[1]
        return T("log.control_moved", n=abs(after), player=towards)
    if k == "control_used":
        if ev["effect"] in ("swap_event", "block_event"):
            return ""                      # the swap or block line names the control bar
        attacking = ev.get("attacking", True)
        return T("log.control_used", player=who, effect=effect_words(control_effect(ev["effect"], attacking)))
    if k == "two_player_bonus":
        earned = effect_words(ev["effect"]) if T.has(f"effect.{ev['effect']}") else T("word.a_bonus")
        return T("log.two_player", player=who, shooter=ev["shooter"], support=ev["support"], effect=earned)
    if k == "nationality_bonus":
        earned = effect_words(ev["effect"]) if T.has(f"effect.{ev['effect']}") else T("word.a_bonus")
        return T("log.nationality", player=who, n=ev["count"], nation=nation_name(ev["nation"]), effect=earned)
    if k == "coach_played":
        e = EVENTS[ev["card"]]
        return T("log.coach_played", player=who, event=e.name.shown, text=e.text.shown)
    if k == "coach_declined":
        return T("log.coach_declined", player=who)
    if k == "event_drawn":
        e = EVENTS[ev["card"]]
        return T("log.event_drawn_var" if ev["var"] else "log.event_drawn", player=who, event=e.name.shown,
                 text=e.text.shown)
    if k == "event_swapped":
        e = EVENTS[ev["card"]]
        how = "control" if ev.get("source") == "control" else "stars"
        return T(f"log.event_swapped.{how}{'_var' if ev['var'] else ''}", player=who, event=e.name.shown,
                 text=e.text.shown)
    if k == "event_blocked":
        how = "control" if ev.get("source") == "control" else "stars"
        return T(f"log.event_blocked.{how}", player=who, event=event_name(ev["card"]))
    if k == "event_accepted":
        return T("log.event_accepted", player=who)
    if k == "event_resolved":
        return "" if ev.get("source") == "coach" else T("log.event_resolved", event=event_name(ev["card"]))
    if k == "event_cancelled":
        return T("log.event_cancelled", event=event_name(ev["card"]))
    if k == "event_overturned":
        return T("log.event_overturned", event=event_name(ev["card"]))
    if k == "var_called":
        window = ev["window"] if ev["window"] in ("goal", "after") else "event"
        return T(f"log.var_called.{window}", player=who)
    if k in ("var_drawn", "modifier_added", "token_gained", "token_used", "cards_benched", "shot_table_replaced",
             "penalty_awarded", "rebound_ready", "two_shots_ready"):
        return ""                          # another line tells it (see the module docstring)
    if k == "var_result":
        verdict = f"var.{ev['window']}_{'yes' if ev['success'] else 'no'}"
        return T("log.var_result", chance=ev["chance"], roll=ev["roll"],
                 verdict=T(verdict) if T.has(verdict) else T("var.done"))
    if k == "var_declined":
        return T("log.var_declined", player=who)
    if k == "dice_rolled":
        if ev["die"] == "k6" and ev["purpose"] in ("penalty", "penalty_again"):
            return T("log.penalty_roll", player=who, value=ev["value"])
        return ""                          # the shot position, offside, special row or shot line has the roll
    if k == "bonus_bought":
        bought = effect_words(BONUSES[ev["bonus"]].effect)
        return T("log.bonus_bought", player=who, effect=bought, cost=stars(ev["cost"], ev["colour"]))
    if k == "window_passed":
        return T("log.done_buying" if ev["window"] == "bonus" else "log.position_accepted", player=who)
    if k == "position_changed":
        if ev["shift"]:
            row = T("log.row_shifted", row=ev["row"], die=ev["die"], shift=f"{ev['shift']:+d}")
        else:
            row = T("log.row", row=ev["row"])
        actor = names[ev["seat"]] if isinstance(ev.get("seat"), int) else T("word.the_attacker_start")
        why = ev["why"] if ev["why"] in ("roll", "reroll_own", "force_reroll", "plus1") else "minus1"
        return T(f"log.position.{why}", player=actor, die=ev["die"], row=row)
    if k == "position_locked":
        if not ev["row"]:
            return T("log.penalty_kick", pct=ev["pct"])
        if ev["table"] == "event":
            return T("log.event_row", row=ev["row"], event=event_name(ev["card"]), text=_row_text(ev),
                     pct=ev["pct"])
        if ev.get("special"):
            return T(f"log.special_row.{ev['special']}", row=ev["row"], player=player_name(ev["card"]),
                     text=_row_text(ev))
        return T("log.shooter_row", row=ev["row"], player=player_name(ev["card"]), text=_row_text(ev), pct=ev["pct"])
    if k == "special_row":
        return _special_text(ev, names[ev["seat"]] if isinstance(ev.get("seat"), int) else T("word.the_attacker"))
    if k == "offside_check":
        if ev["onside"]:
            return T("log.onside", roll=ev["roll"], row=ev["row"])
        return T("log.offside", roll=ev["roll"])
    if k == "no_shot":
        return T("log.no_shot") if ev["reason"] == "turn" else ""
    if k == "shot":
        if ev["shot_type"] == "penalty_kick":
            return T("log.kick_scored" if ev["goal"] else "log.kick_saved", player=who, chance=ev["chance"],
                     roll=ev["roll"])
        shot_type = ev["shot_type"] if T.has(f"log.shot.{ev['shot_type']}") else "shot"
        if ev.get("modifiers") or ev.get("halves"):
            chance = T("log.chance_mods", base=ev["base"], mods=_mods_text(ev), chance=ev["chance"])
        else:
            chance = T("log.chance", base=ev["base"])
        return T(f"log.shot.{shot_type}", player=who, chance=chance, roll=ev["roll"],
                 result=T("log.goal_word") if ev["goal"] else T("log.no_goal_word"))
    if k == "goal":
        return T("log.goal", score=score_text(ev["scores"], names))
    if k == "goal_cancelled":
        return T("log.goal_cancelled", score=score_text(ev["scores"], names))
    if k == "card_shown":
        if ev["second_yellow"]:
            return T("log.second_yellow", player=who)
        return T(f"log.card_shown.{ev['colour']}", player=who)
    if k == "discard_required":
        return T("log.discard_required", player=who, n=ev["count"])
    if k == "player_discarded":
        return T("log.player_discarded", player=who, card=player_name(ev["card"]))
    if k == "players_drawn":
        if not hidden:
            return T("log.players_drawn", player=who, cards=_join(player_name(c) for c in ev["cards"]))
        if ev["why"] in ("bonus", "control"):
            return ""                      # the buy or control-bar line says how many
        return T("log.players_drawn_hidden", player=who, n=ev["count"])
    if k == "deck_reshuffled":
        if ev["deck"] == "team":
            if ev.get("why") == "all":
                return T("log.deck_all", player=who)
            return T("log.deck_bench", player=who)
        return T("log.event_deck_shuffled") if ev["deck"] == "event" else T("log.var_deck_shuffled")
    if k == "turn_ended":
        return T("log.turn_ended")
    if k == "tactic_bars_cleared":
        return T("log.bars_cleared")
    if k == "half_time":
        shots = ev.get("shots")
        summary = T("log.shots", a=shots[0], b=shots[1]) if shots else ""
        return T("log.half_time", score=score_text(ev["scores"], names), shots=summary)
    if k == "stoppage_offered":
        return T("log.stoppage_offered")
    if k == "stoppage_called":
        return T("log.stoppage_called", player=who)
    if k == "stoppage_declined":
        return T("log.stoppage_declined", player=who)
    if k == "full_time":
        shots = ev.get("shots")
        summary = T("log.shots", a=shots[0], b=shots[1]) if shots else ""
        return T("log.full_time", score=score_text(ev["scores"], names), shots=summary)
    if k == "leg_started":
        return T("log.leg_started", player=names[ev["home"]], score=score_text(ev["first_leg"], names))
    if k == "extra_time_started":
        return T("log.extra_time_started")
    if k == "extra_time_over":
        return T("log.extra_time_over", score=score_text(ev["scores"], names))
    if k == "shootout_started":
        return T("log.shootout_started")
    if k == "kick_taken":
        return T("log.kick_taken", player=who, card=player_name(ev["card"]), kick=ev["kick"])
    if k == "kick_result":
        return T("log.kick_result_scored" if ev["goal"] else "log.kick_result_missed",
                 score=score_text(ev["shootout"], names))
    if k == "sudden_death_pair":
        return T("log.sudden_death", pair=ev["pair"])
    if k == "match_over":
        if ev.get("shootout"):
            return T("log.match_over_pens", score=score_text(ev["scores"], names), a=ev["shootout"][0],
                     b=ev["shootout"][1])
        return T("log.match_over", score=score_text(ev["scores"], names))
    return T("log.other")


def nation_name(index: int):
    """A nation's name in the app's language (content.NATIONS holds both)."""
    return NATIONS[index][1].shown
