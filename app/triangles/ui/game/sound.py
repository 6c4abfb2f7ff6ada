"""Short sound effects, generated once as small WAV files and played without blocking.

PySide6-Essentials has no QtMultimedia, so playback uses the best that is present: QSoundEffect
when PySide6-Addons is installed, `winsound` on Windows, or the platform's command-line player
(afplay, paplay, aplay) elsewhere. With none of them the game stays silent, nothing fails.
"""

from __future__ import annotations

import io
import math
import shutil
import struct
import sys
import wave
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QUrl

from triangles.engine.files import atomic_write_bytes

RATE = 22050

#: name -> list of (frequency Hz, duration s) notes.
SOUNDS: dict[str, list[tuple[float, float]]] = {
    "segment": [(880.0, 0.045)],
    "triangle": [(660.0, 0.07), (990.0, 0.11)],
    "refused": [(196.0, 0.12)],
    "win": [(523.3, 0.11), (659.3, 0.11), (784.0, 0.11), (1046.5, 0.25)],
    "end": [(392.0, 0.15), (329.6, 0.25)],
}


def synthesize(notes: list[tuple[float, float]]) -> bytes:
    """16-bit mono PCM of soft bell-like notes (sine with a fast attack and exponential decay)."""
    frames = bytearray()
    for freq, dur in notes:
        n = int(RATE * dur)
        for i in range(n):
            t = i / RATE
            env = min(1.0, t / 0.004) * math.exp(-5.0 * t / dur)
            v = 0.32 * env * (math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t))
            frames += struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767))
    return bytes(frames)


def write_sounds(folder: Path) -> dict[str, Path]:
    """Write each effect as a WAV file (once) and return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    for name, notes in SOUNDS.items():
        path = folder / f"{name}.wav"
        if not path.exists() or path.stat().st_size < 100:
            buffer = io.BytesIO()
            with wave.open(buffer, "wb") as w:
                w.setnchannels(1)
                w.setsampwidth(2)
                w.setframerate(RATE)
                w.writeframes(synthesize(notes))
            atomic_write_bytes(path, buffer.getvalue())  # a crash never leaves half a sound
        paths[name] = path
    return paths


class SoundPlayer(QObject):
    """Plays the named effects when enabled."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.enabled = True
        self._paths: dict[str, Path] | None = None
        self._effects: dict[str, object] = {}
        self._command = next((c for c in ("afplay", "paplay", "aplay") if shutil.which(c)), None)

    def backend(self) -> str:
        """Which playback is used: "qt", "winsound", a command name, or "" for none."""
        try:
            import PySide6.QtMultimedia  # noqa: F401

            return "qt"
        except ImportError:
            pass
        if sys.platform == "win32":
            return "winsound"
        return self._command or ""

    def play(self, name: str) -> None:
        if not self.enabled or name not in SOUNDS:
            return
        try:
            if self._paths is None:
                self._paths = write_sounds(self.folder)
            path = self._paths[name]
            backend = self.backend()
            if backend == "qt":
                from PySide6.QtMultimedia import QSoundEffect

                effect = self._effects.get(name)
                if effect is None:
                    effect = QSoundEffect(self)
                    effect.setSource(QUrl.fromLocalFile(str(path)))
                    self._effects[name] = effect
                effect.play()  # type: ignore[attr-defined]
            elif backend == "winsound":
                import winsound

                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
            elif backend:
                args = ["-q", str(path)] if backend == "aplay" else [str(path)]
                QProcess.startDetached(backend, args)
        except (OSError, RuntimeError):
            self.enabled = False  # no audio device or unwritable folder: stay silent
