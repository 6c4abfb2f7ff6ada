"""Small immutable values exchanged with the engine: actions, refusal reasons, results, outcomes."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


@dataclass(frozen=True, eq=False)
class Move:
    """A segment between two stars, as the player drew it (a→b). Equal to its reverse."""

    a: int
    b: int

    @property
    def key(self) -> tuple[int, int]:
        """The unordered pair, smallest index first."""
        return (self.a, self.b) if self.a <= self.b else (self.b, self.a)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def to_json(self) -> list[int]:
        return [self.a, self.b]


@dataclass(frozen=True)
class Pass:
    """Give up the rest of the turn (offered only by rules that allow it)."""

    def to_json(self) -> str:
        return "pass"


Action = Move | Pass


class Reason(StrEnum):
    """Why a segment is refused. The values are part of the record and CLI contracts."""

    GAME_OVER = "game_over"
    INVALID = "invalid"
    EXISTS = "exists"
    THROUGH_STAR = "through_star"
    CROSSES = "crosses"
    NOT_ALLOWED = "not_allowed"  # the rules forbid it now (e.g. a pass where passing is not offered)


@dataclass(frozen=True)
class MoveResult:
    """What happened when an action was pushed."""

    action: Action
    player: int
    accepted: bool
    reason: Reason | None = None
    closed: tuple[tuple[int, int, int], ...] = ()
    score: tuple[int, int] = (0, 0)
    next_player: int = 1
    detail: str = ""  # a rules plugin's own words for a NOT_ALLOWED refusal


@dataclass(frozen=True)
class Outcome:
    """The end of a game: winner 1 or 2, or None for a draw."""

    winner: int | None
    score: tuple[int, int]
    reason: str = "no_triangles_left"

    @property
    def result(self) -> str:
        return {1: "p1", 2: "p2", None: "draw"}[self.winner]


@dataclass(frozen=True)
class TurnState:
    """Whose turn it is, plus whatever a rules variant tracks per turn (kept immutable so undo is
    a simple restore). Variants subclass it."""

    player: int = 1
