""""Find the best move" puzzles: classic end phases, solved exactly, where one segment is
strictly better than every other (by at least one triangle: values are whole triangles).

A puzzle is made from a seed alone: random stars, random play until few legal segments are left,
then the exact solver; a position whose best move is not unique gets one more random segment,
and a game that ends first starts again on new stars from the same stream. Every step is
deterministic (numpy's PCG64 stream, exact solving without a time limit), so a seed gives the same
puzzle on every machine: the puzzle of a date is the same for everyone.

Levels grow with the board (more stars, more triangles in play) and the depth (more legal
segments left, so longer lines to read).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from triangles.engine import Move
from triangles.engine.stars import random_stars
from triangles.plugins.api import Game, GameView
from triangles.plugins.registry import default_registry


@dataclass(frozen=True)
class Level:
    name: str
    stars: int
    legal: tuple[int, int]  # the puzzle has this many legal segments, lowest to highest


LEVELS: tuple[Level, ...] = (Level("easy", 8, (4, 8)), Level("medium", 11, (8, 13)), Level("hard", 14, (12, 18)))
#: Generous: the end phases above solve in milliseconds; a puzzle must never depend on the clock.
SOLVE_SECONDS = 120.0


@dataclass(frozen=True)
class Puzzle:
    level: str
    seed: int
    stars: list[list[float]]
    moves: list[tuple[int, int]]
    to_move: int
    answer: tuple[int, int]  # smallest index first
    value: int  # net future triangles of the mover after the answer, under best play

    def record(self) -> dict[str, Any]:
        """The position as a game record (triangles/1): it opens in the window and in `analyse`."""
        return {"format": "triangles/1", "rules": "classic", "options": {"extra_turn": False, "clearance": 0.0},
                "stars": self.stars, "moves": [list(m) for m in self.moves]}

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "seed": self.seed, "to_move": self.to_move, "record": self.record(),
                "answer": list(self.answer), "value": self.value}

    def game(self) -> Game:
        """The position, ready for the player to move."""
        game = _new_game(np.array(self.stars))
        for a, b in self.moves:
            game.push(Move(a, b))
        return game


def level(name: str) -> Level:
    for lv in LEVELS:
        if lv.name == name:
            return lv
    raise ValueError(f"unknown puzzle level {name!r} (choose from {', '.join(lv.name for lv in LEVELS)})")


def _new_game(stars: np.ndarray) -> Game:
    rules = default_registry().rules("classic")
    assert rules is not None, "the classic rules ship with the game"
    return rules.new_game(stars, {"extra_turn": False})


def _unique_best(game: Game) -> tuple[tuple[int, int], int] | None:
    """The only best move and its value, when the position has one."""
    analyser = default_registry().analyser("classic")
    assert analyser is not None, "the built-in computer players analyse the classic rules"
    found = analyser.analyse(GameView(game), time.perf_counter() + SOLVE_SECONDS)
    if not found.exact or len(found.best) != 1:
        return None
    return found.best[0], found.value


def generate(level_name: str, seed: int) -> Puzzle:
    """The puzzle of this level and seed (the same on every machine)."""
    lv = level(level_name)
    rng = np.random.Generator(np.random.PCG64(seed))
    while True:
        stars = random_stars(lv.stars, int(rng.integers(2**62)))
        game = _new_game(stars)
        moves: list[tuple[int, int]] = []
        low, high = lv.legal
        while not game.is_over() and int(game.legal_mask.sum()) >= low:
            if int(game.legal_mask.sum()) <= high:
                found = _unique_best(game)
                if found is not None:
                    return Puzzle(lv.name, seed, stars.tolist(), moves, game.turn, found[0], found[1])
            a, b = game.board.segment_ends[int(rng.choice(game.legal_moves.ids()))]
            moves.append((int(a), int(b)))
            game.push(Move(int(a), int(b)))


def _seed(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def level_of_day(day: dt.date) -> str:
    """Easy on Monday and Tuesday, medium from Wednesday to Friday, hard at the weekend."""
    return LEVELS[(0, 0, 1, 1, 1, 2, 2)[day.weekday()]].name


def of_the_day(day: dt.date) -> Puzzle:
    """The puzzle of a date: its level from the weekday, its seed from the date alone."""
    return generate(level_of_day(day), _seed(f"triangles puzzle of the day {day.isoformat()}"))


def numbered(level_name: str, number: int) -> Puzzle:
    """Puzzle `number` (from 1) of a level: the series the window works through."""
    return generate(level_name, _seed(f"triangles puzzle {level_name} {number}"))


def is_answer(puzzle: Puzzle, a: int, b: int) -> bool:
    return (min(a, b), max(a, b)) == puzzle.answer
