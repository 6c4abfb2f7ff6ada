"""The board view: thin. It fits the board on resize (a quarter turned when the window's shape
is the other way round, as when a tablet is turned), zooms and pans, paints the deep-space
background, and forwards presses (mouse, pen, one finger) to the scene in scene coordinates with a
hit radius of about 9 mm on the physical screen."""

from __future__ import annotations

import math
import random

import numpy as np
from PySide6.QtCore import QEvent, QLineF, QLocale, QPoint, QPointF, QPropertyAnimation, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
    QTouchEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsOpacityEffect, QGraphicsView, QLabel, QWidget

from triangles.theme import Theme, nebula

from ..speech import announce, refocus, through_descriptions
from .board_scene import SCALE, BoardScene
from .board_sizes import finger_radius_points
from ..timers import timer

MAX_ZOOM = 8.0
DOUBLE_TAP_MS = 350
#: The board is shown a quarter turned when that fits it at least this much larger: a board made
#: for a landscape window shown in a portrait one (a tablet turned, a game opened on a phone), or
#: one made upright opened on a laptop (an upright tablet's 4:5 board gains 24 % at 1280 x 800).
#: Below this the gain is not worth the board looking different from how it was played.
TURN_GAIN = 1.15
#: A picked star's possible ends are read out one by one up to this many, else counted.
LISTED_ENDS = 8


def _screen_dpi(widget: QWidget) -> float:
    """Logical pixels per physical inch; 96 when the screen does not say (or says nonsense)."""
    screen = widget.screen()
    dpi = screen.physicalDotsPerInch() if screen is not None else 0.0
    return dpi if 40.0 <= dpi <= 800.0 else 96.0


def toast_ms(text: str) -> int:
    """How long a message over the board stays: 1.8 s for a short one, and time to read a long
    one (about 20 characters a second more), at most 15 s."""
    return min(15000, 1800 + 50 * max(0, len(text) - 40))


class BoardView(QGraphicsView):
    """Shows a BoardScene; fits it on every resize; pinch, wheel and right-drag zoom and pan."""

    message_gone = Signal()  # the message over the board faded out or was taken away

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.theme: Theme = nebula()
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._watched_name: str | None = None  # see set_watched_name
        #: The lines the person may draw now, as rows of two stars, and how many triangles each
        #: closes (the rules' answer, set by the window after every action: `set_open_lines`);
        #: None while it is not a person's turn.
        self.open_lines: np.ndarray | None = None
        self._open_closes: np.ndarray | None = None
        #: Why nothing can be drawn now, said when a key asks to ("Computer is thinking", "Game
        #: over"; set by the window).
        self.waiting_words = ""
        self._name_for_screen_readers()
        self._fit_scale = 1.0
        self.turned = False  # shown a quarter turned (clockwise)
        self._panning: QPointF | None = None
        self._grab: QPointF | None = None  # one finger or the left button holding a zoomed board
        self._zoom_settle = timer(self, 150, single_shot=True)
        self._zoom_settle.timeout.connect(lambda: self.board.set_view_zoom(self.zoom))
        self._pinch: tuple[float, QPointF] | None = None
        self._touch_id: int | None = None
        self._last_tap: tuple[float, QPointF] | None = None
        self._background: QPixmap | None = None
        self._toast = QLabel(self)
        self._avoid: QRect | None = None  # where the message is not to be shown (viewport pixels)
        self._toast.setObjectName("toast")
        self._toast.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._toast.setWordWrap(True)
        # Only words: a tap on a star under it goes to the board, not lost on the message.
        self._toast.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._toast.hide()
        self._toast_effect = QGraphicsOpacityEffect(self._toast)
        self._toast.setGraphicsEffect(self._toast_effect)
        self._toast_fade = QPropertyAnimation(self._toast_effect, b"opacity", self)
        self._toast_timer = timer(self, 1800, single_shot=True)
        self._toast_timer.timeout.connect(self._fade_toast)
        self._toast_held = False  # its time ran out under a dialog
        self._toast_fade.finished.connect(self._faded)

    # ---------------------------------------------------------------------------- look
    def apply_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._background = None
        self.board.apply_theme(theme)
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        size = self.viewport().size()
        if self._background is None or self._background.size() != size * self.devicePixelRatioF():
            self._background = self._render_background(size)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, self._background)
        painter.restore()

    def _render_background(self, size: QSize) -> QPixmap:
        """The deep-space backdrop: gradient, two faint nebula clouds and distant stars."""
        ratio = self.devicePixelRatioF()
        pix = QPixmap(size * ratio)
        pix.setDevicePixelRatio(ratio)
        t = self.theme
        w, h = max(1, size.width()), max(1, size.height())
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        grad = QLinearGradient(0, 0, 0, h)
        grad.setColorAt(0.0, QColor(t.background_top))
        grad.setColorAt(1.0, QColor(t.background_bottom))
        p.fillRect(0, 0, w, h, grad)
        rng = random.Random(7)
        if t.starfield:
            for cx, cy, rad, col in ((0.2, 0.25, 0.55, t.player2), (0.85, 0.8, 0.6, t.player1)):
                cloud = QRadialGradient(QPointF(cx * w, cy * h), rad * max(w, h))
                c = QColor(col)
                c.setAlpha(26)
                cloud.setColorAt(0.0, c)
                c.setAlpha(0)
                cloud.setColorAt(1.0, c)
                p.fillRect(0, 0, w, h, cloud)
            p.setPen(Qt.PenStyle.NoPen)
            count = int(w * h / 2500 * max(0.0, min(1.0, t.starfield_density)))
            for _ in range(count):
                x, y = rng.random() * w, rng.random() * h
                c = QColor(t.star)
                c.setAlpha(rng.randint(25, 110))
                p.setBrush(c)
                r = rng.choice((0.5, 0.7, 0.9, 1.2))
                p.drawEllipse(QPointF(x, y), r, r)
        p.end()
        return pix

    # ---------------------------------------------------------------------------- fit and zoom
    def reserve_top(self, height: int) -> None:
        """Leave the top `height` pixels to what lies over the view (a variant's tips or end
        reason): the board is fitted below them, so no star is hidden under them."""
        if self.viewportMargins().top() != height:
            self.setViewportMargins(0, height, 0, 0)

    def fit_board(self) -> None:
        """Fit the whole board, keeping its aspect, a quarter turned where that shows it much
        larger; this is the board's natural scale."""
        rect = self.board.board_rect()
        vp = self.viewport().rect()
        if vp.width() < 2 or vp.height() < 2:
            return
        plain = min(vp.width() / rect.width(), vp.height() / rect.height())
        turned = min(vp.width() / rect.height(), vp.height() / rect.width())
        self.turned = turned > plain * TURN_GAIN
        s = turned if self.turned else plain
        self.resetTransform()
        if self.turned:
            self.rotate(90)
        self.scale(s, s)
        self.centerOn(rect.center())
        self._fit_scale = s
        self.board.set_natural_scale(s)
        self._zoom_settle.stop()
        self.board.set_view_zoom(1.0)
        self.board.relabel()  # star names sit beside their star on the screen, inside the view

    @property
    def fit_scale(self) -> float:
        return self._fit_scale

    @property
    def view_scale(self) -> float:
        """Screen pixels per scene unit, turned or not."""
        t = self.transform()
        return math.hypot(t.m11(), t.m12())

    @property
    def zoom(self) -> float:
        return self.view_scale / self._fit_scale

    def zoom_by(self, factor: float, anchor: QPointF) -> None:
        """Zoom around a viewport point, between the fitted scale and MAX_ZOOM times it."""
        target = max(1.0, min(MAX_ZOOM, self.zoom * factor))
        factor = target / self.zoom
        if abs(factor - 1.0) < 1e-6:
            return
        if target <= 1.0 + 1e-6:
            self.fit_board()
            return
        before = self.mapToScene(anchor.toPoint())
        self.scale(factor, factor)
        after = self.mapToScene(anchor.toPoint())
        centre = self.mapToScene(self.viewport().rect().center())
        self.centerOn(centre - (after - before))
        self._zoom_settle.start()  # resize stars and segments for the new zoom once it is still

    def pan_by(self, dx: float, dy: float) -> None:
        """Pan by viewport pixels (only while zoomed in)."""
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() - round(dx))
        v.setValue(v.value() - round(dy))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._background = None
        self.fit_board()
        self._place_toast()

    def finger_radius_points(self) -> float:
        """Half a finger's hit diameter on this screen, in screen points."""
        return finger_radius_points(_screen_dpi(self))

    def hit_radius(self) -> float:
        """Half the finger hit diameter, in scene units at the current zoom."""
        return self.finger_radius_points() / self.view_scale

    # ---------------------------------------------------------------------------- messages
    def show_message(self, text: str, avoid: QRectF | None = None, spoken: str = "", refusal: bool = False) -> None:
        """A short message over the board (a refusal's reason, a notice), fading after a moment:
        at the foot of the board, or at its head when it would cover `avoid` (scene coordinates:
        the refused segment) there; edged in the theme's refusal colour for a `refusal` only, so
        that a notice does not read as a "no". A screen reader says it too, or `spoken` in its
        place (what the board shows around the message, in words)."""
        announce(self, spoken or text)
        if self._toast.property("refusal") != refusal:
            self._toast.setProperty("refusal", refusal)
            self._toast.style().unpolish(self._toast)
            self._toast.style().polish(self._toast)
        self._toast.setText(text)
        self._toast_fade.stop()
        self._toast_effect.setOpacity(1.0)
        self._toast_held = False
        self._avoid = None
        if avoid is not None and not avoid.isNull():
            self._avoid = self.mapFromScene(avoid).boundingRect().adjusted(-16, -16, 16, 16)
        self._place_toast()
        self._toast.show()
        self._toast.raise_()
        self._toast_timer.start(toast_ms(text))

    def message(self) -> str:
        return self._toast.text() if self._toast.isVisible() else ""

    def hide_message(self) -> None:
        shown = self._toast.isVisible()
        self._toast_timer.stop()
        self._toast_fade.stop()
        self._toast.hide()
        if shown:
            self.message_gone.emit()

    def hide_refusal(self) -> None:
        """Hide the message if it is a refusal's reason: it spoke of a board now gone (a notice,
        such as why the last game could not be resumed, stays for its time)."""
        if self._toast.property("refusal"):
            self.hide_message()

    def _faded(self) -> None:
        if self._toast_effect.opacity() < 0.05 and self._toast.isVisible():
            self._toast.hide()
            self.message_gone.emit()

    def _fade_toast(self) -> None:
        """A message whose time ran out while a dialog covered the window (a notice given under
        the Resume question) waits for the dialog to close, then gets its whole time."""
        if QApplication.activeModalWidget() is not None:
            self._toast_held = True
            self._toast_timer.start(250)
            return
        if self._toast_held:
            self._toast_held = False
            self._toast_timer.start(toast_ms(self._toast.text()))
            return
        self._toast_fade.setDuration(500)
        self._toast_fade.setStartValue(1.0)
        self._toast_fade.setEndValue(0.0)
        self._toast_fade.start()

    def _place_toast(self) -> None:
        w = min(self.width() - 24, 520)
        self._toast.setFixedWidth(max(120, w))
        self._toast.adjustSize()
        x = (self.width() - self._toast.width()) // 2
        foot = QRect(QPoint(x, self.height() - self._toast.height() - 24), self._toast.size())
        head = QRect(QPoint(x, self.viewportMargins().top() + 24), self._toast.size())
        avoid = self._avoid.translated(self.viewport().pos()) if self._avoid is not None else None
        over = avoid is not None and foot.intersects(avoid) and not head.intersects(avoid)
        self._toast.move((head if over else foot).topLeft())

    # ---------------------------------------------------------------------------- mouse and pen
    def _scene_pos(self, pos: QPointF) -> QPointF:
        return self.mapToScene(pos.toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._panning = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press(event.position())

    def _press(self, pos: QPointF) -> bool:
        """A left press or one finger: on a star it starts a segment (True); on empty space of a
        zoomed board it grabs the board to pan it. The keyboard's cursor ring goes (the arrows
        bring it back where it was)."""
        self.board.hide_cursor()
        on_star = self.board.pointer_down(self._scene_pos(pos), self.hit_radius())
        if not on_star and self.zoom > 1.0 + 1e-6:
            self._grab = QPointF(pos)
        return on_star

    def _drag_board(self, pos: QPointF) -> bool:
        """Pan with the grabbed board; False when the pointer is not holding the board."""
        if self._grab is None:
            return False
        delta = pos - self._grab
        self._grab = QPointF(pos)
        self.pan_by(delta.x(), delta.y())
        return True

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None:
            delta = event.position() - self._panning
            self._panning = event.position()
            self.pan_by(delta.x(), delta.y())
            return
        if event.buttons() & Qt.MouseButton.LeftButton and self._drag_board(event.position()):
            return
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.board.pointer_move(self._scene_pos(event.position()), self.hit_radius())
        else:
            self.board.hover(self._scene_pos(event.position()), self.hit_radius())

    def leaveEvent(self, event: QEvent) -> None:
        self.board.hover(QPointF(-1e9, -1e9), 0.0)
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None and event.button() in (Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            self._panning = None
            self.viewport().unsetCursor()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._grab = None
            self.board.pointer_up(self._scene_pos(event.position()), self.hit_radius())

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        pos = self._scene_pos(event.position())
        if event.button() == Qt.MouseButton.LeftButton and self.board.nearest_star(pos, self.hit_radius()) < 0:
            self.fit_board()
            return
        self.mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15**steps, event.position())

    # ---------------------------------------------------------------------------- keyboard
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move a cursor from star to star, Page Down and Page Up to the stars a line can
        be drawn to, Enter or Space taps it, Escape drops the selection (else it is the
        window's), + and - zoom, 0 fits the board."""
        key = event.key()
        arrows = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
        if key in arrows:
            # An arrow points on the screen: on a turned board that is another way on the board.
            back = self.transform().inverted()[0]
            way = back.map(QPointF(*arrows[key])) - back.map(QPointF(0, 0))
            was = self.board.cursor if self.board.cursor_shown() else -1
            star = self.board.move_cursor(way.x(), way.y())
            if star >= 0 and star == was:  # the last star that way: say so, not the same star again
                announce(self, self.tr("No star further that way"), interrupt=True)
            elif star >= 0:
                pos = self.board.star_pos(star)
                self.ensureVisible(QRectF(pos.x(), pos.y(), 1, 1), 40, 40)
                self._speak_cursor()
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self._jump(1 if key == Qt.Key.Key_PageDown else -1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not self.board.interactive:
            self._not_now()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            picked, star, lines = self.board.selected, self.board.cursor, len(self.board.segment_items())
            self.board.activate_cursor()
            now = self.board.cursor
            drawn = len(self.board.segment_items()) > lines
            if 0 <= picked != now and self.board.selected < 0 and not drawn and self.board.interactive:
                self.board.pick(picked)  # refused (the refusal says why): the keyboard keeps its first end
                self.name_after_cursor()
            elif now >= 0 and (self.board.selected == now or star < 0 or (picked == now and self.board.selected < 0)):
                self._speak_cursor()  # picked, the first star shown, or dropped (a line drawn says itself)
        elif key == Qt.Key.Key_Escape and self.board.has_pending():
            self.board.clear_selection()  # drops the selection and dismisses a suggested move
            self.board.clear_hint()
            self._speak_cursor()  # no longer picked
        elif key == Qt.Key.Key_Escape:
            event.ignore()  # nothing to drop: the window has Escape (a dialog closes)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25, QPointF(self.viewport().rect().center()))
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(0.8, QPointF(self.viewport().rect().center()))
        elif key == Qt.Key.Key_0:
            self.fit_board()
        else:
            super().keyPressEvent(event)

    # ---------------------------------------------------------------------------- screen readers
    def _name_for_screen_readers(self) -> None:
        if self._watched_name is not None:
            self.setAccessibleName(self._watched_name)
            self.setAccessibleDescription("")
            return
        self.setAccessibleName(self.tr("Board"))
        self.setAccessibleDescription(
            self.tr("Arrow keys move between the stars, Page Down and Page Up to the stars a line can be drawn to; "
                    "Enter or Space picks a star, then the other end of the line."))

    def set_watched_name(self, name: str) -> None:
        """A board that is watched, not played (a rules example, a theme's preview): named
        `name` (translated by its window), and no stop for Tab."""
        self._watched_name = name
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._name_for_screen_readers()

    def star_place(self, star: int) -> str:
        """Where a star lies on the screen, in a third of its width and height ("top left")."""
        pos = self.mapFromScene(self.board.star_pos(star))
        size = self.viewport().size()
        col = min(2, max(0, int(3 * pos.x() / max(1, size.width()))))
        row = min(2, max(0, int(3 * pos.y() / max(1, size.height()))))
        places = ((self.tr("top left"), self.tr("top"), self.tr("top right")),
                  (self.tr("left"), self.tr("centre"), self.tr("right")),
                  (self.tr("bottom left"), self.tr("bottom"), self.tr("bottom right")))
        return places[row][col]

    def star_words(self, star: int) -> str:
        """The cursor's star as a screen reader says it: its number (as a review names stars),
        where it lies, the lines that leave it, and whether it is picked or would end a line."""
        number, place, picked = star + 1, self.star_place(star), self.board.selected
        if picked == star:
            return self._picked_words(star)
        ends = self.board.lines_at(star)
        if ends:
            text = self.tr("Star {0}, {1}, lines to {2}").format(number, place, _listed(ends))
        else:
            text = self.tr("Star {0}, {1}, no lines").format(number, place)
        can = self.joinable(picked if picked >= 0 else star)
        closes = self.closing(picked, star) if picked >= 0 else 0
        if picked in ends:
            text += self.tr("; the line from star {0} is already drawn").format(picked + 1)
        elif picked >= 0 and can is not None and star not in can:
            text += self.tr("; no line can be drawn from star {0} to it").format(picked + 1)
        elif closes:
            text += self.tr("; Enter draws the line from star {0}, closing %n triangle(s)", "", closes).format(picked + 1)
        elif picked >= 0:
            text += self.tr("; Enter draws the line from star {0}").format(picked + 1)
        elif can == []:
            text += self.tr("; no line can be drawn from it")
        return text

    def _picked_words(self, star: int) -> str:
        """The picked star, with the stars a line from it can go to (counted when there are many)."""
        number, place, can = star + 1, self.star_place(star), self.joinable(star)
        if can is None:
            return self.tr("Star {0}, {1}, picked: move to the other end of the line").format(number, place)
        if not can:
            return self.tr("Star {0}, {1}, picked, but no line can be drawn from it").format(number, place)
        if len(can) > LISTED_ENDS:
            return self.tr("Star {0}, {1}, picked: a line can go to %n stars", "", len(can)).format(number, place)
        return self.tr("Star {0}, {1}, picked: a line can go to {2}").format(number, place, _listed(can))

    def set_open_lines(self, lines: np.ndarray | None, closes: np.ndarray | None = None) -> None:
        """The lines the person may draw now (None: none, it is not their turn) and how many
        triangles each would close (None: not told)."""
        self.open_lines, self._open_closes = lines, closes

    def closing(self, a: int, b: int) -> int:
        """How many triangles the open line a–b would close (0 when not told or not open)."""
        if self.open_lines is None or self._open_closes is None:
            return 0
        row = np.flatnonzero(((self.open_lines[:, 0] == a) & (self.open_lines[:, 1] == b))
                             | ((self.open_lines[:, 0] == b) & (self.open_lines[:, 1] == a)))
        return int(self._open_closes[row[0]]) if len(row) else 0

    def joinable(self, star: int) -> list[int] | None:
        """The stars a line from `star` can be drawn to now, by the rules, nearest first (the
        short lines a player looks at first); None while that is not known (not a person's turn)."""
        lines = self.open_lines
        if lines is None:
            return None
        at = lines[(lines == star).any(axis=1)]
        ends = np.where(at[:, 0] == star, at[:, 1], at[:, 0])
        far = np.hypot(*(self.board.stars[ends] - self.board.stars[star]).T)
        return [int(end) for end in ends[np.lexsort((ends, far))]]

    def _not_now(self) -> None:
        announce(self, self.waiting_words or self.tr("No line can be drawn now"), interrupt=True)

    def _jump(self, step: int) -> None:
        """Page Down (`step` 1) or Page Up (-1): the cursor to the next or previous star that the
        picked star can be joined to (nearest first), or, with none picked, that a line can
        start from (by number), so a keyboard player never has to search the board for a line."""
        picked = self.board.selected
        if self.open_lines is None:
            self._not_now()
            return
        stars = self.joinable(picked) if picked >= 0 else sorted({int(s) for s in self.open_lines.ravel()})
        if not stars:
            announce(self, self.tr("No line can be drawn from star {0}").format(picked + 1) if picked >= 0
                     else self.tr("No line can be drawn"), interrupt=True)
            return
        now = self.board.cursor
        star = stars[(stars.index(now) + step) % len(stars)] if now in stars else stars[0 if step > 0 else -1]
        self.board.place_cursor(star)
        pos = self.board.star_pos(star)
        self.ensureVisible(QRectF(pos.x(), pos.y(), 1, 1), 40, 40)
        self._speak_cursor()

    def _speak_cursor(self) -> None:
        """Describe the board by the cursor's star and say it at once (the latest star only;
        nothing while the cursor is hidden)."""
        announce(self, self.name_after_cursor(), interrupt=True)

    def name_after_cursor(self) -> str:
        """Describe the board by the cursor's star as it is now (a move changes its lines and
        drops the picked star); returns the star's words, "" while the cursor is hidden. The
        name stays "Board": a changing name would be read out a second time after the
        announcement. Where a description change is how texts are said (speech.py), only a
        text said changes it, so nothing is said twice or out of turn."""
        star = self.board.cursor
        hidden = star < 0 or not self.board.cursor_shown()
        if through_descriptions():
            return "" if hidden else self.star_words(star)
        if hidden:
            self._name_for_screen_readers()
            return ""
        words = self.star_words(star)
        self.setAccessibleDescription(words)
        return words

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.board.hide_cursor()
        if through_descriptions():  # a change now would be said as the focus leaves: once it has left
            QTimer.singleShot(0, self, self._describe_for_return)
        else:
            self._name_for_screen_readers()  # the cursor's star is gone with the ring
        super().focusOutEvent(event)

    def _describe_for_return(self) -> None:
        """What the board says when the focus comes back (where a description change is said,
        only while it is away): the cursor's star, else the keys' help, not the last text said."""
        if self.hasFocus() and QApplication.activePopupWidget() is None:  # a menu keeps Qt's focus here
            return
        if self.board.cursor >= 0:
            self.setAccessibleDescription(self.star_words(self.board.cursor))
        else:
            self._name_for_screen_readers()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() == Qt.FocusReason.PopupFocusReason:
            refocus(self)  # back from a menu, which Qt does not tell screen readers

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name_for_screen_readers()
        super().changeEvent(event)

    # ---------------------------------------------------------------------------- touch
    def viewportEvent(self, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd, QEvent.Type.TouchCancel):
            self._touch(event)  # type: ignore[arg-type]
            event.accept()
            return True
        return super().viewportEvent(event)

    def _touch(self, event: QTouchEvent) -> None:
        points = [p for p in event.points() if p.state() != p.State.Released] if event.type() != QEvent.Type.TouchEnd else []
        kind = event.type()
        if kind == QEvent.Type.TouchCancel:
            self._touch_id, self._pinch = None, None
            self.board.clear_selection()
            return
        if len(points) >= 2:
            self._two_fingers(points[0].position(), points[1].position())
            return
        self._pinch = None if len(points) < 2 else self._pinch
        for p in event.points():
            pos = p.position()
            if p.state() == p.State.Pressed and self._touch_id is None and len(event.points()) == 1:
                self._touch_id = p.id()
                if not self._press(pos):
                    self._check_double_tap(event.timestamp(), pos)
            elif p.id() == self._touch_id and p.state() == p.State.Updated:
                if not self._drag_board(pos):
                    self.board.pointer_move(self._scene_pos(pos), self.hit_radius())
            elif p.id() == self._touch_id and p.state() == p.State.Released:
                self._touch_id = None
                self._grab = None
                self.board.pointer_up(self._scene_pos(pos), self.hit_radius())
        if kind == QEvent.Type.TouchEnd:
            self._touch_id = None

    def _two_fingers(self, a: QPointF, b: QPointF) -> None:
        """Pinch to zoom around the fingers' midpoint; move both fingers to pan."""
        if self._touch_id is not None:  # a second finger turns a drag into a pinch
            self._touch_id = None
            self._grab = None
            self.board.clear_selection()
        dist = max(1.0, QLineF(a, b).length())
        mid = (a + b) / 2
        if self._pinch is not None:
            last_dist, last_mid = self._pinch
            self.zoom_by(dist / last_dist, mid)
            delta = mid - last_mid
            self.pan_by(delta.x(), delta.y())
        self._pinch = (dist, mid)

    def _check_double_tap(self, timestamp: int, pos: QPointF) -> None:
        if self._last_tap is not None:
            t, p = self._last_tap
            if timestamp - t <= DOUBLE_TAP_MS and QLineF(p, pos).length() < 40:
                self._last_tap = None
                self.fit_board()
                return
        self._last_tap = (timestamp, pos)


def _listed(stars: list[int]) -> str:
    """Star numbers (as a review numbers them) joined as the language lists things ("2, 5 and 9")."""
    return QLocale().createSeparatedList([str(star + 1) for star in stars])
