"""Words for the app: action labels, one log line per event kind, and reasons for refusals."""
from __future__ import annotations

from rules.core import visible_to

from .content import COLOURS, LETTERS, POWER_TEXTS, card_name
from .state import CAPTIVE, CONE, DEFENSE, PRISON, REMOVED, WARP

PHASE_HELP = {
    "regain": "the offense may take one token back from the Warp",
    "own_colour": "the offense drew its own colour: pick a foreign base at home or draw again",
    "aim": "the offense aims the cone at a planet of the destiny's system",
    "launch": "the offense puts one to four tokens into the cone",
    "invite_off": "the offense invites allies",
    "invite_def": "the defense invites allies",
    "answers": "an invited player answers",
    "power": "a power may be used",
    "kickers": "a main player may play a Kicker",
    "cards": "the main players choose challenge cards",
    "negotiate": "a deal or prisoner exchange is being negotiated",
    "respond": "players holding a Countermand may cancel the edict just played",
    "bully": "the Brute picks the loser's tokens to lose",
    "bluff": "the Bluffer's opponent believes or doubts the claim",
    "wild": "the offense names the system for the Wild Capture Challenge",
    "raid_defend": "the Prison's owner may defend it with up to four tokens",
    "deaths": "the Fever's player picks a prisoner of each colour for the Warp",
    "swap": "players may swap prisoners one for one",
    "arrange": "players arrange their tokens on their home planets",
    "escorts": "players in the challenge may call Escorts",
    "pay": "a player chooses tokens to lose",
    "deal_give": "a player picks the card he gives in the deal",
    "rewards": "a defensive ally takes rewards",
    "second": "the offense may have a second challenge",
}


def colour_name(seat) -> str:
    return COLOURS[seat].capitalize() if seat is not None and 0 <= seat < len(COLOURS) else "Nobody"


def planet_name(p, who=None) -> str:
    """'Blue planet 2', or with `who` (a seat's name) 'Ann's planet 2'."""
    if p == WARP:
        return "the Warp"
    if p == CONE:
        return "the cone"
    if p == DEFENSE:
        return "the defense"
    if p == REMOVED:
        return "out of the game"
    if p <= CAPTIVE:
        return "a Mould stack"
    if p < 0:
        return f"{(who or colour_name)(PRISON - p)}'s Prison"
    if who is not None:
        return f"{who(p // 5)}'s planet {p % 5 + 1}"
    return f"{colour_name(p // 5)} planet {p % 5 + 1}"


def power_name(key) -> str:
    return POWER_TEXTS[key]["name"] if key in POWER_TEXTS else "a power"


def plural(n, word) -> str:
    """'1 token', '3 tokens'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def claim_words(claim) -> str:
    return "a compromise" if claim == "compromise" else f"an Attack {claim}"


SKILL_WORDS = {"E": "Escort", "L": "Leader", "S": "Shield", "W": "Weapon"}


def _tok(a) -> str:
    """'a token', or 'a Weapon token' / 'an Escort token' with Skill Tokens."""
    skill = a.get("skill")
    return skill_token(skill) if skill else "a token"


def a_or_an(word) -> str:
    return f"{'an' if word[0] in 'AEIOaeio' else 'a'} {word}"


def skill_token(skill) -> str:
    return a_or_an(SKILL_WORDS[skill]) + " token"


def _power_words(s, a, who, place=None) -> str:
    """What one use of a power does, in words (its parameters are planets, seats, colours, claims)."""
    p = a.get("planet")
    if a.get("add") is not None:
        return f"add {_tok(a)} from {planet_name(a.add, place)}"
    if a.get("withdraw"):
        return f"pull {_tok(a)} out of the challenge"
    if a.power == "assassin":
        return f"send {_tok(a)} on {planet_name(p, place)} to the Warp"
    if a.power == "bully":
        victim = s.flags.get("bully", [None])[0]
        return f"{who(victim)} loses {_tok(a)} from {planet_name(p, place)}"
    if a.get("colour") is not None:
        return f"destiny shows {colour_name(a.colour)}"
    if a.get("claim") is not None:
        return f"claim the card is {claim_words(a.claim)}"
    if a.get("heal") is not None:
        return f"send {who(a.heal)}'s lost tokens home for a card"
    if a.get("victim") is not None:
        return f"{who(a.victim)} loses a token too"
    return {"level": "level the two attacks", "intervene": "turn this into a three-way deal",
            "upset": "declare an upset: the lower total wins",
            "swap": "swap the face-down cards" if a.power == "sorcerer" else "swap hands with the opponent"
            }.get(a.get("choice"), "use it")


def action_label(s, a, names=None) -> str:
    """A button label. `names` (the players' names by seat) replaces the colours where a player is meant."""
    def who(x):
        return names[x] if names is not None and x is not None and 0 <= x < len(names) else colour_name(x)
    place = who if names is not None else None
    k = a.kind
    if k == "regain":
        return f"Take {_tok(a)} from the Warp to {planet_name(a.to, place)}"
    if k == "no_regain":
        return "Leave the Warp alone"
    if k == "target":
        return f"Challenge {who(a.defender)} on {planet_name(a.planet, place)}"
    if k == "redraw":
        return "Draw destiny again"
    if k == "aim":
        return f"Aim at {planet_name(a.planet, place)}"
    if k == "launch":
        return f"Launch {_tok(a)} from {planet_name(a.planet, place)}"
    if k == "launch_done":
        return "Launch done"
    if k == "invite":
        return f"Invite {who(a.seat)}"
    if k == "invite_done":
        return "Invitations done"
    if k == "ally":
        return f"Ally with the {a.side}: {_tok(a)} from {planet_name(a.planet, place)}"
    if k == "ally_done":
        return "Alliance done"
    if k == "decline":
        return "Decline"
    if k == "power":
        return f"Use {power_name(a.power)}: {_power_words(s, a, who, place)}"
    if k == "power_pass":
        return "Pass"
    if k == "kicker":
        return f"Play {card_name(a.card)} face down"
    if k == "no_kicker":
        return "No Kicker"
    if k == "play":
        return f"Play {card_name(a.card)}"
    if k == "deal_cards":
        kind = s.deal["kind"] if s.deal else "deal"
        return "Add: " + item_text(["cards", a.giver, a.receiver, a.get("card", -1)], who, kind)
    if k == "deal_base":
        return "Add: " + item_text(["base", a.receiver, a.planet], who)
    if k == "deal_prisoner":
        return "Add: " + item_text(["prisoner", a.giver, a.receiver, a.colour, a.get("skill") or ""], who)
    if k == "deal_give":
        receiver = s.deal["to_give"][0][1] if s.deal and s.deal.get("to_give") else None
        return f"Give {card_name(a.card)} to {who(receiver)}"
    if k == "deal_offer":
        return "Offer this"
    if k == "deal_pass":
        return "Make no offer"
    if k == "accept":
        return "Accept the deal"
    if k == "reject":
        return "Reject the deal"
    if k == "time_up":
        return "Time is up"
    if k == "lose":
        return f"Lose {_tok(a)} from {planet_name(a.planet, place)}"
    if k == "reward":
        return "Take a card" if a.take == "card" else f"Take {_tok(a)} back from the Warp"
    if k == "edict":
        target = a.get("target")
        return f"Play {card_name(a.card)}" + (f" on {who(target)}" if target is not None else "")
    if k == "ruling":
        target = a.get("target")
        return f"Play {card_name(a.card)}" + (f" on {who(target)}" if target is not None else "")
    if k == "countermand":
        return "Countermand that edict"
    if k == "no_countermand":
        return "Let it stand"
    if k == "believe":
        return "Believe the claim"
    if k == "doubt":
        return "Doubt the claim"
    if k == "arrange":
        return f"Move {skill_token(a.skill)} from {planet_name(a.frm, place)} to {planet_name(a.to, place)}"
    if k == "arrange_done":
        return "Set-up done"
    if k == "escort":
        return f"Call an Escort from {planet_name(a.planet, place)}"
    if k == "escort_done":
        return "No more Escorts"
    if k == "execute":
        colour = COLOURS[s.flags["deaths"]["colours"][0]] + " " if s.flags.get("deaths") else ""
        return f"Send {a_or_an(colour + 'prisoner')} from {who(a.prison)}'s Prison to the Warp"
    if k == "rescue":
        return f"Rescue {_tok(a)} from {who(a.prison)}'s Prison to {planet_name(a.to, place)}"
    if k == "raid_defend":
        return f"Defend the Prison with {_tok(a)} from {planet_name(a.planet, place)}"
    if k == "raid_defend_done":
        return "Defence done"
    if k == "wild_colour":
        return f"Challenge {who(a.colour)}'s system"
    if k == "swap_offer":
        return f"Offer {who(a.to)} {a_or_an(COLOURS[a.give])} prisoner for {a_or_an(COLOURS[a.take])} one"
    if k == "swap_pass":
        return "Offer no swap"
    if k == "swap_accept":
        return "Accept the swap"
    if k == "swap_reject":
        return "Refuse the swap"
    if k == "second_challenge":
        return "Second challenge"
    if k == "end_turn":
        return "End the turn"
    return "Go on"


def item_text(item, who=colour_name, kind="deal") -> str:
    """One term of a deal or exchange in words; `who` names a seat (colours unless names are known)."""
    if item[0] == "cards":
        card = item[3] if len(item) > 3 else -1
        if card >= 0:
            what = card_name(card)
        else:
            what = "a card drawn at random" if kind == "exchange" else "a card of his choice"
        return f"{who(item[1])} gives {who(item[2])} {what}"
    if item[0] == "base":
        return f"{who(item[1])} gets a base on {planet_name(item[2], None if who is colour_name else who)}"
    if item[0] == "prisoner":
        skill = f" {SKILL_WORDS[item[4]]}" if len(item) > 4 and item[4] in SKILL_WORDS else ""
        return f"{who(item[1])} hands {a_or_an(COLOURS[item[3]])}{skill} prisoner to {who(item[2])}"
    return "something"


def why_illegal(s, seat, a) -> str:
    what = PHASE_HELP.get(s.phase, "this is not the moment for it")
    return f"That move is not allowed now: {what}."


def describe_event(ev, names, seat=None) -> str:
    k = ev["kind"]
    n = (lambda x: names[x] if x is not None and 0 <= x < len(names) else "Nobody")
    see = visible_to(ev, seat)
    if k == "turn_started":
        return f"{n(ev['seat'])}'s turn begins."
    if k == "challenge_started":
        return f"{n(ev['seat'])} starts challenge {ev['number']}."
    if k == "tokens_moved":
        count = ev["count"]
        whose = f"{n(ev['owner'])}'s token moves" if count == 1 else f"{count} of {n(ev['owner'])}'s tokens move"
        return f"{whose} from {planet_name(ev['frm'], n)} to {planet_name(ev['to'], n)} ({ev['reason']})."
    if k == "destiny_flipped":
        if ev["colour"] is None:
            return "Destiny shows the Wild Capture Challenge."
        return f"Destiny shows {colour_name(ev['colour'])}" + (": a capture challenge." if ev.get("capture") else ".")
    if k == "destiny_reshuffled":
        return "The destiny deck is reshuffled."
    if k == "destiny_own_colour":
        return f"{n(ev['seat'])} drew his own colour and draws again."
    if k == "cone_aimed":
        return f"{n(ev['seat'])} aims the cone at {planet_name(ev['planet'], n)}; {n(ev['defender'])} defends."
    if k == "invited":
        return f"{n(ev['seat'])} invites {n(ev['guest'])} to the {ev['side']}."
    if k == "ally_joined":
        return f"{n(ev['seat'])} allies with the {ev['side']} with {plural(ev['tokens'], 'token')}."
    if k == "ally_declined":
        return f"{n(ev['seat'])} declines."
    if k == "kicker_played":
        return f"{n(ev['seat'])} plays a Kicker face down" + (f" ({card_name(ev['card'])})." if see else ".")
    if k == "kicker_declined":
        return f"{n(ev['seat'])} plays no Kicker."
    if k == "card_played":
        if ev.get("face_up") or see:
            return f"{n(ev['seat'])} plays {card_name(ev['card'])}" + (" face up." if ev.get("face_up") else ".")
        return f"{n(ev['seat'])} plays a challenge card face down."
    if k == "cards_revealed":
        cards = [card_name(c) if c is not None and c >= 0 else "no card" for c in ev["cards"]]
        kick = [card_name(c) for c in ev["kickers"] if c is not None]
        return f"Revealed: {cards[0]} against {cards[1]}" + (f" with {', '.join(kick)}." if kick else ".")
    if k == "totals":
        return f"Totals: offense {ev['offense']}, defense {ev['defense']}" + \
               (" (upset: the lower wins)" if ev.get("upset") else "") + f"; {n(ev['winner'])} wins."
    if k == "compromise_loses":
        return f"{n(ev['seat'])}'s compromise loses to the attack."
    if k == "compromise_wins":
        return f"{n(ev['seat'])}'s compromise wins."
    if k == "base_established":
        return f"{' and '.join(n(x) for x in ev['seats'])} gain a base on {planet_name(ev['planet'], n)}."
    if k == "consolation":
        return f"{n(ev['seat'])} takes {plural(ev['cards'], 'card')} from {n(ev['frm'])} as consolation."
    if k in ("cards_drawn", "cards_taken"):
        who = n(ev.get("seat", ev.get("to")))
        detail = f": {', '.join(card_name(c) for c in ev['cards'])}" if see else ""
        src = f" from {n(ev['frm'])}" if k == "cards_taken" else ""
        return f"{who} takes {plural(ev['count'], 'card')}{src} ({ev['reason']}){detail}."
    if k == "cards_given":
        detail = ", ".join(card_name(c) for c in ev["cards"]) if see else plural(ev["count"], "card")
        return f"{n(ev['frm'])} gives {n(ev['to'])} {detail}."
    if k == "cards_discarded":
        return f"Discarded: {', '.join(card_name(c) for c in ev['cards'])}."
    if k == "deck_reshuffled":
        return "The discards are shuffled into a new deck."
    if k == "new_hand":
        return f"{n(ev['seat'])} has no challenge card, shows his hand and draws a new one."
    if k == "no_challenge_card":
        return f"{n(ev['seat'])} has no challenge card at all and counts as playing a compromise."
    if k == "negotiation_started":
        who = " and ".join(n(x) for x in ev["parties"])
        return (f"{who} must make a deal." if ev["what"] == "deal" else f"{who} may exchange prisoners.")
    if k == "deal_item":
        return f"{n(ev['seat'])} adds to the offer: {item_text(ev['item'], n, ev.get('what', 'deal'))}."
    if k == "deal_offered":
        items = "; ".join(item_text(i, n, ev["what"]) for i in ev["draft"])
        return f"{n(ev['seat'])} offers: {items or 'nothing'}."
    if k == "deal_passed":
        return f"{n(ev['seat'])} makes no offer."
    if k == "exchange_ended":
        return "The prisoner exchange is over" + (" with a trade." if ev["traded"] else ".")
    if k == "deal_accepted":
        return f"{n(ev['seat'])} accepts."
    if k == "deal_rejected":
        return f"{n(ev['seat'])} rejects."
    if k == "deal_made":
        return "The deal is made."
    if k == "deal_failed":
        return f"No deal ({ev['reason']}): both lose tokens."
    if k == "tokens_from_warp":
        return f"{n(ev['seat'])} takes {plural(ev['count'], 'token')} back from the Warp."
    if k == "power_used":
        detail = f"claims {claim_words(ev['claim'])}" if ev.get("claim") is not None else ev["detail"]
        return f"{n(ev['seat'])} uses {power_name(ev['power'])}: {detail}."
    if k == "card_kept":
        return f"{n(ev['seat'])} takes {card_name(ev['card']) if see else 'a card'} into his hand."
    if k == "hand_received":
        if not see:
            return f"{n(ev['seat'])} now holds {n(ev['frm'])}'s old hand ({plural(ev['count'], 'card')})."
        held = ", ".join(card_name(c) for c in ev["cards"]) or "no cards"
        return f"{n(ev['seat'])} now holds {n(ev['frm'])}'s old hand: {held}."
    if k == "challenge_ended":
        return f"{n(ev['seat'])}'s challenge ends" + (" in a success." if ev.get("success") else ".")
    if k == "power_seen":
        detail = f": {', '.join(card_name(c) for c in ev['cards'])}" if see else ""
        return f"{n(ev['seat'])} looks at {n(ev['target'])}'s hand{detail}."
    if k == "challenge_aborted":
        return f"{n(ev['seat'])} has no token to launch; the challenge does not happen."
    if k == "edict_played":
        tgt = f" on {n(ev['target'])}" if ev.get("target") is not None else ""
        return f"{n(ev['seat'])} plays {card_name(ev['card'])}{tgt}."
    if k == "edict_cancelled":
        return f"{n(ev['seat'])} countermands it: the edict does nothing."
    if k == "power_zapped":
        return f"{n(ev['target'])}'s power is switched off for this challenge."
    if k == "blighted":
        return f"{n(ev['seat'])} is struck by a Blight: three tokens and a card of each kind."
    if k == "alliances_cancelled":
        return "The alliances are cancelled; the allies go home."
    if k == "attacks_calmed":
        return "Every attack now counts as a compromise."
    if k == "deal_vetoed":
        return "The deal is vetoed."
    if k == "rewards_cancelled":
        return "No consolation or rewards in this challenge."
    if k == "ruling_played":
        tgt = f" on {n(ev['target'])}" if ev.get("target") is not None else ""
        return f"{n(ev['seat'])} plays {card_name(ev['card'])}{tgt}."
    if k == "capture_changed":
        return "This is now a capture challenge." if ev["capture"] else "This is now an ordinary challenge."
    if k == "swap_offered":
        return f"{n(ev['seat'])} offers {n(ev['to'])} {a_or_an(COLOURS[ev['give']])} prisoner for " \
               f"{a_or_an(COLOURS[ev['take']])} one."
    if k == "swap_accepted":
        return f"{n(ev['seat'])} accepts the swap."
    if k == "swap_rejected":
        return f"{n(ev['seat'])} refuses the swap."
    if k == "raid_started":
        return f"{n(ev['seat'])} launches a Rescue Mission."
    if k == "raid_over":
        return "The Rescue Mission is over; the interrupted challenge goes on."
    if k == "destiny_named":
        return f"{n(ev['seat'])} names {colour_name(ev['colour'])}'s system."
    if k == "bluff_believed":
        return f"{n(ev['seat'])} believes the claim of {claim_words(ev['claim'])}."
    if k == "bluff_doubted":
        verdict = "it was true" if ev["honest"] else "it was a bluff"
        return f"{n(ev['seat'])} doubts the claim: {verdict}; {n(ev['loser'])} loses {plural(ev['tokens'], 'token')}."
    if k == "shields_weapons":
        out = f"Shields {ev['shields']} against Weapons {ev['weapons']}"
        return out + (": the challenge ends with no winner." if ev["stopped"] else ": the challenge goes on.")
    if k == "arranged":
        return f"{n(ev['seat'])} has placed his tokens."
    if k == "game_over":
        return f"{' and '.join(n(x) for x in ev['winners'])} win" + ("s!" if len(ev["winners"]) == 1 else "!")
    return "Something happens."


def colour_letter(seat) -> str:
    return LETTERS[seat]
