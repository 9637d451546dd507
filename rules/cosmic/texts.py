"""Words for the app: action labels, one log line per event kind, and reasons for refusals.

Every text comes from the Cosmic catalog (data/lang/en.toml and pl.toml) and the content's own fields (power,
edict and ruling names and texts in both languages, see content.py), said in the app's language when it is
asked for: nothing here is kept in the state or the events, so a log said again after the language changed
reads in the new one.

Places are said with their preposition ("from the Warp", "z Osnowy"; "to the cone", "do stożka") because
Polish picks the preposition and the case by the place. Players' names are never inflected: Polish lines put
them where the nominative fits ("Ala wygrywa", "Tura: Ala", "planeta 2 (Ala)").
"""
from __future__ import annotations

import re
from collections.abc import Mapping

from rules.core import visible_to
from rules.core.i18n import Joined, Texts

from .content import CARDS, COLOURS, LETTERS, POWER_TEXTS, TOKENS_PER_COLOUR, card_name
from .flares.base import flare_of
from .powers.base import power_of
from .state import ASIDE, CAPTIVE, CONE, DEFENSE, HELD, PRISON, REMOVED, WARP

T = Texts(__package__)


class CatalogWords(Mapping):
    """A fixed set of keys whose words come from the catalog in the current language (reads like a dict)."""

    def __init__(self, prefix: str, keys):
        self.prefix, self.keys_ = prefix, tuple(keys)

    def __getitem__(self, key):
        if key not in self.keys_:
            raise KeyError(key)
        return T(self.prefix + key)

    def __iter__(self):
        return iter(self.keys_)

    def __len__(self):
        return len(self.keys_)


PHASES = ("regain", "own_colour", "aim", "launch", "invite_off", "invite_def", "answers", "power", "kickers", "cards",
          "negotiate", "respond", "bully", "bluff", "wild", "raid_defend", "deaths", "swap", "arrange", "escorts",
          "pay", "deal_give", "rewards", "second", "choose_power", "power_ask", "amplify")
# What is being decided in each phase, for the status line and refusals.
PHASE_HELP = CatalogWords("phase.", PHASES)
SKILL_WORDS = CatalogWords("skill.", ("E", "L", "S", "W"))


def colour_name(seat):
    """The seat's colour as a player's label: 'Red' ('Czerwony'); 'Nobody' for no seat."""
    return T(f"seat.{COLOURS[seat]}") if seat is not None and 0 <= seat < len(COLOURS) else T("word.nobody")


def a_colour(colour):
    """A colour before "prisoner" in a sentence: 'a red', 'an orange' (Polish: 'czerwonego')."""
    return T(f"a_colour.{COLOURS[colour]}")


def planet_name(p, who=None, how: str = "nom"):
    """A place in words with its preposition (`how`: "nom" bare, "from", "to", "on"): 'Blue planet 2', with
    `who` (names a seat) "Ann's planet 2"; 'from the Warp', 'to Ann's Prison'."""
    if p == WARP:
        return T(f"place.warp.{how}")
    if p == CONE:
        return T(f"place.cone.{how}")
    if p == DEFENSE:
        return T(f"place.defense.{how}")
    if p == REMOVED:
        return T(f"place.removed.{how}")
    if p <= CAPTIVE:        # stuck to a token (a Mould's captive, a Leech's slave): that token's owner
        return T(f"place.held.{how}", owner=(who or colour_name)((CAPTIVE - p) // TOKENS_PER_COLOUR))
    if HELD >= p > HELD - 10:       # held by a power (the Tollkeeper's tolls): the holder
        return T(f"place.held_by.{how}", owner=(who or colour_name)(HELD - p))
    if ASIDE >= p > CAPTIVE:        # set aside by its owner's power (ghosts, a reserve)
        return T(f"place.aside.{how}", owner=(who or colour_name)(ASIDE - p))
    if p < 0:
        return T(f"place.prison.{how}", owner=(who or colour_name)(PRISON - p))
    if who is not None:
        return T(f"place.planet.{how}", owner=who(p // 5), num=p % 5 + 1)
    return T(f"place.colour_planet.{how}", owner=colour_name(p // 5), num=p % 5 + 1)


def power_name(key):
    return POWER_TEXTS[key]["name"] if key in POWER_TEXTS else T("word.a_power")


def classic_words(entry) -> str:
    """'classic: Virus': the classic game's name of a power, an edict or a ruling (an entry of POWER_TEXTS or
    CARDS), for a line of its own under our name."""
    return T("word.classic", name=entry["classic"])


def with_classic(entry) -> str:
    """'Swarm (classic: Virus)': our name with the classic one, wherever a power or a card is explained."""
    return T("word.with_classic", name=entry["name"], classic=entry["classic"])


def power_with_classic(key) -> str:
    return with_classic(POWER_TEXTS[key]) if key in POWER_TEXTS else power_name(key)


def recorded_power(name):
    """A power's English name as the history keeps it ("No power" without one), in the app's language with
    its classic name in brackets: 'Swarm (Virus)'."""
    if name == "No power":
        return T("word.no_power")
    found = next((p for p in POWER_TEXTS.values() if p["name_en"] == name), None)
    if found is None:
        return name
    return T("word.with_classic_short", name=found["name"], classic=found["classic"])   # a table's narrow column


def plural(n, word):
    """'1 token', '3 tokens' (Polish: '1 żeton', '2 żetony', '5 żetonów'); `word` is "token" or "card"."""
    return T(f"count.{word}", n=n)


def claim_words(claim):
    return T("word.claim_compromise") if claim == "compromise" else T("word.claim_attack", value=claim)


def _tok(a):
    """'a token', or 'a Weapon token' / 'an Escort token' with Skill Tokens."""
    skill = a.get("skill")
    return skill_token(skill) if skill else T("word.token")


def skill_token(skill):
    return T(f"word.skill_token.{skill}")


def names_and(seats, who):
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy' ('Ala i Olek')."""
    names = [who(x) for x in seats]
    if len(names) <= 1:
        return Joined(names, "")
    return T("word.and", first=Joined(names[:-1], ", "), last=names[-1])


def card_list(cards):
    return Joined([card_name(c) for c in cards], ", ")


class Say:
    """The pieces a power puts its own action into words with (Power.words)."""

    def __init__(self, who, place):
        self.who, self._place = who, place

    def __call__(self, key, **params):
        return T(f"power.{key}", **params)

    def place(self, p, how="nom"):
        return planet_name(p, self._place, how)

    token = staticmethod(lambda a: _tok(a))
    colour = staticmethod(lambda seat: colour_name(seat))
    card = staticmethod(lambda c: card_name(c))


class FlareSay(Say):
    """The pieces a Flare puts its own action into words with (Flare.words): its catalog is `flare.<...>`."""

    def __call__(self, key, **params):
        return T(f"flare.{key}", **params)


def flare_name(key, half):
    """'Wild Stalker' / 'Super Stalker' as a button names the half (Polish: 'Tropiciel (Dzika)')."""
    return T("word.flare_half", half=T(f"flare_half.{half}"), name=power_name(key))


def _flare_words(s, a, who, place=None):
    """What one play of a Flare half does, in words: the Flare says it (Flare.words), or the general wording."""
    key = CARDS[a.card]["key"]
    own = flare_of(key).words(s, a, FlareSay(who, place)) if flare_of(key) is not None else None
    if own is not None:
        return own
    if a.get("target") is not None:
        return T("flare.on", player=who(a.target))
    if a.get("claim") is not None:
        return T("flare.claim", claim=claim_words(a.claim))
    if a.get("planet") is not None:
        return T("flare.at", place=planet_name(a.planet, place, "on"))
    return T("flare.use")


def flare_button_words(s, a, names=None):
    """A Flare half's action in a button's few words: 'Wild Stalker: strike a token on Robin's planet 1'."""
    def who(x):
        return names[x] if names is not None and x is not None and 0 <= x < len(names) else colour_name(x)
    return T("action.flare_short", half=T(f"flare_half.{a.half}"), name=power_name(CARDS[a.card]["key"]),
             what=_flare_words(s, a, who, who if names is not None else None))


def _power_words(s, a, who, place=None):
    """What one use of a power does, in words (its parameters are planets, seats, colours, claims). A power
    may say it itself (Power.words); the older powers use the general wording below."""
    power = power_of(a.get("power"))
    own = power.words(s, a, Say(who, place)) if power is not None else None
    if own is not None:
        return own
    p = a.get("planet")
    if a.get("add") is not None:
        return T("power.add", token=_tok(a), place=planet_name(a.add, place, "from"))
    if a.get("withdraw"):
        return T("power.withdraw", token=_tok(a))
    if a.power == "assassin":
        return T("power.assassin", token=_tok(a), place=planet_name(p, place, "on"))
    if a.power == "bully":
        victim = s.flags.get("bully", [None])[0]
        return T("power.bully", victim=who(victim), token=_tok(a), place=planet_name(p, place, "from"))
    if a.get("colour") is not None:
        return T("power.colour", colour=colour_name(a.colour))
    if a.get("claim") is not None:
        return T("power.claim", claim=claim_words(a.claim))
    if a.get("heal") is not None:
        return T("power.heal", player=who(a.heal))
    if a.get("victim") is not None:
        return T("power.victim", player=who(a.victim))
    choice = a.get("choice")
    if choice == "swap":
        return T("power.swap_cards" if a.power == "sorcerer" else "power.swap_hands")
    if choice in ("level", "intervene", "upset"):
        return T(f"power.{choice}")
    return T("power.use")


def action_label(s, a, names=None):
    """A button label. `names` (the players' names by seat) replaces the colours where a player is meant."""
    def who(x):
        return names[x] if names is not None and x is not None and 0 <= x < len(names) else colour_name(x)
    place = who if names is not None else None

    def at(p, how):
        return planet_name(p, place, how)
    k = a.kind
    if k == "regain":
        return T("action.regain", token=_tok(a), to=at(a.to, "to"))
    if k == "target":
        return T("action.target", player=who(a.defender), place=at(a.planet, "on"))
    if k == "aim":
        return T("action.aim", place=at(a.planet, "at"))
    if k in ("launch", "lose"):
        return T(f"action.{k}", token=_tok(a), frm=at(a.planet, "from"))
    if k == "invite":
        return T("action.invite", player=who(a.seat))
    if k == "ally":
        return T(f"action.ally.{a.side}", token=_tok(a), frm=at(a.planet, "from"))
    if k == "power":
        return T("action.power", power=power_name(a.power), what=_power_words(s, a, who, place))
    if k == "pick_power":
        return T("action.pick_power", power=power_name(a.power))
    if k == "answer":       # an answer to a power's question (Power.answers): the power says it
        return T("action.answer", power=power_name(a.power), what=_power_words(s, a, who, place))
    if k in ("kicker", "play"):
        return T(f"action.{k}", card=card_name(a.card))
    if k == "deal_cards":
        kind = s.deal["kind"] if s.deal else "deal"
        return T("action.deal_add", item=item_text(["cards", a.giver, a.receiver, a.get("card", -1)], who, kind))
    if k == "deal_base":
        return T("action.deal_add", item=item_text(["base", a.receiver, a.planet], who))
    if k == "deal_prisoner":
        item = ["prisoner", a.giver, a.receiver, a.colour, a.get("skill") or ""]
        return T("action.deal_add", item=item_text(item, who))
    if k == "deal_give":
        receiver = s.deal["to_give"][0][1] if s.deal and s.deal.get("to_give") else None
        return T("action.deal_give", card=card_name(a.card), player=who(receiver))
    if k == "reward":
        return T("action.reward_card") if a.take == "card" else T("action.reward_token", token=_tok(a))
    if k == "flare":
        return T("action.flare", half=T(f"flare_half.{a.half}"), name=power_name(CARDS[a.card]["key"]),
                 what=_flare_words(s, a, who, place))
    if k in ("edict", "ruling"):
        target = a.get("target")
        if target is not None:
            return T("action.play_on", card=card_name(a.card), player=who(target))
        return T("action.play", card=card_name(a.card))
    if k == "arrange":
        return T("action.arrange", token=skill_token(a.skill), frm=at(a.frm, "from"), to=at(a.to, "to"))
    if k == "escort":
        return T("action.escort", frm=at(a.planet, "from"))
    if k == "execute":
        if s.flags.get("deaths"):
            colour = a_colour(s.flags["deaths"]["colours"][0])
            return T("action.execute_colour", colour=colour, prison=planet_name(PRISON - a.prison, who, "from"))
        return T("action.execute", prison=planet_name(PRISON - a.prison, who, "from"))
    if k == "rescue":
        return T("action.rescue", token=_tok(a), prison=planet_name(PRISON - a.prison, who, "from"),
                 to=at(a.to, "to"))
    if k == "raid_defend":
        return T("action.raid_defend", token=_tok(a), frm=at(a.planet, "from"))
    if k == "wild_colour":
        return T("action.wild_colour", player=who(a.colour))
    if k == "swap_offer":
        return T("action.swap_offer", player=who(a.to), give=a_colour(a.give), take=a_colour(a.take))
    if T.has(f"action.{k}"):
        return T(f"action.{k}")
    return T("action.other")


def item_text(item, who=colour_name, kind="deal"):
    """One term of a deal or exchange in words; `who` names a seat (colours unless names are known)."""
    if item[0] == "cards":
        card = item[3] if len(item) > 3 else -1
        if card >= 0:
            what = card_name(card)
        else:
            what = T("word.random_card") if kind == "exchange" else T("word.chosen_card")
        return T("item.cards", giver=who(item[1]), receiver=who(item[2]), what=what)
    if item[0] == "base":
        where = planet_name(item[2], None if who is colour_name else who, "on")
        return T("item.base", receiver=who(item[1]), place=where)
    if item[0] == "prisoner":
        colour = a_colour(item[3])
        if len(item) > 4 and item[4] in SKILL_WORDS:
            return T("item.prisoner_skill", giver=who(item[1]), receiver=who(item[2]), colour=colour,
                     skill=SKILL_WORDS[item[4]])
        return T("item.prisoner", giver=who(item[1]), receiver=who(item[2]), colour=colour)
    return T("item.other")


def why_illegal(s, seat, a):
    what = PHASE_HELP.get(s.phase) or T("phase.other")
    return T("why.not_now", what=what)


def game_over():
    return T("why.game_over")


def not_your_move(seat):
    return T("why.not_your_move", player=colour_name(seat))


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", str(text).lower()).strip("_")


def reason_words(reason):
    """Why something happened ("defeated", "launched"), in words; an unknown reason stays as it is."""
    key = f"reason.{_slug(reason)}"
    return T(key) if T.has(key) else reason


_DRAWS = re.compile(r"draws (\d+) cards?$")


def detail_words(detail, **params):
    """What a power did ("swaps hands"), in words; an unknown detail stays as it is. `params` fill the
    detail's places (a power_used event's `params`, and `target` named)."""
    drawn = _DRAWS.match(str(detail))
    if drawn:
        return T("detail.draws", n=int(drawn.group(1)))
    key = f"detail.{_slug(detail)}"
    return T(key, **params) if T.has(key) else detail


def _detail_params(ev, n) -> dict:
    """The places a power_used event's detail may fill: its `params`, and `target` as a player's name."""
    params = dict(ev.get("params") or {})
    if ev.get("target") is not None:
        params["target"] = n(ev["target"])
    return params


def describe_event(ev, names, seat=None):
    k = ev["kind"]
    if k == "window":
        return ""          # a moment when powers and cards may be used: the table shows it, the log does not
    n = (lambda x: names[x] if x is not None and 0 <= x < len(names) else T("word.nobody"))
    see = visible_to(ev, seat)

    def L(key, **params):
        return T(f"log.{key}", **params)

    def at(p, how):
        return planet_name(p, n, how)
    if k == "tokens_moved":
        return L("tokens_moved", owner=n(ev["owner"]), n=ev["count"], frm=at(ev["frm"], "from"),
                 to=at(ev["to"], "to"), reason=reason_words(ev["reason"]))
    if k == "destiny_flipped":
        if ev["colour"] is None:
            return L("destiny_wild")
        return L("destiny_capture" if ev.get("capture") else "destiny_flipped", colour=colour_name(ev["colour"]))
    if k == "powers_offered":
        if see:
            first, second = (power_name(x) for x in ev["powers"])
            return L("powers_offered_seen", player=n(ev["seat"]), first=first, second=second)
        return L("powers_offered", player=n(ev["seat"]))
    if k == "power_picked":
        return L("power_picked_seen", player=n(ev["seat"]), power=power_name(ev["power"])) if see else \
            L("power_picked", player=n(ev["seat"]))
    if k == "powers_revealed":
        return L("powers_revealed", list=Joined([f"{n(x)}: {power_name(key)}" for x, key in enumerate(ev["powers"])],
                                                  ", "))
    if k == "cone_aimed":
        key = "cone_lured" if ev.get("lured") else "cone_aimed"
        return L(key, player=n(ev["seat"]), place=at(ev["planet"], "at"), defender=n(ev["defender"]))
    if k == "decision_held":
        return L(f"decision_held.{ev['what']}_{ev['choice']}", player=n(ev["seat"]), by=n(ev["by"]))
    if k == "invisible_committed":
        if not see:
            return ""       # the power's public line has said it decided; how many is its secret
        if ev.get("skills"):
            kinds = Joined([T("log.skill_times", skill=SKILL_WORDS[k2], n=ev["skills"].count(k2))
                            for k2 in "ELSW" if k2 in ev["skills"]], ", ")
            return L("invisible_committed_skills", player=n(ev["seat"]), tokens=plural(ev["count"], "token"),
                     list=kinds)
        return L("invisible_committed", player=n(ev["seat"]), tokens=plural(ev["count"], "token"))
    if k == "invited":
        return L(f"invited.{ev['side']}", player=n(ev["seat"]), guest=n(ev["guest"]))
    if k == "ally_joined":
        return L(f"ally_joined.{ev['side']}", player=n(ev["seat"]), tokens=plural(ev["tokens"], "token"))
    if k == "kicker_played":
        if see:
            return L("kicker_played_seen", player=n(ev["seat"]), card=card_name(ev["card"]))
        return L("kicker_played", player=n(ev["seat"]))
    if k == "card_played":
        if ev.get("face_up"):
            return L("card_played_face_up", player=n(ev["seat"]), card=card_name(ev["card"]))
        if see:
            return L("card_played_seen", player=n(ev["seat"]), card=card_name(ev["card"]))
        return L("card_played", player=n(ev["seat"]))
    if k == "cards_revealed":
        cards = [card_name(c) if c is not None and c >= 0 else T("word.no_card") for c in ev["cards"]]
        kick = [card_name(c) for c in ev["kickers"] if c is not None]
        if kick:
            return L("revealed_kickers", offense=cards[0], defense=cards[1], kickers=Joined(kick, ", "))
        return L("revealed", offense=cards[0], defense=cards[1])
    if k == "totals":
        upset, lower = ev.get("upset"), ev.get("lower", ev.get("upset"))    # (an Inverter reverses the order)
        key = "totals_upset" if upset and lower else "totals_lower" if lower else \
            "totals_cancelled" if upset else "totals"
        return L(key, offense=ev["offense"], defense=ev["defense"], winner=n(ev["winner"]))
    if k == "base_established":
        if ev.get("already"):
            return L("base_reinforced", player=n(ev["seats"][0]), place=at(ev["planet"], "on"))
        return L("base_established", n=len(ev["seats"]), players=names_and(ev["seats"], n),
                 place=at(ev["planet"], "on"))
    if k == "consolation":
        return L("consolation", player=n(ev["seat"]), cards=plural(ev["cards"], "card"), frm=n(ev["frm"]))
    if k == "cards_taken" and ev.get("reason") == "consolation":
        # The consolation line has said who takes how many from whom; the two players read which cards.
        return L("consolation_cards", list=card_list(ev["cards"])) if see else ""
    if k in ("cards_drawn", "cards_taken"):
        who = n(ev.get("seat", ev.get("to")))
        params = dict(player=who, cards=plural(ev["count"], "card"), reason=reason_words(ev["reason"]))
        if k == "cards_taken":
            params["frm"] = n(ev["frm"])
        if see:
            return L(f"{k}_seen", list=card_list(ev["cards"]), **params)
        return L(k, **params)
    if k == "cards_given":
        if see:
            return L("cards_given_seen", giver=n(ev["frm"]), receiver=n(ev["to"]), list=card_list(ev["cards"]))
        return L("cards_given", giver=n(ev["frm"]), receiver=n(ev["to"]), cards=plural(ev["count"], "card"))
    if k == "cards_discarded":
        return L("cards_discarded", list=card_list(ev["cards"]))
    if k == "negotiation_started":
        return L(f"negotiation_started.{ev['what']}", players=names_and(ev["parties"], n))
    if k == "deal_item":
        return L("deal_item", player=n(ev["seat"]), item=item_text(ev["item"], n, ev.get("what", "deal")))
    if k == "deal_offered":
        items = [item_text(i, n, ev["what"]) for i in ev["draft"]]
        if not items:
            return L("deal_offered_nothing", player=n(ev["seat"]))
        return L("deal_offered", player=n(ev["seat"]), items=Joined(items, "; "))
    if k == "exchange_ended":
        return L("exchange_traded" if ev["traded"] else "exchange_ended")
    if k == "deal_failed":
        return L("deal_failed", reason=reason_words(ev["reason"]))
    if k == "tokens_from_warp":
        return L("tokens_from_warp", player=n(ev["seat"]), tokens=plural(ev["count"], "token"))
    if k == "power_used":
        detail = (T("detail.claims", claim=claim_words(ev["claim"])) if ev.get("claim") is not None
                  else T("detail.destiny_colour_chosen", colour=colour_name(ev["colour"]))
                  if ev.get("power") == "dictator" and ev.get("colour") is not None   # (the colour chosen)
                  else detail_words(ev["detail"], **_detail_params(ev, n)))
        return L("power_used", player=n(ev["seat"]), power=power_name(ev["power"]), detail=detail)
    if k == "edict_cancelled" and CARDS[ev["cancelled"]]["type"] == "flare":
        return L("flare_cancelled", player=n(ev["seat"]))
    if k == "flare_played":
        half = T(f"flare_half.{ev['half']}")
        if ev.get("target") is not None:
            return L("flare_played_on", player=n(ev["seat"]), card=card_name(ev["card"]), half=half,
                     target=n(ev["target"]))
        return L("flare_played", player=n(ev["seat"]), card=card_name(ev["card"]), half=half)
    if k == "flare_used":          # what a Flare half did: its own detail words
        detail = (T("detail.claims", claim=claim_words(ev["claim"])) if ev.get("claim") is not None
                  else detail_words(ev["detail"], **_detail_params(ev, n)))
        return L("flare_used", player=n(ev["seat"]), flare=flare_name(ev["flare"], ev["half"]), detail=detail)
    if k == "flares_in_deck":
        return L("flares_in_deck", list=Joined([power_name(key) for key in ev["flares"]], ", "))
    if k == "flare_kept":
        return L("flare_kept", player=n(ev["seat"]), card=card_name(ev["card"]))
    if k == "power_answered":       # a player's answer to a power's question (Power.answers)
        return L("power_answered", player=n(ev["seat"]), power=power_name(ev["power"]),
                 detail=detail_words(ev["detail"], **_detail_params(ev, n)))
    if k == "card_kept":
        if see:
            return L("card_kept_seen", player=n(ev["seat"]), card=card_name(ev["card"]))
        return L("card_kept", player=n(ev["seat"]))
    if k == "hand_received":
        if not see:
            return L("hand_received", player=n(ev["seat"]), frm=n(ev["frm"]), cards=plural(ev["count"], "card"))
        if not ev["cards"]:
            return L("hand_received_empty", player=n(ev["seat"]), frm=n(ev["frm"]))
        return L("hand_received_seen", player=n(ev["seat"]), frm=n(ev["frm"]), list=card_list(ev["cards"]))
    if k == "challenge_ended":
        return L("challenge_success" if ev.get("success") else "challenge_ended", player=n(ev["seat"]))
    if k == "power_seen":
        if see:
            return L("power_seen_cards", player=n(ev["seat"]), target=n(ev["target"]), list=card_list(ev["cards"]))
        return L("power_seen", player=n(ev["seat"]), target=n(ev["target"]))
    if k in ("edict_played", "ruling_played"):
        if ev.get("target") is not None:
            return L("card_on", player=n(ev["seat"]), card=card_name(ev["card"]), target=n(ev["target"]))
        return L("card", player=n(ev["seat"]), card=card_name(ev["card"]))
    if k == "power_zapped":
        return L("power_zapped", player=n(ev["target"]))
    if k == "capture_changed":
        return L("capture_on" if ev["capture"] else "capture_off")
    if k == "swap_offered":
        return L("swap_offered", player=n(ev["seat"]), to=n(ev["to"]), give=a_colour(ev["give"]),
                 take=a_colour(ev["take"]))
    if k == "secondary_started":
        return L("secondary_started", player=n(ev["seat"]), target=n(ev["target"]), main=n(ev["main"]))
    if k == "secondary_over":
        return L("secondary_over", main=n(ev["main"]))
    if k == "destiny_named":
        return L("destiny_named", player=n(ev["seat"]), owner=n(ev["colour"]))    # a system by its player's name
    if k == "bluff_believed":
        return L("bluff_believed", player=n(ev["seat"]), claim=claim_words(ev["claim"]))
    if k == "bluff_doubted":
        return L("bluff_true" if ev["honest"] else "bluff_lie", player=n(ev["seat"]), loser=n(ev["loser"]),
                 tokens=plural(ev["tokens"], "token"))
    if k == "shields_weapons":
        return L("shields_stop" if ev["stopped"] else "shields_go", shields=ev["shields"], weapons=ev["weapons"])
    if k == "game_over":
        return L("game_over", n=len(ev["winners"]), players=names_and(ev["winners"], n))
    if k == "challenge_started":
        return L("challenge_started", player=n(ev["seat"]), number=ev["number"])
    if k == "blighted" and ev.get("tokens", 3) != 3:       # an Amplifier changed the Blight
        return L("blighted_tokens", player=n(ev["seat"]), tokens=plural(ev["tokens"], "token"))
    if k == "alliances_cancelled" and len(ev.get("sides", "ab")) == 1:    # an Amplifier's one-sided Barrier
        return L(f"alliances_cancelled_{ev['sides'][0]}")
    if k == "kicker_declined" and ev.get("again"):
        return L("kicker_declined_again", player=n(ev["seat"]))
    if T.has(f"log.{k}"):
        return L(k, player=n(ev.get("seat")))
    return L("other")


def colour_letter(seat) -> str:
    return LETTERS[seat]
