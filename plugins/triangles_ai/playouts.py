"""Monte Carlo estimates of root moves: random games played out by the Normal policy.

A game is decided long before it can be solved exactly. Without the extra turn, by a tempo
fight: whoever runs out of safe segments first must start giving triangles away, and which
safe segments are drawn changes how many are left. Then, with or without the extra turn, by a
long capture phase in which every segment gives something away and what a sacrifice really
costs (the run of triangles it opens) shows only many moves later. A short search with a static
estimate cannot see that far; a playout to the end can. Each playout follows the Normal policy
(take the most, handing over least, else a safe segment at random, else give the fewest), which
is also how a careful human plays, so the average result of a root move is what it is worth
against such play. The budget goes to the promising moves by successive halving: every move gets
a few playouts, the better half gets twice as many more, and so on until one move is left or the
time is up.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .compact import Compact
from .solver import PASS, playout


class Playouts:
    """Playouts on one compact position (the pool counted as safe segments)."""

    #: Playouts each move gets in the first round of successive halving.
    FIRST_ROUND = 1
    #: choose_weighing_captures: shares of the time by which the best capture and the best
    #: other move are chosen (the rest is their fair test), and the games of that test.
    CAPTURE_SHARE = 0.2
    OTHERS_SHARE = 0.7
    TEST_GAMES = 24
    #: A test cut short by the deadline before this many games keeps the capture (on large
    #: boards, early in the capture phase, where a few games decide nothing).
    LEAST_TEST_GAMES = 8

    def __init__(self, pos: Compact, rng: random.Random) -> None:
        self.p = pos
        self.rng = rng

    def play(self, free: int, alive: int, pool: int, trace: list[int] | None = None) -> int:
        """Net score of the player to move in one Normal-policy game from this position (see
        negamax.playout). `trace`, when given, receives the local segments drawn (PASS for a
        pooled one), which is how the playouts are checked against the real rules."""
        return playout(self.p, free, alive, pool, self.rng, trace)

    def choose_weighing_captures(self, options: list[tuple[int, int, int, int, int]], deadline: float
                                 ) -> tuple[int, float]:
        """Like `choose`, but when captures and other moves are both among `options` (without
        the extra turn, where taking a triangle hands over the move and leaving it can cost
        less than opening the next run oneself), the best capture and the best other move are
        chosen apart and the other move is played only if it beats the capture in a fair test:
        the best of many moves each played out once or twice looks better than it is."""
        captures = [o for o in options if o[2]]
        others = [o for o in options if not o[2]]
        if not captures or not others:
            return self.choose(options, deadline)
        # The most closing capture is taken when it offers nothing: leaving it never paid in
        # end phases solved exactly (the order key is -1000 * closed + offered).
        if min(captures)[0] % 1000 == 0:
            return self.choose(captures, deadline)
        start = time.perf_counter()
        spent = deadline - start
        capture, _ = self.choose(captures, start + spent * self.CAPTURE_SHARE)
        other, _ = self.choose(others, start + spent * self.OTHERS_SHARE)
        first = next(o for o in captures if o[1] == capture)
        second = next(o for o in others if o[1] == other)
        kept, left, games = self.compare(first, second, self.TEST_GAMES, deadline)
        return (other, left) if games >= self.LEAST_TEST_GAMES and left > kept else (capture, kept)

    def compare(self, first: tuple[int, int, int, int, int], second: tuple[int, int, int, int, int],
                games: int, deadline: float) -> tuple[float, float, int]:
        """Mean playout results of two root options over the same `games` random sources (fewer
        when `deadline` passes first), and how many were played: a fair test of the winner of a
        choose(), whose own mean is the luckiest of many."""
        a = _candidate(self.p, first)
        b = _candidate(self.p, second)
        extra = self.p.extra_turn
        for _ in range(games):
            seed = self.rng.getrandbits(64)
            for c in (a, b):
                rest = playout(self.p, c.free, c.alive, c.pool, random.Random(seed))
                c.total += c.gain + (rest if c.gain and extra else -rest)
                c.count += 1
            if time.perf_counter() > deadline:
                break
        return a.total / a.count, b.total / b.count, a.count

    def choose(self, options: list[tuple[int, int, int, int, int]], deadline: float) -> tuple[int, float]:
        """The root move (local id or PASS) with the best mean playout result, by successive
        halving within `deadline`, and that mean. `options` are the solver's root options."""
        extra = self.p.extra_turn  # a player who closes moves again: the rest of the game is theirs
        live = [_candidate(self.p, option) for option in options]
        rounds = self.FIRST_ROUND
        # Common random numbers: the k-th playout of every move uses the same random source, so
        # differences between moves come from the moves, not from the luck of their playouts.
        seeds: list[int] = []
        while True:
            while len(seeds) < live[0].count + rounds:  # the survivors have had equal counts
                seeds.append(self.rng.getrandbits(64))
            for candidate in live:
                for _ in range(rounds):
                    rng = random.Random(seeds[candidate.count])
                    rest = playout(self.p, candidate.free, candidate.alive, candidate.pool, rng)
                    candidate.total += candidate.gain + (rest if candidate.gain and extra else -rest)
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


def _candidate(pos: Compact, option: tuple[int, int, int, int, int]) -> _Candidate:
    """A root option (see Solver.root_options) before its first playout."""
    _, s, gain, f2, t2 = option
    pool = len(pos.pool)
    return _Candidate(s, gain, f2, t2, pool - 1 if s == PASS else pool)
