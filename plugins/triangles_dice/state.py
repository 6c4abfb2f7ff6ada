"""The dice variant's turn state: immutable, so undo restores it as a whole."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np

from triangles.plugins.api import Action, Board, TurnState


@dataclass(frozen=True)
class DiceState(TurnState):
    """Whose turn, which turn of the game, the roll, and what is left of it.

    `idle` counts the whole turns just before this one in which no segment was drawn (two in a
    row end the game). `hints_used` is per player and survives undo (a hint seen stays seen).
    """

    turn: int = 0
    roll: int = 1
    remaining: int = 1
    drawn: int = 0
    idle: int = 0
    hints_used: tuple[int, int] = (0, 0)


class DicePosition(Protocol):
    """What hints and tips read of a dice game (`DiceGame` is one), so that they need not import
    the game module, which imports them."""

    board: Board
    state: DiceState

    @property
    def alive_mask(self) -> np.ndarray: ...
    @property
    def drawn(self) -> np.ndarray: ...
    @property
    def legal_mask(self) -> np.ndarray: ...
    def side_counts(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]: ...
    def useful_segments(self) -> np.ndarray: ...
    def refused_segments(self) -> list[int]: ...
    def exact_count_segment(self) -> int | None: ...
    def hints_left(self, player: int | None = None) -> int: ...
    def loses_at_once(self, action: Action) -> bool: ...
