"""A headless command's guard against plugin code that never returns.

`replay`, `analyse`, `review` and `puzzle` run rules hooks and computer players on the command's
own thread: a hook that sleeps or loops forever would block the command for ever, and a thread
cannot be interrupted from outside. So a daemon thread watches the command instead. Before plugin
code runs the command says so (`step`); when one step has gone on longer than its limit, or the
whole command has passed its deadline (`finish_by`), the watcher prints one line on stderr and
ends the process with exit code 1. Engine work that is not plugin code (building a board) runs
with the watch `paused`: it is bounded on its own (docs/record-format.md).

Only the `triangles` program is ended so. A program that calls `triangles.cli.main([...])` in its
own process (a test runner, a tool) is never ended by a command: there the watcher does not run,
and the limits hold as far as the command keeps them itself (analyse's search and build read the
clock; a plugin that never returns is not stopped).
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import time
from types import TracebackType
from typing import Callable

#: How long one plugin call may take, as in the window and the arena.
HOOK_SECONDS = 2.0
#: How often the watcher looks.
POLL_SECONDS = 0.02
#: Exit code when a plugin stopped answering (2 stays "bad input").
EXIT_NOT_ANSWERING = 1


class Watchdog:
    """Ends the command with one line when a step or the whole command runs over its time.

    Use as a context manager around the command's work; `step(what)` before plugin code runs,
    `pause()` around work that needs no watching."""

    def __init__(self, command: str, clock: Callable[[], float] = time.perf_counter,
                 ends_process: bool = True) -> None:
        self.command = command
        self.ends_process = ends_process
        self._clock = clock
        self._what: str | None = None
        self._since = 0.0
        self._limit = HOOK_SECONDS
        self._deadline: float | None = None
        self._deadline_what = ""
        self._stop = threading.Event()
        self._ending = threading.Lock()  # giving up, or done: one of them, never both
        self._thread: threading.Thread | None = None
        self._backstop: int | None = None  # the file descriptor of os.devnull while armed

    def step(self, what: str, limit: float = HOOK_SECONDS) -> None:
        """Plugin code (named by `what`: "the rules variant 'x'") is about to run; it must be done
        within `limit` seconds from now, or by the next step."""
        self._since = self._clock()
        self._limit = limit
        self._what = what

    def pause(self) -> None:
        """No plugin code runs until the next `step` (the whole-command deadline still holds)."""
        self._what = None

    def finish_by(self, deadline: float, what: str, backstop: float = 0.0) -> None:
        """The whole command must be done by `deadline` (a value of the clock); past it the line
        says that `what` did not answer in time.

        With `backstop` (seconds, in a process of its own: it ends the process), the process also
        ends that much after the deadline even when this watcher cannot run: a thread needs
        Python's interpreter lock, which plugin code can hold (a regular expression, compiled code)
        and which a starved process gets late. That end is silent, with the same exit code
        (`faulthandler`'s timer is a thread of C that needs no lock); `done` disarms it."""
        self._deadline, self._deadline_what = deadline, what
        if backstop > 0 and self.ends_process:
            self._backstop = os.open(os.devnull, os.O_WRONLY)  # where its traceback goes: nowhere
            delay = max(deadline - self._clock(), 0.0) + backstop  # the watcher has its chance first
            faulthandler.dump_traceback_later(delay, exit=True, file=self._backstop)

    def done(self) -> None:
        """The answer is about to be printed: nothing may cut it off any more (if the watcher is
        giving up at this moment, this waits for the process to end instead)."""
        with self._ending:
            self._stop.set()
        if self._backstop is not None:
            faulthandler.cancel_dump_traceback_later()
            os.close(self._backstop)
            self._backstop = None

    def _late(self) -> str | None:
        now = self._clock()
        what = self._what
        if what is not None and now - self._since > self._limit:
            return f"{what} did not answer within {self._limit:g} s"
        if self._deadline is not None and now > self._deadline:
            return self._deadline_what
        return None

    def _watch(self) -> None:
        while not self._stop.wait(POLL_SECONDS):
            reason = self._late()
            if reason is not None:
                with self._ending:  # not once `done`: the answer may be being printed
                    if not self._stop.is_set():
                        self._give_up(reason)

    def _give_up(self, reason: str) -> None:
        try:
            sys.stdout.flush()
        except Exception:  # stdout closed or broken: the line on stderr matters more
            pass
        print(f"triangles {self.command}: {reason}; stopped", file=sys.stderr, flush=True)
        os._exit(EXIT_NOT_ANSWERING)  # the blocked thread cannot be stopped any other way

    def __enter__(self) -> "Watchdog":
        if self.ends_process:
            self._thread = threading.Thread(target=self._watch, name=f"triangles-{self.command}-watchdog", daemon=True)
            self._thread.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.done()
