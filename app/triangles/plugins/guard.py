"""Keeping a game going when a plugin throws during play.

One `GameGuard` per game. Starting something a plugin must do for the game to exist at all (build
the variant's game) re-raises a failure as `PluginError`, which names the plugin. Once the game
runs, plugin failures never stop it:

- a rules variant whose hook or extra (docs/plugins.md) throws, answers with the wrong type or
  with an answer the game or its record cannot hold (`_RESULT_PROBLEM`), leaves mutable state
  shared with the copies computer players search on, or leaves the player to move nothing to do
  (`GameGuard.check_playable`), is switched off for the rest of that game: every hook then gives
  the basic behaviour (no segment
  refused for the variant's reasons, the turn passes to the other player after each segment, no
  passing, the game ends when no triangle can be closed, most triangles wins);
- a computer player that throws, or answers with an action the rules refuse, is switched off for
  the rest of that game and the instant fallback player of `safe_play` plays for it. A
  player that only overruns its budget loses that move to the fallback and is asked again next
  time (unless it is still thinking, as it must never be asked twice at once).

Each plugin's failure is reported once: appended to `failures`, logged, and passed to the
optional `on_failure` callback. The callback runs on the thread that met the failure (a computer
player's search thread can call a variant's hooks on its copy of the game), so a Qt controller
should forward it with a queued signal. Nothing here imports Qt.
"""

from __future__ import annotations

import functools
import json
import logging
import sys
import threading
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence, TypeVar

import numpy as np

from .safe_play import Choice, choose_safely, fallback_action
from .spelling import warn_once
from .threads import stop_thread

from .api import (
    GROUP_AI,
    GROUP_RULES,
    GROUP_THEMES,
    AIPlayer,
    AIPlugin,
    Board,
    BoardError,
    Game,
    GameView,
    Move,
    OptionError,
    Outcome,
    Pass,
    RulesPlugin,
    TurnBudget,
    TurnState,
)
from .discovery import one_line

log = logging.getLogger(__name__)

T = TypeVar("T")

_KIND_WORDS = {GROUP_RULES: "rules variant", GROUP_AI: "computer player", GROUP_THEMES: "theme"}


class PluginError(Exception):
    """A plugin failed at something it had to do; the message names the plugin."""

    def __init__(self, group: str, name: str, error: str) -> None:
        super().__init__(f"the {_KIND_WORDS.get(group, 'plugin')} {name!r} failed: {error}")
        self.group = group
        self.name = name
        self.error = error


def activate(group: str, name: str, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Call plugin code that must succeed for the plugin to be used (building a game, loading a
    theme); any exception comes back as a PluginError naming the plugin."""
    try:
        return fn(*args, **kwargs)
    except Exception as exc:
        raise PluginError(group, name, one_line(exc)) from exc


class PluginAbort(Exception):
    """Plugin code raised SystemExit, KeyboardInterrupt or another BaseException: it asks to stop
    the program, which is not a plugin's call, so it becomes an ordinary failure of that plugin."""

    def __init__(self, exc: BaseException) -> None:
        super().__init__(f"{one_line(exc)} raised; a plugin may not end the program")


def call_within(seconds: float, fn: Callable[..., T], *args: Any) -> T:
    """`fn(*args)` run on a daemon thread; TimeoutError if it has not returned within `seconds`
    (the thread is then asked to stop, see `stop_thread`, and the caller goes on without it). Its exception is re-raised;
    one that is not an Exception (SystemExit, KeyboardInterrupt) comes back as PluginAbort, as no
    plugin may end the program."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn(*args)
        except BaseException as exc:  # foreign code: hand whatever it raised to the caller
            box["error"] = exc

    worker = threading.Thread(target=run, name="triangles-plugin-call", daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        stop_thread(worker)
        raise TimeoutError(f"did not answer within {seconds:g} s")
    if "error" in box:
        error = box["error"]
        if not isinstance(error, Exception):
            raise PluginAbort(error) from error
        raise error
    return box["value"]


#: How long a computer player's plugin may take to build it (`AIPlugin.create`): the window
#: waits for it before it shows the game.
CREATE_SECONDS = 2.0


def create_player(plugin: AIPlugin, level: str, seed: int | None) -> AIPlayer:
    """`plugin.create(level, seed)`, within CREATE_SECONDS; any failure is raised as an Exception
    (a `SystemExit` there closed the window, a `create` that never returned kept it from
    showing), as is an answer that is not an AIPlayer."""
    built = call_within(CREATE_SECONDS, plugin.create, level, seed)
    if not isinstance(built, AIPlayer):
        raise TypeError(f"create returned {type(built).__name__}, not an AIPlayer")
    return built


@dataclass(frozen=True)
class PluginFailure:
    """A plugin that failed during a game and was switched off for the rest of it."""

    group: str
    name: str
    during: str  # the hook or call that threw: "state_after_segment", "choose_move", ...
    error: str  # one line: "ValueError: ..."
    player: int | None = None  # the seat of a computer player

    @property
    def message(self) -> str:
        """English text for logs and headless tools (the window words its own, translated)."""
        if self.group == GROUP_AI:
            return (
                f"The computer player {self.name} (player {self.player}) failed in {self.during} "
                f"({self.error}); a simple built-in player plays for it for the rest of this game."
            )
        return (
            f"The rules variant {self.name!r} failed in {self.during} ({self.error}); it is switched "
            "off for the rest of this game, which goes on with the basic rules."
        )


def _other_player(game: Game) -> TurnState:
    state = game.state
    try:
        return replace(state, player=3 - state.player)
    except Exception:  # a variant state that cannot be copied: keep only whose turn it is
        return TurnState(player=3 - int(getattr(state, "player", 1)))


def _basic_outcome(game: Game) -> Any:
    return None if game.alive_count > 0 else game.outcome_by_score()


#: What each Game hook does once the variant is switched off: the basic rules.
_BASIC: dict[str, Callable[..., Any]] = {
    "initial_state": lambda game: TurnState(player=1),
    "scoring_triangles": lambda game: np.ones(game.board.t, dtype=bool),
    "refuse_segment": lambda game, seg: "",
    "refused_segments": lambda game: (),
    "state_after_segment": lambda game, closed: _other_player(game),
    "can_pass": lambda game: False,
    "state_after_pass": _other_player,
    "outcome": _basic_outcome,
    "copy_extra": lambda game, other: None,
    "record_extra": lambda game: {},
    # The extras (docs/plugins.md): the basic rules offer none.
    "turn_budget": lambda game: None,
    "hint_limit": lambda game: 0,
    "hints_left": lambda game, player=None: None,
    "hint": lambda game, suggestion=None: None,
    "tip": lambda game: None,
    "unscored_reason": lambda game, tri: "",
    "shades_unscored": lambda game: False,
}
HOOKS = tuple(_BASIC)


def _is_int(value: Any) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))


def _int_sequence(value: Any) -> bool:
    if isinstance(value, np.ndarray):
        return value.ndim == 1 and (value.size == 0 or np.issubdtype(value.dtype, np.integer))
    return isinstance(value, (list, tuple)) and all(_is_int(v) for v in value)


#: What each hook must return; anything else is a failure of the variant, as a throw is.
_RESULT_OK: dict[str, tuple[Callable[[Any], bool], str]] = {
    "initial_state": (lambda v: isinstance(v, TurnState), "a TurnState"),
    "scoring_triangles": (lambda v: isinstance(v, np.ndarray), "a numpy array"),
    "refuse_segment": (lambda v: isinstance(v, str), "a string"),
    "refused_segments": (_int_sequence, "a list of segment ids"),
    "state_after_segment": (lambda v: isinstance(v, TurnState), "a TurnState"),
    "can_pass": (lambda v: isinstance(v, (bool, np.bool_)), "True or False"),
    "state_after_pass": (lambda v: isinstance(v, TurnState), "a TurnState"),
    "outcome": (lambda v: v is None or isinstance(v, Outcome), "an Outcome or None"),
    "copy_extra": (lambda v: True, ""),
    "record_extra": (lambda v: isinstance(v, dict), "a dict"),
    "turn_budget": (
        lambda v: v is None or (isinstance(v, TurnBudget) and all(_is_int(x) for x in (v.allowed, v.left, v.turn))
                                and isinstance(v.decided_by, str)),
        "a TurnBudget or None",
    ),
    "hint_limit": (lambda v: v is None or (_is_int(v) and v >= 0), "a whole number or None"),
    "hints_left": (lambda v: v is None or (_is_int(v) and v >= 0), "a whole number or None"),
    "hint": (lambda v: v is None or isinstance(v, (Move, Pass)), "a Move, Pass or None"),
    "tip": (lambda v: v is None or isinstance(v, str), "a string or None"),
    "unscored_reason": (lambda v: isinstance(v, str), "a string"),
    "shades_unscored": (lambda v: isinstance(v, (bool, np.bool_)), "True or False"),
}

#: Stack frames a failure report needs (the log, the window's callback).
REPORT_FRAMES = 150


def _frames_left() -> int:
    """How many more Python frames this thread may stack before RecursionError."""
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    return sys.getrecursionlimit() - depth


def _outcome_problem(game: Game, outcome: Outcome, *_args: Any) -> str:
    """What is wrong with a variant's Outcome, or "": the winner is a seat or None, and the score
    is the triangles each player closed (a triangle counts one; the window, the records and the
    arena count them so)."""
    if isinstance(outcome.winner, (bool, np.bool_)) or outcome.winner not in (1, 2, None):
        return f"outcome() named the winner {outcome.winner!r}, not 1, 2 or None"
    try:
        score = tuple(int(v) for v in outcome.score)
    except (TypeError, ValueError):
        score = ()
    if score != game.score:
        return (f"outcome() gave the score {outcome.score!r}, but the triangles closed are "
                f"{game.score[0]}:{game.score[1]} (pass self.score)")
    return ""


#: The most a variant's record fields may take, written as JSON: a record is read up to 16 MiB,
#: and 200,000 actions take about 3 MiB of them.
MAX_EXTRA_CHARS = 2**20


def _record_problem(game: Game, extra: dict[str, Any], *_args: Any) -> str:
    """What keeps a record from holding a variant's fields, or "" (they are written as JSON)."""
    try:
        written = json.dumps(extra, allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return f"record_extra() gave fields a record cannot hold ({reason}); give lists, numbers, strings and dicts"
    if len(written) > MAX_EXTRA_CHARS:  # the record would be written, and never read back
        return f"record_extra() gave {len(written) / 2**20:.1f} MiB of fields; a record keeps at most 1 MiB of them"
    return ""


def _turn_problem(hook: str) -> Callable[..., str]:
    """What is wrong with the player a TurnState names, or "" (a third player stopped the game)."""
    def problem(game: Game, state: TurnState, *_args: Any) -> str:
        player = state.player
        return "" if _is_int(player) and player in (1, 2) else f"{hook}() gave the turn to player {player!r}, not 1 or 2"
    return problem


#: The most segments a turn budget may count (a board has fewer), and the longest words for it.
MAX_BUDGET = 1_000_000
MAX_DECIDED_BY = 200


def _budget_problem(game: Game, budget: TurnBudget, *_args: Any) -> str:
    """What is wrong with a turn budget's numbers, or "" (-5 lines or 10**12 could not be shown)."""
    if not all(0 <= value <= MAX_BUDGET for value in (budget.allowed, budget.left)):
        return f"turn_budget() gave {budget.allowed} allowed and {budget.left} left, not 0 to {MAX_BUDGET}"
    if budget.turn < 0 or len(budget.decided_by) > MAX_DECIDED_BY:
        return f"turn_budget() gave a negative turn or more than {MAX_DECIDED_BY} characters of decided_by"
    return ""


def _refusal_problem(game: Game, detail: str, seg: int) -> str:
    """A refusal the variant's own `refused_segments` did not list, or "": `legal_moves`
    offered the segment, and every player, the stand-in included, drew it and was refused (the
    game went no further). A variant that lists no refusals of its own is not asked: its
    refusals still reach a person in its words."""
    if not detail or not _lists_refusals(type(game)) or int(seg) in {int(s) for s in game.refused_segments()}:
        return ""
    return f"refuse_segment() refused segment {seg} ({detail!r}), which refused_segments() left open"


def _lists_refusals(cls: type) -> bool:
    """Whether the variant's Game class (under its guarded subclass) overrides `refused_segments`."""
    own = cls.__bases__[0] if cls.__dict__.get("_triangles_guarded") else cls
    return getattr(own, "refused_segments", None) is not Game.refused_segments


#: Checks beyond the type, for the hooks whose answer must also agree with the game or the record
#: (each is given the game, the answer and the hook's arguments).
_RESULT_PROBLEM: dict[str, Callable[..., str]] = {
    "outcome": _outcome_problem, "record_extra": _record_problem, "turn_budget": _budget_problem,
    "refuse_segment": _refusal_problem,
    **{hook: _turn_problem(hook) for hook in ("initial_state", "state_after_segment", "state_after_pass")},
}

_GUARD_ATTR = "_triangles_guard"
_guarded_classes: dict[type, type] = {}
_classes_lock = threading.Lock()


def _guarded_hook(hook: str, original: Callable[..., Any]) -> Callable[..., Any]:
    basic = _BASIC[hook]
    valid, expected = _RESULT_OK[hook]
    deeper = _RESULT_PROBLEM.get(hook)

    def method(self: Game, *args: Any) -> Any:
        guard: GameGuard | None = self.__dict__.get(_GUARD_ATTR)
        if guard is None:
            return original(self, *args)
        if guard.rules_disabled:
            return basic(self, *args)
        try:
            result = original(self, *args)
        except BaseException as exc:  # foreign code: SystemExit and the like are contained too
            guard._rules_failed(hook, exc)
            return basic(self, *args)
        if not valid(result):
            guard._rules_failed(hook, TypeError(f"{hook}() returned {type(result).__name__}, not {expected}"))
            return basic(self, *args)
        if deeper is not None and result is not None and (problem := deeper(self, result, *args)):
            guard._rules_failed(hook, ValueError(problem))
            return basic(self, *args)
        return result

    method.__name__ = hook
    method.__doc__ = original.__doc__
    return method


@functools.cache
def _engine_attributes() -> frozenset[str]:
    """The attributes the engine's own Game keeps (its copy() copies or shares them knowingly)."""

    class Plain(Game):
        def scoring_triangles(self) -> np.ndarray:
            return np.ones(self.board.t, dtype=bool)

    return frozenset(vars(Plain(Board([(0.0, 0.0), (1.0, 0.0), (0.0, 1.0)]))))


def _shared_state(game: Game, other: Game) -> list[str]:
    """The variant's own mutable attributes that `game` and its copy `other` hold as one object
    (lists, dicts, sets, writable arrays): `copy_extra` forgot them."""
    engine = _engine_attributes()
    copied = vars(other)
    return [
        name for name, value in vars(game).items()
        if name not in engine and copied.get(name) is value
        and (isinstance(value, (list, dict, set, bytearray)) or (isinstance(value, np.ndarray) and value.flags.writeable))
    ]


def _checked_copy(original: Callable[[Game], Game]) -> Callable[[Game], Game]:
    def copy(self: Game) -> Game:
        other = original(self)
        guard: GameGuard | None = self.__dict__.get(_GUARD_ATTR)
        if guard is not None and not guard.rules_disabled and (shared := _shared_state(self, other)):
            guard._rules_failed("copy_extra", ValueError(
                f"copy_extra() leaves {', '.join(shared)} shared between the game and its copies, so a "
                "computer player's search on a copy changes the game: copy it in copy_extra()"))
        return other

    copy.__doc__ = original.__doc__
    return copy


def _guarded_class(cls: type) -> type:
    """A subclass of the variant's Game class whose hooks catch exceptions (made once per class).
    `Game.copy` builds instances of the same class, so search copies stay guarded."""
    if cls.__dict__.get("_triangles_guarded"):
        return cls
    with _classes_lock:
        guarded = _guarded_classes.get(cls)
        if guarded is None:
            namespace: dict[str, Any] = {hook: _guarded_hook(hook, getattr(cls, hook)) for hook in HOOKS}
            namespace["copy"] = _checked_copy(cls.copy)
            namespace["_triangles_guarded"] = True
            namespace["__module__"] = cls.__module__
            namespace["__qualname__"] = cls.__qualname__
            guarded = type(cls.__name__, (cls,), namespace)
            _guarded_classes[cls] = guarded
        return guarded


class _WatchedPlayer(AIPlayer):
    """Wraps a plugin's player to see, from inside the thinking thread, whether it is still
    thinking (a late answer clears it)."""

    def __init__(self, inner: AIPlayer) -> None:
        self.inner = inner
        self.busy = False  # set by the caller before the thinking thread starts

    def choose_move(self, view: GameView, budget_s: float) -> Any:
        try:
            return self.inner.choose_move(view, budget_s)
        finally:
            self.busy = False


class SafePlayer:
    """A computer player for one game that never stops it (see the module docstring)."""

    def __init__(self, guard: "GameGuard", name: str, seat: int, player: AIPlayer | None) -> None:
        self._guard = guard
        self.name = name
        self.seat = seat
        self._watched = _WatchedPlayer(player) if player is not None else None
        self.failure: PluginFailure | None = None

    @property
    def disabled(self) -> bool:
        return self.failure is not None

    def choose(self, game: Game, budget_s: float) -> Choice:
        """The action to play for this seat: the plugin's within its budget, else the fallback."""
        player = self.begin(game)
        if isinstance(player, Choice):
            return player
        return self.end(choose_safely(player, game, budget_s))

    def begin(self, game: Game) -> AIPlayer | Choice:
        """The player to ask for this move (marked busy until it answers), or at once the
        fallback's Choice when it is switched off or still thinking about an earlier move."""
        watched = self._watched
        if self.failure is not None or watched is None:
            return Choice(fallback_action(game), 0.0, "switched off for this game")
        if watched.busy:
            return Choice(fallback_action(game), 0.0, "still thinking about an earlier move")
        watched.busy = True
        return watched

    def end(self, choice: Choice) -> Choice:
        """Take note of how the move went: a player that failed is switched off for the game."""
        if choice.failure and self.failure is None:
            self._fail("choose_move", choice.failure)
        return choice

    def _fail(self, during: str, error: str) -> None:
        self.failure = PluginFailure(GROUP_AI, self.name, during, error, self.seat)
        self._guard._report(self.failure)


class GameGuard:
    """Catches plugin failures during one game, switches the plugin off for that game, reports
    each once and keeps the game going (see the module docstring)."""

    def __init__(self, on_failure: Callable[[PluginFailure], None] | None = None, quiet: bool = False) -> None:
        """`quiet`: failures are not logged (a command that says them in its own line)."""
        self.failures: list[PluginFailure] = []
        self.rules_disabled = False
        self._on_failure = on_failure
        self._quiet = quiet
        self._lock = threading.Lock()
        self._rules_name = ""

    # ---------------------------------------------------------------------------- rules
    def new_game(
        self,
        rules: RulesPlugin,
        stars: Sequence[Sequence[float]] | np.ndarray,
        options: Mapping[str, Any] | None = None,
        extra: Mapping[str, Any] | None = None,
        board: Board | None = None,
    ) -> Game:
        """The variant's new game, watched by this guard. Bad options or stars raise OptionError or
        BoardError as `RulesPlugin.new_game` does; a variant that fails to build its game raises
        PluginError."""
        name = str(getattr(rules, "name", "?"))
        try:
            game = rules.new_game(stars, options, extra, board)
        except (OptionError, BoardError):
            raise
        except BaseException as exc:  # foreign code: SystemExit and the like are contained too
            raise PluginError(GROUP_RULES, name, one_line(exc)) from exc
        if not isinstance(game, Game):
            raise PluginError(GROUP_RULES, name, f"create_game returned {type(game).__name__}, not a Game")
        # `Game.__init__` asked the variant for its first turn before the game could be watched.
        state = getattr(game, "state", None)
        if not isinstance(state, TurnState):
            raise PluginError(GROUP_RULES, name, f"initial_state() returned {type(state).__name__}, not a TurnState")
        if problem := _turn_problem("initial_state")(game, state):
            raise PluginError(GROUP_RULES, name, problem)
        return self.watch(game, name)

    def watch(self, game: Game, name: str | None = None) -> Game:
        """Guard a game built elsewhere (the same object, now watched); returns it."""
        self._rules_name = name or game.rules_name or type(game).__name__
        if not type(game).__dict__.get("_triangles_guarded"):
            warn_once(type(game), Game, f"{GROUP_RULES} {self._rules_name!r}")
        game.__class__ = _guarded_class(type(game))
        game.__dict__[_GUARD_ATTR] = self
        return game

    def _rules_failed(self, during: str, exc: BaseException) -> None:
        """Switch the variant off and report why, once. A hook that recursed into itself (an
        `outcome()` asking `legal_moves`, which asks `outcome()`) fails with no stack left to
        report it in: its RecursionError is passed up to the guard of the same hook nearer the
        top of the stack, which reports it."""
        if isinstance(exc, RecursionError) and _frames_left() < REPORT_FRAMES:
            raise exc
        with self._lock:
            if self.rules_disabled:
                return
            self.rules_disabled = True
        error = one_line(exc)
        if isinstance(exc, RecursionError) and during == "outcome":
            error = ("RecursionError: outcome() called itself, e.g. through legal_moves or is_over(), "
                     "which ask outcome(); open_segments() says what can still be drawn")
        self._report(PluginFailure(GROUP_RULES, self._rules_name, during, error))

    def check_playable(self, game: Game, outcome: Outcome | None) -> bool:
        """A variant whose `outcome()` said the game goes on (`outcome` is what it said) while the
        player to move can neither draw a segment nor pass has left the game stuck: that is a
        failure of the variant, which is switched off so that the basic rules finish the game.
        True when it was (the caller reads the game again). Drivers call this once per turn."""
        if outcome is not None or self.rules_disabled or game.__dict__.get(_GUARD_ATTR) is not self:
            return False
        if len(game.open_segments()) or game.can_pass():
            return False
        self._rules_failed("outcome", RuntimeError(
            "the game goes on, but the player to move can neither draw a segment nor pass"))
        return True

    # ------------------------------------------------------------------------ computer players
    def player(self, plugin: AIPlugin, level: str, seat: int, seed: int | None = None) -> SafePlayer:
        """The computer player for `seat` (1 or 2). If the plugin cannot build it, the fallback
        plays that seat from the start and the failure is reported."""
        name = f"{getattr(plugin, 'name', '?')}:{level}"
        try:
            built = create_player(plugin, level, seed)
        except Exception as exc:
            safe = SafePlayer(self, name, seat, None)
            safe._fail("create", one_line(exc))
            return safe
        warn_once(type(built), AIPlayer, f"{GROUP_AI} {name!r}")
        return SafePlayer(self, name, seat, built)

    # ------------------------------------------------------------------------------ reporting
    def _report(self, failure: PluginFailure) -> None:
        with self._lock:
            self.failures.append(failure)
        if not self._quiet:
            log.warning("%s", failure.message)
        if self._on_failure is not None:
            try:
                self._on_failure(failure)
            except Exception:  # the game must go on even if showing the message fails
                log.exception("reporting a plugin failure failed")
