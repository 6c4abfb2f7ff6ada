"""Two windows at once, a read-only data folder, a failing autosave: each window owns its
unfinished-game slot (QLockFile), failures are said once and retried, statistics updates from
several processes are merged, and temporary files left by a kill are cleaned at start."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from PySide6.QtWidgets import QApplication, QMessageBox

from triangles import game_slots, storage
from triangles.engine import files
from triangles.ui.main_window import MainWindow
from triangles.ui.settings import AppSettings, Statistics

from uihelpers import drag, drawn, make_window, start, when_modal

SQUARE = [[0.2, 0.2], [0.8, 0.2], [0.8, 0.8], [0.2, 0.8], [0.5, 0.45]]
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def no_pending_warnings():  # noqa: ANN201
    storage.take_warnings()
    yield
    storage.take_warnings()


def saved(win: MainWindow) -> None:
    """Wait for the autosave thread (a few ms) and let its failure message reach the window."""
    assert win.autosaver.flush(10)
    QApplication.processEvents()


def window(qtbot, registry, data: Path, resume: bool | None = None) -> tuple[MainWindow, list[str]]:  # noqa: ANN001
    """A started window on `data`; `resume` answers the resume question (None: must not be asked)."""
    settings = AppSettings(data_dir=data)
    settings.sound = False
    win = make_window(qtbot, registry, settings)
    messages: list[str] = []
    shown = win.view.show_message
    win.view.show_message = lambda text, *a, **k: (messages.append(text), shown(text, *a, **k))  # type: ignore[method-assign]

    def ask(title: str, question: str, *details: object) -> bool:
        assert resume is not None, "the window offered a game it must not offer"
        return resume

    win.ask = ask  # type: ignore[method-assign]
    win.start()
    return win, messages


def test_a_second_window_never_offers_or_overwrites_the_first_windows_game(qtbot, registry, tmp_path: Path) -> None:  # noqa: ANN001
    first, _ = window(qtbot, registry, tmp_path)
    start(first, SQUARE)
    drag(first, 0, 1)
    saved(first)
    slot1 = tmp_path / "unfinished.triangles"
    saved_first = slot1.read_bytes()

    second, _ = window(qtbot, registry, tmp_path, resume=None)  # asking would fail the test
    assert second.autosave_path == tmp_path / "unfinished-2.triangles"
    start(second, SQUARE)
    drag(second, 2, 3)
    saved(second)
    assert slot1.read_bytes() == saved_first  # untouched by the second game
    assert second.autosave_path.exists() and second.autosave_path.read_bytes() != saved_first

    first.close()  # the first slot is free again: a third window offers the first game
    third, _ = window(qtbot, registry, tmp_path, resume=True)
    assert third.autosave_path == slot1 and drawn(third) == [(0, 1, 1)]
    second.close()  # the second game waits in its slot, offered to the next window beside the third
    fourth, _ = window(qtbot, registry, tmp_path, resume=True)
    assert fourth.autosave_path == tmp_path / "unfinished-2.triangles" and drawn(fourth) == [(2, 3, 1)]


KILLED_HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    from triangles.game_slots import claim_slot
    app = QCoreApplication([])
    slot = claim_slot(Path(sys.argv[1]))
    print(slot.path.name, slot.locked, flush=True)
    time.sleep(60)
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_killed_windows_slot_is_free_again(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    holder = subprocess.Popen(
        [sys.executable, "-c", KILLED_HOLDER, str(tmp_path)], stdout=subprocess.PIPE, text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().split() == ["unfinished.triangles", "True"]
        busy = game_slots.claim_slot(tmp_path)
        assert busy.path.name == "unfinished-2.triangles" and busy.locked
        busy.release()
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    assert (tmp_path / "unfinished.triangles.lock").exists()  # left behind by the kill
    again = game_slots.claim_slot(tmp_path)
    assert again.path.name == "unfinished.triangles" and again.locked
    again.release()


def test_temporary_files_left_by_a_kill_are_cleaned_at_start(qtbot, registry, tmp_path: Path) -> None:  # noqa: ANN001
    left = [tmp_path / ".unfinished.triangles.k3j4h5.tmp", tmp_path / ".unfinished.triangles.zz.tmp"]
    for path in left:
        path.write_bytes(b"{half a game")
    other = tmp_path / ".settings.ini.x.tmp"
    other.write_bytes(b"")
    win, _ = window(qtbot, registry, tmp_path)
    assert not any(p.exists() for p in left)
    assert other.exists()  # not the slot's: another window may be writing it right now
    win.close()


def test_a_failing_autosave_is_said_once_per_game_and_retried(qtbot, registry, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    win, messages = window(qtbot, registry, tmp_path)

    def read_only(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.tempfile, "mkstemp", read_only)
    start(win, SQUARE)
    drag(win, 0, 1)
    drag(win, 1, 2)
    saved(win)
    failures = [m for m in messages if "cannot be saved automatically" in m]
    assert failures == ["This game cannot be saved automatically (Permission denied); saving is tried again after every move."]
    assert not win.autosave_path.exists()
    monkeypatch.undo()  # the folder is writable again: the next move is saved
    drag(win, 2, 3)
    saved(win)
    assert win.autosave_path.exists()
    win.view.hide_message()  # read: the same words would not be said twice on the board at once
    start(win, SQUARE)  # a new game that fails again is said again, once
    monkeypatch.setattr(files.tempfile, "mkstemp", read_only)
    drag(win, 0, 1)
    drag(win, 0, 2)
    saved(win)
    assert len([m for m in messages if "cannot be saved automatically" in m]) == 2
    monkeypatch.undo()  # kept on closing: quitting asks nothing


def test_a_read_only_data_folder_still_starts_when_the_player_declines_to_resume(qtbot, registry, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    first, _ = window(qtbot, registry, tmp_path)
    start(first, SQUARE)
    drag(first, 0, 1)
    first.close()

    def refused(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refused)
    monkeypatch.setattr(files.tempfile, "mkstemp", refused)
    monkeypatch.setattr(game_slots, "_try_lock", lambda path: (None, True))
    win, messages = window(qtbot, registry, tmp_path, resume=False)
    assert win.controller.game is not None and not win.controller.game.history
    start(win, SQUARE)
    drag(win, 0, 1)
    saved(win)
    assert any("cannot be saved automatically" in m for m in messages)
    # Quitting offers to save the game elsewhere first; the player lets it go.
    when_modal(lambda box: next(b for b in box.buttons() if b.text() == "Quit without saving").click(), QMessageBox)
    monkeypatch.setattr(QApplication, "quit", lambda: None)
    win.close()
    assert not win.isVisible()


def _without_override() -> list[str] | None:
    """A command prefix under which folder permissions bind this process: none for a user, and for
    root (CI containers) `setpriv` without the capability to override them; None if impossible."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    return None if setpriv is None else [setpriv, "--bounding-set", "-dac_override,-dac_read_search", "--"]


@pytest.mark.skipif(sys.platform == "win32" or _without_override() is None, reason="needs POSIX permissions that bind the process")
def test_a_really_read_only_data_folder_starts_the_app(tmp_path: Path) -> None:
    data = tmp_path / "data" / "Triangles" / "Triangles"
    data.mkdir(parents=True)
    (data / "unfinished.triangles").write_text(
        '{"format": "triangles/1", "rules": "classic", "stars": [[0,0],[1,0],[0,1]], "moves": [[0, 1]]}'
    )
    data.chmod(0o555)
    try:
        script = textwrap.dedent(
            """
            from PySide6.QtCore import QTimer
            from PySide6.QtWidgets import QApplication, QMessageBox
            from triangles.ui.app import application, open_window
            app = application()
            def decline():
                box = QApplication.activeModalWidget()
                if isinstance(box, QMessageBox):
                    next(b for b in box.buttons() if b.text() == "New game").click()
                else:
                    QTimer.singleShot(50, decline)
            QTimer.singleShot(50, decline)
            win = open_window()
            print("started", win.controller.game is not None, flush=True)
            c = win.controller
            for _ in range(2):
                move = next(iter(c.game.legal_moves))
                win.scene.move_requested.emit(move.a, move.b)
            win.autosaver.flush()  # the autosave thread has tried (a few ms)
            app.processEvents()
            print(win.view.message(), flush=True)
            win.view.hide_message()  # read: the next notice comes
            print(win.view.message(), flush=True)
            """
        )
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
               "XDG_CONFIG_HOME": str(tmp_path / "config"), "LANGUAGE": "en", "LC_ALL": "C.UTF-8"}
        prefix = _without_override() or []
        done = subprocess.run([*prefix, sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120)
        lines = done.stdout.splitlines()
        assert lines[0] == "started True" and sorted(lines[1:]) == [
            "This game cannot be saved automatically (Permission denied); saving is tried again after every move.",
            f"Your settings cannot be saved in {data} (Permission denied); what you change lasts until Triangles is closed.",
        ], done.stderr
        assert "Traceback" not in done.stderr
        assert (data / "unfinished.triangles").exists()  # declined, but nothing could be deleted: offered again
    finally:
        data.chmod(0o755)


STATS_WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from triangles.ui.settings import AppSettings, Statistics
    stats = Statistics(AppSettings(data_dir=Path(sys.argv[1])))
    print("ready", flush=True)
    sys.stdin.readline()
    for _ in range(int(sys.argv[2])):
        stats.record("greedy:hard", "win")
    """
)


def test_statistics_from_four_processes_at_once_are_all_counted(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    writers = [
        subprocess.Popen([sys.executable, "-c", STATS_WRITER, str(tmp_path), "40"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True, env=env)
        for _ in range(4)
    ]
    for w in writers:  # all four start writing at the same moment
        assert w.stdout is not None and w.stdout.readline() == "ready\n"
    for w in writers:
        assert w.stdin is not None
        w.stdin.write("\n")
        w.stdin.flush()
    for w in writers:
        assert w.wait(timeout=120) == 0
    stats = Statistics(AppSettings(data_dir=tmp_path)).get("greedy:hard")
    assert (stats.games, stats.wins) == (160, 160)
