"""Soak run: computer-vs-computer games across every board size, rules variant and level, with
the engine's invariants checked independently after every move (triangles_testing.invariants).

    python benchmarks/soak.py [--rounds N] [--budget S] [--seed K]

Variants: classic, classic with an extra turn after a triangle, and dice in each difficulty mode.
Players: every level of every installed computer player that plays the variant (through
match.choose_safely, with its budget capped at --budget; an exception or an illegal answer fails
the run, an overrun only costs that move), the instant fallback player, and a
random legal player (which reaches positions a sensible one never would). Each round plays every
size × variant once, cycling through the pairings of players. Boards of at most 30 stars (and
the extra small ones of 8 and 14 stars) also get the brute-force end check after every move.
Prints one line per game and the totals: games, moves, seconds, invariant checks.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path
from typing import Any

from triangles.engine import BOARD_SIZES, Action, Game, random_stars
from triangles.plugins.registry import Registry, default_registry
from triangles.plugins.safe_play import choose_safely, fallback_action

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "testing"))  # the test oracles
from triangles_testing.invariants import Chooser, InvariantError, play_checked, random_chooser  # noqa: E402

VARIANTS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("classic", "classic", {"extra_turn": False}),
    ("classic+extra", "classic", {"extra_turn": True}),
    ("dice/beginner", "dice", {"mode": "beginner"}),
    ("dice/normal", "dice", {"mode": "normal"}),
    ("dice/expert", "dice", {"mode": "expert"}),
)
SIZES = (("tiny-8", 8), ("small-14", 14), *((s.key, s.stars) for s in BOARD_SIZES))


def players_for(registry: Registry, rules: str, budget: float, seed: int) -> list[tuple[str, Any]]:
    """(name, factory) for every computer level that plays `rules`, plus fallback and random;
    a factory builds a fresh chooser for one game from a seed."""
    found: list[tuple[str, Any]] = [
        ("fallback", lambda s: fallback_action),
        ("random", lambda s: random_chooser(s)),
    ]
    for plugin in registry.ai_plugins():
        if not plugin.plays(rules):
            continue
        for level in plugin.levels:
            cap = min(float(plugin.budgets.get(level, budget)), budget)

            def factory(s: int, plugin: Any = plugin, level: str = level, cap: float = cap) -> Chooser:
                player = plugin.create(level, s)

                def choose(game: Game) -> Action:
                    choice = choose_safely(player, game, cap)
                    if choice.fallback_reason and "budget" not in choice.fallback_reason:
                        raise InvariantError(f"{plugin.name}:{level} {choice.fallback_reason}")
                    return choice.action  # an overrun only costs the move, as in the window

                return choose

            found.append((f"{plugin.name}:{level}", factory))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--budget", type=float, default=0.2, help="longest think time per move (s)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    registry = default_registry()
    totals = {"games": 0, "moves": 0, "checks": 0}
    start = time.perf_counter()
    seed = args.seed
    pairings: dict[str, Any] = {}
    for _round in range(args.rounds):
        for (label, rules_name, options), (size, n) in itertools.product(VARIANTS, SIZES):
            rules = registry.rules(rules_name)
            if rules is None:
                print(f"{label:<14} skipped: the rules {rules_name!r} are not installed")
                continue
            if label not in pairings:
                roster = players_for(registry, rules_name, args.budget, seed)
                pairings[label] = itertools.cycle(itertools.product(roster, roster))
            (name1, make1), (name2, make2) = next(pairings[label])
            seed += 1
            extra = {"seed": seed} if rules_name == "dice" else None
            clearance = 0.004 if seed % 2 else 0.0
            game = rules.new_game(random_stars(n, seed), {**options, "clearance": clearance}, extra)
            report = play_checked(game, (make1(seed), make2(seed + 1)))
            totals["games"] += 1
            totals["moves"] += report.moves
            totals["checks"] += report.checks
            print(f"{label:<14} {size:<11} {name1:>16} vs {name2:<16} {report.moves:4d} moves "
                  f"{report.checks:5d} checks {report.seconds:6.2f} s  {report.result} ({report.reason})", flush=True)
    seconds = time.perf_counter() - start
    print(f"\n{totals['games']} games, {totals['moves']} moves, {seconds:.1f} s, "
          f"{totals['checks']} invariant checks, all passed")


if __name__ == "__main__":
    main()
