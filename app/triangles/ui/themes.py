"""The themes the window offers: the theme catalogue of the installed theme plugins and the
user's theme folder (validation, completion from Nebula and errors live in triangles.theme)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from weakref import WeakKeyDictionary

from triangles.plugins.registry import Registry
from triangles.theme import Theme
from triangles.theme.catalogue import ThemeCatalogue, user_theme_dir
from triangles.theme.qtstyle import display_title

_catalogues: "WeakKeyDictionary[Registry, ThemeCatalogue]" = WeakKeyDictionary()


def theme_catalogue(registry: Registry, user_dir: Path | None = None) -> ThemeCatalogue:
    """The catalogue for this registry (one per registry, so the editor's changes are seen by
    every dialog); `user_dir` replaces the user's theme folder (tests)."""
    catalogue = _catalogues.get(registry)
    if catalogue is None or (user_dir is not None and catalogue.user_dir != user_dir):
        catalogue = ThemeCatalogue(registry, user_dir if user_dir is not None else user_theme_dir())
        _catalogues[registry] = catalogue
    return catalogue


def available_themes(registry: Registry) -> list[Theme]:
    """Nebula first, then the other built-in and plugin themes, then the user's; usable ones only."""
    return [entry.theme for entry in theme_catalogue(registry).usable() if entry.theme is not None]


def theme_choices(registry: Registry) -> list[tuple[str, str]]:
    """(label, name) of each usable theme, in the player's language, in `available_themes`'s
    order; themes sharing a title (files copied by hand) are told apart by their names."""
    themes = available_themes(registry)
    titles = [display_title(theme.title) for theme in themes]
    shared = Counter(titles)
    return [(f"{title} ({theme.name})" if shared[title] > 1 else title, theme.name) for title, theme in zip(titles, themes)]


def find_theme(registry: Registry, name: str) -> Theme:
    """The theme called `name`, or Nebula."""
    return theme_catalogue(registry).load(name)
