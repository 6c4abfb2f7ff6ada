"""The dice variant in the game window: die roll, Pass turn, Suggest move and its counter, and
Beginner's tips closed for good with "I understand how to play"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from triangles.plugins.api import Move
from triangles.plugins.registry import Registry
from triangles.ui.variants.dice_panel import TIPS_DISMISSED_KEY, die_face
from triangles.ui.main_window import MainWindow
from triangles.ui.dialogs.new_game_dialog import NewGameChoice
from triangles.ui.game.players import PlayerSpec
from triangles_classic import ClassicRules
from triangles_dice import DiceRules


@pytest.fixture
def window(qtbot, settings):
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    win = MainWindow(reg, settings)
    qtbot.addWidget(win)
    win.show()
    return win


def start(win, mode="normal", rules="dice"):
    players = (PlayerSpec("Ada"), PlayerSpec("Bob"))
    options = {"mode": mode} if rules == "dice" else {}
    assert win.start_game(NewGameChoice(rules, options, players, "phone-24", "nebula"), seed=5)
    return win.controller.game


def test_the_die_rolls_with_a_short_animation_each_turn(qtbot, window):
    game = start(window)
    panel = window.dice_panel
    assert panel.isVisible() and panel.rolling
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    assert panel.die.text() == die_face(game.state.roll)
    window.btn_pass.click()
    assert game.turn == 2 and panel.rolling
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    assert panel.die.text() == die_face(game.state.roll)


def test_pass_turn_gives_up_the_rest_of_the_turn(qtbot, window):
    game = start(window)
    first = game.state.roll
    assert window.btn_pass.isVisible() and window.btn_pass.isEnabled()
    window.btn_pass.click()
    assert game.turn == 2 and game.state.turn == 1 and game.history[-1].to_json() == "pass"
    assert game.state.remaining == game.state.roll and game.rolls.known()[0] == first


def test_suggest_move_counts_down_and_shows_on_the_board(qtbot, window):
    game = start(window, "normal")
    panel = window.dice_panel
    assert window.btn_hint.isVisible() and panel.hints.isVisible()
    assert panel.hints.text().endswith("3")
    shown = []
    window.controller.hint_ready.connect(shown.append)
    items_before = len(window.scene.items())
    window.btn_hint.click()
    assert len(shown) == 1 and game.check(shown[0]) is None
    assert len(window.scene.items()) > items_before  # the hint drawn on the board
    assert panel.hints.text().endswith("2") and game.hints_left() == 2
    assert window.scene.hint() == tuple(sorted(shown[0].key))
    # Asked again before a move: the same suggestion, still on the board, not paid again.
    window.btn_hint.click()
    window.btn_hint.click()
    assert len(shown) == 3 and shown[1] == shown[0] == shown[2]
    assert game.hints_left() == 2 and panel.hints.text().endswith("2")
    assert window.scene.hint() == tuple(sorted(shown[0].key))
    # Escape puts it away; asking again shows it again, for free.
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.hint() is None
    window.btn_hint.click()
    assert window.scene.hint() == tuple(sorted(shown[0].key)) and game.hints_left() == 2
    # Drawing takes it off the board; the next suggestion is a new one and costs one.
    window.controller.play(shown[0])
    assert window.scene.hint() is None
    before = game.hints_left()  # the player to move now (the same or the other one)
    window.btn_hint.click()
    assert len(shown) == 5 and shown[4] != shown[0] and game.hints_left() == before - 1


def test_no_suggest_move_in_expert(qtbot, window):
    start(window, "expert")
    assert not window.btn_hint.isVisible() and not window.dice_panel.hints.isVisible()
    assert window.btn_pass.isVisible()


def test_beginner_tips_close_for_good(qtbot, window, settings):
    start(window, "beginner")
    panel = window.dice_panel
    assert panel.rolling and not panel.tip_box.isVisible()  # the tip names the roll: not before it lands
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    assert panel.tip_box.isVisible() and panel.tip.text()
    assert str(window.controller.game.state.roll) in panel.tip.text()
    panel.understood.click()
    assert not panel.tip_box.isVisible()
    assert settings.get_bool(TIPS_DISMISSED_KEY, False)
    start(window, "beginner")  # a new game: still closed
    assert not panel.tip_box.isVisible()


@pytest.mark.parametrize("by", ["tap", "keyboard"])
def test_closing_the_tips_leaves_the_keyboard_on_the_board(qtbot, window, by):
    """The button hides itself: after a tap Qt handed the focus to New game, where Enter and
    Page Down did nothing on the board. A tap leaves the keys on the board; a keyboard player
    who tabbed to the button is brought back there."""
    start(window, "beginner")
    panel = window.dice_panel
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    if by == "tap":
        QTest.mouseClick(panel.understood, Qt.MouseButton.LeftButton)
    else:
        panel.understood.setFocus(Qt.FocusReason.TabFocusReason)
        assert panel.understood.hasFocus()
        QTest.keyClick(panel.understood, Qt.Key.Key_Space)
    assert not panel.tip_box.isVisible()
    assert window.view.hasFocus()


def test_no_tips_in_normal_mode(qtbot, window):
    start(window, "normal")
    assert not window.dice_panel.tip_box.isVisible()


def test_the_panel_hides_for_rules_without_a_die(qtbot, window):
    start(window, rules="classic")
    assert not window.dice_panel.isVisible()
    assert window.btn_hint.isHidden()


def close_one_triangle(game):
    """Moves for the player to move that close a valid triangle within a roll of 3 or more."""
    a, b, c = (int(v) for v in game.board.triangles[game.scoring_mask.nonzero()[0][0]])
    return [Move(a, b), Move(b, c), Move(a, c)]


def test_rule11_conquered_triangles_show_the_conquerors_avatar(qtbot, window):
    from triangles.engine import random_stars
    from triangles.plugins.api import GameRecord
    from triangles.ui.variants.dice_avatars import AvatarItem

    players = [{"name": "Anna", "ai": ""}, {"name": "Andrea", "ai": ""}]
    window.controller.load_record(
        GameRecord("dice", {}, random_stars(24, 5).tolist(), [], {"seed": 1, "rolls": [6], "players": players})
    )
    game = window.controller.game
    layer = window.dice_panel.avatars
    qtbot.waitUntil(lambda: layer.enabled, timeout=2000)
    for move in close_one_triangle(game):
        assert window.controller.play_human(move)
    assert len(layer.items) == 1 and layer.items[0].scene() is window.scene
    assert isinstance(layer.items[0], AvatarItem) and layer.items[0].initial == "Ann"
    # The avatar follows the theme in force, not the one it was won under.
    green = window.theme.with_values(name="green", player1="#22cc44")
    window.set_theme(green)
    assert layer.items[0].colour.name() == "#22cc44"
    window.controller.undo()
    qtbot.waitUntil(lambda: not layer.items, timeout=2000)
    for move in close_one_triangle(game):
        window.controller.play_human(move)
    assert len(layer.items) == 1


def test_no_avatars_in_rules_without_a_die(qtbot, window):
    game = start(window, rules="classic")
    for move in close_one_triangle(game):
        window.controller.play_human(move)
    qtbot.wait(10)
    assert game.score != (0, 0) and window.dice_panel.avatars.items == []


def test_the_panel_says_why_a_dice_rule_ended_the_game(qtbot, window):
    game = start(window)
    panel = window.dice_panel
    assert not panel.ending.isVisible()
    window.btn_pass.click()
    window.btn_pass.click()
    assert game.outcome().reason == "both_passed"
    assert panel.ending.isVisible() and panel.ending.text()


def test_the_panel_explains_a_loss_without_useful_move(qtbot, window):
    from triangles.plugins.api import GameRecord

    rec = GameRecord("dice", {}, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]], [Move(0, 1), Move(0, 2)],
                     {"seed": 1, "rolls": [2, 3], "players": [{"name": "Ada", "ai": ""}, {"name": "Bob", "ai": ""}]})
    window.controller.load_record(rec)
    game = window.controller.game
    assert game.outcome().reason == "no_useful_move" and game.outcome().winner == 1
    text = window.dice_panel.ending.text()
    assert window.dice_panel.ending.isVisible() and text.startswith("Bob") and "Ada" in text


def test_suggest_move_is_computed_by_the_computer_player_engine(qtbot, settings):
    from triangles_ai import StandardAI

    reg = Registry()
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    reg.add("triangles.ai", "standard", StandardAI, "triangles", "test")
    win = MainWindow(reg, settings)
    qtbot.addWidget(win)
    win.show()
    game = start(win)
    shown = []
    win.controller.hint_ready.connect(shown.append)
    win.btn_hint.click()
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert game.check(shown[0]) is None and game.hints_left() == 2
    assert win.dice_panel.hints.text().endswith("2")


def test_every_refusal_end_and_tip_of_the_dice_rules_has_its_words():
    from triangles_dice import EXACT_COUNT, PROTECTED, TIP_KEYS

    assert set(DiceRules.refusals) == {EXACT_COUNT, PROTECTED}
    assert set(DiceRules.outcome_reasons) == {"no_useful_move", "no_useful_move/you_lost", "no_useful_move/you_won", "all_protected",
                                             "all_protected/you_lost", "all_protected/you_won", "both_passed", "no_triangles_left"}
    assert set(DiceRules.tips) == set(TIP_KEYS)


@pytest.mark.parametrize("detail", ["exact_count", "protected"])
def test_a_dice_refusal_is_shown_in_the_rules_words(detail):
    from triangles.plugins.api import Reason
    from triangles.ui.game.controller import reason_text

    text = reason_text(Reason.NOT_ALLOWED, detail, DiceRules.refusals)
    assert text == DiceRules.refusals[detail] and text != detail


def test_the_exact_count_refusal_reaches_the_player_in_words(qtbot, window):
    from triangles.engine import GameRecord

    stars = [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87], [5.0, 0.02], [6.0, 0.0]]
    rec = GameRecord("dice", {"min_angle": 30}, stars, [Move(0, 1), Move(0, 2)], {"seed": 7, "rolls": [2, 3]})
    window.controller.load_record(rec)
    messages = []
    window.controller.refused.connect(lambda a, b, text: messages.append(text))
    assert not window.controller.play_human(Move(1, 2))
    assert messages == ["The last line can only be drawn with exactly 1 line left in the turn."]


def star_places(window) -> list[tuple[int, int]]:
    """Where each star is drawn, in the board area's pixels."""
    view, area = window.view, window.board_area
    places = (view.viewport().mapTo(area, view.mapFromScene(window.scene.star_pos(i)))
              for i in range(len(window.controller.game.board.stars)))
    return [(p.x(), p.y()) for p in places]


def hidden_stars(window) -> list[int]:
    """The stars whose disc reaches under the tip or end band over the top of the board area."""
    overlay = window.dice_panel.overlay
    if not overlay.isVisible():
        return []
    bottom, radius = overlay.geometry().bottom(), window.view.theme.star_radius * window.view.zoom
    return [i for i, (_x, y) in enumerate(star_places(window)) if y - radius <= bottom]


@pytest.mark.parametrize("size", [(412, 915), (1280, 800)], ids=["phone", "tablet"])
def test_beginner_tips_and_the_end_reason_hide_no_star_and_the_board_never_moves_in_play(qtbot, window, size, monkeypatch):
    """Nothing of the board lies under Beginner's tips or the end reason: the board is fitted
    below the band they take at the top of the board area. While tips are on, the band is as
    tall as the tallest tip from the first roll on, so the board never moves during play as tips
    come, change and go (the die rolling, the other player's turn). It may move once when the
    tips are turned off for good ("I understand how to play"), and at the end if the reason
    needs more room than the tips; closing the end card does not move it."""
    monkeypatch.setattr("triangles_dice.new_seed", lambda: 0)  # the die's stream: 5, 6, 1, ... (a 1 has one tip)
    window.resize(*size)
    start(window, "beginner")
    panel = window.dice_panel
    QApplication.processEvents()
    assert panel.rolling and not panel.tip_box.isVisible()  # the first roll: no tip yet
    placed, tips = star_places(window), set()

    def in_play_nothing_moved_or_hidden() -> None:
        QApplication.processEvents()
        assert star_places(window) == placed
        assert hidden_stars(window) == []
        if panel.tip_box.isVisible():
            tips.add(panel.tip.text())

    for _turn in range(3):  # each player: the roll's tip, a segment (another tip), pass
        in_play_nothing_moved_or_hidden()
        qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
        in_play_nothing_moved_or_hidden()
        assert window.controller.play_human(next(iter(window.controller.game.legal_moves)))
        in_play_nothing_moved_or_hidden()
        window.btn_pass.click()
    in_play_nothing_moved_or_hidden()
    assert len(tips) >= 2  # tips of different heights came and went
    window.btn_pass.click()
    window.btn_pass.click()  # both passed a whole turn: the game ends, its reason is shown
    QApplication.processEvents()
    assert panel.ending.isVisible() and panel.overlay.isVisible() and hidden_stars(window) == []
    at_end = star_places(window)
    window.end_screen.close_button.click()
    QApplication.processEvents()
    assert panel.ending.isVisible() and hidden_stars(window) == [] and star_places(window) == at_end

    start(window, "beginner")  # tips turned off for good in play: the board may move, once
    qtbot.waitUntil(lambda: not panel.rolling and panel.tip_box.isVisible(), timeout=3000)
    panel.understood.click()
    QApplication.processEvents()
    assert not panel.overlay.isVisible() and hidden_stars(window) == []
    placed = star_places(window)
    assert window.controller.play_human(next(iter(window.controller.game.legal_moves)))
    window.btn_pass.click()
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    in_play_nothing_moved_or_hidden()
    window.btn_pass.click()
    window.btn_pass.click()
    QApplication.processEvents()
    assert panel.ending.isVisible() and hidden_stars(window) == []
    window.end_screen.close_button.click()
    QApplication.processEvents()
    assert panel.ending.isVisible() and hidden_stars(window) == []


def test_the_end_reason_hides_no_star_with_tips_off(qtbot, window):
    """Tips off, a board that fills the height of a tablet's board area: at the end it is
    fitted below the reason."""
    from triangles.plugins.api import GameRecord

    window.resize(1280, 800)
    window.dice_panel.dismiss_tips()
    seats = [{"name": "Ada", "ai": ""}, {"name": "Computer", "ai": "nobody:easy"}]
    rec = GameRecord("dice", {}, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]], [Move(0, 1), Move(0, 2)],
                     {"seed": 1, "rolls": [2, 3], "players": seats})
    window.controller.load_record(rec)
    QApplication.processEvents()
    assert window.dice_panel.ending.isVisible() and window.dice_panel.overlay.isVisible()
    assert hidden_stars(window) == []


@pytest.mark.parametrize("names, labels", [
    (("Anna", "Andrea"), ("Ann", "And")),
    (("Computer 1", "Computer 2"), ("C1", "C2")),
    (("You", "Computer"), ("Yo", "Co")),
    (("Ada", "ada"), ("A1", "A2")),
])
def test_avatars_tell_the_players_apart_by_more_than_one_letter(names, labels):
    from triangles.ui.variants.dice_avatars import avatar_labels

    assert avatar_labels(*names) == labels


@pytest.mark.parametrize("human_seat, words", [(2, "You had more than 1 line left"), (1, "you win.")])
def test_against_the_computer_the_end_says_you_with_the_right_verb(qtbot, window, human_seat, words):
    """Player 2 is left without a useful move; the person at the screen is "you"."""
    from triangles.plugins.api import GameRecord

    seats = [{"name": "Ada", "ai": ""}, {"name": "Computer", "ai": "nobody:easy"}]
    if human_seat == 2:
        seats.reverse()
    rec = GameRecord("dice", {}, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]], [Move(0, 1), Move(0, 2)],
                     {"seed": 1, "rolls": [2, 3], "players": seats})
    window.controller.load_record(rec)
    outcome = window.controller.game.outcome()
    assert outcome.reason == "no_useful_move" and window.controller.human_number() == human_seat
    text = window.controller.end_reason(outcome)
    assert words in text and "wins" not in text and text == window.dice_panel.ending.text()


@pytest.mark.parametrize("human_seat, words", [
    (2, "Every useful line left to you would enclose a triangle Ada conquered"),
    (1, "would enclose a triangle you conquered: Computer can build no more triangles, and you win."),
])
def test_a_player_left_only_protected_segments_is_told_why_the_game_ended(qtbot, window, human_seat, words):
    """Player 1 conquers A B D and B C D; the last useful segment, A-C, would complete A B C
    around them, which player 2 may never draw (rule 9): player 2 loses at once (rule 16)."""
    from triangles.plugins.api import GameRecord

    seats = [{"name": "Ada", "ai": ""}, {"name": "Computer", "ai": "nobody:easy"}]
    if human_seat == 2:
        seats = [{"name": "Ada", "ai": "nobody:easy"}, {"name": "You", "ai": ""}]
    stars = [[0.15, 0.8], [0.85, 0.8], [0.5, 0.15], [0.5, 0.58]]
    moves = [Move(0, 1), Move(0, 3), Move(1, 3), Move(2, 3), Move(1, 2)]
    rec = GameRecord("dice", {"min_area": 0.0, "min_angle": 0.0}, stars, moves,
                     {"seed": 1, "rolls": [3, 1, 1, 1], "players": seats})
    window.controller.load_record(rec)
    outcome = window.controller.game.outcome()
    assert outcome.reason == "all_protected" and outcome.winner == 1
    text = window.controller.end_reason(outcome)
    assert words in text and text == window.dice_panel.ending.text()


def test_the_end_screen_names_the_classic_end(qtbot, window):
    from triangles.plugins.api import GameRecord

    rec = GameRecord("classic", {}, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]], [Move(0, 1), Move(1, 2), Move(0, 2)], {})
    window.controller.load_record(rec)
    outcome = window.controller.game.outcome()
    assert outcome is not None
    window._show_end(*window.result_text(outcome), window.controller.end_reason(outcome))
    assert window.end_screen.reason.isVisible()
    assert window.end_screen.reason.text() == "No triangle can be closed any more."


def test_a_drawn_end_takes_the_variants_draw_form(qtbot, window, monkeypatch):
    """A reason that can end a drawn game is said in its "REASON/draw" words when nobody won:
    the words for a winner named nobody ("Both passed: wins on the score")."""
    from triangles.plugins.api import GameRecord, Outcome

    rec = GameRecord("dice", {}, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]], [Move(0, 1)], {"seed": 1, "rolls": [2]})
    window.controller.load_record(rec)
    monkeypatch.setattr(window.controller.rules, "outcome_reasons", {
        "both_passed": "Both passed: {1} wins on the score.", "both_passed/draw": "Both passed: a draw."})
    assert window.controller.end_reason(Outcome(None, (0, 0), "both_passed")) == "Both passed: a draw."
    assert window.controller.end_reason(Outcome(2, (0, 1), "both_passed")) == "Both passed: Player 2 wins on the score."


def test_tips_come_back_from_settings_and_from_the_rules_window(qtbot, window, settings):
    start(window, "beginner")
    panel = window.dice_panel
    qtbot.waitUntil(lambda: not panel.rolling, timeout=3000)
    panel.understood.click()
    assert not panel.tip_box.isVisible()
    window.settings_dialog()
    dialog = window._dialogs["settings"]
    assert not dialog.tips.isChecked()
    dialog.tips.click()  # on again, from Settings
    assert not settings.get_bool(TIPS_DISMISSED_KEY, True) and panel.tip_box.isVisible()
    panel.understood.click()
    dialog.hide()
    window.rules_window()
    rules = window._dialogs["rules"]
    assert rules.tips_button.isVisible()
    rules.tips_button.click()  # on again, from the Rules window
    assert panel.tip_box.isVisible() and window.tips_on()
    assert not rules.tips_button.isVisible()  # nothing more it could do
    window.settings_dialog()
    assert dialog.tips.isChecked()


def test_the_rules_window_offers_the_tips_again_only_once_closed_in_a_game_that_gives_them(qtbot, window):
    """F1 in a classic game showed "Show Beginner's tips again", where no tip is ever shown."""
    start(window, "beginner")
    window.rules_window()
    rules = window._dialogs["rules"]
    assert window.tips_on() and not rules.tips_button.isVisible()
    rules.close()
    window.set_tips(False)
    window.rules_window()
    assert rules.tips_button.isVisible()
    rules.close()
    start(window, rules="classic")
    window.rules_window()
    assert not rules.tips_button.isVisible()


#: A B C is too narrow with min_angle 30 (21.8 degrees at A and B); A B D counts.
NARROW = [[0.0, 0.0], [1.0, 0.0], [0.5, 0.2], [0.5, -0.8]]


def test_closing_a_triangle_that_does_not_count_shows_its_outline_and_why(qtbot, window):
    from triangles.plugins.api import GameRecord

    window.controller.load_record(GameRecord("dice", {"min_angle": 30, "mode": "beginner"}, NARROW, [],
                                             {"seed": 1, "rolls": [3]}))
    game = window.controller.game
    assert (0, 1, 2) not in {tuple(t) for t in game.board.triangles[game.scoring_mask].tolist()}
    window.controller.play_human(Move(0, 2))
    window.controller.play_human(Move(1, 2))
    assert window.scene.shaded() == [(0, 1, 2)]  # Beginner: within reach, and it would not count
    window.controller.play_human(Move(0, 1))
    assert game.score == (0, 0)
    assert len(window.scene.outlines) == 1
    assert window.view.message() == "This triangle is too narrow to count."
    window.scene.finish_animations()
    assert window.scene.outlines == []


def test_shading_is_a_setting(qtbot, window):
    from triangles.plugins.api import GameRecord

    window.controller.load_record(GameRecord("dice", {"min_angle": 30, "mode": "beginner"}, NARROW, [],
                                             {"seed": 1, "rolls": [3]}))
    window.controller.play_human(Move(0, 2))
    window.controller.play_human(Move(1, 2))
    assert window.scene.shaded() == [(0, 1, 2)]
    window.settings_dialog()
    window._dialogs["settings"].shading.click()
    assert window.scene.shaded() == [] and not window.shading_on()


def test_no_shading_outside_beginner(qtbot, window):
    from triangles.plugins.api import GameRecord

    window.controller.load_record(GameRecord("dice", {"min_angle": 30, "mode": "normal"}, NARROW, [],
                                             {"seed": 1, "rolls": [3]}))
    window.controller.play_human(Move(0, 2))
    window.controller.play_human(Move(1, 2))
    assert window.scene.shaded() == []


def test_no_star_lies_under_the_tip_on_any_board(qtbot, window):
    """Once a star could lie under the tip (a press on the tip's text went through to it); now
    the board is fitted below the tip's band from the first roll, whatever the board."""
    panel = window.dice_panel
    window.resize(600, 700)
    for seed in range(1, 9):
        players = (PlayerSpec("Ada"), PlayerSpec("Bob"))
        assert window.start_game(NewGameChoice("dice", {"mode": "beginner"}, players, "phone-24", "nebula"), seed=seed)
        qtbot.waitUntil(lambda: not panel.rolling and panel.tip_box.isVisible(), timeout=3000)
        assert hidden_stars(window) == [], seed


@pytest.mark.parametrize("computer_seat", [1, 2])
def test_hints_left_are_shown_on_the_persons_turn_only(qtbot, window, computer_seat):
    """The count is the mover's: on the computer's turn (it asks none) it is not shown."""
    from triangles.plugins.api import GameRecord

    seats = [{"name": "Ada", "ai": ""}, {"name": "Ada", "ai": ""}]
    seats[computer_seat - 1] = {"name": "Computer", "ai": "nobody:easy"}
    rec = GameRecord("dice", {"mode": "normal"}, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87], [0.5, 0.3]], [],
                     {"seed": 1, "rolls": [2, 3], "players": seats})
    window.controller.load_record(rec)
    panel = window.dice_panel
    assert window.controller.game.turn == 1 and panel.hints.text() == "Hints left: 3"
    assert panel.hints.isHidden() == (computer_seat == 1)


def test_the_end_screen_of_a_dice_game_says_no_valid_triangle_is_left(qtbot, window):
    """Rule 17: useless segments may still be drawn (and close triangles that would not count)."""
    from triangles.plugins.api import GameRecord

    seats = [{"name": "Ada", "ai": ""}, {"name": "Bo", "ai": ""}]
    rec = GameRecord("dice", {}, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]], [Move(0, 1), Move(0, 2)],
                     {"seed": 1, "rolls": [2, 1], "players": seats})
    window.controller.load_record(rec)
    assert window.controller.play_human(Move(1, 2))
    outcome = window.controller.game.outcome()
    assert outcome is not None and outcome.reason == "no_triangles_left"
    assert window.controller.end_reason(outcome) == "No valid triangle can be built any more."


def test_the_end_screen_follows_a_change_of_language(qtbot, window):
    from triangles.i18n import set_language
    from triangles.plugins.api import GameRecord

    rec = GameRecord("classic", {}, [[0.0, 0.0], [1.0, 0.0], [0.5, 0.87]], [Move(0, 1), Move(1, 2), Move(0, 2)], {})
    window.controller.load_record(rec)
    outcome = window.controller.game.outcome()
    window._show_end(*window.result_text(outcome), window.controller.end_reason(outcome))
    try:
        set_language("cs")
        QApplication.processEvents()
        assert window.end_screen.title.text() == "Vítězí Hráč 1!"  # the default name follows too
        assert window.end_screen.reason.text() == "Už nelze uzavřít žádný trojúhelník."
    finally:
        set_language("en")


def test_the_badges_of_triangles_won_take_the_new_languages_names(qtbot, window):
    """A default name changes with the language ("You" to "Siz"): the badges already on the
    board did not, and one player showed two labels."""
    from triangles.engine import random_stars
    from triangles.plugins.api import GameRecord
    from triangles.ui.i18n import install_language

    players = [{"name": "You", "ai": ""}, {"name": "Computer", "ai": "testai:easy"}]
    install_language("en")
    window.controller.load_record(
        GameRecord("dice", {}, random_stars(24, 5).tolist(), [], {"seed": 1, "rolls": [6], "players": players})
    )
    layer = window.dice_panel.avatars
    qtbot.waitUntil(lambda: layer.enabled, timeout=2000)
    for move in close_one_triangle(window.controller.game):
        assert window.controller.play_human(move)
    assert [item.initial for item in layer.items] == ["Yo"]
    try:
        install_language("tr")
        qtbot.waitUntil(lambda: window.controller.player(1).name != "You")
        assert [item.initial for item in layer.items] == [window.controller.player(1).name[:2]]
    finally:
        install_language("en")
