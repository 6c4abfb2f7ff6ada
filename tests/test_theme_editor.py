"""The theme editor, driven like a player would: pick colours, move sliders, save, reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTranslator
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QComboBox, QLabel

from triangles.plugins.registry import Registry
from triangles.theme import Theme
from triangles.theme.catalogue import ThemeCatalogue
from triangles.theme.fileformat import read_theme_file
from triangles.theme.qtstyle import display_title
from triangles.ui.dialogs.theme_editor import ColorButton, NumberSlider, ThemeEditor
from triangles_classic import ClassicRules
from triangles_themes import BUILT_IN


@pytest.fixture
def reg() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    for cls in BUILT_IN:
        reg.add("triangles.themes", cls.name, cls, "triangles", "test")
    return reg


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "themes"


class Answers:
    """What the 'player' answers to the editor's questions, and the errors it was shown."""

    def __init__(self, editor: ThemeEditor) -> None:
        self.color = QColor()
        self.text: str | None = None
        self.confirm = True
        self.open = ""
        self.save = ""
        self.errors: list[str] = []
        self.duplicate: str | None = "both"  # a title that exists: keep both, "replace", or None
        editor.ask_duplicate = lambda title, can_replace: self.duplicate  # type: ignore[method-assign]
        self.alpha_offered: list[bool] = []
        editor.pick_color = lambda initial, title, alpha=True: (self.alpha_offered.append(alpha), self.color)[1]  # type: ignore[method-assign]
        editor.ask_text = lambda title, label, text: self.text  # type: ignore[method-assign]
        self.questions: list[str] = []
        editor.confirm = lambda title, question: (self.questions.append(question), self.confirm)[1]  # type: ignore[method-assign]
        editor.open_path = lambda: self.open  # type: ignore[method-assign]
        editor.save_path = lambda suggestion: self.save  # type: ignore[method-assign]
        editor.show_error = self.errors.append  # type: ignore[method-assign]


def make_editor(qtbot, reg: Registry, folder: Path, start: str = "nebula") -> tuple[ThemeEditor, Answers]:
    editor = ThemeEditor(ThemeCatalogue(reg, folder), reg, start)
    qtbot.addWidget(editor)
    editor.sampling.wait()  # the sample game is made off the window's thread
    editor.show()
    qtbot.waitExposed(editor)
    return editor, Answers(editor)


def click(qtbot, widget) -> None:
    """A click where the player would: on a check box's box (a wide check box's middle may be
    past its text, where a click does nothing)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QCheckBox

    at = QPoint(8, widget.height() // 2) if isinstance(widget, QCheckBox) else QPoint()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=at if not at.isNull() else widget.rect().center())


def test_edit_save_and_load_round_trip(qtbot, reg: Registry, folder: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder, "daylight")
    assert not editor.btn_save.isEnabled() and not editor.btn_delete.isEnabled()  # a built-in

    colour_button = editor._editors["player1"][0]
    assert isinstance(colour_button, ColorButton)
    answers.color = QColor("#123456")
    click(qtbot, colour_button)
    assert editor.theme.player1 == "#123456" and editor.dirty
    # the preview board follows at once
    assert {item.pen().color().name() for item in editor.scene.segment_items() if item.player == 1} == {"#123456"}

    answers.color = QColor(10, 20, 30, 128)
    click(qtbot, editor._editors["player2_fill"][0])
    assert editor.theme.player2_fill == "#800a141e"

    radius = editor._editors["star_radius"][0]
    assert isinstance(radius, NumberSlider)
    radius.slider.setValue(radius.slider.maximum())
    assert editor.theme.star_radius == 16.0
    glow = editor._editors["star_glow"][0]
    glow.slider.setValue(glow.slider.minimum())
    assert editor.theme.star_glow == 0.0

    pattern = editor._editors["player2_pattern"][0]
    assert isinstance(pattern, QComboBox)
    index = pattern.findData("crosshatch")
    pattern.setCurrentIndex(index)
    pattern.activated.emit(index)
    starfield = editor._editors["starfield"][0]
    qtbot.mouseClick(starfield, Qt.MouseButton.LeftButton, pos=QPoint(8, starfield.height() // 2))
    assert editor.theme.player2_pattern == "crosshatch" and editor.theme.starfield is True

    answers.text = "Bright Night"
    click(qtbot, editor.btn_copy)
    assert answers.errors == []
    saved = folder / "bright-night.toml"
    expected = ThemeCatalogue(reg, None).load("daylight").with_values(name="bright-night", title="Bright Night", player1="#123456", player2_fill="#800a141e",
                  star_radius=16.0, star_glow=0.0, player2_pattern="crosshatch", starfield=True)
    assert read_theme_file(saved) == (expected, [])
    assert editor.base_name == "bright-night" and not editor.dirty and editor.btn_delete.isEnabled()

    # a fresh catalogue (the next start of the app) loads exactly what was saved
    again = ThemeCatalogue(reg, folder)
    assert again.load("bright-night") == expected
    fresh, _ = make_editor(qtbot, reg, folder, "bright-night")
    assert fresh.theme == expected
    assert fresh._editors["player1"][0].color == "#123456"
    assert fresh._editors["star_radius"][0].value == 16.0


def test_a_title_in_greek_or_with_accents_names_the_file_by_its_sound(qtbot, reg: Registry, folder: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder)
    for title, file in (("Νύχτα", "nychta.toml"), ("Forêt", "foret.toml"), ("Forèt", "foret-2.toml")):
        answers.text = title
        click(qtbot, editor.btn_copy)
        assert answers.errors == []
        assert read_theme_file(folder / file)[0].title == title


def test_save_rename_delete_a_user_theme(qtbot, reg: Registry, folder: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder)
    answers.text = "Mine"
    click(qtbot, editor.btn_copy)
    assert (folder / "mine.toml").is_file()
    editor.set_value("segment_width", 6.0)
    editor.set_value("panel", "#ff00ff")  # the window's colours show on the sample score bar
    assert "#ff00ff" in editor.sample.styleSheet()
    click(qtbot, editor.btn_save)
    assert read_theme_file(folder / "mine.toml")[0].segment_width == 6.0

    answers.text = "Ours Now"
    click(qtbot, editor.btn_rename)
    assert not (folder / "mine.toml").exists()
    theme, _ = read_theme_file(folder / "ours-now.toml")
    assert (theme.name, theme.title, theme.segment_width) == ("ours-now", "Ours Now", 6.0)
    assert editor.base_name == "ours-now"

    answers.confirm = False
    click(qtbot, editor.btn_delete)
    assert (folder / "ours-now.toml").exists()
    assert answers.questions == ["Delete the theme “Ours Now”?"]  # not the one in use (Nebula is)
    answers.confirm = True
    click(qtbot, editor.btn_delete)
    assert not (folder / "ours-now.toml").exists() and editor.base_name == "nebula"


def test_export_and_import(qtbot, reg: Registry, folder: Path, tmp_path: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder, "blackboard")
    editor.set_value("star", "#ff00ff")
    answers.save = str(tmp_path / "shared" / "pink")
    (tmp_path / "shared").mkdir()
    click(qtbot, editor.btn_export)
    exported, warnings = read_theme_file(tmp_path / "shared" / "pink.toml")
    assert warnings == [] and exported.star == "#ff00ff"

    answers.open = str(tmp_path / "shared" / "pink.toml")
    answers.confirm = False  # importing opens the imported theme: the player keeps the changes
    click(qtbot, editor.btn_import)
    assert editor.base_name == "blackboard" and editor.dirty and not (folder / "blackboard-2.toml").exists()
    answers.confirm = True
    click(qtbot, editor.btn_import)
    assert answers.errors == []
    assert editor.base_name == "blackboard-2" and editor.theme.star == "#ff00ff"
    assert (folder / "blackboard-2.toml").is_file()

    broken = tmp_path / "broken.toml"
    broken.write_text("[stars\n")
    answers.open = str(broken)
    click(qtbot, editor.btn_import)
    assert len(answers.errors) == 1 and answers.errors[0].startswith("broken.toml: ")
    assert "\n" not in answers.errors[0]


def test_export_through_a_file_says_why_in_the_players_words(qtbot, reg: Registry, folder: Path, tmp_path: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder)
    (tmp_path / "notes").write_text("a file, not a folder")
    answers.save = str(tmp_path / "notes" / "mine")
    click(qtbot, editor.btn_export)
    assert answers.errors == [f"Cannot write {tmp_path / 'notes' / 'mine.toml'}: part of that path is a file, not a folder"]


def test_unsaved_changes_are_kept_unless_discarded(qtbot, reg: Registry, folder: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder)
    editor.set_value("highlight", "#00ff00")
    answers.confirm = False
    editor.themes.setCurrentRow(editor.themes.count() - 1)
    qtbot.wait(20)  # the list goes back to the theme being edited once the choice is over
    assert editor.base_name == "nebula" and editor.theme.highlight == "#00ff00"
    assert editor.themes.currentRow() != editor.themes.count() - 1
    answers.confirm = True
    editor.themes.setCurrentRow(editor.themes.count() - 1)
    assert editor.base_name != "nebula" and not editor.dirty


def test_use_this_theme(qtbot, reg: Registry, folder: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder, "colorsafe")
    assert not editor.btn_use.isEnabled() and editor.status.text().startswith("The game is in this theme.")
    editor.apply_theme(Theme())  # the game in Nebula
    assert editor.btn_use.isEnabled() and "The game is in this theme." not in editor.status.text()
    with qtbot.waitSignal(editor.theme_chosen) as chosen:
        click(qtbot, editor.btn_use)
    assert chosen.args[0] == ThemeCatalogue(reg, None).load("colorsafe")
    editor.apply_theme(chosen.args[0])  # as the game window does: said, and nothing left to use
    assert not editor.btn_use.isEnabled() and "The game is in this theme." in editor.status.text()
    editor.set_value("refusal", "#abcdef")
    answers.text = "Safe and Mine"
    with qtbot.waitSignal(editor.theme_chosen) as chosen:
        click(qtbot, editor.btn_use)  # a changed built-in is saved as the player's own first
    assert chosen.args[0].name == "safe-and-mine" and chosen.args[0].refusal == "#abcdef"


def test_broken_user_theme_is_listed_but_cannot_be_chosen(qtbot, reg: Registry, folder: Path) -> None:
    folder.mkdir(parents=True)
    (folder / "broken.toml").write_text("not = [toml")
    editor, _ = make_editor(qtbot, reg, folder)
    items = [editor.themes.item(i) for i in range(editor.themes.count())]
    broken = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) == "broken")
    assert not broken.flags() & Qt.ItemFlag.ItemIsEnabled
    assert broken.toolTip().startswith("broken.toml: ")


class FakeCatalan(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ANN001, ANN201
        return "Nebulosa" if (context, source) == ("themes", "Nebula") else None


def test_theme_titles_are_translated(qtbot, reg: Registry, folder: Path) -> None:
    translator = FakeCatalan()
    QCoreApplication.installTranslator(translator)
    try:
        assert display_title("Nebula") == "Nebulosa"
        editor, _ = make_editor(qtbot, reg, folder)
        assert editor.themes.item(0).text() == "Nebulosa"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert display_title("Nebula") == "Nebula"


def test_the_editor_is_in_the_menu_and_restyles_the_game_mid_game(qtbot, reg: Registry, tmp_path: Path,
                                                                    settings) -> None:  # noqa: ANN001
    from triangles.ui.main_window import MainWindow
    from triangles.ui.dialogs.new_game_dialog import NewGameChoice
    from triangles.ui.game.players import PlayerSpec

    (tmp_path / "data" / "themes").mkdir(parents=True)
    (tmp_path / "data" / "themes" / "mine.toml").write_text('title = "Mine"\n[player1]\ncolor = "#00ff00"\n')
    window = MainWindow(reg, settings)
    qtbot.addWidget(window)
    window.show()
    window.scene.animation_ms = 0
    choice = NewGameChoice("classic", {}, (PlayerSpec("Ada"), PlayerSpec("Bob")), "phone-24", "nebula")
    assert window.start_game(choice, seed=3)
    game = window.controller.game
    window.controller.play_human(next(iter(game.legal_moves)))
    assert window.act_themes in window.menu.actions() and window.act_themes.text()

    window.settings_dialog()
    settings_dialog = window._dialogs["settings"]
    window.act_themes.trigger()
    editor = window._dialogs["themes"]
    assert isinstance(editor, ThemeEditor) and editor.isVisible()
    # the user's theme folder is the app's data folder: the file put there is offered
    assert "mine" in [editor.themes.item(i).data(Qt.ItemDataRole.UserRole) for i in range(editor.themes.count())]
    editor.select_theme("mine")
    click(qtbot, editor.btn_use)
    assert window.theme.name == "mine" and settings.theme == "mine"
    segments = window.scene.segment_items()
    assert segments and all(s.pen().color() == QColor(window.theme.player_color(s.player)) for s in segments)
    assert segments[0].pen().color() == QColor("#00ff00")
    assert "#00ff00" in QApplication.instance().styleSheet()  # the window around the board too
    # the open Settings dialog lists the user's theme and shows it chosen
    assert settings_dialog.theme.currentData() == "mine"

    # the theme in use is saved, renamed, deleted in the editor: the window follows each time
    answers = Answers(editor)
    editor.set_value("player1", "#ff00ff")
    click(qtbot, editor.btn_save)
    assert window.theme.player1 == "#ff00ff" and segments[0].pen().color() == QColor("#ff00ff")
    answers.text = "Mine Too"
    click(qtbot, editor.btn_rename)
    assert window.theme.name == settings.theme == "mine-too"
    # deleting the theme in use says first that the game will change its look; "no" keeps it
    answers.confirm = False
    click(qtbot, editor.btn_delete)
    assert answers.questions[-1] == "“Mine Too” is the theme in use. Delete it? The game will switch to Nebula."
    assert window.theme.name == settings.theme == "mine-too" and editor.catalogue.get("mine-too") is not None
    answers.confirm = True
    click(qtbot, editor.btn_delete)
    assert window.theme.name == settings.theme == "nebula"
    assert segments[0].pen().color() == QColor(window.theme.player1)


def test_panes_side_by_side_on_a_tablet_stacked_on_a_phone(qtbot, reg: Registry, folder: Path) -> None:
    editor, _ = make_editor(qtbot, reg, folder)
    editor.resize(1200, 760)
    qtbot.waitUntil(lambda: editor.left.geometry().right() < editor.form.geometry().left()
                    and editor.form.geometry().right() < editor.right.geometry().left())
    editor.resize(400, 800)  # held at the side-by-side panes' least width until they stack
    qtbot.waitUntil(lambda: editor._narrow)
    editor.resize(400, 800)
    qtbot.waitUntil(lambda: editor.width() == 400)
    # a phone held upright: the preview stays in view above one scrolling page (theme list,
    # form), above Use / Save / Close
    qtbot.waitUntil(lambda: editor.right.parent() is editor and editor.right.geometry().bottom() < editor.stack.geometry().top())
    assert editor.left.geometry().bottom() < editor.form_host.geometry().top()
    assert editor.form_host.parent() is editor.page and editor.stack.isVisible() and not editor.form.isVisible()
    qtbot.waitUntil(lambda: editor.stack.geometry().bottom() < editor.action_bar.geometry().top() <= editor.height())
    assert editor.preview.height() >= 150 and editor.page.width() <= editor.stack.viewport().width()
    editor.stack.verticalScrollBar().setValue(editor.stack.verticalScrollBar().maximum())  # the form's end
    assert editor.preview.isVisible() and editor.right.geometry().top() >= 0
    # a short window, upright: the preview is a part of the page, whole (the score bar over the board)
    editor.resize(480, 540)
    qtbot.waitUntil(lambda: editor.right.parent() is editor.page)
    qtbot.wait(20)
    assert editor.sample.height() >= editor.score_bar.height() + editor.preview.height()
    assert editor.preview.geometry().bottom() < editor.sample.height()
    # a phone on its side: the preview at the window's height beside the page, Use / Save /
    # Close under the page (under the preview they left it a strip)
    editor.resize(915, 412)
    qtbot.waitUntil(lambda: editor.right.parent() is editor and editor.stack.isVisible()
                    and editor.right.geometry().right() < editor.page_side.geometry().left())
    qtbot.wait(20)
    assert editor.preview.height() >= 200 and editor.action_bar.parent() is editor.page_side
    assert editor.page_side.geometry().bottom() <= editor.height() and not editor.form.isVisible()
    editor.resize(320, 568)
    qtbot.waitUntil(lambda: editor.width() == 320)
    qtbot.wait(20)
    assert editor.page.width() <= editor.stack.viewport().width()  # nothing cut off at the right
    assert editor.btn_use.geometry().right() <= editor.action_bar.width()
    editor.resize(1200, 760)  # and back: the form scrolls on its own again
    qtbot.waitUntil(lambda: editor.form.isVisible() and editor.form.widget() is editor.form_host)


def test_one_colour_sets_a_players_segments_triangles_and_pattern(qtbot, reg: Registry, folder: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder, "blackboard")  # pattern drawn in the player's colour
    fill_alpha = QColor(editor.theme.player1_fill).alpha()
    segments = editor._editors["player1"][0]
    assert not segments.isVisibleTo(editor) and editor.player_color[1].isVisibleTo(editor)
    answers.color = QColor("#2266dd")
    click(qtbot, editor.player_color[1])
    t = editor.theme
    assert t.player1 == "#2266dd"
    assert QColor(t.player1_fill).name() == "#2266dd" and QColor(t.player1_fill).alpha() == fill_alpha
    assert QColor(t.player1_pattern_color).name() == "#2266dd"
    click(qtbot, editor.fine[1])  # fine control shows the three colours apart
    assert segments.isVisibleTo(editor) and editor._editors["player1_fill"][0].isVisibleTo(editor)
    assert editor._editors["player1_fill"][0].color == t.player1_fill


def test_a_players_one_colour_is_solid_and_the_fill_keeps_its_transparency(qtbot, reg: Registry, folder: Path) -> None:
    """The lines are drawn solid: the player's colour offers no transparency, and a see-through
    colour chosen anyway is shown and kept solid; the triangles' own colour offers it."""
    editor, answers = make_editor(qtbot, reg, folder)
    answers.color = QColor(0x22, 0x66, 0xDD, 0)
    click(qtbot, editor.player_color[2])
    assert answers.alpha_offered == [False]
    assert editor.theme.player2 == "#2266dd" == editor.player_color[2].color and editor.dirty
    click(qtbot, editor.fine[2])
    answers.color = QColor(0x22, 0x66, 0xDD, 0x40)
    click(qtbot, editor._editors["player2"][0])  # its segments alone, under fine control: solid too
    click(qtbot, editor._editors["player2_fill"][0])
    assert answers.alpha_offered == [False, False, True]
    assert editor.theme.player2 == "#2266dd" and editor.theme.player2_fill == "#402266dd"


def test_the_wheel_scrolls_the_form_not_the_control_under_the_pointer(qtbot, reg: Registry, folder: Path) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent

    editor, _ = make_editor(qtbot, reg, folder)
    editor.resize(1100, 500)
    qtbot.wait(20)
    bar = editor.form.verticalScrollBar()
    assert bar.maximum() > 0
    combo = editor._editors["player1_pattern"][0]
    before, value = bar.value(), combo.currentIndex()
    event = QWheelEvent(QPointF(5, 5), QPointF(combo.mapToGlobal(QPoint(5, 5))), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(combo, event)
    assert combo.currentIndex() == value and bar.value() > before


def test_importing_a_theme_whose_title_exists_keeps_both_or_replaces(qtbot, reg: Registry, folder: Path, tmp_path: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder)
    shared = tmp_path / "share.toml"
    shared.write_text('format = 1\nname = "mine"\ntitle = "Mine"\n[player1]\ncolor = "#112233"\n', encoding="utf-8")
    answers.open = str(shared)
    click(qtbot, editor.btn_import)
    assert editor.theme.title == "Mine"
    asked = []
    editor.ask_duplicate = lambda title, can_replace: asked.append((title, can_replace)) or "both"  # type: ignore[method-assign]
    click(qtbot, editor.btn_import)
    assert asked == [("Mine", True)] and editor.theme.title == "Mine (2)"
    titles = [e.title for e in editor.catalogue.usable()]
    assert titles.count("Mine") == 1 and titles.count("Mine (2)") == 1
    shared.write_text('format = 1\nname = "mine"\ntitle = "Mine"\n[player1]\ncolor = "#445566"\n', encoding="utf-8")
    editor.ask_duplicate = lambda title, can_replace: "replace"  # type: ignore[method-assign]
    click(qtbot, editor.btn_import)
    assert editor.catalogue.load("mine").player1 == "#445566"
    assert [e.title for e in editor.catalogue.usable()].count("Mine") == 1
    editor.ask_duplicate = lambda title, can_replace: None  # type: ignore[method-assign]
    count = len(editor.catalogue.usable())
    click(qtbot, editor.btn_import)
    assert len(editor.catalogue.usable()) == count  # cancelled: nothing added


def test_importing_a_built_in_title_cannot_replace_it(qtbot, reg: Registry, folder: Path, tmp_path: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder)
    copy = tmp_path / "daylight-copy.toml"
    copy.write_text('format = 1\ntitle = "Daylight"\n', encoding="utf-8")
    asked = []
    editor.ask_duplicate = lambda title, can_replace: asked.append(can_replace) or "both"  # type: ignore[method-assign]
    answers.open = str(copy)
    click(qtbot, editor.btn_import)
    assert asked == [False] and editor.theme.title == "Daylight (2)"


def test_an_export_is_confirmed(qtbot, reg: Registry, folder: Path, tmp_path: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder)
    answers.save = str(tmp_path / "out" )
    click(qtbot, editor.btn_export)
    assert (tmp_path / "out.toml").is_file()
    assert "Exported" in editor.status.text() and str(tmp_path / "out.toml") in editor.status.text()


def test_the_colour_dialog_says_whose_colour_it_is(qtbot, reg: Registry, folder: Path) -> None:
    """The real colour dialog, opened from a player's one-colour button and from a fine-control
    button, carries a title naming the player (or part) and the colour, in the language shown."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from triangles import i18n
    from triangles.ui.dialogs.colour_dialog import ColourDialog

    editor = ThemeEditor(ThemeCatalogue(reg, folder), reg, "nebula")
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)

    def title_of(button) -> str:  # noqa: ANN001
        seen: list[str] = []

        def look() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, ColourDialog):
                QTimer.singleShot(20, look)
                return
            seen.append(dialog.windowTitle())
            dialog.reject()

        QTimer.singleShot(20, look)
        click(qtbot, button)
        return seen[0]

    assert title_of(editor.player_color[2]) == "Player 2: Colour"
    click(qtbot, editor.fine[1])
    assert title_of(editor._editors["player1_fill"][0]) == "Player 1: Triangles"
    assert title_of(editor._editors["star_glow_color"][0]) == "Stars: Glow colour"
    try:
        assert i18n.set_language("el") == "el"
        qtbot.waitUntil(lambda: editor.player_color[1].title != "Player 1: Colour")
        greek = title_of(editor.player_color[1])
        assert greek.startswith("Παίκτης 1") and "Colour" not in greek
    finally:
        i18n.set_language("en")


def test_keeping_the_changes_keeps_the_list_on_the_theme_being_edited(qtbot, reg: Registry, folder: Path) -> None:
    """A click on another theme with unsaved changes, answered "No": the list and the editor both
    stay on the theme being edited."""
    from PySide6.QtCore import Qt

    editor, answers = make_editor(qtbot, reg, folder, "nebula")
    editor.set_value("segment_width", 6.0)
    answers.confirm = False
    other = next(editor.themes.item(i) for i in range(editor.themes.count())
                 if editor.themes.item(i).data(Qt.ItemDataRole.UserRole) == "blackboard")
    qtbot.mouseClick(editor.themes.viewport(), Qt.MouseButton.LeftButton, pos=editor.themes.visualItemRect(other).center())
    qtbot.wait(50)
    assert answers.questions == ["Discard the changes to “Nebula”?"]
    assert editor.base_name == "nebula" and editor.dirty
    selected = [item.data(Qt.ItemDataRole.UserRole) for item in editor.themes.selectedItems()]
    assert selected == ["nebula"] and editor.themes.currentItem().data(Qt.ItemDataRole.UserRole) == "nebula"


@pytest.mark.parametrize("code", ["en", "ca", "el", "tr", "cs", "it"])
@pytest.mark.parametrize("width", [900, 1000, 1060, 1180, 1400])
def test_the_form_is_never_cut_sideways(qtbot, reg: Registry, folder: Path, code: str, width: int) -> None:
    """Side by side only where the form fits whole beside the list and the preview; else one page."""
    from PySide6.QtWidgets import QApplication

    from triangles.i18n import set_language

    set_language(code)
    try:
        editor, _ = make_editor(qtbot, reg, folder)
        editor.resize(width, 740)
        QApplication.processEvents()
        if not editor._narrow:
            assert editor.form_host.minimumSizeHint().width() <= editor.form.viewport().width()
            assert not editor.form.horizontalScrollBar().isVisible()
            assert editor.right.width() >= 300
        else:
            assert not editor.stack.horizontalScrollBar().isVisible()
    finally:
        set_language("en")


def test_the_preview_score_bar_is_in_the_edited_themes_text_colour(qtbot, reg: Registry, settings) -> None:  # noqa: ANN001
    """The window in play is dark (Nebula); Daylight's preview shows its own dark text on its
    pale panel, not the window's light text."""
    from PySide6.QtWidgets import QLabel

    from triangles.theme.contrast import ui_colors
    from triangles.ui.main_window import MainWindow

    window = MainWindow(reg, settings)
    qtbot.addWidget(window)
    window.show()
    window.act_themes.trigger()
    editor = window._dialogs["themes"]
    editor.sampling.wait()
    editor.select_theme("daylight")
    QApplication.processEvents()
    text = QColor(ui_colors(editor.theme).text)
    labels = editor.score_bar.findChildren(QLabel)
    assert labels and all(label.palette().windowText().color() == text for label in labels)
    assert text != QColor(ui_colors(window.theme).text)


def test_a_theme_picked_far_down_a_long_list_stays_picked_and_in_view(qtbot, reg: Registry, folder: Path) -> None:
    folder.mkdir(parents=True)
    for i in range(28):
        (folder / f"t{i:02d}.toml").write_text(f'title = "Theme {i:02d}"\n')
    editor, _ = make_editor(qtbot, reg, folder)
    editor.resize(1200, 760)
    themes = editor.themes
    bar = themes.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    assert bar.value() > 0
    item = themes.itemAt(themes.viewport().rect().center())
    name = item.data(Qt.ItemDataRole.UserRole)
    qtbot.mouseClick(themes.viewport(), Qt.MouseButton.LeftButton, pos=themes.visualItemRect(item).center())
    assert editor.base_name == name
    assert [i.data(Qt.ItemDataRole.UserRole) for i in themes.selectedItems()] == [name]
    assert themes.viewport().rect().contains(themes.visualItemRect(themes.currentItem()).center())
    before = bar.value()
    editor.set_value("segment_width", 5.0)
    click(qtbot, editor.btn_save)  # the list is refilled after a save: it stays where it was
    assert not editor.dirty and bar.value() == before
    assert themes.currentItem().data(Qt.ItemDataRole.UserRole) == name


def test_a_new_themes_title_is_typed_no_longer_than_a_file_keeps(qtbot, reg: Registry, folder: Path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    editor, _ = make_editor(qtbot, reg, folder)
    seen = []

    def type_long() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):  # not shown yet
            QTimer.singleShot(20, type_long)
            return
        field = dialog.findChild(QLineEdit)
        field.selectAll()
        qtbot.keyClicks(field, "Z" * 90)
        seen.append((len(field.text()), dialog.width()))
        dialog.accept()

    QTimer.singleShot(50, type_long)
    del editor.ask_text  # the real question, not the scripted answer
    assert editor.save_as_dialog()
    assert seen[0][0] == 80 and seen[0][1] >= 400
    assert editor.theme.title == "Z" * 80 and editor.catalogue.get(editor.base_name).editable


def test_the_editor_warns_of_a_board_nobody_could_follow(qtbot, reg: Registry, folder: Path) -> None:
    editor, answers = make_editor(qtbot, reg, folder)
    assert "⚠" not in editor.status.text()
    answers.color = QColor(editor.theme.player1)
    click(qtbot, editor.player_color[2])
    assert editor.status.text().startswith("⚠ Player 1 and Player 2 look almost the same")
    editor.set_value("star", editor.theme.background_top)
    assert "⚠ The stars hardly show on the background." in editor.status.text()
    assert "Unsaved changes." in editor.status.text()


def test_themes_sharing_a_title_are_told_apart_by_their_names(qtbot, reg: Registry, settings) -> None:  # noqa: ANN001
    """Files copied by hand into the themes folder: the editor, Settings and New game name each."""
    from triangles.ui.main_window import MainWindow

    folder = settings.data_dir / "themes"
    folder.mkdir(parents=True)
    for name in ("ocean", "ocean-copy"):
        (folder / f"{name}.toml").write_text('title = "Ocean"\n')
    (folder / "fog.toml").write_text('title = "Fog"\n')
    window = MainWindow(reg, settings)
    qtbot.addWidget(window)
    window.show()
    window.act_themes.trigger()
    editor = window._dialogs["themes"]
    listed = [editor.themes.item(i).text() for i in range(editor.themes.count())]
    assert "Ocean (ocean)" in listed and "Ocean (ocean-copy)" in listed and "Fog" in listed and "Nebula" in listed
    window.settings_dialog()
    combo = window._dialogs["settings"].theme
    assert {"Ocean (ocean)", "Ocean (ocean-copy)", "Fog"} <= {combo.itemText(i) for i in range(combo.count())}
    from triangles.ui.dialogs.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(reg, settings, window)
    qtbot.addWidget(dialog)
    assert {"Ocean (ocean)", "Ocean (ocean-copy)"} <= {dialog.theme.itemText(i) for i in range(dialog.theme.count())}


def test_reopened_the_editor_shows_the_theme_in_use(qtbot, reg: Registry, folder: Path) -> None:
    editor, _ = make_editor(qtbot, reg, folder, "nebula")
    editor.select_theme("daylight")
    editor.hide()
    editor.show()
    assert editor.base_name == "nebula" and editor.themes.currentItem().data(Qt.ItemDataRole.UserRole) == "nebula"
    editor.select_theme("daylight")
    editor.set_value("segment_width", 7.0)  # unsaved changes to another theme are kept on show
    editor.hide()
    editor.show()
    assert editor.base_name == "daylight" and editor.dirty


def test_import_and_export_start_in_the_last_folder_used(qtbot, reg: Registry, folder: Path, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    editor, _ = make_editor(qtbot, reg, folder)
    del editor.open_path, editor.save_path  # the real questions
    shared = tmp_path / "shared"
    shared.mkdir()
    started = []

    def chosen(parent, caption, start, filters):  # noqa: ANN001
        started.append(start)
        return str(shared / "x.toml"), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", chosen)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", chosen)
    assert editor.open_path() == str(shared / "x.toml")
    editor.save_path("nebula.toml")
    assert started[0] != str(shared) and started[1] == str(shared / "nebula.toml")


def test_closing_with_changes_dropped_reopens_on_the_theme_in_use_unchanged(qtbot, reg: Registry, folder: Path) -> None:
    from PySide6.QtTest import QTest

    editor, answers = make_editor(qtbot, reg, folder, "nebula")
    editor.select_theme("daylight")
    editor.set_value("segment_width", 8.0)
    answers.confirm = False
    QTest.keyClick(editor, Qt.Key.Key_Escape)  # asks, as the close button does; "No" keeps it open
    assert answers.questions == ["Close without saving the changes to “Daylight”?"] and editor.isVisible()
    answers.confirm = True
    editor.close()
    assert not editor.isVisible() and not editor.dirty
    editor.show()
    assert editor.base_name == "nebula" and not editor.dirty and editor.theme.segment_width == Theme().segment_width


def test_every_field_is_named_for_screen_readers_with_its_group_and_shown_value(qtbot, reg: Registry, folder: Path) -> None:
    """Several rows say "Colour" and a slider counts steps: the spoken names say whose colour,
    and the value as shown beside the slider."""
    editor, _ = make_editor(qtbot, reg, folder)
    size = editor._editors["star_radius"][0]
    assert size.slider.accessibleName() == f"Stars: Size: {size.label.text()}"
    size.slider.setValue(size.slider.value() + 1)
    assert size.slider.accessibleName() == f"Stars: Size: {size.label.text()}"
    glow = editor._editors["star_glow_color"][0]
    assert glow.accessibleName() == f"Stars: Glow colour: {glow.color}"
    assert editor.player_color[1].accessibleName() == f"Player 1: Colour: {editor.player_color[1].color}"
    assert editor._editors["player2_pattern"][0].accessibleName() == "Player 2: Pattern"
    assert editor._editors["starfield"][0].accessibleName() == "Background: Distant stars"
    assert editor.themes.accessibleName() == "Themes" and editor.title_edit.accessibleName() == "Title"


def test_a_slider_moved_and_back_leaves_nothing_to_save_or_to_ask_about(qtbot, reg: Registry, folder: Path) -> None:
    from PySide6.QtTest import QTest

    editor, answers = make_editor(qtbot, reg, folder, "nebula")
    slider = editor._editors["segment_width"][0].slider
    slider.setFocus()
    QTest.keyClick(slider, Qt.Key.Key_Right)
    assert editor.dirty and editor.theme.segment_width != Theme().segment_width
    QTest.keyClick(slider, Qt.Key.Key_Left)
    assert editor.theme == Theme() and not editor.dirty and "Unsaved" not in editor.status.text()
    editor.close()
    assert answers.questions == [] and not editor.isVisible()


def test_a_plugin_packages_theme_is_named_by_its_package_not_as_built_in(qtbot, reg: Registry, folder: Path) -> None:
    from triangles.plugins.api import ThemePlugin

    class Moss(ThemePlugin):
        name, title = "moss", "Moss"

        def load(self) -> dict:
            return {"name": "moss", "player1": {"color": "#557733"}}

    reg.add("triangles.themes", "moss", Moss, "moss-themes", "1.0")
    editor, _ = make_editor(qtbot, reg, folder, "moss")
    assert "A theme of the plugin package moss-themes: “Save as new…” keeps your changes" in editor.status.text()
    editor.themes.setCurrentRow(0)  # Nebula, which came with the game
    qtbot.waitUntil(lambda: "A built-in theme" in editor.status.text())


def test_the_first_change_does_not_move_the_editor_on_a_phone(qtbot, reg: Registry, folder: Path) -> None:
    """"Unsaved changes." made the status a line longer at the first change: the preview and the
    page moved under the finger. The status holds the room of its longest form from the start."""
    editor, answers = make_editor(qtbot, reg, folder)
    editor.resize(412, 915)
    qtbot.waitUntil(lambda: editor._narrow)
    qtbot.wait(50)
    status = editor.status
    assert not editor.dirty
    probe = QLabel(f"Unsaved changes. {status.text().splitlines()[-1].removeprefix('The game is in this theme. ')}")
    probe.setWordWrap(True)
    probe.setFont(status.font())
    assert status.minimumHeight() >= probe.heightForWidth(status.width())
    before = (editor.preview.mapTo(editor, editor.preview.rect().topLeft()), editor.preview.height())
    answers.color = QColor("#ff9922")
    click(qtbot, editor.player_color[1])
    assert editor.dirty and status.text().startswith("Unsaved changes.")
    qtbot.wait(50)
    assert (editor.preview.mapTo(editor, editor.preview.rect().topLeft()), editor.preview.height()) == before
