"""The replay and review window: step through a game (buttons, arrow keys, a swipe, the move
list), review it with the exact solver in the background, and continue from any position against
a computer level or a second player."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from triangles.engine import record as records
from triangles.plugins.api import Action, BoardError, Game, GameRecord, Move, OptionError
from triangles.plugins.guard import GameGuard, PluginError
from triangles.plugins.registry import Registry
from triangles.record_check import stop_on_failure
from triangles.theme import Theme
from triangles.review import GameReview, MoveReview, PositionValue

from ..board.board_scene import BoardScene
from ..board.board_sizes import drawn_extent
from ..board.board_view import BoardView
from ..os_words import sentence, shown_name, why_not_a_game
from ..dialogs.new_game_dialog import level_title
from ..i18n import YOU, DefaultNames
from ..game.players import PlayerSpec
from ..screen_fit import NarrowComboBox, scrolled, wheel_scrolls
from ..speech import announce
from .ghost import Ghosts, segment_text, star_number
from .graph import ValueGraph
from .worker import REVIEW_SECONDS, ReviewWorker

# A horizontal drag of at least this many pixels (and mostly sideways) on the board is a swipe.
SWIPE_PIXELS = 60
#: The share of a narrow window's height the panel under the board keeps: on a phone, what a
#: review adds (the graph, the summary) with the move list and "Continue from here" in sight,
#: and the board as large before the review as after. Where that is not enough (a long
#: translation, a line saying whose side the person takes) it takes up to PANEL_SHARE_MOST,
#: and beyond that it scrolls.
PANEL_SHARE = 0.5
PANEL_SHARE_MOST = 0.6
#: The best segments a caption names and the board dots: early in a game dozens can be equally best.
BEST_SHOWN = 3

def class_text(kind: str) -> str:
    """A move's class in words, in the current language."""
    texts = {
        "best": QCoreApplication.translate("ReviewWindow", "best"),
        "inaccuracy": QCoreApplication.translate("ReviewWindow", "inaccuracy"),
        "mistake": QCoreApplication.translate("ReviewWindow", "mistake"),
        "blunder": QCoreApplication.translate("ReviewWindow", "blunder"),
    }
    return texts[kind]


def replay_moves(game: Game, actions: list[Action]) -> list[Action]:
    """The actions the rules accept, in order (refused ones are left out, as in the review);
    `game` ends after the last of them."""
    accepted = []
    for action in actions:
        if game.push(action).accepted:
            accepted.append(action)
    return accepted


def _text_height(label: QLabel, width: int, text: str) -> int:
    """The height `text` takes word-wrapped at `width` in `label`, margins included, measured
    from its font: QLabel's own measure never goes below a minimum height once one is set."""
    margins = label.contentsMargins()
    room = max(1, width - margins.left() - margins.right() - 2 * label.margin())
    lines = label.fontMetrics().boundingRect(0, 0, room, 100000, Qt.TextFlag.TextWordWrap, text).height()
    return lines + margins.top() + margins.bottom() + 2 * label.margin()


class _Caption(QLabel):
    """A wrapped caption that keeps the height of the longest text it may show (`set_texts`), so
    the board above it keeps its size when a longer one wraps to another line."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._texts: list[str] = []

    def set_texts(self, texts: list[str]) -> None:
        self._texts = texts
        self.updateGeometry()

    def heightForWidth(self, width: int) -> int:
        return max([super().heightForWidth(width)] + [_text_height(self, width, t) for t in self._texts])


class _Summary(QLabel):
    """The review's summary, word-wrapped and never squeezed below the height its lines need at
    its width: on a phone the panel under the board would otherwise draw it over the graph."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._hold()

    def clear(self) -> None:
        super().clear()
        self._hold()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._hold()

    def _hold(self) -> None:
        """Measured anew at each width: held at the height of a narrow moment (the panel
        while the window turned), the summary kept a phone's panel half empty."""
        need = _text_height(self, max(1, self.width()), self.text()) if self.text() else 0
        if need != self.minimumHeight():
            self.setMinimumHeight(need)


class _MoveList(QListWidget):
    """The move list; the move shown stays in view when the list is resized (the summary above
    it grows when a review ends, the panel changes on a turn of the screen)."""

    def sizeHint(self) -> QSize:
        """Asks for its smallest height and grows with the panel's room: a list's usual 192
        points made a phone's panel taller than its share, "Continue from here" below sight."""
        return QSize(super().sizeHint().width(), self.minimumHeight())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.currentItem() is not None:
            self.scrollToItem(self.currentItem())


class _Swipe(QObject):
    """Turns a sideways drag on the board into `swiped(+1)` (to the left: next) or -1."""

    swiped = Signal(int)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._start: QPointF | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin):
            self._start = self._point(event)
        elif kind in (QEvent.Type.MouseButtonRelease, QEvent.Type.TouchEnd) and self._start is not None:
            end = self._point(event)
            if end is not None:
                dx, dy = end.x() - self._start.x(), end.y() - self._start.y()
                if abs(dx) >= SWIPE_PIXELS and abs(dx) > 2 * abs(dy):
                    self.swiped.emit(1 if dx < 0 else -1)
            self._start = None
        return False

    @staticmethod
    def _point(event: QEvent) -> QPointF | None:
        points = getattr(event, "points", None)
        if callable(points) and event.type() in (QEvent.Type.TouchBegin, QEvent.Type.TouchEnd):
            pts = points()
            return pts[0].position() if pts else None
        position = getattr(event, "position", None)
        return position() if callable(position) else None


class ReviewWindow(QDialog):
    """One game at a time (`show_record`). `continue_game(record)` asks the main window to play on."""

    continue_game = Signal(object)  # GameRecord

    def __init__(self, registry: Registry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.registry = registry
        self.record: GameRecord | None = None
        self.start: Game | None = None  # the game before any move (a copy: see show_record)
        self.game: Game | None = None  # the position shown
        self.actions: list[Action] = []
        self.position = 0
        self.review: GameReview | None = None
        self.worker: ReviewWorker | None = None
        self.review_seconds = REVIEW_SECONDS  # the whole review's time (the picture tour takes less)
        self._found: list[int | None] = []  # the outlooks the running review has found
        self._found_exact: list[bool] = []
        self.scene = BoardScene(self)
        self.scene.interactive = False
        self.view = BoardView(self.scene)
        self.ghosts = Ghosts(self.scene)
        self._default_names = DefaultNames()
        self._build()
        self.retranslate_ui()
        self._hold_narrowest()
        self.resize(1100, 760)

    # ------------------------------------------------------------------------------ building
    def _build(self) -> None:
        self.swipe = _Swipe(self)
        self.swipe.swiped.connect(self.step)
        self._step_keys()
        self.view.viewport().installEventFilter(self.swipe)
        self.btn_first, self.btn_back, self.btn_next, self.btn_last = (QPushButton(self) for _ in range(4))
        for btn, slot in ((self.btn_first, lambda: self.go(0)), (self.btn_back, lambda: self.step(-1)),
                          (self.btn_next, lambda: self.step(1)), (self.btn_last, lambda: self.go(len(self.actions)))):
            btn.clicked.connect(slot)
            btn.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            btn.setStyleSheet("padding: 8px 4px; min-width: 40px;")  # four of them fit a phone's width
        self.where = QLabel(self)
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        nav = QHBoxLayout()
        nav.addWidget(self.btn_first)
        nav.addWidget(self.btn_back)
        nav.addWidget(self.where, 1)
        nav.addWidget(self.btn_next)
        nav.addWidget(self.btn_last)
        self.comment = _Caption(self)
        self.comment.setObjectName("reviewComment")
        board_col = QVBoxLayout()
        board_col.setContentsMargins(0, 0, 0, 0)
        board_col.addWidget(self.view, 1)
        board_col.addLayout(nav)
        board_col.addWidget(self.comment)

        self.graph = ValueGraph(self)
        self.graph.picked.connect(self.go)
        self.graph.hide()  # until the review finds a value
        self.moves = _MoveList(self)
        self.moves.currentRowChanged.connect(lambda row: self.go(row) if row >= 0 else None)
        self.btn_open = QPushButton(self)
        self.btn_open.clicked.connect(self.open_dialog)
        self.btn_review = QPushButton(self)
        self.btn_review.clicked.connect(self.start_review)
        self.btn_cancel = QPushButton(self)
        self.btn_cancel.clicked.connect(self.cancel_review)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        review_row = QHBoxLayout()
        review_row.addWidget(self.btn_review)
        review_row.addWidget(self.progress, 4)
        review_row.addWidget(self.btn_cancel)
        review_row.addStretch(1)
        review_row.addWidget(self.btn_open)
        self.summary = _Summary(self)
        self.opponent = NarrowComboBox(self)  # elides a long entry in a narrow panel; its list opens at full width
        self.btn_continue = QPushButton(self)
        self.btn_continue.clicked.connect(self.continue_here)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.addLayout(review_row)
        side.addWidget(self.graph)
        side.addWidget(self.summary)
        side.addWidget(self.moves, 1)
        # One under the other: side by side they need more than the panel's width on a tablet
        # or at 200 %, and a long translation of either would clip the button's text.
        self.opponent_label = QLabel(self)
        self.opponent_label.setBuddy(self.opponent)
        against = QFormLayout()
        against.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # the list at the panel's full width
        against.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        against.addRow(self.opponent_label, self.opponent)
        side.addLayout(against)
        # Whose side the person takes (the side to move): from a move of the other player's,
        # a player meaning to retry a move of their own found themself on the other side.
        self.side_note = QLabel(self)
        self.side_note.setObjectName("help")
        self.side_note.setWordWrap(True)
        self.opponent.currentIndexChanged.connect(lambda _index: self._say_side())
        side.addWidget(self.side_note)
        side.addWidget(self.btn_continue)
        self.side = QWidget(self)
        self.side.setLayout(side)
        self._wide = True  # the panel beside the board (`resizeEvent` decides)
        self.side.installEventFilter(self)  # its layout's requests: the room under the board
        # Its width never holds the window wide: on a narrow window the panel goes under the board.
        self.side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # Where the panel needs more height than it gets (a phone), it scrolls rather than squeeze
        # the summary under the move list or the board to a stamp.
        self.side_area = scrolled(self.side, self)
        # A review's summary and graph change the panel's height after the review's own call to
        # bring the current row into sight has run: the panel's new scroll range calls it again.
        self._row_pending = False
        self.side_area.verticalScrollBar().rangeChanged.connect(lambda *_: self._row_pending and self._row_in_view())
        wheel_scrolls(self.side_area)  # the wheel over "Play on against" scrolls, never changes it
        self.layout_box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.layout_box.setContentsMargins(8, 8, 8, 8)
        self.layout_box.addLayout(board_col, 3)
        self.layout_box.addWidget(self.side_area, 2)
        self._set_reviewing(False)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        """Side by side on a wide window that holds both at their smallest, the panel under the
        board otherwise (a phone)."""
        box = self.layout_box
        box.setDirection(QBoxLayout.Direction.LeftToRight)
        wide = self.width() > self.height() and self.width() >= box.minimumSize().width()
        box.setDirection(QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom)
        self.layout_box.setStretch(0, 3)
        self.layout_box.setStretch(1, 2)
        self._wide = wide
        self.graph.setMaximumHeight(140 if wide else 70)
        self.moves.setMinimumHeight(96 if wide else 60)  # four moves: a phone on its side holds the panel
        self._fit_panel()
        super().resizeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.side and event.type() == QEvent.Type.LayoutRequest:
            self._fit_panel()  # a summary, the graph or a note came or went
        return super().eventFilter(watched, event)

    def _fit_panel(self) -> None:
        """Under the board, the panel keeps its share of the height (the board would take it
        all), more where what it holds needs it (see PANEL_SHARE)."""
        height = 0
        if not self._wide:
            need = self.side.heightForWidth(self.side_area.viewport().width())
            need = need if need >= 0 else self.side.sizeHint().height()
            height = max(int(self.height() * PANEL_SHARE), min(need, int(self.height() * PANEL_SHARE_MOST)))
        if self.side_area.minimumHeight() != height:
            self.side_area.setMinimumHeight(height)

    def apply_theme(self, theme: Theme) -> None:
        self.view.apply_theme(theme)
        self.graph.apply_theme(theme)
        self.ghosts.refresh()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Replay and review"))
        self.btn_first.setText("|◀")
        self.btn_back.setText("◀")
        self.btn_next.setText("▶")
        self.btn_last.setText("▶|")
        for btn, tip in ((self.btn_first, self.tr("First position")), (self.btn_back, self.tr("Previous move (Left)")),
                         (self.btn_next, self.tr("Next move (Right)")), (self.btn_last, self.tr("Last position"))):
            btn.setToolTip(tip)
            btn.setAccessibleName(tip)
        self.btn_review.setText(self.tr("Review"))
        self.btn_cancel.setText(self.tr("Cancel"))
        self.btn_continue.setText(self.tr("Continue from here"))
        self.opponent_label.setText(self.tr("Play on against:"))
        self._say_side()
        self.btn_open.setText(self.tr("Open…"))
        self.btn_open.setToolTip(self.tr("Open a saved game"))
        self.moves.setAccessibleName(self.tr("Moves"))
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.graph.setAccessibleName(self.tr("Graph of who is ahead after each move"))
        self.graph.setAccessibleDescription(self.tr("Above the middle line player 1 is ahead, below player 2; the move list says the same in words."))
        self._fill_opponents()
        self._fill_moves()
        self._summarise()
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._hold_narrowest()
        super().changeEvent(event)

    def _hold_narrowest(self) -> None:
        """The window's least width is that of the panel under the board. Qt would otherwise hold
        a window turning upright at the side-by-side least width, since it applies the size
        before resizeEvent rearranges the panel."""
        box = self.layout_box
        was = box.direction()
        box.setDirection(QBoxLayout.Direction.TopToBottom)
        self.setMinimumWidth(box.minimumSize().width())
        box.setDirection(was)

    # ------------------------------------------------------------------------------ the game
    def show_record(self, rec: GameRecord) -> None:
        """Load a game (any rules variant) at its last position; RecordError if it cannot start."""
        self.cancel_review()
        rules = self.registry.rules(rec.rules)
        if rules is None:
            raise records.RecordError(f"unknown rules variant {rec.rules!r}")
        guard = GameGuard(quiet=True)  # SystemExit and the like from the variant are contained too
        try:
            extra = {k: v for k, v in rec.extra.items() if k not in ("players", "board_size")}
            # The moves are replayed on the game built from the record, not on a copy: a
            # variant's copy may roll its own dice from there on (a search copy must not see the
            # real game's rolls). The copy before any move serves the review, of classic games.
            game = guard.new_game(rules, rec.stars, rec.options, extra)
            start = game.copy()
            actions = replay_moves(game, list(rec.moves))
            stop_on_failure(guard)  # a hook that threw or answered the wrong type: not this game
        except (PluginError, OptionError, BoardError) as exc:
            raise records.RecordError(str(exc)) from None
        self.actions = actions
        self.record, self.start, self.game = rec, start, game
        self.position = len(self.actions)
        self.review = None
        self.scene.set_board(start.board.stars, drawn_extent(rec.extra.get("cloud"), start.board.stars), start.board.clearance)
        self.view.fit_board()
        self.graph.set_values([], [])
        self.summary.clear()
        self.progress.setValue(0)
        self._fill_opponents()
        self.opponent.setCurrentIndex(max(0, self.opponent.findData(self._record_opponent())))
        self._fill_moves()
        self._set_reviewing(False)
        self._show()

    def open_file(self, path: str) -> bool:
        try:
            self.show_record(records.load(path))
        except records.RecordError as exc:
            self.view.show_message(sentence(self.tr("Cannot open {0}: {1}").format(shown_name(path), why_not_a_game(exc))))
            return False
        return True

    def open_dialog(self) -> None:
        # Where the game window's Open starts: the folder of the last game saved, else Documents.
        games_folder = getattr(self.parent(), "games_folder", None)
        folder = games_folder() if callable(games_folder) else ""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), folder, self.tr("Triangles games (*.triangles);;Game records (*.json)"))
        if path:
            self.open_file(path)

    def reviewable(self) -> bool:
        return (self.record is not None and self.record.rules == "classic" and bool(self.actions)
                and self.registry.analyser(self.record.rules) is not None)

    # ------------------------------------------------------------------------------ stepping
    def go(self, position: int) -> None:
        self._row_pending = False  # the player's own step: the panel is theirs to scroll
        if self.game is None:
            return
        position = max(0, min(len(self.actions), position))
        while self.position > position:
            self.game.pop()
            self.position -= 1
        while self.position < position:
            self.game.push(self.actions[self.position])
            self.position += 1
        self._show()
        announce(self, self._step_words(), interrupt=True)  # a step is heard, not only seen

    def _step_words(self) -> str:
        """Where the replay stands, as a screen reader says it after a step: the move's number,
        then its review, or before a review who played what."""
        where, position = self.tr("Move {0} of {1}").format(self.position, len(self.actions)), self.position
        if position == 0 or self._move_review(position) is not None:
            return f"{where}. {self._comment(position)}"
        action, name = self.actions[position - 1], self._name(self.game.movers[position - 1])
        you = self._default_names.key(name) in YOU  # the verb agrees with "you"
        if isinstance(action, Move):
            line = segment_text(action.a, action.b)
            said = self.tr("You drew {0}.").format(line) if you else self.tr("{0} drew {1}.").format(name, line)
        else:
            said = self.tr("You passed.") if you else self.tr("{0} passed.").format(name)
        return f"{where}. {said}"

    def step(self, delta: int) -> None:
        self.go(self.position + delta)

    def _step_keys(self) -> None:
        """Left and Right step, Home and End jump, wherever the focus is in the window: the
        move list and the board would take the arrows for themselves (the list keeps Up and
        Down)."""
        keys = {Qt.Key.Key_Left: lambda: self.step(-1), Qt.Key.Key_Right: lambda: self.step(1),
                Qt.Key.Key_Home: lambda: self.go(0), Qt.Key.Key_End: lambda: self.go(len(self.actions))}
        for key, act in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(act)

    def _show(self) -> None:
        """Draw the position, the ghost of the best move, the texts and the list's row."""
        game = self.game
        if game is None:
            self.where.setText(self.tr("No game"))
            return
        self.scene.set_position(game.drawn_segments(), game.scored_triangles())
        n = len(self.actions)
        self.where.setText(self.tr("Move {0} of {1}").format(self.position, n))
        self.btn_first.setEnabled(self.position > 0)
        self.btn_back.setEnabled(self.position > 0)
        self.btn_next.setEnabled(self.position < n)
        self.btn_last.setEnabled(self.position < n)
        self.btn_continue.setEnabled(not game.is_over())
        self.opponent.setEnabled(not game.is_over())
        self._say_side()
        move = self._move_review(self.position)
        # The best segments the caption lists are dotted, and every star it names is numbered.
        best = list(move.best[:BEST_SHOWN]) if move is not None and move.loss > 0 else []
        self.ghosts.show(best, self._played(self.position))
        self.comment.setText(self._comment(self.position))
        self.graph.set_current(self.position)
        if self.moves.currentRow() != self.position:
            self.moves.blockSignals(True)
            self.moves.setCurrentRow(self.position)
            self.moves.blockSignals(False)
            self._row_in_view()

    def _row_in_view(self) -> None:
        """The current move's row in sight: the list scrolls to it by itself, but where the panel
        scrolls too (a phone, after a long summary) the row can be in the list's view and below
        the panel's."""
        item, bar = self.moves.currentItem(), self.side_area.verticalScrollBar()
        if item is None or bar.maximum() == 0:
            return
        rect = self.moves.visualItemRect(item)
        row = QRect(self.moves.viewport().mapTo(self.side, rect.topLeft()), rect.size())
        seen = self.side_area.viewport().height()
        if bar.value() <= row.top() and row.bottom() < bar.value() + seen:
            return
        # Scrolled just enough, the panel cut the summary's first line in half at its top edge:
        # it starts at the top of a part of the panel (the lowest that keeps the row in sight).
        tops = [0] + [part.geometry().top() for part in self.side.findChildren(QWidget, "", Qt.FindChildOption.FindDirectChildrenOnly)
                      if part.isVisible()]
        fits = [top for top in tops if top <= min(row.top(), bar.maximum()) and row.bottom() < top + seen]
        if fits:
            bar.setValue(max(fits))
        else:
            self.side_area.ensureVisible(row.center().x(), row.center().y(), 0, rect.height())

    def _move_review(self, position: int) -> MoveReview | None:
        """The review of the move that led to `position` (None before the review or at the start)."""
        if self.review is None or position == 0 or position > len(self.review.moves):
            return None
        return self.review.moves[position - 1]

    def _played(self, position: int) -> tuple[int, int] | None:
        """The segment drawn by the move that led to `position` (None at the start or after a pass)."""
        action = self.actions[position - 1] if 0 < position <= len(self.actions) else None
        return (action.a, action.b) if isinstance(action, Move) else None

    def _comment(self, position: int) -> str:
        """The caption under the board at `position`."""
        if self.game is None:
            return ""
        if position == 0:
            return self.tr("The start of the game.")
        move = self._move_review(position)
        return self._action_text(position - 1) if move is None else self._reviewed_text(move)

    def _reviewed_text(self, move: MoveReview) -> str:
        played = segment_text(*move.segment)
        name = self._name(move.player)
        if self._default_names.key(name) in YOU:
            text = self.tr("You played {0}: {1}.").format(played, class_text(move.kind))  # the verb agrees
        else:
            text = self.tr("{0} played {1}: {2}.").format(name, played, class_text(move.kind))
        if move.loss > 0:
            best = ", ".join(segment_text(a, b) for a, b in move.best[:BEST_SHOWN])
            text += " " + self.tr("Triangles given away: {0}; best: {1} (dotted).").format(move.given_away, best)
        if not move.exact:
            text += " " + self.tr("(estimated)")
        return text

    def _action_text(self, index: int) -> str:
        action = self.actions[index]
        if isinstance(action, Move):
            return self.tr("Move {0}: {1}–{2}").format(index + 1, star_number(action.a), star_number(action.b))
        return self.tr("Move {0}: pass").format(index + 1)

    def _name(self, player: int) -> str:
        raw = self.record.extra.get("players") if self.record is not None else None
        if isinstance(raw, list) and len(raw) == 2:
            spec = PlayerSpec.from_json(raw[player - 1], "")
            if spec.name:
                return self._default_names.current(spec.name)  # a default name in this language
        return self.tr("Player {0}").format(player)

    def _fill_moves(self) -> None:
        self.moves.blockSignals(True)
        self.moves.clear()
        self.moves.addItem(QListWidgetItem(self.tr("Start")))
        for i in range(len(self.actions)):
            move = self._move_review(i + 1)
            text = self._action_text(i)
            if move is not None:
                loss = f" (−{move.given_away})" if move.loss > 0 else ""
                text += f"  ·  {class_text(move.kind)}{loss}" + ("" if move.exact else " ~")
            self.moves.addItem(QListWidgetItem(text))
        self.moves.setCurrentRow(self.position)
        self.moves.blockSignals(False)
        self.comment.set_texts([self._comment(p) for p in range(len(self.actions) + 1)] + self._captions_to_come())

    def _captions_to_come(self) -> list[str]:
        """The longest captions a review of this game may bring (each class, each player,
        the widest star numbers): the caption keeps their height before and after the review,
        so the board does not change size when the review arrives."""
        if not self.reviewable() or self.record is None:
            return []
        last = max(1, len(self.record.stars) - 1)
        widest = (last, max(0, last - 1))
        return [self._reviewed_text(MoveReview(0, player, widest, [widest] * BEST_SHOWN, loss, 0, False))
                for player in (1, 2) for loss in (2, 4, 6)]

    # ------------------------------------------------------------------------------ review
    def start_review(self) -> None:
        analyser = self.registry.analyser("classic")
        if not self.reviewable() or self.worker is not None or self.start is None or analyser is None:
            return
        self.worker = ReviewWorker(self.start, self.actions, analyser, self.review_seconds)
        self.worker.progress.connect(self._on_progress)
        self.worker.valued.connect(self._on_valued)
        self.worker.reviewed.connect(self._on_reviewed)
        self.worker.stopped.connect(self._on_stopped)
        self.worker.finished.connect(self._forget_worker)
        self.progress.setRange(0, len(self.actions) + 1)
        self.progress.setValue(0)
        self._found = [None] * (len(self.actions) + 1)
        self._found_exact = [False] * len(self._found)
        self._set_reviewing(True)
        self._summarise()
        self.worker.start()

    def cancel_review(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait()
            self._forget_worker()
            self._set_reviewing(False)
            self.graph.set_values([], [])  # no half graph beside a move list without classes
            self.summary.setText(self.tr("Review cancelled."))

    def _forget_worker(self) -> None:
        if self.worker is not None:
            self.worker.deleteLater()
            self.worker = None

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setValue(done)

    def _on_valued(self, k: int, position: PositionValue) -> None:
        """The graph grows as the review goes, from the end of the game back."""
        if self.worker is not None and 0 <= k < len(self._found):  # not a cancelled review's last word
            self._found[k], self._found_exact[k] = position.outlook, position.exact
            self.graph.set_values(self._found, self._found_exact)

    def _on_stopped(self) -> None:
        self._set_reviewing(False)

    def _on_reviewed(self, review: GameReview) -> None:
        self.review = review
        self._set_reviewing(False)
        self.progress.setValue(self.progress.maximum())
        self.graph.set_values([p.outlook for p in review.positions], [p.exact for p in review.positions])
        self._summarise()
        self._fill_moves()
        self._show()
        self._row_pending = True  # once the panel has taken the summary's lines (rangeChanged)
        QTimer.singleShot(0, self, self._row_in_view)
        done = self.tr("Review done.")
        announce(self, f"{done}\n{self.summary.text()}")

    def _summarise(self) -> None:
        """The per-player lines under the graph (again after a change of language)."""
        review = self.review
        if review is None:
            if self.worker is not None:  # still at work
                self.summary.setText(self.tr("Reviewing with the exact solver…"))
            return
        lines = []
        for player, s in review.summary().items():
            # One count per string: each takes the plural form its language gives that number.
            lines.append(self.tr("{0}: accuracy {1}%, {2}; {3}, {4}, {5}").format(
                self._name(player), s.accuracy, self.tr("%n triangle(s) lost", "", s.lost),
                self.tr("%n inaccuracy(ies)", "", s.counts["inaccuracy"]), self.tr("%n mistake(s)", "", s.counts["mistake"]),
                self.tr("%n blunder(s)", "", s.counts["blunder"])))
        if not review.exact:
            lines.append(self.tr("~ estimated, not proved in the time"))
        self.summary.setText("\n".join(lines))

    def _set_reviewing(self, on: bool) -> None:
        reviewable = self.reviewable()
        self.btn_review.setVisible(not on and self.review is None)
        self.btn_review.setEnabled(reviewable)
        # The style sheet draws a primary button bright even when disabled: only a usable Review
        # is primary, so a game it cannot review shows a dimmed button.
        if bool(self.btn_review.property("primary")) != reviewable:
            self.btn_review.setProperty("primary", reviewable)
            self.btn_review.style().unpolish(self.btn_review)
            self.btn_review.style().polish(self.btn_review)
        self.btn_cancel.setVisible(on)
        self.progress.setVisible(on)
        if self.record is not None and self.record.rules != "classic":
            self.btn_review.setToolTip(self.tr("The review covers the classic rules only."))
            self.summary.setText(self.tr("The review covers the classic rules only: a dice turn depends on rolls to come."))
        else:
            self.btn_review.setToolTip("")

    def closeEvent(self, event) -> None:  # noqa: ANN001
        self.cancel_review()
        super().closeEvent(event)

    def reject(self) -> None:
        """Escape closes the window as its close button does (a dialog's Escape only hides it)."""
        self.cancel_review()
        super().reject()

    # ------------------------------------------------------------------------------ continuing
    def _fill_opponents(self) -> None:
        """A person, then each computer level; with several computer players installed, each
        level names its player (as in the New game dialog), so no two entries read the same."""
        current = self.opponent.currentData()
        self.opponent.clear()
        self.opponent.addItem(self.tr("Another player on this device"), "")
        rules = self.record.rules if self.record is not None else "classic"
        choices = self.registry.computer_choices(rules)
        several = len({plugin.name for plugin, _ in choices}) > 1
        for plugin, level in choices:
            text = self.tr("Computer: {0}").format(level_title(level))
            title = QCoreApplication.translate("ai", plugin.title) if several else ""
            if title and title != level_title(level):
                text += f" ({title})"
            self.opponent.addItem(text, f"{plugin.name}:{level}")
        index = self.opponent.findData(current)
        self.opponent.setCurrentIndex(max(0, index))

    def _record_opponent(self) -> str:
        """The computer the game was played against, as "plugin:level" ("" for two people)."""
        raw = self.record.extra.get("players") if self.record is not None else None
        if self.record is None or not isinstance(raw, list):
            return ""
        for entry in raw:
            spec = PlayerSpec.from_json(entry, "")
            found = self.registry.find_ai(spec.ai, self.record.rules) if spec.is_computer else None
            if found is not None:
                return f"{found[0].name}:{found[1]}"
        return ""

    def _say_side(self) -> None:
        """Against the computer, whose side the person takes from the position shown."""
        game = self.game
        shown = game is not None and not game.is_over() and bool(self.opponent.currentData())
        if shown:
            name = self._name(game.turn)
            if self._default_names.key(name) in YOU:  # not "You take the side of You"
                self.side_note.setText(self.tr("You keep your own side, and move next."))
            else:
                self.side_note.setText(self.tr("You take the side of {0}, who moves next.").format(name))
        self.side_note.setVisible(shown)

    def continue_here(self) -> None:
        """The position shown, as a record with the chosen players: the person takes the side to
        move; a computer level plays the other side, or a second person."""
        if self.record is None or self.game is None or self.game.is_over():
            return
        ai = self.opponent.currentData() or ""
        mover = self.game.turn
        if ai:
            me, computer = PlayerSpec(self.tr("You")), PlayerSpec(self.tr("Computer"), ai)
            players = (me, computer) if mover == 1 else (computer, me)
        else:
            players = (PlayerSpec(self._name(1)), PlayerSpec(self._name(2)))
        extra = {**self.record.extra, "players": [p.to_json() for p in players]}
        extra.update(self.game.record_extra())
        rec = GameRecord(self.record.rules, dict(self.record.options), list(self.record.stars),
                         list(self.actions[: self.position]), extra)
        self.continue_game.emit(rec)
