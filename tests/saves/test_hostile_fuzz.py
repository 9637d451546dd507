"""A seeded fuzz of the save reader (issue 10, "Done when"): hostile variants of real saves of every game
(bytes cut, flipped and inserted; values of the wrong type; floats and bools for whole numbers; names the
font cannot draw; unknown levels; actions reordered, dropped or repeated; snapshots edited) are listed,
loaded and, when they load, played on. The only exception allowed is SaveError naming the file and the
problem in plain words; no file is changed, created or removed; a save that loads can be played on."""
import json
import os
import random
import re

import pytest

import rules
from rules.ai import make_driver
from rules.core import Rng
from saves import SavedGame, SaveError, SaveStore

SEED = 20260510
VARIANTS_PER_GAME = 110
CLASS_NAME = re.compile(r"\b[A-Z][a-z]+(Error|Exception)\b|Traceback|\bAction\(")
HOSTILE_VALUES = [None, True, False, 0, -1, 1.5, 23.0, 10 ** 30, -(10 ** 30), "", "x" * 5000, "\u200b", "\x00",
                  "\ud800", "\u200c\u200d\ufeff", "nightmare", [], [[[[[[1]]]]]], {}, {"kind": 1}, [None] * 50]


def _real_save(game, seats, steps, seed, folder):
    """A real mid-game save of `game`: random legal moves, one seat a computer."""
    state = game.setup(seats, {}, seed)
    seat_list = [{"name": f"Gracz {i + 1} ł", "kind": "human", "level": "human"} for i in range(seats)]
    seat_list[-1] = {"name": "Bot", "kind": "ai", "level": "easy"}
    saved = SavedGame(game.id, game.resolve_options({}), seat_list, seed, name=f"Real {game.id}")
    rng = Rng(seed)
    for _ in range(steps):
        actors = game.actors(state)
        if not actors:
            break
        seat = actors[rng.below(len(actors))]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        game.apply(state, seat, action)
        saved.record(game, seat, action)
    path = SaveStore(folder, games=rules.GAMES).save(saved, state)
    data = path.read_bytes()
    path.unlink()
    return data


def _paths(doc, prefix=()):
    """Every place in a document, as key paths."""
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:40]):
            out += _paths(v, prefix + (i,))
    return out


def _set(doc, path, value):
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def _delete(doc, path):
    target = doc
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return doc


def _numbers(doc, prefix=()):
    """Places holding a whole number (where a float or a bool could be slipped in)."""
    return [p for p in _paths(doc, prefix) if _get(doc, p).__class__ is int]


def _get(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def _dump(doc, rnd):
    return json.dumps(doc, ensure_ascii=rnd.random() < 0.5).encode("utf-8", "surrogatepass")


def mutate(raw: bytes, rnd: random.Random) -> bytes:
    """One hostile variant of a real save's bytes."""
    doc = json.loads(raw)
    kind = rnd.randrange(12)
    if kind == 0:                                           # cut short
        return raw[:rnd.randrange(len(raw))]
    if kind == 1:                                           # bytes flipped
        data = bytearray(raw)
        for _ in range(rnd.randint(1, 8)):
            data[rnd.randrange(len(data))] = rnd.randrange(256)
        return bytes(data)
    if kind == 2:                                           # junk inserted
        at = rnd.randrange(len(raw))
        junk = rnd.choice([b"\x00", b"\xff\xfe", b"NaN", b"Infinity", b'"', b"{", b"]", b",", b"\\ud800"])
        return raw[:at] + junk + raw[at:]
    if kind == 3:                                           # any value replaced by a hostile one
        path = rnd.choice(_paths(doc)[1:])
        return _dump(_set(doc, path, rnd.choice(HOSTILE_VALUES)), rnd)
    if kind == 4:                                           # a key removed or added
        path = rnd.choice([p for p in _paths(doc)[1:] if isinstance(_get(doc, p[:-1]), dict)])
        if rnd.random() < 0.5:
            return _dump(_delete(doc, path), rnd)
        _get(doc, path[:-1])[rnd.choice(["self", "__class__", "", "kind", "extra"])] = rnd.choice(HOSTILE_VALUES)
        return _dump(doc, rnd)
    if kind == 5:                                           # a whole number becomes a float or a bool
        places = _numbers(doc)
        path = rnd.choice(places)
        value = _get(doc, path)
        return _dump(_set(doc, path, rnd.choice([float(value), bool(value % 2), str(value), value + 1])), rnd)
    if kind == 6:                                           # a parameter of one action
        if not doc["actions"]:
            return _dump(_set(doc, ("seed",), 1.5), rnd)
        item = rnd.choice(doc["actions"])
        keys = [k for k in item["action"] if k != "kind"] or ["kind"]
        item["action"][rnd.choice(keys)] = rnd.choice(HOSTILE_VALUES)
        return _dump(doc, rnd)
    if kind == 7:                                           # actions reordered, dropped or repeated
        actions = doc["actions"]
        how = rnd.randrange(4)
        if how == 0 and len(actions) > 1:
            i, j = rnd.randrange(len(actions)), rnd.randrange(len(actions))
            actions[i], actions[j] = actions[j], actions[i]
        elif how == 1 and actions:
            del actions[rnd.randrange(len(actions))]
        elif how == 2 and actions:
            actions.insert(rnd.randrange(len(actions)), rnd.choice(actions))
        else:
            doc["actions"] = actions * rnd.randint(2, 6)
        return _dump(doc, rnd)
    if kind == 8:                                           # a seat's name or level
        seat = rnd.choice(doc["seats"])
        if rnd.random() < 0.5:
            seat["name"] = rnd.choice(["\u200b", "\x00", "\ud800", "A\u200cB", " ", "x" * 101, "Zoë", 5])
        else:
            seat["kind"], seat["level"] = "ai", rnd.choice(["", "nightmare", "Hard", "human", "grandmaster", 3])
        return _dump(doc, rnd)
    if kind == 9:                                           # the snapshot edited
        places = [p for p in _paths(doc["snapshot"], ("snapshot",))[1:]]
        if places:
            path = rnd.choice(places)
            value = _get(doc, path)
            new = value + 1 if value.__class__ is int else rnd.choice(HOSTILE_VALUES)
            return _dump(_set(doc, path, new), rnd)
        return _dump(doc, rnd)
    if kind == 10:                                          # the seat an action is taken by
        if doc["actions"]:
            rnd.choice(doc["actions"])["seat"] = rnd.choice([0, 1, 2, -1, 99, 1.0, True, "0"])
        return _dump(doc, rnd)
    # kind 11: options, seed, format and version
    key = rnd.choice(["options", "seed", "version", "format", "game_id", "created", "updated", "name"])
    return _dump(_set(doc, (key,), rnd.choice(HOSTILE_VALUES + [{"unknown": 1}, 1, 3, "2026-13-45"])), rnd)


def _snapshot(folder):
    return {name: (os.stat(os.path.join(folder, name)).st_mtime_ns, open(os.path.join(folder, name), "rb").read())
            for name in os.listdir(folder)}


def _play_on(game, saved, state):
    """What opening the table does with a loaded game: drivers for computer seats, views, legal actions."""
    for seat in saved.seats:
        if seat["kind"] == "ai":
            make_driver(seat["level"], seed=1)
    for seat in list(range(len(saved.seats))) + [None]:
        json.dumps(game.view(state, seat))
    for seat in game.actors(state):
        legal = game.legal_actions(state, seat)
        assert legal
        clone = game.clone(state)
        game.apply(clone, seat, legal[0])
    game.progress(state)
    game.outcome(state)


@pytest.fixture(scope="module")
def real_saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("real")
    g = rules.GAMES
    out = {}
    if "kickards" in g:
        out["kickards"] = _real_save(g["kickards"], 2, 90, 11, folder)
    if "cosmic" in g:
        out["cosmic"] = _real_save(g["cosmic"], 4, 90, 12, folder)
    if "c4" in g:
        out["c4"] = _real_save(g["c4"], 3, 60, 13, folder)
    return out


def test_hostile_variants_of_real_saves_are_refused_cleanly(tmp_path, real_saves):
    assert set(real_saves) == set(rules.GAMES)
    rnd = random.Random(SEED)
    folder = tmp_path / "saves"
    folder.mkdir()
    store = SaveStore(folder, games=rules.GAMES)
    tried = refused = loaded = 0
    crashes = []
    for game_id, raw in sorted(real_saves.items()):
        game = rules.GAMES[game_id]
        for n in range(VARIANTS_PER_GAME):
            data = mutate(raw, rnd)
            path = folder / f"{game_id}-{n:03d}.json"
            path.write_bytes(data)
            before = _snapshot(folder)
            tried += 1
            try:
                info = store.info(path)
                try:
                    saved, state = store.load(path)
                except SaveError as exc:
                    refused += 1
                    message = str(exc)
                    assert message.startswith(f"{path.name}: ") and len(message) > len(path.name) + 6, message
                    assert not CLASS_NAME.search(message), message
                else:
                    loaded += 1
                    assert info.error is None, info.error    # what loads is never listed as broken
                    _play_on(game, saved, state)
                if info.error is not None:
                    assert info.error.startswith(f"{path.name}: ") and not CLASS_NAME.search(info.error)
            except Exception as exc:   # noqa: BLE001 (any other exception is the finding)
                crashes.append(f"{path.name}: {type(exc).__name__}: {exc}")
            assert _snapshot(folder) == before, f"{path.name}: a file in the save folder changed"
    before = _snapshot(folder)
    listed = store.list()
    store.latest()
    assert _snapshot(folder) == before
    assert len(listed) == tried
    assert not crashes, "\n".join(crashes[:20])
    assert tried >= 300 and refused > 0.8 * tried
    print(f"hostile variants: {tried}, refused: {refused}, loaded: {loaded}, crashes: {len(crashes)}")
