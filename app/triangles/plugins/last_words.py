"""Which plugin code the window is running, written down while it runs.

A plugin runs in the window's process, and it can end that process in a way nothing can catch
(`os._exit`, a crash in native code). Without a note the window would just vanish, and the next
start would run the same code again: an unfinished game against that computer player would end
every start. So while the window imports a plugin, loads a theme plugin, runs a rules hook or lets
a computer player think, a small file beside its unfinished-game slot names that plugin, and a
clean return clears it. A start that finds the file knows its process ended while that plugin was
running, switches the plugin off and says so (see `ui/plugin_switch.py`).

The commands do not keep this file: `arena` plays in worker processes and says which game a
plugin ended. With no file set, `running` only does the bookkeeping.
"""

from __future__ import annotations

import json
import stat
import threading
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterator

#: What the plugin was doing.
IMPORT, LOAD, RULES, THINK = "import", "load", "rules", "think"
#: A longer note is not one this module wrote.
MAX_NOTE_BYTES = 64 * 1024


@dataclass(frozen=True)
class Running:
    """One piece of plugin code running now: its entry point's group and name, and what it does."""

    group: str
    name: str
    doing: str

    @property
    def key(self) -> str:
        """"group:name", as the list of switched-off plugins keeps it."""
        return f"{self.group}:{self.name}"


class LastWords:
    """The file naming the plugin code that runs now (thread-safe: the rules and the computer
    players run on threads of their own)."""

    def __init__(self) -> None:
        self.path: Path | None = None
        self._lock = threading.Lock()
        self._running: list[Running] = []

    def use(self, path: Path | None) -> None:
        """Keep the notes in `path` from now on (None: keep none)."""
        with self._lock:
            self.path = path

    @contextmanager
    def running(self, group: str, name: str, doing: str) -> Iterator[None]:
        """Named in the file for as long as the block runs."""
        entry = Running(group, name, doing)
        with self._lock:
            self._running.append(entry)
            self._write()
        try:
            yield
        finally:
            with self._lock:
                self._running.remove(entry)
                self._write()

    def close(self) -> None:
        """The window quits in good order: whatever plugin code still runs (a hung rules hook, a
        computer player thinking) did not end it, so the note goes and nothing more is noted."""
        with self._lock:
            if self.path is not None and _regular_or_absent(self.path):
                try:
                    self.path.unlink(missing_ok=True)
                except OSError:
                    pass
            self.path = None

    def _write(self) -> None:
        if self.path is None or not _regular_or_absent(self.path):  # a FIFO there would block
            return
        try:
            if self._running:
                self.path.write_text(json.dumps([asdict(e) for e in self._running]), encoding="utf-8")
            else:
                self.path.unlink(missing_ok=True)
        except OSError:  # a read-only or full folder: the window plays on without the note
            pass

    def take(self) -> list[Running]:
        """What was running when the process that last used the file ended, read once (the file
        is removed). A torn or foreign file names nothing."""
        if self.path is None or not _regular_or_absent(self.path):  # a FIFO or a folder names nothing
            return []
        try:
            with self.path.open("rb") as note:
                text = note.read(MAX_NOTE_BYTES + 1)
            self.path.unlink(missing_ok=True)
            data = json.loads(text) if len(text) <= MAX_NOTE_BYTES else None
        except (OSError, ValueError):
            return []
        found = []
        for item in data if isinstance(data, list) else []:
            fields = [item.get(k) if isinstance(item, dict) else None for k in ("group", "name", "doing")]
            if all(isinstance(f, str) for f in fields):
                found.append(Running(*fields))
        return found


def _regular_or_absent(path: Path) -> bool:
    """Nothing at `path`, or a regular file (not a link to anything else): opening it cannot block."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


#: The window's notes (the commands set no file).
JOURNAL = LastWords()
