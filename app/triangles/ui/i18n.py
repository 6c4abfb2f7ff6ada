"""Languages: install the translator for a language and let every window retranslate itself.

Windows react to QEvent.LanguageChange in `changeEvent` by calling their `retranslate_ui()`, so
switching language in Settings applies at once. Compiled catalogues are `triangles_<code>.qm`.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

import triangles

#: (code, English name) of each language; "" follows the system.
LANGUAGES: list[tuple[str, str]] = [("", "Follow the system"), ("en", "English")]

TRANSLATION_DIRS = (
    Path(triangles.__file__).resolve().parent / "i18n",
    Path(triangles.__file__).resolve().parents[2] / "i18n",
)

_installed: list[QTranslator] = []


def language_names() -> list[tuple[str, str]]:
    """The language list with translated names (the system entry in the current language)."""
    return [(code, QCoreApplication.translate("Languages", name)) for code, name in LANGUAGES]


def install_language(code: str) -> str:
    """Use `code` ("" = the system's language) from now on; returns the locale name in use."""
    app = QCoreApplication.instance()
    if app is None:
        return "en"
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    locale = QLocale.system() if not code else QLocale(code)
    QLocale.setDefault(locale)
    ours = QTranslator(app)
    for folder in TRANSLATION_DIRS:
        if ours.load(locale, "triangles", "_", str(folder)):
            app.installTranslator(ours)
            _installed.append(ours)
            break
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    if not _installed:  # still announce the change: windows relabel (e.g. back to English)
        from PySide6.QtCore import QEvent

        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    return locale.name()
