"""From a game record to a game: the one path every reader of records takes (the window's Open and
resume, the Rules window's examples, `triangles replay` and `analyse`).

`game_from_record` starts the record's game (no moves yet). `triangles replay` then reports
refused moves as part of its output (that is its job); a game opened to be played on is different
(`apply_moves`): a record whose moves the rules refuse is not a game that happened, so it is
refused with one sentence naming the first bad move and why. No Qt here.
"""

from __future__ import annotations

from typing import Any, Iterator, Mapping, Protocol, Sequence

from triangles.engine import Board, BoardError, Game, GameRecord, Move, MoveResult, OptionError, Pass, Reason, RecordError
from triangles.engine.moves import Action
from triangles.plugins.guard import GameGuard, PluginError
from triangles.plugins.registry import Registry

#: Why a move is refused, as the end of "move 7 (3–9) is refused: ...".
_WHY = {
    Reason.GAME_OVER: "the game was already over",
    Reason.INVALID: "it does not join two different stars of the board",
    Reason.EXISTS: "that segment is already drawn",
    Reason.THROUGH_STAR: "it would pass over a star",
    Reason.CROSSES: "it would cross a segment",
    Reason.NOT_ALLOWED: "the rules do not allow it at that point",
}
#: Star indices longer than this are not quoted back (a hostile record may hold huge numbers).
_MAX_SHOWN = 9


def _shown(action: Action) -> str:
    if isinstance(action, Pass):
        return "pass"
    assert isinstance(action, Move)
    ends = [str(v) if len(str(v)) <= _MAX_SHOWN else "…" for v in (action.a, action.b)]
    return f"{ends[0]}–{ends[1]}"


def refusal_sentence(number: int, result: MoveResult) -> str:
    """'move 7 (3–9) is refused: it would cross a segment' (number counts from 1)."""
    why = _WHY.get(result.reason, "the rules refuse it") if result.reason else "the rules refuse it"
    if result.reason == Reason.NOT_ALLOWED and result.detail == "pass":
        why = "passing is not allowed at that point"
    elif result.reason == Reason.NOT_ALLOWED and result.detail:
        why = f"{why} ({result.detail[:40]})"
    return f"move {number} ({_shown(result.action)}) is refused: {why}"


def apply_moves(game: Game, moves: list[Action]) -> Game:
    """Play `moves` on `game` in order; RecordError naming the first refused move."""
    for number, action in enumerate(moves, 1):
        result = game.push(action)
        if not result.accepted:
            raise RecordError(refusal_sentence(number, result))
    return game


class Steps(Protocol):
    """What a headless command's watchdog (`commands.watchdog.Watchdog`) is told."""

    def step(self, what: str) -> None: ...

    def pause(self) -> None: ...


def accepted_actions(
    game: Game, actions: Sequence[Action], watch: Steps | None = None
) -> Iterator[tuple[int, MoveResult, tuple[int, int]]]:
    """Push a record's actions in order, as `triangles replay` does, for the readers that need
    only the game they make (`analyse`, `review`): (index, result, score before) of each accepted
    one. A refused action changes nothing, so one met again in the same position, an index that is
    no star, and everything after the end need no rules: a record of 200,000 refused actions reads
    in a fraction of a second. With `watch`, each push is a step of it."""
    what = f"the rules variant {game.rules_name!r}"
    refused: set[Action] = set()  # in the current position
    for index, action in enumerate(actions):
        if isinstance(action, Move) and not game.joins_stars(action) or action in refused:
            continue
        if watch is not None:
            watch.step(what)
        score = game.score
        result = game.push(action)
        if result.accepted:
            refused.clear()
            yield index, result, score
        elif result.reason == Reason.GAME_OVER:
            return
        else:
            refused.add(action)


def stop_on_failure(guard: GameGuard) -> None:
    """PluginError for the first plugin failure `guard` met, if any. A command reports a record as
    its variant plays it, so a variant that threw (SystemExit included) or answered the wrong type
    ends the command with one line, where the window and the arena go on with the basic rules."""
    if guard.failures:
        failure = guard.failures[0]
        raise PluginError(failure.group, failure.name, f"{failure.error} (in {failure.during})")


def game_from_record(
    rec: GameRecord, registry: Registry, guard: GameGuard | None = None, extra: Mapping[str, Any] | None = None,
    watch: Steps | None = None,
) -> Game:
    """A new game for the record's rules, options, stars and the variant's own fields (`extra`,
    default the record's), with no moves applied; watched by `guard` when given. RecordError with
    one sentence when the record cannot start a game (unknown rules, bad stars or options, a
    variant that fails to build it).

    With `watch`, each call into the variant's code is a step of the watch, and the board (engine
    work, bounded on its own but up to seconds on a hostile 400-star cloud) is built between them."""
    rules = registry.rules(rec.rules)
    if rules is None:
        raise RecordError(registry.missing_rules(rec.rules))
    fields = rec.extra if extra is None else extra
    try:
        options: Mapping[str, Any] = rec.options
        board = None
        if watch is not None:
            watch.step(f"the rules variant {rec.rules!r}")
            options = rules.resolve_options(rec.options)
            watch.pause()
            board = Board(rec.stars, clearance=options["clearance"])
            watch.step(f"the rules variant {rec.rules!r}")
        if guard is not None:
            return guard.new_game(rules, rec.stars, options, fields, board=board)
        return rules.new_game(rec.stars, options, fields, board)
    except PluginError as exc:  # kept as the cause: the Rules window tells it from a bad record
        raise RecordError(str(exc)) from exc
    except (BoardError, OptionError) as exc:
        raise RecordError(str(exc)) from None
