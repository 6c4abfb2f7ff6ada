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
import random
import re
import shutil
import tempfile
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from triangles.engine.files import UnreadableFile, atomic_write_bytes, read_regular_file

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
_unsaved: set[str] = set()  # INI files the player was told cannot be saved (once a process)


def ini_problem(path: Path) -> str | None:
    """Why `path` is not a readable INI file of ours (None if it is, or if it does not exist).

    QSettings reads almost anything without complaint (a file of zero bytes left by a power cut
    reads as empty), so the shape is checked here: UTF-8 text without NUL bytes in which every
    line is blank, a comment, a [section] or a key=value pair."""
    try:
        raw = read_regular_file(path, MAX_INI_BYTES)
    except FileNotFoundError:
        return None
    except UnreadableFile as exc:
        if path.parent.exists() and not path.parent.is_dir():  # "it cannot be read (Not a directory)"
            return f"its folder {path.parent} is a file"
        return str(exc)
    if not raw.strip():
        return "it is empty"
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
    kept_as: str  # "" when the file could not be moved (its folder is a file, or read-only)
    problem: str
    folder: str = ""
    was_file: bool = True  # False: a folder, a pipe or a device stood where the file belongs

    @property
    def text(self) -> str:
        """One sentence for the player, in the current language: whose file, and whether it
        was moved aside (a damaged file, or a folder, pipe or device in its place) or not."""
        from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

        statistics = self.file == STATISTICS_FILE
        if not self.kept_as:
            case, value = "kept", self.folder  # say what happened: nothing was moved
        else:
            case, value = ("damaged" if self.was_file else "not_a_file"), self.kept_as
        sentences = {
            (True, "kept"): QT_TRANSLATE_NOOP("Storage", "Your statistics cannot be read or saved in {0}, so they start from zero for now; nothing there was moved or changed."),
            (False, "kept"): QT_TRANSLATE_NOOP("Storage", "Your settings cannot be read or saved in {0}, so the defaults are used for now; nothing there was moved or changed."),
            (True, "not_a_file"): QT_TRANSLATE_NOOP("Storage", "Your statistics could not be read, so they start again from zero (what stood in place of the file is kept as {0})."),
            (False, "not_a_file"): QT_TRANSLATE_NOOP("Storage", "Your settings could not be read, so the defaults are used (what stood in place of the file is kept as {0})."),
            (True, "damaged"): QT_TRANSLATE_NOOP("Storage", "Your statistics could not be read, so they start again from zero (the damaged file is kept as {0})."),
            (False, "damaged"): QT_TRANSLATE_NOOP("Storage", "Your settings could not be read, so the defaults are used (the damaged file is kept as {0})."),
        }
        return QCoreApplication.translate("Storage", sentences[(statistics, case)]).format(value)


def first_unsaved(path: Path) -> bool:
    """True the first time `path` (an INI file) is found unwritable in this process: the player
    is told once, and not again when the start-up warning already said so (`SetAside`)."""
    with _lock:
        if str(path) in _unsaved:
            return False
        _unsaved.add(str(path))
        return True


def _set_aside(event: SetAside) -> None:
    if event.kept_as:
        log.warning("%s could not be read (%s); moved aside as %s", event.file, event.problem, event.kept_as)
    else:
        first_unsaved(Path(event.folder) / event.file)  # "cannot be read or saved" is said: not again
        log.warning("%s could not be read (%s) and could not be moved aside", event.file, event.problem)
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
    if problem is None:  # QSettings reads only a regular file (a FIFO would block it for ever)
        settings = QSettings(str(path), QSettings.Format.IniFormat)
        if settings.status() == QSettings.Status.FormatError:
            problem = "it is not a settings file"
            del settings  # let go of the file before renaming it
    if problem is not None:
        was_file = path.is_file()
        try:
            kept_as = quarantine(path).name
        except OSError as exc:  # e.g. the data folder is a file: nothing to move, nothing moved
            log.debug("cannot move %s aside: %s", path, exc)  # said below: "could not be moved aside"
            kept_as = ""
        _set_aside(SetAside(path.name, kept_as, problem, str(path.parent), was_file))
        settings = QSettings(str(path), QSettings.Format.IniFormat)
    return settings


def _values_on_disk(path: Path) -> dict[str, Any] | None:
    """Every key and value the INI file `path` holds now, read from a private copy so that no
    QSettings cache in this process answers instead of the file. None if it cannot be read."""
    from PySide6.QtCore import QSettings

    try:
        raw = read_regular_file(path, MAX_INI_BYTES)
    except FileNotFoundError:
        return {}
    except UnreadableFile:
        return None
    folder = tempfile.mkdtemp(prefix="triangles-ini-")
    try:
        copy = Path(folder) / path.name
        atomic_write_bytes(copy, raw)  # a scratch copy, but every write goes through one writer
        fresh = QSettings(str(copy), QSettings.Format.IniFormat)
        values = {key: fresh.value(key) for key in fresh.allKeys()}
        del fresh
        return values
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _lock_soon(lock: Any, wait_ms: int) -> bool:
    """QLockFile.tryLock with short retries: its own wait doubles from 100 ms, so a window that
    keeps losing the race to others could wait seconds for an update of a few milliseconds."""
    deadline = time.monotonic() + wait_ms / 1000
    while True:
        if lock.tryLock(0):
            return True
        if lock.error() != lock.LockError.LockFailedError or time.monotonic() >= deadline:
            return False
        time.sleep(random.uniform(0.002, 0.01))


@contextmanager
def merged_update(settings: QSettings, wait_ms: int = 5000) -> Iterator[None]:
    """Change an INI file with no other process changing it in between (statistics recorded by
    two windows at once): take the file's update lock, load into `settings` the values the file
    holds now, let the caller change them, write, release. If the lock cannot be had (a read-only
    folder, or another window stuck for `wait_ms`) the change is still made, on the values known."""
    from PySide6.QtCore import QLockFile

    path = Path(settings.fileName())
    lock = QLockFile(str(path) + ".update.lock")
    held = _lock_soon(lock, wait_ms)
    if not held:
        log.warning("updating %s without its lock (%s)", path.name, lock.error())
    try:
        values = _values_on_disk(path)
        if values is not None:
            for key in settings.allKeys():
                if key not in values:
                    settings.remove(key)
            for key, value in values.items():
                settings.setValue(key, value)
        yield
        settings.sync()
    finally:
        if held:
            lock.unlock()
