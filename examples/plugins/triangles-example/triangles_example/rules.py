"""Misere: the classic game turned around. Closing a triangle still claims it, but the player
with the fewest triangles when no triangle can be closed any more wins."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from triangles.plugins.api import Board, Game, OptionSpec, Outcome, RulesPlugin, TurnState

CLOSER_MOVES_AGAIN = OptionSpec(
    "closer_moves_again",
    "bool",
    True,
    "Draw again after closing a triangle",
    help="A player who closes a triangle must draw another segment at once, which can force more.",
)


class MisereGame(Game):
    """The classic board and turns; only the winner is decided the other way round."""

    rules_name = "misere"

    def scoring_triangles(self) -> np.ndarray:
        return np.ones(self.board.t, dtype=bool)  # every empty triangle counts, as in classic

    def state_after_segment(self, closed: int) -> TurnState:
        if closed and self.options["closer_moves_again"]:
            return self.state  # same player again
        return replace(self.state, player=3 - self.state.player)

    def outcome(self) -> Outcome | None:
        if self.alive_count > 0:
            return None
        s1, s2 = self.scores
        winner = 1 if s1 < s2 else 2 if s2 < s1 else None
        return Outcome(winner, self.score, "no_triangles_left")


class MisereRules(RulesPlugin):
    name = "misere"
    title = "Misere (fewest triangles wins)"
    version = "1.0.0"
    options = (CLOSER_MOVES_AGAIN,)

    def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
        return MisereGame(board, options)
