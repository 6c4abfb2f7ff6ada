"""Monte Carlo estimates of root moves: random games played out by the Normal policy.

Without the extra turn a game is decided long before it can be solved exactly, by a tempo
fight: whoever runs out of safe segments first must start giving triangles away, and which
safe segments are drawn changes how many are left. A short search with a static estimate cannot
see that far; a playout to the end can. Each playout follows the Normal policy (take the most,
else a safe segment at random, else give the fewest), which is also how a careful human plays,
so the average result of a root move is what it is worth against such play. The budget goes to
the promising moves by successive halving: every move gets a few playouts, the better half gets
twice as many more, and so on until one move is left or the time is up.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .compact import Compact, bits
from .solver import PASS


class Playouts:
    """Playouts on one compact position (the pool counted as safe segments)."""

    #: Playouts each move gets in the first round of successive halving.
    FIRST_ROUND = 4

    def __init__(self, pos: Compact, rng: random.Random) -> None:
        self.p = pos
        self.rng = rng

    def play(self, free: int, alive: int, pool: int, trace: list[int] | None = None) -> int:
        """Net score of the player to move in one Normal-policy game from this position.
        `trace`, when given, receives the local segments drawn (PASS for a pooled one), which is
        how the playouts are checked against the real rules."""
        p = self.p
        need = p.tri_need
        cross = p.cross
        cross_tris = p.cross_tris
        seg_trimask = p.seg_trimask
        rng = self.rng
        net = 0
        sign = 1
        while alive:
            closing: dict[int, int] = {}
            halves: dict[int, int] = {}
            rest = alive
            while rest:
                low = rest & -rest
                rest ^= low
                missing = need[low.bit_length() - 1] & free
                if not missing & (missing - 1):
                    s = missing.bit_length() - 1
                    closing[s] = closing.get(s, 0) + 1
                elif missing.bit_count() == 2:
                    for s in bits(missing):
                        halves[s] = halves.get(s, 0) + 1
            if closing:
                top = max(closing.values())
                choice = [s for s, g in closing.items() if g == top]
                least = min(halves.get(s, 0) for s in choice)
                s = rng.choice([s for s in choice if halves.get(s, 0) == least])
            else:
                safe = [s for s in bits(free) if s not in halves]
                if safe or pool:
                    pick = rng.randrange(len(safe) + pool)
                    if pick >= len(safe):
                        pool -= 1
                        if trace is not None:
                            trace.append(PASS)
                        sign = -sign
                        continue
                    s = safe[pick]
                else:
                    least = min(halves.values())
                    s = rng.choice([s for s, h in halves.items() if h == least])
            if trace is not None:
                trace.append(s)
            gained = 0
            alive &= ~cross_tris[s]
            free &= ~(1 << s) & ~cross[s]
            rest = alive & seg_trimask[s]
            while rest:
                low = rest & -rest
                rest ^= low
                if not need[low.bit_length() - 1] & free:
                    gained += 1
                    alive ^= low
            net += sign * gained
            sign = -sign
        return net

    def choose(self, options: list[tuple[int, int, int, int, int]], deadline: float) -> tuple[int, float]:
        """The root move (local id or PASS) with the best mean playout result, by successive
        halving within `deadline`, and that mean. `options` are the solver's root options."""
        pool = len(self.p.pool)
        live = [_Candidate(s, gain, f2, t2, pool - 1 if s == PASS else pool) for _, s, gain, f2, t2 in options]
        rounds = self.FIRST_ROUND
        while True:
            for candidate in live:
                for _ in range(rounds):
                    candidate.total += candidate.gain - self.play(candidate.free, candidate.alive, candidate.pool)
                    candidate.count += 1
                    if time.perf_counter() > deadline:
                        break
                else:
                    continue
                break
            live = sorted((c for c in live if c.count), key=lambda c: -c.total / c.count)
            if len(live) == 1 or time.perf_counter() > deadline:
                break
            live = live[: (len(live) + 1) // 2]
            rounds *= 2
        best = live[0]
        return best.move, best.total / best.count


@dataclass
class _Candidate:
    """A root move and the playouts it has had: the position after it and their summed result."""

    move: int
    gain: int
    free: int
    alive: int
    pool: int
    total: float = 0.0
    count: int = 0
