"""What a screen reader meets: the keyboard's star said and kept in the board's description, the
moves, refusals and the end of a game said aloud (Qt accessibility announcements), the scores
named after their players, and texts that animate kept to one name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtGui import QAccessible
from uihelpers import LINE, SQUARE, TRIANGLE, click, start


def play_triangle_to_end(window) -> None:  # noqa: ANN001
    """Starts the three-star game and plays it to its end, Ada closing the triangle."""
    start(window, TRIANGLE)
    for a, b in ((0, 1), (1, 2), (2, 0)):
        click(window, a)
        click(window, b)


@pytest.fixture(autouse=True)
def english() -> None:
    """As the application does at start: English has its own plural forms."""
    from triangles.ui.i18n import install_language

    install_language("en")


@pytest.fixture
def spoken(monkeypatch) -> list[tuple[str, bool]]:
    """Every announcement sent to the platform's accessibility: (text, interrupts)."""
    said: list[tuple[str, bool]] = []

    def record(event) -> None:  # noqa: ANN001
        if event.type() == QAccessible.Event.Announcement:
            said.append((event.message(), event.politeness() == QAccessible.AnnouncementPoliteness.Assertive))

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    return said


def test_the_keyboards_star_is_said_at_once_with_where_it_lies_and_its_lines(window, qtbot, spoken):
    start(window, SQUARE)  # A top left, B top right, C bottom right, D bottom left
    view = window.view
    view.setFocus()
    assert view.accessibleName() == "Board" and "Arrow keys" in view.accessibleDescription()
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(view, key)
    assert window.scene.cursor == 0
    assert ("Star 1, top left, no lines", True) in spoken
    assert spoken[-1] == ("No star further that way", True)  # the last Up found nothing above star 1
    assert view.accessibleName() == "Board" and view.accessibleDescription() == "Star 1, top left, no lines"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert spoken[-1] == ("Star 1, top left, picked: a line can go to 2, 4, and 3", True)  # the rules' lines, nearest first
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert spoken[-1] == ("Star 2, top right, no lines; Enter draws the line from star 1", True)
    spoken.clear()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert spoken == [("Ada drew 1–2. Ada 0, Bo 0. Bo to play.", False)]  # the move, not the star again
    assert view.accessibleDescription() == "Star 2, top right, lines to 1"  # its new line, no longer a line to draw
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert spoken[-1] == ("Star 1, top left, lines to 2", True)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Down)  # D, bottom left
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Bo draws 1–4
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert spoken[-1] == ("Star 1, top left, lines to 2 and 4; the line from star 4 is already drawn", True)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # 4–1 again: refused, and star 4 stays picked
    assert spoken[-1] == ("This line is already drawn.", False) and window.scene.selected == 3
    assert view.accessibleDescription() == "Star 1, top left, lines to 2 and 4; the line from star 4 is already drawn"
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # dropped: said, not silent
    assert spoken[-1] == ("Star 1, top left, lines to 2 and 4", True)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # picks star 1
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert spoken[-1] == ("Star 1, top left, lines to 2 and 4", True)
    view.clearFocus()
    assert view.accessibleName() == "Board" and view.accessibleDescription().startswith("Arrow keys")


def test_a_refusal_and_a_triangle_are_said_as_they_are_shown(window, qtbot, spoken):
    start(window, SQUARE)
    click(window, 0)
    click(window, 2)  # A–C
    click(window, 1)
    click(window, 3)  # B–D crosses it: the dashes show where, the words say which line
    assert window.view.message() == "This line would cross a line already drawn."
    assert spoken[-1] == ("This line would cross a line already drawn. The line in the way is 1–3.", False)
    start(window, LINE)
    click(window, 0)
    click(window, 2)  # A–C passes over B
    assert spoken[-1] == ("This line passes over a star. The star in the way is 2.", False)
    spoken.clear()
    play_triangle_to_end(window)
    qtbot.waitUntil(lambda: len(spoken) == 4)
    said = [text for text, _ in spoken]
    assert said[:2] == ["Ada drew 1–2. Ada 0, Bo 0. Bo to play.", "Bo drew 2–3. Ada 0, Bo 0. Ada to play."]
    assert said[2] == "Ada drew 3–1, closing 1 triangle."  # the last move, then the end card with the result
    card = window.end_screen
    assert said[3] == f"{card.title.text()} Ada 1, Bo 0. {card.reason.text()}".strip()  # not "Ada 1 : 0 Bo"
    assert card.score.text() == "Ada 1 : 0 Bo" and "Ada 1, Bo 0" in card.card.accessibleDescription()


def test_the_end_card_is_named_by_its_result_and_enter_presses_its_focused_button(window, qtbot, spoken):
    play_triangle_to_end(window)
    card = window.end_screen
    qtbot.waitUntil(lambda: card.isVisible())
    assert card.card.accessibleName() == card.title.text() and "Ada 1, Bo 0" in card.card.accessibleDescription()
    assert spoken[-1][0].startswith(card.title.text())
    card._shown.invalidate()  # past the moment it ignores presses
    reviews: list[bool] = []
    card.review.connect(lambda: reviews.append(True))
    card.review_button.setFocus()
    qtbot.keyClick(card.review_button, Qt.Key.Key_Return)
    assert reviews == [True]


def test_each_score_is_named_after_its_player_and_the_thinking_line_keeps_one_name(window):
    play_triangle_to_end(window)
    first, second = window.score_bar.chips
    assert first.score.accessibleName() == "Ada: 1 triangle"
    assert second.score.accessibleName() == "Bo: 0 triangles"
    bar = window.score_bar
    bar.show_status("Computer is thinking", thinking=True)
    bar._tick()
    bar._tick()
    assert bar.status.text() != "Computer is thinking" and bar.status.accessibleName() == "Computer is thinking"
    bar.show_status("Your turn")
    assert bar.status.accessibleName() == ""  # the label's own text is read


def test_a_board_that_is_only_watched_is_named_for_what_it_shows_and_skipped_by_tab(window, qtbot):
    """The rules' examples say their caption, the theme editor's preview says so; neither takes
    the keyboard (no silent stop), also after a change of language."""
    from triangles.ui.i18n import install_language

    window.rules_window()
    rules = window._dialogs["rules"]
    example = next(iter(rules.examples.values()))
    assert example.accessibleName().startswith("Example: ") and len(example.accessibleName()) > 12
    assert example.accessibleDescription() == "" and example.focusPolicy() == Qt.FocusPolicy.NoFocus
    install_language("it")
    try:
        qtbot.waitUntil(lambda: example.accessibleName().startswith("Esempio: "))
        assert example.focusPolicy() == Qt.FocusPolicy.NoFocus
        assert rules._scroll.accessibleName() == rules.windowTitle()
    finally:
        install_language("en")


def test_lists_tables_and_fields_without_a_visible_label_are_named_and_about_lands_on_close(window, qtbot):
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    window.show()
    review = window.review_window()
    assert review.moves.accessibleName() == "Moves" and review.progress.accessibleName() == "Review progress"
    assert review.graph.accessibleName() == "Graph of who is ahead after each move"
    review.close()
    window.plugins_dialog()
    assert window._dialogs["plugins"].table.accessibleName() == "Installed plugins"
    window._dialogs["plugins"].close()
    window.statistics_dialog()
    assert window._dialogs["stats"].table.accessibleName() == "Results against each level"
    window._dialogs["stats"].close()
    window.about_dialog()
    about = window._dialogs["about"]
    qtbot.waitExposed(about)
    about.activateWindow()
    close = about.buttons.button(QDialogButtonBox.StandardButton.Close)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is close)  # not "Open data folder"


def test_f10_opens_the_menu_on_its_first_item(window, qtbot):
    """As a menu bar does: Enter then runs it, and a screen reader names it at once."""
    from PySide6.QtCore import QTimer

    window.show()
    qtbot.waitExposed(window)
    seen = []

    def look() -> None:
        seen.append(window.menu.activeAction())
        window.menu.close()

    QTimer.singleShot(200, look)
    window.act_menu.trigger()
    first = next(a for a in window.menu.actions() if a.isEnabled() and not a.isSeparator() and a.isVisible())
    assert seen == [first] and first.text()


def test_tab_never_stops_on_a_scrolling_area_with_nothing_to_say(window, qtbot):
    """The theme editor, the puzzles and the review scroll their fields: Tab goes from field to
    field (the area follows), never to the area itself, where a screen reader says nothing."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    window.show()
    for opener, key in ((window.theme_editor, "themes"), (window.puzzle_window, "puzzles"), (window.review_window, "review")):
        opener()
        dialog = window._dialogs[key]
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qtbot.waitUntil(lambda d=dialog: QApplication.focusWidget() is not None and QApplication.focusWidget().window() is d)
        stops = []
        for _ in range(30):
            stops.append(QApplication.focusWidget())
            qtbot.keyClick(stops[-1], Qt.Key.Key_Tab)
        assert not [w for w in stops if isinstance(w, QScrollArea)], key
        dialog.close()


def test_the_person_hears_their_own_move_with_the_verb_that_agrees_with_you(window, qtbot, spoken):
    """"You drew", not "You drew" built from "{0} drew" (which other languages conjugate for a
    third person: Italian "Tu ha tracciato")."""
    from triangles.ui.game.players import PlayerSpec
    from triangles.ui.i18n import install_language

    window.controller.computer_delay_ms = 0
    install_language("it")
    try:
        start(window, SQUARE, players=(PlayerSpec("Tu"), PlayerSpec("Computer", "testai:easy")))
        qtbot.waitUntil(lambda: bool(spoken))
        assert spoken.pop()[0] == "Tabellone di 4 stelle. Tu 0, Computer 0. Tocca a te."
        click(window, 0)
        click(window, 1)
        assert spoken[0][0] == "Hai tracciato 1–2. Tu 0, Computer 0. Computer sta pensando."
        qtbot.waitUntil(lambda: len(spoken) == 2)
        assert spoken[1][0].startswith("Computer ha tracciato ")
    finally:
        install_language("en")


def test_page_down_goes_to_the_stars_a_line_can_be_drawn_to_and_the_rules_decide_which(window, qtbot, spoken):
    """A person who cannot see the board is told where a picked star's lines can go and is taken
    there, so no line is tried only to be refused (A–C drawn: B–D would cross it)."""
    start(window, SQUARE)
    click(window, 0)
    click(window, 2)  # A–C
    view = window.view
    view.setFocus()
    assert "Page Down" in view.accessibleDescription()
    qtbot.keyClick(view, Qt.Key.Key_PageDown)  # nothing picked: the first star a line can start from
    assert spoken[-1] == ("Star 1, top left, lines to 3", True)
    qtbot.keyClick(view, Qt.Key.Key_PageUp)  # round to the last one
    assert window.scene.cursor == 3
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert spoken[-1] == ("Star 4, bottom left, picked: a line can go to 1 and 3", True)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert spoken[-1] == ("Star 1, top left, lines to 3; Enter draws the line from star 4", True)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert spoken[-1] == ("Star 3, bottom right, lines to 1; Enter draws the line from star 4", True)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)  # round again: star 2 is skipped, its line would cross
    assert window.scene.cursor == 0
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the arrows still reach it, and say so
    assert spoken[-1] == ("Star 2, top right, no lines; no line can be drawn from star 4 to it", True)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # tried all the same: refused, and star 4 stays picked
    assert spoken[-1] == ("This line would cross a line already drawn. The line in the way is 1–3.", False)
    assert window.scene.selected == 3
    assert view.accessibleDescription() == "Star 2, top right, no lines; no line can be drawn from star 4 to it"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # star 2 picked
    assert spoken[-1] == ("Star 2, top right, picked: a line can go to 1 and 3", True)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    for a, b in ((1, 0), (1, 2), (3, 0)):
        click(window, a)
        click(window, b)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_PageDown)  # only 4–3 is left
    assert spoken[-1] == ("Star 3, bottom right, lines to 1 and 2", True)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert spoken[-1] == ("Star 1, top left, lines to 2, 3, and 4; no line can be drawn from it", True)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # star 1 picked: it has no line left
    assert spoken[-1] == ("Star 1, top left, picked, but no line can be drawn from it", True)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert spoken[-1] == ("No line can be drawn from star 1", True)


def test_many_possible_ends_are_counted_and_the_computers_turn_is_said(window, qtbot, spoken):
    import math

    from triangles.ui.game.players import PlayerSpec

    ring = [[0.5 + 0.4 * math.cos(2 * math.pi * k / 11), 0.5 + 0.4 * math.sin(2 * math.pi * k / 11)] for k in range(11)]
    start(window, ring)
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert spoken[-1][0].endswith("picked: a line can go to 10 stars")
    start(window, [[0.2, 0.2], [0.9, 0.9], [0.3, 0.2], [0.2, 0.5]])
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert spoken[-1][0].endswith("picked: a line can go to 3, 4, and 2")  # nearest first
    stepped = []
    for _ in range(4):
        qtbot.keyClick(view, Qt.Key.Key_PageDown)
        stepped.append(window.scene.cursor)
    assert stepped == [2, 3, 1, 2]
    window.controller.computer_delay_ms = 60_000  # the computer is still to move
    start(window, SQUARE, players=(PlayerSpec("Computer", "testai:easy"), PlayerSpec("Ada")))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert spoken[-1] == ("Computer is thinking", True)  # why nothing can be drawn now
    assert window.scene.cursor < 0 or not window.scene.cursor_shown()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert spoken[-1] == ("Computer is thinking", True)
    play_triangle_to_end(window)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)  # after the end, Enter is not silent
    assert spoken[-1] == ("Game over", True)


def test_a_new_game_and_an_undo_are_said_with_the_score_and_whose_turn_it_is(window, qtbot, spoken):
    from triangles.ui.game.players import PlayerSpec

    start(window, SQUARE)
    qtbot.waitUntil(lambda: ("A board of 4 stars. Ada 0, Bo 0. Ada to play.", False) in spoken)  # once the focus settles
    click(window, 0)
    click(window, 1)
    spoken.clear()
    window.act_undo.trigger()
    assert spoken == [("Took back 1–2. Ada 0, Bo 0. Ada to play.", False)]
    window.controller.computer_delay_ms = 0
    start(window, SQUARE, players=(PlayerSpec("You"), PlayerSpec("Computer", "testai:easy")))
    click(window, 0)
    click(window, 1)
    qtbot.waitUntil(lambda: window.controller.is_human_turn())
    computer = window.controller.game.history[-1]
    spoken.clear()
    window.act_undo.trigger()  # the computer's answer goes with the person's move
    assert spoken == [(f"Took back 1–2 and {computer.a + 1}–{computer.b + 1}. You 0, Computer 0. Your turn.", False)]


def test_the_theme_editors_lists_are_labelled_by_their_rows(window):
    """On Linux a list's accessible name is its entry ("Solid"): a screen reader names it by the
    label that points to it, so every list of the theme editor has its row's label as buddy."""
    from PySide6.QtWidgets import QComboBox

    window.theme_editor()
    dialog = window._dialogs["themes"]
    labels = {}
    for combo in dialog.findChildren(QComboBox):
        relations = QAccessible.queryAccessibleInterface(combo).relations(QAccessible.RelationFlag.Label)
        labels[combo.accessibleName()] = [other.text(QAccessible.Text.Name) for other, _ in relations]
    assert labels == {"Player 1: Pattern": ["Pattern", "Player 1"], "Player 2: Pattern": ["Pattern", "Player 2"],
                      "Window: Font": ["Font", "Window"]}
    dialog.close()


def test_the_game_a_window_opens_with_is_said_once_the_window_is_active(qtbot, ui_registry, settings, spoken):
    """Started before the window is on screen, the announcement would be lost: it waits; and a
    move made before it is said makes it stale (the move says the score and turn itself)."""
    from triangles.ui.main_window import SETTLE_SPEECH_MS, MainWindow

    win = MainWindow(ui_registry, settings)
    qtbot.addWidget(win)
    start(win, SQUARE)
    qtbot.wait(SETTLE_SPEECH_MS + 100)
    assert not [text for text, _ in spoken if text.startswith("A board of")]
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    qtbot.waitUntil(lambda: any(text.startswith("A board of") for text, _ in spoken))
    assert [text for text, _ in spoken if text.startswith("A board of")] == ["A board of 4 stars. Ada 0, Bo 0. Ada to play."]
    spoken.clear()
    start(win, SQUARE)
    click(win, 0)
    click(win, 1)
    qtbot.wait(SETTLE_SPEECH_MS + 100)
    assert [text for text, _ in spoken] == ["Ada drew 1–2. Ada 0, Bo 0. Bo to play."]


def test_the_new_game_name_field_is_renamed_with_its_label_and_the_level_list_explains_itself(qtbot, ui_registry, settings):
    """Switching to two players turns "Your name" into "Player 1": the field is named outright
    (a screen reader keeps the name it read from the label before otherwise), and the level list
    carries the line under it."""
    from triangles.ui.dialogs.new_game_dialog import TWO_PLAYERS, NewGameDialog

    dialog = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(dialog)
    assert dialog.name1.accessibleName() == "Your name"
    assert dialog.opponent.accessibleDescription() == "The level sets how well the computer plays."
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(TWO_PLAYERS))
    assert dialog.name1.accessibleName() == "Player 1"


def test_a_line_that_would_close_a_triangle_says_so_before_it_is_drawn(window, qtbot, spoken):
    """What a sighted player sees at a glance: the line ending here completes a triangle."""
    start(window, TRIANGLE)  # 1 bottom left, 2 bottom right, 3 top
    for a, b in ((0, 1), (1, 2)):
        click(window, a)
        click(window, b)
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_PageUp)  # star 3, the last one a line can start from
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert spoken[-1] == ("Star 1, bottom left, lines to 2; Enter draws the line from star 3, closing 1 triangle", True)


def test_an_outline_closed_around_a_star_is_said_to_score_nothing(window, qtbot, spoken):
    """A sighted player sees the star inside; a player who cannot see it is told."""
    start(window, [[0.1, 0.9], [0.9, 0.9], [0.5, 0.1], [0.5, 0.6]])
    for a, b in ((0, 1), (1, 2), (2, 0)):
        click(window, a)
        click(window, b)
    assert spoken[-1] == ("Ada drew 3–1; 1 closed outline with stars inside, which scores nothing. Ada 0, Bo 0. Bo to play.", False)


@pytest.fixture
def described(monkeypatch, window) -> list[str]:
    """Texts said the AT-SPI way (speech.py): each non-empty description the board is given."""
    from triangles.ui import speech
    from triangles.ui.board.board_view import BoardView

    monkeypatch.setattr(speech, "THROUGH_DESCRIPTIONS", True)
    texts: list[str] = []
    plain = BoardView.setAccessibleDescription

    def record(self, text: str) -> None:  # noqa: ANN001
        if self is window.view and text:
            texts.append(text)
        plain(self, text)

    monkeypatch.setattr(BoardView, "setAccessibleDescription", record)
    return texts


def test_on_at_spi_each_text_is_said_once_through_the_focused_boards_description(window, qtbot, spoken, described):
    """Orca before 46 ignores announcements and every Orca says a change of the focused widget's
    description: there every text goes that way alone, and nothing else changes it (a star's
    words refreshed after a move, or the keys' help put back as the focus leaves, would be said
    out of turn)."""
    start(window, SQUARE)
    view = window.view
    view.setFocus()
    described.clear()
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert described == ["Star 1, top left, no lines", "Star 1, top left, picked: a line can go to 2, 4, and 3",
                         "Star 2, top right, no lines; Enter draws the line from star 1"]
    described.clear()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert described == ["Ada drew 1–2. Ada 0, Bo 0. Bo to play."]  # the move alone, not the star's new lines too
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    described.clear()
    qtbot.keyClick(view, Qt.Key.Key_Return)  # 1–2 again: refused, said once, star 1 kept
    assert described == ["This line is already drawn."] and window.scene.selected == 0
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert described[-1] == "This line is already drawn."  # the same words again are said again
    view.clearFocus()
    assert described[-1] == "This line is already drawn."  # no help text as the focus leaves
    assert not [text for text, _ in spoken if text.startswith(("Star", "Ada", "This"))]  # and no announcement besides


def test_an_enter_after_the_last_move_keeps_the_result_on_screen(window, qtbot):
    """A player drawing by keys (Enter picks a star) started a new game with the next Enter,
    before reading the result: the card takes the keyboard itself, and Tab reaches its buttons."""
    play_triangle_to_end(window)
    card = window.end_screen
    qtbot.waitUntil(card.isVisible)
    card._shown.invalidate()  # past the moment it ignores presses
    assert card.card.hasFocus() or QApplication.focusWidget() is card.card
    before = window.controller.game
    qtbot.keyClick(card.card, Qt.Key.Key_Return)
    qtbot.keyClick(card.card, Qt.Key.Key_Space)
    assert card.isVisible() and window.controller.game is before
    qtbot.keyClick(card.card, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() in (card.review_button, card.close_button, card.new_button)


def test_on_at_spi_the_end_card_is_said_by_the_focus_landing_in_it(window, qtbot, spoken, described):
    play_triangle_to_end(window)
    card = window.end_screen
    qtbot.waitUntil(card.isVisible)
    assert not [text for text, _ in spoken if text.startswith(card.title.text())]
    assert card.card.accessibleName() == card.title.text()


def test_the_board_is_given_back_the_focus_after_a_menu_and_says_its_star_not_its_last_text(window, qtbot, described, monkeypatch):
    """A closing menu hands the focus back without telling screen readers (Orca then ignored the
    board); and on AT-SPI, where the description is what was said last, it is set back, once the
    focus has left, to the cursor's star, which the board then says as it gets the focus again."""
    focused = []
    plain = QAccessible.updateAccessibility
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: (
        focused.append(event.object()) if event.type() == QAccessible.Event.Focus else None, plain(event)))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    start(window, SQUARE)
    view = window.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    click(window, 1)
    click(window, 2)  # the last text said: the move
    assert view.accessibleDescription().startswith("Ada drew 2–3")
    window.menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(window.menu.isVisible)
    qtbot.waitUntil(lambda: view.accessibleDescription() == "Star 1, top left, no lines")  # set while away
    window.menu.close()
    qtbot.waitUntil(view.hasFocus)
    assert focused and focused[-1] is view


def test_the_end_cards_score_is_read_as_words(window, qtbot):
    play_triangle_to_end(window)
    card = window.end_screen
    qtbot.waitUntil(card.isVisible)
    assert card.score.text() == "Ada 1 : 0 Bo" and card.score.accessibleName() == "Ada 1, Bo 0."


def test_on_at_spi_a_game_started_behind_a_dialog_is_read_with_the_focus_and_not_again(window, qtbot, spoken, described):
    """As a dialog closes, a screen reader reads the board's description with the focus: the new
    game's words are already there, and a change of description after it would say them twice."""
    from PySide6.QtWidgets import QDialog

    from triangles.ui.main_window import SETTLE_SPEECH_MS

    dialog = QDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    described.clear()
    with qtbot.waitSignal(window.controller.updated):
        start(window, SQUARE)
    assert not window.view.hasFocus() and described == ["A board of 4 stars. Ada 0, Bo 0. Ada to play."]
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.wait(SETTLE_SPEECH_MS + 100)
    assert described == ["A board of 4 stars. Ada 0, Bo 0. Ada to play."]  # not said again after the focus read
    assert not [text for text, _ in spoken if text.startswith("A board of")]


def test_on_at_spi_a_game_started_on_the_focused_board_is_said_once_the_focus_settles(window, qtbot, spoken, described):
    from triangles.ui.main_window import SETTLE_SPEECH_MS

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    described.clear()
    with qtbot.waitSignal(window.controller.updated):
        start(window, SQUARE)
    assert described == []
    qtbot.wait(SETTLE_SPEECH_MS + 100)
    assert described == ["A board of 4 stars. Ada 0, Bo 0. Ada to play."]
    assert not [text for text, _ in spoken if text.startswith("A board of")]
