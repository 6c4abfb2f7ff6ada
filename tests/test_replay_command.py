"""`triangles replay FILE [--json]`: the output contract of the issue, in-process and as a program."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from triangles.cli import main
from triangles.commands.replay import replay
from triangles.examples import load_example

RECORD = {
    "format": "triangles/1",
    "rules": "classic",
    "options": {"extra_turn": False, "clearance": 0.0},
    "stars": [[0.25, 0.25], [0.75, 0.25], [0.75, 0.75], [0.25, 0.75]],
    "moves": [[0, 1], [1, 2], [1, 0], [2, 3], [3, 0], [1, 3], [0, 2], [0, 1]],
}

EXPECTED = {
    "moves": [
        {"player": 1, "segment": [0, 1], "accepted": True, "reason": None, "closed": [], "score": [0, 0]},
        {"player": 2, "segment": [1, 2], "accepted": True, "reason": None, "closed": [], "score": [0, 0]},
        {"player": 1, "segment": [1, 0], "accepted": False, "reason": "exists", "closed": [], "score": [0, 0]},
        {"player": 1, "segment": [2, 3], "accepted": True, "reason": None, "closed": [], "score": [0, 0]},
        {"player": 2, "segment": [3, 0], "accepted": True, "reason": None, "closed": [], "score": [0, 0]},
        {"player": 1, "segment": [1, 3], "accepted": True, "reason": None, "closed": [[0, 1, 3], [1, 2, 3]],
         "score": [2, 0]},
        {"player": 2, "segment": [0, 2], "accepted": False, "reason": "game_over", "closed": [], "score": [2, 0]},
        {"player": 2, "segment": [0, 1], "accepted": False, "reason": "game_over", "closed": [], "score": [2, 0]},
    ],
    "game_over": True,
    "score": [2, 0],
    "result": "p1",
    "end_reason": "no_triangles_left",
}


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(RECORD))
    return path


def test_json_report_is_exactly_the_contract(game_file: Path, capsys) -> None:
    assert main(["replay", str(game_file), "--json"]) == 0
    out = capsys.readouterr().out
    assert json.loads(out) == EXPECTED
    assert out.count("\n") == 1  # one JSON object on one line


def test_unfinished_game_has_null_result(registry) -> None:
    report = replay(load_example("crossing"), registry)
    assert report["game_over"] is False and report["result"] is None
    assert report["moves"][1]["reason"] == "crosses" and report["moves"][1]["player"] == 2


def test_readable_table(game_file: Path, capsys) -> None:
    assert main(["replay", str(game_file)]) == 0
    out = capsys.readouterr().out
    assert "refused:exists" in out and "0-1-3 1-2-3" in out and "player 1 wins" in out
    assert out.splitlines()[-2:] == ["score 2:0, player 1 wins", "ended: No triangle can be closed any more."]


def test_the_table_of_an_unfinished_game_ends_with_its_score(capsys, tmp_path: Path) -> None:
    path = tmp_path / "unfinished.json"
    path.write_text(json.dumps({**RECORD, "moves": RECORD["moves"][:2]}))
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "score 0:0, game not over"


def test_the_table_words_a_variants_own_end_with_the_players_numbers(capsys, tmp_path: Path) -> None:
    # Dice rule 16: player 2 rolls 3 with only B-C left, which needs exactly 1 line left.
    path = tmp_path / "stuck.json"
    path.write_text(json.dumps({
        "format": "triangles/1", "rules": "dice", "options": {},
        "stars": [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]], "moves": [[0, 1], [0, 2]],
        "seed": 7, "rolls": [2, 3], "hints_used": [0, 0],
    }))
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "ended: Player 2 had more than 1 line left with only the last line to draw, and no other useful move: "
        "player 1 wins."
    )


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "triangles", *args], capture_output=True, text=True, timeout=60
    )


def test_as_a_program(game_file: Path, tmp_path: Path) -> None:
    ok = _run("replay", str(game_file), "--json")
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout) == EXPECTED

    bad = tmp_path / "bad.json"
    for content in ("{not json", json.dumps({**RECORD, "stars": [[0, 0], [1, 0], [0, 0]]}),
                    json.dumps({**RECORD, "rules": "nonsense"}), '{"format": "triangles/1"'):
        bad.write_text(content)
        res = _run("replay", str(bad), "--json")
        assert res.returncode == 2
        assert res.stdout == ""
        assert res.stderr.count("\n") == 1 and res.stderr.startswith("triangles replay: ")
        assert "Traceback" not in res.stderr
    missing = _run("replay", str(tmp_path / "missing.json"))
    assert missing.returncode == 2 and "Traceback" not in missing.stderr


DICE_RECORD = {
    "format": "triangles/1", "rules": "dice",
    "options": {"mode": "normal", "min_area": 0.2, "min_angle": 30.0, "clearance": 0.0},
    "stars": [[0.15, 0.35], [0.55, 0.35], [0.35, 0.7], [0.64, 0.27], [0.74, 0.24]],
    "moves": [[0, 1], [0, 2], [1, 2], [3, 4], [2, 4], "pass", [1, 2]],
    "seed": 7, "rolls": [2, 3, 4], "hints_used": [0, 0],
}


def test_dice_table_shows_each_turns_roll_on_its_first_move(tmp_path: Path, capsys) -> None:
    path = tmp_path / "dice.json"
    path.write_text(json.dumps(DICE_RECORD))
    assert main(["replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:4] == ["#", "player", "roll", "segment"]
    rows = [line.split() for line in lines[1:-1]]
    rolls = [row[2] if row[2].isdigit() and len(row[2]) == 1 else "" for row in rows]
    assert rolls == ["2", "", "3", "", "", "", "4"]  # turns 1, 2 (B-C refused, then a pass) and 3
    assert rows[2][3:6] == ["1-2", "refused:not_allowed", "(exact_count)"] and rows[6][3] == "1-2"


def test_dice_json_report_has_no_roll_field(tmp_path: Path, capsys) -> None:
    path = tmp_path / "dice.json"
    path.write_text(json.dumps(DICE_RECORD))
    assert main(["replay", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"moves", "game_over", "score", "result", "end_reason"}
    plain = {"player", "segment", "accepted", "reason", "closed", "score"}
    assert all(set(m) == plain for k, m in enumerate(report["moves"]) if k not in (2, 6))
    # A variant's own reason for a not_allowed refusal comes as "detail".
    assert set(report["moves"][2]) == plain | {"detail"} and report["moves"][2]["detail"] == "exact_count"
    assert report["moves"][5]["segment"] == "pass" and report["moves"][6]["player"] == 1


def test_classic_table_has_no_roll_column(game_file: Path, capsys) -> None:
    assert main(["replay", str(game_file)]) == 0
    assert "roll" not in capsys.readouterr().out.splitlines()[0]


def test_a_protected_refusal_is_replayed_with_its_detail(tmp_path: Path, capsys) -> None:
    """Rule 9 of the dice rules: B-C would complete A B C around player 1's A B D."""
    rec = {"format": "triangles/1", "rules": "dice", "options": {"mode": "normal"},
           "stars": [[0, 0], [1, 0], [0.5, 1], [0.5, 0.3]],
           "moves": [[0, 1], [0, 3], [1, 3], [0, 2], [1, 2]], "seed": 1, "rolls": [3, 2]}
    path = tmp_path / "protected.json"
    path.write_text(json.dumps(rec))
    assert main(["replay", str(path), "--json"]) == 0
    last = json.loads(capsys.readouterr().out)["moves"][-1]
    assert (last["player"], last["accepted"], last["reason"], last["detail"]) == (2, False, "not_allowed", "protected")


def test_stars_put_on_the_lattice_are_named(tmp_path: Path, capsys) -> None:
    """A version 1 record with more than 9 decimals: the stars that moved are named (JSON field and
    one note on stderr); 0.1, 0.2, 0.3 written with float rounding are on one line, as written."""
    data = {**RECORD, "stars": [[0.1, 0.2], [0.2, 0.30000000000000004], [0.3, 0.4], [0.9, 0.1]], "moves": [[0, 2]]}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    assert report["moved_stars"] == [1]
    assert report["moves"][0]["reason"] == "through_star"
    assert captured.err == f"triangles replay: {path}: note: 1 star(s) moved by less than a billionth of a board unit to the lattice: 1\n"
    path.write_text(json.dumps({**data, "format": "triangles/2", "stars": [[0.1, 0.2], [0.2, 0.3], [0.3, 0.4], [0.9, 0.1]]}))
    assert main(["replay", str(path), "--json"]) == 0
    captured = capsys.readouterr()
    assert "moved_stars" not in json.loads(captured.out) and captured.err == ""


def test_stars_with_too_many_empty_triangles_are_refused_in_one_line(tmp_path: Path, capsys) -> None:
    """200 stars on a circle: every one of their 1,313,400 triples is an empty triangle, beyond
    the million a board holds. One line, exit 2, at once."""
    angles = [2 * math.pi * k / 200 for k in range(200)]
    stars = [[round(0.5 + 0.4 * math.cos(a), 9), round(0.5 + 0.4 * math.sin(a), 9)] for a in angles]
    path = tmp_path / "circle.json"
    path.write_text(json.dumps({**RECORD, "stars": stars, "moves": [[0, 100]]}))
    assert main(["replay", str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (f"triangles replay: {path}: a board has at most 1,000,000 empty triangles; these 200 stars"
                            " make more (many stars in convex position, as on a circle, make the most)\n")


def test_a_reader_closing_the_pipe_ends_the_command_quietly(tmp_path: Path) -> None:
    """`triangles replay FILE | head -1`: no traceback once the reader has gone (exit 141, as a
    program ended by SIGPIPE), however much was still to be written."""
    path = tmp_path / "long.json"
    path.write_text(json.dumps({**RECORD, "moves": [[0, 1]] * 5000}))  # 400 KB of table
    for extra in ((), ("--json",)):
        proc = subprocess.Popen([sys.executable, "-m", "triangles", "replay", str(path), *extra],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.read(100)
        proc.stdout.close()
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=60) == 141
        assert err == ""


@pytest.mark.parametrize("value, message", [(10**400, "option 'clearance' must be at most 0.1"),
                                            (-(10**400), "option 'clearance' must be at least 0.0")],
                         ids=["huge", "huge-negative"])
def test_an_option_beyond_every_float_is_refused_in_one_line(tmp_path: Path, capsys, value, message) -> None:
    """JSON integers have no size limit; one too large for a float is out of range, not a crash."""
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({**RECORD, "options": {"clearance": value}}))
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == f"triangles replay: {path}: {message}\n"


def test_a_record_of_a_variant_that_failed_to_load_says_so(tmp_path: Path, capsys, monkeypatch) -> None:
    """Not 'unknown rules variant': the variant is installed, and its loading error is the news."""
    from triangles.commands import replay as replay_command
    from triangles.plugins.registry import GROUP_RULES, Registry

    broken = Registry()
    broken.add_error(GROUP_RULES, "boom", "triangles-boom", "1.0", "ImportError: no module named 'numpyy'")
    monkeypatch.setattr(replay_command, "default_registry", lambda: broken)
    path = tmp_path / "boom.json"
    path.write_text(json.dumps({**RECORD, "rules": "boom"}))
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err == (f"triangles replay: {path}: the rules variant 'boom' is installed but could"
                                       " not be loaded (ImportError: no module named 'numpyy')\n")


def test_a_segment_to_no_star_reads_as_written_in_the_table(tmp_path: Path, capsys) -> None:
    path = tmp_path / "odd.triangles"
    path.write_text('{"format": "triangles/2", "rules": "classic", "stars": [[0, 0], [1, 0], [0, 1]], "moves": [[0, -1], [0, 1]]}')
    assert main(["replay", str(path)]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()[1:3]]
    assert rows[0][2:5] == ["0", "to", "-1"] and rows[1][2] == "0-1"


def test_a_drawn_game_takes_the_reasons_draw_form() -> None:
    """A variant's end that can leave the score level words it twice: "REASON/draw" when nobody
    won, so that a drawn game never reads "player 2 wins"."""
    from types import SimpleNamespace

    from triangles.commands.replay import end_words

    rules = SimpleNamespace(outcome_reasons={"both_passed": "both passed: {1} wins on the score.",
                                             "both_passed/draw": "both passed with the score level: a draw."})
    assert end_words({"end_reason": "both_passed", "result": "draw"}, rules) == "Both passed with the score level: a draw."
    assert end_words({"end_reason": "both_passed", "result": "p2"}, rules) == "Both passed: player 2 wins on the score."
