"""A record's own extra keys survive being opened and saved by the window (docs/record-format.md:
"written back unchanged"), while the rules' own fields follow the game."""

from __future__ import annotations

from pathlib import Path

from uihelpers import SQUARE, drag

from triangles.engine import record


def test_extra_keys_of_an_opened_record_are_written_back(window, qtbot, tmp_path: Path):
    path = tmp_path / "noted.triangles"
    path.write_text(record.GameRecord("classic", {}, SQUARE, [], {
        "note": "from the club night", "labels": ["A", "B", "C", "D"], "custom": {"k": [1, 2]},
    }).dumps())
    assert window.open_file(str(path))
    drag(window, 0, 1)
    saved = window.controller.to_record()
    assert saved.extra["note"] == "from the club night"
    assert saved.extra["labels"] == ["A", "B", "C", "D"] and saved.extra["custom"] == {"k": [1, 2]}
    assert len(saved.moves) == 1
    window.autosave()  # written by the autosaver's thread
    qtbot.waitUntil(lambda: window.autosave_path.exists(), timeout=5000)
    kept = record.load(window.autosave_path)
    assert kept.extra["note"] == "from the club night" and len(kept.moves) == 1
