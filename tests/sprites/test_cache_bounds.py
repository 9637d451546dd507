"""Surface caches stay within their byte budget (memory once grew by megabytes per screen opened)."""
import pygame

from sprites.cache import SurfaceCache, surface_bytes


def test_a_cache_drops_the_least_recently_used_surfaces_beyond_its_byte_budget():
    cache = SurfaceCache(limit=1000, max_bytes=4 * 100 * 100 * 4)     # room for four 100x100 surfaces
    for i in range(10):
        cache.get(("big", i), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
        cache.get(("big", 0), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))   # kept in use
    assert len(cache) == 4
    assert cache.bytes == 4 * surface_bytes(pygame.Surface((100, 100), pygame.SRCALPHA))
    before = cache.misses
    cache.get(("big", 0), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
    assert cache.misses == before          # the one in use was never dropped


def test_one_surface_larger_than_the_budget_is_still_returned_and_kept_alone():
    cache = SurfaceCache(limit=10, max_bytes=100)
    surf = cache.get("huge", lambda: pygame.Surface((50, 50)))
    assert surf.get_size() == (50, 50) and len(cache) == 1
