"""Game review and puzzles: how much of a whole game the review proves exactly within its time
limit, and how long a puzzle takes to make.

Each game is played on the game's smallest board (24 stars) or the one given, between the
Beginner and the Normal computer players (mistakes to find), then reviewed with the limit.

    python benchmarks/review.py [--games N] [--stars S] [--limit SECONDS] [--puzzles N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from triangles import puzzles
from triangles.engine import Action
from triangles.engine.stars import random_stars
from triangles.plugins.api import Game
from triangles.plugins.registry import default_registry
from triangles.review import review_game
from triangles_ai import StandardAI, solver
from triangles_ai.players import BeginnerPlayer, NormalPlayer


def played_game(stars: int, seed: int) -> tuple[Game, list[Action]]:
    rules = default_registry().rules("classic")
    assert rules is not None
    start = rules.new_game(random_stars(stars, seed), {})
    game = start.copy()
    seats = {1: BeginnerPlayer(seed), 2: NormalPlayer(seed + 1)}
    actions = []
    while not game.is_over():
        action = seats[game.turn].choose_move(game, 0.05)
        game.push(action)
        actions.append(action)
    return start, actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--stars", type=int, default=24)
    parser.add_argument("--limit", type=float, default=30.0)
    parser.add_argument("--puzzles", type=int, default=5)
    args = parser.parse_args()
    print(f"solver: {'compiled' if solver.COMPILED else 'pure Python'}")
    print(f"review: {args.games} games on {args.stars} stars, Beginner vs Normal, limit {args.limit:g} s")
    for seed in range(args.games):
        start, actions = played_game(args.stars, seed)
        t0 = time.perf_counter()
        review = review_game(start, actions, time.perf_counter() + args.limit, StandardAI())
        took = time.perf_counter() - t0
        exact = sum(m.exact for m in review.moves)
        first_exact = next((m.index for m in review.moves if m.exact), None)
        losses = sum(m.given_away for m in review.moves)
        print(f"  game {seed}: {len(review.moves)} moves, {exact} exact (from move {first_exact}), "
              f"{losses} triangles given away in all, {took:.1f} s")
    for lv in puzzles.LEVELS:
        times = []
        for number in range(1, args.puzzles + 1):
            t0 = time.perf_counter()
            puzzles.numbered(lv.name, number)
            times.append(time.perf_counter() - t0)
        print(f"puzzle {lv.name}: {args.puzzles} made, median {statistics.median(times) * 1000:.0f} ms, "
              f"longest {max(times) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
