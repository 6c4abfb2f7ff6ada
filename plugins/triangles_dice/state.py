"""The dice variant's turn state: immutable, so undo restores it as a whole."""

from __future__ import annotations

from dataclasses import dataclass

from triangles.plugins.api import TurnState


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
