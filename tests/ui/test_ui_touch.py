"""Touch sizing: on a touch device Qt's own small parts are a finger's size (dropdown and list
rows, scroll bars, spin box buttons), slimmer or stacked on a phone's width so no dialog grows
past the screen; a desktop worked with a mouse keeps Qt's compact sizes. Whether the sizing is on
is decided by a touch screen being present or by the setting, never by the screen's size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QInputDevice
from PySide6.QtWidgets import QComboBox, QListWidget, QSpinBox, QStyle, QStyleFactory, QStyleOptionSpinBox, QVBoxLayout, QWidget

from triangles.theme import Theme
from triangles.ui import style
from triangles.ui.style import NARROW_SCROLL_BAR, TOUCH_SCROLL_BAR, TOUCH_TARGET, apply_look, style_sheet, touch_sized

T = QInputDevice.DeviceType


def devices(*types: QInputDevice.DeviceType) -> list[QInputDevice]:
    return [QInputDevice(f"device {i}", i + 1, kind) for i, kind in enumerate(types)]


def controls(qtbot) -> dict[str, object]:  # noqa: ANN001
    """A dropdown (its list opened), a long list and a spin box, measured as drawn."""
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    combo, moves, spin = QComboBox(), QListWidget(), QSpinBox()
    combo.addItems(["Computer: Normal", "Computer: Hard", "Two players"])
    moves.addItems([f"{i}. A–B" for i in range(1, 41)])
    spin.setRange(0, 99)
    for widget in (combo, moves, spin):
        layout.addWidget(widget)
    host.resize(400, 500)
    host.show()
    qtbot.waitExposed(host)
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    row = view.visualRect(view.model().index(0, 0)).height()
    combo.hidePopup()
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    sub = spin.style().subControlRect
    at_hint = QStyleOptionSpinBox(option)
    at_hint.rect = QRect(0, 0, spin.sizeHint().width(), spin.sizeHint().height())
    field = sub(QStyle.ComplexControl.CC_SpinBox, at_hint, QStyle.SubControl.SC_SpinBoxEditField, spin)
    return {
        "text room": field.width(),
        "combo row": row,
        "list row": moves.visualItemRect(moves.item(0)).height(),
        "scroll bar": moves.verticalScrollBar().width(),
        "up": sub(QStyle.ComplexControl.CC_SpinBox, option, QStyle.SubControl.SC_SpinBoxUp, spin),
        "down": sub(QStyle.ComplexControl.CC_SpinBox, option, QStyle.SubControl.SC_SpinBoxDown, spin),
        "spin": spin.size(),
        "spin hint": spin.sizeHint(),
    }


def test_touch_sizing_is_decided_by_a_touch_screen_or_the_setting_not_the_screen_size(monkeypatch) -> None:
    style.set_touch_sizing(None)
    monkeypatch.delenv(style.TOUCH_SETTING, raising=False)
    assert touch_sized(devices(T.TouchScreen, T.Keyboard))  # a tablet
    assert touch_sized(devices(T.TouchScreen, T.TouchPad, T.Keyboard))  # a laptop with a touch screen
    assert not touch_sized(devices(T.Mouse, T.Keyboard))
    assert not touch_sized([])  # the offscreen test screen (800×600) is no tablet
    monkeypatch.setenv(style.TOUCH_SETTING, "1")
    assert touch_sized(devices(T.Mouse))
    monkeypatch.setenv(style.TOUCH_SETTING, "0")
    assert not touch_sized(devices(T.TouchScreen))
    style.set_touch_sizing(True)  # what the tests and an explicit choice use: above the setting
    assert touch_sized(devices(T.Mouse))


def test_with_touch_sizing_rows_scroll_bars_and_spin_buttons_are_a_finger_s_size(qtbot, touch) -> None:
    apply_look(Theme(), narrow=False)
    got = controls(qtbot)
    assert got["combo row"] >= TOUCH_TARGET, got
    assert got["list row"] >= TOUCH_TARGET, got
    assert got["scroll bar"] == TOUCH_SCROLL_BAR, got
    up, down = got["up"], got["down"]
    assert isinstance(up, QRect) and isinstance(down, QRect)
    # side by side: − at the left, + at the right, each a finger wide and (nearly) high
    assert up.width() >= TOUCH_TARGET and down.width() >= TOUCH_TARGET, (up, down)
    assert min(up.height(), down.height()) >= TOUCH_TARGET - 4, (up, down)
    assert down.right() < up.left(), (up, down)
    assert got["text room"] >= spin_text_width(), got  # the buttons do not take the number's room


def spin_text_width() -> int:
    """The width "99" takes in a spin box's font, with a little room."""
    spin = QSpinBox()
    return spin.fontMetrics().horizontalAdvance("99") + 4


def test_on_a_phone_s_width_scroll_bars_are_slimmer_and_spin_buttons_stay_at_the_right(qtbot, touch) -> None:
    apply_look(Theme(), narrow=False)
    wide = controls(qtbot)
    apply_look(Theme(), narrow=True)
    got = controls(qtbot)
    assert got["combo row"] >= TOUCH_TARGET and got["list row"] >= TOUCH_TARGET, got
    assert 24 <= got["scroll bar"] == NARROW_SCROLL_BAR < TOUCH_SCROLL_BAR, got
    up, down = got["up"], got["down"]
    assert isinstance(up, QRect) and isinstance(down, QRect)
    # one above the other at the right edge, each a finger wide and over half a finger high
    assert up.width() >= TOUCH_TARGET and down.width() >= TOUCH_TARGET, (up, down)
    assert up.bottom() < down.top() and up.left() == down.left(), (up, down)
    assert min(up.height(), down.height()) >= TOUCH_TARGET // 2, (up, down)
    assert got["text room"] >= spin_text_width(), got
    # and the box asks for less width than with the buttons side by side
    assert got["spin hint"].width() <= wide["spin hint"].width() - TOUCH_TARGET + 4, (got["spin hint"], wide["spin hint"])


def test_without_touch_the_desktop_keeps_qt_s_compact_sizes(qtbot) -> None:
    apply_look(Theme())  # touch sizing pinned off by tests/conftest.py, as on a desktop with a mouse
    got = controls(qtbot)
    fusion = QStyleFactory.create("Fusion")
    assert got["scroll bar"] == fusion.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) < 24, got
    assert got["combo row"] < TOUCH_TARGET and got["list row"] < 30, got
    up, down = got["up"], got["down"]
    assert isinstance(up, QRect) and isinstance(down, QRect)
    assert up.bottom() < down.top() and up.width() < 24, (up, down)  # Fusion's small stacked arrows
    assert style_sheet(Theme()) == style_sheet(Theme(), touch=False)
    assert "::up-button" not in style_sheet(Theme()) and "QAbstractItemView::item" not in style_sheet(Theme())


def test_the_look_follows_a_change_of_the_setting(qtbot, touch) -> None:
    """Applying the look again (a theme change) with touch sizing switched off gives the desktop's
    sizes back: the style's metrics as well as its style sheet."""
    apply_look(Theme(), narrow=False)
    assert controls(qtbot)["scroll bar"] == TOUCH_SCROLL_BAR
    style.set_touch_sizing(False)
    apply_look(Theme())
    assert controls(qtbot)["scroll bar"] < 24


@pytest.mark.parametrize("touch_on", [True, False], ids=["touch", "desktop"])
def test_the_rules_window_scroll_bar_is_a_finger_s_width_on_a_tablet(qtbot, registry, settings, monkeypatch, touch_on) -> None:
    from uihelpers import make_window

    from triangles.ui import screen_fit

    monkeypatch.setattr(screen_fit, "available_area", lambda widget: QRect(0, 0, 1280, 800))
    style.set_touch_sizing(touch_on)
    window = make_window(qtbot, registry, settings)
    window.rules_window()
    rules = window._dialogs["rules"]
    qtbot.waitExposed(rules)
    bars = [area.verticalScrollBar() for area in rules.findChildren(QWidget) if hasattr(area, "verticalScrollBar")]
    assert bars
    for bar in bars:
        width = bar.sizeHint().width()
        assert (width == TOUCH_SCROLL_BAR) if touch_on else (width < 24), width
