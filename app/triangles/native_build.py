"""Compile the exact solver (plugins/triangles_ai/negamax.py) to C with mypyc during the build.

The compiled copy is the module ``triangles_ai._negamax_compiled``. It is built from a staged
copy of negamax.py that records the SHA-256 of the source it came from; ``triangles_ai.solver``
uses it only while that matches the negamax.py beside it. Compiling is best effort: without mypy
or a C compiler the build goes on and the pure-Python solver runs (about 2.3 times slower).

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


def stage_sources(package_dir: Path, stage: Path) -> Path:
    """Lay out ``stage/triangles_ai`` for mypyc: negamax.py copied under the compiled module's
    name with the digest of its source appended, and the helper modules it imports for types.
    Returns the path of the module to compile."""
    package = stage / "triangles_ai"
    package.mkdir(parents=True, exist_ok=True)
    (package / "__init__.py").write_text("")
    for name in TYPED_HELPERS:
        shutil.copyfile(package_dir / name, package / name)
    source = (package_dir / SOURCE).read_bytes()
    digest = hashlib.sha256(source).hexdigest()
    target = package / (COMPILED_MODULE.rsplit(".", 1)[1] + ".py")
    target.write_bytes(source + f'\n\nSOURCE_SHA256 = "{digest}"\n'.encode())
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
