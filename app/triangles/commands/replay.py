"""Replay a game record and report every move: accepted or refused (and why), triangles closed,
score, and the result."""

from __future__ import annotations

import argparse
import gc
import json
import sys
from typing import Any

from triangles.engine import RecordError, record
from triangles.engine import Action, MoveResult, Reason
from triangles.plugins.api import DIE, Move, TurnBudget
from triangles.plugins.discovery import one_line
from triangles.plugins.guard import GameGuard, PluginError
from triangles.plugins.registry import Registry, default_registry
from triangles.record_check import game_from_record, stop_on_failure

from .watchdog import Watchdog


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a game record (JSON)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def replay(rec: record.GameRecord, registry: Registry) -> dict[str, Any]:
    """Apply the record's moves in order; the JSON report of `triangles replay --json`. Entries
    of identical refusals in one position are one shared dict."""
    return _replay(rec, registry)[0]


def _turn_roll(budget: TurnBudget | None, previous: TurnBudget | None) -> int | None:
    """The die roll of the turn `budget` belongs to, on the turn's first move, when a die decides
    the variant's turn budget (`Game.turn_budget`); None otherwise."""
    if budget is None or budget.decided_by != DIE:
        return None
    same_turn = previous is not None and previous.turn == budget.turn
    return None if same_turn else budget.allowed


def _entry(action: Action, result: MoveResult) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "player": result.player,
        "segment": action.to_json(),
        "accepted": result.accepted,
        "reason": None if result.reason is None else str(result.reason),
        "closed": [list(t) for t in result.closed],
        "score": list(result.score),
    }
    if result.detail:  # a variant's own reason for a not_allowed refusal, e.g. "protected"
        entry["detail"] = result.detail
    return entry


def _replay(
    rec: record.GameRecord, registry: Registry, watch: Watchdog | None = None
) -> tuple[dict[str, Any], list[int | None]]:
    """The JSON report and, for the table, each move's turn roll (see `_turn_roll`).

    A refused action changes nothing (the engine's contract), so until an action is accepted the
    position, whether the game is over and the turn budget stay as they were: they are read again
    only after an accepted action, a refusal met again in the same position is not pushed again,
    and once the game is over every later action is refused `game_over` without asking the rules.
    A valid record may hold up to 200,000 actions, almost all of them refused (docs/record-format.md):
    this keeps its replay within its time budget.

    The variant's hooks run under a `GameGuard`: one that throws or answers the wrong type raises
    PluginError (`stop_on_failure`), checked before each action and at the end."""
    guard = GameGuard(quiet=True)
    game = game_from_record(rec, registry, guard, watch=watch)
    rules = f"the rules variant {rec.rules!r}"
    moves: list[dict[str, Any]] = []
    rolls: list[int | None] = []
    previous = None
    changed = True
    over = False
    budget = None
    refused: dict[Action, tuple[str, str]] = {}  # reason and detail, in this position ([3, 1] is [1, 3])
    entries: dict[tuple[int, int] | str, dict[str, Any]] = {}  # of those refusals, as written
    player, s1, s2 = 1, 0, 0
    for action in rec.moves:
        if watch is not None:
            watch.step(rules)
        if guard.failures:
            stop_on_failure(guard)
        if changed:
            over = game.is_over()
            budget = None if over else game.turn_budget()
            player, (s1, s2) = game.turn, game.score
            refused.clear()
            entries.clear()
            changed = False
        rolls.append(_turn_roll(budget, previous) if budget is not None else None)
        previous = budget
        move = type(action) is Move
        key = (action.a, action.b) if move else "pass"  # as written: [3, 1] and [1, 3] apart
        entry = entries.get(key)
        if entry is None:
            if over or (move and not game.joins_stars(action)):  # what push answers then, asking no rules
                entry = {"player": player, "segment": [action.a, action.b] if move else "pass", "accepted": False,
                         "reason": "game_over" if over else "invalid", "closed": [], "score": [s1, s2]}
            else:
                why = refused.get(action)
                if why is None:
                    reason = game.check(action)
                    if reason is None or reason == Reason.NOT_ALLOWED:  # to play, or the variant's own words
                        result = game.push(action)
                        if result.accepted:
                            changed = True
                            moves.append(_entry(action, result))
                            continue
                        why = (str(result.reason), result.detail)
                    else:
                        why = (reason.value, "")
                    refused[action] = why
                entry = {"player": player, "segment": [action.a, action.b] if move else "pass", "accepted": False,
                         "reason": why[0], "closed": [], "score": [s1, s2]}
                if why[1]:
                    entry["detail"] = why[1]
            entries[key] = entry
        moves.append(entry)
    if watch is not None:
        watch.step(rules)
    outcome = game.outcome()
    stop_on_failure(guard)
    report = {
        "moves": moves,
        "game_over": outcome is not None,
        "score": list(game.score),
        "result": None if outcome is None else outcome.result,
    }
    moved = list(getattr(game.board, "moved_stars", ()))
    if moved:  # coordinates with more than 9 decimals, put on the lattice (docs/record-format.md)
        report["moved_stars"] = moved
    if watch is not None:
        watch.pause()
    return report, rolls


def moved_note(report: dict[str, Any]) -> str | None:
    """The line that says which stars were put on the lattice, if any."""
    moved = report.get("moved_stars")
    if not moved:
        return None
    shown = ", ".join(map(str, moved[:10])) + (", ..." if len(moved) > 10 else "")
    return f"note: {len(moved)} star(s) moved by less than a billionth of a board unit to the lattice: {shown}"


def _entry_json(entry: dict[str, Any]) -> str:
    """`json.dumps(entry)` for a move entry, written directly (200,000 of them must be quick)."""
    seg = entry["segment"]
    score = entry["score"]
    closed = entry["closed"]
    reason = entry["reason"]
    text = (
        f'{{"player": {entry["player"]}, '
        f'"segment": {json.dumps(seg) if isinstance(seg, str) else f"[{seg[0]}, {seg[1]}]"}, '
        f'"accepted": {"true" if entry["accepted"] else "false"}, '
        f'"reason": {"null" if reason is None else json.dumps(reason)}, '
        f'"closed": {json.dumps(closed) if closed else "[]"}, '
        f'"score": [{score[0]}, {score[1]}]'
    )
    if "detail" in entry:
        text += f', "detail": {json.dumps(entry["detail"])}'
    return text + "}"


def _json_text(report: dict[str, Any]) -> str:
    """`json.dumps(report)`, writing each shared move entry once (see `_replay`)."""
    written: dict[int, str] = {}
    parts = []
    for entry in report["moves"]:
        text = written.get(id(entry))
        if text is None:
            text = written[id(entry)] = _entry_json(entry)
        parts.append(text)
    rest = json.dumps({k: v for k, v in report.items() if k != "moves"})
    return '{"moves": [' + ", ".join(parts) + "]" + (", " + rest[1:] if len(rest) > 2 else "}")


def _table(report: dict[str, Any], rolls: list[int | None]) -> str:
    """One line per move; a "roll" column (on each turn's first move) when the game rolls a die."""
    with_rolls = any(r is not None for r in rolls)
    roll_head = f"{'roll':<4}  " if with_rolls else ""
    lines = [f"{'#':>4}  {'player':<6}  {roll_head}{'segment':<11}  {'result':<20}  {'closed':<24}  score"]
    written: dict[tuple[int, int | None], str] = {}  # shared entries are worded once
    for k, m in enumerate(report["moves"], 1):
        roll = rolls[k - 1]
        text = written.get((id(m), roll))
        if text is None:
            seg = m["segment"] if isinstance(m["segment"], str) else f"{m['segment'][0]}-{m['segment'][1]}"
            res = "ok" if m["accepted"] else f"refused:{m['reason']}" + (f" ({m['detail']})" if m.get("detail") else "")
            closed = " ".join("-".join(map(str, t)) for t in m["closed"])
            shown = f"{'' if roll is None else roll:<4}  " if with_rolls else ""
            text = f"{m['player']:<6}  {shown}{seg:<11}  {res:<20}  {closed:<24}  {m['score'][0]}:{m['score'][1]}"
            written[(id(m), roll)] = text
        lines.append(f"{k:>4}  {text}")
    result = {"p1": "player 1 wins", "p2": "player 2 wins", "draw": "draw", None: "game not over"}
    lines.append(f"score {report['score'][0]}:{report['score'][1]}, {result[report['result']]}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    gc.disable()  # hundreds of thousands of small objects and no cycles: collecting only costs time
    rules = "?"
    try:
        rec = record.load(args.file)
        rules = rec.rules
        with Watchdog("replay") as watch:
            report, rolls = _replay(rec, default_registry(), watch)
    except RecordError as exc:
        print(f"triangles replay: {args.file}: {exc}", file=sys.stderr)
        return 2
    except PluginError as exc:  # the variant failed while the record was replayed
        print(f"triangles replay: {args.file}: {exc}; stopped", file=sys.stderr)
        return 1
    except Exception as exc:  # the variant's own code raised: one line, never a traceback
        print(f"triangles replay: {args.file}: the rules variant {rules!r} failed: {one_line(exc)}", file=sys.stderr)
        return 1
    finally:
        gc.enable()
    note = moved_note(report)
    if note is not None:
        print(f"triangles replay: {args.file}: {note}", file=sys.stderr)
    print(_json_text(report) if args.json else _table(report, rolls))
    return 0
