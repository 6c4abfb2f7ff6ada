"""Plugin code that a window needs once, run off the window's thread with a bound.

The Rules window's examples and the theme editor's sample game are made by a rules plugin. Made
on the window's thread, a hook that hangs would freeze the window and one that raises SystemExit
would close it. `BackgroundCall` runs such code on a daemon thread and answers on the window's
thread: `done(value)`, or `failed(reason)` when the code raised anything or has not answered
within `PATIENCE_S` (the thread cannot be killed; it is left behind and its late answer ignored).
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Signal

from triangles.plugins.discovery import one_line

from .rules_thread import PATIENCE_S
from ..timers import timer

#: How often the window looks whether the answer came.
POLL_MS = 25
#: `failed`'s reason when the code did not answer in time.
NOT_RESPONDING = "not responding"


class BackgroundCall(QObject):
    """`fn()` on a daemon thread; one of `done` or `failed` is emitted once, on this object's
    thread (see the module docstring)."""

    done = Signal(object)
    failed = Signal(str)

    def __init__(self, fn: Callable[[], Any], parent: QObject | None = None, patience_s: float = PATIENCE_S) -> None:
        super().__init__(parent)
        self._future: Future = Future()
        self._deadline = time.monotonic() + patience_s
        self.finished = False
        self._timer = timer(self, POLL_MS)
        self._timer.timeout.connect(self._look)
        threading.Thread(target=self._run, args=(fn,), name="triangles-plugin-sample", daemon=True).start()
        self._timer.start()

    def _run(self, fn: Callable[[], Any]) -> None:
        try:
            self._future.set_result(fn())
        except BaseException as exc:  # plugin code: SystemExit and the like stop nothing but this call
            self._future.set_exception(exc)

    def _look(self) -> None:
        if self.finished:
            return
        if self._future.done():
            self._finish()
            error = self._future.exception()
            if error is None:
                self.done.emit(self._future.result())
            else:
                self.failed.emit(one_line(error))
        elif time.monotonic() > self._deadline:
            self._finish()
            self.failed.emit(NOT_RESPONDING)

    def _finish(self) -> None:
        self.finished = True
        self._timer.stop()

    def wait(self) -> None:
        """Process events until the answer or the give-up came (pictures and tests need the
        result at once; the window itself never waits)."""
        while not self.finished:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, POLL_MS)
            self._look()
            if not self.finished:
                time.sleep(0.005)
