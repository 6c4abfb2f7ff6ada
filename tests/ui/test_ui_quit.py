"""Closing the game window ends the application, and Quit works from every window of the app."""

from __future__ import annotations

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
