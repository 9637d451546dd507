"""Plain words everywhere a person reads: every button label and log line of random games of all three games,
for every viewer. No internal ids ("plus10", "two_player", "draw2 discard1"), no "Player 2" or "planet 10"
where a name or a place is meant, no "card(s)", and no fallback text that means a kind has no words of its own.
"""
import re

import pytest

import rules
from rules.core import Rng

NAMES = ["Ann", "Bob", "Cyd", "Dee", "Eve", "Fay"]
# An id-looking word: snake_case, or letters glued to digits. The dice of KICKARDS (k6, k100) and a Kicker's
# multiplier (x2) are the games' own words.
ID_WORD = re.compile(r"\b(?:[A-Za-z]+_[A-Za-z_]+|[a-z]+\d+)\b")
GAME_WORDS = re.compile(r"^(?:k6|k100|x\d+)$")
ROUGH = (re.compile(r"\(s\)"), re.compile(r"\bPlayer \d"), re.compile(r"\bseat \d"),
         re.compile(r"\bplanet (?:0|[6-9]|\d\d)"),          # planets are called 1 to 5 in their system
         re.compile(r"\b(?:colour|claim|heal|victim|skill|choice|target|bonus|effect) (?:-?\d|[A-Z]\b)"),
         re.compile(r"(?<!and )\badd (?:-?\d|[A-Z]\b)"),      # (a row's "roll again and add 2" is a sentence)
         re.compile(r"\ba [AEIOaeio]"),                        # "an Escort", "an orange prisoner"
         re.compile(r"\w="))
FALLBACKS = ("Something happens.", "Go on")
# Events whose happening another log line already tells (one line per happening) or that the viewer may not
# learn about at all (a secret bid star): their line may be empty.
MAY_BE_SILENT = {
    "kickards": {"stars_spent", "var_drawn", "modifier_added", "token_gained", "token_used", "cards_benched",
                 "shot_table_replaced", "penalty_awarded", "rebound_ready", "two_shots_ready", "dice_rolled",
                 "no_shot", "event_resolved", "stars_created", "control_used", "turn_started", "star_committed",
                 "coach_offered", "players_drawn"},
    # a moment when powers and cards may be used (the table shows it); the consolation's cards, told to
    # their two players only (the consolation line says the rest); how many tokens the Unseen committed
    # invisibly, told to it alone (its power's public line says that it decided)
    "cosmic": {"window", "cards_taken", "invisible_committed"},
    "c4": set(),
}
SETUPS = {
    "kickards": [(2, {"variant": v, "two_player_action": True, "nationality": True, "game_control": gc})
                 for v, gc in (("friendly", True), ("final", True), ("two_leg", False), ("final", False)) * 3],
    "cosmic": [(3, {"kickers": "both", "skill_tokens": True, "prisoners": True}),
               (4, {"kickers": "multiply", "prisoners": True, "more_cards": True}),
               (5, {"kickers": "add", "skill_tokens": True}), (3, {"prisoners": True, "rescue_rule": True}),
               (6, {"kickers": "both", "skill_tokens": True, "prisoners": True, "more_cards": True})],
    "c4": [(2, {}), (3, {}), (4, {"hand_size": 5}), (6, {"round_limit": 20})] * 4,
}
MAX_STEPS = 2500


def problems(text):
    found = [w for w in ID_WORD.findall(text) if not GAME_WORDS.match(w)]
    found += [p.pattern for p in ROUGH if p.search(text)]
    if text in FALLBACKS:
        found.append("fallback text")
    return found


def bad(text, what):
    return f"{what}: {text!r} has {problems(text)}"


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_labels_and_log_lines_are_plain_words(game_id):
    game = rules.GAMES[game_id]
    silent = MAY_BE_SILENT[game_id]
    label_kinds, event_kinds = set(), set()
    for seed, (seats, options) in enumerate(SETUPS[game_id]):
        s = game.setup(seats, options, 100 + seed)
        rng = Rng(seed)
        names = NAMES[:seats]
        for _ in range(MAX_STEPS):
            actors = game.actors(s)
            if not actors:
                break
            seat = actors[rng.below(len(actors))]
            legal = game.legal_actions(s, seat)
            for a in legal:
                label = game.action_label(s, a, names)
                assert label and label != a.kind.replace("_", " ") and not problems(label), bad(label, a)
                label_kinds.add(a.kind)
            for ev in game.apply(s, seat, legal[rng.below(len(legal))]):
                event_kinds.add(ev["kind"])
                for viewer in [None] + list(range(seats)):
                    line = game.describe_event(ev, names, viewer)
                    assert line or ev["kind"] in silent, f"{ev['kind']} has no log line for seat {viewer}"
                    assert line != ev["kind"].replace("_", " ") and not problems(line), bad(line, ev)
    assert len(label_kinds) >= 4 and len(event_kinds) >= 20


def test_the_checker_catches_the_words_the_issue_names():
    for text in ("Ann buys plus10 for 2 red.", "Control bar (pm5)", "Buy draw2 discard1",
                 "Modifier +10% (two_player)", "Invite Player 2", "Aim at planet 10", "takes 3 card(s)",
                 "Use Brute (planet 5, skill E)", "Use Medic (heal 2)", "Buy bonus=plus10", "Move a Escort token"):
        assert problems(text), text
    for text in ("Ann rolls the k6: 4, shot position row 4.", "Play Kicker x2 face down", "Roll the k100",
                 "Launch a token from Blue planet 5", "Ann's planet 1", "Roll the k6 again and add 2: 6 or more"):
        assert not problems(text), text
