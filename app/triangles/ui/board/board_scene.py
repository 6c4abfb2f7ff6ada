"""The board scene: draws a game's stars, segments and triangles, and turns gestures into moves.

The scene never owns the real state. It shows what the controller announces, and a tap-tap or a
drag between two stars becomes a `move_requested(a, b)` signal. Pointer input arrives already in
scene coordinates from the view (mouse, pen and touch alike), with the hit radius in scene units.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np
from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QLineF, QObject, QPointF, QRectF, QSizeF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsLineItem, QGraphicsPolygonItem, QGraphicsScene, QGraphicsSimpleTextItem

from triangles.theme import Theme, nebula
from triangles.theme.qtstyle import triangle_brush

from .board_items import Z_FEEDBACK, Z_TRIANGLE, PositionLayer, RingItem, SegmentItem, StarLayer, TriangleItem, map_points, segment_pen
from .board_sizes import scene_points_per_unit

#: Scene units per board unit (the board is the unit square).
SCALE = 1000.0
#: Margin around the board, in board units, kept visible when fitting.
MARGIN = 0.01
#: How far (in screen points) a finger may travel and still count as a tap.
TAP_SLOP_POINTS = 10.0
#: How far (in screen points) a star's name sits from its centre, and how far its middle keeps
#: from any other star where it can.
LABEL_OFFSET = 16.0
LABEL_CLEARANCE = 15.0


def _label_corner(at: QPointF, out: QPointF, size: QSizeF, shown: QRectF, others: np.ndarray) -> QPointF:
    """Where a star's name goes, as its top-left corner relative to the star (screen points):
    `out` points away from the board's centre, `shown` is the view (null: anywhere), `others`
    the other stars on the screen."""
    length = math.hypot(out.x(), out.y())
    ux, uy = (out.x() / length, out.y() / length) if length >= 1 else (0.7071, -0.7071)
    half = QPointF(size.width() / 2, size.height() / 2)
    best: tuple[float, QPointF] | None = None
    for dx, dy in ((ux, uy), (-uy, ux), (uy, -ux), (-ux, -uy)):
        corner = QPointF(dx, dy) * LABEL_OFFSET - half
        if shown.isValid() and not shown.contains(QRectF(at + corner, size)):
            continue
        middle = at + corner + half
        clear = float(np.min(np.hypot(others[:, 0] - middle.x(), others[:, 1] - middle.y()))) if len(others) else math.inf
        if clear >= LABEL_CLEARANCE:
            return corner
        if best is None or clear > best[0]:
            best = (clear, corner)
    return best[1] if best is not None else QPointF(ux, uy) * LABEL_OFFSET - half


class BoardScene(QGraphicsScene):
    """Stars, segments and triangles of one game, drawn with the current theme."""

    move_requested = Signal(int, int)
    #: How long an animated segment's halo lingers after the segment arrived.
    GLOW_MS = 1200
    selection_changed = Signal(int)  # the selected star, -1 for none

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.theme: Theme = nebula()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.extent = (1.0, 1.0)  # the board's width and height in board units
        self.setSceneRect(self.board_rect())
        self.points_per_unit = 1.0  # screen points per scene unit at the natural scale
        self.clearance = 0.0  # the game's clearance in scene units (drawn sizes never exceed it)
        self._hint: QGraphicsLineItem | None = None
        self.refusal_star = -1  # the star the last refused segment would pass over
        self.outlines: list[QGraphicsPolygonItem] = []  # closed triangles that score nothing, on show
        self._shaded: dict[tuple[int, ...], QGraphicsPolygonItem] = {}
        self.view_zoom = 1.0  # the view's zoom over the natural scale, once it settled
        self.animation_ms = 450
        self.interactive = True
        self.active_player = 1
        self.stars = np.zeros((0, 2))
        self._star_layer = StarLayer(self.board_rect())
        self.addItem(self._star_layer)
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._label_texts: list[str] = []
        self._layer = PositionLayer(self.board_rect())
        self._layer.settle_timer.setParent(self)  # dies with the scene, never fires after it
        self.addItem(self._layer)
        self._segments = self._layer.segments
        self._triangles = self._layer.triangles
        self._animations: set[QVariantAnimation] = set()
        self._finishers: dict[QVariantAnimation, object] = {}
        self._selected = -1
        self._hover = -1
        self._press_star = -1
        self._press_pos = QPointF()
        self._dragging = False
        self._armed = -1  # the selected star after its first tap: a second tap cancels
        self._select_ring = RingItem()
        self._hover_ring = RingItem()
        self._cursor_ring = RingItem()
        self._cursor = -1
        self._rubber = QGraphicsLineItem()
        self._rubber.setZValue(Z_FEEDBACK)
        self._rubber.setVisible(False)
        for item in (self._select_ring, self._hover_ring, self._cursor_ring, self._rubber):
            self.addItem(item)

    def board_rect(self) -> QRectF:
        """The board (its `extent`) with a small margin: what fitting the view shows."""
        w, h = self.extent
        return QRectF(-MARGIN * SCALE, -MARGIN * SCALE, (w + 2 * MARGIN) * SCALE, (h + 2 * MARGIN) * SCALE)

    @staticmethod
    def fitted_points_per_unit(width: float, height: float, extent: tuple[float, float]) -> float:
        """Screen points per board unit when a board of `extent` fits a view of this size."""
        w, h = extent
        return min(width / (w + 2 * MARGIN), height / (h + 2 * MARGIN))

    # ------------------------------------------------------------------------------ contents
    def star_pos(self, index: int) -> QPointF:
        x, y = self.stars[index]
        return QPointF(x, y)

    def stars_rect(self, indices: Sequence[int]) -> QRectF:
        """The rectangle around these stars (a refused segment, a triangle): null for none."""
        return QPolygonF([self.star_pos(i) for i in indices if 0 <= i < len(self.stars)]).boundingRect()

    def set_board(self, stars: np.ndarray, extent: tuple[float, float] = (1.0, 1.0), clearance: float = 0.0) -> None:
        """Show a new star cloud (board units) filling `extent` ([width, height]) with nothing
        drawn; `clearance` (board units) is the game's, which drawn stars never reach beyond."""
        self.clear_position()
        self.set_labels([])
        self.extent = (float(extent[0]), float(extent[1]))
        rect = self.board_rect()
        self.setSceneRect(rect)
        self._layer.set_rect(rect)
        self.clearance = clearance * SCALE
        self.stars = np.asarray(stars, dtype=float) * SCALE
        self._cursor = -1
        self._cursor_ring.setVisible(False)
        self._star_layer.set_stars(self.stars, rect)
        self._apply_sizes()

    def clear_position(self) -> None:
        self._stop_animations()
        for item in [*self._segments.values(), *self._triangles]:
            self.removeItem(item)
        self._segments.clear()
        self._triangles.clear()
        self._layer.invalidate()
        self.clear_selection()
        self.clear_hint()
        self.set_shaded([])

    def set_position(self, segments: Sequence[tuple[int, int, int]], triangles: Sequence[tuple[tuple[int, int, int], int]]) -> None:
        """Show exactly these drawn segments (a, b, owner) and scored triangles, without animation."""
        self.clear_position()
        for a, b, player in segments:
            self.add_segment(a, b, player, animate=False)
        for corners, player in triangles:
            self.fill_triangles([corners], player, animate=False)

    def add_segment(self, a: int, b: int, player: int, animate: bool) -> SegmentItem:
        item = SegmentItem(a, b, player, QLineF(self.star_pos(a), self.star_pos(b)))
        item.setPen(self._segment_pen(player))
        self.addItem(item)
        self._segments[(min(a, b), max(a, b))] = item
        if animate and self.animation_ms > 0:
            item.grow(0.0)
            self._animate(self.animation_ms, item.grow, QEasingCurve.Type.OutCubic, lambda: self._settle(item))
            self._glow(item)
        else:
            self._settle(item)
        return item

    def _glow(self, item: SegmentItem) -> None:
        """A soft halo that follows an animated segment and fades after it arrived, so a
        computer's move is seen even on a crowded board."""
        halo = QGraphicsLineItem(item.line())
        halo.setZValue(Z_TRIANGLE + 0.75)
        color = QColor(self.theme.player_color(item.player))
        color.setAlpha(110)
        halo.setPen(segment_pen(color, 4 * self.theme.segment_width / self.size_scale))
        self.addItem(halo)
        grow = self.animation_ms / (self.animation_ms + self.GLOW_MS)

        def step(t: float) -> None:
            halo.setLine(item.line())
            halo.setOpacity(1.0 if t < grow else 1.0 - (t - grow) / (1.0 - grow))

        def done() -> None:
            if halo.scene() is self:
                self.removeItem(halo)

        self._animate(self.animation_ms + self.GLOW_MS, step, QEasingCurve.Type.Linear, done)

    def _settle(self, item: SegmentItem | TriangleItem) -> None:
        """Hand a finished item to the cached layer."""
        if item.isVisible() and item.scene() is self:
            item.setVisible(False)
            if isinstance(item, SegmentItem):
                self._layer.add([item], [])
            else:
                self._layer.add([], [item])

    def fill_triangles(self, corners: Sequence[tuple[int, int, int]], player: int, animate: bool, delay_ms: int = 0) -> None:
        """Fill each triangle with the player's colour; all of them at once (after `delay_ms`, so
        a computer's segment is seen arriving before its triangles fill)."""
        for tri in corners:
            poly = QPolygonF([self.star_pos(i) for i in tri])
            item = TriangleItem(tuple(tri), player, poly)  # type: ignore[arg-type]
            item.setBrush(triangle_brush(self.theme, player, self.size_scale))
            self.addItem(item)
            self._triangles.append(item)
            if animate and self.animation_ms > 0:
                item.setOpacity(0.0)
                item.setZValue(Z_TRIANGLE + 0.5)
                centre = poly.boundingRect().center()
                item.setTransformOriginPoint(centre)

                def step(t: float, it: TriangleItem = item) -> None:
                    it.setOpacity(min(1.0, t))
                    it.setScale(0.6 + 0.4 * t)

                self._animate(int(self.animation_ms * 1.2), step, QEasingCurve.Type.OutBack, lambda it=item: self._settle(it), delay_ms)
            else:
                self._settle(item)

    def set_labels(self, labels: Sequence[str]) -> None:
        """Name the stars (A, B, C...) as the rules' examples do, or some of them by number as a
        review does (an empty name: none); the names keep their screen size."""
        for item in self._labels:
            self.removeItem(item)
        self._labels = []
        self._label_texts = list(labels)
        if not any(labels):
            return
        font = QFont()
        font.setPointSizeF(11 * self.theme.font_scale)
        font.setBold(True)
        # A name sits beside its star on the screen (through the view's turn, if any): outward
        # from the board's centre, else across, else inward, the first way that stays in the
        # view clear of the other stars.
        view = self.views()[0] if self.views() else None
        to_screen = view.viewportTransform() if view is not None else QTransform()
        shown = QRectF(view.viewport().rect()) if view is not None else QRectF()
        centre = to_screen.map(self.board_rect().center())
        stars = map_points(to_screen, self.stars)
        for i, text in enumerate(labels[: len(self.stars)]):
            if not text:
                continue
            item = QGraphicsSimpleTextItem(str(text))
            item.setFont(font)
            item.setBrush(QColor(self.theme.text))
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
            item.setZValue(Z_FEEDBACK)
            at = QPointF(*stars[i])
            corner = _label_corner(at, at - centre, item.boundingRect().size(), shown, np.delete(stars, i, axis=0))
            item.setPos(self.star_pos(i))
            item.setTransform(QTransform.fromTranslate(corner.x(), corner.y()))
            self.addItem(item)
            self._labels.append(item)

    def relabel(self) -> None:
        """Place the star names again (the view was fitted anew, or turned)."""
        if self._labels:
            self.set_labels(self._label_texts)

    def show_refusal(self, a: int, b: int, ms: int = 1600, star: int = -1) -> None:
        """The refused segment, dashed for a moment; a ring marks `star`, the star it would pass
        over, when there is one."""
        if not (0 <= a < len(self.stars) and 0 <= b < len(self.stars)):
            return
        item = QGraphicsLineItem(QLineF(self.star_pos(a), self.star_pos(b)))
        item.setZValue(Z_FEEDBACK)
        width = self.theme.segment_width / self.size_scale
        item.setPen(segment_pen(QColor(self.theme.refusal), width, Qt.PenStyle.DashLine))
        self.addItem(item)
        marks: list[QGraphicsItem] = [item]
        if 0 <= star < len(self.stars):
            ring = RingItem()
            ring.configure((self.theme.star_radius + 5) / self.size_scale, QColor(self.theme.refusal), 2.5 / self.size_scale)
            ring.setPos(self.star_pos(star))
            ring.setVisible(True)
            self.addItem(ring)
            marks.append(ring)
        self.refusal_star = star

        def fade(t: float) -> None:
            for mark in marks:
                mark.setOpacity(1.0 - max(0.0, (t - 0.6) / 0.4))
                if t >= 1.0 and mark.scene() is self:
                    self.removeItem(mark)

        self._animate(ms, fade, QEasingCurve.Type.Linear)

    def show_outline(self, corners: Sequence[int], ms: int = 2200) -> None:
        """A closed triangle that scores nothing: its outline, dashed, for a moment."""
        if not all(0 <= i < len(self.stars) for i in corners):
            return
        item = QGraphicsPolygonItem(QPolygonF([self.star_pos(i) for i in corners]))
        item.setZValue(Z_FEEDBACK)
        colour = QColor(self.theme.highlight)
        item.setPen(segment_pen(colour, 1.5 * self.theme.segment_width / self.size_scale, Qt.PenStyle.DashLine))
        colour.setAlpha(50)
        item.setBrush(colour)
        self.addItem(item)
        self.outlines.append(item)

        def fade(t: float) -> None:
            item.setOpacity(1.0 - max(0.0, (t - 0.7) / 0.3))
            if t >= 1.0 and item.scene() is self:
                self.removeItem(item)
                self.outlines.remove(item)

        self._animate(ms, fade, QEasingCurve.Type.Linear)

    def set_shaded(self, triangles: Sequence[Sequence[int]]) -> None:
        """Shade these triangles (Beginner: within reach, but they would not count)."""
        wanted = {tuple(sorted(int(i) for i in t)) for t in triangles}
        if wanted == set(self._shaded):
            return
        for key in [k for k in self._shaded if k not in wanted]:
            self.removeItem(self._shaded.pop(key))
        brush = QBrush(QColor(self.theme.text), Qt.BrushStyle.BDiagPattern)
        brush.setTransform(QTransform.fromScale(1 / self.size_scale, 1 / self.size_scale))
        for key in wanted - set(self._shaded):
            item = QGraphicsPolygonItem(QPolygonF([self.star_pos(i) for i in key]))
            item.setZValue(Z_TRIANGLE + 0.25)
            item.setPen(QPen(Qt.PenStyle.NoPen))
            item.setBrush(brush)
            item.setOpacity(0.35)
            self.addItem(item)
            self._shaded[key] = item

    def shaded(self) -> list[tuple[int, ...]]:
        return sorted(self._shaded)

    def segment_items(self) -> list[SegmentItem]:
        return list(self._segments.values())

    def lines_at(self, star: int) -> list[int]:
        """The stars that drawn segments join to `star`, in order (what a screen reader says of it)."""
        return sorted(b if a == star else a for a, b in self._segments if star in (a, b))

    def triangle_items(self) -> list[TriangleItem]:
        return list(self._triangles)

    def show_hint(self, a: int, b: int) -> None:
        """Show a suggested segment in the highlight colour, dashed and wider than a segment, with
        a pulse when it appears; it stays until `clear_hint` (a move, an undo, dismissing it)."""
        self.clear_hint()
        if not (0 <= a < len(self.stars) and 0 <= b < len(self.stars)):
            return
        item = QGraphicsLineItem(QLineF(self.star_pos(a), self.star_pos(b)))
        item.setZValue(Z_FEEDBACK)
        item.setData(0, (min(a, b), max(a, b)))
        self._hint = item
        self._style_hint()
        self.addItem(item)

        def pulse(t: float) -> None:
            item.setOpacity(0.55 + 0.45 * abs(np.cos(t * 3 * np.pi)))

        self._animate(1800, pulse, QEasingCurve.Type.Linear)

    def _style_hint(self) -> None:
        if self._hint is not None:
            width = 1.6 * self.theme.segment_width / self.size_scale
            self._hint.setPen(segment_pen(QColor(self.theme.highlight), width, Qt.PenStyle.DashLine))

    def hint(self) -> tuple[int, int] | None:
        """The suggested segment on show (smaller star first), or None."""
        return None if self._hint is None else self._hint.data(0)

    def clear_hint(self) -> None:
        if self._hint is not None and self._hint.scene() is self:
            self.removeItem(self._hint)
        self._hint = None

    # ------------------------------------------------------------------------------ animation
    def _animate(self, ms: int, step, curve: QEasingCurve.Type, done=None, delay: int = 0) -> None:  # noqa: ANN001
        """After `delay` ms, run step(t) for t from 0 to 1 (eased by `curve`) over `ms`; then
        step(1) and done() once at the end (also when finished early by finish_animations)."""
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(delay + ms)
        easing = QEasingCurve(curve)
        lead = delay / (delay + ms)
        anim.valueChanged.connect(lambda v: step(easing.valueForProgress(max(0.0, (float(v) - lead) / (1.0 - lead)))))

        def finish() -> None:
            if anim in self._animations:
                self._animations.discard(anim)
                self._finishers.pop(anim, None)
                step(1.0)
                if done is not None:
                    done()

        anim.finished.connect(finish)
        self._finishers[anim] = finish
        self._animations.add(anim)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _stop_animations(self) -> None:
        self.finish_animations()

    def finish_animations(self) -> None:
        """Jump every running animation to its end (before a screenshot, a new position or a check)."""
        for anim in list(self._animations):
            finish = self._finishers.pop(anim, None)
            anim.stop()  # stop() does not emit finished: finish by hand
            if finish is not None:
                finish()
        self._animations.clear()

    # ------------------------------------------------------------------------------ look
    def apply_theme(self, theme: Theme) -> None:
        """Restyle every item live."""
        self.theme = theme
        self._apply_sizes()

    @property
    def reach_points(self) -> float:
        """How far from a star's centre a drawn line touches the drawn star, in screen points."""
        return self.theme.star_radius + self.theme.segment_width / 2

    @property
    def size_scale(self) -> float:
        """Screen points per scene unit that item sizes are given for: the fitted scale, raised
        where needed so that a star and half a line never reach beyond the game's clearance
        (board_sizes.scene_points_per_unit). Zooming in makes stars and segments grow as the
        square root of the zoom: larger, but with room between them."""
        base = scene_points_per_unit(self.points_per_unit, self.reach_points, self.clearance)
        return base * self.view_zoom**0.5

    def set_view_zoom(self, zoom: float) -> None:
        if zoom > 0 and abs(zoom - self.view_zoom) > 1e-6:
            self.view_zoom = zoom
            self._apply_sizes()

    def set_natural_scale(self, points_per_unit: float) -> None:
        """The view's scale when the board fits it: item sizes follow it (not the zoom)."""
        if points_per_unit > 0 and abs(points_per_unit - self.points_per_unit) > 1e-9:
            self.points_per_unit = points_per_unit
            self._apply_sizes()

    def _segment_pen(self, player: int):
        return segment_pen(QColor(self.theme.player_color(player)), self.theme.segment_width / self.size_scale)

    def _apply_sizes(self) -> None:
        t, k = self.theme, 1.0 / self.size_scale
        core, halo = QColor(t.star), QColor(t.star_glow_color)
        self._star_layer.configure(t.star_radius * k, core, halo, t.star_glow)
        for seg in self._segments.values():
            seg.setPen(self._segment_pen(seg.player))
        for tri in self._triangles:
            tri.setBrush(triangle_brush(t, tri.player, self.size_scale))
        self._layer.invalidate()
        for label in self._labels:
            label.setBrush(QColor(t.text))
        self._select_ring.configure((t.star_radius + 6) * k, QColor(t.highlight), 2.5 * k)
        hover = QColor(t.highlight)
        hover.setAlpha(150)
        self._hover_ring.configure((t.star_radius + 4) * k, hover, 1.5 * k)
        self._cursor_ring.configure((t.star_radius + 9) * k, QColor(t.text), 1.5 * k)
        self._update_rubber_pen()
        self._style_hint()

    def _update_rubber_pen(self) -> None:
        color = QColor(self.theme.player_color(self.active_player))
        color.setAlpha(170)
        self._rubber.setPen(segment_pen(color, self.theme.segment_width / self.size_scale))

    def set_active_player(self, player: int) -> None:
        self.active_player = player
        self._update_rubber_pen()

    # ------------------------------------------------------------------------------ gestures
    def nearest_star(self, pos: QPointF, radius: float) -> int:
        """The star nearest to `pos` within `radius` scene units, or -1 (nearest wins on overlap)."""
        if len(self.stars) == 0:
            return -1
        d2 = (self.stars[:, 0] - pos.x()) ** 2 + (self.stars[:, 1] - pos.y()) ** 2
        best = int(np.argmin(d2))
        return best if d2[best] <= radius * radius else -1

    # ------------------------------------------------------------------------------ keyboard
    @property
    def cursor(self) -> int:
        return self._cursor

    def move_cursor(self, dx: float, dy: float) -> int:
        """Move the keyboard cursor to the nearest star roughly in direction (dx, dy)."""
        n = len(self.stars)
        if n == 0:
            return -1
        if self._cursor < 0 or self._cursor >= n:
            mid = self.board_rect().center()
            centre = np.array([mid.x(), mid.y()])
            self._cursor = int(np.argmin(((self.stars - centre) ** 2).sum(axis=1)))
        else:
            delta = self.stars - self.stars[self._cursor]
            along = delta[:, 0] * dx + delta[:, 1] * dy
            across = np.abs(delta[:, 0] * dy - delta[:, 1] * dx)
            ok = along > 1e-9
            if ok.any():
                cost = np.where(ok, along + 2.0 * across, np.inf)  # prefer stars straight ahead
                self._cursor = int(np.argmin(cost))
        self.place_cursor(self._cursor)
        return self._cursor

    def place_cursor(self, star: int) -> None:
        """Show the keyboard cursor on `star`."""
        self._cursor = star
        self._cursor_ring.setPos(self.star_pos(star))
        self._cursor_ring.setVisible(True)

    def activate_cursor(self) -> None:
        """Enter or Space on the cursor's star: the same as tapping it."""
        if self._cursor < 0:
            self.move_cursor(0, 0)
            return
        pos = self.star_pos(self._cursor)
        self.pointer_down(pos, 1.0)
        self.pointer_up(pos, 1.0)

    def hide_cursor(self) -> None:
        self._cursor_ring.setVisible(False)

    def cursor_shown(self) -> bool:
        return self._cursor_ring.isVisible()

    @property
    def selected(self) -> int:
        return self._selected

    def has_pending(self) -> bool:
        """A selected star, a drag under way or a suggested move on show: what Escape drops."""
        return self._selected >= 0 or self._dragging or self._hint is not None

    def pick(self, star: int) -> None:
        """Make `star` the picked first end (the keyboard keeps it after a refused line)."""
        self._set_selected(star)
        self._armed = star

    def clear_selection(self) -> None:
        self._set_selected(-1)
        self._set_hover(-1)
        self._rubber.setVisible(False)
        self._dragging = False
        self._press_star = -1

    def _set_selected(self, star: int) -> None:
        if star < 0:
            self._armed = -1
        if star != self._selected:
            self._selected = star
            self._select_ring.setVisible(star >= 0)
            if star >= 0:
                self._select_ring.setPos(self.star_pos(star))
            self.selection_changed.emit(star)

    def _set_hover(self, star: int) -> None:
        self._hover = star
        self._hover_ring.setVisible(star >= 0)
        if star >= 0:
            self._hover_ring.setPos(self.star_pos(star))

    def pointer_down(self, pos: QPointF, radius: float) -> bool:
        """A press (mouse, pen or finger). Returns True when it landed on a star."""
        if not self.interactive:
            return False
        star = self.nearest_star(pos, radius)
        self._press_pos = QPointF(pos)
        self._press_star = star
        if star < 0:
            return False
        if self._selected < 0 or star == self._selected:
            self._set_selected(star)
            self._dragging = True
            self._rubber.setLine(QLineF(self.star_pos(star), pos))
        return True

    def hover(self, pos: QPointF, radius: float) -> None:
        """A mouse or pen hovering without a press: ring the star a click would pick."""
        if self._dragging:
            return
        star = self.nearest_star(pos, radius) if self.interactive else -1
        self._set_hover(star if star != self._selected else -1)

    def pointer_move(self, pos: QPointF, radius: float) -> None:
        if not self.interactive:
            return
        slop = TAP_SLOP_POINTS / (self.points_per_unit * self.view_zoom)
        moved = QLineF(self._press_pos, pos).length() > slop
        if not self._dragging and moved and self._press_star >= 0 and self._press_star != self._selected:
            # A star was selected, but the finger drags from another one: draw from that one.
            self._set_selected(self._press_star)
            self._dragging = True
        if not self._dragging or self._selected < 0:
            return
        if moved:
            self._rubber.setVisible(True)
        self._rubber.setLine(QLineF(self.star_pos(self._selected), pos))
        star = self.nearest_star(pos, radius)
        self._set_hover(star if star != self._selected else -1)

    def pointer_up(self, pos: QPointF, radius: float) -> None:
        if not self.interactive:
            return
        was_drag = self._dragging and self._rubber.isVisible()
        self._dragging = False
        self._rubber.setVisible(False)
        self._set_hover(-1)
        target = self.nearest_star(pos, radius)
        press = self._press_star
        self._press_star = -1
        selected = self._selected
        slop = TAP_SLOP_POINTS / (self.points_per_unit * self.view_zoom)
        if press < 0 and target < 0 and QLineF(self._press_pos, pos).length() <= slop:
            self.clear_hint()  # a tap on empty space puts a suggestion away
        if selected < 0:
            return
        if target >= 0 and target != selected:
            self._set_selected(-1)
            self.move_requested.emit(selected, target)
            return
        if was_drag:
            if target < 0:
                self._set_selected(-1)  # dragged off into empty space: give up
            self._armed = self._selected
            return
        if press == selected and target == selected and self._armed == selected:
            self._set_selected(-1)  # tapping the selected star again cancels
            self._armed = -1
            return
        if press < 0:
            self._set_selected(-1)  # a tap on empty space clears the selection
        self._armed = self._selected
