"""The table kit: what every game's table shares, so each table holds only what is its own.

What belongs where:
- A game's table (scenes/<game>/) = its layout + its pieces (sprites/<game>/) + its gestures (which piece
  may be dragged where, as drop targets that name legal actions) + an animation for each of its events.
- Everything else is the kit's, here:
    scene.py      TableScene, the parts below put together; the hooks a table fills in
    session.py    the game in progress: engine state, seats, autosave, computer searches off the UI thread
    playback.py   engine events shown one at a time with their animations; skip ends them, never loses them
    seating.py    who is drawn and who decides; the hot-seat curtain only before private decisions (cards kept
                  closed until their owner opens them, where the game offers moves needing no look)
    claims.py     optional windows claimed, not polled: the public bar, its pause and Go on, the passes of
                  those who did not claim, a claimer's visit; alone, stops only where he could act
    guards.py     input not meant for the decision it would make (a hand-over, a double click) refused
    curtain.py    the "Pass to <name>" screen (draws nothing of the table under it), and behind it the
                  "nothing to use" screen of a claimer the window never asked
    computer.py   computer moves paced in game time so a person can follow them
    gestures.py   drags and drops mapped onto exactly one legal action; refusals in the engine's words
    moves.py      the Moves list: every legal action, keyboard reachable
    log.py        the per-viewer log panel
    full_log.py   the whole log over the table (L), for what the panel's few lines cannot hold
    hover.py      zoomed pictures placed beside what the pointer is over
    history.py    the events of a loaded game, replayed from its seed and actions
    undo.py       taking back one's own last decisions while that reveals nothing and wrongs nobody
    suggest.py    the Suggest button: the normal level's move for the player to move, and why
    record.py     a finished game joins the history of played games, once
    replay.py     the replay viewer: a recorded game on its own table, forward, back and by moments
    timeline.py   a recorded game as positions 0..n (checkpoints for quick jumps); no drawing
    moments.py    the replay's list of moments that matter (goals, challenges, turns)
Screens (pause, rules, results, the curtain) are opened through scenes.navigation.
"""
