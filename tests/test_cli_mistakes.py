"""Typing mistakes on the command line get one line and exit 2, never a window that waits."""

from __future__ import annotations

import subprocess
import sys


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "triangles", *args], capture_output=True, text=True, timeout=60, check=False)


def test_a_mistyped_command_is_one_line_not_a_window() -> None:
    result = _run("replya")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip() == (
        "triangles: 'replya' is neither a command (replay, plugins, arena, analyse, review, puzzle, self-check) nor a file")


def test_an_empty_file_name_is_said_as_such() -> None:
    result = _run("replay", "")
    assert result.returncode == 2 and result.stderr.strip().endswith("no file name given")


def test_a_usage_mistake_is_one_line_that_says_where_to_read_more() -> None:
    result = _run("self-check", "--timeout", "-1")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip().splitlines() == [
        "triangles self-check: error: argument --timeout: '-1': give a number of seconds above 0 "
        "(see 'triangles self-check --help')"]
