"""Warnings for a plugin class that defines a near miss of a name the app reads.

A misspelt hook or declaration (`copy_extras`, `suports`, `choose_moves`) is valid Python and
the app never looks at it: the base class's default quietly stands in, and the variant or
player behaves wrongly with no message. Here a name a plugin class defines that is not the
base's, but is close to one of the base's that the class leaves as it is, is reported as a
warning (logged, one line each); it stops nothing, since a helper may have a name like a hook.
"""

from __future__ import annotations

import difflib
import functools
import logging

log = logging.getLogger(__name__)

#: How alike a name must be to one of the base's (difflib's ratio) to be taken for a misspelling:
#: "copy_extras" and "suports" are 0.95 and 0.93 from theirs; "score_of" is 0.77 from "score".
CUTOFF = 0.85


def _names(cls: type) -> set[str]:
    """The public names a class and its bases define or declare (annotated class attributes
    without a value, such as `AIPlugin.levels`, included)."""
    found: set[str] = set()
    for klass in cls.__mro__:
        found |= set(vars(klass)) | set(getattr(klass, "__annotations__", {}))
    return {n for n in found if not n.startswith("_")}


def near_misses(cls: type, base: type) -> list[str]:
    """One line per name `cls` defines below `base` that looks like a misspelt name of `base`
    which neither the class defining it nor a subclass of that class defines (a helper beside
    the hook it resembles is left alone; a misspelt override of a parent's hook is not)."""
    known = _names(base)
    lines = []
    below: set[str] = set()  # names defined by the classes met so far, from `cls` upwards
    for klass in cls.__mro__:
        if klass is base or not issubclass(klass, base) or klass in base.__mro__:
            continue
        mine = {n for n in vars(klass) if not n.startswith("_")}
        below |= mine
        for name in sorted(mine - known):
            match = difflib.get_close_matches(name, sorted(known - below), n=1, cutoff=CUTOFF)
            if match:
                lines.append(f"{klass.__name__}.{name} is not read by the app: did you mean {match[0]}?")
    return lines


@functools.cache
def warn_once(cls: type, base: type, plugin: str) -> None:
    """Log the near misses of `cls` once per class (games and players are built many times)."""
    for line in near_misses(cls, base):
        log.warning("plugin %s: %s", plugin, line)
