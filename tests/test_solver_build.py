"""Which build of the exact solver runs, and how the compiled one is staged for mypyc."""

from __future__ import annotations

import hashlib
from pathlib import Path
from types import ModuleType

from triangles import native_build
from triangles_ai import negamax, solver

SOURCE = Path(negamax.__file__).read_bytes()


def _compiled_copy(digest: str) -> ModuleType:
    module = ModuleType("triangles_ai._negamax_compiled")
    module.SOURCE_SHA256 = digest  # type: ignore[attr-defined]
    return module


def test_the_compiled_copy_runs_only_when_built_from_this_source() -> None:
    current = _compiled_copy(hashlib.sha256(SOURCE).hexdigest())
    assert solver.choose(current, SOURCE) is current
    assert solver.choose(current, SOURCE + b"# edited since\n") is negamax
    assert solver.choose(_compiled_copy("0" * 64), SOURCE) is negamax
    assert solver.choose(None, SOURCE) is negamax


def test_a_frozen_app_without_sources_runs_the_copy_it_was_built_with() -> None:
    copy = _compiled_copy("anything")
    assert solver.choose(copy, None) is copy


def test_the_facade_exports_one_build_consistently() -> None:
    impl = solver.implementation
    assert (solver.Solver, solver.Timeout, solver.RootResult) == (impl.Solver, impl.Timeout, impl.RootResult)
    assert solver.COMPILED == (impl is not negamax)


def test_staging_appends_the_source_digest_and_copies_the_typed_helpers(tmp_path: Path) -> None:
    package_dir = Path(negamax.__file__).parent
    target = native_build.stage_sources(package_dir, tmp_path)
    assert target == tmp_path / "triangles_ai" / "_negamax_compiled.py"
    staged = target.read_bytes()
    assert staged.startswith(SOURCE)
    assert staged[len(SOURCE):].strip() == f'SOURCE_SHA256 = "{hashlib.sha256(SOURCE).hexdigest()}"'.encode()
    assert (tmp_path / "triangles_ai" / "compact.py").read_bytes() == (package_dir / "compact.py").read_bytes()
    assert (tmp_path / "triangles_ai" / "__init__.py").is_file()
    assert f"triangles_ai.{target.stem}" == native_build.COMPILED_MODULE == solver.COMPILED_MODULE
