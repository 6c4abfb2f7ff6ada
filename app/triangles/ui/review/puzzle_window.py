"""Puzzles in the window: "find the best move" on solved end phases, three levels of numbered
puzzles and the puzzle of the day. A puzzle is made in a thread (a hard one can take seconds);
any of its equally best segments is right, and it is played under its own rules (with or without
the extra turn). Progress (the puzzles solved per level, the days solved) is kept in the settings."""

from __future__ import annotations

import datetime as dt
import html

from typing import Callable

import numpy as np
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import QBoxLayout, QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from triangles import puzzles
from triangles.plugins.api import Game, Move
from triangles.theme import Theme

from ..board.board_scene import BoardScene
from ..board.board_view import BoardView
from ..game.controller import reason_text
from ..game.position import open_lines
from ..screen_fit import scrolled
from ..settings import AppSettings
from .ghost import Ghosts, segment_text, star_number
from .puzzle_maker import MAKE_SECONDS, PuzzleMaker


def signed(value: int) -> str:
    """A puzzle's worth with its sign, a true minus for a loss ("+1", "−2")."""
    return f"{value:+d}".replace("-", "\u2212")


def level_text(name: str) -> str:
    texts = {
        "easy": QCoreApplication.translate("PuzzleWindow", "Easy"),
        "medium": QCoreApplication.translate("PuzzleWindow", "Medium"),
        "hard": QCoreApplication.translate("PuzzleWindow", "Hard"),
    }
    return texts[name]


#: Upright, the most of the window's height the panel under the board takes (it scrolls beyond).
PANEL_SHARE = 0.45
#: Qt's "no maximum" for a widget's size.
QWIDGETSIZE_MAX = (1 << 24) - 1


class PuzzleProgress:
    """Which puzzles were solved: numbers per level and days, in the settings."""

    GROUP = "puzzles"

    def __init__(self, settings: AppSettings) -> None:
        self.settings = settings

    def solved(self, level: str) -> set[int]:
        raw = self.settings.get(f"{self.GROUP}/{level}", [], lambda v: isinstance(v, list))
        return {int(v) for v in raw if str(v).isdigit()}

    def next_number(self, level: str, after: int = 0) -> int:
        """The first puzzle of the level not solved yet, after number `after`."""
        done = self.solved(level)
        number = after + 1
        while number in done:
            number += 1
        return number

    def mark(self, level: str, number: int) -> None:
        self.settings.set(f"{self.GROUP}/{level}", sorted(self.solved(level) | {number}))
        self.settings.sync()

    def days(self) -> set[str]:
        raw = self.settings.get(f"{self.GROUP}/days", [], lambda v: isinstance(v, list))
        return {str(v) for v in raw}

    def mark_day(self, day: dt.date) -> None:
        self.settings.set(f"{self.GROUP}/days", sorted(self.days() | {day.isoformat()}))
        self.settings.sync()


class PuzzleWindow(QDialog):
    """Shows one puzzle; the player draws a segment on the board and is told whether it is one
    of the best. "Show answer" draws the answers dotted; "Next puzzle" goes on with the level,
    "Previous puzzle" back to the one before (solved or not, to look at it again)."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzleWindow")
        self.progress = PuzzleProgress(settings)
        self.puzzle: puzzles.Puzzle | None = None
        self.game: Game | None = None
        self.number = 0  # 0 for the puzzle of the day
        self.day: dt.date | None = None
        self.solved = False
        self.answer_shown = False  # a puzzle whose answer was shown is not counted as solved
        # What the last move or "Show answer" said, written anew in the language of the moment
        # (a change of language rewrites it); None while the player thinks.
        self._result: Callable[[], str] | None = None
        self.maker: PuzzleMaker | None = None  # the thread making the puzzle asked for last
        self._makers: list[PuzzleMaker] = []  # threads not finished yet (cancelled ones wind down)
        self._make_time = QTimer(self)
        self._make_time.setSingleShot(True)
        self._make_time.timeout.connect(self._too_long)
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene)
        self.ghosts = Ghosts(self.scene)
        self.scene.move_requested.connect(self.try_move)
        self._build()
        self.retranslate_ui()
        self.resize(1000, 760)
        self.open_level(self.level.currentData())

    def _build(self) -> None:
        self.level = QComboBox(self)
        self.level_label = QLabel(self)
        self.level_label.setBuddy(self.level)  # names the list to a screen reader on Linux too
        for lv in puzzles.LEVELS:
            self.level.addItem(lv.name, lv.name)
        self.level.activated.connect(lambda _i: self.open_level(self.level.currentData()))
        self.btn_day = QPushButton(self)
        self.btn_day.clicked.connect(lambda: self.open_day(dt.date.today()))
        self.title = QLabel(self)
        self.title.setObjectName("puzzleTitle")
        self.title.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        # At the top of its room: the room only grows while a puzzle is played (see `_texts`),
        # and a shorter verdict centred in it would leave a gap under the title.
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.status.setTextFormat(Qt.TextFormat.RichText)  # a dot in the colour of the player to move
        self.tally = QLabel(self)
        self.tally.setWordWrap(True)
        self.btn_answer = QPushButton(self)
        self.btn_answer.clicked.connect(self.show_answer)
        self.btn_retry = QPushButton(self)
        self.btn_retry.clicked.connect(self.retry)
        self.btn_prev = QPushButton(self)
        self.btn_prev.clicked.connect(self.previous_puzzle)
        self.btn_next = QPushButton(self)
        self.btn_next.setProperty("primary", True)
        self.btn_next.clicked.connect(self.next_puzzle)
        level = QHBoxLayout()
        level.setContentsMargins(0, 0, 0, 0)
        level.addWidget(self.level_label)
        level.addWidget(self.level, 1)
        self.level_row = QWidget(self)
        self.level_row.setLayout(level)
        top = self.top_box = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        top.addWidget(self.level_row, 1)
        top.addWidget(self.btn_day)
        buttons = self.buttons_box = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.addWidget(self.btn_answer)
        buttons.addWidget(self.btn_retry)
        moves = self.moves_box = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        moves.addWidget(self.btn_prev)
        moves.addWidget(self.btn_next)
        side = QVBoxLayout()
        side.addLayout(top)
        side.addWidget(self.title)
        side.addWidget(self.status)
        # The buttons keep their place at the panel's foot while the text above changes length.
        side.addStretch(1)
        side.addLayout(buttons)
        side.addLayout(moves)
        side.addWidget(self.tally)
        self.side = QWidget(self)
        self.side.setLayout(side)
        # A window lower than the panel's text and buttons (a laptop at 200 %) scrolls the panel
        # rather than laying the buttons over each other and over the text.
        self.side_area = scrolled(self.side, self)
        self.side_area.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.layout_box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.layout_box.setContentsMargins(8, 8, 8, 8)
        self.layout_box.addWidget(self.view, 3)
        self.layout_box.addWidget(self.side_area, 2)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        wide = self.width() > self.height()
        self.layout_box.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        self.layout_box.setStretch(0, 3 if wide else 4)
        self.layout_box.setStretch(1, 2 if wide else 1)
        # Upright, the panel under the board takes the height its text and buttons need and the
        # board all the rest: on a phone every point of height is the board's.
        self.side_area.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred if wide else QSizePolicy.Policy.Maximum)
        self._arrange_buttons()
        self.status.setMinimumHeight(0)
        super().resizeEvent(event)
        self._texts()
        # Measured again once the layout has given the text its new width: measured now, on
        # the width of the layout before (a side panel turning into a bottom one), the text
        # would keep the room of a narrow column.
        QTimer.singleShot(0, self._measure_text)

    def _measure_text(self) -> None:
        self.status.setMinimumHeight(0)
        self._texts()

    def _arrange_buttons(self) -> None:
        """Each pair (the level and the puzzle of the day, answer and retry, previous and next)
        in a row while it fits (long translations, a phone, a large scale: one above the other)."""
        wide = self.width() > self.height()
        # Less the panel's margins and its scroll bar, which shows while the panel scrolls.
        room = (self.width() * 2 // 5 if wide else self.width()) - 40 - self.side_area.verticalScrollBar().sizeHint().width()
        for box, pair in ((self.top_box, (self.level_row, self.btn_day)), (self.buttons_box, (self.btn_answer, self.btn_retry)),
                          (self.moves_box, (self.btn_prev, self.btn_next))):
            need = sum(b.sizeHint().width() + 8 for b in pair)
            box.setDirection(QBoxLayout.Direction.LeftToRight if need <= room else QBoxLayout.Direction.TopToBottom)

    def apply_theme(self, theme: Theme) -> None:
        self.view.apply_theme(theme)
        self.ghosts.refresh()
        self._texts()  # the dot takes the new theme's colour

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Puzzles"))
        self.level_label.setText(self.tr("Level:"))
        self.level.setAccessibleName(self.tr("Level"))
        for i in range(self.level.count()):
            self.level.setItemText(i, level_text(self.level.itemData(i)))
        self.btn_day.setText(self.tr("Puzzle of the day"))
        self.btn_answer.setText(self.tr("Show answer"))
        self.btn_retry.setText(self.tr("Try again"))
        self.btn_prev.setText(self.tr("Previous puzzle"))
        self.btn_next.setText(self.tr("Next puzzle"))
        self._arrange_buttons()  # a language's longer names may no longer fit side by side
        self._texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------------------ puzzles
    def open_level(self, name: str, number: int | None = None) -> None:
        self.level.setCurrentIndex(max(0, self.level.findData(name)))
        self.number = number or self.progress.next_number(name)
        self.day = None
        chosen = self.number
        self._make(lambda cancelled: puzzles.numbered(name, chosen, cancelled))

    def open_day(self, day: dt.date) -> None:
        self.day, self.number = day, 0
        self.level.setCurrentIndex(max(0, self.level.findData(puzzles.level_of_day(day))))  # the day's level
        self._make(lambda cancelled: puzzles.of_the_day(day, cancelled))

    def making(self) -> bool:
        return self.maker is not None

    def _make(self, make: Callable[[Callable[[], bool]], puzzles.Puzzle]) -> None:
        """Start making a puzzle in a thread; the one being made before is dropped."""
        self.stop_making()
        self.puzzle, self.game, self.solved, self._result = None, None, False, None
        # The text keeps its room while the next puzzle is made ("Making the puzzle…" is one
        # line: the board grew and the buttons jumped, and back a second later); `_load` measures anew.
        self.ghosts.clear()
        self.scene.set_board(np.empty((0, 2)))  # no stars while the next puzzle is made
        self._take_moves(None)
        maker = self.maker = PuzzleMaker(make)
        maker.made.connect(self._made)
        maker.failed.connect(self._failed)
        self._makers = [m for m in self._makers if not m.isFinished()] + [maker]
        self._make_time.start(int(MAKE_SECONDS * 1000))
        maker.start()
        self._texts()

    def stop_making(self) -> None:
        """Drop the puzzle being made (its thread stops at its next position)."""
        if self.maker is not None:
            self.maker.cancel()
            self.maker = None
        self._make_time.stop()

    def wait_for_makers(self) -> None:
        """Stop every thread before the window goes (each stops within one solved position)."""
        self.stop_making()
        for maker in self._makers:
            maker.cancel()
            maker.wait()
        self._makers = []

    def _made(self, maker: PuzzleMaker, puzzle: puzzles.Puzzle) -> None:
        if maker is self.maker:
            self.maker = None
            self._make_time.stop()
            self._load(puzzle)

    def _failed(self, maker: PuzzleMaker) -> None:
        if maker is self.maker:
            self.maker = None
            self._make_time.stop()
            self._result = lambda: self.tr("No puzzle could be made here. Try the next one.")
            self._texts()

    def _too_long(self) -> None:
        self.stop_making()
        self._result = lambda: self.tr("This puzzle takes too long to make. Try the next one.")
        self._texts()

    def closeEvent(self, event) -> None:  # noqa: ANN001
        self.wait_for_makers()
        super().closeEvent(event)

    def reject(self) -> None:
        """Escape closes the window as its close button does (a dialog's Escape only hides it)."""
        self.wait_for_makers()
        super().reject()

    def showEvent(self, event) -> None:  # noqa: ANN001
        if self.puzzle is None and self.maker is None and self._result is None:  # closed while one was made
            if self.day is None:
                self.open_level(self.level.currentData(), self.number or None)
            else:
                self.open_day(self.day)
        super().showEvent(event)

    def next_puzzle(self) -> None:
        """The level's next puzzle not solved yet, solved or skipped this one; after the puzzle
        of the day, the level's first not solved."""
        name = self.level.currentData()
        if self.day is None:
            self.open_level(name, self.progress.next_number(name, after=self.number))
        else:
            self.open_level(name)

    def previous_puzzle(self) -> None:
        """The level's puzzle before this one, solved or not; from the puzzle of the day, the
        one before the puzzle "Next puzzle" would open."""
        name = self.level.currentData()
        number = self.number if self.day is None else self.progress.next_number(name)
        self.open_level(name, max(1, number - 1))

    def _load(self, puzzle: puzzles.Puzzle) -> None:
        self.puzzle = puzzle
        self.game = puzzle.game()
        self.solved = self.answer_shown = False
        self.status.setMinimumHeight(0)  # the room of this puzzle's texts, measured afresh
        self.scene.set_board(self.game.board.stars, clearance=self.game.board.clearance)
        self.view.fit_board()
        self.retry()

    def retry(self) -> None:
        """Back to the puzzle's position, answer hidden."""
        if self.puzzle is None:
            return
        self.game = self.puzzle.game()
        self.ghosts.clear()
        self.scene.set_position(self.game.drawn_segments(), self.game.scored_triangles())
        self.scene.set_active_player(self.game.turn)
        self._take_moves(self.game)
        self._result = None
        self._texts()

    def _take_moves(self, game: Game | None) -> None:
        """The board takes a move on `game` and knows its open lines (Page Down finds them; a
        screen reader hears what each closes); with None it takes none."""
        self.scene.interactive = game is not None
        if game is None:
            self.view.set_open_lines(None)
        else:
            self.view.set_open_lines(*open_lines(game))

    def try_move(self, a: int, b: int) -> None:
        game, puzzle = self.game, self.puzzle
        if game is None or puzzle is None or not self.scene.interactive:
            return
        reason = game.check(Move(a, b))
        if reason is not None:
            self.scene.show_refusal(a, b)
            self.view.show_message(reason_text(reason), avoid=self.scene.stars_rect((a, b)), refusal=True)
            return
        result = game.push(Move(a, b))
        self.scene.add_segment(a, b, result.player, animate=False)
        if result.closed:
            self.scene.fill_triangles(list(result.closed), result.player, animate=True)
        self._take_moves(None)
        right = puzzles.is_answer(puzzle, a, b)
        if right and self.answer_shown:
            self.solved = True
            self._result = self._right_after_answer_text
        elif right:
            self.solved = True
            if self.day is None:
                self.progress.mark(puzzle.level, self.number)
            else:
                self.progress.mark_day(self.day)
            self.ghosts.show([pair for pair in puzzle.answers if pair != (min(a, b), max(a, b))])
            self._result = self._right_text
        else:
            self._result = self._wrong_text
        self._texts()

    def show_answer(self) -> None:
        if self.puzzle is None:
            return
        self.retry()
        self.answer_shown = True
        self._take_moves(None)
        self.ghosts.show(list(self.puzzle.answers))
        self._result = self._answer_text
        self._texts()

    # The verdicts, each written in the language of the moment (see `_result`).
    def _wrong_text(self) -> str:
        return self.tr("Not the best move. Try again, or show the answer.")

    def _right_after_answer_text(self) -> str:
        return self.tr("Right, as the answer showed; a puzzle counts as solved only when found without it.")

    def _right_text(self) -> str:
        puzzle = self.puzzle
        if puzzle is None:
            return ""
        if len(puzzle.answers) == 1:
            return self._with_worth(self.tr("Right: that is the best move. It is worth {0} under best play.").format(signed(puzzle.value)))
        return self._with_worth(self.tr("Right: that is one of the best moves (the others are dotted). It is worth {0} under best play.").format(
            signed(puzzle.value)))

    def _answer_text(self) -> str:
        puzzle = self.puzzle
        if puzzle is None:
            return ""
        value, answers = signed(puzzle.value), list(puzzle.answers)
        if len(answers) == 1:
            a, b = puzzle.answer
            return self._with_worth(self.tr("The answer is {0}–{1} (dotted): worth {2}, every other line at least one triangle less.").format(
                star_number(a), star_number(b), value))
        return self._with_worth(self.tr("The answers are {0} (dotted): any of them is right, each worth {1}; every other line is worth at least one triangle less.").format(
            ", ".join(segment_text(a, b) for a, b in answers), value))

    def _with_worth(self, verdict: str) -> str:
        """A verdict that gives a worth, with what the number means."""
        return f"{verdict} " + self.tr("Worth: the triangles the player to move ends ahead (+) or behind (−) "
                                       "with best play from here.")

    def _texts(self) -> None:
        name = self.level.currentData() if self.day is None else puzzles.level_of_day(self.day)
        if self.day is not None:
            self.title.setText(self.tr("Puzzle of the day, {0} ({1})").format(self.day.isoformat(), level_text(name)))
        else:
            self.title.setText(self.tr("{0} puzzle {1}").format(level_text(name), self.number))
        puzzle = self.puzzle
        seeking = puzzle is not None and not self.solved and not self.answer_shown
        result = self._result() if self._result is not None else ""
        if puzzle is None:
            self.status.setText(html.escape(result or self.tr("Making the puzzle…")))
        else:
            self.status.setText(self._status_text(puzzle, result))
        self.btn_answer.setEnabled(puzzle is not None and not self.solved)
        self.btn_prev.setEnabled(self.day is not None or self.number > 1)
        counts = ", ".join(f"{level_text(lv.name)} {len(self.progress.solved(lv.name))}" for lv in puzzles.LEVELS)
        self.tally.setText(self.tr("Solved: {0}; puzzles of the day: {1}").format(counts, len(self.progress.days())))
        # Always there, enabled after a wrong segment: the buttons never move under the finger.
        self.btn_retry.setEnabled(puzzle is not None and not self.solved and self._result is not None)
        # Nor does a shorter text pull them up: while a puzzle is played its text only grows
        # (a new puzzle or a new window size starts afresh).
        need = self.status.heightForWidth(max(1, self.status.width()))
        if seeking and puzzle is not None:  # room from the start for any verdict: a wrong try, the answer, a right one
            shown = self.status.text()
            for verdict, still in ((self._wrong_text, True), (self._answer_text, False), (self._right_text, False),
                                   (self._right_after_answer_text, False)):
                self.status.setText(self._status_text(puzzle, verdict(), still))
                need = max(need, self.status.heightForWidth(max(1, self.status.width())))
            self.status.setText(shown)
        self.status.setMinimumHeight(max(self.status.minimumHeight(), need))
        self._fit_panel()

    def _status_text(self, puzzle: puzzles.Puzzle, result: str, seeking: bool | None = None) -> str:
        """The task, with a dot in the mover's colour; under it the verdict `result`, and the
        rules always on a line of their own (with what counts as right while it is `seeking`, by
        default while it is; the answer and a right try say it themselves)."""
        ask = self.tr("Player {0} to move: find the best line.").format(puzzle.to_move)
        rules = (self.tr("Rules: play again after a triangle.") if puzzle.extra_turn
                 else self.tr("Rules: the turn passes after a triangle."))
        either = self.tr("When several lines are equally best, any of them is right.")
        colour = self.scene.theme.player1 if puzzle.to_move == 1 else self.scene.theme.player2
        lines = [f'<span style="color:{colour}">\u25cf</span> {html.escape(ask)}']
        if result:
            lines.append(html.escape(result))
        if seeking is None:
            seeking = not self.solved and not self.answer_shown
        lines.append(html.escape(f"{rules} {either}" if seeking else rules))
        return "<br>".join(lines)

    def _fit_panel(self) -> None:
        """Upright, the panel under the board is as high as its text and buttons (at most
        PANEL_SHARE of the window; beyond, it scrolls); beside the board it takes the height there
        is and scrolls when that is too little."""
        area = self.side_area
        if self.layout_box.direction() == QBoxLayout.Direction.LeftToRight:
            area.setMinimumHeight(0)
            area.setMaximumHeight(QWIDGETSIZE_MAX)
            return
        margins = self.layout_box.contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        need = self.side.layout().totalHeightForWidth(width)
        area.setFixedHeight(min(need, int(self.height() * PANEL_SHARE)))
