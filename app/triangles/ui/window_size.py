"""The window's first size: full screen on a device whose primary input is a touch screen (a
tablet), else a size fitted to the screen in its orientation, centred; on a phone-sized screen
all of its free area. Later starts reuse what the player left."""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QInputDevice

from .style import NARROW_SCREEN

#: Share of the screen's free area the first window takes on a desktop.
SCREEN_SHARE = 0.85
#: The widest a first window is made, relative to its height (a board needs height more).
MAX_ASPECT = 1.45


def touch_first(devices: Iterable[QInputDevice] | None = None) -> bool:
    """True when there is a touch screen and no mouse or touch pad: a tablet, not a laptop
    that happens to have a touch screen."""
    found = list(QInputDevice.devices() if devices is None else devices)
    types = {d.type() for d in found}
    T = QInputDevice.DeviceType
    return T.TouchScreen in types and not types & {T.Mouse, T.TouchPad}


def fitted(available: QRect, minimum: QSize = QSize(320, 480)) -> QRect:
    """A window rectangle for a first start on a screen with this free area: most of it, not
    wider than MAX_ASPECT, centred (upright on an upright screen); all of it on a phone (a
    window any smaller than a phone's screen only wastes it)."""
    if min(available.width(), available.height()) < NARROW_SCREEN:
        return QRect(available)
    h = max(minimum.height(), round(available.height() * SCREEN_SHARE))
    w = max(minimum.width(), min(round(available.width() * SCREEN_SHARE), round(h * MAX_ASPECT)))
    w, h = min(w, available.width()), min(h, available.height())
    rect = QRect(0, 0, w, h)
    rect.moveCenter(available.center())
    return rect
