"""Engine timings for every board size, against the budgets of the foundation issue.

    python benchmarks/engine.py [--games N] [--no-reference]

For each size: board setup (Board + new Game), the cost of one accepted segment (push: checks,
legality update, scoring, end detection; median and 95th percentile), a whole game of random legal
segments replayed (pushes only, and with setup), and the same games through the slow reference
implementation (triangles_testing.reference), with the ratio reference / engine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

from triangles.engine import Board, Move, random_stars
from triangles_classic import ClassicRules

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "testing"))  # the test oracles
from triangles_testing.reference import ReferenceGame  # noqa: E402

SIZES = (24, 60, 80, 120, 180)
BUDGET_SETUP_MS = 150.0  # 180 stars
BUDGET_SEGMENT_US = 200.0  # median, 180 stars
BUDGET_GAME_S = 0.3  # whole 180-star game


def random_game(stars: np.ndarray, seed: int) -> list[Move]:
    """A complete game of uniformly random legal segments."""
    game = ClassicRules().new_game(stars)
    rng = np.random.default_rng(seed)
    moves = []
    while not game.is_over():
        ids = game.legal_moves.ids()
        a, b = game.board.segment_ends[ids[rng.integers(len(ids))]]
        move = Move(int(a), int(b))
        game.push(move)
        moves.append(move)
    return moves


def setup_seconds(stars: np.ndarray) -> float:
    start = time.perf_counter()
    ClassicRules().new_game(stars, board=Board(stars))
    return time.perf_counter() - start


def engine_game(stars: np.ndarray, moves: list[Move]) -> tuple[float, list[float]]:
    """(seconds for all pushes, seconds of each push) on a fresh game."""
    game = ClassicRules().new_game(stars)
    each = []
    clock = time.perf_counter
    for move in moves:
        t0 = clock()
        result = game.push(move)
        each.append(clock() - t0)
        assert result.accepted
    assert game.is_over()
    return sum(each), each


def reference_game(stars: np.ndarray, moves: list[Move]) -> float:
    """Seconds for the reference to set up and replay the game."""
    start = time.perf_counter()
    ref = ReferenceGame(stars.tolist())
    for move in moves:
        assert ref.push(move.a, move.b).accepted
    assert ref.is_over()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="random games per size (default 3)")
    parser.add_argument("--no-reference", action="store_true", help="skip the slow reference")
    args = parser.parse_args()

    print(f"{'stars':>5} {'segs':>6} {'tris':>6} {'setup ms':>9} {'moves':>6} {'seg med µs':>10} "
          f"{'seg p95 µs':>10} {'game s':>7} {'+setup s':>8} {'ref s':>7} {'ratio':>6}")
    verdicts = []
    for n in SIZES:
        setups, pushes, games, totals, refs, lengths = [], [], [], [], [], []
        board = None
        for g in range(args.games):
            stars = random_stars(n, 1000 + g)
            setups.extend(setup_seconds(stars) for _ in range(3))
            board = Board(stars)
            moves = random_game(stars, g)
            lengths.append(len(moves))
            game_s, each = engine_game(stars, moves)
            pushes.extend(each)
            games.append(game_s)
            totals.append(game_s + min(setups[-3:]))
            if not args.no_reference:
                refs.append(reference_game(stars, moves))
        setup_ms = statistics.median(setups) * 1e3
        med_us = statistics.median(pushes) * 1e6
        p95_us = float(np.percentile(pushes, 95)) * 1e6
        game_s = max(games)
        ref_s = statistics.mean(refs) if refs else float("nan")
        ratio = ref_s / statistics.mean(totals) if refs else float("nan")
        print(f"{n:>5} {board.m:>6} {board.t:>6} {setup_ms:>9.1f} {statistics.mean(lengths):>6.0f} "
              f"{med_us:>10.1f} {p95_us:>10.1f} {game_s:>7.3f} {max(totals):>8.3f} {ref_s:>7.2f} {ratio:>6.0f}")
        if n == 180:
            verdicts = [
                ("180-star setup", setup_ms, BUDGET_SETUP_MS, "ms"),
                ("segment median", med_us, BUDGET_SEGMENT_US, "µs"),
                ("180-star game (slowest)", game_s, BUDGET_GAME_S, "s"),
            ]
    grid = np.array([[x, y] for x in range(15) for y in range(12)], dtype=float)
    grid_ms = statistics.median(setup_seconds(grid) for _ in range(3)) * 1e3
    print(f"\n180 stars on a 15 x 12 integer grid (many exactly collinear triples): setup {grid_ms:.1f} ms")
    print()
    for name, value, budget, unit in verdicts:
        print(f"{name:<26} {value:9.3f} {unit:<2} budget {budget:g} {unit}: {'ok' if value < budget else 'OVER'}")
    print("(sizes: median over setups; game s = pushes only, slowest game; +setup s = with its setup;"
          " ratio = reference / engine, both with setup)")


if __name__ == "__main__":
    main()
