"""The end phase in a compact form that can be played out quickly.

Once the safe segments are gone, only the legal segments and the triangles still alive matter.
`Endgame` numbers them locally and keeps, for each legal segment, its triangles and the legal
segments it crosses. `Sim` is one playable copy of it, with per-segment counts kept up to date as
segments are drawn, so a greedy move is found without scanning triangles:

- `ones[s]`: alive triangles of `s` with one other side drawn (drawing `s` offers them);
- `twos[s]`: alive triangles of `s` with both other sides drawn (drawing `s` closes them).

Scores are margins for the player to move at the start of a play-out.
"""

from __future__ import annotations

import numpy as np

from triangles.plugins.api import GameView


class Endgame:
    """The legal segments and alive triangles of a position, numbered locally (0..k-1, 0..t-1)."""

    def __init__(self, view: GameView) -> None:
        board = view.board
        self.board = board
        self.extra_turn = bool(view.options.get("extra_turn", False))
        segs = np.flatnonzero(view.legal_mask) if not view.is_over() else np.empty(0, dtype=np.int64)
        self.segments = segs  # local index -> segment id
        local = {int(s): i for i, s in enumerate(segs)}
        k = len(segs)
        self.seg_tris: list[list[int]] = [[] for _ in range(k)]
        self.tri_free: list[tuple[int, ...]] = []  # local ids of each triangle's undrawn sides
        self.tri_drawn: list[int] = []  # sides drawn at the start
        drawn = view.drawn
        for tri in np.flatnonzero(view.alive_mask):
            free = tuple(local[int(e)] for e in board.triangle_edges[tri] if not drawn[e] and int(e) in local)
            undrawn = sum(1 for e in board.triangle_edges[tri] if not drawn[e])
            if len(free) != undrawn or not free:
                continue  # not closable after all (cannot happen for an alive triangle)
            t = len(self.tri_free)
            self.tri_free.append(free)
            self.tri_drawn.append(3 - len(free))
            for e in free:
                self.seg_tris[e].append(t)
        self.cross: list[list[int]] = [
            [int(j) for j in np.flatnonzero(board.crossing(int(s), segs))] for s in segs
        ]

    @property
    def k(self) -> int:
        return len(self.segments)

    def start(self) -> "Sim":
        """A playable copy of the position."""
        return Sim.initial(self)


class Sim:
    """One play-out state of an `Endgame` (see the module docstring for the counts it keeps)."""

    __slots__ = ("eg", "cnt", "alive", "legal", "free", "ones", "twos", "waiting", "n_alive")

    def __init__(self, eg: Endgame) -> None:
        self.eg = eg

    @classmethod
    def initial(cls, eg: Endgame) -> "Sim":
        sim = cls(eg)
        k = eg.k
        sim.cnt = list(eg.tri_drawn)
        sim.alive = [True] * len(eg.tri_free)
        sim.legal = [True] * k
        sim.free = set(range(k))
        sim.ones = [0] * k
        sim.twos = [0] * k
        sim.waiting = set()
        for t, free in enumerate(eg.tri_free):
            c = sim.cnt[t]
            if c == 2:
                sim.waiting.add(t)
            for e in free:
                if c == 1:
                    sim.ones[e] += 1
                elif c == 2:
                    sim.twos[e] += 1
        sim.n_alive = len(eg.tri_free)
        return sim

    def copy(self) -> "Sim":
        other = Sim(self.eg)
        other.cnt = self.cnt[:]
        other.alive = self.alive[:]
        other.legal = self.legal[:]
        other.free = set(self.free)
        other.ones = self.ones[:]
        other.twos = self.twos[:]
        other.waiting = set(self.waiting)
        other.n_alive = self.n_alive
        return other

    def draw(self, s: int) -> int:
        """Draw local segment `s` (legal); returns how many triangles it closed."""
        eg = self.eg
        cnt, alive, legal, ones, twos, waiting = self.cnt, self.alive, self.legal, self.ones, self.twos, self.waiting
        tri_free = eg.tri_free
        legal[s] = False
        self.free.discard(s)
        closed = 0
        for t in eg.seg_tris[s]:
            if not alive[t]:
                continue
            c = cnt[t] + 1
            cnt[t] = c
            if c == 3:
                alive[t] = False
                closed += 1
                waiting.discard(t)
            elif c == 2:
                waiting.add(t)
                for e in tri_free[t]:
                    if e != s and legal[e]:
                        ones[e] -= 1
                        twos[e] += 1
            else:
                for e in tri_free[t]:
                    if e != s and legal[e]:
                        ones[e] += 1
        killed = 0
        for x in eg.cross[s]:
            if not legal[x]:
                continue
            legal[x] = False
            self.free.discard(x)
            for t in eg.seg_tris[x]:
                if not alive[t]:
                    continue
                alive[t] = False
                killed += 1
                c = cnt[t]
                if c == 2:
                    waiting.discard(t)
                for e in tri_free[t]:
                    if e != x and legal[e]:
                        if c == 1:
                            ones[e] -= 1
                        elif c == 2:
                            twos[e] -= 1
        self.n_alive -= closed + killed
        return closed

    def best_capture(self) -> int:
        """The legal segment closing most of the waiting triangles, or -1 if none waits."""
        best, best_n = -1, 0
        twos, legal = self.twos, self.legal
        for t in self.waiting:
            for e in self.eg.tri_free[t]:
                if legal[e] and twos[e] > best_n:
                    best, best_n = e, twos[e]
        return best

    def greedy_move(self) -> int:
        """Greedy play: close the most; else a segment offering fewest (a safe one offers none)."""
        if self.waiting:
            best = self.best_capture()
            if best >= 0:
                return best
        ones = self.ones
        return min(self.free, key=ones.__getitem__)

    def play_out(self) -> int:
        """Both players greedy to the end of the game; the margin for the player to move now."""
        extra = self.eg.extra_turn
        margin, sign = 0, 1
        while self.n_alive > 0 and self.free:
            closed = self.draw(self.greedy_move())
            margin += sign * closed
            if not (extra and closed):
                sign = -sign
        return margin

    def run_length(self) -> int:
        """How many triangles the player to move takes by capturing while anything waits (on a copy)."""
        sim = self.copy()
        total = 0
        while sim.waiting:
            s = sim.best_capture()
            if s < 0:
                break
            total += sim.draw(s)
        return total
