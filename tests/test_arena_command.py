"""`triangles arena`: the JSON contract, the text report and one-line errors."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from triangles.commands import arena, arena_games
from triangles.engine import random_stars
from triangles.plugins.api import AIPlayer, AIPlugin, Board, Game, GameView, Move
from triangles.plugins.registry import Registry
from triangles_ai import RandomAI, StandardAI
from triangles_classic import ClassicGame, ClassicRules


def _run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "triangles", "arena", *args], capture_output=True,
                          text=True, timeout=240, cwd=cwd or Path(__file__).parent)


def test_json_report_has_the_contract_shape() -> None:
    proc = _run("--ai", "normal", "--vs", "random:random", "--games", "4", "--stars", "10", "--seed", "3",
                "--json")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    # The first six keys are the original contract; the rest were added after.
    assert set(report) == {"games", "wins", "losses", "draws", "a_ms", "b_ms", "stand_in", "abandoned", "per_game",
                           "fallbacks", "records_not_saved"}
    assert report["records_not_saved"] == 0
    assert list(report)[:6] == ["games", "wins", "losses", "draws", "a_ms", "b_ms"]
    assert report["games"] == 4
    assert report["wins"] + report["losses"] + report["draws"] == 4
    for side in ("a_ms", "b_ms"):
        assert set(report[side]) == {"median", "max"}
        assert 0 <= report[side]["median"] <= report[side]["max"]


def test_text_report_with_extra_turn() -> None:
    proc = _run("--ai", "beginner", "--vs", "random", "--games", "2", "--stars", "8", "--extra-turn")
    assert proc.returncode == 0, proc.stderr
    assert "wins" in proc.stdout and "median" in proc.stdout


@pytest.mark.parametrize(
    "args, words",
    [
        (["--ai", "grandmaster", "--vs", "random"], "unknown computer player"),
        (["--ai", "normal", "--vs", "nobody:normal"], "unknown computer player"),
        (["--ai", "normal", "--vs", "random", "--rules", "chess"], "unknown rules"),
        (["--ai", "normal", "--vs", "random", "--games", "zero"], "--games must be a whole number"),
        (["--ai", "normal", "--vs", "random", "--games", "0"], "--games must be between"),
        (["--ai", "normal", "--vs", "random", "--stars", "2"], "--stars must be between"),
        (["--ai", "normal", "--vs", "random", "--seed", "-1"], "--seed must be between"),
        (["--ai", "normal", "--vs", "random", "--option", "hints"], "--option wants KEY=VALUE, not 'hints'"),
        (["--ai", "normal", "--vs", "random", "--option", "extra_turn=maybe"], "must be true or false, not 'maybe'"),
        (["--ai", "normal", "--vs", "random", "--option", "size=3"], "unknown option 'size' (options: extra_turn"),
        (["--ai", "normal", "--vs", "random", "--option", "hints=4"], "option 'hints' must be one of none, 3"),
    ],
)
def test_bad_arguments_get_one_line(args: list[str], words: str) -> None:
    full = {"--games": "2", "--stars": "8"}
    for k in range(0, len(args), 2):
        full[args[k]] = args[k + 1]
    proc = _run(*[x for kv in full.items() for x in kv])
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], proc.stderr


def test_options_reach_every_game_and_its_record(tmp_path: Path) -> None:
    proc = _run("--ai", "beginner", "--vs", "random", "--games", "2", "--stars", "8", "--option", "hints=3",
                "--option", "extra_turn=yes", "--option", "clearance=0.01", "--records", str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[0].endswith("classic rules, hints=3, extra_turn=yes, clearance=0.01")
    records = sorted(tmp_path.glob("*.triangles"))
    assert len(records) == 2
    for record in records:
        assert json.loads(record.read_text())["options"] == {"extra_turn": True, "hints": "3", "clearance": 0.01}


def test_option_words_are_read_by_each_options_kind() -> None:
    from triangles.commands.option_words import options_from_words
    from triangles_dice import DiceRules

    assert options_from_words(DiceRules(), ["mode=beginner", " min_angle = 12 ", "min_area=0.5"]) == {
        "mode": "beginner", "min_angle": 12.0, "min_area": 0.5}
    assert options_from_words(ClassicRules(), ["extra_turn=OFF", "hints=unlimited"]) == {
        "extra_turn": False, "hints": "unlimited"}


class _OtherGame(ClassicGame):
    rules_name = "other"


class _OtherRules(ClassicRules):
    name = "other"

    def create_game(self, board: Board, options: dict, extra: dict) -> Game:
        return _OtherGame(board, options)


class _Crasher(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Move:
        raise RuntimeError("boom")


class _CrashAI(AIPlugin):
    name = "crash"
    title = "Crash"
    levels = ("crash",)
    supports = ("classic",)
    budgets = {"crash": 0.05}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        return _Crasher()


def _registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules)
    reg.add("triangles.rules", "other", _OtherRules)
    reg.add("triangles.ai", "standard", StandardAI)
    reg.add("triangles.ai", "random", RandomAI)
    reg.add("triangles.ai", "crash", _CrashAI)
    return reg


def _args(**over: object) -> argparse.Namespace:
    base = dict(ai="normal", vs="random", games="2", stars="8", rules="classic", extra_turn=False, seed="0",
                json=True, records=None, option=[])
    base.update(over)
    return argparse.Namespace(**base)


def test_player_not_supporting_the_rules_is_refused(monkeypatch, capsys) -> None:
    monkeypatch.setattr(arena, "default_registry", _registry)
    assert arena.run(_args(rules="other")) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "does not play the 'other' rules" in err[0]


def test_a_crashing_player_gets_the_fallback_and_the_games_finish(monkeypatch) -> None:
    monkeypatch.setattr(arena, "default_registry", _registry)
    monkeypatch.setattr(arena_games, "default_registry", _registry)
    specs = arena._check(_args(ai="crash:crash"))
    results = arena.run_match(specs, processes=1)
    assert len(results) == 2
    assert all(r.fallbacks == len(r.a_ms) > 0 for r in results)


def test_records_are_saved_and_replay_to_the_reported_results(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    proc = _run("--ai", "beginner", "--vs", "random", "--games", "3", "--stars", "9", "--seed", "4", "--json",
                "--records", str(folder))
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert [g["game"] for g in report["per_game"]] == [0, 1, 2]
    assert report["fallbacks"] == [] and report["abandoned"] == 0 and report["stand_in"]["games"] == 0
    for game in report["per_game"]:
        path = Path(game["record"])
        assert path.parent == folder and path.suffix == ".triangles"
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert saved["stars"] == random_stars(9, game["seed"]).tolist()
        a_seat = 0 if game["first"] == "A" else 1
        assert saved["players"][a_seat]["ai"] == "standard:beginner"
        assert saved["players"][1 - a_seat]["ai"] == "random:random"
        assert saved["arena"]["result"] == game["result"]
        replayed = subprocess.run([sys.executable, "-m", "triangles", "replay", str(path), "--json"],
                                  capture_output=True, text=True, timeout=120, check=False)
        assert replayed.returncode == 0, replayed.stderr
        final = json.loads(replayed.stdout)
        assert final["game_over"]
        a_score, b_score = game["score"]
        assert final["score"] == ([a_score, b_score] if a_seat == 0 else [b_score, a_score])
        winner = {"win": a_seat + 1, "loss": 2 - a_seat, "draw": None}[game["result"]]
        assert final["result"] == ("draw" if winner is None else f"p{winner}")
    # A position of a saved game can be analysed: the record cut after its first moves.
    saved = json.loads(Path(report["per_game"][0]["record"]).read_text(encoding="utf-8"))
    saved["moves"] = saved["moves"][:4]
    cut = tmp_path / "cut.triangles"
    cut.write_text(json.dumps(saved), encoding="utf-8")
    analysed = subprocess.run([sys.executable, "-m", "triangles", "analyse", str(cut), "--time-limit", "1"],
                              capture_output=True, text=True, timeout=120, check=False)
    assert analysed.returncode == 0, analysed.stderr


def test_records_into_a_file_is_one_line(tmp_path: Path) -> None:
    taken = tmp_path / "file"
    taken.write_text("x", encoding="utf-8")
    proc = _run("--ai", "normal", "--vs", "random", "--games", "1", "--stars", "8", "--records", str(taken))
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("triangles arena: --records:"), proc.stderr


def test_records_into_an_empty_name_is_refused_not_the_current_folder(tmp_path: Path) -> None:
    proc = _run("--ai", "normal", "--vs", "random", "--games", "1", "--stars", "8", "--records", "", cwd=tmp_path)
    assert proc.returncode == 2 and proc.stdout == "" and list(tmp_path.iterdir()) == []
    assert proc.stderr.strip() == "triangles arena: --records: the folder's name is empty"


@pytest.mark.parametrize("as_json", [False, True])
def test_a_record_that_cannot_be_saved_is_said_and_the_exit_status_is_1(tmp_path: Path, as_json: bool) -> None:
    folder = tmp_path / "records"
    (folder / "game-0002.triangles").mkdir(parents=True)  # the second game's record cannot be written
    proc = _run("--ai", "beginner", "--vs", "random", "--games", "2", "--stars", "8", "--seed", "4",
                "--records", str(folder), *(["--json"] if as_json else []))
    assert proc.returncode == 1
    assert [line for line in proc.stderr.splitlines() if line.startswith("triangles arena: could not save")] == [
        next(line for line in proc.stderr.splitlines() if "game-0002.triangles" in line)]
    assert (folder / "game-0001.triangles").is_file()
    if as_json:
        report = json.loads(proc.stdout)
        assert report["games"] == 2 and report["records_not_saved"] == 1
    else:
        assert f"records: {folder} (1 of 2 could not be saved)" in proc.stdout
