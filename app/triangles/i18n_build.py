"""Compile the Qt Linguist sources (i18n/*.ts) into .qm catalogues, and extract new strings.

The compiled .qm files are never committed: every consumer builds them from the sources.

- a wheel build runs ``BuildPy`` (registered in pyproject.toml as the ``build_py`` command), which
  writes ``triangles/translations/*.qm`` into the wheel; an editable install compiles next to the
  sources instead;
- a source checkout (editable install, tests) compiles stale or missing catalogues on start-up
  (``triangles.i18n`` calls :func:`ensure_compiled`);
- the packaged app calls :func:`build_translations` with its bundle folder.

The tools are PySide6's own ``lrelease`` and ``lupdate`` (shipped with PySide6-Essentials).
This module imports neither Qt nor setuptools at import time, so the build hook can load it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

#: Catalogue file names are ``triangles_<code>.ts``.
CATALOGUE_PREFIX = "triangles_"
#: The folder (inside the ``triangles`` package) where built or bundled .qm files live.
PACKAGE_TRANSLATIONS = "translations"
#: Folders of the source tree whose Python files hold user-visible strings.
SOURCE_FOLDERS = ("app", "plugins", "themes")


class TranslationToolError(RuntimeError):
    """lrelease/lupdate is missing or failed; the message says which and why."""


def source_root() -> Path | None:
    """The project checkout holding ``i18n/*.ts``, or None in an installed or bundled app."""
    root = Path(__file__).resolve().parents[2]
    if (root / "i18n").is_dir() and any((root / "i18n").glob(f"{CATALOGUE_PREFIX}*.ts")):
        return root
    return None


def ts_files(ts_dir: Path) -> list[Path]:
    """Every catalogue source in ``ts_dir``, sorted by file name."""
    return sorted(ts_dir.glob(f"{CATALOGUE_PREFIX}*.ts"))


def language_of(path: Path) -> str:
    """The language code of a catalogue file: ``triangles_cs.ts`` -> ``cs``."""
    return path.stem[len(CATALOGUE_PREFIX):]


def qt_tool(name: str) -> list[str]:
    """The command line that runs Qt's ``lrelease`` or ``lupdate`` from PySide6."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin:
        folder = Path(spec.origin).parent
        for exe in (folder / name, folder / f"{name}.exe"):
            if exe.is_file():
                return [os.fspath(exe)]
    wrapper = shutil.which(f"pyside6-{name}")
    if wrapper:
        return [wrapper]
    raise TranslationToolError(
        f"Qt's {name} was not found: install PySide6-Essentials to build the translations"
    )


def _run(command: list[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().splitlines()
        reason = detail[-1] if detail else f"exit status {done.returncode}"
        raise TranslationToolError(f"{Path(command[0]).name} failed: {reason}")


def compile_catalogue(ts_path: Path, qm_path: Path) -> Path:
    """Compile one .ts into one .qm (unfinished messages are left out by lrelease)."""
    qm_path.parent.mkdir(parents=True, exist_ok=True)
    _run([*qt_tool("lrelease"), "-silent", os.fspath(ts_path), "-qm", os.fspath(qm_path)])
    return qm_path


def is_stale(ts_path: Path, qm_path: Path) -> bool:
    """True when the .qm is missing or older than its source."""
    return not qm_path.is_file() or qm_path.stat().st_mtime < ts_path.stat().st_mtime


def compile_catalogues(ts_dir: Path, out_dir: Path, *, only_stale: bool = False) -> list[Path]:
    """Compile every ``ts_dir/triangles_*.ts`` into ``out_dir``; return the .qm paths."""
    built = []
    for ts_path in ts_files(ts_dir):
        qm_path = out_dir / f"{ts_path.stem}.qm"
        if not only_stale or is_stale(ts_path, qm_path):
            compile_catalogue(ts_path, qm_path)
        built.append(qm_path)
    return built


def ensure_compiled(ts_dir: Path, out_dir: Path) -> list[Path]:
    """Bring the .qm files in ``out_dir`` up to date with their sources (start-up path)."""
    return compile_catalogues(ts_dir, out_dir, only_stale=True)


def build_translations(dest: Path, ts_dir: Path | None = None) -> list[Path]:
    """Packaging entry point: compile all catalogues into ``dest`` and return the .qm paths.

    The bundle must place ``dest`` at ``triangles/translations`` so the app finds it.
    """
    root = source_root()
    if ts_dir is None:
        if root is None:
            raise TranslationToolError("no i18n/*.ts sources found next to the app")
        ts_dir = root / "i18n"
    return compile_catalogues(ts_dir, dest)


def extract_messages(root: Path, ts_path: Path, language: str | None = None) -> Path:
    """Run lupdate over the app, plugins and themes, writing (or merging into) ``ts_path``."""
    folders = [os.fspath(root / name) for name in SOURCE_FOLDERS if (root / name).is_dir()]
    command = [*qt_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
               "-extensions", "py", *folders]
    if language:
        command += ["-target-language", language]
    if language == "en" or ts_path.stem == f"{CATALOGUE_PREFIX}en":
        command.append("-pluralonly")
    _run([*command, "-ts", os.fspath(ts_path)])
    return ts_path


def update_catalogues(root: Path) -> list[Path]:
    """Merge the strings of the current code into every i18n/*.ts (developer command)."""
    return [extract_messages(root, path, language_of(path)) for path in ts_files(root / "i18n")]


def _make_build_py() -> type:
    """setuptools' build_py that also writes the compiled catalogues (needs setuptools)."""
    from setuptools.command.build_py import build_py

    class BuildPy(build_py):  # type: ignore[misc, valid-type]
        """Build the packages, then compile i18n/*.ts into triangles/translations/*.qm."""

        def run(self) -> None:
            super().run()
            ts_dir = Path(__file__).resolve().parents[2] / "i18n"
            if getattr(self, "editable_mode", False):
                # Editable installs read the sources; compile next to them (git-ignored).
                ensure_compiled(ts_dir, ts_dir)
                return
            if not ts_files(ts_dir):
                raise TranslationToolError(f"no catalogue sources in {ts_dir}")
            compile_catalogues(ts_dir, Path(self.build_lib) / "triangles" / PACKAGE_TRANSLATIONS)

    return BuildPy


def __getattr__(name: str) -> Any:
    # pyproject.toml names `triangles.i18n_build.BuildPy`; setuptools is only imported then.
    if name == "BuildPy":
        return _make_build_py()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main(argv: list[str] | None = None) -> int:
    """``python -m triangles.i18n_build [update|compile DEST]``: maintain the catalogues."""
    args = sys.argv[1:] if argv is None else argv
    root = source_root()
    try:
        if root is None:
            raise TranslationToolError("run this from a source checkout (i18n/*.ts not found)")
        if args[:1] == ["update"]:
            for path in update_catalogues(root):
                print(path)
            return 0
        dest = Path(args[1]) if args[:1] == ["compile"] and len(args) > 1 else root / "i18n"
        for path in build_translations(dest):
            print(path)
        return 0
    except TranslationToolError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
