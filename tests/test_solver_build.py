"""Which build of the exact solver runs, and how the compiled one is staged for mypyc: every input
of the build is hashed, and a copy built from other sources is never loaded."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from triangles_ai import native_build, negamax, solver

PACKAGE = Path(negamax.__file__).parent


def _copy_inputs(tmp_path: Path) -> Path:
    for name in native_build.INPUTS:
        (tmp_path / name).write_bytes((PACKAGE / name).read_bytes())
    return tmp_path


def test_every_input_of_the_build_changes_the_digest(tmp_path: Path) -> None:
    folder = _copy_inputs(tmp_path)
    before = native_build.inputs_digest(folder)
    assert before == native_build.inputs_digest(PACKAGE)
    assert set(native_build.INPUTS) == {"negamax.py", "compact.py", "native_build.py"}
    for name in native_build.INPUTS:
        original = (folder / name).read_bytes()
        (folder / name).write_bytes(original + b"# edited since\n")
        assert native_build.inputs_digest(folder) != before, name
        (folder / name).write_bytes(original)
    (folder / "compact.py").unlink()
    assert native_build.inputs_digest(folder) is None


def test_a_copy_is_loaded_only_when_built_from_these_inputs(tmp_path: Path) -> None:
    digest = native_build.inputs_digest(PACKAGE)
    assert digest is not None
    current = tmp_path / "_negamax_compiled__mypyc.so"
    current.write_bytes(b"\x7fELF...constants..." + digest.encode() + b"...")
    stale = tmp_path / "_negamax_compiled_old.so"
    stale.write_bytes(b"\x7fELF..." + b"0" * 64)
    assert solver.built_from([current], digest)
    assert not solver.built_from([stale], digest)
    assert not solver.built_from([], digest)
    assert solver.built_from([stale], None)  # a frozen app ships no sources: it runs what it was built with


def test_a_stale_copy_is_never_loaded_and_said_once(tmp_path: Path) -> None:
    """A package whose compact.py changed after the build (the case that crashed before): the
    pure solver runs, with one warning."""
    package = tmp_path / "triangles_ai"
    package.mkdir()
    for path in PACKAGE.iterdir():
        if path.is_file() and (path.suffix == ".py" or path.name.startswith("_negamax_compiled")):
            (package / path.name).write_bytes(path.read_bytes())
    compiled_now = solver.COMPILED
    (package / "compact.py").write_bytes((package / "compact.py").read_bytes() + b"\n# changed after the build\n")
    code = "import logging; logging.basicConfig(level=logging.INFO); from triangles_ai import solver; print(solver.COMPILED)"
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                         env={"PYTHONPATH": str(tmp_path), "PATH": ""}, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "False"
    if compiled_now:  # there was a compiled copy to refuse
        assert run.stderr.count("built from other sources") == 1


def test_the_facade_exports_one_build_consistently() -> None:
    impl = solver.implementation
    assert (solver.Solver, solver.Timeout, solver.RootResult) == (impl.Solver, impl.Timeout, impl.RootResult)
    assert solver.COMPILED == (impl is not negamax)


def test_staging_appends_the_inputs_digest_and_copies_the_typed_helpers(tmp_path: Path) -> None:
    target = native_build.stage_sources(PACKAGE, tmp_path)
    assert target == tmp_path / "triangles_ai" / "_negamax_compiled.py"
    source = (PACKAGE / "negamax.py").read_bytes()
    staged = target.read_bytes()
    assert staged.startswith(source)
    assert staged[len(source):].strip() == f'INPUTS_SHA256 = "{native_build.inputs_digest(PACKAGE)}"'.encode()
    assert (tmp_path / "triangles_ai" / "compact.py").read_bytes() == (PACKAGE / "compact.py").read_bytes()
    assert (tmp_path / "triangles_ai" / "__init__.py").is_file()
    assert f"triangles_ai.{target.stem}" == native_build.COMPILED_MODULE == solver.COMPILED_MODULE


def test_the_build_code_is_loaded_by_its_file_as_setuptools_does() -> None:
    """pyproject.toml names triangles_ai.native_build.BuildExt; setuptools loads that file alone,
    before the plugin's dependencies exist, so it imports nothing from the plugin or the app."""
    import ast

    tree = ast.parse((PACKAGE / "native_build.py").read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)} | {
        a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not any(name and (name.startswith("triangles") or name.startswith(".")) for name in imported)
