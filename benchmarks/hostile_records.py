"""Time and memory of `triangles replay` on the hostile records of the reliability review.

    python benchmarks/hostile_records.py [--timeout S] [--keep DIR]

Each record is written to a temporary folder and replayed by a fresh `triangles replay --json`
process; the table shows its wall time (Python start-up included) and peak memory (maximum
resident set). The budget: any valid record of up to 400 stars replays in
at most 2 s and 500 MB (docs/reliability.md), whatever its coordinates and however many
of its 200,000 actions are refused.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

from triangles.engine import random_stars

BUDGET_S = 2.0
BUDGET_MB = 500.0


def clustered(n: int) -> list[list[float]]:
    """n - 1 stars within a millionth of a board unit, written with 17 digits, and one far away."""
    rng = np.random.default_rng(1)
    near = [[0.5 + float(rng.uniform(0, 1e-6)), 0.5 + float(rng.uniform(0, 1e-6))] for _ in range(n - 1)]
    return near + [[1e9, 1e9 - 1]]


def integer_line(n: int) -> list[list[float]]:
    return [[float(i), 3.0 * i] for i in range(n)]


def nearly_collinear(n: int) -> list[list[float]]:
    """On the diagonal, each nudged by a few billionths."""
    rng = np.random.default_rng(2)
    return [[i / n, i / n + float(rng.integers(-3, 4)) * 1e-9] for i in range(n)]


def far_nearly_collinear(n: int) -> list[list[float]]:
    """On a line a billion board units long, each nudged by a billionth: the exact limbs' worst case."""
    rng = np.random.default_rng(3)
    return [[i * 2.5e6, i * 2.5e6 + float(rng.integers(-1, 2)) * 1e-9] for i in range(n)]


def a_game_board(n: int) -> list[list[float]]:
    return random_stars(n, 1).tolist()


RECORDS: list[tuple[str, Callable[[int], list[list[float]]], int]] = [
    ("99 clustered stars, one far away", clustered, 100),
    ("119 clustered stars, one far away", clustered, 120),
    ("399 clustered stars, one far away", clustered, 400),
    ("400 stars on one integer line", integer_line, 400),
    ("400 nearly collinear stars", nearly_collinear, 400),
    ("400 nearly collinear stars, 1e9 long", far_nearly_collinear, 400),
    ("400 random stars (a game board)", a_game_board, 400),
]


def _a_game(stars: list[list[float]]) -> list[list[int]]:
    """A whole classic game on `stars`: the first legal segment each turn."""
    from triangles.plugins.registry import default_registry

    rules = default_registry().rules("classic")
    assert rules is not None
    game = rules.new_game(stars)
    moves = []
    while not game.is_over():
        move = next(iter(game.legal_moves))
        game.push(move)
        moves.append([move.a, move.b])
    return moves


def long_records(stars: list[list[float]]) -> list[tuple[str, str, list[Any]]]:
    """Valid records of 200,000 actions on a 400-star game board (name, rules, moves): a game of
    at most 3n - 6 segments (and one pass per turn in the dice rules, which end after two idle
    turns) leaves almost all of them refused, which a record may hold (docs/record-format.md)."""
    game = _a_game(stars)
    pairs = [[i, j] for i in range(len(stars)) for j in range(i + 1, len(stars))]
    pairs += [[j, i] for i, j in pairs]
    return [
        ("a game, then refusals after its end", "classic", game + [game[k % len(game)] for k in range(N - len(game))]),
        ("one refused segment, 200,000 times", "classic", [game[0]] * N),
        ("200,000 different indices that are no star", "classic", [[0, 400 + k] for k in range(N)]),
        ("every pair both ways in mid-game", "classic", (game[:600] + pairs + pairs)[:N]),
        ("dice: 200,000 passes", "dice", ["pass"] * N),
    ]


#: Actions in each long record: the most a record may hold.
N = 200_000


def replay(path: Path, timeout: float) -> tuple[float, float, float, str]:
    """(wall seconds, CPU seconds, peak MB, status) of one `triangles replay --json` process
    (the CPU time is what a machine with a free core would take, near enough)."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "triangles", "replay", "--json", str(path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            wall = time.perf_counter() - start
            proc.returncode = code = os.waitstatus_to_exitcode(status)
            cpu = usage.ru_utime + usage.ru_stime
            return wall, cpu, usage.ru_maxrss / 1024, "ok" if code == 0 else f"exit {code}"
        if time.perf_counter() - start > timeout:
            proc.kill()
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
            cpu = usage.ru_utime + usage.ru_stime
            return time.perf_counter() - start, cpu, usage.ru_maxrss / 1024, f"killed after {timeout:g} s"
        time.sleep(0.005)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a replay is killed")
    parser.add_argument("--keep", type=Path, help="write the records into this folder and keep them")
    args = parser.parse_args(argv)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="triangles-hostile-"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"{'record':<40} {'KB':>5} {'wall s':>7} {'CPU s':>6} {'peak MB':>8}  status")
    worst = {"s": 0.0, "mb": 0.0}
    for k, (name, make, n) in enumerate(RECORDS):
        stars = make(n)
        path = folder / f"hostile-{k}.triangles"
        path.write_text(json.dumps({"format": "triangles/1", "rules": "classic", "stars": stars, "moves": []}))
        wall, cpu, peak, status = replay(path, args.timeout)
        worst["s"] = max(worst["s"], cpu)
        worst["mb"] = max(worst["mb"], peak)
        print(f"{name:<40} {path.stat().st_size // 1024:>5} {wall:>7.2f} {cpu:>6.2f} {peak:>8.0f}  {status}", flush=True)
    stars = a_game_board(400)
    for k, (name, rules, moves) in enumerate(long_records(stars)):
        path = folder / f"long-{k}.triangles"
        path.write_text(json.dumps({"format": "triangles/2", "rules": rules, "stars": stars, "moves": moves, "seed": 7}))
        wall, cpu, peak, status = replay(path, args.timeout)
        worst["s"] = max(worst["s"], cpu)
        worst["mb"] = max(worst["mb"], peak)
        print(f"{name:<40} {path.stat().st_size // 1024:>5} {wall:>7.2f} {cpu:>6.2f} {peak:>8.0f}  {status}", flush=True)
    print(f"worst: {worst['s']:.2f} s of CPU, {worst['mb']:.0f} MB (budget {BUDGET_S:g} s, {BUDGET_MB:g} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
