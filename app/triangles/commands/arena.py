"""Computer-versus-computer matches: N games between two AI levels, alternating who starts, on
seeded boards (games 2k and 2k+1 share a board, so each side starts once on it). Prints A's wins,
losses and draws and the median and maximum think time per move of each side.

Games are played under the plugin guard: a game in which a computer player or
the rules were switched off and the stand-in played on is counted apart, never as a win or loss
of the plugins; a game a plugin stopped answering in is abandoned with the reason. With
`--records DIR` every game's record is saved there, to be replayed or analysed."""

from __future__ import annotations

import argparse
import json
import logging
import multiprocessing
import os
import signal
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, Callable

from triangles.engine import Board, BoardError, OptionError
from triangles.plugins.api import GROUP_AI, GROUP_RULES
from triangles.plugins.discovery import one_line
from triangles.plugins.registry import Registry, default_registry

from .arena_games import MAX_ACTIONS_PER_GAME, GameResult, GameSpec, play_game
from .option_words import add_option_argument, options_from_words

__all__ = ["MAX_ACTIONS_PER_GAME", "ArenaError", "GameResult", "GameSpec", "add_arguments", "play_game", "run", "run_match"]


class ArenaError(ValueError):
    """A bad command line, said in one sentence."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ai", required=True, help='player A: "level" or "plugin:level"')
    parser.add_argument("--vs", required=True, help='player B: "level" or "plugin:level"')
    parser.add_argument("--games", required=True, help="number of games")
    parser.add_argument("--stars", required=True, help="stars on each board")
    parser.add_argument("--rules", default="classic", help="rules variant (default: classic)")
    parser.add_argument("--extra-turn", action="store_true", help='"play again after a triangle"')
    add_option_argument(parser)
    parser.add_argument("--seed", default="0", help="seed of the boards and players (default: 0)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--records", metavar="DIR", help="save every game's record in this folder")


def _whole(text: str, name: str, low: int, high: int) -> int:
    try:
        value = int(text, 10)
    except ValueError:
        raise ArenaError(f"{name} must be a whole number (got {text!r})") from None
    if not low <= value <= high:
        raise ArenaError(f"{name} must be between {low} and {high} (got {value})")
    return value


def _resolve(registry: Registry, spec: str, rules: str) -> tuple[Any, str]:
    found = registry.find_ai(spec)
    plugin_name = spec.rpartition(":")[0]
    if found is None and any(i.group == GROUP_AI and i.name == plugin_name for i in registry.errors()):
        raise ArenaError(registry.not_loaded(GROUP_AI, plugin_name))
    if found is None:
        raise ArenaError(f"unknown computer player {spec!r}: {registry.why_no_ai(spec)}")
    plugin, level = found
    if plugin not in registry.players_of(rules):
        raise ArenaError(f"{plugin.name}:{level} does not play the {rules!r} rules")
    return plugin, level


def _stats(times: list[float]) -> dict[str, float]:
    if not times:
        return {"median": 0.0, "max": 0.0}
    return {"median": round(statistics.median(times), 3), "max": round(max(times), 3)}


class Terminated(KeyboardInterrupt):
    """The match was asked to end (SIGTERM): handled as Ctrl+C is, so no worker is left behind."""


def _terminate(signum: int, frame: object) -> None:
    raise Terminated


def _start_worker() -> None:
    """In a worker only plugins print (results come back pickled): their text goes to stderr,
    so that the parent's stdout (`--json`) stays one JSON object. Ctrl+C reaches every process
    of the terminal's group: the parent alone answers it, by ending the workers. The plugins'
    load warnings are the parent's to say."""
    sys.stdout = sys.stderr
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # Each worker finds the plugins again: a broken one was said by the parent, not once more a worker.
    for said in ("triangles.plugins.registry", "triangles.plugins.spelling"):
        logging.getLogger(said).setLevel(logging.ERROR)


#: How long the workers may take to end after the last game (they end at once unless a plugin's
#: thread holds one).
WORKERS_END_S = 2.0


def _stop_workers(pool: ProcessPoolExecutor, grace: float = 0.0) -> None:
    """End the workers after `grace` seconds: at once when the match is interrupted (a game on
    many stars takes minutes), and play no more; after the last game, a moment to end as they
    should (a plugin's thread that never ends kept its worker, and the match, waiting for ever)."""
    workers = list((getattr(pool, "_processes", None) or {}).values())  # no public way before Python 3.14
    pool.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + grace
    for worker in workers:
        worker.join(max(0.0, deadline - time.monotonic()))
    for worker in workers:
        if worker.is_alive():
            worker.terminate()
    for worker in workers:
        worker.join(5)
        if worker.is_alive():  # a worker still starting under a loaded machine: no second chance
            worker.kill()
            worker.join(5)


def run_match(
    specs: list[GameSpec], processes: int, play: Callable[[GameSpec], GameResult] = play_game
) -> list[GameResult]:
    """Play the games on `processes` worker processes (spawned: safe on every platform).

    A worker that dies (a plugin calling `os._exit`, or crashing the interpreter) takes the games
    it was playing with it, and `multiprocessing.Pool` would wait for them for ever. So the pool
    is a `ProcessPoolExecutor`, which reports the death; the games not finished then are played
    again one process each, and the one whose process dies again is abandoned with the reason."""
    if processes <= 1 or len(specs) == 1:
        return [_play_or_abandon(play, s) for s in specs]
    done = _play_in_pool(specs, processes, play)
    for spec in specs:
        if spec.index not in done:
            done.update(_play_in_pool([spec], 1, play))
        if spec.index not in done:
            done[spec.index] = GameResult(
                spec.index, "abandoned", seed=spec.board_seed, a_first=spec.a_first,
                reason="the process playing it ended abruptly (a plugin exited or crashed it)",
            )
    return list(done.values())


def _play_or_abandon(play: Callable[[GameSpec], GameResult], spec: GameSpec) -> GameResult:
    """The game's result; a game that failed in a way the plugin guard did not contain is
    abandoned with the reason, and the match goes on (never a traceback)."""
    try:
        return play(spec)
    except Exception as exc:
        return GameResult(spec.index, "abandoned", seed=spec.board_seed, a_first=spec.a_first,
                          reason=f"the game failed: {one_line(exc)}")


def _play_in_pool(
    specs: list[GameSpec], processes: int, play: Callable[[GameSpec], GameResult]
) -> dict[int, GameResult]:
    """The results of the games finished before all ended or a worker died, by game index."""
    done: dict[int, GameResult] = {}
    ctx = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(processes, mp_context=ctx, initializer=_start_worker)
    futures: list[Future[GameResult]] = []
    try:  # submitting 100,000 games takes seconds: an interruption then must end the workers too
        futures.extend(pool.submit(_play_or_abandon, play, spec) for spec in specs)
        for future in as_completed(futures):
            result = future.result()
            done[result.index] = result
    except KeyboardInterrupt:
        _stop_workers(pool)
        raise
    except BrokenProcessPool:
        for future in futures:
            if future.done() and future.exception() is None:
                result = future.result()
                done[result.index] = result
    _stop_workers(pool, WORKERS_END_S)
    return done


def _check(args: argparse.Namespace) -> list[GameSpec]:
    games = _whole(args.games, "--games", 1, 100_000)
    stars = _whole(args.stars, "--stars", 3, Board.MAX_STARS)
    seed = _whole(args.seed, "--seed", 0, 2**31 - 1)
    registry = default_registry()
    rules = registry.rules(args.rules)
    if rules is None and any(i.group == GROUP_RULES and i.name == args.rules for i in registry.errors()):
        raise ArenaError(registry.not_loaded(GROUP_RULES, args.rules))
    if rules is None:
        names = ", ".join(p.name for p in registry.rules_plugins())
        raise ArenaError(f"unknown rules {args.rules!r} (available: {names or 'none'})")
    try:
        options = options_from_words(rules, args.option)
        if args.extra_turn:
            options["extra_turn"] = True
        options = rules.resolve_options(options)
    except OptionError as exc:
        raise ArenaError(f"the {args.rules!r} rules: {exc}") from None
    ai, vs = (_resolve(registry, spec, args.rules) for spec in (args.ai, args.vs))
    names = [f"{plugin.name}:{level}" for plugin, level in (ai, vs)]  # what the records name
    records = _records_folder(args.records)
    return [GameSpec(i, names[0], names[1], args.rules, options, stars, seed, records) for i in range(games)]


def _records_folder(text: str | None) -> str | None:
    """The folder for the games' records, created if needed (ArenaError if it cannot be)."""
    if text is None:
        return None
    if not text.strip():  # Path("") is the current folder: the records would land among its files
        raise ArenaError("--records: the folder's name is empty")
    folder = Path(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ArenaError(f"--records: cannot use {text!r} as a folder ({exc.strerror or exc})") from None
    if not os.access(folder, os.W_OK):
        raise ArenaError(f"--records: the folder {text!r} is not writable")
    return str(folder)


def _tally(games: list[GameResult]) -> dict[str, int]:
    return {r: sum(1 for g in games if g.a_result == r) for r in ("win", "loss", "draw")}


def run(args: argparse.Namespace) -> int:
    before = signal.signal(signal.SIGTERM, _terminate)
    try:
        return _run(args)
    finally:
        signal.signal(signal.SIGTERM, before)


def _run(args: argparse.Namespace) -> int:
    try:
        specs = _check(args)
        real_stdout = sys.stdout
        if args.json:  # what plugins print while they play goes to stderr: stdout is the JSON alone
            sys.stdout = sys.stderr
        try:
            results = sorted(run_match(specs, min(len(specs), os.cpu_count() or 1)), key=lambda g: g.index)
        finally:
            sys.stdout = real_stdout
    except (ArenaError, BoardError) as exc:
        print(f"triangles arena: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:
        how, code = ("terminated", 143) if isinstance(exc, Terminated) else ("interrupted", 130)
        print(f"triangles arena: {how}; the match was not finished and nothing is reported", file=sys.stderr)
        return code
    unsaved = [g for g in results if g.record_error]
    for game in unsaved:
        print(f"triangles arena: {game.record_error}", file=sys.stderr)
    code = 1 if unsaved else 0  # the games were played, but records asked for are missing
    abandoned = [g for g in results if g.a_result == "abandoned"]
    stand_in = [g for g in results if g.stand_in and g.a_result != "abandoned"]
    tally = _tally([g for g in results if not g.stand_in and g.a_result != "abandoned"])
    apart = _tally(stand_in)
    a_ms = _stats([t for g in results for t in g.a_ms])
    b_ms = _stats([t for g in results for t in g.b_ms])
    fallbacks = [f.to_json(g.index) for g in results for f in g.fallback_log]
    if args.json:
        report = {"games": len(results), "wins": tally["win"], "losses": tally["loss"], "draws": tally["draw"],
                  "a_ms": a_ms, "b_ms": b_ms,
                  "stand_in": {"games": len(stand_in), "wins": apart["win"], "losses": apart["loss"],
                               "draws": apart["draw"]},
                  "abandoned": len(abandoned),
                  "per_game": [g.to_json() for g in results],
                  "fallbacks": fallbacks,
                  "records_not_saved": len(unsaved)}
        print(json.dumps(report))
        return code
    extra = " with the extra turn" if args.extra_turn else ""
    chosen = "".join(f", {word}" for word in args.option)
    print(f"{args.ai} (A) vs {args.vs} (B): {len(results)} games on {specs[0].stars} stars, "
          f"{args.rules} rules{extra}{chosen}")
    print(f"A: {tally['win']} wins, {tally['loss']} losses, {tally['draw']} draws")
    if stand_in:
        print(f"games played on by the stand-in for a switched-off plugin (not counted above): {len(stand_in)}; "
              f"A: {apart['win']} wins, {apart['loss']} losses, {apart['draw']} draws")
    for game in abandoned:
        print(f"game {game.index} abandoned: {game.reason}")
    print(f"think time per move: A median {a_ms['median']:.1f} ms, max {a_ms['max']:.1f} ms; "
          f"B median {b_ms['median']:.1f} ms, max {b_ms['max']:.1f} ms")
    moves = sum(g.fallbacks for g in results)
    reasons = Counter((f["side"], f["plugin"], f["reason"]) for f in fallbacks)
    if moves:
        print(f"fallback moves played for misbehaving players: {moves}")
    elif reasons:
        print("plugins that failed:")
    for (side, plugin, reason), count in sorted(reasons.items(), key=lambda kv: -kv[1]):
        who = f"{side}: {plugin}" if side else f"rules {plugin}"
        print(f"  {count} x {who}: {reason}")
    if specs[0].records is not None:
        missing = f" ({len(unsaved)} of {len(results)} could not be saved)" if unsaved else ""
        print(f"records: {specs[0].records}{missing}")
    return code
