"""Open and Save: Qt's own file dialog shows its columns whole (name, size, type, date)."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QTreeView


def test_file_dialog_columns_show_their_headings_whole(window, qtbot, tmp_path):
    (tmp_path / "evening game.triangles").write_text("{}")
    dialog = QFileDialog(window, "Open game", str(tmp_path), "Triangles games (*.triangles)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) > 0)
    header = view.header()
    assert header.length() <= view.viewport().width()  # no column pushed out of sight
    for column in range(1, header.count()):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), column
        assert header.sectionSize(column) >= view.sizeHintForColumn(column), column
