"""The flow of one action in the window: the rules are asked once per tap, a computer's answer
that comes back after an undo is dropped, and rules that hang or exit never freeze or close the
window."""

from __future__ import annotations

import json
import threading
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from uihelpers import SQUARE, drag, make_window, start

from triangles.engine import random_stars
from triangles.engine import record as records
from triangles.plugins.api import Action, AIPlayer, AIPlugin, GameView, Pass
from triangles.plugins.registry import Registry
from triangles.ui.game import rules_thread
from triangles.ui.game.controller import GameSetup
from triangles.ui.game.players import PlayerSpec
from triangles_classic import ClassicGame, ClassicRules
from triangles_dice import DiceGame, DiceRules


def _count_outcome_calls(monkeypatch: pytest.MonkeyPatch, cls: type) -> list[int]:
    """Count calls of `outcome` on games of `cls` (the guarded class a window game has)."""
    calls = [0]
    original = cls.outcome

    def counted(self):  # noqa: ANN001, ANN202
        calls[0] += 1
        return original(self)

    monkeypatch.setattr(cls, "outcome", counted)
    return calls


@pytest.mark.parametrize("rules", ["classic", "dice"])
def test_one_tap_asks_the_rules_for_the_outcome_at_most_twice(qtbot, settings, monkeypatch, rules):
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    registry.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    window = make_window(qtbot, registry, settings)
    window.controller.new_game(GameSetup(rules, (PlayerSpec("A"), PlayerSpec("B"))), random_stars(24, 4), {})
    game = window.controller.game
    assert isinstance(game, DiceGame if rules == "dice" else ClassicGame)
    calls = _count_outcome_calls(monkeypatch, type(game))
    for _ in range(4):
        move = next(iter(game.legal_moves))
        calls[0] = 0
        drag(window, move.a, move.b)
        assert len(game.history) >= 1
        # Once inside push (is the game over before the move?) and once for the views (after it).
        assert calls[0] == 2, calls[0]


GATE = threading.Event()


class GatedPlayer(AIPlayer):
    """Answers only when the test opens the gate."""

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        GATE.wait(10)
        moves = view.legal_moves()
        return moves[0] if moves else Pass()


class GatedAI(AIPlugin):
    name = "gated"
    title = "Gated"
    levels = ("one",)
    supports = ("*",)
    budgets = {"one": 5.0}

    def create(self, level, seed=None):  # noqa: ANN001
        return GatedPlayer()


@pytest.fixture
def gated_window(qtbot, settings):
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    registry.add("triangles.ai", "gated", GatedAI, "tests", "test")
    window = make_window(qtbot, registry, settings)
    GATE.clear()
    yield window
    GATE.set()
    window.controller.wait_idle(5000)


def test_a_computer_answer_arriving_after_undo_is_not_played(qtbot, gated_window):
    window, controller = gated_window, gated_window.controller
    start(window, SQUARE, (PlayerSpec("Me"), PlayerSpec("Computer", "gated:one")))
    drag(window, 0, 1)
    qtbot.waitUntil(lambda: controller.is_thinking, timeout=2000)
    qtbot.wait(50)  # the computer's thread is waiting at the gate
    window.btn_undo.click()
    assert controller.game.history == [] and controller.is_human_turn()
    GATE.set()  # the answer for the position before the undo arrives now
    assert controller.wait_idle(5000)
    qtbot.wait(100)
    assert controller.game.history == []  # dropped: not played as the person's move
    assert controller.is_human_turn() and not controller.is_thinking
    drag(window, 1, 2)  # the person plays on, the computer answers this position
    qtbot.waitUntil(lambda: len(controller.game.history) == 2, timeout=5000)
    assert [p for p in controller.game.movers] == [1, 2]


def test_a_computer_answer_arriving_after_a_new_game_is_not_played(qtbot, gated_window):
    window, controller = gated_window, gated_window.controller
    start(window, SQUARE, (PlayerSpec("Me"), PlayerSpec("Computer", "gated:one")))
    drag(window, 0, 1)
    qtbot.waitUntil(lambda: controller.is_thinking, timeout=2000)
    start(window, SQUARE, (PlayerSpec("Ada"), PlayerSpec("Bo")))
    GATE.set()
    assert controller.wait_idle(5000)
    qtbot.wait(100)
    assert controller.game.history == [] and controller.is_human_turn()


class Sleepy(ClassicGame):
    """A variant whose turn hook sleeps far longer than anyone waits (while `SLEEP` is set)."""

    rules_name = "sleepy"

    def state_after_segment(self, closed: int):
        SLEEP.wait(30)
        return super().state_after_segment(closed)


SLEEP = threading.Event()


class SleepyRules(ClassicRules):
    name = "sleepy"
    title = "Sleepy"

    def create_game(self, board, options, extra):  # noqa: ANN001
        return Sleepy(board, options)


def test_a_hanging_rules_hook_leaves_the_window_live_and_the_game_can_be_ended(qtbot, settings, monkeypatch):
    monkeypatch.setattr(rules_thread, "PATIENCE_S", 0.3)
    registry = Registry()
    registry.add("triangles.rules", "sleepy", SleepyRules, "tests", "test")
    window = make_window(qtbot, registry, settings)
    controller = window.controller
    controller.new_game(GameSetup("sleepy", (PlayerSpec("A"), PlayerSpec("B"))), SQUARE, {"extra_turn": False})
    SLEEP.set()
    drag(window, 0, 1)  # answered at once
    SLEEP.clear()
    ticks: list[float] = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    boxes: list[QMessageBox] = []

    def end_when_asked() -> None:
        box = window.findChild(QMessageBox, "rulesNotResponding")
        if box is not None and box.isVisible() and not boxes:
            boxes.append(box)
            assert "The rules variant sleepy is not responding" in box.text()
            end = next(b for b in box.buttons() if b.text() == "End game")
            end.click()

    watcher = QTimer(window)
    watcher.timeout.connect(end_when_asked)
    watcher.start(50)
    try:
        assert not controller.play_human(next(iter(controller.game.legal_moves)))  # the tap never answers
    finally:
        SLEEP.set()
        watcher.stop()
        timer.stop()
    assert boxes, "the window did not say that the rules are not responding"
    assert len(ticks) >= 3 and max(b - a for a, b in zip(ticks, ticks[1:])) < 1.0  # the window stayed live
    assert controller.ended_unanswered and not controller.is_human_turn()
    assert window.score_bar.status.text() == "Game ended"
    assert not window.btn_undo.isEnabled() and not controller.play_human(next(iter(controller.game.legal_moves)))
    (kept,) = settings.data_dir.glob("ended-*.triangles")  # the game as it was before the unanswered tap
    assert [m.to_json() for m in records.load(kept).moves] == [[0, 1]]
    assert str(kept) in window.view.message()


def test_a_call_made_while_another_waits_does_not_strand_the_first(qtbot):
    """A rules call started from the event loop while an earlier one waits (a menu action during a
    slow hook): both return, in order, and neither waits for ever."""
    thread = rules_thread.RulesThread()
    slow = threading.Event()
    answers: list[str] = []

    def second() -> None:
        answers.append(thread.call(lambda: "second"))

    QTimer.singleShot(50, second)
    QTimer.singleShot(150, slow.set)
    answers.append(thread.call(lambda: (slow.wait(5), "first")[1]))
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=3000)
    assert sorted(answers) == ["first", "second"] and not thread.busy
    thread.close()


def test_the_not_responding_message_names_the_variant_of_a_record_being_opened(qtbot, settings, monkeypatch, tmp_path):
    """The variant hangs while the record's moves are replayed, before the game has started."""
    monkeypatch.setattr(rules_thread, "PATIENCE_S", 0.3)
    registry = Registry()
    registry.add("triangles.rules", "sleepy", SleepyRules, "tests", "test")
    window = make_window(qtbot, registry, settings)
    path = tmp_path / "sleepy.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": "sleepy", "stars": SQUARE, "moves": [[0, 1]]}))
    SLEEP.clear()
    texts: list[str] = []

    def wait_when_asked() -> None:
        box = window.findChild(QMessageBox, "rulesNotResponding")
        if box is not None and box.isVisible() and not texts:
            texts.append(box.text())
            next(b for b in box.buttons() if b.text() == "Wait").click()
            SLEEP.set()  # the rules answer after all

    watcher = QTimer(window)
    watcher.timeout.connect(wait_when_asked)
    watcher.start(50)
    try:
        assert window.open_file(str(path))
    finally:
        SLEEP.set()
        watcher.stop()
    assert texts == ["The rules variant sleepy is not responding."]
    assert [m.to_json() for m in window.controller.game.history] == [[0, 1]]


class SleepyEnd(ClassicGame):
    """A variant whose `outcome` sleeps far longer than anyone waits (while `SLEEP` is clear):
    it hangs after its moves are replayed, when the window asks for the first position."""

    rules_name = "sleepy-end"

    def outcome(self):  # noqa: ANN201
        SLEEP.wait(30)
        return super().outcome()


class SleepyEndRules(ClassicRules):
    name = "sleepy-end"
    title = "Sleepy end"

    def create_game(self, board, options, extra):  # noqa: ANN001
        return SleepyEnd(board, options)


def _end_when_asked(window) -> QTimer:  # noqa: ANN001
    """Presses "End game" on the not-responding message as soon as it shows."""

    def press() -> None:
        box = window.findChild(QMessageBox, "rulesNotResponding")
        if box is not None and box.isVisible():
            next(b for b in box.buttons() if b.text() == "End game").click()

    watcher = QTimer(window)
    watcher.timeout.connect(press)
    watcher.start(50)
    return watcher


@pytest.mark.parametrize("rules, cls", [("sleepy", SleepyRules), ("sleepy-end", SleepyEndRules)])
def test_ending_a_record_being_opened_keeps_the_game_in_play(qtbot, settings, monkeypatch, tmp_path, rules, cls):
    """The variant hangs while the record's moves are replayed ("sleepy") or when its first
    position is read ("sleepy-end"); the player ends it. The file is not opened, the game in play
    is untouched and still played, and nothing is kept as an ended game."""
    monkeypatch.setattr(rules_thread, "PATIENCE_S", 0.3)
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "tests", "test")
    registry.add("triangles.rules", rules, cls, "tests", "test")
    window = make_window(qtbot, registry, settings)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", errors.append)
    controller = window.controller
    controller.new_game(GameSetup("classic", (PlayerSpec("A"), PlayerSpec("B"))), SQUARE, {"extra_turn": False})
    drag(window, 0, 1)
    path = tmp_path / "hangs.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": rules, "stars": SQUARE, "moves": [[0, 2]]}))
    SLEEP.clear()
    watcher = _end_when_asked(window)
    try:
        assert not window.open_file(str(path))
    finally:
        SLEEP.set()
        watcher.stop()
    assert errors == [f"Cannot open hangs.triangles: the rules variant {rules} did not answer."]
    assert controller.setup.rules == "classic" and [m.to_json() for m in controller.game.history] == [[0, 1]]
    assert not controller.ended_unanswered and not list(settings.data_dir.glob("ended-*.triangles"))
    drag(window, 1, 2)
    assert [m.to_json() for m in controller.game.history] == [[0, 1], [1, 2]]


def test_an_unfinished_game_whose_rules_hang_is_set_aside_and_a_new_game_starts(qtbot, settings, monkeypatch):
    """Resumed at start-up, its variant never answers: after "End game" the file is kept under
    another name that Open lists (the next start does not wait for it again) and a classic game
    starts."""
    monkeypatch.setattr(rules_thread, "PATIENCE_S", 0.3)
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "tests", "test")
    registry.add("triangles.rules", "sleepy-end", SleepyEndRules, "tests", "test")
    window = make_window(qtbot, registry, settings)
    window.autosave_path.parent.mkdir(parents=True, exist_ok=True)
    window.autosave_path.write_text(json.dumps({"format": "triangles/2", "rules": "sleepy-end", "stars": SQUARE, "moves": []}))
    SLEEP.clear()
    watcher = _end_when_asked(window)
    try:
        window.start()
    finally:
        SLEEP.set()
        watcher.stop()
    assert not window.autosave_path.exists()
    (kept,) = settings.data_dir.glob("ended-*.triangles")  # listed by Open, as an ended game is
    assert records.load(kept).rules == "sleepy-end"
    assert "the rules variant sleepy-end did not answer (the file is kept as ended-" in window.view.message()
    assert window.controller.setup.rules == "classic" and window.controller.is_human_turn()


def test_ending_a_new_game_whose_rules_hang_keeps_the_game_in_play(qtbot, settings, monkeypatch):
    from triangles.ui.dialogs.new_game_dialog import NewGameChoice

    monkeypatch.setattr(rules_thread, "PATIENCE_S", 0.3)
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "tests", "test")
    registry.add("triangles.rules", "sleepy-end", SleepyEndRules, "tests", "test")
    window = make_window(qtbot, registry, settings)
    controller = window.controller
    controller.new_game(GameSetup("classic", (PlayerSpec("A"), PlayerSpec("B"))), SQUARE, {"extra_turn": False})
    drag(window, 0, 1)
    SLEEP.clear()
    watcher = _end_when_asked(window)
    try:
        assert not window.start_game(NewGameChoice("sleepy-end", {}, (PlayerSpec("A"), PlayerSpec("B")), "phone-24", "nebula"))
    finally:
        SLEEP.set()
        watcher.stop()
    assert window.view.message() == "Cannot start this game: the rules variant sleepy-end did not answer."
    assert controller.setup.rules == "classic" and [m.to_json() for m in controller.game.history] == [[0, 1]]
