"""Every dialog fits the screen it opens on: a phone (320×568) and a tablet at 200 % (640×400
logical points). The screen's free area is replaced by those sizes; the dialogs are opened the way
the player opens them, and OK / Cancel / Close must be on the screen and work. Phones and
tablets are touch devices: their cases run with touch sizing on (finger-sized rows, scroll bars
and spin box buttons), the desktop's with a mouse's sizes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QDialog, QDialogButtonBox, QLabel, QMessageBox, QScrollArea, QTreeView, QWidget

from uihelpers import make_window, when_modal

from triangles.plugins.registry import Registry
from triangles.ui import screen_fit
from triangles.theme import Theme
from triangles.ui import style
from triangles.ui.dialogs.new_game_dialog import NewGameDialog
from triangles_ai import StandardAI
from triangles_classic import ClassicRules
from triangles_dice import DiceRules

PHONE = QRect(0, 0, 320, 568)
PHONE_360 = QRect(0, 0, 360, 640)
PHONE_412 = QRect(0, 0, 412, 915)
TABLET_200 = QRect(0, 0, 640, 400)
TABLET = QRect(0, 0, 1280, 800)
DESKTOP = QRect(0, 0, 1920, 1200)


@pytest.fixture
def registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    reg.add("triangles.ai", "standard", StandardAI, "triangles", "test")
    return reg


@pytest.fixture(autouse=True)
def no_filter_yet(qapp: QApplication) -> None:
    """Each test starts without the fitting filter: the game window must install it."""
    for found in qapp.findChildren(screen_fit.ScreenFit):
        qapp.removeEventFilter(found)
        found.setParent(None)


@pytest.fixture(autouse=True)
def fingers(request: pytest.FixtureRequest, _plain_look) -> None:
    """Touch sizing on, except for a desktop's case (an `area` of DESKTOP, or "desktop" in the
    test's name)."""
    callspec = getattr(request.node, "callspec", None)
    area = callspec.params.get("area") if callspec is not None else None
    style.set_touch_sizing(area != DESKTOP and "desktop" not in request.node.name)


def on_screen(monkeypatch: pytest.MonkeyPatch, area: QRect) -> None:
    """Pretend the screen's free area is `area`."""
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)


def fits(dialog: QWidget, area: QRect) -> None:
    room = screen_fit.room_for(dialog, area)
    assert dialog.width() <= room.width() and dialog.height() <= room.height(), (
        f"{type(dialog).__name__} {dialog.windowTitle()!r} is {dialog.width()}x{dialog.height()} on a {area.width()}x{area.height()} screen")


def squeezed(dialog: QWidget) -> list[str]:
    """The visible labels and buttons given less than their text needs (widgets squeezed
    together by a dialog too small for them overlap and cut each other off)."""
    from PySide6.QtWidgets import QLabel

    from triangles.ui.game.score_bar import ElidedLabel

    found = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, (QLabel, QAbstractButton)) or not widget.isVisible() or not widget.text().strip():
            continue
        if isinstance(widget, ElidedLabel):
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            need = QSize(widget.minimumSizeHint().width(), widget.heightForWidth(widget.width()) - 1)
        else:
            need = widget.sizeHint()
        if widget.width() < need.width() or widget.height() < need.height():
            found.append(f"{type(widget).__name__} {widget.text()!r}: {widget.width()}x{widget.height()} < {need.width()}x{need.height()}")
    return found


def inside(button: QWidget, dialog: QWidget) -> bool:
    """The whole button lies within the dialog (not cut off, not scrolled away)."""
    corner = button.mapTo(dialog, QPoint(0, 0))
    return button.isVisible() and dialog.rect().contains(QRect(corner, button.size()))


@pytest.mark.parametrize("area", [PHONE, PHONE_360, PHONE_412, TABLET_200], ids=["phone", "phone-360", "phone-412", "tablet-200%"])
def test_new_game_with_the_dice_options_fits_and_ok_is_reachable(qtbot, registry, settings, monkeypatch, area) -> None:
    on_screen(monkeypatch, area)
    style.apply_look(Theme())  # the look a game window gives the app: here a touch device's
    settings.set("newgame/rules", "dice")
    dialog = NewGameDialog(registry, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)  # the option rows' own layout request
    fits(dialog, area)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert inside(ok, dialog) and inside(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), dialog)
    # The fields scroll where the screen is too short: the last option can be brought into
    # view, and OK still works after.
    last = list(dialog._option_widgets.values())[-1][1]
    dialog.scroll.ensureWidgetVisible(last)
    assert dialog.scroll.viewport().rect().contains(last.mapTo(dialog.scroll.viewport(), last.rect().center()))
    assert dialog.width() >= dialog.scroll.minimumWidth()  # no field squeezed below its size
    # with a finger's spin box buttons (touch sizing is on) and the number still shown whole
    from PySide6.QtWidgets import QAbstractSpinBox, QStyle, QStyleOptionSpinBox

    spins = [w for w in dialog.body.findChildren(QAbstractSpinBox) if w.isVisible()]
    assert spins
    for spin in spins:
        option = QStyleOptionSpinBox()
        spin.initStyleOption(option)
        up = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option, QStyle.SubControl.SC_SpinBoxUp, spin)
        assert up.width() >= style.TOUCH_TARGET, up
        assert spin.lineEdit().width() >= spin.fontMetrics().horizontalAdvance(spin.text()), spin.text()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_new_game_on_a_desktop_shows_every_field_without_scrolling(qtbot, registry, settings, monkeypatch) -> None:
    on_screen(monkeypatch, DESKTOP)
    window = make_window(qtbot, registry, settings)  # the game's look: its fonts and paddings
    settings.set("newgame/rules", "dice")
    dialog = NewGameDialog(registry, settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    assert dialog.scroll.verticalScrollBar().maximum() == 0
    for combo in dialog.body.findChildren(QComboBox):  # no entry shortened with "…" on a desktop
        if combo.isVisible():
            assert combo.width() >= combo.sizeHint().width(), combo.currentText()


def test_new_game_grows_when_a_computer_opponent_shows_more_fields(qtbot, registry, settings, monkeypatch) -> None:
    """From two players to the computer (its help line and "The computer starts" appear) and
    back: on a desktop every field stays in view without scrolling."""
    on_screen(monkeypatch, DESKTOP)
    window = make_window(qtbot, registry, settings)
    settings.set("newgame/opponent", "")
    dialog = NewGameDialog(registry, settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    computer = next(i for i in range(dialog.opponent.count()) if dialog.opponent.itemData(i))
    for index in (dialog.opponent.findData(""), computer, dialog.opponent.findData("")):
        dialog.opponent.setCurrentIndex(index)
        qtbot.wait(20)
        assert dialog.scroll.verticalScrollBar().maximum() == 0, dialog.opponent.currentText()


def new_game_shown(qtbot, registry, settings, monkeypatch, area: QRect) -> NewGameDialog:  # noqa: ANN001
    """New game over a game window on a screen whose free area is `area`, laid out."""
    on_screen(monkeypatch, area)
    window = make_window(qtbot, registry, settings)
    dialog = NewGameDialog(registry, settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    return dialog


@pytest.mark.parametrize("area", [PHONE, PHONE_412, DESKTOP], ids=["phone", "phone-412", "desktop"])
def test_new_game_shrinks_back_when_a_variant_with_fewer_options_is_chosen(qtbot, registry, settings, monkeypatch, area) -> None:
    """Dice (tall options), then Classic again: no empty gap is left above OK and Cancel, and
    on a phone the dialog still fits the screen."""
    dialog = new_game_shown(qtbot, registry, settings, monkeypatch, area)
    classic = dialog.height()
    dialog.rules.setCurrentIndex(dialog.rules.findData("dice"))
    qtbot.waitUntil(lambda: dialog.height() > classic or dialog.height() >= screen_fit.room_for(dialog, area).height())
    dialog.rules.setCurrentIndex(dialog.rules.findData("classic"))
    qtbot.waitUntil(lambda: dialog.height() == classic)
    fits(dialog, area)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert inside(ok, dialog)


def test_new_game_grows_and_shrinks_about_its_centre_within_the_screen(qtbot, registry, settings, monkeypatch) -> None:
    """On a tablet the dice options make New game nearly the screen's height: it grew down
    past the screen's bottom edge (or was put at the top), and back on Classic it stayed at
    the top rather than where it was."""
    dialog = new_game_shown(qtbot, registry, settings, monkeypatch, TABLET)
    dialog.move(dialog.pos() + QPoint(0, TABLET.height() // 2 - dialog.geometry().center().y()))  # centred, as Qt places it on a tablet
    placed = dialog.geometry()
    dialog.rules.setCurrentIndex(dialog.rules.findData("dice"))
    qtbot.waitUntil(lambda: dialog.height() > placed.height() + 100)
    room = screen_fit.client_area(dialog, TABLET)
    assert room.contains(dialog.geometry()), (dialog.geometry(), room)
    dialog.rules.setCurrentIndex(dialog.rules.findData("classic"))
    qtbot.waitUntil(lambda: dialog.height() == placed.height())
    assert dialog.geometry() == placed


@pytest.mark.parametrize("area", [QRect(0, 0, 412, 915), PHONE, DESKTOP], ids=["phone-412", "phone-320", "desktop"])
def test_statistics_show_every_heading_whole_without_scrolling_sideways(qtbot, registry, settings, monkeypatch, area) -> None:
    """A column per figure where it fits (a desktop); on a phone the figures are stacked per
    level instead of cutting "Losses" and scrolling sideways."""
    from PySide6.QtWidgets import QTableWidget

    on_screen(monkeypatch, area)
    window = make_window(qtbot, registry, settings)
    window.stats.record("standard:normal", "loss", with_hints=True)
    window.stats.record("standard:hard", "win")
    window.statistics_dialog()
    dialog = window._dialogs["stats"]
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    fits(dialog, area)
    shown = [t for t in dialog.findChildren(QTableWidget) if t.isVisible()]
    assert len(shown) == 1
    table = shown[0]
    assert table.horizontalScrollBar().maximum() == 0
    header = table.horizontalHeader()
    for col in range(table.columnCount()):
        need = max(table.sizeHintForColumn(col), header.sectionSizeHint(col) if header.isVisible() else 0)
        assert header.sectionSize(col) >= need, (col, header.sectionSize(col), need)
    texts = {table.item(row, col).text() for row in range(table.rowCount()) for col in range(table.columnCount()) if table.item(row, col)}
    texts |= {table.horizontalHeaderItem(col).text() for col in range(table.columnCount())} if header.isVisible() else set()
    assert {"Normal, with hints", "Hard", "Losses", "Win rate"} <= texts
    assert (table is dialog.table) == (area == DESKTOP)


def modal_size(trigger, area: QRect) -> tuple[str, QRect, QRect, bool, list[int]]:  # noqa: ANN001
    """Run `trigger` (which opens a modal dialog and waits); the dialog's class name, its size,
    the room it has on the screen, whether a file dialog shows its places side bar and which
    columns of its list it shows, noted before it is closed."""
    seen: dict[str, object] = {}

    def look(widget: QWidget) -> None:
        room = screen_fit.room_for(widget, area)
        seen["kind"], seen["rect"], seen["room"] = type(widget).__name__, QRect(QPoint(0, 0), QWidget.size(widget)), QRect(QPoint(0, 0), room)
        sidebar = widget.findChild(QWidget, "sidebar")
        seen["sidebar"] = sidebar is not None and sidebar.isVisible()
        files = widget.findChild(QTreeView, "treeView")
        header = files.header() if files is not None else None
        seen["columns"] = [c for c in range(header.count()) if not header.isSectionHidden(c)] if header else []
        widget.reject()  # type: ignore[attr-defined]

    when_modal(look)
    trigger()
    return seen["kind"], seen["rect"], seen["room"], seen["sidebar"], seen["columns"]  # type: ignore[return-value]


@pytest.mark.parametrize("area", [PHONE, TABLET_200, DESKTOP], ids=["phone", "tablet-200%", "desktop"])
def test_open_and_save_fit_the_screen(qtbot, registry, settings, monkeypatch, area) -> None:
    on_screen(monkeypatch, area)
    window = make_window(qtbot, registry, settings)
    for trigger in (window.open_dialog, window.save_dialog):
        kind, rect, room, sidebar, columns = modal_size(trigger, area)
        assert kind == "QFileDialog"
        assert rect.width() <= room.width() and rect.height() <= room.height(), f"{trigger.__name__}: {rect}"
        # on a phone (and a tablet at 200 %) the file list gets the width; on a desktop the
        # places stay, and the dialog takes a good part of the screen, not Qt's 648×474
        assert sidebar == (area.width() >= screen_fit.NARROW_FILE_DIALOG)
        # the names keep the room: no file type ever, no size in bytes on a phone
        assert columns == ([0, 1, 3] if sidebar else [0, 3])
        if area == DESKTOP:
            assert rect.width() >= 1000 and rect.height() >= 700


@pytest.mark.parametrize("area", [PHONE, PHONE_360, PHONE_412, TABLET_200], ids=["phone", "phone-360", "phone-412", "tablet-200%"])
def test_every_window_of_the_game_fits_the_screen_with_its_buttons(qtbot, registry, settings, monkeypatch, area) -> None:
    on_screen(monkeypatch, area)
    window = make_window(qtbot, registry, settings)
    for key, opener in (("settings", window.settings_dialog), ("stats", window.statistics_dialog),
                        ("plugins", window.plugins_dialog), ("about", window.about_dialog),
                        ("rules", window.rules_window), ("themes", window.theme_editor)):
        opener()
        dialog = window._dialogs[key]
        qtbot.waitExposed(dialog)
        fits(dialog, area)
        qtbot.wait(20)
        assert not squeezed(dialog), f"{dialog.windowTitle()}: {squeezed(dialog)}"
        assert dialog.windowTitle()
        buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible() and b.parent() is not None
                   and isinstance(b.parent(), QDialogButtonBox)]
        for button in buttons:
            assert inside(button, dialog), f"{dialog.windowTitle()}: {button.text()!r} is cut off"
        dialog.close()


def test_the_game_menu_scrolls_upright_and_opens_a_second_column_on_its_side(qtbot, registry, settings, monkeypatch) -> None:
    """On a phone the game menu is taller than the screen: upright, Fusion would put the last
    items in a second column beyond the right edge, so it scrolls; on its side it scrolled with
    half the items hidden, and a second column fits there."""
    from PySide6.QtWidgets import QStyle

    window = make_window(qtbot, registry, settings)
    scrolls = lambda: window.menu.style().styleHint(QStyle.StyleHint.SH_Menu_Scrollable, None, window.menu)  # noqa: E731
    on_screen(monkeypatch, PHONE_412)
    assert scrolls() == 1
    on_screen(monkeypatch, QRect(0, 0, 915, 412))
    assert scrolls() == 0
    window.menu.popup(QPoint(400, 0))
    qtbot.waitUntil(window.menu.isVisible)
    quit_item = window.menu.actionGeometry(window.act_quit)
    assert window.menu.rect().contains(quit_item)  # every item in view, none behind an arrow
    window.menu.close()


def test_the_colour_dialog_fits_a_phone_with_ok_and_cancel_in_view(qtbot, registry, settings, monkeypatch) -> None:
    """Qt's own colour dialog has a fixed size wider than a phone; the game's scrolls instead."""
    on_screen(monkeypatch, PHONE)
    window = make_window(qtbot, registry, settings)
    window.theme_editor()
    editor = window._dialogs["themes"]
    seen: dict[str, object] = {}

    def look(dialog: QDialog) -> None:
        room = screen_fit.room_for(dialog, PHONE)
        buttons = dialog.findChild(QDialogButtonBox)
        seen["fits"] = dialog.width() <= room.width() and dialog.height() <= room.height()
        seen["buttons"] = buttons is not None and all(inside(b, dialog) for b in buttons.buttons())
        seen["title"] = dialog.windowTitle()
        dialog.reject()  # type: ignore[attr-defined]

    when_modal(look, skip=editor)
    qtbot.mouseClick(editor.player_color[1], Qt.MouseButton.LeftButton)
    assert seen == {"fits": True, "buttons": True, "title": "Player 1: Colour"}


@pytest.mark.parametrize("code", ["en", "ca", "cs", "el", "it", "tr"])
def test_the_rules_window_on_a_phone_shows_its_buttons_whole(qtbot, registry, settings, monkeypatch, code) -> None:
    """Two buttons side by side ("Show Beginner's tips again", Close) do not fit 320 points,
    in Greek even less: they go one above the other, and the text column fits its width."""
    from triangles import i18n

    on_screen(monkeypatch, PHONE)
    window = make_window(qtbot, registry, settings)
    try:
        assert i18n.set_language(code) == code
        window.set_tips(False)  # closed in a game of a variant that gives tips: offered again
        monkeypatch.setattr(window.controller, "rules", DiceRules())
        window.rules_window()
        rules = window._dialogs["rules"]
        qtbot.waitExposed(rules)
        qtbot.wait(20)
        fits(rules, PHONE)
        assert rules.tips_button.isVisible()
        for button in rules.buttons.buttons():
            text = button.fontMetrics().horizontalAdvance(button.text())
            assert inside(button, rules) and button.width() >= text + 8, button.text()  # the text and a little padding
        scroll = rules.findChild(QScrollArea)
        assert scroll.widget().width() <= scroll.viewport().width()
    finally:
        i18n.set_language("en")


def test_a_message_box_on_a_phone_uses_the_width_not_a_column_of_words(qtbot, registry, settings, monkeypatch, tmp_path) -> None:
    on_screen(monkeypatch, PHONE)
    window = make_window(qtbot, registry, settings)
    broken = tmp_path / "broken.triangles"
    broken.write_text("{ not a game", encoding="utf-8")
    seen: dict[str, int] = {}

    def look(box: QWidget) -> None:
        seen["width"], seen["room"] = box.width(), screen_fit.room_for(box, PHONE).width()
        box.close()

    when_modal(look)
    window.open_file(str(broken))
    assert seen["room"] * 0.8 <= seen["width"] <= seen["room"]


@pytest.mark.parametrize("rules", ["classic", "dice"])
def test_new_game_on_a_tablet_with_touch_sizes_shows_every_field_without_scrolling(qtbot, registry, settings, monkeypatch, rules) -> None:
    """1280×800 with finger-sized controls: the dialog is as tall as its fields at the width
    beside a scroll bar, so the fields do not scroll by a few points (they did by 16)."""
    on_screen(monkeypatch, TABLET)
    window = make_window(qtbot, registry, settings)
    settings.set("newgame/rules", rules)
    dialog = NewGameDialog(registry, settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    fits(dialog, TABLET)
    assert dialog.scroll.verticalScrollBar().maximum() == 0


@pytest.mark.parametrize("area", [PHONE, PHONE_360, DESKTOP], ids=["phone", "phone-360", "desktop"])
def test_a_question_with_three_buttons_shows_each_whole_within_the_screen(qtbot, registry, settings, monkeypatch, area) -> None:
    """A message box fixed its width to its button row's least width measured before the
    theme's padding: "Save as…", "Don't save" and "Cancel" came out cut at both ends."""
    from uihelpers import SQUARE, drag, start

    from triangles.ui.dialogs.new_game_dialog import NewGameDialog

    on_screen(monkeypatch, area)
    window = make_window(qtbot, registry, settings)
    start(window, SQUARE)
    drag(window, 0, 1)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    seen: dict[str, object] = {}

    def look(box: QMessageBox) -> None:
        seen["cut"] = [b.text() for b in box.buttons() if b.width() < b.sizeHint().width()]
        label = box.findChild(QLabel, "qt_msgbox_label")
        if not label.wordWrap() and label.width() < label.fontMetrics().horizontalAdvance(label.text()):
            seen["cut"].append(label.text())  # the question itself, one line a little too wide
        seen["width"], seen["room"] = box.frameGeometry().width(), screen_fit.room_for(box, area).width()
        next(b for b in box.buttons() if b.text() == "Cancel").click()

    when_modal(look, QMessageBox)
    window.new_game_dialog()
    assert seen["cut"] == [] and seen["width"] <= seen["room"]


def test_escape_in_the_colour_dialog_cancels_it_whole(qtbot) -> None:
    """The picker inside is a dialog too: its Escape closes the whole dialog, as Cancel does,
    not the picker alone (which left an empty window with OK and Cancel)."""
    from PySide6.QtGui import QColor
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialog

    from triangles.ui.dialogs.colour_dialog import ColourDialog

    dialog = ColourDialog(QColor("#ff8800"), "Stars: Colour")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QTest.keyClick(dialog.picker, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected


def test_on_a_tablet_the_theme_editor_opens_wider_than_a_smaller_game_window_with_its_panes_side_by_side(
        qtbot, registry, settings, monkeypatch) -> None:
    """The game window in part of a 1280 × 800 tablet: the editor takes the screen's room it
    needs (list, form and preview side by side), not the game window's, which stacked them."""
    on_screen(monkeypatch, TABLET)
    window = make_window(qtbot, registry, settings)
    window.resize(940, 690)
    window.theme_editor()
    editor = window._dialogs["themes"]
    qtbot.waitExposed(editor)
    fits(editor, TABLET)
    assert editor.width() > window.width() and not editor._narrow


def test_the_file_dialogs_places_show_their_names_whole(qtbot, tmp_path) -> None:
    """Qt gives every program its file dialog's last side-bar width: 70 points at the least
    ("C…" for Computer), 0 after a phone's dialog hid the bar. Fitted as the game shows it,
    the bar takes the width its names need, and the files keep the most."""
    from PySide6.QtCore import QUrl
    from PySide6.QtWidgets import QFileDialog, QListView, QSplitter

    (tmp_path / "games").mkdir()
    dialog = QFileDialog(None, "Open game", str(tmp_path), "Triangles games (*.triangles)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setSidebarUrls([QUrl("file:"), QUrl.fromLocalFile(str(tmp_path / "games"))])
    qtbot.addWidget(dialog)
    sidebar, splitter = dialog.findChild(QListView, "sidebar"), dialog.findChild(QSplitter, "splitter")
    dialog.resize(760, 470)
    dialog.show()
    qtbot.waitExposed(dialog)
    splitter.setSizes([40, sum(splitter.sizes()) - 40])  # as Qt restored it
    assert 0 < sidebar.viewport().width() < sidebar.sizeHintForColumn(0)
    screen_fit.size_file_dialog(dialog)  # as the game does for each file dialog it shows
    qtbot.waitUntil(lambda: sidebar.viewport().width() >= sidebar.sizeHintForColumn(0))
    assert splitter.sizes()[1] >= 2 * splitter.sizes()[0]  # the files keep most of the width
