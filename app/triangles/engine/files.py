"""Safe file access: atomic writes (a temporary file beside the target, flushed to disk, then
renamed) and bounded reads of regular files only."""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path


def writable_target(path: Path) -> Path:
    """The file a write to `path` replaces: a symbolic link is followed (the link is kept and its
    target gets the new content). OSError if that target exists and is not a regular file: renaming
    over a FIFO, a device or a folder would replace it (as root, even /dev/full) with a plain file."""
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    if not stat.S_ISREG(mode):
        what = "a folder" if stat.S_ISDIR(mode) else "not a regular file"
        raise OSError(errno.EEXIST, f"it exists and is {what}; it is left as it is", str(path))
    return target


def why_unwritable(folder: Path) -> str:
    """The system's reason a file cannot be written in `folder` now ("Read-only file system",
    "No space left on device"), found by writing a scratch file; "" if it can be written."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            return ""
    except OSError as exc:
        return exc.strerror or str(exc)


def _read_umask() -> int:
    """The process's umask (read once, at import: setting it to read it is not thread-safe)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


def _permissions_for(path: Path) -> int:
    """The permissions a write to `path` leaves: those of the file it replaces, else those a plain
    `open()` would give. (The temporary file is created 0600, which would hide a shared file.)"""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        return 0o666 & ~_UMASK


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that readers see either the old or the new file, never half.
    Only a regular file (or nothing) is replaced; see `writable_target`. The file keeps its
    permissions."""
    path = writable_target(Path(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if os.name == "posix":
                os.fchmod(fh.fileno(), _permissions_for(path))
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


class UnreadableFile(Exception):
    """A file that is not read: not a regular file, too large, or refused by the system. The
    message is one short clause for the player ("it is a folder, not a file")."""


class FileTooLarge(UnreadableFile):
    """A regular file larger than the reader's limit (each format names its own limit)."""


class NotRegularFile(UnreadableFile):
    """A device, a pipe or a socket where a file was asked for: never read (it may not end)."""


class FolderNotFile(UnreadableFile):
    """A folder where a file was asked for: told apart without asking the system again (a path
    in a folder one may not enter, or too long a name, fails that second question too)."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of `path` if it is a regular file of at most `limit` bytes, else UnreadableFile.

    Only regular files are read: a FIFO would block forever and a device such as /dev/zero never
    ends, whatever `stat` says of its size. The file is opened without blocking (a FIFO opens at
    once), checked on the open descriptor (no race with a rename in between), and read at most
    `limit` + 1 bytes, so a file that grows while it is read is still refused in bounded time.
    FileNotFoundError is raised as is: a missing file is often not a problem."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise FolderNotFile("it is a folder, not a file") from None
    except OSError as exc:
        raise UnreadableFile(f"it cannot be read ({exc.strerror or exc})") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise FolderNotFile("it is a folder, not a file")
        if not stat.S_ISREG(mode):
            raise NotRegularFile("it is not a regular file")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise FileTooLarge("it is too large")
        return b"".join(chunks)
    except OSError as exc:
        raise UnreadableFile(f"it cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
