"""The Plugins window: every discovered plugin with its group, version, package and status; a
plugin switched off because the window ended while it ran can be switched on again.

Where the five columns do not fit (a phone), kind, version and package go under the name, so
the status, what a plugin author opens this window for, is never scrolled out of sight."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from triangles.plugins.api import GROUP_AI, GROUP_RULES, GROUP_THEMES
from triangles.plugins.registry import Registry

from ..plugin_switch import switch_on, switched_off
from ..settings import AppSettings


STATUS_MIN_WIDTH = 160  # logical pixels the status needs beside the other columns


class PluginsDialog(QDialog):
    def __init__(self, registry: Registry, parent: QWidget | None = None, settings: AppSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pluginsDialog")
        self.registry = registry
        self.settings = settings
        self.switched_on: set[str] = set()  # "group:name" switched on in this window (loaded next start)
        self.compact = False  # kind, version and package shown under the name
        self._plain: list[tuple[str, ...]] = []  # the titles, then each row's kind, name, version, package
        self.table = QTableWidget(0, 5, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)  # a long error wraps
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        self.btn_on = QPushButton(self)
        self.btn_on.setObjectName("switchOn")
        self.buttons.addButton(self.btn_on, QDialogButtonBox.ButtonRole.ActionRole)
        self.btn_on.clicked.connect(self._switch_on)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.viewport().installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.buttons)
        self.resize(760, 460)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.table.setAccessibleName(self.tr("Installed plugins"))
        self._fill()
        self._fit_columns()

    def _fill(self) -> None:
        self.setWindowTitle(self.tr("Plugins"))
        titles = [self.tr("Kind"), self.tr("Name"), self.tr("Version"), self.tr("Package")]
        self._plain = [tuple(titles)]
        name_title = self.tr("Plugin") if self.compact else titles[1]
        self.table.setHorizontalHeaderLabels([titles[0], name_title, titles[2], titles[3], self.tr("Status")])
        kinds = {GROUP_RULES: self.tr("Rules"), GROUP_AI: self.tr("Computer player"), GROUP_THEMES: self.tr("Theme")}
        self.btn_on.setText(self.tr("Switch on again"))
        self.btn_on.setToolTip(self.tr("Loads the selected plugin again from the next start"))
        infos = self.registry.infos
        self.table.setRowCount(len(infos))
        for row, info in enumerate(infos):
            status = self.tr("OK") if info.status == "ok" else self.tr("Error: {0}").format(info.error or "")
            if info.key in self.switched_on:
                status = self.tr("Switched on again: loaded at the next start")
            kind = kinds.get(info.group, info.group)
            self._plain.append((kind, info.name, info.version, info.package))
            name = f"{info.name}\n{kind} · {info.version} · {info.package}" if self.compact else info.name
            for col, text in enumerate((kind, name, info.version, info.package, status)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if col == 4 and info.status != "ok":
                    item.setForeground(QColor("#ff6b6b"))
                self.table.setItem(row, col, item)
        for col in (0, 2, 3):
            self.table.setColumnHidden(col, self.compact)
        header = self.table.horizontalHeader()
        name_mode = QHeaderView.ResizeMode.Stretch if self.compact else QHeaderView.ResizeMode.ResizeToContents
        header.setSectionResizeMode(1, name_mode)  # compact: name and status share
        # Compact with every status a short "OK", the name takes the width it needs (it was cut
        # off beside a half-width column saying "OK"); an error's status shares it to wrap.
        short = self.compact and all(info.status == "ok" and info.key not in self.switched_on for info in infos)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.ResizeToContents if short else QHeaderView.ResizeMode.Stretch)
        self._rows_to_contents()
        self._selection_changed()

    def _rows_to_contents(self) -> None:
        """Each row as high as its wrapped texts, now and once the header has laid out its
        stretched columns (measured before, a name wrapped at its old width was cut off)."""
        self.table.resizeRowsToContents()
        QTimer.singleShot(0, self.table, self.table.resizeRowsToContents)

    def _fit_columns(self) -> None:
        """Compact when kind, name, version and package leave the status too little room."""
        metrics = self.table.fontMetrics()
        pad = 3 * metrics.averageCharWidth()  # a cell's margins and the grid
        needed = sum(max(metrics.horizontalAdvance(row[col]) for row in self._plain) + pad for col in range(4))
        compact = needed + STATUS_MIN_WIDTH > self.table.viewport().width()
        if compact != self.compact:
            self.compact = compact
            self._fill()
        else:
            self._rows_to_contents()  # the status wraps anew at the new width

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _selected_off(self) -> str | None:
        """The selected plugin's "group:name" if it is switched off, else None."""
        rows = {i.row() for i in self.table.selectedIndexes()}
        if self.settings is None or len(rows) != 1:
            return None
        key = self.registry.infos[rows.pop()].key
        return key if key in switched_off(self.settings) else None

    def _selection_changed(self) -> None:
        self.btn_on.setVisible(self.settings is not None and bool(switched_off(self.settings)))
        self.btn_on.setEnabled(self._selected_off() is not None)

    def _switch_on(self) -> None:
        key = self._selected_off()
        if key is not None and self.settings is not None:
            switch_on(self.settings, key)
            self.switched_on.add(key)
            self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
