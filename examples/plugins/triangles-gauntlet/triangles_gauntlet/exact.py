"""Exact play of a small end phase: the best final margin with perfect play by both sides.

The segments that can still be drawn when the search first applies are numbered once for the
rest of the game; a position is then the set of them drawn since (a bit mask). The value of a
position, for the player to move, is kept in a table with a lower and an upper bound, which
serves every later move of the game too: a search cut short by its deadline leaves what it
settled to the next one. Every legal segment is searched, also one that belongs to no alive
triangle: drawing it only hands the turn over, which can decide who must open the next triangle.
"""

from __future__ import annotations

import time

from .endgame import Endgame

#: The exact search is tried once at most this many segments still matter.
EXACT_SEGMENTS = 18


class OutOfTime(Exception):
    """The search did not finish before its deadline."""


class ExactEndgame:
    """The bit-mask form of an `Endgame` small enough to be searched exactly, for the rest of
    the game: later positions are given by the masks of its segments drawn and cut since."""

    def __init__(self, eg: Endgame) -> None:
        self.eg = eg
        self.table: dict[int, tuple[int, int]] = {}  # drawn mask -> (lower, upper) bound
        self.universe = {int(s) for s in eg.segments}
        # Local segment s is bit s of a mask.
        self.cross = [sum(1 << x for x in eg.cross[s]) for s in range(eg.k)]
        self.tri_masks = [sum(1 << e for e in free) for free in eg.tri_free]
        # For each segment: the masks of the other undrawn sides of each of its triangles.
        self.others = [[self.tri_masks[t] & ~(1 << s) for t in eg.seg_tris[s]] for s in range(eg.k)]
        self.full = (1 << eg.k) - 1

    def masks(self, drawn_ids: set[int], legal_ids: set[int]) -> tuple[int, int]:
        """(drawn, cut) masks of a later position of the game, from its drawn and legal segment ids."""
        drawn = cut = 0
        for i, seg in enumerate(self.eg.segments):
            if int(seg) in drawn_ids:
                drawn |= 1 << i
            elif int(seg) not in legal_ids:
                cut |= 1 << i
        return drawn, cut

    def best_move(self, deadline: float, drawn0: int = 0, killed0: int = 0) -> tuple[int, int]:
        """(local segment to draw, exact margin for the player to move) in the position where the
        segments of `drawn0` were drawn and those of `killed0` cut since this search was built;
        OutOfTime past `deadline`.

        Alpha-beta on the margin, closing segments first; the table keeps a lower and an upper
        bound per position, so a position is searched again only with a window it has not settled."""
        extra = self.eg.extra_turn
        table = self.table
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
        free = full & ~drawn0 & ~killed0
        moves = [(i, sum(1 for o in others[i] if o & drawn0 == o)) for i in range(self.eg.k) if free >> i & 1]
        moves.sort(key=lambda m: -m[1])
        for i, closed in moves:
            child_drawn, child_killed = drawn0 | (1 << i), killed0 | cross[i]
            if extra and closed:
                v = closed + search(child_drawn, child_killed, best_value - closed, inf)
            else:
                v = closed - search(child_drawn, child_killed, -inf, closed - best_value)
            if v > best_value:
                best_move, best_value = i, v
        return best_move, best_value
