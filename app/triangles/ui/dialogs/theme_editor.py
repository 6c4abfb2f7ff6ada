"""The theme editor: start from any theme, change its colours and sizes while a small sample game
shows the result, and keep it in the user's theme folder (save, rename, delete, import, export).

Every value is edited through the schema of the theme format (triangles.theme.schema), so the
editor offers exactly the keys a theme file has, within their ranges. Questions to the player
(file names, titles, confirmations, colours) go through small methods that tests replace.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np
from PySide6.QtCore import QEvent, QObject, QSize, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontDatabase, QIcon, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QBoxLayout,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from triangles.engine import random_stars
from triangles.plugins.api import Game, Move
from triangles.plugins.registry import Registry
from triangles.theme import Theme
from triangles.theme.catalogue import ThemeCatalogue, ThemeError
from triangles.theme.contrast import board_problems, ui_colors
from triangles.theme.fileformat import SUFFIX, write_theme_file
from triangles.theme.qtstyle import display_title
from triangles.theme.schema import KEYS, MAX_TITLE, SECTIONS, Key, name_from_text

from ..game.background import BackgroundCall
from ..board.board_scene import BoardScene
from .colour_dialog import pick_colour
from ..board.board_view import BoardView
from ..game.score_bar import ScoreBar
from ..os_words import why_not
from .. import screen_fit
from ..screen_fit import NarrowComboBox, release_wheel, scrolled, touch_scroller, wheel_scrolls
from ..style import palette, style_sheet
from ..themes import told_apart

#: The sample game of the preview: a small board, shortest segments first.
PREVIEW_STARS = 14
PREVIEW_SEED = 20261130
PREVIEW_MOVES = 24
#: Below this width (a phone) the editor stacks its panes instead of setting them side by side,
#: and below the width the three panes need in the language shown (`_wide_width`).
NARROW = 860
#: The narrowest the preview gets beside the theme list and a whole form.
PREVIEW_MIN = 340
#: From this height on, the one-page (phone) layout keeps the preview in view above the page.
PIN_HEIGHT = 700
#: From this width on, a window wider than tall sets the one page beside the preview (a phone
#: on its side, a tablet at 200 %): two phone-wide columns.
BESIDE_WIDTH = 600
#: Slider steps of each number key (the range comes from the schema).
_STEPS = {"segment_width": 0.5, "star_radius": 0.5, "star_glow": 0.05, "starfield_density": 0.05, "font_scale": 0.05}


def preview_game(registry: Registry) -> Game | None:
    """A small game under way, for previews and screenshots: classic rules, the shortest legal
    segment each turn, so both players own a few triangles. None without a rules plugin."""
    rules = registry.rules("classic") or next(iter(registry.rules_plugins()), None)
    if rules is None:
        return None
    game = rules.new_game(random_stars(PREVIEW_STARS, PREVIEW_SEED))
    stars = game.board.stars
    for _ in range(PREVIEW_MOVES):
        moves = list(game.legal_moves)
        if game.is_over() or not moves:
            break
        game.push(min(moves, key=lambda m: (float(((stars[m.a] - stars[m.b]) ** 2).sum()), m.a, m.b)))
    return game


def show_game(scene: BoardScene, game: Game | None) -> None:
    """Put a game's stars, segments and triangles on a board scene, without animation."""
    show_sample(scene, None if game is None else sample_of(game))


@dataclass(frozen=True)
class Sample:
    """A sample game as a preview shows it: drawing it again needs no rules code."""

    stars: np.ndarray
    segments: list[tuple[int, int, int]]
    triangles: list[tuple[tuple[int, int, int], int]]
    score: tuple[int, int]
    turn: int
    refused: tuple[int, int] | None  # a segment between drawn ones that the rules refuse


def sample_of(game: Game) -> Sample:
    """The picture of `game`, with a refused segment (one crossing a drawn one) to flash in the
    refusal colour. Runs rules code (`Game.check`)."""
    drawn = game.drawn_segments()
    refused = next(((a, c) for a, b, _ in drawn for c, d, _ in drawn
                    if len({a, b, c, d}) == 4 and game.check(Move(a, c)) is not None), None)
    return Sample(game.board.stars.copy(), drawn, game.scored_triangles(), game.score, game.turn, refused)


def preview_sample(registry: Registry) -> Sample | None:
    """`preview_game`'s picture: all the rules code the editor's preview needs, in one call that
    runs off the window's thread (`BackgroundCall`)."""
    game = preview_game(registry)
    return None if game is None else sample_of(game)


def show_sample(scene: BoardScene, sample: Sample | None) -> None:
    if sample is None:
        return
    scene.set_board(sample.stars)
    scene.set_position(sample.segments, sample.triangles)
    scene.set_active_player(sample.turn)


class ColorButton(QPushButton):
    """A button showing a colour swatch and its code; a click opens the colour picker."""

    picked = Signal(str)

    def __init__(self, pick: Callable[[QColor, str, bool], QColor | None], parent: QWidget | None = None,
                 opaque: bool = False) -> None:
        super().__init__(parent)
        self._pick = pick
        self.opaque = opaque  # no transparency offered (a player's one colour: its lines are solid)
        self._color = "#000000"
        self.title = ""
        self.setIconSize(QSize(36, 22))
        self.clicked.connect(self._choose)

    @property
    def color(self) -> str:
        return self._color

    def minimumSizeHint(self) -> QSize:
        """The whole code or nothing: on a phone the row puts the button under its label
        rather than cutting "#80ffd68a" short."""
        return self.sizeHint()

    def set_color(self, color: str) -> None:
        self._color = color
        swatch = QPixmap(self.iconSize())
        swatch.fill(Qt.GlobalColor.transparent)
        painter = QPainter(swatch)
        painter.fillRect(swatch.rect(), QColor("#808080"))  # shows through transparent colours
        painter.fillRect(0, 0, swatch.width() // 2, swatch.height() // 2, QColor("#c0c0c0"))
        painter.fillRect(swatch.width() // 2, swatch.height() // 2, swatch.width(), swatch.height(), QColor("#c0c0c0"))
        painter.fillRect(swatch.rect(), QColor(color))
        painter.end()
        self.setIcon(QIcon(swatch))
        self.setText(color)
        self._name()

    def set_title(self, title: str) -> None:
        """Whose colour this is ("Player 1: Colour"): the picker's title and the spoken name."""
        self.title = title
        self._name()

    def _name(self) -> None:
        self.setAccessibleName(f"{self.title}: {self._color}" if self.title else self._color)

    def _choose(self) -> None:
        chosen = self._pick(QColor(self._color), self.title, not self.opaque)
        if chosen is not None and chosen.isValid():
            if self.opaque:
                chosen = QColor(chosen)  # the picker's own colour is left as it was
                chosen.setAlpha(255)
            text = chosen.name(QColor.NameFormat.HexArgb if chosen.alpha() < 255 else QColor.NameFormat.HexRgb)
            self.set_color(text)
            self.picked.emit(text)


class NumberSlider(QWidget):
    """A slider over a key's range in fixed steps, with the value beside it."""

    moved = Signal(float)

    def __init__(self, key: Key, step: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key, self.step = key, step
        self.name = ""
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, round((key.high - key.low) / step))
        self.slider.setMinimumWidth(140)
        self.label = QLabel(self)
        self.label.setMinimumWidth(44)
        self.label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.slider, 1)
        row.addWidget(self.label)
        self.slider.valueChanged.connect(self._changed)

    @property
    def value(self) -> float:
        return round(self.key.low + self.slider.value() * self.step, 6)

    def set_value(self, value: float) -> None:
        self.slider.setValue(round((value - self.key.low) / self.step))
        self._show_value()

    def set_name(self, name: str) -> None:
        """What the slider sets ("Stars: Size"), for screen readers."""
        self.name = name
        self._show_value()

    def _show_value(self) -> None:
        """The value beside the slider, also in its spoken name: the slider itself counts steps."""
        self.label.setText(f"{self.value:g}")
        self.slider.setAccessibleName(f"{self.name}: {self.value:g}" if self.name else f"{self.value:g}")

    def _changed(self) -> None:
        self._show_value()
        self.moved.emit(self.value)


class WrappedCheckLabel(QLabel):
    """A check box's text that wraps (a QCheckBox's own text does not, and would make the form
    wider than a phone); a click on it ticks the box, as on the box's own text."""

    def __init__(self, box: QCheckBox, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = box
        self.setWordWrap(True)
        self.setBuddy(box)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.toggle()
        super().mouseReleaseEvent(event)


class ThemeEditor(QDialog):
    """Edit, preview and manage themes. `theme_chosen` carries a theme the player chose to use."""

    theme_chosen = Signal(object)
    #: A user theme was saved (old == new), renamed, or deleted (new == ""): (old, new) names.
    theme_changed = Signal(str, str)

    def __init__(self, catalogue: ThemeCatalogue, registry: Registry, current: str = "nebula",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalogue = catalogue
        self.setObjectName("themeEditor")
        self.theme: Theme = catalogue.load(current)
        self._as_loaded = self.theme  # what "changed" is measured against
        self.base_name = self.theme.name
        # The window's theme (asked about before it is deleted); apply_theme follows it.
        self.in_use = self.theme.name
        self.dirty = False
        self._files_folder = ""  # the folder of the last theme file imported or exported
        self._editors: dict[str, tuple[QWidget, Callable[[Any], None]]] = {}
        self._row_labels: dict[str, QLabel] = {}
        self._groups: dict[str, QGroupBox] = {}
        self._build(registry)
        self._fill_list(self.base_name)
        self._show_theme(self.theme)
        self.retranslate_ui()
        screen = screen_fit.available_area(self)
        self.resize(min(1180, screen.width()), min(760, screen.height()))

    # ------------------------------------------------------------------------------ building
    def _build(self, registry: Registry) -> None:
        """Three panes: the theme list with its buttons, the form, the preview with its buttons."""
        self._build_list()
        self._build_form()
        self._build_preview(registry)
        self.panes = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._narrow: bool | None = None
        self._pinned = False  # one page with the preview kept above it (see _arrange)
        self._beside = False  # one page beside the preview (see _arrange)
        self._status_base = ""  # what the status says of the theme, before "Unsaved changes."
        self._wide_needs = NARROW  # the three panes' width, measured once they were side by side
        self._arrange(False)

    def _build_list(self) -> None:
        self.themes = QListWidget(self)
        self.themes.setMinimumWidth(150)
        self.themes.currentItemChanged.connect(self._theme_selected)
        self.btn_copy = QPushButton(self)
        self.btn_rename = QPushButton(self)
        self.btn_delete = QPushButton(self)
        self.btn_import = QPushButton(self)
        self.btn_export = QPushButton(self)
        self.btn_copy.clicked.connect(self.save_as_dialog)
        self.btn_rename.clicked.connect(self.rename_dialog)
        self.btn_delete.clicked.connect(self.delete_current)
        self.btn_import.clicked.connect(self.import_dialog)
        self.btn_export.clicked.connect(self.export_dialog)
        self.manage = manage = QGridLayout()
        self.left = QWidget(self)
        left = QVBoxLayout(self.left)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.themes, 1)
        left.addLayout(manage)

    def _build_form(self) -> None:
        self.form_host = form_host = QWidget(self)
        form_host.setObjectName("themeForm")
        form = QVBoxLayout(form_host)
        self.title_label = QLabel(form_host)
        self.title_edit = QLineEdit(form_host)
        self.title_edit.setMaxLength(MAX_TITLE)
        self.title_edit.textEdited.connect(lambda text: self._set("title", text.strip() or self.theme.title))
        title_row = QHBoxLayout()
        title_row.addWidget(self.title_label)
        title_row.addWidget(self.title_edit, 1)
        form.addLayout(title_row)
        self.player_color: dict[int, ColorButton] = {}
        self.fine: dict[int, QCheckBox] = {}
        self.fine_labels: dict[int, WrappedCheckLabel] = {}
        self._player_rows: dict[int, QFormLayout] = {}
        for section in SECTIONS:
            group = QGroupBox(form_host)
            rows = QFormLayout(group)
            player = int(section[-1]) if section.startswith("player") else 0
            if player:  # one colour for segments, triangles and pattern; each alone under "Fine control"
                # pick_color is looked up at each click, as every question of the editor is
                button = ColorButton(lambda *ask: self.pick_color(*ask), group, opaque=True)
                button.picked.connect(lambda value, n=player: self.set_player_color(n, value))
                fine = QCheckBox(group)
                fine.toggled.connect(lambda on, n=player: self._show_fine(n, on))
                self.player_color[player], self.fine[player], self._player_rows[player] = button, fine, rows
                self.fine_labels[player] = fine_label = WrappedCheckLabel(fine, group)
                label = QLabel(group)
                self._row_labels[f"player{player}_color"] = label
                rows.addRow(label, button)
                fine_row = QHBoxLayout()
                fine_row.addWidget(fine, 0, Qt.AlignmentFlag.AlignTop)
                fine_row.addWidget(fine_label, 1)
                rows.addRow(fine_row)
            for key in (k for k in KEYS if k.section == section):
                label = QLabel(group)
                self._row_labels[key.field] = label
                editor = self._editor(key, group)
                if isinstance(editor, QComboBox):  # on Linux a list is named by its label (its name is its entry)
                    label.setBuddy(editor)
                rows.addRow(label, editor)
            if player:
                self._show_fine(player, False)
            self._groups[section] = group
            form.addWidget(group)
        form.addStretch(1)
        self.form = scroll = QScrollArea(self)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no silent Tab stop: it scrolls to the field reached
        scroll.setWidget(form_host)
        scroll.setWidgetResizable(True)
        wheel_scrolls(scroll)
        self.setStyleSheet(_style(None))

    def _build_preview(self, registry: Registry) -> None:
        self.scene = BoardScene(self)
        self.preview = BoardView(self.scene, self)
        self.preview.setMinimumSize(220, 220)
        # The window's look (panels, text, font) on the game's own score bar, styled by the
        # edited theme through the window's style sheet.
        self.sample = QWidget(self)
        self.sample.setObjectName("central")
        self.score_bar = ScoreBar(self.sample)
        sample_box = QVBoxLayout(self.sample)
        sample_box.setContentsMargins(0, 0, 0, 0)
        sample_box.setSpacing(0)
        sample_box.addWidget(self.score_bar)
        sample_box.addWidget(self.preview, 1)
        self.scene.animation_ms = 0
        # The sample game is made by a rules plugin, off the window's thread: one that hangs or
        # fails leaves the preview board empty, never the editor frozen or closed.
        self.game: Sample | None = None
        self.sampling = BackgroundCall(lambda: preview_sample(registry), self)
        self.sampling.done.connect(self._show_sample_game)
        self.btn_use = QPushButton(self)
        self.btn_use.setProperty("primary", True)
        self.btn_save = QPushButton(self)
        self.btn_close = QPushButton(self)
        self.btn_use.clicked.connect(self.use_theme)
        self.btn_save.clicked.connect(self.save)
        self.btn_close.clicked.connect(self.close)
        self.action_bar = QWidget(self)
        self.actions = QGridLayout(self.action_bar)
        self.actions.setContentsMargins(0, 0, 0, 0)
        # Use this theme on a row of its own, Save and Close under it: side by side the three
        # do not fit the preview's width in every language.
        self.actions.addWidget(self.btn_use, 0, 0, 1, 2)
        self.actions.addWidget(self.btn_save, 1, 0)
        self.actions.addWidget(self.btn_close, 1, 1)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.right = QWidget(self)
        right = QVBoxLayout(self.right)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.sample, 1)
        right.addWidget(self.status)
        # On a phone everything but Use / Save / Close scrolls as one page (see _arrange).
        self.page = QWidget(self)
        self.page.setObjectName("themePage")
        QVBoxLayout(self.page).setContentsMargins(0, 0, 0, 0)
        self.stack = scrolled(self.page, self)
        self.stack.hide()
        # Beside the preview (a phone on its side), the page with Use / Save / Close under it.
        self.page_side = QWidget(self)
        QVBoxLayout(self.page_side).setContentsMargins(0, 0, 0, 0)
        # Its width never holds the window wide: turned upright, the window narrows at once.
        self.page_side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.page_side.hide()

    def _arrange(self, narrow: bool, pinned: bool = False, beside: bool = False) -> None:
        """Side by side on a desktop or tablet, Use / Save / Close under the preview; narrower,
        the theme list and the form make one scrolling page: beside the preview on a window
        wider than tall (a phone on its side: `beside`), else under it, the preview kept in
        view when the screen is tall enough (`pinned`), with Use / Save / Close always in view."""
        pinned = narrow and pinned and not beside
        beside = narrow and beside
        if (narrow, pinned, beside) == (self._narrow, self._pinned, self._beside):
            return
        self._narrow, self._pinned, self._beside = narrow, pinned, beside
        page = self.page.layout()
        for widget in (self.left, self.form, self.right, self.stack, self.action_bar, self.page_side):
            self.panes.removeWidget(widget)
            page.removeWidget(widget)
            self.page_side.layout().removeWidget(widget)
        self.right.layout().removeWidget(self.action_bar)
        self.page_side.setVisible(beside)
        self.left.setMaximumWidth(16777215 if narrow else 250)
        # On a phone each field goes under its label, with the width for a whole colour code.
        wrap = QFormLayout.RowWrapPolicy.WrapAllRows if narrow else QFormLayout.RowWrapPolicy.DontWrapRows
        for group in self._groups.values():
            rows = group.layout()
            if isinstance(rows, QFormLayout):
                rows.setRowWrapPolicy(wrap)
        if beside:
            self.form.takeWidget()
            for widget in (self.left, self.form_host):
                page.addWidget(widget)
            self.page_side.layout().addWidget(self.stack, 1)
            self.page_side.layout().addWidget(self.action_bar)
            self.panes.setDirection(QBoxLayout.Direction.LeftToRight)
            self.panes.addWidget(self.right, 1)
            self.panes.addWidget(self.page_side, 1)
            self.form.hide()
            self.stack.show()
        elif narrow:
            self.form.takeWidget()
            for widget in (self.left, self.form_host) if pinned else (self.right, self.left, self.form_host):
                page.addWidget(widget)
            self.panes.setDirection(QBoxLayout.Direction.TopToBottom)
            if pinned:  # the preview up to its largest (two fifths of the height), the page the rest
                self.panes.addWidget(self.right, 2)
            self.panes.addWidget(self.stack, 3 if pinned else 1)
            self.panes.addWidget(self.action_bar)
            self.form.hide()
            self.stack.show()
        else:
            page.removeWidget(self.form_host)
            self.form.setWidget(self.form_host)
            self.right.layout().addWidget(self.action_bar)
            self.panes.setDirection(QBoxLayout.Direction.LeftToRight)
            for widget, stretch in ((self.left, 0), (self.form, 5), (self.right, 5)):
                self.panes.addWidget(widget, stretch)
            self.stack.hide()
            self.form.show()
        page_touch = touch_scroller(self.stack)
        if narrow and not (pinned or beside):  # the preview is part of the page: the wheel and a finger on it scroll the page
            wheel_scrolls(self.stack, self.preview.viewport())
            page_touch.take_over(self.preview.viewport())
        elif narrow:
            release_wheel(self.stack, self.preview.viewport())  # out of the page, the wheel and fingers zoom it
            page_touch.give_back(self.preview.viewport())
            wheel_scrolls(self.stack)
        else:
            release_wheel(self.stack, self.preview.viewport())  # side by side, they zoom the preview again
            page_touch.give_back(self.preview.viewport())
            wheel_scrolls(self.form)

    MANAGE_BUTTONS = ("btn_copy", "btn_rename", "btn_delete", "btn_import", "btn_export")

    def _arrange_manage(self, width: int) -> None:
        """The theme list's buttons two by two where two fit the width (their text whole),
        else one a row."""
        buttons = [getattr(self, name) for name in self.MANAGE_BUTTONS]
        spacing = max(0, self.manage.horizontalSpacing())
        columns = 2 if 2 * max(b.sizeHint().width() for b in buttons) + spacing <= width else 1
        if getattr(self, "_manage_columns", None) == columns:
            return
        self._manage_columns = columns
        for i, btn in enumerate(buttons):
            self.manage.removeWidget(btn)
            self.manage.addWidget(btn, i // columns, i % columns)

    def _form_width(self) -> int:
        """The form's width with every row whole, its rows side by side (the wide layout)."""
        return self.form_host.minimumSizeHint().width() + self.form.verticalScrollBar().sizeHint().width() + 4

    def _wide_width(self) -> int:
        """The width the three panes need: the list, the whole form and the narrowest preview
        (measured while they are side by side, since the form's rows wrap when stacked)."""
        if self._narrow is False:
            margins = self.layout().contentsMargins()
            self._wide_needs = (self.left.maximumWidth() + self._form_width() + PREVIEW_MIN + 2 * self.panes.spacing()
                                + margins.left() + margins.right())
        return max(NARROW, self._wide_needs)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        narrow = self.width() < self._wide_width()
        pinned = self.height() >= PIN_HEIGHT
        beside = self.width() > self.height() and self.width() >= BESIDE_WIDTH
        self._arrange(narrow, pinned, beside)
        if not narrow and self.width() < self._wide_width():  # measured only now, side by side
            narrow = True
            self._arrange(narrow, pinned, beside)
        # The form whole, never scrolled sideways (measured again: fonts and texts change it).
        self.form.setMinimumWidth(0 if narrow else self._form_width())
        page_width = self.width() // 2 if self._beside else self.width()
        self._arrange_manage(page_width - 40 if narrow else self.left.maximumWidth())
        # On a phone the preview takes at most two fifths of the height (never less than the
        # score bar over the smallest board): the rest is the page. The list shows a few rows.
        whole = self.score_bar.sizeHint().height() + self.preview.minimumHeight()
        self.sample.setMaximumHeight(max(whole, self.height() * 2 // 5) if narrow and not beside else 16777215)
        self.themes.setMaximumHeight(max(110, self.height() // 5) if narrow else 16777215)
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._hold_status_room)  # at the status's new width
        if narrow:  # the page's height for its width, once the panes moved into it have settled
            QTimer.singleShot(0, self, self._settle_page)

    def _settle_page(self) -> None:
        """QScrollArea sizes its page on its own resize only, and the groups keep the row heights
        of their last width: both measured anew, a page whose parts just moved (the preview
        pinned or put back) is not left too short, nor a wrapped line cut."""
        for group in self._groups.values():
            group.layout().invalidate()
        self.page.layout().invalidate()
        self.stack.setWidgetResizable(True)

    def _editor(self, key: Key, parent: QWidget) -> QWidget:
        """The widget that edits one key, registered with its setter (`_show_theme` blocks the
        widget's signals while it fills the form, so only the player's changes count)."""
        field = key.field
        if key.kind == "color":
            solid = field in ("player1", "player2")  # a player's segments, as under its one colour
            button = ColorButton(lambda *ask: self.pick_color(*ask), parent, opaque=solid)
            button.picked.connect(lambda value, f=field: self._set(f, value))
            self._editors[field] = (button, button.set_color)
            return button
        if key.kind == "number":
            slider = NumberSlider(key, _STEPS.get(field, (key.high - key.low) / 100), parent)
            slider.moved.connect(lambda value, f=field: self._set(f, value))
            self._editors[field] = (slider, slider.set_value)
            return slider
        if key.kind == "bool":
            box = QCheckBox(parent)
            box.toggled.connect(lambda on, f=field: self._set(f, on))
            self._editors[field] = (box, box.setChecked)
            return box
        combo = NarrowComboBox(parent)  # long font names elide on a phone
        if key.kind == "choice":
            for choice in key.choices:
                combo.addItem(choice, choice)
        else:  # the font family: the system's UI font or an installed family
            combo.addItem("", "")
            for family in QFontDatabase.families():
                combo.addItem(family, family)

        def select(value: str, c: QComboBox = combo) -> None:
            i = c.findData(value)
            if i < 0:  # a family not installed here: keep it, shown as given
                c.addItem(value, value)
                i = c.count() - 1
            c.setCurrentIndex(i)

        combo.activated.connect(lambda i, f=field, c=combo: self._set(f, c.itemData(i)))
        self._editors[field] = (combo, select)
        return combo

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Themes"))
        self.btn_copy.setText(self.tr("Save as new…"))
        self.btn_rename.setText(self.tr("Rename…"))
        self.btn_delete.setText(self.tr("Delete"))
        self.btn_import.setText(self.tr("Import…"))
        self.btn_export.setText(self.tr("Export…"))
        self.btn_use.setText(self.tr("Use this theme"))
        self.btn_save.setText(self.tr("Save"))
        self.btn_close.setText(self.tr("Close"))
        self.title_label.setText(self.tr("Title"))
        groups = {
            "player1": self.tr("Player 1"), "player2": self.tr("Player 2"), "segments": self.tr("Segments"),
            "stars": self.tr("Stars"), "background": self.tr("Background"), "feedback": self.tr("Feedback"),
            "window": self.tr("Window"),
        }
        for section, group in self._groups.items():
            group.setTitle(groups.get(section, section))
        if self.game is not None:
            self.score_bar.show_players((groups["player1"], groups["player2"]), self.game.score, self.game.turn, False)
        rows = {
            "player1_color": self.tr("Colour"), "player2_color": self.tr("Colour"),
            "player1": self.tr("Segments"), "player1_fill": self.tr("Triangles"),
            "player1_pattern": self.tr("Pattern"), "player1_pattern_color": self.tr("Pattern colour"),
            "player2": self.tr("Segments"), "player2_fill": self.tr("Triangles"),
            "player2_pattern": self.tr("Pattern"), "player2_pattern_color": self.tr("Pattern colour"),
            "segment_width": self.tr("Width"),
            "star": self.tr("Colour"), "star_radius": self.tr("Size"), "star_glow": self.tr("Glow"),
            "star_glow_color": self.tr("Glow colour"),
            "background_top": self.tr("Top"), "background_bottom": self.tr("Bottom"),
            "starfield": self.tr("Distant stars"), "starfield_density": self.tr("How many"),
            "highlight": self.tr("Highlight"), "refusal": self.tr("Refused segment"),
            "panel": self.tr("Panels"), "text": self.tr("Text"), "font_family": self.tr("Font"),
            "font_scale": self.tr("Text size"),
        }
        for field, label in self._row_labels.items():
            label.setText(rows.get(field, field))
        patterns = {
            "none": self.tr("None"), "hatch": self.tr("Lines"), "backhatch": self.tr("Lines, other way"),
            "crosshatch": self.tr("Crossed lines"), "dots": self.tr("Dots"),
        }
        for field in ("player1_pattern", "player2_pattern"):
            combo = self._editors[field][0]
            assert isinstance(combo, QComboBox)
            for i in range(combo.count()):
                combo.setItemText(i, patterns.get(combo.itemData(i), combo.itemData(i)))
        starfield = self._editors["starfield"][0]
        assert isinstance(starfield, QCheckBox)
        starfield.setText(self.tr("Show"))
        for player, fine in self.fine.items():
            text = self.tr("Fine control: segments, triangles and pattern apart")
            self.fine_labels[player].setText(text)
            fine.setAccessibleName(text)
        font = self._editors["font_family"][0]
        assert isinstance(font, QComboBox)
        font.setItemText(0, self.tr("System font"))
        # The colour dialog's title says whose colour it is: "Player 1: Colour", "Stars: Glow colour".
        # Screen readers name each field the same way, its group first (several rows say "Colour").
        sections = {k.field: k.section for k in KEYS}
        for field, (widget, _) in self._editors.items():
            name = f"{groups.get(sections.get(field, ''), '')}: {self._row_labels[field].text()}".lstrip(": ")
            if isinstance(widget, ColorButton):
                widget.set_title(name)
            elif isinstance(widget, NumberSlider):
                widget.set_name(name)
            else:
                widget.setAccessibleName(name)
        for player, button in self.player_color.items():
            button.set_title(f"{groups[f'player{player}']}: {self._row_labels[f'player{player}_color'].text()}")
        self.title_edit.setAccessibleName(self.title_label.text())
        self.themes.setAccessibleName(self.tr("Themes"))
        self.preview.set_watched_name(self.tr("Preview of the theme"))
        self._fill_list(self.base_name)
        self._update_state()

    def showEvent(self, event) -> None:  # noqa: ANN001
        """Reopened later: list the themes as they are now (files may have been added), on the
        theme in use (unless changes to another are still unsaved)."""
        if not self.dirty:
            self.catalogue.refresh()
            if self.base_name != self.in_use and self.catalogue.get(self.in_use) is not None:
                self.select_theme(self.in_use)
            else:
                self._fill_list(self.base_name)
        super().showEvent(event)

    def apply_theme(self, theme: Theme) -> None:
        """Follow the window's theme (not the one being edited) in the list and the form."""
        self.in_use = theme.name
        self.setStyleSheet(_style(theme))
        self._update_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------------------ the list
    def _fill_list(self, select: str) -> None:
        self.themes.blockSignals(True)
        scrolled_to = self.themes.verticalScrollBar().value()  # kept: the list is refilled, not moved
        self.themes.clear()
        entries = self.catalogue.entries()
        usable = [entry for entry in entries if entry.ok]
        labels = dict(zip((entry.name for entry in usable),
                          told_apart([(display_title(entry.title), entry.name) for entry in usable])))
        for entry in entries:
            item = QListWidgetItem(labels[entry.name] if entry.ok else self.tr("{0} (cannot be used)").format(entry.title))
            item.setData(Qt.ItemDataRole.UserRole, entry.name)
            if not entry.ok:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(entry.error or "")
            elif entry.warnings:
                item.setToolTip("\n".join(entry.warnings))
            self.themes.addItem(item)
            if entry.ok and entry.name == select:
                self.themes.setCurrentItem(item)
        self.themes.verticalScrollBar().setValue(scrolled_to)
        if self.themes.currentItem() is not None:
            self.themes.scrollToItem(self.themes.currentItem())
        self.themes.blockSignals(False)

    def _theme_selected(self, item: QListWidgetItem | None, previous: QListWidgetItem | None) -> None:
        if item is None:
            return
        name = item.data(Qt.ItemDataRole.UserRole)
        if name == self.base_name:
            return
        if self.dirty and not self.confirm(self.tr("Discard changes"),
                                           self.tr("Discard the changes to “{0}”?").format(self.shown_title())):
            # After the click that chose the other theme has selected it, not during it.
            QTimer.singleShot(0, self, lambda: self._fill_list(self.base_name))
            return
        self.select_theme(name, relist=False)

    def select_theme(self, name: str, relist: bool = True) -> None:
        """Start editing the theme called `name` (unsaved changes are dropped). `relist` lists
        the themes anew (one was saved, renamed, imported); a theme picked in the list keeps the
        list as it is, scrolled where the player left it."""
        self.theme = self._as_loaded = self.catalogue.load(name)
        self.base_name = self.theme.name
        self.dirty = False
        if relist or self.base_name != name:  # (a theme whose file went is shown as Nebula)
            self._fill_list(self.base_name)
        self._show_theme(self.theme)

    def shown_title(self) -> str:
        entry = self.catalogue.get(self.base_name)
        return display_title(entry.title) if entry is not None and entry.kind == "plugin" else self.theme.title

    # ------------------------------------------------------------------------------ editing
    #: A player's values that follow the one colour (the pattern only if it had the player's hue).
    PLAYER_FIELDS = ("{0}", "{0}_fill", "{0}_pattern_color")

    def _show_fine(self, player: int, on: bool) -> None:
        rows = self._player_rows[player]
        for template in self.PLAYER_FIELDS:
            rows.setRowVisible(self._editors[template.format(f"player{player}")][0], on)

    def set_player_color(self, player: int, color: str) -> None:
        """Give a player one colour: segments in it, triangles in it with the fill's own
        transparency, the pattern too if it was drawn in the player's colour."""
        p = f"player{player}"
        old, fill, ink = QColor(getattr(self.theme, p)), QColor(getattr(self.theme, f"{p}_fill")), QColor(getattr(self.theme, f"{p}_pattern_color"))
        new = QColor(color)
        new.setAlpha(255)
        self.set_value(p, new.name())
        new.setAlpha(fill.alpha())
        self.set_value(f"{p}_fill", new.name(QColor.NameFormat.HexArgb))
        if ink.rgb() & 0xFFFFFF == old.rgb() & 0xFFFFFF:
            new.setAlpha(ink.alpha())
            self.set_value(f"{p}_pattern_color", new.name(QColor.NameFormat.HexArgb))

    def _show_theme(self, theme: Theme) -> None:
        """Put every value of `theme` in the form, without counting it as a change."""
        for field, (widget, setter) in self._editors.items():
            widget.blockSignals(True)
            if isinstance(widget, NumberSlider):
                widget.slider.blockSignals(True)
            setter(getattr(theme, field))
            if isinstance(widget, NumberSlider):
                widget.slider.blockSignals(False)
            widget.blockSignals(False)
        self.title_edit.setText(self.shown_title())
        for player, button in self.player_color.items():
            button.set_color(theme.player_color(player))
        self._preview(theme)
        self._update_state()

    def _set(self, field: str, value: Any) -> None:
        if getattr(self.theme, field) == value:
            return
        self.theme = self.theme.with_values(**{field: value})
        self.dirty = self.theme != self._as_loaded  # a slider moved and back is no change to save
        self._preview(self.theme)
        if field == "refusal" and self.game is not None:
            self._show_sample_refusal()
        self._update_state()

    def set_value(self, field: str, value: Any) -> None:
        """Change one value as the form would (the form shows it too)."""
        widget, setter = self._editors[field]
        setter(value)
        self._set(field, value)

    def _preview(self, theme: Theme) -> None:
        self.sample.setPalette(palette(theme))
        # Under the window's style sheet a label takes its text colour from the application's
        # palette (the theme in play), not its parent's: the edited theme's is set on each.
        self.sample.setStyleSheet(style_sheet(theme) + f"QLabel {{ color: {ui_colors(theme).text}; }}")
        self.score_bar.apply_theme(theme)
        self.preview.apply_theme(theme)

    def _show_sample_game(self, sample: Sample | None) -> None:
        self.game = sample
        show_sample(self.scene, sample)
        self._select_sample_star()
        if sample is not None:
            self.score_bar.show_players((self.tr("Player 1"), self.tr("Player 2")), sample.score, sample.turn, False)
        self.preview.fit_board()

    def _select_sample_star(self) -> None:
        """Show the highlight colour: the first star selected, as after a tap."""
        if self.game is None or len(self.scene.stars) == 0:
            return
        pos = self.scene.star_pos(0)
        self.scene.pointer_down(pos, 1.0)
        self.scene.pointer_up(pos, 1.0)
        self.scene.interactive = False

    def _show_sample_refusal(self) -> None:
        """Flash a refused segment (one crossing a drawn segment) in the refusal colour."""
        if self.game is not None and self.game.refused is not None:
            self.scene.show_refusal(*self.game.refused)

    def _update_state(self) -> None:
        entry = self.catalogue.get(self.base_name)
        mine = entry is not None and entry.editable
        self.btn_save.setEnabled(mine and self.dirty)
        self.btn_rename.setEnabled(mine)
        self.btn_delete.setEnabled(mine)
        if mine:
            text = self.tr("Your theme, saved in {0}.").format(entry.path.parent if entry.path else "")
        elif entry is not None and not entry.built_in:
            text = self.tr("A theme of the plugin package {0}: “Save as new…” keeps your changes as a theme of your "
                           "own.").format(entry.source)
        else:
            text = self.tr("A built-in theme: “Save as new…” keeps your changes as a theme of your own.")
        self._status_base = text
        if self.dirty:
            text = self.tr("Unsaved changes.") + " " + text
        in_use = not self.dirty and self.base_name == self.in_use
        if in_use:  # what "Use this theme" did, said where the player looks (the game may be hidden)
            text = self.tr("The game is in this theme.") + " " + text
        self.btn_use.setEnabled(not in_use)
        warnings = self.board_warnings()
        self.status.setText("\n".join([*warnings, text]))
        self._hold_status_room(warnings)

    def _hold_status_room(self, warnings: list[str] | None = None) -> None:
        """The status keeps the room of its longest form at this width: its first change (a
        colour picked: "Unsaved changes.") took a line more and moved the whole editor."""
        warnings = self.board_warnings() if warnings is None else warnings
        shown, width, need = self.status.text(), max(1, self.status.width()), 0
        for prefix in (self.tr("Unsaved changes."), self.tr("The game is in this theme.")):
            self.status.setText("\n".join([*warnings, f"{prefix} {self._status_base}"]))
            need = max(need, self.status.heightForWidth(width))
        self.status.setText(shown)
        self.status.setMinimumHeight(need)

    def board_warnings(self) -> list[str]:
        """What would make a game in the edited theme hard to follow (triangles.theme.contrast)."""
        said = {
            "players_alike": self.tr("⚠ Player 1 and Player 2 look almost the same: nobody could tell whose lines are whose."),
            "player1_faint": self.tr("⚠ Player 1's lines hardly show on the background."),
            "player2_faint": self.tr("⚠ Player 2's lines hardly show on the background."),
            "stars_faint": self.tr("⚠ The stars hardly show on the background."),
        }
        return [said[problem] for problem in board_problems(self.theme)]

    # ------------------------------------------------------------------------------ actions
    def save(self) -> bool:
        """Save the changes over the user theme being edited."""
        entry = self.catalogue.get(self.base_name)
        if entry is None or not entry.editable:
            return self.save_as_dialog()
        if not self._run(lambda: self.catalogue.save(self.theme, entry.name, self.theme.title)):
            return False
        self.theme_changed.emit(entry.name, entry.name)
        return True

    def save_as_dialog(self) -> bool:
        title = self.ask_text(self.tr("Save as new theme"), self.tr("Title of the new theme:"),
                              self.tr("My {0}").format(self.shown_title()))
        return bool(title) and self.save_as(title)

    def save_as(self, title: str) -> bool:
        """Save the theme being edited as a new user theme with this title."""
        name = self.catalogue.free_name(name_from_text(title))
        return self._run(lambda: self.catalogue.save(self.theme, name, title.strip()))

    def rename_dialog(self) -> bool:
        title = self.ask_text(self.tr("Rename theme"), self.tr("New title:"), self.theme.title)
        return bool(title) and self.rename(title)

    def rename(self, title: str) -> bool:
        """Give the user theme being edited a new title (and the file name that goes with it)."""
        old = self.base_name
        wanted = name_from_text(title)
        new = wanted if wanted == old else self.catalogue.free_name(wanted)
        if self.dirty and not self.save():
            return False
        if not self._run(lambda: self.catalogue.rename(old, new, title.strip())):
            return False
        self.theme_changed.emit(old, new)
        return True

    def delete_current(self) -> bool:
        entry = self.catalogue.get(self.base_name)
        if entry is None or not entry.editable:
            return False
        if entry.name == self.in_use:  # the game would change its look: say so before, not after
            question = self.tr("“{0}” is the theme in use. Delete it? The game will switch to Nebula.").format(self.shown_title())
        else:
            question = self.tr("Delete the theme “{0}”?").format(self.theme.title)
        if not self.confirm(self.tr("Delete theme"), question):
            return False
        try:
            self.catalogue.delete(entry.name)
        except ThemeError as exc:
            self.show_error(str(exc))
            return False
        self.select_theme("nebula")
        self.theme_changed.emit(entry.name, "")
        return True

    def import_dialog(self) -> bool:
        path = self.open_path()
        return bool(path) and self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        """Copy a theme file into the user's folder and start editing it."""
        if self.dirty and not self.confirm(self.tr("Discard changes"),
                                           self.tr("Discard the changes to “{0}”?").format(self.shown_title())):
            return False
        try:
            title = self.catalogue.import_title(path)
            taken = self.catalogue.titled(title)
            replace_name, new_title = None, None
            if taken is not None:  # the same title twice cannot be told apart in a list
                answer = self.ask_duplicate(display_title(taken.title), taken.editable)
                if answer is None:
                    return False
                if answer == "replace":
                    replace_name = taken.name
                else:
                    new_title = self.catalogue.free_title(title)
            entry = self.catalogue.import_file(path, new_title, replace_name)
        except ThemeError as exc:
            self.show_error(str(exc))
            return False
        self.select_theme(entry.name)
        if replace_name is not None:
            self.theme_changed.emit(replace_name, replace_name)
        if entry.warnings:
            self.show_error(self.tr("Imported “{0}”; some of its values could not be used as written:").format(entry.title)
                            + "\n" + "\n".join(entry.warnings))
        return True

    def export_dialog(self) -> bool:
        path = self.save_path(self.base_name + SUFFIX)
        return bool(path) and self.export_file(Path(path))

    def export_file(self, path: Path) -> bool:
        """Write the theme as shown (changes included) to a file to share."""
        if path.suffix != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        try:
            write_theme_file(path, self.theme)
        except OSError as exc:
            self.show_error(self.tr("Cannot write {0}: {1}").format(path, why_not(exc)))
            return False
        self.status.setText(self.tr("Exported “{0}” to {1}.").format(self.shown_title(), path))
        return True

    def use_theme(self) -> None:
        """Restyle the game with the theme as shown (saved first if it has changes)."""
        if self.dirty and not self.save():
            return
        self.theme_chosen.emit(self.theme)

    def _run(self, operation: Callable[[], Any]) -> bool:
        """Run a catalogue operation that results in a saved theme; select it, or say why not."""
        try:
            entry = operation()
        except ThemeError as exc:
            self.show_error(str(exc))
            return False
        self.select_theme(entry.name)
        return True

    def closeEvent(self, event) -> None:  # noqa: ANN001
        if not self._let_go():
            event.ignore()
            return
        super().closeEvent(event)

    def reject(self) -> None:
        """Escape asks about unsaved changes as the close button does (a dialog's Escape only
        hides it)."""
        if self._let_go():
            super().reject()

    def _let_go(self) -> bool:
        """Leave the editor: unsaved changes are dropped if the player says so (then the editor
        is back on the theme in use), else it stays open."""
        if not self.dirty:
            return True
        if not self.confirm(self.tr("Discard changes"),
                            self.tr("Close without saving the changes to “{0}”?").format(self.shown_title())):
            return False
        self.select_theme(self.in_use if self.catalogue.get(self.in_use) is not None else self.base_name)
        return True

    # ------------------------------------------------------------------------------ questions
    def pick_color(self, initial: QColor, title: str, alpha: bool = True) -> QColor | None:
        return pick_colour(initial, title, self, alpha)

    def ask_text(self, title: str, label: str, text: str) -> str | None:
        """A title, at most as long as a theme file keeps one; the question is wide enough for
        its own window title."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setTextValue(text[:MAX_TITLE])
        field = dialog.findChild(QLineEdit)
        if field is not None:  # (the dialog's own minimum width follows its layout)
            field.setMaxLength(MAX_TITLE)
            screen = self.screen().availableGeometry().width() if self.screen() is not None else 420
            field.setMinimumWidth(min(380, screen - 64))
        value = dialog.textValue() if dialog.exec() == QDialog.DialogCode.Accepted else ""
        dialog.deleteLater()
        return value.strip() or None

    def confirm(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(  # every question here is about losing something: No by default
            self, title, question, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def show_error(self, text: str) -> None:
        QMessageBox.warning(self, self.tr("Themes"), text[:1].upper() + text[1:])

    def ask_duplicate(self, title: str, can_replace: bool) -> str | None:
        """A theme called `title` exists: "replace" it, keep "both" (the new one named
        "title (2)"), or None to cancel."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Import theme"),
                          self.tr("There is already a theme called “{0}”.").format(title),
                          QMessageBox.StandardButton.NoButton, self)
        replace = box.addButton(self.tr("Replace it"), QMessageBox.ButtonRole.DestructiveRole) if can_replace else None
        both = box.addButton(self.tr("Keep both"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(both)
        box.exec()
        clicked = box.clickedButton()
        return "replace" if replace is not None and clicked is replace else "both" if clicked is both else None

    def open_path(self) -> str:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import theme"), self.files_folder(),
                                              self.tr("Theme files (*{0})").format(SUFFIX))
        return self._remember_folder(path)

    def save_path(self, suggestion: str) -> str:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export theme"), str(Path(self.files_folder()) / suggestion),
                                              self.tr("Theme files (*{0})").format(SUFFIX))
        return self._remember_folder(path)

    def files_folder(self) -> str:
        """Where Import and Export start: the folder of the last theme file chosen, else the
        documents folder."""
        last = self._files_folder
        return last if last and Path(last).is_dir() else documents_folder()

    def _remember_folder(self, path: str) -> str:
        if path:
            self._files_folder = str(Path(path).parent)
        return path


def documents_folder() -> str:
    """Where theme files are imported from and exported to first: the documents folder."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return docs if docs and Path(docs).is_dir() else str(Path.home())


def _style(window_theme: Theme | None) -> str:
    """The form lets the window's panel colour show through; the list has roomy rows, the
    selected theme marked once (the selection colour, no second frame)."""
    sheet = (
        "#themeForm, QScrollArea > QWidget { background: transparent; }"
        "QListWidget { border-radius: 10px; padding: 4px; outline: none; }"
        "QListWidget::item { padding: 10px 8px; border-radius: 8px; }"
    )
    if window_theme is not None:
        ui = ui_colors(window_theme)
        sheet += (
            f"QListWidget::item:selected {{ color: {ui.selection_text}; background: {ui.selection};"
            f" border-left: 4px solid {ui.focus}; }}"
        )
    return sheet


def create_theme_editor(window: Any) -> ThemeEditor:
    """The editor for the main window: a theme the player uses restyles the window live and is
    remembered. `window` has `registry`, `settings`, `theme` and `apply_theme(theme)`."""
    from ..themes import theme_catalogue

    editor = ThemeEditor(theme_catalogue(window.registry), window.registry, window.theme.name, window)

    def use(theme: Theme) -> None:
        window.settings.theme = theme.name
        window.apply_theme(theme)

    def changed(old: str, new: str) -> None:
        """The theme in use was saved, renamed or deleted: the window follows."""
        if window.theme.name == old:
            use(editor.catalogue.load(new or "nebula"))

    editor.theme_chosen.connect(use)
    editor.theme_changed.connect(changed)
    return editor
