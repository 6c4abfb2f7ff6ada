"""The Rules window: the rules text with its worked examples, animated from small game records and
drawn by the same board items as the game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from triangles.engine import record as records
from triangles.plugins.api import DIE, Game, GameRecord, Move
from triangles.plugins.guard import GameGuard
from triangles.plugins.registry import Registry
from triangles.record_check import game_from_record
from triangles.theme import Theme

from . import rules_text
from ..board.board_scene import BoardScene
from ..board.board_view import BoardView
from ..variants.dice_panel import die_face

try:
    from triangles.examples import load_example
except ImportError:  # the examples package is optional for the window
    load_example = None  # type: ignore[assignment]

STEP_MS = 900
PAUSE_MS = 2600


class ExampleBoard(BoardView):
    """A small board replaying one example record in a loop: refused lines dashed, triangles filling."""

    def __init__(self, registry: Registry, rec: GameRecord, parent: QWidget | None = None) -> None:
        scene = BoardScene()
        super().__init__(scene, parent)
        scene.setParent(self)
        scene.interactive = False
        self.registry, self.record = registry, rec
        self.setFixedSize(QSize(240, 240))
        self.game: Game | None = None
        self._step = 0
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self.advance)
        labels = rec.extra.get("labels")
        self._labels = [str(v) for v in labels] if isinstance(labels, list) else []
        self.restart()

    def restart(self) -> None:
        # The record's own fields too: a dice example replays its recorded rolls. Under a guard: a
        # variant's own example that throws plays on with the basic rules.
        try:
            self.game = game_from_record(self.record, self.registry, GameGuard())
        except records.RecordError:
            return
        self.board.set_board(self.game.board.stars)
        self.board.set_labels(self._labels)
        self._step = 0
        self._timer.start(STEP_MS)
        self.viewport().update()

    def advance(self) -> None:
        """Play the next move of the record; at the end, pause and start again."""
        game = self.game
        if game is None:
            return
        if self._step >= len(self.record.moves):
            self.restart()
            return
        action = self.record.moves[self._step]
        self._step += 1
        result = game.push(action)
        if isinstance(action, Move):
            if result.accepted:
                self.board.add_segment(action.a, action.b, result.player, animate=True)
                if result.closed:
                    self.board.fill_triangles(list(result.closed), result.player, animate=True)
            else:
                self.board.show_refusal(action.a, action.b, ms=PAUSE_MS + STEP_MS)
        self._timer.start(PAUSE_MS if self._step >= len(self.record.moves) else STEP_MS)
        self.viewport().update()  # the die in the corner follows the turn

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        """In a dice example, the roll of the turn and its segments left, in the mover's colour:
        the die face, then one dot per segment of the roll, filled while still to draw."""
        super().drawForeground(painter, rect)
        game = self.game
        budget = None if game is None or game.is_over() else game.turn_budget()
        if game is None or budget is None or budget.decided_by != DIE or not 1 <= budget.allowed <= 6:
            return
        roll, left = budget.allowed, budget.left
        color = QColor(self.theme.player_color(game.turn))
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = painter.font()
        font.setPixelSize(28)
        painter.setFont(font)
        painter.setPen(color)
        painter.drawText(QRectF(6, 4, 34, 34), int(Qt.AlignmentFlag.AlignCenter), die_face(roll))
        for k in range(roll):
            painter.setBrush(color if k < left else Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(color, 1.5))
            painter.drawEllipse(QPointF(48 + 13 * k, 21), 4.5, 4.5)
        painter.restore()

    def play_to_end(self) -> None:
        """Show the final picture at once (used for screenshots and tests)."""
        while self.game is not None and self._step < len(self.record.moves):
            self.advance()
        self.board.finish_animations()
        self.viewport().update()

    def wheelEvent(self, event) -> None:  # noqa: ANN001 - let the page scroll
        event.ignore()


class RulesWindow(QDialog):
    """The rules in the current language, with the illustrated examples."""

    def __init__(self, registry: Registry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.registry = registry
        self.examples: dict[str, ExampleBoard] = {}
        self._texts: list[tuple[QLabel, str, str]] = []  # label, source text, translation context
        page = QWidget()
        col = QVBoxLayout(page)
        col.setContentsMargins(20, 16, 20, 16)
        col.setSpacing(10)
        for section in rules_text.SECTIONS:
            rec = None
            if section.example and load_example is not None:
                try:
                    rec = load_example(section.example)
                except records.RecordError:
                    rec = None
            self._add_section(col, page, rules_text.CONTEXT, section.title, section.paragraphs, section.example,
                              rec, section.caption)
        for rules in registry.rules_plugins():  # each variant's own sections (RulesPlugin.help_sections)
            shown = 0  # the variant's first example is keyed by its name, the next ones name-2, ...
            for help_section in rules.help_sections:
                rec = None
                if help_section.example:
                    try:
                        rec = records.loads(help_section.example)
                    except records.RecordError:
                        rec = None
                    shown += 1
                key = rules.name if shown <= 1 else f"{rules.name}-{shown}"
                self._add_section(col, page, "rules", help_section.title, help_section.paragraphs, key, rec,
                                  help_section.caption)
        col.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(page)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        # Beginner's tips, once closed with "I understand how to play", come back from here.
        self.tips_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.tips_button.clicked.connect(self._tips_again)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(self.buttons)
        self.resize(620, 760)
        self.retranslate_ui()

    def _add_section(
        self, col: QVBoxLayout, page: QWidget, context: str, title: str, paragraphs: tuple[str, ...], key: str,
        rec: GameRecord | None, caption: str,
    ) -> None:
        """A title, its paragraphs, and the worked example animated with its caption (when its
        rules are installed)."""
        if title:
            self._add_text(col, title, context, heading=True)
        for para in paragraphs:
            self._add_text(col, para, context)
        if rec is None or self.registry.rules(rec.rules) is None:  # a variant not installed: no example
            return
        board = ExampleBoard(self.registry, rec, page)
        self.examples[key] = board
        col.addWidget(board, 0, Qt.AlignmentFlag.AlignHCenter)
        self._add_text(col, caption, context, caption=True)

    def _add_text(self, col: QVBoxLayout, source: str, context: str, heading: bool = False, caption: bool = False) -> None:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if heading:
            label.setStyleSheet("font-size: 20px; font-weight: 700; margin-top: 10px;")
        elif caption:
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            label.setStyleSheet("font-style: italic; opacity: 0.8;")
        col.addWidget(label)
        self._texts.append((label, source, context))

    def apply_theme(self, theme: Theme) -> None:
        for board in self.examples.values():
            board.apply_theme(theme)

    def _tips_again(self) -> None:
        show = getattr(self.parent(), "set_tips", None)
        if callable(show):
            show(True)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules of Triangles"))
        self.tips_button.setText(self.tr("Show Beginner's tips again"))
        for label, source, context in self._texts:
            label.setText(QCoreApplication.translate(context, source) if source else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
