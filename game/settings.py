"""Player settings: a small JSON file under the platform's config folder.

A missing, corrupt, hostile or hand-edited file never stops the app: only a plain file of bounded size
is read (a pipe or a link to a device is not opened), every parse error is caught, unreadable values fall
back to defaults and the problem is reported in `Settings.problem`, which the title screen shows once.
"""
from __future__ import annotations

import json
import locale
import os
import stat
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import ClassVar

import platformdirs

from rules.core.i18n import LANGUAGES, Texts
from saves.names import clean_name, is_utf8_text

T = Texts("game")

DEFAULT_NAMES = ["Alex", "Robin", "Sam", "Jordan", "Kim", "Noor"]
MAX_NAME = 20
MAX_SETTINGS_BYTES = 64 * 1024        # a real settings file is well under 4 KB
MIN_WINDOW, MAX_WINDOW = (320, 240), (7680, 4320)
SEAT_KINDS = ("human", "ai")
MAX_REMEMBERED_SEATS = 8
MAX_REMEMBERED_OPTIONS = 32


def default_config_dir() -> Path:
    return Path(platformdirs.user_config_dir("tabletop", appauthor=False))


def system_language(environ=None) -> str:
    """The app language a first start should use: Polish on a Polish system, else English. The locale
    variables are read in the order the C library reads them (LANGUAGE's first entry, LC_ALL, LC_MESSAGES,
    LANG), then the process locale (which is all Windows and macOS give)."""
    environ = os.environ if environ is None else environ
    wanted = [environ.get("LANGUAGE", "").split(":")[0], environ.get("LC_ALL", ""), environ.get("LC_MESSAGES", ""),
              environ.get("LANG", "")]
    for value in wanted:
        if value and value not in ("C", "POSIX") and not value.startswith(("C.", "POSIX.")):
            return _language_of(value)
    try:
        value = locale.getlocale()[0] or ""
    except (ValueError, TypeError):
        value = ""
    return _language_of(value)


def _language_of(locale_name: str) -> str:
    code = locale_name.replace("-", "_").split("_")[0].split(".")[0].lower()
    if code in ("polish",):            # Windows names its locales in words ("Polish_Poland")
        code = "pl"
    return code if code in LANGUAGES else "en"


WAIT_FOR_GO_ON = -1.0               # window_wait: optional windows wait for "Go on" (scenes/table/claims.py)


@dataclass
class Settings:
    SOLO_WINDOWS: ClassVar[tuple] = ("every", "involved")    # the choices of solo_windows
    window_size: list = field(default_factory=lambda: [1280, 720])
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    confirm_forced: bool = False     # False: a move with nothing to decide is made for the player
    deal_clock: bool = True          # Cosmic's deal clock for one person playing computers (switched at the table)
    # An optional window (a power, an edict, a Reaction) goes on by itself after this many seconds unless someone
    # claims it; -1 waits for "Go on" (scenes/table/claims.py).
    window_wait: float = 2.0
    # One person against computers: stop at "every" window where he could act, or only where he is "involved"
    # (a main player or an ally of the challenge, or his power may act then).
    solo_windows: str = "involved"
    player_names: list = field(default_factory=lambda: list(DEFAULT_NAMES))
    # The last game set up on the New game screen, and each game's last seats and options:
    # {"last": "cosmic", "games": {"cosmic": {"seats": [{"name", "kind", "level"}], "options": {...}}}}
    new_game: dict = field(default_factory=lambda: {"last": "", "games": {}})
    language: str = "en"             # "en" or "pl"; a first start takes the system's (see `load`)
    problem: str | None = field(default=None, compare=False)
    path: Path | None = field(default=None, compare=False)

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        path = Path(path) if path else default_config_dir() / "settings.json"
        s = cls(path=path, language=system_language())
        try:
            data = read_settings_file(path)
        except FileNotFoundError:
            return s
        except ValueError as exc:
            s.problem = T("settings.unreadable", file=path.name, reason=exc.args[0] if exc.args else str(exc))
            return s
        bad = s._take(data)
        if bad:
            s.problem = T("settings.bad_values", file=path.name, names=", ".join(bad))
        return s

    def _take(self, data: dict) -> list:
        """Copy the valid values from `data`; return the names of the invalid ones."""
        bad = []
        size = data.get("window_size", self.window_size)
        if (isinstance(size, list) and len(size) == 2 and all(_is_int(v) for v in size)
                and all(lo <= v <= 10000 for v, lo in zip(size, MIN_WINDOW))):
            self.window_size = clamp_window(size)
        else:
            bad.append("window_size")
        for name, typ in (("fullscreen", bool), ("sound", bool), ("confirm_forced", bool), ("deal_clock", bool)):
            value = data.get(name, getattr(self, name))
            if isinstance(value, typ):
                setattr(self, name, value)
            else:
                bad.append(name)
        wait = data.get("window_wait", self.window_wait)
        if isinstance(wait, (int, float)) and not isinstance(wait, bool) and (wait == WAIT_FOR_GO_ON or 0 <= wait <= 5):
            self.window_wait = float(wait)
        else:
            bad.append("window_wait")
        stops = data.get("solo_windows", self.solo_windows)
        if stops in self.SOLO_WINDOWS:
            self.solo_windows = stops
        else:
            bad.append("solo_windows")
        speed = data.get("animation_speed", self.animation_speed)
        if isinstance(speed, (int, float)) and not isinstance(speed, bool) and 0 <= speed <= 5:
            self.animation_speed = float(speed)
        else:
            bad.append("animation_speed")
        names = data.get("player_names", self.player_names)
        if isinstance(names, list) and len(names) <= 64 and all(isinstance(n, str) for n in names):
            clean = [clean_name(n, MAX_NAME) for n in names][:len(DEFAULT_NAMES)]
            if any(not c and n.strip() for c, n in zip(clean, names)):
                bad.append("player_names")      # a name of control or invisible characters only
            self.player_names = [n or DEFAULT_NAMES[i] for i, n in enumerate(clean)]
            self.player_names += DEFAULT_NAMES[len(self.player_names):]
        else:
            bad.append("player_names")
        language = data.get("language", self.language)
        if language in LANGUAGES:
            self.language = language
        else:
            bad.append("language")
        if "new_game" in data:
            remembered = _checked_new_game(data["new_game"])
            if remembered is None:
                bad.append("new_game")
            else:
                self.new_game = remembered
        return bad

    # --- the New game screen's memory -------------------------------------------------------------
    def remembered_setup(self, game_id: str):
        """(seats, options) last started for `game_id`, or None. Checked for shape only: the game still
        decides whether the options fit (see scenes/new_game.py)."""
        entry = self.new_game.get("games", {}).get(game_id)
        if not entry:
            return None
        return [dict(s) for s in entry["seats"]], dict(entry["options"])

    def remember_setup(self, game_id: str, seats: list, options: dict) -> None:
        entry = _checked_new_game({"last": game_id, "games": {game_id: {
            "seats": [{"name": s["name"], "kind": s["kind"], "level": s.get("level", "")} for s in seats],
            "options": dict(options)}}})
        if entry is None:
            return
        games = dict(self.new_game.get("games", {}))
        games[game_id] = entry["games"][game_id]
        self.new_game = {"last": game_id, "games": games}

    def to_json(self) -> dict:
        out = asdict(self)
        out.pop("problem")
        out.pop("path")
        return out

    def save(self) -> str | None:
        """Write atomically; return an error text for the player instead of raising."""
        from saves.atomic import write_atomically
        path = self.path or default_config_dir() / "settings.json"
        try:
            data = json.dumps(self.to_json(), indent=2, ensure_ascii=False, allow_nan=False).encode("utf-8")
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, data)
        except (OSError, ValueError, TypeError) as exc:
            return T("settings.not_saved", path=str(path), reason=str(getattr(exc, "strerror", None) or exc))
        return None


def read_settings_file(path: Path) -> dict:
    """The settings object of `path`. FileNotFoundError when there is none; ValueError (in plain words)
    for anything that is not a small plain file holding one JSON object."""
    try:
        info = os.stat(path)                   # follows a link: a link to a device is a device
    except FileNotFoundError:
        raise
    except (OSError, ValueError) as exc:
        raise ValueError(T("settings.why.cannot_open", reason=_os_reason(exc))) from None
    if not stat.S_ISREG(info.st_mode):
        raise ValueError(T("settings.why.not_plain"))
    if info.st_size > MAX_SETTINGS_BYTES:
        raise ValueError(T("settings.why.too_large", kb=MAX_SETTINGS_BYTES // 1024))
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_SETTINGS_BYTES + 1)
    except OSError as exc:
        raise ValueError(T("settings.why.cannot_read", reason=_os_reason(exc))) from None
    if len(raw) > MAX_SETTINGS_BYTES:
        raise ValueError(T("settings.why.too_large", kb=MAX_SETTINGS_BYTES // 1024))
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError(T("settings.why.not_utf8")) from None
    except RecursionError:
        raise ValueError(T("settings.why.too_deep")) from None
    except ValueError as exc:
        raise ValueError(T("settings.why.not_json", detail=getattr(exc, "msg", "?"))) from None
    if not isinstance(data, dict):
        raise ValueError(T("settings.why.not_object"))
    return data


def _os_reason(exc) -> str:
    """The system's own words for a failed file operation, or ours when it gave none."""
    return getattr(exc, "strerror", None) or T("settings.why.refused")


def clamp_window(size, desktop=None) -> list:
    """A window size that fits the limits and (when known) the desktop."""
    w, h = (max(lo, min(int(v), hi)) for v, lo, hi in zip(size, MIN_WINDOW, MAX_WINDOW))
    if desktop:
        w, h = min(w, max(MIN_WINDOW[0], desktop[0])), min(h, max(MIN_WINDOW[1], desktop[1]))
    return [w, h]


def onto_desktop(position, size, desktop):
    """Where a window of `size` at `position` moves so that it lies wholly on the desktop (centred on it), or
    None when it already does or the desktop is unknown. A window made larger in the settings keeps its
    corner, so it could hang off the screen's edge."""
    if not desktop:
        return None
    (x, y), (w, h), (dw, dh) = position, size, desktop
    if x >= 0 and y >= 0 and x + w <= dw and y + h <= dh:
        return None
    return max(0, (dw - w) // 2), max(0, (dh - h) // 2)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_json_scalar(value) -> bool:
    return value is None or isinstance(value, (bool, int)) or is_utf8_text(value) or (
        isinstance(value, float) and value == value and abs(value) != float("inf"))


def _checked_new_game(data):
    """The New game memory if its shape is right, else None."""
    if not isinstance(data, dict) or not isinstance(data.get("games", {}), dict):
        return None
    # Every text kept here is written back at the next save: one that cannot be written as UTF-8 (a lone
    # surrogate, "\\ud800" in the file) would make every later save of the settings fail.
    last = data.get("last", "")
    if not is_utf8_text(last) or len(last) > 40:
        return None
    games = {}
    for game_id, entry in list(data.get("games", {}).items())[:16]:
        if not is_utf8_text(game_id) or len(game_id) > 40 or not isinstance(entry, dict):
            return None
        seats, options = entry.get("seats"), entry.get("options", {})
        if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_REMEMBERED_SEATS:
            return None
        if not isinstance(options, dict) or len(options) > MAX_REMEMBERED_OPTIONS:
            return None
        clean_seats = []
        for seat in seats:
            if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
                return None
            name, level = seat.get("name"), seat.get("level", "")
            if not isinstance(name, str) or not is_utf8_text(level) or len(level) > 20:
                return None
            clean_seats.append({"name": clean_name(name, MAX_NAME), "kind": seat["kind"], "level": level})
        clean_options = {}
        for key, value in options.items():
            if not is_utf8_text(key) or len(key) > 40:
                return None
            if isinstance(value, list):
                if len(value) > 16 or not all(_is_json_scalar(v) for v in value):
                    return None
            elif not _is_json_scalar(value):
                return None
            clean_options[key] = value
        games[game_id] = {"seats": clean_seats, "options": clean_options}
    return {"last": last, "games": games}
