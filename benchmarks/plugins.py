"""Plugin timings: discovering the installed plugins, and what the play-time guard costs.

    python benchmarks/plugins.py [--stars N] [--games N]

Discovery is timed in-process (all groups, every installed distribution) and as the whole
`triangles plugins --json` command. The guard is timed by replaying the same complete games of
random legal segments on a plain classic game and on one watched by a GameGuard (every hook call
then goes through the guard's wrapper).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

import numpy as np

from triangles.engine import Move, random_stars
from triangles.plugins.guard import GameGuard
from triangles.plugins.registry import discover
from triangles_classic import ClassicRules

from engine import random_game  # benchmarks/engine.py: the same random games


def replay_seconds(stars: np.ndarray, moves: list[Move], guarded: bool) -> float:
    rules = ClassicRules()
    game = GameGuard().new_game(rules, stars) if guarded else rules.new_game(stars)
    start = time.perf_counter()
    for move in moves:
        game.push(move)
    elapsed = time.perf_counter() - start
    assert game.is_over()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stars", type=int, default=120)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()

    times = []
    for _ in range(5):
        start = time.perf_counter()
        registry = discover()
        times.append(time.perf_counter() - start)
    print(f"discover(): {len(registry.infos)} plugins, median {statistics.median(times) * 1000:.1f} ms "
          "(modules already imported after the first run)")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "triangles", "plugins", "--json"], capture_output=True, check=True)
    print(f"triangles plugins --json: {(time.perf_counter() - start) * 1000:.0f} ms wall, new process")

    stars = random_stars(args.stars, seed=1)
    plain, guarded, pushes = [], [], 0
    for seed in range(args.games):
        moves = random_game(stars, seed)
        pushes += len(moves)
        plain.append(replay_seconds(stars, moves, guarded=False))
        guarded.append(replay_seconds(stars, moves, guarded=True))
    p, g = sum(plain), sum(guarded)
    print(f"{args.games} games on {args.stars} stars, {pushes} segments: plain {p * 1e6 / pushes:.1f} us/segment, "
          f"guarded {g * 1e6 / pushes:.1f} us/segment ({(g / p - 1) * 100:+.1f}%)")


if __name__ == "__main__":
    main()
