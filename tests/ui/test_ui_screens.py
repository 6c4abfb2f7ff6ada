"""Fitting the screen: the first window on a tablet and on a desktop, the end card through a
resize or a rotation, and a language switch reaching the dialogs that are open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QInputDevice
from PySide6.QtWidgets import QApplication
from uihelpers import SQUARE, make_window, start

from triangles.engine.moves import Outcome
from triangles.ui import main_window as main_window_module
from triangles.ui.i18n import install_language
from triangles.ui.screen_fit import client_area
from triangles.ui.window_size import fitted, touch_first
from triangles_themes import Nebula

T = QInputDevice.DeviceType


def devices(*types: QInputDevice.DeviceType) -> list[QInputDevice]:
    return [QInputDevice(f"device {i}", i + 1, kind) for i, kind in enumerate(types)]


def test_touch_first_means_a_touch_screen_and_no_mouse_or_touch_pad() -> None:
    assert touch_first(devices(T.TouchScreen, T.Keyboard))
    assert not touch_first(devices(T.TouchScreen, T.TouchPad, T.Keyboard))  # a laptop
    assert not touch_first(devices(T.Mouse, T.Keyboard))
    assert not touch_first([])


def test_a_first_window_fits_the_screen() -> None:
    big = fitted(QRect(0, 0, 1920, 1200))
    assert 1400 <= big.width() <= 1750 and 950 <= big.height() <= 1100 and big.center() == QRect(0, 0, 1920, 1200).center()
    phone = fitted(QRect(0, 0, 320, 568))
    assert phone.width() <= 320 and phone.height() <= 568
    wide = fitted(QRect(0, 0, 3440, 1440))
    assert wide.width() <= wide.height() * 1.46


def test_a_first_window_follows_an_upright_screen_and_fills_a_phone() -> None:
    upright = QRect(0, 0, 800, 1280)
    tablet = fitted(upright)
    assert tablet.height() > tablet.width() and tablet.width() >= 0.8 * 800 and tablet.height() >= 0.8 * 1280
    assert tablet.center() == upright.center()
    for phone in (QRect(0, 24, 412, 891), QRect(0, 0, 915, 412), QRect(0, 0, 320, 568)):
        assert fitted(phone) == phone


def test_the_first_start_on_a_tablet_is_full_screen_and_remembered(qtbot, ui_registry, settings, monkeypatch):
    monkeypatch.setattr(main_window_module, "touch_first", lambda: True)
    window = make_window(qtbot, ui_registry, settings)
    window.start()
    assert window.isFullScreen() and settings.fullscreen and window.act_fullscreen.isChecked()
    window.toggle_fullscreen()  # the player leaves full screen: the next start remembers it
    window.close()
    again = make_window(qtbot, ui_registry, settings)
    again.start()
    assert not again.isFullScreen() and not settings.fullscreen


def test_the_first_start_on_a_desktop_fits_the_screen(qtbot, ui_registry, settings, monkeypatch):
    monkeypatch.setattr(main_window_module, "touch_first", lambda: False)
    window = make_window(qtbot, ui_registry, settings)
    window.start()
    expected = fitted(client_area(window))
    assert not window.isFullScreen() and QSize(window.width(), window.height()) == expected.size()


def test_a_first_window_on_a_short_screen_keeps_its_title_bar_on_the_screen(qtbot, ui_registry, settings, monkeypatch):
    """A tablet at 200 % without touch (400 points high): the window and its frame fit, the
    title bar is not pushed above the screen's top."""
    from triangles.ui import screen_fit

    area = QRect(0, 0, 640, 400)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    monkeypatch.setattr(main_window_module, "touch_first", lambda: False)
    window = make_window(qtbot, ui_registry, settings)
    window.start()
    extra = screen_fit.frame_extra(window)
    frame = window.geometry().adjusted(-extra.width() // 2, -(extra.height() - extra.width() // 2), extra.width() // 2, extra.width() // 2)
    assert area.contains(frame), (frame, area)


def test_the_end_card_stays_whole_and_centred_when_the_window_shrinks(window, qtbot):
    start(window, SQUARE)
    window.resize(1280, 800)
    QApplication.processEvents()
    window.end_screen.show_result(*window.result_text(Outcome(1, (3, 1))), "No triangle can be closed any more.")
    window.end_screen.review_button.show()
    for size in ((400, 800), (800, 400), (320, 568), (740, 360)):  # smaller, then a tablet turned on its side
        window.resize(*size)
        qtbot.waitUntil(lambda: window.end_screen.width() == window.board_area.width())
        QApplication.processEvents()
        card = window.end_screen.card.geometry()
        area = window.end_screen.rect()
        assert area.contains(card), (size, card, area)
        assert abs(card.center().x() - area.center().x()) <= 2


def test_a_language_switch_reaches_the_theme_list_of_an_open_settings_dialog(qtbot, ui_registry, settings):
    ui_registry.add("triangles.themes", "nebula", Nebula, "triangles", "test")
    window = make_window(qtbot, ui_registry, settings)
    window.settings_dialog()
    dialog = window._dialogs["settings"]
    titles = lambda: [dialog.theme.itemText(i) for i in range(dialog.theme.count())]  # noqa: E731
    assert "Nebula" in titles()
    try:
        install_language("cs")
        qtbot.waitUntil(lambda: "Mlhovina" in titles())
    finally:
        install_language("en")


class _Screen:
    """A screen as Qt reports it: its millimetres (which virtual displays make up) and points."""

    def __init__(self, mm: tuple[int, int], points: tuple[int, int]) -> None:
        self.mm, self.points = mm, points

    def physicalSize(self):  # noqa: N802 (Qt's name)
        from PySide6.QtCore import QSizeF

        return QSizeF(*self.mm)

    def availableSize(self):  # noqa: N802
        from PySide6.QtCore import QSize

        return QSize(*self.points)


@pytest.mark.parametrize(("mm", "points", "board"), [
    ((65, 140), (412, 891), "phone-60"),     # a phone that reports its size
    ((109, 242), (412, 891), "phone-60"),    # a phone-sized screen claiming 10 inches (96 dpi guess)
    ((217, 136), (1280, 800), "tablet-80"),  # a tablet
    ((527, 296), (1920, 1040), "tablet-80"), # a desktop monitor
])
def test_the_first_board_size_follows_the_screen(monkeypatch, mm, points, board) -> None:
    from PySide6.QtGui import QGuiApplication

    from triangles.ui.dialogs import new_game_dialog

    monkeypatch.setattr(QGuiApplication, "primaryScreen", staticmethod(lambda: _Screen(mm, points)))
    assert new_game_dialog.default_board_size() == board
