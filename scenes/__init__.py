"""One scene per screen. Scenes get the app object passed in; they never import `game`."""
