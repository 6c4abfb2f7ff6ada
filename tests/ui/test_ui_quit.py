"""Closing the game window ends the application, and Quit works from every window of the app."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from uihelpers import SQUARE, drag, start


def test_closing_the_game_window_closes_its_tool_windows_and_quits(window, qtbot, monkeypatch):
    start(window, SQUARE)
    drag(window, 0, 1)
    review = window.review_window()
    window.act_rules.trigger()
    rules = window._dialogs["rules"]
    assert review.isVisible() and rules.isVisible()
    quits: list[bool] = []
    monkeypatch.setattr(QCoreApplication, "quit", lambda: quits.append(True))
    window.close()
    assert not review.isVisible() and not rules.isVisible()  # no replay window left without its game
    assert quits == [True]
    assert window.settings.autosave_path.exists()  # the usual autosave came first


def test_quit_shortcut_works_from_the_replay_window(window, qtbot):
    start(window, SQUARE)
    review = window.review_window()
    review.activateWindow()
    qtbot.waitUntil(lambda: review.isActiveWindow())
    QTest.keyClick(review, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible() and not review.isVisible()


def _unkeepable(window, tmp_path):  # noqa: ANN001, ANN202
    """The window's unfinished-game file lies under a regular file: every autosave fails."""
    from triangles.game_slots import GameSlot

    (tmp_path / "not-a-folder").write_text("")
    window.slot = GameSlot(tmp_path / "not-a-folder" / "unfinished.triangles")
    start(window, SQUARE)
    drag(window, 0, 1)
    window.autosaver.flush()
    assert window.autosaver.last_failure


@pytest.mark.parametrize("answer", ["Cancel", "Quit without saving", "Save as…"])
def test_quitting_offers_to_save_a_game_that_could_not_be_kept(window, qtbot, monkeypatch, tmp_path, answer):
    from PySide6.QtWidgets import QFileDialog, QMessageBox
    from uihelpers import when_modal

    _unkeepable(window, tmp_path)
    quits: list[bool] = []
    monkeypatch.setattr(QCoreApplication, "quit", lambda: quits.append(True))
    target = tmp_path / "kept.triangles"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    texts: list[str] = []

    def press(box: QMessageBox) -> None:
        texts.append(box.text())
        next(b for b in box.buttons() if b.text() == answer).click()

    when_modal(press, QMessageBox)
    window.close()
    assert texts and texts[0].startswith("This game could not be kept for the next start (")
    if answer == "Cancel":
        assert window.isVisible() and quits == [] and not target.exists()
        window.slot.path = tmp_path / "unfinished.triangles"  # kept now: closing at teardown asks nothing
    else:
        assert not window.isVisible() and quits == [True]
        assert target.exists() == (answer == "Save as…")


def test_quitting_asks_nothing_when_the_game_was_kept(window, qtbot, monkeypatch):
    start(window, SQUARE)
    drag(window, 0, 1)
    monkeypatch.setattr(QCoreApplication, "quit", lambda: None)
    window.close()  # a question would block here
    assert not window.isVisible() and window.autosaver.last_failure is None
