"""Exact play of a small end phase: the best final margin with perfect play by both sides.

A position is a set of drawn segments among the few that still matter (a bit mask); the value of
a position, for the player to move, is kept in a table with a lower and an upper bound. Every
legal segment is searched, also one that belongs to no alive triangle: drawing it only hands the
turn over, which can decide who must open the next triangle.
"""

from __future__ import annotations

import time

from .endgame import Endgame

#: The exact search is tried once at most this many segments still matter.
EXACT_SEGMENTS = 18


class OutOfTime(Exception):
    """The search did not finish before its deadline."""


class ExactEndgame:
    """The bit-mask form of an `Endgame` small enough to be searched exactly."""

    def __init__(self, eg: Endgame) -> None:
        self.eg = eg
        # Local segment s is bit s of a mask.
        self.cross = [sum(1 << x for x in eg.cross[s]) for s in range(eg.k)]
        self.tri_masks = [sum(1 << e for e in free) for free in eg.tri_free]
        # For each segment: the masks of the other undrawn sides of each of its triangles.
        self.others = [[self.tri_masks[t] & ~(1 << s) for t in eg.seg_tris[s]] for s in range(eg.k)]
        self.full = (1 << eg.k) - 1

    def best_move(self, deadline: float) -> tuple[int, int]:
        """(local segment to draw, exact margin for the player to move); OutOfTime past `deadline`.

        Alpha-beta on the margin, closing segments first; the table keeps a lower and an upper
        bound per position, so a position is searched again only with a window it has not settled."""
        extra = self.eg.extra_turn
        n = self.eg.k
        table: dict[int, tuple[int, int]] = {}
        tri_masks, others, cross, full = self.tri_masks, self.others, self.cross, self.full
        nodes = [0]
        inf = 1 << 30

        def search(drawn: int, killed: int, alpha: int, beta: int) -> int:
            low, high = table.get(drawn, (-inf, inf))
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
            nodes[0] += 1
            if nodes[0] & 1023 == 0 and time.perf_counter() > deadline:
                raise OutOfTime
            for mask in tri_masks:
                if not mask & killed and mask & ~drawn:
                    break
            else:
                table[drawn] = (0, 0)
                return 0
            closing: list[tuple[int, int]] = []
            quiet: list[tuple[int, int]] = []  # (triangles it offers, segment): safest first
            free = full & ~drawn & ~killed
            while free:
                low_bit = free & -free
                free ^= low_bit
                i = low_bit.bit_length() - 1
                closed = offered = 0
                for o in others[i]:
                    rest = o & ~drawn
                    if not rest:
                        closed += 1
                    elif not o & killed and not rest & (rest - 1):
                        offered += 1
                if closed:
                    closing.append((i, closed))
                else:
                    quiet.append((offered, i))
            best, a = -inf, alpha
            quiet.sort()
            for i, closed in closing + [(i, 0) for _, i in quiet]:
                child_drawn, child_killed = drawn | (1 << i), killed | cross[i]
                if extra and closed:
                    v = closed + search(child_drawn, child_killed, a - closed, beta - closed)
                else:
                    v = closed - search(child_drawn, child_killed, closed - beta, closed - a)
                if v > best:
                    best = v
                    if v > a:
                        a = v
                        if a >= beta:
                            break
            if best <= alpha:
                table[drawn] = (low, best)
            elif best >= beta:
                table[drawn] = (best, high)
            else:
                table[drawn] = (best, best)
            return best

        best_move, best_value = -1, -inf
        moves = [(i, 1 << i, cross[i], sum(1 for o in others[i] if o == 0)) for i in range(n)]
        moves.sort(key=lambda m: -m[3])
        for s, bit, killed, closed in moves:
            if extra and closed:
                v = closed + search(bit, killed, best_value - closed, inf)
            else:
                v = closed - search(bit, killed, -inf, closed - best_value)
            if v > best_value:
                best_move, best_value = s, v
        return best_move, best_value
