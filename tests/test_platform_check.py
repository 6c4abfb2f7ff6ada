"""On Linux under X11, a system library missing for Qt's window is said in one line with the
package to install, before Qt would abort the process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from triangles.ui import platform_check

LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibxcb-cursor.so.0 => not found
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxkbcommon-x11.so.0 => not found
\tlibxcb-cursor.so.0 => not found
"""


@pytest.mark.parametrize("soname, package", [
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-render-util.so.0.0.0", "libxcb-render-util0"),
])
def test_a_library_is_named_by_its_debian_package(soname: str, package: str) -> None:
    assert platform_check.debian_package(soname) == package


def test_the_missing_libraries_are_read_from_the_dynamic_linker(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(platform_check.shutil, "which", lambda name: "/usr/bin/ldd")
    monkeypatch.setattr(platform_check.subprocess, "run",
                        lambda *a, **k: subprocess.CompletedProcess(a[0], 0, LDD_OUTPUT, ""))
    assert platform_check.missing_libraries(tmp_path / "libqxcb.so") == ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb platform is Linux's")
def test_the_window_command_says_what_to_install_in_one_line(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    """`triangles` with X11 chosen and a library missing: one line and exit status 1, no Qt."""
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(platform_check, "xcb_plugin", lambda: Path("libqxcb.so"))
    monkeypatch.setattr(platform_check, "missing_libraries", lambda plugin: ["libxcb-cursor.so.0"])
    from triangles import cli

    monkeypatch.setattr("PySide6.QtWidgets.QApplication.instance", staticmethod(lambda: None))
    with pytest.raises(SystemExit) as stop:
        cli.main([])
    assert stop.value.code == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["Triangles cannot open its window: the system lacks libxcb-cursor.so.0, which Qt needs "
                   "(Debian, Ubuntu: sudo apt install libxcb-cursor0)."]


def test_nothing_is_checked_for_other_platforms(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert platform_check.xcb_plugin() is None and platform_check.problem() == ""
