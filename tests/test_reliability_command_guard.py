"""The headless commands contain a rules variant that throws (SystemExit and KeyboardInterrupt
included) or answers the wrong type, as the window and the arena do: `replay` says so in one line
and exits non-zero, never with a traceback or the plugin's own exit code."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from triangles.commands import replay as replay_command
from triangles.engine import RecordError, record
from triangles.plugins.api import AIPlugin, Board, Game, TurnState
from triangles.plugins.guard import GameGuard, PluginError
from triangles.plugins.registry import Registry
from triangles.record_check import game_from_record
from triangles_classic import ClassicGame, ClassicRules

SQUARE = [[0.25, 0.25], [0.75, 0.25], [0.75, 0.75], [0.25, 0.75], [0.5, 0.9]]
MOVES = [[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]]

#: What a misbehaving hook does (the name is the variant's, e.g. "state_after_segment-exit").
ACTIONS: dict[str, Any] = {
    "exit": SystemExit(7),
    "kbint": KeyboardInterrupt(),
    "raise": RuntimeError("lost the plot"),
}


def _misbehave(game: Game, hook: str, normal: Any) -> Any:
    """The hook's answer: `normal()` unless the variant's name says this hook misbehaves."""
    wanted, _, action = str(game.rules_name).partition("-")
    if wanted != hook:
        return normal()
    if action in ACTIONS:
        raise ACTIONS[action]
    return None if action == "none" else "a string"


class _HostileGame(ClassicGame):
    def scoring_triangles(self) -> Any:
        return _misbehave(self, "scoring_triangles", super().scoring_triangles)

    def initial_state(self) -> Any:
        return _misbehave(self, "initial_state", super().initial_state)

    def refuse_segment(self, seg: int) -> Any:
        return _misbehave(self, "refuse_segment", lambda: super(_HostileGame, self).refuse_segment(seg))

    def state_after_segment(self, closed: int) -> Any:
        if len(self.history) < 3:
            return super().state_after_segment(closed)
        return _misbehave(self, "state_after_segment", lambda: super(_HostileGame, self).state_after_segment(closed))

    def can_pass(self) -> Any:
        return _misbehave(self, "can_pass", super().can_pass)

    def outcome(self) -> Any:
        return _misbehave(self, "outcome", super().outcome)


def _rules(name: str) -> type:
    game_class = type("Game", (_HostileGame,), {"rules_name": name})

    class Rules(ClassicRules):
        def create_game(self, board: Board, options: dict, extra: dict) -> Game:
            wanted, _, action = name.partition("-")
            if wanted == "create_game":
                raise ACTIONS[action]
            return game_class(board, options)

    Rules.name = name
    return Rules


def _registry(*names: str) -> Registry:
    reg = Registry()
    for name in names:
        reg.add("triangles.rules", name, _rules(name))
    assert reg.errors() == []
    return reg


def _record(rules: str, moves: list[Any] = MOVES) -> record.GameRecord:
    return record.loads(json.dumps({"format": "triangles/2", "rules": rules, "stars": SQUARE, "moves": moves}))


def _run_replay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rules: str,
                capsys: pytest.CaptureFixture[str], moves: list[Any] = MOVES) -> tuple[int, str, str]:
    path = tmp_path / "game.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": rules, "stars": SQUARE, "moves": moves}))
    monkeypatch.setattr(replay_command, "default_registry", lambda: _registry(rules))
    code = replay_command.run(argparse.Namespace(file=str(path), json=True))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("rules", [
    "state_after_segment-exit", "state_after_segment-kbint", "state_after_segment-raise",
    "state_after_segment-none", "refuse_segment-exit", "outcome-kbint", "outcome-wrongtype",
])
def test_replay_stops_with_one_line_when_a_hook_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str], rules: str) -> None:
    code, out, err = _run_replay(tmp_path, monkeypatch, rules, capsys)
    assert code == 1
    assert out == ""
    [line] = err.splitlines()
    hook = rules.partition("-")[0]
    assert line.startswith(f"triangles replay: {tmp_path / 'game.triangles'}: the rules variant {rules!r} failed: ")
    assert f"(in {hook})" in line and line.endswith("; stopped")


def test_a_pass_answer_that_is_not_true_or_false_is_the_variant_s_failure(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run_replay(tmp_path, monkeypatch, "can_pass-none", capsys, [[0, 1], "pass"])
    assert code == 1 and out == ""
    assert "can_pass() returned NoneType, not True or False (in can_pass); stopped" in err


@pytest.mark.parametrize("rules", [
    "create_game-exit", "create_game-kbint", "initial_state-exit", "initial_state-wrongtype",
    "initial_state-none", "scoring_triangles-kbint",
])
def test_replay_says_in_one_line_that_the_variant_cannot_start_the_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], rules: str) -> None:
    code, out, err = _run_replay(tmp_path, monkeypatch, rules, capsys)
    assert code == 2 and out == ""
    [line] = err.splitlines()
    assert f"the rules variant {rules!r} failed: " in line


def test_a_well_behaved_variant_replays_as_before(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run_replay(tmp_path, monkeypatch, "fine", capsys)
    assert code == 0 and err == ""
    assert [m["accepted"] for m in json.loads(out)["moves"]] == [True] * 5


@pytest.mark.parametrize("rules", ["create_game-exit", "initial_state-wrongtype", "scoring_triangles-kbint"])
def test_the_guard_turns_any_failure_to_build_the_game_into_a_plugin_error(rules: str) -> None:
    reg = _registry(rules)
    with pytest.raises(PluginError, match=f"the rules variant {rules!r} failed"):
        GameGuard().new_game(reg.rules(rules), np.array(SQUARE))
    with pytest.raises(RecordError, match=f"the rules variant {rules!r} failed"):
        game_from_record(_record(rules), reg, GameGuard())


def test_a_variant_whose_first_state_is_right_is_watched() -> None:
    game = GameGuard().new_game(_registry("fine").rules("fine"), np.array(SQUARE))
    assert isinstance(game.state, TurnState) and game.turn == 1


class _NoTurnGame(ClassicGame):
    def state_after_segment(self, closed: int) -> Any:
        return None


def _classic(failure: str) -> type:
    """A replacement `classic` that raises SystemExit building its game, or whose turn hook
    answers None."""

    class Rules(ClassicRules):
        def create_game(self, board: Board, options: dict, extra: dict) -> Game:
            if failure == "exit":
                raise SystemExit(8)
            return _NoTurnGame(board, options)

    return Rules


@pytest.mark.parametrize("failure, said", [
    ("exit", "the rules variant 'classic' failed: SystemExit: 8; stopped"),
    ("none", "state_after_segment() returned NoneType, not a TurnState (in state_after_segment); stopped"),
])
def test_puzzle_says_in_one_line_that_a_replacement_classic_failed(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], failure: str, said: str) -> None:
    from triangles import puzzles
    from triangles.commands import puzzle as puzzle_command

    reg = Registry()
    reg.add("triangles.rules", "classic", _classic(failure))
    monkeypatch.setattr(puzzles, "default_registry", lambda: reg)
    monkeypatch.setattr(puzzle_command, "default_registry", lambda: reg)
    code = puzzle_command.run(argparse.Namespace(date="2026-12-05", json=False))
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    [line] = err.splitlines()
    assert line.startswith("triangles puzzle: ") and line.endswith(said)


@pytest.mark.parametrize("rules, code, said", [
    ("fine", 2, "triangles review: {path}: review handles the classic rules only, not 'fine'"),
    ("create_game-exit", 2, "triangles review: {path}: the rules variant 'create_game-exit' failed: SystemExit: 7"),
])
def test_review_of_another_variant_says_why_in_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str], rules: str, code: int,
                                                        said: str) -> None:
    """No dice in the reason of a variant that rolls none; a variant that fails is contained."""
    from triangles.commands import review as review_command
    from triangles.commands import review_record

    path = tmp_path / "game.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": rules, "stars": SQUARE, "moves": MOVES}))
    monkeypatch.setattr(review_record, "default_registry", lambda: _registry(rules))
    assert review_command.run(argparse.Namespace(file=str(path), json=False, time_limit="20")) == code
    out, err = capsys.readouterr()
    assert out == "" and err.splitlines() == [said.format(path=path)]


@pytest.mark.parametrize("rules, code, said", [
    ("create_game-kbint", 2, "triangles analyse: {path}: the rules variant 'create_game-kbint' failed: KeyboardInterrupt"),
    ("state_after_segment-exit", 1,
     "triangles analyse: {path}: the rules variant 'state_after_segment-exit' failed: SystemExit: 7 (in state_after_segment); stopped"),
])
def test_analyse_says_in_one_line_that_the_variant_failed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str], rules: str, code: int,
                                                          said: str) -> None:
    from triangles.commands import analyse as analyse_command
    from triangles.commands import analyse_position

    path = tmp_path / "game.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": rules, "stars": SQUARE, "moves": MOVES}))
    class Analyser(AIPlugin):  # never asked: the variant fails first
        name = "analyser"
        title = "Analyser"
        levels = ("only",)
        analyses = (rules,)

        def create(self, level: str, seed: int | None = None) -> Any:
            raise AssertionError("not asked")

    registry = _registry(rules)
    registry.add("triangles.ai", "analyser", Analyser)
    monkeypatch.setattr(analyse_position, "default_registry", lambda: registry)
    assert analyse_command.run(argparse.Namespace(file=str(path), json=False, time_limit="20")) == code
    out, err = capsys.readouterr()
    assert out == "" and err.splitlines() == [said.format(path=path)]


def test_review_refuses_a_dice_record_without_building_its_board(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Building 400 stars takes longer than a short time limit: the refusal does not wait for it."""
    from triangles.commands import review as review_command
    from triangles.commands import review_record
    from triangles.engine import random_stars
    from triangles_dice import DiceRules

    registry = Registry()
    registry.add("triangles.rules", "dice", DiceRules)
    monkeypatch.setattr(review_record, "default_registry", lambda: registry)
    built: list[int] = []

    def counted(rec: record.GameRecord, *args: Any, **kwargs: Any) -> Game:
        built.append(len(rec.stars))
        return game_from_record(rec, *args, **kwargs)

    monkeypatch.setattr(review_record, "game_from_record", counted)
    path = tmp_path / "dice.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": "dice", "stars": random_stars(400, 5).tolist(),
                                "moves": [], "seed": 7}))
    assert review_command.run(argparse.Namespace(file=str(path), json=False, time_limit="20")) == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "review handles the classic rules only, not 'dice'" in line and "dice still to be rolled" in line
    assert built == [3]
