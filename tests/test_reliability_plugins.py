"""Plugins that throw or hang during play are contained, in the window as in the guard:
a hanging computer player does not freeze the board, a throwing one or a throwing rules hook is
switched off for the game with one line, and a theme plugin that throws or hangs is skipped."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QSettings, QTimer

from triangles.engine import random_stars
from triangles.plugins.api import AIPlayer, AIPlugin, Board, Game, GameView, ThemePlugin, TurnState
from triangles.plugins.registry import Registry
from triangles.theme.catalogue import ThemeCatalogue
from triangles.ui.game.controller import GameSetup
from triangles.ui.dialogs.new_game_dialog import NewGameChoice
from triangles.ui.main_window import MainWindow
from triangles.ui.game.players import PlayerSpec
from triangles.ui.settings import AppSettings
from triangles_classic import ClassicGame, ClassicRules

RELEASE = threading.Event()  # lets hanging players finish once a test is over


class HangingPlayer(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Any:
        RELEASE.wait(30)
        return view.legal_moves()[0]


class ThrowingPlayer(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Any:
        raise RuntimeError("search exploded")


class BadAI(AIPlugin):
    name = "bad"
    title = "Bad"
    levels = ("hang", "throw")
    supports = ("classic", "brittle")
    budgets = {"hang": 0.1, "throw": 0.1}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        return HangingPlayer() if level == "hang" else ThrowingPlayer()


class BrittleGame(ClassicGame):
    """Classic rules whose turn hook throws from the third segment on."""

    rules_name = "brittle"

    def state_after_segment(self, closed: int) -> TurnState:
        if len(self.history) >= 3:
            raise ZeroDivisionError("turn arithmetic")
        return super().state_after_segment(closed)


class BrittleRules(ClassicRules):
    name = "brittle"
    title = "Brittle"

    def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
        return BrittleGame(board, options)


class StuckGame(ClassicGame):
    """Refuses every segment from the fifth on, with no pass and the basic end (no triangle left
    to close): the player to move is left with nothing to do."""

    rules_name = "stuck"

    def refuse_segment(self, seg: int) -> str:
        return "enough" if len(self.history) >= 4 else ""

    def refused_segments(self) -> list[int]:
        return [int(s) for s in np.flatnonzero(self.legal_mask)] if len(self.history) >= 4 else []


class StuckRules(ClassicRules):
    name = "stuck"
    title = "Stuck"

    def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
        return StuckGame(board, options)


class _BadStart(ClassicGame):
    """Classic rules whose game cannot start, in the way its name says."""

    def scoring_triangles(self) -> Any:
        if self.rules_name == "interrupted":
            raise KeyboardInterrupt
        return super().scoring_triangles()

    def initial_state(self) -> Any:
        return None if self.rules_name == "lost" else super().initial_state()


def _bad_start(name: str) -> type:
    game_class = type("BadStart", (_BadStart,), {"rules_name": name})

    class Rules(ClassicRules):
        def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
            if name == "quitter":
                raise SystemExit(7)
            return game_class(board, options)

    Rules.name = Rules.title = name
    return Rules


BAD_STARTS = ("quitter", "interrupted", "lost")


@pytest.fixture
def window(qtbot, tmp_path: Path):  # noqa: ANN001, ANN201
    RELEASE.clear()
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.rules", "brittle", BrittleRules, "test", "test")
    reg.add("triangles.rules", "stuck", StuckRules, "test", "test")
    for name in BAD_STARTS:
        reg.add("triangles.rules", name, _bad_start(name), "test", "test")
    reg.add("triangles.ai", "bad", BadAI, "test", "test")
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), tmp_path)
    win = MainWindow(reg, settings)
    qtbot.addWidget(win)
    win.show()
    win.controller.computer_delay_ms = 0
    win.sound.enabled = False
    yield win
    RELEASE.set()
    win.controller.wait_idle(5000)


def start(win: MainWindow, rules: str, seat2: str) -> None:
    setup = GameSetup(rules, (PlayerSpec("You"), PlayerSpec("Computer", seat2)), "phone-24")
    win.controller.new_game(setup, random_stars(24, 7), {})


def human_move(win: MainWindow) -> None:
    game = win.controller.game
    assert game is not None and win.controller.is_human_turn()
    move = next(iter(game.legal_moves))
    assert win.controller.play_human(move)


def test_hanging_computer_player_does_not_freeze_the_board(window: MainWindow, qtbot) -> None:  # noqa: ANN001
    start(window, "classic", "bad:hang")
    ticks: list[float] = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    messages: list[str] = []
    window.controller.problem.connect(messages.append)
    human_move(window)
    qtbot.waitUntil(lambda: len(window.controller.game.history) == 2, timeout=5000)
    timer.stop()
    # The event loop kept running while the player hung: no gap of a second between ticks.
    assert len(ticks) >= 5
    assert max(np.diff(ticks)) < 1.0
    assert window.controller.is_human_turn()
    assert messages and "overran its time budget" in messages[0]
    assert "\n" not in messages[0]
    assert window.view.message() == messages[-1]
    # Still hanging at its next turn: asked never twice at once, the fallback plays again.
    human_move(window)
    qtbot.waitUntil(lambda: len(window.controller.game.history) == 4, timeout=5000)
    assert window.controller.is_human_turn()


def test_throwing_computer_player_is_switched_off_with_one_message(window: MainWindow, qtbot) -> None:  # noqa: ANN001
    start(window, "classic", "bad:throw")
    messages: list[str] = []
    window.controller.problem.connect(messages.append)
    for turn in range(3):
        human_move(window)
        qtbot.waitUntil(lambda t=turn: len(window.controller.game.history) == 2 * (t + 1), timeout=5000)
    assert len(messages) == 1, messages
    assert "bad:throw" in messages[0] and "search exploded" in messages[0]
    assert [f.during for f in window.controller.guard.failures] == ["choose_move"]


def test_throwing_rules_hook_is_switched_off_and_the_game_goes_on(window: MainWindow, qtbot) -> None:  # noqa: ANN001
    setup = GameSetup("brittle", (PlayerSpec("A"), PlayerSpec("B")), "phone-24")
    window.controller.new_game(setup, random_stars(24, 3), {})
    messages: list[str] = []
    window.controller.problem.connect(messages.append)
    game = window.controller.game
    for _ in range(6):
        human_move(window)
    qtbot.waitUntil(lambda: bool(messages), timeout=2000)
    assert len(messages) == 1 and "brittle" in messages[0] and "turn arithmetic" in messages[0]
    assert len(game.history) == 6
    assert window.controller.guard.rules_disabled
    # Basic rules from then on: turns alternate after every segment.
    assert game.turn == 1


def test_a_variant_leaving_the_player_nothing_to_do_is_switched_off(window: MainWindow, qtbot) -> None:  # noqa: ANN001
    """Neither a segment nor a pass, yet not over: the window says so once and the basic rules
    let the players finish the game."""
    setup = GameSetup("stuck", (PlayerSpec("A"), PlayerSpec("B")), "phone-24")
    window.controller.new_game(setup, random_stars(24, 3), {})
    messages: list[str] = []
    window.controller.problem.connect(messages.append)
    for _ in range(4):
        human_move(window)
    qtbot.waitUntil(lambda: bool(messages), timeout=2000)
    assert len(messages) == 1 and "stuck" in messages[0] and "can neither draw a segment nor pass" in messages[0]
    assert window.controller.guard.rules_disabled
    human_move(window)  # the basic rules offer segments again
    assert len(window.controller.game.history) == 5


@pytest.mark.parametrize("rules", BAD_STARTS)
def test_a_record_whose_variant_cannot_start_is_refused_with_one_message(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rules: str) -> None:
    """SystemExit or KeyboardInterrupt while the game is built, or a first state that is no
    TurnState, is the variant's failure: one message, the window goes on."""
    path = tmp_path / f"{rules}.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": rules,
                                "stars": [[0.1, 0.1], [0.9, 0.1], [0.5, 0.8], [0.5, 0.4]], "moves": [[0, 1]]}))
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    assert not window.open_file(str(path))
    assert len(errors) == 1 and errors[0].startswith(f"Cannot open {rules}.triangles: the rules variant {rules!r} failed")
    start(window, "classic", "bad:throw")  # the window still plays
    assert window.controller.game is not None and window.controller.game.rules_name == "classic"


def test_a_new_game_whose_variant_raises_system_exit_is_refused_with_one_message(window: MainWindow) -> None:
    """As at start, when the variant asked for (a replacement `classic`) cannot build its game."""
    players = (PlayerSpec("A"), PlayerSpec("B"))
    assert not window.start_game(NewGameChoice("quitter", {}, players, "phone-24", "nebula"), seed=3)
    assert window.view.message() == "Cannot start this game: the rules variant 'quitter' failed: SystemExit: 7."
    assert window.start_game(NewGameChoice("classic", {}, players, "phone-24", "nebula"), seed=3)


class ThrowingTheme(ThemePlugin):
    name = "broken"
    title = "Broken"

    def load(self) -> Any:
        raise OSError("theme file vanished")


class HangingTheme(ThemePlugin):
    name = "stuck"
    title = "Stuck"

    def load(self) -> Any:
        RELEASE.wait(30)
        return {}


def test_theme_plugins_that_throw_or_hang_are_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    import triangles.theme.catalogue as catalogue

    monkeypatch.setattr(catalogue, "THEME_LOAD_SECONDS", 0.3)
    RELEASE.clear()
    reg = Registry()
    reg.add("triangles.themes", "broken", ThrowingTheme, "test", "test")
    reg.add("triangles.themes", "stuck", HangingTheme, "test", "test")
    start_time = time.monotonic()
    cat = ThemeCatalogue(reg, None)
    elapsed = time.monotonic() - start_time
    RELEASE.set()
    assert elapsed < 5
    broken, stuck = cat.get("broken"), cat.get("stuck")
    assert broken is not None and not broken.ok and "theme file vanished" in (broken.error or "")
    assert stuck is not None and not stuck.ok and "did not load within" in (stuck.error or "")
    assert cat.load("stuck").name == "nebula"


class ExitingTheme(ThemePlugin):
    name = "exiting"
    title = "Exiting"

    def load(self) -> Any:
        raise SystemExit(5)


class InterruptingTheme(ThemePlugin):
    name = "interrupting"
    title = "Interrupting"

    def load(self) -> Any:
        raise KeyboardInterrupt


def test_theme_plugins_that_raise_system_exit_or_keyboard_interrupt_are_listed_as_errors() -> None:
    reg = Registry()
    reg.add("triangles.themes", "exiting", ExitingTheme, "test", "test")
    reg.add("triangles.themes", "interrupting", InterruptingTheme, "test", "test")
    cat = ThemeCatalogue(reg, None)
    exiting, interrupting = cat.get("exiting"), cat.get("interrupting")
    assert exiting is not None and not exiting.ok and "SystemExit" in (exiting.error or "")
    assert interrupting is not None and not interrupting.ok and "KeyboardInterrupt" in (interrupting.error or "")
    assert cat.load("exiting").name == "nebula"


class ListTheme(ThemePlugin):
    name = "listed"
    title = "Listed"

    def load(self) -> Any:
        return ["player1", "#ff0000"]


def test_a_theme_plugin_whose_load_returns_no_table_says_so() -> None:
    reg = Registry()
    reg.add("triangles.themes", "listed", ListTheme, "test", "test")
    entry = ThemeCatalogue(reg, None).get("listed")
    assert entry is not None and entry.error == "load() returned list, not a table of theme keys (a dict)"
