"""What a screen reader says beyond the widgets' own names: the moves, the refusals and the end
of a game, which otherwise show only as drawings on the board.

Two channels, one per platform family, so that each text is said once:
- Qt accessibility announcements, which Narrator (UI Automation notifications on Windows),
  VoiceOver and Orca 46 or later read out without moving the keyboard focus;
- on Linux (AT-SPI), a change of the focused widget's description: Orca before 46 ignores
  announcements, and every Orca says such a change, so an announcement besides would be said
  twice by the newer ones. A text for a widget without the focus goes as an announcement there.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QGuiApplication
from PySide6.QtWidgets import QWidget

#: Qt platforms whose screen readers speak through AT-SPI.
AT_SPI_PLATFORMS = ("xcb", "wayland", "wayland-egl")
#: Whether texts go through the focused widget's description; None: decided by the platform.
THROUGH_DESCRIPTIONS: bool | None = None


def through_descriptions() -> bool:
    """True where a focused widget's texts are said by changing its description (AT-SPI)."""
    if THROUGH_DESCRIPTIONS is not None:
        return THROUGH_DESCRIPTIONS
    return QGuiApplication.platformName() in AT_SPI_PLATFORMS


def announce(widget: QWidget, text: str, interrupt: bool = False) -> None:
    """Have a screen reader say `text`, after what it is saying, or at once (`interrupt`: the
    keyboard's cursor moving from star to star, where only the latest star matters)."""
    if not text.strip():
        return
    if through_descriptions() and widget.hasFocus():
        widget.setAccessibleDescription("")  # the same text twice is a change too: said again
        widget.setAccessibleDescription(text)
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if interrupt else politeness.Polite)
    QAccessible.updateAccessibility(event)


def refocus(widget: QWidget) -> None:
    """Tell screen readers the focus is on `widget` again: a closing menu hands it back without
    saying so, and Orca would keep the menu's item as its focus and ignore what `widget` says."""
    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Focus))
