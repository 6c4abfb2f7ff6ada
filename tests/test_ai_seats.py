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


def _perfect_record(path: Path, stars: int, seed: int) -> tuple[int, int]:
    """A classic game played perfectly by both sides (the exact solver's move each time), saved
    as the arena saves it, seat 1 named "standard:expert" and seat 2 "gauntlet:chain-exact".
    Returns the final score."""
    from triangles.engine import GameRecord
    from triangles_ai.compact import build
    from triangles_ai.solver import PASS, Solver

    board_stars = random_stars(stars, seed)
    game = ClassicRules().new_game(board_stars, {"extra_turn": False})
    while not game.is_over():
        pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
        move = Solver(pos).solve_choice().best[0]
        seg = pos.pool[0] if move == PASS else pos.seg_ids[move]
        a, b = game.board.segment_ends[seg]
        assert game.push(Move(int(a), int(b))).accepted
    players = [{"name": "A: standard:expert", "ai": "standard:expert"},
               {"name": "B: gauntlet:chain-exact", "ai": "gauntlet:chain-exact"}]
    GameRecord("classic", {"extra_turn": False}, board_stars.tolist(), list(game.history),
               {"players": players}).save(path)
    return int(game.scores[0]), int(game.scores[1])


def test_a_game_played_perfectly_is_solved_at_its_final_margin_at_every_size(tmp_path: Path) -> None:
    """`seats.py --solved-at`: the lead plus the exact value of the rest equals the final margin
    wherever both sides played perfectly, for either seat's player; positions too hard for the
    allowance are reported unsolved, not guessed."""
    from triangles.plugins.registry import default_registry

    registry = default_registry()
    for seed in (1, 2):
        path = tmp_path / f"game-{seed}.triangles"
        score = _perfect_record(path, 8, seed)
        for player, seat in (("expert", 1), ("chain-exact", 2)):
            final = score[seat - 1] - score[2 - seat]
            found = seats.solved_at(seats.read_game(path, registry), registry, player, [4, 30, 12], cap=60)
            assert [s.limit for s in found] == [30, 12, 4]
            assert all(s.in_play <= s.limit for s in found)
            assert [s.total for s in found] == [final] * 3, (seed, player)
            assert found[0].lead == 0
        forced = seats.solved_at(seats.read_game(path, registry), registry, "expert", [12, 1], cap=60, playouts=5)
        assert forced[0].estimate is not None
        assert forced[1].in_play == 1 and forced[1].estimate == forced[1].total == score[0] - score[1]
    unsolved = seats.solved_at(seats.read_game(tmp_path / "game-1.triangles", registry), registry, "expert", [30], cap=0.0)
    assert unsolved[0].total is None and unsolved[0].estimate is None
    script = Path(__file__).parents[1] / "benchmarks" / "seats.py"
    proc = subprocess.run([sys.executable, str(script), str(tmp_path), "--solved-at", "12", "--player", "chain-exact"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 2
    for line in lines:
        final = line.rsplit("final ", 1)[1]
        assert "chain-exact, " in line and f"solved {final};" in line and "playouts" not in line, line
    proc = subprocess.run([sys.executable, str(script), str(tmp_path), "--solved-at", "1", "--playouts", "5"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 3 and ", playouts " in lines[0]
    assert lines[2] == "playouts off the exact value by 0.00 triangles on average over 2 positions, by more than 2 at 0"


def test_a_game_played_perfectly_is_solved_at_its_final_margin_where_the_capture_phase_starts(tmp_path: Path) -> None:
    """`seats.py --capture-phase`: the position solved is the first one without a safe segment,
    and on a game played perfectly the lead there plus its exact value is the final margin, for
    either seat's player; the summary counts the games by seat."""
    from triangles.engine import side_counts
    from triangles.engine.record import load
    from triangles.plugins.registry import default_registry
    from triangles.record_check import game_from_record

    registry = default_registry()
    finals = []
    for seed in (1, 2, 3):
        path = tmp_path / f"game-{seed}.triangles"
        score = _perfect_record(path, 8, seed)
        game = seats.read_game(path, registry)
        replay = game_from_record(load(path), registry)
        first_without_safe = None
        for action in load(path).moves:
            closes, offers, _ = side_counts(replay.board, replay.drawn, replay.alive_mask)
            if not (replay.legal_mask & (closes == 0) & (offers == 0)).any():
                first_without_safe = int(replay.legal_mask.sum())
                break
            replay.push(action)
        assert first_without_safe is not None
        for player, seat in (("expert", 1), ("chain-exact", 2)):
            solved = seats.solved_at_capture_phase(game, registry, player, cap=60)
            assert solved is not None and solved.in_play == first_without_safe
            assert solved.total == score[seat - 1] - score[2 - seat], (seed, player)
        finals.append((score[0] - score[1], game.last_mover))
    unsolved = seats.solved_at_capture_phase(seats.read_game(tmp_path / "game-1.triangles", registry), registry,
                                             "expert", cap=0.0)
    assert unsolved is not None and unsolved.total is None
    script = Path(__file__).parents[1] / "benchmarks" / "seats.py"
    proc = subprocess.run([sys.executable, str(script), str(tmp_path), "--capture-phase"],
                          capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 4
    for line, (final, _) in zip(lines, finals):
        assert "expert, " in line and f"solved {final:+d}; final {final:+d}" in line, line
    by_seat = {True: [0, 0, 0], False: [0, 0, 0]}
    for final, last_mover in finals:
        by_seat[last_mover == 1][0 if final > 0 else 1 if final < 0 else 2] += 1
    assert lines[3] == ("perfect play from the first position without a safe segment, for expert: making the last move "
                        f"{seats.wld(by_seat[True])}, not making it {seats.wld(by_seat[False])}; "
                        "the final margin was that value in 3 of 3 games solved")


def test_playout_estimates_of_a_recorded_game(tmp_path: Path) -> None:
    """`seats.py --playouts`: the two players' estimates mirror each other at every position,
    and the last move, forced, is valued at the final margin, for either seat's player."""
    from triangles.plugins.registry import default_registry

    registry = default_registry()
    path = tmp_path / "game.triangles"
    score = _perfect_record(path, 8, 3)
    game = seats.read_game(path, registry)
    first = seats.playout_estimates(game, registry, "expert", 20, 1000)
    second = seats.playout_estimates(game, registry, "chain-exact", 20, 1000)
    assert len(first) == len(second) > 10
    assert [e.in_play for e in first] == [e.in_play for e in second]
    for a, b in zip(first, second):
        assert a.lead == -b.lead and a.estimate == pytest.approx(-b.estimate)
        assert a.to_move != b.to_move
    assert [e.to_move for e in first[:-1]] == [i % 2 == 0 for i in range(len(first) - 1)]
    for found, seat in ((first, 1), (second, 2)):
        final = score[seat - 1] - score[2 - seat]
        assert found[-1].in_play == 0 and found[-1].lead == found[-1].estimate == final
        assert found[-2].in_play == 1 and found[-2].estimate == final
    later = seats.playout_estimates(game, registry, "expert", 20, 6)
    assert later == [e for e in first if e.in_play <= 6]
    script = Path(__file__).parents[1] / "benchmarks" / "seats.py"
    proc = subprocess.run([sys.executable, str(script), str(tmp_path), "--playouts", "5", "--from-in-play", "6"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count("\n") == 1 and proc.stdout.rstrip().endswith(f":{score[0] - score[1]:+d}/{score[0] - score[1]:+.1f}")


def test_convex_prints_the_published_boards_with_their_last_mover() -> None:
    script = Path(__file__).parents[1] / "benchmarks" / "seats.py"
    proc = subprocess.run([sys.executable, str(script), "--convex", "6"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    rows = [line.split(" | ") for line in proc.stdout.splitlines()[1:]]
    assert [r[0] for r in rows] == ["4 in convex position", "3 on the hull, 1 inside", "5 in convex position",
                                    "4 on the hull, 1 inside", "6 in convex position", "5 on the hull, 1 inside"]
    for name, classic, extra in rows:
        convex = "convex" in name
        assert classic.endswith("(first moves last)" if convex else "(second moves last)")
        assert (int(classic.split()[0]) > 0) == convex
