"""Replay a game record and report every move: accepted or refused (and why), triangles closed,
score, and the result."""

from __future__ import annotations

import argparse
import gc
import json
import sys
from typing import Any

import numpy as np

from triangles.engine import Action, MoveResult, RecordError, record
from triangles.engine.batch_check import REASONS, geometric_refusals, written_codes
from triangles.plugins.api import DIE, RulesPlugin, TurnBudget
from triangles.plugins.discovery import one_line
from triangles.plugins.guard import GameGuard, PluginError
from triangles.plugins.registry import Registry, default_registry
from triangles.plugins.texts import filled
from triangles.record_check import game_from_record, stop_on_failure

from . import shown_name
from .watchdog import Watchdog

#: The classic end, as the window words it (ui/game/controller.py).
CLASSIC_END = "No triangle can be closed any more."


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


#: (reason, detail) of each answer of `geometric_refusals`; ("", "") when the rules decide.
_GEOMETRY_WHY: tuple[tuple[str, str], ...] = tuple(("" if r is None else r.value, "") for r in REASONS)
_GAME_OVER = ("game_over", "")


class _Refused:
    """Refused actions in a row, all in one position: who was to move, the score, and why each
    (`which`, an index into `why`); `written` are their segments as the record wrote them
    (`Action.to_json`). What a report of `_replay` holds in place of one entry per refusal."""

    __slots__ = ("player", "score", "why", "which", "written")

    def __init__(self, player: int, score: tuple[int, int], why: list[tuple[str, str]],
                 which: list[int], written: list[Any]) -> None:
        self.player, self.score, self.why, self.which, self.written = player, score, why, which, written


def _replay(
    rec: record.GameRecord, registry: Registry, watch: Watchdog | None = None
) -> tuple[dict[str, Any], dict[int, int]]:
    """The report, its refusals kept in runs (`_Refused`: see `_as_dicts`), and for the table the
    turn roll of each action that has one, by its index (see `_turn_roll`).

    A refused action changes nothing (the engine's contract), so until an action is accepted the
    position, whether the game is over and the turn budget stay as they were: they are read again
    only after an accepted action. What the geometry refuses (not two stars, over a star, already
    drawn, crossing) is judged for a block of actions at once (`engine.batch_check`), only the
    actions it leaves to the rules are looked at one by one, a refusal of the rules met again in
    the same position is not pushed again, and once the game is over every later action is
    refused `game_over` without asking the rules. A valid record may hold up to 200,000 actions,
    almost all of them refused (docs/record-format.md): this keeps its replay within its time
    budget.

    The variant's hooks run under a `GameGuard`: one that throws or answers the wrong type raises
    PluginError (`stop_on_failure`), checked after each call into the variant."""
    guard = GameGuard(quiet=True)
    game = game_from_record(rec, registry, guard, watch=watch)
    rules = f"the rules variant {rec.rules!r}"
    written = record.written_moves(rec.moves)  # an Action is made only for what is pushed
    codes = written_codes(game.board, written)
    total = len(codes)
    moves: list[dict[str, Any] | _Refused] = []
    rolls: dict[int, int] = {}
    previous: TurnBudget | None = None
    k = 0
    while k < total:  # one position each time round
        if watch is not None:
            watch.step(rules)
        over = game.is_over()
        budget = None if over else game.turn_budget()
        if watch is not None:
            watch.pause()
        stop_on_failure(guard)
        roll = _turn_roll(budget, previous)
        if roll is not None:
            rolls[k] = roll
        previous = budget
        player, score = game.turn, game.score
        if over:
            moves.append(_Refused(player, score, [_GAME_OVER], [0] * (total - k), written[k:]))
            break
        why = list(_GEOMETRY_WHY)  # and the rules' own refusals in this position, as met
        ruled: dict[int, int] = {}  # code -> index in why: the rules' refusals, never pushed again
        which: list[int] = []
        start, size = k, 64
        accepted = False
        while k < total and not accepted:  # a block of actions judged at once, twice as many each time
            last = min(total, k + size)
            size *= 2
            judged = geometric_refusals(game, codes[k:last])
            verdicts = judged.tolist()
            for j in np.flatnonzero(judged == 0).tolist():  # what the geometry leaves to the rules
                code = int(codes[k + j])
                index = ruled.get(code)
                if index is None:
                    action = record.action_of(written[k + j])
                    if watch is not None:
                        watch.step(rules)
                    result = game.push(action)
                    if watch is not None:
                        watch.pause()
                    stop_on_failure(guard)
                    if result.accepted:
                        which += verdicts[:j]
                        accepted = True
                        k += j
                        break
                    found = (str(result.reason), result.detail)
                    if found not in why:
                        why.append(found)
                    index = ruled[code] = why.index(found)
                verdicts[j] = index
            else:
                which += verdicts
                k = last
        if k > start:
            moves.append(_Refused(player, score, why, which, written[start:k]))
        if accepted:
            moves.append(_entry(action, result))
            k += 1
    if watch is not None:
        watch.step(rules)
    outcome = game.outcome()
    stop_on_failure(guard)
    report = {
        "moves": moves,
        "game_over": outcome is not None,
        "score": list(game.score),
        "result": None if outcome is None else outcome.result,
        "end_reason": None if outcome is None else outcome.reason,
    }
    moved = list(getattr(game.board, "moved_stars", ()))
    if moved:  # coordinates with more than 9 decimals, put on the lattice (docs/record-format.md)
        report["moved_stars"] = moved
    if watch is not None:
        watch.pause()
    return report, rolls


def _segment_texts(written: list[Any]) -> list[str]:
    """Segments as written, in JSON as `json.dumps` writes them (quicker for the usual two)."""
    out: list[str] = []
    add = out.append
    for s in written:
        if type(s) is list and type(a := s[0]) is int and type(b := s[1]) is int:
            add(f"[{a}, {b}]")
        elif s == "pass":
            add('"pass"')
        else:
            add(json.dumps(s))
    return out


def _as_dicts(moves: list[Any]) -> list[dict[str, Any]]:
    """The entries of `_replay`'s moves as `replay --json` has them; the refusals of one run with
    the same segment as written and the same reason are one shared dict."""
    out: list[dict[str, Any]] = []
    for m in moves:
        if type(m) is dict:
            out.append(m)
            continue
        made: dict[tuple[str, int], dict[str, Any]] = {}
        for segment, text, index in zip(m.written, _segment_texts(m.written), m.which):
            key = (text, index)
            entry = made.get(key)
            if entry is None:
                reason, detail = m.why[index]
                entry = made[key] = {"player": m.player, "segment": segment if isinstance(segment, str) else list(segment),
                                     "accepted": False, "reason": reason, "closed": [], "score": list(m.score)}
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
    """`json.dumps` of the report with its entries as dicts (`_as_dicts`), written directly: the
    refusals of a run share all but their segment and reason, so each is one short join."""
    parts: list[str] = []
    add = parts.append
    for m in report["moves"]:
        if type(m) is dict:
            add(json.dumps(m))
            continue
        head = f'{{"player": {m.player}, "segment": '
        s1, s2 = m.score
        tails = [f', "accepted": false, "reason": {json.dumps(reason)}, "closed": [], "score": [{s1}, {s2}]'
                 + (f', "detail": {json.dumps(detail)}}}' if detail else "}") for reason, detail in m.why]
        texts = _segment_texts(m.written)
        if len(tails) == 1 or min(m.which) == max(m.which):  # one reason for all (the usual run)
            tail = tails[m.which[0]]
            add(head + (tail + ", " + head).join(texts) + tail)
        else:
            add(head + (", " + head).join([text + tails[i] for text, i in zip(texts, m.which)]))
    rest = json.dumps({k: v for k, v in report.items() if k != "moves"})
    return "".join(['{"moves": [', ", ".join(parts), "]", ", " + rest[1:] if len(rest) > 2 else "}"])


def end_words(report: dict[str, Any], rules: RulesPlugin | None) -> str | None:
    """Why a finished game ended, in the variant's English words (its `outcome_reasons`; the
    classic end unless it words that too; a drawn game's "REASON/draw" form when it has one), the
    players named by number; None while it is not over."""
    reason = report.get("end_reason")
    if reason is None:
        return None
    texts = rules.outcome_reasons if rules is not None else {}
    winner = {"p1": 1, "p2": 2}.get(report.get("result") or "")
    drawn = texts.get(f"{reason}/draw") if winner is None else None  # words that name no winner
    text = drawn or texts.get(reason) or (CLASSIC_END if reason == "no_triangles_left" else str(reason))
    names = ("player 1", "player 2") if winner is None else (f"player {3 - winner}", f"player {winner}")
    text = filled(text, text, *names)  # a text with other fields is shown as written
    return text[:1].upper() + text[1:]


def _segment_words(a: Any, b: Any) -> str:
    """"3-7"; a record's impossible ends as written ("0 to -1", never "0--1")."""
    plain = all(isinstance(v, int) and v >= 0 for v in (a, b))
    return f"{a}-{b}" if plain else f"{a} to {b}"


def _table(report: dict[str, Any], rolls: dict[int, int], ended: str | None = None) -> str:
    """One line per move; a "roll" column (on each turn's first move: `rolls`, by index) when
    the game rolls a die; then the score and result, and why the game ended (`ended`)."""
    with_rolls = bool(rolls)
    roll_head = f"{'roll':<4}  " if with_rolls else ""
    lines = [f"{'#':>4}  {'player':<6}  {roll_head}{'segment':<11}  {'result':<20}  {'closed':<24}  score"]
    written: dict[tuple[int, int | None], str] = {}  # shared entries are worded once
    for k, m in enumerate(report["moves"], 1):
        roll = rolls.get(k - 1)
        text = written.get((id(m), roll))
        if text is None:
            seg = m["segment"] if isinstance(m["segment"], str) else _segment_words(*m["segment"])
            res = "ok" if m["accepted"] else f"refused:{m['reason']}" + (f" ({m['detail']})" if m.get("detail") else "")
            closed = " ".join("-".join(map(str, t)) for t in m["closed"])
            shown = f"{'' if roll is None else roll:<4}  " if with_rolls else ""
            text = f"{m['player']:<6}  {shown}{seg:<11}  {res:<20}  {closed:<24}  {m['score'][0]}:{m['score'][1]}"
            written[(id(m), roll)] = text
        lines.append(f"{k:>4}  {text}")
    result = {"p1": "player 1 wins", "p2": "player 2 wins", "draw": "draw", None: "game not over"}
    lines.append(f"score {report['score'][0]}:{report['score'][1]}, {result[report['result']]}")
    if ended:
        lines.append(f"ended: {ended}")
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
        print(f"triangles replay: {shown_name(args.file)}: {exc}", file=sys.stderr)
        return 2
    except PluginError as exc:  # the variant failed while the record was replayed
        print(f"triangles replay: {shown_name(args.file)}: {exc}; stopped", file=sys.stderr)
        return 1
    except Exception as exc:  # the variant's own code raised: one line, never a traceback
        print(f"triangles replay: {shown_name(args.file)}: the rules variant {rules!r} failed: {one_line(exc)}", file=sys.stderr)
        return 1
    finally:
        gc.enable()
    note = moved_note(report)
    if note is not None:
        print(f"triangles replay: {shown_name(args.file)}: {note}", file=sys.stderr)
    if args.json:
        print(_json_text(report))
    else:
        ended = end_words(report, default_registry().rules(rec.rules))
        print(_table({**report, "moves": _as_dicts(report["moves"])}, rolls, ended))
    return 0
