"""The exact solver the computer players and `analyse` use.

It is negamax.py compiled to C by mypyc when the build made that copy from the files beside it
(every input of the build: `native_build.INPUTS`), else negamax.py itself. Both run the same code;
the compiled copy is about 2.3 times faster, which the 10-second target of `analyse` on 25-segment
end phases needs. A copy built from other sources is never loaded (an old copy may not even run
the new code's data); the pure module then runs until `pip install -e .` builds the copy again,
and the log says so once.
"""

from __future__ import annotations

import importlib
import logging
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from types import ModuleType

from . import negamax
from .native_build import COMPILED_MODULE, inputs_digest

log = logging.getLogger(__name__)


def compiled_files(package_dir: Path) -> list[Path]:
    """The compiled copy's files for this interpreter in `package_dir` (mypyc makes a small
    loader and the module proper)."""
    stem = COMPILED_MODULE.rsplit(".", 1)[1]
    return sorted(p for suffix in EXTENSION_SUFFIXES for p in package_dir.glob(f"{stem}*{suffix}"))


def built_from(files: list[Path], sources_digest: str | None) -> bool:
    """Whether the compiled copy in `files` may be loaded: it holds the digest of these sources
    (it is stored as a constant in the module), or there are no sources to compare, as in the
    frozen app, which ships only what it was built with. Read from the files, so a stale copy is
    never loaded."""
    if not files:
        return False
    if sources_digest is None:
        return True
    wanted = sources_digest.encode("ascii")
    for path in files:
        try:
            if wanted in path.read_bytes():
                return True
        except OSError:
            continue
    return False


def _load() -> ModuleType:
    here = Path(negamax.__file__).parent
    files = compiled_files(here)
    if not files:
        log.info("No compiled exact solver: the pure-Python solver runs (about 2.3 times slower).")
        return negamax
    if not built_from(files, inputs_digest(here)):
        # INFO, not WARNING: the commands' stderr stays one line (logging prints warnings there).
        log.info(
            "The compiled exact solver was built from other sources than the ones installed: the pure-Python "
            "solver runs (about 2.3 times slower) until `pip install -e .` builds it again."
        )
        return negamax
    try:
        return importlib.import_module(COMPILED_MODULE)
    except ImportError:
        log.info("The compiled exact solver cannot be loaded: the pure-Python solver runs.", exc_info=True)
        return negamax


implementation = _load()
#: True when the compiled copy is in use (benchmarks/analyse.py prints which one it measured).
COMPILED = implementation is not negamax

PASS = implementation.PASS
RootResult = implementation.RootResult
Solver = implementation.Solver
Timeout = implementation.Timeout
playout = implementation.playout
