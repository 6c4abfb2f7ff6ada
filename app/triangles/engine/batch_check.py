"""Judging many actions in one position at once: what the geometry alone refuses.

A record may hold 200,000 actions, almost all of them refused (docs/record-format.md), and
`triangles replay` must report each one's reason within its time budget. `Game.check` judges one
action in Python; here a block of actions is judged with numpy, in `Game.check`'s order and with
its answers for everything the engine decides without the rules variant (`invalid`,
`through_star`, `exists`, `crosses`). What is left (a pass, a segment the geometry allows) is the
variant's to decide: the caller pushes it. Whether the game is over is the caller's to ask first.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np
import numpy.typing as npt

from .board import Board
from .game import Game, star_pair
from .moves import Reason

IntArray = npt.NDArray[np.int64]

#: Codes of `written_codes` below 0 (a segment id is 0 or more).
PASS = -3
NOT_A_PAIR = -2
OVER_A_STAR = -1

#: What `geometric_refusals` gives: 0, the rules decide (push it); else the reason at that index.
REASONS: tuple[Reason | None, ...] = (None, Reason.INVALID, Reason.THROUGH_STAR, Reason.EXISTS, Reason.CROSSES)


def written_codes(board: Board, written: Sequence[Any]) -> IntArray:
    """Per action as `Action.to_json` writes it (a pair [a, b] or "pass"): the id of its segment,
    or OVER_A_STAR (two stars of the board with another on the way), NOT_A_PAIR (not two
    different stars of the board) or PASS. Star pairs never change in a game, so a record's
    actions are coded once."""
    n = board.n
    flat: list[int] = []  # a * n + b, or -1 (not a pair) or -2 (a pass)
    add = flat.append
    for m in written:
        if type(m) is list and type(a := m[0]) is int and type(b := m[1]) is int:  # as JSON gives them
            add(a * n + b if 0 <= a < n and 0 <= b < n and a != b else -1)
        elif isinstance(m, str):
            add(-2)
        else:
            a, b = m
            add(int(a) * n + int(b) if star_pair(a, b, n) else -1)
    pairs = np.array(flat, dtype=np.int64)
    codes = np.full(len(pairs), NOT_A_PAIR, dtype=np.int64)
    codes[pairs == -2] = PASS
    ok = pairs >= 0
    codes[ok] = board.segment_ids(pairs[ok] // n, pairs[ok] % n)
    return codes


def geometric_refusals(game: Game, codes: IntArray) -> npt.NDArray[np.int8]:
    """For each coded action, in the game's position now (not over): 0 when the rules variant
    decides (a pass, or a segment the geometry allows), else the index in REASONS of what
    `Game.check` answers, in its order: not two stars, over a star, already drawn, crossing."""
    out = np.zeros(len(codes), dtype=np.int8)
    out[codes == NOT_A_PAIR] = 1
    out[codes == OVER_A_STAR] = 2
    segs = codes >= 0
    ids = codes[segs]
    out[segs] = np.where(game.drawn[ids], 3, np.where(game.legal_mask[ids], 0, 4))
    return out
