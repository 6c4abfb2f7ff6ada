"""Exact geometric predicates on star clouds, vectorised with numpy.

Every rule decision (does a segment pass over a star, do two segments cross, is a star inside a
triangle) reduces to the sign of a 2D orientation determinant. Floating point gives the right sign
except when the determinant is tiny compared with its terms; there we recompute it exactly with
rational arithmetic, so collinear stars and stars exactly on a side are decided the same way on
every machine (Shewchuk's filtered orientation test).
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

_EPS = 2.0**-53
# Shewchuk's bound for the relative error of the floating-point orientation determinant.
_CCW_ERRBOUND_A = (3.0 + 16.0 * _EPS) * _EPS


def _exact_orient(ax: float, ay: float, bx: float, by: float, cx: float, cy: float) -> int:
    """Sign of the orientation determinant computed exactly (floats convert to Fraction exactly)."""
    fax, fay, fbx, fby, fcx, fcy = (Fraction(v) for v in (ax, ay, bx, by, cx, cy))
    det = (fax - fcx) * (fby - fcy) - (fay - fcy) * (fbx - fcx)
    return (det > 0) - (det < 0)


def orient(
    ax: npt.ArrayLike,
    ay: npt.ArrayLike,
    bx: npt.ArrayLike,
    by: npt.ArrayLike,
    cx: npt.ArrayLike,
    cy: npt.ArrayLike,
) -> npt.NDArray[np.int8]:
    """Sign of the turn a→b→c: +1 counter-clockwise, -1 clockwise, 0 collinear. Exact; broadcasts."""
    arrays = np.broadcast_arrays(*(np.asarray(v, dtype=np.float64) for v in (ax, ay, bx, by, cx, cy)))
    ax_, ay_, bx_, by_, cx_, cy_ = arrays
    left = (ax_ - cx_) * (by_ - cy_)
    right = (ay_ - cy_) * (bx_ - cx_)
    det = left - right
    bound = _CCW_ERRBOUND_A * (np.abs(left) + np.abs(right))
    sign = np.sign(det).astype(np.int8)
    # When both products are exactly zero the determinant is exactly zero: a float difference is
    # zero only for equal operands. Only non-zero bounds leave the sign in doubt.
    unsure = (np.abs(det) <= bound) & (bound > 0)
    if unsure.any():
        for idx in zip(*np.nonzero(unsure)):
            sign[idx] = _exact_orient(
                float(ax_[idx]), float(ay_[idx]), float(bx_[idx]),
                float(by_[idx]), float(cx_[idx]), float(cy_[idx]),
            )
    return sign


def small_integer_coordinates(points: FloatArray) -> IntArray | None:
    """The points scaled by one power of two to integers below 2**30, if they can be (integer
    grids, halves, quarters...): then orientation determinants are exact in int64 arithmetic
    (differences below 2**31, products below 2**62). None for general floating-point points."""
    limit = 2.0**30
    for k in range(0, 64):
        scaled = points * 2.0**k  # exact: a power of two only changes the exponent
        if np.abs(scaled).max() >= limit:
            return None
        if np.array_equal(scaled, np.floor(scaled)):
            return scaled.astype(np.int64)
    return None


def orientation_table(points: FloatArray) -> npt.NDArray[np.int8]:
    """T[i, j, k] = orient(p_i, p_j, p_k) for every triple of points (n³ int8), exact."""
    return orientations(points)[0]


def orientations(points: FloatArray) -> tuple[npt.NDArray[np.int8], IntArray]:
    """The exact orientation table T (see `orientation_table`) and every ordered triple (i, j, k)
    of distinct collinear points, found on the way (scanning T for zeros afterwards costs more)."""
    x = points[:, 0]
    y = points[:, 1]
    ints = small_integer_coordinates(points)
    n = len(points)
    table = np.empty((n, n, n), dtype=np.int8)
    dx = x[:, None] - x[None, :]  # dx[j, k] = x_j - x_k
    dy = y[:, None] - y[None, :]
    # One error bound for the whole cloud: every product is at most span² (Shewchuk's bound
    # with |left| + |right| <= 2 span²). Determinants above it have a certain sign; the rare
    # ones below are decided exactly.
    span = max(float(np.abs(dx).max()), float(np.abs(dy).max()))
    bound = _CCW_ERRBOUND_A * 2.0 * span * span * (1.0 + 4 * _EPS)
    collinear = []
    for i in range(n):  # one i at a time keeps the float temporaries at n²
        det = dx[i][None, :] * dy  # (x_i - x_k) * (y_j - y_k) ...
        det -= dy[i][None, :] * dx  # ... - (y_i - y_k) * (x_j - x_k): orient(i, j, k)
        row = table[i]
        np.greater(det, bound, out=row, casting="unsafe")
        row -= (det < -bound).view(np.int8)
        unsure = row == 0  # |det| <= bound: the sign is in doubt
        unsure[i, :] = False  # triples that repeat a point are collinear by definition
        unsure[:, i] = False
        np.fill_diagonal(unsure, False)
        js, ks = np.nonzero(unsure)
        if len(js) == 0:
            continue
        if ints is not None:  # exact in int64, all at once (grids have many collinear triples)
            xi, yi = ints[i]
            xs, ys = ints[:, 0], ints[:, 1]
            exact = (xi - xs[ks]) * (ys[js] - ys[ks]) - (yi - ys[ks]) * (xs[js] - xs[ks])
            row[js, ks] = np.sign(exact)
        else:
            for j, k in zip(js, ks):
                row[j, k] = _exact_orient(x[i], y[i], x[j], y[j], x[k], y[k])
        zero = row[js, ks] == 0
        collinear.append(np.stack([np.full(int(zero.sum()), i), js[zero], ks[zero]], axis=1))
    if not collinear:
        return table, np.empty((0, 3), dtype=np.int64)
    return table, np.concatenate(collinear).astype(np.int64)


def lex_order(points: FloatArray) -> IntArray:
    """Indices sorting points by x, then y: the order the empty-triangle count sweeps in."""
    return np.lexsort((points[:, 1], points[:, 0])).astype(np.int64)


def blocked_pairs(points: FloatArray, collinear: IntArray, clearance: float) -> npt.NDArray[np.bool_]:
    """B[i, j]: the segment i–j passes over another star or within `clearance` of one.

    `points` must be in lexicographic order (see `lex_order`): then a star collinear with i and j
    lies between them exactly when its index lies between theirs. `collinear` holds the triples of
    distinct collinear points (see `orientations`).
    """
    n = len(points)
    i, j, k = collinear.T
    between = (np.minimum(i, j) < k) & (k < np.maximum(i, j))
    blocked = np.zeros((n, n), dtype=bool)
    blocked[i[between], j[between]] = True
    if clearance > 0:
        blocked |= _near_pairs(points, clearance)
    np.fill_diagonal(blocked, False)
    return blocked


def _near_pairs(points: FloatArray, clearance: float) -> npt.NDArray[np.bool_]:
    """N[i, j]: some third star lies within `clearance` of the closed segment i–j."""
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
    table: npt.NDArray[np.int8], usable: npt.NDArray[np.bool_]
) -> npt.NDArray[np.int64]:
    """All triangles (a < b < c, lexicographic indices) whose three sides are usable and that have
    no point strictly inside. Exact, O(n³) vectorised (Dobkin–Edelsbrunner–Overmars counting).

    below[a, c] counts the points strictly between a and c in lexicographic order and strictly to
    the right of a→c. The interior count of a triangle follows from three such counts. A point on a
    side would make that side unusable, so sides never carry points here.
    """
    n = table.shape[0]
    below = np.zeros((n, n), dtype=np.int32)
    for a in range(n - 2):
        # right[c, kk]: point a+1+kk is right of a→c; keep only a < k < c.
        right = table[a, :, a + 1 :] < 0
        below[a] = np.tril(right, -a - 2).sum(axis=1)
    found = []
    for a in range(n - 2):
        rest = slice(a + 1, n)
        ok = usable[a, rest][:, None] & usable[rest, rest] & usable[a, rest][None, :]
        ok = np.triu(ok, 1)  # b < c
        if not ok.any():
            continue
        side = table[a, rest, rest].T  # side[b, c] = orient(a, c, b)
        bab = below[a, rest][:, None]
        bac = below[a, rest][None, :]
        bbc = below[rest, rest]
        inside = np.where(side > 0, bab + bbc - bac, bac - bab - bbc - 1)
        b, c = np.nonzero(ok & (inside == 0) & (side != 0))
        found.append(np.stack([np.full(len(b), a), b + a + 1, c + a + 1], axis=1))
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
