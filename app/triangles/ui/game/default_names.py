"""The names the game gives seats by default ("You", "Computer", "Player 1"), known in every
language: a game saved or left unfinished in one language shows them in the language of the
window that opens it, while a name the player typed stays as typed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from triangles.i18n import words_in_every_language

#: (translation context, source text) of every default seat name.
DEFAULT_NAMES = (
    ("NewGameDialog", "You"), ("NewGameDialog", "Computer"), ("NewGameDialog", "Player 1"),
    ("NewGameDialog", "Player 2"), ("Players", "Player 1"), ("Players", "Player 2"),
    ("ReviewWindow", "You"), ("ReviewWindow", "Computer"),
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
