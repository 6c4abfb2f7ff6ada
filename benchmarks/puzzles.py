"""Puzzle quality and generation time, per level.

For N numbered puzzles of each level: the share whose answers include a segment closing the most
triangles now ("greediest"), the share a greedy player solves (its move, picked among its equal
choices at random, is an answer: the expected share), the share played with the extra turn,
the answers per puzzle, the legal segments left, and the generation time (median, 95th
percentile, maximum).

    python benchmarks/puzzles.py [--count N] [--levels easy,medium,hard]
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from triangles import puzzles


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--levels", default=",".join(lv.name for lv in puzzles.LEVELS))
    args = parser.parse_args()
    print(f"{'level':7} {'n':>4} {'greediest right':>15} {'greed solves':>12} {'extra turn':>10} "
          f"{'answers':>8} {'legal':>6} {'gen median':>10} {'p95':>7} {'max':>7}")
    for name in args.levels.split(","):
        times, greediest, solves, extra, answers, legal = [], 0, 0.0, 0, [], []
        for number in range(1, args.count + 1):
            start = time.perf_counter()
            puzzle = puzzles.numbered(name, number)
            times.append(time.perf_counter() - start)
            greediest += puzzle.greedy
            plays = puzzles.greed(puzzle.game()).plays
            solves += len(plays & set(puzzle.answers)) / len(plays)
            extra += puzzle.extra_turn
            answers.append(len(puzzle.answers))
            legal.append(puzzle.legal)
        n = args.count
        t = np.array(times)
        print(f"{name:7} {n:>4} {greediest / n:>15.0%} {solves / n:>12.0%} {extra / n:>10.0%} "
              f"{statistics.mean(answers):>8.2f} {statistics.median(legal):>6} "
              f"{np.median(t):>9.2f}s {np.percentile(t, 95):>6.2f}s {t.max():>6.2f}s", flush=True)


if __name__ == "__main__":
    main()
