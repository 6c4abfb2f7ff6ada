"""`triangles self-check` for a plugin author: it plays the player named with --ai, fails when the
variant was switched off even at the game's last move, and says why a theme cannot be used."""

from __future__ import annotations

import argparse
from typing import Any

import pytest
from conftest import FirstLegalAI

from triangles.commands import selfcheck
from triangles.plugins.api import Game, Outcome, ThemePlugin
from triangles.plugins.registry import Registry
from triangles_classic import ClassicGame, ClassicRules
from triangles_themes import BUILT_IN


class Doubled(ClassicGame):
    """Classic, except its Outcome counts player 1's triangles twice: known only at the end."""

    rules_name = "doubled"

    def outcome(self) -> Outcome | None:
        over = super().outcome()
        return None if over is None else Outcome(over.winner, (2 * over.score[0], over.score[1]), over.reason)


class DoubledRules(ClassicRules):
    name = "doubled"
    title = "Doubled"

    def create_game(self, board: Any, options: dict, extra: dict) -> Game:
        return Doubled(board, options)


class VanishedTheme(ThemePlugin):
    name = "vanished"
    title = "Vanished"

    def load(self) -> Any:
        raise FileNotFoundError("vanished.toml")


class AnyRulesAI(FirstLegalAI):
    name = "anyone"
    levels = ("only",)
    supports = ("*",)
    budgets = {"only": 0.2}


class ThrowingAI(FirstLegalAI):
    name = "thrower"
    levels = ("only",)
    budgets = {"only": 0.2}

    def create(self, level: str, seed: int | None = None) -> Any:
        player = super().create(level, seed)
        player.choose_move = lambda view, budget: (_ for _ in ()).throw(RuntimeError("no move today"))
        return player


@pytest.fixture
def registry(monkeypatch: pytest.MonkeyPatch) -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.rules", "doubled", DoubledRules, "tests", "test")
    reg.add("triangles.ai", "anyone", AnyRulesAI, "tests", "test")
    reg.add("triangles.ai", "testai", FirstLegalAI, "tests", "test")
    reg.add("triangles.ai", "thrower", ThrowingAI, "tests", "test")
    reg.add("triangles.themes", "vanished", VanishedTheme, "tests", "test")
    for cls in BUILT_IN:
        reg.add("triangles.themes", cls.name, cls, "triangles", "test")
    monkeypatch.setattr("triangles.plugins.registry.default_registry", lambda: reg)
    return reg


def _self_check(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    selfcheck.add_arguments(parser)
    code = selfcheck.run(parser.parse_args(["--timeout", "60", *words]))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_variant_switched_off_at_the_last_move_fails_the_check(qapp, registry, capsys) -> None:
    code, out, err = _self_check(capsys, "--rules", "doubled")
    assert code == 1 and out == ""
    assert err.splitlines()[-1].startswith(
        "self-check failed: The rules variant 'doubled' failed in outcome (ValueError: outcome() gave the score (")


def test_ai_names_the_player_and_an_unknown_one_is_one_line(qapp, registry, capsys) -> None:
    code, out, _ = _self_check(capsys, "--ai", "testai:hard")
    assert code == 0 and " moves by testai:hard, " in out
    code, out, err = _self_check(capsys, "--ai", "testai:hard", "--rules", "doubled")
    assert code == 2 and err == (
        "self-check failed: no computer player 'testai:hard' plays the 'doubled' rules (players: anyone:only)\n")
    code, out, err = _self_check(capsys, "--ai", "testai:nope")  # the level, not the rules, is wrong
    assert code == 2 and err.startswith("self-check failed: the computer player 'testai' has no level 'nope' (levels: ")
    code, out, err = _self_check(capsys, "--ai", "nope:hard")
    assert code == 2 and err.startswith("self-check failed: no computer player named 'nope' (players: ")


def test_a_theme_that_failed_to_load_is_named_with_its_reason(qapp, registry, capsys) -> None:
    code, _, err = _self_check(capsys, "--theme", "vanished")
    assert code == 2
    assert err.splitlines()[-1] == (
        "self-check failed: the theme 'vanished' cannot be used: cannot load: FileNotFoundError: vanished.toml")


def test_a_throwing_player_is_said_once_in_the_checks_own_line(qapp, registry, capsys, caplog) -> None:
    """Both seats play the same plugin: its switch-off was logged once per seat, then said again
    in the check's failure line."""
    import logging

    with caplog.at_level(logging.WARNING):
        code, out, err = _self_check(capsys, "--ai", "thrower:only")
    assert code == 1 and out == ""
    assert err.count("no move today") == 1 and err.startswith("self-check failed: ")
    assert not [r for r in caplog.records if "no move today" in r.getMessage()]
