"""Why a file could not be written or opened as a game, in the player's words and language.

The system's own text ("Not a directory", "[Errno 28] ...") is English whatever the language
and speaks of the system, not of what the player chose; the common causes are said here
instead, and anything rarer keeps the system's text.
"""

from __future__ import annotations

import errno
import unicodedata
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from triangles.engine.record import RecordError


def why_not(exc: OSError) -> str:
    """The reason an OSError gives, as a short clause for "Cannot save X: ..."."""
    code = exc.errno
    if code == errno.ENOENT:
        return QCoreApplication.translate("OsWords", "that folder does not exist")
    if code == errno.ENOTDIR:
        return QCoreApplication.translate("OsWords", "part of that path is a file, not a folder")
    if code == errno.EISDIR:
        return QCoreApplication.translate("OsWords", "a folder of that name is already there")
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate("OsWords", "you are not allowed to write there")
    if code == errno.EROFS:
        return QCoreApplication.translate("OsWords", "that disk can only be read")
    if code in (errno.ENOSPC, errno.EDQUOT):
        return QCoreApplication.translate("OsWords", "the disk is full")
    if code == errno.ENAMETOOLONG:
        return QCoreApplication.translate("OsWords", "the name is too long")
    return exc.strerror or str(exc)


def why_not_a_game(exc: RecordError, ours: bool = False) -> str:
    """Why a file could not be opened as a game: the common causes (the wrong file, a game of
    a newer version) in the player's words; a damaged record keeps its message, which points
    into the file. For a file the game wrote itself (`ours`: the unfinished game) content that
    is not a game can only be damage."""
    if ours and exc.kind in ("empty", "not_text", "not_json", "not_a_game"):
        return QCoreApplication.translate("OsWords", "the file is damaged")
    kinds = {
        "too_large": lambda: QCoreApplication.translate("OsWords", "the file is too large to be a game"),
        "not_text": lambda: QCoreApplication.translate("OsWords", "this is not a Triangles game"),
        "empty": lambda: QCoreApplication.translate("OsWords", "the file is empty"),
        "not_json": lambda: QCoreApplication.translate("OsWords", "this is not a Triangles game, or it is damaged"),
        "not_a_game": lambda: QCoreApplication.translate("OsWords", "this is not a Triangles game"),
        "unknown_format": lambda: QCoreApplication.translate(
            "OsWords", "the game was saved in a format this version cannot read (a newer version of Triangles?)"),
        "folder": lambda: QCoreApplication.translate("OsWords", "it is a folder, not a file"),
        "not_regular": lambda: QCoreApplication.translate(
            "OsWords", "it is not a regular file (a device or a pipe), so it is not read"),
        "missing": lambda: QCoreApplication.translate("OsWords", "the file is not there any more"),
        "unreadable": lambda: QCoreApplication.translate("OsWords", "the file cannot be read"),
    }
    words = kinds.get(exc.kind)
    return words() if words else str(exc)


def shown_name(path: str | Path) -> str:
    """A file's name as the player is shown it. A name may hold control characters (drawn as
    boxes, or breaking the line of a message) and bytes that are not UTF-8 (kept by Python as
    lone surrogates): each is shown as the replacement character, U+FFFD."""
    return "".join("\ufffd" if unicodedata.category(ch) in ("Cc", "Cs") else ch for ch in Path(path).name)


def sentence(text: str) -> str:
    """`text` ended with a full stop, as the game's other messages are: an error built as
    "Cannot open {0}: {1}" ends with its reason, which may or may not end a sentence itself
    (a plugin's message may)."""
    stripped = text.rstrip()
    return stripped if not stripped or stripped.endswith((".", "!", "?", "…")) else stripped + "."
