"""Time `triangles analyse` needs on hard end phases: positions with at most 25 legal segments.

Each position comes from random stars and random play until at most 25 legal segments remain,
which leaves many half-built triangles (chains to open, sacrifices to weigh). The target is an
exact answer within 10 s for every one, with and without the extra turn.

    python benchmarks/analyse.py [--positions N] [--stars S] [--seed K] [--limit SECONDS]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from triangles.engine import Game, Move
from triangles.plugins.registry import default_registry
from triangles_ai import solver
from triangles_ai.analysis import analyse_game


def end_phase(seed: int, stars: int, extra: bool, legal: int = 25) -> Game:
    """Random stars, random play until at most `legal` legal segments remain."""
    rng = np.random.default_rng(seed)
    rules = default_registry().rules("classic")
    assert rules is not None
    game = rules.new_game(rng.uniform(0, 1, (stars, 2)), {"extra_turn": extra})
    while int(game.legal_mask.sum()) > legal and not game.is_over():
        a, b = game.board.segment_ends[int(rng.choice(game.legal_moves.ids()))]
        game.push(Move(int(a), int(b)))
    return game


def sweep(positions: int, stars: int, seed: int, extra: bool, limit: float) -> bool:
    times = []
    inexact = 0
    for k in range(positions):
        game = end_phase(seed + k, stars, extra)
        if game.is_over():
            continue
        t0 = time.perf_counter()
        result = analyse_game(game, t0 + limit)
        times.append(time.perf_counter() - t0)
        inexact += not result.exact
    ok = inexact == 0 and max(times) < limit
    print(f"extra turn {str(extra):<5} {len(times)} positions  median {statistics.median(times):6.2f} s  "
          f"max {max(times):6.2f} s  not exact {inexact}{'' if ok else '  TARGET MISSED'}", flush=True)
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--stars", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--limit", type=float, default=10.0)
    args = parser.parse_args()
    print("exact solver: " + ("compiled (mypyc)" if solver.COMPILED else "pure Python (not compiled from this negamax.py)"))
    ok = True
    for extra in (False, True):
        ok &= sweep(args.positions, args.stars, args.seed, extra, args.limit)
    print("all targets met" if ok else "some targets missed")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
