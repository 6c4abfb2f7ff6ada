"""Replay a game record and report every move: accepted or refused (and why), triangles closed,
score, and the result."""

from __future__ import annotations

import argparse
import gc
import json
import sys
from typing import Any

from triangles.engine import RecordError, record
from triangles.engine import Action, MoveResult
from triangles.engine.batch_check import REASONS, action_codes, geometric_refusals
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


#: (reason, detail) of each answer of `geometric_refusals`; ("", "") when the rules decide.
_GEOMETRY_WHY: tuple[tuple[str, str], ...] = tuple(("" if r is None else r.value, "") for r in REASONS)


def _replay(
    rec: record.GameRecord, registry: Registry, watch: Watchdog | None = None
) -> tuple[dict[str, Any], list[int | None]]:
    """The JSON report and, for the table, each move's turn roll (see `_turn_roll`).

    A refused action changes nothing (the engine's contract), so until an action is accepted the
    position, whether the game is over and the turn budget stay as they were: they are read again
    only after an accepted action. What the geometry refuses (not two stars, over a star, already
    drawn, crossing) is judged for a block of actions at once (`engine.batch_check`), a refusal of
    the rules met again in the same position is not pushed again, and once the game is over every
    later action is refused `game_over` without asking the rules. A valid record may hold up to
    200,000 actions, almost all of them refused (docs/record-format.md): this keeps its replay
    within its time budget.

    The variant's hooks run under a `GameGuard`: one that throws or answers the wrong type raises
    PluginError (`stop_on_failure`), checked after each call into the variant."""
    guard = GameGuard(quiet=True)
    game = game_from_record(rec, registry, guard, watch=watch)
    rules = f"the rules variant {rec.rules!r}"
    actions = rec.moves
    codes = action_codes(game.board, actions)
    moves: list[dict[str, Any]] = []
    rolls: list[int | None] = []
    previous = None
    changed = True
    over = False
    budget = None
    refused: dict[Action, tuple[str, str]] = {}  # the rules' refusals in this position ([3, 1] is [1, 3])
    entries: dict[tuple[int, int] | str, dict[str, Any]] = {}  # the refusals in this position, as written
    verdicts: list[int] = []  # `geometric_refusals` of actions first..last - 1, in this position
    first = last = 0
    player, s1, s2 = 1, 0, 0
    for k, action in enumerate(actions):
        if changed:
            if watch is not None:
                watch.step(rules)
            over = game.is_over()
            budget = None if over else game.turn_budget()
            if watch is not None:
                watch.pause()
            stop_on_failure(guard)
            player, (s1, s2) = game.turn, game.score
            refused.clear()
            entries.clear()
            first = last = k
            changed = False
        rolls.append(_turn_roll(budget, previous) if budget is not None else None)
        previous = budget
        move = type(action) is Move
        key = (action.a, action.b) if move else "pass"  # as written: [3, 1] and [1, 3] apart
        entry = entries.get(key)
        if entry is None:
            if over:
                why = ("game_over", "")
            else:
                if k >= last:  # judge the next block: twice as many actions as the last one
                    first, last = k, min(len(actions), k + max(64, 2 * (last - first)))
                    verdicts = geometric_refusals(game, codes[first:last]).tolist()
                why = _GEOMETRY_WHY[verdicts[k - first]]
                if not why[0]:
                    found = refused.get(action)
                    if found is None:
                        if watch is not None:
                            watch.step(rules)
                        result = game.push(action)
                        if watch is not None:
                            watch.pause()
                        stop_on_failure(guard)
                        if result.accepted:
                            changed = True
                            moves.append(_entry(action, result))
                            continue
                        found = refused[action] = (str(result.reason), result.detail)
                    why = found
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


#: A refusal as `json.dumps` writes it (player, segment ends, reason in JSON, score), the most
#: common entry of a long record.
_REFUSAL_JSON = '{"player": %d, "segment": [%d, %d], "accepted": false, "reason": %s, "closed": [], "score": [%d, %d]}'


def _entry_json(entry: dict[str, Any], reasons: dict[str, str]) -> str:
    """`json.dumps(entry)` for a move entry, written directly (200,000 of them must be quick);
    `reasons` keeps the JSON of each reason met."""
    seg = entry["segment"]
    score = entry["score"]
    reason = entry["reason"]
    reason_json = reasons.get(reason)
    if reason_json is None:
        reason_json = reasons[reason] = json.dumps(reason)
    if len(entry) == 6 and not entry["accepted"] and type(seg) is list and not entry["closed"]:
        return _REFUSAL_JSON % (entry["player"], seg[0], seg[1], reason_json, score[0], score[1])
    closed = entry["closed"]
    text = (
        f'{{"player": {entry["player"]}, '
        f'"segment": {json.dumps(seg) if isinstance(seg, str) else f"[{seg[0]}, {seg[1]}]"}, '
        f'"accepted": {"true" if entry["accepted"] else "false"}, '
        f'"reason": {reason_json}, '
        f'"closed": {json.dumps(closed) if closed else "[]"}, '
        f'"score": [{score[0]}, {score[1]}]'
    )
    if "detail" in entry:
        text += f', "detail": {json.dumps(entry["detail"])}'
    return text + "}"


def _json_text(report: dict[str, Any]) -> str:
    """`json.dumps(report)`, writing each shared move entry once (see `_replay`)."""
    moves = report["moves"]
    distinct = {id(entry): entry for entry in moves}
    reasons: dict[str, str] = {}
    texts = {key: _entry_json(entry, reasons) for key, entry in distinct.items()}
    rest = json.dumps({k: v for k, v in report.items() if k != "moves"})
    return '{"moves": [' + ", ".join(map(texts.__getitem__, map(id, moves))) + "]" + (", " + rest[1:] if len(rest) > 2 else "}")


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
