"""The classic rules of Triangles (the Catalan, Greek, Turkish and Czech rule documents).

One segment per turn; with "Play again after a triangle" a player who closed at least one
triangle draws again. Every empty triangle scores. The game ends as soon as no scoring triangle
can be closed any more; most triangles wins, equal is a draw.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

import numpy as np

from triangles.plugins.api import Action, Board, Game, OptionError, OptionSpec, Outcome, RulesPlugin, TurnState


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the extractor's marker
    """Mark `text` for translation in `context`; the window translates it where it is shown."""
    return text


EXTRA_TURN = OptionSpec(
    "extra_turn",
    "bool",
    False,
    QT_TRANSLATE_NOOP("options", "Play again after a triangle"),
    help=QT_TRANSLATE_NOOP("options", "A player who closes at least one triangle draws another line at once."),
)

# Hints per player and game for each choice of the option (None: not counted).
HINT_LIMITS: dict[str, int | None] = {"none": 0, "3": 3, "unlimited": None}

HINTS = OptionSpec(
    "hints",
    "choice",
    "none",
    QT_TRANSLATE_NOOP("options", "Suggest move"),
    choices=tuple(HINT_LIMITS),
    help=QT_TRANSLATE_NOOP("options", "How often each player may ask the computer for a good line in this game."),
    choice_labels={
        "none": QT_TRANSLATE_NOOP("options", "Never"),
        "3": QT_TRANSLATE_NOOP("options", "3 times"),
        "unlimited": QT_TRANSLATE_NOOP("options", "Unlimited"),
    },
)


def hints_from_extra(extra: Mapping[str, Any]) -> tuple[int, int]:
    """The hints each player already used, from a record's `hints_used` (none when absent)."""
    used = extra.get("hints_used", [0, 0])
    if not (isinstance(used, list) and len(used) == 2
            and all(isinstance(u, int) and not isinstance(u, bool) and 0 <= u <= 1_000_000 for u in used)):
        raise OptionError("'hints_used' must be a pair of whole numbers >= 0")
    return (used[0], used[1])


class ClassicGame(Game):
    rules_name = "classic"

    def __init__(self, board: Board, options: Mapping[str, Any], hints_used: tuple[int, int] = (0, 0)) -> None:
        self.hints_used = hints_used  # a tuple, replaced on use: copies of the game never share it
        super().__init__(board, options)

    def hint_limit(self) -> int | None:
        return HINT_LIMITS[str(self.options.get("hints", "none"))]

    def hints_left(self, player: int | None = None) -> int | None:
        limit = self.hint_limit()
        if limit is None:
            return None
        p = self.turn if player is None else player
        return max(0, limit - self.hints_used[p - 1])

    def hint(self, suggestion: Action | None = None) -> Action | None:
        """The suggestion when the rules accept it now and the mover has a hint left; it uses one
        (unlimited hints are counted too: the statistics keep games played with hints apart)."""
        if self.hint_limit() == 0 or self.hints_left() == 0:
            return None
        move = super().hint(suggestion)
        if move is not None:
            used = list(self.hints_used)
            used[self.turn - 1] += 1
            self.hints_used = (used[0], used[1])
        return move

    def record_extra(self) -> dict[str, Any]:
        if self.hint_limit() == 0 and self.hints_used == (0, 0):
            return {}
        return {"hints_used": list(self.hints_used)}

    def scoring_triangles(self) -> np.ndarray:
        return np.ones(self.board.t, dtype=bool)

    def state_after_segment(self, closed: int) -> TurnState:
        if closed and self.options.get("extra_turn", False):
            return self.state
        return replace(self.state, player=3 - self.state.player)

    def outcome(self) -> Outcome | None:
        if self.alive_count > 0:
            return None
        return self.outcome_by_score()


class ClassicRules(RulesPlugin):
    name = "classic"
    title = QT_TRANSLATE_NOOP("rules", "Classic")
    version = "1.0"
    options = (EXTRA_TURN, HINTS)
    actions = ("hint",)

    def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
        return ClassicGame(board, options, hints_from_extra(extra))
