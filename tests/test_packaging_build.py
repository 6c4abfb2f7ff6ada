"""How packaging/build.py finds Inno Setup's compiler and runs it, without running it: $ISCC,
PATH, the Program Files places, the npm package `innosetup`, wine elsewhere than Windows; and the
Windows workflow's order (check the bundle, then pack it). The real compile is in
test_packaging_installer.py."""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def _build() -> ModuleType:
    # packaging/ is not a package (the name would shadow the `packaging` distribution); build.py
    # imports bundle_plan from its own folder.
    sys.path.insert(0, str(PACKAGING))
    try:
        spec = importlib.util.spec_from_file_location("triangles_build", PACKAGING / "build.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(PACKAGING))
    return module


build = _build()
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="wine and shell scripts")


def _program(folder: Path, name: str, body: str = "exit 0") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)
    return path


@pytest.fixture
def no_compiler(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A system with no compiler anywhere: empty PATH, empty wine prefix, no packaging/node_modules."""
    monkeypatch.delenv("ISCC", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.setenv("WINEPREFIX", str(tmp_path / "prefix"))
    monkeypatch.setattr(build, "HERE", tmp_path / "packaging")
    (tmp_path / "bin").mkdir()
    return tmp_path


def test_iscc_from_the_environment_wins_and_must_exist(no_compiler: Path, monkeypatch) -> None:
    chosen = no_compiler / "Inno" / "ISCC.exe"
    monkeypatch.setenv("ISCC", str(chosen))
    with pytest.raises(build.BuildError, match=re.escape(f"ISCC={chosen} is not a file")):
        build.find_iscc()
    chosen.parent.mkdir()
    chosen.write_bytes(b"MZ")
    assert build.find_iscc() == chosen


def test_without_a_compiler_the_error_says_how_to_get_one(no_compiler: Path) -> None:
    with pytest.raises(build.BuildError, match="npm install --prefix packaging innosetup"):
        build.find_iscc()


@posix_only
def test_iscc_on_path_comes_before_the_usual_places(no_compiler: Path) -> None:
    in_prefix = no_compiler / "prefix" / "drive_c" / "Program Files (x86)" / "Inno Setup 6" / "ISCC.exe"
    in_prefix.parent.mkdir(parents=True)
    in_prefix.write_bytes(b"MZ")
    assert build.find_iscc() == in_prefix  # Inno Setup installed in the wine prefix
    on_path = _program(no_compiler / "bin", "iscc")
    assert build.find_iscc() == on_path


@posix_only
def test_the_npm_package_is_found_in_packaging_then_globally(no_compiler: Path) -> None:
    global_root = no_compiler / "global" / "node_modules"
    _program(no_compiler / "bin", "npm", f'[ "$1 $2" = "root --global" ] && echo "{global_root}"')
    shipped = global_root / "innosetup" / "bin" / "ISCC.exe"
    shipped.parent.mkdir(parents=True)
    shipped.write_bytes(b"MZ")
    assert build.find_iscc() == shipped
    local = no_compiler / "packaging" / "node_modules" / "innosetup" / "bin" / "ISCC.exe"
    local.parent.mkdir(parents=True)
    local.write_bytes(b"MZ")
    assert build.find_iscc() == local


@posix_only
def test_a_windows_compiler_runs_through_wine_with_windows_paths(no_compiler: Path) -> None:
    iscc = no_compiler / "ISCC.exe"
    with pytest.raises(build.BuildError, match="install wine"):
        build.iscc_runner(iscc)
    wine = _program(no_compiler / "bin", "wine")
    command, path = build.iscc_runner(iscc)
    assert command == [str(wine), str(iscc)]
    assert path(Path("/tmp/a b/triangles-bundle")) == r"Z:\tmp\a b\triangles-bundle"
    command, path = build.iscc_runner(no_compiler / "bin" / "iscc")  # a native compiler or wrapper
    assert command == [str(no_compiler / "bin" / "iscc")] and path(Path("/x")) == "/x"


def test_wine_runs_quietly_unless_told_otherwise(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WINEDEBUG", raising=False)
    monkeypatch.setenv("WINEDLLOVERRIDES", "mshtml=")
    env = build.wine_environment()
    assert env["WINEDEBUG"] == "-all" and env["WINEDLLOVERRIDES"] == "mshtml="
    assert os.environ.get("WINEDEBUG") is None  # the script's own environment is left alone


def test_the_installer_wants_the_windows_programs_in_the_bundle(tmp_path: Path) -> None:
    (tmp_path / "triangles.exe").write_bytes(b"MZ")
    (tmp_path / "triangles").write_bytes(b"\x7fELF")
    with pytest.raises(build.BuildError, match=r"no triangles-cli\.exe"):
        build.check_windows_layout(tmp_path)
    (tmp_path / "triangles-cli.exe").write_bytes(b"MZ")
    build.check_windows_layout(tmp_path)


def test_the_windows_programs_are_the_ones_the_spec_builds_and_the_script_installs() -> None:
    spec = (PACKAGING / "triangles.spec").read_text(encoding="utf-8")
    iss = build.ISS.read_text(encoding="utf-8-sig")
    assert {f"{name}.exe" for name in re.findall(r'_exe\("([\w-]+)"', spec)} == set(build.WINDOWS_EXECUTABLES)
    assert re.search(r'^#define AppExe "(.+)"$', iss, re.M)[1] in build.WINDOWS_EXECUTABLES


@posix_only
def test_installer_off_windows_needs_a_windows_bundle_first(tmp_path: Path, capsys) -> None:
    assert build.main(["--installer", "--distpath", str(tmp_path)]) == 1
    assert "PyInstaller builds on Windows" in capsys.readouterr().err
    (tmp_path / build.BUNDLE_NAME).mkdir()
    assert build.main(["--installer", "--skip-bundle", "--distpath", str(tmp_path)]) == 1
    assert "has no triangles.exe, triangles-cli.exe" in capsys.readouterr().err


def test_the_windows_workflow_checks_the_bundle_before_packing_it_and_ships_the_screenshot() -> None:
    workflow = (ROOT / ".github" / "workflows" / "windows-installer.yml").read_text(encoding="utf-8")
    runs = re.findall(r"^\s+run: (.+)$", workflow, re.M)
    check = next(i for i, run in enumerate(runs) if "packaging/check_bundle.py" in run)
    installer = next(i for i, run in enumerate(runs) if "build.py --installer" in run)
    assert runs.index("python packaging/build.py") < check < installer
    screenshot = re.search(r"--screenshot (\S+)", runs[check])[1]
    upload = workflow[workflow.index("name: triangles-windows-installer"):]
    upload = upload[:upload.index("if-no-files-found")]
    assert "triangles-*-setup.exe" in upload and screenshot in upload
