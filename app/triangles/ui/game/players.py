"""Who plays: a person or a computer player built from the registry's `triangles.ai` group."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from triangles.plugins.safe_play import fallback_action
from triangles.plugins.api import Action, AIPlayer, AIPlugin, GameView
from triangles.plugins.guard import GameGuard, SafePlayer, create_player
from triangles.plugins.registry import Registry

#: Think-time budget when a plugin does not declare one for its level.
DEFAULT_BUDGET_S = 1.0
#: The longest name a seat shows (New Game's fields take no more; a file's are cut to it).
NAME_MAX = 24


@dataclass(frozen=True)
class PlayerSpec:
    """One seat: a name, and for a computer the "plugin:level" it plays at ("" for a person)."""

    name: str
    ai: str = ""

    @property
    def is_computer(self) -> bool:
        return bool(self.ai)

    @property
    def level(self) -> str:
        return self.ai.rpartition(":")[2]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "ai": self.ai}

    @classmethod
    def from_json(cls, data: Any, default_name: str) -> "PlayerSpec":
        """Lenient: a missing or malformed entry becomes a person with the default name; a name
        from a file is one line of at most NAME_MAX characters (one of 300 stretched the window
        beyond the screen, a line break broke the turn line)."""
        if not isinstance(data, dict):
            return cls(default_name)
        name = data.get("name")
        name = " ".join(name.split()) if isinstance(name, str) else ""
        if len(name) > NAME_MAX:
            name = name[:NAME_MAX - 1].rstrip() + "…"
        ai = data.get("ai", "")
        return cls(name or default_name, ai if isinstance(ai, str) else "")


class FallbackPlayer(AIPlayer):
    """The instant sensible player of `triangles.plugins.safe_play`, used when no computer player is installed."""

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        return fallback_action(view.copy())


def build_player(registry: Registry, spec: str, seed: int | None = None) -> tuple[AIPlayer, float]:
    """The computer player for "plugin:level" with its budget; the fallback player when the plugin
    is missing or cannot build that level (the game must go on)."""
    found = registry.find_ai(spec)
    if found is None:
        return FallbackPlayer(), DEFAULT_BUDGET_S
    plugin, level = found
    try:
        player = create_player(plugin, level, seed)
    except Exception:
        return FallbackPlayer(), DEFAULT_BUDGET_S
    return player, _budget(plugin, level)


def _budget(plugin: AIPlugin, level: str) -> float:
    """The plugin's think time for `level`, or the default when it declares none usable."""
    try:
        budget = float(plugin.budgets.get(level, DEFAULT_BUDGET_S))
    except (AttributeError, TypeError, ValueError):
        budget = DEFAULT_BUDGET_S
    return budget if budget > 0 else DEFAULT_BUDGET_S


def build_safe_player(registry: Registry, guard: GameGuard, spec: str, seat: int, seed: int | None = None) -> tuple[SafePlayer, float]:
    """The guarded computer player for `seat` ("plugin:level") with its budget: a plugin that
    throws or answers illegally is switched off for the game; a missing plugin plays the fallback."""
    found = registry.find_ai(spec)
    if found is None:
        return SafePlayer(guard, "fallback", seat, FallbackPlayer()), DEFAULT_BUDGET_S
    plugin, level = found
    return guard.player(plugin, level, seat, seed), _budget(plugin, level)
