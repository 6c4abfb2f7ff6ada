"""The dice game in the window shows the roll in one place, never ahead of the die, and names the
actions as the rules do; the Rules window animates the exact-count example with its rolls; the New
Game dialog shows the difficulty in words; the window has the app's icon."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel

from triangles.plugins.api import Action, AIPlayer, AIPlugin, GameView, Move, Pass
from triangles.plugins.registry import Registry
from triangles.ui.app import app_icon, application
from triangles.ui.variants.dice_panel import die_face
from triangles.ui.i18n import install_language
from triangles.ui.main_window import MainWindow
from triangles.ui.dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from triangles.ui.game.players import PlayerSpec
from triangles_classic import ClassicRules
from triangles_dice import DiceRules

#: The count of lines left in a turn ("3 lines left").
LINES_LEFT = re.compile(r"\b\d+ lines? left\b")


@pytest.fixture
def registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    return reg


@pytest.fixture
def window(qtbot, registry, settings) -> MainWindow:
    install_language("en")  # as the application does at start: English has its own plural forms
    win = MainWindow(registry, settings)
    qtbot.addWidget(win)
    win.resize(900, 760)
    win.show()
    return win


def start(win: MainWindow, mode: str = "normal"):
    players = (PlayerSpec("Ada"), PlayerSpec("Bob"))
    assert win.start_game(NewGameChoice("dice", {"mode": mode}, players, "phone-24", "nebula"), seed=5)
    return win.controller.game


def visible_texts(win: MainWindow) -> list[str]:
    return [w.text() for w in win.findChildren(QLabel) if w.isVisible()]


def test_segments_left_appear_only_once_the_die_lands(qtbot, window):
    game = start(window)
    panel = window.dice_panel
    assert panel.rolling and not panel.left.isVisible()
    assert not any("left" in t and "Hints" not in t for t in visible_texts(window))  # nothing gives the roll away
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    assert panel.die.text() == die_face(game.state.roll)
    assert panel.left.isVisible() and str(game.state.remaining) in panel.left.text()


def test_the_score_bar_no_longer_repeats_the_die(qtbot, window):
    start(window)
    qtbot.waitUntil(lambda: not window.dice_panel.rolling, timeout=3000)
    bar_texts = [w.text() for w in window.score_bar.findChildren(QLabel) if w.isVisible()]
    assert not any(face in t for t in bar_texts for face in map(die_face, range(1, 7)))
    assert not any(LINES_LEFT.search(t) for t in bar_texts)
    shown = [t for t in visible_texts(window) if LINES_LEFT.search(t)]
    assert shown == [window.dice_panel.left.text()]  # one display of the lines left


def test_a_segment_drawn_while_the_die_rolls_lands_it_at_once(qtbot, window, monkeypatch):
    monkeypatch.setattr("triangles_dice.new_seed", lambda: 0)  # the die's stream: 5, 6, 1, ...
    game = start(window)
    panel = window.dice_panel
    assert game.state.roll == 5 and panel.rolling
    seg = next(iter(game.legal_moves))
    window.controller.play_human(Move(seg.a, seg.b))
    assert game.state.remaining == game.state.roll - 1
    assert not panel.rolling and panel.die.text() == die_face(game.state.roll)
    assert panel.left.isVisible() and str(game.state.remaining) in panel.left.text()


def test_no_die_or_count_once_the_game_is_over(qtbot, window):
    game = start(window)
    window.controller.play_human(Pass())
    window.controller.play_human(Pass())  # two whole turns without a segment end the game
    assert game.is_over()
    assert not window.dice_panel.dice_row.isVisible() and not window.dice_panel.rolling
    assert window.dice_panel.ending.isVisible()


def test_actions_are_named_as_the_rules_name_them(qtbot, window):
    start(window)
    assert window.act_pass.text().replace("&", "") == "Pass turn"
    assert window.act_hint.text().replace("&", "") == "Suggest move"
    assert (window.btn_pass.text(), window.btn_hint.text()) == ("Pass turn", "Suggest move")


def test_short_action_names_only_where_the_bar_has_no_room(qtbot, window):
    start(window)
    window.resize(260, 700)
    qtbot.waitUntil(lambda: window.btn_pass.text() == "Pass")
    assert window.btn_hint.text() == "Suggest"
    window.resize(900, 760)
    qtbot.waitUntil(lambda: window.btn_pass.text() == "Pass turn")


def test_new_game_dialog_shows_the_difficulty_in_words(qtbot, registry, settings):
    dialog = NewGameDialog(registry, settings)
    qtbot.addWidget(dialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("dice"))
    spec, combo = dialog._option_widgets["mode"]
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == ["Beginner", "Normal", "Expert"]
    assert [combo.itemData(i) for i in range(combo.count())] == ["beginner", "normal", "expert"]
    assert spec.choice_label("expert") == "Expert"


def test_rules_window_animates_the_dice_example_with_its_rolls(qtbot, window):
    window.rules_window()
    rules = window._dialogs["rules"]
    board = rules.examples["dice"]
    board.playing.wait()  # the rules play the example through off the window's thread
    assert board.shown_die == (2, 2, 1)  # player 1 rolled 2
    for _ in range(3):  # A-B and A-C by player 1 (roll 2), then B-C refused to player 2 (roll 3)
        board.advance()
    assert board.shown_die == (3, 3, 2)
    assert len(board.board.segment_items()) == 2
    board.play_to_end()
    assert len(board.board.triangle_items()) == 1 and board.script.score == (0, 1) and board.script.over
    captions = [label.text() for label, source, _ in rules._texts if source.startswith("Player 2 rolled 3")]
    assert captions and "B–C" in captions[0]


def test_the_window_has_the_app_icon(qtbot, window):
    application()
    icon = QApplication.windowIcon()
    assert not icon.isNull() and not app_icon().isNull()
    assert not window.windowIcon().isNull()
    assert max(s.width() for s in app_icon().availableSizes()) == 256


def test_undo_into_an_earlier_turn_shows_its_roll_without_rolling_again(qtbot, window, monkeypatch):
    monkeypatch.setattr("triangles_dice.new_seed", lambda: 0)  # the die's stream: 5, 6, 1, ...
    game = start(window)
    panel = window.dice_panel
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    window.controller.play_human(Pass())
    assert game.state.roll == 6 and panel.rolling
    window.controller.undo()
    assert game.state.roll == 5 and not panel.rolling  # undo never re-rolls, and does not look like it
    assert panel.die.text() == die_face(5) and "5" in panel.left.text()


def test_redo_into_the_next_turn_shows_the_same_roll(qtbot, window, monkeypatch):
    monkeypatch.setattr("triangles_dice.new_seed", lambda: 0)  # the die's stream: 5, 6, 1, ...
    game = start(window)
    qtbot.waitUntil(lambda: not window.dice_panel.rolling, timeout=3000)
    window.controller.play_human(Pass())
    window.controller.undo()
    assert game.state.roll == 5
    window.act_redo.trigger()
    assert game.state.roll == 6 and game.state.player == 2 and len(game.history) == 1


def test_a_phone_bar_keeps_undo_in_play_and_new_game_once_the_game_is_over(qtbot, window):
    window.resize(344, 760)  # a phone's window
    game = start(window)
    qtbot.waitUntil(lambda: not window.dice_panel.rolling, timeout=3000)
    shown = lambda: {b for b in (window.btn_new, window.btn_undo, window.btn_pass, window.btn_hint) if b.isVisible()}  # noqa: E731
    assert shown() == {window.btn_undo, window.btn_pass, window.btn_hint}
    window.controller.play_human(Pass())
    window.controller.play_human(Pass())  # two whole turns without a segment end the game
    assert game.is_over()
    assert window.btn_new in shown() and window.btn_undo in shown() and window.btn_pass not in shown()


class _FirstLine(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Action:
        moves = view.legal_moves()
        return moves[0] if moves else Pass()


class _FirstLineAI(AIPlugin):
    name = "firstline"
    title = "First line"
    levels = ("only",)
    supports = ("dice",)
    budgets = {"only": 0.2}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        return _FirstLine()


def test_once_the_computers_turn_ends_the_board_says_what_it_rolled_and_drew(qtbot, registry, settings, monkeypatch):
    monkeypatch.setattr("triangles_dice.new_seed", lambda: 0)  # the die's stream: 5, 6, 1, ...
    registry.add("triangles.ai", "firstline", _FirstLineAI, "tests", "test")
    install_language("en")
    win = MainWindow(registry, settings)
    qtbot.addWidget(win)
    win.resize(900, 760)
    win.show()
    win.controller.computer_delay_ms = 0
    players = (PlayerSpec("Ada"), PlayerSpec("Bot", "firstline:only"))
    assert win.start_game(NewGameChoice("dice", {"mode": "normal"}, players, "phone-24", "nebula"), seed=5)
    game = win.controller.game
    qtbot.waitUntil(lambda: not win.dice_panel.rolling, timeout=3000)
    win.controller.play_human(Pass())
    qtbot.waitUntil(lambda: win.controller.is_human_turn(), timeout=10000)
    drawn_by_bot = sum(1 for action, mover in zip(game.history, win.controller.position.movers) if mover == 2 and isinstance(action, Move))
    assert 1 <= drawn_by_bot <= 6
    assert re.match(rf"Bot rolled 6 and drew {drawn_by_bot} line", win.view.message()), win.view.message()
    bot_stars = [i for action, mover in zip(game.history, win.controller.position.movers)
                 if mover == 2 and isinstance(action, Move) for i in (action.a, action.b)]
    assert win.view._avoid == win.view.mapFromScene(win.scene.stars_rect(bot_stars)).boundingRect().adjusted(-16, -16, 16, 16)
