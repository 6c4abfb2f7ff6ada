"""The autosave thread: the newest record wins, a finished game is forgotten, a failure is said,
and the window's thread never writes."""

from __future__ import annotations

import threading
from pathlib import Path

from triangles.engine import GameRecord, Move, record
from triangles.ui.game.autosave import Autosaver


def _record(moves: int) -> GameRecord:
    stars = [[0.1, 0.1], [0.9, 0.1], [0.5, 0.9], [0.5, 0.4]]
    pairs = [(0, 1), (1, 2), (0, 2), (0, 3)][:moves]
    return GameRecord("classic", {}, stars, [Move(a, b) for a, b in pairs], {})


def test_the_newest_record_is_on_disk_after_flush(qtbot, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    saver = Autosaver()
    path = tmp_path / "unfinished.triangles"
    writers: list[str] = []
    original = GameRecord.save

    def save(self, target):  # noqa: ANN001, ANN202
        writers.append(threading.current_thread().name)
        return original(self, target)

    monkeypatch.setattr(GameRecord, "save", save)
    for n in range(1, 5):
        saver.keep(_record(n), path)
    assert saver.flush(5)
    assert len(record.load(path).moves) == 4
    assert writers and set(writers) == {"triangles-autosave"}  # never the window's thread
    saver.keep(None, path)  # a finished game: forgotten
    assert saver.flush(5) and not path.exists()


def test_a_failed_write_is_reported(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    saver = Autosaver()
    reasons: list[str] = []
    saver.failed.connect(reasons.append)
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    saver.keep(_record(1), blocker / "unfinished.triangles")
    assert saver.flush(5)
    qtbot.waitUntil(lambda: bool(reasons), timeout=2000)
    assert reasons[0] in ("File exists", "Not a directory")  # the parent is a file
