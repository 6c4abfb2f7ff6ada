"""The player's files: where they live, how they are checked on start-up, and what happens to a
damaged one.

    <data folder>/settings.ini           preferences and remembered New Game choices (QSettings, INI)
    <data folder>/statistics.ini         results per computer level (QSettings, INI), kept apart so
                                         a damaged settings file never costs the statistics
    <data folder>/unfinished.triangles   the game in progress (a game record, after every move)
    <data folder>/themes/*.toml          the player's themes

Every file is written whole or not at all: records, themes and sounds through `engine.files`
(temporary file, fsync, rename); the INI files by QSettings, which writes through QSaveFile — a
temporary file in the same folder committed by rename, never a direct overwrite, as long as
`QSettings.isAtomicSyncRequired()` stays true (the default; tests/test_reliability_files.py
checks both). A settings or statistics file that cannot be read is renamed
`<name>.corrupt-<UTC timestamp>` (kept for a bug report), the app starts with defaults for that
file only, and one warning sentence waits in `take_warnings()` for the window to show once.

Qt is imported only by `open_ini`, so the checks themselves run anywhere.
"""

from __future__ import annotations

import logging
import os
import re
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.ini"
STATISTICS_FILE = "statistics.ini"
#: Settings files are small; a larger one is not ours.
MAX_INI_BYTES = 1024 * 1024

_INI_LINE = re.compile(r"\s*(?:$|[;#].*|\[[^\]]*\]\s*|[^=\[]+=.*)")
_warnings: list["SetAside"] = []
_lock = threading.Lock()


def ini_problem(path: Path) -> str | None:
    """Why `path` is not a readable INI file of ours (None if it is, or if it does not exist).

    QSettings reads almost anything without complaint (a file of zero bytes left by a power cut
    reads as empty), so the shape is checked here: UTF-8 text without NUL bytes in which every
    line is blank, a comment, a [section] or a key=value pair."""
    try:
        size = path.stat().st_size
        if size > MAX_INI_BYTES:
            return "it is too large"
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"it cannot be read ({exc.strerror or exc})"
    if b"\x00" in raw:
        return "it holds binary data"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "it is not UTF-8 text"
    for number, line in enumerate(text.splitlines(), 1):
        if not _INI_LINE.fullmatch(line):
            return f"line {number} is not a setting"
    return None


def quarantine(path: Path, now: datetime | None = None) -> Path:
    """Rename a damaged file to `<name>.corrupt-<UTC timestamp>` beside it and return the new path
    (a number is added if that name is taken)."""
    stamp = (now or datetime.now(timezone.utc)).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, target)
    return target


@dataclass(frozen=True)
class SetAside:
    """A damaged file moved aside: which file (SETTINGS_FILE or STATISTICS_FILE), its new name,
    and the problem found (English, for the log)."""

    file: str
    kept_as: str
    problem: str

    @property
    def text(self) -> str:
        """One sentence for the player, in the current language."""
        from PySide6.QtCore import QCoreApplication

        if self.file == STATISTICS_FILE:
            text = QCoreApplication.translate(
                "Storage", "Your statistics could not be read, so they start again from zero (the damaged file is kept as {0})."
            )
        else:
            text = QCoreApplication.translate(
                "Storage", "Your settings could not be read, so the defaults are used (the damaged file is kept as {0})."
            )
        return text.format(self.kept_as)


def _set_aside(event: SetAside) -> None:
    log.warning("%s could not be read (%s); moved aside as %s", event.file, event.problem, event.kept_as)
    with _lock:
        _warnings.append(event)


def take_warnings() -> list[SetAside]:
    """The files set aside since the last call (the window shows each once)."""
    with _lock:
        taken = list(_warnings)
        _warnings.clear()
    return taken


def open_ini(path: Path) -> QSettings:
    """QSettings on the INI file `path`; a damaged file is moved aside first (with a warning), so
    the app starts with defaults for that file and keeps every other."""
    from PySide6.QtCore import QSettings

    problem = ini_problem(path)
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    if problem is None and settings.status() == QSettings.Status.FormatError:
        problem = "it is not a settings file"
    if problem is not None:
        del settings  # let go of the file before renaming it
        try:
            moved = quarantine(path)
        except OSError as exc:
            log.warning("cannot move %s aside: %s", path, exc)
            moved = path
        _set_aside(SetAside(path.name, moved.name, problem))
        settings = QSettings(str(path), QSettings.Format.IniFormat)
    return settings
