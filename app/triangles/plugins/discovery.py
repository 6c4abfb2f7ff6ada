"""Finding installed plugins: the entry points of the three groups, loaded one by one.

Discovery yields one `Discovered` per entry point, with the loaded object or the reason it could
not be loaded, and never raises. Distributions are read one at a time, so a package whose
entry-point metadata is malformed spoils only its own entries (the stdlib's `entry_points()`
fails for every package at once in that case). Importing a plugin runs foreign code that may fail
in any way: ImportError, SyntaxError, any exception or even SystemExit at import time.
"""

from __future__ import annotations

import contextlib
import re
import sys
import threading
from dataclasses import dataclass
from importlib import metadata
from typing import Any, Iterable, Iterator, Mapping

from .api import GROUPS
from .last_words import IMPORT, JOURNAL
from .threads import stop_thread

#: Longest wait for one plugin's import; a slower one is listed as an error and skipped.
IMPORT_SECONDS = 2.0


@dataclass(frozen=True)
class Discovered:
    """One entry point: where it comes from, and the loaded object or the error."""

    group: str
    name: str
    package: str
    version: str
    obj: Any = None
    error: str | None = None


#: The most characters of a plugin's exception a list, a log or a message shows.
LINE_CHARS = 300


def one_line(exc: BaseException) -> str:
    """An exception as 'Type: first line of its message', for lists and logs: at most
    LINE_CHARS, control characters shown as "?" (a plugin's message of 20 MB filled the board,
    one with terminal escapes cleared the screen), and said even when its message cannot be
    read (a `__str__` that raises gave a traceback)."""
    try:
        text = str(exc)[: LINE_CHARS * 4]
    except Exception:
        text = "(its message could not be read)"
    first = next(iter(text.strip().splitlines()), "")
    line = f"{type(exc).__name__}: {first}" if first else type(exc).__name__
    line = "".join(c if c.isprintable() else "?" for c in line)
    return line if len(line) <= LINE_CHARS else line[: LINE_CHARS - 1] + "…"


def _normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _candidates(groups: tuple[str, ...], path: list[str] | None) -> Iterator[tuple[str, str, str, str, Any]]:
    """(group, name, package, version, entry point or error text) for every installed distribution,
    the first one on sys.path winning when a distribution is installed twice (as imports do)."""
    seen: set[str] = set()
    dists = metadata.distributions() if path is None else metadata.distributions(path=path)
    for dist in dists:
        try:
            package = str(dist.metadata["Name"] or "")
            version = str(dist.version or "")
        except Exception:  # unreadable METADATA: nothing to attribute entries to
            continue
        key = _normalized(package) if package else f"?{id(dist)}"
        if key in seen:
            continue
        seen.add(key)
        try:
            eps = [ep for ep in dist.entry_points if ep.group in groups]
        except Exception as exc:
            try:
                text = dist.read_text("entry_points.txt") or ""
            except Exception:
                text = ""
            for group in groups:
                if f"[{group}]" in text:
                    yield group, "?", package, version, f"cannot read its entry points: {one_line(exc)}"
            continue
        for ep in eps:
            yield ep.group, ep.name, package, version, ep


def _load(ep: metadata.EntryPoint) -> tuple[Any, str | None]:
    """The entry point's object, or why not. Imported on a daemon thread and waited for at most
    IMPORT_SECONDS: a plugin that sleeps or loops at import time is listed as an
    error and the others, the window and every command go on without it."""
    box: dict[str, Any] = {}

    def load() -> None:
        try:
            box["obj"] = ep.load()
        except BaseException as exc:  # foreign code: SyntaxError, SystemExit, anything
            box["error"] = exc

    limit = IMPORT_SECONDS
    worker = threading.Thread(target=load, name=f"triangles-plugin-import-{ep.name}", daemon=True)
    # A plugin printing at import time must not corrupt `triangles plugins --json` on stdout.
    with contextlib.redirect_stdout(sys.stderr), JOURNAL.running(ep.group, ep.name, IMPORT):
        worker.start()
        worker.join(limit)
    if worker.is_alive():
        stop_thread(worker)
        return None, f"import did not finish within {limit:g} s"
    if "error" in box:
        return None, f"import failed: {one_line(box['error'])}"
    return box.get("obj"), None


def discover_plugins(groups: Iterable[str] = GROUPS, path: list[str] | None = None,
                     off: Mapping[str, str] | None = None) -> Iterator[Discovered]:
    """Every entry point of `groups`, loaded, ordered by group then name. Never raises.

    `path` limits the search to the distributions in those folders (default: all of sys.path);
    the plugin modules themselves are imported the usual way. An entry point whose "group:name"
    is in `off` is not imported: it is listed with that text as its error (switched off)."""
    wanted = tuple(groups)
    try:
        found = list(_candidates(wanted, path))
    except Exception as exc:  # the path itself cannot be scanned
        for group in wanted:
            yield Discovered(group, "?", "", "", error=f"cannot list installed packages: {one_line(exc)}")
        return
    order = {g: i for i, g in enumerate(wanted)}
    found.sort(key=lambda c: (order[c[0]], c[1]))  # stable: sys.path order among equal names
    for group, name, package, version, ep in found:
        if isinstance(ep, str):
            yield Discovered(group, name, package, version, error=ep)
            continue
        switched_off = (off or {}).get(f"{group}:{name}")
        if switched_off is not None:
            yield Discovered(group, name, package, version, error=switched_off)
            continue
        obj, error = _load(ep)
        yield Discovered(group, name, package, version, obj, error)
