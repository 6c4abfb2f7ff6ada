"""Typing mistakes on the command line get one line and exit 2, never a window that waits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "triangles", *args], capture_output=True, text=True, timeout=60, check=False)


def test_a_mistyped_command_is_one_line_not_a_window() -> None:
    result = _run("replya")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip() == (
        "triangles: 'replya' is neither a command (replay, plugins, arena, analyse, review, puzzle, self-check) nor a file")


def test_a_file_name_not_there_is_for_the_window_to_say_and_a_bare_word_is_a_mistyped_command() -> None:
    """`triangles games/old.triangles` after the file went: the window opens and says so over a
    new game (tests/test_reliability_special_files.py), as for a file it cannot read."""
    from triangles.cli import _names_a_file

    assert _names_a_file("old.triangles") and _names_a_file("games/old") and _names_a_file(os.path.join("a", "b"))
    assert not _names_a_file("replya") and not _names_a_file("self-chek")


def test_an_empty_file_name_is_said_as_such() -> None:
    result = _run("replay", "")
    assert result.returncode == 2 and result.stderr.strip().endswith("no file name given")


def test_a_usage_mistake_is_one_line_that_says_where_to_read_more() -> None:
    result = _run("self-check", "--timeout", "-1")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip().splitlines() == [
        "triangles self-check: error: argument --timeout: '-1': give a number of seconds above 0 and below 1000000 "
        "(see 'triangles self-check --help')"]


def test_a_file_that_cannot_be_read_is_named_once_and_an_empty_one_is_said_empty(tmp_path) -> None:  # noqa: ANN001
    missing, empty = tmp_path / "gone.triangles", tmp_path / "empty.triangles"
    empty.write_text(" \n")
    for command in ("replay", "analyse", "review"):
        result = _run(command, str(missing))
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr == f"triangles {command}: {missing}: cannot read the file: No such file or directory\n"
        result = _run(command, str(empty))
        assert result.returncode == 2 and result.stderr == f"triangles {command}: {empty}: the file is empty\n"


def test_arena_help_speaks_of_the_games_not_of_source_files() -> None:
    result = _run("arena", "--help")
    assert result.returncode == 0 and ".py" not in result.stdout


def test_self_check_headless_reports_its_one_line_without_the_platforms_notes(tmp_path) -> None:  # noqa: ANN001
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "d"), "XDG_CONFIG_HOME": str(tmp_path / "c")}
    result = subprocess.run([sys.executable, "-m", "triangles", "self-check"], capture_output=True, text=True,
                            timeout=120, check=False, env=env)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert result.stdout.startswith("self-check ok: ") and result.stdout.count("\n") == 1


def _example(tmp_path) -> Path:  # noqa: ANN001
    path = tmp_path / "game.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": "classic", "stars": [[0, 0], [1, 0], [0, 1]],
                                "moves": [[0, 1]]}), encoding="utf-8")
    return path


def _run_with_output(stdout: object, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "triangles", *args], stdout=stdout, stderr=subprocess.PIPE, text=True,
                          timeout=120, check=False)


def _closed_output(*args: str) -> subprocess.CompletedProcess[str]:
    """`triangles ARGS >&-`: the program starts with its standard output closed."""
    code = "import os, sys, subprocess; os.close(1); sys.exit(subprocess.run(sys.argv[1:]).returncode)"
    return subprocess.run([sys.executable, "-c", code, sys.executable, "-m", "triangles", *args],
                          stderr=subprocess.PIPE, text=True, timeout=120, check=False)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full, a device that is always full")
@pytest.mark.parametrize("command", [("puzzle",), ("plugins", "--json"), ("replay", "EXAMPLE")])
def test_an_output_that_cannot_be_written_is_one_line_and_exit_1(command: tuple[str, ...], tmp_path) -> None:  # noqa: ANN001
    args = [str(_example(tmp_path)) if a == "EXAMPLE" else a for a in command]
    with open("/dev/full", "w") as full:
        result = _run_with_output(full, *args)
    assert (result.returncode, result.stderr) == (1, f"triangles {command[0]}: cannot write the output: No space left on device\n")


@pytest.mark.skipif(sys.platform == "win32", reason="a closed standard output is a POSIX shell's `>&-`")
def test_a_closed_output_is_one_line_and_exit_1() -> None:
    result = _closed_output("puzzle")
    assert (result.returncode, result.stderr) == (1, "triangles puzzle: cannot write the output: the standard output is closed\n")


@pytest.mark.skipif(sys.platform == "win32", reason="a closed standard output is a POSIX shell's `>&-`")
@pytest.mark.parametrize(("args", "said"), [
    (("puzzle", "--date", "2026-02-30"), "triangles puzzle: --date 2026-02-30 is not a day of the calendar\n"),
    (("replay", "no-such.triangles"), "triangles replay: no-such.triangles: cannot read the file: No such file or directory\n"),
])
def test_with_a_closed_output_a_mistake_is_still_said_as_itself_with_exit_2(args: tuple[str, ...], said: str) -> None:
    result = _closed_output(*args)
    assert (result.returncode, result.stderr) == (2, said)


@pytest.mark.parametrize("command", ["replay", "analyse", "review"])
def test_a_file_name_with_a_line_break_or_a_terminal_code_is_written_escaped_on_one_line(command: str, tmp_path) -> None:  # noqa: ANN001
    name = str(tmp_path / "evil\nname\x1b[31m.triangles")
    result = _run(command, name)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"triangles {command}: {name!r}: cannot read the file: No such file or directory\n"
