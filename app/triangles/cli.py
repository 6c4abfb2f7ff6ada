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
import contextlib
import importlib
import os
import sys
import threading
import time
from typing import Iterator, NoReturn, Sequence, TextIO

from triangles import __version__
from triangles.interrupt import INTERRUPTED, ends_at_once, ignore_from_now

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
#: Commands that compute and then print: Ctrl+C ends them at once, even inside the compiled
#: solver (which would otherwise run on to the time limit before Python saw it).
ENDS_AT_ONCE = frozenset({"analyse", "review", "puzzle"})


class _Parser(argparse.ArgumentParser):
    """Usage mistakes in one line, with where to read more (exit 2, as argparse)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def _command_parser(name: str) -> tuple[argparse.ArgumentParser, object]:
    module = importlib.import_module(COMMANDS[name])
    parser = _Parser(prog=f"triangles {name}", description=module.__doc__)
    module.add_arguments(parser)
    return parser, module


def _gui_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="triangles",
        description="Triangles. Without a sub-command, opens the game window. "
        f"Sub-commands: {', '.join(COMMANDS)} (see 'triangles COMMAND --help').",
    )
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--version", action="version", version=f"triangles {__version__}")
    return parser


#: The most of a process's age counted as its start-up (a clock that disagrees, or a long-running
#: process that calls `main()` itself, must not use up a time limit before the command starts).
STARTUP_MAX_S = 5.0


def process_age() -> float:
    """Seconds since this process started (Python's start-up and imports before `main`), read from
    /proc on Linux; 0 where that cannot be read. A time limit is measured by whoever runs the
    command, from the process's start."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
        start = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22, "starttime", after boot
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - start
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0
    return min(max(age, 0.0), STARTUP_MAX_S)


#: The exit status of a program ended by a closed pipe (128 + SIGPIPE), as the shell reports it.
SIGPIPE_EXIT = 141
#: How long, once a command or the window is done, a plugin's threads may take to end.
STRAY_THREAD_GRACE_S = 1.0


def _discard_stdout() -> None:
    """Point standard output at the null device, so that Python's flush at exit does not raise
    again on the closed pipe and print a traceback."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


@contextlib.contextmanager
def _answer_apart(stream: TextIO) -> Iterator[TextIO]:
    """While a command runs, file descriptor 1 is standard error and the command's answer goes
    to a copy of the real standard output: plugin code writing to descriptor 1 itself
    (`os.write(1, ...)`, a C library, a program it starts, an arena worker) mixed its lines into
    the answer, and `--json` was no longer JSON. Where the descriptors cannot be had (no
    console), the answer goes to `stream` as it is."""
    try:
        out, err = stream.fileno(), sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        yield stream
        return
    stream.flush()
    kept = os.dup(out)
    os.dup2(err, out)
    answer = os.fdopen(kept, "w", encoding=stream.encoding, errors=stream.errors,
                       buffering=1 if stream.line_buffering else -1, closefd=False)
    try:
        yield answer
    finally:
        with contextlib.suppress(OSError, ValueError):  # a reader gone: nothing more to say
            answer.close()
        os.dup2(kept, out)
        os.close(kept)


class OutputFailed(Exception):
    """The command's answer could not be written (a full disk, an output that fails)."""


class _GuardedOutput:
    """Standard output while a command runs: a failed write becomes OutputFailed, said in one
    line by `main`. BrokenPipeError stays as it is: the reader went away, which is no error."""

    def __init__(self, stream: object) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._guarded("write", text)  # type: ignore[no-any-return]

    def flush(self) -> None:
        self._guarded("flush")

    def _guarded(self, method: str, *args: object) -> object:
        try:
            return getattr(self._stream, method)(*args)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputFailed(exc.strerror or str(exc)) from None

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


class _ClosedOutput:
    """Standard output for a program started with it closed (`>&-`): the command still runs, so
    a mistake in what it was asked is said (exit 2); only an answer to write fails."""

    def write(self, text: str) -> int:
        raise OutputFailed("the standard output is closed")

    def flush(self) -> None:
        """Nothing is ever buffered."""

    def isatty(self) -> bool:
        return False


def _names_a_file(arg: str) -> bool:
    """`arg` is written as a file (a folder in it, or a name with a suffix such as a game's
    `.triangles`), not a mistyped command: a file not there is said in the window, over a new
    game, as a file that cannot be opened is."""
    return "/" in arg or os.sep in arg or bool(os.path.splitext(arg)[1])


def main(argv: Sequence[str] | None = None) -> int:
    code = _main(argv)
    if argv is None:
        end_despite_stray_threads(code)
    return code


def end_despite_stray_threads(code: int) -> None:
    """Every thread of the game's own is a daemon: one that is not is a plugin's, and Python
    waits for it at exit, for ever if it never ends (`self-check` said "ok" and went on, a
    closed window left its process behind). After STRAY_THREAD_GRACE_S the process ends
    anyway, its output written."""
    stray = [t for t in threading.enumerate() if not t.daemon and t is not threading.main_thread()]
    deadline = time.monotonic() + STRAY_THREAD_GRACE_S
    for thread in stray:
        thread.join(max(0.0, deadline - time.monotonic()))
    if any(thread.is_alive() for thread in stray):
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):  # a closed pipe: nothing more to say
                stream.flush()
        os._exit(code)


def _main(argv: Sequence[str] | None) -> int:
    # Time limits (analyse and review --time-limit) count from the process's start when this is
    # the `triangles` program, else from this call (`main([...])` inside a longer-running process).
    started = time.perf_counter() - (process_age() if argv is None else 0.0)
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in COMMANDS:
        try:
            parser, module = _command_parser(args[0])  # imports: Ctrl+C may come while they run
        except KeyboardInterrupt:
            return INTERRUPTED
        ns = parser.parse_args(args[1:])
        ns.started = started
        ns.own_process = argv is None  # only then may a command end the process (`Watchdog`)
        real_stdout = sys.stdout
        apart = ns.own_process and real_stdout is not None
        with _answer_apart(real_stdout) if apart else contextlib.nullcontext(real_stdout) as answer:
            sys.stdout = _ClosedOutput() if answer is None else _GuardedOutput(answer)  # type: ignore[assignment]
            try:
                with ends_at_once() if ns.own_process and args[0] in ENDS_AT_ONCE else contextlib.nullcontext():
                    code = int(module.run(ns))  # type: ignore[attr-defined]
                sys.stdout.flush()
                return code
            except KeyboardInterrupt:
                return INTERRUPTED
            except BrokenPipeError:  # the reader went away (`... | head`): stop quietly, as Unix tools do
                if ns.own_process:
                    _discard_stdout()
                return SIGPIPE_EXIT
            except OutputFailed as exc:
                print(f"triangles {args[0]}: cannot write the output: {exc}", file=sys.stderr)
                if ns.own_process and real_stdout is not None:
                    _discard_stdout()  # what is still buffered is not written again at exit
                return 1
            finally:
                sys.stdout = real_stdout
                if ns.own_process:
                    ignore_from_now()
    ns = _gui_parser().parse_args(args)
    if ns.file is not None and not os.path.lexists(ns.file) and not _names_a_file(ns.file):
        print(f"triangles: {ns.file!r} is neither a command ({', '.join(COMMANDS)}) nor a file", file=sys.stderr)
        return 2
    from triangles.ui.app import run_gui

    return run_gui(ns.file)
