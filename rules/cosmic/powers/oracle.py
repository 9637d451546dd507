"""Prophet (classic Oracle): the opponent shows his challenge card first."""
from .base import Power


class Oracle(Power):
    key = "oracle"

    def plays_first_for(self, s, seat):
        return True
