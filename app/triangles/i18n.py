"""Load and switch the game's language at run time.

English is the source language. The other catalogues are ``triangles_<code>.qm`` files, built
from ``i18n/*.ts`` (see :mod:`triangles.i18n_build`). The language follows the system locale
unless the player picked one in Settings: the window passes that choice to ``set_language`` (``""``
means the system's).
Switching installs new translators; Qt then sends every window a LanguageChange event, and each
window's ``changeEvent`` re-runs its ``retranslate_ui()``.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from typing import Iterable

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QStandardPaths,
    QTranslator,
)

from triangles import i18n_build
from triangles.engine.files import why_unwritable

#: The languages the game is written in, with their names in their own language.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "ca": "Català",
    "el": "Ελληνικά",
    "tr": "Türkçe",
    "cs": "Čeština",
    "it": "Italiano",
}
SOURCE_LANGUAGE = "en"

#: The standard button texts of the game's dialogs, as Qt names them. Qt ships no catalogue for
#: some of the game's languages (Greek), so they are listed here for lupdate and translated in the
#: game's own catalogues too (which Qt consults before its own).
QT_BUTTON_TEXTS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
)

#: The texts of Qt's colour picker (the theme editor's, Qt's own on every system) and of the
#: context menus of a text field and a number box, for the same reason.
QT_WIDGET_TEXTS = (
    QT_TRANSLATE_NOOP("QColorDialog", "Select Color"),
    QT_TRANSLATE_NOOP("QColorDialog", "Hu&e:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Sat:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Val:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Red:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Green:"),
    QT_TRANSLATE_NOOP("QColorDialog", "Bl&ue:"),
    QT_TRANSLATE_NOOP("QColorDialog", "A&lpha channel:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&HTML:"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Basic colors"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Custom colors"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Add to Custom Colors"),
    QT_TRANSLATE_NOOP("QColorDialog", "&Pick Screen Color"),
    QT_TRANSLATE_NOOP("QColorDialog", "Cursor at %1, %2\nPress ESC to cancel"),
    QT_TRANSLATE_NOOP("QColorDialog", "Cursor at %1, %2, color: %3\nPress ESC to cancel"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Undo"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Redo"),
    QT_TRANSLATE_NOOP("QLineEdit", "Cu&t"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Copy"),
    QT_TRANSLATE_NOOP("QLineEdit", "&Paste"),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QLineEdit", "Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Select All"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Step up"),
    QT_TRANSLATE_NOOP("QAbstractSpinBox", "Step &down"),
)

#: The texts of Qt's own file dialog (Open, Save, Import and Export on Linux; Windows and macOS
#: show the system's), for the same reason: Qt has no Greek catalogue, and its Turkish, Czech and
#: Italian ones leave "Look in:", "Files of type:" and the kinds of entries in English.
QT_FILE_DIALOG_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "Save As"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Recent Places"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given."),
    QT_TRANSLATE_NOOP("QFileDialog", "%1\nDirectory not found.\nPlease verify the correct directory name was given."),
    QT_TRANSLATE_NOOP("QFileDialog", "Are you sure you want to delete '%1'?"),
    QT_TRANSLATE_NOOP("QFileDialog", "'%1' is write protected.\nDo you want to delete it anyway?"),
    QT_TRANSLATE_NOOP("QFileDialog", "Could not delete directory."),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    # Qt's texts with a disambiguation: lupdate reads it from translate(), not from a NOOP3.
    QCoreApplication.translate("QFileSystemModel", "Type", "All other platforms"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
    QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
)

_translators: list[QTranslator] = []
_current = SOURCE_LANGUAGE


@cache
def catalogue_dir() -> Path | None:
    """The folder of up-to-date .qm files, compiling them first in a source checkout.

    A source checkout compiles stale or missing catalogues next to the sources (or into the
    user cache when the checkout is read-only); an installed or bundled app ships them in
    ``triangles/translations``. None when no catalogue can be found or built (English only).
    """
    root = i18n_build.source_root()
    if root is not None:
        ts_dir = root / "i18n"
        out_dir = ts_dir
        if why_unwritable(ts_dir):
            cache_root = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
            out_dir = Path(cache_root or Path.home() / ".cache" / "triangles") / "i18n"
        try:
            i18n_build.ensure_compiled(ts_dir, out_dir)
        except (i18n_build.TranslationToolError, OSError) as exc:
            print(f"triangles: translations not rebuilt ({exc})", file=sys.stderr)
        if any(out_dir.glob(f"{i18n_build.CATALOGUE_PREFIX}*.qm")):
            return out_dir
    packaged = Path(__file__).resolve().parent / i18n_build.PACKAGE_TRANSLATIONS
    if packaged.is_dir():
        return packaged
    return None


def _catalogue(code: str) -> Path | None:
    folder = catalogue_dir()
    if folder is None:
        return None
    path = folder / f"{i18n_build.CATALOGUE_PREFIX}{code}.qm"
    return path if path.is_file() else None


def available_languages() -> list[tuple[str, str]]:
    """(code, native name) of every language the player can choose, English first."""
    return [
        (code, name)
        for code, name in LANGUAGES.items()
        if code == SOURCE_LANGUAGE or _catalogue(code) is not None
    ]


def words_in_every_language(keys: Iterable[tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """Each (context, source text) of `keys` as every catalogue words it, mapped back to its key:
    a default player name saved in one language is known in another."""
    keys = tuple(keys)
    found = {source: (context, source) for context, source in keys}
    for code in LANGUAGES:
        path = _catalogue(code)
        translator = QTranslator()
        if path is None or not _load(translator, path):
            continue
        for context, source in keys:
            if text := translator.translate(context, source):
                found.setdefault(text, (context, source))
    return found


def match_language(ui_languages: Iterable[str], available: Iterable[str]) -> str:
    """The first of the locale's UI languages ("cs-CZ", "el") that the game has, else English."""
    codes = set(available)
    for tag in ui_languages:
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in codes:
            return code
    return SOURCE_LANGUAGE


def system_language() -> str:
    """The game language that matches the system locale."""
    return match_language(QLocale.system().uiLanguages(), (c for c, _ in available_languages()))


def current_language() -> str:
    """The code of the language the interface is shown in now."""
    return _current


def _load(translator: QTranslator, path: Path | str, name: str = "") -> bool:
    if name:
        return translator.load(name, str(path))
    return translator.load(str(path))


def set_language(code: str) -> str:
    """Show the interface in ``code`` ("" or an unknown code = the system's) and return the code
    now in effect. The caller keeps the player's choice (the window stores it in its settings).

    Installing the translators makes Qt send LanguageChange to every window, which re-runs
    their ``retranslate_ui()``.
    """
    global _current
    effective = code if code in LANGUAGES else system_language()
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("set_language needs a QApplication")
    for translator in _translators:
        app.removeTranslator(translator)
    _translators.clear()
    QLocale.setDefault(QLocale(effective))
    if effective != SOURCE_LANGUAGE or _catalogue(effective) is not None:
        qt_own = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if _load(qt_own, qt_dir, f"qtbase_{effective}"):
            _translators.append(qt_own)
        catalogue = _catalogue(effective)
        game = QTranslator(app)
        if catalogue is not None and _load(game, catalogue):
            _translators.append(game)
    # Removing and installing a translator each make Qt send LanguageChange to the windows.
    for translator in _translators:
        app.installTranslator(translator)
    _current = effective
    return effective

