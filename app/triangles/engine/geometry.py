"""Exact geometric predicates on star clouds, vectorised with numpy, at a bounded cost.

Every rule decision (does a segment pass over a star, do two segments cross, is a star inside a
triangle) reduces to the sign of a 2D orientation determinant. Stars live on a fixed lattice: a
coordinate is a whole number of billionths of a board unit (`LATTICE`), within ±1e9 board units,
so every determinant is an exact integer:

- when the cloud spans less than 2**31 lattice units (a board of up to two board units: every
  board the game makes), the determinant is computed in int64 directly, exactly;
- otherwise a floating-point filter decides the clear cases and the rest are computed exactly in
  three 31-bit limbs of int64 (differences below 2**61), vectorised too.

Either way the cost is bounded by the number of triples, never by how degenerate they are (the
earlier exact `Fraction` fallback took minutes on 400 nearly collinear stars). Each unordered
triple is decided once; the five other orders follow from it.

The table is computed by the C module `_geometry` when the install compiled it (`NATIVE`): int64
determinants row by row below 2**31 lattice units (a 400-star board in 0.1 s instead of 0.2),
beyond it the same filter with exact 128-bit products in place of the limbs and none of numpy's
temporaries, so a 400-star cloud along a line a billion board units long is decided in about
0.3 s instead of 2. The empty triangles are counted there too. The numpy paths serve an install
without a C compiler and are what the C module is tested against.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import numpy.typing as npt

try:
    from . import _geometry as _native
except ImportError:  # built without a C compiler: the numpy paths below
    _native = None

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
Table = npt.NDArray[np.int8]

#: Lattice units per board unit: coordinates are exact multiples of 1e-9 board units.
LATTICE = 10**9
#: Coordinates lie within ±MAX_COORDINATE board units (so lattice values stay below 2**60).
MAX_COORDINATE = 10**9
#: Below this span (in lattice units) every determinant is exact in int64: |difference| < 2**31.
_INT64_SPAN = 2**31
_MASK31 = (1 << 31) - 1
_EPS = 2.0**-53
#: Relative error bound of the filtered determinant: each difference is rounded once to float
#: (1 u), each product once (1 u), the subtraction once (1 u); 8 u leaves a wide margin.
_FILTER = 8.0 * _EPS
#: Whether the compiled module `_geometry` computes the orientation table, the empty triangles,
#: the triangles of each segment and the segments a drawn one crosses (`Board.crossed`).
NATIVE = _native is not None
#: `_geometry.crossed`, when compiled (see `Board.crossed`).
crossed = None if _native is None else _native.crossed


def to_lattice(value: float) -> int:
    """The lattice value of a coordinate: its exact value times LATTICE, rounded to the nearest
    whole number (no float is ever exactly halfway: 1e-9 is not a power of two). Exact for every
    float (the product is not rounded first), so the same on every machine."""
    return round(Fraction(value) * LATTICE)


def from_lattice(units: int) -> float:
    """The float nearest to a lattice value (board units): what is drawn and written back. It snaps
    back to the same lattice value, so a saved board reads back exactly."""
    return float(Fraction(units, LATTICE))


def snap(points: FloatArray) -> tuple[IntArray, FloatArray, npt.NDArray[np.bool_]]:
    """(lattice values, the floats they stand for, which points moved): a point moved when one
    of its coordinates has more than 9 decimals (it moves by at most half a billionth)."""
    flat = [float(v) for v in np.asarray(points, dtype=np.float64).ravel()]
    units = [to_lattice(v) for v in flat]
    back = [from_lattice(u) for u in units]
    ints = np.array(units, dtype=np.int64).reshape(-1, 2)
    floats = np.array(back, dtype=np.float64).reshape(-1, 2)
    moved = (floats != np.asarray(points, dtype=np.float64)).any(axis=1)
    return ints, floats, moved


def _reduced(ints: IntArray) -> IntArray:
    """The points moved to the origin and divided by the greatest common divisor of all their
    coordinates: orientations are unchanged, and integer grids of any scale become small."""
    shifted = ints - ints.min(axis=0)
    g = int(np.gcd.reduce(shifted.ravel()))
    return shifted // g if g > 1 else shifted


def _exact_sign(a: IntArray, b: IntArray, c: IntArray, d: IntArray) -> npt.NDArray[np.int8]:
    """sign(a*d - b*c) exactly, for int64 arrays with |values| < 2**61 (three 31-bit limbs)."""
    ah, al = a >> 31, a & _MASK31
    bh, bl = b >> 31, b & _MASK31
    ch, cl = c >> 31, c & _MASK31
    dh, dl = d >> 31, d & _MASK31
    low = al * dl - bl * cl  # |.| < 2**62
    middle = ah * dl - bh * cl + (low >> 31)  # |.| < 2**62
    low &= _MASK31
    middle2 = al * dh - bl * ch + (middle & _MASK31)  # |.| < 2**62
    high = ah * dh - bh * ch + (middle >> 31) + (middle2 >> 31)  # |.| < 2**61
    rest = ((middle2 & _MASK31) | low) != 0  # the lower limbs, now in [0, 2**31): never negative
    return np.where(high != 0, np.sign(high), rest).astype(np.int8)


def orientation_table(ints: IntArray) -> Table:
    """T[i, j, k] = orientation of the turn p_i → p_j → p_k (+1 counter-clockwise, -1 clockwise,
    0 collinear) for every triple of lattice points, exact (n³ int8).

    In numpy (and in C beyond 2**31 lattice units) row i is computed for j, k after i only (a
    third of the triples); the rest of the row are turns of earlier rows: orient(i, j, k) =
    orient(j, k, i) = orient(k, i, j). In C below that span each row is computed whole, where it
    is written."""
    pts = _reduced(np.asarray(ints, dtype=np.int64))
    if _native is None:
        return _numpy_table(pts, _small(pts))
    table = np.zeros((len(pts),) * 3, dtype=np.int8)
    _native.orientations(np.ascontiguousarray(pts), table)
    return table


def numpy_orientation_table(ints: IntArray) -> Table:
    """`orientation_table` with numpy only: the path of an install without the compiled module,
    and what the compiled one is tested against."""
    pts = _reduced(np.asarray(ints, dtype=np.int64))
    return _numpy_table(pts, _small(pts))


def _small(pts: IntArray) -> bool:
    """Whether reduced points (`_reduced`: none negative) span less than 2**31 lattice units, so
    that every determinant of them is exact in int64."""
    return len(pts) == 0 or int(pts.max()) < _INT64_SPAN


def _numpy_table(pts: IntArray, small: bool) -> Table:
    """The orientation table of reduced points with numpy: int64 when `small`, else a float
    filter and exact limbs."""
    n = len(pts)
    table = np.zeros((n, n, n), dtype=np.int8)
    x, y = pts[:, 0], pts[:, 1]
    dx = x[:, None] - x[None, :]  # dx[j, k] = x_j - x_k, exact: |.| < 2**61
    dy = y[:, None] - y[None, :]
    dxf = dyf = None
    if not small:  # a floating-point filter first, exact limbs for what it leaves undecided
        dxf, dyf = dx.astype(np.float64), dy.astype(np.float64)
    for i in range(n):
        table[i, :i, :] = table[:i, :, i]
        table[i, i + 1 :, :i] = table[:i, i, i + 1 :].T
        if i >= n - 2:
            continue
        # orient(i, j, k) = (x_i - x_k)(y_j - y_k) - (y_i - y_k)(x_j - x_k), for j, k after i.
        rest = slice(i + 1, n)
        block = table[i, rest, rest]
        if small:  # every product below 2**62: exact in int64
            det = dx[i, rest][None, :] * dy[rest, rest]
            det -= dy[i, rest][None, :] * dx[rest, rest]
            block[...] = np.sign(det)
            continue
        assert dxf is not None and dyf is not None
        left = dxf[i, rest][None, :] * dyf[rest, rest]
        right = dyf[i, rest][None, :] * dxf[rest, rest]
        det = left - right
        np.abs(left, out=left)
        np.abs(right, out=right)
        left += right
        left *= _FILTER  # the error bound of det
        np.greater(det, left, out=block, casting="unsafe")
        block -= (det < -left).view(np.int8)
        # Undecided either way round: exact for j < k, then mirrored (orient(i, k, j) = -orient(i, j, k)).
        unsure = np.abs(det) <= left
        js, ks = np.nonzero(np.triu(unsure | unsure.T, 1))
        if len(js):
            jj, kk = js + i + 1, ks + i + 1
            exact = _exact_sign(dx[i, kk], dy[i, kk], dx[jj, kk], dy[jj, kk])
            block[js, ks] = exact
            block[ks, js] = -exact
    return table


def lex_order(points: npt.ArrayLike) -> IntArray:
    """Indices sorting points by x, then y: the order the empty-triangle count sweeps in."""
    pts = np.asarray(points)
    return np.lexsort((pts[:, 1], pts[:, 0])).astype(np.int64)


def blocked_pairs(table: Table, points: FloatArray, clearance: float) -> npt.NDArray[np.bool_]:
    """B[i, j]: the segment i–j passes over another star or within `clearance` of one.

    `table` is the orientation table of the points in lexicographic order (see `lex_order`):
    then a star collinear with i and j lies between them exactly when its index lies between
    theirs. `points` (the same order, board units) serve the clearance only.
    """
    n = table.shape[0]
    blocked = np.zeros((n, n), dtype=bool)
    earlier = np.tri(n, n, -1, dtype=bool)  # earlier[c, b]: b < c
    for a in range(n - 2):
        # on[c, b]: b is on the line a–c; only a < b < c counts (rows c, columns b, after a).
        on = table[a, a + 1 :, a + 1 :] == 0
        on &= earlier[a + 1 :, a + 1 :]
        blocked[a, a + 1 :] = on.any(axis=1)
    blocked |= blocked.T
    if clearance > 0:
        blocked |= near_pairs(points, clearance)
    np.fill_diagonal(blocked, False)
    return blocked


def near_pairs(points: FloatArray, clearance: float) -> npt.NDArray[np.bool_]:
    """N[i, j]: some third star lies within `clearance` of the closed segment i–j (by the compiled
    module when the install built it)."""
    pts = np.ascontiguousarray(points, dtype=np.float64)
    if _native is None:
        return numpy_near_pairs(pts, clearance)
    n = len(pts)
    return np.frombuffer(_native.near_pairs(pts, float(clearance)), dtype=np.bool_).reshape(n, n)


def numpy_near_pairs(points: FloatArray, clearance: float) -> npt.NDArray[np.bool_]:
    """`near_pairs` with numpy: the path of an install without the compiled module."""
    n = len(points)
    near = np.zeros((n, n), dtype=bool)
    c2 = clearance * clearance
    for i in range(n):
        d = points - points[i]  # vectors i→j, also i→k
        len2 = np.einsum("ij,ij->i", d, d)  # |ij|² per j
        # t[j, k] = projection of k on segment i→j, in [0, 1] inside the segment.
        dot = d @ d.T  # dot[j, k] = (j - i)·(k - i)
        with np.errstate(divide="ignore", invalid="ignore"):
            t = np.clip(dot / len2[:, None], 0.0, 1.0)
        px = t * d[:, 0][:, None] - d[:, 0][None, :]
        py = t * d[:, 1][:, None] - d[:, 1][None, :]
        dist2 = px * px + py * py
        dist2[:, i] = np.inf
        dist2[np.arange(n), np.arange(n)] = np.inf
        row = (dist2 <= c2).any(axis=1)
        row[i] = False
        near[i] = row
    return near | near.T


def empty_triangles(
    table: npt.NDArray[np.int8], usable: npt.NDArray[np.bool_], limit: int = 2**62
) -> npt.NDArray[np.int64] | None:
    """`numpy_empty_triangles`, by the compiled module when the install built it."""
    if _native is None:
        return numpy_empty_triangles(table, usable, limit)
    found = _native.empty_triangles(np.ascontiguousarray(table, dtype=np.int8),
                                    np.ascontiguousarray(usable, dtype=np.bool_), limit)
    return None if found is None else np.frombuffer(found, dtype=np.int64).reshape(-1, 3)


def segment_triangles(edges: IntArray, m: int) -> IntArray:
    """The triangles of each segment, grouped by segment id and ascending within one: the order of
    a CSR incidence whose row pointers are the cumulated counts of each id in `edges` (the t×3
    segment ids of the triangles' sides). By the compiled module when the install built it."""
    flat = np.ascontiguousarray(edges, dtype=np.int64).ravel()
    if _native is None:
        return numpy_segment_triangles(flat)
    return np.frombuffer(_native.incidence(flat, m), dtype=np.int64)


def numpy_segment_triangles(edges: IntArray) -> IntArray:
    """`segment_triangles` with numpy: a stable argsort of the sides."""
    flat = np.asarray(edges, dtype=np.int64).ravel()
    return np.argsort(flat, kind="stable") // 3


def numpy_empty_triangles(
    table: npt.NDArray[np.int8], usable: npt.NDArray[np.bool_], limit: int = 2**62
) -> npt.NDArray[np.int64] | None:
    """All triangles (a < b < c, lexicographic indices) whose three sides are usable and that have
    no point strictly inside, or None as soon as there are more than `limit`. Exact, O(n³)
    vectorised (Dobkin–Edelsbrunner–Overmars counting).

    below[a, c] counts the points strictly between a and c in lexicographic order and strictly to
    the right of a→c. The interior count of a triangle follows from three such counts. A point on a
    side would make that side unusable, so sides never carry points here.

    Counts fit in int16 (at most 400 stars) and the masks are made once: on 400 stars this is
    most of building a board, which every replay and analysis of a record pays."""
    n = table.shape[0]
    earlier = np.tri(n, n, -1, dtype=bool)  # earlier[c, k]: k < c
    below = np.zeros((n, n), dtype=np.int16)
    for a in range(n - 2):
        right = table[a, a + 2 :, a + 1 :] < 0  # right[c, k]: k is right of a→c (c > a + 1, k > a)
        right &= earlier[a + 2 :, a + 1 :]
        below[a, a + 2 :] = np.count_nonzero(right, axis=1)
    pairs = np.triu(usable, 1)
    found = []
    total = 0
    for a in range(n - 2):
        rest = slice(a + 1, n)
        sides = usable[a, rest]  # a–b usable, for each b after a
        if not sides.any():
            continue
        # With turn[b, c] = orient(a, b, c), the triangle a, b, c (b < c) is empty exactly when
        # below[b, c] = below[a, c] - below[a, b] (turn < 0), or that minus one (turn > 0).
        turn = table[a, rest, rest]
        counts = below[a, rest]
        hit = counts[None, :] - counts[:, None]
        hit -= turn > 0
        hit = below[rest, rest] == hit
        hit &= turn != 0
        hit &= pairs[rest, rest]
        hit &= sides[:, None]
        hit &= sides[None, :]
        b, c = np.nonzero(hit)
        found.append(np.stack([np.full(len(b), a), b + a + 1, c + a + 1], axis=1))
        total += len(b)
        if total > limit:
            return None
    if not found:
        return np.empty((0, 3), dtype=np.int64)
    return np.concatenate(found).astype(np.int64)


def triangle_area_and_min_angle(points: FloatArray, tris: IntArray) -> tuple[FloatArray, FloatArray]:
    """Area and smallest interior angle (degrees) of each triangle: what 'big enough and clearly
    visible' is measured with."""
    p = points[tris]  # (t, 3, 2)
    a = p[:, 1] - p[:, 0]
    b = p[:, 2] - p[:, 0]
    area = 0.5 * np.abs(a[:, 0] * b[:, 1] - a[:, 1] * b[:, 0])
    angles = []
    for k in range(3):
        u = p[:, (k + 1) % 3] - p[:, k]
        v = p[:, (k + 2) % 3] - p[:, k]
        cos = np.einsum("ij,ij->i", u, v) / (np.linalg.norm(u, axis=1) * np.linalg.norm(v, axis=1))
        angles.append(np.degrees(np.arccos(np.clip(cos, -1.0, 1.0))))
    return area, np.min(np.stack(angles, axis=1), axis=1)
