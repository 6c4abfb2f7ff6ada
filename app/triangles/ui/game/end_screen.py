"""The end screen: a card over the board with the result, the final score, New Game, Review this
game and Close."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEasingCurve, QEvent, QObject, QPropertyAnimation, Qt, Signal
from PySide6.QtWidgets import QFrame, QGraphicsOpacityEffect, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..speech import announce, through_descriptions


class EndScreen(QFrame):
    """Covers its parent with a shade and shows the result card; hidden until `show_result`."""

    new_game = Signal()
    review = Signal()
    FADE_MS = 260
    #: How long a new card ignores presses and touches: a finger tapping stars through the last
    #: move would otherwise hit the card's buttons as it appears under it.
    SETTLE_MS = 500
    _PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
                QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("endShade")
        self.card = QFrame(self)
        self.card.setObjectName("endCard")
        self.card.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title = QLabel(self.card)
        self.title.setObjectName("endTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.score = QLabel(self.card)
        self.score.setObjectName("endScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score.setWordWrap(True)
        self.reason = QLabel(self.card)  # why the game ended, in the rules' words
        self.reason.setObjectName("endReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.new_button = QPushButton(self.card)
        self.new_button.setProperty("primary", True)
        self.close_button = QPushButton(self.card)
        self.review_button = QPushButton(self.card)
        self.review_button.setObjectName("reviewButton")
        self.new_button.clicked.connect(self.new_game)
        self.review_button.clicked.connect(self.review)
        self.close_button.clicked.connect(self.hide)
        self._shown = QElapsedTimer()
        for button in (self.new_button, self.close_button, self.review_button):
            button.installEventFilter(self)
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        self._buttons = buttons = QHBoxLayout()
        buttons.setSpacing(12)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.new_button)
        self._col = col = QVBoxLayout(self.card)
        col.addWidget(self.title)
        col.addWidget(self.score)
        col.addWidget(self.reason)
        col.addSpacing(6)
        col.addWidget(self.review_button)
        col.addLayout(buttons)
        self._compact(False)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        parent.installEventFilter(self)
        self.retranslate_ui()
        self.hide()

    def show_result(self, title: str, score: str, reason: str = "", spoken_score: str = "") -> None:
        """Show the card; `spoken_score` is the score as a screen reader says it (the shown
        "Ada 3 : 4 Bo" would be read with its colon), the shown one when not given."""
        self.set_texts(title, score, reason, spoken_score)
        self._shown.start()
        effect = QGraphicsOpacityEffect(self)
        effect.setOpacity(0.0)
        self.setGraphicsEffect(effect)
        self._fade = QPropertyAnimation(effect, b"opacity", self)
        self._fade.setDuration(self.FADE_MS)
        self._fade.setStartValue(0.0)
        self._fade.setEndValue(1.0)
        self._fade.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._fade.finished.connect(lambda: self.setGraphicsEffect(None))  # crisp, and no offscreen pass
        self.show()
        self.raise_()
        self._fade.start()
        # The card itself takes the keyboard, not New game: a player drawing by keys (Enter picks
        # a star) started a new game with the next Enter before reading the result. Tab reaches
        # the buttons; a screen reader says the card's name and description as the focus lands.
        self.card.setFocus()
        if not through_descriptions():  # an AT-SPI reader says the card as the focus lands in it
            announce(self, " ".join(text for text in (title, spoken_score or score, reason) if text))

    def set_texts(self, title: str, score: str, reason: str = "", spoken_score: str = "") -> None:
        """The result's words, without showing the card again (a change of language)."""
        self.title.setText(title)
        self.score.setText(score)
        self.score.setAccessibleName(spoken_score or score)  # read as the label's name
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        self.card.setAccessibleName(title)
        self.card.setAccessibleDescription(" ".join(text for text in (spoken_score or score, reason) if text))
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._fit()  # a smaller window or a rotated tablet: the card stays whole and centred
            return False
        return event.type() in self._PRESSES and self.settling()

    def settling(self) -> bool:
        """True for the first SETTLE_MS after the card appeared: its buttons take no press yet."""
        return self._shown.isValid() and self._shown.elapsed() < self.SETTLE_MS

    def _fit(self) -> None:
        """Cover the board; the card as wide as a comfortable line, never wider than the board,
        and as tall as its wrapped lines need at that width (a layout that centres the card
        gives it its size hint, which counts a long title, e.g. a player named "B: standard:
        beginner", as one line and cut the rest)."""
        area = self.parentWidget().rect()
        low, high = min(420, max(200, area.width() - 40)), max(200, area.width() - 16)
        for compact in (False, True):  # a short board (a tablet on its side): one row of buttons
            self._compact(compact)
            width = max(low, min(self.card.sizeHint().width(), high))
            height = self._col.totalHeightForWidth(width)
            if height <= area.height():
                break
        self.card.setFixedSize(width, height)
        self.setGeometry(area)

    def _compact(self, compact: bool) -> None:
        """Tighter margins, and Review beside the other buttons instead of above them."""
        self._col.setContentsMargins(*((20, 14, 20, 14) if compact else (32, 28, 32, 24)))
        self._col.setSpacing(8 if compact else 14)
        in_row = self._buttons.indexOf(self.review_button) >= 0
        if compact != in_row:
            (self._col if in_row else self._buttons).removeWidget(self.review_button)
            if compact:
                self._buttons.insertWidget(0, self.review_button)
            else:
                self._col.insertWidget(self._col.count() - 1, self.review_button)

    def keyPressEvent(self, event) -> None:  # noqa: ANN001
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            return
        super().keyPressEvent(event)

    def retranslate_ui(self) -> None:
        self.new_button.setText(self.tr("New game"))
        self.close_button.setText(self.tr("Close"))
        self.review_button.setText(self.tr("Review this game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
