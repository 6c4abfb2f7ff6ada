"""The seat that makes the last move of a classic game is fixed by the board (3n - 3 - h moves),
which is what benchmarks/seats.py counts the arena's games by."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from triangles.engine import Move, random_stars
from triangles_classic import ClassicRules

sys.path.insert(0, str(Path(__file__).parents[1] / "benchmarks"))
import seats  # noqa: E402


def hull_stars(stars: np.ndarray) -> int:
    """Stars on the boundary of the convex hull (collinear ones on an edge included)."""
    pts = sorted(map(tuple, stars.tolist()))

    def chain(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        out: list[tuple[float, float]] = []
        for p in points:
            while len(out) >= 2 and (out[-1][0] - out[-2][0]) * (p[1] - out[-2][1]) - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0]) < 0:
                out.pop()
            out.append(p)
        return out[:-1]

    return len(chain(pts)) + len(chain(pts[::-1]))


@pytest.mark.parametrize("n, seed", [(6, 1), (9, 2), (13, 3), (17, 4), (24, 5)])
def test_a_classic_game_always_has_as_many_moves_as_a_triangulation_has_segments(n: int, seed: int) -> None:
    stars = random_stars(n, seed)
    h = hull_stars(stars)
    rng = np.random.default_rng(seed)
    for extra_turn in (False, True):
        for _ in range(3):
            game = ClassicRules().new_game(stars, {"extra_turn": extra_turn})
            while not game.is_over():
                seg = int(rng.choice(game.legal_moves.ids()))
                a, b = game.board.segment_ends[seg]
                assert game.push(Move(int(a), int(b))).accepted
            assert len(game.history) == 3 * n - 3 - h
            assert sum(game.scores) == 2 * n - 2 - h
    game = ClassicRules().new_game(stars, {"extra_turn": False})
    game.push(Move(*map(int, game.board.segment_ends[int(game.legal_moves.ids()[-1])])))
    assert seats.moves_to_end(game) == 3 * n - 4 - h
    assert len(game.history) == 1


def test_seats_of_arena_records(tmp_path: Path) -> None:
    for extra in (False, True):
        folder = tmp_path / f"extra-{extra}"
        cmd = [sys.executable, "-m", "triangles", "arena", "--ai", "normal", "--vs", "random", "--games", "4",
               "--stars", "10", "--seed", "7", "--json", "--records", str(folder)]
        proc = subprocess.run(cmd + (["--extra-turn"] if extra else []), capture_output=True, text=True, timeout=240)
        assert proc.returncode == 0, proc.stderr
        report = json.loads(proc.stdout)
        games = seats.read_folders([str(folder)])
        assert len(games) == 4
        for game, arena in zip(games, report["per_game"]):
            n = 10
            h = hull_stars(np.asarray(json.loads(Path(game.path).read_text())["stars"]))
            assert game.moves == 3 * n - 3 - h
            assert game.last_mover == (None if extra else 1 if game.moves % 2 else 2)
            seat = game.seat_of("normal")
            assert seat == (1 if arena["first"] == "A" else 2)
            assert arena["result"] == ("win" if game.winner == seat else "draw" if game.winner == 0 else "loss")
            assert game.first_giver in (1, 2)
        ahead = seats.margins(games, "normal")
        assert len(ahead["last"]) + len(ahead["not_last"]) == (0 if extra else 4)
        for game in games:
            mine = game.score[game.seat_of("normal") - 1] - game.score[2 - game.seat_of("normal")]
            assert extra or mine in ahead["last" if game.last_mover == game.seat_of("normal") else "not_last"]
        counts = seats.tally(games, "normal")
        assert sum(map(sum, (counts["gave_first"], counts["took_first"]))) == 4
        if extra:
            assert counts["last"] == counts["not_last"] == counts["last_mover"] == [0, 0, 0]
        else:
            assert sum(counts["last"]) + sum(counts["not_last"]) == sum(counts["last_mover"]) == 4
