"""A compact copy of a position for search: Python-int bitsets over the legal segments only.

Every legal segment gets a local bit; every alive triangle is the bitset of its still undrawn
sides. Drawing a segment is then a handful of integer operations (no numpy, no undo stack),
which is what a search visiting hundreds of thousands of nodes needs.

Segments that are a side of no alive triangle and cross no other legal segment can never matter
again except as tempo: each is a "pass" for whoever draws it. They are pooled and only the
parity of the pool is kept (two passes cancel: the opponent answers a pass with a pass), which
makes such positions transpose into each other.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

import numpy as np

from triangles.plugins.api import Board

from .features import BoolArray


def _mask(flags: np.ndarray) -> int:
    """Bitset of the True positions of a bool array."""
    return int.from_bytes(np.packbits(flags, bitorder="little").tobytes(), "little")


def bits(mask: int) -> list[int]:
    """Positions of the set bits, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class BuildTimeout(Exception):
    """The deadline passed while the compact form was being built."""


@dataclass
class Compact:
    """The position as bitsets. Local segment i is global segment `seg_ids[i]`."""

    seg_ids: list[int]
    cross: list[int]  # local segments crossing segment i
    seg_tris: list[list[tuple[int, int]]]  # (triangle, its other undrawn sides) per segment
    cross_tris: list[int]  # triangles killed when segment i is drawn (a side crosses it)
    seg_trimask: list[int]  # triangles having segment i as an undrawn side
    tri_need: list[int]  # undrawn sides of triangle t
    free: int  # legal segments in play (the pool excluded)
    alive: int  # alive triangles
    pool: list[int]  # global ids of the pooled tempo segments
    extra_turn: bool
    tri_ids: list[int] = field(default_factory=list)  # local triangle t is global triangle tri_ids[t]
    drawn: BoolArray | None = None  # the drawn segments of the game, for `reroot`

    @property
    def size(self) -> int:
        """Segments of the bit space (those of the position it was built for)."""
        return len(self.seg_ids)

    @property
    def in_play(self) -> int:
        """Segments in play now (fewer than `size` once rerooted)."""
        return self.free.bit_count()


def build(
    board: Board, legal: BoolArray, drawn: BoolArray, alive: BoolArray, extra_turn: bool, deadline: float | None = None
) -> Compact:
    """The compact form of a position given by its masks. Costs one crossing test per pair of
    legal segments, so callers keep the legal count modest (a few hundred); with a `deadline`
    (time.perf_counter), BuildTimeout is raised when it passes before the form is built."""
    legal_ids = np.flatnonzero(legal)
    tris = np.flatnonzero(alive)
    edges = board.triangle_edges[tris]
    useful = np.zeros(board.m, dtype=bool)
    useful[edges[~drawn[edges]]] = True

    crossing = np.zeros((len(legal_ids), len(legal_ids)), dtype=bool)
    for i, seg in enumerate(legal_ids):
        crossing[i] = board.crossing(int(seg), legal_ids)
        if deadline is not None and not i & 31 and time.perf_counter() > deadline:
            raise BuildTimeout
    isolated = ~useful[legal_ids] & ~crossing.any(axis=1)
    keep = np.flatnonzero(~isolated)
    seg_ids = [int(s) for s in legal_ids[keep]]
    local = {s: i for i, s in enumerate(seg_ids)}
    crossing = crossing[np.ix_(keep, keep)]
    cross = [_mask(row) for row in crossing]

    tri_need: list[int] = []
    seg_tris: list[list[tuple[int, int]]] = [[] for _ in seg_ids]
    seg_trimask = [0] * len(seg_ids)
    for t, row in enumerate(edges):
        need = 0
        for s in row:
            if not drawn[s]:
                need |= 1 << local[int(s)]
        tri_need.append(need)
        for i in bits(need):
            seg_tris[i].append((t, need & ~(1 << i)))
            seg_trimask[i] |= 1 << t
    if deadline is not None and time.perf_counter() > deadline:
        raise BuildTimeout
    cross_tris = []
    for i in range(len(seg_ids)):
        killed = 0
        for j in bits(cross[i]):
            killed |= seg_trimask[j]
        cross_tris.append(killed)
    return Compact(
        seg_ids=seg_ids,
        cross=cross,
        seg_tris=seg_tris,
        cross_tris=cross_tris,
        seg_trimask=seg_trimask,
        tri_need=tri_need,
        free=(1 << len(seg_ids)) - 1,
        alive=(1 << len(tris)) - 1,
        pool=[int(s) for s in legal_ids[isolated]],
        extra_turn=extra_turn,
        tri_ids=[int(t) for t in tris],
        drawn=drawn.copy(),
    )


def reroot(pos: Compact, legal: BoolArray, drawn: BoolArray, alive: BoolArray) -> Compact | None:
    """A later position of `pos`'s game (given by its masks) in `pos`'s bit space: fewer free
    segments and alive triangles, as positions reached inside a search are. A solver's tables for
    `pos` hold values of such positions, so they stay true for it (Solver.reroot). None when the
    position does not follow from `pos`: a segment drawn then is not drawn now, a segment legal
    now was not legal then, or a triangle alive now was not alive then."""
    if pos.drawn is None or len(drawn) != len(pos.drawn) or bool((pos.drawn & ~drawn).any()):
        return None
    known = np.zeros(len(legal), dtype=bool)
    known[pos.seg_ids] = True
    known[pos.pool] = True
    if bool((legal & ~known).any()):
        return None
    alive_now = _mask(alive[pos.tri_ids])
    if alive_now.bit_count() != int(np.count_nonzero(alive)):
        return None
    # A segment of `pos` that became pure tempo stays free here: drawing it passes the move, as
    # drawing a pooled one does, and the search pools it at its first node.
    pool = [s for s in pos.pool if legal[s]]
    return replace(pos, free=_mask(legal[pos.seg_ids]), alive=alive_now, pool=pool, drawn=drawn.copy())
