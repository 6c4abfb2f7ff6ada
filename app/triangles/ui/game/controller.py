"""The game controller: the one place that changes the game, announcing every change by signals.

Like KSquares' controller, it has a single mutating entry point (`play`), asks the `Game` built by
the active rules plugin whether an action is accepted, and tells the views what changed. The flow
of one action:

1. a gesture, a pass, a hint or a computer's answer reaches `play` (or `undo`);
2. the rules thread pushes it and reads the resulting `Position` once (rules_thread.py,
   position.py): a hook that hangs never freezes the window, and after a while the player is
   told and may end the game, which is kept;
3. the controller emits what changed (segment, closed triangles, refusal, `updated` with the
   Position, game over) and the views render it without asking the rules again;
4. the window's autosave writes the Position's record on its own thread;
5. when a computer is to move, its runner (computer.py) thinks on its own thread on one copy of
   the game; an answer that comes back for an older position is dropped by its generation.

Each game runs under a `GameGuard`: a rules variant or computer player that throws (or answers
with the wrong type) is switched off for the rest of that game with a one-line message, and a
player that hangs loses its move to the instant fallback while the board stays live.
"""

from __future__ import annotations

import random
from functools import partial
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping, TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal

from triangles.engine import record as records
from triangles.plugins.api import (
    GROUP_AI,
    Action,
    BoardError,
    Game,
    GameRecord,
    Move,
    MoveResult,
    OptionError,
    Outcome,
    Pass,
    Reason,
    RulesPlugin,
)
from triangles.plugins.safe_play import fallback_action
from triangles.plugins.guard import GameGuard, PluginError, PluginFailure, SafePlayer
from triangles.plugins.registry import Registry
from triangles.plugins.texts import filled
from triangles.record_check import apply_moves, game_from_record

from .computer import ComputerRunner, Thinker
from .players import PlayerSpec, build_player, build_safe_player
from .position import Position, Update, read_position
from .rules_thread import RulesGivenUp, RulesThread

T = TypeVar("T")

# QT_TRANSLATE_NOOP marks the texts for lupdate; they are translated when shown.
_REASON_TEXT = {
    Reason.EXISTS: QT_TRANSLATE_NOOP("Reason", "This line is already drawn."),
    Reason.THROUGH_STAR: QT_TRANSLATE_NOOP("Reason", "This line passes over a star."),
    Reason.CROSSES: QT_TRANSLATE_NOOP("Reason", "This line would cross a line already drawn."),
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


def _record_of(setup: GameSetup, game: Game) -> GameRecord:
    """The game's record as the window saves it (on the rules thread)."""
    # The record's own other keys are written back unchanged (docs/record-format.md); the
    # variant's current state replaces what it wrote before.
    extra: dict[str, Any] = {**setup.extra, **game.record_extra()}
    extra["players"] = [p.to_json() for p in setup.players]
    if setup.board_size:
        extra["board_size"] = setup.board_size
    extra.update(setup.board)
    return GameRecord(game.rules_name, dict(game.options), game.board.stars.tolist(), list(game.history), extra)


def _position_of(setup: GameSetup, game: Game, guard: GameGuard) -> Position:
    """The Position after an action, with the record to keep while the game goes on (on the
    rules thread)."""
    position = read_position(game)
    if guard.check_playable(game, position.outcome):
        position = read_position(game)
    if position.is_over or not position.movers:
        return position
    return replace(position, record=_record_of(setup, game))


@dataclass(frozen=True)
class Pushed:
    """What pushing one action did, worked out on the rules thread."""

    result: MoveResult
    position: Position | None = None  # accepted: the game after it
    #: accepted: (corners, the variant's reason in words) of each triangle it closed that scores nothing
    unscored: list[tuple[tuple[int, ...], str]] = field(default_factory=list)
    outlines: int = 0  # accepted: outlines it closed that hold stars (no triangle: nothing scores)
    crossed: tuple[int, ...] | None = None  # refused for crossing: the drawn line in the way


class GameController(QObject):
    """Owns the current `Game` and its players; `play` is the only way a move reaches it."""

    game_started = Signal()  # a new, loaded or undone position: redraw everything
    segment_drawn = Signal(int, int, int, bool)  # a, b, player, by a computer (animate)
    #: a, b, the reason in words (-1, -1 for a refused pass), the star it passes over (-1), the
    #: drawn segment it crosses as its two stars (None)
    refused = Signal(int, int, str, int, object)
    triangles_closed = Signal(list, int)  # corner triples, player
    closed_unscored = Signal(list)  # (corner triple, why it scores nothing, in words) per triangle
    updated = Signal(object)  # Update: the one payload every view renders after an action
    state_changed = Signal()  # after `updated`: score, turn or turn state changed
    game_over = Signal(object)  # Outcome
    thinking = Signal(bool)
    hint_ready = Signal(object)  # the suggested Action
    problem = Signal(str)  # a one-line message for the player (e.g. a computer player misbehaved)
    rules_not_responding = Signal(str)  # the variant's name: the window offers to end the game
    _plugin_failed = Signal(object)  # PluginFailure, from whichever thread met it (queued)

    def __init__(self, registry: Registry, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.game: Game | None = None
        self.rules: RulesPlugin | None = None  # the plugin that built `game`
        self.setup: GameSetup | None = None
        self.position: Position | None = None  # the game as the views show it
        self._players: dict[int, tuple[SafePlayer, float]] = {}
        self.guard = GameGuard()
        self.failures_logged = True  # False: a caller that says them itself (self-check's one line)
        self._plugin_failed.connect(self._on_plugin_failure)
        self._rules_thread: RulesThread | None = None
        self._unanswered: RulesThread | None = None  # the thread the player was last told is not responding
        self.computer = ComputerRunner(self)
        self.computer.answered.connect(self._answered)
        self.computer.thinking.connect(self.thinking.emit)
        #: Pause before a computer moves, so the previous segment's animation is seen.
        self.computer_delay_ms = 450
        self.budget_scale = 1.0
        self.ended_unanswered = False  # the player ended a game whose rules stopped responding
        #: The suggestion on show: asked again before a move, it is shown again, not paid again.
        self.hint: Action | None = None
        #: What undo took back, the next to play again first; any other action forgets it.
        self._redo: list[Action] = []
        self._redoing = False
        self._held = False  # the computer waits (a question about the game on show: `hold_computer`)

    # ---------------------------------------------------------------------------- queries
    @property
    def is_thinking(self) -> bool:
        return self.computer.is_thinking

    def player(self, number: int) -> PlayerSpec:
        assert self.setup is not None
        return self.setup.players[number - 1]

    def is_human_turn(self) -> bool:
        p = self.position
        return p is not None and not p.is_over and not self.ended_unanswered and not self.player(p.turn).is_computer

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
        if self.rules is None or self.position is None:
            return ()
        offered = tuple(self.rules.actions)
        if "hint" in offered and self.position.hint_limit == 0:
            offered = tuple(a for a in offered if a != "hint")
        return offered

    def can_undo(self) -> bool:
        """Against the computer: while the person has a move to take back; between people: while
        there is a move; between computers: never."""
        p = self.position
        if p is None or not p.movers or self.setup is None or self.ended_unanswered:
            return False
        human = self.human_number()
        if human is None:
            return not any(s.is_computer for s in self.setup.players)
        return human in p.movers

    def can_redo(self) -> bool:
        """While undone actions wait and nothing else was played since (on the person's turn
        against the computer; between people at any time)."""
        return bool(self._redo) and not self.busy and self.is_human_turn()

    def hints_left(self) -> int | None:
        """Hints the person to move may still ask for, when the rules count them (else None)."""
        return None if self.position is None else self.position.hints_left

    def outcome(self) -> Outcome | None:
        return None if self.position is None else self.position.outcome

    # ---------------------------------------------------------------------------- rules
    def _rules(self, fn: Callable[[], T]) -> T:
        """`fn()` on the current game's rules thread (it may read and change the game)."""
        assert self._rules_thread is not None and self.setup is not None
        if self._rules_thread.closed:  # the window was closed and is used again: a new thread
            self._rules_thread = self._new_rules_thread(self.setup.rules)
        return self._rules_thread.call(fn)

    @property
    def busy(self) -> bool:
        """The rules are working on an action: gestures and computer answers wait."""
        return self._rules_thread is not None and self._rules_thread.busy

    def _new_rules_thread(self, rules: str) -> RulesThread:
        """The thread that runs the variant named `rules` for one game; while that game is being
        started (opened, resumed, built) no plugin is set yet, so the name comes from here."""
        thread = RulesThread(self, rules)
        thread.not_responding.connect(partial(self._not_responding, thread, rules))
        return thread

    def _not_responding(self, thread: RulesThread, rules: str) -> None:
        self._unanswered = thread
        self.rules_not_responding.emit(rules)

    def shutdown(self) -> None:
        """The window closes: no more thinking, and the game's rules thread ends (its calls are
        answered; a thread whose rules were given up is left to itself)."""
        self.computer.cancel()
        if self._rules_thread is not None and not self._rules_thread.busy:
            self._rules_thread.close()

    def end_unanswered_game(self) -> bool:
        """The player ends a game whose rules are not responding: the rules are given up (never
        called again). True when that was the game in play, which is kept as it was before the
        unanswered action (the window's autosave still holds it) and can no longer be played;
        False when it was a game being opened or started, which then raises RulesGivenUp and
        leaves the game in play as it was."""
        thread = self._unanswered if self._unanswered is not None else self._rules_thread
        self._unanswered = None
        if thread is None:
            return False
        thread.give_up()
        if thread is not self._rules_thread:
            return False
        self.ended_unanswered = True
        self.computer.cancel()
        self.state_changed.emit()
        return True

    # ---------------------------------------------------------------------------- starting
    def new_game(self, setup: GameSetup, stars: Any, options: dict[str, Any]) -> None:
        """Start a game; raises OptionError/BoardError with one line if the rules refuse it."""
        rules = self.registry.rules(setup.rules)
        if rules is None:
            raise OptionError(self.registry.missing_rules(setup.rules))
        guard = self._new_guard()
        thread = self._new_rules_thread(setup.rules)
        try:
            game = thread.call(lambda: guard.new_game(rules, stars, options, setup.extra))
        except PluginError as exc:  # the variant cannot build a game: the message names it
            thread.close()
            raise OptionError(str(exc)) from None
        except (RulesGivenUp, BoardError, OptionError):
            thread.close()
            raise
        self._start(setup, game, guard, thread)

    def _new_guard(self) -> GameGuard:
        """One guard per game; its failures reach the UI thread through a queued signal."""
        return GameGuard(on_failure=self._plugin_failed.emit, quiet=not self.failures_logged)

    def load_record(self, rec: GameRecord) -> None:
        """Resume a saved game; RecordError with one sentence if the rules refuse one of its
        moves (naming the first) or cannot start it."""
        names = (QCoreApplication.translate("Players", "Player 1"), QCoreApplication.translate("Players", "Player 2"))
        raw = rec.extra.get("players")
        raw = raw if isinstance(raw, list) and len(raw) == 2 else [None, None]
        players = (PlayerSpec.from_json(raw[0], names[0]), PlayerSpec.from_json(raw[1], names[1]))
        size = rec.extra.get("board_size", "")
        extra = {k: v for k, v in rec.extra.items() if k not in ("players", "board_size", *BOARD_FIELDS)}
        board = {k: rec.extra[k] for k in BOARD_FIELDS if k in rec.extra}
        guard = self._new_guard()
        thread = self._new_rules_thread(rec.rules)

        try:
            game = thread.call(lambda: apply_moves(game_from_record(rec, self.registry, guard, extra), rec.moves))
        except (RulesGivenUp, records.RecordError):
            thread.close()
            raise
        self._start(GameSetup(rec.rules, players, size if isinstance(size, str) else "", extra, board), game, guard, thread)

    def to_record(self) -> GameRecord:
        """The game as saved (asks the rules for their record fields, on the rules thread)."""
        assert self.game is not None and self.setup is not None
        if self.ended_unanswered and self.position is not None and self.position.record is not None:
            return self.position.record
        return self._rules(self._record_now)

    def _record_now(self) -> GameRecord:
        assert self.game is not None and self.setup is not None
        return _record_of(self.setup, self.game)

    def _read(self) -> Position:
        """The Position after an action, with the record to keep while the game goes on (on the
        rules thread)."""
        assert self.game is not None and self.setup is not None
        return _position_of(self.setup, self.game, self.guard)

    def _start(self, setup: GameSetup, game: Game, guard: GameGuard, thread: RulesThread) -> None:
        """Make the started game the one in play, once its rules have answered for its first
        position: a game given up before that leaves the game in play untouched."""
        try:
            position = thread.call(partial(_position_of, setup, game, guard))
        except RulesGivenUp:
            thread.close()
            raise
        self.computer.cancel()
        self.hint = None
        if self._rules_thread is not None:
            self._rules_thread.close()
        self.setup, self.game, self.guard, self._rules_thread = setup, game, guard, thread
        self.rules = self.registry.rules(setup.rules)
        self.ended_unanswered = False
        self._redo = []
        self._players = {}
        for number, spec in enumerate(setup.players, 1):
            if spec.is_computer:
                self._players[number] = build_safe_player(self.registry, guard, spec.ai, number, random.randrange(2**31))
        self.position = position
        self.game_started.emit()
        self._announce(Update("start", self.position))

    # ---------------------------------------------------------------------------- playing
    def play(self, action: Action, by_computer: bool = False) -> bool:
        """Push an action for the player to move. The one mutating entry point."""
        game = self.game
        if game is None or self.busy or self.ended_unanswered:
            return False
        try:
            pushed = self._rules(lambda: self._push(game, action))
        except RulesGivenUp:
            return False
        result, position = pushed.result, pushed.position
        if not result.accepted or position is None:
            a, b = (action.a, action.b) if isinstance(action, Move) else (-1, -1)
            star = game.board.blocking_star(a, b) if result.reason == Reason.THROUGH_STAR else -1
            text = reason_text(result.reason, result.detail, self.rules.refusals if self.rules else None)
            self.refused.emit(a, b, text, star, pushed.crossed)
            return False
        self.position = position
        self.hint = None
        if not self._redoing:
            self._redo = []
        if isinstance(action, Move):
            self.segment_drawn.emit(action.a, action.b, result.player, by_computer)
        if result.closed:
            self.triangles_closed.emit([tuple(c) for c in result.closed], result.player)
        if pushed.unscored:
            self.closed_unscored.emit(pushed.unscored)
        self._announce(Update("move", position, result, by_computer, outlines=pushed.outlines))
        return True

    def _push(self, game: Game, action: Action) -> Pushed:
        """On the rules thread: push `action` and work out what the window tells of it."""
        result = game.push(action)
        if not result.accepted:
            crossed = None
            if result.reason == Reason.CROSSES and isinstance(action, Move):
                found = game.board.crossed(game.board.segment_id(action.a, action.b), game.drawn)
                crossed = tuple(int(v) for v in game.board.segment_ends[found[0]]) if len(found) else None
            return Pushed(result, crossed=crossed)
        unscored, outlines = [], 0
        if isinstance(action, Move):
            words = self.rules.unscored_reasons if self.rules is not None else {}
            for tri in game.closed_unscored(game.board.segment_id(action.a, action.b)):
                key = game.unscored_reason(tri)
                if key:
                    text = QCoreApplication.translate("rules", words[key]) if key in words else key
                    unscored.append((tuple(int(v) for v in game.board.triangles[tri]), text))
            outlines = len(game.board.outline_corners(action.a, action.b, game.drawn))
        return Pushed(result, self._read(), unscored, outlines)

    def play_human(self, action: Action) -> bool:
        """A person's gesture: ignored while a computer is to move."""
        if not self.is_human_turn():
            return False
        return self.play(action)

    def pass_turn(self) -> bool:
        return self.play_human(Pass())

    def undo(self) -> bool:
        """Against the computer: back to before the person's last move; else the last action."""
        if not self.can_undo() or self.busy:
            return False
        game = self.game
        assert game is not None
        self.computer.cancel()
        self.hint = None
        human = self.human_number()
        undone: list[Action] = []  # newest first

        def take_back() -> Position:
            if human is None:
                undone.append(game.pop())
            else:
                while game.history and game.movers[-1] != human:
                    undone.append(game.pop())
                undone.append(game.pop())  # the person's own last action
            return self._read()

        try:
            self.position = self._rules(take_back)
        except RulesGivenUp:
            return False
        self._redo = undone[::-1] + self._redo
        self.game_started.emit()
        self._announce(Update("start", self.position, undone=tuple(undone[::-1])))
        return True

    def redo(self) -> bool:
        """Play again what the last undo took back: the person's action and the computer's
        answers that followed it (between people, the one action). The computer thinks again
        only where nothing undone is left to replay."""
        if not self.can_redo():
            return False
        human = self.human_number()
        waiting, replayed = self._redo, 0
        self._redoing = True
        try:
            while waiting and self.position is not None and not self.position.is_over:
                turn = self.position.turn
                if replayed and (human is None or turn == human):
                    break  # the next one is the person's again: it waits for another redo
                if not self.play(waiting[0], by_computer=human is not None and turn != human):
                    waiting = []  # the rules refuse it now (a variant changed): nothing left to redo
                    break
                waiting = waiting[1:]
                replayed += 1
        finally:
            self._redoing = False
        self._redo = waiting
        if replayed and self.position is not None:
            self._computer_moves(self.position)
            self.state_changed.emit()
        return replayed > 0

    def request_hint(self) -> None:
        """Ask for a suggested move for the person to move (offered by rules with a "hint" action).

        The registry's hint source for these rules (`Registry.hint_source`) computes a
        suggestion; the rules' `Game.hint(suggestion)` then decides what is shown (a variant
        that counts hints uses one up, and may fall back on its own suggestion, also when there
        is no hint source). `hint_ready` carries it."""
        if not self.is_human_turn() or self.is_thinking or self.busy:
            return
        assert self.position is not None and self.setup is not None
        if self.hint is not None:  # nothing was played since: the same suggestion, for free
            self.hint_ready.emit(self.hint)
            return
        if self.position.hints_left == 0:
            self._show_hint(None)
            return
        source = self.registry.hint_source(self.setup.rules)
        if source is None:
            self._show_hint(None)
            return
        plugin, level = source
        player, budget = build_player(self.registry, f"{plugin.name}:{level}", random.randrange(2**31))
        self._think(player, budget, hint=True, plugin=self.registry.key_of(plugin))

    # ---------------------------------------------------------------------------- after an action
    def _announce(self, update: Update) -> None:
        """Tell the views (one payload), then start the computer's move or end the game."""
        self.updated.emit(update)
        self.state_changed.emit()
        position = update.position
        if position.outcome is not None:
            self.game_over.emit(position.outcome)
            return
        if not self._redoing:
            self._computer_moves(position)

    def hold_computer(self, held: bool, start: bool = True) -> None:
        """While held, the computer does not start a move: the window asks about the game on
        show (Resume?), and a computer playing behind the question moved a game of 3 moves on to
        20 before it was answered. Released, it starts its move if it is to move (unless not
        `start`: the game is about to be replaced)."""
        self._held = held
        if not held and start and self.position is not None and not self.busy:
            self._computer_moves(self.position)

    def _computer_moves(self, position: Position) -> None:
        """Start the computer's move when it is to move in `position` (not while held)."""
        if self._held:
            return
        if position.outcome is None and self.player(position.turn).is_computer:
            seat, budget = self._players[position.turn]
            found = self.registry.find_ai(self.player(position.turn).ai)
            plugin = self.registry.key_of(found[0]) if found is not None else None
            self._think(seat, budget * self.budget_scale, hint=False, delay_ms=self.computer_delay_ms, plugin=plugin)

    def _think(self, who: Thinker, budget: float, hint: bool, delay_ms: int = 0,
               plugin: tuple[str, str] | None = None) -> None:
        """Start the one runner on one copy of the game, made by the rules thread; `plugin` is
        the thinker's (group, entry point name)."""
        game = self.game
        if game is None:
            return
        try:
            copy = self._rules(game.copy)
        except RulesGivenUp:
            return
        self.computer.start(who, copy, budget, hint=hint, delay_ms=delay_ms, plugin=plugin)

    def _answered(self, action: Action | None, why: str, hint: bool) -> None:
        """A computer's answer for the current position (older ones are dropped by the runner);
        None when it did not answer in time: the instant fallback plays."""
        if self.busy:  # the rules are answering something else: come back when they are done
            QTimer.singleShot(20, self, lambda: self._answered(action, why, hint))
            return
        game = self.game
        if game is None or self.ended_unanswered:
            return
        if action is None:
            try:
                action = self._rules(lambda: fallback_action(game))
            except RulesGivenUp:
                return
        if hint:
            self._show_hint(action)
            return
        seat = self._players.get(self.position.turn) if self.position is not None else None
        if why and (seat is None or not seat[0].disabled):  # a switch-off has its own message
            self.problem.emit(QCoreApplication.translate("Controller", "The computer player {0}; a simple move was played instead.").format(why))
        self.play(action, by_computer=True)

    def _show_hint(self, suggestion: Action | None) -> None:
        """Show what the rules' `Game.hint` makes of the hint source's suggestion."""
        game = self.game
        if game is None:
            return
        try:
            action, position = self._rules(lambda: (game.hint(suggestion), self._read()))
        except RulesGivenUp:
            return
        self.position = position
        self.updated.emit(Update("hint", position))
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

    def unscored_within_reach(self) -> list[tuple[int, int, int]]:
        """Corners of the never-scoring triangles one segment from closed (Beginner's shading;
        asked of the rules on their thread)."""
        game = self.game
        if game is None or self.position is None or self.position.is_over or self.ended_unanswered:
            return []
        try:
            tris = self._rules(game.unscored_within_reach)
        except RulesGivenUp:
            return []
        return [tuple(int(v) for v in game.board.triangles[t]) for t in tris]

    def end_reason(self, outcome: Outcome) -> str:
        """Why the game ended, in the player's language: a variant's end in its `outcome_reasons`,
        the classic end in the window's words unless the variant words it too. Against the computer the variant's
        "REASON/you_won" or "REASON/you_lost" form is used when it has one, so that the person
        at the screen is addressed as "you" with the verb that goes with it; a drawn game takes
        its "REASON/draw" form when it has one."""
        texts = self.rules.outcome_reasons if self.rules is not None else {}
        if outcome.reason == "no_triangles_left" and outcome.reason not in texts:
            return QCoreApplication.translate("Controller", "No triangle can be closed any more.")
        key = outcome.reason
        human = self.human_number()
        if human is not None and outcome.winner in (1, 2):
            personal = f"{key}/{'you_won' if outcome.winner == human else 'you_lost'}"
            key = personal if personal in texts else key
        elif outcome.winner is None and f"{key}/draw" in texts:  # words that name no winner
            key = f"{key}/draw"
        if key not in texts:
            return ""
        names = ("", "")
        if outcome.winner in (1, 2):
            names = (self.player(3 - outcome.winner).name, self.player(outcome.winner).name)
        return filled(QCoreApplication.translate("rules", texts[key]), texts[key], *names)

    def wait_idle(self, timeout_ms: int = 30000) -> bool:
        """Block until no computer move is being computed (for closing and tests)."""
        return self.computer.wait_idle(timeout_ms)

