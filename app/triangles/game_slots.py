"""Unfinished-game slots: each running window owns one, so two windows never share a saved game.

    <data folder>/unfinished.triangles        slot 1 (the only one while one window runs)
    <data folder>/unfinished-2.triangles      slot 2, taken by a second window running at once, ...
    <data folder>/unfinished*.triangles.lock  the QLockFile of each slot, held while a window runs

A window claims a slot when it starts and keeps it until it closes. It first looks for a free slot
that holds a game (an earlier window's unfinished game, offered to resume), else takes the lowest
free slot. A window started with a file to open offers no game to resume: it looks for an empty
slot first, so the unfinished game stays for a later start instead of being overwritten. A slot
another running window holds is never offered and never written, so two windows neither resume
the same game nor overwrite each other's autosave. A window killed without closing leaves its lock
behind; QLockFile sees that the process is gone and the slot is free again.

Qt is imported only when a slot is claimed, so the path helpers run anywhere.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

FIRST_SLOT = "unfinished.triangles"
#: More windows than this at once share nothing more: the last ones play without autosave slot
#: locks (they still save, in the last slot).
MAX_SLOTS = 16
#: A temporary file older than this was left by a killed writer (a write takes milliseconds).
STALE_TEMPORARY_SECONDS = 600.0


def slot_path(data_dir: Path, number: int) -> Path:
    """The unfinished-game file of slot `number` (1 is `unfinished.triangles`)."""
    return data_dir / (FIRST_SLOT if number == 1 else f"unfinished-{number}.triangles")


def _occupied(path: Path) -> bool:
    """Something is at `path` (a game, or a damaged file or folder to set aside)."""
    return os.path.lexists(path)


@dataclass
class GameSlot:
    """A claimed slot: the file this window autosaves to, and the lock that makes it its own
    (None when the data folder cannot hold a lock: read-only, or full)."""

    path: Path
    lock: Any = field(default=None, repr=False)

    @property
    def locked(self) -> bool:
        return self.lock is not None

    @property
    def note_path(self) -> Path | None:
        """Where the window notes the plugin code it runs (plugins/last_words.py): beside its own
        slot, so a start knows what ended the window that held it (None without a lock: another
        window may share the slot)."""
        return self.path.with_name(self.path.name + ".plugin") if self.locked else None

    def release(self) -> None:
        """Let another window have the slot (when this one closes)."""
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def _try_lock(path: Path) -> tuple[Any, bool]:
    """(the held QLockFile or None, whether the folder refused to hold a lock at all)."""
    from PySide6.QtCore import QLockFile

    lock = QLockFile(str(path) + ".lock")
    lock.setStaleLockTime(0)  # held for a whole session: only a dead owner makes it stale
    if lock.tryLock(0):
        return lock, False
    return None, lock.error() != QLockFile.LockError.LockFailedError


def claim_slot(data_dir: Path, keep_games: bool = False) -> GameSlot:
    """The slot this window owns from now on (see the module notes for the order; with
    `keep_games`, empty slots first)."""
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a lock cannot be made either: the window plays in slot 1 without one
    with_game = [k for k in range(1, MAX_SLOTS + 1) if _occupied(slot_path(data_dir, k))]
    empty = [k for k in range(1, MAX_SLOTS + 1) if k not in with_game]
    for number in [*empty, *with_game] if keep_games else [*with_game, *empty]:
        path = slot_path(data_dir, number)
        lock, unlockable = _try_lock(path)
        if lock is not None:
            return GameSlot(path, lock)
        if unlockable:  # read-only or unwritable folder: nobody can write a game there either
            log.warning("cannot lock %s; the unfinished game is not protected", path)
            return GameSlot(slot_path(data_dir, 1))
    return GameSlot(slot_path(data_dir, MAX_SLOTS))


def remove_temporaries(folder: Path, prefix: str, older_than: float | None = None) -> list[Path]:
    """Delete the temporary files `.<prefix>*.tmp` an atomic write left in `folder` when it was
    killed; only those older than `older_than` seconds when given (another process may be writing
    one right now). The files removed."""
    removed = []
    now = time.time()
    try:
        candidates = list(folder.glob(f".{prefix}*.tmp"))
    except OSError:
        return removed
    for path in candidates:
        try:
            if older_than is not None and now - path.lstat().st_mtime < older_than:
                continue
            path.unlink()
            removed.append(path)
        except OSError:
            continue
    return removed
