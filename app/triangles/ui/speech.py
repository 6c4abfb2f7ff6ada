"""What a screen reader says beyond the widgets' own names: the moves, the refusals and the end
of a game, which otherwise show only as drawings on the board.

They are sent as Qt accessibility announcements, which Narrator (UI Automation notifications on
Windows) and Orca (AT-SPI on Linux) read out without moving the keyboard focus."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str, interrupt: bool = False) -> None:
    """Have a screen reader say `text`, after what it is saying, or at once (`interrupt`: the
    keyboard's cursor moving from star to star, where only the latest star matters)."""
    if not text.strip():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if interrupt else politeness.Polite)
    QAccessible.updateAccessibility(event)
