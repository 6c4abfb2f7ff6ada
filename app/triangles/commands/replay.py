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
    report, _ = _replay(rec, registry)
    return {**report, "moves": _as_dicts(report["moves"])}


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


#: What refusals of one position for one reason share: (player, reason, detail, score 1, score 2).
Refusals = tuple[int, str, str, int, int]
#: A refused action in a report of `_replay`: what it shares, its segment as written ((a, b), or
#: "pass") and that segment in JSON (made once for all repetitions). An accepted one is the dict
#: of `_entry`.
Refused = tuple[Refusals, "tuple[int, int] | str", str]

#: (reason, detail) of each answer of `geometric_refusals`; ("", "") when the rules decide.
_GEOMETRY_WHY: tuple[tuple[str, str], ...] = tuple(("" if r is None else r.value, "") for r in REASONS)


def _replay(
    rec: record.GameRecord, registry: Registry, watch: Watchdog | None = None
) -> tuple[dict[str, Any], list[int | None]]:
    """The report, its refusals kept compact (`Refused`: see `_as_dicts`), and for the table each
    move's turn roll (see `_turn_roll`).

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
    moves: list[dict[str, Any] | Refused] = []
    rolls: list[int | None] = []
    previous = None
    changed = True
    over = False
    budget = None
    refused: dict[Action, tuple[str, str]] = {}  # the rules' refusals in this position ([3, 1] is [1, 3])
    entries: dict[tuple[int, int] | str, Refused] = {}  # the refusals in this position, as written
    shared: dict[tuple[str, str], Refusals] = {}  # what they share, by reason and detail
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
            shared.clear()
            first = last = k
            changed = False
        rolls.append(_turn_roll(budget, previous) if budget is not None else None)
        previous = budget
        seg = (action.a, action.b) if type(action) is Move else "pass"  # as written: [3, 1] and [1, 3] apart
        # True == 1: a pair of anything but ints (made in Python, never read from JSON) is not shared
        key = seg if type(seg) is str or type(seg[0]) is int and type(seg[1]) is int else None
        entry = entries.get(key) if key is not None else None
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
            group = shared.get(why)
            if group is None:
                group = shared[why] = (player, why[0], why[1], s1, s2)
            if type(seg) is str:
                entry = (group, seg, '"pass"')
            elif key is not None:  # two ints, written as JSON writes them
                entry = (group, seg, f"[{seg[0]}, {seg[1]}]")
            else:
                entry = (group, seg, json.dumps(list(seg)))
            if key is not None:
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


def _as_dicts(moves: list[Any]) -> list[dict[str, Any]]:
    """The entries of `_replay`'s moves as `replay --json` has them; one dict for each refused
    entry, shared by its repetitions."""
    made: dict[int, dict[str, Any]] = {}
    out = []
    for m in moves:
        if type(m) is dict:
            out.append(m)
            continue
        entry = made.get(id(m))
        if entry is None:
            (player, reason, detail, s1, s2), seg, _ = m
            entry = made[id(m)] = {"player": player, "segment": seg if isinstance(seg, str) else list(seg),
                                   "accepted": False, "reason": reason, "closed": [], "score": [s1, s2]}
            if detail:
                entry["detail"] = detail
        out.append(entry)
    return out


def moved_note(report: dict[str, Any]) -> str | None:
    """The line that says which stars were put on the lattice, if any."""
    moved = report.get("moved_stars")
    if not moved:
        return None
    shown = ", ".join(map(str, moved[:10])) + (", ..." if len(moved) > 10 else "")
    return f"note: {len(moved)} star(s) moved by less than a billionth of a board unit to the lattice: {shown}"


def _json_text(report: dict[str, Any]) -> str:
    """`json.dumps` of the report with its entries as dicts (`_as_dicts`), written directly: a run
    of refusals that share everything but their segment is written as one join."""
    parts: list[str] = []
    add = parts.append
    group: Refusals | None = None
    segments: list[str] = []
    for m in report["moves"]:
        if type(m) is dict:
            group = None
            add(json.dumps(m))
        elif m[0] is group:
            segments.append(m[2])
        else:
            group = m[0]
            player, reason, detail, s1, s2 = group
            tail = f', "accepted": false, "reason": {json.dumps(reason)}, "closed": [], "score": [{s1}, {s2}]'
            tail += f', "detail": {json.dumps(detail)}}}' if detail else "}"
            segments = [m[2]]
            add(_Run(f'{{"player": {player}, "segment": ', tail, segments))
    text = ", ".join(str(part) for part in parts)
    rest = json.dumps({k: v for k, v in report.items() if k != "moves"})
    return '{"moves": [' + text + "]" + (", " + rest[1:] if len(rest) > 2 else "}")


class _Run:
    """Refusals in a row that share everything but their segment (in JSON), written as one text."""

    def __init__(self, head: str, tail: str, segments: list[str]) -> None:
        self.head, self.tail, self.segments = head, tail, segments

    def __str__(self) -> str:
        return self.head + (self.tail + ", " + self.head).join(self.segments) + self.tail


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
        with Watchdog("replay", ends_process=getattr(args, "own_process", False)) as watch:
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
    print(_json_text(report) if args.json else _table({**report, "moves": _as_dicts(report["moves"])}, rolls))
    return 0
