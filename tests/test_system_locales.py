"""The game under the system locales that broke it or filled its output.

Under a Turkish locale the C library upper-cases "i" to "İ", and PySide6 sets a Qt
constructor's keyword properties through setters it names by upper-casing the first letter:
`QTimer(interval=...)` looked for "setİnterval" and the window did not open ("'interval' is
not a Qt property or a signal"). Under the plain C locale Qt said four lines of its own."""

from __future__ import annotations

import ast
import locale
import os
import subprocess
import sys
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[1] / "app" / "triangles"


def _qt_keywords_starting_with_i() -> list[str]:
    found = []
    for path in APP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id[:1] == "Q":
                found += [f"{path.name}:{node.lineno} {node.func.id}({k.arg}=)" for k in node.keywords
                          if k.arg and k.arg[0] in "iI"]
    return found


def test_no_qt_object_is_built_with_a_property_keyword_a_turkish_locale_breaks() -> None:
    assert _qt_keywords_starting_with_i() == []


def _turkish() -> str | None:
    for name in ("tr_TR.UTF-8", "tr_TR.utf8"):
        try:
            locale.setlocale(locale.LC_CTYPE, name)
        except locale.Error:
            continue
        finally:
            locale.setlocale(locale.LC_CTYPE, "")
        return name
    return None


@pytest.mark.skipif(_turkish() is None, reason="no Turkish locale on this system (localedef -i tr_TR -f UTF-8 tr_TR.UTF-8)")
def test_the_window_plays_under_a_turkish_locale(tmp_path: Path) -> None:
    env = {**os.environ, "LANG": str(_turkish()), "LC_ALL": str(_turkish()), "QT_QPA_PLATFORM": "offscreen",
           "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-m", "triangles", "self-check"], capture_output=True, text=True,
                          timeout=240, env=env)
    assert done.returncode == 0 and done.stdout.startswith("self-check ok"), done.stderr[-2000:]


def test_the_plain_c_locale_adds_no_lines_of_qts_own(tmp_path: Path) -> None:
    """Under LC_ALL=C Qt switched to C.UTF-8 itself and said so in four lines on every start."""
    env = {**os.environ, "LANG": "C", "LC_ALL": "C", "QT_QPA_PLATFORM": "offscreen",
           "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-m", "triangles", "self-check"], capture_output=True, text=True,
                          timeout=240, env=env)
    assert done.returncode == 0 and done.stdout.startswith("self-check ok"), done.stderr[-2000:]
    assert "locale" not in done.stderr, done.stderr
