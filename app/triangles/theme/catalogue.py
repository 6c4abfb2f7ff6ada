"""The theme catalogue: every theme the player can choose, where it came from, and the user's
theme folder (save, rename, delete, import, export).

Themes come from `triangles.themes` plugins (the built-ins are plugins too) and from `*.toml`
files in the user's theme folder. Building the catalogue never raises: a theme that cannot be
loaded is listed with a one-line error and cannot be chosen. Qt is imported only to find the
user's folder, so the rest works without it.
"""

from __future__ import annotations

import logging
from collections.abc import Container, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from triangles.plugins.api import GROUP_THEMES, ThemePlugin
from triangles.plugins.guard import call_within
from triangles.plugins.last_words import JOURNAL, LOAD
from triangles.plugins.registry import BUILT_IN_PACKAGE, Registry, default_registry

from .contrast import board_problems, make_readable
from .fileformat import SUFFIX, ThemeFileError, read_theme_data, read_theme_file, write_theme_file
from .model import Theme
from .schema import TITLE, name_from_text, theme_from_data, valid_name

log = logging.getLogger(__name__)

DEFAULT_THEME = "nebula"
#: A theme plugin's `load()` that takes longer is skipped, so a hung plugin cannot freeze the app.
THEME_LOAD_SECONDS = 2.0
#: Theme plugins ("package:name") whose load() hung; a thread cannot be stopped, so never ask twice.
_HUNG: set[str] = set()
PLUGIN = "plugin"
USER = "user"


class ThemeError(Exception):
    """A theme operation that cannot be done; the message is one line for the player."""


@dataclass(frozen=True)
class ThemeEntry:
    """One theme of the catalogue: usable (`theme` set) or not (`error` says why)."""

    name: str
    title: str  # English source string for built-ins; shown through translate("themes", title)
    source: str  # the plugin's package, or the theme file's path
    kind: str  # PLUGIN or USER
    path: Path | None = None
    error: str | None = None
    warnings: tuple[str, ...] = ()
    theme: Theme | None = field(default=None, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.theme is not None

    @property
    def editable(self) -> bool:
        """User themes can be renamed, overwritten and deleted; plugin themes only copied."""
        return self.kind == USER and self.path is not None

    @property
    def built_in(self) -> bool:
        """A theme that came with the game (a plugin theme of another package is not)."""
        return self.kind == PLUGIN and self.source == BUILT_IN_PACKAGE

    def described(self) -> str:
        """What the theme is, for a message that it takes a name: "a built-in theme", "the theme
        of the plugin package 'x'" or the theme file."""
        if self.built_in:
            return "a built-in theme"
        return f"the theme of the plugin package {self.source!r}" if self.kind == PLUGIN else self.source


#: A board hard to follow, in the words of a theme's warning (`board_problems`' keys).
BOARD_PROBLEM_WORDS = {
    "players_alike": "the two players' lines look almost the same",
    "player1_faint": "player 1's lines hardly show on the background",
    "player2_faint": "player 2's lines hardly show on the background",
    "stars_faint": "the stars hardly show on the background",
}


def _readable(theme: Theme, warnings: list[str]) -> tuple[Theme, list[str]]:
    """A theme whose window text would not read, repaired, with one warning saying so; one
    whose board would be hard to follow, with one warning saying why (its colours are the
    author's choice: a file whose lines matched its background was loaded without a word)."""
    theme, changed = make_readable(theme)
    if changed:
        keys = ", ".join(f"window.{k}" if k in ("panel", "text") else f"feedback.{k}" for k in changed)
        warnings = [*warnings, f"colours adjusted so that the text can be read: {keys}"]
    if problems := board_problems(theme):
        warnings = [*warnings, "hard to play: " + "; ".join(BOARD_PROBLEM_WORDS[p] for p in problems)]
    return theme, warnings


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


class ThemeCatalogue:
    """The themes of the installed plugins and of one user folder, by name."""

    def __init__(self, registry: Registry | None = None, user_dir: Path | None = None) -> None:
        self.registry = registry if registry is not None else Registry()
        self.user_dir = user_dir
        self._entries: dict[str, ThemeEntry] = {}
        self.refresh()

    # ------------------------------------------------------------------------------ listing
    def refresh(self) -> None:
        """Read the plugins and the user folder again (after a change made outside the app)."""
        entries: list[ThemeEntry] = []
        for info in self.registry.infos:
            if info.group != GROUP_THEMES:
                continue
            if info.status != "ok":
                entries.append(ThemeEntry(info.name, info.name, info.package, PLUGIN, error=info.error))
                continue
            with JOURNAL.running(info.group, info.name, LOAD):
                entry = self._plugin_entry(info.obj, info.package)
            if entry.error is not None:  # listed as failed everywhere (`triangles plugins`, the Plugins window)
                self.registry.disable(GROUP_THEMES, info.name, entry.error)
            for line in entry.warnings:
                log.warning("theme %r: %s", entry.name, line)
            entries.append(entry)
        self._entries = {}
        for entry in entries:
            self._add(entry)
        for entry in self._user_entries():
            self._add(entry)
        for entry in self._entries.values():
            if entry.error and entry.kind != PLUGIN:  # the registry has said a plugin's
                log.warning("theme %r skipped: %s", entry.name, entry.error)

    def _add(self, entry: ThemeEntry) -> None:
        """First come, first served: plugins before the user folder, so a file cannot shadow
        a built-in; a later theme of a taken name is listed with an error."""
        taken = self._entries.get(entry.name)
        if taken is None:
            self._entries[entry.name] = entry
            return
        self._entries[f"{entry.name}\0{entry.source}"] = ThemeEntry(
            entry.name, entry.title, entry.source, entry.kind, entry.path,
            error=f"the name {entry.name!r} is already taken by {taken.described()}",
        )

    @staticmethod
    def _plugin_entry(plugin: ThemePlugin, package: str) -> ThemeEntry:
        name = plugin.name
        title = " ".join(str(getattr(plugin, "title", plugin.name)).split()) or name  # one line in lists
        key = f"{package}:{name}"
        if key in _HUNG:  # still hanging since an earlier refresh: not asked again
            return ThemeEntry(name, title, package, PLUGIN, error=f"did not load within {THEME_LOAD_SECONDS:g} s")
        try:
            data = call_within(THEME_LOAD_SECONDS, plugin.load)
            if not isinstance(data, Mapping):
                return ThemeEntry(name, title, package, PLUGIN,
                                  error=f"load() returned {type(data).__name__}, not a table of theme keys (a dict)")
            theme, warnings = theme_from_data(data, name=name)
        except TimeoutError:
            _HUNG.add(key)
            return ThemeEntry(name, title, package, PLUGIN, error=f"did not load within {THEME_LOAD_SECONDS:g} s")
        except Exception as exc:  # a third-party plugin may throw anything
            return ThemeEntry(name, title, package, PLUGIN, error=f"cannot load: {_one_line(exc)}")
        theme, warnings = _readable(theme.with_values(title=title), warnings)
        return ThemeEntry(name, title, package, PLUGIN, warnings=tuple(warnings), theme=theme)

    def _user_entries(self) -> list[ThemeEntry]:
        if self.user_dir is None or not self.user_dir.is_dir():
            return []
        entries = []
        paths = [path for path in sorted(self.user_dir.glob(f"*{SUFFIX}")) if not path.name.startswith(".")]  # hidden
        # A name made from a file's name ("Ночь.toml") avoids every name taken: "theme" for
        # both "Ночь" and "Лес" refused the second file.
        taken = {path.stem for path in paths if valid_name(path.stem)}
        for path in paths:
            name = path.stem
            if not valid_name(name):
                name = self.free_name(name_from_text(name), taken)
                taken.add(name)
            try:
                theme, warnings = read_theme_file(path, name=name)
            except ThemeFileError as exc:
                entries.append(ThemeEntry(name, name, str(path), USER, path, error=str(exc)))
                continue
            theme, warnings = _readable(theme, warnings)
            for line in warnings:
                log.warning("theme %s: %s", path.name, line)
            entries.append(ThemeEntry(name, theme.title, str(path), USER, path, None, tuple(warnings), theme))
        return entries

    def entries(self) -> list[ThemeEntry]:
        """Every theme, usable or not: Nebula first, then the plugins', then the user's."""
        def order(e: ThemeEntry) -> tuple[int, str]:
            return (0 if e.name == DEFAULT_THEME else 1 if e.kind == PLUGIN else 2, e.title.casefold())
        return sorted(self._entries.values(), key=order)

    def usable(self) -> list[ThemeEntry]:
        return [e for e in self.entries() if e.ok]

    def errors(self) -> list[ThemeEntry]:
        return [e for e in self.entries() if not e.ok]

    def get(self, name: str) -> ThemeEntry | None:
        return self._entries.get(name)

    def names(self) -> list[str]:
        return [e.name for e in self.usable()]

    def load(self, name: str) -> Theme:
        """The theme called `name`, or Nebula if there is no usable theme of that name."""
        entry = self._entries.get(name)
        if entry is not None and entry.theme is not None:
            return entry.theme
        default = self._entries.get(DEFAULT_THEME)
        if name != DEFAULT_THEME:
            log.warning("theme %r is not available; using %r", name, DEFAULT_THEME)
        return default.theme if default is not None and default.theme is not None else Theme()

    # -------------------------------------------------------------------------- user folder
    def free_name(self, wanted: str, also_taken: Container[str] = ()) -> str:
        """`wanted` made valid, with "-2", "-3", ... appended while the name is taken (by a
        theme listed, or in `also_taken`)."""
        base = wanted if valid_name(wanted) else name_from_text(wanted)
        name, n = base, 1
        while name in self._entries or name in also_taken:
            n += 1
            suffix = f"-{n}"
            name = base[: 40 - len(suffix)] + suffix
        return name

    def _folder(self) -> Path:
        if self.user_dir is None:
            raise ThemeError("there is no user theme folder")
        return self.user_dir

    def _folder_trouble(self, exc: OSError) -> str:
        """Why the user's theme folder could not be written, said of the folder (the player's
        own), not of one file in it."""
        folder = self._folder()
        if folder.exists() and not folder.is_dir():
            return f"your themes folder {folder} is a file, not a folder"
        return f"your themes folder {folder} cannot be written to ({exc.strerror or exc})"

    def _check_new_name(self, name: str) -> None:
        if not valid_name(name):
            raise ThemeError(
                f"{name!r} is not a theme name: use 1 to 40 lower-case letters, digits, '-' or '_'"
            )
        taken = self._entries.get(name)
        if taken is not None and not taken.editable:
            raise ThemeError(f"the name {name!r} is taken by {taken.described()}")

    def save(self, theme: Theme, name: str, title: str | None = None, doing: str = "save") -> ThemeEntry:
        """Save `theme` as the user theme `name` (replacing a user theme of that name); `doing`
        names the player's action in a failure ("cannot import the theme: ...")."""
        self._check_new_name(name)
        title, why = TITLE.check((title or theme.title).strip())
        if why:  # a title the file could not give back
            raise ThemeError(f"the title {why}")
        theme = theme.with_values(name=name, title=title or name)
        path = self._folder() / f"{name}{SUFFIX}"
        try:
            write_theme_file(path, theme)
        except OSError as exc:
            raise ThemeError(f"cannot {doing} the theme: {self._folder_trouble(exc)}") from None
        self.refresh()
        return self._entries[name]

    def _user_entry(self, name: str) -> ThemeEntry:
        entry = self._entries.get(name)
        if entry is None or not entry.editable or entry.path is None:
            raise ThemeError(f"{name!r} is not one of your themes")
        return entry

    def rename(self, name: str, new_name: str, new_title: str | None = None) -> ThemeEntry:
        """Give a user theme a new name (its file follows) and optionally a new title."""
        entry = self._user_entry(name)
        if entry.theme is None:
            raise ThemeError(f"{name!r} cannot be read: {entry.error}")
        if new_name != name and new_name in self._entries:
            raise ThemeError(f"the name {new_name!r} is already taken")
        self._check_new_name(new_name)
        saved = self.save(entry.theme, new_name, new_title or entry.theme.title)
        assert entry.path is not None
        if saved.path != entry.path:
            self._remove_file(entry.path)
        self.refresh()
        return self._entries[new_name]

    def delete(self, name: str) -> None:
        """Delete a user theme's file."""
        entry = self._user_entry(name)
        assert entry.path is not None
        self._remove_file(entry.path)
        self.refresh()

    @staticmethod
    def _remove_file(path: Path) -> None:
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise ThemeError(f"cannot delete the theme: {self._folder_trouble(exc)}") from None

    def import_title(self, path: Path) -> str:
        """The title a theme file would be imported with; ThemeError if it cannot be read."""
        try:
            data = read_theme_data(path)
        except ThemeFileError as exc:
            raise ThemeError(str(exc)) from None
        theme, _ = theme_from_data(data, name=self._import_name(data, path))
        return theme.title

    def titled(self, title: str) -> ThemeEntry | None:
        """The usable theme shown with this title (case and spaces ignored), if any."""
        key = " ".join(title.split()).casefold()
        return next((e for e in self.usable() if " ".join(e.title.split()).casefold() == key), None)

    def free_title(self, title: str) -> str:
        """`title`, or "title (2)", "title (3)", ... if a theme already has it."""
        found, n = title, 1
        while self.titled(found) is not None:
            n += 1
            found = f"{title} ({n})"
        return found

    @staticmethod
    def _import_name(data: dict, path: Path) -> str:
        return str(data.get("name")) if valid_name(data.get("name")) else name_from_text(path.stem)

    def import_file(self, path: Path, title: str | None = None, replace_name: str | None = None) -> ThemeEntry:
        """Copy a theme file into the user folder; ThemeError if unreadable.

        By default under a free name; `title` gives it another title, `replace_name` writes it
        over that user theme instead. The copy is the completed theme, so an imported file
        always holds every key.
        """
        try:
            data = read_theme_data(path)
        except ThemeFileError as exc:
            raise ThemeError(str(exc)) from None
        if replace_name is not None:
            self._user_entry(replace_name)
            name = replace_name
        else:
            name = self.free_name(name_from_text(title) if title else self._import_name(data, path))
        theme, warnings = theme_from_data(data, name=name)
        theme, warnings = _readable(theme, warnings)
        return replace(self.save(theme, name, title, doing="import"), warnings=tuple(warnings))

    def export(self, name: str, path: Path) -> None:
        """Write any usable theme (built-in or user) to a file the player chose."""
        entry = self._entries.get(name)
        if entry is None or entry.theme is None:
            raise ThemeError(f"there is no usable theme called {name!r}")
        try:
            write_theme_file(path, entry.theme)
        except OSError as exc:
            raise ThemeError(f"cannot write {path}: {exc.strerror or exc}") from None


def user_theme_dir() -> Path:
    """The user's theme folder: Qt's application data location plus "themes" (not created)."""
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return (Path(base) if base else Path.home() / ".triangles") / "themes"


def default_catalogue(registry: Registry | None = None, user_dir: Path | None = None) -> ThemeCatalogue:
    """The catalogue of the installed theme plugins and the user's theme folder."""
    return ThemeCatalogue(
        registry if registry is not None else default_registry(),
        user_dir if user_dir is not None else user_theme_dir(),
    )
