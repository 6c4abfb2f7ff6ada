"""Strength and speed of the built-in computer players.

Ladder: each level against the outside opponents of the gauntlet plugin (random, greedy,
chain-aware, chain-aware with an exact end phase; installed with
`pip install ./examples/plugins/triangles-gauntlet`), on 24, 60 and 120 stars, with and without
the extra turn, by `triangles arena`. Targets, in decisive games: Beginner beats random in at
least 90% and loses to greedy more often than not; Normal beats greedy in at least 75% and
chain-aware in at least 40%; Expert beats chain-aware with an exact end phase in at least 85%
(75% at 120 stars). Each cell prints W-L-D, the share won, and the median and maximum think time
per move of the level (the median of the per-seed medians, the largest maximum), and in classic
play the level's W-L-D split by seat: in the games where it made the last move and in the others
(without the extra turn the board fixes who makes the last move, see seats.py). With
`--ladder-records DIR` the games' records are kept there, one folder per cell and seed.

Strength among the levels: Expert vs Normal and Normal vs Beginner (target: at least 75% of
decisive games), Beginner vs Random (target: at least 90%), split by seat in classic play as the
ladder is (Expert vs Normal misses its target there: the last mover wins, docs/arena.md).

Speed: think time per move of each level at 180 stars, measured on positions sampled along a
game (opening, middle game, end phase), against the budgets Beginner < 50 ms, Normal < 300 ms,
Expert < 2 s with a median under 1 s.

    python benchmarks/ai.py [--games N] [--seed K] [--skip-strength] [--skip-speed]
                            [--ladder] [--ladder-stars 24,60] [--ladder-seeds 101,202]
                            [--ladder-games 10] [--ladder-rows expert-chain-exact,...]
                            [--ladder-records DIR]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from triangles.engine import Move, random_stars
from triangles.plugins.api import GameView
from triangles.plugins.registry import default_registry

from seats import read_folders, tally, wld

MATCHES = [("expert", "normal", 0.75), ("normal", "beginner", 0.75), ("beginner", "random", 0.90)]
LIMITS_MS = {"beginner": (50, 50), "normal": (300, 300), "expert": (1000, 2000)}  # (median, max)
#: The ladder's rows: (name, level, outside opponent, target share of decisive games won, or a
#: share to stay under for "loses more often than not"). The 120-star Expert target is lower.
LADDER = [
    ("beginner-random", "beginner", "gauntlet:random", 0.90, False),
    ("beginner-greedy", "beginner", "gauntlet:greedy", 0.50, True),
    ("normal-greedy", "normal", "gauntlet:greedy", 0.75, False),
    ("normal-chain", "normal", "gauntlet:chain", 0.40, False),
    ("expert-chain", "expert", "gauntlet:chain", 0.85, False),
    ("expert-chain-exact", "expert", "gauntlet:chain-exact", 0.85, False),
]
EXPERT_TARGET_120 = 0.75


def arena(a: str, b: str, games: int, stars: int, extra: bool, seed: int, records: str | None = None) -> dict:
    cmd = [sys.executable, "-m", "triangles", "arena", "--ai", a, "--vs", b, "--games", str(games),
           "--stars", str(stars), "--seed", str(seed), "--json"]
    if extra:
        cmd.append("--extra-turn")
    if records is not None:
        cmd += ["--records", records]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=Path(__file__).parent)
    return json.loads(out.stdout)


def by_seat(folders: list[str], level: str, extra: bool) -> str:
    """The level's W-L-D in the games of `folders` where it made the last move / the others;
    "-" with the extra turn, where the board does not fix who makes it."""
    if extra:
        return "-"
    split = tally(read_folders(folders), level)
    return f"{wld(split['last'])} / {wld(split['not_last'])}"


def ladder(stars_list: list[int], seeds: list[int], games: int, rows: list[str], records: str | None = None) -> bool:
    """The ladder table against the gauntlet: one line per row, stars and extra turn. The games'
    records go to `records` (one folder per cell and seed), else to a temporary folder."""
    known = {name for name, *_ in LADDER}
    unknown = [r for r in rows if r not in known]
    if unknown:
        raise SystemExit(f"unknown ladder rows {', '.join(unknown)} (choose from {', '.join(sorted(known))})")
    ok = True
    print(f"ladder: {games} games a seed, seeds {', '.join(map(str, seeds))}")
    print(f"{'project vs outside':<34} {'stars':>5} {'extra':>5} {'W-L-D':>9} {'share':>6} {'target':>7} "
          f"{'med/max ms':>15} {'secs':>5}  last move / not")
    for stars in stars_list:
        for extra in (False, True):
            for name, level, opponent, target, below in LADDER:
                if name not in rows:
                    continue
                if level == "expert" and stars >= 120:
                    target = EXPERT_TARGET_120
                t0 = time.time()
                w = l = d = 0
                medians: list[float] = []
                top = 0.0
                with tempfile.TemporaryDirectory() as scratch:
                    folders = [str(Path(records or scratch).resolve() / f"{name}-{stars}{'-x' if extra else ''}-{seed}") for seed in seeds]
                    for seed, folder in zip(seeds, folders):
                        r = arena(level, opponent, games, stars, extra, seed, folder)
                        w, l, d = w + r["wins"], l + r["losses"], d + r["draws"]
                        medians.append(r["a_ms"]["median"])
                        top = max(top, r["a_ms"]["max"])
                    seats = by_seat(folders, level, extra)
                share = w / (w + l) if w + l else 0.0
                passed = share < target if below else share >= target
                ok &= passed
                print(f"{level + ' vs ' + opponent:<34} {stars:>5} {str(extra):>5} {w:>3}-{l}-{d:<3} {share:>6.0%} "
                      f"{('<' if below else '>=') + format(target, '.0%'):>7} "
                      f"{statistics.median(medians):>7.1f}/{top:<7.1f} {time.time() - t0:>5.0f}  {seats}"
                      f"{'' if passed else '  MISSED'}", flush=True)
    return ok


def strength(games: int, seed: int) -> bool:
    """The levels against each other. Without the extra turn the W-L-D of A is split by seat too,
    as in the ladder: where A made the last move, and where B did."""
    ok = True
    print(f"{'match':<22} {'stars':>5} {'extra':>5} {'W-L-D':>9} {'share':>6} {'target':>6} "
          f"{'A med/max ms':>15} {'B med/max ms':>15} {'secs':>5}  last move / not")
    for stars in (24, 60):
        for extra in (False, True):
            for a, b, target in MATCHES:
                t0 = time.time()
                with tempfile.TemporaryDirectory() as folder:
                    r = arena(a, b, games, stars, extra, seed, folder)
                    seats = by_seat([folder], a, extra)
                decisive = r["wins"] + r["losses"]
                share = r["wins"] / decisive if decisive else 0.0
                passed = share >= target
                ok &= passed
                print(f"{a + ' vs ' + b:<22} {stars:>5} {str(extra):>5} "
                      f"{r['wins']:>3}-{r['losses']}-{r['draws']:<3} {share:>6.0%} {target:>6.0%} "
                      f"{r['a_ms']['median']:>7.1f}/{r['a_ms']['max']:<7.1f} "
                      f"{r['b_ms']['median']:>7.1f}/{r['b_ms']['max']:<7.1f} {time.time() - t0:>5.0f}  {seats}"
                      f"{'' if passed else '  BELOW TARGET'}", flush=True)
    return ok


def speed(seed: int, samples: int = 12) -> bool:
    """Think time of each level on positions along a 180-star game played by Normal."""
    registry = default_registry()
    rules = registry.rules("classic")
    ok = True
    for extra in (False, True):
        game = rules.new_game(random_stars(180, seed), {"extra_turn": extra})
        found = registry.find_ai("normal")
        assert found is not None
        driver = found[0].create("normal", seed=seed)
        positions = []
        while not game.is_over():
            positions.append(game.copy())
            game.push(driver.choose_move(GameView(game), 1.0))
        picks = np.linspace(0, len(positions) - 1, samples).astype(int)
        print(f"180 stars, extra turn {extra}: {len(positions)} moves, {samples} positions sampled")
        for level in ("beginner", "normal", "expert"):
            plugin, lvl = registry.find_ai(level)  # type: ignore[misc]
            player = plugin.create(lvl, seed=seed)
            budget = plugin.budgets[lvl]
            times = []
            for k in picks:
                view = GameView(positions[k].copy())
                t0 = time.perf_counter()
                action = player.choose_move(view, budget)
                times.append((time.perf_counter() - t0) * 1000)
                assert isinstance(action, Move) and positions[k].check(action) is None
            med, top = statistics.median(times), max(times)
            lim_med, lim_max = LIMITS_MS[level]
            passed = med < lim_med and top < lim_max
            ok &= passed
            print(f"  {level:<9} budget {budget * 1000:>6.0f} ms  median {med:>7.1f} ms  max {top:>7.1f} ms"
                  f"{'' if passed else '  OVER LIMIT'}", flush=True)
    return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-strength", action="store_true")
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--ladder", action="store_true", help="play the ladder against the gauntlet plugin")
    parser.add_argument("--ladder-stars", default="24,60,120")
    parser.add_argument("--ladder-seeds", default="101,202")
    parser.add_argument("--ladder-games", type=int, default=10, help="games a seed and cell")
    parser.add_argument("--ladder-rows", default=",".join(name for name, *_ in LADDER))
    parser.add_argument("--ladder-records", metavar="DIR", help="keep the ladder games' records in this folder")
    args = parser.parse_args()
    ok = True
    if args.ladder:
        if default_registry().find_ai("gauntlet:greedy") is None:
            print("the ladder needs the gauntlet plugin: pip install ./examples/plugins/triangles-gauntlet")
            return 2
        ok &= ladder([int(v) for v in args.ladder_stars.split(",")], [int(v) for v in args.ladder_seeds.split(",")],
                     args.ladder_games, args.ladder_rows.split(","), args.ladder_records)
    if not args.skip_speed:
        ok &= speed(args.seed)
    if not args.skip_strength:
        ok &= strength(args.games, args.seed)
    print("all targets met" if ok else "some targets missed")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
