"""The exact solver the computer players and `analyse` use.

It is negamax.py compiled to C by mypyc when the build made that copy and made it from the
negamax.py beside it, else negamax.py itself. Both run the same code; the compiled copy is
about 2.3 times faster, which the 10-second target of `analyse` on 25-segment end phases needs.
A copy built from an older negamax.py is never used: after editing negamax.py, the pure module
runs until `pip install -e .` builds the copy again.
"""

from __future__ import annotations

import hashlib
import importlib
from pathlib import Path
from types import ModuleType

from . import negamax

#: The compiled copy's module name (built by triangles.native_build).
COMPILED_MODULE = f"{__package__}._negamax_compiled"


def choose(compiled: ModuleType | None, source: bytes | None) -> ModuleType:
    """The compiled copy when it was built from `source` (or when there is no source to compare,
    as in the frozen app, which ships only what it was built with); else negamax."""
    if compiled is None:
        return negamax
    if source is not None and getattr(compiled, "SOURCE_SHA256", None) != hashlib.sha256(source).hexdigest():
        return negamax
    return compiled


def _load() -> ModuleType:
    try:
        compiled: ModuleType | None = importlib.import_module(COMPILED_MODULE)
    except ImportError:
        compiled = None
    try:
        source: bytes | None = Path(negamax.__file__).read_bytes()
    except OSError:
        source = None
    return choose(compiled, source)


implementation = _load()
#: True when the compiled copy is in use (benchmarks/analyse.py prints which one it measured).
COMPILED = implementation is not negamax

PASS = implementation.PASS
RootResult = implementation.RootResult
Solver = implementation.Solver
Timeout = implementation.Timeout
playout = implementation.playout
