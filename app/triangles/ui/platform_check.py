"""Before Qt opens a window on Linux under X11: the system libraries its xcb platform needs.

Without one of them Qt prints a few lines about plugins and aborts the process: no window, no
message a player can act on. On a fresh Debian or Ubuntu the usual one is libxcb-cursor0, which
pip cannot install. `problem()` asks the dynamic linker (`ldd`) which libraries Qt's xcb plugin
cannot find, so that `triangles` says in one line what to install instead.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found", re.MULTILINE)


def xcb_plugin() -> Path | None:
    """Qt's xcb platform plugin, when Qt will open its windows with it here."""
    if not sys.platform.startswith("linux"):
        return None
    chosen = os.environ.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb"):
        return None
    if not chosen and (os.environ.get("WAYLAND_DISPLAY") or not os.environ.get("DISPLAY")):
        return None  # Wayland first, or no X server: Qt's own message is about that
    import PySide6

    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def missing_libraries(plugin: Path) -> list[str]:
    """The shared libraries `plugin` needs that the system does not have (empty if unknown)."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted(set(_NOT_FOUND.findall(out)))


def debian_package(soname: str) -> str:
    """The Debian and Ubuntu package that ships `soname`, by their naming rule:
    libxcb-cursor.so.0 is in libxcb-cursor0, libxkbcommon-x11.so.0 in libxkbcommon-x11-0."""
    name, _, version = soname.partition(".so.")
    version = version.split(".")[0]
    return name + ("-" if name[-1:].isdigit() and version else "") + version


def problem() -> str:
    """One line saying what to install for the window to open, or "" when nothing is missing."""
    plugin = xcb_plugin()
    missing = missing_libraries(plugin) if plugin is not None else []
    if not missing:
        return ""
    packages = " ".join(debian_package(lib) for lib in missing)
    return (f"Triangles cannot open its window: the system lacks {', '.join(missing)}, which Qt needs "
            f"(Debian, Ubuntu: sudo apt install {packages}).")
