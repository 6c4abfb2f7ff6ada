"""Perfect-play analysis of the position after a game record's moves: the best net score the
player to move can still make (their future triangles minus the opponent's) and the segments
that achieve it. Exact unless the time limit stops the search first."""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

from . import shown_name
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
    """The value of --time-limit; ValueError with the sentence to print."""
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"--time-limit must be a number of seconds (got {text!r})") from None
    if not math.isfinite(value) or value <= 0 or value > 86_400:
        raise ValueError(f"--time-limit must be more than 0 and at most 86400 seconds (got {text})")
    return value


#: Seconds kept from the limit for printing the answer and leaving.
FINISH_S = 0.05
#: The promise: the command returns within its limit and this much more of its start.
GRACE_S = 0.5
#: Of the grace, what the process needs to end once the watchdog has said there is no answer.
EXIT_S = 0.15
#: After the watchdog's moment, when it could not run (see `Watchdog.finish_by`), the process
#: ends silently this much later, still within the grace.
BACKSTOP_S = 0.1


def run(args: argparse.Namespace) -> int:
    # The limit counts from the command's start (the `triangles` entry point records it), so
    # Python's start-up, the imports, reading the record and building the board come out of it too.
    started = getattr(args, "started", None) or time.perf_counter()
    try:
        limit = _time_limit(args.time_limit)
    except ValueError as exc:
        print(f"triangles analyse: {exc}", file=sys.stderr)
        return 2
    with Watchdog("analyse", ends_process=getattr(args, "own_process", False)) as watch:
        # Past the limit and its grace (less the time to end the process) nothing is printed but
        # this line: a plugin that hangs, or a board whose building alone takes longer than the
        # limit (docs/reliability.md). Watched from before the engine and the plugins are imported.
        watch.finish_by(started + limit + GRACE_S - EXIT_S, f"no answer within the time limit of {limit:g} s",
                        backstop=BACKSTOP_S)
        from triangles.engine import RecordError
        from triangles.plugins.guard import PluginError

        from . import analyse_position as work

        try:
            game, analyser = work.position(args.file, watch)
        except RecordError as exc:
            print(f"triangles analyse: {shown_name(args.file)}: {exc}", file=sys.stderr)
            return 2
        except PluginError as exc:  # a rules hook threw or answered the wrong type
            print(f"triangles analyse: {shown_name(args.file)}: {exc}; stopped", file=sys.stderr)
            return 1
        analysis = work.analysis_by(game, analyser, started + limit - FINISH_S, watch)
        text = json.dumps(analysis.to_json()) if args.json else work.text_of(analysis)
        watch.pause()
    print(text)
    return 0
