"""Build the one-folder Triangles application for this platform, and on request the Windows
installer.

    python packaging/build.py [--distpath DIR] [--workpath DIR]
                              [--installer [--skip-bundle] [--compression METHOD]]

Steps: run PyInstaller on packaging/triangles.spec (which first compiles the translations,
i18n/*.ts -> .qm, with the app's own translation build), print the bundle's size and the build
time; with --installer, compile packaging/windows/triangles.iss with Inno Setup 6, passing the
version and publisher from pyproject.toml, and print the installer's size and the compile time.

The installer wraps a Windows bundle (triangles.exe, triangles-cli.exe). PyInstaller builds for
the system it runs on, so elsewhere --installer takes a bundle of the Windows layout with
--skip-bundle; Inno Setup's compiler then runs through wine (see find_iscc).
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
from typing import Callable

from bundle_plan import ROOT, Project, version_tuple  # packaging/ is this script's folder

HERE = Path(__file__).resolve().parent

BUNDLE_NAME = "triangles-bundle"
#: The bundle's programs on Windows, as triangles.spec names them and the installer script expects.
WINDOWS_EXECUTABLES = ("triangles.exe", "triangles-cli.exe")
#: Where Inno Setup 6 installs its compiler, below a Program Files folder.
ISCC_IN_PROGRAM_FILES = Path("Inno Setup 6") / "ISCC.exe"
#: Where the npm registry's `innosetup` package, which ships the compiler, puts it below node_modules.
ISCC_IN_NODE_MODULES = Path("innosetup") / "bin" / "ISCC.exe"
#: The script the installer is compiled from.
ISS = HERE / "windows" / "triangles.iss"


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


def iscc_places() -> list[Path]:
    """Where Inno Setup's ISCC.exe may be, after $ISCC and PATH, in the order searched: the usual
    Windows places (on Windows, or in the wine prefix elsewhere), then the npm package `innosetup`
    installed in packaging/ (npm install --prefix packaging innosetup) or globally (npm install -g)."""
    if sys.platform == "win32":
        roots = [Path(os.environ.get(name, default)) for name, default in
                 (("ProgramFiles(x86)", r"C:\Program Files (x86)"), ("ProgramFiles", r"C:\Program Files"))]
    else:
        drive_c = Path(os.environ.get("WINEPREFIX") or Path.home() / ".wine") / "drive_c"
        roots = [drive_c / "Program Files (x86)", drive_c / "Program Files"]
    places = [root / ISCC_IN_PROGRAM_FILES for root in roots]
    places.append(HERE / "node_modules" / ISCC_IN_NODE_MODULES)
    npm = shutil.which("npm")
    if npm:
        try:
            done = subprocess.run([npm, "root", "--global"], capture_output=True, text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired):
            done = None
        if done is not None and done.returncode == 0 and done.stdout.strip():
            places.append(Path(done.stdout.strip()) / ISCC_IN_NODE_MODULES)
    return places


def find_iscc() -> Path:
    """Inno Setup's compiler: $ISCC if set, else `iscc` on PATH, else the first of iscc_places()."""
    chosen = os.environ.get("ISCC")
    if chosen:
        if not Path(chosen).is_file():
            raise BuildError(f"ISCC={chosen} is not a file")
        return Path(chosen)
    on_path = shutil.which("iscc") or shutil.which("ISCC.exe")
    if on_path:
        return Path(on_path)
    for place in iscc_places():
        if place.is_file():
            return place
    raise BuildError("Inno Setup's ISCC.exe not found: install Inno Setup 6 or set ISCC; elsewhere than "
                     "Windows, apt-get install wine and npm install --prefix packaging innosetup")


def iscc_runner(iscc: Path) -> tuple[list[str], Callable[[Path], str]]:
    """The command that starts the compiler, and how it must be given file paths. A Windows
    program runs through wine elsewhere than Windows, and reads the folder / as drive Z: (wine's
    default mapping)."""
    if sys.platform == "win32" or iscc.suffix.lower() != ".exe":
        return [str(iscc)], str
    wine = shutil.which("wine")
    if wine is None:
        raise BuildError(f"{iscc} is a Windows program: install wine to run it (apt-get install wine)")
    return [wine, str(iscc)], lambda path: "Z:" + str(path.resolve()).replace("/", "\\")


def wine_environment() -> dict[str, str]:
    """The environment for a Windows program under wine: quiet, a first run in a new wine prefix
    does not stop to offer .NET and the HTML engine, and nothing is added to the desktop's menus
    (winemenubuilder): Inno Setup needs none of them."""
    env = dict(os.environ)
    env.setdefault("WINEDEBUG", "-all")
    env.setdefault("WINEDLLOVERRIDES", "mscoree=;mshtml=;winemenubuilder.exe=d")
    return env


def check_windows_layout(bundle: Path) -> None:
    """The installer wraps a Windows bundle: its programs must be there under their Windows names."""
    missing = [name for name in WINDOWS_EXECUTABLES if not (bundle / name).is_file()]
    if missing:
        raise BuildError(f"the bundle in {bundle} has no {', '.join(missing)}: the installer wraps the "
                         "Windows bundle, which PyInstaller builds on Windows")


def build_installer(project: Project, bundle: Path, outdir: Path, compression: str | None = None) -> Path:
    """Compile the Inno Setup script against the bundle; returns the installer's path."""
    check_windows_layout(bundle)
    command, path = iscc_runner(find_iscc())
    name = f"triangles-{project.version}-setup"
    numeric = ".".join(map(str, version_tuple(project.version)))
    command += [f"/DAppVersion={project.version}", f"/DAppNumericVersion={numeric}",
                f"/DAppPublisher={project.publisher}", f"/DBundleDir={path(bundle)}", f"/DOutputName={name}"]
    if compression:
        command.append(f"/DCompression={compression}")
    command += [f"/O{path(outdir)}", path(ISS)]
    if subprocess.run(command, env=wine_environment()).returncode != 0:
        raise BuildError("Inno Setup failed (see its output above)")
    installer = outdir / f"{name}.exe"
    if not installer.is_file():
        raise BuildError(f"Inno Setup did not produce {installer}")
    return installer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--distpath", type=Path, default=HERE / "dist", help="where the bundle goes")
    parser.add_argument("--workpath", type=Path, default=HERE / "build", help="PyInstaller's work folder")
    parser.add_argument("--installer", action="store_true", help="also build the Windows installer")
    parser.add_argument("--skip-bundle", action="store_true",
                        help="use the bundle already in --distpath (e.g. after checking it)")
    parser.add_argument("--compression", metavar="METHOD",
                        help="Inno Setup's compression instead of the script's lzma2/max "
                             "(zip/1 or none for a quick trial build)")
    args = parser.parse_args(argv)
    project = Project.load(ROOT)
    started = time.monotonic()
    try:
        if args.installer and not args.skip_bundle and sys.platform != "win32":
            raise BuildError("the installer wraps the Windows bundle, which PyInstaller builds on Windows: "
                             "elsewhere, put a bundle of the Windows layout in --distpath and add --skip-bundle")
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
            started = time.monotonic()
            installer = build_installer(project, bundle, args.distpath.resolve(), args.compression)
            print(f"installer: {installer}")
            print(f"installer size: {installer.stat().st_size / 2**20:.1f} MB")
            print(f"installer compile time: {time.monotonic() - started:.0f} s")
    except BuildError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
