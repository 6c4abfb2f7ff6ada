"""The window's small things: the About window, where Open and Save start, the file name in
the title, "plays again" after a triangle, and a resume prompt that shows the game."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, QUrl
from PySide6.QtWidgets import QMessageBox
from uihelpers import SQUARE, TRIANGLE, drag, make_window, start, when_modal

from triangles import __version__


def test_about_shows_version_licence_plugins_and_opens_the_data_folder(window, qtbot, settings):
    start(window, SQUARE)
    window.act_about.trigger()
    about = window._dialogs["about"]
    assert about.isVisible() and window.act_about in window.menu.actions()
    assert __version__ in about.version.text() and "MIT" in about.licence.text()
    assert "classic" in about.plugins.text() and "Theme: Nebula" in about.plugins.text()
    assert "your theme" not in about.plugins.text()  # Nebula is built in
    assert str(settings.data_dir) in about.folder.text()
    opened: list[QUrl] = []
    about.open_url = opened.append
    qtbot.mouseClick(about.btn_folder, Qt.MouseButton.LeftButton)
    assert opened == [QUrl.fromLocalFile(str(settings.data_dir))] and settings.data_dir.is_dir()
    qtbot.mouseClick(about.btn_rules, Qt.MouseButton.LeftButton)
    assert window._dialogs["rules"].isVisible()


def test_open_and_save_start_in_the_folder_of_the_last_game_saved(window, tmp_path: Path):
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert window.games_folder() in (docs, str(Path.home()))
    start(window, SQUARE)
    drag(window, 0, 1)
    folder = tmp_path / "my games"
    folder.mkdir()
    assert window.save_file(str(folder / "evening"))
    assert window.games_folder() == str(folder.resolve())


def test_saving_through_a_file_says_why_in_the_players_words(window, tmp_path: Path, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(window, "show_error", said.append)
    start(window, SQUARE)
    (tmp_path / "notes").write_text("a file, not a folder")
    assert not window.save_file(str(tmp_path / "notes" / "evening"))
    assert said == ["Cannot save evening.triangles: part of that path is a file, not a folder."]


def test_opening_a_photo_says_it_is_not_a_game_in_the_players_language(window, tmp_path: Path, monkeypatch):
    from triangles.ui.i18n import install_language

    said: list[str] = []
    monkeypatch.setattr(window, "show_error", said.append)
    photo = tmp_path / "holiday.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0" + bytes(range(256)))
    assert not window.open_file(str(photo))
    install_language("it")
    try:
        assert not window.open_file(str(photo))
    finally:
        install_language("en")
    assert said[0] == "Cannot open holiday.jpg: this is not a Triangles game."
    assert said[1].endswith("holiday.jpg: non è una partita di Triangles.") and not said[1].startswith("Cannot")


def test_the_title_shows_the_file_name(window, tmp_path: Path):
    start(window, SQUARE)
    assert window.windowTitle() == "Triangles"
    drag(window, 0, 1)
    window.save_file(str(tmp_path / "evening"))
    assert window.windowTitle().startswith("evening.triangles")
    start(window, TRIANGLE)
    window.start_game(window.remembered_choice())
    assert window.windowTitle() == "Triangles"
    window.open_file(str(tmp_path / "evening.triangles"))
    assert "evening.triangles" in window.windowTitle()


def test_a_file_name_with_control_characters_or_bytes_that_are_not_utf8_is_shown_with_marks(window, tmp_path: Path, monkeypatch):
    """Not boxes in the title, nor a line broken in a message, nor Python's "\\udcff"."""
    import os

    said: list[str] = []
    monkeypatch.setattr(window, "show_error", said.append)
    start(window, SQUARE)
    drag(window, 0, 1)
    assert window.save_file(str(tmp_path / "bell\x07and\nline.triangles"))
    assert window.windowTitle().startswith("bell\ufffdand\ufffdline.triangles")
    odd = os.fsdecode(os.fsencode(str(tmp_path)) + b"/caf\xe9.triangles")  # Latin-1 bytes in a UTF-8 system
    with open(os.fsencode(odd), "wb") as file:
        file.write(b"not a game")
    assert not window.open_file(odd)
    assert said == ["Cannot open caf\ufffd.triangles: this is not a Triangles game, or it is damaged."]


def test_the_status_says_who_plays_again_after_a_triangle(window):
    start(window, SQUARE, extra_turn=True)
    drag(window, 0, 1)
    drag(window, 1, 2)
    assert "plays again" not in window.score_bar.status.text()
    drag(window, 0, 2)  # Ada closes the triangle 0-1-2; 0-2-3 is still to play for
    assert window.controller.game.score == (1, 0) and window.controller.game.turn == 1
    assert window.score_bar.status.text() == "Triangle! Ada plays again"
    drag(window, 2, 3)
    assert "plays again" not in window.score_bar.status.text()


def test_without_play_again_the_status_says_whose_turn_it_is(window):
    start(window, SQUARE)
    drag(window, 0, 1)
    drag(window, 1, 2)
    drag(window, 0, 2)
    assert window.controller.game.score == (1, 0) and window.controller.game.turn == 2
    assert window.score_bar.status.text() == "Bo to play"


def _after_an_unfinished_game(qtbot, ui_registry, settings, stars):  # noqa: ANN001, ANN202
    """A second window, started after a first one closed with one move played on `stars`."""
    first = make_window(qtbot, ui_registry, settings)
    start(first, stars)
    drag(first, 0, 1)
    first.close()
    return make_window(qtbot, ui_registry, settings)


def test_the_resume_prompt_shows_players_score_board_and_a_picture(qtbot, ui_registry, settings, monkeypatch):
    second = _after_an_unfinished_game(qtbot, ui_registry, settings, TRIANGLE + [[0.5, 0.6]])
    asked = []
    monkeypatch.setattr(second, "ask", lambda title, question, details, picture: asked.append((details, picture)) or True)
    second.start()
    details, picture = asked[0]
    assert "Ada 0 : 0 Bo" in details and "4 stars" in details and "1 move" in details and "1 moves" not in details and "Last played" in details
    assert not picture.isNull() and picture.width() >= 100


def test_the_computer_waits_for_the_answer_to_resume(qtbot, ui_registry, settings, monkeypatch):
    """Between two computer players the game played on behind "Resume the unfinished game?":
    3 moves when asked, 20 ten seconds later. Nothing moves until the answer; then it goes on."""
    from triangles.engine.stars import random_stars
    from triangles.ui.game.players import PlayerSpec

    first = make_window(qtbot, ui_registry, settings)
    computers = (PlayerSpec("A", "testai:easy"), PlayerSpec("B", "testai:easy"))
    start(first, random_stars(12, 3).tolist(), computers)
    first.controller.computer_delay_ms = 0
    qtbot.waitUntil(lambda: len(first.controller.game.history) >= 2)
    first.close()
    second = make_window(qtbot, ui_registry, settings)
    second.controller.computer_delay_ms = 0
    moves_while_asked = []

    def ask(title, question, details, picture):  # noqa: ANN001, ANN202
        before = len(second.controller.game.history)
        qtbot.wait(600)  # the player reads the question
        moves_while_asked.append(len(second.controller.game.history) - before)
        return True

    monkeypatch.setattr(second, "ask", ask)
    assert second.offer_resume()
    assert moves_while_asked == [0]
    resumed = len(second.controller.game.history)
    qtbot.waitUntil(lambda: len(second.controller.game.history) > resumed)


def test_the_resume_picture_shows_a_wide_board_whole(window, qtbot) -> None:
    from triangles.engine.record import from_json
    from triangles.engine.stars import CloudSpec, shaped_stars
    from triangles.ui.main_window import board_thumbnail

    stars, spec = shaped_stars(CloudSpec(7, 30, 1.0, 0.5))
    window.controller.load_record(from_json({"format": "triangles/1", "rules": "classic", "stars": stars.tolist(),
                                             "moves": [], "cloud": spec.to_json()}))
    window.resize(900, 760)
    qtbot.wait(20)
    wide = board_thumbnail(window.view, 150)
    size = wide.deviceIndependentSize()
    assert round(size.width()) == 150 and 70 <= size.height() <= 80  # 2:1 as drawn, not cut square
    start(window, SQUARE)
    square = board_thumbnail(window.view, 150).deviceIndependentSize()
    assert round(square.width()) == round(square.height()) == 150


def test_the_resume_prompt_is_a_real_message_box_with_the_picture(qtbot, ui_registry, settings):
    second = _after_an_unfinished_game(qtbot, ui_registry, settings, SQUARE)
    seen = []

    def answer(box: QMessageBox) -> None:
        seen.append((box.informativeText(), box.iconPixmap().isNull(), [b.icon().isNull() for b in box.buttons()]))
        box.buttons()[0].click()

    when_modal(answer, QMessageBox, delay_ms=50)
    assert second.offer_resume()
    text, no_picture, plain_buttons = seen[0]
    assert "Ada" in text and not no_picture and all(plain_buttons)


def test_escape_on_the_resume_prompt_keeps_the_game(qtbot, ui_registry, settings):
    """Closing the question without an answer loses nothing: the game is resumed."""
    from PySide6.QtTest import QTest

    second = _after_an_unfinished_game(qtbot, ui_registry, settings, SQUARE)
    when_modal(lambda box: QTest.keyClick(box, Qt.Key.Key_Escape), QMessageBox, delay_ms=50)
    assert second.offer_resume()
    assert [m.to_json() for m in second.controller.game.history] == [[0, 1]] and second.autosave_path.exists()


def test_the_review_windows_open_starts_where_the_games_are(window, tmp_path: Path):
    """Replay and review opens games from the same folder as the game window's Open, not from
    wherever the game was started."""
    from PySide6.QtWidgets import QFileDialog

    start(window, SQUARE)
    drag(window, 0, 1)
    folder = tmp_path / "my games"
    folder.mkdir()
    assert window.save_file(str(folder / "evening"))
    review = window.review_window()
    seen: list[str] = []

    def look(dialog: QFileDialog) -> None:
        seen.append(dialog.directory().absolutePath())
        dialog.reject()

    when_modal(look, QFileDialog)
    review.open_dialog()  # type: ignore[attr-defined]
    assert seen == [str(folder.resolve())]


def test_about_names_a_theme_of_the_players_folder_by_its_title_in_the_players_language(window, qtbot, tmp_path):
    from triangles.i18n import set_language
    from triangles.ui.themes import theme_catalogue

    (tmp_path / "pink.toml").write_text('title = "Pink Night"\n[player1]\ncolor = "#ff66cc"\n')
    start(window, SQUARE)
    window.apply_theme(theme_catalogue(window.registry, tmp_path).load("pink"))
    set_language("ca")
    try:
        window.act_about.trigger()
        about = window._dialogs["about"]
        about.refresh()
        assert "Tema: Pink Night (el vostre tema)" in about.plugins.text()
    finally:
        set_language("en")


def test_every_tool_bar_tooltip_is_its_action_in_the_players_language_with_its_key(window, qtbot):
    from triangles.i18n import set_language

    start(window, SQUARE)
    set_language("it")
    try:
        qtbot.waitUntil(lambda: window.btn_new.text() != "New game")
        tips = {b: b.toolTip() for b in (window.btn_new, window.btn_undo, window.btn_fit, window.btn_pass, window.btn_hint)}
        assert tips[window.btn_fit] == f"{window.act_fit.text().replace('&', '')} (F)"
        assert all("(" in tip and "&" not in tip and "…" not in tip for tip in tips.values()), tips
        assert window.btn_fit.accessibleName() != "Fit"
    finally:
        set_language("en")
    qtbot.waitUntil(lambda: window.btn_fit.toolTip() == "Fit board (F)")
