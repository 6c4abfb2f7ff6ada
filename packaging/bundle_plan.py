"""What goes into the frozen application, read from pyproject.toml so that new packages,
plugins, themes and translations are bundled as soon as they are declared there.

Used by triangles.spec (PyInstaller) and build.py. PyInstaller cannot follow setuptools'
editable-install finder, and one package (`triangles_themes`) lives in a folder with another
name, so the declared packages are copied into a staging folder laid out as an installed wheel
would be: the same `.py` files and package-data files, nothing else. The entry points come from
a dist-info folder generated from the same pyproject, which is what plugin discovery reads in the
frozen application. The translations are compiled by the app's own `triangles.i18n_build`.
"""

from __future__ import annotations

import importlib.machinery
import re
import shutil
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from triangles import i18n_build
from triangles_ai import native_build

ROOT = Path(__file__).resolve().parent.parent

#: How code names a Qt module: `PySide6.QtCore` (import, from-import, a string) or
#: `from PySide6 import QtCore, QtGui`.
_QT_DOTTED = re.compile(r"\bPySide6\.(Qt\w+)")
_QT_FROM = re.compile(r"\bfrom\s+PySide6\s+import\s+(\([^)]*\)|[^\n]+)")
_QT_NAME = re.compile(r"\b(Qt[A-Za-z0-9]+)\b")


#: How this interpreter names compiled modules. An install compiles the exact solver to C next to
#: its sources (plugins/triangles_ai/native_build.py); builds for other interpreters are left out.
EXTENSION_SUFFIXES = tuple(importlib.machinery.EXTENSION_SUFFIXES)


def module_name(dest: str) -> str | None:
    """The dotted name of the module a planned file is (a .py source or a compiled module for
    this interpreter), or None for a data file."""
    suffix = ".py" if dest.endswith(".py") else next((s for s in EXTENSION_SUFFIXES if dest.endswith(s)), None)
    if suffix is None:
        return None
    parts = dest[: -len(suffix)].split("/")
    if not parts[-1].isidentifier():  # x.cpython-310-....so: another interpreter's build
        return None
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def compiled_solver_is_current(folder: Path) -> bool:
    """Whether the compiled solver in `folder` is the one triangles_ai.solver runs (built from the
    negamax.py beside it). The bundle ships no source to compare, so an older copy would run."""
    from triangles_ai import solver

    return solver.COMPILED and Path(solver.implementation.__file__).resolve().parent == folder.resolve()


class PlanError(Exception):
    """pyproject.toml declares something the bundle cannot be built from."""


@dataclass(frozen=True)
class Project:
    """The parts of pyproject.toml that decide the bundle's content."""

    root: Path
    data: dict[str, Any]

    @classmethod
    def load(cls, root: Path = ROOT) -> "Project":
        with open(root / "pyproject.toml", "rb") as f:
            return cls(root, tomllib.load(f))

    @property
    def name(self) -> str:
        return str(self.data["project"]["name"])

    @property
    def version(self) -> str:
        return str(self.data["project"]["version"])

    @property
    def summary(self) -> str:
        return str(self.data["project"].get("description", ""))

    @property
    def publisher(self) -> str:
        authors = self.data["project"].get("authors", [])
        return str(authors[0].get("name", self.name)) if authors else self.name

    @property
    def setuptools(self) -> dict[str, Any]:
        return self.data.get("tool", {}).get("setuptools", {})

    @property
    def packages(self) -> list[str]:
        packages = self.setuptools.get("packages")
        if not isinstance(packages, list) or not packages:
            raise PlanError("pyproject.toml must list [tool.setuptools] packages explicitly")
        return [str(p) for p in packages]

    # ------------------------------------------------------------------------------ sources
    def package_dir(self, package: str) -> Path:
        """The source folder of a package, resolved through package-dir as setuptools does:
        the longest mapped prefix of its dotted name wins, "" maps the top level."""
        mapping: dict[str, str] = self.setuptools.get("package-dir", {})
        parts = package.split(".")
        for cut in range(len(parts), -1, -1):
            prefix = ".".join(parts[:cut])
            if prefix in mapping:
                return self.root / mapping[prefix] / Path(*parts[cut:])
        return self.root / Path(*parts)

    def data_patterns(self, package: str) -> list[str]:
        """Package-data globs that apply to a package ("*" applies to all)."""
        table: dict[str, list[str]] = self.setuptools.get("package-data", {})
        return list(table.get("*", [])) + list(table.get(package, []))

    def package_files(self) -> list[tuple[Path, str]]:
        """(source file, destination relative to the bundle's import root) for every module and
        package-data file of every declared package."""
        files: dict[str, Path] = {}
        for package in self.packages:
            folder = self.package_dir(package)
            if not folder.is_dir():
                raise PlanError(f"package {package!r}: no folder {folder}")
            # A folder of data only (the window icons) needs no __init__.py; one with modules does.
            if not (folder / "__init__.py").is_file() and any(folder.glob("*.py")):
                raise PlanError(f"package {package!r}: no __init__.py in {folder}")
            dest = Path(*package.split("."))
            for source in sorted(folder.glob("*.py")):
                files[(dest / source.name).as_posix()] = source
            for source in self.compiled_modules(package, folder):
                files[(dest / source.name).as_posix()] = source
            for pattern in self.data_patterns(package):
                for source in sorted(folder.glob(pattern)):
                    if source.is_file() and "__pycache__" not in source.parts:
                        files[(dest / source.relative_to(folder)).as_posix()] = source
        return sorted((src, dest) for dest, src in files.items())

    def compiled_modules(self, package: str, folder: Path) -> list[Path]:
        """The compiled modules an install built into a package's source folder for this
        interpreter; the solver's only while current (see compiled_solver_is_current)."""
        solver_package, solver_module = native_build.COMPILED_MODULE.rsplit(".", 1)
        found = []
        for source in sorted(folder.iterdir()):
            name = module_name(source.name)
            if name is None or source.suffix == ".py":
                continue
            if package == solver_package and name.startswith(solver_module):
                if not compiled_solver_is_current(folder):
                    print(f"left out {source.name}: older than negamax.py (pip install -e . rebuilds it)")
                    continue
            found.append(source)
        return found

    def modules(self) -> list[str]:
        """Every importable module of the declared packages, for PyInstaller's hidden imports
        (the CLI and plugin discovery import most of them by name, which analysis cannot see;
        nor can it see the runtime library a compiled module imports from C)."""
        return sorted(name for _, dest in self.package_files() if (name := module_name(dest)) is not None)

    # ---------------------------------------------------------------------------- metadata
    def entry_points(self) -> dict[str, dict[str, str]]:
        """Entry-point groups as installed metadata has them (scripts included), empty ones out."""
        project = self.data["project"]
        groups: dict[str, dict[str, str]] = {}
        for section, group in (("scripts", "console_scripts"), ("gui-scripts", "gui_scripts")):
            if project.get(section):
                groups[group] = dict(project[section])
        for group, entries in project.get("entry-points", {}).items():
            if entries:
                groups[group] = dict(entries)
        return groups

    def check_entry_points(self) -> None:
        """Every entry point must name a module of a declared package, or it cannot be bundled."""
        modules = set(self.modules())
        for group, entries in self.entry_points().items():
            for name, target in entries.items():
                module = target.split(":")[0].strip()
                if module not in modules:
                    raise PlanError(
                        f"entry point {group} {name!r} = {target!r}: module {module!r} is not in a "
                        "package listed in [tool.setuptools] packages"
                    )

    def write_dist_info(self, parent: Path) -> Path:
        """Write `<name>-<version>.dist-info` (METADATA, entry_points.txt) into `parent`."""
        self.check_entry_points()
        folder = parent / f"{self.name}-{self.version}.dist-info"
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        (folder / "METADATA").write_text(
            f"Metadata-Version: 2.1\nName: {self.name}\nVersion: {self.version}\n"
            f"Summary: {self.summary}\n",
            encoding="utf-8",
        )
        lines: list[str] = []
        for group, entries in self.entry_points().items():
            lines.append(f"[{group}]")
            lines.extend(f"{name} = {target}" for name, target in entries.items())
            lines.append("")
        (folder / "entry_points.txt").write_text("\n".join(lines), encoding="utf-8")
        top_level = sorted({p.split(".")[0] for p in self.packages})
        (folder / "top_level.txt").write_text("\n".join(top_level) + "\n", encoding="utf-8")
        return folder

    def stage(self, folder: Path) -> Path:
        """Lay the declared packages out in `folder` as an installed wheel would (fresh copy)."""
        if folder.exists():
            shutil.rmtree(folder)
        for source, dest in self.package_files():
            target = folder / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
        return folder

    # ------------------------------------------------------------------------ translations
    def compile_translations(self, dest: Path) -> list[Path]:
        """Compile i18n/*.ts into `dest` with the app's own translation build (PySide6's
        lrelease); the bundle places `dest` where the installed app looks for its catalogues."""
        if dest.exists():
            shutil.rmtree(dest)
        dest.mkdir(parents=True)
        return i18n_build.build_translations(dest, self.root / "i18n")

    def languages(self) -> set[str]:
        """The game's languages, from the names of its catalogue sources (triangles_ca.ts)."""
        return {i18n_build.language_of(ts) for ts in i18n_build.ts_files(self.root / "i18n")}


# ------------------------------------------------------------------------------------ Qt
def _qt_imports(text: str) -> set[str]:
    found = set(_QT_DOTTED.findall(text))
    for listed in _QT_FROM.findall(text):
        found.update(_QT_NAME.findall(listed))
    return found


def qt_modules_used(sources: Iterable[Path], pyside_dir: Path) -> set[str]:
    """The PySide6 modules (e.g. "QtWidgets") the given Python files import, with the modules
    those depend on (read from the `import PySide6.QtX` lines of PySide6's own .pyi stubs)."""
    todo: set[str] = set()
    for path in sources:
        todo |= _qt_imports(path.read_text(encoding="utf-8", errors="replace"))
    used: set[str] = set()
    while todo:
        module = todo.pop()
        used.add(module)
        stub = pyside_dir / f"{module}.pyi"
        if stub.is_file():
            todo |= _qt_imports(stub.read_text(encoding="utf-8", errors="replace")) - used
    return used


def qt_modules_available(pyside_dir: Path) -> set[str]:
    """The PySide6 extension modules installed (QtCore.abi3.so, QtCore.pyd, ...)."""
    return {p.name.split(".")[0] for p in pyside_dir.glob("Qt*.*") if p.suffix in (".so", ".pyd")}


def qt_excludes(used: set[str], available: set[str]) -> list[str]:
    """PySide6 modules to leave out of the bundle: every one the game does not need."""
    return sorted(f"PySide6.{m}" for m in available - used)


#: Qt modules that render with OpenGL; without them the widgets paint in software (raster).
_OPENGL_MODULES = {"QtOpenGL", "QtOpenGLWidgets", "QtQuick", "QtQuickWidgets", "Qt3DCore"}


def unneeded_qt_binaries(used: set[str]) -> set[str]:
    """Libraries PyInstaller's Qt hook adds that the game never loads: Qt's software OpenGL
    renderer (opengl32sw.dll, 20 MB on Windows) when no module the game uses draws with OpenGL."""
    return set() if used & _OPENGL_MODULES else {"opengl32sw.dll"}


def keep_qt_translation(filename: str, languages: set[str]) -> bool:
    """Whether a Qt catalogue is one the game loads: qtbase_<code>.qm (Qt's own dialog and
    widget texts) for each of its languages. The others cover modules the game does not use."""
    return filename in {f"qtbase_{code}.qm" for code in languages}


# ------------------------------------------------------------------------------- Windows
def version_tuple(version: str) -> tuple[int, int, int, int]:
    """"0.1.0" -> (0, 1, 0, 0): the numeric form Windows file versions need (a pre-release
    suffix such as "rc1" is dropped)."""
    numbers = [int(m.group()) if (m := re.match(r"\d+", part)) else 0 for part in version.split(".")[:4]]
    return tuple((numbers + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def windows_version_file(project: Project, exe_name: str) -> str:
    """The text of a PyInstaller version file: the Details tab of the .exe's Properties."""
    numbers = version_tuple(project.version)
    strings = {
        "CompanyName": project.publisher,
        "FileDescription": "Triangles",
        "FileVersion": project.version,
        "InternalName": exe_name,
        "OriginalFilename": f"{exe_name}.exe",
        "ProductName": "Triangles",
        "ProductVersion": project.version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
