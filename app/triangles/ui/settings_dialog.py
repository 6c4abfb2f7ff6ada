"""Settings: theme, language, sound, full screen. Every change applies at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from .i18n import language_names
from .themes import available_themes, find_theme

if TYPE_CHECKING:
    from .main_window import MainWindow


class SettingsDialog(QDialog):
    def __init__(self, window: "MainWindow") -> None:
        super().__init__(window)
        self.window_ = window
        self.setObjectName("settingsDialog")
        s = window.settings
        self.theme = QComboBox(self)
        for theme in available_themes(window.registry):
            self.theme.addItem(QCoreApplication.translate("themes", theme.title), theme.name)
        self.theme.setCurrentIndex(max(0, self.theme.findData(s.theme)))
        self.language = QComboBox(self)
        self._fill_languages(s.language)
        self.sound = QCheckBox(self)
        self.sound.setChecked(s.sound)
        self.fullscreen = QCheckBox(self)
        self.fullscreen.setChecked(window.isFullScreen())
        self.theme_label, self.language_label = QLabel(self), QLabel(self)
        self.theme_label.setBuddy(self.theme)
        self.language_label.setBuddy(self.language)
        form = QFormLayout()
        form.setVerticalSpacing(12)
        form.addRow(self.theme_label, self.theme)
        form.addRow(self.language_label, self.language)
        form.addRow(self.sound)
        form.addRow(self.fullscreen)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.theme.currentIndexChanged.connect(self._theme_changed)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.sound.toggled.connect(window.set_sound)
        self.fullscreen.toggled.connect(self._fullscreen_changed)
        self.retranslate_ui()

    def _fill_languages(self, current: str) -> None:
        self.language.blockSignals(True)
        self.language.clear()
        for code, name in language_names():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(current)))
        self.language.blockSignals(False)

    def _theme_changed(self) -> None:
        name = self.theme.currentData()
        self.window_.settings.theme = name
        self.window_.apply_theme(find_theme(self.window_.registry, name))

    def _language_changed(self) -> None:
        self.window_.set_language(self.language.currentData())

    def _fullscreen_changed(self, on: bool) -> None:
        if on != self.window_.isFullScreen():
            self.window_.toggle_fullscreen()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.theme_label.setText(self.tr("&Theme"))
        self.language_label.setText(self.tr("&Language"))
        self.sound.setText(self.tr("&Sound"))
        self.fullscreen.setText(self.tr("&Full screen"))
        self._fill_languages(self.language.currentData() or "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
