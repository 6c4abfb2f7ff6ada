"""Only regular files are read, and never more than their format's limit: a FIFO, a device, a
folder or a symbolic link to one of them gives one line (exit 2) on the command line, one message
in the window, and is kept aside when it sits where the app keeps its own files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from triangles import storage
from triangles.engine import files, record
from triangles.theme.fileformat import ThemeFileError, read_theme_data
from triangles.ui.main_window import MainWindow
from triangles.ui.settings import AppSettings, Statistics

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")

GOOD = {"format": "triangles/1", "rules": "classic", "stars": [[0, 0], [1, 0], [0, 1]], "moves": []}


@pytest.fixture(autouse=True)
def no_pending_warnings():  # noqa: ANN201
    storage.take_warnings()
    yield
    storage.take_warnings()


def special(tmp_path: Path, kind: str, name: str = "game.triangles") -> Path:
    """A file of the given kind at tmp_path/name (a symbolic link points at one elsewhere)."""
    path = tmp_path / name
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "link to fifo":
        target = tmp_path / "elsewhere.fifo"
        os.mkfifo(target)
        path.symlink_to(target)
    else:
        raise AssertionError(kind)
    return path


KINDS = ["fifo", "folder", "device", "link to fifo"]


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_reading_refuses_anything_but_a_regular_file_at_once(tmp_path: Path, kind: str) -> None:
    path = special(tmp_path, kind)
    with pytest.raises(files.UnreadableFile) as caught:
        files.read_regular_file(path, 1024)
    assert "folder" in str(caught.value) if kind == "folder" else "not a regular file" in str(caught.value)
    with pytest.raises(record.RecordError) as as_record:
        record.load(path)
    # One line; the commands put the file's name before it ("triangles replay: FILE: why").
    assert "\n" not in str(as_record.value) and str(as_record.value).startswith("cannot read the file: ")


def test_the_size_is_capped_while_reading_not_taken_from_stat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.triangles"
    path.write_bytes(b" " * 5000)
    assert files.read_regular_file(path, 5000) == b" " * 5000
    with pytest.raises(files.FileTooLarge):
        files.read_regular_file(path, 4999)
    reads: list[int] = []
    real_read = os.read
    monkeypatch.setattr(files.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    with pytest.raises(files.FileTooLarge):
        files.read_regular_file(path, 100)
    assert sum(reads) <= 101  # never more than the limit and one byte


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_replay_and_analyse_say_one_line_and_exit_2(tmp_path: Path, kind: str) -> None:
    path = special(tmp_path, kind)
    for command in ("replay", "analyse"):
        done = subprocess.run(
            [sys.executable, "-m", "triangles", command, str(path)], capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 2, (command, done.stderr)
        assert done.stdout == "" and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


TOO_LONG = "a" * 300 + ".triangles"  # longer than any file system's name: the system refuses to look


def test_a_path_the_system_refuses_to_look_at_is_one_line_for_every_command(tmp_path: Path) -> None:
    for command in ("replay", "analyse", "review"):
        done = subprocess.run([sys.executable, "-m", "triangles", command, str(tmp_path / TOO_LONG)],
                              capture_output=True, text=True, timeout=60)
        assert (done.returncode, done.stdout) == (2, ""), (command, done.stderr)
        assert done.stderr.count("\n") == 1 and done.stderr.endswith("(File name too long)\n"), done.stderr


def test_a_file_in_a_folder_one_may_not_enter_is_unreadable_not_a_crash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The system refuses both opening the file and asking what it is (as for a player who
    cannot enter its folder); only the first is asked."""
    def refused(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", refused)
    monkeypatch.setattr(os, "stat", refused)
    with pytest.raises(record.RecordError) as caught:
        record.load(tmp_path / "locked" / "game.triangles")
    assert caught.value.kind == "unreadable" and str(caught.value).endswith("(Permission denied)")


@posix_only
def test_the_theme_list_names_every_theme_file_it_cannot_use_and_why(tmp_path: Path) -> None:
    """themes.md: a file of the theme folder that cannot be read is listed with one line saying
    why, whatever it is (a folder, a FIFO, a device, a symbolic link loop or to nothing)."""
    from triangles.theme.catalogue import ThemeCatalogue

    for kind, name in (("fifo", "fifo.toml"), ("folder", "folder.toml"), ("device", "zero.toml")):
        special(tmp_path, kind, name)
    (tmp_path / "loopa.toml").symlink_to(tmp_path / "loopb.toml")
    (tmp_path / "loopb.toml").symlink_to(tmp_path / "loopa.toml")
    (tmp_path / "gone.toml").symlink_to(tmp_path / "missing")
    errors = {e.name: e.error for e in ThemeCatalogue(user_dir=tmp_path).entries()}
    assert set(errors) == {"fifo", "folder", "zero", "loopa", "loopb", "gone"}
    assert errors["folder"] == "folder.toml: it is a folder, not a file"
    assert errors["fifo"] == "fifo.toml: it is not a regular file"
    assert all(e is not None and "\n" not in e for e in errors.values())


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_a_theme_that_is_not_a_regular_file_is_one_line(tmp_path: Path, kind: str) -> None:
    path = special(tmp_path, kind, "odd.toml")
    with pytest.raises(ThemeFileError) as caught:
        read_theme_data(path)
    assert "odd.toml" in str(caught.value) and "\n" not in str(caught.value)


@posix_only
@pytest.mark.parametrize("name", [storage.SETTINGS_FILE, storage.STATISTICS_FILE])
@pytest.mark.parametrize("kind", ["fifo", "folder", "device", "empty"])
def test_settings_and_statistics_that_are_not_files_are_kept_aside(tmp_path: Path, name: str, kind: str) -> None:
    if kind == "empty":
        (tmp_path / name).write_bytes(b"")
    else:
        special(tmp_path, kind, name)
    settings = AppSettings(data_dir=tmp_path)
    Statistics(settings).record("greedy:hard", "win")
    settings.theme = "daylight"
    [warning] = storage.take_warnings()
    assert warning.file == name and warning.kept_as.startswith(f"{name}.corrupt-")
    assert os.path.lexists(tmp_path / warning.kept_as)
    what = "settings" if name == storage.SETTINGS_FILE else "statistics"
    kept = "the damaged file" if kind == "empty" else "what stood in place of the file"  # a folder is no damaged file
    assert f"Your {what} could not be read" in warning.text and f"({kept} is kept as {warning.kept_as})" in warning.text
    again = AppSettings(data_dir=tmp_path)
    assert again.theme == "daylight" and Statistics(again).get("greedy:hard").wins == 1
    assert storage.take_warnings() == []


def window_with(qtbot, registry, data_dir: Path) -> tuple[MainWindow, list[str]]:  # noqa: ANN001
    win = MainWindow(registry, AppSettings(data_dir=data_dir))
    qtbot.addWidget(win)
    boxes: list[str] = []
    win.show_error = boxes.append  # type: ignore[method-assign]
    win.show()
    return win, boxes


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_opening_a_special_file_in_the_window_is_one_message(qtbot, registry, tmp_path: Path, kind: str) -> None:  # noqa: ANN001
    path = special(tmp_path, kind)
    win, boxes = window_with(qtbot, registry, tmp_path / "data")
    win.start(str(path))
    why = "it is a folder, not a file" if kind == "folder" else "it is not a regular file (a device or a pipe), so it is not read"
    assert boxes == [f"Cannot open game.triangles: {why}."]  # as the commands say it, in the player's language
    assert win.controller.game is not None and not win.controller.game.history  # a new game instead


def test_a_path_the_system_refuses_to_look_at_is_one_message_over_a_new_game(qtbot, registry, tmp_path: Path) -> None:  # noqa: ANN001
    win, boxes = window_with(qtbot, registry, tmp_path / "data")
    win.start(str(tmp_path / TOO_LONG))
    assert len(boxes) == 1 and boxes[0].startswith(f"Cannot open {TOO_LONG}: ") and win.controller.game is not None


def test_a_file_that_cannot_be_opened_at_start_is_said_over_a_new_game(qtbot, registry, tmp_path: Path) -> None:  # noqa: ANN001
    """Not over an empty window: the new game is on the board when the message shows."""
    path = tmp_path / "garbage.triangles"
    path.write_bytes(b"\x00garbage")
    win, _ = window_with(qtbot, registry, tmp_path / "data")
    seen: list[tuple[str, bool]] = []
    win.show_error = lambda text: seen.append((text, win.controller.game is not None))  # type: ignore[method-assign]
    win.start(str(path))
    assert seen == [("Cannot open garbage.triangles: this is not a Triangles game, or it is damaged.", True)]
    assert not win.act_undo.isEnabled()


@pytest.mark.parametrize(("content", "why"), [(None, "the file is not there any more"), (" \n", "the file is empty")])
def test_a_game_file_gone_or_empty_at_start_is_said_in_the_players_words(qtbot, registry, tmp_path: Path, content, why) -> None:  # noqa: ANN001
    path = tmp_path / "game.triangles"
    if content is not None:
        path.write_text(content)
    win, boxes = window_with(qtbot, registry, tmp_path / "data")
    win.start(str(path))
    assert boxes == [f"Cannot open game.triangles: {why}."] and win.controller.game is not None


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_an_unfinished_game_that_is_not_a_file_is_kept_aside_and_the_app_starts(qtbot, registry, tmp_path: Path, kind: str) -> None:  # noqa: ANN001
    data = tmp_path / "data"
    data.mkdir()
    special(data, kind, "unfinished.triangles")
    win, boxes = window_with(qtbot, registry, data)
    win.start()
    assert boxes == []
    message = win.view.message()
    why = "it is a folder, not a file" if kind == "folder" else "it is not a regular file (a device or a pipe), so it is not read"
    assert message.startswith(f"The unfinished game cannot be resumed: {why}")
    assert "(the file is kept as unfinished.triangles.corrupt-" in message and "\n" not in message
    assert not os.path.lexists(data / "unfinished.triangles")
    assert len(list(data.glob("unfinished.triangles.corrupt-*"))) == 1
    assert win.controller.game is not None and not win.controller.game.history


def test_opening_a_record_whose_stars_moved_to_the_lattice_says_so_once(qtbot, registry, tmp_path: Path) -> None:  # noqa: ANN001
    path = tmp_path / "old.triangles"
    from triangles.ui.i18n import install_language

    path.write_text(json.dumps({**GOOD, "stars": [[0, 0], [1, 0.30000000000000004], [0, 1]]}))
    win, boxes = window_with(qtbot, registry, tmp_path / "data")
    install_language("en")  # as the application does at start: English has its own plural forms
    win.start(str(path))
    assert boxes == [] and win.controller.game is not None
    assert win.view.message() == "1 star of this game was moved by less than a billionth of the board to the grid the rules use."


@posix_only
@pytest.mark.parametrize("kind", KINDS)
def test_saving_never_replaces_anything_but_a_regular_file(tmp_path: Path, kind: str) -> None:
    path = special(tmp_path, kind)
    before = os.lstat(path)
    with pytest.raises(OSError) as caught:
        record.GameRecord("classic", {}, GOOD["stars"], []).save(path)
    assert "not a regular file" in str(caught.value.strerror) or "folder" in str(caught.value.strerror)
    after = os.lstat(path)
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_saving_through_a_link_to_a_regular_file_writes_the_target_and_keeps_the_link(tmp_path: Path) -> None:
    target = tmp_path / "real.triangles"
    target.write_text("old")
    link = tmp_path / "link.triangles"
    link.symlink_to(target)
    record.GameRecord("classic", {}, GOOD["stars"], []).save(link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert json.loads(target.read_text())["stars"] == GOOD["stars"]


@posix_only
def test_the_window_save_says_one_line_and_leaves_a_fifo_alone(qtbot, registry, tmp_path: Path) -> None:  # noqa: ANN001
    path = special(tmp_path, "fifo")
    win, boxes = window_with(qtbot, registry, tmp_path / "data")
    win.start(None)
    assert not win.save_file(str(path))
    assert len(boxes) == 1 and boxes[0].startswith("Cannot save game.triangles") and "\n" not in boxes[0]
    assert path.is_fifo()


@posix_only
def test_self_check_refuses_to_write_its_record_over_a_fifo_with_exit_2(tmp_path: Path) -> None:
    path = special(tmp_path, "fifo")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "d"), "XDG_CONFIG_HOME": str(tmp_path / "c")}
    done = subprocess.run(
        [sys.executable, "-m", "triangles", "self-check", "--record", str(path)], capture_output=True, text=True, timeout=120, env=env
    )
    assert done.returncode == 2, done.stderr
    [line] = [text for text in done.stderr.splitlines() if text.startswith("self-check")]  # Qt may add its own notes
    assert "not a regular file" in line and "Traceback" not in done.stderr and path.is_fifo()


def test_a_data_folder_that_is_a_file_is_said_as_it_is_and_left_alone(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    settings = AppSettings(data_dir=blocker)
    Statistics(settings).record("greedy:hard", "win")
    warnings = storage.take_warnings()
    assert {w.file for w in warnings} >= {storage.SETTINGS_FILE}
    for warning in warnings:
        assert warning.kept_as == "" and str(blocker) in warning.text
        assert "nothing there was moved or changed" in warning.text and "kept as" not in warning.text
    assert blocker.read_text() == "not a folder"
