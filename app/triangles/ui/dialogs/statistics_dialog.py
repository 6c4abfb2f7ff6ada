"""Statistics against the computer, per level: games, wins, losses, draws, win rate; with reset."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget, QHeaderView

from .new_game_dialog import level_title
from ..settings import Statistics


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.stats = stats
        self.table = QTableWidget(0, 6, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # whole words; scrolls on a phone
        header.setStretchLastSection(True)
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(self._reset)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self.resize(640, 340)
        self.retranslate_ui()

    def refresh(self) -> None:
        levels = self.stats.levels()
        self.table.setRowCount(len(levels))
        for row, level in enumerate(levels):
            st = self.stats.get(level)
            rate = "–" if st.win_rate is None else f"{round(st.win_rate * 100)} %"
            plain = level.removesuffix(Statistics.WITH_HINTS)
            title = level_title(plain.rpartition(":")[2])
            if plain != level:
                title = self.tr("{0}, with hints").format(title)
            values = [title, st.games, st.wins, st.losses, st.draws, rate]
            for col, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.setVisible(bool(levels))
        self.empty.setVisible(not levels)
        self.reset_button.setEnabled(bool(levels))

    def _reset(self) -> None:
        answer = QMessageBox.question(self, self.tr("Reset statistics"), self.tr("Forget all results against the computer?"))
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
        self.reset_button.setText(self.tr("&Reset"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
