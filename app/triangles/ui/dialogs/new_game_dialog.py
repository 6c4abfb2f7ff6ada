"""The New Game dialog: opponent, board size, rules variant with its options, theme.

Rules variants, their options and the computer players all come from the registry; the last
choices are remembered in the settings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from triangles.engine import BOARD_SIZES
from triangles.plugins.api import OptionSpec
from triangles.plugins.registry import Registry

from ..game.players import NAME_MAX, PlayerSpec
from ..settings import AppSettings
from ..screen_fit import THEME_CHARS, NarrowComboBox, resize_in_place, room_for, scrolled, wheel_scrolls
from ..themes import theme_choices
from ..style import NARROW_SCREEN

#: The computer seat's spec when no computer player plugin is installed (the instant player).
SIMPLE_COMPUTER = "simple"
TWO_PLAYERS = ""


@dataclass
class NewGameChoice:
    rules: str
    options: dict[str, Any]
    players: tuple[PlayerSpec, PlayerSpec]
    board_size: str
    theme: str


def default_board_size() -> str:
    """Phone-sized boards on small screens (under 7 inches diagonal, or a short side under
    NARROW_SCREEN points: a screen need not report its inches truly), tablet boards elsewhere."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return "tablet-80"
    size = screen.physicalSize()
    diagonal_in = math.hypot(size.width(), size.height()) / 25.4
    available = screen.availableSize()
    narrow = min(available.width(), available.height()) < NARROW_SCREEN
    return "phone-60" if 0 < diagonal_in < 7 or narrow else "tablet-80"


def help_label(text: str) -> QLabel:
    """A short explanation under a field, wrapped, in a smaller type."""
    label = QLabel(text)
    label.setObjectName("help")
    label.setWordWrap(True)
    return label


def level_title(level: str) -> str:
    return QCoreApplication.translate("levels", level.capitalize())


class NewGameDialog(QDialog):
    """Collects the choices for a new game; `choice()` reads them once accepted."""

    def __init__(self, registry: Registry, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry, self.settings = registry, settings
        self.setObjectName("newGameDialog")
        # The fields scroll (the dice variant's options are taller than a phone's screen); OK
        # and Cancel stay below them, always in view.
        self.body = QWidget(self)
        self.body.setObjectName("newGameFields")
        self.opponent = NarrowComboBox(self.body)
        self.computer_first = QCheckBox(self.body)
        self.name1 = QLineEdit(self.body)
        self.name2 = QLineEdit(self.body)
        for edit in (self.name1, self.name2):
            edit.setMaxLength(NAME_MAX)
        self.size = NarrowComboBox(self.body)
        self.rules = NarrowComboBox(self.body)
        self.theme = NarrowComboBox(self.body, max_chars=THEME_CHARS)
        self.options_box = QGroupBox(self.body)
        self.options_form = QFormLayout(self.options_box)
        # A variant's option labels can be long (and longer once translated): each label goes
        # above its field and wraps, so the dialog still fits a phone's width.
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self._option_widgets: dict[str, tuple[OptionSpec, QWidget]] = {}
        for name in ("opponent", "size", "rules", "theme"):
            getattr(self, name).setObjectName(name)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.form = QFormLayout()
        self.form.setVerticalSpacing(10)
        self.labels = {key: QLabel(self.body) for key in ("opponent", "name1", "name2", "size", "rules", "theme")}
        self.opponent_help = help_label("")
        for key, widget in (("opponent", self.opponent), ("", self.opponent_help), ("", self.computer_first), ("name1", self.name1),
                            ("name2", self.name2), ("size", self.size), ("rules", self.rules), ("theme", self.theme)):
            if key:
                self.labels[key].setBuddy(widget)
                self.form.addRow(self.labels[key], widget)
            else:
                self.form.addRow(widget)
        fields = QVBoxLayout(self.body)
        fields.setContentsMargins(0, 0, 0, 0)
        fields.addLayout(self.form)
        fields.addWidget(self.options_box)
        fields.addStretch(1)
        self.scroll = scrolled(self.body, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.buttons)
        self.rules.currentIndexChanged.connect(self._rules_changed)
        self.opponent.currentIndexChanged.connect(self._opponent_changed)
        self._fill()
        self.retranslate_ui()

    # ------------------------------------------------------------------------------ building
    def _fill(self) -> None:
        s = self.settings
        for plugin in self.registry.rules_plugins():
            self.rules.addItem("", plugin.name)
        self._select(self.rules, s.get_str("newgame/rules", "classic"))
        for size in BOARD_SIZES:
            self.size.addItem("", size.key)
        self._select(self.size, s.get_str("newgame/size", default_board_size()), default_board_size())
        for label, name in theme_choices(self.registry):
            self.theme.addItem(label, name)
        self._select(self.theme, s.theme)
        self.name1.setText(s.get_str("newgame/name1", ""))
        self.name2.setText(s.get_str("newgame/name2", ""))
        self.computer_first.setChecked(s.get_bool("newgame/computer_first", False))
        self._fill_opponents()
        self._select(self.opponent, s.get_str("newgame/opponent", self._default_opponent()), self._default_opponent())
        self._rules_changed()

    def _fill_opponents(self) -> None:
        current = self.opponent.currentData()
        self.opponent.blockSignals(True)
        self.opponent.clear()
        rules = self.rules.currentData() or "classic"
        choices = self.registry.computer_choices(rules)
        if choices:
            for plugin, level in choices:
                self.opponent.addItem("", f"{plugin.name}:{level}")
        else:
            self.opponent.addItem("", SIMPLE_COMPUTER)
        self.opponent.addItem("", TWO_PLAYERS)
        if current is not None:
            self._select(self.opponent, current)
        self.opponent.blockSignals(False)
        self._label_opponents()
        self._opponent_changed()

    def _default_opponent(self) -> str:
        """A computer at the "normal" level when there is one, else the first computer listed."""
        specs = [self.opponent.itemData(i) for i in range(self.opponent.count())]
        return next((sp for sp in specs if sp and sp.endswith(":normal")), specs[0] if specs else TWO_PLAYERS)

    def _label_opponents(self) -> None:
        multi = len({(self.opponent.itemData(i) or ":").split(":")[0] for i in range(self.opponent.count())} - {""}) > 1
        for i in range(self.opponent.count()):
            spec = self.opponent.itemData(i)
            if spec == TWO_PLAYERS:
                text = self.tr("Two players")
            elif spec == SIMPLE_COMPUTER:
                text = self.tr("Computer")
            else:
                plugin, _, level = spec.rpartition(":")
                found = self.registry.find_ai(spec)
                title = QCoreApplication.translate("ai", found[0].title) if found and multi else ""
                title = "" if title == level_title(level) else title
                text = self.tr("Computer: {0}").format(level_title(level)) + (f" ({title})" if title else "")
            self.opponent.setItemText(i, text)

    @staticmethod
    def _select(combo: QComboBox, data: Any, default: Any = None) -> None:
        """Show the entry of `data`; one no longer offered (a remembered player since uninstalled)
        shows `default`, the choice a first game would get, when given."""
        index = combo.findData(data)
        if index < 0 and default is not None:
            index = combo.findData(default)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _rules_changed(self) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets.clear()
        plugin = self.registry.rules(self.rules.currentData() or "")
        specs = [s for s in plugin.option_specs() if s.key != "clearance"] if plugin else []
        saved = self.settings.get(f"newgame/options/{plugin.name}", {}, lambda v: isinstance(v, dict)) if plugin else {}
        for spec in specs:
            widget = self._option_widget(spec, saved.get(spec.key, spec.default))
            widget.setObjectName(spec.key)
            label = QCoreApplication.translate("options", spec.label)
            if isinstance(widget, QCheckBox):
                widget.setText(label)
                self.options_form.addRow(widget)
            else:
                caption = QLabel(label)
                caption.setWordWrap(True)
                caption.setBuddy(widget)
                # A row of its own: a form's label keeps the width of its text on one line,
                # wider than the box when that is long (in some fonts, on a phone).
                self.options_form.addRow(caption)
                self.options_form.addRow(widget)
            if spec.help:
                widget.setToolTip(QCoreApplication.translate("options", spec.help))
            if spec.help and isinstance(widget, QComboBox):  # a choice is explained where it is made
                explained = help_label(QCoreApplication.translate("options", spec.help))
                explained.setContentsMargins(0, 0, 0, 8)  # apart from the next option's name
                self.options_form.addRow(explained)
            self._option_widgets[spec.key] = (spec, widget)
        self.options_box.setVisible(bool(specs))
        self._tab_through_options()
        wheel_scrolls(self.scroll)
        if self.opponent.count():
            self._fill_opponents()
        # Once the option box has laid out its new rows (a layout request of its own).
        QTimer.singleShot(0, self, self._fit)

    def _tab_through_options(self) -> None:
        """Tab goes through the fields as they are shown, the variant's options (made after OK
        and Cancel) before the buttons."""
        chain = [self.opponent, self.computer_first, self.name1, self.name2, self.size, self.rules, self.theme,
                 *(widget for _, widget in self._option_widgets.values()),
                 self.buttons.button(QDialogButtonBox.StandardButton.Ok), self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)

    @staticmethod
    def _option_widget(spec: OptionSpec, value: Any) -> QWidget:
        try:
            value = spec.coerce(value)
        except ValueError:
            value = spec.default
        if spec.kind == "bool":
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if spec.kind == "int":
            spin = QSpinBox()
            spin.setRange(int(spec.minimum if spec.minimum is not None else -10**6), int(spec.maximum if spec.maximum is not None else 10**6))
            spin.setValue(int(value))
            return spin
        if spec.kind == "float":
            dspin = QDoubleSpinBox()
            dspin.setDecimals(spec.decimals)
            dspin.setSingleStep(10.0 ** -spec.decimals if spec.decimals else 1.0)
            dspin.setRange(spec.minimum if spec.minimum is not None else -1e6, spec.maximum if spec.maximum is not None else 1e6)
            dspin.setValue(float(value))
            return dspin
        combo = NarrowComboBox()
        for choice in spec.choices:
            combo.addItem(QCoreApplication.translate("options", spec.choice_label(choice)), choice)
        combo.setCurrentIndex(max(0, combo.findData(value)))
        return combo

    def _opponent_changed(self) -> None:
        two = self.opponent.currentData() == TWO_PLAYERS
        self.labels["name1"].setText(self.tr("Player &1") if two else self.tr("Your &name"))
        self.labels["name2"].setVisible(two)
        self.name2.setVisible(two)
        self.name2.setEnabled(two)
        self.computer_first.setEnabled(not two)
        self.computer_first.setVisible(not two)
        self.opponent_help.setVisible(not two)
        self._name_for_screen_readers(two)
        # The fields shown change the height they need: the dialog follows (within the screen).
        QTimer.singleShot(0, self, self._fit)

    def _name_for_screen_readers(self, two: bool) -> None:
        """The first name field named outright (a screen reader keeps the name it read from the
        label before a switch to two players), and the level list described by the line under
        it, said with it."""
        self.name1.setAccessibleName(self.labels["name1"].text().replace("&", ""))
        self.opponent.setAccessibleDescription("" if two else self.opponent_help.text())

    # ------------------------------------------------------------------------------ reading
    def option_values(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for key, (spec, w) in self._option_widgets.items():
            if isinstance(w, QCheckBox):
                values[key] = w.isChecked()
            elif isinstance(w, QSpinBox):
                values[key] = w.value()
            elif isinstance(w, QDoubleSpinBox):
                values[key] = float(w.value())
            elif isinstance(w, QComboBox):
                values[key] = w.currentData()
        return values

    def choice(self) -> NewGameChoice:
        opponent = self.opponent.currentData() or TWO_PLAYERS
        name1 = self.name1.text().strip()
        name2 = self.name2.text().strip()
        if opponent == TWO_PLAYERS:
            players = (PlayerSpec(name1 or self.tr("Player 1")), PlayerSpec(name2 or self.tr("Player 2")))
        else:
            me = PlayerSpec(name1 or self.tr("You"))
            computer = PlayerSpec(self.tr("Computer"), opponent)
            players = (computer, me) if self.computer_first.isChecked() else (me, computer)
        return NewGameChoice(self.rules.currentData() or "classic", self.option_values(), players,
                             self.size.currentData(), self.theme.currentData() or "nebula")

    def _accept(self) -> None:
        s = self.settings
        c = self.choice()
        s.set("newgame/rules", c.rules)
        s.set("newgame/size", c.board_size)
        s.set("newgame/opponent", self.opponent.currentData() or TWO_PLAYERS)
        s.set("newgame/name1", self.name1.text().strip())
        s.set("newgame/name2", self.name2.text().strip())
        s.set("newgame/computer_first", self.computer_first.isChecked())
        s.set(f"newgame/options/{c.rules}", c.options)
        s.theme = c.theme
        self.accept()

    # ------------------------------------------------------------------------------ language
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        two = self.opponent.currentData() == TWO_PLAYERS
        for key, text in (("opponent", self.tr("&Opponent")), ("name1", self.tr("Player &1") if two else self.tr("Your &name")),
                          ("name2", self.tr("Player &2")), ("size", self.tr("&Board")), ("rules", self.tr("&Rules")),
                          ("theme", self.tr("&Theme"))):
            self.labels[key].setText(text)
        self.computer_first.setText(self.tr("The computer starts"))
        self.opponent_help.setText(self.tr("The level sets how well the computer plays."))
        self._name_for_screen_readers(two)
        self.name1.setPlaceholderText(self.tr("You"))
        self.name2.setPlaceholderText(self.tr("Player 2"))
        self.options_box.setTitle(self.tr("Options"))
        for i in range(self.size.count()):
            size = next(s for s in BOARD_SIZES if s.key == self.size.itemData(i))
            device = self.tr("Phone") if size.device == "phone" else self.tr("Tablet")
            self.size.setItemText(i, self.tr("{0}: {1} stars").format(device, size.stars))
        labels = {name: label for label, name in theme_choices(self.registry)}
        for i in range(self.theme.count()):
            self.theme.setItemText(i, labels.get(self.theme.itemData(i), self.theme.itemText(i)))
        for i in range(self.rules.count()):
            plugin = self.registry.rules(self.rules.itemData(i))
            self.rules.setItemText(i, QCoreApplication.translate("rules", plugin.title) if plugin else "?")
        self._label_opponents()

    def showEvent(self, event: QShowEvent) -> None:
        self._fit(showing=True)
        super().showEvent(event)  # (Qt places the dialog here, at its fitted size)

    def _fit(self, showing: bool = False) -> None:
        """As wide as the fields need and as tall as they are at that width (a window does not
        ask its layout for height-for-width by itself), both within the screen; the fields
        scroll when the screen is smaller. Run again when a variant brings other options: the
        height follows them down as well as up (a variant with fewer options leaves no gap
        above OK), the width only grows, so the dialog does not jump sideways."""
        layout, fields = self.layout(), self.body.layout()
        if layout is None or fields is None or not (showing or self.isVisible()):
            return
        fields.activate()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        self.scroll.setMinimumWidth(fields.totalMinimumSize().width() + bar)
        room = room_for(self)
        width = min(max(self.width() if not showing else 0, self.minimumSizeHint().width(), self._natural_width()), room.width())
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        chrome = margins.top() + margins.bottom() + layout.spacing() + self.buttons.sizeHint().height()
        # Measured beside the scroll bar: once shown (the fields grew before this ran) Qt keeps
        # it while the fields need more height at the narrower width, so the height must
        # allow for that width.
        body = fields.totalHeightForWidth(inner - bar)
        need = (body if body > 0 else fields.totalSizeHint().height()) + chrome
        height = min(need, room.height())
        if QSize(width, height) == QWidget.size(self):  # (self.size is the board field)
            return
        if showing:
            self.resize(width, height)  # Qt places it next
        else:
            resize_in_place(self, QSize(width, height))

    def _natural_width(self) -> int:
        """Wide enough for the longest label beside the longest dropdown entry (the dropdowns
        only elide on a screen narrower than that)."""
        labels = max(label.sizeHint().width() for label in self.labels.values())
        fields = max(combo.sizeHint().width() for combo in self.body.findChildren(QComboBox))
        margins = self.layout().contentsMargins()
        chrome = margins.left() + margins.right() + self.form.horizontalSpacing() + self.scroll.verticalScrollBar().sizeHint().width()
        return labels + fields + chrome

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
