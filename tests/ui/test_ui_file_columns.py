"""Open and Save: Qt's own file dialog shows the names whole and its other columns (size, date)
whole; the file type, the same for every game, is left out."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QLineEdit, QTreeView


def file_list(window, qtbot, tmp_path) -> QTreeView:  # noqa: ANN001
    """The Open dialog in its detail view on a folder holding one game, once the game is listed."""
    (tmp_path / "evening game.triangles").write_text("{}")
    dialog = QFileDialog(window, "Open game", str(tmp_path), "Triangles games (*.triangles)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) > 0)
    return view


def test_file_dialog_columns_show_their_headings_whole(window, qtbot, tmp_path):
    view = file_list(window, qtbot, tmp_path)
    header = view.header()
    assert header.length() <= view.viewport().width()  # no column pushed out of sight
    shown = [column for column in range(header.count()) if not header.isSectionHidden(column)]
    assert shown == [0, 1, 3]  # name, size, date: the type of a game file says nothing
    for column in shown[1:]:
        assert header.sectionSize(column) >= header.sectionSizeHint(column), column
        assert header.sectionSize(column) >= view.sizeHintForColumn(column), column


def test_file_names_keep_the_room_in_greek_on_a_tablet(window, qtbot, tmp_path):
    """At 200 % on a tablet, in Greek, the type's words ("Έγγραφο απλού κειμένου") and the
    date's heading took the width, and the names were cut to "eve…les"."""
    from triangles.ui.i18n import install_language

    install_language("el")
    try:
        view = file_list(window, qtbot, tmp_path)
        view.window().resize(760, 470)  # the dialog on a 1280-point tablet
        header = view.header()
        qtbot.waitUntil(lambda: header.sectionSize(3) >= max(header.sectionSizeHint(3), view.sizeHintForColumn(3)))
        assert header.sectionSize(0) >= view.sizeHintForColumn(0)  # "evening game.triangles" whole
    finally:
        install_language("en")


def test_on_a_phone_the_names_keep_the_room_and_the_date_its_entries_width(window, qtbot, tmp_path):
    """On a 412-point phone in Greek, the date's heading ("Ημερομηνία τροποποίησης") set the
    date column's width and the names were cut to "even…gles": on a phone the date column is
    as wide as its dates, and its heading is shortened instead."""
    from triangles.ui import screen_fit
    from triangles.ui.i18n import install_language

    install_language("el")
    try:
        view = file_list(window, qtbot, tmp_path)
        dialog = view.window()
        screen_fit.narrow_file_dialog(dialog)
        screen_fit.fit_file_columns(dialog, narrow=True)
        dialog.resize(404, 527)
        header = view.header()
        qtbot.waitUntil(lambda: header.sectionSize(3) >= view.sizeHintForColumn(3))
        assert header.sectionSize(3) < header.sectionSizeHint(3)  # the heading gives way to the names
        assert header.sectionSize(0) >= view.sizeHintForColumn(0)  # "evening game.triangles" whole
        assert header.length() <= view.viewport().width()
        kinds = dialog.findChild(QComboBox, "fileTypeCombo")
        assert kinds.currentText() == "Triangles games"  # not "Triangles games (*.tria", cut
    finally:
        install_language("en")


def test_on_a_phone_the_folder_and_the_file_name_get_the_width(window, qtbot, tmp_path):
    """On a 412-point phone the folder read "/t…es" between "Look in:" and five buttons, and a
    Greek file name "g-game.triangles" after its label: the labels give way, their words kept
    as the fields' names for a screen reader."""
    from triangles.ui import screen_fit
    from triangles.ui.i18n import install_language

    install_language("el")
    try:
        view = file_list(window, qtbot, tmp_path)
        dialog = view.window()
        screen_fit.narrow_file_dialog(dialog)
        dialog.resize(404, 527)
        QApplication.processEvents()
        folder, name = dialog.findChild(QComboBox, "lookInCombo"), dialog.findChild(QLineEdit, "fileNameEdit")
        kinds = dialog.findChild(QComboBox, "fileTypeCombo")
        assert folder.width() >= 0.6 * dialog.width() and name.width() >= 0.6 * dialog.width()
        assert kinds.width() >= 0.6 * dialog.width()
        assert folder.accessibleName() == "Αναζήτηση σε"
        assert name.accessibleName() == name.placeholderText() == "Όνομα αρχείου"
        assert kinds.accessibleName() == "Τύπος αρχείων"
    finally:
        install_language("en")
