"""The windows' view of the languages: the Settings list and switching (see `triangles.i18n`),
and the names the game gives seats by default, known in every language.

Windows react to QEvent.LanguageChange in `changeEvent` by calling their `retranslate_ui()`, so
switching language in Settings applies at once. The catalogues themselves (compiling, loading,
Qt's own translations, the system locale) are handled by `triangles.i18n`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from triangles.i18n import available_languages, set_language, words_in_every_language


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


#: (translation context, source text) of every default seat name.
DEFAULT_NAMES = (
    ("NewGameDialog", "You"), ("NewGameDialog", "Computer"), ("NewGameDialog", "Player 1"),
    ("NewGameDialog", "Player 2"), ("Players", "Player 1"), ("Players", "Player 2"),
    ("ReviewWindow", "You"), ("ReviewWindow", "Computer"), ("SelfCheck", "Computer 1"), ("SelfCheck", "Computer 2"),
)

#: The keys of the person's own default name, for texts whose verb agrees with "you".
YOU = (("NewGameDialog", "You"), ("ReviewWindow", "You"))


class DefaultNames:
    """Each default name in every language, mapped to its key. Built once (it reads every
    catalogue); `remember_current` adds the current language's words after a switch."""

    def __init__(self) -> None:
        self._keys = words_in_every_language(DEFAULT_NAMES)

    def key(self, name: str) -> tuple[str, str] | None:
        """The (context, source) of a default name in any language, else None (a typed name)."""
        return self._keys.get(name)

    def current(self, name: str) -> str:
        """`name` in the current language if it is a default name, else as it is."""
        key = self.key(name)
        return name if key is None else QCoreApplication.translate(*key)

    def remember_current(self) -> None:
        self._keys.update((QCoreApplication.translate(*key), key) for key in DEFAULT_NAMES)
