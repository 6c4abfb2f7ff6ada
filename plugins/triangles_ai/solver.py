"""Negamax search on the compact position: exact solving and depth-limited lookahead.

Values are the net score the player to move will still make (their future triangles minus the
opponent's). Alpha-beta with a transposition table of bounds keyed on the canonical position:
the free segments, the drawn segments that are still sides of alive triangles, and the parity
of the tempo pool (see compact.py). Moves are ordered: most triangles closed first, then
segments that offer nothing, then by how much they offer.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .compact import Compact, bits

PASS = -1  # a root move that draws one of the pooled tempo segments
_INF = 1 << 30
_TIE = 0.25  # below the 0.5 resolution of estimates: ties with the best are searched exactly


class Timeout(Exception):
    """The search ran out of time; its partial results are not to be trusted."""


@dataclass(frozen=True)
class RootResult:
    """Best value for the player to move and the root moves achieving it (local ids or PASS)."""

    value: float
    best: list[int]
    exact: bool


class Solver:
    """Searches one compact position. Create one per position; the tables are reused between
    calls on it (root value first, then the tests of each root move)."""

    def __init__(self, pos: Compact, deadline: float | None = None) -> None:
        self.p = pos
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[tuple[int, int, int], tuple[int, int, int]] = {}
        self.depth_table: dict[tuple[int, int, int, int], tuple[float, float]] = {}

    # --------------------------------------------------------------------------- helpers
    def _tick(self) -> None:
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 511 and time.perf_counter() > self.deadline:
            raise Timeout

    def _normalise(self, free: int, drawn: int, alive: int, parity: int) -> tuple[int, int, int]:
        """Pool the segments that became pure tempo; drop drawn segments no alive triangle uses.
        Returns (free, drawn, parity)."""
        trimask = self.p.seg_trimask
        cross = self.p.cross
        for s in bits(free):
            if not trimask[s] & alive and not cross[s] & free:
                free ^= 1 << s
                parity ^= 1
        for s in bits(drawn):
            if not trimask[s] & alive:
                drawn ^= 1 << s
        return free, drawn, parity

    def _free_captures(self, free: int, drawn: int, alive: int) -> tuple[int, int, int, int]:
        """With the extra turn, segments that close triangles, belong to no other alive triangle
        and cut no free segment are free points: taking them at once never loses (the mover
        keeps the move and nothing else changes), so they are taken without branching.
        Returns (gain, free, drawn, alive)."""
        p = self.p
        gain = 0
        for s in bits(free):
            mine = p.seg_trimask[s] & alive
            if not mine or p.cross[s] & free:
                continue
            if all(not (alive >> t & 1) or not other & ~drawn for t, other in p.seg_tris[s]):
                gain += mine.bit_count()
                alive &= ~mine
                free ^= 1 << s
                drawn |= 1 << s
        return gain, free, drawn, alive

    def _child(self, s: int, free: int, drawn: int, alive: int) -> tuple[int, int, int, int, int, int]:
        """(order key, move, gain, free', drawn', alive') after drawing free segment s."""
        p = self.p
        alive2 = alive & ~p.cross_tris[s]
        gain = 0
        offers = 0
        for t, other in p.seg_tris[s]:
            if alive2 >> t & 1:
                missing = other & ~drawn
                if not missing:
                    gain += 1
                    alive2 &= ~(1 << t)
                elif not missing & (missing - 1):
                    offers += 1
        b = 1 << s
        return -100 * gain + offers, s, gain, free & ~b & ~p.cross[s], drawn | b, alive2

    def _children(self, free: int, drawn: int, alive: int) -> list[tuple[int, int, int, int, int, int]]:
        """Every free segment's child, best first: most closed, then fewest offered.

        Equivalent moves are searched once: neutral segments cutting the same free segments, and "tokens"
        (segments that close all their alive triangles and cut no free segment) of equal gain,
        whose positions are the same up to which token is left."""
        p = self.p
        out = []
        seen: set[int] = set()
        tokens: set[int] = set()
        for s in bits(free):
            child = self._child(s, free, drawn, alive)
            gain, f2, d2, t2 = child[2], child[3], child[4], child[5]
            if gain and not p.cross[s] & free and not p.seg_trimask[s] & t2:
                if gain in tokens:
                    continue
                tokens.add(gain)
            elif not p.seg_trimask[s] & alive:  # neutral: only what it cuts matters
                if f2 in seen:
                    continue
                seen.add(f2)
            out.append(child)
        out.sort(key=lambda c: c[0])
        return out

    # ------------------------------------------------------------------------- exact search
    def exact(self, free: int, drawn: int, alive: int, parity: int, alpha: int, beta: int) -> int:
        """Exact negamax value within (alpha, beta) (fail-soft bounds outside it)."""
        if not alive:
            return 0
        self._tick()
        extra = self.p.extra_turn
        if extra:
            taken, free, drawn, alive = self._free_captures(free, drawn, alive)
            if taken:
                return taken + self.exact(free, drawn, alive, parity, alpha - taken, beta - taken)
        free, drawn, parity = self._normalise(free, drawn, alive, parity)
        bound = alive.bit_count()
        if beta > bound:
            beta = bound
            if alpha >= beta:
                return bound
        if alpha < -bound:
            alpha = -bound
            if alpha >= beta:
                return -bound
        key = (free, drawn, parity)
        hit = self.table.get(key)
        first = -1
        if hit is not None:
            lo, hi, first = hit
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        best = -_INF
        best_move = -1
        if parity:
            best = -self.exact(free, drawn, alive, 0, -beta, -alpha)
            alpha = max(alpha, best)
        if alpha < beta:
            ordered: list[tuple[int, int, int, int, int, int]] = []
            if first >= 0 and free >> first & 1:
                ordered.append(self._child(first, free, drawn, alive))
            done = False
            for stage in (0, 1):
                if stage == 1:
                    ordered = [c for c in self._children(free, drawn, alive) if c[1] != first]
                for _, s, gain, f2, d2, t2 in ordered:
                    if gain and extra:
                        v = gain + self.exact(f2, d2, t2, parity, alpha - gain, beta - gain)
                    else:
                        v = gain - self.exact(f2, d2, t2, parity, gain - beta, gain - alpha)
                    if v > best:
                        best = v
                        best_move = s
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                done = True
                                break
                if done:
                    break
        if best == -_INF:  # alive triangles but no free segment: cannot happen, kept safe
            best = 0
        lo, hi = (hit[0], hit[1]) if hit is not None else (-_INF, _INF)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.table[key] = (lo, hi, best_move if best_move >= 0 else first)
        return best

    def root_options(self, safe_only: bool = False) -> list[tuple[int, int, int, int, int, int]]:
        """The root moves (PASS first when the pool is not empty); with `safe_only`, only the
        segments that close and offer nothing (when there is one)."""
        p = self.p
        options: list[tuple[int, int, int, int, int, int]] = []
        if p.pool:
            options.append((0, PASS, 0, p.free, 0, p.alive))
        options.extend(self._children(p.free, 0, p.alive))
        if safe_only and any(o[0] == 0 for o in options):
            options = [o for o in options if o[0] == 0]
        return options

    def _child_parity(self, move: int) -> int:
        return (len(self.p.pool) - 1) & 1 if move == PASS else len(self.p.pool) & 1

    def solve_root(self, all_best: bool = True) -> RootResult:
        """Exact value of the position and all its optimal root moves. Raises Timeout."""
        p = self.p
        value = self.exact(p.free, 0, p.alive, len(p.pool) & 1, -_INF, _INF)
        best: list[int] = []
        for _, s, gain, f2, d2, t2 in self.root_options():
            parity = self._child_parity(s)
            if gain and p.extra_turn:
                ok = self.exact(f2, d2, t2, parity, value - gain - 1, value - gain) >= value - gain
            else:
                ok = self.exact(f2, d2, t2, parity, gain - value, gain - value + 1) <= gain - value
            if ok:
                best.append(s)
                if not all_best:
                    break
        return RootResult(value, best, True)

    def solve_choice(self, safe_only: bool = False) -> RootResult:
        """One optimal root move among `root_options(safe_only)` and its exact value."""
        p = self.p
        alpha = -_INF
        best: list[int] = []
        for _, s, gain, f2, d2, t2 in self.root_options(safe_only):
            parity = self._child_parity(s)
            if gain and p.extra_turn:
                v = gain + self.exact(f2, d2, t2, parity, alpha - gain, _INF)
            else:
                v = gain - self.exact(f2, d2, t2, parity, -_INF, gain - alpha)
            if v > alpha:
                alpha = v
                best = [s]
        return RootResult(alpha, best, True)

    # ------------------------------------------------------------------ depth-limited search
    def _estimate(self, drawn: int, alive: int) -> float:
        """Horizon guess for the player to move: the triangles waiting to be closed are theirs
        with the extra turn; without it they alternate, so only an odd one out is an edge."""
        waiting = 0
        need = self.p.tri_need
        for t in bits(alive):
            missing = need[t] & ~drawn
            if not missing & (missing - 1):
                waiting += 1
        if self.p.extra_turn:
            return float(waiting)
        return 0.5 if waiting & 1 else 0.0

    def limited(self, free: int, drawn: int, alive: int, parity: int, depth: int, alpha: float, beta: float) -> float:
        """Negamax to `depth` plies with the horizon estimate at the leaves."""
        if not alive:
            return 0.0
        self._tick()
        free, drawn, parity = self._normalise(free, drawn, alive, parity)
        key = (free, drawn, parity)
        done = self.table.get(key)
        if done is not None and done[0] == done[1]:
            return float(done[0])
        if depth == 0:
            return self._estimate(drawn, alive)
        dkey = (free, drawn, parity, depth)
        hit = self.depth_table.get(dkey)
        if hit is not None:
            lo, hi = hit
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        best = -float(_INF)
        if parity:
            best = -self.limited(free, drawn, alive, 0, depth - 1, -beta, -alpha)
            alpha = max(alpha, best)
        if alpha < beta:
            extra = self.p.extra_turn
            for _, _s, gain, f2, d2, t2 in self._children(free, drawn, alive):
                if gain and extra:
                    v = gain + self.limited(f2, d2, t2, parity, depth - 1, alpha - gain, beta - gain)
                else:
                    v = gain - self.limited(f2, d2, t2, parity, depth - 1, gain - beta, gain - alpha)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
        lo, hi = hit if hit is not None else (-float(_INF), float(_INF))
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.depth_table[dkey] = (lo, hi)
        return best

    def best_at_depth(self, depth: int, safe_only: bool = False) -> RootResult:
        """Root moves ranked by a `depth`-ply search; the best value and the moves reaching it."""
        p = self.p
        scored: list[tuple[float, int]] = []
        alpha = -float(_INF)
        for _, s, gain, f2, d2, t2 in self.root_options(safe_only):
            child_parity = self._child_parity(s)
            if gain and p.extra_turn:
                v = gain + self.limited(f2, d2, t2, child_parity, depth - 1, alpha - gain - _TIE, float(_INF))
            else:
                v = gain - self.limited(f2, d2, t2, child_parity, depth - 1, -float(_INF), gain - alpha + _TIE)
            scored.append((v, s))
            alpha = max(alpha, v)
        best_value = max(v for v, _ in scored)
        return RootResult(best_value, [s for v, s in scored if v == best_value], False)
