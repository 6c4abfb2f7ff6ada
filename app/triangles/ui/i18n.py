"""The windows' view of the languages: the Settings list and switching (see `triangles.i18n`).

Windows react to QEvent.LanguageChange in `changeEvent` by calling their `retranslate_ui()`, so
switching language in Settings applies at once. The catalogues themselves (compiling, loading,
Qt's own translations, the system locale) are handled by `triangles.i18n`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from triangles.i18n import available_languages, set_language


def language_names() -> list[tuple[str, str]]:
    """The Settings choices: "follow the system" (translated), then each language in its own name."""
    system = QCoreApplication.translate("Languages", "Follow the system")
    return [("", system), *available_languages()]


def install_language(code: str) -> str:
    """Use `code` ("" = the system's language) from now on; returns the language code in use.

    The caller stores the choice (AppSettings.language); this only switches the interface.
    """
    if QCoreApplication.instance() is None:
        return "en"
    return set_language(code)
