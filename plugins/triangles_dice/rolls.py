"""The die: a reproducible stream of rolls, one per turn, that undo never re-rolls.

Roll k belongs to turn k for good: it is drawn once and kept, so undoing into turn k and playing
again gives the same roll (no re-rolling by undo, nor by saving and loading, since the record
keeps every roll drawn). A game record replays through its "rolls" list; turns beyond the list
continue the seeded stream exactly where a fresh game with that seed would be.

Search copies of a game get `fork()`: the rolls already shown, then an independent stream, so a
computer player cannot learn the real game's future rolls by playing on a copy.
"""

from __future__ import annotations

import secrets
from typing import Sequence

import numpy as np

FACES = 6
#: Seeds are kept below 2**53 so every JSON reader holds them exactly.
MAX_SEED = 2**53 - 1


def new_seed() -> int:
    """A fresh unpredictable seed for a new game."""
    return secrets.randbits(53)


class RollSource:
    """Rolls by turn index: the known ones first, then the seeded stream."""

    def __init__(self, seed: int, known: Sequence[int] = (), _seq: np.random.SeedSequence | None = None) -> None:
        self.seed = seed
        seq = _seq if _seq is not None else np.random.SeedSequence(seed)
        real, self._forks = seq.spawn(2)
        self._rng = np.random.Generator(np.random.PCG64(real))
        self._rolls: list[int] = [int(value) for value in known]
        #: Draws the stream owes for the known rolls, made only when a turn goes beyond them: the
        #: stream stays in step with a fresh game of the same seed, and a record's rolls (up to
        #: 200,000) cost no draw each while its game stays within them.
        self._owed = len(self._rolls)

    def _draw(self) -> int:
        return int(self._rng.integers(1, FACES + 1))

    def roll(self, turn: int) -> int:
        """The roll of turn `turn` (0 = the first turn of the game)."""
        while len(self._rolls) <= turn:
            for _ in range(self._owed):
                self._draw()
            self._owed = 0
            self._rolls.append(self._draw())
        return self._rolls[turn]

    def known(self) -> list[int]:
        """Every roll drawn so far, in turn order (what a record must keep)."""
        return list(self._rolls)

    def fork(self, shown: int) -> "RollSource":
        """A source that knows only the first `shown` rolls and continues independently."""
        (child,) = self._forks.spawn(1)
        return RollSource(self.seed, self._rolls[:shown], _seq=child)
