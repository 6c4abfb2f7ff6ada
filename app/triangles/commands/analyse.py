"""Perfect-play analysis of the position after a game record's moves: the best net score the
player to move can still make (their future triangles minus the opponent's) and the segments
that achieve it. Exact unless the time limit stops the search first."""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Callable

import numpy as np

from triangles.engine import Game, RecordError, record
from triangles.plugins.api import ESTIMATE, EXACT, ONE_PLY, SEARCH, AIPlugin, Analysis, GameView
from triangles.plugins.registry import default_registry
from triangles.plugins.guard import GameGuard, PluginError
from triangles.plugins.safe_play import one_ply_choice
from triangles.record_check import accepted_actions, game_from_record, stop_on_failure

from .watchdog import Watchdog

DEFAULT_TIME_LIMIT = 10.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--time-limit", default=str(DEFAULT_TIME_LIMIT), metavar="S",
        help=f"seconds the search may take (default: {DEFAULT_TIME_LIMIT:g})",
    )


def _time_limit(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise RecordError(f"--time-limit must be a number of seconds (got {text!r})") from None
    if not math.isfinite(value) or value <= 0 or value > 86_400:
        raise RecordError(f"--time-limit must be more than 0 and at most 86400 seconds (got {text})")
    return value


def position(path: str, watch: Watchdog | None = None) -> tuple[Game, AIPlugin]:
    """The game after the record's moves (refused moves change nothing, as in replay), and the
    computer-player plugin that analyses its rules (`Registry.analyser`)."""
    rec = record.load(path)
    registry = default_registry()
    guard = GameGuard(quiet=True)
    game = game_from_record(rec, registry, guard, watch=watch)
    analyser = registry.analyser(game.rules_name)
    if analyser is None:
        variants = sorted({r for p in registry.ai_plugins() for r in p.analyses})
        raise RecordError(f"analyse handles the {' and '.join(variants) or 'no'} rules only, not {rec.rules!r}")
    for _ in accepted_actions(game, rec.moves, watch):
        pass
    stop_on_failure(guard)
    return game, analyser


#: Seconds kept from the limit for printing the answer and leaving.
FINISH_S = 0.05
#: The promise: the command returns within its limit and this much more of its start.
GRACE_S = 0.5
#: Of the grace, what the process needs to end once the watchdog has said there is no answer.
EXIT_S = 0.1


def one_ply(game: Game) -> Analysis:
    """The one-ply choice (`safe_play.one_ply_choice`): what is answered when the record and its
    board took the whole limit, so that no analyser could search at all."""
    gain, segs = one_ply_choice(game)
    ends = game.board.segment_ends[segs]  # each pair sorted already
    ends = ends[np.lexsort((ends[:, 1], ends[:, 0]))]
    return Analysis(game.turn, gain, [(a, b) for a, b in ends.tolist()], False, ONE_PLY)


def analysis_by(
    game: Game, analyser: AIPlugin, deadline: float, watch: Watchdog | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Analysis:
    """The analyser's answer by `deadline` (a `clock` value), or the one-ply choice at once when
    the deadline has passed before the analyser could be asked (reading the record and building
    its board took the whole limit)."""
    if clock() >= deadline:
        if watch is not None:
            watch.step(f"the rules variant {game.rules_name!r}")  # the one-ply choice asks its hooks
        return one_ply(game)
    if watch is not None:
        watch.pause()  # the analyser answers by the deadline, or the whole command's limit stops it
    return analyser.analyse(GameView(game), deadline)


#: How each method of analysis is worded in the text output.
_HOW = {
    EXACT: "exact",
    SEARCH: "estimate: the time limit stopped the search",
    ONE_PLY: "one-ply choice, no search: the most closed now, else nothing offered, else the fewest offered",
    ESTIMATE: "estimate: the time limit stopped the search",
}


def text_of(analysis: Analysis) -> str:
    """The answer of `triangles analyse` without --json."""
    how = _HOW.get(analysis.how, analysis.how)
    best = ", ".join(f"{i}-{j}" for i, j in analysis.best) or "none (the game is over)"
    return f"player {analysis.to_move} to move: best net score {analysis.value:+d} ({how})\nbest segments: {best}"


def run(args: argparse.Namespace) -> int:
    # The limit counts from the command's start (the `triangles` entry point records it), so
    # reading the record and building the board come out of it too.
    started = getattr(args, "started", None) or time.perf_counter()
    try:
        limit = _time_limit(args.time_limit)
    except RecordError as exc:
        print(f"triangles analyse: {exc}", file=sys.stderr)
        return 2
    with Watchdog("analyse") as watch:
        # Past the limit and its grace (less the time to end the process) nothing is printed but
        # this line: a plugin that hangs, or a board whose building alone takes longer than the
        # limit (docs/reliability.md).
        watch.finish_by(started + limit + GRACE_S - EXIT_S, f"no answer within the time limit of {limit:g} s")
        try:
            game, analyser = position(args.file, watch)
        except RecordError as exc:
            print(f"triangles analyse: {exc}", file=sys.stderr)
            return 2
        except PluginError as exc:  # a rules hook threw or answered the wrong type
            print(f"triangles analyse: {exc}; stopped", file=sys.stderr)
            return 1
        analysis = analysis_by(game, analyser, started + limit - FINISH_S, watch)
        text = json.dumps(analysis.to_json()) if args.json else text_of(analysis)
        watch.pause()
    print(text)
    return 0
