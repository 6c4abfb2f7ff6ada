"""A slow, straightforward reference implementation of the classic rules, to check the engine.

It shares no logic with geometry.py, board.py or game.py: every question is asked pair by pair
(segment against star, segment against drawn segment, triangle against star) with shapely, and
wherever floating point could misjudge a near or exact contact (a star exactly on a segment, two
collinear segments) the answer is decided with exact rational arithmetic (`Fraction`) on the
stars' lattice points (docs/record-format.md). Shapely is
only trusted to say "clearly apart"; everything within a tiny tolerance is decided exactly.

The end of the game is found by brute force: look for any empty triangle, not yet closed, whose
three sides are each drawn or still drawable.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterator, Sequence

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon

Pair = tuple[int, int]

#: The record format's lattice: a coordinate is a whole number of billionths of a board unit.
LATTICE = 10**9


def on_lattice(value: float) -> Fraction:
    """The exact lattice point a coordinate stands for (rounded half to even)."""
    return Fraction(round(Fraction(float(value)) * LATTICE), LATTICE)


Triple = tuple[int, int, int]


@dataclass(frozen=True)
class ReferenceStep:
    """What the reference says about one move."""

    player: int
    segment: tuple[int, int]
    accepted: bool
    reason: str | None
    closed: tuple[Triple, ...]
    score: tuple[int, int]
    next_player: int
    game_over: bool


class ReferenceGame:
    """The classic rules, decided one pair at a time. Moves are star index pairs."""

    def __init__(self, stars: Sequence[Sequence[float]], clearance: float = 0.0, extra_turn: bool = False) -> None:
        self.exact = [(on_lattice(x), on_lattice(y)) for x, y in stars]
        self.xy = [(float(x), float(y)) for x, y in self.exact]
        self.n = len(self.xy)
        self.clearance = float(clearance)
        self.extra_turn = extra_turn
        span = max(max(abs(v) for p in self.xy for v in p), 1.0)
        # Anything shapely puts farther apart than this really is apart; closer is decided exactly.
        self._tol = 1e-9 * span
        self._points = shapely.points(np.array(self.xy, dtype=float))
        self.drawn: dict[Pair, int] = {}
        self.closed: dict[Triple, int] = {}
        self.scores = [0, 0]
        self.player = 1
        self._through: dict[Pair, bool] = {}
        self._empty: dict[Triple, bool] = {}
        # Pairs not yet known to cross a drawn segment (checked against each segment as it is drawn).
        self._open: list[Pair] = [
            (i, j) for i in range(self.n) for j in range(i + 1, self.n) if not self.through_star(i, j)
        ]
        self._open_lines = np.array([self._line(i, j) for i, j in self._open], dtype=object)

    # --------------------------------------------------------------------------- exact predicates
    def _orient(self, i: int, j: int, k: int) -> int:
        (ax, ay), (bx, by), (cx, cy) = self.exact[i], self.exact[j], self.exact[k]
        det = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
        return (det > 0) - (det < 0)

    def _on_segment(self, k: int, i: int, j: int) -> bool:
        """Star k lies exactly on the closed segment i–j."""
        if self._orient(i, j, k) != 0:
            return False
        (ax, ay), (bx, by), (kx, ky) = self.exact[i], self.exact[j], self.exact[k]
        return min(ax, bx) <= kx <= max(ax, bx) and min(ay, by) <= ky <= max(ay, by)

    def _interiors_meet(self, s: Pair, t: Pair) -> bool:
        """The open segments s and t share a point (a proper crossing or a collinear overlap)."""
        p1, p2 = s
        q1, q2 = t
        d1, d2 = self._orient(p1, p2, q1), self._orient(p1, p2, q2)
        d3, d4 = self._orient(q1, q2, p1), self._orient(q1, q2, p2)
        if d1 == d2 == d3 == d4 == 0:
            axis = 0 if self.exact[p1][0] != self.exact[p2][0] else 1
            a = sorted((self.exact[p1][axis], self.exact[p2][axis]))
            b = sorted((self.exact[q1][axis], self.exact[q2][axis]))
            return min(a[1], b[1]) > max(a[0], b[0])
        # Lines that are not the same meet in at most one point; if an orientation is zero that
        # point is an end star of one of the segments, which is not in that segment's interior.
        return d1 * d2 < 0 and d3 * d4 < 0

    # ------------------------------------------------------------------------------ the rules
    def _line(self, i: int, j: int) -> LineString:
        return LineString([self.xy[i], self.xy[j]])

    def through_star(self, i: int, j: int) -> bool:
        """Another star lies on segment i–j or within the clearance of it."""
        key = (min(i, j), max(i, j))
        if key not in self._through:
            line = self._line(i, j)
            dist = shapely.distance(line, self._points)
            hit = False
            for k in np.flatnonzero(dist <= self.clearance + self._tol):
                k = int(k)
                if k in key:
                    continue
                if self._on_segment(k, i, j) or (self.clearance > 0 and dist[k] <= self.clearance):
                    hit = True
                    break
            self._through[key] = hit
        return self._through[key]

    def crosses(self, i: int, j: int) -> bool:
        """Segment i–j's interior meets the interior of a drawn segment."""
        line = self._line(i, j)
        for s in self.drawn:
            if line.distance(self._line(*s)) <= self._tol and self._interiors_meet((i, j), s):
                return True
        return False

    def empty(self, a: int, b: int, c: int) -> bool:
        """No star other than the corners inside triangle abc or on its sides (and abc is a
        real triangle)."""
        key = tuple(sorted((a, b, c)))
        if key not in self._empty:
            if self._orient(a, b, c) == 0:
                self._empty[key] = False  # type: ignore[index]
            else:
                poly = Polygon([self.xy[a], self.xy[b], self.xy[c]])
                near = np.flatnonzero(shapely.dwithin(poly, self._points, self._tol))
                ok = True
                for k in near:
                    k = int(k)
                    if k in key:
                        continue
                    o = (self._orient(a, b, k), self._orient(b, c, k), self._orient(c, a, k))
                    if all(v >= 0 for v in o) or all(v <= 0 for v in o):
                        ok = False
                        break
                self._empty[key] = ok  # type: ignore[index]
        return self._empty[key]  # type: ignore[index]

    def _close_crossed(self, drawn: Pair) -> None:
        """Forget the pairs whose interior meets the segment just drawn (and that segment)."""
        near = shapely.dwithin(self._line(*drawn), self._open_lines, self._tol) if self._open else []
        keep = [
            k for k, pair in enumerate(self._open)
            if pair != drawn and not (near[k] and self._interiors_meet(pair, drawn))
        ]
        self._open = [self._open[k] for k in keep]
        self._open_lines = self._open_lines[keep]

    def drawable(self) -> set[Pair]:
        """Every pair that could be drawn now (not drawn, over no star, crossing nothing)."""
        return set(self._open)

    def _closable(self) -> Iterator[Triple]:
        """Every empty triangle not yet closed whose three sides are each drawn or drawable: the
        triangles of the graph of drawn and drawable segments, tried one by one."""
        usable = set(self.drawn) | self.drawable()
        adj: dict[int, set[int]] = {}
        for a, b in usable:
            adj.setdefault(a, set()).add(b)
            adj.setdefault(b, set()).add(a)
        for a, b in usable:
            for c in adj[a] & adj[b]:
                if c > b and (a, b, c) not in self.closed and self.empty(a, b, c):
                    yield (a, b, c)

    def closable_triangles(self) -> set[Triple]:
        """The triangles that some sequence of legal segments can still close."""
        return set(self._closable())

    def is_over(self) -> bool:
        """No empty triangle can still be closed (stops at the first one found)."""
        return next(self._closable(), None) is None

    def refusal(self, i: object, j: object) -> str | None:
        """Why segment i–j would be refused now, or None."""
        if self.is_over():
            return "game_over"
        n = self.n
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n for v in (i, j)) or i == j:
            return "invalid"
        key = (min(i, j), max(i, j))  # type: ignore[type-var]
        if key in self.drawn:
            return "exists"
        if self.through_star(*key):
            return "through_star"
        if self.crosses(*key):
            return "crosses"
        return None

    def push(self, i: int, j: int) -> ReferenceStep:
        player = self.player
        reason = self.refusal(i, j)
        if reason is not None:
            return ReferenceStep(player, (i, j), False, reason, (), (self.scores[0], self.scores[1]), player, reason == "game_over")
        a, b = min(i, j), max(i, j)
        others = lambda v: {u for s in self.drawn for u in s if v in s and u != v}  # noqa: E731
        closed = []
        for c in sorted(others(a) & others(b)):
            if self.empty(a, b, c):
                tri: Triple = tuple(sorted((a, b, c)))  # type: ignore[assignment]
                closed.append(tri)
                self.closed[tri] = player
        self.drawn[(a, b)] = player
        self._close_crossed((a, b))
        self.scores[player - 1] += len(closed)
        if not (closed and self.extra_turn):
            self.player = 3 - player
        return ReferenceStep(
            player, (i, j), True, None, tuple(sorted(closed)), (self.scores[0], self.scores[1]),
            self.player, self.is_over(),
        )

    def result(self) -> str | None:
        """"p1", "p2" or "draw" once the game is over, else None."""
        if not self.is_over():
            return None
        s1, s2 = self.scores
        return "p1" if s1 > s2 else "p2" if s2 > s1 else "draw"


def replay(
    stars: Sequence[Sequence[float]], moves: Sequence[Sequence[int]], clearance: float = 0.0, extra_turn: bool = False
) -> list[ReferenceStep]:
    """Play the moves in order on a new reference game and describe each one."""
    game = ReferenceGame(stars, clearance, extra_turn)
    return [game.push(int(m[0]), int(m[1])) for m in moves]
