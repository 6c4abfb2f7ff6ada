"""The `triangles` command: the game window by default, sub-commands for headless work.

    triangles [FILE]              open the game window (and a saved game)
    triangles replay FILE         replay a game record
    triangles plugins             list discovered plugins
    triangles arena ...           computer-vs-computer matches
    triangles analyse FILE        perfect-play analysis of a position
    triangles review FILE         every move of a game beside the best move
    triangles puzzle              the puzzle of the day (find the best move)
    triangles self-check          start the window, play a short game, report
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from typing import Sequence

from triangles import __version__

#: Sub-command name -> module with `add_arguments(parser)` and `run(args) -> int`.
COMMANDS: dict[str, str] = {
    "replay": "triangles.commands.replay",
    "plugins": "triangles.commands.plugins",
    "arena": "triangles.commands.arena",
    "analyse": "triangles.commands.analyse",
    "review": "triangles.commands.review",
    "puzzle": "triangles.commands.puzzle",
    "self-check": "triangles.commands.selfcheck",
}


def _command_parser(name: str) -> tuple[argparse.ArgumentParser, object]:
    module = importlib.import_module(COMMANDS[name])
    parser = argparse.ArgumentParser(prog=f"triangles {name}", description=module.__doc__)
    module.add_arguments(parser)
    return parser, module


def _gui_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="triangles",
        description="Triangles. Without a sub-command, opens the game window. "
        f"Sub-commands: {', '.join(COMMANDS)} (see 'triangles COMMAND --help').",
    )
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--version", action="version", version=f"triangles {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    started = time.perf_counter()  # time limits (analyse --time-limit) count from here
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        parser, module = _command_parser(args[0])
        ns = parser.parse_args(args[1:])
        ns.started = started
        try:
            return int(module.run(ns))  # type: ignore[attr-defined]
        except KeyboardInterrupt:
            return 130
    ns = _gui_parser().parse_args(args)
    from triangles.ui.app import run_gui

    return run_gui(ns.file)
