"""Hitchhiker (classic Parasite): joins any side of any challenge, invited or not."""
from .base import Power


class Parasite(Power):
    key = "parasite"

    def may_ally_uninvited(self, s, seat):
        return True
