"""Small things: theme problems said once in the window, names that do not fit elided with the
full name as a tooltip, a tool bar that keeps its buttons on a phone, the difficulty choices
explained, the Rules' beginner section labelled for the dice variant."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QLabel
from uihelpers import SQUARE, make_window, people, start

from triangles.ui.dialogs.new_game_dialog import NewGameDialog
from triangles_dice import DiceRules

FOG = 'format = 1\ntitle = "Fog"\n[window]\npanel = "#7a7a7a"\ntext = "#8a8a8a"\n'


def test_a_theme_problem_is_shown_in_the_window_once(qtbot, ui_registry, settings):
    folder = settings.data_dir / "themes"
    folder.mkdir(parents=True)
    (folder / "fog.toml").write_text(FOG, encoding="utf-8")
    (folder / "broken.toml").write_text("not [ toml", encoding="utf-8")
    first = make_window(qtbot, ui_registry, settings)
    first.start()
    message = first.view.message()
    assert "Fog" in message and "adjusted" in message and "broken" in message
    first.close()
    second = make_window(qtbot, ui_registry, settings)
    second.start()
    assert "Fog" not in second.view.message() and "broken" not in second.view.message()


def test_a_long_name_is_elided_with_the_full_name_as_tooltip(window, qtbot):
    start(window, SQUARE, people("Maximilian Alexander", "Bo"))
    window.resize(320, 568)
    qtbot.waitUntil(lambda: window.width() <= 330)
    window.score_bar.chips[0].name.grab()  # painted: the label knows what it showed
    assert window.score_bar.chips[0].name.toolTip() == "Maximilian Alexander"
    assert window.score_bar.chips[1].name.grab() and window.score_bar.chips[1].name.toolTip() == ""


def test_a_phone_wide_tool_bar_keeps_new_game_undo_fit_and_menu(window, qtbot):
    start(window, SQUARE)
    window.resize(320, 568)
    qtbot.waitUntil(lambda: window.tool_bar.width() <= 330)
    QApplication.processEvents()
    for button in (window.btn_new, window.btn_undo, window.btn_fit, window.btn_menu):
        assert button.isVisible(), button.text()
        assert window.tool_bar.rect().contains(button.geometry()), button.text()


@pytest.mark.parametrize("code", ["el", "tr", "it", "ca", "cs"])
def test_a_phone_wide_tool_bar_keeps_fit_in_every_language(window, qtbot, code):
    """Greek's words for New game, Undo and Fit did not fit a phone's bar, and Fit went: it
    shows its four corners instead, and keeps its name for a screen reader."""
    from triangles.ui.i18n import install_language

    start(window, SQUARE)
    window.resize(412, 915)
    qtbot.waitUntil(lambda: window.tool_bar.width() <= 420)
    install_language(code)
    try:
        QApplication.processEvents()
        for button in (window.btn_new, window.btn_undo, window.btn_fit, window.btn_menu):
            assert button.isVisible() and window.tool_bar.rect().contains(button.geometry()), (code, button.text())
        fit = window.btn_fit
        assert fit.text() or not fit.icon().isNull()
        assert fit.accessibleName() == QCoreApplication.translate("MainWindow", "Fit") != "Fit"
    finally:
        install_language("en")


def test_both_difficulty_choices_are_explained(qtbot, settings):
    from triangles.plugins.registry import Registry
    from triangles_classic import ClassicRules

    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    settings.set("newgame/rules", "dice")
    dialog = NewGameDialog(reg, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    helps = [label.text() for label in dialog.findChildren(QLabel, "help") if label.isVisible()]
    assert any("how well the computer plays" in text for text in helps)
    assert any("step-by-step tips" in text for text in helps)


def test_the_rules_beginner_section_is_labelled_for_the_dice_variant():
    titles = [section.title for section in DiceRules.help_sections]
    assert "Beginner mode" not in titles and "Beginner mode (dice variant)" in titles


def test_the_dice_panel_does_not_wrap_with_room_to_spare(qtbot, settings):
    from triangles.plugins.registry import Registry
    from triangles.ui.dialogs.new_game_dialog import NewGameChoice
    from triangles.ui.main_window import MainWindow

    reg = Registry()
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    win = MainWindow(reg, settings)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    assert win.start_game(NewGameChoice("dice", {"mode": "normal"}, people(), "phone-24", "nebula"), seed=5)
    panel = win.dice_panel
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    QApplication.processEvents()
    line = panel.left.fontMetrics().height()
    # One line each: room enough. (Their height is the row's, which the die sets in some fonts; the
    # lines their text takes at their width say whether it wraps.)
    assert panel.left.heightForWidth(panel.left.width()) < 2 * line
    assert panel.hints.heightForWidth(panel.hints.width()) < 2 * line
    win.resize(330, 700)
    qtbot.waitUntil(lambda: panel.width() <= 340)
    panel.left.setText("Απομένουν 6 γραμμές, πολύ μεγάλη μετάφραση για ένα τηλέφωνο")
    # No room: it wraps instead of widening the window.
    qtbot.waitUntil(lambda: panel.left.heightForWidth(panel.left.width()) >= 2 * line <= panel.left.height())
    assert win.width() <= 340


def test_a_chosen_theme_that_went_is_said_at_every_start_and_kept_chosen(qtbot, ui_registry, settings):
    settings.theme = "ocean"
    for _ in range(2):
        window = make_window(qtbot, ui_registry, settings)
        window.start()
        assert "The theme “ocean” you chose cannot be found; the game uses Nebula until it is back." in window.view.message()
        assert window.theme.name == "nebula" and settings.theme == "ocean"
        window.close()


def test_a_themes_folder_that_is_a_file_is_said_in_the_window(qtbot, ui_registry, settings):
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    (settings.data_dir / "themes").write_text("")
    window = make_window(qtbot, ui_registry, settings)
    window.start()
    assert "is a file, not a folder: your own themes are not listed." in window.view.message()
    assert window.theme.name == "nebula"


def test_a_long_message_over_the_board_stays_long_enough_to_read(qtbot, ui_registry, settings):
    window = make_window(qtbot, ui_registry, settings)
    window.view.show_message("Short.")
    qtbot.waitUntil(lambda: window.view.message() == "", timeout=3000)  # 1.8 s, then a fade
    long = "A message of four lines at start-up about themes. " * 4
    window.view.show_message(long)
    qtbot.wait(3000)
    assert window.view.message() == long


def test_on_an_upright_game_window_the_theme_editor_opens_as_tall(window, qtbot):
    window.resize(520, 780)
    qtbot.waitUntil(lambda: window.size().toTuple() == (520, 780))
    window.theme_editor()
    editor = window._dialogs["themes"]
    qtbot.waitExposed(editor)
    assert editor.size().toTuple() == (520, 780) and editor._pinned


def test_only_a_refusal_is_edged_in_the_refusal_colour(window, qtbot):
    """A notice (the game kept, a suggested move, the computer's dice turn) read as a "no" when
    every message wore the refusal's red edge."""
    from PySide6.QtGui import QColor
    from uihelpers import click

    start(window, SQUARE)
    toast = window.view.findChild(QLabel, "toast")
    window.view.show_message("The game is kept as evening.triangles.")
    assert toast.property("refusal") is False
    plain = toast.grab().toImage()
    click(window, 0)
    click(window, 2)
    click(window, 1)
    click(window, 3)  # crosses 1–3
    assert window.view.message() == "This line would cross a line already drawn." and toast.property("refusal") is True
    edge = toast.grab().toImage()
    refusal = QColor(window.theme.refusal)
    def reddest(image) -> int:  # noqa: ANN001
        """How close the left edge's pixels come to the refusal colour (0: exactly)."""
        y, best = image.height() // 2, 10**6
        for x in range(0, 6):
            c = image.pixelColor(x, y)
            best = min(best, abs(c.red() - refusal.red()) + abs(c.green() - refusal.green()) + abs(c.blue() - refusal.blue()))
        return best
    assert reddest(edge) < reddest(plain)
