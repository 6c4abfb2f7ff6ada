"""A finger on a tablet: drawn over a list it scrolls the list; a tap picks the row under it
(the review's moves: test_ui_review.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QScroller
from uihelpers import finger_drag, finger_tap

from triangles.ui import screen_fit
from triangles.ui.dialogs.new_game_dialog import NewGameDialog

#: A phone held sideways: New game's fields and the rules scroll there.
PHONE_SIDEWAYS = QRect(0, 0, 780, 360)
PHONE_SMALL = QRect(0, 0, 360, 640)


def new_game_on_a_phone(qtbot, window, ui_registry, settings, monkeypatch) -> NewGameDialog:
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: PHONE_SIDEWAYS)
    dialog = NewGameDialog(ui_registry, settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.scroll.verticalScrollBar().maximum() > 0)
    return dialog


def test_a_finger_drawn_up_new_games_fields_scrolls_them_and_opens_no_dropdown(qtbot, window, ui_registry, settings, monkeypatch) -> None:
    """The finger begins on a dropdown, as it will on a page of controls."""
    dialog = new_game_on_a_phone(qtbot, window, ui_registry, settings, monkeypatch)
    page, bar = dialog.scroll.viewport(), dialog.scroll.verticalScrollBar()
    on_page = [c for c in (dialog.opponent, dialog.size, dialog.rules, dialog.theme) if c.mapTo(page, c.rect().bottomLeft()).y() < page.height()]
    combo = on_page[-1]  # the lowest one in view: the finger has room to go up
    start = combo.mapTo(page, combo.rect().center())
    assert start.y() > page.height() // 3
    finger_drag(qtbot, page, start, QPoint(start.x(), 2))
    qtbot.waitUntil(lambda: bar.value() > 0)
    qtbot.waitUntil(lambda: QScroller.scroller(page).state() == QScroller.State.Inactive)
    assert not combo.view().isVisible()


def test_a_tap_on_a_check_box_of_new_games_fields_ticks_it(qtbot, window, ui_registry, settings, monkeypatch) -> None:
    dialog = new_game_on_a_phone(qtbot, window, ui_registry, settings, monkeypatch)
    box, page = dialog.computer_first, dialog.scroll.viewport()
    assert box.isEnabled()
    was = box.isChecked()
    finger_tap(page, box.mapTo(page, QPoint(8, box.height() // 2)))
    qtbot.waitUntil(lambda: box.isChecked() != was)


def test_a_finger_drawn_up_the_rules_scrolls_them(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: PHONE_SIDEWAYS)
    window.rules_window()
    rules = window._dialogs["rules"]
    qtbot.waitExposed(rules)
    page, bar = rules._scroll.viewport(), rules._scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    finger_drag(qtbot, page, QPoint(page.width() // 2, page.height() - 8), QPoint(page.width() // 2, 4))
    qtbot.waitUntil(lambda: bar.value() > 0)


def test_a_tap_on_a_row_of_an_open_dropdown_chooses_it(qtbot, window, ui_registry, settings) -> None:
    """The open list of a dropdown scrolls under a finger too: a tap on a row still chooses it."""
    dialog = NewGameDialog(ui_registry, settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.opponent
    finger_tap(combo, combo.rect().center())  # a control: Qt's own touch, which opens it
    qtbot.waitUntil(combo.view().isVisible)
    rows = combo.view()
    wanted = (combo.currentIndex() + 1) % combo.count()
    finger_tap(rows.viewport(), rows.visualRect(combo.model().index(wanted, 0)).center())
    qtbot.waitUntil(lambda: combo.currentIndex() == wanted and not rows.isVisible())


def test_a_finger_drawn_up_the_theme_list_scrolls_it_and_picks_no_theme(qtbot, window) -> None:
    window.theme_editor()
    editor = window._dialogs["themes"]
    qtbot.waitExposed(editor)
    themes = editor.themes
    for k in range(12):  # more themes than the list shows
        editor.catalogue.save(editor.theme, f"mine-{k}", f"Mine {k}")
    editor.select_theme(editor.in_use)
    themes.setFixedHeight(120)
    qtbot.waitUntil(lambda: themes.verticalScrollBar().maximum() > 0)
    vp, bar, chosen = themes.viewport(), themes.verticalScrollBar(), editor.base_name
    bar.setValue(0)
    finger_drag(qtbot, vp, QPoint(vp.width() // 2, vp.height() - 8), QPoint(vp.width() // 2, 4))
    qtbot.waitUntil(lambda: bar.value() > 0)
    qtbot.waitUntil(lambda: QScroller.scroller(vp).state() == QScroller.State.Inactive)
    assert editor.base_name == chosen


def test_two_taps_on_a_folder_of_the_file_dialog_open_it(qtbot, window, tmp_path) -> None:
    """A double tap is a double click, as Qt's own touch gave it: the file dialog opens folders so."""
    from PySide6.QtWidgets import QFileDialog, QListView

    (tmp_path / "games").mkdir()
    dialog = QFileDialog(window, "Open game", str(tmp_path), "Triangles games (*.triangles)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setViewMode(QFileDialog.ViewMode.List)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    files = dialog.findChild(QListView, "listView")
    qtbot.waitUntil(lambda: files.model().rowCount(files.rootIndex()) > 0)
    folder = files.model().index(0, 0, files.rootIndex())
    at = files.visualRect(folder).center()
    finger_tap(files.viewport(), at)
    finger_tap(files.viewport(), at)
    qtbot.waitUntil(lambda: dialog.directory().dirName() == "games")




def test_a_finger_drawn_up_the_theme_editors_form_on_a_tablet_scrolls_it(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: QRect(0, 0, 1280, 800))
    window.theme_editor()
    editor = window._dialogs["themes"]
    qtbot.waitExposed(editor)
    assert editor.form.isVisible()
    page, bar = editor.form.viewport(), editor.form.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    finger_drag(qtbot, page, QPoint(6, page.height() - 8), QPoint(6, 4))
    qtbot.waitUntil(lambda: bar.value() > 0)


def test_on_a_phone_a_finger_drawn_up_the_theme_editors_preview_scrolls_the_page_not_the_board(qtbot, window, monkeypatch) -> None:
    """On a small phone held upright the preview is the top of the page."""
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: PHONE_SMALL)
    window.theme_editor()
    editor = window._dialogs["themes"]
    qtbot.waitExposed(editor)
    assert editor.stack.isVisible() and editor.stack.isAncestorOf(editor.preview)
    page, bar, board = editor.stack.viewport(), editor.stack.verticalScrollBar(), editor.preview
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    view = board.viewport()
    seen = QRect(view.mapTo(page, QPoint(0, 0)), view.size()).intersected(page.rect())  # the part of the board in view
    assert seen.height() >= 150
    before = (board.transform(), board.horizontalScrollBar().value(), board.verticalScrollBar().value())
    finger_drag(qtbot, view, view.mapFrom(page, QPoint(seen.center().x(), seen.bottom() - 8)), view.mapFrom(page, QPoint(seen.center().x(), seen.top() + 4)))
    qtbot.waitUntil(lambda: bar.value() > 0)
    assert (board.transform(), board.horizontalScrollBar().value(), board.verticalScrollBar().value()) == before


def test_on_a_phone_on_its_side_the_theme_editors_page_scrolls_beside_the_preview(qtbot, window, monkeypatch) -> None:
    """Sideways the preview stands beside the page at the window's height: a finger on the page
    scrolls it, and the board keeps its own touch."""
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: PHONE_SIDEWAYS)
    window.theme_editor()
    editor = window._dialogs["themes"]
    qtbot.waitExposed(editor)
    qtbot.waitUntil(lambda: editor.stack.isVisible() and not editor.stack.isAncestorOf(editor.preview))
    assert editor.preview.geometry().height() > editor.height() // 2
    page, bar = editor.stack.viewport(), editor.stack.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    finger_drag(qtbot, page, QPoint(page.width() // 2, page.height() - 10), QPoint(page.width() // 2, 10))
    qtbot.waitUntil(lambda: bar.value() > 0)
