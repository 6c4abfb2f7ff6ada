"""Review a classic game record move by move: the best move in each position, what the move
played was worth beside it (net future triangles of the mover, as `analyse` counts them), how
much it gave away and its class (best, inaccuracy, mistake, blunder). Exact where the solver
proves the values within the time limit, estimated otherwise (and marked so)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TYPE_CHECKING

from triangles.commands import shown_name
from triangles.commands.analyse import BACKSTOP_S, EXIT_S, FINISH_S, GRACE_S, _time_limit
from triangles.commands.watchdog import Watchdog

if TYPE_CHECKING:
    from triangles.review import GameReview

DEFAULT_TIME_LIMIT = 30.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--time-limit", default=str(DEFAULT_TIME_LIMIT), metavar="S",
        help=f"seconds the whole review may take (default: {DEFAULT_TIME_LIMIT:g})",
    )


def run(args: argparse.Namespace) -> int:
    started = getattr(args, "started", None) or time.perf_counter()  # the limit counts from here
    try:
        limit = _time_limit(args.time_limit)
    except ValueError as exc:
        print(f"triangles review: {exc}", file=sys.stderr)
        return 2
    with Watchdog("review", ends_process=getattr(args, "own_process", False)) as watch:
        # Past the limit and its grace nothing is printed but this line (docs/reliability.md).
        # Watched from before the engine and the plugins are imported.
        watch.finish_by(started + limit + GRACE_S - EXIT_S, f"no answer within the time limit of {limit:g} s",
                        backstop=BACKSTOP_S)
        from triangles.engine import RecordError
        from triangles.plugins.guard import PluginError
        from triangles.review import review_game

        from .review_record import load

        try:
            game, actions, analyser = load(args.file, watch)
        except RecordError as exc:
            print(f"triangles review: {shown_name(args.file)}: {exc}", file=sys.stderr)
            return 2
        except PluginError as exc:
            print(f"triangles review: {shown_name(args.file)}: {exc}; stopped", file=sys.stderr)
            return 1
        watch.pause()  # the rules and the analyser run within the whole review's deadline
        review = review_game(game, actions, analysis_deadline(started, limit), analyser)
        text = json.dumps(review.to_json()) if args.json else _table(review)  # within the limit too
    print(text)
    return 0


#: Of a review's limit, the share kept for writing its answer, and the most kept: on 400 stars
#: the answer can be megabytes of JSON (every segment of a one-ply choice, for each move), half a
#: second to write, and the positions analysed at the deadline still take their one-ply choice.
WRITE_SHARE = 0.25
WRITE_MAX_S = 0.5


def analysis_deadline(started: float, limit: float) -> float:
    """When the positions must be analysed by: the limit less what writing the answer and leaving
    take (`WRITE_SHARE` of it, at most `WRITE_MAX_S`, and `FINISH_S`)."""
    return started + limit - FINISH_S - min(WRITE_SHARE * limit, WRITE_MAX_S)


def _pair(p: tuple[int, int] | list[int]) -> str:
    return f"{p[0]}-{p[1]}"


def _table(review: GameReview) -> str:
    lines = [f"{'move':>4}  {'player':>6}  {'played':>7}  {'loss':>4}  {'given':>5}  {'class':<10}  best"]
    for m in review.moves:
        mark = "" if m.exact else " (estimate)"
        best = ", ".join(_pair(p) for p in m.best[:6]) + (", ..." if len(m.best) > 6 else "")
        lines.append(f"{m.index:>4}  {m.player:>6}  {_pair(m.segment):>7}  {m.loss:>4}  {m.given_away:>5}  {m.kind:<10}  {best}{mark}")
    for player, s in review.summary().items():
        lines.append(f"player {player}: {_count(s.moves, 'move')}, accuracy {s.accuracy}%, "
                     f"{_count(s.lost, 'triangle')} given away, {_count(s.counts['inaccuracy'], 'inaccuracy')}, "
                     f"{_count(s.counts['mistake'], 'mistake')}, {_count(s.counts['blunder'], 'blunder')}")
    return "\n".join(lines)


def _count(n: int, noun: str) -> str:
    """'1 mistake', '2 mistakes', '1 inaccuracy', '3 inaccuracies'."""
    if n == 1:
        return f"1 {noun}"
    return f"{n} {noun[:-1]}ies" if noun.endswith("y") else f"{n} {noun}s"
