"""The Windows installer, compiled from packaging/windows/triangles.iss by Inno Setup's own
compiler and run, with its uninstaller, under wine in a wine prefix made for the module.

PyInstaller builds for the system it runs on, so the folder the installer wraps here is the Linux
bundle this test run builds (the `bundle` fixture of tests/conftest.py, shared with the bundle's tests)
laid out as the Windows one: the same files, with the two programs under the Windows names the
script expects (triangles.exe, triangles-cli.exe) and without Linux's symbolic links between
libraries (a Windows bundle has none). Setup copies the files and writes the registry without
running them, which is what this checks; the programs themselves run in test_packaging_bundle.py.

It is compiled with `--compression none`: the release's lzma2/max takes minutes under wine on
this machine, and everything else in the script is as released. Needs wine (with its 32-bit
part: Inno Setup's programs are 32-bit), the compiler (the npm package `innosetup`), and an X
display or xvfb-run (Setup makes its windows even when silent); without them it skips in one
line. README "Build the installer" says how to get them.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path, PureWindowsPath
from types import ModuleType

import pytest

from triangles.storage import SETTINGS_FILE, STATISTICS_FILE

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
APP_ID = "{8F24364C-65FA-43C0-98A2-1EC3CEA5E19A}"  # the script's AppId
UNINSTALL_KEY = rf"HKEY_CURRENT_USER\Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}_is1"
CLASSES = r"HKEY_CURRENT_USER\Software\Classes"
WINE_SECONDS = 240

NEEDS = "needs wine, Inno Setup's compiler and a display (README: Build the installer)"

pytestmark = pytest.mark.packaging


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


def _missing() -> str | None:
    """What the test needs and this machine lacks (checked without starting wine), or None."""
    if sys.platform == "win32":
        return "on Windows Setup runs by itself, not under wine"
    if shutil.which("wine") is None or shutil.which("wineserver") is None:
        return "wine is not installed"
    try:
        build.find_iscc()
    except build.BuildError as exc:
        return str(exc)
    if shutil.which("xvfb-run") is None and not os.environ.get("DISPLAY"):
        return "no X display and no xvfb-run"
    return None


if (_lacking := _missing()) is not None:
    pytest.skip(f"{NEEDS}: {_lacking}", allow_module_level=True)


@dataclass(frozen=True)
class Wine:
    """A wine prefix of its own, and how to run Windows programs in it."""

    prefix: Path
    env: dict[str, str]
    display: list[str]  # what runs a program that makes windows: xvfb-run, or nothing with a display

    @property
    def user_dir(self) -> Path:
        """The prefix's C:\\users\\<name>, the Unix user's (wine names it after $USER)."""
        (folder,) = [p for p in (self.prefix / "drive_c" / "users").iterdir() if p.name != "Public"]
        return folder

    def unix(self, windows_path: str) -> Path:
        """The file a C:\\ path of the prefix names."""
        path = PureWindowsPath(windows_path)
        assert path.drive.upper() == "C:", windows_path
        return self.prefix / "drive_c" / Path(*path.parts[1:])

    def run(self, *args: str, windows: bool = False) -> subprocess.CompletedProcess[str]:
        """Run a command in the prefix; a program with windows (Setup, the uninstaller) on the
        display, and waited for until every program it started has ended (the uninstaller hands
        over to a copy of itself and returns at once)."""
        command = ["wine", *args]
        if windows:  # the display lasts until the last of them has ended
            command = [*self.display, "sh", "-c", 'wine "$@"; status=$?; wineserver --wait; exit $status',
                       "sh", *args]
        return subprocess.run(command, capture_output=True, text=True, env=self.env, timeout=WINE_SECONDS)

    def registry(self, key: str) -> dict[str, dict[str, str]]:
        """Every key under `key` with its values, as `reg export` writes them: {key: {name: data}},
        "@" for the default value, strings unquoted, other types as written (dword:00000001)."""
        out = self.prefix / "export.reg"
        done = self.run("reg", "export", key, "Z:" + str(out).replace("/", "\\"), "/y")
        assert done.returncode == 0, done.stderr
        text = out.read_bytes().decode("utf-16")
        out.unlink()
        keys: dict[str, dict[str, str]] = {}
        current: dict[str, str] = {}
        for line in text.splitlines():
            if line.startswith("[") and line.endswith("]"):
                current = keys.setdefault(line[1:-1], {})
            elif match := re.match(r'^(@|"(?:[^"\\]|\\.)*")=(.*)$', line):
                name = "@" if match[1] == "@" else _unescape(match[1][1:-1])
                data = match[2]
                current[name] = _unescape(data[1:-1]) if data.startswith('"') else data
        return keys


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


@pytest.fixture(scope="module")
def wine(tmp_path_factory: pytest.TempPathFactory):
    """A new wine prefix, removed afterwards (it takes over a gigabyte). Made first, before the
    bundle is built: a wine that cannot run the 32-bit compiler skips the module here."""
    iscc = build.find_iscc()
    display = ["xvfb-run", "--auto-servernum"] if shutil.which("xvfb-run") else []
    prefix = tmp_path_factory.mktemp("wine") / "prefix"
    # A home of its own too: wine links the prefix's Documents and Desktop to the home folder and
    # would copy the Start-menu entry into the desktop's menus (winemenubuilder, turned off here).
    home = prefix.parent / "home"
    home.mkdir()
    env = {k: v for k, v in build.wine_environment().items() if not k.startswith(("XDG_", "WINE"))}
    env.update(WINEPREFIX=str(prefix), HOME=str(home), WINEDEBUG="-all",
               WINEDLLOVERRIDES="mscoree=;mshtml=;winemenubuilder.exe=d")
    runner = Wine(prefix, env, display)
    # Makes the prefix (about 15 s), and shows whether wine runs the 32-bit compiler at all.
    probe = runner.run(str(iscc), "/?")
    if "Inno Setup 6 Command-Line Compiler" not in probe.stdout:
        subprocess.run(["wineserver", "--kill"], env=env, timeout=WINE_SECONDS)
        shutil.rmtree(prefix.parent, ignore_errors=True)
        said = [line for line in probe.stderr.splitlines() if line.strip() and "configuration" not in line]
        last = (said or ["no message"])[-1]
        pytest.skip(f"{NEEDS}: wine does not run {iscc.name} ({last})")
    yield runner
    subprocess.run(["wineserver", "--kill"], env=env, timeout=WINE_SECONDS)
    shutil.rmtree(prefix.parent, ignore_errors=True)


@pytest.fixture(scope="module")
def windows_bundle(wine: Wine, request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test run's bundle in the Windows layout (see the module's docstring), as hard links.
    The bundle is asked for here, after the wine prefix: a session fixture named in the arguments
    would be built before any module fixture, even for a module that then skips."""
    bundle: Path = request.getfixturevalue("bundle")
    dist = tmp_path_factory.mktemp("windows-dist")
    target = dist / build.BUNDLE_NAME
    renamed = {name.removesuffix(".exe"): name for name in build.WINDOWS_EXECUTABLES}
    for source in sorted(bundle.rglob("*")):
        if source.is_symlink():
            continue
        relative = source.relative_to(bundle)
        dest = target / (renamed.get(relative.as_posix()) or relative)
        if source.is_dir():
            dest.mkdir(parents=True, exist_ok=True)
        else:
            dest.parent.mkdir(parents=True, exist_ok=True)
            os.link(source, dest)
    assert sorted(p.name for p in target.iterdir()) == ["_internal", *sorted(build.WINDOWS_EXECUTABLES)]
    return target


@dataclass(frozen=True)
class Snapshot:
    """What the prefix holds for the player at one moment."""

    classes: dict[str, dict[str, str]]
    uninstall: dict[str, dict[str, str]]
    files: dict[str, int]  # size of every file below the user's folder, named "/"-separated from there


def snapshot(wine: Wine) -> Snapshot:
    """The registry's file classes and uninstall entries, and the user's files but the temporary
    ones (Setup and the uninstaller leave helpers in Temp for Windows to remove)."""
    files = {p.relative_to(wine.user_dir).as_posix(): p.stat().st_size
             for p in wine.user_dir.rglob("*") if p.is_file() and not p.is_symlink()}
    files = {name: size for name, size in files.items() if not name.startswith("Temp/")}
    software = wine.registry(r"HKEY_CURRENT_USER\Software")
    uninstall = r"HKEY_CURRENT_USER\Software\Microsoft\Windows\CurrentVersion\Uninstall"
    return Snapshot({k: v for k, v in software.items() if k.startswith(CLASSES + "\\")},
                    {k: v for k, v in software.items() if k.startswith(uninstall + "\\")}, files)


@dataclass(frozen=True)
class Runs:
    installer: Path
    compiled: subprocess.CompletedProcess[str]
    installed: Snapshot
    app_dir: Path
    start_menu: Path
    shortcut: bytes
    player_files: list[Path]
    uninstalled: Snapshot

    def under_app(self, wine: Wine) -> dict[str, int]:
        """The installed files below the application's folder, named from there, with their sizes."""
        folder = self.app_dir.relative_to(wine.user_dir).as_posix() + "/"
        return {f.removeprefix(folder): size for f, size in self.installed.files.items() if f.startswith(folder)}


@pytest.fixture(scope="module")
def runs(wine: Wine, windows_bundle: Path):
    """Compile with build.py, install silently for the current user, leave some player's data
    where the game keeps it, uninstall silently; the checks read the snapshots taken between.
    The installer (the bundle's size) is removed afterwards."""
    compiled = subprocess.run(
        [sys.executable, str(PACKAGING / "build.py"), "--installer", "--skip-bundle", "--distpath",
         str(windows_bundle.parent), "--compression", "none"],
        capture_output=True, text=True, env=wine.env, timeout=WINE_SECONDS, cwd=ROOT,
    )
    assert compiled.returncode == 0, f"build.py failed:\n{compiled.stdout[-3000:]}\n{compiled.stderr[-3000:]}"
    found = re.search(r"^installer: (.+)$", compiled.stdout, re.M)
    assert found is not None, compiled.stdout
    installer = Path(found[1])

    log = wine.prefix / "setup.log"
    done = wine.run(str(installer), "/VERYSILENT", "/CURRENTUSER", "/SUPPRESSMSGBOXES", "/NORESTART",
                    f"/LOG=Z:{str(log).replace('/', chr(92))}", windows=True)
    assert done.returncode == 0, f"Setup failed:\n{log.read_text(encoding='utf-8-sig', errors='replace')[-3000:]}"
    installed = snapshot(wine)
    entry = installed.uninstall.get(UNINSTALL_KEY, {})
    assert "InstallLocation" in entry, f"no uninstall entry:\n{log.read_text(encoding='utf-8-sig')[-3000:]}"
    app_dir = wine.unix(entry["InstallLocation"])
    start_menu = wine.user_dir / "AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Triangles.lnk"
    shortcut = start_menu.read_bytes() if start_menu.is_file() else b""

    # The player's own data, where the game keeps it on Windows (QStandardPaths' AppDataLocation:
    # %APPDATA%\<organisation>\<application>): settings, statistics, the unfinished game, a theme.
    data_dir = wine.user_dir / "AppData/Roaming/Triangles/Triangles"
    player_files = [data_dir / SETTINGS_FILE, data_dir / STATISTICS_FILE, data_dir / "unfinished.triangles",
                    data_dir / "themes" / "evening.toml"]
    for path in player_files:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{}\n", encoding="utf-8")

    uninstaller = wine.unix(entry["UninstallString"].strip('"'))
    done = wine.run(str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", windows=True)
    assert done.returncode == 0, done.stderr
    yield Runs(installer, compiled, installed, app_dir, start_menu, shortcut, player_files, snapshot(wine))
    installer.unlink()


def test_build_reports_the_installer_it_compiled(runs: Runs) -> None:
    assert runs.installer.is_file() and runs.installer.name == f"triangles-{build.Project.load(ROOT).version}-setup.exe"
    size = re.search(r"^installer size: ([\d.]+) MB$", runs.compiled.stdout, re.M)
    assert size is not None and abs(float(size[1]) - runs.installer.stat().st_size / 2**20) < 0.1
    assert re.search(r"^installer compile time: \d+ s$", runs.compiled.stdout, re.M)


def test_a_per_user_install_lands_every_file_of_the_bundle(runs: Runs, wine: Wine, windows_bundle: Path) -> None:
    # The user's own Program Files folder, as Windows has it (%LOCALAPPDATA%\Programs).
    assert runs.app_dir == wine.user_dir / "AppData" / "Local" / "Programs" / "Triangles"
    installed = runs.under_app(wine)
    bundled = {p.relative_to(windows_bundle).as_posix(): p.stat().st_size
               for p in windows_bundle.rglob("*") if p.is_file()}
    assert {"triangles.exe", "triangles-cli.exe", "_internal/triangles/translations/triangles_ca.qm"} <= bundled.keys()
    assert {name: installed.get(name) for name in bundled} == bundled
    assert installed.keys() - bundled.keys() == {"unins000.exe", "unins000.dat"}  # the uninstaller


def test_the_start_menu_entry_opens_the_game(runs: Runs) -> None:
    # A shell link holds its target's full path (in the "local base path" of its LinkInfo).
    exe = runs.installed.uninstall[UNINSTALL_KEY]["InstallLocation"] + "triangles.exe"
    assert runs.shortcut.startswith(b"L\x00\x00\x00"), "no shell link in the Start menu's Programs"
    assert exe.encode("ascii") in runs.shortcut


def test_saved_games_open_with_the_game(runs: Runs) -> None:
    classes = runs.installed.classes
    exe = str(PureWindowsPath(runs.installed.uninstall[UNINSTALL_KEY]["InstallLocation"]) / "triangles.exe")
    assert classes[rf"{CLASSES}\.triangles"]["@"] == "Triangles.SavedGame"
    assert "Triangles.SavedGame" in classes[rf"{CLASSES}\.triangles\OpenWithProgids"]
    assert classes[rf"{CLASSES}\Triangles.SavedGame"]["@"] == "Triangles saved game"
    assert classes[rf"{CLASSES}\Triangles.SavedGame\DefaultIcon"]["@"] == f"{exe},0"
    assert classes[rf"{CLASSES}\Triangles.SavedGame\shell\open\command"]["@"] == f'"{exe}" "%1"'
    assert ".triangles" in classes[rf"{CLASSES}\Applications\triangles.exe\SupportedTypes"]


def test_the_uninstall_entry_gives_version_and_publisher(runs: Runs) -> None:
    project = build.Project.load(ROOT)
    entry = runs.installed.uninstall[UNINSTALL_KEY]
    assert entry["DisplayName"] == "Triangles"
    assert entry["DisplayVersion"] == project.version
    assert entry["Publisher"] == project.publisher
    assert PureWindowsPath(entry["DisplayIcon"]).name == "triangles.exe"


def test_uninstalling_takes_everything_back_but_the_players_data(runs: Runs, wine: Wine) -> None:
    assert not runs.app_dir.exists() and not runs.start_menu.exists()
    assert UNINSTALL_KEY not in runs.uninstalled.uninstall
    assert [key for key in runs.uninstalled.classes if "triangles" in key.lower()] == []
    app_folder = runs.app_dir.relative_to(wine.user_dir).as_posix() + "/"
    by_setup = {f for f in runs.installed.files if f.startswith(app_folder)}
    by_setup.add(runs.start_menu.relative_to(wine.user_dir).as_posix())
    players = {p.relative_to(wine.user_dir).as_posix() for p in runs.player_files}
    assert runs.uninstalled.files.keys() == (runs.installed.files.keys() - by_setup) | players
    for path in runs.player_files:
        assert path.read_text(encoding="utf-8") == "{}\n"
