"""The example plugin package in examples/plugins/triangles-example: installed for real and
discovered by `triangles plugins`, and registered by hand to play, record and replay games."""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from triangles.commands.replay import replay
from triangles.engine import GameRecord, random_stars, record
from triangles.plugins.api import GROUP_AI, GROUP_RULES, GROUP_THEMES, GameView, Move
from triangles.plugins.guard import GameGuard
from triangles.plugins.registry import Registry
from triangles.theme.schema import theme_from_data
from triangles_classic import ClassicRules

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "plugins" / "triangles-example"


@pytest.fixture
def example(monkeypatch: pytest.MonkeyPatch) -> Registry:
    """A registry filled by hand with the classic rules and the example's three plugins."""
    monkeypatch.syspath_prepend(str(EXAMPLE))
    from triangles_example.ai import GreedyAI
    from triangles_example.rules import MisereRules
    from triangles_example.theme import DuskTheme

    registry = Registry()
    registry.add(GROUP_RULES, "classic", ClassicRules, "triangles", "test")
    registry.add(GROUP_RULES, "misere", MisereRules, "triangles-example", "1.0.0")
    registry.add(GROUP_AI, "greedy", GreedyAI, "triangles-example", "1.0.0")
    registry.add(GROUP_THEMES, "dusk", DuskTheme, "triangles-example", "1.0.0")
    assert registry.errors() == []
    return registry


def test_the_example_installs_and_all_three_plugins_are_discovered(tmp_path: Path) -> None:
    source = tmp_path / "src"
    shutil.copytree(EXAMPLE, source, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    target = tmp_path / "site"
    install = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
         "--disable-pip-version-check", "--target", str(target), str(source)],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert install.returncode == 0, install.stderr
    env = dict(os.environ, PYTHONPATH=str(target))
    listed = subprocess.run([sys.executable, "-m", "triangles", "plugins", "--json"], capture_output=True,
                            text=True, env=env, timeout=120, check=False)
    assert listed.returncode == 0, listed.stderr
    ours = {(e["group"], e["name"]): e for e in json.loads(listed.stdout) if e["package"] == "triangles-example"}
    assert set(ours) == {(GROUP_RULES, "misere"), (GROUP_AI, "greedy"), (GROUP_THEMES, "dusk")}
    for entry in ours.values():
        assert (entry["status"], entry["error"], entry["version"]) == ("ok", None, "1.0.0")


def test_the_example_imports_nothing_from_the_app_but_the_plugin_api() -> None:
    for path in (EXAMPLE / "triangles_example").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("triangles"):
                assert node.module in ("triangles.plugins.api",) or node.module.startswith("triangles_example"), path
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("triangles.") or a.name == "triangles" for a in node.names), path


def play(registry: Registry, rules: str, levels: tuple[str, str], seed: int, options=None):
    guard = GameGuard()
    game = guard.new_game(registry.rules(rules), random_stars(24, seed=seed), options)
    players = {}
    for seat, level in ((1, levels[0]), (2, levels[1])):
        plugin, level = registry.find_ai(f"greedy:{level}", rules=rules)
        players[seat] = guard.player(plugin, level, seat, seed=seed * 10 + seat)
    while not game.is_over():
        choice = players[game.turn].choose(game, 1.0)
        assert choice.fallback_reason is None
        assert game.push(choice.action).accepted
    assert guard.failures == []
    return game


def test_misere_fewest_triangles_wins_and_replays_from_its_record(example: Registry) -> None:
    game = play(example, "misere", ("greedy", "random"), seed=3)
    outcome = game.outcome()
    s1, s2 = game.score
    assert outcome.winner == (1 if s1 < s2 else 2 if s2 < s1 else None)
    rec = GameRecord("misere", dict(game.options), random_stars(24, seed=3).tolist(), game.history)
    report = replay(record.loads(rec.dumps()), example)
    assert report["game_over"] and report["score"] == [s1, s2]
    assert report["result"] == outcome.result


def test_misere_option_and_its_default(example: Registry) -> None:
    misere = example.rules("misere")
    assert [s.key for s in misere.option_specs()] == ["closer_moves_again", "segments_per_turn", "clearance"]
    assert misere.resolve_options(None)["closer_moves_again"] is True
    game = misere.new_game(random_stars(24, seed=1), {"closer_moves_again": False})
    first = next(iter(game.legal_moves))
    assert game.push(first).next_player == 2


def test_greedy_closes_a_triangle_in_classic_and_avoids_one_in_misere(example: Registry) -> None:
    stars = [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [5.0, 5.0], [6.0, 5.0], [9.0, 0.0]]
    plugin, _ = example.find_ai("greedy:greedy")
    for rules, should_close in (("classic", True), ("misere", False)):
        game = example.rules(rules).new_game(stars, {"extra_turn": False} if rules == "classic" else None)
        game.push(Move(0, 1))
        game.push(Move(3, 4))
        game.push(Move(0, 2))  # 1-2 now closes the triangle 0-1-2
        move = plugin.create("greedy", seed=1).choose_move(GameView(game), 1.0)
        assert bool(game.push(move).closed) is should_close, rules


def test_greedy_beats_random_in_classic(example: Registry) -> None:
    wins = 0
    for seed in range(4):
        game = play(example, "classic", ("greedy", "random"), seed=seed)
        s1, s2 = game.score
        wins += s1 > s2
    assert wins >= 3


def test_the_dusk_theme_is_complete_and_valid(example: Registry) -> None:
    (dusk,) = example.theme_plugins()
    theme, warnings = theme_from_data(dusk.load(), name="dusk")
    assert warnings == []
    assert (theme.name, theme.title, theme.player2_pattern) == ("dusk", "Dusk", "dots")
    assert theme.background_top == "#2b1b4a"
    dusk.load()["player1"]["color"] = "#000000"  # a caller changing its copy changes nothing
    assert dusk.load()["player1"]["color"] == "#ffb347"


def test_the_window_shows_the_examples_turn_budget_and_hints(qtbot, example: Registry, settings) -> None:
    from triangles.ui.dialogs.new_game_dialog import NewGameChoice
    from triangles.ui.game.players import PlayerSpec
    from triangles.ui.main_window import MainWindow

    window = MainWindow(example, settings)
    qtbot.addWidget(window)
    window.show()
    people = (PlayerSpec("Ada"), PlayerSpec("Bob"))
    options = {"segments_per_turn": 2, "closer_moves_again": False}
    assert window.start_game(NewGameChoice("misere", options, people, "phone-24", "nebula"), seed=5)
    panel, game = window.dice_panel, window.controller.game
    assert panel.isVisible() and not panel.rolling  # no die: the variant's words, no animation
    assert panel.die.text() == "Segments per turn" and panel.left.text().startswith("2 line")
    assert panel.hints.isVisible() and panel.hints.text() == "Hints left: 2"
    assert window.btn_hint.isVisible() and window.btn_hint.isEnabled()
    assert window.controller.play_human(next(iter(game.legal_moves)))
    assert game.turn == 1 and panel.left.text().startswith("1 line")
    with qtbot.waitSignal(window.controller.hint_ready, timeout=5000) as shown:
        window.btn_hint.click()
    assert isinstance(shown.args[0], Move) and game.check(shown.args[0]) is None
    assert panel.hints.text() == "Hints left: 1" and game.hints_left() == 1
    assert window.controller.play_human(shown.args[0])
    assert game.turn == 2 and panel.left.text().startswith("2 line") and panel.hints.text() == "Hints left: 2"


def test_a_classic_game_shows_no_extras_panel(qtbot, example: Registry, settings) -> None:
    from triangles.ui.dialogs.new_game_dialog import NewGameChoice
    from triangles.ui.game.players import PlayerSpec
    from triangles.ui.main_window import MainWindow

    window = MainWindow(example, settings)
    qtbot.addWidget(window)
    window.show()
    people = (PlayerSpec("Ada"), PlayerSpec("Bob"))
    assert window.start_game(NewGameChoice("classic", {}, people, "phone-24", "nebula"), seed=5)
    assert not window.dice_panel.isVisible() and not window.btn_hint.isVisible()
