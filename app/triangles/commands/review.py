"""Review a classic game record move by move: the best move in each position, what the move
played was worth beside it (net future triangles of the mover, as `analyse` counts them), how
much it gave away and its class (best, inaccuracy, mistake, blunder). Exact where the solver
proves the values within the time limit, estimated otherwise (and marked so)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from triangles.commands.analyse import FINISH_S, GRACE_S, _time_limit
from triangles.commands.watchdog import Watchdog
from triangles.record_check import game_from_record, stop_on_failure
from triangles.engine import RecordError, record
from triangles.plugins.api import DIE, Action, AIPlugin, Game
from triangles.plugins.guard import GameGuard, PluginError
from triangles.plugins.registry import default_registry
from triangles.review import GameReview, review_game

DEFAULT_TIME_LIMIT = 30.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--time-limit", default=str(DEFAULT_TIME_LIMIT), metavar="S",
        help=f"seconds the whole review may take (default: {DEFAULT_TIME_LIMIT:g})",
    )


#: The board on which another variant is asked whether a die decides its turns.
PROBE_STARS = [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]]


def load(path: str, watch: Watchdog | None = None) -> tuple[Game, list[Action], AIPlugin]:
    """A new game for the record, its moves and the plugin that analyses its positions;
    RecordError for anything but the classic rules, or when no installed plugin analyses them."""
    rec = record.load(path)
    registry = default_registry()
    guard = GameGuard(quiet=True)
    if rec.rules != "classic" and registry.rules(rec.rules) is not None:
        # Refused whatever its board: the variant is asked on three stars, so that a record of 400
        # is not built first (seconds, which a short time limit does not have).
        rec = record.GameRecord(rec.rules, rec.options, PROBE_STARS, [], rec.extra)
    game = game_from_record(rec, registry, guard, watch=watch)
    if game.rules_name != "classic" or rec.rules != "classic":
        budget = game.turn_budget()
        stop_on_failure(guard)
        dice = budget is not None and budget.decided_by == DIE
        raise RecordError(f"review handles the classic rules only, not {rec.rules!r}" + (
            ": a turn's worth there depends on dice still to be rolled, which the exact solver does not play"
            if dice else ""))
    analyser = registry.analyser(game.rules_name)
    if analyser is None:
        raise RecordError("no installed computer player analyses the classic rules")
    return game, list(rec.moves), analyser


def run(args: argparse.Namespace) -> int:
    started = getattr(args, "started", None) or time.perf_counter()  # the limit counts from here
    try:
        limit = _time_limit(args.time_limit)
    except RecordError as exc:
        print(f"triangles review: {exc}", file=sys.stderr)
        return 2
    with Watchdog("review") as watch:
        # Past the limit and its grace nothing is printed but this line (docs/reliability.md).
        watch.finish_by(started + limit + GRACE_S - FINISH_S, f"no answer within the time limit of {limit:g} s")
        try:
            game, actions, analyser = load(args.file, watch)
        except RecordError as exc:
            print(f"triangles review: {exc}", file=sys.stderr)
            return 2
        except PluginError as exc:
            print(f"triangles review: {exc}; stopped", file=sys.stderr)
            return 1
        watch.pause()  # the rules and the analyser run within the whole review's deadline
        review = review_game(game, actions, started + limit - FINISH_S, analyser)
    if args.json:
        print(json.dumps(review.to_json()))
    else:
        _print_table(review)
    return 0


def _pair(p: tuple[int, int] | list[int]) -> str:
    return f"{p[0]}-{p[1]}"


def _print_table(review: GameReview) -> None:
    print(f"{'move':>4}  {'player':>6}  {'played':>7}  {'loss':>4}  {'class':<10}  best")
    for m in review.moves:
        mark = "" if m.exact else " (estimate)"
        best = ", ".join(_pair(p) for p in m.best[:6]) + (", ..." if len(m.best) > 6 else "")
        print(f"{m.index:>4}  {m.player:>6}  {_pair(m.segment):>7}  {m.loss:>4}  {m.kind:<10}  {best}{mark}")
    for player, s in review.summary().items():
        print(f"player {player}: {s.moves} moves, accuracy {s.accuracy}%, {s.lost} triangles given away, "
              f"{s.counts['inaccuracy']} inaccuracies, {s.counts['mistake']} mistakes, "
              f"{s.counts['blunder']} blunders")
