"""Game review: each move's values against a brute-force search of the real game, the JSON
contract of `triangles review`, refused moves, dice records, and the time limit."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from triangles.engine import Game, Move
from triangles.review import CLASSES, ReviewCancelled, classify, review_game
from triangles_ai import StandardAI
from triangles_classic import ClassicRules


def _net(game: Game, memo: dict) -> int:
    """Net future score of the player to move, by trying every sequence."""
    if game.is_over():
        return 0
    key = (game.drawn.tobytes(), game.turn)
    if key not in memo:
        memo[key] = max(_worth(game, int(s), memo) for s in game.legal_moves.ids())
    return memo[key]


def _worth(game: Game, seg: int, memo: dict) -> int:
    """What drawing `seg` is worth to the player to move (the game is unchanged)."""
    mover = game.turn
    before = game.scores[mover - 1]
    a, b = game.board.segment_ends[seg]
    game.push(Move(int(a), int(b)))
    gain = game.scores[mover - 1] - before
    rest = _net(game, memo)
    value = gain + rest if game.turn == mover else gain - rest
    game.pop()
    return value


def _random_game(seed: int, extra: bool, n: int = 6) -> tuple[Game, list[Move]]:
    rng = np.random.default_rng(seed)
    game = ClassicRules().new_game(rng.uniform(0, 1, (n, 2)), {"extra_turn": extra})
    play = game.copy()
    moves = []
    while not play.is_over():
        a, b = play.board.segment_ends[int(rng.choice(play.legal_moves.ids()))]
        moves.append(Move(int(a), int(b)))
        play.push(moves[-1])
    return game, moves


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("seed", range(2))
def test_every_value_agrees_with_brute_force(seed: int, extra: bool) -> None:
    game, moves = _random_game(seed, extra)
    review = review_game(game, moves, time.perf_counter() + 60, StandardAI())
    assert len(review.moves) == len(moves) and review.exact
    play = game.copy()
    memo: dict = {}
    ends = game.board.segment_ends
    for entry, move in zip(review.moves, moves):
        assert entry.player == play.turn
        values = {int(s): _worth(play, int(s), memo) for s in play.legal_moves.ids()}
        best = max(values.values())
        assert entry.value_best == best
        assert entry.value_played == values[play.board.segment_id(move.a, move.b)]
        assert set(entry.best) == {tuple(sorted(int(v) for v in ends[s])) for s, v in values.items() if v == best}
        assert entry.loss == best - entry.value_played >= 0
        play.push(move)
    # The outlook after the last move is the final margin; before the first, perfect play's.
    assert review.positions[-1].outlook == play.score[0] - play.score[1]
    assert review.positions[0].outlook == _net(game.copy(), {})


def test_classes_by_loss() -> None:
    assert [classify(loss) for loss in range(6)] == ["best", "inaccuracy", "mistake", "blunder", "blunder", "blunder"]
    assert CLASSES == ("best", "inaccuracy", "mistake", "blunder")


def test_progress_and_cancel() -> None:
    game, moves = _random_game(1, False)
    seen: list[tuple[int, int]] = []
    review_game(game, moves, time.perf_counter() + 60, StandardAI(), progress=lambda d, t: seen.append((d, t)))
    assert seen == [(k, len(moves) + 1) for k in range(1, len(moves) + 2)]

    calls = []
    with pytest.raises(ReviewCancelled):
        review_game(game, moves, time.perf_counter() + 60, StandardAI(), cancelled=lambda: calls.append(1) or len(calls) > 2)
    assert not game.history  # the game given is never changed


def test_each_position_is_told_as_it_is_valued_from_the_last_back() -> None:
    """A window draws the graph as the review goes: each position once, last first, the
    value the finished review gives it."""
    game, moves = _random_game(2, False)
    told: list[tuple[int, object]] = []
    review = review_game(game, moves, time.perf_counter() + 60, StandardAI(), valued=lambda k, v: told.append((k, v)))
    assert [k for k, _ in told] == list(range(len(review.positions) - 1, -1, -1))
    assert [v for _, v in reversed(told)] == review.positions


# ----------------------------------------------------------------------------- the command
def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "triangles", "review", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=Path(__file__).parent)


def _record(path: Path, stars: list, moves: list, rules: str = "classic", **extra: object) -> Path:
    path.write_text(json.dumps({"format": "triangles/1", "rules": rules, "stars": stars, "moves": moves, **extra}))
    return path


SQUARE = [[0.25, 0.25], [0.75, 0.25], [0.75, 0.75], [0.25, 0.75]]


def test_json_contract_and_refused_moves_skipped(tmp_path: Path) -> None:
    # [0, 1] twice: the second is refused (exists) and not reviewed; indices stay the record's.
    moves = [[0, 1], [0, 1], [1, 2], [2, 3], [3, 0], [0, 2]]
    proc = _run(str(_record(tmp_path / "g.json", SQUARE, moves)), "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert [m["index"] for m in report["moves"]] == [0, 2, 3, 4, 5]
    assert [m["player"] for m in report["moves"]] == [1, 2, 1, 2, 1]
    for m in report["moves"]:
        assert {"index", "player", "segment", "best", "value_best", "value_played", "loss", "exact"} <= set(m)
        assert m["loss"] == m["value_best"] - m["value_played"] and m["exact"] is True
        # The game ends with the same number of triangles whatever is played: a proved loss in
        # the margin is even, and each triangle handed over is two of it.
        assert m["loss"] % 2 == 0 and m["given_away"] == m["loss"] // 2
        assert m["class"] == classify(m["given_away"])
    assert report["moves"][1]["segment"] == [1, 2]
    # 1-2 then 2-3 offer the 0-2 diagonal: player 2's 2-3 lets player 1 close both triangles.
    last = report["moves"][-1]
    assert (last["segment"], last["value_played"], last["loss"]) == ([0, 2], 2, 0)
    for p in ("1", "2"):
        summary = report["players"][p]
        mine = [m for m in report["moves"] if m["player"] == int(p)]
        assert summary["mistakes"] == sum(m["class"] == "mistake" for m in mine)
        assert summary["blunders"] == sum(m["class"] == "blunder" for m in mine)
        assert summary["moves"] == len(mine) and summary["lost"] == sum(m["given_away"] for m in mine)


def test_text_table(tmp_path: Path) -> None:
    proc = _run(str(_record(tmp_path / "g.json", SQUARE, [[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]])))
    assert proc.returncode == 0 and "accuracy" in proc.stdout and "player 2" in proc.stdout
    short = _run(str(_record(tmp_path / "s.json", SQUARE, [[0, 1], [1, 2], [2, 3]])))
    assert short.returncode == 0, short.stderr
    summary = [line for line in short.stdout.splitlines() if line.startswith("player 2:")][0]
    assert summary == ("player 2: 1 move, accuracy 0%, 1 triangle given away, 1 inaccuracy, 0 mistakes, "
                       "0 blunders")
    row = [line.split() for line in short.stdout.splitlines()][2]
    assert row[:6] == ["1", "2", "1-2", "2", "1", "inaccuracy"]  # move, player, played, loss, given, class


def test_dice_records_are_refused_in_one_line(tmp_path: Path) -> None:
    path = _record(tmp_path / "d.json", SQUARE, [[0, 1]], rules="dice", seed=7)
    proc = _run(str(path))
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "classic rules only" in lines[0] and "dice" in lines[0]


@pytest.mark.parametrize("content, words", [(None, "cannot read"), ("[]", "JSON object")])
def test_bad_files_get_one_line(tmp_path: Path, content: str | None, words: str) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    proc = _run(str(path), "--json")
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1 and words in proc.stderr


def test_bad_time_limit(tmp_path: Path) -> None:
    proc = _run(str(_record(tmp_path / "g.json", SQUARE, [])), "--time-limit", "-1")
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1


def test_time_limit_bounds_a_large_game_and_marks_estimates(tmp_path: Path) -> None:
    from triangles.engine.stars import random_stars

    stars = random_stars(24, 5)
    game = ClassicRules().new_game(stars, {})
    rng = np.random.default_rng(0)
    moves = []
    while not game.is_over():
        a, b = game.board.segment_ends[int(rng.choice(game.legal_moves.ids()))]
        moves.append([int(a), int(b)])
        game.push(Move(int(a), int(b)))
    path = _record(tmp_path / "big.json", stars.tolist(), moves)
    start = time.perf_counter()
    proc = _run(str(path), "--json", "--time-limit", "2")
    elapsed = time.perf_counter() - start
    report = json.loads(proc.stdout)
    assert len(report["moves"]) == len(moves)
    assert not report["moves"][0]["exact"] and report["moves"][-1]["exact"]
    assert all(m["loss"] >= 0 for m in report["moves"] if m["exact"])
    assert elapsed < 30  # two seconds of review plus the interpreter's start, with room for a busy machine


def test_a_move_listed_among_the_best_is_never_called_a_loss() -> None:
    """Estimates of the positions before and after a move need not agree: a move the estimate
    before it lists among the best is best, whatever the estimate after it says; and no move of
    a reviewed game is both listed as best and counted as a loss."""
    from triangles.plugins.api import Analysis
    from triangles.review import _move_review, _Played

    played = _Played(3, 1, (5, 2), 0, 2, (0, 0))
    before = Analysis(1, 2, [(1, 4), (2, 5)], False)
    after = Analysis(2, 1, [(0, 1)], False)  # the turn passes: played worth 0 - 1 = -1 by this estimate
    move = _move_review(played, before, after)
    assert (move.kind, move.loss, move.exact) == ("best", 0, False)
    exact = _move_review(played, Analysis(1, 2, [(2, 5)], True), Analysis(2, -2, [(0, 1)], True))
    assert (exact.kind, exact.exact) == ("best", True)

    from triangles.engine.stars import random_stars

    stars = random_stars(24, 5)
    game = ClassicRules().new_game(stars, {})
    rng = np.random.default_rng(1)
    moves = []
    play = game.copy()
    while not play.is_over():
        a, b = play.board.segment_ends[int(rng.choice(play.legal_moves.ids()))]
        moves.append(Move(int(a), int(b)))
        play.push(moves[-1])
    review = review_game(game, moves, time.perf_counter() + 2.0, StandardAI())
    assert any(not m.exact for m in review.moves)
    for m in review.moves:
        assert (min(m.segment), max(m.segment)) not in m.best or m.loss == 0, m
