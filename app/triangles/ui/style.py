"""The window's style sheet, generated from a theme (colours, font, touch-friendly sizes)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from triangles.theme import Theme


def _rgba(color: str, alpha: float | None = None) -> str:
    c = QColor(color)
    a = c.alphaF() if alpha is None else alpha
    return f"rgba({c.red()}, {c.green()}, {c.blue()}, {a:.3f})"


def _luminance(c: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _text_on(color: str, alpha: float, panel: str, text: str) -> str:
    """The theme's text colour on `color` (at `alpha` over the panel) if it reads there (3:1),
    else black or white, whichever reads better (light player colours in some themes)."""
    c, p = QColor(color), QColor(panel)
    bg = QColor(*(round(getattr(c, ch)() * alpha + getattr(p, ch)() * (1 - alpha)) for ch in ("red", "green", "blue")))
    if _contrast(QColor(text), bg) >= 3.0:
        return text
    return "#000000" if _contrast(QColor("#000000"), bg) >= _contrast(QColor("#ffffff"), bg) else "#ffffff"


def _mix(base: str, over: str, amount: float) -> str:
    """`over` laid on `base` at `amount` opacity, as an opaque colour (header sections need one)."""
    a, b = QColor(base), QColor(over)
    mix = [round(x + (y - x) * amount) for x, y in ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue()))]
    return QColor(*mix).name()


def style_sheet(theme: Theme) -> str:
    """Big rounded controls (at least 44 px high for a finger), the theme's panel and text colours."""
    t = theme
    font = f'font-family: "{t.font_family}";' if t.font_family else ""
    size = round(15 * t.font_scale)
    panel, text, hi = t.panel, t.text, t.highlight
    return f"""
    QWidget {{ color: {text}; {font} font-size: {size}px; }}
    QMainWindow, QDialog, #central {{ background: {panel}; }}
    #scoreBar, #toolBar {{ background: {_rgba(panel, 0.92)}; border: none; }}
    #scoreBar {{ border-bottom: 1px solid {_rgba(text, 0.10)}; }}
    #toolBar {{ border-top: 1px solid {_rgba(text, 0.10)}; }}
    QFrame[chip="true"] {{ background: {_rgba(text, 0.05)}; border: 2px solid transparent; border-radius: 14px; }}
    #chip1[active="true"] {{ border-color: {t.player1}; background: {_rgba(t.player1, 0.16)}; }}
    #chip2[active="true"] {{ border-color: {t.player2}; background: {_rgba(t.player2, 0.16)}; }}
    #chip1[scored="true"] {{ background: {_rgba(t.player1, 0.45)}; }}
    #chip2[scored="true"] {{ background: {_rgba(t.player2, 0.45)}; }}
    #chipName {{ font-weight: 600; }}
    #chipScore {{ font-size: {round(size * 1.9)}px; font-weight: 700; min-width: 1.1em; }}
    #status {{ color: {_rgba(text, 0.85)}; }}
    #segmentsLeft {{ color: {hi}; font-weight: 600; }}
    #diceOverlay {{ background: {_rgba(panel, 0.78)}; border-bottom: 1px solid {_rgba(text, 0.10)}; }}
    #toast {{ background: {_rgba("#000000", 0.72)}; color: {text}; border: 1px solid {_rgba(t.refusal, 0.9)};
              border-radius: 16px; padding: 12px 18px; font-size: {round(size * 1.1)}px; font-weight: 600; }}
    QPushButton, QToolButton {{ background: {_rgba(text, 0.08)}; border: 1px solid {_rgba(text, 0.16)};
              border-radius: 12px; padding: 8px 12px; min-height: 30px; min-width: 44px; }}
    QPushButton:hover, QToolButton:hover {{ background: {_rgba(text, 0.15)}; }}
    QPushButton:pressed, QToolButton:pressed {{ background: {_rgba(hi, 0.30)}; }}
    QPushButton:focus, QToolButton:focus {{ border: 2px solid {hi}; }}
    QPushButton:disabled, QToolButton:disabled {{ color: {_rgba(text, 0.35)}; background: {_rgba(text, 0.03)}; }}
    QPushButton[primary="true"] {{ background: {_rgba(t.player1, 0.85)}; border: 1px solid {t.player1}; font-weight: 700;
              color: {_text_on(t.player1, 0.85, panel, text)}; }}
    QPushButton[primary="true"]:hover {{ background: {t.player1}; }}
    QToolButton::menu-indicator {{ image: none; }}
    #endCard {{ background: {_rgba(panel, 0.94)}; border: 1px solid {_rgba(text, 0.18)}; border-radius: 24px; }}
    #endTitle {{ font-size: {round(size * 2.4)}px; font-weight: 800; }}
    #endScore {{ font-size: {round(size * 1.5)}px; color: {_rgba(text, 0.85)}; }}
    #endShade {{ background: {_rgba("#000000", 0.45)}; }}
    QLineEdit, QComboBox, QSpinBox, QDoubleSpinBox {{ background: {_rgba(text, 0.07)}; border: 1px solid {_rgba(text, 0.2)};
              border-radius: 10px; padding: 6px 10px; min-height: 28px; }}
    QComboBox QAbstractItemView {{ background: {panel}; selection-background-color: {_rgba(hi, 0.35)}; }}
    QCheckBox {{ spacing: 10px; min-height: 32px; }}
    QCheckBox::indicator {{ width: 22px; height: 22px; border-radius: 6px; border: 1px solid {_rgba(text, 0.4)}; background: {_rgba(text, 0.06)}; }}
    QCheckBox::indicator:checked {{ background: {t.player2}; border-color: {t.player2}; }}
    QGroupBox {{ border: 1px solid {_rgba(text, 0.15)}; border-radius: 12px; margin-top: 14px; padding: 10px; }}
    QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 4px; color: {_rgba(text, 0.8)}; }}
    QScrollArea, QScrollArea > QWidget > QWidget {{ background: transparent; border: none; }}
    QScrollBar:vertical {{ background: transparent; width: 12px; }}
    QScrollBar::handle:vertical {{ background: {_rgba(text, 0.25)}; border-radius: 6px; min-height: 40px; }}
    QScrollBar:horizontal {{ background: transparent; height: 12px; }}
    QScrollBar::handle:horizontal {{ background: {_rgba(text, 0.25)}; border-radius: 6px; min-width: 40px; }}
    QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
    QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
    QProgressBar {{ background: {_rgba(text, 0.07)}; border: 1px solid {_rgba(text, 0.2)}; border-radius: 6px; max-height: 12px; }}
    QProgressBar::chunk {{ background: {hi}; border-radius: 5px; }}
    QTableWidget, QTextBrowser, QListWidget {{ background: {_rgba(text, 0.04)}; border: 1px solid {_rgba(text, 0.12)}; border-radius: 10px; }}
    QHeaderView {{ background: transparent; border: none; }}
    QHeaderView::section {{ background-color: {_mix(panel, text, 0.12)}; color: {text}; border: none;
              border-right: 1px solid {_rgba(text, 0.08)}; padding: 6px 4px; font-weight: 600; }}
    QTableCornerButton::section {{ background-color: {_mix(panel, text, 0.12)}; border: none; }}
    QTableWidget {{ gridline-color: {_rgba(text, 0.08)}; selection-background-color: {_rgba(hi, 0.25)}; }}
    QListWidget {{ selection-background-color: {_rgba(hi, 0.3)}; selection-color: {text}; }}
    QMenu {{ background: {panel}; border: 1px solid {_rgba(text, 0.2)}; padding: 6px; }}
    QMenu::item {{ padding: 10px 28px 10px 16px; border-radius: 8px; }}
    QMenu::item:selected {{ background: {_rgba(hi, 0.25)}; }}
    QMenuBar {{ background: {panel}; }}
    QMenuBar::item:selected {{ background: {_rgba(hi, 0.25)}; }}
    """
