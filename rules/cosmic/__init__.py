"""Cosmic: classic Cosmic Encounter rules with Kickers, Skill Tokens and Prisoners (shared/rules/cosmic.md).
Exposes `GAME`. The in-app rules page is data/rules.md (in Polish data/rules.pl.md).

Where things are, in import order (a module imports only modules above it):
- content.py (cards, and powers' names and texts, from data/), state.py (the state; token and base queries).
- powers/base.py: the hook interface every power implements, and `power_of`.
- roles.py: who is who (opponent, side, turn order) and whose power works; agenda.py: answering a task.
- kickers.py (Kicker arithmetic), cards.py (draws, discards, new hands), tokens.py (moves and losses).
- powers/: one class per power; powers/roster.py: all of them by key.
- edicts.py, skills.py, negotiation.py (deals, the Envoy's deal, the prisoner exchange),
  prisoners.py (capture challenges, Rescue Mission), rulings.py.
- challenge.py: the challenge sequence as an agenda of tasks; totals, resolution, consolation, cleanup.
- actions.py: who acts, legal actions per phase, and carrying actions out.
- texts.py (every label and log line), view_lines.py (the readable view), strategy.py (the computer's guide);
  their words are in data/lang/en.toml and pl.toml (the Polish terms: the glossary at the top of pl.toml).
- dealing.py: dealing the powers at set-up (Random, Beginner, chosen by hand; exclusions; conflicting pairs).
- game.py: the protocol object (setup, options, view, sample_hidden, dump/load/clone).

Glossary: the name on the rules pages (data/rules.md; shared/rules/cosmic.md uses the classic names, which
are the keys) -> the key in code.
- Powers: Gel = amoeba, Stalker = assassin, Brute = bully, Leveller = calculator, Mirror = clone,
  Overseer = dictator, Envoy = diplomat, Pickpocket = filch, Mould = fungus, Bluffer = gambler,
  Medic = healer, Underdog = loser, Titan = macron, Seer = mind, Grower = mutant, Prophet = oracle,
  Dove = pacifist, Hitchhiker = parasite, Trickster = sorcerer, Swapper = trader, Drain = vacuum,
  Swarm = virus, Abyss = void, Scavenger = vulch, Warp Eater = warpish, Wanderer = will, Undying = zombie.
  Contrarian = negator (its held decisions: held.py), Haunt = phantom, Charmer = siren, Unseen = wraith.
- Edicts: Blackout = cosmic_zap, Warp Gate = mobius_tubes, Blight = plague, Barrier = force_field,
  Calm = emotion_control, Veto = quash, Static Cloud = ionic_gas, Countermand = card_zap.
- Prisoner Rulings: Clemency = general_amnesty, Breakout = jailbreak, Trade Day = prisoner_swap,
  Round-up = take_prisoners, No Quarter = victory_or_death, Strike Team = commando_raid,
  Rescue Mission = raid_on_entebbe (task "raid_defend"/"raid_end", flag "raid"), Fever = prison_deaths
  (task "deaths"); Trade Day runs as task "swap".
- Steps of a challenge (task, and phase while it waits): Warp = regain (the Rescue rule: action rescue),
  Destiny = flip, then settle (phase own_colour; a Wild Capture card: phase wild), Aim = aim, prisoner
  exchange = exchange (a negotiation of kind "exchange"), Launch = launch, Alliances = invite_off,
  invite_def, answers, Escorts = escorts, Shields and Weapons = shields, Kickers = kickers, Cards = cards,
  Reveal = reveal, resolve = resolve, consolation = compensate, defensive allies' rewards = rewards,
  second challenge = second; the set-up moves of Skill Tokens = arrange.
- Other decisions: a window (the moments edicts, rulings and powers are offered) = point (phase power, names
  in powers/base.py POINTS; its moment told publicly by the event "window", challenge.window_seats; the
  table's claims read actions.open_window); answering an edict with a Countermand = respond; a deal = negotiate, then
  deal_exec (phase deal_give while a party picks "a card of his choice"); losing tokens of one's choice
  (failed deal, Blight, Bluffer, Drain) = pay; the Brute picking losses = bully; believing or doubting the
  Bluffer = bluff.
- Places: the cone = CONE; beside the planet (defensive allies, the defender's Escorts) = DEFENSE; out of
  the game (Abyss) = REMOVED; stuck to a Mould token = CAPTIVE - token; a Prison = prison(seat); set aside
  by its owner's power (the Haunt's ghosts, the Unseen's reserve) = aside(seat).
- Options: Kickers = kickers, More cards = more_cards, Duel = duel, Prisoners = prisoners, Wild capture
  card = wild_capture, Rescue rule = rescue_rule, Skill Tokens = skill_tokens; skills Escort, Leader,
  Shield, Weapon = "E", "L", "S", "W".
"""
from .game import GAME, Cosmic

__all__ = ["GAME", "Cosmic"]
