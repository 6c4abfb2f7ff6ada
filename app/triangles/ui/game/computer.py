"""The one runner of computer moves and hints in the window.

Per move: one copy of the game (made by the rules thread), one thread that asks the player and
judges its answer (`match.ask`: the one legality check), and a deadline on the window's clock
after which the move goes to the instant fallback. Every start, cancel (undo, a new game) and
deadline moves the generation on, and an answer is delivered only if it still belongs to the
current generation: an answer that arrives after an undo is dropped, never played for the person.
"""

from __future__ import annotations

import threading
import time
from contextlib import nullcontext

from PySide6.QtCore import QObject, QTimer, Signal

from triangles.plugins.safe_play import Choice, ask, deadline_s
from triangles.plugins.api import AIPlayer, Game
from triangles.plugins.guard import SafePlayer
from triangles.plugins.last_words import JOURNAL, THINK

#: Why the fallback played when a player had not answered by its deadline (as `match.overran`).
LATE = "overran its time budget"
#: Who answers a move: a guarded seat (a computer player of the game) or a plain player (a hint).
Thinker = SafePlayer | AIPlayer


class ComputerRunner(QObject):
    """Starts one computer move or hint at a time and delivers its answer, if still wanted."""

    answered = Signal(object, str, bool)  # the action, why the fallback played ("" if not), hint
    thinking = Signal(bool)
    _done = Signal(int, object)  # generation, Choice (from the thinking thread)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._thinking = False
        self._threads: list[threading.Thread] = []
        self._moves: dict[int, _Move] = {}  # started and not yet answered, by generation
        self._deadline = QTimer(self, singleShot=True)
        self._deadline.timeout.connect(self._late)
        self._done.connect(self._finish)

    @property
    def is_thinking(self) -> bool:
        return self._thinking

    def start(self, who: Thinker, game: Game, budget_s: float, hint: bool, delay_ms: int = 0,
              plugin: tuple[str, str] | None = None) -> int:
        """Think about `game` (a private copy) after `delay_ms`; returns the move's generation.
        `plugin` (group, entry point name) is noted while it thinks (see last_words.py)."""
        self._generation += 1
        generation = self._generation
        self._set_thinking(True)
        move = _Move(generation, who, game, budget_s, hint, plugin)
        QTimer.singleShot(delay_ms, self, lambda: self._launch(move))
        return generation

    def cancel(self) -> None:
        """Forget the move in progress (its answer will be dropped)."""
        self._generation += 1
        self._deadline.stop()
        self._set_thinking(False)

    def _launch(self, move: _Move) -> None:
        if move.generation != self._generation:
            return
        self._moves[move.generation] = move
        move.started = time.perf_counter()

        def think() -> None:
            player = move.seat.begin(move.game) if move.seat is not None else move.who
            if not isinstance(player, Choice):  # else switched off, or still thinking about an earlier move
                assert isinstance(player, AIPlayer)
                with JOURNAL.running(*move.plugin, THINK) if move.plugin else nullcontext():
                    player = ask(player, move.game, move.budget_s)
            self._done.emit(move.generation, player)

        thread = threading.Thread(target=think, name="triangles-ai", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        self._deadline.start(int(deadline_s(move.budget_s) * 1000))
        thread.start()

    def _late(self) -> None:
        """The deadline passed without an answer: the fallback plays (worked out by the caller,
        where the rules run); the late answer will be dropped."""
        move = self._moves.get(self._generation)
        if move is None:
            return
        self._generation += 1
        self._set_thinking(False)
        self.answered.emit(None, LATE, move.hint)

    def _finish(self, generation: int, choice: Choice) -> None:
        move = self._moves.pop(generation, None)
        if move is None:
            return
        if move.seat is not None:
            move.seat.end(choice)  # a failure switches the player off, even when the answer is stale
        if generation != self._generation:
            return  # an answer for an older position (undo, new game, deadline): dropped
        self._generation += 1  # one answer per move
        self._deadline.stop()
        self._set_thinking(False)
        self.answered.emit(choice.action, choice.fallback_reason or "", move.hint)

    def _set_thinking(self, on: bool) -> None:
        if on != self._thinking:
            self._thinking = on
            self.thinking.emit(on)

    def wait_idle(self, timeout_ms: int = 30000) -> bool:
        """Block until every thinking thread has ended (for closing and tests)."""
        end = time.monotonic() + timeout_ms / 1000.0
        for thread in self._threads:
            thread.join(max(0.0, end - time.monotonic()))
        return not any(t.is_alive() for t in self._threads)


class _Move:
    """One computer move or hint being thought about."""

    def __init__(self, generation: int, who: Thinker, game: Game, budget_s: float, hint: bool,
                 plugin: tuple[str, str] | None) -> None:
        self.generation, self.who, self.game, self.budget_s, self.hint = generation, who, game, budget_s, hint
        self.plugin = plugin
        self.seat = who if isinstance(who, SafePlayer) else None
        self.started = time.perf_counter()
