"""Segments drawn over a board without being part of the game: the best move of a review, the
answer of a puzzle (dotted, in the theme's highlight colour), the last move played."""

from __future__ import annotations

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsLineItem

from ..board.board_items import Z_FEEDBACK, segment_pen
from ..board.board_scene import BoardScene


class Ghosts:
    """The ghost segments shown on one scene; `show` replaces them."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsLineItem] = []
        self.pairs: list[tuple[int, int]] = []

    def show(self, pairs: list[tuple[int, int]]) -> None:
        self.clear()
        scene = self.scene
        width = scene.theme.segment_width / scene.size_scale
        for a, b in pairs:
            if not (0 <= a < len(scene.stars) and 0 <= b < len(scene.stars)):
                continue
            item = QGraphicsLineItem(QLineF(scene.star_pos(a), scene.star_pos(b)))
            item.setZValue(Z_FEEDBACK)
            item.setPen(segment_pen(QColor(scene.theme.highlight), width, Qt.PenStyle.DotLine))
            scene.addItem(item)
            self.items.append(item)
            self.pairs.append((a, b))

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items, self.pairs = [], []
