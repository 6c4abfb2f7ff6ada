"""The gauntlet: outside opponents to measure Triangles' computer players against.

Four levels of one `triangles.ai` plugin named "gauntlet", weakest first: random, greedy, chain
(chain-aware) and chain-exact (chain-aware with an exact end phase). They play the classic rules,
with and without "play again after a triangle". See players.py for the policies and README.md.
"""

from __future__ import annotations

from triangles.plugins.api import AIPlayer, AIPlugin

from .players import ChainPlayer, GreedyPlayer, RandomPlayer


class GauntletAI(AIPlugin):
    name = "gauntlet"
    title = "Gauntlet"
    version = "1.0.0"
    levels = ("random", "greedy", "chain", "chain-exact")
    supports = ("classic",)
    budgets = {"random": 0.1, "greedy": 0.5, "chain": 1.5, "chain-exact": 1.5}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        if level == "random":
            return RandomPlayer(seed)
        if level == "greedy":
            return GreedyPlayer(seed)
        if level in ("chain", "chain-exact"):
            return ChainPlayer(seed, exact=level == "chain-exact")
        raise ValueError(f"unknown level {level!r}")


__all__ = ["GauntletAI"]
