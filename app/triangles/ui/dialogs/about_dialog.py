"""The About window: version, licence, the plugins the current game uses, the data folder (a
button opens it in the file manager) and a link to the rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Protocol

from PySide6.QtCore import QEvent, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from triangles import __version__
from triangles.plugins.api import GROUP_AI, GROUP_RULES, GROUP_THEMES
from triangles.theme.catalogue import USER

from ..screen_fit import scrolled
from ..os_words import sentence, why_not
from ..themes import theme_catalogue

LICENCE = "MIT"


class AboutHost(Protocol):
    """What the About window reads from the game window (kept apart so dialogs do not import it)."""

    registry: Any
    settings: Any
    controller: Any
    theme: Any

    def rules_window(self) -> object: ...
    def show_error(self, text: str) -> None: ...


class AboutDialog(QDialog):
    """`open_url` opens the data folder (tests replace it; the platform's file manager otherwise)."""

    def __init__(self, window: AboutHost, open_url: Callable[[QUrl], object] = QDesktopServices.openUrl) -> None:
        super().__init__(window)  # type: ignore[arg-type]  # the game window, a QWidget
        self.window_ = window
        self.open_url = open_url
        self.setObjectName("aboutDialog")
        self.title = QLabel(self)
        self.title.setObjectName("aboutTitle")
        self.version = QLabel(self)
        self.licence = QLabel(self)
        self.licence.setWordWrap(True)
        self.plugins_caption = QLabel(self)
        self.plugins = QLabel(self)
        self.plugins.setWordWrap(True)
        self.plugins.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_caption = QLabel(self)
        self.folder = QLabel(self)
        self.folder.setWordWrap(True)
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.btn_folder = QPushButton(self)
        self.btn_folder.clicked.connect(self.open_data_folder)
        self.btn_rules = QPushButton(self)
        self.btn_rules.clicked.connect(window.rules_window)
        row = QVBoxLayout()  # one above the other: both fit a phone's width in every language
        row.addWidget(self.btn_rules, 0, Qt.AlignmentFlag.AlignLeft)
        row.addWidget(self.btn_folder, 0, Qt.AlignmentFlag.AlignLeft)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()  # not a button that opens something
        for caption in (self.plugins_caption, self.folder_caption):
            caption.setProperty("caption", True)
        # The text scrolls above Close on a short screen (a tablet at 200 %: 400 points high).
        self.body = QWidget(self)
        fields = QVBoxLayout(self.body)
        fields.setContentsMargins(0, 0, 0, 0)
        fields.setSpacing(8)
        for widget in (self.title, self.version, self.licence, self.plugins_caption, self.plugins,
                       self.folder_caption, self.folder):
            fields.addWidget(widget)
        fields.addLayout(row)
        fields.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(scrolled(self.body, self), 1)
        layout.addWidget(self.buttons)
        self.setStyleSheet("#aboutTitle { font-size: 26px; font-weight: 800; }"
                           "QLabel[caption=\"true\"] { font-weight: 700; margin-top: 8px; }")
        self.resize(480, 460)
        self.retranslate_ui()

    def data_folder(self) -> Path:
        return self.window_.settings.data_dir

    def open_data_folder(self) -> None:
        """Open the data folder (settings, statistics, themes, the unfinished game); made first
        if the game has not written anything yet, so there is always something to open."""
        folder = self.data_folder()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.window_.show_error(sentence(self.tr("Cannot open {0}: {1}").format(folder, why_not(exc))))
            return
        self.open_url(QUrl.fromLocalFile(str(folder)))

    def plugins_in_use(self) -> list[str]:
        """"Kind: name version (package)" of the rules, computer players and theme in use."""
        window = self.window_
        wanted: list[tuple[str, str]] = []
        setup = window.controller.setup
        if setup is not None:
            wanted.append((GROUP_RULES, setup.rules))
            for player in setup.players:
                if player.is_computer:
                    found = window.registry.find_ai(player.ai)
                    if found is not None:
                        wanted.append((GROUP_AI, found[0].name))
        wanted.append((GROUP_THEMES, window.theme.name))
        kinds = {GROUP_RULES: self.tr("Rules"), GROUP_AI: self.tr("Computer player"), GROUP_THEMES: self.tr("Theme")}
        lines = []
        for group, name in dict.fromkeys(wanted):
            info = next((i for i in window.registry.infos if i.group == group and i.name == name), None)
            if info is None:
                if group == GROUP_THEMES:  # its title, as the theme list shows it
                    user = any(e.name == name and e.kind == USER for e in theme_catalogue(window.registry).entries())
                    yours = self.tr("your theme")
                    lines.append(f"{kinds[group]}: {window.theme.title}" + (f" ({yours})" if user else ""))
                continue
            version = f" {info.version}" if info.version else ""
            lines.append(f"{kinds[group]}: {info.name}{version} ({info.package})")
        return lines

    def refresh(self) -> None:
        self.plugins.setText("\n".join(self.plugins_in_use()))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Triangles"))
        self.title.setText(self.tr("Triangles"))
        self.version.setText(self.tr("Version {0}").format(__version__))
        self.licence.setText(self.tr("Free software under the {0} licence: use, copy, change and share it.").format(LICENCE))
        self.plugins_caption.setText(self.tr("Plugins in use"))
        self.folder_caption.setText(self.tr("Data folder"))
        self.folder.setText(str(self.data_folder()))
        self.btn_folder.setText(self.tr("Open data folder"))
        self.btn_rules.setText(self.tr("Rules…"))
        self.refresh()

    def showEvent(self, event) -> None:  # noqa: ANN001
        self.refresh()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
