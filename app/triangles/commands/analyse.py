"""Perfect-play analysis of the position after a game record's moves: the best net score the
player to move can still make (their future triangles minus the opponent's) and the segments
that achieve it. Exact unless the time limit stops the search first."""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from typing import Any

from triangles.engine import Game, RecordError, record
from triangles.plugins.api import AIPlugin, GameView
from triangles.plugins.registry import default_registry
from triangles.plugins.guard import GameGuard, PluginError
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
        # Past the limit and its grace nothing is printed but this line: a plugin that hangs, or
        # a board whose building alone takes longer than the limit (docs/reliability.md).
        watch.finish_by(started + limit + GRACE_S - FINISH_S, f"no answer within the time limit of {limit:g} s")
        try:
            game, analyser = position(args.file, watch)
        except RecordError as exc:
            print(f"triangles analyse: {exc}", file=sys.stderr)
            return 2
        except PluginError as exc:  # a rules hook threw or answered the wrong type
            print(f"triangles analyse: {exc}; stopped", file=sys.stderr)
            return 1
        watch.pause()  # the analyser answers by the deadline, or the whole command's limit stops it
        report: dict[str, Any] = analyser.analyse(GameView(game), started + limit - FINISH_S).to_json()
        watch.pause()
    if args.json:
        print(json.dumps(report))
        return 0
    how = "exact" if report["exact"] else "estimate: the time limit stopped the search"
    print(f"player {report['to_move']} to move: best net score {report['value']:+d} ({how})")
    best = ", ".join(f"{i}-{j}" for i, j in report["best"]) or "none (the game is over)"
    print(f"best segments: {best}")
    return 0
