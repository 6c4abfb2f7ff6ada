"""The themes the window can use: Nebula plus every theme plugin whose data makes a valid theme."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtGui import QColor

from triangles.plugins.registry import Registry
from triangles.theme import Theme, nebula

_COLOR_FIELDS = {
    name for name in Theme.field_names()
    if name not in ("name", "title", "font_family", "starfield", "segment_width", "star_radius",
                    "star_glow", "starfield_density", "font_scale")
}


def theme_from_data(data: Mapping[str, Any], name: str) -> Theme | None:
    """A theme from a plugin's data, completed with Nebula's values; None if a value is unusable."""
    base = nebula()
    values: dict[str, Any] = {"name": name}
    for key, value in data.items():
        if key not in Theme.field_names() or key == "name":
            continue
        default = getattr(base, key)
        if key in _COLOR_FIELDS:
            if not isinstance(value, str) or not QColor.isValidColorName(value):
                return None
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                return None
        elif isinstance(default, float):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 100:
                return None
            value = float(value)
        elif not isinstance(value, str):
            return None
        values[key] = value
    return base.with_values(**values)


def available_themes(registry: Registry) -> list[Theme]:
    """Nebula first, then each installed theme plugin that loads."""
    themes = [nebula()]
    for plugin in registry.theme_plugins():
        try:
            theme = theme_from_data(plugin.load(), plugin.name)
        except Exception:
            continue
        if theme is not None and all(t.name != theme.name for t in themes):
            themes.append(theme)
    return themes


def find_theme(registry: Registry, name: str) -> Theme:
    for theme in available_themes(registry):
        if theme.name == name:
            return theme
    return nebula()
