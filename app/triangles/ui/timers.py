"""Qt timers made with plain setters.

PySide6 sets a constructor's keyword properties through setters it names by upper-casing the
property's first letter with the C library, and under a Turkish locale "interval" became
"setİnterval": `QTimer(interval=...)` failed and the window did not open.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer


def timer(parent: QObject | None, ms: int, single_shot: bool = False) -> QTimer:
    """A stopped timer of `ms` milliseconds, once or repeating."""
    made = QTimer(parent)
    made.setInterval(ms)
    made.setSingleShot(single_shot)
    return made
