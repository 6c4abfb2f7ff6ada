"""Marks drawn over a board without being part of the game: the best moves of a review or the
answer of a puzzle (dotted, in the theme's highlight colour), a glow under the move just played,
and the numbers of the stars the texts beside the board name ("3–17"). Stars are numbered from 1
for the player (`star_number`); records and the command line count from 0."""

from __future__ import annotations

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem

from ..board.board_items import Z_FEEDBACK, Z_TRIANGLE, segment_pen
from ..board.board_scene import BoardScene

#: The glow under the played segment: its width in segment widths, and its opacity.
PLAYED_WIDTH, PLAYED_ALPHA = 3.2, 110


def star_number(index: int) -> int:
    """The number a star is shown with in the window's texts and on the board."""
    return index + 1


def segment_text(a: int, b: int) -> str:
    """A segment as the window names it: "4–18"."""
    return f"{star_number(a)}–{star_number(b)}"


class Ghosts:
    """The marks shown on one scene; `show` replaces them all."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsLineItem] = []
        self.pairs: list[tuple[int, int]] = []
        self.played: tuple[int, int] | None = None

    def show(self, pairs: list[tuple[int, int]], played: tuple[int, int] | None = None) -> None:
        """Dot `pairs`, glow under `played`, and number the ends of both: the stars the texts
        beside the board name."""
        self.clear()
        scene = self.scene
        width = scene.theme.segment_width / scene.size_scale
        for a, b in pairs:
            if self._on_board(a, b):
                self._line(a, b, segment_pen(QColor(scene.theme.highlight), width, Qt.PenStyle.DotLine), Z_FEEDBACK)
                self.pairs.append((a, b))
        if played is not None and self._on_board(*played):
            glow = QColor(scene.theme.highlight)
            glow.setAlpha(PLAYED_ALPHA)
            # Under the drawn position (settled segments are painted at the triangles' level), so
            # the segment keeps its player's colour and the glow shows on either side of it.
            self._line(*played, segment_pen(glow, width * PLAYED_WIDTH), Z_TRIANGLE - 0.5)
            self.played = played
        if named := self.named:
            labels = [""] * len(scene.stars)
            for i in named:
                labels[i] = str(star_number(i))
            scene.set_labels(labels)

    @property
    def named(self) -> set[int]:
        """The stars numbered on the board: the ends of the segments shown."""
        segments = [*self.pairs, self.played] if self.played is not None else self.pairs
        return {star for pair in segments for star in pair}

    def refresh(self) -> None:
        """The same marks in the scene's current theme."""
        self.show(list(self.pairs), self.played)

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        if self.named:
            self.scene.set_labels([])
        self.items, self.pairs, self.played = [], [], None

    def _on_board(self, a: int, b: int) -> bool:
        return 0 <= a < len(self.scene.stars) and 0 <= b < len(self.scene.stars)

    def _line(self, a: int, b: int, pen: QPen, z: float) -> None:
        item = QGraphicsLineItem(QLineF(self.scene.star_pos(a), self.scene.star_pos(b)))
        item.setZValue(z)
        item.setPen(pen)
        self.scene.addItem(item)
        self.items.append(item)
