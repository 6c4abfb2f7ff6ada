"""Puzzles: the answer is the only best move (checked against every other move's exact value),
levels grow, the puzzle of a date is fixed, and `triangles puzzle` prints record and answer."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from triangles import puzzles
from triangles.engine import Move, record
from triangles_ai.analysis import analyse_game


def _every_move_value(game) -> dict[tuple[int, int], int]:
    """Exact value of each legal segment for the player to move."""
    values = {}
    for seg in game.legal_moves.ids():
        a, b = (int(v) for v in game.board.segment_ends[int(seg)])
        mover = game.turn
        before = game.scores[mover - 1]
        game.push(Move(a, b))
        gain = game.scores[mover - 1] - before
        after = analyse_game(game, time.perf_counter() + 60)
        assert after.exact
        values[(a, b)] = gain + after.value if game.turn == mover else gain - after.value
        game.pop()
    return values


@pytest.mark.parametrize("name", ["easy", "medium"])
@pytest.mark.parametrize("number", [1, 2])
def test_the_answer_beats_every_other_move_by_a_triangle(name: str, number: int) -> None:
    puzzle = puzzles.numbered(name, number)
    game = puzzle.game()
    assert game.turn == puzzle.to_move and not game.is_over()
    low, high = puzzles.level(name).legal
    assert low <= int(game.legal_mask.sum()) <= high
    values = _every_move_value(game)
    assert values.pop(puzzle.answer) == puzzle.value
    assert max(values.values()) <= puzzle.value - 1


def test_levels_grow_and_puzzles_are_reproducible() -> None:
    sizes = [(lv.stars, lv.legal) for lv in puzzles.LEVELS]
    assert sizes == sorted(sizes) and [lv.name for lv in puzzles.LEVELS] == ["easy", "medium", "hard"]
    assert puzzles.numbered("easy", 3) == puzzles.numbered("easy", 3)
    assert puzzles.numbered("easy", 3) != puzzles.numbered("easy", 4)
    assert puzzles.is_answer(puzzles.numbered("easy", 1), *reversed(puzzles.numbered("easy", 1).answer))
    with pytest.raises(ValueError):
        puzzles.level("impossible")


def test_puzzle_of_the_day_depends_on_the_date_only() -> None:
    monday = dt.date(2026, 11, 30)
    assert puzzles.of_the_day(monday) == puzzles.of_the_day(dt.date(2026, 11, 30))
    assert puzzles.of_the_day(monday).record() != puzzles.of_the_day(monday + dt.timedelta(days=1)).record()
    assert [puzzles.level_of_day(monday + dt.timedelta(days=d)) for d in range(7)] == [
        "easy", "easy", "medium", "medium", "medium", "hard", "hard"]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "triangles", "puzzle", *args], capture_output=True, text=True,
                          timeout=120, cwd=Path(__file__).parent)


def test_command_prints_record_and_answer(tmp_path: Path) -> None:
    proc = _run("--date", "2026-12-02", "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["date"] == "2026-12-02" and out["level"] == "medium"
    expected = puzzles.of_the_day(dt.date(2026, 12, 2))
    assert out["answer"] == list(expected.answer) and out["record"] == expected.record()
    path = tmp_path / "p.json"
    path.write_text(json.dumps(out["record"]))
    assert len(record.load(str(path)).moves) == len(expected.moves)  # a valid record
    # The exact analysis of the printed position names the answer alone.
    analysis = json.loads(subprocess.run([sys.executable, "-m", "triangles", "analyse", str(path), "--json"],
                                         capture_output=True, text=True, timeout=120).stdout)
    assert analysis["best"] == [out["answer"]] and analysis["value"] == out["value"]
    text = _run("--date", "2026-12-02")
    assert text.returncode == 0 and f"answer: {out['answer'][0]}-{out['answer'][1]}" in text.stdout


def test_bad_date_is_one_line() -> None:
    proc = _run("--date", "tomorrow")
    assert proc.returncode == 2 and proc.stdout == "" and len(proc.stderr.strip().splitlines()) == 1
