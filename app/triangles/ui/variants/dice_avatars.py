"""Rule 11 of the dice variant on the board: each conquered triangle shows its conqueror's avatar
(the player's initial on a disc of the player's colour) at its incentre, for the rest of the game."""

from __future__ import annotations

import math
from typing import Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..board.board_items import Z_FEEDBACK
from ..board.board_scene import BoardScene
from ..game.controller import GameController

#: The avatar's radius as a share of the triangle's inradius, and its largest radius (scene units).
INRADIUS_SHARE = 0.75
MAX_RADIUS = 14.0


def incircle(a: QPointF, b: QPointF, c: QPointF) -> tuple[QPointF, float]:
    """Centre and radius of the triangle's inscribed circle."""
    la, lb, lc = (math.dist((p.x(), p.y()), (q.x(), q.y())) for p, q in ((b, c), (c, a), (a, b)))
    perimeter = la + lb + lc
    if perimeter == 0:
        return a, 0.0
    centre = (a * la + b * lb + c * lc) / perimeter
    s = perimeter / 2
    area = math.sqrt(max(s * (s - la) * (s - lb) * (s - lc), 0.0))
    return centre, area / s


class AvatarItem(QGraphicsItem):
    """A player's initial on a disc of their colour."""

    def __init__(self, initial: str, colour: QColor, text: QColor, centre: QPointF, radius: float) -> None:
        super().__init__()
        self.initial, self.colour, self.text, self.radius = initial, colour, text, radius
        self.setPos(centre)
        self.setZValue(Z_FEEDBACK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.radius
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A ring in the background colour sets the disc apart from the triangle's fill, which is
        # the same player colour.
        ring = max(0.5, self.radius * 0.16)
        painter.setPen(QPen(self.text, ring))
        painter.setBrush(self.colour)
        painter.drawEllipse(self.boundingRect().adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, int(self.radius * 1.2)))
        painter.setFont(font)
        painter.setPen(self.text)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.initial)


class AvatarLayer(QObject):
    """Keeps one avatar per conquered triangle on the scene while `enabled`."""

    def __init__(self, controller: GameController, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller, self.scene = controller, scene
        self.enabled = False
        self.items: list[AvatarItem] = []
        controller.triangles_closed.connect(self._closed)

    def _avatar(self, corners: Sequence[int], player: int) -> AvatarItem | None:
        if self.controller.setup is None:
            return None
        a, b, c = (self.scene.star_pos(int(i)) for i in corners)
        centre, inradius = incircle(a, b, c)
        name = self.controller.player(player).name.strip()
        theme = self.scene.theme
        return AvatarItem(
            (name[:1] or str(player)).upper(), QColor(theme.player_color(player)), QColor(theme.background_top),
            centre, min(MAX_RADIUS, INRADIUS_SHARE * inradius),
        )

    def _add(self, corners: Sequence[int], player: int) -> None:
        item = self._avatar(corners, player)
        if item is not None:
            self.scene.addItem(item)
            self.items.append(item)

    def _closed(self, triangles: list, player: int) -> None:
        if self.enabled:
            for corners in triangles:
                self._add(corners, player)

    def rebuild(self) -> None:
        """Show exactly the game's conquered triangles (after a new game, a load or an undo)."""
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []
        game = self.controller.game
        if self.enabled and game is not None:
            for corners, player in game.scored_triangles():
                self._add(corners, player)
