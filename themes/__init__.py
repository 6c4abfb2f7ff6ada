"""The built-in themes: one TOML file each, registered as `triangles.themes` entry points in
pyproject.toml exactly like a third-party theme package would be (see docs/themes.md).

Titles are English source strings; the game shows them through its "themes" translation context.
`QT_TRANSLATE_NOOP` below only marks them for the translation extractor, so this package needs
nothing from the app but the plugin API.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any, ClassVar, Mapping

from triangles.plugins.api import ThemePlugin


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the extractor's marker
    """Mark `text` for translation in `context`; the text itself is translated where shown."""
    return text


class ThemeFile(ThemePlugin):
    """A theme whose data is a TOML file shipped in this package."""

    filename: ClassVar[str]

    def load(self) -> Mapping[str, Any]:
        text = resources.files(__name__).joinpath(self.filename).read_text(encoding="utf-8")
        return tomllib.loads(text)


class Nebula(ThemeFile):
    name = "nebula"
    title = QT_TRANSLATE_NOOP("themes", "Nebula")
    filename = "nebula.toml"


class Daylight(ThemeFile):
    name = "daylight"
    title = QT_TRANSLATE_NOOP("themes", "Daylight")
    filename = "daylight.toml"


class ColourSafe(ThemeFile):
    name = "colorsafe"
    title = QT_TRANSLATE_NOOP("themes", "Colour-safe")
    filename = "colorsafe.toml"


class Blackboard(ThemeFile):
    name = "blackboard"
    title = QT_TRANSLATE_NOOP("themes", "Blackboard")
    filename = "blackboard.toml"


BUILT_IN: tuple[type[ThemeFile], ...] = (Nebula, Daylight, ColourSafe, Blackboard)
