"""The puzzle of the day: a classic end phase where a few equally best segments are each better
than every other segment by at least one triangle (any of them is right). Prints the position as
a game record, the rules it is played under and the answers. The same date gives the
same puzzle everywhere (easy on Monday and Tuesday, medium Wednesday to Friday, hard at the
weekend)."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sys

from triangles import puzzles
from triangles.plugins.guard import PluginError
from triangles.plugins.registry import default_registry

from .watchdog import Watchdog


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--date", metavar="YYYY-MM-DD", help="the day whose puzzle to print (default: today)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _date(text: str | None) -> dt.date:
    if text is None:
        return dt.date.today()
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        pass
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):  # written right, but no such day (2026-02-30)
        raise ValueError(f"--date {text} is not a day of the calendar")
    raise ValueError(f"--date must be a date written YYYY-MM-DD (got {text[:40]!r})")


def run(args: argparse.Namespace) -> int:
    try:
        day = _date(args.date)
    except ValueError as exc:
        print(f"triangles puzzle: {exc}", file=sys.stderr)
        return 2
    default_registry()  # finding the plugins (each import bounded on its own) is not a step of the watch
    try:
        with Watchdog("puzzle", ends_process=getattr(args, "own_process", False)) as watch:
            puzzle = puzzles.of_the_day(day, watch=watch)
            watch.pause()
    except puzzles.PuzzleNotFound as exc:
        print(f"triangles puzzle: {exc}", file=sys.stderr)
        return 1
    except PluginError as exc:  # the installed classic (a plugin may replace it) failed
        print(f"triangles puzzle: {exc}; stopped", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps({"date": day.isoformat(), **puzzle.to_json()}))
        return 0
    rules = "play again after a triangle" if puzzle.extra_turn else "the turn passes after a triangle"
    print(f"Puzzle of {day.isoformat()} ({puzzle.level}, {rules}): player {puzzle.to_move} to move, "
          "find the best segment.")
    print(json.dumps(puzzle.record()))
    named = ", ".join(f"{a}-{b}" for a, b in puzzle.answers)
    either = "" if len(puzzle.answers) == 1 else "; either of these is right"
    print(f"answer: {named} (worth {puzzle.value:+d} net triangles under best play{either}; every other "
          "segment is worth at least one triangle less)")
    return 0
