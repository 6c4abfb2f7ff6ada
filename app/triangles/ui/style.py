"""The look of every widget, from a theme: a QPalette for what Qt draws itself (file dialogs,
message boxes, popups, check marks, spin box arrows, focus rings), a style sheet for the app's
own touch-sized controls, and a style that draws its few icons in the theme's colours.

Where the app is worked with fingers (see `touch_sized`: a touch screen is present, or the
TRIANGLES_TOUCH setting or `set_touch_sizing` says so) Qt's own small parts grow to a finger's
size too: dropdown and list rows, scroll bars, spin box buttons. On a phone-narrow screen the
scroll bars are slimmer and the spin box buttons stacked, so that no dialog grows wider than the
screen. A desktop worked with a mouse keeps Qt's compact sizes for them.

The colours come from `triangles.theme.contrast.ui_colors`, where their contrast is checked.
"""

from __future__ import annotations

import os
from typing import Iterable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QInputDevice, QPainter, QPainterPath, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QComboBox, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

from triangles.theme import Theme
from triangles.theme.contrast import UiColors, ui_colors

from . import screen_fit

#: The least height (or width) of a part a finger must hit: a row, a button.
TOUCH_TARGET = 44
#: A scroll bar's width on a touch screen (its handle is at least TOUCH_TARGET long).
TOUCH_SCROLL_BAR = 40
#: A scroll bar's width on a phone-narrow touch screen: 40 points of 320 are too many to give
#: every scrolling dialog, and this is still wider than a fingertip's contact.
NARROW_SCROLL_BAR = 26
#: A screen whose shorter side is under this many points is a phone's (the smallest width
#: Android calls a tablet); its free area narrower than this, a phone's held upright.
NARROW_SCREEN = 600
#: The environment variable that forces touch sizing on ("1") or off ("0") whatever the devices.
TOUCH_SETTING = "TRIANGLES_TOUCH"

_TOUCH_CHOICE: bool | None = None


def set_touch_sizing(on: bool | None) -> None:
    """Touch sizing on or off whatever the devices, or (None) decided by them again. Takes
    effect at the next `apply_look`."""
    global _TOUCH_CHOICE
    _TOUCH_CHOICE = on


def touch_sized(devices: Iterable[QInputDevice] | None = None) -> bool:
    """True when the app is worked with fingers: as chosen by `set_touch_sizing` or the
    TRIANGLES_TOUCH setting, else when there is a touch screen (a tablet, a phone, a laptop
    with a touch screen). The screen's size does not decide: a small desktop window is no
    tablet."""
    if _TOUCH_CHOICE is not None:
        return _TOUCH_CHOICE
    setting = os.environ.get(TOUCH_SETTING, "").strip().lower()
    if setting in ("1", "yes", "true", "on"):
        return True
    if setting in ("0", "no", "false", "off"):
        return False
    found = QInputDevice.devices() if devices is None else devices
    return any(d.type() == QInputDevice.DeviceType.TouchScreen for d in found)


def narrow_screen() -> bool:
    """The (primary) screen's free area is a phone's width held upright."""
    return screen_fit.available_area(None).width() < NARROW_SCREEN


def _rgba(color: str, alpha: float | None = None) -> str:
    c = QColor(color)
    a = c.alphaF() if alpha is None else alpha
    return f"rgba({c.red()}, {c.green()}, {c.blue()}, {a:.3f})"


def palette(theme: Theme) -> QPalette:
    """The palette every widget and every dialog of Qt's own is drawn with."""
    ui = ui_colors(theme)
    pal = QPalette()
    R, G = QPalette.ColorRole, QPalette.ColorGroup
    roles = {
        R.Window: ui.window, R.WindowText: ui.text, R.Base: ui.base, R.AlternateBase: ui.alternate,
        R.Text: ui.text, R.Button: ui.button, R.ButtonText: ui.button_text, R.BrightText: ui.primary_text,
        # Fusion draws focus frames in the highlight colour: the theme's own, readable, so focus shows.
        R.Highlight: ui.focus, R.HighlightedText: ui.focus_text, R.ToolTipBase: ui.tooltip,
        R.ToolTipText: ui.tooltip_text, R.PlaceholderText: ui.placeholder, R.Link: ui.link, R.LinkVisited: ui.link,
        R.Light: _lighter(ui.button, 0.10), R.Midlight: _lighter(ui.button, 0.05), R.Mid: ui.header,
        R.Dark: _darker(ui.window, 0.25), R.Shadow: "#000000",
    }
    for role, color in roles.items():
        for group in (G.Active, G.Inactive):
            pal.setColor(group, role, QColor(color))
        pal.setColor(G.Disabled, role, QColor(color))
    for role in (R.WindowText, R.Text, R.ButtonText, R.HighlightedText, R.PlaceholderText):
        pal.setColor(G.Disabled, role, QColor(ui.disabled_text))
    pal.setColor(G.Disabled, R.Highlight, QColor(ui.header))
    if hasattr(R, "Accent"):  # Qt 6.6+: what Fusion draws focus frames and ticks with
        for group in (G.Active, G.Inactive, G.Disabled):
            pal.setColor(group, R.Accent, QColor(ui.focus))
    return pal


def _lighter(color: str, amount: float) -> str:
    c = QColor(color)
    return QColor.fromRgbF(*(v + (1 - v) * amount for v in (c.redF(), c.greenF(), c.blueF()))).name()


def _darker(color: str, amount: float) -> str:
    c = QColor(color)
    return QColor.fromRgbF(*(v * (1 - amount) for v in (c.redF(), c.greenF(), c.blueF()))).name()


class ThemedStyle(QProxyStyle):
    """Fusion (it follows the palette on every platform), with no stock icons on buttons and the
    file dialog's tool icons drawn in the text colour, so they read on a dark theme. A menu
    taller than the screen (the game menu on a phone) scrolls: Fusion would open a second
    column past the screen's edge. With `touch`, scroll bars and the rows of a dropdown's list
    are finger-sized (the style sheet cannot reach those rows: Qt draws them as menu items);
    with `narrow` too, the scroll bars are slimmer."""

    ICONS = {
        QStyle.StandardPixmap.SP_ArrowBack: "back",
        QStyle.StandardPixmap.SP_ArrowLeft: "back",
        QStyle.StandardPixmap.SP_ArrowForward: "forward",
        QStyle.StandardPixmap.SP_ArrowRight: "forward",
        QStyle.StandardPixmap.SP_FileDialogToParent: "up",
        QStyle.StandardPixmap.SP_ArrowUp: "up",
        QStyle.StandardPixmap.SP_FileDialogNewFolder: "new-folder",
        QStyle.StandardPixmap.SP_FileDialogListView: "list",
        QStyle.StandardPixmap.SP_FileDialogDetailedView: "details",
    }

    def __init__(self, touch: bool = False, narrow: bool = False) -> None:
        super().__init__(QStyleFactory.create("Fusion"))
        self.touch = touch
        self.narrow = narrow

    def pixelMetric(self, metric, option=None, widget=None):  # noqa: ANN001, ANN201
        if self.touch and metric == QStyle.PixelMetric.PM_ScrollBarExtent:
            return NARROW_SCROLL_BAR if self.narrow else TOUCH_SCROLL_BAR
        if self.touch and metric == QStyle.PixelMetric.PM_ScrollBarSliderMin:
            return TOUCH_TARGET
        return super().pixelMetric(metric, option, widget)

    def sizeFromContents(self, kind, option, size, widget=None):  # noqa: ANN001, ANN201
        hint = super().sizeFromContents(kind, option, size, widget)
        rows = (QStyle.ContentsType.CT_MenuItem, QStyle.ContentsType.CT_ItemViewItem)
        if self.touch and kind in rows and isinstance(widget, QComboBox):
            hint.setHeight(max(hint.height(), TOUCH_TARGET))
        if self.touch and not self.narrow and kind == QStyle.ContentsType.CT_SpinBox:
            # Qt allows for one button's width beside the text: the − at the left takes as much again.
            hint.setWidth(hint.width() + TOUCH_TARGET)
        return hint

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # noqa: ANN001, N803
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        if hint == QStyle.StyleHint.SH_Menu_Scrollable:
            # Too tall for the screen, a menu scrolls on an upright screen (a second column went
            # past a phone's edge) and opens a second column on a landscape one (on a phone on its
            # side it scrolled: Statistics to Quit hidden under a small arrow).
            area = screen_fit.available_area(widget)
            return 1 if area.height() >= area.width() else 0
        return super().styleHint(hint, option, widget, returnData)

    def standardIcon(self, icon, option: QStyleOption | None = None, widget: QWidget | None = None) -> QIcon:  # noqa: ANN001
        kind = self.ICONS.get(icon)
        if kind is None:
            return super().standardIcon(icon, option, widget)
        app = QApplication.instance()
        color = app.palette().color(QPalette.ColorRole.ButtonText) if app else QColor("#808080")
        return line_icon(kind, color)


def line_icon(kind: str, color: QColor) -> QIcon:
    """A small line drawing in `color`: back, forward, up, new-folder, list, details, fit (four
    corners: the whole board)."""
    icon = QIcon()
    for size in (16, 24, 32, 48):
        pix = QPixmap(size, size)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(size / 24, size / 24)
        p.setPen(QPen(color, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        path = QPainterPath()
        if kind in ("back", "forward", "up"):
            pts = {"back": ((14, 6), (8, 12), (14, 18), (8, 12), (19, 12)),
                   "forward": ((10, 6), (16, 12), (10, 18), (16, 12), (5, 12)),
                   "up": ((6, 11), (12, 5), (18, 11), (12, 5), (12, 19))}[kind]
            path.moveTo(*pts[0])
            path.lineTo(*pts[1])
            path.lineTo(*pts[2])
            path.moveTo(*pts[3])
            path.lineTo(*pts[4])
        elif kind == "fit":
            for (x0, y0), (x1, y1), (x2, y2) in (((4, 9), (4, 4), (9, 4)), ((15, 4), (20, 4), (20, 9)),
                                                 ((20, 15), (20, 20), (15, 20)), ((9, 20), (4, 20), (4, 15))):
                path.moveTo(x0, y0)
                path.lineTo(x1, y1)
                path.lineTo(x2, y2)
        elif kind == "new-folder":
            path.moveTo(3, 7)
            path.lineTo(9, 7)
            path.lineTo(11, 9)
            path.lineTo(21, 9)
            path.lineTo(21, 19)
            path.lineTo(3, 19)
            path.closeSubpath()
            path.moveTo(12, 11.5)
            path.lineTo(12, 16.5)
            path.moveTo(9.5, 14)
            path.lineTo(14.5, 14)
        else:  # list / details: rows of dots and lines
            for y in (6, 12, 18):
                p.drawPoint(QPointF(5, y))
                path.moveTo(9, y)
                path.lineTo(19 if kind == "list" else 13, y)
                if kind == "details":
                    path.moveTo(16, y)
                    path.lineTo(20, y)
        p.drawPath(path)
        p.end()
        icon.addPixmap(pix)
    return icon


def style_sheet(theme: Theme, touch: bool = False, narrow: bool = False) -> str:
    """Big rounded controls (at least 44 px high for a finger) in the theme's colours. Only the
    app's own widgets and touch sizes: Qt's dialogs and controls get their colours from the
    palette, so check marks, arrows and focus frames keep being drawn. With `touch`, also
    finger-sized list rows and spin boxes (see `touch_sheet`)."""
    ui = ui_colors(theme)
    return _sheet(theme, ui) + (touch_sheet(narrow) if touch else "")


def touch_sheet(narrow: bool = False) -> str:
    """For fingers: list rows (a replay's moves) a finger's height, and a spin box's buttons
    side by side, down at the left and up at the right, each a finger wide and high, instead of
    two small arrows stacked at its right edge (Fusion still draws the arrows in them). On a
    phone-narrow screen (`narrow`) the two buttons stay at the right, one above the other, each
    a finger wide and half as high, in a spin box as tall as both: the box is no wider than a
    desktop's, so a dialog of them still fits the screen's width."""
    if narrow:
        spin = f"""
    QSpinBox, QDoubleSpinBox {{ min-height: {TOUCH_TARGET + 8}px; }}
    QSpinBox::up-button, QDoubleSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: top right;
              width: {TOUCH_TARGET}px; height: {(TOUCH_TARGET + 8) // 2}px; }}
    QSpinBox::down-button, QDoubleSpinBox::down-button {{ subcontrol-origin: border; subcontrol-position: bottom right;
              width: {TOUCH_TARGET}px; height: {(TOUCH_TARGET + 8) // 2}px; }}
    """
    else:
        spin = f"""
    QSpinBox, QDoubleSpinBox {{ min-height: {TOUCH_TARGET}px; }}
    QSpinBox::up-button, QDoubleSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: center right;
              width: {TOUCH_TARGET}px; height: {TOUCH_TARGET}px; }}
    QSpinBox::down-button, QDoubleSpinBox::down-button {{ subcontrol-origin: border; subcontrol-position: center left;
              width: {TOUCH_TARGET}px; height: {TOUCH_TARGET}px; }}
    """
    return f"""
    QAbstractItemView::item {{ min-height: {TOUCH_TARGET}px; }}""" + spin


def _sheet(t: Theme, ui: UiColors) -> str:
    font = f'font-family: "{t.font_family}";' if t.font_family else ""
    size = round(15 * t.font_scale)
    panel, text, hi = ui.window, ui.text, ui.focus
    return f"""
    QWidget {{ {font} font-size: {size}px; }}
    #central {{ background: {panel}; color: {text}; }}
    QToolTip {{ color: {ui.tooltip_text}; background: {ui.tooltip}; border: 1px solid {_rgba(text, 0.3)};
               padding: 4px 6px; font-size: {size}px; }}
    #scoreBar, #toolBar {{ background: {_rgba(panel, 0.92)}; border: none; }}
    #scoreBar {{ border-bottom: 1px solid {_rgba(text, 0.10)}; }}
    #toolBar {{ border-top: 1px solid {_rgba(text, 0.10)}; }}
    #diceOverlay {{ background: {_rgba(panel, 0.78)}; border-bottom: 1px solid {_rgba(text, 0.10)}; }}
    QFrame[chip="true"] {{ background: {_rgba(text, 0.05)}; border: 2px solid transparent; border-radius: 14px; }}
    #chip1[active="true"] {{ border-color: {t.player1}; background: {_rgba(t.player1, 0.16)}; }}
    #chip2[active="true"] {{ border-color: {t.player2}; background: {_rgba(t.player2, 0.16)}; }}
    #chip1[scored="true"] {{ background: {_rgba(t.player1, 0.45)}; }}
    #chip2[scored="true"] {{ background: {_rgba(t.player2, 0.45)}; }}
    #chipName {{ font-weight: 600; }}
    #chipScore {{ font-size: {round(size * 1.9)}px; font-weight: 700; min-width: 1.1em; }}
    #segmentsLeft {{ font-weight: 600; }}
    #toast {{ background: {_rgba(ui.toast, 0.94)}; color: {ui.toast_text}; border: 1px solid {_rgba(ui.toast_text, 0.35)};
              border-radius: 16px; padding: 12px 18px; font-size: {round(size * 1.1)}px; font-weight: 600; }}
    #toast[refusal="true"] {{ border: 2px solid {_rgba(t.refusal, 0.9)}; }}
    QPushButton, QToolButton {{ background: {ui.button}; color: {ui.button_text}; border: 1px solid {_rgba(text, 0.22)};
              border-radius: 12px; padding: 8px 12px; min-height: 30px; min-width: 44px; }}
    QPushButton:hover, QToolButton:hover {{ background: {_rgba(text, 0.16)}; }}
    QPushButton:pressed, QToolButton:pressed, QToolButton:checked {{ background: {_rgba(hi, 0.30)}; }}
    QPushButton:focus, QToolButton:focus {{ border: 2px solid {hi}; }}
    QPushButton:default {{ border: 2px solid {_rgba(text, 0.45)}; }}
    QPushButton:default:focus {{ border: 2px solid {hi}; }}
    QPushButton:disabled, QToolButton:disabled {{ color: {ui.disabled_text}; background: {ui.button}; border-color: {_rgba(text, 0.08)}; }}
    QPushButton[primary="true"] {{ background: {ui.primary}; border: 1px solid {ui.primary}; font-weight: 700;
              color: {ui.primary_text}; }}
    QPushButton[primary="true"]:focus {{ border: 2px solid {hi}; }}
    QToolButton::menu-indicator {{ image: none; }}
    #toolBar[compact="true"] QPushButton, #toolBar[compact="true"] QToolButton {{ padding: 8px 7px; min-width: 36px; }}
    QLabel#help {{ font-size: {round(size * 0.87)}px; }}
    #tipsUnderstood {{ padding: 4px 10px; min-height: 24px; font-size: {round(size * 0.9)}px; }}
    QDialog QToolButton {{ min-height: 24px; min-width: 24px; padding: 4px; border-radius: 8px; }}
    #endCard {{ background: {_rgba(panel, 0.96)}; border: 1px solid {_rgba(text, 0.18)}; border-radius: 24px; }}
    #endTitle {{ font-size: {round(size * 2.4)}px; font-weight: 800; }}
    #endScore {{ font-size: {round(size * 1.5)}px; }}
    #endShade {{ background: {_rgba("#000000", 0.45)}; }}
    QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit {{ min-height: 32px; }}
    QCheckBox {{ spacing: 10px; min-height: 32px; }}
    QCheckBox::indicator {{ width: 20px; height: 20px; }}
    QGroupBox {{ border: 1px solid {_rgba(text, 0.18)}; border-radius: 12px; margin-top: 14px; padding: 10px; }}
    QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 4px; }}
    QScrollArea#panelScroll, QScrollArea#panelScroll > QWidget > QWidget {{ background: transparent; border: none; }}
    QProgressBar {{ background: {ui.base}; border: 1px solid {_rgba(text, 0.2)}; border-radius: 6px; max-height: 12px; }}
    QProgressBar::chunk {{ background: {hi}; border-radius: 5px; }}
    QMenu {{ background: {panel}; color: {text}; border: 1px solid {_rgba(text, 0.25)}; padding: 6px; }}
    QMenu::item {{ padding: 10px 28px 10px 16px; border-radius: 8px; }}
    QMenu::item:selected {{ background: {ui.selection}; color: {ui.selection_text}; }}
    QMenu::item:disabled {{ color: {ui.disabled_text}; }}
    QMenu::item:disabled:selected {{ background: {ui.header}; }}
    QMenu::separator {{ height: 1px; background: {_rgba(text, 0.15)}; margin: 6px 10px; }}
    QMenuBar {{ background: {panel}; }}
    QMenuBar::item:selected {{ background: {ui.selection}; }}
    QHeaderView::section {{ background-color: {ui.header}; color: {text}; border: none;
              border-right: 1px solid {_rgba(text, 0.10)}; padding: 6px 4px; font-weight: 600; }}
    QTableCornerButton::section {{ background-color: {ui.header}; border: none; }}
    """


_STYLE: ThemedStyle | None = None


def apply_look(theme: Theme, touch: bool | None = None, narrow: bool | None = None) -> None:
    """Give the whole application the theme's look: every window, dialog, popup and tooltip,
    also the ones Qt creates itself (file dialogs, message boxes, input and colour dialogs);
    finger-sized where `touch` (by default: where `touch_sized`), for a phone's width where
    `narrow` (by default: where `narrow_screen`)."""
    global _STYLE
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    touch = touch_sized() if touch is None else touch
    narrow = narrow_screen() if narrow is None else narrow
    if _STYLE is None:
        _STYLE = ThemedStyle(touch, narrow)
        app.setStyle(_STYLE)
    # The metrics take effect with the style sheet below: setting it polishes every widget again.
    _STYLE.touch, _STYLE.narrow = touch, narrow
    app.setPalette(palette(theme))
    app.setStyleSheet(style_sheet(theme, touch, narrow))
    QGuiApplication.setPalette(palette(theme))
