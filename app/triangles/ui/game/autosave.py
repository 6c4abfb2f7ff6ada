"""Keeping the game in progress on disk without making the window wait for the disk.

The window hands over the record of each position (built by the rules thread) or None for "no
game worth keeping"; one writer thread saves the newest (an older one not yet written is skipped:
only the last position matters) or deletes the file. `flush` waits until the file is up to date
(closing the window, tests). A failed write is reported through `failed`, on the window's thread.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from triangles.plugins.api import GameRecord

_NOTHING = object()  # no request waiting


class Autosaver(QObject):
    """Writes the unfinished game on its own thread, the newest request only."""

    failed = Signal(str)  # the reason in words (an OSError's text), queued to the window's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Condition()
        self._pending: object = _NOTHING  # (record or None, path) waiting to be written
        self._busy = False
        #: Why the last write of a game failed, None after one that succeeded (read after `flush`).
        self.last_failure: str | None = None
        self._thread = threading.Thread(target=self._serve, name="triangles-autosave", daemon=True)
        self._thread.start()

    def keep(self, record: GameRecord | None, path: Path) -> None:
        """Save `record` at `path`, or delete `path` when `record` is None (a finished game)."""
        with self._lock:
            self._pending = (record, path)
            self._lock.notify_all()

    def flush(self, timeout_s: float = 10.0) -> bool:
        """Wait until every request so far is on disk; False if that took longer than `timeout_s`."""
        with self._lock:
            return self._lock.wait_for(lambda: self._pending is _NOTHING and not self._busy, timeout_s)

    def _serve(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not _NOTHING)
                record, path = self._pending  # type: ignore[misc]
                self._pending = _NOTHING
                self._busy = True
            try:
                if record is not None:
                    record.save(path)
                elif not path.is_dir():  # a folder in its place is kept aside at start, not here
                    path.unlink(missing_ok=True)
                self.last_failure = None
            except OSError as exc:  # an unwritable data folder must not stop the game
                if record is not None:  # a finished game left in a read-only folder is offered, then forgotten
                    self.last_failure = exc.strerror or str(exc)
                    self.failed.emit(self.last_failure)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
