"""Malformed and hostile game records thrown at `triangles replay` (in-process and as a program)
and at Open in the window: each ends with one clear line or a correct replay, never a traceback
or a hang."""

from __future__ import annotations

import argparse
import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from triangles.commands import replay
from triangles.engine import record
from triangles_testing.reference import replay as reference_replay
from triangles.plugins.registry import Registry
from triangles.ui.main_window import MainWindow
from triangles.ui.settings import AppSettings
from triangles_classic import ClassicRules
from triangles_dice import DiceRules

BASE: dict[str, Any] = {
    "format": "triangles/1",
    "rules": "classic",
    "options": {"extra_turn": False, "clearance": 0.0},
    "stars": [[0.1, 0.1], [0.9, 0.15], [0.5, 0.9], [0.45, 0.4], [0.2, 0.7], [0.8, 0.6]],
    "moves": [[0, 1], [1, 2], [0, 2], [0, 3], [1, 3], [2, 3]],
}

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_leaf = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20),
)
json_value = st.recursive(
    json_leaf,
    lambda kids: st.one_of(st.lists(kids, max_size=4), st.dictionaries(st.text(max_size=8), kids, max_size=4)),
    max_leaves=12,
)
hostile_number = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30), st.sampled_from([10**400, -(10**400), 2**63, -1]),
    st.floats(), st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999"]),
)


def run_replay(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    rc = replay.run(argparse.Namespace(file=str(path), json=True))
    out, err = capsys.readouterr()
    return rc, out, err


def check_outcome(rc: int, out: str, err: str, path: Path) -> dict[str, Any] | None:
    """The replay contract: exit 0 with a JSON report, or exit 2 with one line naming the file."""
    assert "Traceback" not in out + err
    if rc == 2:
        assert out == ""
        line = err.rstrip("\n")
        assert "\n" not in line and line.startswith(f"triangles replay: {path}: ")
        assert len(line) < 300 + len(str(path))
        return None
    assert rc == 0
    report = json.loads(out)
    if err:  # stars put on the lattice are named: one note line, and the report's moved_stars
        assert err.count("\n") == 1 and err.startswith(f"triangles replay: {path}: note: ")
        assert report.pop("moved_stars")
    assert set(report) == {"moves", "game_over", "score", "result", "end_reason"}
    return report


def check_against_reference(data: dict[str, Any], report: dict[str, Any]) -> None:
    """A classic record that replayed: every step as the independent reference decides it."""
    if data.get("rules") != "classic" or not all(isinstance(m, list) for m in data.get("moves", [])):
        return
    opts = {"extra_turn": False, "clearance": 0.0, **data.get("options", {})}
    n = len(data["stars"])
    steps = reference_replay(
        data["stars"], [m if all(0 <= v < n for v in m) else [0, 0] for m in data.get("moves", [])],
        opts["clearance"], opts["extra_turn"],
    )
    for got, want, move in zip(report["moves"], steps, data.get("moves", [])):
        if not all(0 <= v < n for v in move):
            assert got["reason"] in ("invalid", "game_over")
            continue
        assert (got["accepted"], got["score"]) == (want.accepted, list(want.score))


def write(tmp_path: Path, payload: str | bytes, name: str = "game.triangles") -> Path:
    path = tmp_path / name
    path.write_bytes(payload if isinstance(payload, bytes) else payload.encode("utf-8"))
    return path


# ------------------------------------------------------------------------------- structured


@st.composite
def mutated_records(draw: st.DrawFn) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    kind = draw(st.sampled_from(
        ["field", "drop", "star", "duplicate", "move", "moves", "options", "rules", "extra", "dice"]
    ))
    if kind == "field":
        data[draw(st.sampled_from(list(BASE)))] = draw(json_value)
    elif kind == "drop":
        del data[draw(st.sampled_from(list(BASE)))]
    elif kind == "star":
        i = draw(st.integers(0, len(data["stars"]) - 1))
        data["stars"][i][draw(st.integers(0, 1))] = draw(hostile_number)
    elif kind == "duplicate":
        i, j = draw(st.integers(0, 5)), draw(st.integers(0, 5))
        data["stars"][i] = list(data["stars"][j])
    elif kind == "move":
        k = draw(st.integers(0, len(data["moves"]) - 1))
        data["moves"][k] = draw(st.one_of(
            st.lists(st.integers(min_value=-(2**70), max_value=2**70), min_size=2, max_size=2),
            st.lists(hostile_number, min_size=2, max_size=2), json_value, st.just("pass"),
        ))
    elif kind == "moves":
        data["moves"] = draw(st.lists(st.lists(st.integers(-3, 8), min_size=2, max_size=2), max_size=25))
    elif kind == "options":
        data["options"] = draw(st.dictionaries(
            st.sampled_from(["extra_turn", "clearance", "mode", "min_area", "bogus"]), json_value, max_size=3,
        ))
    elif kind == "rules":
        data["rules"] = draw(st.one_of(st.sampled_from(["dice", "", "Classic", "x" * 200]), json_value))
    elif kind == "extra":
        data[draw(st.text(max_size=10))] = draw(json_value)
    else:
        data["rules"] = "dice"
        data["options"] = {}
        for key in draw(st.sets(st.sampled_from(["seed", "rolls", "hints_used"]))):
            data[key] = draw(st.one_of(json_value, st.lists(st.integers(-2, 9), max_size=40)))
    return data


def dumps(data: dict[str, Any]) -> str:
    """JSON as a hostile writer would: NaN and Infinity written as bare tokens."""
    text = json.dumps(data, allow_nan=True)
    for token in ("NaN", "Infinity", "-Infinity", "1e999"):
        text = text.replace(f'"{token}"', token)
    return text


@FUZZ
@given(data=mutated_records())
def test_replay_of_mutated_records(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: dict[str, Any]) -> None:
    path = write(tmp_path, dumps(data))
    rc, out, err = run_replay(path, capsys)
    report = check_outcome(rc, out, err, path)
    if report is not None:
        check_against_reference(data, report)


# ------------------------------------------------------------------------------- as text


@st.composite
def broken_texts(draw: st.DrawFn) -> bytes:
    text = json.dumps(BASE).encode()
    kind = draw(st.sampled_from(["truncate", "splice", "bytes", "bom", "latin1", "nan"]))
    if kind == "truncate":
        return text[: draw(st.integers(0, len(text) - 1))]
    if kind == "splice":
        at = draw(st.integers(0, len(text)))
        return text[:at] + draw(st.binary(max_size=8)) + text[at:]
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "bom":
        return b"\xef\xbb\xbf" + text
    if kind == "latin1":
        return json.dumps({**BASE, "name": "Jos\u00e9"}, ensure_ascii=False).encode("latin-1")
    return text.replace(b"0.9", draw(st.sampled_from([b"NaN", b"Infinity", b"-Infinity", b"1e400"])), 1)


@FUZZ
@given(payload=broken_texts())
def test_replay_of_broken_text(tmp_path: Path, capsys: pytest.CaptureFixture[str], payload: bytes) -> None:
    path = write(tmp_path, payload)
    rc, out, err = run_replay(path, capsys)
    check_outcome(rc, out, err, path)


# ------------------------------------------------------------------------------- very large

HUGE = {
    "a million stars": lambda: json.dumps(
        {**BASE, "stars": [[i % 1000, i // 1000] for i in range(1_000_000)]}, separators=(",", ":")
    ),
    "many moves": lambda: json.dumps({**BASE, "moves": [[0, 1]] * 150_000}, separators=(",", ":")),
    "too many moves": lambda: json.dumps({**BASE, "moves": ["pass"] * 300_000}, separators=(",", ":")),
    "millions of die rolls": lambda: json.dumps(
        {**BASE, "rules": "dice", "options": {}, "rolls": [3] * 2_000_000}, separators=(",", ":")
    ),
    "deep nesting": lambda: '{"format": "triangles/1", "stars": ' + "[" * 200_000 + "]" * 200_000 + "}",
    "a giant string": lambda: json.dumps({**BASE, "rules": "r" * 10_000_000}),
    "a giant option name": lambda: json.dumps({**BASE, "options": {"o" * 5_000_000: 1}}),
    "a number of a million digits": lambda: '{"format": "triangles/1", "seed": ' + "7" * 1_000_000 + "}",
    "more than 16 MB": lambda: " " * (17 * 1024 * 1024) + "{}",
    "400 grid stars": lambda: json.dumps({**BASE, "stars": [[i % 20, i // 20] for i in range(400)], "moves": []}),
}


@pytest.mark.timeout(120)
@pytest.mark.parametrize("case", list(HUGE))
def test_replay_of_huge_records(tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str) -> None:
    path = write(tmp_path, HUGE[case]())
    rc, out, err = run_replay(path, capsys)
    report = check_outcome(rc, out, err, path)
    if case == "many moves":
        assert report is not None and len(report["moves"]) == 150_000
        assert sum(m["accepted"] for m in report["moves"]) == 1
    elif case == "400 grid stars":
        assert report == {"moves": [], "game_over": False, "score": [0, 0], "result": None, "end_reason": None}
    else:
        assert rc == 2


@pytest.mark.parametrize(
    "payload",
    [b"{", b"\xff\xfe\x00garbage", dumps({**BASE, "stars": [[0.1, "NaN"], [1, 2], [3, 4]]}).encode(),
     json.dumps({**BASE, "moves": [[0, 1], [2, 10**25]]}).encode()],
    ids=["truncated", "not utf-8", "nan token", "huge index"],
)
def test_replay_program_never_shows_a_traceback(tmp_path: Path, payload: bytes) -> None:
    path = write(tmp_path, payload)
    proc = subprocess.run(
        [sys.executable, "-m", "triangles", "replay", str(path)], capture_output=True, text=True, timeout=120,
    )
    assert "Traceback" not in proc.stderr
    if proc.returncode == 2:
        assert proc.stdout == "" and proc.stderr.count("\n") == 1
    else:
        assert proc.returncode == 0 and "refused:invalid" in proc.stdout


# ------------------------------------------------------------------------------- Open in the window


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # noqa: ANN001, ANN201
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    settings_ = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), tmp_path)
    win = MainWindow(reg, settings_)
    qtbot.addWidget(win)
    win.controller.computer_delay_ms = 0
    win.sound.enabled = False
    errors: list[str] = []
    monkeypatch.setattr(win, "show_error", errors.append)
    win.errors = errors  # type: ignore[attr-defined]
    win.start_game(win.remembered_choice(), seed=5)
    return win


def open_record(win: MainWindow, path: Path) -> bool:
    """Open through the window; a refusal must leave the current game untouched."""
    before = win.controller.game
    history = list(before.history) if before is not None else []
    win.errors.clear()  # type: ignore[attr-defined]
    opened = win.open_file(str(path))
    errors: list[str] = win.errors  # type: ignore[attr-defined]
    if opened:
        assert errors == []
    else:
        assert len(errors) == 1 and "\n" not in errors[0] and path.name in errors[0]
        assert win.controller.game is before and win.controller.game.history == history
    return opened


def test_open_refuses_a_record_with_an_illegal_move(window: MainWindow, tmp_path: Path) -> None:
    data = {**BASE, "stars": [[0.2, 0.5], [0.5, 0.2], [0.8, 0.5], [0.5, 0.8], [0.1, 0.1]],
            "moves": [[0, 4], [1, 4], [0, 2], [1, 3]]}
    assert not open_record(window, write(tmp_path, json.dumps(data)))
    assert window.errors[0].endswith("move 4 (1–3) is refused: it would cross a segment.")  # type: ignore[attr-defined]
    data["moves"] = [[0, 2], [2, 0]]
    assert not open_record(window, write(tmp_path, json.dumps(data)))
    assert window.errors[0].endswith("move 2 (2–0) is refused: that segment is already drawn.")  # type: ignore[attr-defined]
    data["moves"] = [[0, 2]]
    assert open_record(window, write(tmp_path, json.dumps(data)))
    assert [(m.a, m.b) for m in window.controller.game.history] == [(0, 2)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=mutated_records(), payload=broken_texts(), which=st.booleans())
def test_open_of_hostile_records(window: MainWindow, tmp_path: Path, data: dict[str, Any], payload: bytes, which: bool) -> None:
    path = write(tmp_path, dumps(data) if which else payload)
    if open_record(window, path):
        rec = record.load(path)  # what opened is a valid record whose every move was accepted
        assert len(window.controller.game.history) == len(rec.moves)


def test_open_of_a_million_stars_is_refused(window: MainWindow, tmp_path: Path) -> None:
    path = write(tmp_path, HUGE["a million stars"]())
    assert not open_record(window, path)
    assert "at most 400 stars" in window.errors[0]  # type: ignore[attr-defined]


def test_records_never_run_code() -> None:
    """The app never unpickles or evaluates anything: no pickle, marshal, eval or exec."""
    root = Path(__file__).resolve().parents[1]
    sources = [*root.joinpath("app").rglob("*.py"), *root.joinpath("plugins").rglob("*.py"),
               *root.joinpath("themes").rglob("*.py")]
    assert sources
    import ast

    for source in sources:
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                assert not {"pickle", "cPickle", "marshal", "shelve", "dill"} & {n.split(".")[0] for n in names}, source
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("eval", "exec", "compile"), f"{source}:{node.lineno}"
            if isinstance(node, ast.Attribute) and node.attr in ("literal_eval", "loads") and isinstance(node.value, ast.Name):
                assert node.value.id not in ("pickle", "marshal", "ast"), f"{source}:{node.lineno}"
