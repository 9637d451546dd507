"""Secondary challenges: a challenge inserted out of turn into the challenge in progress, which waits and then
goes on where it was (the Rebound's counterattack, the Raider's raid; later the Wild Warrior's challenge).

The API, for the powers (and Flares) that start one:
- `possible(s)`: whether one may start now. Secondary challenges never nest, and none starts inside a Rescue
  Mission (both keep the waiting challenge in `s.suspended`, which holds one).
- `begin(s, striker, target, planets, power)`: suspend the challenge in progress and start one in which
  `striker` is the offense and `target` the defense, aimed at one of `planets` (one planet: the cone is aimed
  there at once; several: the striker aims among them). Call it from a decision point of the waiting
  challenge (a power's `use`, a card); it returns the events. `power` (a power key) names who started it,
  for the log and the table.
- `running(s)`: the record of the secondary challenge in progress (a dict: "power", "striker", "target",
  "planets", "main" the waiting challenge's offense), or None.
A secondary challenge is of the same kind as the waiting one: in a capture challenge it is one too, so tokens
lost in it are imprisoned (seed 001: "Tokens lost in a secondary challenge -- Boomerang, Pirate, Wild
Warrior -- are imprisoned if the main challenge was a capture challenge"; "Destiny card for the main
challenge determines the type of the Boomerang challenge").

What it holds: the moment the cone is aimed ("aimed": the Seer, the Stalker), the launch, invitations and
allies, Escorts and Shields, every window, Kickers, cards, the resolution (a deal, consolation, defensive
rewards) and the losses, as in any challenge. What it does not: no destiny, no visit to the Warp, no prisoner
exchange (the exchange belongs to the challenge the cone was first aimed in), no second challenge.
Tokens already in the waiting challenge (the offense's token taken from the Warp straight into the cone)
wait off the board and come back to their place when it goes on. Once the secondary challenge is over, its
cards are discarded, its tokens still committed go home, a player who reached five bases wins, and the
waiting challenge goes on from the decision point that started it.
"""
from __future__ import annotations

from rules.core import event

from .cards import discard_played
from .content import WIN_BASES
from .prisoners import CHALLENGE_FIELDS
from .state import CONE, DEFENSE, aside, copy_json, external_bases, owner, tokens_at
from .tokens import move, return_home

# The secondary challenge's steps, after the cone is aimed (challenge.CHALLENGE_TASKS without the destiny,
# the Warp, the exchange and the clean-up of a turn's challenge).
TASKS = (("point", "aimed"), ("launch",), ("invite_off",), ("invite_def",), ("answers",), ("escorts",),
         ("shields",), ("point", "allies_done"), ("point", "before_cards"), ("kickers",), ("cards",),
         ("point", "cards_chosen"), ("reveal",), ("point", "revealed"), ("resolve",), ("point", "resolved"),
         ("compensate",), ("rewards",), ("point", "after_losses"), ("secondary_end",))


def running(s):
    """The secondary challenge in progress (its record), or None."""
    return s.flags.get("secondary")


def possible(s) -> bool:
    """Whether a secondary challenge may start now: none is running, nor a Rescue Mission, and the game goes on."""
    return s.suspended is None and s.winners is None and not s.flags.get("raid") and not s.flags.get("secondary")


def begin(s, striker: int, target: int, planets, power: str) -> list:
    """Suspend the challenge in progress and start a secondary one: `striker` against `target` on one of
    `planets` (see the module docstring)."""
    assert possible(s), "a secondary challenge cannot start now"
    planets = sorted(planets)
    capture = bool(s.flags.get("capture"))
    # Tokens already committed to the waiting challenge wait off the board (each at its owner's place there).
    parked = [[t, where] for t, where in enumerate(s.loc) if where in (CONE, DEFENSE)]
    events = []
    for t, where in parked:
        events += move(s, [t], aside(owner(t)), "waits")
    s.suspended = {name: copy_json(getattr(s, name)) for name in CHALLENGE_FIELDS}
    main = s.offense
    s.offense, s.defense, s.planet, s.colour = striker, None, None, None
    s.invited_off, s.invited_def, s.allies_off, s.allies_def = [], [], [], []
    s.answer_queue, s.answering, s.answer_side = [], None, None
    s.point_queue, s.point = [], None
    s.played, s.kicker, s.face_up, s.kicker_stage = [None, None], [None, None], [False, False], 0
    s.lost, s.rewards, s.deal, s.success = [], [], None, False
    record = {"power": power, "striker": striker, "target": target, "planets": planets, "main": main,
              "parked": parked}
    s.flags = {"secondary": record, "capture": capture}
    s.agenda = [list(t) for t in TASKS]
    s.phase = None
    s.challenges += 1          # a challenge of its own: its windows are new moments for the table
    events.append(event("secondary_started", seat=striker, target=target, power=power, main=main,
                        capture=capture))
    if len(planets) == 1:              # aimed at once (as challenge.set_target, with no destiny to differ from)
        s.planet, s.defense = planets[0], target
        events.append(event("cone_aimed", seat=striker, planet=planets[0], defender=target))
    else:
        s.agenda.insert(0, ["aim"])
    return events


def t_secondary_end(s, task):
    """The secondary challenge is over: its cards go, its tokens still committed go home, and the waiting
    challenge comes back where it was (a player who reached five bases wins at once)."""
    events = discard_played(s)
    for x in range(s.seats):
        events += return_home(s, tokens_at(s, x, CONE) + tokens_at(s, x, DEFENSE), "challenge over")
    record = s.flags["secondary"]
    for name, value in s.suspended.items():
        setattr(s, name, value)
    s.suspended = None
    s.phase = None
    for t, where in record["parked"]:
        if s.loc[t] == aside(owner(t)):
            events += move(s, [t], where, "back in the challenge")
    events.append(event("secondary_over", seat=record["striker"], main=record["main"], power=record["power"]))
    winners = [x for x in range(s.seats) if external_bases(s, x) >= WIN_BASES]
    if winners:
        s.winners, s.phase, s.agenda = winners, "over", []
        events.append(event("game_over", winners=winners))
    return events, False
