"""Greedy: a computer player that looks one segment ahead.

At level "greedy" it closes as many triangles as it can (as few as it can under the misere rules),
then avoids segments that leave a triangle one side from closing for the opponent; at level
"random" it draws any segment it may. Ties are broken at random, reproducibly for a given seed.
It reads the position through the GameView only, so it never changes the real game.
"""

from __future__ import annotations

import random

import numpy as np

from triangles.plugins.api import Action, AIPlayer, AIPlugin, GameView, Move, Pass


def closes_and_offers(view: GameView) -> tuple[np.ndarray, np.ndarray]:
    """Per segment id: how many triangles drawing it closes, and how many it leaves one side
    from closing (offered to whoever moves next)."""
    board = view.board
    closes = np.zeros(board.m, dtype=np.int64)
    offers = np.zeros(board.m, dtype=np.int64)
    alive = np.flatnonzero(view.alive_mask)
    if len(alive):
        edges = board.triangle_edges[alive]
        drawn = view.drawn[edges]
        sides = drawn.sum(axis=1)
        two, one = sides == 2, sides == 1
        np.add.at(closes, edges[two][~drawn[two]], 1)
        np.add.at(offers, edges[one][~drawn[one]], 1)
    return closes, offers


class GreedyPlayer(AIPlayer):
    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        board = view.board
        legal = np.flatnonzero(view.legal_mask)
        if view.is_over() or len(legal) == 0:
            return Pass()
        tiebreak = np.array([self.rng.random() for _ in legal])
        if self.level == "random":
            order = np.argsort(tiebreak)
        else:
            closes, offers = closes_and_offers(view)
            wanted = -closes[legal] if view.rules_name != "misere" else closes[legal]
            order = np.lexsort((tiebreak, offers[legal], wanted))
        # A variant may refuse segments for its own reasons: take the best one it accepts.
        for index in order:
            a, b = board.segment_ends[legal[index]]
            move = Move(int(a), int(b))
            if view.check(move) is None:
                return move
        return Pass()


class GreedyAI(AIPlugin):
    name = "greedy"
    title = "Greedy"
    version = "1.0.0"
    levels = ("random", "greedy")
    supports = ("classic", "misere")
    budgets = {"random": 0.1, "greedy": 0.5}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        if level not in self.levels:
            raise ValueError(f"unknown level {level!r}")
        return GreedyPlayer(level, seed)
