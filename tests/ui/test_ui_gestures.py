"""Gestures on the real board view: mouse, touch and pen-style presses on star positions draw
segments; the selected star cancels; zoom, pan and fit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from uihelpers import SQUARE, click, drag, drawn, mouse, star_point, start

from triangles.ui.board.board_sizes import HIT_DIAMETER_MM
from triangles.ui.board.board_view import _screen_dpi


def test_tap_then_tap_with_the_mouse_draws_a_segment_in_the_movers_colour(window):
    start(window, SQUARE)
    click(window, 0)
    assert window.scene.selected == 0
    click(window, 1)
    assert drawn(window) == [(0, 1, 1)]
    (item,) = window.scene.segment_items()
    assert item.pen().color().name() == window.theme.player1.lower()
    assert window.scene.selected == -1


def test_dragging_from_star_to_star_draws_a_segment_with_a_live_rubber_band(window):
    start(window, SQUARE)
    a, b = star_point(window, 1), star_point(window, 2)
    mouse(window, QEvent.Type.MouseButtonPress, a)
    mouse(window, QEvent.Type.MouseMove, (a + b) / 2)
    rubber = window.scene._rubber
    assert rubber.isVisible()
    assert rubber.line().p2() == window.view.mapToScene((a + b) / 2)
    mouse(window, QEvent.Type.MouseMove, b)
    assert window.scene._hover_ring.isVisible()
    mouse(window, QEvent.Type.MouseButtonRelease, b)
    assert drawn(window) == [(1, 2, 1)]
    assert not rubber.isVisible()


def test_second_player_draws_in_the_second_colour(window):
    start(window, SQUARE)
    drag(window, 0, 1)
    drag(window, 1, 2)
    assert drawn(window) == [(0, 1, 1), (1, 2, 2)]
    colours = {s.player: s.pen().color().name() for s in window.scene.segment_items()}
    assert colours == {1: window.theme.player1.lower(), 2: window.theme.player2.lower()}


def test_tapping_the_selected_star_again_cancels(window):
    start(window, SQUARE)
    click(window, 0)
    assert window.scene.selected == 0
    click(window, 0)
    assert window.scene.selected == -1
    click(window, 1)
    assert window.scene.selected == 1 and drawn(window) == []


def test_a_tap_near_a_star_hits_it_and_the_nearest_star_wins(window):
    start(window, SQUARE)
    radius_px = HIT_DIAMETER_MM / 2 / 25.4 * _screen_dpi(window.view)
    near = int(radius_px * 0.7)
    click(window, 0, QPoint(near, 0))
    assert window.scene.selected == 0
    click(window, 3, QPoint(0, -near))
    assert drawn(window) == [(0, 3, 1)]
    # Two stars closer than the hit diameter: a press between them goes to the nearer one.
    start(window, [[0.5, 0.5], [0.51, 0.5], [0.5, 0.9]])
    a, b = star_point(window, 0), star_point(window, 1)
    assert (b - a).manhattanLength() < 2 * radius_px
    window.scene.pointer_down(window.view.mapToScene(a + (b - a) * 0.4), window.view.hit_radius())
    assert window.scene.selected == 0


def test_a_tap_far_from_every_star_selects_nothing(window):
    start(window, SQUARE)
    mid = (star_point(window, 0) + star_point(window, 2)) / 2
    mouse(window, QEvent.Type.MouseButtonPress, mid)
    mouse(window, QEvent.Type.MouseButtonRelease, mid)
    assert window.scene.selected == -1


def _touch_device():
    return QTest.createTouchDevice()


def test_finger_taps_draw_a_segment(window):
    start(window, SQUARE)
    device = _touch_device()
    vp = window.view.viewport()
    for star in (2, 3):
        p = star_point(window, star)
        QTest.touchEvent(vp, device).press(0, p, vp).commit()
        QTest.touchEvent(vp, device).release(0, p, vp).commit()
    assert drawn(window) == [(2, 3, 1)]


def test_a_finger_drag_draws_a_segment(window):
    start(window, SQUARE)
    device = _touch_device()
    vp = window.view.viewport()
    a, b = star_point(window, 0), star_point(window, 1)
    QTest.touchEvent(vp, device).press(0, a, vp).commit()
    for k in range(1, 5):
        QTest.touchEvent(vp, device).move(0, a + (b - a) * (k / 4), vp).commit()
    QTest.touchEvent(vp, device).release(0, b, vp).commit()
    assert drawn(window) == [(0, 1, 1)]


def test_pinch_zooms_two_fingers_pan_and_double_tap_fits(window):
    start(window, SQUARE)
    device = _touch_device()
    vp = window.view.viewport()
    c = vp.rect().center()
    QTest.touchEvent(vp, device).press(0, c - QPoint(40, 0), vp).press(1, c + QPoint(40, 0), vp).commit()
    QTest.touchEvent(vp, device).move(0, c - QPoint(120, 0), vp).move(1, c + QPoint(120, 0), vp).commit()
    assert window.view.zoom > 2.5
    before = window.view.mapToScene(c)
    QTest.touchEvent(vp, device).move(0, c - QPoint(120, -60), vp).move(1, c + QPoint(120, 60), vp).commit()
    QTest.touchEvent(vp, device).release(0, c - QPoint(120, -60), vp).release(1, c + QPoint(120, 60), vp).commit()
    after = window.view.mapToScene(c)
    assert after.y() < before.y()  # the board followed the fingers down
    assert drawn(window) == [] and window.scene.selected == -1
    empty = QPoint(5, 5)
    for _ in range(2):
        QTest.touchEvent(vp, device).press(0, empty, vp).commit()
        QTest.touchEvent(vp, device).release(0, empty, vp).commit()
    assert abs(window.view.zoom - 1.0) < 1e-6


def test_wheel_zooms_right_drag_pans_and_fit_restores(window):
    start(window, SQUARE)
    vp = window.view.viewport()
    c = vp.rect().center()
    wheel = QWheelEvent(QPointF(c), QPointF(vp.mapToGlobal(c)), QPoint(), QPoint(0, 360), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(vp, wheel)
    assert window.view.zoom > 1.4
    before = window.view.mapToScene(c)
    mouse(window, QEvent.Type.MouseButtonPress, c, Qt.MouseButton.RightButton)
    mouse(window, QEvent.Type.MouseMove, c + QPoint(50, 0), Qt.MouseButton.RightButton)
    mouse(window, QEvent.Type.MouseButtonRelease, c + QPoint(50, 0), Qt.MouseButton.RightButton)
    assert window.view.mapToScene(c).x() < before.x()
    assert drawn(window) == []
    window.btn_fit.click()
    assert abs(window.view.zoom - 1.0) < 1e-6


def test_the_board_fits_every_window_size(window, qtbot):
    start(window, SQUARE)
    for w, h in ((400, 800), (1280, 800), (900, 500)):
        window.resize(w, h)
        QApplication.processEvents()
        rect = window.view.mapFromScene(window.scene.board_rect()).boundingRect()
        vp = window.view.viewport().rect()
        assert vp.adjusted(-2, -2, 2, 2).contains(rect)
        assert rect.width() >= vp.width() - 4 or rect.height() >= vp.height() - 4


def test_the_keyboard_moves_a_cursor_between_stars_and_draws(window, qtbot):
    start(window, SQUARE)  # A top left, B top right, C bottom right, D bottom left
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)  # first press: the star nearest the centre
    first = window.scene.cursor
    assert first >= 0
    # Walk to A (top left): left then up reach it from anywhere on the square.
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(view, key)
    assert window.scene.cursor == 0
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.scene.selected == 0
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.scene.cursor == 1
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert drawn(window) == [(0, 1, 1)]
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom > 1.2
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert abs(view.zoom - 1.0) < 1e-6


def test_the_keyboards_cursor_ring_goes_when_the_mouse_or_a_finger_plays(window, qtbot):
    start(window, SQUARE)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Up)
    ring, where = window.scene._cursor_ring, window.scene.cursor
    assert ring.isVisible()
    click(window, 1)
    assert not ring.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # back, from where it was
    assert ring.isVisible() and where >= 0


def test_hovering_with_the_mouse_rings_the_star_a_click_would_pick(window):
    start(window, SQUARE)
    mouse(window, QEvent.Type.MouseMove, star_point(window, 2) + QPoint(4, 4), Qt.MouseButton.NoButton)
    ring = window.scene._hover_ring
    assert ring.isVisible() and ring.pos() == window.scene.star_pos(2)
    mid = (star_point(window, 0) + star_point(window, 2)) / 2
    mouse(window, QEvent.Type.MouseMove, mid, Qt.MouseButton.NoButton)
    assert not ring.isVisible()


def test_one_finger_or_the_left_button_on_empty_space_pans_a_zoomed_board(window):
    start(window, SQUARE)
    view, vp = window.view, window.view.viewport()
    c = vp.rect().center()
    view.zoom_by(3.0, QPointF(c))
    before = view.mapToScene(c)
    device = _touch_device()
    QTest.touchEvent(vp, device).press(0, c, vp).commit()
    QTest.touchEvent(vp, device).move(0, c + QPoint(0, 80), vp).commit()
    QTest.touchEvent(vp, device).release(0, c + QPoint(0, 80), vp).commit()
    after = view.mapToScene(c)
    assert after.y() < before.y() - 10
    mouse(window, QEvent.Type.MouseButtonPress, c)
    mouse(window, QEvent.Type.MouseMove, c + QPoint(60, 0))
    mouse(window, QEvent.Type.MouseButtonRelease, c + QPoint(60, 0))
    assert view.mapToScene(c).x() < after.x() - 10
    assert drawn(window) == [] and window.scene.selected == -1


def test_zooming_in_grows_stars_by_the_square_root_of_the_zoom(window, qtbot):
    start(window, SQUARE)
    stars = window.scene._star_layer
    on_screen = lambda: stars.radius * window.view.transform().m11()  # noqa: E731
    assert abs(on_screen() - window.theme.star_radius) < 0.01
    window.view.zoom_by(4.0, QPointF(window.view.viewport().rect().center()))
    qtbot.waitUntil(lambda: abs(window.scene.view_zoom - window.view.zoom) < 1e-6, timeout=2000)
    assert abs(on_screen() - window.theme.star_radius * 2.0) < 0.01
    window.btn_fit.click()
    assert abs(on_screen() - window.theme.star_radius) < 0.01


def test_dragging_from_another_star_while_one_is_selected_draws_from_the_dragged_star(window):
    start(window, SQUARE)
    click(window, 0)
    assert window.scene.selected == 0
    drag(window, 1, 2)
    assert drawn(window) == [(1, 2, 1)]
    assert window.scene.selected == -1


def test_the_keys_play_on_a_new_board_without_first_reaching_it(window, qtbot):
    """The board holds the keyboard from the start and after a new game begun from a button
    (the end card's New game held it before the card went)."""
    assert window.focusWidget() is window.view
    window.end_screen.show_result("You won!", "3 : 1")
    window.end_screen.new_button.setFocus()
    window.end_screen.hide()
    assert window.focusWidget() is not window.view  # Qt hands it on along the buttons
    start(window, SQUARE)
    assert window.focusWidget() is window.view
