"""Five short sound effects of our own (card, shuffle, damage, win, your turn), made in pure Python.

The WAV files are synthesised on first use into the user cache folder (never shipped, never
committed) and played through pygame's mixer at the volume of the settings. Nothing plays
(and the mixer is never opened) at volume 0, under the dummy or disk audio driver, or in tests.
"""
from __future__ import annotations

import array
import math
import os
import random
import wave
from pathlib import Path
from typing import Callable, Sequence

from tabletop import paths

RATE = 22050
CUES = ("card", "shuffle", "damage", "win", "your_turn")
#: volumes offered in Settings (0 = off)
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
#: bump when a sound's recipe changes: the cache is then made again
RECIPE = 1
#: event kinds (or their first word) that sound like a loss of life
HURTS = ("damage", "wound", "poison", "death", "destroy", "monster_attack", "fatigue", "eliminated", "spell")
SILENT_DRIVERS = ("dummy", "disk")


def _tone(freq: float, seconds: float, volume: float = 0.5, decay: float = 6.0, sweep: float = 0.0) -> list[float]:
    """A sine (with a little second harmonic) fading out; `sweep` glides the pitch (Hz per second)."""
    out, phase = [], 0.0
    for i in range(int(RATE * seconds)):
        time = i / RATE
        phase += 2 * math.pi * max(20.0, freq + sweep * time) / RATE
        out.append(volume * math.exp(-decay * time) * (math.sin(phase) + 0.3 * math.sin(2 * phase)) / 1.3)
    return out


def _noise(seconds: float, volume: float, decay: float, rnd: random.Random) -> list[float]:
    """A soft, fading burst of filtered noise (paper on felt)."""
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        last = 0.6 * last + 0.4 * rnd.uniform(-1, 1)
        out.append(volume * math.exp(-decay * i / RATE) * last)
    return out


def _mix(length: float, parts: Sequence[tuple[float, list[float]]]) -> list[float]:
    """The `parts` ((start in seconds, samples)) laid over a silence `length` seconds long."""
    out = [0.0] * int(RATE * length)
    for start, samples in parts:
        offset = int(RATE * start)
        for i, value in enumerate(samples[:len(out) - offset]):
            out[offset + i] += value
    return out


def synth(cue: str) -> list[float]:
    """The samples (-1..1, RATE per second) of one cue."""
    rnd = random.Random(f"tabletop-{cue}")
    if cue == "card":
        return _mix(0.14, [(0.0, _noise(0.12, 0.5, 30, rnd)), (0.0, _tone(1800, 0.03, 0.15, 80))])
    if cue == "shuffle":
        return _mix(0.62, [(k * 0.065, _noise(0.07, 0.35 + 0.1 * (k % 2), 45, rnd)) for k in range(9)])
    if cue == "damage":
        return _mix(0.3, [(0.0, _tone(150, 0.3, 0.8, 12, sweep=-260)), (0.0, _noise(0.06, 0.4, 50, rnd))])
    if cue == "win":
        notes = (523.25, 659.25, 783.99, 1046.5)
        return _mix(0.9, [(k * 0.11, _tone(f, 0.5, 0.35, 5)) for k, f in enumerate(notes)])
    if cue == "your_turn":
        return _mix(0.5, [(0.0, _tone(880, 0.3, 0.35, 9)), (0.14, _tone(1318.5, 0.35, 0.35, 8))])
    raise ValueError(f"no sound called {cue!r}")


def sound_dir() -> Path:
    """Where the made sounds are kept: the user cache folder (TABLETOP_DATA_DIR/cache when that is set)."""
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override) / "cache" / "sounds"
    import platformdirs
    return Path(platformdirs.user_cache_dir(paths.APP_NAME, appauthor=False)) / "sounds"


def sound_file(cue: str, folder: Path | None = None) -> Path:
    """The WAV of `cue`, made (atomically) when it is missing."""
    target = (folder or sound_dir()) / f"{cue}-{RECIPE}.wav"
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    pcm = array.array("h", (int(max(-1.0, min(1.0, v)) * 32000) for v in synth(cue)))
    tmp = target.with_name(f".tmp-{os.getpid()}-{target.name}")
    with wave.open(str(tmp), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    os.replace(tmp, target)
    return target


def cue_for(kinds: Sequence[str], over: bool, your_turn: bool) -> str:
    """The one sound a move makes: win > damage > your turn > shuffle > card."""
    if over:
        return "win"
    if any(kind.split(".")[0] in HURTS or kind in HURTS for kind in kinds):
        return "damage"
    if your_turn:
        return "your_turn"
    if any("shuffle" in kind for kind in kinds):
        return "shuffle"
    return "card"


def silent_here() -> bool:
    """True when no sound may play: the dummy or disk audio driver, or a test run."""
    return os.environ.get("SDL_AUDIODRIVER", "").lower() in SILENT_DRIVERS or "PYTEST_CURRENT_TEST" in os.environ


class SoundBoard:
    """Plays cues at the settings' volume; remembers what was asked (for tests) and never raises."""

    def __init__(self, volume: Callable[[], float]):
        self.volume = volume
        self.asked: list[str] = []
        self._sounds: dict = {}
        self._broken = False

    def play(self, cue: str) -> bool:
        """Play `cue` now; True when it was sent to the speakers."""
        self.asked.append(cue)
        del self.asked[:-50]
        level = float(self.volume() or 0.0)
        if level <= 0 or self._broken or silent_here():
            return False
        try:
            import pygame
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            sound = self._sounds.get(cue)
            if sound is None:
                sound = self._sounds[cue] = pygame.mixer.Sound(str(sound_file(cue)))
            sound.set_volume(level)
            sound.play()
            return True
        except Exception:  # noqa: BLE001 - no sound card, a full disk: play on in silence
            self._broken = True
            return False
