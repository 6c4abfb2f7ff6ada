"""The Plugins window: every discovered plugin with its group, version, package and status."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from triangles.plugins.api import GROUP_AI, GROUP_RULES, GROUP_THEMES
from triangles.plugins.registry import Registry


class PluginsDialog(QDialog):
    def __init__(self, registry: Registry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pluginsDialog")
        self.registry = registry
        self.table = QTableWidget(0, 5, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.buttons)
        self.resize(760, 460)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Plugins"))
        self.table.setHorizontalHeaderLabels([self.tr("Kind"), self.tr("Name"), self.tr("Version"), self.tr("Package"), self.tr("Status")])
        kinds = {GROUP_RULES: self.tr("Rules"), GROUP_AI: self.tr("Computer player"), GROUP_THEMES: self.tr("Theme")}
        infos = self.registry.infos
        self.table.setRowCount(len(infos))
        for row, info in enumerate(infos):
            status = self.tr("OK") if info.status == "ok" else self.tr("Error: {0}").format(info.error or "")
            for col, text in enumerate((kinds.get(info.group, info.group), info.name, info.version, info.package, status)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if col == 4 and info.status != "ok":
                    item.setForeground(QColor("#ff6b6b"))
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
