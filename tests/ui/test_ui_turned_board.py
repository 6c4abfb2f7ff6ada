"""A board made for a landscape window shown in a portrait one (a tablet turned, a game opened on
a phone) is turned a quarter to fill it, and plays the same: a drag draws the segment under the
finger, the arrow keys move the cursor the way they point on the screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from uihelpers import drag, drawn, people, star_point

from triangles.ui.dialogs.new_game_dialog import NewGameChoice


def _landscape_game(window, qtbot) -> None:  # noqa: ANN001
    window.resize(1200, 640)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1200, 640))
    assert window.start_game(NewGameChoice("classic", {}, people(), "phone-24", "nebula"), seed=3)
    rect = window.scene.board_rect()
    assert rect.width() > 1.4 * rect.height()  # a wide board, made for this window


def _on_screen(window) -> QRectF:  # noqa: ANN001
    """The board's rectangle on the viewport."""
    return window.view.mapFromScene(window.scene.board_rect()).boundingRect().toRectF()


def test_a_wide_board_turns_in_a_tall_window_and_back(window, qtbot) -> None:
    _landscape_game(window, qtbot)
    assert not window.view.turned
    wide = _on_screen(window)
    window.resize(640, 1200)
    qtbot.waitUntil(lambda: window.view.turned)
    tall, board, vp = _on_screen(window), window.scene.board_rect(), window.view.viewport().rect()
    unturned = min(vp.width() / board.width(), vp.height() / board.height())  # a band across the middle
    assert tall.height() > tall.width()
    assert tall.width() * tall.height() > 2.5 * unturned**2 * board.width() * board.height()
    # as large as the tall window allows: it fills the window's height or its width
    assert tall.height() >= 0.95 * vp.height() or tall.width() >= 0.95 * vp.width()
    viewport = QRectF(window.view.viewport().rect()).adjusted(-1, -1, 1, 1)
    assert all(viewport.contains(QPointF(star_point(window, i))) for i in range(len(window.scene.stars)))
    window.resize(1200, 640)
    qtbot.waitUntil(lambda: not window.view.turned)
    assert abs(_on_screen(window).width() - wide.width()) < 2


def test_a_turned_board_plays_under_the_finger_and_the_arrow_keys(window, qtbot) -> None:
    _landscape_game(window, qtbot)
    window.resize(640, 1200)
    qtbot.waitUntil(lambda: window.view.turned)
    game = window.controller.game
    move = next(iter(game.legal_moves))
    drag(window, move.a, move.b)
    assert drawn(window) == [(min(move.a, move.b), max(move.a, move.b), 1)]
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # the cursor appears on the star nearest the middle
    middle = window.scene.cursor
    ways = {Qt.Key.Key_Right: lambda a, b: b.x() > a.x(), Qt.Key.Key_Down: lambda a, b: b.y() > a.y(),
            Qt.Key.Key_Left: lambda a, b: b.x() < a.x(), Qt.Key.Key_Up: lambda a, b: b.y() < a.y()}
    for key, moved in ways.items():
        window.scene._cursor = middle
        before = star_point(window, middle)
        qtbot.keyClick(window.view, key)
        assert moved(before, star_point(window, window.scene.cursor)), key


def test_a_board_made_upright_turns_when_opened_on_a_laptop(window, qtbot, tmp_path) -> None:
    """A game saved on an upright tablet (a 4:5 board) fills a 1280 x 800 window turned, about a
    quarter larger than upright; the same board is not turned back in the upright window."""
    window.resize(700, 1000)
    qtbot.waitUntil(lambda: window.size().toTuple() == (700, 1000))
    assert window.start_game(NewGameChoice("classic", {}, people(), "tablet-60", "nebula"), seed=3)
    board = window.scene.board_rect()
    assert board.height() > 1.2 * board.width() and not window.view.turned
    path = tmp_path / "upright.triangles"
    assert window.save_file(str(path))
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1280, 800))
    assert window.open_file(str(path))
    vp = window.view.viewport().rect()
    upright = min(vp.width() / board.width(), vp.height() / board.height())
    qtbot.waitUntil(lambda: window.view.turned)
    assert window.view.fit_scale > 1.15 * upright
    shown = _on_screen(window)
    assert shown.width() > shown.height()
