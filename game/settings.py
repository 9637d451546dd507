"""Player settings: a small JSON file under the platform's config folder.

A missing, corrupt or hand-edited file never stops the app: unreadable values fall back to defaults and the
problem is reported in `Settings.problem`, which the title screen shows once.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)   # 0 = no animation
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
DEFAULT_NAMES = ["Alex", "Robin", "Sam", "Jordan", "Kim", "Noor"]
MAX_NAME = 20


def default_config_dir() -> Path:
    return Path(platformdirs.user_config_dir("tabletop", appauthor=False))


@dataclass
class Settings:
    window_size: list = field(default_factory=lambda: [1280, 720])
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    confirm_forced: bool = False     # False: a move with nothing to decide is made for the player
    player_names: list = field(default_factory=lambda: list(DEFAULT_NAMES))
    problem: str | None = field(default=None, compare=False)
    path: Path | None = field(default=None, compare=False)

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        path = Path(path) if path else default_config_dir() / "settings.json"
        s = cls(path=path)
        if not path.exists():
            return s
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("the file does not hold an object")
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            s.problem = f"Settings file {path.name} could not be read ({exc}); defaults are used."
            return s
        bad = s._take(data)
        if bad:
            s.problem = f"Settings file {path.name}: ignored bad value(s) for {', '.join(bad)}."
        return s

    def _take(self, data: dict) -> list:
        """Copy the valid values from `data`; return the names of the invalid ones."""
        bad = []
        size = data.get("window_size", self.window_size)
        if (isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) and 320 <= v <= 10000
                                                               for v in size)):
            self.window_size = list(size)
        else:
            bad.append("window_size")
        for name, typ in (("fullscreen", bool), ("sound", bool), ("confirm_forced", bool)):
            value = data.get(name, getattr(self, name))
            if isinstance(value, typ):
                setattr(self, name, value)
            else:
                bad.append(name)
        speed = data.get("animation_speed", self.animation_speed)
        if isinstance(speed, (int, float)) and not isinstance(speed, bool) and 0 <= speed <= 5:
            self.animation_speed = float(speed)
        else:
            bad.append("animation_speed")
        names = data.get("player_names", self.player_names)
        if isinstance(names, list) and all(isinstance(n, str) for n in names):
            clean = [n.strip()[:MAX_NAME] for n in names][:len(DEFAULT_NAMES)]
            self.player_names = [n or DEFAULT_NAMES[i] for i, n in enumerate(clean)]
            self.player_names += DEFAULT_NAMES[len(self.player_names):]
        else:
            bad.append("player_names")
        return bad

    def to_json(self) -> dict:
        out = asdict(self)
        out.pop("problem")
        out.pop("path")
        return out

    def save(self) -> str | None:
        """Write atomically; return an error text for the player instead of raising."""
        path = self.path or default_config_dir() / "settings.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(path.name + ".tmp")
            with open(tmp, "w", encoding="utf-8") as fh:
                json.dump(self.to_json(), fh, indent=2)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except OSError as exc:
            return f"Settings could not be saved to {path}: {exc.strerror or exc}"
        return None


SETTING_NAMES = [f.name for f in fields(Settings) if f.name not in ("problem", "path")]
