"""The classic rules of Triangles (the Catalan, Greek, Turkish and Czech rule documents).

One segment per turn; with "Play again after a triangle" a player who closed at least one
triangle draws again. Every empty triangle scores. The game ends as soon as no scoring triangle
can be closed any more; most triangles wins, equal is a draw.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from triangles.plugins.api import Board, Game, OptionSpec, Outcome, RulesPlugin, TurnState


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the extractor's marker
    """Mark `text` for translation in `context`; the window translates it where it is shown."""
    return text


EXTRA_TURN = OptionSpec(
    "extra_turn",
    "bool",
    False,
    QT_TRANSLATE_NOOP("options", "Play again after a triangle"),
    help=QT_TRANSLATE_NOOP("options", "A player who closes at least one triangle draws another segment at once."),
)


class ClassicGame(Game):
    rules_name = "classic"

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
    options = (EXTRA_TURN,)
    actions = ()

    def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
        return ClassicGame(board, options)
