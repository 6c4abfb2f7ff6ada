"""The theme editor's colour dialog: Qt's colour picker inside a scrolling area, with OK and
Cancel below it. Qt's own dialog has a fixed size wider than a phone (its Cancel button falls off
a 320-point screen); here the picker scrolls and the buttons stay in view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog, QDialog, QDialogButtonBox, QFrame, QScrollArea, QVBoxLayout, QWidget


class ColourDialog(QDialog):
    """Pick a colour (with its transparency where `alpha`); `title` says whose colour it is."""

    def __init__(self, initial: QColor, title: str, parent: QWidget | None = None, alpha: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("colourDialog")
        self.setWindowTitle(title)
        self.picker = QColorDialog(initial, self)
        self.picker.setWindowFlags(Qt.WindowType.Widget)  # a part of this dialog, not a window
        options = QColorDialog.ColorDialogOption.NoButtons | QColorDialog.ColorDialogOption.DontUseNativeDialog
        if alpha:
            options |= QColorDialog.ColorDialogOption.ShowAlphaChannel
        self.picker.setOptions(options)
        self.picker.setCurrentColor(initial)
        # Escape reaches the picker, itself a dialog, which would hide and leave this one empty:
        # it answers for the whole dialog instead.
        self.picker.rejected.connect(self.reject)
        self.picker.accepted.connect(self.accept)
        scroll = QScrollArea(self)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.picker)
        self.scroll = scroll
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        # As large as the picker wants; the screen filter (screen_fit) makes it smaller on a phone.
        hint = self.picker.sizeHint()
        self.resize(hint.width() + 2 * layout.contentsMargins().left() + scroll.verticalScrollBar().sizeHint().width(),
                    hint.height() + buttons.sizeHint().height() + 3 * layout.contentsMargins().top())

    def color(self) -> QColor:
        return self.picker.currentColor()


def pick_colour(initial: QColor, title: str, parent: QWidget | None = None, alpha: bool = True) -> QColor | None:
    """The colour the player chose (with its transparency if `alpha`), or None when they cancelled."""
    dialog = ColourDialog(initial, title, parent, alpha)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        color = dialog.color()
        return color if color.isValid() else None
    finally:
        dialog.deleteLater()
