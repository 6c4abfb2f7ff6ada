/* What geometry.py computes at a cubic cost, in C where numpy's temporaries cost most.
 *
 * orientations(points, table): the exact orientation table of a lattice cloud. `points` is a
 * C-contiguous int64 buffer of n (x, y) pairs, each coordinate in [0, 2**61) (geometry._reduced's
 * output); `table` a zeroed writable int8 buffer of n*n*n bytes, set to
 * T[i, j, k] = sign((x_j - x_i)(y_k - y_i) - (y_j - y_i)(x_k - x_i)).
 *
 * Why C: below 2**31 lattice units (every board the game makes) each determinant is exact in
 * int64, and computing a row where it is written takes half of numpy's time on 400 stars, whose
 * temporaries and copies cost more than the products. Beyond it (a far star, a long nearly
 * straight line) numpy's float filter leaves most triples undecided, and its exact limbs took two
 * seconds of a record's replay. Here a double-precision filter decides a triple, and beyond it
 * the products' exact 128-bit magnitudes do (portable: no compiler's 128-bit integer type is
 * needed), a few nanoseconds either way; each unordered triple is decided once, as in the numpy
 * path, and the other orders are copied from earlier rows.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* |a| * |b| as 128 bits (hi, lo), for |a|, |b| < 2**63. */
static void mul_u64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    *lo = (mid << 32) | (p00 & 0xffffffffu);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

static int sign64(int64_t v) { return (v > 0) - (v < 0); }

static uint64_t magnitude(int64_t v) { return v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v; }

/* sign(a*d - b*c) exactly, for |a|, |b|, |c|, |d| < 2**62. */
static int exact_sign(int64_t a, int64_t b, int64_t c, int64_t d)
{
    int left = sign64(a) * sign64(d), right = sign64(b) * sign64(c);
    if (left != right)
        return left > right ? 1 : -1;
    if (left == 0)
        return 0;
    uint64_t lh, ll, rh, rl;
    mul_u64(magnitude(a), magnitude(d), &lh, &ll);
    mul_u64(magnitude(b), magnitude(c), &rh, &rl);
    int bigger = (lh > rh || (lh == rh && ll > rl)) - (lh < rh || (lh == rh && ll < rl));
    return left * bigger;
}

/* The error bound of the double-precision determinant, relative to |ad| + |bc|: each of the
 * four conversions, two products and the subtraction rounds once (7 u); 16 u leaves a margin. */
#define FILTER (16.0 / 9007199254740992.0)

static PyObject *orientations(PyObject *self, PyObject *args)
{
    Py_buffer points, table;
    if (!PyArg_ParseTuple(args, "y*w*", &points, &table))
        return NULL;
    Py_ssize_t n = points.len / (Py_ssize_t)(2 * sizeof(int64_t));
    if (points.len != n * (Py_ssize_t)(2 * sizeof(int64_t)) || table.len != n * n * n) {
        PyBuffer_Release(&points);
        PyBuffer_Release(&table);
        PyErr_SetString(PyExc_ValueError, "orientations(points, table): n int64 pairs and an n*n*n int8 table");
        return NULL;
    }
    const int64_t *p = (const int64_t *)points.buf;
    int8_t *t = (int8_t *)table.buf;
    int64_t *dx = NULL, *dy = NULL;
    if (n > 0) {
        dx = (int64_t *)PyMem_Malloc((size_t)n * sizeof(int64_t));
        dy = (int64_t *)PyMem_Malloc((size_t)n * sizeof(int64_t));
        if (dx == NULL || dy == NULL) {
            PyMem_Free(dx);
            PyMem_Free(dy);
            PyBuffer_Release(&points);
            PyBuffer_Release(&table);
            return PyErr_NoMemory();
        }
    }
    int small = 1; /* every coordinate below 2**31: each determinant exact in int64 */
    for (Py_ssize_t v = 0; v < 2 * n; v++)
        small &= p[v] < ((int64_t)1 << 31);
    Py_BEGIN_ALLOW_THREADS
    const Py_ssize_t nn = n * n;
    for (Py_ssize_t i = 0; i < n; i++) {
        int8_t *row = t + i * nn;
        for (Py_ssize_t j = 0; j < n; j++) {
            dx[j] = p[2 * j] - p[2 * i];
            dy[j] = p[2 * j + 1] - p[2 * i + 1];
        }
        if (small) {
            /* The whole row, j < k decided and k > j mirrored (orient(i, k, j) = -orient(i, j, k)):
             * a determinant costs less than reading an earlier row's column. */
            for (Py_ssize_t j = 0; j < n; j++) {
                const int64_t xj = dx[j], yj = dy[j];
                int8_t *out = row + j * n;
                for (Py_ssize_t k = j + 1; k < n; k++) {
                    const int64_t det = xj * dy[k] - yj * dx[k];
                    const int8_t s = (int8_t)((det > 0) - (det < 0));
                    out[k] = s;
                    row[k * n + j] = (int8_t)-s;
                }
            }
            continue;
        }
        /* Each unordered triple decided once (the exact products are what cost here); orders met
         * before: orient(i, j, k) = orient(j, k, i) for j < i, = orient(k, i, j) for k < i. */
        for (Py_ssize_t j = 0; j < i; j++)
            for (Py_ssize_t k = 0; k < n; k++)
                row[j * n + k] = t[j * nn + k * n + i];
        for (Py_ssize_t j = i + 1; j < n; j++)
            for (Py_ssize_t k = 0; k < i; k++)
                row[j * n + k] = t[k * nn + i * n + j];
        for (Py_ssize_t j = i + 1; j < n; j++) {
            const int64_t xj = dx[j], yj = dy[j];
            int8_t *out = row + j * n;
            for (Py_ssize_t k = j + 1; k < n; k++) {
                double left = (double)xj * (double)dy[k], right = (double)yj * (double)dx[k];
                double det = left - right, bound = FILTER * (fabs(left) + fabs(right));
                int s = det > bound ? 1 : det < -bound ? -1 : exact_sign(xj, yj, dx[k], dy[k]);
                out[k] = (int8_t)s;
                row[k * n + j] = (int8_t)-s;
            }
        }
    }
    Py_END_ALLOW_THREADS
    PyMem_Free(dx);
    PyMem_Free(dy);
    PyBuffer_Release(&points);
    PyBuffer_Release(&table);
    Py_RETURN_NONE;
}

/* empty_triangles(table, usable, limit): the empty triangles of geometry.empty_triangles, as the
 * bytes of int64 (a, b, c) triples in lexicographic order, or None as soon as there are more than
 * `limit` (stars in convex position make n(n-1)(n-2)/6 of them: memory a board cannot hold). `table` is the n*n*n int8 orientation table
 * of points in lexicographic order, `usable` n*n bytes (nonzero: the segment may be drawn).
 * The same Dobkin-Edelsbrunner-Overmars count: below[a, c] counts the points k, a < k < c, right
 * of a->c; the triangle a < b < c is empty exactly when below[b, c] = below[a, c] - below[a, b]
 * (b right of a->c) or that minus one (b left of it). Why C: numpy made n masks of n*n and took
 * most of a 400-star board's build. */
static PyObject *empty_triangles(PyObject *self, PyObject *args)
{
    Py_buffer table, usable;
    Py_ssize_t limit;
    if (!PyArg_ParseTuple(args, "y*y*n", &table, &usable, &limit))
        return NULL;
    Py_ssize_t n = 0;
    while ((n + 1) * (n + 1) <= usable.len)
        n++;
    if (usable.len != n * n || table.len != n * n * n) {
        PyBuffer_Release(&table);
        PyBuffer_Release(&usable);
        PyErr_SetString(PyExc_ValueError, "empty_triangles(table, usable): an n*n*n table and n*n usable bytes");
        return NULL;
    }
    const int8_t *t = (const int8_t *)table.buf;
    const unsigned char *u = (const unsigned char *)usable.buf;
    const Py_ssize_t nn = n * n;
    int32_t *below = (int32_t *)PyMem_Calloc(nn > 0 ? (size_t)nn : 1, sizeof(int32_t));
    Py_ssize_t size = 0, room = 3 * (n + 16);
    int64_t *found = (int64_t *)PyMem_RawMalloc((size_t)room * sizeof(int64_t));
    int failed = below == NULL || found == NULL, over = 0;
    if (!failed) {
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t a = 0; a < n; a++)
            for (Py_ssize_t c = a + 2; c < n; c++) {
                const int8_t *turn = t + a * nn + c * n;
                int32_t count = 0;
                for (Py_ssize_t k = a + 1; k < c; k++)
                    count += turn[k] < 0;
                below[a * n + c] = count;
            }
        for (Py_ssize_t a = 0; a < n && !failed && !over; a++)
            for (Py_ssize_t b = a + 1; b < n && !failed && !over; b++) {
                if (!u[a * n + b])
                    continue;
                const int8_t *turn = t + a * nn + b * n;
                const int32_t ab = below[a * n + b];
                for (Py_ssize_t c = b + 1; c < n; c++) {
                    if (!u[a * n + c] || !u[b * n + c] || turn[c] == 0)
                        continue;
                    if (below[b * n + c] != below[a * n + c] - ab - (turn[c] > 0))
                        continue;
                    if (size / 3 >= limit) {
                        over = 1;
                        break;
                    }
                    if (size + 3 > room) {
                        room *= 2;
                        int64_t *more = (int64_t *)PyMem_RawRealloc(found, (size_t)room * sizeof(int64_t));
                        if (more == NULL) {
                            failed = 1;
                            break;
                        }
                        found = more;
                    }
                    found[size++] = a;
                    found[size++] = b;
                    found[size++] = c;
                }
            }
        Py_END_ALLOW_THREADS
    }
    PyBuffer_Release(&table);
    PyBuffer_Release(&usable);
    PyObject *out = failed ? PyErr_NoMemory()
                    : over ? Py_NewRef(Py_None)
                           : PyBytes_FromStringAndSize((const char *)found, size * (Py_ssize_t)sizeof(int64_t));
    PyMem_Free(below);
    PyMem_RawFree(found);
    return out;
}

/* crossed(table, lex_a, lex_b, legal, seg): the ids of the legal segments whose interior crosses
 * segment `seg`'s, as the bytes of int64 ids in ascending order (Board.crossing's answer for every
 * legal segment). `table` is the n*n*n orientation table in lexicographic positions, `lex_a` and
 * `lex_b` the m int64 lexicographic ends of each segment, `legal` m bytes. Why C: drawing a
 * segment asks this of every legal segment, and numpy's four gathers and their temporaries cost a
 * 400-star game most of its push time. */
static PyObject *crossed(PyObject *self, PyObject *args)
{
    Py_buffer table, lex_a, lex_b, legal;
    Py_ssize_t seg;
    if (!PyArg_ParseTuple(args, "y*y*y*y*n", &table, &lex_a, &lex_b, &legal, &seg))
        return NULL;
    const Py_ssize_t m = legal.len;
    Py_ssize_t n = 0;
    while ((n + 1) * (n + 1) * (n + 1) <= table.len)
        n++;
    PyObject *out = NULL;
    int64_t *found = NULL;
    if (table.len != n * n * n || lex_a.len != m * (Py_ssize_t)sizeof(int64_t) || lex_b.len != lex_a.len || seg < 0 || seg >= m)
        PyErr_SetString(PyExc_ValueError, "crossed(table, lex_a, lex_b, legal, seg): an n*n*n table, m ends and m flags, 0 <= seg < m");
    else if ((found = (int64_t *)PyMem_RawMalloc((size_t)(m > 0 ? m : 1) * sizeof(int64_t))) == NULL)
        PyErr_NoMemory();
    else {
        const int8_t *t = (const int8_t *)table.buf;
        const int64_t *sa = (const int64_t *)lex_a.buf, *sb = (const int64_t *)lex_b.buf;
        const unsigned char *ok = (const unsigned char *)legal.buf;
        const Py_ssize_t nn = n * n, p = (Py_ssize_t)sa[seg], q = (Py_ssize_t)sb[seg];
        const int8_t *row = t + p * nn + q * n, *from_p = t + p * nn, *from_q = t + q * nn;
        Py_ssize_t size = 0;
        Py_BEGIN_ALLOW_THREADS
        for (Py_ssize_t c = 0; c < m; c++) {
            if (!ok[c])
                continue;
            const Py_ssize_t r = (Py_ssize_t)sa[c], u = (Py_ssize_t)sb[c];
            /* r and u on either side of p->q, and p and q on either side of r->u:
             * orient(p, r, u) = orient(r, u, p). */
            if (row[r] * row[u] < 0 && from_p[r * n + u] * from_q[r * n + u] < 0)
                found[size++] = c;
        }
        Py_END_ALLOW_THREADS
        out = PyBytes_FromStringAndSize((const char *)found, size * (Py_ssize_t)sizeof(int64_t));
    }
    PyMem_RawFree(found);
    PyBuffer_Release(&table);
    PyBuffer_Release(&lex_a);
    PyBuffer_Release(&lex_b);
    PyBuffer_Release(&legal);
    return out;
}

/* incidence(edges, m): the triangles of each segment, as the bytes of int64 triangle ids grouped
 * by segment id, ascending within a segment: `edges` are the t*3 int64 segment ids of the
 * triangles' sides (each in [0, m)). What numpy's stable argsort of the sides gives, by counting:
 * on a board with a million empty triangles the argsort took 0.2 s of its build. */
static PyObject *incidence(PyObject *self, PyObject *args)
{
    Py_buffer edges;
    Py_ssize_t m;
    if (!PyArg_ParseTuple(args, "y*n", &edges, &m))
        return NULL;
    const Py_ssize_t size = edges.len / (Py_ssize_t)sizeof(int64_t);
    const int64_t *e = (const int64_t *)edges.buf;
    PyObject *out = NULL;
    Py_ssize_t *next = NULL;
    int64_t *tri = NULL;
    if (edges.len != size * (Py_ssize_t)sizeof(int64_t) || size % 3 != 0 || m < 0) {
        PyErr_SetString(PyExc_ValueError, "incidence(edges, m): t*3 int64 segment ids, m >= 0");
        goto done;
    }
    for (Py_ssize_t i = 0; i < size; i++)
        if (e[i] < 0 || e[i] >= m) {
            PyErr_SetString(PyExc_ValueError, "incidence(edges, m): a segment id outside [0, m)");
            goto done;
        }
    next = (Py_ssize_t *)PyMem_Calloc((size_t)m + 1, sizeof(Py_ssize_t));
    tri = (int64_t *)PyMem_Malloc((size_t)(size > 0 ? size : 1) * sizeof(int64_t));
    if (next == NULL || tri == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t i = 0; i < size; i++)
        next[e[i] + 1]++;
    for (Py_ssize_t s = 0; s < m; s++)
        next[s + 1] += next[s];
    for (Py_ssize_t i = 0; i < size; i++)
        tri[next[e[i]]++] = i / 3;
    out = PyBytes_FromStringAndSize((const char *)tri, size * (Py_ssize_t)sizeof(int64_t));
done:
    PyMem_Free(next);
    PyMem_Free(tri);
    PyBuffer_Release(&edges);
    return out;
}

/* near_pairs(points, clearance): geometry._near_pairs in C, as n*n bytes: N[i, j] = 1 when a third
 * star lies within `clearance` of the closed segment i-j, measured as numpy measures it (the
 * projection of k on i->j clipped to the segment, from each end in turn, then either). `points`
 * are n (x, y) doubles. Why C: numpy made ten n*n temporaries per star, a second of a 400-star
 * board's build whenever the clearance option is on; here a pair stops at its first near star. */
static PyObject *near_pairs(PyObject *self, PyObject *args)
{
    Py_buffer points;
    double clearance;
    if (!PyArg_ParseTuple(args, "y*d", &points, &clearance))
        return NULL;
    const Py_ssize_t n = points.len / (Py_ssize_t)(2 * sizeof(double));
    if (points.len != n * (Py_ssize_t)(2 * sizeof(double))) {
        PyBuffer_Release(&points);
        PyErr_SetString(PyExc_ValueError, "near_pairs(points, clearance): n (x, y) doubles");
        return NULL;
    }
    const double *p = (const double *)points.buf;
    PyObject *out = PyBytes_FromStringAndSize(NULL, n * n);
    double *dx = (double *)PyMem_Malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
    double *dy = (double *)PyMem_Malloc((size_t)(n > 0 ? n : 1) * sizeof(double));
    if (out == NULL || dx == NULL || dy == NULL) {
        Py_XDECREF(out);
        PyMem_Free(dx);
        PyMem_Free(dy);
        PyBuffer_Release(&points);
        return PyErr_NoMemory();
    }
    unsigned char *near = (unsigned char *)PyBytes_AS_STRING(out);
    const double c2 = clearance * clearance;
    Py_BEGIN_ALLOW_THREADS
    memset(near, 0, (size_t)(n * n));
    for (Py_ssize_t i = 0; i < n; i++) {
        for (Py_ssize_t j = 0; j < n; j++) {
            dx[j] = p[2 * j] - p[2 * i];
            dy[j] = p[2 * j + 1] - p[2 * i + 1];
        }
        for (Py_ssize_t j = 0; j < n; j++) {
            if (j == i)
                continue;
            const double len2 = dx[j] * dx[j] + dy[j] * dy[j];
            for (Py_ssize_t k = 0; k < n; k++) {
                if (k == i || k == j)
                    continue;
                double t = (dx[j] * dx[k] + dy[j] * dy[k]) / len2;
                t = t < 0.0 ? 0.0 : t > 1.0 ? 1.0 : t;
                const double px = t * dx[j] - dx[k], py = t * dy[j] - dy[k];
                if (px * px + py * py <= c2) {
                    near[i * n + j] = near[j * n + i] = 1;
                    break;
                }
            }
        }
    }
    Py_END_ALLOW_THREADS
    PyMem_Free(dx);
    PyMem_Free(dy);
    PyBuffer_Release(&points);
    return out;
}

static PyMethodDef methods[] = {
    {"orientations", orientations, METH_VARARGS, "orientations(points, table): the exact orientation table of a lattice cloud."},
    {"empty_triangles", empty_triangles, METH_VARARGS, "empty_triangles(table, usable, limit): the empty triangles, as int64 triples, or None beyond limit."},
    {"crossed", crossed, METH_VARARGS, "crossed(table, lex_a, lex_b, legal, seg): the legal segments crossing seg, as int64 ids."},
    {"incidence", incidence, METH_VARARGS, "incidence(edges, m): the triangles of each segment, grouped by segment."},
    {"near_pairs", near_pairs, METH_VARARGS, "near_pairs(points, clearance): the pairs with a star within clearance, as n*n bytes."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_geometry", NULL, -1, methods};

PyMODINIT_FUNC PyInit__geometry(void) { return PyModule_Create(&module); }
