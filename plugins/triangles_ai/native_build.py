"""Compile the exact solver (negamax.py, beside this file) to C with mypyc during the build.

The compiled copy is the module ``triangles_ai._negamax_compiled``. It is built from a staged
copy of negamax.py that records the SHA-256 of every input of the build (`INPUTS`: the solver,
the module it reads types from, and this build code); ``triangles_ai.solver`` uses it only while
that matches the files beside it, so a copy built from older sources is never loaded. Compiling
is best effort: without mypy or a C compiler the build goes on and the pure-Python solver runs
(about 2.3 times slower).

This module lives in the plugin it builds and imports nothing from it or from the app: setuptools
loads it by its file (pyproject.toml's ``build_ext`` command) before anything is installed.

pyproject.toml declares the extension (named after the compiled module, its source negamax.py)
and registers ``BuildExt`` as the ``build_ext`` command, which replaces that declaration with
mypyc's extensions. Like i18n_build, this module imports setuptools only when the build asks for
``BuildExt``.
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path
from typing import Any

#: The compiled module, as pyproject.toml declares it.
COMPILED_MODULE = "triangles_ai._negamax_compiled"
#: The module it is compiled from, and the modules the compiler reads for their types.
SOURCE = "negamax.py"
TYPED_HELPERS = ("compact.py",)
#: Every file the compiled copy depends on: a change to any of them makes the copy stale.
INPUTS = (SOURCE, *TYPED_HELPERS, "native_build.py")


def inputs_digest(package_dir: Path) -> str | None:
    """SHA-256 over the names and contents of `INPUTS` in `package_dir`; None when one is missing
    (a frozen app ships no sources: it runs the copy it was built with)."""
    digest = hashlib.sha256()
    for name in INPUTS:
        try:
            data = (package_dir / name).read_bytes()
        except OSError:
            return None
        digest.update(name.encode() + b"\0" + len(data).to_bytes(8, "big") + data)
    return digest.hexdigest()


def stage_sources(package_dir: Path, stage: Path) -> Path:
    """Lay out ``stage/triangles_ai`` for mypyc: negamax.py copied under the compiled module's
    name with the digest of every input appended, and the helper modules it imports for types.
    Returns the path of the module to compile."""
    package = stage / "triangles_ai"
    package.mkdir(parents=True, exist_ok=True)
    (package / "__init__.py").write_text("")
    for name in TYPED_HELPERS:
        shutil.copyfile(package_dir / name, package / name)
    source = (package_dir / SOURCE).read_bytes()
    digest = inputs_digest(package_dir)
    target = package / (COMPILED_MODULE.rsplit(".", 1)[1] + ".py")
    target.write_bytes(source + f'\n\nINPUTS_SHA256 = "{digest}"\n'.encode())
    return target


def _make_build_ext() -> type:
    """setuptools' build_ext that turns the declared solver extension into mypyc's."""
    from setuptools.command.build_ext import build_ext

    class BuildExt(build_ext):  # type: ignore[misc, valid-type]
        """Build the extensions, the solver compiled by mypyc in place of its declaration."""

        def finalize_options(self) -> None:
            # Before setuptools' own finalizing, which prepares each declared extension.
            declared = self.distribution.ext_modules or []
            others = [ext for ext in declared if ext.name != COMPILED_MODULE]
            self.distribution.ext_modules = others + self._compiled_solver()
            super().finalize_options()

        def _compiled_solver(self) -> list[Any]:
            try:
                from mypyc.build import mypycify
            except ImportError:
                self.warn("mypy is not installed: the solver stays pure Python")
                return []
            package_dir = Path(self.get_finalized_command("build_py").get_package_dir("triangles_ai"))
            stage = Path("build") / "native"
            target = stage_sources(package_dir, stage)
            try:
                extensions = mypycify(
                    ["--ignore-missing-imports", str(target), str(target.with_name("compact.py"))],
                    only_compile_paths=[str(target)],
                    target_dir=str(stage / "c"),
                )
            except (Exception, SystemExit) as exc:  # mypyc exits on a type error
                self.warn(f"mypyc could not compile the solver ({exc}): it stays pure Python")
                return []
            for extension in extensions:
                extension.optional = True  # no C compiler: the pure-Python solver runs
            return list(extensions)

    return BuildExt


def __getattr__(name: str) -> Any:
    # pyproject.toml names `triangles.native_build.BuildExt`; setuptools is only imported then.
    if name == "BuildExt":
        return _make_build_ext()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
