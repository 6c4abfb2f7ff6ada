"""Computer-versus-computer matches: N games between two AI levels, alternating who starts, on
seeded boards (games 2k and 2k+1 share a board, so each side starts once on it). Prints A's wins,
losses and draws and the median and maximum think time per move of each side."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import sys
from dataclasses import dataclass, field
from typing import Any

from triangles.engine import Board, BoardError, OptionError, random_stars
from triangles.match import choose_safely
from triangles.plugins.registry import Registry, default_registry

#: Safety net against a rules plugin whose games never end.
MAX_ACTIONS_PER_GAME = 100_000


class ArenaError(ValueError):
    """A bad command line, said in one sentence."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ai", required=True, help='player A: "level" or "plugin:level"')
    parser.add_argument("--vs", required=True, help='player B: "level" or "plugin:level"')
    parser.add_argument("--games", required=True, help="number of games")
    parser.add_argument("--stars", required=True, help="stars on each board")
    parser.add_argument("--rules", default="classic", help="rules variant (default: classic)")
    parser.add_argument("--extra-turn", action="store_true", help='"play again after a triangle"')
    parser.add_argument("--seed", default="0", help="seed of the boards and players (default: 0)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _whole(text: str, name: str, low: int, high: int) -> int:
    try:
        value = int(text, 10)
    except ValueError:
        raise ArenaError(f"{name} must be a whole number (got {text!r})") from None
    if not low <= value <= high:
        raise ArenaError(f"{name} must be between {low} and {high} (got {value})")
    return value


@dataclass(frozen=True)
class GameSpec:
    """Everything a worker process needs to play one game (picklable)."""

    index: int
    ai: str
    vs: str
    rules: str
    options: dict[str, Any]
    stars: int
    seed: int


@dataclass
class GameResult:
    index: int
    a_result: str  # "win" | "loss" | "draw"
    a_ms: list[float] = field(default_factory=list)
    b_ms: list[float] = field(default_factory=list)
    fallbacks: int = 0


def _resolve(registry: Registry, spec: str, rules: str) -> tuple[Any, str]:
    found = registry.find_ai(spec)
    if found is None:
        names = ", ".join(f"{p.name}:{lvl}" for p in registry.ai_plugins() for lvl in p.levels)
        raise ArenaError(f"unknown computer player {spec!r} (available: {names or 'none'})")
    plugin, level = found
    if plugin not in registry.players_of(rules):
        raise ArenaError(f"{plugin.name}:{level} does not play the {rules!r} rules")
    return plugin, level


def play_game(spec: GameSpec) -> GameResult:
    """Play one game in this process (the worker entry point of the pool)."""
    registry = default_registry()
    rules = registry.rules(spec.rules)
    assert rules is not None
    plugins = [_resolve(registry, spec.ai, spec.rules), _resolve(registry, spec.vs, spec.rules)]
    a_first = spec.index % 2 == 0
    board_seed = spec.seed * 1_000_003 + spec.index // 2
    game = rules.new_game(random_stars(spec.stars, board_seed), spec.options, {"seed": board_seed})
    players = [plugin.create(level, seed=board_seed * 2 + k) for k, (plugin, level) in enumerate(plugins)]
    budgets = [float(plugin.budgets.get(level, 1.0)) for plugin, level in plugins]
    result = GameResult(spec.index, "draw")
    for _ in range(MAX_ACTIONS_PER_GAME):
        if game.is_over():
            break
        side = 0 if (game.turn == 1) == a_first else 1
        choice = choose_safely(players[side], game, budgets[side])
        (result.a_ms if side == 0 else result.b_ms).append(choice.elapsed_ms)
        result.fallbacks += choice.fallback_reason is not None
        if not game.push(choice.action).accepted:
            break
    outcome = game.outcome()
    winner = None if outcome is None else outcome.winner
    if winner is not None:
        a_player = 1 if a_first else 2
        result.a_result = "win" if winner == a_player else "loss"
    return result


def _stats(times: list[float]) -> dict[str, float]:
    if not times:
        return {"median": 0.0, "max": 0.0}
    return {"median": round(statistics.median(times), 3), "max": round(max(times), 3)}


def run_match(specs: list[GameSpec], processes: int) -> list[GameResult]:
    """Play the games on `processes` worker processes (spawned: safe on every platform)."""
    if processes <= 1 or len(specs) == 1:
        return [play_game(s) for s in specs]
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(processes) as pool:
        return list(pool.imap_unordered(play_game, specs))


def _check(args: argparse.Namespace) -> list[GameSpec]:
    games = _whole(args.games, "--games", 1, 100_000)
    stars = _whole(args.stars, "--stars", 3, Board.MAX_STARS)
    seed = _whole(args.seed, "--seed", 0, 2**31 - 1)
    registry = default_registry()
    rules = registry.rules(args.rules)
    if rules is None:
        names = ", ".join(p.name for p in registry.rules_plugins())
        raise ArenaError(f"unknown rules {args.rules!r} (available: {names or 'none'})")
    options: dict[str, Any] = {"extra_turn": True} if args.extra_turn else {}
    try:
        options = rules.resolve_options(options)
    except OptionError as exc:
        raise ArenaError(f"the {args.rules!r} rules: {exc}") from None
    _resolve(registry, args.ai, args.rules)
    _resolve(registry, args.vs, args.rules)
    return [GameSpec(i, args.ai, args.vs, args.rules, options, stars, seed) for i in range(games)]


def run(args: argparse.Namespace) -> int:
    try:
        specs = _check(args)
        results = run_match(specs, min(len(specs), os.cpu_count() or 1))
    except (ArenaError, BoardError) as exc:
        print(f"triangles arena: {exc}", file=sys.stderr)
        return 2
    tally = {r: sum(1 for g in results if g.a_result == r) for r in ("win", "loss", "draw")}
    a_ms = _stats([t for g in results for t in g.a_ms])
    b_ms = _stats([t for g in results for t in g.b_ms])
    if args.json:
        report = {"games": len(results), "wins": tally["win"], "losses": tally["loss"], "draws": tally["draw"],
                  "a_ms": a_ms, "b_ms": b_ms}
        print(json.dumps(report))
        return 0
    fallbacks = sum(g.fallbacks for g in results)
    extra = " with the extra turn" if args.extra_turn else ""
    print(f"{args.ai} (A) vs {args.vs} (B): {len(results)} games on {specs[0].stars} stars, "
          f"{args.rules} rules{extra}")
    print(f"A: {tally['win']} wins, {tally['loss']} losses, {tally['draw']} draws")
    print(f"think time per move: A median {a_ms['median']:.1f} ms, max {a_ms['max']:.1f} ms; "
          f"B median {b_ms['median']:.1f} ms, max {b_ms['max']:.1f} ms")
    if fallbacks:
        print(f"fallback moves played for misbehaving players: {fallbacks}")
    return 0
