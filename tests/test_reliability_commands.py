"""The headless commands and misbehaving plugins or long records: `replay`, `analyse`, `review`
and `puzzle` never hang on plugin code that never returns (one line, exit 1), and a record of
200,000 actions, almost all refused, replays without asking the rules again and again."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_plugins_discovery import HANGING_RULES, _cli, make_distribution, plugin_dir  # noqa: F401 - the fixture

from triangles.commands import replay as replay_command
from triangles.engine import Game, Move, Pass, record
from triangles.plugins.api import GROUP_AI, GROUP_RULES
from triangles.plugins.registry import Registry

SQUARE = [[0.25, 0.25], [0.75, 0.25], [0.75, 0.75], [0.25, 0.75], [0.5, 0.9]]


def _reference(rec: record.GameRecord, registry: Registry) -> list[dict]:
    """Every action pushed in turn on one game, the plain way."""
    game = registry.rules(rec.rules).new_game(rec.stars, rec.options, rec.extra)
    return [replay_command._entry(action, game.push(action)) for action in rec.moves]


def _long_record() -> record.GameRecord:
    moves = [Move(0, 1)]
    moves += [Move(1, 0), Move(0, 1)] * 2000  # refused "exists", both ways round
    moves += [Move(0, 10**6 + k) for k in range(2000)] + [Move(3, 3), Pass()] * 500  # refused otherwise
    moves += [Move(1, 2), Move(2, 3), Move(3, 0), Move(0, 2), Move(1, 3), Move(2, 4), Move(3, 4), Move(0, 4),
              Move(1, 4)]
    moves += [Move(2, 1), Move(0, 9)] * 2000  # after the end, or not
    return record.GameRecord("classic", {}, SQUARE, moves)


def test_a_long_record_of_refusals_replays_as_pushing_each_action_does(registry: Registry,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    rec = _long_record()
    expected = _reference(rec, registry)
    pushes = []
    push = Game.push
    monkeypatch.setattr(Game, "push", lambda game, action: pushes.append(action) or push(game, action))
    report = replay_command.replay(rec, registry)
    assert report["moves"] == expected
    assert report["game_over"] is True and expected[-1]["reason"] == "game_over"
    # A refusal met again in the same position, an index that is no star and every action after
    # the end are answered without asking the rules again.
    assert len(pushes) < 40


def test_a_record_read_from_a_file_is_replayed_from_its_moves_as_written(registry: Registry,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """No Action is made for each of a long record's moves: only what the rules decide."""
    rec = _long_record()
    expected = replay_command.replay(rec, registry)
    read = record.loads(rec.dumps())
    monkeypatch.setattr(record.WrittenMoves, "actions", lambda self: pytest.fail("every move made an Action"))
    made = []
    action_of = record.action_of
    monkeypatch.setattr(record, "action_of", lambda written: made.append(written) or action_of(written))
    assert replay_command.replay(read, registry) == expected
    assert 0 < len(made) < 40


def test_the_json_and_table_of_a_long_record_are_those_of_the_plain_report(registry: Registry) -> None:
    rec = _long_record()
    compact, rolls = replay_command._replay(rec, registry)
    report = replay_command.replay(rec, registry)
    assert replay_command._json_text(compact) == json.dumps(report)
    plain = [{**m} for m in report["moves"]]  # no entry shared
    assert replay_command._table(report, rolls) == replay_command._table({**report, "moves": plain}, rolls)


def test_the_json_of_a_variant_s_refusals_and_of_odd_indices_is_that_of_the_plain_report() -> None:
    """Refusals with the variant's own words (`detail`), indices JSON writes apart (booleans made
    in Python), passes and runs of refusals in several positions: the text is `json.dumps`."""
    from triangles_dice import DiceRules

    text = (Path(__file__).parents[1] / "docs" / "record-format.md").read_text(encoding="utf-8")
    block = text.split("### Dice variant", 1)[1].split("```json", 1)[1].split("```", 1)[0]
    rec = record.loads(block)
    exact_count = rec.moves[-1]  # refused "not_allowed" (exact_count) after the first two moves
    rec.moves = rec.moves[:2] + [exact_count, Move(True, 2), Move(0, 1), Pass(), exact_count, Move(2, True)] * 3
    rec.moves += [Move(1, 0), Move(0, 1)] + rec.moves[2:8]
    registry = Registry()
    registry.add(GROUP_RULES, "dice", DiceRules, "triangles", "test")
    compact, _ = replay_command._replay(rec, registry)
    report = replay_command.replay(rec, registry)
    assert report["moves"] == _reference(rec, registry)
    assert {m.get("detail") for m in report["moves"]} >= {"exact_count"}
    assert replay_command._json_text(compact) == json.dumps(report)


#: The hanging variant of the discovery tests, plus one that never finishes building its game.
HANGING_AT_START = HANGING_RULES + """

class HangAtStart(HangRules):
    name = "hang-at-start"

    def create_game(self, board, options, extra):
        while True:
            pass
"""

HANGING_ANALYSER = """
import time

from triangles.plugins.api import AIPlayer, AIPlugin


class Player(AIPlayer):
    def choose_move(self, view, budget_s):
        time.sleep(600)


class Analyser(AIPlugin):
    name = "aaa-analyser"  # first by name: the one `analyse`, `review` and `puzzle` use
    title = "Hangs"
    levels = ("slow",)
    analyses = ("classic",)

    def create(self, level, seed=None):
        return Player()

    def analyse(self, view, deadline, exact=True):
        time.sleep(600)
"""


def _record_file(folder: Path, rules: str) -> Path:
    path = folder / f"{rules}.triangles"
    moves = [[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]]
    path.write_text(json.dumps({"format": "triangles/2", "rules": rules, "stars": SQUARE, "moves": moves}))
    return path


def _one_line_and_exit_1(result: subprocess.CompletedProcess[str], command: str, started: float) -> str:
    assert time.monotonic() - started < 60  # not the plugin's 600 s
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    [line] = [text for text in result.stderr.splitlines() if text.startswith(f"triangles {command}:")]
    return line


@pytest.mark.parametrize("rules", ["hanger", "hang-at-start"])
def test_replay_stops_with_one_line_when_a_rules_hook_never_returns(plugin_dir, tmp_path: Path, rules: str) -> None:  # noqa: F811
    root, p = plugin_dir
    make_distribution(root, {f"{p}_hang": HANGING_AT_START},
                      {GROUP_RULES: {"hanger": f"{p}_hang:HangRules", "hang-at-start": f"{p}_hang:HangAtStart"}},
                      dist="hangers")
    started = time.monotonic()
    result = _cli(["replay", str(_record_file(tmp_path, rules))], [str(root)])
    line = _one_line_and_exit_1(result, "replay", started)
    assert f"the rules variant '{rules}' did not answer within 2 s" in line


#: The built-in analyser comes first (Registry.analyser), so a hanging one is put in its place.
WITH_HANGING_ANALYSER = """
import sys, time
from triangles.cli import main
from triangles.plugins.registry import Registry


class Hanging:
    name = "hanging"
    analyses = ("classic",)

    def analyse(self, view, deadline, exact=True):
        time.sleep(600)


Registry.analyser = lambda self, rules: Hanging()
sys.argv = ["triangles"] + sys.argv[1:]  # the program itself: it may end its process
sys.exit(main())
"""


@pytest.mark.parametrize("command", ["analyse", "review", "puzzle"])
def test_analyse_review_and_puzzle_stop_with_one_line_when_the_analyser_never_returns(tmp_path: Path,
                                                                                    command: str) -> None:
    args = {"analyse": ["analyse", str(_record_file(tmp_path, "classic")), "--time-limit", "1"],
            "review": ["review", str(_record_file(tmp_path, "classic")), "--time-limit", "1"],
            "puzzle": ["puzzle", "--date", "2026-11-30"]}[command]
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-c", WITH_HANGING_ANALYSER, *args], capture_output=True, text=True,
                            timeout=120, check=False)
    line = _one_line_and_exit_1(result, command, started)
    if command == "puzzle":
        assert line == "triangles puzzle: the computer player 'hanging' did not answer within 10 s; stopped"
    else:  # the limit and its half-second grace, from the command's start
        assert line == f"triangles {command}: no answer within the time limit of 1 s; stopped"
        assert time.monotonic() - started < 1.5 + 15  # not the analyser's 600 s (Python's start-up is outside the limit)


WITHOUT_ANALYSER = """
import sys
from triangles.cli import main
from triangles.plugins.registry import Registry

Registry.analyser = lambda self, rules: None  # the built-in players failed to load
sys.argv = ["triangles"] + sys.argv[1:]
sys.exit(main())
"""


@pytest.mark.parametrize("command, code", [("analyse", 2), ("review", 2), ("puzzle", 1)])
def test_analyse_review_and_puzzle_say_in_one_line_that_nothing_analyses(tmp_path: Path, command: str, code: int) -> None:
    args = {"analyse": ["analyse", str(_record_file(tmp_path, "classic"))],
            "review": ["review", str(_record_file(tmp_path, "classic"))],
            "puzzle": ["puzzle", "--date", "2026-11-30"]}[command]
    result = subprocess.run([sys.executable, "-c", WITHOUT_ANALYSER, *args], capture_output=True, text=True,
                            timeout=120, check=False)
    assert result.returncode == code and "Traceback" not in result.stderr, result.stderr
    assert result.stderr.strip().splitlines()[-1].endswith("no installed computer player analyses the classic rules")
    assert len(result.stderr.strip().splitlines()) == 1


WITH_ANALYSER_HOLDING_THE_LOCK = """
import re, sys
from triangles.cli import main
from triangles.plugins.registry import Registry


class Holding:
    name = "holding"
    analyses = ("classic",)

    def analyse(self, view, deadline, exact=True):
        re.match(r"(a+)+$", "a" * 64 + "b")  # never ends, holding Python's interpreter lock meanwhile


Registry.analyser = lambda self, rules: Holding()
sys.argv = ["triangles"] + sys.argv[1:]  # the program itself: it may end its process
sys.exit(main())
"""


@pytest.mark.parametrize("command", ["analyse", "review"])
def test_the_limit_holds_when_plugin_code_keeps_the_watchdog_from_running(tmp_path: Path, command: str) -> None:
    """An analyser that never returns and holds Python's interpreter lock (a regular expression
    that backtracks for ever): the watchdog's thread cannot run, and the process still ends
    within the limit and its grace, with exit 1 and no traceback (silently: nothing could run)."""
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-c", WITH_ANALYSER_HOLDING_THE_LOCK, command,
                             str(_record_file(tmp_path, "classic")), "--time-limit", "1"],
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 1 and result.stdout == "" and "Traceback" not in result.stderr
    assert time.monotonic() - started < 30  # not for ever: without the backstop it never ends


SLOW_TO_WRITE = """
import sys, time
from triangles.cli import main
from triangles.review import GameReview

written = GameReview.to_json
GameReview.to_json = lambda self: (time.sleep(3), written(self))[1]  # megabytes of JSON on a slow machine
sys.argv = ["triangles"] + sys.argv[1:]  # the program itself: it may end its process
sys.exit(main())
"""


def test_writing_the_review_is_within_its_limit(tmp_path: Path) -> None:
    """Writing the answer is part of the limit: a review that cannot be written in time ends with
    the line at its limit and grace, not with the answer seconds later."""
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-c", SLOW_TO_WRITE, "review", "--json",
                             str(_record_file(tmp_path, "classic")), "--time-limit", "1"],
                            capture_output=True, text=True, timeout=120, check=False)
    line = _one_line_and_exit_1(result, "review", started)
    assert line == "triangles review: no answer within the time limit of 1 s; stopped"
    assert result.stdout == ""


def test_review_of_a_long_game_on_400_stars_stops_at_its_limit(tmp_path: Path) -> None:
    from triangles.engine import random_stars

    stars = random_stars(400, 1).tolist()
    path = tmp_path / "long.triangles"
    moves = [[0, k] for k in range(1, 400)] + [[1, 0]] * 100_000  # a fan of 399 segments, then refusals
    path.write_text(json.dumps({"format": "triangles/2", "rules": "classic", "stars": stars, "moves": moves}))
    started = time.monotonic()
    result = _cli(["review", str(path), "--time-limit", "1"], [])
    assert time.monotonic() - started < 1.5 + 15  # Python's start-up is outside the limit (before: minutes)
    if result.returncode != 0:  # 400 positions of 400 stars: no machine reviews them in a second
        assert result.stderr.strip().splitlines()[-1] == "triangles review: no answer within the time limit of 1 s; stopped"


def test_analyse_stops_with_one_line_when_the_rules_never_answer(plugin_dir, tmp_path: Path) -> None:  # noqa: F811
    root, p = plugin_dir
    make_distribution(root, {f"{p}_hang": HANGING_AT_START}, {GROUP_RULES: {"hang-at-start": f"{p}_hang:HangAtStart"}},
                      dist="hangers")
    started = time.monotonic()
    result = _cli(["analyse", str(_record_file(tmp_path, "hang-at-start")), "--time-limit", "30"], [str(root)])
    line = _one_line_and_exit_1(result, "analyse", started)
    assert "the rules variant 'hang-at-start' did not answer within 2 s" in line


SLOW_IMPORT = """
import time

time.sleep({seconds})

from triangles.plugins.api import AIPlayer, AIPlugin
from triangles_ai.players import RandomPlayer


class Slow(AIPlugin):
    name = "{name}"
    title = "Slow to import"
    levels = ("random",)

    def create(self, level, seed=None):
        return RandomPlayer(seed)
"""


def test_a_slow_plugin_import_is_not_part_of_any_arena_game(plugin_dir) -> None:  # noqa: F811
    root, p = plugin_dir
    modules = {f"{p}_slow{k}": SLOW_IMPORT.format(seconds=1.2, name=f"slowpoke{k}") for k in (1, 2)}
    make_distribution(root, modules, {GROUP_AI: {f"slowpoke{k}": f"{p}_slow{k}:Slow" for k in (1, 2)}},
                      dist="slow-importers")
    # Two games: two worker processes, each importing both plugins (2.4 s) before its first game.
    result = _cli(["arena", "--ai", "slowpoke1:random", "--vs", "random", "--games", "2", "--stars", "8", "--json"],
                  [str(root)])
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["abandoned"] == 0, report["per_game"]
    assert report["wins"] + report["losses"] + report["draws"] == 2


def test_the_arena_says_in_one_line_that_a_plugin_could_not_be_loaded(plugin_dir) -> None:  # noqa: F811
    root, p = plugin_dir
    make_distribution(root, {f"{p}_slow": SLOW_IMPORT.format(seconds=30, name="slowpoke")},
                      {GROUP_AI: {"slowpoke": f"{p}_slow:Slow"}},
                      dist="slow-importers")
    started = time.monotonic()
    result = _cli(["arena", "--ai", "slowpoke:random", "--vs", "random", "--games", "2", "--stars", "8"], [str(root)])
    assert time.monotonic() - started < 25
    assert result.returncode == 2 and "Traceback" not in result.stderr
    [line] = [text for text in result.stderr.splitlines() if text.startswith("triangles arena:")]
    assert line == "triangles arena: the computer player 'slowpoke' could not be loaded: import did not finish within 2 s"


WITH_THROWING_RULES = """
import sys
from triangles.cli import main
from triangles.plugins.registry import default_registry
from triangles_classic import ClassicGame, ClassicRules


class Throwing(ClassicGame):
    def state_after_segment(self, closed):
        raise RuntimeError("boom")


class Rules(ClassicRules):
    name = "thrower"

    def create_game(self, board, options, extra):
        return Throwing(board, options)


default_registry().add("triangles.rules", "thrower", Rules, "tests", "1")
sys.argv = ["triangles"] + sys.argv[1:]  # the program itself: it may end its process
sys.exit(main())
"""


def test_replay_says_in_one_line_that_the_rules_raised(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-c", WITH_THROWING_RULES, "replay", str(_record_file(tmp_path, "thrower"))],
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    [line] = result.stderr.strip().splitlines()
    assert line.startswith("triangles replay: ") and "the rules variant 'thrower' failed: RuntimeError: boom" in line
