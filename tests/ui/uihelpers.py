"""Helpers for the game window tests: a window with instant animations, and presses on the real
view at star positions (mouse events are sent to the viewport exactly as a mouse would)."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from triangles.plugins.registry import Registry
from triangles.ui.main_window import MainWindow
from triangles.ui.settings import AppSettings


def make_window(qtbot: Any, registry: Registry, settings: AppSettings) -> MainWindow:
    win = MainWindow(registry, settings)
    qtbot.addWidget(win)
    win.resize(900, 760)
    win.show()
    qtbot.waitExposed(win)
    win.scene.animation_ms = 0
    win.controller.computer_delay_ms = 0
    return win


def when_modal(act: Callable[[Any], None], kind: type = QWidget, skip: object = None, delay_ms: int = 20) -> None:
    """Call `act` with the next modal dialog of type `kind` (other than `skip`) once it is shown. A
    modal dialog's exec() blocks the test that opens it, so what to do with it is queued first."""

    def look() -> None:
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, kind) or widget is skip:
            QTimer.singleShot(delay_ms, look)
            return
        act(widget)

    QTimer.singleShot(delay_ms, look)


def star_point(win: MainWindow, index: int) -> QPoint:
    """Where star `index` is on the view's viewport, in pixels."""
    return win.view.mapFromScene(win.scene.star_pos(index))


def mouse(win: MainWindow, kind: QEvent.Type, pos: QPoint, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    """Send one mouse event to the board's viewport (presses, moves with the button held, releases)."""
    vp = win.view.viewport()
    buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else button
    event = QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), button if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, event)


def click(win: MainWindow, index: int, offset: QPoint = QPoint(0, 0)) -> None:
    pos = star_point(win, index) + offset
    mouse(win, QEvent.Type.MouseButtonPress, pos)
    mouse(win, QEvent.Type.MouseButtonRelease, pos)


def drag(win: MainWindow, a: int, b: int, steps: int = 6) -> None:
    start, end = star_point(win, a), star_point(win, b)
    mouse(win, QEvent.Type.MouseButtonPress, start)
    for k in range(1, steps + 1):
        p = start + (end - start) * (k / steps)
        mouse(win, QEvent.Type.MouseMove, p)
    mouse(win, QEvent.Type.MouseButtonRelease, end)


def finger_drag(qtbot: Any, widget: QWidget, start: QPoint, end: QPoint) -> None:
    """One finger from `start` to `end` (points of `widget`), in eight steps a frame apart."""
    from PySide6.QtTest import QTest

    device = QTest.createTouchDevice()
    QTest.touchEvent(widget, device).press(0, start, widget).commit()
    for k in range(1, 9):
        qtbot.wait(16)
        QTest.touchEvent(widget, device).move(0, start + (end - start) * (k / 8), widget).commit()
    QTest.touchEvent(widget, device).release(0, end, widget).commit()


def finger_tap(widget: QWidget, at: QPoint) -> None:
    from PySide6.QtTest import QTest

    device = QTest.createTouchDevice()
    QTest.touchEvent(widget, device).press(0, at, widget).commit()
    QTest.touchEvent(widget, device).release(0, at, widget).commit()


def drawn(win: MainWindow) -> list[tuple[int, int, int]]:
    game = win.controller.game
    assert game is not None
    return [(min(a, b), max(a, b), p) for a, b, p in game.drawn_segments()]



def people(a: str = "Ada", b: str = "Bo") -> tuple:
    from triangles.ui.game.players import PlayerSpec

    return (PlayerSpec(a), PlayerSpec(b))


def start(win: MainWindow, stars: list[list[float]], players: tuple | None = None, **options: Any) -> None:
    """A classic game on these stars (board units) between `players` (two people by default)."""
    from triangles.ui.game.controller import GameSetup

    win.controller.new_game(GameSetup("classic", players or people(), ""), stars, {"extra_turn": False, **options})


def load(win: MainWindow, stars: list[list[float]], moves: list[list[int]], players: tuple) -> None:
    """Resume a game from a record with these moves already played."""
    from triangles.engine.record import from_json

    rec = from_json({"format": "triangles/1", "rules": "classic", "options": {}, "stars": stars, "moves": moves,
                     "players": [p.to_json() for p in players]})
    win.controller.load_record(rec)


#: Four stars in a square (A, B, C, D clockwise on screen): the diagonals cross.
SQUARE = [[0.2, 0.2], [0.8, 0.2], [0.8, 0.8], [0.2, 0.8]]
#: Three stars on a line (the middle one blocks A–C) and one above.
LINE = [[0.2, 0.5], [0.5, 0.5], [0.8, 0.5], [0.5, 0.85]]
#: One triangle.
TRIANGLE = [[0.2, 0.8], [0.8, 0.8], [0.5, 0.2]]
