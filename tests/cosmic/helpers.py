"""Helpers for Cosmic rule tests: build a chosen situation and drive it with real actions."""
from rules.core import Action
from rules.cosmic import GAME
from rules.cosmic.challenge import advance, start_turn
from rules.cosmic.content import CARDS
from rules.cosmic.state import WARP, tokens_at


def card(kind="attack", value=None, mode=None, skip=0):
    """The id of a card of that kind (and value / Kicker mode)."""
    found = [i for i, c in enumerate(CARDS) if c["type"] == kind and (value is None or c.get("value") == value)
             and (mode is None or c.get("mode") == mode)]
    return found[skip]


ATT = {v: card("attack", v) for v in (1, 4, 5, 6, 7, 8, 10, 12, 15, 20, 40, 0, -8)}
COMP = card("compromise")


def fresh(seats=3, offense=0, destiny=1, hands=None, powers=None, seed=1, placed=None, **opts):
    """A game where `offense` starts a challenge and the next destiny card shows `destiny`.
    Hands default to one Attack 8 each (so nothing random is needed); `placed` ({token: place}) moves tokens
    before the turn starts."""
    if powers is not None:
        opts["powers"] = powers
    opts.setdefault("powers", "off")
    if seats == 2:
        opts["duel"] = True
    s = GAME.setup(seats, opts, seed)
    s.hands = [list(h) for h in hands] if hands else [[ATT[8]] for _ in range(seats)]
    for token, place in (placed or {}).items():
        s.loc[token] = place
    if destiny is not None:
        s.destiny.append(destiny)
    s.phase = None
    start_turn(s, offense)
    advance(s)
    return s


def do(s, who, kind, **params):
    return GAME.apply(s, who, Action(kind, **params))


def legal_kinds(s, seat):
    return {a.kind for a in GAME.legal_actions(s, seat)}


def launch(s, planet, n=1, done=True):
    for _ in range(n):
        do(s, s.offense, "launch", planet=planet)
    if done and s.phase == "launch":
        do(s, s.offense, "launch_done")


def no_invites(s):
    if s.phase == "invite_off":
        do(s, s.offense, "invite_done")
    if s.phase == "invite_def":
        do(s, s.defense, "invite_done")


def invites_done(s, who):
    """Press "done" if the inviting phase has not closed by itself (it does once everyone is invited)."""
    if s.phase in ("invite_off", "invite_def") and who in GAME.actors(s):
        do(s, who, "invite_done")


def play_cards(s, off_card, def_card):
    """Both main players play their cards: the events of the second one (the reveal and what follows)."""
    do(s, s.offense, "play", card=off_card)
    return do(s, s.defense, "play", card=def_card)


def with_allies(s, allies_off=(), allies_def=(), tokens=1):
    """The offense invites the seats in `allies_off`, the defense those in `allies_def`, and each joins its side
    with `tokens` tokens from its planet seat * 5: the sides are formed (the cards, or a window, come next)."""
    for seat in allies_off:
        do(s, s.offense, "invite", seat=seat)
    invites_done(s, s.offense)
    for seat in allies_def:
        do(s, s.defense, "invite", seat=seat)
    invites_done(s, s.defense)
    for side, seats in (("offense", allies_off), ("defense", allies_def)):
        for seat in seats:
            for _ in range(tokens):
                do(s, seat, "ally", side=side, planet=seat * 5)
            do(s, seat, "ally_done")


def to_the_cards(s, planet, n=1, allies_off=(), allies_def=(), launch_from=None, tokens=1):
    """The offense aims at `planet` and launches n tokens (from its planet offense * 5 unless `launch_from`); the
    allies join as in with_allies, else nobody is invited: the window before cards (or the cards) is next."""
    do(s, s.offense, "aim", planet=planet)
    launch(s, launch_from if launch_from is not None else s.offense * 5, n)
    if allies_off or allies_def:
        with_allies(s, allies_off, allies_def, tokens)
    else:
        no_invites(s)


def challenge(s, planet, off_card, def_card, n=1, launch_from=None, allies_off=(), allies_def=()):
    """to_the_cards, then both cards played: the events of the reveal (the window "revealed", or the outcome)."""
    to_the_cards(s, planet, n, allies_off, allies_def, launch_from)
    return play_cards(s, off_card, def_card)


def rescue_mission_with_a_defensive_ally(powers="off", placed=None):
    """With prisoners, red (Attack 4) plays a Rescue Mission on blue's Prison (blue: Attack 20) and raids it with two
    tokens from planet 1; blue adds no defender, yellow allies with blue from planet 11: the sides are formed."""
    raid = next(i for i, c in enumerate(CARDS) if c["type"] == "ruling" and c["key"] == "raid_on_entebbe")
    s = fresh(hands=[[raid, ATT[4]], [ATT[20]], [ATT[8]]], powers=powers, prisoners=True, destiny=2, placed=placed)
    do(s, 0, "ruling", card=raid, target=1)
    launch(s, 1, 2)
    do(s, 1, "raid_defend_done")
    invites_done(s, 0)
    do(s, 1, "invite", seat=2)
    invites_done(s, 1)
    do(s, 2, "ally", side="defense", planet=11)
    do(s, 2, "ally_done")
    return s


def warp_count(s, seat):
    return len(tokens_at(s, seat, WARP))


def pass_to(s, seat):
    """Everybody asked before `seat` in a window passes (when anybody may play a card there, every player
    holding cards is asked, so being asked tells nothing); returns who passed, in order."""
    passed = []
    while s.phase in ("power", "respond") and GAME.actors(s) != [seat]:
        who = GAME.actors(s)[0]
        do(s, who, "power_pass" if s.phase == "power" else "no_countermand")
        passed.append(who)
    return passed


def pay_all(s):
    """Every player asked to lose tokens loses them from his first base, one by one: {seat: tokens lost}."""
    paid = {}
    while s.phase == "pay":
        seat = GAME.actors(s)[0]
        lose = [a for a in GAME.legal_actions(s, seat) if a.kind == "lose"][0]
        do(s, seat, "lose", planet=lose.planet)
        paid[seat] = paid.get(seat, 0) + 1
    return paid


def moulds_stack_attacks():
    """Red holds the Mould (Fungus): its first challenge beats two blue tokens per stack token (four captives
    on two tokens of planet 5); its second challenge launches those two tokens at yellow's planet 10."""
    s = fresh(hands=[[ATT[20], ATT[4]], [ATT[4], ATT[20]], [ATT[1]]], powers=["fungus", None, None])
    challenge(s, 5, ATT[20], ATT[4], n=2)
    s.phase = None
    s.destiny.append(2)
    start_turn(s, 0)
    advance(s)
    do(s, 0, "aim", planet=10)
    launch(s, 5, 2)
    no_invites(s)
    return s


# The 27 powers of the first roster: tests whose game was written against the random deal of that roster
# exclude the later ones (`as_first_dealt`), so that the same seed still deals, shuffles and plays the same game.
FIRST_ROSTER = ("amoeba", "assassin", "bully", "calculator", "clone", "dictator", "diplomat", "filch", "fungus",
                "gambler", "healer", "loser", "macron", "mind", "mutant", "oracle", "pacifist", "parasite",
                "sorcerer", "trader", "vacuum", "virus", "void", "vulch", "warpish", "will", "zombie")


def as_first_dealt(options):
    """The options with every power added after the first roster excluded from the random deal."""
    from rules.cosmic.content import POWER_TEXTS
    later = sorted(k for k in POWER_TEXTS if k not in FIRST_ROSTER)
    return dict(options, exclude_powers=later) if later else dict(options)
