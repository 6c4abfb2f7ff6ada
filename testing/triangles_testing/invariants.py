"""Independent checks of a game in progress, for the soak runs (tests/test_soak.py,
benchmarks/soak.py) and bug hunting.

Nothing here trusts the engine's precomputed tables: drawn segments are tested with shapely
(floating point, away from the exact-orientation code the engine uses), and on small boards the
end of the game is decided by brute force over every triple of stars. Positions closer than
`TOLERANCE` to a decision boundary are skipped rather than judged, since floating point cannot
settle them; the seeded star clouds keep every star far from that.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from itertools import combinations
from typing import Callable

import numpy as np
import shapely

from triangles.engine import Action, Game, Move, Pass

TOLERANCE = 1e-9
#: Boards up to this many stars get the brute-force end check after every move.
BRUTE_FORCE_STARS = 30


class InvariantError(AssertionError):
    """The engine broke a rule of the game; the message says which and where."""


@dataclass
class Checker:
    """Follows one game move by move (`after_move`) and counts the checks it made."""

    game: Game
    brute_force: bool | None = None  # default: boards of at most BRUTE_FORCE_STARS stars
    checks: int = 0
    _lines: list[shapely.LineString] = field(default_factory=list)
    _ends: list[tuple[int, int]] = field(default_factory=list)
    _seen: int = 0
    _scored_seen: int = 0

    def __post_init__(self) -> None:
        board = self.game.board
        self.stars = np.asarray(board.stars, dtype=float)
        self.points = shapely.points(self.stars)
        self.clearance = board.clearance
        if self.brute_force is None:
            self.brute_force = board.n <= BRUTE_FORCE_STARS
        if self.brute_force:
            self._prepare_brute_force()

    # ----------------------------------------------------------------------------- per move
    def after_move(self) -> None:
        """Check everything the last action may have changed."""
        drawn = self.game.drawn_segments()
        for a, b, _owner in drawn[self._seen :]:
            self._check_new_segment(a, b)
        self._seen = len(drawn)
        self._check_scores()
        if self.brute_force:
            self._check_end()

    def _fail(self, text: str) -> None:
        raise InvariantError(f"after move {len(self.game.history)}: {text}")

    def _check_new_segment(self, a: int, b: int) -> None:
        line = shapely.LineString(self.stars[[a, b]])
        others = np.ones(len(self.stars), dtype=bool)
        others[[a, b]] = False
        gap = shapely.distance(line, self.points[others])
        if (gap < self.clearance - TOLERANCE).any() or (gap <= 0).any():
            star = int(np.flatnonzero(others)[int(np.argmin(gap))])
            self._fail(f"segment {a}-{b} passes over star {star} (distance {float(gap.min()):.3g})")
        self.checks += 1
        if self._lines:
            hits = np.flatnonzero(shapely.intersects(line, np.array(self._lines, dtype=object)))
            for k in hits:
                c, d = self._ends[k]
                shared = {a, b} & {c, d}
                meet = shapely.intersection(line, self._lines[k])
                if not (len(shared) == 1 and meet.geom_type == "Point"
                        and meet.distance(self.points[shared.pop()]) <= TOLERANCE):
                    self._fail(f"segment {a}-{b} crosses segment {c}-{d}")
            self.checks += 1
        self._lines.append(line)
        self._ends.append((a, b))

    def _check_scores(self) -> None:
        game = self.game
        scored = game.scored_triangles()
        counts = [sum(1 for _, owner in scored if owner == p) for p in (1, 2)]
        if tuple(counts) != game.score:
            self._fail(f"score {game.score} but the players closed {counts[0]} and {counts[1]} triangles")
        drawn = {(min(a, b), max(a, b)) for a, b, _ in game.drawn_segments()}
        for corners, _owner in scored[self._scored_seen :]:
            i, j, k = corners
            if not {(i, j), (j, k), (i, k)} <= drawn:
                self._fail(f"triangle {i}-{j}-{k} scored without all three sides drawn")
            if not self._empty(i, j, k):
                self._fail(f"triangle {i}-{j}-{k} scored but a star lies in it")
            tid = game.board.triangle_id(i, j, k)
            if tid < 0 or not game.scoring_mask[tid]:
                self._fail(f"triangle {i}-{j}-{k} scored but it does not count in these rules")
        self._scored_seen = len(scored)
        self.checks += 1

    def _empty(self, i: int, j: int, k: int) -> bool:
        polygon = shapely.Polygon(self.stars[[i, j, k]])
        others = np.ones(len(self.stars), dtype=bool)
        others[[i, j, k]] = False
        return not shapely.intersects(polygon, self.points[others]).any()

    # ------------------------------------------------------------------------- brute force
    def _prepare_brute_force(self) -> None:
        """Every pair that is a segment (over no star, clear of every star) and every empty
        triangle of three such segments, found from scratch."""
        n = len(self.stars)
        self._pairs: dict[tuple[int, int], shapely.LineString] = {}
        for a, b in combinations(range(n), 2):
            line = shapely.LineString(self.stars[[a, b]])
            others = np.ones(n, dtype=bool)
            others[[a, b]] = False
            gap = shapely.distance(line, self.points[others])
            if (np.abs(gap - self.clearance) < TOLERANCE).any():
                self._pairs = {}
                self.brute_force = False  # a star on the clearance boundary: not decidable here
                return
            if (gap > self.clearance).all() and (gap > 0).all():
                self._pairs[(a, b)] = line
        self._triangles = [
            (i, j, k) for i, j, k in combinations(range(n), 3)
            if (i, j) in self._pairs and (j, k) in self._pairs and (i, k) in self._pairs
            and shapely.area(shapely.Polygon(self.stars[[i, j, k]])) > TOLERANCE and self._empty(i, j, k)
        ]
        board_triangles = {tuple(int(v) for v in t) for t in self.game.board.triangles}
        if set(self._triangles) != board_triangles:
            missing = sorted(set(self._triangles) ^ board_triangles)[:3]
            self._fail(f"the board's empty triangles differ from a brute-force search (e.g. {missing})")

    def _check_end(self) -> None:
        """The game goes on exactly while some scoring triangle can still be closed."""
        game = self.game
        drawn = {(min(a, b), max(a, b)) for a, b, _ in game.drawn_segments()}
        drawn_lines = [self._pairs[p] for p in drawn]
        closed = {c for c, _ in game.scored_triangles()}

        def drawable(pair: tuple[int, int]) -> bool:
            if pair in drawn:
                return True
            line = self._pairs[pair]
            for other, other_line in zip(drawn, drawn_lines):
                if set(other) & set(pair):
                    continue  # sharing a star: they can only meet there (neither passes over a star)
                if shapely.intersects(line, other_line):
                    return False
            return True

        closable = 0
        cache: dict[tuple[int, int], bool] = {}
        for i, j, k in self._triangles:
            if (i, j, k) in closed or not game.scoring_mask[game.board.triangle_id(i, j, k)]:
                continue
            sides = ((i, j), (j, k), (i, k))
            if all(cache.setdefault(s, drawable(s)) for s in sides):
                closable += 1
        if closable != game.alive_count:
            self._fail(f"{closable} scoring triangles can still be closed, the engine counts {game.alive_count}")
        outcome = game.outcome()
        if closable == 0 and outcome is None:
            self._fail("no scoring triangle can be closed but the game goes on")
        if closable > 0 and outcome is not None and outcome.reason == "no_triangles_left":
            self._fail(f"the game ended as if no triangle were left, but {closable} can still be closed")
        self.checks += 1


# ------------------------------------------------------------------------------- checked games

#: A player for checked games: the position, and answers the action to play.
Chooser = Callable[[Game], Action]


@dataclass(frozen=True)
class GameReport:
    """One checked game: how long, how many checks, and how it ended."""

    moves: int
    checks: int
    seconds: float
    result: str
    reason: str


def play_checked(game: Game, players: tuple[Chooser, Chooser], brute_force: bool | None = None,
                 max_actions: int = 100_000) -> GameReport:
    """Play `game` to its end with the two choosers, checking every invariant after every action.
    A chooser's refused action is an InvariantError too (choosers must play legal actions)."""
    start = time.perf_counter()
    checker = Checker(game, brute_force)
    checker.after_move()
    for _ in range(max_actions):
        if game.is_over():
            break
        action = players[game.turn - 1](game)
        result = game.push(action)
        if not result.accepted:
            raise InvariantError(f"move {len(game.history) + 1}: {action} refused ({result.reason}) "
                                 "although the player took it from the legal moves")
        checker.after_move()
    else:
        raise InvariantError(f"the game did not end within {max_actions} actions")
    outcome = game.outcome()
    assert outcome is not None
    return GameReport(len(game.history), checker.checks, time.perf_counter() - start, outcome.result, outcome.reason)


def random_chooser(seed: int, pass_rate: float = 0.05) -> Chooser:
    """A player that draws any legal segment, and sometimes passes where the rules allow it;
    it reaches positions a sensible player never would."""
    rng = np.random.Generator(np.random.PCG64(seed))

    def choose(game: Game) -> Action:
        ids = game.legal_moves.ids()
        if game.can_pass() and (len(ids) == 0 or rng.random() < pass_rate):
            return Pass()
        if len(ids) == 0:
            return Pass()
        a, b = game.board.segment_ends[int(rng.choice(ids))]
        return Move(int(a), int(b))

    return choose
