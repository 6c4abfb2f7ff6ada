"""Settings: theme, language, sound, full screen. Every change applies at once."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from triangles.plugins.registry import Registry
from triangles.theme import Theme

from ..i18n import language_names
from ..screen_fit import THEME_CHARS, NarrowComboBox
from ..settings import AppSettings
from ..themes import find_theme, theme_choices


class SettingsHost(Protocol):
    """What Settings changes in the window that opened it (the main window)."""

    registry: Registry
    settings: AppSettings

    def apply_theme(self, theme: Theme) -> None: ...
    def set_language(self, code: str) -> None: ...
    def isFullScreen(self) -> bool: ...  # noqa: N802 - Qt's name
    def toggle_fullscreen(self) -> None: ...


class SettingsDialog(QDialog):
    def __init__(self, window: SettingsHost) -> None:
        super().__init__(window)  # type: ignore[arg-type] - the host is the main window, a QWidget
        self.window_ = window
        self.setObjectName("settingsDialog")
        s = window.settings
        self.theme = NarrowComboBox(self, max_chars=THEME_CHARS)
        self._fill_themes()
        self.language = QComboBox(self)
        self._fill_languages(s.language)
        self.sound = QCheckBox(self)
        self.sound.setChecked(s.sound)
        self.fullscreen = QCheckBox(self)
        self.fullscreen.setChecked(window.isFullScreen())
        self.tips = QCheckBox(self)  # Beginner's tips of the dice rules, closed by "I understand"
        self.tips.setChecked(window.tips_on())
        self.shading = QCheckBox(self)  # Beginner games: shade the triangles that would not count
        self.shading.setChecked(window.shading_on())
        self.theme.setObjectName("theme")
        self.language.setObjectName("language")
        self.theme_label, self.language_label = QLabel(self), QLabel(self)
        self.theme_label.setBuddy(self.theme)
        self.language_label.setBuddy(self.language)
        form = QFormLayout()
        form.setVerticalSpacing(12)
        form.addRow(self.theme_label, self.theme)
        form.addRow(self.language_label, self.language)
        form.addRow(self.sound)
        form.addRow(self.fullscreen)
        form.addRow(self.tips)
        form.addRow(self.shading)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.theme.currentIndexChanged.connect(self._theme_changed)
        self.language.currentIndexChanged.connect(self._language_changed)
        self.sound.toggled.connect(window.set_sound)
        self.fullscreen.toggled.connect(self._fullscreen_changed)
        self.tips.toggled.connect(window.set_tips)
        self.shading.toggled.connect(window.set_shading)
        self.retranslate_ui()

    def _fill_themes(self) -> None:
        """The themes as they are now: the theme editor adds, renames and deletes them."""
        items = theme_choices(self.window_.registry)
        self.theme.blockSignals(True)
        if items != [(self.theme.itemText(i), self.theme.itemData(i)) for i in range(self.theme.count())]:
            self.theme.clear()
            for title, name in items:
                self.theme.addItem(title, name)
        self.theme.setCurrentIndex(max(0, self.theme.findData(self.window_.settings.theme)))
        self.theme.blockSignals(False)

    def apply_theme(self, theme: object) -> None:
        """The window changed theme (here or in the theme editor): show the list as it is now."""
        self._fill_themes()

    def refresh_tips(self) -> None:
        """Show whether the tips are on now (turned off by "I understand", on in the Rules window)."""
        self.tips.blockSignals(True)
        self.tips.setChecked(self.window_.tips_on())
        self.tips.blockSignals(False)

    def showEvent(self, event: QShowEvent) -> None:
        self._fill_themes()
        self.refresh_tips()
        super().showEvent(event)

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
        self.tips.setText(self.tr("Show Beginner's &tips"))
        self.shading.setText(self.tr("Shade &invalid triangles"))
        self._fill_languages(self.language.currentData() or "")
        self._fill_themes()  # built-in theme titles are translated

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
