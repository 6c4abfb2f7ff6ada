"""The legal-move view of the dice variant: the engine's view minus the segments the rules
refuse to the player to move right now (exact count, protected triangles)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

import numpy as np

from triangles.plugins.api import Move

if TYPE_CHECKING:
    from .game import DiceGame


class RefusalAwareMoves:
    """Like the engine's live legal-move view, but it agrees with `Game.check` exactly."""

    def __init__(self, game: "DiceGame") -> None:
        self._game = game

    def ids(self) -> np.ndarray:
        """Segment ids, ascending."""
        game = self._game
        if game.is_over():
            return np.empty(0, dtype=np.int64)
        ids = np.flatnonzero(game.legal_mask)
        # Asked through the hook as well, so the view still agrees with `check` if the variant's
        # hooks are replaced (the plugin guard switches a failing variant to the basic rules).
        refused = [s for s in game.refused_now() if game.refuse_segment(s)]
        return ids[~np.isin(ids, refused)] if refused else ids

    def count(self) -> int:
        return len(self.ids())

    def __len__(self) -> int:
        return self.count()

    def __bool__(self) -> bool:
        return self.count() > 0

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and self._game.check(move) is None

    def __iter__(self) -> Iterator[Move]:
        ends = self._game.board.segment_ends
        for s in self.ids():
            yield Move(int(ends[s, 0]), int(ends[s, 1]))
