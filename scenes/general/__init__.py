"""The general table: plays any game of rules.GAMES through the protocol alone (the view as readable lines,
the log, every legal decision as a button), for a game that has no table of its own."""
