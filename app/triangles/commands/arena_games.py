"""One arena game, played under the plugin guard and a watchdog, so no plugin can stop the arena.

The game runs through a `GameGuard`, as in the window: a computer player that throws or answers
an illegal action is switched off for the rest of the game and the stand-in (the instant player
of `triangles.plugins.safe_play`) plays its seat; a rules hook that throws switches the variant off and the
game goes on with the basic rules. Each fallback move is kept with its reason.

The game itself runs on a daemon thread watched by the caller: a step that takes longer than its
limit (a computer player's move: its abandon time; any other plugin call: `HOOK_SECONDS`) means a
plugin stopped answering. The game is then abandoned with that reason and the arena goes on (the
hung thread cannot be killed; it is told to stop as soon as it returns).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from triangles.engine import Action, Board, GameRecord, random_stars
from triangles.plugins.api import GROUP_AI, GROUP_RULES, Pass
from triangles.plugins.discovery import one_line
from triangles.plugins.guard import GameGuard, PluginError, PluginFailure
from triangles.plugins.registry import Registry, default_registry
from triangles.plugins.safe_play import GRACE_FACTOR, GRACE_SECONDS

#: Safety nets against a rules plugin whose games never end: every action of a game, and the
#: passes in a row (a variant that lets players pass for ever, with players that do).
MAX_ACTIONS_PER_GAME = 100_000
MAX_PASSES_IN_A_ROW = 100
#: How long one plugin call other than a move (a rules hook, building a player) may take; the
#: window, too, says a variant is not responding after 2 s.
HOOK_SECONDS = 2.0


@dataclass(frozen=True)
class GameSpec:
    """Everything a worker process needs to play one game (picklable)."""

    index: int
    ai: str
    vs: str
    rules: str
    options: dict[str, Any]
    stars: int
    seed: int
    records: str | None = None  # folder for the game's record

    @property
    def board_seed(self) -> int:
        """Games 2k and 2k+1 share a board, so each side starts once on it."""
        return self.seed * 1_000_003 + self.index // 2

    @property
    def a_first(self) -> bool:
        return self.index % 2 == 0


@dataclass
class Fallback:
    """A move played by the stand-in, or a rules variant switched off; `side` is "A", "B" or None
    (the rules)."""

    move: int  # actions played before it
    side: str | None
    plugin: str
    reason: str

    def to_json(self, game: int) -> dict[str, Any]:
        return {"game": game, "move": self.move, "side": self.side, "plugin": self.plugin, "reason": self.reason}


#: A seat whose stand-in played more moves than this was not played by its plugin (one overrun
#: is a slow move; a player that keeps missing its time, or hangs, is not playing).
MAX_FALLBACK_MOVES = 1


def played_by_stand_in(fallbacks: list[Fallback], switched_off: bool) -> bool:
    """Whether a game is not the plugins' (counted under `stand_in`): a seat or the rules were
    switched off, or a seat's stand-in played more than MAX_FALLBACK_MOVES of its moves."""
    per_side: dict[str, int] = {}
    for fallback in fallbacks:
        if fallback.side is not None:
            per_side[fallback.side] = per_side.get(fallback.side, 0) + 1
    return switched_off or any(n > MAX_FALLBACK_MOVES for n in per_side.values())


@dataclass
class GameResult:
    index: int
    a_result: str  # "win" | "loss" | "draw" | "abandoned"
    a_ms: list[float] = field(default_factory=list)
    b_ms: list[float] = field(default_factory=list)
    fallbacks: int = 0  # moves the stand-in played
    fallback_log: list[Fallback] = field(default_factory=list)  # each with its reason
    score: tuple[int, int] = (0, 0)  # A's, B's
    seed: int = 0  # the board's
    a_first: bool = True
    stand_in: bool = False  # a seat or the rules were switched off: not a game of the plugins
    reason: str | None = None  # why it was abandoned
    record: str | None = None  # where its record was saved
    record_error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.index, "seed": self.seed, "first": "A" if self.a_first else "B",
            "result": self.a_result, "score": list(self.score), "stand_in": self.stand_in,
            "reason": self.reason, "record": self.record,
        }


class _Progress:
    """What the game thread is doing, since when, and how long it may take (read by the watcher)."""

    def __init__(self) -> None:
        self.doing = "starting the game"
        self.since = time.monotonic()
        self.limit = HOOK_SECONDS
        self.stop = False
        self.actions: list[Action] = []
        self.extra: dict[str, Any] = {}  # the variant's record fields, once the game is over
        self.result: GameResult | None = None

    def step(self, doing: str, limit: float) -> None:
        self.doing, self.limit, self.since = doing, limit, time.monotonic()


def play_game(spec: GameSpec) -> GameResult:
    """Play one game in this process (the worker entry point of the pool); never hangs, never
    raises for a plugin's sake."""
    progress = _Progress()
    box: dict[str, Any] = {}
    stars = random_stars(spec.stars, spec.board_seed)
    # Finding the plugins (once per process: in a worker, with its first game) is not part of the
    # game: each import has its own bound (discovery.IMPORT_SECONDS), so one slow plugin costs its
    # own seconds without making the game look stuck.
    registry = default_registry()

    def run() -> None:
        try:
            box["result"] = _play(spec, stars, progress, registry)
        except BaseException as exc:  # foreign code: whatever escaped the guard ends this game only
            box["error"] = one_line(exc)

    worker = threading.Thread(target=run, name=f"triangles-arena-game-{spec.index}", daemon=True)
    worker.start()
    while True:
        worker.join(0.05)
        if not worker.is_alive():
            break
        late = time.monotonic() - progress.since
        if late > progress.limit:
            progress.stop = True
            box["abandoned"] = f"{progress.doing} did not answer within {progress.limit:g} s"
            break
    result: GameResult | None = box.get("result")
    if result is None:
        result = progress.result or GameResult(spec.index, "abandoned", seed=spec.board_seed, a_first=spec.a_first)
        result.a_result = "abandoned"
        result.reason = box.get("abandoned") or f"the game stopped: {box.get('error')}"
    if spec.records is not None:
        _save_record(spec, stars, list(progress.actions), dict(progress.extra), result)
    return result


def _play(spec: GameSpec, stars: Any, progress: _Progress, registry: Registry) -> GameResult:
    sides = ("A", "B") if spec.a_first else ("B", "A")  # side of player 1, of player 2
    result = GameResult(spec.index, "draw", seed=spec.board_seed, a_first=spec.a_first)
    progress.result = result
    rules = registry.rules(spec.rules)
    missing = registry.not_loaded(GROUP_RULES, spec.rules) if rules is None else None
    players = {side: registry.find_ai(spec.ai if side == "A" else spec.vs) for side in ("A", "B")}
    for side, found in players.items():
        if found is None and missing is None:
            missing = registry.not_loaded(GROUP_AI, (spec.ai if side == "A" else spec.vs).rpartition(":")[0])
    if rules is None or missing is not None:  # loaded by the arena, but not in this worker process
        result.a_result, result.reason = "abandoned", missing
        return result
    actions = progress.actions

    def failed(failure: PluginFailure) -> None:
        if failure.group != GROUP_AI:
            result.fallback_log.append(
                Fallback(len(actions), None, failure.name, f"failed in {failure.during} ({failure.error})")
            )

    guard = GameGuard(on_failure=failed)
    rules_name = f"the rules variant {spec.rules!r}"
    board = Board(stars, clearance=float(spec.options.get("clearance", 0.0)))
    progress.step(rules_name, HOOK_SECONDS)
    try:
        game = guard.new_game(rules, stars, spec.options, {"seed": spec.board_seed}, board=board)
    except PluginError as exc:
        result.a_result, result.reason = "abandoned", str(exc)
        return result
    seats = {}
    budgets = {}
    for seat, side in ((1, sides[0]), (2, sides[1])):
        plugin, level = players[side]
        progress.step(f"the computer player {plugin.name}:{level}", HOOK_SECONDS)
        seats[seat] = guard.player(plugin, level, seat, seed=spec.board_seed * 2 + (side == "B"))
        budgets[seat] = float(plugin.budgets.get(level, 1.0))
    refused = "it stopped"
    passes = 0
    for _ in range(MAX_ACTIONS_PER_GAME):
        progress.step(rules_name, HOOK_SECONDS)
        outcome = game.outcome()
        if guard.check_playable(game, outcome):
            outcome = game.outcome()
        if progress.stop or outcome is not None:
            break
        seat = game.turn
        side, player = sides[seat - 1], seats[seat]
        progress.step(f"the computer player {player.name}",
                      budgets[seat] * GRACE_FACTOR + GRACE_SECONDS + HOOK_SECONDS)
        choice = player.choose(game, budgets[seat])
        (result.a_ms if side == "A" else result.b_ms).append(choice.elapsed_ms)
        if choice.fallback_reason is not None:
            result.fallbacks += 1
            result.fallback_log.append(Fallback(len(actions), side, player.name, choice.fallback_reason))
        progress.step(rules_name, HOOK_SECONDS)
        if progress.stop:
            break
        if not game.push(choice.action).accepted:
            refused = f"the rules refused {choice.action!r}, which they had accepted when asked"
            break
        actions.append(choice.action)
        result.score = _a_first(game.score, spec.a_first)
        passes = passes + 1 if isinstance(choice.action, Pass) else 0
        if passes >= MAX_PASSES_IN_A_ROW:
            refused = f"{rules_name} let the players pass {passes} times in a row without ending the game"
            break
    else:
        refused = f"{rules_name} did not end the game within {MAX_ACTIONS_PER_GAME} actions"
    progress.step(rules_name, HOOK_SECONDS)
    outcome = game.outcome()
    result.score = _a_first(game.score, spec.a_first)
    switched_off = guard.rules_disabled or any(p.disabled for p in seats.values())
    result.stand_in = played_by_stand_in(result.fallback_log, switched_off)
    progress.extra = dict(game.record_extra())
    if outcome is None:
        result.a_result, result.reason = "abandoned", refused
    elif outcome.winner is not None:
        result.a_result = "win" if outcome.winner == (1 if spec.a_first else 2) else "loss"
    return result


def _a_first(score: tuple[int, int], a_first: bool) -> tuple[int, int]:
    return (score[0], score[1]) if a_first else (score[1], score[0])


def _save_record(spec: GameSpec, stars: Any, actions: list[Action], extra_fields: dict[str, Any],
                 result: GameResult) -> None:
    """The game's record (docs/record-format.md) in the records folder; the players are kept as the
    window keeps them, the arena's view of the game under "arena"."""
    assert spec.records is not None
    names = (spec.ai, spec.vs) if spec.a_first else (spec.vs, spec.ai)
    players = [{"name": f"{side}: {name}", "ai": name} for side, name in zip(("A", "B") if spec.a_first else ("B", "A"), names)]
    arena = {k: v for k, v in result.to_json().items() if k != "record"}
    arena["fallbacks"] = [f.to_json(spec.index) for f in result.fallback_log]
    extra: dict[str, Any] = {"seed": spec.board_seed, **extra_fields, "players": players, "arena": arena}
    record = GameRecord(spec.rules, dict(spec.options), stars.tolist(), actions, extra)
    path = Path(spec.records) / f"game-{spec.index + 1:04d}.triangles"
    try:
        record.save(path)
        result.record = str(path)
    except OSError as exc:
        result.record_error = f"could not save {path}: {exc.strerror or one_line(exc)}"
