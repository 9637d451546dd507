"""Who acts now, what each may do, and carrying a decision out. One gesture is one action."""
from __future__ import annotations

from rules.core import Action, event

from . import cards as C
from . import challenge, dealing, edicts, held, negotiation, prisoners, rulings, skills
from .agenda import done_task, finish
from .content import CARDS, CHALLENGE_CARDS
from .flares.base import asker
from .powers.gambler import bluff_cost, claim_is_true
from .roles import active_power, commit_limit, opponent, sees_first, side_index
from .state import CONE, DEFENSE, WARP, bases, count_at, free_options, pick_free, pick_token, token_options
from .tokens import lose_tokens, move, return_home


# The actions without parameters, made once (actions are immutable; the search lists them very often).
_BARE = {kind: Action(kind) for kind in (
    "ally_done", "believe", "countermand", "decline", "doubt", "end_turn", "invite_done", "launch_done",
    "no_countermand", "no_kicker", "no_regain", "power_pass", "redraw", "second_challenge")}


class _Made(dict):
    """Actions with parameters, each made once on first use and shared after: the search lists the same few
    launches, allies and cards again and again (an action is immutable, and a shared one is found in a list
    or a dict by identity before any comparison). Keys are small: planets, skills, card ids."""

    def __init__(self, make):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        made = self[key] = self.make(*key) if isinstance(key, tuple) else self.make(key)
        return made


def _with_skill(kind, place_name, **params):
    """A maker for actions naming a place and, with Skill Tokens, the token's skill (None without)."""
    def make(place, skill):
        if skill is None:
            return Action(kind, **params, **{place_name: place})
        return Action(kind, **params, **{place_name: place}, skill=skill)
    return make


_LAUNCH = _Made(_with_skill("launch", "planet"))
_LOSE = _Made(_with_skill("lose", "planet"))
_REGAIN = _Made(_with_skill("regain", "to"))
_ALLY = {side: _Made(_with_skill("ally", "planet", side=side)) for side in ("offense", "defense")}
_AIM = _Made(lambda planet: Action("aim", planet=planet))
_PLAY = _Made(lambda card: Action("play", card=card))


def actors(s) -> list:
    ph = s.phase
    if s.winners is not None or ph is None or ph == "over":
        return []
    if ph in ("regain", "own_colour", "aim", "launch", "invite_off", "second", "wild"):
        return [s.offense]
    if ph == "invite_def":
        return [s.defense]
    if ph == "answers":
        return [s.answer_queue[0]]
    if ph == "power":
        return [s.point_queue[0]]
    if ph == "power_ask":
        return [s.flags["asked"][0]]
    if ph == "raid_defend":
        return [s.defense]
    if ph == "deaths":
        return [s.flags["deaths"]["by"]]
    if ph == "swap":
        return rulings.swap_actors(s)
    if ph == "arrange":
        return skills.arrange_actors(s)
    if ph == "choose_power":
        return dealing.choosers(s)
    if ph == "escorts":
        return [s.flags["escort_queue"][0]]
    if ph == "negotiate":
        return negotiation.actors(s)
    if ph == "deal_give":
        return negotiation.give_actors(s)
    if ph == "bully":
        return [s.flags["winner"]]
    if ph == "amplify":
        return [s.flags["amplify"]["seat"]]
    if ph == "bluff":
        return [s.offense if s.flags["bluff"][0] == 1 else s.defense]
    if ph == "respond":
        return [s.flags["answers"][0]]
    if ph == "kickers":
        return [challenge.kicker_decider(s)]
    if ph == "cards":
        return card_actors(s)
    if ph == "pay":
        return [s.flags["pay"][0][0]]
    if ph == "rewards":
        return [s.rewards[0][0]]
    return []


def open_window(s):
    """The optional window the next decision belongs to, as the table shows it (scenes/table/claims.py):
    its name while open, its moment, the seats it still asks in order (from public facts), the action
    that passes it, "one_round" when a play in it opens no new round of claims, and "patient" when a person
    playing computers who could act there needs longer to weigh it (his Kicker beside his card; an edict just
    played, to be read); None when the decision is not one a player may simply let go by."""
    ph = s.phase
    if ph == "power":
        name = s.point
        queue = s.point_queue
        cards = s.flags.get("card_window")
        seats = [x for i, x in enumerate(queue)
                 if i == 0 or (cards and s.hands[x]) or challenge.power_acts(s, x, name)]
        return {"key": challenge.window_key(s, name), "moment": name, "seats": seats,
                "pass": _BARE["power_pass"]}
    if ph == "respond":
        seats = [x for x in s.flags.get("answers") or [] if s.hands[x] or edicts.power_answers(s, x)]
        return {"key": edicts.respond_key(s), "moment": "respond", "seats": seats,
                "pass": _BARE["no_countermand"], "patient": True}
    if ph == "kickers":
        first = challenge.kicker_decider(s)
        seats = [first] + ([s.defense] if s.kicker_stage == 0 and s.defense != first else [])
        # One round: a Kicker played by one main player is part of the same moment for the other, who chose
        # whether to claim it when it opened (as at a table, Kickers go down one after the other).
        # Alone, his Kicker is asked without a count ("patient": "hold"): he chooses his card right after, in the
        # same stop, so waiting costs nothing, and a count let a newcomer's Kicker go by unseen.
        return {"key": f"{s.challenges}/kickers", "moment": "kickers", "seats": seats, "pass": _BARE["no_kicker"],
                "one_round": True, "patient": "hold"}
    return None


def card_actors(s) -> list:
    waiting = [x for x in (s.offense, s.defense) if s.played[side_index(s, x)] is None]
    # The Prophet's (Oracle's) opponent shows his card first; two Prophets cancel out.
    seers = [x for x in (s.offense, s.defense) if sees_first(s, x) != (None, None)]
    if len(seers) == 1:
        first = opponent(s, seers[0])
        if first in waiting:
            return [first]
    return waiting


def legal(s, seat) -> list:
    if seat not in actors(s):
        return []
    return actor_legal(s, seat)


def actor_legal(s, seat) -> list:
    """`legal` for a seat known to be one of the actors (the rollout's move chooser is only asked for one)."""
    out = LEGAL[s.phase](s, seat)
    s.legal_memo = (seat, out)   # what `apply` checks a decision against (game.py)
    return out


def _l_regain(s, seat):
    opts = token_options(s, seat, WARP)
    out = [_REGAIN[p, o.get("skill")] for p in bases(s, seat) + [CONE] for o in opts]
    return out + prisoners.rescue_options(s, seat) + [_BARE["no_regain"]]


def _l_own_colour(s, seat):
    targets = challenge.own_colour_targets(s)
    return [Action("target", planet=p, defender=d) for p, d in targets] + [_BARE["redraw"]]


def _l_aim(s, seat):
    return [_AIM[p] for p in challenge.aim_planets(s)]


def _l_launch(s, seat):
    out = []
    sent = count_at(s, seat, CONE)
    if sent < commit_limit(s, seat):
        if not s.skill and not s.lasting.get("gorgon"):   # a seat's tokens on one base are alike: one launch each
            out = [_LAUNCH[p, None] for p in bases(s, seat)]
        else:               # (with Skill Tokens, or tokens turned to stone, which stay)
            out = [_LAUNCH[p, o.get("skill")] for p in bases(s, seat) for o in free_options(s, seat, p)]
    if sent:
        out.append(_BARE["launch_done"])
    return out


def _l_invite(s, seat):
    side = "offense" if s.phase == "invite_off" else "defense"
    return [Action("invite", seat=x) for x in challenge.invite_candidates(s, side)] + [_BARE["invite_done"]]


def _l_answers(s, seat):
    sides = [s.answer_side] if s.answer_side else challenge.answer_sides(s, seat)
    out = []
    if s.answer_side is None or challenge.ally_count(s, seat) < challenge.ally_limit(s, seat):
        out = [_ALLY[side][p, o.get("skill")] for side in sides for p in bases(s, seat)
               for o in free_options(s, seat, p)]
    if s.answer_side is None:
        out.append(_BARE["decline"])
    elif challenge.ally_quota(s, seat) is None or not out:     # a Matchmaker's count is committed in full
        out.append(_BARE["ally_done"])
    return out


def _l_power(s, seat):
    return challenge.point_offers(s, seat, s.point) + [_BARE["power_pass"]]


def _l_bully(s, seat):
    return active_power(s, seat).choices(s, seat)


def _l_bluff(s, seat):
    return [_BARE["believe"], _BARE["doubt"]]


def _l_respond(s, seat):
    out = [_BARE["countermand"]] if edicts.has_card_zap(s, seat) else []
    p = active_power(s, seat)
    if p is not None and "edict" in p.points:
        out += p.offers(s, seat, "edict")      # the Hypnotist changes the edict
    return out + [_BARE["no_countermand"]]


def _l_kickers(s, seat):
    return [Action("kicker", card=c) for c in sorted(set(C.kickers_in_hand(s, seat)))] + [_BARE["no_kicker"]]


def _l_cards(s, seat):
    options = sorted(CHALLENGE_CARDS.intersection(s.hands[seat]))
    if s.flags.get("upset"):
        # The Underdog's upset: attacks must be played by whoever has one.
        attacks = [c for c in options if CARDS[c]["type"] == "attack"]
        options = attacks or options
    return [_PLAY[c] for c in options]


def _l_pay(s, seat):
    places = challenge.pay_places(s, seat, s.flags["pay"][0][2])
    return [_LOSE[p, o.get("skill")] for p in places for o in token_options(s, seat, p)]


def _l_rewards(s, seat):
    return [Action("reward", take="card")] + [Action("reward", take="token", **o)
                                              for o in token_options(s, seat, WARP)]


def _l_second(s, seat):
    return [_BARE["second_challenge"], _BARE["end_turn"]]


# What a seat may do in each waiting phase.
LEGAL = {
    "regain": _l_regain, "own_colour": _l_own_colour, "aim": _l_aim, "launch": _l_launch,
    "invite_off": _l_invite, "invite_def": _l_invite, "answers": _l_answers, "power": _l_power,
    "respond": _l_respond, "kickers": _l_kickers, "cards": _l_cards, "bully": _l_bully, "bluff": _l_bluff,
    "amplify": _l_bully,        # (the Amplifier's choices for the edict or Ruling just played, as the Brute's)
    "negotiate": negotiation.legal, "deal_give": negotiation.give_legal, "pay": _l_pay, "rewards": _l_rewards,
    "second": _l_second,
    "wild": lambda s, seat: [Action("wild_colour", colour=c) for c in range(s.seats) if c != seat],
    "raid_defend": prisoners.raid_defend_legal, "deaths": lambda s, seat: rulings.death_choices(s),
    "swap": rulings.swap_legal, "arrange": skills.arrange_legal, "choose_power": dealing.choice_legal,
    "escorts": skills.escort_legal, "power_ask": lambda s, seat: asker(s.flags["asked"][1]).answers(s, seat),
}


# --- carrying actions out ---------------------------------------------------------------------------
def perform(s, seat, a) -> list:
    """Apply a legal action (the caller has checked legality) and run the sequence on."""
    if s.phase == "negotiate":
        return negotiation.perform(s, seat, a) + challenge.advance(s)
    if s.phase == "arrange":
        return skills.arrange(s, seat, a) + challenge.advance(s)
    if s.phase == "choose_power":
        return dealing.pick(s, seat, a) + challenge.advance(s)
    if s.phase == "raid_defend":
        return prisoners.raid_action(s, seat, a) + challenge.advance(s)
    if s.phase == "deaths":
        return rulings.execute(s, seat, a) + challenge.advance(s)
    if s.phase == "swap":
        return rulings.swap_action(s, seat, a) + challenge.advance(s)
    if s.phase == "escorts":
        return skills.escort(s, seat, a) + challenge.advance(s)
    events = HANDLERS[a.kind](s, seat, a)
    return events + challenge.advance(s)


def _regain(s, seat, a):
    t = pick_token(s, seat, WARP, a.get("skill"))
    s.flags["regained"] = True
    finish(s)
    if a.to == CONE:
        s.origin[t] = -1
        return move(s, [t], CONE, "regained")
    return move(s, [t], a.to, "regained")


def _rescue(s, seat, a):
    s.flags["regained"] = True
    finish(s)
    return prisoners.rescue(s, seat, a)


def _wild_colour(s, seat, a):
    s.colour = a.colour
    finish(s)
    return [event("destiny_named", seat=seat, colour=a.colour)]


def _ruling(s, seat, a):
    finish(s)
    return rulings.play(s, seat, a)


def _no_regain(s, seat, a):
    s.flags["regained"] = True
    finish(s)
    return []


def _target(s, seat, a):
    done_task(s)
    return challenge.set_target(s, a.planet, a.defender)


def _redraw(s, seat, a):
    done_task(s)
    s.agenda[0:0] = [["flip"], ["point", "destiny"], ["settle"]]
    return [event("destiny_own_colour", seat=seat, redraw=True)]


def _aim(s, seat, a):
    done_task(s)
    return challenge.set_target(s, a.planet, challenge.system_owner(s, a.planet))


def _launch(s, seat, a):
    finish(s)
    return move(s, [pick_free(s, seat, a.planet, a.get("skill"))], CONE, "launched")


def _launch_done(s, seat, a):
    s.flags["launched"] = True
    finish(s)
    return []


def _invite(s, seat, a):
    side = "offense" if s.phase == "invite_off" else "defense"
    (s.invited_off if side == "offense" else s.invited_def).append(a.seat)
    finish(s)
    return [event("invited", seat=seat, side=side, guest=a.seat)]


def _invite_done(s, seat, a):
    side = "offense" if s.phase == "invite_off" else "defense"
    s.flags[f"invited_{side}"] = True
    finish(s)
    return []


def _ally(s, seat, a):
    s.answer_side = a.side
    finish(s)
    return move(s, [pick_free(s, seat, a.planet, a.get("skill"))], CONE if a.side == "offense" else DEFENSE,
                "allied")


def _ally_done(s, seat, a):
    s.flags["answer_done"] = True
    finish(s)
    return []


def _decline(s, seat, a):
    s.flags["answer_done"] = True
    finish(s)
    return [event("ally_declined", seat=seat)]


def _power(s, seat, a):
    p = active_power(s, seat)
    finish(s)
    return p.use(s, seat, a)


def _answer(s, seat, a):
    """An answer to a power's question (phase power_ask, Power.answer)."""
    finish(s)
    return asker(a.power).answer(s, seat, a)


def _edict(s, seat, a):
    finish(s)
    return edicts.play(s, seat, a)


def _flare(s, seat, a):
    finish(s)
    return edicts.play(s, seat, a)


def _countermand(s, seat, a):
    done_task(s)
    return edicts.resolve_pending(s, cancelled_by=seat)


def _no_countermand(s, seat, a):
    s.flags["answers"].pop(0)
    finish(s)
    return []


def _believe(s, seat, a):
    i, claim = s.flags.pop("bluff")
    s.flags["claim"] = [i, claim]
    done_task(s)
    return [event("bluff_believed", seat=seat, claim=claim)]


def _doubt(s, seat, a):
    i, claim = s.flags.pop("bluff")
    done_task(s)
    gambler = s.offense if i == 0 else s.defense
    card = s.played[i]
    s.face_up[i] = True
    honest = claim_is_true(card, claim)
    loser = seat if honest else gambler
    n = bluff_cost(s, loser)
    s.flags.setdefault("pay", []).append([loser, n, "bluff", None])   # bluff losses go to the Warp
    s.agenda.insert(0, ["pay"])
    return [event("bluff_doubted", seat=seat, card=card, claim=claim, honest=honest, loser=loser, tokens=n)]


def _power_pass(s, seat, a):
    s.point_queue.pop(0)
    finish(s)
    return []


def _kicker(s, seat, a):
    i = side_index(s, seat)
    s.hands[seat].remove(a.card)
    s.kicker[i] = a.card
    s.kicker_stage += 1
    finish(s)
    return [event("kicker_played", seen_by=[seat], seat=seat, card=a.card)]


def _no_kicker(s, seat, a):
    again = s.kicker_stage >= 2          # his second chance, after the other played one
    s.kicker_stage += 1
    finish(s)
    return [event("kicker_declined", seat=seat, **({"again": True} if again else {}))]


def _play(s, seat, a):
    i = side_index(s, seat)
    s.hands[seat].remove(a.card)
    s.played[i] = a.card
    finish(s)
    other = opponent(s, seat)
    op, of = sees_first(s, other)
    if (op or of) and s.played[1 - i] is None:
        s.face_up[i] = True
        why = (event("power_used", seat=other, power=s.powers[other], detail="sees the card first") if op else
               event("flare_used", seat=of[1], flare=of[0].key, half=of[2], detail="sees the card first", target=other))
        return [event("card_played", seat=seat, card=a.card, face_up=True), why]
    return [event("card_played", seen_by=[seat], seat=seat, card=a.card, face_up=False)]


def _lose(s, seat, a):
    entry = s.flags["pay"][0]
    entry[1] -= 1
    finish(s)
    return lose_tokens(s, [pick_token(s, seat, a.planet, a.get("skill"))], entry[2], captor=entry[3])


def _reward(s, seat, a):
    s.rewards[0][1] -= 1
    finish(s)
    if a.take == "card":
        return C.draw(s, seat, 1, "reward")
    return return_home(s, [pick_token(s, seat, WARP, a.get("skill"))], "reward")


def _second(s, seat, a):
    s.flags["second_decided"] = True
    told = held.hold(s, "second", seat, a.kind)     # the Contrarian may reverse it first (challenge.t_second)
    if told is not None:
        finish(s)
        return told
    done_task(s)
    return challenge.second_choice(s, a.kind)


_end_turn = _second


# Carrying out each kind of action (phases with their own module dispatch in `perform`).
HANDLERS = {
    "rescue": _rescue, "wild_colour": _wild_colour, "ruling": _ruling, "believe": _believe, "doubt": _doubt,
    "edict": _edict, "flare": _flare, "countermand": _countermand, "no_countermand": _no_countermand, "regain": _regain,
    "no_regain": _no_regain, "target": _target, "redraw": _redraw, "aim": _aim, "launch": _launch,
    "launch_done": _launch_done, "invite": _invite, "invite_done": _invite_done, "ally": _ally,
    "ally_done": _ally_done, "decline": _decline, "power": _power, "power_pass": _power_pass, "kicker": _kicker,
    "no_kicker": _no_kicker, "play": _play, "lose": _lose, "reward": _reward, "second_challenge": _second,
    "end_turn": _end_turn, "deal_give": negotiation.give, "answer": _answer,
}
