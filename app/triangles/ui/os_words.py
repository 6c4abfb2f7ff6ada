"""Why a file could not be written or a folder made, in the player's words and language.

The system's own text ("Not a directory", "[Errno 28] ...") is English whatever the language
and speaks of the system, not of what the player chose; the common causes are said here
instead, and anything rarer keeps the system's text.
"""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication


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
