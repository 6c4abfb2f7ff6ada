"""`triangles analyse`: the JSON contract, exactness, and one-line errors for bad files."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest


def _record(path: Path, moves: list, extra_turn: bool = False, rules: str = "classic") -> Path:
    stars = [[round(math.cos(math.pi * k / 4), 6), round(math.sin(math.pi * k / 4), 6)] for k in range(8)]
    path.write_text(json.dumps({"format": "triangles/1", "rules": rules, "options": {"extra_turn": extra_turn},
                                "stars": stars, "moves": moves}))
    return path


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "triangles", "analyse", *args], capture_output=True,
                          text=True, timeout=120, cwd=Path(__file__).parent)


@pytest.mark.parametrize("extra", [False, True])
def test_whole_octagon_game_is_solved_exactly(tmp_path: Path, extra: bool) -> None:
    proc = _run(str(_record(tmp_path / "g.json", [], extra)), "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert set(report) == {"to_move", "value", "best", "exact", "method"}
    assert report["to_move"] == 1 and report["exact"] is True and report["method"] == "exact"
    assert isinstance(report["value"], int)
    assert report["best"] and all(len(p) == 2 and p[0] < p[1] for p in report["best"])


def test_position_after_moves_and_extra_turn_mover(tmp_path: Path) -> None:
    # 0-1, 1-2 drawn; with the extra turn player 1 closes 0-2 and moves again.
    moves = [[0, 1], [1, 2], [0, 2]]
    report = json.loads(_run(str(_record(tmp_path / "g.json", moves, True)), "--json").stdout)
    assert report["to_move"] == 1
    closing = json.loads(_run(str(_record(tmp_path / "h.json", moves[:2], False)), "--json").stdout)
    assert closing["to_move"] == 1 and [0, 2] in closing["best"]


def test_finished_game_has_nothing_to_play(tmp_path: Path) -> None:
    path = tmp_path / "tri.json"
    path.write_text(json.dumps({"format": "triangles/1", "rules": "classic", "stars": [[0, 0], [1, 0], [0, 1]],
                                "moves": [[0, 1], [1, 2], [0, 2]]}))
    report = json.loads(_run(str(path), "--json").stdout)
    assert report == {"to_move": 2, "value": 0, "best": [], "exact": True, "method": "exact"}
    assert _run(str(path)).stdout == "the game is over: no segment is left to play\n"


def test_text_output(tmp_path: Path) -> None:
    proc = _run(str(_record(tmp_path / "g.json", [[0, 1]])))
    assert proc.returncode == 0 and "to move" in proc.stdout and "best segments" in proc.stdout


@pytest.mark.parametrize(
    "content, words",
    [
        (None, "cannot read"),
        ("not json", "not valid JSON"),
        ('{"format": "triangles/1", "rules": "classic", "stars": [[0, 0]], "moves": []}', "at least 3 stars"),
        ('{"format": "triangles/1", "rules": "nope", "stars": [[0, 0], [1, 0], [0, 1]]}', "unknown rules"),
    ],
)
def test_bad_files_get_one_line_and_exit_2(tmp_path: Path, content: str | None, words: str) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content)
    proc = _run(str(path), "--json")
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], proc.stderr


def test_bad_time_limit(tmp_path: Path) -> None:
    proc = _run(str(_record(tmp_path / "g.json", [])), "--time-limit", "soon")
    assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1


def _board_record(path: Path, stars: int) -> Path:
    from triangles.engine import random_stars

    path.write_text(json.dumps({"format": "triangles/2", "rules": "classic", "options": {},
                                "stars": random_stars(stars, 5).tolist(), "moves": []}))
    return path


def test_the_time_limit_counts_from_the_start_and_holds_on_a_large_board(tmp_path: Path, capsys) -> None:
    """60 stars at move 0 (1770 segments): the compact position alone takes longer than the
    limit to build, and a node of the search costs milliseconds. Before, 0.5 s took 4.6 s."""
    import time

    from triangles.cli import main

    path = _board_record(tmp_path / "g.json", 60)
    started = time.perf_counter()
    assert main(["analyse", str(path), "--json", "--time-limit", "0.3"]) == 0
    elapsed = time.perf_counter() - started
    report = json.loads(capsys.readouterr().out)
    assert report["exact"] is False and report["best"] and report["method"] in ("search", "one_ply")
    assert elapsed < 0.3 + 1.5  # the guarantee is 0.5 s over; the rest is room for a loaded machine


def test_a_passed_deadline_stops_building_and_searching(tmp_path: Path) -> None:
    import time

    from triangles.commands.analyse_position import position
    from triangles_ai.analysis import analyse_game
    from triangles_ai.compact import BuildTimeout, build
    from triangles_ai.solver import Solver, Timeout

    game, _ = position(str(_board_record(tmp_path / "g.json", 60)))
    with pytest.raises(BuildTimeout):
        build(game.board, game.legal_mask, game.drawn, game.alive_mask, False, deadline=time.perf_counter() - 1)
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
    solver = Solver(pos, deadline=time.perf_counter() - 1)
    with pytest.raises(Timeout):
        solver.best_at_depth(1)
    assert solver.nodes == 1  # on a position this large the clock is read at every node
    analysis = analyse_game(game, time.perf_counter() - 1)
    assert analysis.exact is False and analysis.best and analysis.method == "one_ply"  # one ply, at once


def test_time_limits_count_from_the_start_of_the_process(tmp_path: Path) -> None:
    """What the process did before the command (Python's start-up, imports; here a 1.2 s sleep)
    is part of the limit: past the limit and its grace, the command stops at once."""
    path = _board_record(tmp_path / "g.json", 60)
    code = ("import sys, time; time.sleep(1.2); from triangles.cli import main; "
            f"sys.argv = ['triangles', 'analyse', {str(path)!r}, '--time-limit', '0.3']; sys.exit(main())")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.strip() == "triangles analyse: no answer within the time limit of 0.3 s; stopped"


def _late_clock(deadline: float):
    return lambda: deadline + 1.0


class _Refuses:
    """An analyser that must not be asked (its deadline has passed)."""

    name = "refuses"

    def analyse(self, view, deadline, exact=True):
        raise AssertionError("the analyser was asked after its deadline")


def test_when_the_record_and_its_board_took_the_whole_limit_the_one_ply_choice_is_answered(tmp_path: Path) -> None:
    """Past the analyser's deadline (a fake clock), the answer is the one-ply choice at once: the
    segments that close the most, labelled as such in the JSON and the text."""
    from triangles.commands.analyse_position import analysis_by, position, text_of

    # 0-1, 1-2 drawn: 0-2 closes a triangle, the one-ply choice, with nothing offered after it
    game, _ = position(str(_record(tmp_path / "g.json", [[0, 1], [1, 2]])))
    analysis = analysis_by(game, _Refuses(), 100.0, clock=_late_clock(100.0))
    report = analysis.to_json()
    assert report["method"] == "one_ply" and report["exact"] is False
    assert report["to_move"] == 1 and report["value"] == 1 and [0, 2] in report["best"]
    assert "one-ply choice" in text_of(analysis)


def test_the_one_ply_choice_is_the_normal_player_s(tmp_path: Path) -> None:
    """The app's one-ply choice (when no analyser could be asked) and the analyser's own (when its
    time ran out) take among the same segments, on positions with and without a capture."""
    import time

    from triangles.commands.analyse_position import one_ply, position
    from triangles_ai.analysis import analyse_game

    for moves in ([], [[0, 1]], [[0, 1], [1, 2]], [[0, 1], [1, 2], [2, 3], [3, 4]]):
        game, _ = position(str(_record(tmp_path / "g.json", moves)))
        mine = one_ply(game)
        theirs = analyse_game(game, time.perf_counter() - 1)
        assert (mine.best, mine.value, mine.method) == (theirs.best, theirs.value, theirs.method)


def test_before_its_deadline_the_analyser_answers(tmp_path: Path) -> None:
    import time

    from triangles.commands.analyse_position import analysis_by, position

    game, analyser = position(str(_record(tmp_path / "g.json", [[0, 1]])))
    analysis = analysis_by(game, analyser, time.perf_counter() + 60)
    assert analysis.method == "exact" and analysis.exact


def test_a_board_too_large_to_search_is_answered_with_a_labelled_one_ply_choice(tmp_path: Path) -> None:
    """400 stars at move 0 (79,800 segments): whatever the limit, no search is built; the answer
    says it is a one-ply choice, in the JSON (an added key) and in the text."""
    path = _board_record(tmp_path / "g.json", 400)
    report = json.loads(_run(str(path), "--json", "--time-limit", "20").stdout)
    assert report["method"] == "one_ply" and report["exact"] is False and len(report["best"]) > 1000
    text = _run(str(path), "--time-limit", "20").stdout
    assert "(one-ply choice, no search" in text.splitlines()[0]


SLOW_NUMPY = """
import sys, time
from importlib.abc import MetaPathFinder


class SlowNumpy(MetaPathFinder):
    '''Importing numpy takes 3 s, as the engine's imports can on a loaded machine.'''

    def find_spec(self, name, path=None, target=None):
        if name == "numpy":
            time.sleep(3)
        return None


sys.meta_path.insert(0, SlowNumpy())
from triangles.cli import main

sys.argv = ["triangles", sys.argv[1], sys.argv[2], "--time-limit", "0.3"]
sys.exit(main())
"""


@pytest.mark.parametrize("command", ["analyse", "review"])
def test_the_limit_is_watched_before_the_engine_and_the_plugins_are_imported(tmp_path: Path, command: str) -> None:
    """The command's watchdog starts before numpy, the engine and the plugins are imported: a slow
    import ends the command at its limit and grace with the line, not after the import."""
    import time

    started = time.monotonic()
    result = subprocess.run([sys.executable, "-c", SLOW_NUMPY, command, str(_record(tmp_path / "g.json", []))],
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.strip() == f"triangles {command}: no answer within the time limit of 0.3 s; stopped"
    assert time.monotonic() - started < 3  # not after the 3 s import
