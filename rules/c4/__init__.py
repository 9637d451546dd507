"""C4 (ConCardia): 2-6 players, own decks, tokens and a pot. Rules page: shared/rules/c4.md;
in-app reference: data/rules.md. Exposes `GAME`.

Where things are, in import order (a module imports only modules above it):
- cards.py (the card pool and prebuilt decks from data/), decklists.py (checking a deck list),
  state.py (the state, clone, dump/load), tokens.py (token piles by origin).
- zones.py (draw with the Visa rule, flip, discard, remove), token_steps.py (the five token verbs),
  token_choice.py (which tokens move), windows.py (reaction windows and who is asked).
- effects.py (card effects step by step on the stack), flow.py (first player, turn, action costs, the end).
- texts.py (labels and log lines), view_lines.py (the readable view), highlights.py (replay moments),
  strategy.py (the computer's guide), game.py (the protocol object).

Glossary: the name on the rules page (data/rules.md) -> the key in code.
- Card kinds: Regular = "regular", Stay In Play = "stay", Reaction = "reaction" (CardDef.kind);
  When Flipped = CardDef.flipped; rock/paper/scissors symbol = CardDef.rps; collector number = number,
  set = set_code; a card's own extra cost ("Costs 1 extra token") = CardDef.cost.
- Zones: deck, hand, discard pile = discard, Stay In Play cards in front of a player = inplay, cards flipped
  in an attack not yet finished = revealed, tokens lying on a card = on_card; a card in an instance list is a
  number (cid), its card in cards.toml is keys[cid], its owner owner[cid].
- Tokens: a player's token pile = held[seat], the pot = pot; each pile counts tokens by the seat whose look
  they have (pile[o]); non-matching tokens = tokens.non_matching. Gain, lose, pay, give, take = the step ops
  "gain", "lose", "pay", "give", "take" (token_steps.py); choosing which tokens move = a window of type
  "tokens" answered by the action "tokens" (pick = counts by look).
- A turn: draw, "do stuff", "done" (End turn = action "done"); the extra-action cost ("Next action costs N")
  = flow.action_cost; first extra action free / cheaper / dearer = free_next, discount, tax; play passing the
  other way = direction -1; taking another turn = extra_turns.
- Reactions and the stack: a card being played and its effects = a frame on stack; a reaction window =
  frame["window"] of type "announce" (after a card is announced), "before" (a gain or loss about to
  happen), "after" (a gain of 3 or more); Deep Freeze's cancel/remove = react "icebox"; Hold Fast, Brace =
  "prevent_loss"; Cold Shoulder = "prevent_gain"; Keeping Up, Sour Grapes = "envy". Seats asked only when
  holding a fitting Reaction = option quick_reactions.
- Attacks: the attack = op "attack"; the flip = zones.flip ("card_flipped" events), the result =
  "attack_result"; the Visa rule (reshuffle the discard into a new deck) = zones.refill_deck, event
  "deck_reshuffled".
- Banks (Piggy Bank, Bedrock Savings) = passive kind "bank", cashing one in = action "cash".
- The end: the game ends at the end of a turn in which a player has no tokens (flow.end_turn); tie-breaks:
  most tokens, then most non-matching tokens, then the losers' vote = phase "vote", action "vote". The round
  guard = option round_limit (0 = off).
"""
from .game import C4

GAME = C4()

__all__ = ["GAME", "C4"]
