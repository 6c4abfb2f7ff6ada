"""Perfect-play analysis of a classic position, for `triangles analyse` and tests."""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from triangles.plugins.api import EXACT, ONE_PLY, SEARCH, Analysis, Board, Game

from .compact import BuildTimeout, build
from .features import move_features
from .players import normal_candidates
from .solver import PASS, RootResult, Solver, Timeout

#: Largest number of legal segments for which the compact position is built at all.
BUILD_LIMIT = 2000
#: Share of the time given to exact solving; the rest goes to the depth-limited estimate when
#: not even one root move was solved in it.
EXACT_SHARE = 0.95


def analyse_game(game: Game, deadline: float, exact_share: float = EXACT_SHARE) -> Analysis:
    """Solve the position exactly if the deadline allows. Else, when some root moves were
    solved, the best of them (a value the player can surely reach); else the depth-limited
    estimate. `exact_share` is the part of the time the exact search may take (0 goes straight
    to the estimate: a game review does so once a smaller position was out of reach)."""
    board = game.board
    if game.is_over():
        return Analysis(game.turn, 0, [], True, EXACT)
    extra = bool(game.options.get("extra_turn", False))
    legal = game.legal_mask
    if int(legal.sum()) > BUILD_LIMIT:
        return _one_ply(game)
    try:  # a thousand segments take a second to build: within the deadline, or one ply
        pos = build(board, legal, game.drawn, game.alive_mask, extra, deadline=deadline)
    except BuildTimeout:
        return _one_ply(game)
    start = time.perf_counter()
    solver = Solver(pos, deadline=start + (deadline - start) * exact_share)
    result: RootResult | None = None
    try:
        if exact_share <= 0:
            raise Timeout
        result = solver.solve_root(all_best=True)
    except Timeout:
        solver.deadline = deadline
        depth = 1
        while True:
            try:
                result = solver.best_at_depth(depth)
            except Timeout:
                break
            depth += 1
    if result is None:
        return _one_ply(game)
    segs: list[int] = []
    for s in result.best:
        segs.extend(pos.pool if s == PASS else [pos.seg_ids[s]])
    pairs = _pairs(board, segs)
    method = EXACT if result.exact else SEARCH
    return Analysis(game.turn, int(round(result.value)), pairs, result.exact, method)  # type: ignore[arg-type]


def _one_ply(game: Game) -> Analysis:
    """For positions too large to search: Normal's choice, valued by what it closes now."""
    feats = move_features(game.board, game.legal_mask, game.drawn, game.alive_mask)
    segs = normal_candidates(feats, bool(game.options.get("extra_turn", False)))
    gain = int(feats.closes.max()) if len(feats) else 0
    pairs = _pairs(game.board, segs)
    return Analysis(game.turn, gain, pairs, False, ONE_PLY)  # type: ignore[arg-type]


def _pairs(board: Board, segs: Any) -> list[tuple[int, int]]:
    """The segments as sorted star pairs, sorted (numpy: at move 0 of a 400-star board all 79,800
    segments may tie, and sorting that many Python tuples took a good part of a short limit)."""
    ends = board.segment_ends[np.asarray(segs, dtype=np.int64)].reshape(-1, 2)  # each pair sorted already
    ends = ends[np.lexsort((ends[:, 1], ends[:, 0]))]
    return [(a, b) for a, b in ends.tolist()]
