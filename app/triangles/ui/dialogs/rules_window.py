"""The Rules window: the rules text with its worked examples, animated from small game records and
drawn by the same board items as the game."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from triangles.engine import record as records
from triangles.plugins.api import DIE, Action, Game, GameRecord, Move
from triangles.plugins.guard import GameGuard, PluginError
from triangles.plugins.registry import Registry
from triangles.record_check import game_from_record
from triangles.theme import Theme

from . import rules_text
from ..game.background import BackgroundCall
from ..board.board_scene import BoardScene
from ..board.board_view import BoardView
from ..screen_fit import stack_buttons
from ..variants.dice_panel import die_face

try:
    from triangles.examples import load_example
except ImportError:  # the examples package is optional for the window
    load_example = None  # type: ignore[assignment]

STEP_MS = 900
PAUSE_MS = 2600


@dataclass(frozen=True)
class ExampleStep:
    """One action of an example as the rules answered it, and the die shown after it."""

    action: Action
    accepted: bool
    player: int
    closed: tuple[tuple[int, int, int], ...]
    die: tuple[int, int, int] | None  # (roll, segments left, player to move) when a die decides the turn


@dataclass(frozen=True)
class ExampleScript:
    """An example record played through by its rules: what the board shows, step by step."""

    stars: np.ndarray
    die: tuple[int, int, int] | None  # before the first step
    steps: tuple[ExampleStep, ...]
    score: tuple[int, int]
    over: bool


def _die(game: Game) -> tuple[int, int, int] | None:
    budget = None if game.is_over() else game.turn_budget()
    if budget is None or budget.decided_by != DIE or not 1 <= budget.allowed <= 6:
        return None
    return budget.allowed, budget.left, game.turn


def example_script(registry: Registry, rec: GameRecord) -> ExampleScript | None:
    """Play `rec` through its rules, under a guard (a variant's example that throws plays on with
    the basic rules): plugin code, run off the window's thread (`BackgroundCall`). None when the
    record cannot start a game."""
    try:
        game = game_from_record(rec, registry, GameGuard())
    except records.RecordError as exc:
        if isinstance(exc.__cause__, PluginError):  # the variant failed (SystemExit included): say so
            raise exc.__cause__ from None
        return None
    start = _die(game)
    steps = []
    for action in rec.moves:
        result = game.push(action)
        steps.append(ExampleStep(action, result.accepted, result.player, result.closed, _die(game)))
    return ExampleScript(game.board.stars.copy(), start, tuple(steps), game.score, game.is_over())


class ExampleBoard(BoardView):
    """A small board replaying one example record in a loop: refused lines dashed, triangles filling.
    The rules play the record through once, off the window's thread; a variant that hangs or fails
    there leaves a line saying so instead of the example."""

    def __init__(self, registry: Registry, rec: GameRecord, parent: QWidget | None = None) -> None:
        scene = BoardScene()
        super().__init__(scene, parent)
        scene.setParent(self)
        scene.interactive = False
        self.registry, self.record = registry, rec
        self.setFixedSize(QSize(240, 240))
        self.script: ExampleScript | None = None
        self.problem = ""  # why the example is not shown
        self._step = 0
        self._die: tuple[int, int, int] | None = None
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self.advance)
        labels = rec.extra.get("labels")
        self._labels = [str(v) for v in labels] if isinstance(labels, list) else []
        self.playing = BackgroundCall(lambda: example_script(registry, rec), self)
        self.playing.done.connect(self._ready)
        self.playing.failed.connect(self._failed)

    @property
    def shown_die(self) -> tuple[int, int, int] | None:
        """(roll, segments left, player to move) of the die drawn in the corner, if any."""
        return self._die

    def _ready(self, script: ExampleScript | None) -> None:
        if script is None:  # a record its rules cannot start: no example, as without its rules
            self.hide()
            return
        self.script = script
        self.restart()

    def _failed(self, reason: str) -> None:
        self.problem = reason
        self.viewport().update()

    def restart(self) -> None:
        if self.script is None:
            return
        self.board.set_board(self.script.stars)
        self.board.set_labels(self._labels)
        self._step = 0
        self._die = self.script.die
        self._timer.start(STEP_MS)
        self.viewport().update()

    def advance(self) -> None:
        """Show the next move of the record; at the end, pause and start again."""
        script = self.script
        if script is None:
            return
        if self._step >= len(script.steps):
            self.restart()
            return
        step = script.steps[self._step]
        self._step += 1
        action = step.action
        if isinstance(action, Move):
            if step.accepted:
                self.board.add_segment(action.a, action.b, step.player, animate=True)
                if step.closed:
                    self.board.fill_triangles(list(step.closed), step.player, animate=True)
            else:
                self.board.show_refusal(action.a, action.b, ms=PAUSE_MS + STEP_MS)
        self._die = step.die
        self._timer.start(PAUSE_MS if self._step >= len(script.steps) else STEP_MS)
        self.viewport().update()  # the die in the corner follows the turn

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        """In a dice example, the roll of the turn and its segments left, in the mover's colour:
        the die face, then one dot per segment of the roll, filled while still to draw. When the
        rules could not play the example, a line saying so."""
        super().drawForeground(painter, rect)
        if self.problem:
            self._draw_problem(painter)
            return
        if self._die is None:
            return
        roll, left, player = self._die
        color = QColor(self.theme.player_color(player))
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

    def problem_text(self) -> str:
        return QCoreApplication.translate(
            "RulesWindow", "This example cannot be shown: the rules variant {0} failed or is not responding."
        ).format(self.record.rules)

    def _draw_problem(self, painter: QPainter) -> None:
        painter.save()
        painter.resetTransform()
        painter.setPen(QColor(self.theme.text))
        area = QRectF(self.viewport().rect()).adjusted(16, 16, -16, -16)
        painter.drawText(area, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.problem_text())
        painter.restore()

    def play_to_end(self) -> None:
        """Show the final picture at once (used for screenshots and tests)."""
        self.playing.wait()
        while self.script is not None and self._step < len(self.script.steps):
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
        self._captions: list[tuple[ExampleBoard, str, str]] = []  # an example, its caption, its context
        self._variant_starts: dict[str, QLabel] = {}  # a variant's name: the first line of its own sections
        page = QWidget()
        col = QVBoxLayout(page)
        col.setContentsMargins(14, 16, 14, 16)  # an example board (240) and the margins fit a 320-point phone
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
            first = len(self._texts)
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
            if len(self._texts) > first:
                self._variant_starts[rules.name] = self._texts[first][0]
        col.addStretch(1)
        self._scroll = scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        self._captions.append((board, caption, context))
        col.addWidget(board, 0, Qt.AlignmentFlag.AlignHCenter)
        self._add_text(col, caption, context, caption=True)

    def _add_text(self, col: QVBoxLayout, source: str, context: str, heading: bool = False, caption: bool = False) -> None:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if heading:
            label.setStyleSheet("font-size: 20px; font-weight: 700; margin-top: 10px;")
            label.setIndent(0)  # a label with a style sheet is indented by half an "x": the heading sat right of its text
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
        self._offer_tips()

    def _offer_tips(self) -> None:
        """The button "Show Beginner's tips again" where it does something: the game in play
        gives tips and they were closed (a classic game offered tips it never shows)."""
        tips_on = getattr(self.parent(), "tips_on", None)
        offered = bool(getattr(self._game_rules(), "tips", None))
        self.tips_button.setVisible(offered and callable(tips_on) and not tips_on())

    def _game_rules(self) -> object:
        """The rules plugin of the game in play in the window that opened this one, or None."""
        return getattr(getattr(self.parent(), "controller", None), "rules", None)

    def showEvent(self, event: QShowEvent) -> None:
        self._offer_tips()  # the tips may have been closed or turned on since it was last open
        super().showEvent(event)
        if not event.spontaneous():  # opened, not brought back from a minimised window
            self._open_at_game_rules()

    def _open_at_game_rules(self) -> None:
        """Each opening starts at the rules of the game in play: a variant's own sections, else
        the top (it reopened wherever it was last scrolled to)."""
        start = self._variant_starts.get(getattr(self._game_rules(), "name", ""))
        self._scroll.widget().layout().activate()  # the labels' places, before the first paint
        self._scroll.verticalScrollBar().setValue(0 if start is None else start.y())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Rules of Triangles"))
        self.tips_button.setText(self.tr("Show Beginner's tips again"))
        self._scroll.setAccessibleName(self.windowTitle())  # where the keyboard lands
        for label, source, context in self._texts:
            label.setText(QCoreApplication.translate(context, source) if source else "")
        for board, source, context in self._captions:
            caption = QCoreApplication.translate(context, source) if source else ""
            board.set_watched_name(self.tr("Example: {0}").format(caption) if caption else self.tr("Example"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        margins = self.layout().contentsMargins()
        stack_buttons(self.buttons, event.size().width() - margins.left() - margins.right())
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            stack_buttons(self.buttons, self.width() - self.layout().contentsMargins().left() * 2)
        super().changeEvent(event)
