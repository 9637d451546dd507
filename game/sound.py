"""Short sound effects synthesised when the first one plays (no audio files to ship).

If there is no audio device, or the player turned sound off, every call is a silent no-op and
`Sound.problem` says why, for the settings screen.
"""
from __future__ import annotations

import math
from array import array

import pygame

RATE = 22050

# name -> list of (frequency Hz, seconds) notes; 0 Hz is a rest.
_EFFECTS = {
    "click": [(880, 0.03)],
    "place": [(520, 0.05), (660, 0.04)],
    "flip": [(700, 0.03), (900, 0.03)],
    "dice": [(300, 0.02), (0, 0.02), (340, 0.02), (0, 0.02), (380, 0.03)],
    "goal": [(523, 0.12), (659, 0.12), (784, 0.2)],
    "whistle": [(1800, 0.25)],
    "error": [(220, 0.12)],
    "win": [(523, 0.1), (659, 0.1), (784, 0.1), (1046, 0.3)],
}


def _synth(notes) -> array:
    samples = array("h")
    for freq, length in notes:
        n = int(RATE * length)
        for i in range(n):
            if freq == 0:
                samples.append(0)
                continue
            fade = min(1.0, (n - i) / (RATE * 0.01), i / (RATE * 0.003) + 0.01)
            samples.append(int(9000 * fade * math.sin(2 * math.pi * freq * i / RATE)))
    return samples


class Sound:
    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.problem: str | None = None
        self._sounds: dict = {}
        self._ready = False

    def _init(self) -> bool:
        if self._ready:
            return True
        if self.problem:
            return False
        try:
            if not pygame.mixer.get_init():
                # The mixer opens with the first sound, not at start-up (App). It opens as pygame.init() opened
                # it at start-up before (pygame's defaults, 44100 Hz stereo), so the effects sound as they
                # always have: synthesised at RATE, they play faster than written, an octave up.
                pygame.mixer.init()
            freq, _size, channels = pygame.mixer.get_init()
            for name, notes in _EFFECTS.items():
                mono = _synth(notes)
                if channels > 1:
                    data = array("h")
                    for v in mono:
                        data.extend([v] * channels)
                else:
                    data = mono
                self._sounds[name] = pygame.mixer.Sound(buffer=data.tobytes())
        except (pygame.error, ValueError) as exc:
            from rules.core.i18n import Texts
            self.problem = Texts("game")("sound.no_device", reason=str(exc))
            return False
        self._ready = True
        return True

    def play(self, name: str) -> None:
        if not self.enabled or not self._init():
            return
        snd = self._sounds.get(name)
        if snd is not None:
            try:
                snd.play()
            except pygame.error:
                pass
