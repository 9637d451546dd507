"""KICKARDS faces: player and event cards, the shot table, the bonus table, the control bar, the time track.
Built from the generic pieces one folder up; only these modules know KICKARDS."""
