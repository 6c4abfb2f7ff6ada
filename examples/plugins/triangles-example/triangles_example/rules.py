"""Misere: the classic game turned around. Closing a triangle still claims it, but the player
with the fewest triangles when no triangle can be closed any more wins.

It also shows two of the extras a variant may offer the window (docs/plugins.md, "Extras"): a turn
budget (with "Segments per turn" above 1, each turn has that many segments, shown with what is
left) and counted hints (two per player and game, "Suggest move").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from triangles.plugins.api import Action, Board, Game, Move, OptionSpec, Outcome, RulesPlugin, TurnBudget, TurnState

CLOSER_MOVES_AGAIN = OptionSpec(
    "closer_moves_again",
    "bool",
    True,
    "Draw again after closing a triangle",
    help="A player who closes a triangle must draw another segment at once, which can force more.",
)
SEGMENTS_PER_TURN = OptionSpec(
    "segments_per_turn",
    "int",
    1,
    "Segments per turn",
    minimum=1,
    maximum=3,
    help="How many segments a player draws in each turn.",
)
#: "Suggest move" uses per player and game.
HINTS_PER_GAME = 2


@dataclass(frozen=True)
class MisereState(TurnState):
    """Whose turn, which turn of the game, and the segments left in it."""

    turn: int = 0
    left: int = 1


class MisereGame(Game):
    """The classic board; the winner is decided the other way round, and a turn may hold several
    segments."""

    rules_name = "misere"
    state: MisereState

    def __init__(self, board: Board, options: dict[str, Any]) -> None:
        self.hints_used = [0, 0]  # a hint seen stays seen: undo does not give it back
        super().__init__(board, options)

    @property
    def per_turn(self) -> int:
        return int(self.options.get("segments_per_turn", 1))

    def initial_state(self) -> MisereState:
        return MisereState(player=1, turn=0, left=self.per_turn)

    def scoring_triangles(self) -> np.ndarray:
        return np.ones(self.board.t, dtype=bool)  # every empty triangle counts, as in classic

    def state_after_segment(self, closed: int) -> TurnState:
        s = self.state
        if closed and self.options["closer_moves_again"]:
            return MisereState(player=s.player, turn=s.turn + 1, left=self.per_turn)  # a new turn, same player
        if s.left > 1:
            return replace(s, left=s.left - 1)
        return MisereState(player=3 - s.player, turn=s.turn + 1, left=self.per_turn)

    def outcome(self) -> Outcome | None:
        if self.alive_count > 0:
            return None
        s1, s2 = self.scores
        winner = 1 if s1 < s2 else 2 if s2 < s1 else None
        return Outcome(winner, self.score, "no_triangles_left")

    # ------------------------------------------------------------------------------ extras
    def turn_budget(self) -> TurnBudget | None:
        if self.per_turn == 1:
            return None  # one segment a turn: nothing to show
        return TurnBudget(self.per_turn, self.state.left, self.state.turn, "Segments per turn")

    def hint_limit(self) -> int:
        return HINTS_PER_GAME

    def hints_left(self, player: int | None = None) -> int:
        p = self.state.player if player is None else player
        return HINTS_PER_GAME - self.hints_used[p - 1]

    def hint(self, suggestion: Action | None = None) -> Action | None:
        """Use a hint: the hint source's suggestion when the rules accept it, else the first
        segment that closes no triangle (the safest in misere), else any segment."""
        if self.is_over() or self.hints_left() == 0:
            return None
        if suggestion is None or self.check(suggestion) is not None:
            moves = list(self.legal_moves)
            if not moves:
                return None
            safe = [m for m in moves if not self._closes(m)]
            suggestion = (safe or moves)[0]
        self.hints_used[self.state.player - 1] += 1
        return suggestion

    def _closes(self, move: Move) -> bool:
        board = self.board
        tris = board.triangles_of_segment(board.segment_id(move.a, move.b))
        tris = tris[self.alive_mask[tris]]
        return bool((self.drawn[board.triangle_edges[tris]].sum(axis=1) == 2).any())

    def copy_extra(self, other: Game) -> None:
        assert isinstance(other, MisereGame)
        other.hints_used = list(self.hints_used)


class MisereRules(RulesPlugin):
    name = "misere"
    title = "Misere (fewest triangles wins)"
    version = "1.0.0"
    options = (CLOSER_MOVES_AGAIN, SEGMENTS_PER_TURN)
    actions = ("hint",)

    def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
        return MisereGame(board, options)
