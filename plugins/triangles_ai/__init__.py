"""The built-in computer players, registered as `triangles.ai` plugins like any third-party one.

- `standard`: levels beginner, normal and expert.
- `random`: level random, a uniformly random legal segment (the baseline of the strength tests).

Hints: `StandardAI.hint_level` names the Expert, so the application's hint source
(`Registry.hint_source`) suggests the Expert's move; rules plugins never import this package.
"""

from __future__ import annotations

from typing import ClassVar, Mapping, Sequence

from triangles.plugins.api import AIPlayer, AIPlugin, Analysis, GameView

from .players import BeginnerPlayer, ExpertPlayer, NormalPlayer, RandomPlayer


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the extractor's marker
    """Mark `text` for translation in `context`; the window translates it where it is shown."""
    return text


def _levels(*titles: str) -> tuple[str, ...]:
    """Level names from the titles the window shows (it capitalises a level and translates it
    in the "levels" context)."""
    return tuple(title.lower() for title in titles)


class StandardAI(AIPlugin):
    """Beginner, Normal and Expert."""

    name = "standard"
    title = QT_TRANSLATE_NOOP("ai", "Standard")
    version = "1.0"
    levels: ClassVar[Sequence[str]] = _levels(
        QT_TRANSLATE_NOOP("levels", "Beginner"),
        QT_TRANSLATE_NOOP("levels", "Normal"),
        QT_TRANSLATE_NOOP("levels", "Expert"),
    )
    supports: ClassVar[Sequence[str]] = ("classic", "dice")
    budgets: ClassVar[Mapping[str, float]] = {"beginner": 0.04, "normal": 0.25, "expert": 1.5}
    hint_level: ClassVar[str] = "expert"  # a hint shows the Expert's move
    analyses: ClassVar[Sequence[str]] = ("classic",)  # the exact solver knows the classic rules

    _classes: ClassVar[dict[str, type[AIPlayer]]] = {
        "beginner": BeginnerPlayer,
        "normal": NormalPlayer,
        "expert": ExpertPlayer,
    }

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        if level not in self._classes:
            raise ValueError(f"unknown level {level!r} (choose from {', '.join(self.levels)})")
        return self._classes[level](seed)

    def analyse(self, view: GameView, deadline: float, exact: bool = True) -> Analysis:
        """Perfect play by the exact solver (`triangles analyse`, game review), within `deadline`."""
        from .analysis import EXACT_SHARE, analyse_game

        return analyse_game(view.copy(), deadline, EXACT_SHARE if exact else 0.0)


class RandomAI(AIPlugin):
    """A uniformly random legal segment."""

    name = "random"
    title = QT_TRANSLATE_NOOP("ai", "Random")
    version = "1.0"
    levels: ClassVar[Sequence[str]] = _levels(QT_TRANSLATE_NOOP("levels", "Random"))
    supports: ClassVar[Sequence[str]] = ("classic", "dice")
    budgets: ClassVar[Mapping[str, float]] = {"random": 0.04}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        if level != "random":
            raise ValueError(f"unknown level {level!r} (choose from random)")
        return RandomPlayer(seed)
