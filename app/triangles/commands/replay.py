"""Replay a game record and report every move: accepted or refused (and why), triangles closed,
score, and the result."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from triangles.engine import RecordError, record
from triangles.plugins.api import DIE, Move, TurnBudget
from triangles.plugins.registry import Registry, default_registry
from triangles.record_check import game_from_record


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def replay(rec: record.GameRecord, registry: Registry) -> dict[str, Any]:
    """Apply the record's moves in order; the JSON report of `triangles replay --json`."""
    return _replay(rec, registry)[0]


def _turn_roll(budget: TurnBudget | None, previous: TurnBudget | None) -> int | None:
    """The die roll of the turn `budget` belongs to, on the turn's first move, when a die decides
    the variant's turn budget (`Game.turn_budget`); None otherwise."""
    if budget is None or budget.decided_by != DIE:
        return None
    same_turn = previous is not None and previous.turn == budget.turn
    return None if same_turn else budget.allowed


def _replay(rec: record.GameRecord, registry: Registry) -> tuple[dict[str, Any], list[int | None]]:
    """The JSON report and, for the table, each move's turn roll (see `_turn_roll`)."""
    game = game_from_record(rec, registry)
    moves = []
    rolls: list[int | None] = []
    previous = None
    for action in rec.moves:
        budget = None if game.is_over() else game.turn_budget()
        rolls.append(_turn_roll(budget, previous))
        previous = budget
        result = game.push(action)
        entry: dict[str, Any] = {
            "player": result.player,
            "segment": action.to_json() if isinstance(action, Move) else action.to_json(),
            "accepted": result.accepted,
            "reason": None if result.reason is None else str(result.reason),
            "closed": [list(t) for t in result.closed],
            "score": list(result.score),
        }
        if result.detail:  # a variant's own reason for a not_allowed refusal, e.g. "protected"
            entry["detail"] = result.detail
        moves.append(entry)
    outcome = game.outcome()
    report = {
        "moves": moves,
        "game_over": outcome is not None,
        "score": list(game.score),
        "result": None if outcome is None else outcome.result,
    }
    moved = list(getattr(game.board, "moved_stars", ()))
    if moved:  # coordinates with more than 9 decimals, put on the lattice (docs/record-format.md)
        report["moved_stars"] = moved
    return report, rolls


def moved_note(report: dict[str, Any]) -> str | None:
    """The line that says which stars were put on the lattice, if any."""
    moved = report.get("moved_stars")
    if not moved:
        return None
    shown = ", ".join(map(str, moved[:10])) + (", ..." if len(moved) > 10 else "")
    return f"note: {len(moved)} star(s) moved by less than a billionth of a board unit to the lattice: {shown}"


def _table(report: dict[str, Any], rolls: list[int | None]) -> str:
    """One line per move; a "roll" column (on each turn's first move) when the game rolls a die."""
    with_rolls = any(r is not None for r in rolls)
    roll_head = f"{'roll':<4}  " if with_rolls else ""
    lines = [f"{'#':>4}  {'player':<6}  {roll_head}{'segment':<11}  {'result':<20}  {'closed':<24}  score"]
    for k, m in enumerate(report["moves"], 1):
        seg = m["segment"] if isinstance(m["segment"], str) else f"{m['segment'][0]}-{m['segment'][1]}"
        res = "ok" if m["accepted"] else f"refused:{m['reason']}" + (f" ({m['detail']})" if m.get("detail") else "")
        closed = " ".join("-".join(map(str, t)) for t in m["closed"])
        roll = f"{'' if rolls[k - 1] is None else rolls[k - 1]:<4}  " if with_rolls else ""
        lines.append(f"{k:>4}  {m['player']:<6}  {roll}{seg:<11}  {res:<20}  {closed:<24}  {m['score'][0]}:{m['score'][1]}")
    result = {"p1": "player 1 wins", "p2": "player 2 wins", "draw": "draw", None: "game not over"}
    lines.append(f"score {report['score'][0]}:{report['score'][1]}, {result[report['result']]}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        rec = record.load(args.file)
        report, rolls = _replay(rec, default_registry())
    except RecordError as exc:
        print(f"triangles replay: {args.file}: {exc}", file=sys.stderr)
        return 2
    note = moved_note(report)
    if note is not None:
        print(f"triangles replay: {args.file}: {note}", file=sys.stderr)
    print(json.dumps(report) if args.json else _table(report, rolls))
    return 0
