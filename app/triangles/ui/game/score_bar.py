"""The score bar: both players with their colours and triangles, and whose turn it is (the dice
variant's die and segments left are in the dice panel under it)."""

from __future__ import annotations

import math

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from triangles.theme import Theme, nebula

from ..timers import timer


class _Swatch(QWidget):
    """A player's colour as a small glowing disc."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = QColor("#ffffff")
        self.setFixedSize(QSize(18, 18))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        glow = QColor(self.color)
        glow.setAlpha(80)
        p.setBrush(glow)
        p.drawEllipse(self.rect())
        p.setBrush(self.color)
        p.drawEllipse(self.rect().adjusted(3, 3, -3, -3))


class ElidedLabel(QLabel):
    """A label that ends with "…" when its text does not fit (long names on a phone); the full
    text is then its tooltip."""

    #: Shrunk for a long name beside it, a name keeps this many characters (all of a short one).
    MIN_CHARS = 4

    def minimumSizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        # The exact width, rounded up: rounded to the nearest pixel, a short name could be a
        # fraction too wide for its room, and shown elided.
        whole = math.ceil(QFontMetricsF(self.font()).horizontalAdvance(self.text()))
        width = min(whole, metrics.averageCharWidth() * self.MIN_CHARS)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(), super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setPen(self.palette().color(self.foregroundRole()))
        p.setFont(self.font())
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())
        p.drawText(self.contentsRect(), int(self.alignment()), text)
        self.setToolTip(self.text() if text != self.text() else "")


class PlayerChip(QFrame):
    """One player: colour, name, triangles. Shows whose turn it is and flashes when it scores."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.setObjectName(f"chip{number}")
        self.setProperty("chip", True)
        self.swatch = _Swatch(self)
        self.name = ElidedLabel(self)
        self.name.setObjectName("chipName")
        # The name asks for its whole width, so a chip with a long name takes room the other
        # chip can spare; it is elided only when both names together do not fit.
        self.name.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.score = QLabel("0", self)
        self.score.setObjectName("chipScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.setSpacing(6)
        if number == 1:
            row.addWidget(self.swatch)
            row.addWidget(self.name, 1)
            row.addWidget(self.score)
        else:
            row.addWidget(self.score)
            row.addWidget(self.name, 1)
            row.addWidget(self.swatch)
            self.name.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self._flash = timer(self, 700, single_shot=True)
        self._flash.timeout.connect(lambda: self._set_prop("scored", False))

    def _set_prop(self, name: str, value: bool) -> None:
        if self.property(name) != value:
            self.setProperty(name, value)
            self.style().unpolish(self)
            self.style().polish(self)

    def set_values(self, name: str, score: int, active: bool) -> None:
        self.name.setText(name)
        self.name.setToolTip(name)
        self.score.setText(str(score))
        spoken = self.tr("{0}: %n triangle(s)", "", score).format(name)  # the bare number names no one
        self.score.setAccessibleName(spoken)
        self.setAccessibleName(spoken + (self.tr(", to play") if active else ""))
        self._set_prop("active", active)

    def flash(self) -> None:
        """Light up for a moment: this player just scored."""
        self._set_prop("scored", True)
        self._flash.start()


class ScoreBar(QFrame):
    """Both players and the turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreBar")
        self.theme: Theme = nebula()
        self.chips = (PlayerChip(1, self), PlayerChip(2, self))
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        self.middle = QWidget(self)
        middle = QVBoxLayout(self.middle)
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addWidget(self.status)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(8, 6, 8, 6)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(4)
        self._narrow: bool | None = None
        self._arrange(False)
        self._dots = 0
        self._thinking_text = ""
        self._dots_timer = timer(self, 400)
        self._dots_timer.timeout.connect(self._tick)

    #: Below this width the turn line goes under the two players.
    NARROW = 620

    def _arrange(self, narrow: bool) -> None:
        """Wide: players left and right of the turn line. Narrow (phone): players side by side,
        the turn line under them, each as wide as its name asks when both fit (no equal
        stretch: that would cut a long name beside a short one with room to spare)."""
        if narrow == self._narrow:
            return
        self._narrow = narrow
        for w in (*self.chips, self.middle):
            self.grid.removeWidget(w)
        for col in range(3):
            self.grid.setColumnStretch(col, 0)
        if narrow:
            self.grid.addWidget(self.chips[0], 0, 0)
            self.grid.addWidget(self.chips[1], 0, 1)
            self.grid.addWidget(self.middle, 1, 0, 1, 2)
        else:
            self.grid.addWidget(self.chips[0], 0, 0)
            self.grid.addWidget(self.middle, 0, 1)
            self.grid.addWidget(self.chips[1], 0, 2)
            self.grid.setColumnStretch(0, 3)
            self.grid.setColumnStretch(1, 2)
            self.grid.setColumnStretch(2, 3)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange(event.size().width() < self.NARROW)
        super().resizeEvent(event)

    def apply_theme(self, theme: Theme) -> None:
        self.theme = theme
        for chip in self.chips:
            chip.swatch.color = QColor(theme.player_color(chip.number))
            chip.swatch.update()

    def show_players(self, names: tuple[str, str], score: tuple[int, int], turn: int, over: bool) -> None:
        for chip in self.chips:
            chip.set_values(names[chip.number - 1], score[chip.number - 1], not over and chip.number == turn)

    def show_scored(self, player: int) -> None:
        """The chip of `player`, who just closed triangles, lights up (the controller says who)."""
        for chip in self.chips:
            if chip.number == player:
                chip.flash()

    def show_status(self, text: str, thinking: bool = False) -> None:
        """The turn line; while a computer thinks, a quiet animated ellipsis follows it."""
        self._thinking_text = text if thinking else ""
        if thinking:
            self.status.setAccessibleName(text)  # its ellipsis animates: not to be read out
            if not self._dots_timer.isActive():
                self._dots = 0
                self._dots_timer.start()
            self._tick()
        else:
            self._dots_timer.stop()
            self.status.setText(text)
            self.status.setAccessibleName("")  # the text, now without dots, is the name

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.status.setText(self._thinking_text + "." * self._dots + "\u2002" * (3 - self._dots))
