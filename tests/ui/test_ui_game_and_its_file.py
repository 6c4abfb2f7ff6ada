"""A game keeps its file across quitting and resuming, a finished game's unsaved moves are asked
about before they go, and a window started with a file leaves the unfinished game for later."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from uihelpers import SQUARE, TRIANGLE, drag, drawn, load, make_window, people, start, when_modal

from triangles.ui.dialogs.new_game_dialog import NewGameDialog


def _answer(answer: str, seen: list[str]) -> None:
    def press(box: QMessageBox) -> None:
        seen.append(box.text())
        next(b for b in box.buttons() if b.text() == answer).click()

    when_modal(press, QMessageBox)


def _moves(path) -> list:  # noqa: ANN001
    return json.loads(path.read_text(encoding="utf-8"))["moves"]


def _resumed(qtbot, registry, settings, monkeypatch, file: str | None = None):  # noqa: ANN001, ANN202
    """A new window started as the program starts it, answering Resume to the question."""
    window = make_window(qtbot, registry, settings)
    monkeypatch.setattr(window, "ask", lambda title, question, *details: True)
    window.start(file)
    return window


def test_a_resumed_game_is_its_files_game_again(qtbot, ui_registry, settings, monkeypatch, tmp_path) -> None:
    mine = tmp_path / "mine.triangles"
    first = make_window(qtbot, ui_registry, settings)
    start(first, SQUARE, people())
    drag(first, 0, 1)
    assert first.save_file(str(mine))
    drag(first, 1, 2)
    first.close()  # a game in progress is kept for the next start: nothing asked

    second = _resumed(qtbot, ui_registry, settings, monkeypatch)
    assert drawn(second) == [(0, 1, 1), (1, 2, 2)]
    assert second.file_name == "mine.triangles" and second.isWindowModified()

    def no_dialog(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("Save writes the game back to its file")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", no_dialog)
    assert second.save() and len(_moves(mine)) == 2 and not second.isWindowModified()


@pytest.mark.parametrize("other_game", ["other stars", "same stars, other options"])
def test_a_resumed_game_whose_file_became_another_game_has_no_file(qtbot, ui_registry, settings, monkeypatch, tmp_path, other_game) -> None:  # noqa: ANN001
    mine, other = tmp_path / "mine.triangles", tmp_path / "other.triangles"
    first = make_window(qtbot, ui_registry, settings)
    if other_game == "other stars":
        load(first, TRIANGLE, [[0, 1]], people())
    else:
        start(first, SQUARE, people(), extra_turn=True)
        drag(first, 0, 1)
    assert first.save_file(str(other))
    start(first, SQUARE, people())
    drag(first, 0, 1)
    assert first.save_file(str(mine))
    drag(first, 1, 2)
    first.close()
    mine.write_bytes(other.read_bytes())  # another game written over the file since
    second = _resumed(qtbot, ui_registry, settings, monkeypatch)
    assert drawn(second) == [(0, 1, 1), (1, 2, 2)] and second.file_name == "" and not second.isWindowModified()


def test_quitting_a_finished_game_with_moves_its_file_lacks_asks_first(qtbot, ui_registry, settings, tmp_path) -> None:
    mine = tmp_path / "mine.triangles"
    window = make_window(qtbot, ui_registry, settings)
    load(window, TRIANGLE, [[0, 1], [1, 2]], people())
    assert window.save_file(str(mine))
    drag(window, 0, 2)
    assert window.controller.position.is_over and window.isWindowModified()
    seen: list[str] = []
    _answer("Cancel", seen)
    assert not window.close() and window.isVisible()
    assert seen == ["Save the changes to mine.triangles?"]
    _answer("Save", seen)
    assert window.close() and len(_moves(mine)) == 3


def test_a_finished_game_with_moves_its_file_lacks_is_offered_to_be_saved_before_another(qtbot, window, monkeypatch, tmp_path) -> None:
    mine = tmp_path / "mine.triangles"
    load(window, TRIANGLE, [[0, 1], [1, 2]], people())
    assert window.save_file(str(mine))
    drag(window, 0, 2)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    seen: list[str] = []
    _answer("Save", seen)
    window.new_game_dialog()
    assert seen == ["Save the changes to mine.triangles?"] and len(_moves(mine)) == 3
    assert window.controller.game.history == []


def test_a_window_started_with_a_file_leaves_the_unfinished_game_for_the_next_start(qtbot, ui_registry, settings, monkeypatch, tmp_path) -> None:
    other = tmp_path / "other.triangles"
    broken = tmp_path / "broken.triangles"
    broken.write_text("{ not a game", encoding="utf-8")
    first = make_window(qtbot, ui_registry, settings)
    load(first, TRIANGLE, [[0, 1]], people())
    assert first.save_file(str(other))
    start(first, SQUARE, people())
    drag(first, 0, 1)
    first.close()  # the unfinished game: one segment on four stars

    for file in (other, broken):
        said: list[str] = []
        opened = make_window(qtbot, ui_registry, settings)
        opened.show_error = said.append  # type: ignore[method-assign]
        opened.start(str(file))
        assert opened.controller.game is not None and said == ([] if file == other else [said[0]])
        opened.close()

    later = _resumed(qtbot, ui_registry, settings, monkeypatch)
    assert len(later.controller.game.board.stars) == 4 and drawn(later) == [(0, 1, 1)]


@pytest.mark.parametrize(("language", "proposed"), [("en", "game.triangles"), ("el", "παιχνίδι.triangles"),
                                                     ("cs", "hra.triangles")])
def test_save_proposes_the_word_game_in_the_players_language(window, monkeypatch, language, proposed) -> None:
    """Greek proposed "paixnidi.triangles", the word spelled in Latin letters."""
    from pathlib import Path

    from triangles.ui.i18n import install_language

    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _parent, _title, path, *a, **k: (asked.append(path), ("", ""))[1])
    start(window, SQUARE, people())
    install_language(language)
    try:
        assert not window.save_dialog()
    finally:
        install_language("en")
    assert Path(asked[0]).name == proposed
