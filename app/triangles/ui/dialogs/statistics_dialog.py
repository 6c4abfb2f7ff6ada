"""Statistics against the computer, per level: games, wins, losses, draws, win rate; with reset.

A table with a column per figure where the dialog is wide enough for it; on a narrower screen (a
phone, a longer translation) the same figures one under the other, per level, so no heading is cut
and nothing scrolls sideways."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .new_game_dialog import level_title
from ..settings import Statistics


class StatisticsDialog(QDialog):
    """`rules_title` gives a rules variant's title: a level of another variant than the classic
    rules is shown with it ("Normal (Dice and hints)"), and then the classic rules' levels too."""

    def __init__(self, stats: Statistics, rules_title: Callable[[str], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.stats = stats
        self.rules_title = rules_title
        self.table = QTableWidget(0, 6, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # whole words
        header.setStretchLastSection(True)
        # The narrow presentation: per level, its title across both columns, then a row per figure.
        self.stacked = QTableWidget(0, 2, self)
        self.stacked.setObjectName("statisticsStacked")
        self.stacked.horizontalHeader().hide()
        self.stacked.verticalHeader().hide()
        self.stacked.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.stacked.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.stacked.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.stacked.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.stacked.hide()
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(self._reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        # Enter closes; forgetting the results takes a click on Reset and a Yes.
        self.reset_button.setAutoDefault(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.stacked)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self.resize(640, 340)
        self.retranslate_ui()

    def refresh(self) -> None:
        levels = self.stats.levels()
        self.table.setRowCount(len(levels))
        self.stacked.clearSpans()
        self.stacked.setRowCount(len(levels) * (1 + len(self._figures())))
        # With games of several rules variants, each row says its variant ("Normal (Classic)").
        several = len({Statistics.parts(level)[0] for level in levels}) > 1
        for row, level in enumerate(levels):
            st = self.stats.get(level)
            rate = "–" if st.win_rate is None else self.tr("{0} %", "a share in percent").format(round(st.win_rate * 100))
            rules, ai, with_hints = Statistics.parts(level)
            title = level_title(ai.rpartition(":")[2])
            if several or rules != "classic":
                title = self.tr("{0} ({1})", "a computer level, then the rules variant").format(title, self.rules_title(rules))
            if with_hints:
                title = self.tr("{0}, with hints").format(title)
            values = [title, st.games, st.wins, st.losses, st.draws, rate]
            for col, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
            self._fill_stacked(row * (1 + len(values[1:])), values)
        self.empty.setVisible(not levels)
        self.reset_button.setEnabled(bool(levels))
        self._reflow()

    def _figures(self) -> list[str]:
        """The headings of the figures (every column but the level's)."""
        return [self.table.horizontalHeaderItem(col).text() for col in range(1, self.table.columnCount())]

    def _fill_stacked(self, top: int, values: list[object]) -> None:
        """One level's block in the narrow presentation, from row `top`."""
        title = QTableWidgetItem(str(values[0]))
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        self.stacked.setItem(top, 0, title)
        self.stacked.setSpan(top, 0, 1, 2)
        for offset, (figure, value) in enumerate(zip(self._figures(), values[1:]), start=1):
            label = QTableWidgetItem(figure)
            label.setToolTip(self.table.horizontalHeaderItem(offset).toolTip())
            self.stacked.setItem(top + offset, 0, label)
            item = QTableWidgetItem(str(value))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.stacked.setItem(top + offset, 1, item)

    def wide_width(self) -> int:
        """The width the table needs to show every heading and figure whole."""
        header = self.table.horizontalHeader()
        columns = sum(max(header.sectionSizeHint(col), self.table.sizeHintForColumn(col)) for col in range(self.table.columnCount()))
        return columns + 2 * self.table.frameWidth()

    def _reflow(self) -> None:
        """The table where the dialog is wide enough for it, else the figures stacked per level."""
        levels = bool(self.stats.levels())
        margins = self.layout().contentsMargins()
        narrow = self.wide_width() > self.width() - margins.left() - margins.right()
        self.table.setVisible(levels and not narrow)
        self.stacked.setVisible(levels and narrow)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reflow()

    def _reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"), self.tr("Forget all results against the computer?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.stats.reset()
            self.refresh()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Level"), self.tr("Games"), self.tr("Wins"), self.tr("Losses"), self.tr("Draws"), self.tr("Win rate")]
        )
        self.table.horizontalHeaderItem(5).setToolTip(self.tr("Wins among games won or lost; draws count as neither."))
        self.empty.setText(self.tr("No games against the computer yet."))
        for table in (self.table, self.stacked):
            table.setAccessibleName(self.tr("Results against each level"))
        self.reset_button.setText(self.tr("&Reset"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
