"""Puzzle generation off the UI thread: a hard puzzle can take seconds to find (it solves
position after position until one passes the level's test), and the window must stay live."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QThread, Signal

from triangles import puzzles

#: Seconds the window waits for a puzzle before it gives up on it (generation is deterministic:
#: the level's puzzles take well under this; see benchmarks/puzzles.py).
MAKE_SECONDS = 60.0


class PuzzleMaker(QThread):
    """Runs `make(cancelled)` once; emits `made` (itself and the Puzzle) or `failed` (itself:
    the seed gave no puzzle within its bound); nothing when cancelled. It names itself so that the window can tell the
    puzzle asked for last from one it dropped."""

    made = Signal(object, object)
    failed = Signal(object)

    def __init__(self, make: Callable[[Callable[[], bool]], puzzles.Puzzle]) -> None:
        super().__init__()
        self.make = make
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        try:
            puzzle = self.make(lambda: self._cancel)
        except puzzles.PuzzleCancelled:
            return
        except puzzles.PuzzleNotFound:
            self.failed.emit(self)
            return
        if not self._cancel:
            self.made.emit(self, puzzle)
