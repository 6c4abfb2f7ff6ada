"""Ctrl+C (SIGINT) ends every command quietly.

Python turns SIGINT into a KeyboardInterrupt at its next bytecode, which three places did not
have: a Qt event loop (the exception surfaced as a traceback inside an event filter and the
window went on), the compiled exact solver (nothing ran until the time limit was spent), and a
plugin-probing child process (its start-up printed a traceback of its own).
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Callable, Iterator

#: A process ended by Ctrl+C exits with 128 + SIGINT, as the shell reports it.
INTERRUPTED = 130


@contextlib.contextmanager
def _sigint_as(disposition: signal.Handlers) -> Iterator[None]:
    """Within: SIGINT has `disposition`; the handler before comes back after."""
    before = signal.signal(signal.SIGINT, disposition)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def ends_at_once() -> contextlib.AbstractContextManager[None]:
    """Within: Ctrl+C ends the process as the system does, at once, even in native code that
    never returns to Python. For work that leaves nothing to finish (an analysis printed at
    its end). Only from the main thread (signal handlers are set there)."""
    return _sigint_as(signal.SIG_DFL)


def ignored() -> contextlib.AbstractContextManager[None]:
    """Within: Ctrl+C is ignored, and so by the child processes started here (an ignored signal
    stays ignored across exec); the parent, which handles it again afterwards, ends them."""
    return _sigint_as(signal.SIG_IGN)


def ignore_from_now() -> None:
    """A command that has its answer: Ctrl+C while the process ends (its child processes
    reaped, its files closed) would print a traceback from Python's exit, not stop anything."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def on_interrupt(act: Callable[[], None]) -> None:
    """From now on Ctrl+C calls `act` (in the main thread, at its next Python step) instead of
    raising KeyboardInterrupt wherever that step happens to be."""
    signal.signal(signal.SIGINT, lambda _number, _frame: act())
