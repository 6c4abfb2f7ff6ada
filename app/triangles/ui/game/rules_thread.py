"""Where the rules run: one thread per game for everything that calls the variant's code (push,
undo, the hooks the views need, copies for the computer players, the record for saving).

The window waits for each answer in a local event loop, so it keeps repainting and answering while
a hook runs; a hook that hangs cannot freeze it. After `PATIENCE_S` the runner says so (the
controller then tells the player, who may end the game), and a game whose rules were given up is
never touched again: its thread is left behind (a thread cannot be killed) and the next game gets
a new one. The answer to a call is whatever the call returned, or its exception re-raised.
"""

from __future__ import annotations

import queue
import threading
from concurrent.futures import Future
from typing import Any, Callable, TypeVar

from PySide6.QtCore import QEventLoop, QObject, Signal

from triangles.plugins.api import GROUP_RULES
from triangles.plugins.last_words import JOURNAL, RULES
from ..timers import timer

T = TypeVar("T")

#: How long the rules may take with one call before the player is told they are not responding.
PATIENCE_S = 2.0
#: A call that answers within this time is waited for without starting a local event loop.
QUICK_S = 0.02
#: While waiting, how often the wait looks again whether the answer came (besides being woken).
RECHECK_MS = 100


class RulesGivenUp(Exception):
    """The player ended the game while the rules were not responding."""


class RulesThread(QObject):
    """Runs calls in order on its own daemon thread; `call` waits for the answer without blocking
    the window's event loop."""

    not_responding = Signal()  # a call has run for PATIENCE_S
    _done = Signal()

    def __init__(self, parent: QObject | None = None, rules: str = "") -> None:
        super().__init__(parent)
        self.rules = rules  # the variant's name, for the note of the plugin code running (last_words)
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], Future] | None] = queue.SimpleQueue()
        self._given_up = False
        self._closed = False
        self._waiting: list[QEventLoop] = []  # a call made while another waits nests its loop
        self._calls = 0
        self._done.connect(self._wake)
        self._thread = threading.Thread(target=self._serve, name="triangles-rules", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            fn, future = job
            try:
                with JOURNAL.running(GROUP_RULES, self.rules, RULES):
                    answer = fn()
                future.set_result(answer)
            except BaseException as exc:  # handed to the caller (the guard contains plugin failures)
                future.set_exception(exc)
            try:
                self._done.emit()
            except RuntimeError:  # the window is gone: nobody waits any more
                return

    @property
    def busy(self) -> bool:
        """A call is waiting for its answer."""
        return self._calls > 0

    def _wake(self) -> None:
        for loop in self._waiting:  # each one looks again whether its own answer has come
            loop.quit()

    def call(self, fn: Callable[[], T]) -> T:
        """`fn()` on the rules thread; its answer (or exception). While it runs the window's events
        are processed; `busy` is True meanwhile so that gestures and timers can wait their turn.
        RulesGivenUp if the player gives the rules up before they answer."""
        if self._given_up or self._closed or not self._thread.is_alive():
            raise RulesGivenUp()  # given up, or the game is over and its thread ended
        future: Future = Future()
        self._jobs.put((fn, future))
        self._calls += 1
        try:
            if not _finished(future, QUICK_S):
                loop = QEventLoop()
                self._waiting.append(loop)
                patience = timer(None, int(PATIENCE_S * 1000), single_shot=True)
                patience.timeout.connect(self.not_responding.emit)
                patience.start()
                recheck = timer(None, RECHECK_MS)  # a wake-up lost with a closed window costs no more
                recheck.timeout.connect(loop.quit)
                recheck.start()
                try:
                    while not future.done() and not self._given_up and self._thread.is_alive():
                        loop.exec()
                finally:
                    patience.stop()
                    recheck.stop()
                    self._waiting.remove(loop)
            if not future.done():  # given up while waiting (or the thread ended)
                raise RulesGivenUp()
            return future.result()
        finally:
            self._calls -= 1

    def give_up(self) -> None:
        """Stop waiting for the rules: the call in progress raises RulesGivenUp, and so will
        every later call. The thread finishes its call in the background, if ever, then ends."""
        self._given_up = True
        self._jobs.put(None)
        self._wake()

    @property
    def given_up(self) -> bool:
        return self._given_up

    @property
    def closed(self) -> bool:
        """Closed in good order (not given up): the game may be served by a new thread."""
        return self._closed and not self._given_up

    def close(self) -> None:
        """End the thread once its calls are done (the game is over or replaced). A thread whose
        rules were given up may still be running them: it keeps its object, which it signals."""
        self._closed = True
        self._jobs.put(None)
        if not self._given_up and not self.busy:
            self.deleteLater()


def _finished(future: Future, seconds: float) -> bool:
    try:
        future.exception(timeout=seconds)
    except TimeoutError:
        return False
    return True
