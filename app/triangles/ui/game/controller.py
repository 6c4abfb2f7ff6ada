"""The game controller: the one place that changes the game, announcing every change by signals.

Like KSquares' controller, it has a single mutating entry point (`play`), asks the `Game` built by
the active rules plugin whether an action is accepted, and tells the board and score bar what
changed. Computer players think in a worker thread through `match.choose_safely`, so the board
stays responsive; a stale answer (after undo or a new game) is dropped by its generation number.
Each game runs under a `GameGuard`: a rules variant or computer player that throws is switched off
for the rest of that game with a one-line message, and a player that hangs loses its move to the
instant fallback while the board stays live.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from triangles.engine import record as records
from triangles.match import Choice, choose_safely, fallback_action
from triangles.plugins.api import GROUP_AI, Action, BoardError, Game, GameRecord, Move, OptionError, Outcome, Pass, Reason, RulesPlugin
from triangles.plugins.guard import GameGuard, PluginError, PluginFailure, SafePlayer
from triangles.plugins.registry import Registry
from triangles.record_check import apply_moves

from .players import PlayerSpec, build_player, build_safe_player

# QT_TRANSLATE_NOOP marks the texts for lupdate; they are translated when shown.
_REASON_TEXT = {
    Reason.EXISTS: QT_TRANSLATE_NOOP("Reason", "This segment is already drawn."),
    Reason.THROUGH_STAR: QT_TRANSLATE_NOOP("Reason", "This segment passes over a star."),
    Reason.CROSSES: QT_TRANSLATE_NOOP("Reason", "This segment would cross a segment."),
    Reason.GAME_OVER: QT_TRANSLATE_NOOP("Reason", "The game is over."),
    Reason.INVALID: QT_TRANSLATE_NOOP("Reason", "Choose two different stars."),
    Reason.NOT_ALLOWED: QT_TRANSLATE_NOOP("Reason", "The rules do not allow this now."),
}
_FALLBACK_TEXT = QT_TRANSLATE_NOOP("Reason", "This move is not allowed.")


def reason_text(reason: Reason | None, detail: str = "", refusals: Mapping[str, str] | None = None) -> str:
    """A refusal in words, in the current language. A variant's own refusal (`detail`) is worded
    by its `RulesPlugin.refusals`; a detail it does not word is shown as it is, translated."""
    if reason == Reason.NOT_ALLOWED and refusals and detail in refusals:
        return QCoreApplication.translate("rules", refusals[detail])
    if reason == Reason.NOT_ALLOWED and detail and detail != "pass":
        return QCoreApplication.translate("rules", detail)
    if reason == Reason.NOT_ALLOWED and detail == "pass":
        return QCoreApplication.translate("Reason", "Passing is not allowed now.")
    return QCoreApplication.translate("Reason", _REASON_TEXT.get(reason, _FALLBACK_TEXT))


@dataclass
class GameSetup:
    """Everything that defines a game besides its moves."""

    rules: str
    players: tuple[PlayerSpec, PlayerSpec]
    board_size: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    #: What else reproduces the board and its look, written to the record beside the rules'
    #: fields: "view" (the fitted scale the game was played at, see ui/board/board_sizes.py) and
    #: "cloud" (how the star cloud was made: see engine/stars.py `CloudSpec`).
    board: dict[str, Any] = field(default_factory=dict)


#: Record fields the window writes about the board; the rules never see them.
BOARD_FIELDS = ("view", "cloud")


class _Signals(QObject):
    done = Signal(int, object, str)  # generation, action, fallback reason


class _Think(QRunnable):
    """One computer move, computed off the UI thread on a private copy of the game."""

    def __init__(self, generation: int, choose: Callable[[Game, float], Choice], game: Game, budget_s: float) -> None:
        super().__init__()
        self.signals = _Signals()
        self.generation, self.choose, self.game, self.budget_s = generation, choose, game, budget_s
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            choice = self.choose(self.game, self.budget_s)
            self.signals.done.emit(self.generation, choice.action, choice.fallback_reason or "")
        except Exception as exc:  # the harness itself failed: play the instant fallback
            self.signals.done.emit(self.generation, fallback_action(self.game), f"{type(exc).__name__}: {exc}")


class GameController(QObject):
    """Owns the current `Game` and its players; `play` is the only way a move reaches it."""

    game_started = Signal()  # a new, loaded or undone position: redraw everything
    segment_drawn = Signal(int, int, int, bool)  # a, b, player, by a computer (animate)
    refused = Signal(int, int, str, int)  # a, b, the reason in words (-1, -1 for a refused pass), the star it passes over (-1)
    triangles_closed = Signal(list, int)  # corner triples, player
    closed_unscored = Signal(list)  # (corner triple, why it scores nothing, in words) per triangle
    state_changed = Signal()  # score, turn or turn state changed
    game_over = Signal(object)  # Outcome
    thinking = Signal(bool)
    hint_ready = Signal(object)  # the suggested Action
    problem = Signal(str)  # a one-line message for the player (e.g. a computer player misbehaved)
    _plugin_failed = Signal(object)  # PluginFailure, from whichever thread met it (queued)

    def __init__(self, registry: Registry, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.game: Game | None = None
        self.rules: RulesPlugin | None = None  # the plugin that built `game`
        self.setup: GameSetup | None = None
        self._players: dict[int, tuple[SafePlayer, float]] = {}
        self.guard = GameGuard()
        self._plugin_failed.connect(self._on_plugin_failure)
        self._generation = 0
        self._thinking = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._jobs: set[_Think] = set()
        #: Pause before a computer moves, so the previous segment's animation is seen.
        self.computer_delay_ms = 450
        self.budget_scale = 1.0
        #: The suggestion on show: asked again before a move, it is shown again, not paid again.
        self.hint: Action | None = None

    # ---------------------------------------------------------------------------- queries
    @property
    def is_thinking(self) -> bool:
        return self._thinking

    def player(self, number: int) -> PlayerSpec:
        assert self.setup is not None
        return self.setup.players[number - 1]

    def is_human_turn(self) -> bool:
        return self.game is not None and not self.game.is_over() and not self.player(self.game.turn).is_computer

    def against_computer(self) -> PlayerSpec | None:
        """The computer seat when exactly one person plays the computer."""
        if self.setup is None:
            return None
        computers = [p for p in self.setup.players if p.is_computer]
        return computers[0] if len(computers) == 1 else None

    def human_number(self) -> int | None:
        if self.setup is None or self.against_computer() is None:
            return None
        return 1 if not self.setup.players[0].is_computer else 2

    def actions(self) -> tuple[str, ...]:
        """The actions the rules offer in this game: their `actions`, without "hint" when this
        game offers no hints (`Game.hint_limit() == 0`)."""
        if self.rules is None or self.game is None:
            return ()
        offered = tuple(self.rules.actions)
        if "hint" in offered and self.game.hint_limit() == 0:
            offered = tuple(a for a in offered if a != "hint")
        return offered

    def can_undo(self) -> bool:
        if self.game is None or not self.game.history:
            return False
        if self.against_computer() is None:
            return not any(p.is_computer for p in self.setup.players) if self.setup else False
        return self._has_own_move()

    def _has_own_move(self) -> bool:
        assert self.game is not None
        human = self.human_number()
        probe = self.game.copy()
        while probe.history:
            probe.pop()
            if probe.turn == human:
                return True
        return False

    # ---------------------------------------------------------------------------- starting
    def new_game(self, setup: GameSetup, stars: Any, options: dict[str, Any]) -> None:
        """Start a game; raises OptionError/BoardError with one line if the rules refuse it."""
        rules = self.registry.rules(setup.rules)
        if rules is None:
            raise OptionError(f"unknown rules variant {setup.rules!r}")
        guard = self._new_guard()
        try:
            game = guard.new_game(rules, stars, options, setup.extra)
        except PluginError as exc:  # the variant cannot build a game: the message names it
            raise OptionError(str(exc)) from None
        self._start(setup, game, guard)

    def _new_guard(self) -> GameGuard:
        """One guard per game; its failures reach the UI thread through a queued signal."""
        return GameGuard(on_failure=self._plugin_failed.emit)

    def load_record(self, rec: GameRecord) -> None:
        """Resume a saved game; RecordError with one sentence if the rules refuse one of its
        moves (naming the first) or cannot start it."""
        rules = self.registry.rules(rec.rules)
        if rules is None:
            raise records.RecordError(f"unknown rules variant {rec.rules!r}")
        names = (QCoreApplication.translate("Players", "Player 1"), QCoreApplication.translate("Players", "Player 2"))
        raw = rec.extra.get("players")
        raw = raw if isinstance(raw, list) and len(raw) == 2 else [None, None]
        players = (PlayerSpec.from_json(raw[0], names[0]), PlayerSpec.from_json(raw[1], names[1]))
        size = rec.extra.get("board_size", "")
        extra = {k: v for k, v in rec.extra.items() if k not in ("players", "board_size", *BOARD_FIELDS)}
        board = {k: rec.extra[k] for k in BOARD_FIELDS if k in rec.extra}
        guard = self._new_guard()
        try:
            game = guard.new_game(rules, rec.stars, rec.options, extra)
        except (BoardError, OptionError, PluginError) as exc:
            raise records.RecordError(str(exc)) from None
        apply_moves(game, rec.moves)
        self._start(GameSetup(rec.rules, players, size if isinstance(size, str) else "", extra, board), game, guard)

    def to_record(self) -> GameRecord:
        assert self.game is not None and self.setup is not None
        game = self.game
        extra: dict[str, Any] = dict(game.record_extra())
        extra["players"] = [p.to_json() for p in self.setup.players]
        if self.setup.board_size:
            extra["board_size"] = self.setup.board_size
        extra.update(self.setup.board)
        return GameRecord(game.rules_name, dict(game.options), game.board.stars.tolist(), list(game.history), extra)

    def _start(self, setup: GameSetup, game: Game, guard: GameGuard) -> None:
        self._cancel_thinking()
        self.hint = None
        self.setup, self.game, self.guard = setup, game, guard
        self.rules = self.registry.rules(setup.rules)
        self._players = {}
        for number, spec in enumerate(setup.players, 1):
            if spec.is_computer:
                self._players[number] = build_safe_player(self.registry, guard, spec.ai, number, random.randrange(2**31))
        self.game_started.emit()
        self.state_changed.emit()
        self._after_change()

    # ---------------------------------------------------------------------------- playing
    def play(self, action: Action) -> bool:
        """Push an action for the player to move. The one mutating entry point."""
        game = self.game
        if game is None:
            return False
        result = game.push(action)
        if not result.accepted:
            a, b = (action.a, action.b) if isinstance(action, Move) else (-1, -1)
            star = game.board.blocking_star(a, b) if result.reason == Reason.THROUGH_STAR else -1
            self.refused.emit(a, b, reason_text(result.reason, result.detail, self.rules.refusals if self.rules else None), star)
            return False
        by_computer = self.player(result.player).is_computer
        self.hint = None
        if isinstance(action, Move):
            self.segment_drawn.emit(action.a, action.b, result.player, by_computer)
        if result.closed:
            self.triangles_closed.emit([tuple(c) for c in result.closed], result.player)
        if isinstance(action, Move):
            self._announce_unscored(game, game.board.segment_id(action.a, action.b))
        self.state_changed.emit()
        self._after_change()
        return True

    def play_human(self, action: Action) -> bool:
        """A person's gesture: ignored while a computer is to move."""
        if not self.is_human_turn():
            return False
        return self.play(action)

    def pass_turn(self) -> bool:
        return self.play_human(Pass())

    def undo(self) -> bool:
        """Against the computer: back to before the person's last move; else the last action."""
        if not self.can_undo():
            return False
        assert self.game is not None
        self._cancel_thinking()
        self.hint = None
        human = self.human_number()
        if human is None:
            self.game.pop()
        else:
            while self.game.history:
                self.game.pop()
                if self.game.turn == human:
                    break
        self.game_started.emit()
        self.state_changed.emit()
        self._after_change()
        return True

    def hints_left(self) -> int | None:
        """Hints the person to move may still ask for, when the rules count them (else None)."""
        return None if self.game is None else self.game.hints_left()

    def request_hint(self) -> None:
        """Ask for a suggested move for the person to move (offered by rules with a "hint" action).

        The registry's hint source for these rules (`Registry.hint_source`) computes a
        suggestion; the rules' `Game.hint(suggestion)` then decides what is shown (a variant
        that counts hints uses one up, and may fall back on its own suggestion, also when there
        is no hint source). `hint_ready` carries it."""
        if not self.is_human_turn() or self._thinking:
            return
        assert self.game is not None and self.setup is not None
        if self.hint is not None:  # nothing was played since: the same suggestion, for free
            self.hint_ready.emit(self.hint)
            return
        if self.game.hints_left() == 0:
            self._show_hint(None)
            return
        source = self.registry.hint_source(self.setup.rules)
        if source is None:
            self._show_hint(None)
            return
        plugin, level = source
        player, budget = build_player(self.registry, f"{plugin.name}:{level}", random.randrange(2**31))
        self._launch(lambda game, budget_s: choose_safely(player, game, budget_s), budget, hint=True)

    # ---------------------------------------------------------------------------- computer
    def _after_change(self) -> None:
        game = self.game
        assert game is not None
        outcome = game.outcome()
        if outcome is not None:
            self.game_over.emit(outcome)
            return
        if self.player(game.turn).is_computer:
            self._generation += 1
            generation = self._generation
            self._set_thinking(True)
            QTimer.singleShot(self.computer_delay_ms, self, lambda: self._think(generation))

    def _think(self, generation: int) -> None:
        if generation != self._generation or self.game is None:
            return
        player, budget = self._players[self.game.turn]
        self._launch(player.choose, budget * self.budget_scale, hint=False)

    def _launch(self, choose: Callable[[Game, float], Choice], budget: float, hint: bool) -> None:
        assert self.game is not None
        job = _Think(self._generation, choose, self.game.copy(), budget)
        self._jobs.add(job)
        job.signals.done.connect(lambda g, action, why, j=job, h=hint: self._thought(j, g, action, why, h))
        if hint:
            self._set_thinking(True)
        self._pool.start(job)

    def _thought(self, job: _Think, generation: int, action: Action, why: str, hint: bool) -> None:
        self._jobs.discard(job)
        if generation != self._generation:
            return
        self._set_thinking(False)
        if hint:
            self._show_hint(action)
            return
        seat = self._players.get(self.game.turn) if self.game is not None else None
        if why and (seat is None or not seat[0].disabled):  # a switch-off has its own message
            self.problem.emit(QCoreApplication.translate("Controller", "The computer player {0}; a simple move was played instead.").format(why))
        self.play(action)

    def _show_hint(self, suggestion: Action | None) -> None:
        """Show what the rules' `Game.hint` makes of the hint source's suggestion."""
        assert self.game is not None
        action = self.game.hint(suggestion)
        self.state_changed.emit()
        if action is None:
            self.problem.emit(QCoreApplication.translate("Controller", "No suggestion is available now."))
        else:
            self.hint = action
            self.hint_ready.emit(action)

    def _on_plugin_failure(self, failure: PluginFailure) -> None:
        """One line, once per plugin and game (the guard reports each failure once)."""
        if failure.group == GROUP_AI:
            text = QCoreApplication.translate(
                "Controller", "The computer player {0} failed ({1}); a simple built-in player plays for it in this game."
            ).format(failure.name, failure.error)
        else:
            text = QCoreApplication.translate(
                "Controller", "The rules variant {0} failed ({1}); this game goes on with the basic rules."
            ).format(failure.name, failure.error)
        self.problem.emit(text)

    def _set_thinking(self, on: bool) -> None:
        if on != self._thinking:
            self._thinking = on
            self.thinking.emit(on)

    def _cancel_thinking(self) -> None:
        self._generation += 1
        self._set_thinking(False)

    def wait_idle(self, timeout_ms: int = 30000) -> bool:
        """Block until no computer move is being computed (for closing and tests)."""
        return self._pool.waitForDone(timeout_ms)

    def _announce_unscored(self, game: Game, seg: int) -> None:
        """Triangles the segment completed that score nothing, with the variant's reason."""
        words = self.rules.unscored_reasons if self.rules is not None else {}
        found = []
        for tri in game.closed_unscored(seg):
            key = game.unscored_reason(tri)
            if key:
                text = QCoreApplication.translate("rules", words[key]) if key in words else key
                found.append((tuple(int(v) for v in game.board.triangles[tri]), text))
        if found:
            self.closed_unscored.emit(found)

    def unscored_within_reach(self) -> list[tuple[int, int, int]]:
        """Corners of the never-scoring triangles one segment from closed (Beginner's shading)."""
        game = self.game
        if game is None or game.is_over():
            return []
        return [tuple(int(v) for v in game.board.triangles[t]) for t in game.unscored_within_reach()]

    def end_reason(self, outcome: Outcome) -> str:
        """Why the game ended, in the player's language: the classic end in the window's words,
        a variant's own end in its `outcome_reasons`. Against the computer the variant's
        "REASON/you_won" or "REASON/you_lost" form is used when it has one, so that the person
        at the screen is addressed as "you" with the verb that goes with it."""
        if outcome.reason == "no_triangles_left":
            return QCoreApplication.translate("Controller", "No triangle can be closed any more.")
        texts = self.rules.outcome_reasons if self.rules is not None else {}
        key = outcome.reason
        human = self.human_number()
        if human is not None and outcome.winner in (1, 2):
            personal = f"{key}/{'you_won' if outcome.winner == human else 'you_lost'}"
            key = personal if personal in texts else key
        if key not in texts:
            return ""
        names = ("", "")
        if outcome.winner in (1, 2):
            names = (self.player(3 - outcome.winner).name, self.player(outcome.winner).name)
        return QCoreApplication.translate("rules", texts[key]).format(*names)

    def outcome(self) -> Outcome | None:
        return None if self.game is None else self.game.outcome()
