"""Negamax search on the compact position: exact solving and depth-limited lookahead.

Values are the net score the player to move will still make (their future triangles minus the
opponent's). Alpha-beta with a transposition table of bounds keyed on the canonical position:
the free segments, the alive triangles, and the parity of the tempo pool (see compact.py).
Moves are ordered: most triangles closed first, then those offering least (with the extra turn
and at the root) or those cutting and touching most (see Solver.order).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .compact import Compact, bits

PASS = -1  # a root move that draws one of the pooled tempo segments
_INF = 1 << 30
_TIE = 0.25  # below the 0.5 resolution of estimates: ties with the best are searched exactly
# A table entry is one int of three fields: lower bound, upper bound (both offset by _OFF, an
# unknown bound stored as the field's extreme) and best move (+2). No tuple per entry to allocate
# and free: about a tenth faster on the hardest end phases.
_F = 20
_M = (1 << _F) - 1
_OFF = 1 << (_F - 1)
_REDUCED = -2  # table mark: the position's value is that of its reduction (see _children)
#: Positions with at most this many free segments are solved with the full window: their exact
#: value serves every later visit, whatever window it comes with, where a bound would not. On the
#: hardest 25-segment end phases the many tied root moves reach the same small positions with
#: windows shifted by the triangles closed on the way (measured: 15-30% faster at 8; 6 to 9 gain
#: too, 10 and more lose).
FULL_WINDOW_SIZE = 8


class Children:
    """The moves worth searching from a position (order key, move, gain, free', alive'), or
    the same position with a pair of cancelling tokens removed (see Solver._children). A plain
    class, not a NamedTuple: compiled, its fields are read directly (a few percent faster)."""

    def __init__(self, moves: list[tuple[int, int, int, int, int]],
                 twins_removed: tuple[int, int] | None) -> None:
        self.moves = moves
        self.twins_removed = twins_removed


class Timeout(Exception):
    """The search ran out of time; its partial results are not to be trusted."""


@dataclass(frozen=True)
class RootResult:
    """Best value for the player to move and the root moves achieving it (local ids or PASS)."""

    value: float
    best: list[int]
    exact: bool


class Solver:
    """Searches one compact position. The tables are reused between calls on it (root value
    first, then the tests of each root move) and, after `reroot`, for later positions of the game."""

    def __init__(self, pos: Compact, deadline: float | None = None) -> None:
        self.p = pos
        self.deadline = deadline
        self.nodes = 0
        # The clock is read every tick_mask + 1 nodes. A node costs in proportion to the position
        # (bitsets of its segments and triangles): near the end every 512th node is often enough,
        # on a board with a thousand segments 512 nodes take seconds, so the clock is read more.
        self.tick_mask = 511 if pos.size <= 128 else 63 if pos.size <= 512 else 0
        # The table of bounds: (lower, upper, best move) packed in one int (see _F) by position,
        # keyed by one integer (free segments, alive triangles, pool parity).
        self.table: dict[int, int] = {}
        self.shift = len(pos.tri_need) + 1
        self.useful_cache: dict[int, int] = {}
        # Without the extra turn, inside the search and after captures, moves that cut many
        # segments and touch many triangles go first: they shrink the position most (measured:
        # about a quarter fewer nodes than ordering by what a move offers, which stays the order
        # with the extra turn, where it is the better one; counting cuts twice saves another
        # tenth on the hardest end phases).
        self.order = [-(2 * c.bit_count() + len(t)) for c, t in zip(pos.cross, pos.seg_tris)]
        self.tri_bits = [[(1 << t, other) for t, other in row] for row in pos.seg_tris]
        self.depth_table: dict[tuple[int, int, int, int], tuple[float, float]] = {}
        self.tempo_table: dict[int, int] = {}

    def reroot(self, pos: Compact) -> None:
        """Search `pos` from now on: a later position of the game in this solver's bit space
        (compact.reroot). The tables keep what earlier searches proved about its positions."""
        self.p = pos

    # --------------------------------------------------------------------------- helpers
    def _tick(self) -> None:
        self.nodes += 1
        if self.deadline is not None and not self.nodes & self.tick_mask and time.perf_counter() > self.deadline:
            raise Timeout

    def _useful(self, alive: int) -> int:
        """Segments that are a side of an alive triangle (cached: many nodes share `alive`)."""
        useful = self.useful_cache.get(alive)
        if useful is None:
            useful = 0
            need = self.p.tri_need
            rest = alive
            while rest:
                low = rest & -rest
                useful |= need[low.bit_length() - 1]
                rest ^= low
            self.useful_cache[alive] = useful
        return useful

    def _normalise(self, free: int, alive: int, parity: int) -> tuple[int, int]:
        """Pool the segments that became pure tempo (a side of no alive triangle, cutting no
        free segment). Returns (free, parity)."""
        cand = free & ~self._useful(alive)
        cross = self.p.cross
        while cand:
            low = cand & -cand
            cand ^= low
            if not cross[low.bit_length() - 1] & free:
                free ^= low
                parity ^= 1
        return free, parity

    def _free_captures(self, free: int, alive: int) -> tuple[int, int, int]:
        """With the extra turn, segments that close triangles, belong to no other alive triangle
        and cut no free segment are free points: taking them at once never loses (the mover
        keeps the move and nothing else changes), so they are taken without branching.
        Returns (gain, free, alive)."""
        p = self.p
        gain = 0
        for s in bits(free):
            mine = p.seg_trimask[s] & alive
            if not mine or p.cross[s] & free:
                continue
            if all(not (alive >> t & 1) or not other & free for t, other in p.seg_tris[s]):
                gain += mine.bit_count()
                alive &= ~mine
                free ^= 1 << s
        return gain, free, alive

    def _child(self, s: int, free: int, alive: int) -> tuple[int, int, int, int, int]:
        """(0, move, gain, free', alive') after drawing free segment s: the shape of
        `_children`'s entries, for the one move tried before the others.

        An alive triangle's undrawn sides are all free (a side cut by a drawn segment kills it),
        so what is left to draw of it is its other sides within `free`: the drawn set itself is
        never needed."""
        alive2 = alive & ~self.p.cross_tris[s]
        gain = 0
        for tbit, other in self.tri_bits[s]:
            if alive2 & tbit and not other & free:
                gain += 1
                alive2 ^= tbit
        return 0, s, gain, free & ~(1 << s) & ~self.p.cross[s], alive2

    def _children(self, free: int, alive: int, every: bool = False) -> Children:
        """Every free segment's child, best first: most closed, then fewest offered (at the root,
        with `every`, and with the extra turn), else the most cutting and touching (see `order`).

        Equivalent or dominated moves are left out: of neutral segments cutting the same free
        segments only one is searched, and of the "tokens" (segments that close all their alive
        triangles and cut no free segment) only one of the largest gain, since a token of gain g
        is worth at least as much as one of gain h < g (whoever ends up with the other one, the
        difference is at most g - h). With `every` (the root, where each optimal move is
        reported), none is left out.

        Without the extra turn, two tokens of equal gain cancel, as two tempo segments do:
        whoever takes one, the other side answers by taking the other, and two tokens left
        alone are worth 0 to whoever must move, so this answer is always available. (Equal parts
        of other shapes do not cancel in general: two lone half-built triangles are worth -2 to
        the player who must open one.) When there is such a pair, the position without it is
        returned instead of the children, as `twins_removed` (free, alive)."""
        p = self.p
        cross = p.cross
        cross_tris = p.cross_tris
        tri_bits = self.tri_bits
        trimask = p.seg_trimask
        order = self.order
        by_offers = p.extra_turn
        with_offers = by_offers or every
        out = []
        seen: set[int] = set()
        token = None
        gains: dict[int, int] = {}  # token gain -> the token
        rest = free
        while rest:
            low = rest & -rest
            rest ^= low
            s = low.bit_length() - 1
            alive2 = alive & ~cross_tris[s]
            gain = 0
            offers = 0
            if with_offers:  # two loops: counting offers only where they order the moves is faster
                for tbit, other in tri_bits[s]:
                    if alive2 & tbit:
                        missing = other & free
                        if not missing:
                            gain += 1
                            alive2 ^= tbit
                        elif not missing & (missing - 1):
                            offers += 1
            else:
                for tbit, other in tri_bits[s]:
                    if alive2 & tbit and not other & free:
                        gain += 1
                        alive2 ^= tbit
            f2 = free & ~low & ~cross[s]
            if every:
                out.append((-1000 * gain + offers, s, gain, f2, alive2))
                continue
            key = -1000 * gain + (offers if by_offers else order[s])
            if gain and not cross[s] & free and not trimask[s] & alive2:
                twin = gains.get(gain)
                if twin is not None and not by_offers:
                    return Children([], (f2 & ~(1 << twin), alive2 & ~trimask[twin]))
                gains[gain] = s
                if token is None or gain > token[2]:
                    token = (key, s, gain, f2, alive2)
                continue
            if not trimask[s] & alive:  # neutral: only what it cuts matters
                if f2 in seen:
                    continue
                seen.add(f2)
            out.append((key, s, gain, f2, alive2))
        if token is not None:
            out.append(token)
        out.sort()  # by the order key; the move ids behind it are distinct
        return Children(out, None)

    # ------------------------------------------------------------------------- exact search
    def exact(self, free: int, alive: int, parity: int, alpha: int, beta: int) -> int:
        """Exact negamax value within (alpha, beta) (fail-soft bounds outside it)."""
        if not alive:
            return 0
        self.nodes += 1  # _tick, written out: a call per node costs a few percent here
        if self.deadline is not None and not self.nodes & self.tick_mask and time.perf_counter() > self.deadline:
            raise Timeout
        extra = self.p.extra_turn
        if extra:
            taken, free, alive = self._free_captures(free, alive)
            if taken:
                return taken + self.exact(free, alive, parity, alpha - taken, beta - taken)
        free, parity = self._normalise(free, alive, parity)
        if free.bit_count() <= FULL_WINDOW_SIZE:
            alpha, beta = -_INF, _INF
        bound = alive.bit_count()
        if beta > bound:
            beta = bound
            if alpha >= beta:
                return bound
        if alpha < -bound:
            alpha = -bound
            if alpha >= beta:
                return -bound
        key = free << self.shift | alive << 1 | parity
        hit = self.table.get(key)
        first = -1
        lo = -_INF
        hi = _INF
        if hit is not None:
            lo = (hit >> 2 * _F) - _OFF
            hi = (hit >> _F & _M) - _OFF
            first = (hit & _M) - 2
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        best = -_INF
        best_move = -1
        # Pairs of equal tokens cancel: looked for once, when the position is new (or was reduced).
        children = None if hit is not None and first != _REDUCED else self._children(free, alive)
        reduced = None if children is None else children.twins_removed
        if reduced is not None:
            best = self.exact(reduced[0], reduced[1], parity, alpha, beta)
            best_move = _REDUCED
        elif parity:
            best = -self.exact(free, alive, 0, -beta, -alpha)
            alpha = max(alpha, best)
        if alpha < beta and reduced is None:
            ordered: list[tuple[int, int, int, int, int]] = []
            if first >= 0 and free >> first & 1:
                ordered.append(self._child(first, free, alive))
            done = False
            for stage in (0, 1):
                if stage == 1:
                    if children is None:
                        children = self._children(free, alive)
                    ordered = children.moves if first < 0 else [c for c in children.moves if c[1] != first]
                    if not extra:
                        index, known = self._most_promising(ordered, parity, beta)
                        if known >= beta:
                            best, best_move = known, ordered[index][1]
                            break
                        if index > 0:
                            ordered = [ordered[index]] + ordered[:index] + ordered[index + 1:]
                for _, s, gain, f2, t2 in ordered:
                    if gain and extra:
                        v = gain + self.exact(f2, t2, parity, alpha - gain, beta - gain)
                    else:
                        v = gain - self.exact(f2, t2, parity, gain - beta, gain - alpha)
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
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        lo = max(lo, 1 - _OFF)
        hi = min(hi, _OFF - 1)
        self.table[key] = (lo + _OFF) << 2 * _F | (hi + _OFF) << _F | (best_move if best_move != -1 else first) + 2
        return best

    def _most_promising(self, children: list[tuple[int, int, int, int, int]], parity: int,
                        beta: int) -> tuple[int, int]:
        """Without the extra turn: the child whose stored upper bound guarantees the most here,
        as (index, that value), or (-1, -inf). Positions recur in many move orders, so this often
        cuts at once (a value of at least `beta`, where the scan stops) or names the move to try
        first (measured: up to a third less time on the hardest end phases)."""
        table = self.table
        shift = self.shift
        index, most = -1, -_INF
        for i, (_, _s, gain, f2, t2) in enumerate(children):
            hit = table.get(f2 << shift | t2 << 1 | parity)
            if hit is None:
                continue
            upper = hit >> _F & _M
            if upper != _M and gain - (upper - _OFF) > most:
                index, most = i, gain - (upper - _OFF)
                if most >= beta:
                    break
        return index, most

    def root_options(self, safe_only: bool = False) -> list[tuple[int, int, int, int, int]]:
        """The root moves (PASS first when the pool is not empty); with `safe_only`, only the
        segments that close and offer nothing (when there is one)."""
        p = self.p
        options: list[tuple[int, int, int, int, int]] = []
        if p.pool:
            options.append((0, PASS, 0, p.free, p.alive))
        options.extend(self._children(p.free, p.alive, every=True).moves)
        if safe_only and any(o[0] == 0 for o in options):
            options = [o for o in options if o[0] == 0]
        return options

    def _child_parity(self, move: int) -> int:
        return (len(self.p.pool) - 1) & 1 if move == PASS else len(self.p.pool) & 1

    def solve_root(self, all_best: bool = True) -> RootResult:
        """Exact value of the position and its optimal root moves (all of them with `all_best`).
        One pass over the root moves: each is searched with a window just below the best value
        so far, which tells whether it ties the best and gives its exact value when it beats it.
        When the deadline stops the pass after at least one move, the result is the best of the
        moves searched so far (`exact` false: a value the player can surely reach, perhaps not
        the most); before that, Timeout is raised."""
        value = -_INF
        best: list[int] = []
        for option in self.root_options():
            try:
                v = self._search_option(option, value - 1 if all_best else value)
            except Timeout:
                if not best:
                    raise
                return RootResult(value, best, False)
            if v > value:
                value = v
                best = [option[1]]
            elif v == value and all_best:
                best.append(option[1])
        return RootResult(value, best, True)

    def _search_option(self, option: tuple[int, int, int, int, int], floor: int) -> int:
        """Exact value of a root option when it is above `floor` (at most `floor` otherwise)."""
        _, s, gain, f2, t2 = option
        parity = self._child_parity(s)
        if gain and self.p.extra_turn:
            return gain + self.exact(f2, t2, parity, floor - gain, _INF)
        return gain - self.exact(f2, t2, parity, -_INF, gain - floor)

    def solve_choice(self, safe_only: bool = False) -> RootResult:
        """One optimal root move among `root_options(safe_only)` and its exact value."""
        alpha = -_INF
        best: list[int] = []
        for option in self.root_options(safe_only):
            v = self._search_option(option, alpha)
            if v > alpha:
                alpha = v
                best = [option[1]]
        return RootResult(alpha, best, True)

    # ------------------------------------------------------------------------- the tempo fight
    def regions(self, free: int, alive: int) -> list[tuple[int, int]]:
        """The independent regions of a position, as (free, alive) pairs: segments are linked when
        they are sides of one alive triangle or cross each other, and nothing drawn in one region
        changes another, so a position is the sum of its regions."""
        p = self.p
        out = []
        rest = free
        while rest:
            region = rest & -rest
            tris = 0
            frontier = region
            while frontier:
                low = frontier & -frontier
                frontier ^= low
                s = low.bit_length() - 1
                near = p.cross[s] & free
                new = p.seg_trimask[s] & alive & ~tris
                tris |= new
                while new:
                    tbit = new & -new
                    new ^= tbit
                    near |= p.tri_need[tbit.bit_length() - 1] & free
                near &= ~region
                region |= near
                frontier |= near
            out.append((region, tris))
            rest &= ~region
        return out

    def tempo(self, free: int, alive: int, parity: int) -> int:
        """The fight over the safe segments (those closing and offering nothing) as an impartial
        game: a move is a safe segment, and who cannot make one must start giving triangles away.
        Returns its Sprague-Grundy value: 0 when the player to move runs out first against best
        play. The regions are independent games, so their values combine by exclusive or; each
        pooled tempo segment is a safe move changing nothing (value 1, hence `parity`)."""
        free, parity = self._normalise(free, alive, parity)
        value = parity
        for region, tris in self.regions(free, alive):
            value ^= self._region_tempo(region, tris)
        return value

    def _region_tempo(self, free: int, alive: int) -> int:
        """Sprague-Grundy value of one region's safe-segment game (memoised)."""
        key = free << self.shift | alive << 1
        hit = self.tempo_table.get(key)
        if hit is not None:
            return hit
        self.nodes += 1  # a node here visits every segment of its region: the clock is read often
        if self.deadline is not None and not self.nodes & 31 and time.perf_counter() > self.deadline:
            raise Timeout
        p = self.p
        need = p.tri_need
        reached: set[int] = set()
        for s in bits(free):
            mine = p.seg_trimask[s] & alive
            safe = True
            while mine:
                tbit = mine & -mine
                mine ^= tbit
                if (need[tbit.bit_length() - 1] & free).bit_count() < 3:
                    safe = False
                    break
            if safe:
                reached.add(self.tempo(free & ~(1 << s) & ~p.cross[s], alive & ~p.cross_tris[s], 0))
        value = 0
        while value in reached:
            value += 1
        self.tempo_table[key] = value
        return value

    def tempo_winners(self, options: list[tuple[int, int, int, int, int]]) -> list[tuple[int, int, int, int, int]]:
        """The root options (safe ones, see `root_options`) after which the opponent runs out of
        safe segments first against best play; empty when every option loses the tempo fight."""
        return [o for o in options if o[2] == 0 and self.tempo(o[3], o[4], self._child_parity(o[1])) == 0]

    # ------------------------------------------------------------------ depth-limited search
    def _estimate(self, free: int, alive: int) -> float:
        """Horizon guess for the player to move: the triangles waiting to be closed are theirs
        with the extra turn; without it they alternate, so only an odd one out is an edge."""
        waiting = 0
        need = self.p.tri_need
        for t in bits(alive):
            missing = need[t] & free
            if not missing & (missing - 1):
                waiting += 1
        if self.p.extra_turn:
            return float(waiting)
        return 0.5 if waiting & 1 else 0.0

    def limited(self, free: int, alive: int, parity: int, depth: int, alpha: float, beta: float) -> float:
        """Negamax to `depth` plies with the horizon estimate at the leaves."""
        if not alive:
            return 0.0
        self._tick()
        free, parity = self._normalise(free, alive, parity)
        done = self.table.get(free << self.shift | alive << 1 | parity)
        if done is not None and done >> 2 * _F == done >> _F & _M:  # an exact value
            return float((done >> 2 * _F) - _OFF)
        if depth == 0:
            return self._estimate(free, alive)
        dkey = (free, alive, parity, depth)
        hit = self.depth_table.get(dkey)
        if hit is not None:
            lo, hi = hit
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        children = self._children(free, alive)
        if children.twins_removed is not None:
            return self.limited(*children.twins_removed, parity, depth, alpha, beta)
        a0, b0 = alpha, beta
        best = -float(_INF)
        if parity:
            best = -self.limited(free, alive, 0, depth - 1, -beta, -alpha)
            alpha = max(alpha, best)
        if alpha < beta:
            extra = self.p.extra_turn
            for _, _s, gain, f2, t2 in children.moves:
                if gain and extra:
                    v = gain + self.limited(f2, t2, parity, depth - 1, alpha - gain, beta - gain)
                else:
                    v = gain - self.limited(f2, t2, parity, depth - 1, gain - beta, gain - alpha)
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
        for _, s, gain, f2, t2 in self.root_options(safe_only):
            child_parity = self._child_parity(s)
            if gain and p.extra_turn:
                v = gain + self.limited(f2, t2, child_parity, depth - 1, alpha - gain - _TIE, float(_INF))
            else:
                v = gain - self.limited(f2, t2, child_parity, depth - 1, -float(_INF), gain - alpha + _TIE)
            scored.append((v, s))
            alpha = max(alpha, v)
        best_value = max(v for v, _ in scored)
        return RootResult(best_value, [s for v, s in scored if v == best_value], False)


# ----------------------------------------------------------------------------- playouts
def playout(p: Compact, free: int, alive: int, pool: int, rng: random.Random,
            trace: list[int] | None = None) -> int:
    """Net score of the player to move in one game from (free, alive, pool tempo segments)
    played out by Normal's policy on both sides: close the most (without the extra turn, handing
    the opponent the smallest capture, then offering fewest), else a safe segment or a pooled one
    at random, else offer the fewest. Without the extra turn a capture handing over more than it
    takes (a single leaving a double) is left while anything else can be drawn (see
    players.normal_candidates). With the extra turn a player who closed moves again. `trace`,
    when given, receives the local segments drawn (PASS for a pooled one), which is how playouts
    are checked against the real rules.

    Counts are kept per triangle (sides still to draw) and per segment (triangles it would
    close, triangles it would offer) and updated by each move, so a move costs one pass over the
    free segments: a 60-star capture phase is played out in about a millisecond compiled."""
    n = len(p.seg_ids)
    need = p.tri_need
    missing = [0] * len(need)
    closes = [0] * n
    offers = [0] * n
    rest = alive
    while rest:
        low = rest & -rest
        rest ^= low
        t = low.bit_length() - 1
        sides = need[t] & free
        k = sides.bit_count()
        missing[t] = k
        for s in bits(sides):
            if k == 1:
                closes[s] += 1
            elif k == 2:
                offers[s] += 1
    extra = p.extra_turn
    free_list = bits(free)
    net = 0
    sign = 1
    while alive:
        best_close = 0
        least_handed = _INF
        least_offered = _INF
        choice: list[int] = []
        safe: list[int] = []
        fewest = _INF
        givers: list[int] = []
        live: list[int] = []
        for s in free_list:
            if not free >> s & 1:
                continue
            live.append(s)
            c = closes[s]
            o = offers[s]
            if c:
                if c < best_close:
                    continue
                h = _handed(p, s, free, alive, missing, closes) if o and not extra else 0
                if c > best_close or h < least_handed or (h == least_handed and o < least_offered):
                    best_close = c
                    least_handed = h
                    least_offered = o
                    choice = [s]
                elif h == least_handed and o == least_offered:
                    choice.append(s)
            elif not o:
                safe.append(s)
            elif o < fewest:
                fewest = o
                givers = [s]
            elif o == fewest:
                givers.append(s)
        free_list = live
        if best_close and least_handed > best_close and (safe or pool or givers):
            best_close = 0  # it hands over more than it takes: left while anything else can be drawn
        if best_close:
            s = choice[rng.randrange(len(choice))] if len(choice) > 1 else choice[0]
        elif safe or pool:
            pick = rng.randrange(len(safe) + pool)
            if pick >= len(safe):
                pool -= 1
                if trace is not None:
                    trace.append(PASS)
                sign = -sign
                continue
            s = safe[pick]
        elif givers:
            s = givers[rng.randrange(len(givers))] if len(givers) > 1 else givers[0]
        else:  # alive triangles but no free segment: cannot happen, kept safe
            break
        if trace is not None:
            trace.append(s)
        killed = alive & p.cross_tris[s]
        alive ^= killed
        while killed:
            low = killed & -killed
            killed ^= low
            t = low.bit_length() - 1
            _forget(need[t] & free, missing[t], closes, offers)
        free &= ~(1 << s) & ~p.cross[s]
        gained = 0
        for t, other in p.seg_tris[s]:
            if not alive >> t & 1:
                continue
            k = missing[t]
            left = other & free
            missing[t] = k - 1
            if k == 1:
                gained += 1
                alive ^= 1 << t
            elif k == 2:
                offers[s] -= 1
                for u in bits(left):
                    offers[u] -= 1
                    closes[u] += 1
            else:
                for u in bits(left):
                    offers[u] += 1
        net += sign * gained
        if not (extra and gained):
            sign = -sign
    return net


def _handed(p: Compact, s: int, free: int, alive: int, missing: list[int], closes: list[int]) -> int:
    """The most triangles the opponent closes at once with a segment that `s` leaves one side
    short of a triangle: a capture handing over a double (two triangles closed by one segment)
    costs more than one handing over a single, though both offer one triangle."""
    most = 0
    for t, other in p.seg_tris[s]:
        if alive >> t & 1 and missing[t] == 2:
            left = other & free
            if left:
                handed = closes[left.bit_length() - 1] + 1
                if handed > most:
                    most = handed
    return most


def _forget(sides: int, k: int, closes: list[int], offers: list[int]) -> None:
    """Take a dead triangle with `k` sides left to draw (`sides`) out of the segment counts."""
    for u in bits(sides):
        if k == 1:
            closes[u] -= 1
        elif k == 2:
            offers[u] -= 1
