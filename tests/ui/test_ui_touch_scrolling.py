"""A finger on a tablet: drawn over a list it scrolls the list; a tap picks the row under it
(the review's moves: test_ui_review.py)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QScroller
from uihelpers import finger_drag, finger_tap

from triangles.ui.dialogs.new_game_dialog import NewGameDialog


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
