"""Discovery from real entry points: throwaway distributions (a dist-info folder and modules in a
temporary directory on sys.path), one for each way a plugin can be broken. Each broken plugin is
recorded with its error and logged, and the good ones next to it still load."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import textwrap
import threading
import time
import uuid
from pathlib import Path

import pytest

from triangles.plugins.api import GROUP_AI, GROUP_RULES, GROUP_THEMES
from triangles.plugins.registry import PluginInfo, Registry, discover

GOOD = """
from triangles.plugins.api import AIPlayer, AIPlugin, Board, Game, OptionSpec, Pass, RulesPlugin, ThemePlugin
from triangles_classic import ClassicGame


class Rules(RulesPlugin):
    name = "good"
    title = "Good"
    def create_game(self, board, options, extra):
        return ClassicGame(board, options)


class Player(AIPlayer):
    def choose_move(self, view, budget_s):
        return Pass()


class AI(AIPlugin):
    name = "good-ai"
    title = "Good AI"
    levels = ("easy",)
    def create(self, level, seed=None):
        return Player()


class Theme(ThemePlugin):
    name = "good-theme"
    title = "Good theme"
    def load(self):
        return {"name": "good-theme"}


# Broken declarations, each loadable.
class Misnamed(Rules):
    name = "something-else"


class Throws(Rules):
    name = "throws"
    def __init__(self):
        raise RuntimeError("no licence file")


class BadOption(Rules):
    name = "bad-option"
    options = (OptionSpec("size", "int", 1.5, "Size"),)


class NoLevels(AI):
    name = "no-levels"
    levels = ()


class Abstract(RulesPlugin):
    name = "abstract"
    title = "Abstract"


class NotAPlugin:
    name = "not-a-plugin"


instance_of_wrong_kind = Theme()
"""


def make_distribution(root: Path, modules: dict[str, str], entry_points: dict[str, dict[str, str]],
                      dist: str = "throwaway", version: str = "0.3", raw_entry_points: str | None = None) -> None:
    """A minimal installed distribution: `modules` as importable files, and a dist-info folder
    whose entry_points.txt importlib.metadata reads."""
    for module, source in modules.items():
        (root / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    info = root / f"{dist.replace('-', '_')}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n", encoding="utf-8")
    if raw_entry_points is None:
        raw_entry_points = "".join(
            f"[{group}]\n" + "".join(f"{name} = {value}\n" for name, value in eps.items())
            for group, eps in entry_points.items()
        )
    (info / "entry_points.txt").write_text(raw_entry_points, encoding="utf-8")


@pytest.fixture
def plugin_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, str]:
    """A folder on sys.path and a module-name prefix unique to this test (no sys.modules clash)."""
    monkeypatch.syspath_prepend(str(tmp_path))
    prefix = f"tp_{uuid.uuid4().hex[:8]}"
    yield tmp_path, prefix
    for name in [m for m in sys.modules if m.startswith(prefix)]:
        del sys.modules[name]


def _broken_distribution(root: Path, p: str) -> list[str]:
    """The distributions of every broken case; returns the path to discover them on (the one with
    the duplicate name comes later, and the first on the path wins, as with imports)."""
    make_distribution(
        root,
        {
            f"{p}_good": GOOD,
            f"{p}_importerror": "import no_such_module_anywhere\n",
            f"{p}_syntax": "def broken(:\n    pass\n",
            f"{p}_raises": "raise RuntimeError('boom at import')\n",
            f"{p}_exits": "import sys\nsys.exit(3)\n",
            f"{p}_chatty": GOOD + "\nprint('hello from a plugin')\n",
        },
        {
            GROUP_RULES: {
                "good": f"{p}_good:Rules",
                "importerror": f"{p}_importerror:Rules",
                "syntax": f"{p}_syntax:Rules",
                "raises": f"{p}_raises:Rules",
                "exits": f"{p}_exits:Rules",
                "missing-attr": f"{p}_good:NoSuchThing",
                "wrong-kind": f"{p}_good:NotAPlugin",
                "wrong-instance": f"{p}_good:instance_of_wrong_kind",
                "abstract": f"{p}_good:Abstract",
                "throws": f"{p}_good:Throws",
                "mismatch": f"{p}_good:Misnamed",
                "bad-option": f"{p}_good:BadOption",
            },
            GROUP_AI: {"good-ai": f"{p}_good:AI", "no-levels": f"{p}_good:NoLevels"},
            GROUP_THEMES: {"good-theme": f"{p}_chatty:Theme"},
        },
    )
    later = root / "later"
    later.mkdir()
    make_distribution(later, {}, {GROUP_RULES: {"good": f"{p}_good:Rules"}}, dist="duplicate")
    return [str(root), str(later)]


def _by_name(registry: Registry) -> dict[tuple[str, str, str], PluginInfo]:
    return {(i.group, i.name, i.package): i for i in registry.infos}


def test_every_broken_plugin_is_recorded_and_the_good_ones_load(plugin_dir, caplog) -> None:
    root, p = plugin_dir
    path = _broken_distribution(root, p)
    with caplog.at_level(logging.WARNING, logger="triangles.plugins.registry"):
        registry = discover(path=path)
    infos = _by_name(registry)

    def error(name: str, group: str = GROUP_RULES, package: str = "throwaway") -> str:
        info = infos[(group, name, package)]
        assert info.status == "error" and info.obj is None
        assert info.error and "\n" not in info.error
        return info.error

    assert error("importerror").startswith("import failed: ModuleNotFoundError")
    assert error("syntax").startswith("import failed: SyntaxError")
    assert error("raises") == "import failed: RuntimeError: boom at import"
    assert error("exits") == "import failed: SystemExit: 3"
    assert error("missing-attr").startswith("import failed: AttributeError")
    assert error("wrong-kind") == "is not a RulesPlugin (got the class NotAPlugin)"
    assert error("wrong-instance") == "is not a RulesPlugin (got Theme)"
    assert error("abstract") == "does not implement create_game"
    assert error("throws") == "constructor failed: RuntimeError: no licence file"
    assert error("mismatch") == "declares the name 'something-else', registered as 'mismatch'"
    assert error("bad-option") == "the default of option 'size' must be a whole number"
    assert error("no-levels", GROUP_AI) == "declares no levels"
    assert error("good", package="duplicate") == f"the name 'good' is already taken in {GROUP_RULES} by the package 'throwaway'"

    for key in [(GROUP_RULES, "good", "throwaway"), (GROUP_AI, "good-ai", "throwaway"),
                (GROUP_THEMES, "good-theme", "throwaway")]:
        assert infos[key].status == "ok" and infos[key].error is None
        assert infos[key].version == "0.3"
    assert registry.rules("good") is not None
    assert registry.find_ai("good-ai:easy") is not None
    assert [t.name for t in registry.theme_plugins()] == ["good-theme"]

    # Every skipped plugin is logged once, naming it and its package.
    skipped = [r.getMessage() for r in caplog.records if "skipped" in r.getMessage()]
    assert len(skipped) == len(registry.errors()) == 13
    assert any("'throws' from throwaway skipped: constructor failed" in m for m in skipped)


def test_the_list_is_ordered_by_group_then_name(plugin_dir) -> None:
    root, p = plugin_dir
    keys = [(i.group, i.name) for i in discover(path=_broken_distribution(root, p)).infos]
    order = {GROUP_RULES: 0, GROUP_AI: 1, GROUP_THEMES: 2}
    assert keys == sorted(keys, key=lambda k: (order[k[0]], k[1]))


def test_malformed_entry_point_metadata_spoils_only_its_own_distribution(plugin_dir) -> None:
    root, p = plugin_dir
    make_distribution(root, {f"{p}_good": GOOD}, {GROUP_RULES: {"good": f"{p}_good:Rules"}})
    make_distribution(root, {}, {}, dist="mangled", raw_entry_points=f"[{GROUP_RULES}]\nthis line has no equals sign\n")
    make_distribution(root, {}, {}, dist="unrelated", raw_entry_points="[console_scripts]\nbroken line\n")
    registry = discover(path=[str(root)])
    assert registry.rules("good") is not None
    mangled = [i for i in registry.infos if i.package == "mangled"]
    assert len(mangled) == 1 and mangled[0].group == GROUP_RULES
    assert mangled[0].error.startswith("cannot read its entry points: ")
    assert not [i for i in registry.infos if i.package == "unrelated"]


def test_a_distribution_found_twice_on_the_path_is_read_once(plugin_dir, tmp_path_factory) -> None:
    root, p = plugin_dir
    make_distribution(root, {f"{p}_good": GOOD}, {GROUP_RULES: {"good": f"{p}_good:Rules"}})
    second = tmp_path_factory.mktemp("again")
    make_distribution(second, {}, {GROUP_RULES: {"good": f"{p}_good:Rules"}}, version="0.1")
    registry = discover(path=[str(root), str(second)])
    assert [(i.name, i.version, i.status) for i in registry.infos] == [("good", "0.3", "ok")]


def _cli(args: list[str], pythonpath: list[str]) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([*pythonpath, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return subprocess.run([sys.executable, "-m", "triangles", *args], capture_output=True, text=True,
                          env=env, timeout=120, check=False)


def test_the_plugins_command_lists_broken_plugins_in_json_and_as_a_table(plugin_dir) -> None:
    root, p = plugin_dir
    path = _broken_distribution(root, p)
    result = _cli(["plugins", "--json"], path)
    assert result.returncode == 0, result.stderr
    entries = json.loads(result.stdout)  # a plugin printing at import time does not spoil it
    assert "hello from a plugin" in result.stderr
    assert "skipped" in result.stderr  # the log of the skipped plugins
    ours = {(e["group"], e["name"]): e for e in entries if e["package"] == "throwaway"}
    assert len(ours) == 15
    for entry in entries:
        assert list(entry)[:5] == ["group", "name", "package", "status", "error"]
        assert entry["status"] in ("ok", "error")
        assert (entry["error"] is None) == (entry["status"] == "ok")
    assert ours[(GROUP_RULES, "good")]["status"] == "ok"
    assert ours[(GROUP_RULES, "syntax")]["error"].startswith("import failed: SyntaxError")
    assert any(e["package"] == "triangles" and e["name"] == "classic" and e["status"] == "ok" for e in entries)

    table = _cli(["plugins"], path)
    assert table.returncode == 0, table.stderr
    lines = table.stdout.splitlines()
    assert lines[0].split() == ["group", "name", "version", "package", "status"]
    row = next(line for line in lines if " throws " in line)
    assert row.split()[:5] == [GROUP_RULES, "throws", "0.3", "throwaway", "error:"]
    assert row.endswith("constructor failed: RuntimeError: no licence file")
    assert any(line.split()[1:5] == ["good", "0.3", "throwaway", "ok"] for line in lines[1:])


SLOW_AND_BROKEN = '''
from triangles.plugins.api import ThemePlugin


class BrokenTheme(ThemePlugin):
    name = "broken-theme"
    title = "Broken theme"
    def load(self):
        raise RuntimeError("no palette")


class SleepyTheme(ThemePlugin):
    name = "sleepy-theme"
    title = "Sleepy theme"
    def load(self):
        import time
        time.sleep(30)
'''


def test_theme_plugins_are_loaded_and_a_slow_import_blocks_nothing(plugin_dir) -> None:
    root, p = plugin_dir
    make_distribution(
        root,
        {f"{p}_themes": SLOW_AND_BROKEN, f"{p}_slow": "import time\ntime.sleep(30)\n" + GOOD},
        {
            GROUP_RULES: {"slow": f"{p}_slow:Rules"},
            GROUP_THEMES: {"broken-theme": f"{p}_themes:BrokenTheme", "sleepy-theme": f"{p}_themes:SleepyTheme"},
        },
        dist="slowpoke",
    )
    started = time.monotonic()
    result = _cli(["plugins", "--json"], [str(root)])
    elapsed = time.monotonic() - started
    assert result.returncode == 0, result.stderr
    ours = {e["name"]: e for e in json.loads(result.stdout) if e["package"] == "slowpoke"}
    assert ours["slow"]["status"] == "error" and ours["slow"]["error"] == "import did not finish within 2 s"
    assert ours["broken-theme"]["status"] == "error" and "no palette" in ours["broken-theme"]["error"]
    assert ours["sleepy-theme"]["status"] == "error" and "did not load within 2 s" in ours["sleepy-theme"]["error"]
    nebula = next(e for e in json.loads(result.stdout) if e["name"] == "nebula")
    assert nebula["status"] == "ok"
    assert elapsed < 25  # two 30 s sleeps, neither waited for


EXITING_THEMES = """
from triangles.plugins.api import ThemePlugin


class ExitTheme(ThemePlugin):
    name = "exit-theme"
    title = "Exit"

    def load(self):
        raise SystemExit(5)


class InterruptTheme(ThemePlugin):
    name = "interrupt-theme"
    title = "Interrupt"

    def load(self):
        raise KeyboardInterrupt
"""


def test_theme_plugins_raising_system_exit_or_keyboard_interrupt_are_listed_as_errors(plugin_dir) -> None:
    root, p = plugin_dir
    make_distribution(
        root,
        {f"{p}_exiting": EXITING_THEMES},
        {GROUP_THEMES: {"exit-theme": f"{p}_exiting:ExitTheme", "interrupt-theme": f"{p}_exiting:InterruptTheme"}},
        dist="quitters",
    )
    result = _cli(["plugins", "--json"], [str(root)])
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    ours = {e["name"]: e for e in json.loads(result.stdout) if e["package"] == "quitters"}
    assert ours["exit-theme"]["status"] == "error" and "SystemExit" in ours["exit-theme"]["error"]
    assert ours["interrupt-theme"]["status"] == "error" and "KeyboardInterrupt" in ours["interrupt-theme"]["error"]


HANGING_RULES = """
import threading
import time
from dataclasses import replace

import numpy as np

from triangles.plugins.api import Game, RulesPlugin


class HangGame(Game):
    rules_name = "hanger"

    def scoring_triangles(self):
        return np.ones(self.board.t, dtype=bool)

    def state_after_segment(self, closed):
        if len(self.history) >= 3:
            time.sleep(600)
        return replace(self.state, player=3 - self.state.player)

    def outcome(self):
        return None if self.alive_count > 0 else self.outcome_by_score()


class HangRules(RulesPlugin):
    name = "hanger"
    title = "Hanger"

    def create_game(self, board, options, extra):
        return HangGame(board, options)
"""


def test_self_check_gives_up_with_one_line_when_a_rules_hook_never_returns(plugin_dir) -> None:
    root, p = plugin_dir
    make_distribution(root, {f"{p}_hanger": HANGING_RULES}, {GROUP_RULES: {"hanger": f"{p}_hanger:HangRules"}}, dist="hangers")
    env_path = [str(root)]
    started = time.monotonic()
    result = _cli(["self-check", "--rules", "hanger", "--timeout", "60"], env_path)
    assert time.monotonic() - started < 45  # the window's 2 s patience, not the hook's 600 s nor --timeout
    assert result.returncode == 1
    [line] = [text for text in result.stderr.splitlines() if text.startswith("self-check")]
    assert line == "self-check failed: the rules variant 'hanger' did not answer within 2 s"
    assert "Traceback" not in result.stderr


PRINTING_AI = """
from triangles.plugins.api import AIPlayer, AIPlugin, Pass


class Player(AIPlayer):
    def choose_move(self, view, budget_s):
        print("NOISE {not json")
        moves = view.legal_moves()
        return moves[0] if moves else Pass()


class AI(AIPlugin):
    name = "noisy"
    title = "Noisy"
    levels = ("x",)
    supports = ("classic",)
    def create(self, level, seed=None):
        return Player()
"""


def test_self_check_prints_its_one_line_alone_on_stdout_when_a_plugin_prints(plugin_dir) -> None:
    root, p = plugin_dir
    make_distribution(root, {f"{p}_noisy": PRINTING_AI}, {GROUP_AI: {"noisy": f"{p}_noisy:AI"}}, dist="noisy")
    result = _cli(["self-check", "--ai", "noisy:x", "--timeout", "60"], [str(root)])
    assert result.returncode == 0, result.stderr
    [line] = result.stdout.splitlines()
    assert line.startswith("self-check ok:") and "NOISE {not json" in result.stderr


@pytest.mark.parametrize("value", ["-1", "0", "nan", "soon"])
def test_self_check_refuses_a_time_limit_that_is_no_positive_number(value) -> None:
    result = _cli(["self-check", "--timeout", value], [])
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip().splitlines()[-1].startswith("triangles self-check: error: argument --timeout:")


THREAD_AI = PRINTING_AI.replace(
    'print("NOISE {not json")',
    'import threading, time; threading.Thread(target=time.sleep, args=(3600,), daemon=False).start()  # never ends',
).replace('"noisy"', '"threader"')


@pytest.mark.parametrize("command", [["self-check", "--ai", "threader:x", "--timeout", "60"],
                                     ["arena", "--ai", "threader:x", "--vs", "random", "--games", "1", "--stars", "12"],
                                     ["arena", "--ai", "threader:x", "--vs", "random", "--games", "3", "--stars", "12"]])
def test_a_plugins_thread_that_never_ends_does_not_keep_the_command_running(plugin_dir, command) -> None:
    """Python waits at exit for every thread that is no daemon: "self-check ok" was said and
    the process went on for ever, and the arena's workers never ended (nothing printed). The
    command ends anyway, its answer written."""
    root, p = plugin_dir
    make_distribution(root, {f"{p}_threader": THREAD_AI}, {GROUP_AI: {"threader": f"{p}_threader:AI"}}, dist="threader")
    result = _cli(command, [str(root)])
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("self-check ok:" if command[0] == "self-check" else "threader:x (A) vs random (B)")


RAW_WRITING_AI = PRINTING_AI.replace(
    'print("NOISE {not json")', 'import os; os.write(1, b"RAW NOISE {not json\\n")').replace('"noisy"', '"rawnoisy"')


@pytest.mark.parametrize("command", [["self-check", "--ai", "rawnoisy:x", "--timeout", "60"],
                                     ["arena", "--ai", "rawnoisy:x", "--vs", "random", "--games", "3", "--stars", "12",
                                      "--json"]])
def test_a_plugin_writing_to_the_output_descriptor_itself_stays_out_of_the_answer(plugin_dir, command) -> None:
    """Only `print` was kept off the answer: `os.write(1, ...)` (a C library, a program a
    plugin starts) put its lines before "self-check ok" and into the arena's JSON."""
    root, p = plugin_dir
    make_distribution(root, {f"{p}_rawnoisy": RAW_WRITING_AI}, {GROUP_AI: {"rawnoisy": f"{p}_rawnoisy:AI"}},
                      dist="rawnoisy")
    result = _cli(command, [str(root)])
    assert result.returncode == 0, result.stderr
    assert "RAW NOISE {not json" in result.stderr and "RAW NOISE" not in result.stdout
    if command[0] == "arena":
        assert json.loads(result.stdout)["games"] == 3
    else:
        [line] = result.stdout.splitlines()
        assert line.startswith("self-check ok:")


THROWING_RULES = HANGING_RULES.replace('"hanger"', '"thrower"').replace(
    "            time.sleep(600)", "            raise RuntimeError('rules broke mid-game')")


def test_self_check_fails_when_the_rules_break_during_its_game(plugin_dir) -> None:
    """The window plays on with the basic rules when a variant throws; self-check must not call
    that 'ok': it says which plugin failed, in one line, exit 1."""
    root, p = plugin_dir
    make_distribution(root, {f"{p}_thrower": THROWING_RULES}, {GROUP_RULES: {"thrower": f"{p}_thrower:HangRules"}},
                      dist="throwers")
    result = _cli(["self-check", "--rules", "thrower", "--timeout", "60"], [str(root)])
    assert result.returncode == 1, result.stdout
    [line] = [text for text in result.stderr.splitlines() if text.startswith("self-check")]
    assert "thrower" in line and "rules broke mid-game" in line and "Traceback" not in result.stderr
    assert not result.stdout.startswith("self-check ok")


def test_a_plugin_looping_at_import_is_stopped_not_left_burning_a_core(plugin_dir) -> None:
    """Listed as not finished within 2 s, and its import thread ends soon after instead of
    spinning (and slowing every other thread) for as long as the program runs."""
    root, p = plugin_dir
    make_distribution(root, {f"{p}_looper": "while True:\n    pass\n"}, {GROUP_RULES: {"looper": f"{p}_looper:Rules"}},
                      dist="loopers")
    registry = discover(path=[str(root)])
    [info] = [i for i in registry.infos if i.package == "loopers"]
    assert info.error == "import did not finish within 2 s"
    deadline = time.monotonic() + 5
    while any(t.name == "triangles-plugin-import-looper" for t in threading.enumerate()) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(t.name == "triangles-plugin-import-looper" for t in threading.enumerate())


EXITING_THEME = """
import os

from triangles.plugins.api import ThemePlugin


class Theme(ThemePlugin):
    name = "exiting-theme"
    title = "Exiting"

    def load(self):
        os._exit(13)
"""


def test_the_plugins_command_lists_plugins_that_end_the_process_loading_them(plugin_dir) -> None:
    """One ends the process at import, one in its theme's load(): both are listed with why, the
    others as usual, and the command itself ends normally (it used to end with their exit status,
    printing nothing)."""
    root, p = plugin_dir
    make_distribution(root, {f"{p}_exits": "import os\nos._exit(9)\n", f"{p}_theme": EXITING_THEME},
                      {GROUP_RULES: {"exits-at-import": f"{p}_exits:Rules"},
                       GROUP_THEMES: {"exiting-theme": f"{p}_theme:Theme"}}, dist="exiters")
    result = _cli(["plugins", "--json"], [str(root)])
    assert result.returncode == 0, result.stderr
    entries = {(e["group"], e["name"]): e for e in json.loads(result.stdout)}
    assert entries[(GROUP_RULES, "exits-at-import")]["error"] == "importing it ended the process (exit status 9)"
    assert entries[(GROUP_THEMES, "exiting-theme")]["error"] == "loading its theme ended the process (exit status 13)"
    assert entries[(GROUP_RULES, "classic")]["status"] == "ok"


def test_a_package_taking_a_built_in_name_is_refused_and_the_built_in_stays(plugin_dir) -> None:
    """An installed package's "classic" rules or "standard" player found before the game's own
    took their place, and the built-ins were listed as the duplicates: every classic game, the
    default opponent and the default theme were the impostor's."""
    root, p = plugin_dir
    make_distribution(root, {f"{p}_impostor": GOOD.replace('name = "good"', 'name = "classic"')},
                      {GROUP_RULES: {"classic": f"{p}_impostor:Rules"}}, dist="impostor")
    registry = discover(path=[str(root), *sys.path])
    infos = _by_name(registry)
    assert infos[(GROUP_RULES, "classic", "triangles")].status == "ok"
    assert type(registry.rules("classic")).__module__ == "triangles_classic"
    assert infos[(GROUP_RULES, "classic", "impostor")].error == (
        "the name 'classic' is already taken in triangles.rules by the built-in plugin")


def test_arena_says_each_broken_plugin_once_not_once_per_process(plugin_dir) -> None:
    """The arena's two workers find the plugins again: each broken plugin's line came three times."""
    root, p = plugin_dir
    make_distribution(root, {f"{p}_raises": "raise RuntimeError('boom at import')\n"},
                      {GROUP_RULES: {"raises": f"{p}_raises:Rules"}}, dist="broken-one")
    result = _cli(["arena", "--ai", "random", "--vs", "random", "--games", "2", "--stars", "8"], [str(root)])
    assert result.returncode == 0, result.stderr
    assert [line for line in result.stderr.splitlines() if "'raises'" in line] == [
        "plugin triangles.rules 'raises' from broken-one skipped: import failed: RuntimeError: boom at import"]
