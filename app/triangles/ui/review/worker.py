"""A game review running off the UI thread, with progress and cancel."""

from __future__ import annotations

import time
from typing import Sequence

from PySide6.QtCore import QThread, Signal

from triangles.plugins.api import Action, AIPlugin, Game
from triangles.review import GameReview, ReviewCancelled, review_game

#: Seconds a review in the window may take (the whole game).
REVIEW_SECONDS = 30.0


class ReviewWorker(QThread):
    """Reviews a private copy of the game; emits `valued(k, PositionValue)` and
    `progress(done, total)` as it goes (from the last position back), then `reviewed` (the
    GameReview) or `stopped` (cancelled)."""

    progress = Signal(int, int)
    valued = Signal(int, object)
    reviewed = Signal(object)
    stopped = Signal()

    def __init__(self, game: Game, actions: Sequence[Action], analyser: AIPlugin,
                 seconds: float = REVIEW_SECONDS) -> None:
        super().__init__()
        self.game, self.actions, self.seconds = game.copy(), list(actions), seconds
        self.analyser = analyser
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def run(self) -> None:
        try:
            review: GameReview = review_game(self.game, self.actions, time.perf_counter() + self.seconds,
                                             self.analyser, progress=self.progress.emit, cancelled=lambda: self._cancel,
                                             valued=self.valued.emit)
        except ReviewCancelled:
            self.stopped.emit()
            return
        self.reviewed.emit(review)
