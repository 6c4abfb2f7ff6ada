"""The built-in computer players, registered as `triangles.ai` plugins like any third-party one.

- `standard`: levels beginner, normal and expert.
- `random`: level random, a uniformly random legal segment (the baseline of the strength tests).

Hints: `suggest(view)` returns the segment the Expert would draw (or None when there is nothing
to draw). A rules plugin that offers a hint action receives it from the application, which asks
the AI registry (`Registry.find_ai("expert")`) and calls `plugin.suggest(view)`; rules plugins
never import this package themselves.
"""

from __future__ import annotations

from typing import ClassVar, Mapping, Sequence

from triangles.plugins.api import AIPlayer, AIPlugin, GameView, Move

from .players import BeginnerPlayer, ExpertPlayer, NormalPlayer, RandomPlayer

#: Think time a hint may take, in seconds.
HINT_BUDGET = 0.5


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the extractor's marker
    """Mark `text` for translation in `context`; the window translates it where it is shown."""
    return text


def _levels(*titles: str) -> tuple[str, ...]:
    """Level names from the titles the window shows (it capitalises a level and translates it
    in the "levels" context)."""
    return tuple(title.lower() for title in titles)


def suggest(view: GameView, budget_s: float = HINT_BUDGET, seed: int | None = None) -> Move | None:
    """The segment the Expert would draw now, or None when no segment can be drawn."""
    if view.is_over() or not view.legal_mask.any():
        return None
    action = ExpertPlayer(seed).choose_move(view, budget_s)
    return action if isinstance(action, Move) else None


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

    _classes: ClassVar[dict[str, type[AIPlayer]]] = {
        "beginner": BeginnerPlayer,
        "normal": NormalPlayer,
        "expert": ExpertPlayer,
    }

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        if level not in self._classes:
            raise ValueError(f"unknown level {level!r} (choose from {', '.join(self.levels)})")
        return self._classes[level](seed)

    def suggest(self, view: GameView, budget_s: float = HINT_BUDGET) -> Move | None:
        """A hint for the player to move (see the module docstring)."""
        return suggest(view, budget_s)


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
