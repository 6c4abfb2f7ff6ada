""""Find the best move" puzzles: classic end phases, solved exactly, whose answer is a small set
of equally best segments, each strictly better than every other segment (by at least one
triangle: values are whole triangles). Any segment of the set is right.

A puzzle is made from a seed alone: the rules (with or without the extra turn after a
triangle), random stars, then play by a greedy player that now and then errs (it
takes the most triangles, else a safe segment, else offers the fewest; one move in ten is
random) until few legal segments are left; from there each position is solved and kept when it
passes the level's test, else one more segment is played. A game that ends first starts again on
new stars from the same stream. Every step is deterministic (numpy's PCG64 stream, exact solving
without a time limit), so a seed gives the same puzzle on every machine: the puzzle of a date is
the same for everyone.

Levels grow with the board (more stars), the depth (more legal segments left, so longer lines
to read) and with how little greed helps: at Easy taking the most triangles may be the answer; at
Medium some move greed would play is wrong; at Hard no move greed would play is right (the answer
is a sacrifice, a segment that declines triangles to keep the tempo, or, with the extra turn, the
double deal that leaves the last triangles of a chain so the opponent must open the next).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import time
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from triangles.engine import Move, one_ply_mask
from triangles.engine.record import GameRecord
from triangles.engine.stars import random_stars
from triangles.plugins.api import Game, GameView
from triangles.plugins.guard import GameGuard
from triangles.plugins.registry import default_registry
from triangles.record_check import Steps, stop_on_failure

Pair = tuple[int, int]


@dataclass(frozen=True)
class Level:
    name: str
    stars: int
    legal: tuple[int, int]  # the puzzle has this many legal segments, lowest to highest
    #: "any": greed may be right; "unsure": some move greed would play is wrong; "wrong": no
    #: move greed would play is right.
    greed: str
    #: The most legal segments without the extra turn: those positions take the solver far
    #: longer (a second and more from 19 segments on 12 stars) and seldom pass the test.
    plain_high: int
    #: Without the extra turn, try quiet positions only (nothing to take now): there the answer
    #: is a sacrifice or the right safe segment, while declining a capture is seldom right, so
    #: capture positions cost ten times the solving per puzzle found.
    plain_quiet: bool = False

    def high(self, extra_turn: bool) -> int:
        return self.legal[1] if extra_turn else min(self.legal[1], self.plain_high)


LEVELS: tuple[Level, ...] = (
    Level("easy", 8, (4, 10), "any", 10),
    Level("medium", 10, (8, 16), "unsure", 14),
    Level("hard", 12, (10, 22), "wrong", 17, plain_quiet=True),
)
#: Generous: the end phases above solve in well under a second; a puzzle must never depend on the clock.
SOLVE_SECONDS = 120.0
#: How long `triangles puzzle` waits for one analysis before it says the analyser is not
#: answering: far more than these end phases take, far below SOLVE_SECONDS.
ANSWER_SECONDS = 10.0
#: At most this many answers, and at most this share of the legal segments.
MAX_ANSWERS = 3
MAX_ANSWER_SHARE = 0.25
#: Share of the puzzles played with the extra turn after a triangle (drawn once per seed, so
#: that the rules whose puzzles are rarer still get their share).
EXTRA_TURN_SHARE = 0.5
#: Share of the generating player's moves that are random rather than greedy.
RANDOM_MOVES = 0.1
#: The rules' clearance of every puzzle (board units): about a star and half a line of the default
#: theme at a tablet's scale (see triangles.ui.board.board_sizes), so that no segment on the board
#: or among the answers passes so near a star that it looks as if it went over it.
CLEARANCE = 0.0125
#: Boards tried before a seed is given up (never reached by the levels above: see
#: benchmarks/bench_puzzles.py); it bounds the work, and the same seed fails the same way everywhere.
MAX_BOARDS = 1000


class PuzzleNotFound(RuntimeError):
    """No puzzle within MAX_BOARDS boards for this seed, or no solver to make one with."""


class PuzzleCancelled(Exception):
    """The caller stopped the generation (the window moved on to another puzzle)."""


@dataclass(frozen=True)
class Puzzle:
    level: str
    seed: int
    stars: list[list[float]]
    moves: list[Pair]
    to_move: int
    answers: tuple[Pair, ...]  # every best segment, smallest index first, sorted
    value: int  # net future triangles of the mover after an answer, under best play
    extra_turn: bool = False  # the rules: a player who closes a triangle draws again
    greedy: bool = False  # a segment closing the most triangles now is among the answers
    legal: int = 0  # legal segments in the position
    clearance: float = CLEARANCE  # the rules' clearance (board units) the puzzle was made with

    @property
    def answer(self) -> Pair:
        """The first answer (the one `triangles puzzle` has always printed as `answer`)."""
        return self.answers[0]

    def record(self) -> dict[str, Any]:
        """The position as a game record in the current format: it opens in the window and in `analyse`."""
        return GameRecord("classic", {"extra_turn": self.extra_turn, "clearance": self.clearance}, self.stars,
                          [Move(a, b) for a, b in self.moves]).to_json()

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "seed": self.seed, "to_move": self.to_move, "record": self.record(),
                "answer": list(self.answer), "value": self.value, "answers": [list(a) for a in self.answers],
                "extra_turn": self.extra_turn, "greedy": self.greedy, "legal": self.legal}

    def game(self) -> Game:
        """The position, ready for the player to move."""
        game = _new_game(np.array(self.stars), self.extra_turn, clearance=self.clearance)
        for a, b in self.moves:
            game.push(Move(a, b))
        return game


def level(name: str) -> Level:
    for lv in LEVELS:
        if lv.name == name:
            return lv
    raise ValueError(f"unknown puzzle level {name!r} (choose from {', '.join(lv.name for lv in LEVELS)})")


def _new_game(
    stars: np.ndarray, extra_turn: bool, watch: Steps | None = None, guard: GameGuard | None = None,
    clearance: float = CLEARANCE,
) -> Game:
    """A classic game on `stars`, watched by `guard` (a new quiet one by default): the installed
    `classic` may be a plugin's, and one that fails to build its game (SystemExit included) raises
    PluginError naming it."""
    if watch is not None:
        watch.step("the rules variant 'classic'")
    rules = default_registry().rules("classic")
    assert rules is not None, "the classic rules ship with the game"
    options = {"extra_turn": extra_turn, "clearance": clearance}
    return (guard or GameGuard(quiet=True)).new_game(rules, stars, options)


def _pairs(game: Game, segs: np.ndarray) -> set[Pair]:
    ends = game.board.segment_ends
    return {(int(min(ends[s])), int(max(ends[s]))) for s in segs}


@dataclass(frozen=True)
class Greed:
    """What a greedy player sees in a position."""

    greediest: set[Pair]  # the segments closing the most triangles now (empty when none scores)
    plays: set[Pair]  # what it plays: the greediest offering the fewest, else safe, else offering fewest


def greed(game: Game) -> Greed:
    closes, offers, _ = game.side_counts()
    segs = game.legal_moves.ids()
    c, o = closes[segs], offers[segs]
    greediest = _pairs(game, segs[c == c.max()]) if len(segs) and c.max() > 0 else set()
    return Greed(greediest, _pairs(game, segs[one_ply_mask(c, o)]))


def _best(game: Game, watch: Steps | None = None) -> tuple[tuple[Pair, ...], int] | None:
    """Every best move and their value, when the solver proves them."""
    analyser = default_registry().analyser("classic")
    if analyser is None:  # the built-in players failed to load, and no plugin analyses classic
        raise PuzzleNotFound("no installed computer player analyses the classic rules")
    if watch is not None:
        watch.step(f"the computer player {analyser.name!r}", ANSWER_SECONDS)
    found = analyser.analyse(GameView(game), time.perf_counter() + SOLVE_SECONDS)
    if not found.exact or not found.best:
        return None
    return tuple(sorted((int(a), int(b)) for a, b in found.best)), found.value


def passes(lv: Level, answers: tuple[Pair, ...], legal: int, seen: Greed) -> bool:
    """The level's test: few answers, and greed as much help as the level allows."""
    if len(answers) > MAX_ANSWERS or len(answers) > MAX_ANSWER_SHARE * legal:
        return False
    right = set(answers)
    if lv.greed == "unsure":
        return not seen.plays <= right
    if lv.greed == "wrong":
        return not (seen.plays | seen.greediest) & right
    return True


def _never() -> bool:
    return False


def generate(level_name: str, seed: int, cancelled: Callable[[], bool] = _never, watch: Steps | None = None) -> Puzzle:
    """The puzzle of this level and seed (the same on every machine). Raises PuzzleNotFound
    when MAX_BOARDS boards give none, PuzzleCancelled as soon as `cancelled()` says so (it is
    asked before each position is solved). With `watch` (a headless command's watchdog) every
    call into plugin code is a step of it."""
    lv = level(level_name)
    rng = np.random.Generator(np.random.PCG64(seed))
    extra = bool(rng.random() < EXTRA_TURN_SHARE)
    low, high = lv.legal[0], lv.high(extra)
    quiet_only = lv.plain_quiet and not extra
    for _board in range(MAX_BOARDS):
        stars = random_stars(lv.stars, int(rng.integers(2**62)))
        guard = GameGuard(quiet=True)  # a hook that fails ends the search with PluginError
        game = _new_game(stars, extra, watch, guard)
        moves: list[Pair] = []
        while not game.is_over() and (legal := int(game.legal_mask.sum())) >= low:
            stop_on_failure(guard)
            if cancelled():
                raise PuzzleCancelled
            seen = greed(game)
            if legal <= high and (lv.greed == "any" or len(seen.plays) < legal) and not (quiet_only and seen.greediest):
                found = _best(game, watch)
                stop_on_failure(guard)
                if found is not None and passes(lv, found[0], legal, seen):
                    answers, value = found
                    return Puzzle(lv.name, seed, stars.tolist(), moves, game.turn, answers, value, extra,
                                  bool(seen.greediest & set(answers)), legal)
            if rng.random() < RANDOM_MOVES:
                a, b = (int(v) for v in game.board.segment_ends[int(rng.choice(game.legal_moves.ids()))])
            else:
                choices = sorted(seen.plays)
                a, b = choices[int(rng.integers(len(choices)))]
            moves.append((a, b))
            if watch is not None:
                watch.step("the rules variant 'classic'")
            game.push(Move(a, b))
    raise PuzzleNotFound(f"no {lv.name} puzzle for seed {seed} within {MAX_BOARDS} boards")


def _seed(text: str) -> int:
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def level_of_day(day: dt.date) -> str:
    """Easy on Monday and Tuesday, medium from Wednesday to Friday, hard at the weekend."""
    return LEVELS[(0, 0, 1, 1, 1, 2, 2)[day.weekday()]].name


def of_the_day(day: dt.date, cancelled: Callable[[], bool] = _never, watch: Steps | None = None) -> Puzzle:
    """The puzzle of a date: its level from the weekday, its seed from the date alone."""
    return generate(level_of_day(day), _seed(f"triangles puzzle of the day {day.isoformat()}"), cancelled, watch)


def numbered(level_name: str, number: int, cancelled: Callable[[], bool] = _never) -> Puzzle:
    """Puzzle `number` (from 1) of a level: the series the window works through."""
    return generate(level_name, _seed(f"triangles puzzle {level_name} {number}"), cancelled)


def is_answer(puzzle: Puzzle, a: int, b: int) -> bool:
    """Whether the segment a-b is one of the puzzle's answers (any of them is right)."""
    return (min(a, b), max(a, b)) in puzzle.answers
