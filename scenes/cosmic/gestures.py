"""How Cosmic gestures become engine actions. Pure Python: no drawing, no pygame.

Every legal action is given the gestures that mean it (`gestures_of`): a drop of an item on a target, or a
click on an item. A gesture then means the one legal action that has it; a gesture two actions share (a
token an invited player could send to either side by a click) means nothing, and the player is told to
drag instead. Nothing here invents an action the engine did not offer.

Items (what the player grabs or clicks):
    ("pile", owner, place, skill)   one token of `owner` at `place` (a planet, WARP, CONE, DEFENSE or a
                                    Prison code), of that skill with Skill Tokens (None without)
    ("card", card)                  a card of the viewer's hand
    ("planet", p)                   a planet (a click aims the cone)
    ("system", seat)                a player's system or strip (a click invites him, names his system)
Targets (where an item is dropped):
    ("cone",) the offensive side; ("defense",) the defensive side; ("planet", p); ("slot", "card") and
    ("slot", "kicker") the viewer's face-down slots; ("table",) anywhere on the table (an edict or a
    Ruling without a target); ("system", seat) a player's system (an edict or a Ruling aimed at him).
"""
from __future__ import annotations

from rules.core import Action
from rules.core.i18n import Texts
from rules.cosmic.content import CARDS
from rules.cosmic.state import CONE, DEFENSE, PRISON, WARP

T = Texts("scenes.cosmic")

# Negotiation moves are made in the deal panel, not on the board.
DEAL_KINDS = ("deal_cards", "deal_base", "deal_prisoner", "deal_offer", "deal_pass", "accept", "reject",
              "time_up", "deal_give")
# Actions the table's clock makes, never a person (the deal's Time up).
CLOCK_KINDS = ("time_up",)
# "Carry on" moves that, when nothing else is legal, leave the player nothing to decide.
CONFIRMATIONS = ("launch_done", "invite_done", "ally_done", "escort_done", "raid_defend_done", "arrange_done")
# A pass in a window where the player has nothing to play (every player with cards is asked there).
WINDOW_PASSES = ("power_pass", "no_countermand")
# Button order: the "carry on" choices last, so a first choice is never pressed by a stray Enter.
LAST = ("power_pass", "no_kicker", "no_countermand", "decline", "no_regain", "launch_done", "invite_done",
        "ally_done", "escort_done", "raid_defend_done", "arrange_done", "swap_pass", "end_turn")


class Ctx:
    """What a gesture needs to know besides the legal list, all read from the viewer's view."""

    def __init__(self, viewer, view: dict, deaths_colour=None):
        self.viewer = viewer
        self.skills = bool(view.get("skills"))
        self.offense = view.get("offense")
        self.defense = view.get("defense")
        allies = view.get("allies") or {}
        self.pool = None                # where the viewer's own tokens in the challenge stand
        if viewer is not None:
            if viewer == self.offense or viewer in allies.get("offense", ()):
                self.pool = CONE
            elif viewer == self.defense or viewer in allies.get("defense", ()):
                self.pool = DEFENSE
        self.deaths_colour = deaths_colour      # whose prisoner the Fever sends to the Warp now
        played = view.get("played") or [None, None]
        # The viewer's own challenge card face down, when he is a main player (the Bluffer's claims start there).
        self.own_card = (played[0] if viewer is not None and viewer == self.offense else
                         played[1] if viewer is not None and viewer == self.defense else None)
        # Each action's gestures, worked out once: a rebuild of the inputs asks for them item by item (the drop
        # zones, the lit places, the hand), some 800 times at the end of a Cosmic animation.
        self.known: dict = {}


def side_target(pool):
    return ("cone",) if pool == CONE else ("defense",)


def gestures_of(a: Action, ctx: Ctx) -> list:
    """The gestures that mean `a`: ("drop", item, target) and ("click", item). (The list is shared: read it.)"""
    found = ctx.known.get(a)
    if found is None:
        found = ctx.known[a] = _gestures_of(a, ctx)
    return found


def _gestures_of(a: Action, ctx: Ctx) -> list:
    me = ctx.viewer
    k = a.kind
    skill = a.get("skill")
    if k == "launch":
        item = ("pile", me, a.planet, skill)
        return [("drop", item, ("cone",)), ("click", item)]
    if k == "ally":
        item = ("pile", me, a.planet, skill)
        return [("drop", item, side_target(CONE if a.side == "offense" else DEFENSE)), ("click", item)]
    if k == "escort":
        item = ("pile", me, a.planet, "E" if ctx.skills else None)
        return [("drop", item, side_target(ctx.pool)), ("click", item)]
    if k == "raid_defend":
        item = ("pile", me, a.planet, skill)
        return [("drop", item, ("defense",)), ("click", item)]
    if k == "arrange":
        return [("drop", ("pile", me, a.frm, skill), ("planet", a.to))]
    if k == "pick_power":
        return [("click", ("offer", a.power))]
    if k == "regain":
        item = ("pile", me, WARP, skill)
        return [("drop", item, ("cone",) if a.to == CONE else ("planet", a.to))]
    if k == "rescue":
        return [("drop", ("pile", me, PRISON - a.prison, skill), ("planet", a.to))]
    if k == "reward" and a.take == "token":
        return [("click", ("pile", me, WARP, skill))]
    if k == "lose":
        return [("click", ("pile", me, a.planet, skill))]
    if k == "execute":
        if ctx.deaths_colour is None:
            return []
        return [("click", ("pile", ctx.deaths_colour, PRISON - a.prison, skill))]
    if k == "aim":
        return [("click", ("planet", a.planet))]
    if k == "target":
        return [("click", ("planet", a.planet)), ("click", ("pile", a.defender, a.planet, None))]
    if k == "wild_colour":
        return [("click", ("system", a.colour))]
    if k == "invite":
        return [("click", ("system", a.seat))]
    if k in ("play", "kicker"):
        item = ("card", a.card)
        return [("drop", item, ("slot", "card" if k == "play" else "kicker")), ("click", item)]
    if k in ("edict", "ruling"):
        item = ("card", a.card)
        target = a.get("target")
        return [("drop", item, ("table",) if target is None else ("system", target)), ("click", item)]
    if k == "flare":
        # Onto the player it names, else onto the table (a click when that is the only way); a half with more
        # to choose (a planet, a skill, a count) is played by its buttons, which name each way.
        item = ("card", a.card)
        extra = {name for name, _ in a.params} - {"card", "half"}
        if extra == {"target"}:
            return [("drop", item, ("system", a.target))]
        return [("drop", item, ("table",)), ("click", item)] if not extra else []
    if k == "deal_give":
        return [("click", ("card", a.card))]
    if k == "deal_cards" and a.get("card", -1) >= 0:
        return [("click", ("card", a.card))]          # a card the proposer gives from his hand
    if k == "deal_base":
        return [("click", ("planet", a.planet))]
    if k == "power":
        return _power_gestures(a, ctx)
    return []


def _power_gestures(a: Action, ctx: Ctx) -> list:
    me = ctx.viewer
    skill = a.get("skill")
    if a.power == "amoeba" and a.get("add") is not None and ctx.pool is not None:
        return [("drop", ("pile", me, a.add, skill), side_target(ctx.pool))]
    if a.power == "assassin":
        return [("click", ("pile", ctx.defense, a.planet, skill))]
    if a.power == "bully":
        victim = ctx.defense if me == ctx.offense else ctx.offense
        return [("click", ("pile", victim, a.planet, skill))]
    return []


def _matches(gesture, legal, ctx) -> list:
    return [a for a in legal if gesture in gestures_of(a, ctx)]


def drop_action(item, target, legal, ctx: Ctx):
    """The one legal action a drop means, or None."""
    found = _matches(("drop", item, target), legal, ctx)
    return found[0] if len(found) == 1 else None


def click_action(item, legal, ctx: Ctx):
    """The one legal action a click on `item` means, or None (nothing, or a choice the click cannot make)."""
    found = _matches(("click", item), legal, ctx)
    return found[0] if len(found) == 1 else None


def click_choices(item, legal, ctx: Ctx) -> list:
    return _matches(("click", item), legal, ctx)


def draggable_items(legal, ctx: Ctx) -> set:
    """Items some drop would turn into a legal action now (they may be picked up)."""
    return {g[1] for a in legal for g in gestures_of(a, ctx) if g[0] == "drop"}


def clickable_items(legal, ctx: Ctx) -> set:
    return {g[1] for a in legal for g in gestures_of(a, ctx) if g[0] == "click"}


def targets_for(item, legal, ctx: Ctx) -> set:
    """Every target where `item` may be dropped now."""
    return {g[2] for a in legal for g in gestures_of(a, ctx) if g[0] == "drop" and g[1] == item}


def drop_targets(items, legal, ctx: Ctx) -> set:
    """Every target where one of `items` may be dropped now: `targets_for` of each, in one pass over the legal
    moves (item by item it was some 1,000 lookups at the end of a Cosmic set-up animation)."""
    return {g[2] for a in legal for g in gestures_of(a, ctx) if g[0] == "drop" and g[1] in items}


def has_gesture(a: Action, ctx: Ctx) -> bool:
    return bool(gestures_of(a, ctx))


def button_actions(legal, ctx: Ctx) -> list:
    """The legal actions that get a button beside the board: those no gesture on the board makes, except
    the negotiation's (made in the deal panel) and the clock's, and every Flare (a playtester holding a lit
    Flare found no button for it: its halves are rare moments worth naming). Carry-on choices come last."""
    out = [a for a in legal if a.kind not in DEAL_KINDS and (a.kind == "flare" or not has_gesture(a, ctx))]
    order = {k: i for i, k in enumerate(LAST)}
    return sorted(out, key=lambda a: (order.get(a.kind, -1), claim_rank(a, ctx)))


def claim_rank(action, ctx: Ctx) -> tuple:
    """The Bluffer's claims in the order a player reaches for them: the truth (what his card is), a
    compromise, then attacks from the highest down; the few buttons showed "Attack -8, -6" and hid the rest."""
    claim = action.get("claim") if action.kind == "power" else None
    if claim is None:
        return (0, 0)
    card = CARDS[ctx.own_card] if isinstance(ctx.own_card, int) and 0 <= ctx.own_card < len(CARDS) else None
    true = card is not None and (claim == card.get("value") if card["type"] == "attack" and claim != "compromise"
                                 else claim == "compromise" and card["type"] == "compromise")
    if true:
        return (0, 0)
    if claim == "compromise":
        return (1, 0)
    return (2, -claim)


def player_moves(legal) -> list:
    """Every legal action a person may choose (the clock's Time up is the table's, not a move)."""
    return [a for a in legal if a.kind not in CLOCK_KINDS]


# --- what a refused drop tried to do -----------------------------------------------------------------
def intended(item, target, phase, ctx: Ctx):
    """The action a drop most likely meant, so the engine can say why it is not allowed (None: no guess)."""
    if not item:
        return None
    if item[0] == "card":
        card = item[1]
        if target == ("slot", "card"):
            return Action("play", card=card)
        if target == ("slot", "kicker"):
            return Action("kicker", card=card)
        if target == ("table",):
            return Action("edict", card=card)
        if target and target[0] == "system":
            return Action("edict", card=card, target=target[1])
        return None
    if item[0] != "pile":
        return None
    _, owner, place, skill = item
    extra = {"skill": skill} if skill else {}
    if place == WARP:
        if target == ("cone",):
            return Action("regain", to=CONE, **extra)
        if target and target[0] == "planet":
            return Action("regain", to=target[1], **extra)
        return None
    if place >= 0:
        if target == ("cone",):
            if phase == "answers":
                return Action("ally", side="offense", planet=place, **extra)
            if phase == "escorts":
                return Action("escort", planet=place)
            return Action("launch", planet=place, **extra)
        if target == ("defense",):
            if phase == "raid_defend":
                return Action("raid_defend", planet=place, **extra)
            if phase == "escorts":
                return Action("escort", planet=place)
            return Action("ally", side="defense", planet=place, **extra)
        if target and target[0] == "planet":
            return Action("arrange", frm=place, to=target[1], **extra)
    return None


def refusal(item, target, ctx: Ctx, view: dict) -> str:
    """A reason of the table's own that comes before the engine's (wrong piece, wrong player), or ''."""
    if not item:
        return ""
    if item[0] == "pile" and item[1] != ctx.viewer and target is not None:
        return T("refusal.own_tokens")
    if item[0] == "card" and target == ("slot", "kicker") and view.get("phase") != "kickers":
        return T("refusal.kicker_phase")
    if item[0] == "card" and target == ("slot", "card") and view.get("phase") != "cards":
        return T("refusal.card_phase")
    return ""
