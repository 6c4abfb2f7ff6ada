"""Every theme, built in or from a file, gives every widget readable colours: measured on the
palette the application really has after the theme is applied, and on widgets really drawn
(4.5:1 for text, 3:1 for disabled text and focus indicators)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QMenu, QPushButton, QSpinBox, QStyle, QWidget

from triangles.plugins.registry import Registry
from triangles.theme import Theme
from triangles.theme.catalogue import ThemeCatalogue
from triangles.theme.contrast import LARGE, TEXT, contrast, make_readable, pairs, ui_colors
from triangles.ui.style import apply_look, style_sheet
from triangles_themes import BUILT_IN

R, G = QPalette.ColorRole, QPalette.ColorGroup

BAD_THEME = """format = 1
title = "Grey fog"
[window]
panel = "#7a7a7a"
text = "#8a8a8a"
[feedback]
highlight = "#7f7f7f"
"""


def catalogue(user_dir: Path | None = None) -> ThemeCatalogue:
    registry = Registry()
    for cls in BUILT_IN:
        registry.add("triangles.themes", cls.name, cls, "triangles", "test")
    return ThemeCatalogue(registry, user_dir)


def every_theme(tmp_path: Path) -> list[Theme]:
    """The built-in themes and a user theme file whose own colours cannot be read."""
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "fog.toml").write_text(BAD_THEME, encoding="utf-8")
    cat = catalogue(folder)
    return [cat.load(e.name) for e in cat.usable()]


def hex_of(color: QColor) -> str:
    return color.name()


def applied_pairs() -> list[tuple[str, str, str, float]]:
    """(what, foreground, background, needed) read back from the application's palette."""
    pal = QApplication.instance().palette()
    out = []
    for group in (G.Active, G.Inactive):
        for fg, bg in ((R.WindowText, R.Window), (R.Text, R.Base), (R.Text, R.AlternateBase), (R.ButtonText, R.Button),
                       (R.HighlightedText, R.Highlight), (R.ToolTipText, R.ToolTipBase), (R.PlaceholderText, R.Base),
                       (R.Link, R.Base)):
            out.append((f"{group.name} {fg.name} on {bg.name}", hex_of(pal.color(group, fg)), hex_of(pal.color(group, bg)), TEXT))
        for bg in (R.Window, R.Base, R.Button):
            out.append((f"{group.name} focus on {bg.name}", hex_of(pal.color(group, R.Accent)), hex_of(pal.color(group, bg)), LARGE))
    for fg, bg in ((R.WindowText, R.Window), (R.ButtonText, R.Button), (R.Text, R.Base)):
        out.append((f"disabled {fg.name} on {bg.name}", hex_of(pal.color(G.Disabled, fg)), hex_of(pal.color(G.Disabled, bg)), LARGE))
    return out


def rendered_contrast(widget: QWidget) -> float:
    """The contrast of the most distinct colour drawn in `widget` against the colour it is
    mostly filled with (its background): what the eye sees of its text."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    counts: dict[int, int] = {}
    w, h = image.width(), image.height()
    for y in range(h // 4, 3 * h // 4):  # inside the border, where the text is
        for x in range(w // 8, 7 * w // 8):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    background = QColor.fromRgb(max(counts, key=counts.get)).name()
    return max(contrast(QColor.fromRgb(c).name(), background) for c in counts)


def test_a_theme_file_that_cannot_be_read_is_adjusted_with_one_warning(tmp_path: Path) -> None:
    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "fog.toml").write_text(BAD_THEME, encoding="utf-8")
    entry = catalogue(folder).get("fog")
    assert entry is not None and entry.ok, "loaded, not refused"
    adjusted = [w for w in entry.warnings if "adjusted" in w]
    assert len(adjusted) == 1 and "window.text" in adjusted[0]
    assert entry.theme.text != "#8a8a8a"
    assert all(p.ok for p in pairs(ui_colors(entry.theme)))


def test_the_built_in_themes_need_no_adjusting() -> None:
    cat = catalogue()
    for cls in BUILT_IN:
        entry = cat.get(cls.name)
        assert entry is not None and entry.ok and not entry.warnings
        assert make_readable(entry.theme) == (entry.theme, [])


def test_every_theme_reads_in_the_palette_the_application_has(qapp, tmp_path: Path) -> None:
    themes = every_theme(tmp_path)
    assert {"nebula", "daylight", "colorsafe", "blackboard", "fog"} <= {t.name for t in themes}
    for theme in themes:
        apply_look(theme)
        for what, fg, bg, needed in applied_pairs():
            assert contrast(fg, bg) >= needed - 0.01, f"{theme.name}: {what}: {fg} on {bg} is {contrast(fg, bg):.2f}:1"
        disabled = QApplication.instance().palette().color(G.Disabled, R.ButtonText)
        enabled = QApplication.instance().palette().color(G.Active, R.ButtonText)
        button = QApplication.instance().palette().color(G.Active, R.Button).name()
        assert contrast(disabled.name(), button) <= contrast(enabled.name(), button) - 1.0, "disabled looks disabled"


@pytest.mark.parametrize("state", ["plain", "primary", "disabled", "focus"])
def test_every_theme_draws_readable_buttons(qtbot, tmp_path: Path, state: str) -> None:
    for theme in every_theme(tmp_path):
        apply_look(theme)
        host = QWidget()
        qtbot.addWidget(host)
        button = QPushButton("New game", host)
        button.setProperty("primary", state == "primary")
        button.setEnabled(state != "disabled")
        button.resize(220, 60)
        host.resize(240, 80)
        host.show()
        if state == "focus":
            button.setFocus(Qt.FocusReason.TabFocusReason)
            qtbot.waitUntil(button.hasFocus)
        needed = LARGE if state == "disabled" else TEXT
        assert rendered_contrast(button) >= needed - 0.05, f"{theme.name} {state}"
        if state == "focus":  # the ring itself, against the window around the button
            ring = ui_colors(theme).focus
            image = host.grab().toImage()
            edge = [QColor(image.pixel(x, button.y() + button.height() // 2)).name() for x in range(button.x(), button.x() + 4)]
            assert ring in edge, f"{theme.name}: no focus ring at the button's edge ({edge})"
            assert contrast(ring, ui_colors(theme).window) >= LARGE


def test_menus_show_disabled_items_dimmed(qtbot) -> None:
    apply_look(Theme())
    menu = QMenu()
    qtbot.addWidget(menu)
    undo, new = QAction("Undo", menu), QAction("New game", menu)
    undo.setEnabled(False)
    menu.addAction(new)
    menu.addAction(undo)
    menu.popup(QPoint(0, 0))
    qtbot.waitExposed(menu)
    image = menu.grab().toImage()
    ui = ui_colors(Theme())

    def strongest(rect) -> float:  # noqa: ANN001
        return max(contrast(QColor(image.pixel(x, y)).name(), ui.window)
                   for y in range(rect.top(), rect.bottom()) for x in range(rect.left(), rect.right()))

    enabled, disabled = strongest(menu.actionGeometry(new)), strongest(menu.actionGeometry(undo))
    assert disabled >= LARGE - 0.05 and disabled < enabled * 0.6


def test_check_marks_spin_arrows_and_dropdown_arrows_are_drawn(qtbot) -> None:
    """The style sheet leaves these to the style, which draws them in the palette's colours."""
    for theme in (Theme(), catalogue().load("daylight")):
        apply_look(theme)
        host = QWidget()
        qtbot.addWidget(host)
        box, spin, combo = QCheckBox("Sound", host), QSpinBox(host), QComboBox(host)
        combo.addItems(["Beginner", "Normal"])
        spin.move(0, 50)
        combo.move(0, 100)
        host.resize(300, 160)
        host.show()
        qtbot.waitExposed(host)
        style = QApplication.style()
        option_rect = style.subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, _check_option(box), box)
        before = box.grab(option_rect).toImage()
        box.setChecked(True)
        after = box.grab(option_rect).toImage()
        changed = sum(before.pixel(x, y) != after.pixel(x, y) for x in range(after.width()) for y in range(after.height()))
        assert changed > option_rect.width() * option_rect.height() // 8, f"{theme.name}: no tick drawn"
        base = ui_colors(theme).base
        arrows = spin.grab().toImage()
        right = [QColor(arrows.pixel(x, y)).name() for x in range(arrows.width() - 18, arrows.width() - 4)
                 for y in range(4, arrows.height() - 4)]
        assert max(contrast(c, base) for c in right) >= LARGE, f"{theme.name}: no spin box arrows"
        assert rendered_contrast(combo) >= TEXT


def _check_option(box: QCheckBox):  # noqa: ANN202
    from PySide6.QtWidgets import QStyleOptionButton

    option = QStyleOptionButton()
    box.initStyleOption(option)
    return option


def test_tooltips_are_the_interface_font_size() -> None:
    sheet = style_sheet(Theme())
    assert "QToolTip" in sheet and "font-size: 15px" in sheet.split("QToolTip", 1)[1].split("}", 1)[0]
