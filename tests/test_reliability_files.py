"""Nothing lost: saves, settings, statistics and themes are written whole or not at all, and a
damaged settings or statistics file is set aside with one warning while the other survives."""

from __future__ import annotations

import ast
import os
import signal
import subprocess
import sys
import textwrap
import time
from datetime import datetime, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from triangles import storage
from triangles.engine import files, random_stars, record
from triangles.engine.record import GameRecord
from triangles.engine.moves import Move
from triangles.plugins.registry import Registry
from triangles.theme.catalogue import ThemeCatalogue
from triangles.ui.main_window import MainWindow
from triangles.ui.settings import AppSettings, Statistics
from triangles_classic import ClassicRules

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def no_pending_warnings():  # noqa: ANN201
    storage.take_warnings()
    yield
    storage.take_warnings()


def a_record(moves: int) -> GameRecord:
    stars = random_stars(24, 3).tolist()
    return GameRecord("classic", {"extra_turn": False, "clearance": 0.0}, stars, [Move(0, 1)] * moves)


# ------------------------------------------------------------------------------- atomic writes


def test_a_failed_write_leaves_the_previous_file_and_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.triangles"
    a_record(1).save(path)
    before = path.read_bytes()

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", disk_full)
    with pytest.raises(OSError):
        a_record(2).save(path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.triangles"]


KILLED_WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from triangles.engine import random_stars
    from triangles.engine.moves import Move
    from triangles.engine.record import GameRecord
    from triangles.theme import Theme
    from triangles.theme.fileformat import write_theme_file

    kind, path = sys.argv[1], Path(sys.argv[2])
    stars = random_stars(24, 3).tolist()
    records = [GameRecord("classic", {}, stars, [Move(0, 1)] * n, {"pad": "x" * 400_000}) for n in (1, 2)]
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    print("ready", flush=True)
    k = 0
    while True:
        k += 1
        if kind == "record":
            records[k % 2].save(path)
        elif kind == "theme":
            write_theme_file(path, Theme().with_values(title="AB"[k % 2]))
        else:
            settings.setValue("ui/pad", "y" * (200_000 + k % 2))
            settings.sync()
    """
)


@pytest.mark.parametrize("kind", ["record", "theme", "settings"])
def test_killed_while_writing_the_file_is_whole(tmp_path: Path, kind: str) -> None:
    """SIGKILL during a stream of writes: the file is always a complete old or new version."""
    script = tmp_path / "writer.py"
    script.write_text(KILLED_WRITER)
    path = tmp_path / {"record": "game.triangles", "theme": "mine.toml", "settings": "settings.ini"}[kind]
    for delay in (0.15, 0.35):
        proc = subprocess.Popen([sys.executable, str(script), kind, str(path)], stdout=subprocess.PIPE, text=True,
                                env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        if kind == "record":
            assert len(record.load(path).moves) in (1, 2)
        elif kind == "theme":
            from triangles.theme.fileformat import read_theme_file

            theme, _ = read_theme_file(path)
            assert theme.title in ("A", "B")
        else:
            assert storage.ini_problem(path) is None
            value = QSettings(str(path), QSettings.Format.IniFormat).value("ui/pad")
            assert value is None or len(value) in (200_000, 200_001)


def test_qsettings_replaces_its_ini_file_by_rename(tmp_path: Path) -> None:
    """How Qt writes the settings: QSaveFile (a temporary in the same folder, then a rename),
    never an overwrite in place, while atomic sync is required (the default)."""
    path = tmp_path / "settings.ini"
    settings = AppSettings(QSettings(str(path), QSettings.Format.IniFormat), tmp_path)
    assert settings.q.isAtomicSyncRequired()
    settings.theme = "daylight"
    first = path.stat().st_ino
    settings.sound = False  # `set` writes at once
    assert path.stat().st_ino != first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.ini"]
    assert AppSettings(QSettings(str(path), QSettings.Format.IniFormat), tmp_path).theme == "daylight"


def test_every_file_the_app_writes_goes_through_an_atomic_writer() -> None:
    """No direct writes in the app: files are written by engine.files (records, themes, sounds)
    or by QSettings; the build steps that compile translations and the solver are not part of the
    running app. The note of the plugin code running (plugins/last_words.py) is rewritten on
    every rules call, where a sync to disk would cost milliseconds and a torn note reads as
    naming nothing."""
    allowed = {ROOT / "app/triangles/engine/files.py", ROOT / "app/triangles/i18n_build.py",
               ROOT / "plugins/triangles_ai/native_build.py", ROOT / "app/triangles/plugins/last_words.py"}
    offenders = []
    for source in [*ROOT.joinpath("app").rglob("*.py"), *ROOT.joinpath("plugins").rglob("*.py")]:
        if source in allowed:
            continue
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("write_text", "write_bytes"):
                offenders.append(f"{source.relative_to(ROOT)}:{node.lineno}")
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "wave":
                continue  # sounds are built in memory, then written by engine.files
            if name == "open" and any(
                isinstance(a, ast.Constant) and isinstance(a.value, str) and set(a.value) & set("wax+")
                for a in [*node.args[1:], *(k.value for k in node.keywords if k.arg == "mode")]
            ):
                offenders.append(f"{source.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


# ------------------------------------------------------------------------------- damaged files


@pytest.mark.parametrize(
    "content,problem",
    [(b"\x00" * 4096, "binary data"), (b"[ui]\ntheme=\"\\\"x\\\"\"\n\xff\xfe", "not UTF-8"),
     (b"[ui]\nthis is not a setting\n", "line 2 is not a setting")],
)
def test_damaged_files_are_recognised(tmp_path: Path, content: bytes, problem: str) -> None:
    path = tmp_path / "settings.ini"
    assert storage.ini_problem(path) is None  # a missing file is a first start, not damage
    path.write_bytes(content)
    assert problem in (storage.ini_problem(path) or "")
    good = b"; comment\n[General]\nx=1\n\n[ui]\ntheme=\"\\\"nebula\\\"\"\nsound=true\n"
    path.write_bytes(good)
    assert storage.ini_problem(path) is None


def test_a_data_folder_that_is_a_file_is_named_as_such(tmp_path: Path) -> None:
    """The settings under a data "folder" that is a file: said as the folder being a file, not
    as "it cannot be read (Not a directory)"."""
    folder = tmp_path / "Triangles"
    folder.write_text("x")
    assert storage.ini_problem(folder / "settings.ini") == f"its folder {folder} is a file"


def test_quarantine_keeps_the_damaged_file_under_a_timestamped_name(tmp_path: Path) -> None:
    now = datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    for content in (b"one", b"two"):
        path = tmp_path / "settings.ini"
        path.write_bytes(content)
        storage.quarantine(path, now)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "settings.ini.corrupt-20260102-030405", "settings.ini.corrupt-20260102-030405-2",
    ]
    assert (tmp_path / "settings.ini.corrupt-20260102-030405").read_bytes() == b"one"


def fill(data_dir: Path) -> None:
    settings = AppSettings(data_dir=data_dir)
    settings.theme = "daylight"
    Statistics(settings).record("greedy:hard", "win")
    Statistics(settings).record("greedy:hard", "draw")
    settings.sync()


def test_damaged_settings_are_set_aside_and_statistics_survive(tmp_path: Path) -> None:
    fill(tmp_path)
    (tmp_path / "settings.ini").write_bytes(b"\x00" * 512)  # what a power cut can leave
    settings = AppSettings(data_dir=tmp_path)
    assert settings.theme == "nebula"
    stats = Statistics(settings).get("greedy:hard")
    assert (stats.games, stats.wins, stats.draws) == (2, 1, 1)
    kept = list(tmp_path.glob("settings.ini.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00" * 512
    [warning] = storage.take_warnings()
    assert warning.file == "settings.ini" and warning.kept_as == kept[0].name
    assert warning.text.startswith("Your settings could not be read") and warning.text.endswith(").")
    assert kept[0].name in warning.text
    settings.theme = "blackboard"  # the new file works and the next start is quiet
    assert AppSettings(data_dir=tmp_path).theme == "blackboard" and storage.take_warnings() == []


def test_damaged_statistics_are_set_aside_and_settings_survive(tmp_path: Path) -> None:
    fill(tmp_path)
    (tmp_path / "statistics.ini").write_bytes(b"\xde\xad\xbe\xef" * 64)
    settings = AppSettings(data_dir=tmp_path)
    assert settings.theme == "daylight"
    stats = Statistics(settings)
    assert stats.levels() == [] and stats.get("greedy:hard").games == 0
    [warning] = storage.take_warnings()
    assert warning.file == "statistics.ini" and "statistics could not be read" in warning.text
    assert len(list(tmp_path.glob("statistics.ini.corrupt-*"))) == 1


def test_the_window_shows_the_warning_once(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    fill(tmp_path)
    (tmp_path / "settings.ini").write_bytes(b"\x00" * 64)
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    shown: list[list[str]] = []
    for _ in range(2):
        win = MainWindow(registry, AppSettings(data_dir=tmp_path))
        qtbot.addWidget(win)
        boxes: list[str] = []
        win.show_error = boxes.append  # type: ignore[method-assign]
        win.show()
        win.start()
        shown.append(boxes)
        win.close()
    assert len(shown[0]) == 1 and shown[0][0].startswith("Your settings could not be read")
    assert shown[1] == []


def test_a_damaged_user_theme_is_named_and_the_rest_still_loads(tmp_path: Path) -> None:
    (tmp_path / "broken.toml").write_bytes(b"[player1\ncolor = ")
    (tmp_path / "binary.toml").write_bytes(b"\xff\x00\xfe")
    (tmp_path / "fine.toml").write_text('format = 1\nname = "fine"\ntitle = "Fine"\n')
    cat = ThemeCatalogue(Registry(), tmp_path)
    errors = {e.name: e.error or "" for e in cat.errors()}
    assert set(errors) == {"broken", "binary"}
    assert all("\n" not in e and ".toml" in e for e in errors.values())
    assert cat.load("fine").title == "Fine" and cat.load("broken").name == "nebula"


def test_a_damaged_unfinished_game_is_named_and_a_new_game_starts(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    settings = AppSettings(data_dir=tmp_path)
    settings.autosave_path.write_text('{"format": "triangles/1", "rules": "classic", "stars": [[0, 0], [1')
    win = MainWindow(registry, settings)
    qtbot.addWidget(win)
    win.show()
    win.start()
    assert win.view.message().startswith("The unfinished game cannot be resumed: the file is damaged (the file is kept as ")
    assert "\n" not in win.view.message()
    assert win.controller.game is not None and not win.controller.game.history
    assert not settings.autosave_path.exists()


@pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")
def test_an_atomic_write_keeps_the_permissions_of_the_file_it_replaces(tmp_path: Path) -> None:
    """A shared 0644 game file stays readable by others after a save; a new file gets what a plain
    open() gives (0666 less the umask), not the temporary file's 0600."""
    shared = tmp_path / "shared.triangles"
    shared.write_text("old")
    shared.chmod(0o644)
    files.atomic_write_text(shared, "new")
    assert shared.read_text() == "new" and (shared.stat().st_mode & 0o777) == 0o644
    shared.chmod(0o640)
    files.atomic_write_text(shared, "newer")
    assert (shared.stat().st_mode & 0o777) == 0o640
    mask = os.umask(0o022)
    os.umask(mask)
    fresh = tmp_path / "fresh.triangles"
    files.atomic_write_text(fresh, "x")
    assert (fresh.stat().st_mode & 0o777) == 0o666 & ~mask
