"""Build the one-folder Triangles application for this platform, and on request the Windows
installer.

    python packaging/build.py [--distpath DIR] [--workpath DIR] [--installer [--skip-bundle]]

Steps: run PyInstaller on packaging/triangles.spec (which first compiles the translations,
i18n/*.ts -> .qm, with the app's own translation build), print the bundle's size and the build
time; with --installer (Windows), compile packaging/windows/triangles.iss with Inno Setup,
passing the version and publisher from pyproject.toml.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from bundle_plan import ROOT, Project, version_tuple  # packaging/ is this script's folder

HERE = Path(__file__).resolve().parent

BUNDLE_NAME = "triangles-bundle"
ISCC_PLACES = (
    Path(os.environ.get("ProgramFiles(x86)", r"C:\Program Files (x86)")) / "Inno Setup 6" / "ISCC.exe",
    Path(os.environ.get("ProgramFiles", r"C:\Program Files")) / "Inno Setup 6" / "ISCC.exe",
)


class BuildError(Exception):
    """A build step failed; the message says which and why."""


def run_pyinstaller(distpath: Path, workpath: Path) -> Path:
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError("PyInstaller is not installed (python -m pip install -e \".[dev]\")")
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(distpath), "--workpath", str(workpath), str(HERE / "triangles.spec")]
    if subprocess.run(command).returncode != 0:
        raise BuildError("PyInstaller failed (see its output above)")
    bundle = distpath / BUNDLE_NAME
    if not bundle.is_dir():
        raise BuildError(f"PyInstaller did not produce {bundle}")
    return bundle


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) of everything under a folder."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def find_iscc() -> str:
    for candidate in (os.environ.get("ISCC"), shutil.which("iscc"), *map(str, ISCC_PLACES)):
        if candidate and Path(candidate).is_file():
            return candidate
    raise BuildError("Inno Setup's ISCC.exe not found (install Inno Setup 6 or set ISCC)")


def build_installer(project: Project, bundle: Path, outdir: Path) -> Path:
    """Compile the Inno Setup script against the bundle; returns the installer's path."""
    name = f"triangles-{project.version}-setup"
    numeric = ".".join(map(str, version_tuple(project.version)))
    command = [find_iscc(), f"/DAppVersion={project.version}", f"/DAppNumericVersion={numeric}",
               f"/DAppPublisher={project.publisher}", f"/DBundleDir={bundle}", f"/DOutputName={name}",
               f"/O{outdir}", str(HERE / "windows" / "triangles.iss")]
    if subprocess.run(command).returncode != 0:
        raise BuildError("Inno Setup failed (see its output above)")
    return outdir / f"{name}.exe"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--distpath", type=Path, default=HERE / "dist", help="where the bundle goes")
    parser.add_argument("--workpath", type=Path, default=HERE / "build", help="PyInstaller's work folder")
    parser.add_argument("--installer", action="store_true", help="also build the Windows installer")
    parser.add_argument("--skip-bundle", action="store_true",
                        help="use the bundle already in --distpath (e.g. after checking it)")
    args = parser.parse_args(argv)
    project = Project.load(ROOT)
    started = time.monotonic()
    try:
        if args.installer and sys.platform != "win32":
            raise BuildError("the installer is built on Windows (Inno Setup)")
        if args.skip_bundle:
            bundle = args.distpath.resolve() / BUNDLE_NAME
            if not bundle.is_dir():
                raise BuildError(f"no bundle in {bundle} to reuse")
        else:
            bundle = run_pyinstaller(args.distpath.resolve(), args.workpath.resolve())
        size, count = folder_size(bundle)
        print(f"bundle: {bundle}")
        print(f"bundle size: {size / 2**20:.1f} MB in {count} files")
        if not args.skip_bundle:
            print(f"build time: {time.monotonic() - started:.0f} s")
        if args.installer:
            installer = build_installer(project, bundle, args.distpath.resolve())
            size = installer.stat().st_size
            print(f"installer: {installer} ({size / 2**20:.1f} MB)")
    except BuildError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
