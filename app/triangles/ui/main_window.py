"""The game window: board, score bar, tool bar, menus, end screen; wires the controller to them."""

from __future__ import annotations

import os
import random
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

import numpy as np
from PySide6.QtCore import QByteArray, QCoreApplication, QDateTime, QEvent, QLocale, QObject, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QColor, QIcon, QKeySequence, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from triangles.engine import BOARD_SIZES
from triangles.engine.stars import CloudSpec, board_shape, shaped_stars
from triangles.engine import record as records
from triangles.plugins.api import Action, BoardError, Move, MoveResult, OptionError, Outcome, Pass
from triangles.plugins.last_words import JOURNAL
from triangles.plugins.registry import Registry
from triangles.game_slots import GameSlot, claim_slot, remove_temporaries
from triangles.storage import STATISTICS_FILE, quarantine, take_warnings
from triangles.theme import Theme
from triangles.theme.qtstyle import display_title

from .board.board_scene import BoardScene
from .board.board_sizes import ASSUMED_POINTS_PER_UNIT, BoardSizes, drawn_extent
from .board.board_view import BoardView
from .game.autosave import Autosaver
from .game.controller import GameController, GameSetup
from .game.players import PlayerSpec
from .game.position import Update
from .game.rules_thread import RulesGivenUp
from .variants.dice_panel import DicePanel
from .game.end_screen import EndScreen
from .i18n import YOU, DefaultNames, install_language
from .dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from .game.score_bar import ScoreBar
from .settings import AppSettings, Statistics
from .speech import announce, through_descriptions
from .game.sound import SoundPlayer
from .os_words import sentence, shown_name, why_not, why_not_a_game
from .screen_fit import client_area, install_screen_fit
from .style import apply_look, line_icon
from .themes import find_theme, theme_catalogue
from .window_size import fitted, touch_first
from .timers import timer

#: Smallest board area (points) whose shape a new board follows; a smaller or hidden view gets a
#: square board at ASSUMED_POINTS_PER_UNIT.
MIN_BOARD_AREA = 150
FILE_SUFFIX = ".triangles"
#: Settings key: shade the triangles that would not count, where the rules offer it (Beginner).
SHADE_KEY = "board/shade_unscored"
#: Settings key: the theme problems already shown to the player.
THEME_PROBLEMS_KEY = "ui/theme_problems_shown"


#: The longest player's name a score line keeps on one line (a phone's card holds about 30 characters).
UNBROKEN_NAME = 24


def unbroken(name: str) -> str:
    """A name that a wrapping score line keeps whole: "Ada Lovelace 3 : 1 B: standard:beginner"
    breaks at the score, not inside a name; a name too long for a phone's line may still wrap."""
    return name.replace(" ", "\u00a0") if len(name) <= UNBROKEN_NAME else name


#: How long a new game's words wait for the focus to settle on the board (a dialog closing).
SETTLE_SPEECH_MS = 400


class MainWindow(QMainWindow):
    """One game at a time. Theme handling is in `apply_theme`, language in `retranslate_ui`."""

    def __init__(self, registry: Registry, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry, self.settings = registry, settings
        self.stats = Statistics(settings)
        self.sound = SoundPlayer(settings.data_dir / "sounds", self)
        self.autosaver = Autosaver(self)
        self.autosaver.failed.connect(self._autosave_failed)
        self.sound.enabled = settings.sound
        self.sound.unusable.connect(self._sounds_unusable)
        self.controller = GameController(registry, self)
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene)
        self.score_bar = ScoreBar()
        self._stats_counted = False
        self._fill_delay = 0
        self._board_id: int | None = None
        self._dialogs: dict[str, QWidget] = {}
        self.slot: GameSlot | None = None
        #: Plugins switched off at this start because the last window ended while running them.
        self.switched_off_now: list[str] = []
        self._autosave_warned: object | None = None  # the game whose failed autosave was reported
        self._notice_shown = ""  # the notice over the board now (a refusal may take its place)
        self._notices: list[str] = []  # notices waiting for the one on show to go
        settings.on_unsaved = self._settings_unsaved
        self.file_name = ""  # the game's file once opened or saved: shown in the title
        self.file_path = ""
        self._filed: tuple[Any, list[Any]] | None = None  # the game that file holds, and its moves then
        self._again: int | None = None  # the player who just closed a triangle
        self._unsaid = ""  # a new game's words, kept until the focus settles (see _say_unsaid)
        self._say_timer = timer(self, SETTLE_SPEECH_MS, single_shot=True)
        self._say_timer.timeout.connect(self._say_unsaid)
        self._default_names = DefaultNames()
        install_screen_fit(QApplication.instance())  # type: ignore[arg-type]  # every dialog fits the screen
        self._build()
        self._connect()
        theme_catalogue(registry, settings.data_dir / "themes")  # the user's themes live with the app's data
        self.apply_theme(find_theme(registry, settings.theme))
        self.retranslate_ui()
        self.resize(1100, 800)
        self.view.setFocus()  # the arrows, Enter and Space play from the start

    # ------------------------------------------------------------------------------ building
    def _build(self) -> None:
        central = QWidget(self)
        central.setObjectName("central")
        self.board_area = QWidget(central)
        area = QVBoxLayout(self.board_area)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.view)
        self.end_screen = EndScreen(self.board_area)
        self.tool_bar = QWidget(central)
        self.tool_bar.setObjectName("toolBar")
        bar = QHBoxLayout(self.tool_bar)
        bar.setContentsMargins(10, 8, 10, 8)
        bar.setSpacing(8)
        col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.score_bar)
        self.dice_panel = DicePanel(self.controller, self.settings, self.scene, central)
        col.addWidget(self.dice_panel)
        col.addWidget(self.board_area, 1)
        self.dice_panel.overlay_on(self.board_area, self.view)
        col.addWidget(self.tool_bar)
        self.setCentralWidget(central)

        def action(shortcut: QKeySequence | str | None, slot) -> QAction:  # noqa: ANN001
            act = QAction(self)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        K = QKeySequence.StandardKey
        self.act_new = action(K.New, self.new_game_dialog)
        self.act_open = action(K.Open, self.open_dialog)
        self.act_save = action(K.Save, self.save)
        self.act_save_as = action(K.SaveAs, self.save_dialog)
        if self.act_save_as.shortcut().isEmpty():  # Windows names no Save As key
            self.act_save_as.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.act_undo = action(K.Undo, self.controller.undo)
        self.act_redo = action(None, self.controller.redo)
        # Both common keys on every system: Ctrl+Y (Windows) and Ctrl+Shift+Z (elsewhere).
        self.act_redo.setShortcuts(list(dict.fromkeys(
            [*QKeySequence.keyBindings(K.Redo), QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])))
        self.act_pass = action("P", self.controller.pass_turn)
        self.act_hint = action("H", self.controller.request_hint)
        self.act_fit = action("F", self.view.fit_board)
        self.act_fullscreen = action("F11", self.toggle_fullscreen)
        self.act_fullscreen.setCheckable(True)
        self.act_settings = action("Ctrl+,", self.settings_dialog)
        self.act_stats = action("Ctrl+T", self.statistics_dialog)
        self.act_rules = action(K.HelpContents, self.rules_window)
        self.act_review = action("Ctrl+R", lambda: self.review_window())
        self.act_puzzles = action(None, self.puzzle_window)
        self.act_plugins = action(None, self.plugins_dialog)
        self.act_themes = action(None, self.theme_editor)
        self.act_about = action(None, self.about_dialog)
        self.act_quit = action(None, self.close)
        # Ctrl+Q where the platform names no Quit key (Windows); from the replay, puzzle and
        # other tool windows too, not only from this one.
        self.act_quit.setShortcuts(QKeySequence.keyBindings(K.Quit) or [QKeySequence("Ctrl+Q")])
        self.act_quit.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)

        self.btn_new = QPushButton(self.tool_bar)
        self.btn_undo = QPushButton(self.tool_bar)
        self.btn_pass = QPushButton(self.tool_bar)
        self.btn_hint = QPushButton(self.tool_bar)
        self.btn_fit = QPushButton(self.tool_bar)
        self._fit_icon = QIcon()  # drawn in the theme's colour (apply_theme)
        self.btn_new.setProperty("primary", True)
        for btn, act in ((self.btn_new, self.act_new), (self.btn_undo, self.act_undo), (self.btn_pass, self.act_pass),
                         (self.btn_hint, self.act_hint), (self.btn_fit, self.act_fit)):
            btn.clicked.connect(act.trigger)
            # A tap or click leaves the keyboard on the board (Enter and Space pick stars there);
            # a button that hides itself would otherwise hand the focus to the next one, Fit.
            btn.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.menu = QMenu(self)
        for act in (self.act_new, self.act_open, self.act_save, self.act_save_as, self.act_undo, self.act_redo,
                    self.act_pass, self.act_hint, self.act_fit, None, self.act_review, self.act_puzzles, self.act_rules, self.act_stats,
                    self.act_settings, self.act_themes, self.act_plugins, self.act_about, self.act_fullscreen, None,
                    self.act_quit):
            if act is None:
                self.menu.addSeparator()
            else:
                self.menu.addAction(act)
        self.btn_menu = QToolButton(self.tool_bar)
        self.btn_menu.setMenu(self.menu)
        self.btn_menu.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.act_menu = action("F10", self._menu_from_keyboard)
        self.btn_menu.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._wanted: dict[QWidget, bool] = {
            self.btn_new: True, self.btn_undo: True, self.btn_pass: False, self.btn_hint: False, self.btn_fit: True,
        }
        self.tool_bar.installEventFilter(self)
        # The bar's width never holds the window wide: it rearranges itself for a narrow one.
        self.tool_bar.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        bar.addWidget(self.btn_new)
        bar.addWidget(self.btn_undo)
        bar.addWidget(self.btn_pass)
        bar.addWidget(self.btn_hint)
        bar.addStretch(1)
        bar.addWidget(self.btn_fit)
        bar.addWidget(self.btn_menu)

    #: Below this tool bar width the menu button shows only its icon.
    NARROW_TOOL_BAR = 620

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tool_bar and event.type() == QEvent.Type.Resize:
            self._arrange_tool_bar()
        return super().eventFilter(watched, event)

    def _arrange_tool_bar(self) -> None:
        """Show the buttons the game wants; when the bar is too narrow for all of them (a phone,
        a long translation), leave out the ones the menu also offers, least needed first, and
        word the rules' actions shortly before Undo goes."""
        if not hasattr(self, "_button_texts"):
            return
        narrow = self.tool_bar.width() < self.NARROW_TOOL_BAR
        if self.tool_bar.property("compact") != narrow:  # tighter buttons: a phone fits all four
            self.tool_bar.setProperty("compact", narrow)
            for button in (*self._wanted, self.btn_menu):
                button.style().unpolish(button)
                button.style().polish(button)
        self.btn_menu.setToolButtonStyle(
            Qt.ToolButtonStyle.ToolButtonIconOnly if narrow else Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        )
        layout = self.tool_bar.layout()
        margins = layout.contentsMargins()
        room = self.tool_bar.width() - margins.left() - margins.right()
        shown = [b for b in self._wanted if self._wanted[b]]

        def need(buttons: list[QWidget]) -> int:
            widths = [b.sizeHint().width() for b in (*buttons, self.btn_menu)]
            return sum(widths) + layout.spacing() * (len(widths) - 1)

        def shorten() -> None:
            for button, (_, short) in self._button_texts.items():
                button.setText(short)

        def fit_icon() -> None:  # the same four corners in every language (Greek's word left no room)
            self.btn_fit.setText("")
            self.btn_fit.setIcon(self._fit_icon)
            self.btn_fit.setIconSize(self.btn_menu.iconSize())  # as large as the menu's bars beside it

        def leave_out(button: QWidget) -> Callable[[], None]:
            return lambda: shown.remove(button) if button in shown else None

        for button, (full, _) in self._button_texts.items():
            button.setText(full)
        self.btn_fit.setText(self._fit_text)
        self.btn_fit.setIcon(QIcon())
        # Fit, New game and Undo are in the menu too.
        for step in (fit_icon, leave_out(self.btn_fit), leave_out(self.btn_new), shorten, leave_out(self.btn_undo)):
            if need(shown) <= room:
                break
            step()
        for button in self._wanted:
            button.setVisible(button in shown)

    def _connect(self) -> None:
        c = self.controller
        self.view.message_gone.connect(self._next_notice)
        c.game_started.connect(self._on_game_started)
        c.segment_drawn.connect(self._on_segment)
        c.refused.connect(self._on_refused)
        c.triangles_closed.connect(self._on_triangles)
        c.closed_unscored.connect(self._on_unscored)
        c.state_changed.connect(self._refresh)
        c.updated.connect(self._after_action)  # the one step after every action
        c.rules_not_responding.connect(self._on_rules_not_responding)
        c.thinking.connect(lambda _on: self._refresh())
        c.game_over.connect(self._on_game_over)
        c.hint_ready.connect(self._on_hint)
        c.problem.connect(self.view.show_message)
        self.scene.move_requested.connect(lambda a, b: self.controller.play_human(Move(a, b)))
        self.end_screen.new_game.connect(self.new_game_dialog)
        self.end_screen.review.connect(lambda: self.review_window(start_review=True))

    # ------------------------------------------------------------------------------ theme & language
    def apply_theme(self, theme: Theme) -> None:
        """Restyle the whole window and the board live."""
        self.theme = theme
        apply_look(theme)
        self.btn_menu.setIcon(menu_icon(theme.text))
        self._fit_icon = line_icon("fit", QColor(theme.text))
        self._arrange_tool_bar()
        self.view.apply_theme(theme)
        self.dice_panel.avatars.apply_theme()
        self.score_bar.apply_theme(theme)
        for dialog in self._dialogs.values():
            apply = getattr(dialog, "apply_theme", None)
            if apply is not None:
                apply(theme)

    def set_theme(self, theme: Theme) -> None:
        self.apply_theme(theme)

    def retranslate_ui(self) -> None:
        self._show_title()
        self._translate_default_names()
        texts = {
            self.act_new: self.tr("&New game…"), self.act_open: self.tr("&Open…"), self.act_save: self.tr("&Save"),
            self.act_save_as: self.tr("Save &as…"),
            self.act_undo: self.tr("&Undo"), self.act_redo: self.tr("Re&do"),
            self.act_pass: self.tr("&Pass turn"), self.act_hint: self.tr("Suggest &move"),
            self.act_fit: self.tr("&Fit board"), self.act_fullscreen: self.tr("F&ull screen"),
            self.act_settings: self.tr("S&ettings…"), self.act_stats: self.tr("S&tatistics…"),
            self.act_rules: self.tr("&Rules…"),
            self.act_review: self.tr("Replay and re&view…"), self.act_puzzles: self.tr("Pu&zzles…"), self.act_plugins: self.tr("&Plugins…"), self.act_themes: self.tr("T&hemes…"),
            self.act_about: self.tr("&About Triangles…"),
            self.act_quit: self.tr("&Quit"),
        }
        for act, text in texts.items():
            act.setText(text)
        self.btn_new.setText(self.tr("New game"))
        self.btn_undo.setText(self.tr("Undo"))
        # The rules' words; the short forms only where a phone's bar has no room for them.
        self._button_texts = {
            self.btn_pass: (self.tr("Pass turn"), self.tr("Pass")),
            self.btn_hint: (self.tr("Suggest move"), self.tr("Suggest")),
        }
        self._fit_text = self.tr("Fit")
        self.btn_fit.setAccessibleName(self._fit_text)  # also when it shows only its icon
        self._arrange_tool_bar()
        self.btn_menu.setText(self.tr("Menu"))
        self.btn_menu.setToolTip(f"{self.tr('Menu')} ({self.act_menu.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")
        self.btn_menu.setAccessibleName(self.tr("Menu"))
        self.dice_panel.retranslate_ui()
        position = self.controller.position
        if self.end_screen.isVisible() and position is not None and position.outcome is not None:
            self.end_screen.set_texts(*self.result_text(position.outcome), self.controller.end_reason(position.outcome),
                                      self.spoken_score(position.outcome))
        for btn, act in ((self.btn_new, self.act_new), (self.btn_undo, self.act_undo), (self.btn_fit, self.act_fit),
                         (self.btn_pass, self.act_pass), (self.btn_hint, self.act_hint)):
            btn.setToolTip(f"{act.text().replace('&', '').rstrip('…')} ({act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")
        self._refresh()

    def _menu_from_keyboard(self) -> None:
        """F10 opens the menu on its first item, as a menu bar does: the arrows and a screen
        reader start from there (Qt opens a button's menu with nothing highlighted)."""
        first = next((a for a in self.menu.actions() if a.isEnabled() and not a.isSeparator() and a.isVisible()), None)
        if first is not None:
            QTimer.singleShot(0, self.menu, lambda: self.menu.setActiveAction(first))
        self.btn_menu.showMenu()

    def _translate_default_names(self) -> None:
        """Seats named by default ("You", "Computer") take the names of the new language, in the
        score bar, the game's record and the dice variant's badges; a name the player typed is
        kept."""
        def renamed(player: PlayerSpec) -> PlayerSpec:
            return replace(player, name=self._default_names.current(player.name))

        setup = self.controller.setup
        if setup is not None:
            players = (renamed(setup.players[0]), renamed(setup.players[1]))
            if players != setup.players:
                self.controller.setup = replace(setup, players=players)
                self.dice_panel.avatars.rebuild()  # the badges of triangles won so far too
        self._default_names.remember_current()

    def rules_title(self, name: str) -> str:
        """A rules variant's title in the current language (its name if it is not installed)."""
        rules = self.registry.rules(name)
        return QCoreApplication.translate("rules", rules.title) if rules is not None else name

    def _show_title(self) -> None:
        """"name.triangles — Triangles" once the game has a file, with "*" after the name while
        the game has moves its file does not hold; else the game's name."""
        app = self.tr("Triangles")
        self.setWindowTitle(f"{shown_name(self.file_name).replace('[*]', '[*][*]')}[*] — {app}" if self.file_name else app)
        self.setWindowModified(self._unfiled_moves())

    def set_file(self, path: str) -> None:
        self.file_name = Path(path).name if path else ""
        self.file_path = path
        self._filed = (self.controller.game, self._moves_now()) if path else None
        self._show_title()

    def _has_file(self) -> bool:
        """The game on the board is the one its file was opened from or saved to."""
        return self._filed is not None and self._filed[0] is self.controller.game

    def _unfiled_moves(self) -> bool:
        """The game has a file, and moves (or undone ones) that file does not hold."""
        position = self.controller.position
        if not self._has_file() or position is None:
            return False
        assert self._filed is not None
        if position.record is not None:  # the record the rules built with the Position
            moves = [m.to_json() for m in position.record.moves]
        elif not position.movers:
            moves = []
        elif self.controller.ended_unanswered:
            return False  # its rules were given up: they are not asked again
        else:  # a finished game keeps no record in its Position; its rules are idle
            moves = self._moves_now()
        return moves != self._filed[1]

    def _moves_now(self) -> list[Any]:
        """The game's moves as its record writes them (what a file of it would hold)."""
        return [m.to_json() for m in self.controller.to_record().moves] if self.controller.game is not None else []

    def _game_let_go(self) -> bool:
        """Before New game, Open or Continue from here puts another game in its place: a game in
        progress with moves no file holds, or a game (finished too) with moves its own file does
        not hold, is offered to be saved first. False: the player keeps playing it."""
        position = self.controller.position
        if position is None:
            return True
        if self._has_file():
            if not self._unfiled_moves():
                return True
            return self._offer_to_save("gameInProgress", QMessageBox.Icon.Question,
                                       self.tr("Save the changes to {0}?").format(shown_name(self.file_name)),
                                       self.tr("Its file does not hold the last moves. Without saving, they are lost "
                                               "when the next game takes its place."), self.tr("Don't save"))
        if position.is_over or not position.movers:
            return True
        return self._offer_to_save("gameInProgress", QMessageBox.Icon.Question, self.tr("Save the game in progress?"),
                                   self.tr("Without saving, it is lost when the next game takes its place."),
                                   self.tr("Don't save"))

    def _offer_to_save(self, name: str, icon: QMessageBox.Icon, question: str, details: str, let_go: str) -> bool:
        """Save (to the game's file) or Save as… / `let_go` / Cancel (also Escape) about the game
        on the board. False: Cancel, or not saved; the player keeps the game."""
        box = QMessageBox(icon, self.tr("Triangles"), question, QMessageBox.StandardButton.NoButton, self)
        box.setObjectName(name)
        box.setInformativeText(details)
        save = box.addButton(self.tr("Save") if self._has_file() else self.tr("Save as…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(let_go, QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)
        box.setEscapeButton(stay)
        box.exec()
        if box.clickedButton() is stay:
            return False
        return box.clickedButton() is not save or self.save()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self._unsaid:
            self._say_timer.start()  # the game the window started with, once it can be heard
        super().changeEvent(event)

    def _say_start(self, text: str) -> None:
        """Say a game just started once the focus has settled (said as a dialog closes, a
        screen reader would read it with the focus, then again). Where a description change is
        how texts are said, a board without the focus takes the words as its description at
        once: a screen reader reads them as the focus lands on it, and only then."""
        if through_descriptions() and not self.view.hasFocus():
            self.view.setAccessibleDescription(text)  # ignored by screen readers until the focus lands
        self._unsaid = text
        self._say_timer.start()

    def _say_unsaid(self) -> None:
        """Say the game just started, once the window is active, unless the board read it as
        it got the focus (see _say_start)."""
        if not self._unsaid or not self.isActiveWindow():
            return
        read_with_focus = through_descriptions() and self.view.hasFocus() and self.view.accessibleDescription() == self._unsaid
        if not read_with_focus:
            announce(self.view, self._unsaid)
        self._unsaid = ""

    def set_language(self, code: str) -> None:
        self.settings.language = code
        install_language(code)

    # ------------------------------------------------------------------------------ starting games
    def start(self, file: str | None = None) -> None:
        """What the window does once shown: open `file`, offer to resume, or start a game."""
        restored = self.restore_geometry()
        if not self.settings.q.contains("ui/fullscreen"):  # the first start: a tablet opens full screen
            self.settings.fullscreen = touch_first()
        if self.settings.fullscreen:
            self.act_fullscreen.setChecked(True)
            self.showFullScreen()
        elif not restored and self.screen() is not None:
            self.setGeometry(fitted(client_area(self)))  # the title bar on the screen too
        self._show_storage_warnings()
        self.claim_slot(keep_games=bool(file))
        self.show_theme_problems()
        problems: list[str] = []
        if file:
            if self.open_file(file, say=problems.append):
                return
        elif os.path.lexists(self.autosave_path) and self.offer_resume():
            return
        self.start_game(self.remembered_choice())
        for problem in problems:  # said over the new game, not over an empty window
            self.show_error(problem)

    def restore_geometry(self) -> bool:
        """The size and place the window had when it was last closed (ignored if unreadable)."""
        saved = self.settings.get_str("ui/geometry", "")
        try:
            data = bytes.fromhex(saved)
        except ValueError:
            return False
        return bool(data) and self.restoreGeometry(QByteArray(data))

    def _show_storage_warnings(self) -> None:
        """Once: which damaged settings or statistics file was set aside at start-up, and which
        plugin was switched off because the window ended while it ran (plugin_switch.py)."""
        texts = [w.text for w in take_warnings()] + self.switched_off_now
        self.switched_off_now = []
        if texts:  # a box, not a passing toast: the player should read that something was reset
            self.show_error("\n\n".join(texts))

    @property
    def autosave_path(self) -> Path:
        """The unfinished-game file of this window's slot (see triangles.game_slots)."""
        return self.slot.path if self.slot is not None else self.settings.autosave_path

    def claim_slot(self, slot: GameSlot | None = None, keep_games: bool = False) -> None:
        """Own an unfinished-game slot (`slot`, claimed before the plugins were loaded, else one
        claimed now; an empty one with `keep_games`, see `game_slots.claim_slot`) for as long as
        the window runs, and clear the temporary files a killed autosave left in it."""
        if self.slot is None:
            self.slot = slot if slot is not None else claim_slot(self.settings.data_dir, keep_games)
            if self.slot.locked:
                remove_temporaries(self.slot.path.parent, self.slot.path.name + ".")

    def show_theme_problems(self) -> None:
        """Themes that could not be loaded, or were loaded with changes, said once in the
        window (each problem once: it is not repeated at every start)."""
        shown = self.settings.get(THEME_PROBLEMS_KEY, [], lambda v: isinstance(v, list))
        lines = self._theme_in_use_problems()
        for entry in theme_catalogue(self.registry).entries():
            for problem in ([entry.error] if entry.error else list(entry.warnings)):
                key = f"{entry.source}: {problem}"
                if key not in shown:
                    shown.append(key)
                    lines.append(self.tr("Theme “{0}”: {1}").format(entry.title, problem))
        if lines:
            self.settings.set(THEME_PROBLEMS_KEY, shown[-50:])
            self.view.show_message("\n".join(lines[:4]) + ("\n…" if len(lines) > 4 else ""))

    def _theme_in_use_problems(self) -> list[str]:
        """Said at every start while it lasts: the look the player chose is not the one shown
        (its file went, or the themes folder cannot be read)."""
        catalogue = theme_catalogue(self.registry)
        lines = []
        folder = catalogue.user_dir
        if folder is not None and folder.exists() and not folder.is_dir():
            lines.append(self.tr("Your themes folder {0} is a file, not a folder: your own themes are not listed.").format(folder))
        if self.theme.name != self.settings.theme:
            lines.append(self.tr("The theme “{0}” you chose cannot be found; the game uses {1} until it is back.")
                         .format(self.settings.theme, display_title(self.theme.title)))
        return lines

    def offer_resume(self) -> bool:
        """Show the unfinished game on the board and ask whether to resume it: who played, the
        score, the board, when, and a picture of it. A saved game that cannot be resumed is
        kept aside, never deleted; declining one forgets it."""
        path = self.autosave_path
        filed = self.settings.get_str(self._filed_key(), "")  # read first: loading the game autosaves
        self.controller.hold_computer(True)  # no move behind the question
        resumed = False
        try:
            resumed = self._ask_resume(path, filed)
        finally:
            self.controller.hold_computer(False, start=resumed)
        return resumed

    def _ask_resume(self, path: Path, filed: str) -> bool:
        """`offer_resume` with the computer held."""
        try:
            rec = records.load(path)
            self.controller.load_record(rec)
        except records.RecordError as exc:
            self._set_aside_unfinished(why_not_a_game(exc, ours=True))
            return False
        except RulesGivenUp:  # set aside, so that the next start does not wait for it again
            self._set_aside_unfinished(self.unanswered_text(rec.rules), readable=True)
            return False
        try:
            when = path.stat().st_mtime
        except OSError:
            when = time.time()
        QApplication.processEvents()  # laid out, so the picture shows the board as it is
        self.view.fit_board()
        if not self.ask(self.tr("Resume game"), self.tr("Resume the unfinished game?"), self.resume_details(when),
                        board_thumbnail(self.view, 150)):
            try:
                path.unlink(missing_ok=True)
            except OSError:
                pass  # a read-only folder: the next autosave says so
            return False
        self._refile_resumed(filed)
        self._say_moved_stars()
        return True

    def resume_details(self, modified: float) -> str:
        """"Ada 3 : 2 Bo", the board and rules, and when the game was last played."""
        c = self.controller
        game, setup = c.game, c.setup
        if game is None or setup is None:
            return ""
        names = [p.name for p in setup.players]
        title = self.rules_title(setup.rules)
        played = QDateTime.fromSecsSinceEpoch(int(modified))
        date = QLocale().toString(played, QLocale.FormatType.ShortFormat)
        return "\n".join((
            self.tr("{0} {1} : {2} {3}").format(names[0], game.score[0], game.score[1], names[1]),
            self.tr("{0}, {1} stars, %n move(s)", "", len(game.history)).format(title, len(game.board.stars)),
            self.tr("Last played {0}").format(date),
        ))

    def _set_aside_unfinished(self, problem: str, readable: bool = False) -> None:
        """Say once why the unfinished game cannot be resumed, and keep its file under a
        timestamped name: a damaged one for a bug report (a folder or a FIFO in its place too), a
        `readable` one as a game Open lists (its rules did not answer this time)."""
        try:
            if readable:
                target = self.settings.data_dir / time.strftime(f"ended-%Y%m%d-%H%M%S{FILE_SUFFIX}")
                os.replace(self.autosave_path, target)
                kept = target.name
            else:
                kept = quarantine(self.autosave_path).name
        except OSError:
            self.view.show_message(sentence(self.tr("The unfinished game cannot be resumed: {0}").format(problem)))
            return
        self.view.show_message(
            self.tr("The unfinished game cannot be resumed: {0} (the file is kept as {1}).").format(problem, kept)
        )

    def ask(self, title: str, question: str, details: str = "", picture: QPixmap | None = None) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, question, QMessageBox.StandardButton.NoButton, self)
        box.setInformativeText(details)
        if picture is not None and not picture.isNull():
            box.setIconPixmap(picture)
        yes = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.YesRole)
        box.addButton(self.tr("New game"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(yes)
        box.setEscapeButton(yes)  # closing the question without an answer loses nothing
        box.exec()
        return box.clickedButton() is yes

    def remembered_choice(self) -> NewGameChoice:
        """The New Game dialog's remembered choices, without showing it."""
        dialog = NewGameDialog(self.registry, self.settings, self)
        choice = dialog.choice()
        dialog.deleteLater()
        return choice

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self.registry, self.settings, self)
        self._dialogs["new"] = dialog
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self._game_let_go():
            choice = dialog.choice()
            self.apply_theme(find_theme(self.registry, choice.theme))
            self.start_game(choice)
        self._dialogs.pop("new", None)

    def board_extent(self) -> tuple[float, float]:
        """[width, height] in board units of a new board for this window's board area."""
        vp = self.view.viewport().size()
        if not self.view.isVisible() or min(vp.width(), vp.height()) < MIN_BOARD_AREA:
            return (1.0, 1.0)
        return board_shape(vp.width(), vp.height())

    def board_sizes(self, extent: tuple[float, float] | None = None) -> BoardSizes:
        """The sizes a new board of `extent` would be drawn with when fitted to this window."""
        extent = extent or self.board_extent()
        vp = self.view.viewport().size()
        points = ASSUMED_POINTS_PER_UNIT
        if self.view.isVisible() and min(vp.width(), vp.height()) >= MIN_BOARD_AREA:
            points = self.scene.fitted_points_per_unit(vp.width(), vp.height(), extent)
        return BoardSizes(points, self.theme.star_radius, self.theme.segment_width)

    def clearance(self) -> float:
        """The clearance, in board units, of a new board in this window (once per game)."""
        return self.board_sizes().clearance

    def start_game(self, choice: NewGameChoice, seed: int | None = None) -> bool:
        """A new board made for this window's board area (board_sizes.py, engine/stars.py)."""
        size = next((s for s in BOARD_SIZES if s.key == choice.board_size), BOARD_SIZES[0])
        extent = self.board_extent()
        sizes = self.board_sizes(extent)
        spacing = 2 * self.view.finger_radius_points() / sizes.points_per_unit
        wanted = CloudSpec(random.randrange(2**32) if seed is None else seed, size.stars, *extent, spacing, 2 * sizes.clearance)
        stars, cloud = shaped_stars(wanted)
        options = {**choice.options, "clearance": sizes.clearance}
        board = {"view": sizes.view_json(), "cloud": cloud.to_json()}
        try:
            self.controller.new_game(GameSetup(choice.rules, choice.players, size.key, board=board), stars, options)
        except (OptionError, BoardError) as exc:
            self.view.show_message(sentence(self.tr("Cannot start this game: {0}").format(exc)))
            return False
        except RulesGivenUp:
            self.view.show_message(sentence(self.tr("Cannot start this game: {0}").format(self.unanswered_text(choice.rules))))
            return False
        self.set_file("")
        return True

    # ------------------------------------------------------------------------------ files
    def open_file(self, path: str, ask: bool = False, say: Callable[[str], None] | None = None) -> bool:
        """Open a saved game; with `ask`, a game in progress is offered to be saved first, once
        the file has been read as a game (a file that cannot be opened asks nothing). Why it
        cannot be opened goes to `say` (by default a message box)."""
        say = say or self.show_error
        try:
            rec = records.load(path)
            if ask and not self._game_let_go():
                return False
            self.controller.load_record(rec)
        except records.RecordError as exc:
            say(sentence(self.tr("Cannot open {0}: {1}").format(shown_name(path), why_not_a_game(exc))))
            return False
        except RulesGivenUp:
            say(sentence(self.tr("Cannot open {0}: {1}").format(shown_name(path), self.unanswered_text(rec.rules))))
            return False
        self._say_moved_stars()
        self.set_file(path)
        return True

    def _say_moved_stars(self) -> None:
        """Once per opened record: how many stars were put on the lattice (their coordinates had
        more than 9 decimals; see docs/record-format.md)."""
        game = self.controller.game
        moved = len(getattr(game.board, "moved_stars", ())) if game is not None else 0
        if moved:
            self.view.show_message(
                self.tr("%n star(s) of this game were moved by less than a billionth of the board to the grid the rules use.", "", moved))

    def games_folder(self) -> str:
        """Where Open and Save start: the folder of the last game saved, else the documents folder."""
        last = self.settings.get_str("files/last_folder", "")
        if last and Path(last).is_dir():
            return last
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return docs if docs and Path(docs).is_dir() else str(Path.home())

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), self.games_folder(),
                                              self.tr("Triangles games (*{0})").format(FILE_SUFFIX))
        if path:
            self.open_file(path, ask=True)

    def save_file(self, path: str) -> bool:
        if self.controller.game is None:
            return False
        if not path.endswith(FILE_SUFFIX):
            path += FILE_SUFFIX
        try:
            self.controller.to_record().save(path)
        except OSError as exc:
            self.show_error(sentence(self.tr("Cannot save {0}: {1}").format(shown_name(path), why_not(exc))))
            return False
        self.settings.set("files/last_folder", str(Path(path).resolve().parent))
        self.set_file(path)
        return True

    def save(self) -> bool:
        """Save the game to its file, or ask where when it has none yet; False if not saved."""
        return self.save_file(self.file_path) if self._has_file() else self.save_dialog()

    def save_dialog(self) -> bool:
        """Ask where to save the game and save it there; False if not saved."""
        name = self.file_name or self.tr("game") + FILE_SUFFIX
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(Path(self.games_folder()) / name),
                                              self.tr("Triangles games (*{0})").format(FILE_SUFFIX))
        return bool(path) and self.save_file(path)

    def show_error(self, text: str) -> None:
        QMessageBox.warning(self, self.tr("Triangles"), text)

    def autosave(self) -> None:
        """Keep the game in progress on disk (resumed on the next start); forget a finished one.
        The record was built by the rules thread and is written by the autosaver's thread, so the
        window never waits for the disk; a failed write is said once per game (`_autosave_failed`)
        and tried again after every move."""
        position = self.controller.position
        record = position.record if position is not None else None
        self.autosaver.keep(record, self.autosave_path)
        filed = self.file_path if record is not None and self._has_file() else ""
        if self.settings.get_str(self._filed_key(), "") != filed:  # a setting is written to disk at once
            self.settings.set(self._filed_key(), filed)

    def _filed_key(self) -> str:
        """The setting naming the file of the game in this window's unfinished-game slot."""
        return f"files/unfinished_from/{self.autosave_path.name}"

    def _refile_resumed(self, path: str) -> None:
        """A resumed game that had a file (`path`) is that file's game again: Save writes there
        and the title marks the moves the file does not hold. A file gone, changed into another
        game or unreadable since leaves the game without one (Save asks where)."""
        if not path or self.controller.game is None:
            return
        try:
            filed = records.load(path)
        except records.RecordError:
            return
        now = self.controller.to_record()
        same_board = (filed.rules == now.rules and filed.options == now.options and len(filed.stars) == len(now.stars)
                      and bool(np.allclose(np.asarray(filed.stars, float), np.asarray(now.stars, float), rtol=0, atol=1e-6)))
        if same_board:
            self.file_name, self.file_path = Path(path).name, path
            self._filed = (self.controller.game, records.written_moves(filed.moves))
            self._show_title()

    def notice(self, text: str) -> None:
        """A message about the player's files (autosave, sounds, settings) over the board. Such
        notices often come together (a read-only data folder fails them all at once): each waits
        for the one on show to go instead of replacing it unread."""
        if self._notice_shown and self.view.message() == self._notice_shown:
            if text != self._notice_shown and text not in self._notices:  # on show or to come: once is enough
                self._notices.append(text)
            return
        self._notice_shown = text
        self.view.show_message(text)

    def _next_notice(self) -> None:
        self._notice_shown = ""
        if self._notices:
            self.notice(self._notices.pop(0))

    def _settings_unsaved(self, file: str, folder: str, reason: str) -> None:
        """Once a file: the change is used now, but forgotten when the window closes."""
        if file == STATISTICS_FILE:
            text = self.tr("Your statistics cannot be saved in {0} ({1}); the results of this session are not kept.")
        else:
            text = self.tr("Your settings cannot be saved in {0} ({1}); what you change lasts until Triangles is closed.")
        self.notice(text.format(folder, reason))

    def _autosave_failed(self, reason: str) -> None:
        game = self.controller.game
        if self._autosave_warned is not game:  # an unwritable folder must not stop the game: say it, retry
            self._autosave_warned = game
            self.notice(self.tr("This game cannot be saved automatically ({0}); saving is tried again after every move.").format(reason))

    def _sounds_unusable(self, problems: str, all_off: bool) -> None:
        """Said once: the other effects still play."""
        if all_off:
            self.notice(sentence(self.tr("The sounds are off: {0}").format(problems)))
        else:
            self.notice(sentence(self.tr("Some sound files cannot be used, so only those sounds are off: {0}").format(problems)))

    def _unsaved_game_let_go(self) -> bool:
        """Before quitting: a game in progress that could not be kept on disk (a read-only or full
        data folder) is offered to be saved elsewhere, and a finished game with moves its file
        does not hold (a finished game is not kept for the next start) to be saved there. A game
        in progress is kept with its file's name (`_refile_resumed`): nothing to ask. False: the
        player chose not to quit."""
        position = self.controller.position
        failure = self.autosaver.last_failure
        if position is not None and position.is_over and self._unfiled_moves():
            return self._offer_to_save("unsavedChanges", QMessageBox.Icon.Question,
                                       self.tr("Save the changes to {0}?").format(shown_name(self.file_name)),
                                       self.tr("Its file does not hold the last moves, and a finished game is not kept "
                                               "for the next start."), self.tr("Quit without saving"))
        if failure is None or position is None or position.record is None:
            return True
        return self._offer_to_save("unsavedGame", QMessageBox.Icon.Warning,
                                   self.tr("This game could not be kept for the next start ({0}).").format(failure),
                                   self.tr("Save it somewhere else before quitting?"), self.tr("Quit without saving"))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the game window ends the application: the game is kept on disk, then the
        tool windows close with it (a review or a puzzle being made stops in its window's
        closeEvent), so none is left open without the game it belongs to."""
        self.autosave()
        self.autosaver.flush()
        if not self._unsaved_game_let_go():
            event.ignore()
            return
        self.controller.shutdown()
        JOURNAL.close()  # a clean quit: plugin code still running did not end the window
        for window in list(self._dialogs.values()):
            window.close()
        if self.slot is not None:
            self.slot.release()
            self.slot = None
        self.settings.on_unsaved = None  # the window goes: nobody to tell
        self.settings.set("ui/geometry", bytes(self.saveGeometry().data()).hex())
        self.settings.sync()
        super().closeEvent(event)
        QCoreApplication.quit()  # the game window is the application, whatever else is still open

    # ------------------------------------------------------------------------------ game events
    def _on_game_started(self) -> None:
        game, position = self.controller.game, self.controller.position
        assert game is not None and position is not None
        if self._filed is not None and self._filed[0] is not game:
            self._filed = None  # another game: no file holds it yet
        self._translate_default_names()
        self._again = None
        if self._board_id != id(game.board):
            focus = self.focusWidget()
            if focus is None or isinstance(focus, QAbstractButton):
                self.view.setFocus()  # the keys play on the new board, not on the button that started it
            self.scene.set_board(game.board.stars, self._extent(game.board.stars), game.board.clearance)
            self.view.hide_refusal()
            self._board_id = id(game.board)
            self.view.fit_board()
            self._stats_counted = position.is_over
        self.scene.set_position(game.drawn_segments(), game.scored_triangles())
        self.end_screen.hide()
        self._refresh()

    def _on_segment(self, a: int, b: int, player: int, by_computer: bool) -> None:
        self.scene.clear_hint()
        self._again = None
        self.scene.add_segment(a, b, player, animate=by_computer)
        self._fill_delay = self.scene.animation_ms if by_computer else 0
        self.sound.play("segment")

    def _extent(self, stars) -> tuple[float, float]:  # noqa: ANN001
        """The board's [width, height] as its game's setup records it (`drawn_extent`)."""
        setup = self.controller.setup
        return drawn_extent(setup.board.get("cloud") if setup is not None else None, stars)

    def _on_refused(self, a: int, b: int, text: str, star: int = -1, crossed: tuple[int, int] | None = None) -> None:
        """The refused line dashed for a moment with the reason; a screen reader also hears what
        is in the way, which the dashes and the ring show."""
        self.scene.show_refusal(a, b, star=star)
        spoken = text
        if crossed is not None:
            spoken += " " + self.tr("The line in the way is {0}–{1}.").format(crossed[0] + 1, crossed[1] + 1)
        elif star >= 0:
            spoken += " " + self.tr("The star in the way is {0}.").format(star + 1)
        self.view.show_message(text, avoid=self.scene.stars_rect((a, b)), spoken=spoken, refusal=True)
        self.view.name_after_cursor()  # a tap's picked star was dropped
        self.sound.play("refused")

    def _on_triangles(self, corners: list, player: int) -> None:
        """Triangles fill as the segment that closed them arrives (a computer's segment is drawn
        in an animation first)."""
        self._again = player
        self.scene.fill_triangles(corners, player, animate=True, delay_ms=self._fill_delay)
        if self._fill_delay:
            QTimer.singleShot(self._fill_delay, self, lambda: self.sound.play("triangle"))
        else:
            self.sound.play("triangle")

    def _after_action(self, update: Update) -> None:
        """After every action: light up who scored, say the move to a screen reader, and keep
        the game on disk."""
        if update.result is not None and update.result.closed:
            self.score_bar.show_scored(update.result.player)
        if self.controller.is_human_turn():
            self.view.set_open_lines(update.position.open_lines, update.position.open_closes)
        else:
            self.view.set_open_lines(None)
        self.view.name_after_cursor()  # the keyboard's star may have a new line, or no longer be picked
        if update.kind == "move" and update.result is not None:
            self._unsaid = ""  # a move says the score and the turn itself
            announce(self.view, self.move_words(update.result, not update.position.is_over, update.outlines))
        elif update.kind == "start" and update.undone:
            announce(self.view, self.start_words(update.undone))
        elif update.kind == "start" and not update.position.is_over:  # a finished game: its end card says it
            self._say_start(self.start_words(()))
        self.autosave()

    def move_words(self, result: MoveResult, with_turn: bool = True, outlines: int = 0) -> str:
        """An accepted action as a screen reader says it: who drew which line (stars numbered as
        a review numbers them), the triangles it closed and the `outlines` (closed around stars,
        scoring nothing), then the score and whose turn it is (`with_turn`; the last move leaves
        them to the end card)."""
        name = self.controller.player(result.player).name
        action, you = result.action, self._default_names.key(name) in YOU  # the verb agrees with "you"
        if isinstance(action, Move):
            a, b = action.a + 1, action.b + 1
            text = self.tr("You drew {0}–{1}").format(a, b) if you else self.tr("{0} drew {1}–{2}").format(name, a, b)
        else:
            text = self.tr("You passed") if you else self.tr("{0} passed").format(name)
        if result.closed:
            text += self.tr(", closing %n triangle(s)", "", len(result.closed))
        if outlines:  # seen at a glance on the board: the stars inside
            text += self.tr("; %n closed outline(s) with stars inside, which score nothing", "", outlines)
        return self._with_score(text, result.score) if with_turn else text + "."

    def start_words(self, undone: tuple[Action, ...]) -> str:
        """A new, opened or undone position as a screen reader says it: what the undo took back
        (or the board's size), then the score and whose turn it is."""
        position, game = self.controller.position, self.controller.game
        assert position is not None and game is not None
        if undone:
            taken = [f"{action.a + 1}–{action.b + 1}" if isinstance(action, Move) else self.tr("a pass") for action in undone]
            text = self.tr("Took back {0}").format(QLocale().createSeparatedList(taken))
        else:
            text = self.tr("A board of %n star(s)", "", len(game.board.stars))
        return self._with_score(text, position.score)

    def _with_score(self, text: str, score: tuple[int, int]) -> str:
        """`text`, then the score by name and whose turn it is, as one announcement."""
        names = [self.controller.player(n).name for n in (1, 2)]
        return self.tr("{0}. {1} {2}, {3} {4}. {5}.").format(
            text, names[0], score[0], names[1], score[1], self._status()[0].rstrip("."))

    def _on_rules_not_responding(self, name: str) -> None:
        """A rules call has run for two seconds: say so and offer to end the game, which is kept
        (the unfinished game on disk is the position before the unanswered action)."""
        if self._dialogs.get("hung") is not None:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Triangles"),
                          self.tr("The rules variant {0} is not responding.").format(name),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("rulesNotResponding")
        end = box.addButton(self.tr("End game"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(self.tr("Wait"), QMessageBox.ButtonRole.RejectRole)
        box.setInformativeText(self.tr("Ending the game keeps it: it can be opened again later."))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._dialogs["hung"] = box
        box.finished.connect(lambda _result: self._dialogs.pop("hung", None))
        box.buttonClicked.connect(lambda button: self.end_unanswered_game() if button is end else None)
        self.controller.updated.connect(box.reject)  # the rules answered after all: nothing to ask
        box.open()

    def unanswered_text(self, rules: str) -> str:
        """Why a game was not opened or started: its rules were given up."""
        return self.tr("the rules variant {0} did not answer").format(rules)

    def end_unanswered_game(self) -> None:
        """End the game whose rules stopped responding, and keep it in the data folder as it was
        before the unanswered action (Open plays it again)."""
        position = self.controller.position
        record = position.record if position is not None else None
        if not self.controller.end_unanswered_game() or record is None:
            return  # a game being opened or started: where it was asked for says it was not
        self.view.set_open_lines(None)  # nothing more is drawn in it
        path = self.settings.data_dir / time.strftime(f"ended-%Y%m%d-%H%M%S{FILE_SUFFIX}")
        try:
            record.save(path)
        except OSError as exc:
            self.show_error(sentence(self.tr("Cannot save {0}: {1}").format(shown_name(path), why_not(exc))))
            return
        self.view.show_message(self.tr("The game is kept as {0}.").format(str(path)))

    def _on_unscored(self, found: list) -> None:
        """A closed triangle that scores nothing: its outline for a moment, and why."""
        for corners, _ in found:
            self.scene.show_outline(corners)
        self.view.show_message(found[0][1], avoid=self.scene.stars_rect([i for corners, _ in found for i in corners]))

    def _on_hint(self, action: object) -> None:
        if isinstance(action, Move):
            self.scene.show_hint(action.a, action.b)  # drawn, not written: a screen reader is told
            announce(self.view, self.tr("Suggested move: {0}–{1}").format(action.a + 1, action.b + 1))
        elif isinstance(action, Pass):
            self.view.show_message(self.tr("Suggested move: pass your turn."))

    def _on_game_over(self, outcome: Outcome) -> None:
        self.autosave()
        title, score = self.result_text(outcome)
        computer = self.controller.against_computer()
        human = self.controller.human_number()
        setup = self.controller.setup
        if computer is not None and human is not None and setup is not None and not self._stats_counted:
            result = "draw" if outcome.winner is None else "win" if outcome.winner == human else "loss"
            self.stats.record(computer.ai, result, with_hints=self._hints_used(human), rules=setup.rules)
            self._stats_counted = True
        won = outcome.winner is not None and (human is None or outcome.winner == human)
        self.sound.play("win" if won else "end")
        reason = self.controller.end_reason(outcome)
        QTimer.singleShot(self.scene.animation_ms + 250, self, lambda: self._show_end(title, score, reason))

    def _hints_used(self, player: int) -> bool:
        """Whether `player` asked for a suggested move in this game (rules that count hints keep
        them in the record's `hints_used`; the record is read by the rules thread)."""
        if self.controller.game is None:
            return False
        used = self.controller.to_record().extra.get("hints_used")
        return isinstance(used, list) and len(used) == 2 and isinstance(used[player - 1], int) and used[player - 1] > 0

    def _show_end(self, title: str, score: str, reason: str = "") -> None:
        if self.controller.position is not None and self.controller.position.is_over:
            self.scene.finish_animations()
            self.end_screen.review_button.setVisible(self.controller.game.rules_name == "classic")
            self.end_screen.show_result(title, score, reason, self.spoken_score(self.controller.position.outcome))

    def result_text(self, outcome: Outcome) -> tuple[str, str]:
        """The end screen's title and score line."""
        names = [p.name for p in self.controller.setup.players] if self.controller.setup else ["", ""]
        human = self.controller.human_number()
        if outcome.winner is None:
            title = self.tr("Draw!")
        elif human is not None:
            title = self.tr("You won!") if outcome.winner == human else self.tr("You lost!")
        else:
            title = self.tr("{0} wins!").format(names[outcome.winner - 1])
        s1, s2 = outcome.score
        score = self.tr("{0} {1} : {2} {3}").format(unbroken(names[0]), s1, s2, unbroken(names[1]))
        return title, score

    def spoken_score(self, outcome: Outcome) -> str:
        """The final score as a screen reader says it: each number after its player's name."""
        names = [p.name for p in self.controller.setup.players] if self.controller.setup else ["", ""]
        return self.tr("{0} {1}, {2} {3}.").format(names[0], outcome.score[0], names[1], outcome.score[1])

    def _status(self) -> tuple[str, bool]:
        """The turn line, and whether a computer is thinking (its line animates)."""
        c = self.controller
        position = c.position
        assert position is not None
        turn = position.turn
        mover = c.player(turn)
        # "Plays again" only where a triangle earns the move: with a turn budget (the dice) the
        # mover goes on because segments are left, which the rules' panel shows.
        again = self._again == turn and c.game is not None and bool(c.game.history) and position.turn_budget is None
        if c.ended_unanswered:
            return self.tr("Game ended"), False
        if position.is_over:
            return self.tr("Game over"), False
        if again and not mover.is_computer and c.against_computer() is not None:
            return self.tr("Triangle! You play again"), False
        if again:
            return self.tr("Triangle! {0} plays again").format(mover.name), c.is_thinking
        if mover.is_computer:
            return self.tr("{0} is thinking").format(mover.name), c.is_thinking
        if c.against_computer() is not None:
            return self.tr("Your turn"), False
        return self.tr("{0} to play").format(mover.name), False

    def _refresh(self) -> None:
        c = self.controller
        position = c.position
        if position is None or c.setup is None:
            return
        self.setWindowModified(self._unfiled_moves())
        names = (c.setup.players[0].name, c.setup.players[1].name)
        over = position.is_over
        turn = position.turn
        self.score_bar.show_players(names, position.score, turn, over)
        self.score_bar.show_status(*self._status())
        human_turn = c.is_human_turn()
        if c.hint is None:  # played, undone or a new game: the suggestion is out of date
            self.scene.clear_hint()
        shade = position.shades_unscored and human_turn and self.settings.get_bool(SHADE_KEY, True)
        self.scene.set_shaded(c.unscored_within_reach() if shade else [])
        self.scene.interactive = human_turn
        self.view.waiting_words = "" if human_turn else self._status()[0]
        if not human_turn:
            self.scene.clear_selection()
        self.scene.set_active_player(turn)
        actions = c.actions()
        # Once the game is over its moves are of no use: the bar keeps New game and Undo.
        self._wanted[self.btn_pass] = "pass" in actions and not over
        self._wanted[self.btn_hint] = "hint" in actions and not over
        self._wanted[self.btn_undo] = any(not p.is_computer for p in c.setup.players)
        self.act_pass.setVisible(self._wanted[self.btn_pass])
        self.act_hint.setVisible(self._wanted[self.btn_hint])
        self.act_pass.setEnabled("pass" in actions and human_turn and position.can_pass)
        self.act_hint.setEnabled("hint" in actions and human_turn and not c.is_thinking and c.hints_left() != 0)
        self.btn_pass.setEnabled(self.act_pass.isEnabled())
        self.btn_hint.setEnabled(self.act_hint.isEnabled())
        self.act_undo.setEnabled(c.can_undo())
        self.act_redo.setEnabled(c.can_redo())
        self.btn_undo.setEnabled(self.act_undo.isEnabled())
        self._arrange_tool_bar()

    # ------------------------------------------------------------------------------ other windows
    def toggle_fullscreen(self) -> None:
        on = not self.isFullScreen()
        self.settings.fullscreen = on
        self.act_fullscreen.setChecked(on)
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def set_tips(self, on: bool) -> None:
        """Beginner's step-by-step tips on or off (Settings, the Rules window, "I understand")."""
        if on:
            self.dice_panel.show_tips_again()
        else:
            self.dice_panel.dismiss_tips()
        settings = self._dialogs.get("settings")
        if settings is not None:
            settings.refresh_tips()  # type: ignore[attr-defined]

    def set_shading(self, on: bool) -> None:
        """Beginner's shading of the triangles that would not count, on or off (Settings)."""
        self.settings.set(SHADE_KEY, on)
        self._refresh()

    def shading_on(self) -> bool:
        return self.settings.get_bool(SHADE_KEY, True)

    def tips_on(self) -> bool:
        return not self.dice_panel.tips_dismissed()

    def set_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.sound.enabled = on

    def _show_window(self, key: str, factory) -> QWidget:  # noqa: ANN001
        """Show the window kept as `key`, made by `factory` the first time. It is fitted to the
        screen as it is shown (screen_fit.py), not to the game window: kept to a game window
        in a corner of a tablet, the theme editor lost its side-by-side panes."""
        window = self._dialogs.get(key)
        if window is None:
            window = factory()
            self._dialogs[key] = window
            apply = getattr(window, "apply_theme", None)
            if apply is not None:
                apply(self.theme)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def settings_dialog(self) -> None:
        from .dialogs.settings_dialog import SettingsDialog

        self._show_window("settings", lambda: SettingsDialog(self))

    def statistics_dialog(self) -> None:
        from .dialogs.statistics_dialog import StatisticsDialog

        dialog = self._show_window("stats", lambda: StatisticsDialog(self.stats, self.rules_title, self))
        dialog.refresh()  # type: ignore[attr-defined]

    def theme_editor(self) -> None:
        from .dialogs.theme_editor import create_theme_editor

        self._show_window("themes", lambda: self._as_upright(create_theme_editor(self)))

    def plugins_dialog(self) -> None:
        from .dialogs.plugins_dialog import PluginsDialog

        self._show_window("plugins", lambda: PluginsDialog(self.registry, self, self.settings))

    def review_window(self, start_review: bool = False) -> QWidget:
        """The replay and review window on the current game (at its last position); with
        `start_review`, its review starts at once (the end screen's "Review this game")."""
        from .review.review_window import ReviewWindow

        def make() -> QWidget:
            window = ReviewWindow(self.registry, self)
            window.continue_game.connect(self.continue_from)
            return self._as_upright(window)

        window = self._show_window("review", make)
        if self.controller.game is not None:
            window.show_record(self.controller.to_record())  # type: ignore[attr-defined]
        if start_review:
            window.start_review()  # type: ignore[attr-defined]
        return window

    def continue_from(self, rec: records.GameRecord) -> None:
        """Play on from a position of the replay window, with the players it chose. The replay
        window closes: it stays above the game window it belongs to, and would hide the game. The
        game is a new one, not the file the replay showed."""
        if not self._game_let_go():
            return
        try:
            self.controller.load_record(rec)
        except records.RecordError as exc:
            self.show_error(str(exc))
            return
        except RulesGivenUp:
            self.show_error(sentence(self.tr("Cannot continue this game: {0}").format(self.unanswered_text(rec.rules))))
            return
        self.set_file("")
        review = self._dialogs.get("review")
        if review is not None:
            review.close()
        self.raise_()
        self.activateWindow()

    def puzzle_window(self) -> QWidget:
        from .review.puzzle_window import PuzzleWindow

        return self._show_window("puzzles", lambda: self._as_upright(PuzzleWindow(self.settings, self)))

    def _as_upright(self, board_window: QWidget) -> QWidget:
        """A window with a board of its own (replay, puzzles, the theme editor's sample) opens as
        tall as an upright game window (a phone, a tablet held upright): its landscape first size
        would leave the board and the panel under it a third of the screen."""
        if self.height() > self.width():
            board_window.resize(self.size())
        return board_window

    def about_dialog(self) -> None:
        from .dialogs.about_dialog import AboutDialog

        self._show_window("about", lambda: AboutDialog(self))

    def rules_window(self) -> None:
        from .dialogs.rules_window import RulesWindow

        self._show_window("rules", lambda: RulesWindow(self.registry, self))


def board_thumbnail(view: BoardView, side: int) -> QPixmap:
    """The whole board as the view shows it, scaled to fit a `side` square: a wide board gives
    a wide picture, not its middle cut square."""
    vp = view.viewport()
    board = view.mapFromScene(view.board.board_rect()).boundingRect().intersected(vp.rect())
    if board.isEmpty():
        return QPixmap()
    shot = vp.grab(board)
    ratio = view.devicePixelRatioF()
    thumb = shot.scaled(round(side * ratio), round(side * ratio), Qt.AspectRatioMode.KeepAspectRatio,
                        Qt.TransformationMode.SmoothTransformation)
    thumb.setDevicePixelRatio(ratio)
    return thumb


def menu_icon(color: str) -> QIcon:
    """Three bars, drawn rather than taken from a font, so every platform shows them."""
    pix = QPixmap(48, 48)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(color), 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for y in (13, 24, 35):
        p.drawLine(9, y, 39, y)
    p.end()
    return QIcon(pix)
