"""The board's graphics items: stars with a glow, segments, scored triangles, feedback marks.

Sizes are given in screen points at the board's natural scale (the scale that fits the board in the
view) and converted to scene units by the scene, so zooming in makes everything larger together.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPolygonF, QRadialGradient, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsPolygonItem, QStyleOptionGraphicsItem, QWidget

Z_TRIANGLE, Z_SEGMENT, Z_FEEDBACK, Z_STAR, Z_RING = 0, 1, 2, 3, 4


class StarItem(QGraphicsItem):
    """A star: a crisp core and a soft halo, cached in device pixels (crisp at every zoom)."""

    def __init__(self, index: int, pos: QPointF) -> None:
        super().__init__()
        self.index = index
        self.setPos(pos)
        self.setZValue(Z_STAR)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._radius = 5.0
        self._glow = 0.8
        self._core = QColor("#ffffff")
        self._halo = QColor("#80ffd68a")

    def configure(self, radius: float, core: QColor, halo: QColor, glow: float) -> None:
        self.prepareGeometryChange()
        self._radius, self._core, self._halo, self._glow = radius, core, halo, glow
        self.update()

    def boundingRect(self) -> QRectF:
        r = self._radius * (1.0 + 2.2 * self._glow) + 1
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._radius
        painter.setPen(Qt.PenStyle.NoPen)
        if self._glow > 0:
            outer = r * (1.0 + 2.2 * self._glow)
            grad = QRadialGradient(QPointF(0, 0), outer)
            halo = QColor(self._halo)
            grad.setColorAt(0.0, halo)
            halo.setAlpha(int(halo.alpha() * 0.35))
            grad.setColorAt(0.45, halo)
            halo.setAlpha(0)
            grad.setColorAt(1.0, halo)
            painter.setBrush(QBrush(grad))
            painter.drawEllipse(QPointF(0, 0), outer, outer)
        core = QRadialGradient(QPointF(-0.25 * r, -0.25 * r), r * 1.2)
        core.setColorAt(0.0, QColor("#ffffff"))
        core.setColorAt(0.6, self._core)
        edge = QColor(self._core)
        edge = edge.darker(115)
        core.setColorAt(1.0, edge)
        painter.setBrush(QBrush(core))
        painter.drawEllipse(QPointF(0, 0), r, r)


def segment_pen(color: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    return pen


class SegmentItem(QGraphicsLineItem):
    """A drawn segment in its player's colour."""

    def __init__(self, a: int, b: int, player: int, line: QLineF) -> None:
        super().__init__(line)
        self.a, self.b, self.player = a, b, player
        self.full_line = QLineF(line)
        self.setZValue(Z_SEGMENT)

    def grow(self, t: float) -> None:
        """Show the first fraction `t` of the segment (the computer's move being drawn)."""
        self.setLine(QLineF(self.full_line.p1(), self.full_line.pointAt(max(0.0, min(1.0, t)))))


class TriangleItem(QGraphicsPolygonItem):
    """A scored triangle, filled with its owner's colour."""

    def __init__(self, corners: tuple[int, int, int], player: int, polygon: QPolygonF) -> None:
        super().__init__(polygon)
        self.corners, self.player = corners, player
        self.setZValue(Z_TRIANGLE)
        self.setPen(QPen(Qt.PenStyle.NoPen))


class PositionLayer(QGraphicsItem):
    """Paints every settled segment and triangle, cached as one viewport-sized image.

    The SegmentItem and TriangleItem objects stay the record of what is drawn (and carry their pen
    and brush); once their animation is over they are hidden and this layer draws them, so a
    repaint of a board with hundreds of segments is one image blit. A new move is painted onto the
    image (its triangles, then their sides again, so the picture equals a full redraw: no segment
    enters a closed triangle). While a pinch or wheel zoom or a pan goes on, the image is shown
    transformed, and redrawn crisply once the view has been still for a moment.
    """

    SETTLE_MS = 120

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = rect
        self.setZValue(Z_TRIANGLE)
        self.segments: dict[tuple[int, int], SegmentItem] = {}
        self.triangles: list[TriangleItem] = []
        self._cache: QImage | None = None
        self._world = QTransform()
        self._size: tuple[int, int, float] = (0, 0, 0.0)
        self.settle_timer = QTimer(singleShot=True, interval=self.SETTLE_MS)
        self.settle_timer.timeout.connect(self.invalidate)

    def boundingRect(self) -> QRectF:
        return self._rect

    def set_rect(self, rect: QRectF) -> None:
        """The board's new area (a board of another shape)."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.invalidate()

    def invalidate(self) -> None:
        """Redraw everything at the next paint (theme, undo, new position, zoom settled)."""
        self._cache = None
        self.update()

    def add(self, segments: list[SegmentItem], triangles: list[TriangleItem]) -> None:
        """Paint newly settled items onto the cached image."""
        if self._cache is not None:
            p = QPainter(self._cache)
            p.setTransform(self._world)
            sides = [self.segments[k] for t in triangles for k in _sides(t.corners) if k in self.segments and not self.segments[k].isVisible()]
            self._draw(p, triangles, [*sides, *segments])
            p.end()
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        settled_t = [t for t in self.triangles if not t.isVisible()]
        settled_s = [s for s in self.segments.values() if not s.isVisible()]
        if widget is None:  # printing or rendering the scene directly: no cache
            self._draw(painter, settled_t, settled_s)
            return
        ratio = widget.devicePixelRatioF()
        size = (widget.width(), widget.height(), ratio)
        world = painter.worldTransform()
        if self._cache is None or size != self._size:
            image = QImage(round(size[0] * ratio), round(size[1] * ratio), QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(ratio)
            image.fill(0)
            p = QPainter(image)
            p.setTransform(world)
            self._draw(p, settled_t, settled_s)
            p.end()
            self._cache, self._world, self._size = image, QTransform(world), size
        painter.save()
        if world == self._world:
            painter.resetTransform()
        else:  # the view moves: show the image moved along, redraw once it is still
            inverse, _ = self._world.inverted()
            painter.setTransform(inverse * world)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self.settle_timer.start()
        painter.drawImage(0, 0, self._cache)
        painter.restore()

    @staticmethod
    def _draw(painter: QPainter, triangles: list[TriangleItem], segments: list[SegmentItem]) -> None:
        """Triangles without antialiasing (their edges lie under their sides' strokes), then the
        segments antialiased with flat caps (their ends lie under the stars): both are the fast
        paths of Qt's raster engine, round caps and antialiased fills are not."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        for tri in triangles:
            painter.setBrush(tri.brush())
            painter.drawPolygon(tri.polygon())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        lines: dict[int, tuple[QPen, list[QLineF]]] = {}
        for seg in segments:
            if seg.player not in lines:
                pen = QPen(seg.pen())
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                lines[seg.player] = (pen, [])
            lines[seg.player][1].append(seg.line())
        for pen, group in lines.values():
            painter.setPen(pen)
            painter.drawLines(group)


def _sides(corners: tuple[int, int, int]) -> list[tuple[int, int]]:
    a, b, c = sorted(corners)
    return [(a, b), (b, c), (a, c)]


class RingItem(QGraphicsItem):
    """A ring around a star: the selected star, or the star under the finger."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_RING)
        self._radius = 10.0
        self._pen = QPen(QColor("#ffe66d"), 2.0)
        self.setVisible(False)

    def configure(self, radius: float, color: QColor, width: float) -> None:
        self.prepareGeometryChange()
        self._radius = radius
        self._pen = QPen(color, width)
        self.update()

    def boundingRect(self) -> QRectF:
        r = self._radius + self._pen.widthF()
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        glow = QColor(self._pen.color())
        glow.setAlpha(70)
        painter.setPen(QPen(glow, self._pen.widthF() * 3))
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
        painter.setPen(self._pen)
        painter.drawEllipse(QPointF(0, 0), self._radius, self._radius)
