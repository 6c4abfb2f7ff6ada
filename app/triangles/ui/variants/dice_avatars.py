"""Rule 11 of the dice variant on the board: each conquered triangle shows its conqueror's avatar
at its incentre, for the rest of the game: a short label that tells the two players apart (see
`avatar_labels`) on a badge of the player's colour, a disc for player 1 and a diamond for player 2,
so the two differ by more than colour and letter. Avatars follow the current theme."""

from __future__ import annotations

import math
from typing import Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..board.board_items import Z_FEEDBACK
from ..board.board_scene import BoardScene
from ..game.controller import GameController

#: The avatar's radius as a share of the triangle's inradius, and its largest radius (scene units).
INRADIUS_SHARE = 0.75
MAX_RADIUS = 14.0


#: Longest label an avatar shows.
MAX_LABEL = 3


def _initials(name: str) -> str:
    """First letter of each word, digits kept whole: "Computer 2" -> "C2", "Anna Maria" -> "AM"."""
    parts = [w if w.isdigit() else w[:1] for w in name.split()]
    return "".join(parts)[:MAX_LABEL]


def avatar_labels(first: str, second: str) -> tuple[str, str]:
    """Labels for the two players' avatars that tell them apart: the shortest beginnings of the
    names that differ ("Anna", "Andrea" -> "Ann", "And"), else their initials ("Computer 1",
    "Computer 2" -> "C1", "C2"), else the player numbers; at most MAX_LABEL characters, at
    least two where the name has them."""
    a, b = first.strip(), second.strip()
    k = next((i for i, (x, y) in enumerate(zip(a.casefold(), b.casefold())) if x != y), min(len(a), len(b)))
    if k < MAX_LABEL and (a[: k + 1].casefold() != b[: k + 1].casefold()):
        size = max(2, k + 1)
        la, lb = a[:size], b[:size]
    else:
        la, lb = _initials(a), _initials(b)
        if la.casefold() == lb.casefold():
            la, lb = f"{a[:1]}1", f"{b[:1]}2"
    return (la[:1].upper() + la[1:] or "1"), (lb[:1].upper() + lb[1:] or "2")


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
        self.diamond = False  # player 2's badge
        self.player = 1
        self.setPos(centre)
        self.setZValue(Z_FEEDBACK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.radius
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A ring in the background colour sets the badge apart from the triangle's fill, which is
        # the same player colour.
        ring = max(0.5, self.radius * 0.16)
        painter.setPen(QPen(self.text, ring))
        painter.setBrush(self.colour)
        inner = self.boundingRect().adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2)
        if self.diamond:
            c, r = inner.center(), inner.width() / 2
            painter.drawPolygon(QPolygonF([c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r), c + QPointF(-r, 0)]))
        else:
            painter.drawEllipse(inner)
        font = QFont()
        font.setBold(True)
        share = {1: 1.2, 2: 0.9}.get(len(self.initial), 0.68) * (0.8 if self.diamond else 1.0)
        font.setPixelSize(max(1, int(self.radius * share)))
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
        labels = avatar_labels(self.controller.player(1).name, self.controller.player(2).name)
        theme = self.scene.theme
        item = AvatarItem(
            labels[player - 1], QColor(theme.player_color(player)), QColor(theme.background_top),
            centre, min(MAX_RADIUS, INRADIUS_SHARE * inradius),
        )
        item.diamond = player == 2
        item.player = player
        return item

    def apply_theme(self) -> None:
        """Recolour every avatar with the scene's current theme."""
        theme = self.scene.theme
        for item in self.items:
            item.colour, item.text = QColor(theme.player_color(item.player)), QColor(theme.background_top)
            item.update()

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
