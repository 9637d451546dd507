"""KICKARDS: the football card game for two (home = blue deck, away = red deck).

The rules page is shared/rules/kickards.md; the in-app reference is data/rules.md. game.py is the protocol
object (its docstring says where the other pieces are).

Glossary: the name on the rules pages (English, with the rulebook's Polish) -> the key in code.
- Phases: coach card choice at set-up = coach_pick, offensive phase = attack, defensive phase = defend,
  star generation = stars, game control bid = bid, coach card = coach, event card and its swap loop =
  event, bonus window = bonus, shot position roll = roll, settling the shot position (rerolls, +-1) =
  position, shot on goal = shoot, VAR after the event = var_event, VAR after a goal = var_goal, stoppage
  time (+5) = stoppage, penalty shootout = shootout; periods regular / extra time = "regular", "extra",
  shootout = "shootout".
- Pieces: team deck = decks, bench (ławka) = used, event deck = event_deck, coach card = coach, VAR token =
  var_token, VAR deck = var_deck, time track (Pasek Upływu Czasu) = field (FIELDS), control bar (Pasek
  Kontroli Gry) = control, tactic bar (Pasek Taktyki) = bar, stars = stars as [blue, red, green], the
  shooter / supports / defenders placed = shooter, supports, defenders; yellow and red cards = yellow, reds.
- Bonus table: swap the event = swap_event, lock the event (once
  called block) = block_event, draw 2 then discard 1 = draw2_discard1,
  draw 2 = draw2, reroll your k6 = reroll_own, +10% = plus10, +1 on the k6 = plus1, roll the k100 again =
  reroll_k100, make the attacker reroll = force_reroll, -10% = minus10, -1 on the k6 = minus1, halve the
  goal chance = halve. Control bar spaces: +-5% = pm5, draw 1 = draw1, +-1 = pm1, swap or lock =
  swap_or_block, +-10% = pm10, reroll = reroll.
- Special rows: Rebound! = twice, Brought down in the box! = penalty, Patience! = patience, Fifty-fifty
  ball! = gamble, Daredevil! = daredevil, Skied it! = miss, Dive! = booked.
- Options: Match = variant (Friendly = friendly, Two legs = two_leg, Final = final), Two-player action =
  two_player_action, Nationality bonus = nationality, Game control = game_control, Strict rulebook =
  strict_rulebook, Home team by lot = home_by_lot.
"""
from .game import Kickards

GAME = Kickards()

__all__ = ["GAME", "Kickards"]
