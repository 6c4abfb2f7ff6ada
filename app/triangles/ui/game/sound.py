"""Short sound effects, generated once as small WAV files and played without blocking.

PySide6-Essentials has no QtMultimedia, so playback uses the best that is present: QSoundEffect
when PySide6-Addons is installed, `winsound` on Windows, or the platform's command-line player
(afplay, paplay, aplay) elsewhere. With none of them the game stays silent, nothing fails.
"""

from __future__ import annotations

import io
import math
import os
import shutil
import stat
import struct
import sys
import wave
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QUrl, Signal

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


def _wav(notes: list[tuple[float, float]]) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(synthesize(notes))
    return buffer.getvalue()


def prepare_sounds(folder: Path) -> tuple[dict[str, Path], dict[str, str]]:
    """Write each effect as a WAV file (once). Returns the paths of the effects that can play and,
    for the others, why not (file name -> one clause): a folder, a FIFO or anything but a regular
    file at an effect's place is left alone and only that effect stays silent; a folder that
    cannot be made silences them all."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return {}, {f"{folder.name}/": f"cannot be made ({exc.strerror or exc})"}
    paths: dict[str, Path] = {}
    problems: dict[str, str] = {}
    for name, notes in SOUNDS.items():
        path = folder / f"{name}.wav"
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            mode = None
        except OSError as exc:
            problems[path.name] = f"cannot be read ({exc.strerror or exc})"
            continue
        if mode is not None and not stat.S_ISREG(mode):  # never opened: a FIFO would block
            problems[path.name] = "is a folder, not a file" if stat.S_ISDIR(mode) else "is not a regular file"
            continue
        try:
            if mode is None or path.stat().st_size < 100:
                atomic_write_bytes(path, _wav(notes))  # a crash never leaves half a sound
        except OSError as exc:
            problems[path.name] = f"cannot be written ({exc.strerror or exc})"
            continue
        paths[name] = path
    return paths, problems


def problems_text(problems: dict[str, str]) -> str:
    """One clause for the player: "segment.wav is a folder, not a file; …", or a reason all the
    files share once ("their files cannot be written (No space left on device)")."""
    reasons = set(problems.values())
    if len(problems) > 1 and len(reasons) == 1:
        return f"their files {reasons.pop()}"
    return "; ".join(f"{name} {reason}" for name, reason in problems.items())


def write_sounds(folder: Path) -> dict[str, Path]:
    """Write each effect as a WAV file (once) and return the paths of those that can play."""
    return prepare_sounds(folder)[0]


class SoundPlayer(QObject):
    """Plays the named effects when enabled. An effect whose file cannot be used stays silent
    while the others play; `unusable` says which, once (`problems_text`), and whether none can play."""

    unusable = Signal(str, bool)

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
                self._paths, problems = prepare_sounds(self.folder)
                if problems:
                    self.unusable.emit(problems_text(problems), not self._paths)
            path = self._paths.get(name)
            if path is None:
                return
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
