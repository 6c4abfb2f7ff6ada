"""Suggest move in the classic rules: chosen in New Game (never, 3, unlimited), shown on the
board, counted down, and games played with hints counted apart in the statistics."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QComboBox

from triangles.ui.dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from triangles.ui.game.players import PlayerSpec
from triangles.ui.settings import Statistics
from triangles_ai import StandardAI


def _start(window, hints: str, opponent: str = "") -> None:
    window.registry.add("triangles.ai", "standard", StandardAI, "triangles", "test")
    players = (PlayerSpec("Ada"), PlayerSpec("Computer", opponent) if opponent else PlayerSpec("Bo"))
    assert window.start_game(NewGameChoice("classic", {"hints": hints}, players, "phone-24", "nebula"), seed=3)


def test_new_game_offers_the_hint_limit(qtbot, ui_registry, settings) -> None:
    dialog = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(dialog)
    combo = dialog._option_widgets["hints"][1]
    assert isinstance(combo, QComboBox)
    assert [combo.itemData(i) for i in range(combo.count())] == ["none", "3", "unlimited"]
    combo.setCurrentIndex(1)
    assert dialog.option_values()["hints"] == "3"


def test_no_suggest_move_by_default(window) -> None:
    _start(window, "none")
    assert window.btn_hint.isHidden() and not window.act_hint.isVisible()


def test_three_hints_shown_on_the_board_and_counted(window, qtbot) -> None:
    _start(window, "3")
    assert window.btn_hint.isVisible() and window.btn_hint.isEnabled()
    shown = []
    window.controller.hint_ready.connect(shown.append)
    game = window.controller.game
    for left in (2, 1, 0):
        items = len(window.scene.items())
        window.btn_hint.click()
        qtbot.waitUntil(lambda n=2 * (2 - left) + 1: len(shown) == n, timeout=20000)
        assert game.check(shown[-1]) is None
        assert len(window.scene.items()) > items  # the suggestion is drawn
        assert game.hints_left() == left
        assert window.dice_panel.hints.text().endswith(str(left))
        window.controller.request_hint()  # asked again before a move: the same one, not counted again
        assert shown[-1] == shown[-2] and game.hints_left() == left
        if left:
            window.controller.play(shown[-1])  # Ada draws it; Bo plays; Ada is to move again
            window.controller.play(next(iter(game.legal_moves)))
    assert not window.btn_hint.isEnabled()


def test_the_hints_left_are_centred_over_the_board(window, qtbot) -> None:
    """Classic turns have no die and no count of lines: nothing kept for them pushes the line aside."""
    _start(window, "3")
    panel = window.dice_panel
    qtbot.waitUntil(panel.hints.isVisible)
    QApplication.processEvents()
    centre = panel.hints.mapTo(panel, panel.hints.rect().center()).x()
    assert abs(centre - panel.rect().center().x()) <= 2


def test_games_with_hints_are_counted_apart(window, qtbot, settings) -> None:
    _start(window, "unlimited", opponent="standard:beginner")
    shown = []
    window.controller.hint_ready.connect(shown.append)
    window.btn_hint.click()
    qtbot.waitUntil(lambda: bool(shown), timeout=20000)
    assert window._hints_used(1) and not window._hints_used(2)
    stats = Statistics(settings)
    stats.record("standard:beginner", "win")
    stats.record("standard:beginner", "loss", with_hints=True)
    assert stats.get("standard:beginner").games == 1
    assert stats.get("standard:beginner" + Statistics.WITH_HINTS).losses == 1
    window.statistics_dialog()
    table = window._dialogs["stats"].table
    titles = [table.item(r, 0).text() for r in range(table.rowCount())]
    assert titles == ["Beginner", "Beginner, with hints"]


def test_a_click_on_suggest_move_leaves_the_keyboard_on_the_board(window, qtbot) -> None:
    """The last hint used, the button is disabled: the focus stays on the board, not on Fit."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    _start(window, "3")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    shown = []
    window.controller.hint_ready.connect(shown.append)
    for count in (1, 2, 3):
        qtbot.mouseClick(window.btn_hint, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda n=count: len(shown) == n, timeout=20000)
        window.controller.play(shown[-1])
        window.controller.play(next(iter(window.controller.game.legal_moves)))
    assert not window.btn_hint.isEnabled()
    assert QApplication.focusWidget() is window.view


def test_a_suggested_line_is_said_to_a_screen_reader(window, qtbot, monkeypatch) -> None:
    """The suggestion is drawn, not written: without this a person who cannot see the board
    would spend a hint and learn nothing."""
    from PySide6.QtGui import QAccessible

    from triangles.engine import Move
    from triangles.ui.i18n import install_language

    said: list[str] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        lambda event: said.append(event.message()) if event.type() == QAccessible.Event.Announcement else None)
    install_language("en")
    _start(window, "3")
    shown = []
    window.controller.hint_ready.connect(shown.append)
    window.btn_hint.click()
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=20000)
    move = shown[0]
    assert isinstance(move, Move) and said[-1] == f"Suggested move: {move.a + 1}–{move.b + 1}"
