"""Whole dice-variant games between two players that always follow "Suggest move": how long
they last, how they end (rule 17, both passed, rule 16) and how long a suggestion takes.
Run: .venv/bin/python benchmarks/dice_games.py
"""

from __future__ import annotations

import time
from collections import Counter

from triangles.engine import random_stars
from triangles.plugins.api import Pass
from triangles_dice import DiceRules
from triangles_dice.hints import suggest

GAMES = 20


def main() -> None:
    rules = DiceRules()
    for n in (24, 60, 120, 180):
        reasons: Counter[str] = Counter()
        turns, think = [], []
        for seed in range(GAMES):
            game = rules.new_game(random_stars(n, seed), extra={"seed": seed})
            while not game.is_over():
                start = time.perf_counter()
                move = suggest(game)
                think.append(time.perf_counter() - start)
                game.push(move if move is not None else Pass())
            reasons[game.outcome().reason] += 1
            turns.append(game.state.turn + 1)
        print(
            f"{n:>4} stars: {sum(turns) / GAMES:6.1f} turns/game, suggestion "
            f"{1000 * sum(think) / len(think):.2f} ms mean, {1000 * max(think):.1f} ms max; ends: {dict(reasons)}"
        )


if __name__ == "__main__":
    main()
