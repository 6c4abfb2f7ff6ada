"""New game and Open put another game in the place of the one on the board: a game in progress
whose moves no file holds is offered to be saved first, and Cancel keeps playing it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox
from uihelpers import SQUARE, TRIANGLE, drag, drawn, load, people, start, when_modal

from triangles.ui.dialogs.new_game_dialog import NewGameDialog


def _other_game(window, tmp_path):  # noqa: ANN001, ANN202
    """A saved game of another board, offered by the Open dialog."""
    load(window, TRIANGLE, [[0, 1]], people())
    path = tmp_path / "other.triangles"
    assert window.save_file(str(path))
    return path


def _answer(answer: str, seen: list[str]) -> None:
    def press(box: QMessageBox) -> None:
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == answer).click()

    when_modal(press, QMessageBox)


@pytest.mark.parametrize("answer", ["Cancel", "Don't save", "Save as…"])
def test_open_offers_to_save_the_game_in_progress(window, qtbot, monkeypatch, tmp_path, answer) -> None:
    other = _other_game(window, tmp_path)
    start(window, SQUARE)
    drag(window, 0, 1)
    kept = tmp_path / "kept.triangles"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(kept), ""))
    seen: list[str] = []
    _answer(answer, seen)
    window.open_dialog()
    assert seen == ["Save the game in progress?"]
    if answer == "Cancel":
        assert drawn(window) == [(0, 1, 1)] and len(window.controller.game.board.stars) == 4  # still on the board
    else:
        assert window.file_name == "other.triangles" and len(window.controller.game.board.stars) == 3
    assert kept.exists() == (answer == "Save as…")


def test_a_game_saved_since_its_last_move_is_replaced_without_a_question(window, qtbot, monkeypatch, tmp_path) -> None:
    other = _other_game(window, tmp_path)
    start(window, SQUARE)
    drag(window, 0, 1)
    assert window.save_file(str(tmp_path / "mine.triangles"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    window.open_dialog()  # a question would block here
    assert window.file_name == "other.triangles"
    window.open_file(str(tmp_path / "mine.triangles"))
    drag(window, 1, 2)  # a move since: asked again
    seen: list[str] = []
    _answer("Cancel", seen)
    window.open_dialog()
    assert seen == ["Save the changes to mine.triangles?"] and window.file_name == "mine.triangles"


def test_new_game_offers_to_save_the_game_in_progress_and_cancel_keeps_it(window, qtbot, monkeypatch) -> None:
    start(window, SQUARE)
    drag(window, 0, 1)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    seen: list[str] = []
    _answer("Cancel", seen)
    window.new_game_dialog()
    assert seen == ["Save the game in progress?"] and drawn(window) == [(0, 1, 1)]
    _answer("Don't save", seen)
    window.new_game_dialog()
    assert len(seen) == 2 and window.controller.game.history == []  # a new board


def test_a_finished_game_or_one_without_moves_is_replaced_without_a_question(window, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    start(window, SQUARE)
    window.new_game_dialog()  # no move yet: a question would block here
    load(window, TRIANGLE, [[0, 1], [1, 2]], people())
    drag(window, 0, 2)
    assert window.controller.position.is_over
    window.new_game_dialog()
    assert not window.controller.position.is_over


def test_continue_from_here_offers_to_save_the_game_in_progress(window, qtbot, tmp_path) -> None:
    other = _other_game(window, tmp_path)
    start(window, SQUARE)
    drag(window, 0, 1)
    review = window.review_window()
    qtbot.waitExposed(review)
    review.open_file(str(other))
    review.go(1)
    seen: list[str] = []
    _answer("Cancel", seen)
    review.btn_continue.click()
    assert seen == ["Save the game in progress?"] and drawn(window) == [(0, 1, 1)] and review.isVisible()
    _answer("Don't save", seen)
    review.btn_continue.click()
    assert len(seen) == 2 and len(window.controller.game.board.stars) == 3 and not review.isVisible()


def test_a_file_that_cannot_be_opened_asks_nothing_about_the_game_in_progress(window, qtbot, monkeypatch, tmp_path) -> None:
    broken = tmp_path / "broken.triangles"
    broken.write_text("{ not a game", encoding="utf-8")
    start(window, SQUARE)
    drag(window, 0, 1)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), ""))
    seen: list[str] = []
    _answer("OK", seen)
    window.open_dialog()
    assert len(seen) == 1 and seen[0].startswith("Cannot open broken.triangles:")  # the error, not the question
    assert drawn(window) == [(0, 1, 1)]


def test_a_game_from_a_file_is_saved_back_to_it_without_a_dialog(window, qtbot, monkeypatch, tmp_path) -> None:
    """Opened from a file and played on: the question offers Save (to that file), not Save as…,
    and the window title marks the moves the file does not hold until Ctrl+S writes them."""
    other = _other_game(window, tmp_path)
    start(window, SQUARE)
    drag(window, 0, 1)
    mine = tmp_path / "mine.triangles"
    assert window.save_file(str(mine))
    assert window.windowTitle() == "mine.triangles[*] — Triangles" and not window.isWindowModified()
    drag(window, 1, 2)
    assert window.isWindowModified()

    def no_dialog(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("no file dialog for a game that has its file")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    seen: list[str] = []
    _answer("Save", seen)
    window.open_dialog()
    assert seen == ["Save the changes to mine.triangles?"] and window.file_name == "other.triangles"
    assert window.open_file(str(mine))
    assert len(window.controller.game.history) == 2 and not window.isWindowModified()
    drag(window, 2, 3)
    assert window.isWindowModified()
    window.activateWindow()  # the question box had the keyboard
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not window.isWindowModified()
    assert window.open_file(str(mine)) and len(window.controller.game.history) == 3
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked.append("asked"), ("", ""))[1])
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert asked == ["asked"]


def test_the_title_marks_a_game_whose_moves_were_all_undone_or_that_ended_since_its_file(window, tmp_path) -> None:
    """A Position keeps no record with no move on the board or once the game is over: the mark
    still compares the game with its file."""
    load(window, TRIANGLE, [[0, 1]], people())
    path = tmp_path / "short.triangles"
    assert window.save_file(str(path)) and not window.isWindowModified()
    window.act_undo.trigger()
    assert window.controller.game.history == [] and window.isWindowModified()
    window.act_redo.trigger()
    assert not window.isWindowModified()
    drag(window, 1, 2)
    drag(window, 0, 2)  # the triangle closes: the game is over
    assert window.controller.position.is_over and window.isWindowModified()
    assert window.save() and not window.isWindowModified()  # to its file; closing asks nothing then
