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


def told_apart(titled: list[tuple[str, str]]) -> list[str]:
    """The label of each (shown title, name): the title, or "title (name)" where themes share
    it (files copied by hand), so no two entries of a list read the same."""
    shared = Counter(title for title, _ in titled)
    return [f"{title} ({name})" if shared[title] > 1 else title for title, name in titled]


def theme_choices(registry: Registry) -> list[tuple[str, str]]:
    """(label, name) of each usable theme, in the player's language, in `available_themes`'s
    order (see `told_apart`)."""
    titled = [(display_title(theme.title), theme.name) for theme in available_themes(registry)]
    return list(zip(told_apart(titled), (name for _, name in titled)))


def find_theme(registry: Registry, name: str) -> Theme:
    """The theme called `name`, or Nebula."""
    return theme_catalogue(registry).load(name)
