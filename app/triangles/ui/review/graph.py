"""The graph of a reviewed game: player 1's final margin under best play, position by position."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from triangles.theme import Theme


class ValueGraph(QWidget):
    """Above the middle line player 1 is ahead, below player 2; a dot marks the position shown,
    hollow dots the estimated values. A click picks a position (`picked`). While a review runs
    the values not found yet are None: the graph grows from the end of the game back."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[int | None] = []
        self.exact: list[bool] = []
        self.current = 0
        self.colors = ("#4f9dff", "#ff8a4f", "#888888", "#ffffff")
        self.setMinimumHeight(70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def apply_theme(self, theme: Theme) -> None:
        self.colors = (theme.player1, theme.player2, theme.text, theme.text)
        self.update()

    def set_values(self, values: Sequence[int | None], exact: Sequence[bool]) -> None:
        """The graph shows once it has a value: before a review (and for a game that cannot be
        reviewed) an empty frame with a dashed line only puzzled players."""
        self.values, self.exact = list(values), list(exact)
        self.setHidden(all(v is None for v in self.values))
        self.update()

    def set_current(self, index: int) -> None:
        self.current = index
        self.update()

    def _x(self, i: int, area: QRectF) -> float:
        return area.left() + (area.width() * i / max(1, len(self.values) - 1))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        mid = area.center().y()
        p1, p2, muted, text = (QColor(c) for c in self.colors)
        p.setPen(QPen(muted, 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(area.left(), mid), QPointF(area.right(), mid))
        known = {i: v for i, v in enumerate(self.values) if v is not None}
        if not known:
            return
        top = max(1, max(abs(v) for v in known.values()))
        at = {i: QPointF(self._x(i, area), mid - v / top * area.height() / 2) for i, v in known.items()}
        points = list(at.values())
        for color, sign in ((p1, 1), (p2, -1)):
            fill = QPainterPath(QPointF(points[0].x(), mid))
            for pt in points:
                fill.lineTo(pt.x(), mid - max(0.0, sign * (mid - pt.y())) * sign)
            fill.lineTo(points[-1].x(), mid)
            color.setAlpha(70)
            p.fillPath(fill, color)
        path = QPainterPath(points[0])
        for pt in points[1:]:
            path.lineTo(pt)
        p.setPen(QPen(text, 2))
        p.drawPath(path)
        if self.current in at:
            pt = at[self.current]
            p.setBrush(text if self.exact[self.current] else Qt.BrushStyle.NoBrush)
            p.drawEllipse(pt, 4.5, 4.5)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.values:
            return
        area = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        frac = (event.position().x() - area.left()) / max(1.0, area.width())
        self.picked.emit(max(0, min(len(self.values) - 1, round(frac * (len(self.values) - 1)))))
