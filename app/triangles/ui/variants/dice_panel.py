"""The panel of a variant's extras (docs/plugins.md, "Extras"): the turn budget (a die rolled with a
short animation at each turn, as in the dice variant, or the variant's own words), the segments
left in the turn, the hints left, and the variant's tips for beginners, which "I understand how to
play" closes for good; why the game ended, in the variant's words; on the board, the conquerors'
avatars when the variant marks conquests (the dice variant's rule 11).

It is the one place a die roll is shown: the segments left appear when the die lands, so the count
never gives the roll away before the animation ends, and a move made while the die still rolls
lands it at once, so the die and the count always agree with the game. A turn's roll is animated
once: undoing back into a turn shows its roll at once (undo never re-rolls).

It shows only what the game and its rules plugin declare (`Game.turn_budget()`, `hint_limit()`,
`hints_left()`, `tip()`, `RulesPlugin.tips` and `outcome_reasons`), so it never decides a rule,
and it hides itself for variants that offer none of these.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QSize, Qt, QTimer
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from triangles.plugins.api import DIE, Move, TurnBudget
from triangles.plugins.texts import filled

from ..board.board_scene import BoardScene
from ..board.board_view import BoardView
from ..game.controller import GameController
from ..game.position import Position, Update
from .dice_avatars import AvatarLayer
from ..settings import AppSettings
from ..timers import timer

#: Settings key remembering that the player closed Beginner's tips.
TIPS_DISMISSED_KEY = "dice/tips_dismissed"
#: The roll animation: this many random faces, this far apart, then the real one.
ROLL_FRAMES = 8
ROLL_FRAME_MS = 55


def die_face(value: int) -> str:
    """The Unicode die face for 1 to 6."""
    return chr(0x2680 + value - 1)


class OneLineFirst(QLabel):
    """A word-wrapped label that asks for the width of its text on one line: it wraps only
    when the row cannot give it that (a phone, a long translation), not whenever it could."""

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self.text()) + margins.left() + margins.right() + 2
        height = self.heightForWidth(width)
        return QSize(width, height if height > 0 else super().sizeHint().height())


class DicePanel(QFrame):
    """Die, hints left and tips for the player to move."""

    def __init__(
        self, controller: GameController, settings: AppSettings, scene: BoardScene, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dicePanel")
        self.controller, self.settings = controller, settings
        self.die = QLabel(self)
        self.die.setObjectName("die")
        self.die.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.die.setStyleSheet("font-size: 30px;")
        self.left = OneLineFirst(self)
        self.left.setObjectName("segmentsLeft")
        keep = self.left.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # the die does not jump when the count appears
        self.left.setSizePolicy(keep)
        self.hints = OneLineFirst(self)
        self.hints.setObjectName("hintsLeft")
        for label in (self.left, self.hints):  # long translations wrap on a phone, and only there
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        keep = self.hints.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # hidden on the computer's turn: nothing moves
        self.hints.setSizePolicy(keep)
        self.tip = QLabel(self)
        self.tip.setObjectName("tip")
        self.tip.setWordWrap(True)
        self.understood = QPushButton(self)
        self.understood.setObjectName("tipsUnderstood")
        self.understood.clicked.connect(self.dismiss_tips)
        # A tap leaves the keyboard on the board, as the toolbar's buttons do: the button hides
        # itself, and Qt handed the focus on to New game (Enter and Page Down did nothing).
        self.understood.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.ending = QLabel(self)
        self.ending.setObjectName("diceEnding")
        self.ending.setWordWrap(True)
        self.ending.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tip_box = QFrame(self)
        self.tip_box.setObjectName("tipBox")
        self.tip_row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self.tip_box)
        self.tip_row.setContentsMargins(8, 4, 8, 4)
        self.tip_row.addWidget(self.tip, 1)
        self.tip_row.addWidget(self.understood, 0, Qt.AlignmentFlag.AlignRight)
        self.tip_box.hide()  # until a tip is due (not shown, so no room kept during the first roll)
        self.dice_row = QWidget(self)
        top = QHBoxLayout(self.dice_row)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(14)  # between the items shown only: "Hints left" alone stays centred
        top.addStretch(1)
        top.addWidget(self.die)
        top.addWidget(self.left)
        top.addWidget(self.hints)
        top.addStretch(1)
        keep = self.dice_row.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # at the end the row empties but keeps its place
        self.dice_row.setSizePolicy(keep)
        col = QVBoxLayout(self)
        col.setContentsMargins(8, 2, 8, 4)
        col.setSpacing(2)
        col.addWidget(self.dice_row)
        # The tip and the ending come and go over the top of the board area (see `overlay_on`);
        # the board is fitted below the band they need, kept while tips are on, so it neither
        # hides under them nor moves when a tip appears or goes.
        self.overlay = QFrame(self)
        self.overlay.setObjectName("diceOverlay")
        over = QVBoxLayout(self.overlay)
        over.setContentsMargins(8, 4, 8, 4)
        over.setSpacing(2)
        over.addWidget(self.ending)
        over.addWidget(self.tip_box)
        self.overlay.hide()
        self._host: QWidget | None = None
        self._board: QWidget | None = None
        self._view: BoardView | None = None
        self._tips_game: Any = None  # the game seen giving tips: the band for them is kept
        self._tallest_tip_cache: tuple[Any, int] = (None, 0)
        self._shown_turn: tuple[int, int] | None = None  # (game id, turn) of the roll on show
        self._rolled: set[int] = set()  # turns of `_rolled_game` whose roll was already animated
        self._rolled_game: Any = None
        self._frames_left = 0
        self._roll_timer = timer(self, ROLL_FRAME_MS)
        self._roll_timer.timeout.connect(self._roll_frame)
        self.retranslate_ui()
        self.avatars = AvatarLayer(controller, scene, self)
        # After the window has put the new position on the board (it reacts to the same signal).
        controller.game_started.connect(lambda: QTimer.singleShot(0, self, self._new_position))
        controller.game_started.connect(self.refresh)
        controller.state_changed.connect(self.refresh)
        controller.game_over.connect(lambda _outcome: self.refresh())
        controller.updated.connect(self._follow_computer_turn)
        #: The turn budget before the latest action, and the lines a computer drew in its turn.
        self._budget_before: TurnBudget | None = None
        self._computer_stars: list[int] = []  # the two ends of each line of the computer's turn so far
        self.refresh()

    # ------------------------------------------------------------------------------- reading
    def _position(self) -> Position | None:
        return self.controller.position

    def _budget(self) -> TurnBudget | None:
        position = self.controller.position
        return None if position is None else position.turn_budget

    def has_die(self) -> bool:
        """Whether a die decides this turn's budget (and a die face can show it)."""
        budget = self._budget()
        return budget is not None and budget.decided_by == DIE and 1 <= budget.allowed <= 6

    def _offers_extras(self) -> bool:
        """Whether the variant shows anything here: a turn budget, counted hints, tips or its
        own end reasons."""
        position, rules = self.controller.position, self.controller.rules
        if position is None or rules is None:
            return False
        return (
            position.turn_budget is not None or bool(position.hint_limit) or bool(rules.tips)
            or bool(rules.outcome_reasons)
        )

    @property
    def rolling(self) -> bool:
        return self._roll_timer.isActive()

    def tips_dismissed(self) -> bool:
        return self.settings.get_bool(TIPS_DISMISSED_KEY, False)

    def overlay_on(self, host: QWidget, view: BoardView) -> None:
        """Show the tip and the ending over the top of `host` (the board area), with `view`'s
        board fitted below them. Presses on them, except on the button, go through to the
        view's viewport."""
        self._host, self._view, self._board = host, view, view.viewport()
        self.overlay.setParent(host)
        host.installEventFilter(self)
        for widget in (self.overlay, self.tip_box, self.tip, self.ending):
            widget.installEventFilter(self)
        self._place_overlay()

    #: Mouse events that the overlay hands on to the board.
    PASSED_ON = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseMove,
                 QEvent.Type.MouseButtonDblClick)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize:
            self._place_overlay()
        elif event.type() in self.PASSED_ON and self._board is not None and isinstance(watched, QWidget) \
                and watched is not self._host:
            assert isinstance(event, QMouseEvent)
            pos = QPointF(self._board.mapFromGlobal(event.globalPosition().toPoint()))
            QApplication.sendEvent(self._board, QMouseEvent(
                event.type(), pos, event.globalPosition(), event.button(), event.buttons(), event.modifiers()))
            return True
        return super().eventFilter(watched, event)

    def _place_overlay(self) -> None:
        host = self._host
        if host is None:
            return
        shown = any(not w.isHidden() for w in (self.tip_box, self.ending))
        narrow = host.width() < self.NARROW
        self.tip_row.setDirection(QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight)
        self.overlay.setFixedWidth(host.width())
        # As tall as its wrapped text is at this width (adjustSize would take the height for the
        # width of the tip on one line, and a long tip on a phone would be cut top and bottom).
        layout = self.overlay.layout()
        layout.activate()
        height = layout.totalHeightForWidth(host.width()) if layout.hasHeightForWidth() else -1
        content = height if height > 0 else self.overlay.sizeHint().height()
        band = 0
        if self.isVisibleTo(self.window()):
            band = max(content if shown else 0, self._tallest_tip(host.width()) if self._tips_reserved() else 0)
        # The overlay fills the band even when no tip is due (the computer's turn, the die
        # rolling): the top of the board area looks the same from turn to turn.
        self.overlay.resize(host.width(), max(content, band))
        self.overlay.move(0, 0)
        self.overlay.setVisible(band > 0)
        self.overlay.raise_()
        self._keep_band(band)

    def _tips_reserved(self) -> bool:
        """Whether the band for the tips is kept: tips are on and this game gives them (seen
        once, it stays till the game ends and after, so the board does not move at the end)."""
        rules, game = self.controller.rules, self.controller.game
        return (
            rules is not None and bool(rules.tips) and not self.tips_dismissed()
            and game is not None and game is self._tips_game
        )

    def _tallest_tip(self, width: int) -> int:
        """The overlay's height at `width` with the tallest of the rules' tips in it. Measured
        on the tip itself (its font and the button beside or under it), once for each width,
        language and theme."""
        rules = self.controller.rules
        if rules is None:
            return 0
        texts = tuple(filled(QCoreApplication.translate("rules", source), source, 6, 6) for source in rules.tips.values())
        key = (width, texts, self.tip.font().key(), self.understood.text(), self.understood.font().key())
        if self._tallest_tip_cache[0] != key:
            margins = self.overlay.layout().contentsMargins()
            inner = width - margins.left() - margins.right()
            on_show = self.tip.text()
            tallest = 0
            for text in texts:
                self.tip.setText(text)
                tallest = max(tallest, self.tip_row.totalHeightForWidth(inner))
            self.tip.setText(on_show)
            self._tallest_tip_cache = (key, tallest + margins.top() + margins.bottom() if tallest > 0 else 0)
        return self._tallest_tip_cache[1]

    def _keep_band(self, height: int) -> None:
        """Fit the board below a band of `height` at the top of the board area."""
        if self._view is not None:
            self._view.reserve_top(height)

    def _new_position(self) -> None:
        rules = self.controller.rules
        self.avatars.enabled = rules is not None and rules.marks_conquests
        self.avatars.rebuild()

    #: Below this width (a phone) the tip's button goes under the tip, which keeps the width.
    NARROW = 560

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place_overlay()
        super().resizeEvent(event)

    # ------------------------------------------------------------------------------- showing
    def retranslate_ui(self) -> None:
        self.understood.setText(self.tr("I understand how to play"))
        self.die.setToolTip(self.tr("The die rolled for this turn: how many lines may be drawn"))
        self.refresh()

    def refresh(self) -> None:
        position = self.controller.position
        if position is None or not self._offers_extras():
            self.hide()
            self.overlay.hide()
            self._keep_band(0)
            return
        self.show()
        if position.tip is not None:
            self._tips_game = self.controller.game
        budget = self._budget()
        if budget is None or not self.has_die():
            self._roll_timer.stop()
            self._shown_turn = None
            self._show_decided_by(budget)
        else:
            game = self.controller.game
            key = (id(game), budget.turn)
            if key != self._shown_turn:
                self._shown_turn = key
                if game is not self._rolled_game:
                    self._rolled_game, self._rolled = game, set()
                if key[1] in self._rolled:
                    self._land()  # back in a turn after an undo: the same roll, not rolled again
                else:
                    self._rolled.add(key[1])
                    self._start_roll()
            elif self.rolling and budget.left != budget.allowed:
                self._land()  # a segment was drawn before the die landed
            elif not self.rolling:
                self._show_die(budget.allowed)
        self.dice_row.setVisible(not position.is_over)  # the end explains itself; no die to read
        self._show_left(position)
        self._show_hints(position)
        self._show_tip(position)
        self._show_ending(position)
        self._place_overlay()

    def _follow_computer_turn(self, update: Update) -> None:
        """Once a computer's turn decided by a die ends, say what it rolled and drew: the board
        changed by several lines while the person waited, and the die has already rolled again."""
        budget, self._budget_before = self._budget_before, update.position.turn_budget
        if update.kind != "move" or update.result is None:
            self._computer_stars = []  # a new, loaded or undone position
            return
        if not update.by_computer or budget is None or budget.decided_by != DIE:
            return
        action = update.result.action
        passed = not isinstance(action, Move)
        if isinstance(action, Move):
            self._computer_stars += [action.a, action.b]
        after = update.position.turn_budget
        if not update.position.is_over and after is not None and after.turn == budget.turn:
            return  # its turn goes on
        stars, self._computer_stars = self._computer_stars, []
        lines = len(stars) // 2
        if update.position.is_over:
            return  # the end explains itself
        name = self.controller.player(update.result.player).name
        if passed:
            text = self.tr("{0} rolled {1}, drew %n line(s) and passed.", "", lines).format(name, budget.allowed)
        else:
            text = self.tr("{0} rolled {1} and drew %n line(s).", "", lines).format(name, budget.allowed)
        if self._view is not None:  # where it does not hide the lines it speaks of
            self._view.show_message(text, avoid=self._view.board.stars_rect(stars))

    def _show_decided_by(self, budget: TurnBudget | None) -> None:
        """A budget not decided by a die: the variant's words for how it was decided, if any."""
        words = "" if budget is None or not budget.decided_by else QCoreApplication.translate("rules", budget.decided_by)
        self.die.setText(words)
        self.die.setAccessibleName(words)
        self.die.setVisible(bool(words))

    def _show_die(self, roll: int) -> None:
        """The landed die, and its value in words for screen readers."""
        self.die.setText(die_face(roll))
        self.die.setAccessibleName(self.tr("Die: {0}").format(roll))
        self.die.setVisible(True)

    def _show_left(self, game: Position) -> None:
        """Segments left in the turn, once the die has landed and while the game goes on."""
        budget = self._budget()
        if budget is not None:
            self.left.setText(self.tr("%n line(s) left", "", budget.left))
        keep = self.left.sizePolicy()
        keep.setRetainSizeWhenHidden(budget is not None)  # no room kept where turns have no budget
        self.left.setSizePolicy(keep)
        self.left.setVisible(budget is not None and not self.rolling)

    def _show_hints(self, game: Position) -> None:
        """The hints left to the person to move (the computer's turn shows none: it asks none)."""
        limit = game.hint_limit
        left = game.hints_left
        offered = limit is not None and limit > 0 and left is not None
        self.hints.setVisible(offered and self.controller.is_human_turn())
        if offered:
            self.hints.setText(self.tr("Hints left: {0}").format(left))

    def _show_tip(self, game: Position) -> None:
        policy = self.tip_box.sizePolicy()
        if self.rolling:
            # Not while the die rolls: a tip about the roll would give it away before it lands.
            # A tip on show keeps its room meanwhile, so the board does not jump at every turn.
            if not self.tip_box.isHidden():
                policy.setRetainSizeWhenHidden(True)
                self.tip_box.setSizePolicy(policy)
                self.tip_box.hide()
                self._place_overlay()
            return
        policy.setRetainSizeWhenHidden(False)
        self.tip_box.setSizePolicy(policy)
        wanted = self.controller.is_human_turn() and not self.tips_dismissed()
        key = game.tip if wanted else None
        text = self.tip_text(key) if key else ""
        self.tip.setText(text)
        self.tip_box.setVisible(bool(text))
        self._place_overlay()

    def _show_ending(self, game: Position) -> None:
        """Why the game ended, when one of the variant's own rules ended it, in its words
        (`RulesPlugin.outcome_reasons`; the end screen shows who won)."""
        outcome = game.outcome
        rules = self.controller.rules
        text = ""
        if outcome is not None and rules is not None and outcome.reason in rules.outcome_reasons:
            text = self.controller.end_reason(outcome)
        self.ending.setText(text)
        self.ending.setVisible(bool(text))

    def tip_text(self, key: str) -> str:
        """A tip in words: the game chooses the tip, its rules plugin words it (`tips`)."""
        rules, budget = self.controller.rules, self._budget()
        source = rules.tips.get(key, "") if rules is not None else ""
        if not source:
            return ""
        allowed, left = (budget.allowed, budget.left) if budget is not None else ("", "")
        return filled(QCoreApplication.translate("rules", source), source, allowed, left)

    def show_tips_again(self) -> None:
        """Settings or the Rules window turned the tips back on: shown from the next position."""
        self.settings.set(TIPS_DISMISSED_KEY, False)
        self.refresh()

    def dismiss_tips(self) -> None:
        """'I understand how to play': close the tips now and in every later game."""
        self.settings.set(TIPS_DISMISSED_KEY, True)
        policy = self.tip_box.sizePolicy()
        policy.setRetainSizeWhenHidden(False)
        self.tip_box.setSizePolicy(policy)
        tabbed_here = self.understood.hasFocus()
        self.tip_box.hide()
        self._place_overlay()
        if tabbed_here and self._view is not None:
            self._view.setFocus()  # the keys play on, as before the player went to the button

    # ----------------------------------------------------------------------------- animation
    def _start_roll(self) -> None:
        self.die.setAccessibleName(self.tr("The die is rolling"))  # one name, not every face it flips through
        self._frames_left = ROLL_FRAMES
        self._roll_frame()
        self._roll_timer.start()

    def _roll_frame(self) -> None:
        if self._frames_left <= 0 or not self.has_die():
            self._land()
            return
        self._frames_left -= 1
        self.die.setText(die_face(random.randint(1, 6)))

    def _land(self) -> None:
        """End the animation on the turn's real roll and show what is left of it."""
        self._roll_timer.stop()
        self._frames_left = 0
        game, budget = self.controller.position, self._budget()
        if game is not None and budget is not None and self.has_die():
            self._show_die(budget.allowed)
            self._show_left(game)
            self._show_tip(game)
