"""The flow of a game in the real window: refusals in words, triangles filling in the mover's
colour, the computer thinking off the UI thread, undo, end screens, statistics, resume."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel
from conftest import FirstLegalAI
from uihelpers import LINE, SQUARE, TRIANGLE, click, drag, drawn, load, make_window, people, star_point, start

from triangles.engine.stars import random_stars
from triangles.ui.board.board_scene import SCALE
from triangles.ui.game.controller import GameSetup
from triangles.ui.game.players import PlayerSpec
from triangles.ui.settings import Statistics
from triangles_dice import DiceRules

COMPUTER = "testai:easy"


def vs_computer(computer_first: bool = False) -> tuple:
    me, cpu = PlayerSpec("Me"), PlayerSpec("Computer", COMPUTER)
    return (cpu, me) if computer_first else (me, cpu)


@pytest.mark.parametrize(
    "stars, first, second, words",
    [
        (SQUARE, (0, 2), (1, 3), "cross"),
        (LINE, None, (0, 2), "passes over a star"),
        (SQUARE, (0, 1), (1, 0), "already drawn"),
    ],
)
def test_a_refused_segment_is_shown_dashed_with_its_reason(window, stars, first, second, words):
    start(window, stars)
    if first:
        drag(window, *first)
    before = drawn(window)
    drag(window, *second)
    assert drawn(window) == before  # nothing changed in the game
    assert words in window.view.message()
    dashed = [i for i in window.scene.items() if hasattr(i, "pen") and i.pen().style().name == "DashLine"]
    assert len(dashed) == 1 and dashed[0].pen().color().name() == window.theme.refusal.lower()


def test_a_refusals_reason_goes_with_its_board_and_a_notice_stays(window):
    """A new game does not keep saying why a segment of the last one was refused; a notice
    (not a refusal) keeps its time over the new board."""
    start(window, LINE)
    drag(window, 0, 2)
    assert "passes over a star" in window.view.message()
    start(window, SQUARE)
    assert window.view.message() == ""
    window.view.show_message("The game is kept as x.triangles.")
    start(window, TRIANGLE)
    assert window.view.message() == "The game is kept as x.triangles."


@pytest.mark.parametrize("row, at_head", [(0.95, True), (0.05, False), (0.5, False)])
def test_the_reason_of_a_refusal_never_covers_the_refused_segment(window, row, at_head):
    """Stars 0, 1, 2 in a row (0–2 passes over 1) near the foot, the head or the middle of the
    board: the message goes to the head of the board only when the foot would cover the row."""
    start(window, [[0.2, row], [0.5, row], [0.8, row], [0.5, 1.0 - row if row != 0.5 else 0.1]])
    drag(window, 0, 2)
    assert "passes over a star" in window.view.message()
    toast = window.view._toast.geometry()
    ends = QRect(star_point(window, 0), star_point(window, 2)).normalized().translated(window.view.viewport().pos())
    assert not toast.intersects(ends.adjusted(-8, -8, 8, 8))
    assert (toast.center().y() < window.view.height() / 2) == at_head


def _pixel_at_centroid(win, corners) -> QColor:
    win.scene.finish_animations()
    QApplication.processEvents()
    image = win.view.viewport().grab().toImage()
    pts = [star_point(win, i) for i in corners]
    x = sum(p.x() for p in pts) // 3
    y = sum(p.y() for p in pts) // 3
    ratio = image.devicePixelRatio()
    return image.pixelColor(int(x * ratio), int(y * ratio))


def test_a_closed_triangle_fills_with_the_movers_colour(window):
    start(window, TRIANGLE)
    drag(window, 0, 1)  # player 1
    drag(window, 1, 2)  # player 2
    empty = _pixel_at_centroid(window, (0, 1, 2))
    drag(window, 2, 0)  # player 1 closes it
    assert window.controller.game.score == (1, 0)
    filled = _pixel_at_centroid(window, (0, 1, 2))
    fill = QColor(window.theme.player1_fill)
    assert filled != empty
    assert filled.red() > filled.blue() + 80  # red-orange of player 1 over deep blue space
    assert abs(filled.red() - fill.red()) < 80
    assert window.score_bar.chips[0].score.text() == "1"
    assert window.score_bar.chips[0].property("scored") and not window.score_bar.chips[1].property("scored")


def test_one_segment_closes_two_triangles_and_both_fill(window):
    load(window, SQUARE, [[0, 1], [1, 2], [2, 3], [3, 0]], people())
    assert window.controller.game.turn == 1
    drag(window, 0, 2)
    assert window.controller.game.score == (2, 0)
    tris = window.scene.triangle_items()
    assert len(tris) == 2 and {t.player for t in tris} == {1}
    assert all(t.brush().color() == QColor(window.theme.player1_fill) for t in tris)
    for corners in ((0, 1, 2), (0, 2, 3)):
        colour = _pixel_at_centroid(window, corners)
        assert colour.red() > colour.blue() + 80


def test_player_two_fills_in_blue(window):
    load(window, SQUARE, [[0, 1], [1, 2], [2, 3], [3, 0]], people())
    drag(window, 0, 1)  # refused: already drawn, still player 1
    assert window.controller.game.turn == 1
    load(window, TRIANGLE + [[0.5, 0.95]], [[0, 1], [1, 2], [0, 3]], people())
    assert window.controller.game.turn == 2
    drag(window, 0, 2)
    assert window.controller.game.score == (0, 1)
    colour = _pixel_at_centroid(window, (0, 1, 2))
    assert colour.blue() > colour.red() + 60


def test_the_computer_moves_off_the_ui_thread_with_a_thinking_indicator(window, qtbot):
    start(window, SQUARE, vs_computer())
    window.controller.computer_delay_ms = 0
    with qtbot.waitSignal(window.controller.thinking, timeout=2000):
        drag(window, 0, 1)
    assert window.controller.is_thinking
    assert "thinking" in window.score_bar.status.text()
    click(window, 2)  # the board stays responsive, but a press does not play for the computer
    assert window.scene.selected == -1
    qtbot.waitUntil(lambda: len(window.controller.game.history) == 2, timeout=5000)
    assert not window.controller.is_thinking
    assert [p for _, _, p in drawn(window)] == [1, 2]
    assert window.score_bar.status.text() == "Your turn"


def test_undo_takes_back_the_players_last_move_and_the_computers_answer(window, qtbot):
    start(window, SQUARE, vs_computer())
    drag(window, 0, 1)
    qtbot.waitUntil(lambda: len(window.controller.game.history) == 2, timeout=5000)
    assert window.btn_undo.isEnabled()
    window.btn_undo.click()
    assert window.controller.game.history == []
    assert window.scene.segment_items() == []
    assert not window.btn_undo.isEnabled()


def test_redo_plays_again_what_undo_took_back_and_the_computer_thinks_only_after(window, qtbot):
    """Ctrl+Y (and Ctrl+Shift+Z) put back the person's move and the computer's answer as they
    were; a redo after the last undone move, or any new move, leaves nothing to redo."""
    start(window, SQUARE, vs_computer())
    drag(window, 0, 1)
    qtbot.waitUntil(lambda: len(window.controller.game.history) == 2, timeout=5000)
    played = list(window.controller.game.history)
    assert not window.act_redo.isEnabled()
    window.btn_undo.click()
    assert window.controller.game.history == [] and window.act_redo.isEnabled()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.history == played
    assert sorted(drawn(window)) == sorted((min(m.a, m.b), max(m.a, m.b), p) for m, p in zip(played, (1, 2)))
    assert not window.controller.is_thinking and window.controller.is_human_turn()
    assert not window.act_redo.isEnabled() and window.act_undo.isEnabled()
    window.btn_undo.click()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.game.history == played
    window.btn_undo.click()
    other = next(m for m in window.controller.game.legal_moves if {m.a, m.b} != {played[0].a, played[0].b})
    drag(window, other.a, other.b)
    assert not window.act_redo.isEnabled()


def test_redo_between_people_puts_back_one_move_at_a_time(window, qtbot):
    start(window, SQUARE, people())
    drag(window, 0, 1)
    drag(window, 1, 2)
    played = list(window.controller.game.history)
    window.act_undo.trigger()
    window.act_undo.trigger()
    assert window.controller.game.history == []
    window.act_redo.trigger()
    assert window.controller.game.history == played[:1]
    window.act_redo.trigger()
    assert window.controller.game.history == played and not window.act_redo.isEnabled()


def _end_title(window, qtbot) -> str:
    qtbot.waitUntil(lambda: window.end_screen.isVisible(), timeout=5000)
    return window.end_screen.title.text()


def test_end_screen_you_won(window, qtbot):
    load(window, TRIANGLE, [[0, 1], [1, 2]], vs_computer())
    drag(window, 0, 2)
    assert _end_title(window, qtbot) == "You won!"
    assert "1 : 0" in window.end_screen.score.text()
    stats = Statistics(window.settings).get(COMPUTER)
    assert (stats.games, stats.wins, stats.losses, stats.draws, stats.win_rate) == (1, 1, 0, 0, 1.0)


def test_end_screen_you_lost(window, qtbot):
    load(window, TRIANGLE, [[0, 1], [1, 2]], vs_computer(computer_first=True))
    assert _end_title(window, qtbot) == "You lost!"
    assert "1 : 0" in window.end_screen.score.text()
    stats = Statistics(window.settings).get(COMPUTER)
    assert (stats.games, stats.wins, stats.losses, stats.draws) == (1, 0, 1, 0)


def test_end_screen_draw_and_a_draw_counts_as_neither_win_nor_loss(window, qtbot):
    from triangles.examples import load_example

    rec = load_example("draw")
    moves = [m.to_json() for m in rec.moves]
    load(window, rec.stars, moves[:-1], vs_computer(computer_first=True))
    assert window.controller.game.turn == 2
    drag(window, *moves[-1])
    assert _end_title(window, qtbot) == "Draw!"
    stats = Statistics(window.settings).get(COMPUTER)
    assert (stats.games, stats.wins, stats.losses, stats.draws) == (1, 0, 0, 1)
    assert stats.win_rate is None
    window.statistics_dialog()
    table = window._dialogs["stats"].table
    assert [table.item(0, c).text() for c in range(1, 6)] == ["1", "0", "0", "1", "–"]


def test_enter_never_forgets_the_statistics(window, qtbot):
    """Enter in Statistics closes it; Enter in the Reset question answers No. Only Reset, then
    Yes, forgets the results."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox
    from uihelpers import when_modal

    Statistics(window.settings).record(COMPUTER, "win")
    window.statistics_dialog()
    dialog = window._dialogs["stats"]
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert Statistics(window.settings).get(COMPUTER).games == 1
    window.statistics_dialog()
    for key, games in ((Qt.Key.Key_Return, 1), (Qt.Key.Key_Y, 0)):
        when_modal(lambda box, key=key: qtbot.keyClick(box, key), QMessageBox)
        dialog.reset_button.click()
        assert Statistics(window.settings).get(COMPUTER).games == games


def test_end_screen_between_two_players_names_the_winner(window, qtbot):
    load(window, TRIANGLE, [[0, 1], [1, 2]], people("Ada", "Bo"))
    drag(window, 0, 2)
    assert _end_title(window, qtbot) == "Ada wins!"
    assert Statistics(window.settings).levels() == []  # two players: no computer statistics
    window.end_screen.close_button.click()
    assert not window.end_screen.isVisible()


def test_the_score_line_wraps_at_the_score_not_inside_a_name(window, qtbot):
    load(window, TRIANGLE, [[0, 1], [1, 2]], people("Ada Lovelace", "B: standard:beginner"))
    window.resize(400, 800)
    drag(window, 0, 2)
    _end_title(window, qtbot)
    score = window.end_screen.score
    assert "Ada\u00a0Lovelace" in score.text() and "B:\u00a0standard:beginner" in score.text()
    assert score.height() > score.fontMetrics().height() * 1.5  # it did wrap, between the names


def test_end_screen_new_game_opens_the_dialog(window, qtbot, monkeypatch):
    load(window, TRIANGLE, [[0, 1], [1, 2]], people())
    drag(window, 0, 2)
    _end_title(window, qtbot)
    opened = []
    monkeypatch.setattr(window, "new_game_dialog", lambda: opened.append(True))
    window.end_screen.new_game.disconnect()
    window.end_screen.new_game.connect(window.new_game_dialog)
    window.end_screen.new_button.click()
    assert opened == [True]


def test_resume_after_quit_restores_the_game(qtbot, ui_registry, settings, monkeypatch):
    first = make_window(qtbot, ui_registry, settings)
    start(first, SQUARE + [[0.5, 0.5]], (PlayerSpec("Ada"), PlayerSpec("Bo")))
    drag(first, 0, 1)
    drag(first, 1, 4)
    stars = first.controller.game.board.stars.tolist()
    first.close()
    assert settings.autosave_path.exists()

    second = make_window(qtbot, ui_registry, settings)
    monkeypatch.setattr(second, "ask", lambda title, question, *details: True)
    second.start()
    game = second.controller.game
    assert game.board.stars.tolist() == stars
    assert drawn(second) == [(0, 1, 1), (1, 4, 2)]
    assert [p.name for p in second.controller.setup.players] == ["Ada", "Bo"]
    assert len(second.scene.segment_items()) == 2
    assert game.turn == 1


def test_declining_to_resume_starts_a_new_game(qtbot, ui_registry, settings, monkeypatch):
    first = make_window(qtbot, ui_registry, settings)
    start(first, SQUARE)
    drag(first, 0, 1)
    first.close()
    second = make_window(qtbot, ui_registry, settings)
    monkeypatch.setattr(second, "ask", lambda title, question, *details: False)
    second.start()
    assert second.controller.game.history == []
    assert not settings.autosave_path.exists()


def test_save_and_open_a_game_record(window, tmp_path):
    start(window, SQUARE)
    drag(window, 0, 1)
    path = tmp_path / "game"
    assert window.save_file(str(path))
    saved = tmp_path / "game.triangles"
    assert saved.exists()
    start(window, TRIANGLE)
    assert window.open_file(str(saved))
    assert drawn(window) == [(0, 1, 1)]


def test_the_clearance_is_the_drawn_star_and_half_a_line_at_the_fitted_scale(window):
    assert window.start_game(window.remembered_choice(), seed=3)
    game = window.controller.game
    theme = window.theme
    points_per_unit = window.view.fit_scale * SCALE
    expected = (theme.star_radius + theme.segment_width / 2) / points_per_unit
    assert game.options["clearance"] == pytest.approx(expected, rel=1e-6)
    assert game.board.clearance == pytest.approx(expected, rel=1e-6)
    view = window.controller.to_record().to_json()["view"]
    assert view == {"points_per_unit": pytest.approx(points_per_unit, abs=1e-3),
                    "star_radius_points": theme.star_radius, "line_width_points": theme.segment_width}
    window.view.zoom_by(3.0, QPointF(window.view.viewport().rect().center()))
    window.resize(500, 900)
    QApplication.processEvents()
    assert window.controller.game.options["clearance"] == pytest.approx(expected, rel=1e-6)
    # Smaller window: the drawn star plus half a line still stays within the clearance.
    window.view.fit_board()
    reach = (theme.star_radius + theme.segment_width / 2) / window.scene.size_scale
    assert reach <= game.board.clearance * SCALE * (1 + 1e-9)


def test_no_accepted_segment_touches_a_drawn_star(window):
    """On a real board, every drawable segment keeps the drawn star radius plus half the line
    width from every other star, measured in screen points at the fitted scale."""
    import numpy as np

    assert window.start_game(window.remembered_choice(), seed=11)
    game = window.controller.game
    stars = game.board.stars * window.view.fit_scale * SCALE
    reach = window.theme.star_radius + window.theme.segment_width / 2
    for a, b in game.board.segment_ends:
        p, q = stars[a], stars[b]
        d = q - p
        t = np.clip(((stars - p) @ d) / (d @ d), 0, 1)
        gap = np.hypot(*(stars - p - t[:, None] * d).T)
        gap[[a, b]] = np.inf
        assert gap.min() > reach - 1e-6
    # Every triangle is visibly a triangle: its smallest height is more than the clearance.
    corners = game.board.stars[game.board.triangles]
    u, v = corners[:, 1] - corners[:, 0], corners[:, 2] - corners[:, 0]
    area2 = np.abs(u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0])
    longest = np.max([np.linalg.norm(corners[:, i] - corners[:, j], axis=1) for i, j in ((0, 1), (1, 2), (0, 2))], axis=0)
    assert (area2 / longest).min() > game.board.clearance


def test_a_segment_over_a_star_marks_that_star(window):
    start(window, LINE)
    drag(window, 0, 2)
    assert "passes over a star" in window.view.message()
    assert window.scene.refusal_star == 1


def test_a_new_board_fills_the_board_area_shape(qtbot, ui_registry, settings):
    """Upright, on its side and on a phone on its side (its board area about 0.32 as high as wide:
    a board at least half as high as wide left a third of the width empty)."""
    for size, landscape in (((1280, 800), True), ((400, 800), False), ((915, 412), True)):
        window = make_window(qtbot, ui_registry, settings)
        window.resize(*size)
        qtbot.waitUntil(lambda: window.size().toTuple() == size)
        assert window.start_game(window.remembered_choice(), seed=5)
        stars = window.controller.game.board.stars
        width, height = stars.max(axis=0) - stars.min(axis=0)
        assert (width > 1.3 * height) if landscape else (height > 1.3 * width)
        cloud = window.controller.to_record().to_json()["cloud"]
        assert cloud["seed"] == 5 and (cloud["width"] > cloud["height"]) == landscape
        # The board fills the view: no band of more than 15 % left empty along the long side.
        rect = window.view.mapFromScene(window.scene.board_rect()).boundingRect()
        vp = window.view.viewport().rect()
        assert rect.width() >= 0.85 * vp.width() and rect.height() >= 0.85 * vp.height()
        window.close()


def test_set_theme_restyles_the_board_live(window):
    start(window, SQUARE)
    drag(window, 0, 1)
    green = window.theme.with_values(name="green", player1="#22cc44", star_radius=8.0)
    window.set_theme(green)
    (seg,) = window.scene.segment_items()
    assert seg.pen().color().name() == "#22cc44"
    assert window.score_bar.chips[0].swatch.color.name() == "#22cc44"
    assert "#22cc44" in QApplication.instance().styleSheet()


def test_a_corrupted_setting_falls_back_to_its_default(settings):
    settings.q.setValue("ui/sound", "{not json")
    settings.q.setValue("ui/theme", "[1, 2]")
    settings.q.setValue("stats/testai:easy", '{"games": "many", "wins": -3}')
    settings.q.setValue("stats/levels", '["testai:easy"]')
    assert settings.sound is True
    assert settings.theme == "nebula"
    stats = Statistics(settings).get("testai:easy")
    assert (stats.games, stats.wins) == (0, 0)


def test_statistics_reset(window, qtbot):
    stats = Statistics(window.settings)
    stats.record(COMPUTER, "win")
    stats.record(COMPUTER, "draw")
    assert stats.get(COMPUTER).win_rate == 1.0
    stats.reset()
    assert stats.levels() == [] and stats.get(COMPUTER).games == 0
    # Read again, as at the next start: a reset file is not taken for a damaged one.
    from triangles.storage import take_warnings

    take_warnings()
    again = Statistics(window.settings)
    assert again.levels() == [] and take_warnings() == []


def test_the_computers_segment_is_animated_and_its_triangle_fills_after_it(window, qtbot):
    window.scene.animation_ms = 300
    load(window, TRIANGLE, [[0, 1], [1, 2]], vs_computer(computer_first=True))
    qtbot.waitUntil(lambda: window.controller.game.is_over(), timeout=5000)
    (segment,) = [s for s in window.scene.segment_items() if s.isVisible()]  # still being drawn
    (triangle,) = window.scene.triangle_items()
    assert segment.line().length() < segment.full_line.length()
    assert triangle.isVisible() and triangle.opacity() == 0.0  # waits for the segment
    qtbot.waitUntil(lambda: not segment.isVisible() and not triangle.isVisible(), timeout=3000)
    assert segment.line() == segment.full_line  # settled into the cached layer, whole
    colour = _pixel_at_centroid(window, (0, 1, 2))
    assert colour.red() > colour.blue() + 80  # the computer started: it is player 1, red-orange


def test_triangles_stay_in_place_after_zooming_and_panning(window, qtbot):
    load(window, SQUARE, [[0, 1], [1, 2], [2, 3], [3, 0]], people())
    drag(window, 0, 2)
    view = window.view
    view.zoom_by(2.0, QPointF(star_point(window, 1)))
    view.pan_by(-30, 20)
    moving = _pixel_at_centroid(window, (0, 1, 2))  # the cached image moved along at once
    assert moving.red() > moving.blue() + 80
    qtbot.wait(window.scene._layer.SETTLE_MS + 100)  # then redrawn crisply at the new scale
    colour = _pixel_at_centroid(window, (0, 1, 2))
    assert colour.red() > colour.blue() + 80
    outside = view.mapFromScene(QPointF(window.scene.star_pos(1).x() + 60, window.scene.star_pos(1).y() - 60))
    image = view.viewport().grab().toImage()
    empty = image.pixelColor(outside * image.devicePixelRatio())
    assert empty.red() < 90  # beyond the square the sky stays dark: the fill did not slide


def test_the_window_reopens_at_its_last_size_and_survives_a_damaged_value(qtbot, ui_registry, settings):
    first = make_window(qtbot, ui_registry, settings)
    first.resize(640, 700)
    QApplication.processEvents()
    first.close()
    second = make_window(qtbot, ui_registry, settings)
    second.restore_geometry()
    assert (second.width(), second.height()) == (640, 700)
    settings.set("ui/geometry", "not hex at all")
    third = make_window(qtbot, ui_registry, settings)
    third.restore_geometry()
    assert third.width() == 900


def test_the_win_rate_is_written_as_the_language_writes_a_percentage(window, qtbot) -> None:
    from triangles import i18n

    stats = Statistics(window.settings)
    stats.record(COMPUTER, "win")
    stats.record(COMPUTER, "loss")
    try:
        for code, rate in (("en", "50 %"), ("tr", "%50"), ("it", "50%")):
            i18n.set_language(code)
            window.statistics_dialog()
            assert window._dialogs["stats"].table.item(0, 5).text() == rate
            window._dialogs["stats"].close()
    finally:
        i18n.set_language("en")


class _AnyRulesAI(FirstLegalAI):
    name = "anyrules"
    supports = ("*",)


def test_a_game_of_another_variant_is_counted_under_that_variant(qtbot, ui_registry, settings) -> None:
    """A dice game against the computer's "easy" level finished in the window: counted apart
    from the classic games at that level, and titled with the variant in Statistics."""
    ui_registry.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    ui_registry.add("triangles.ai", "anyrules", _AnyRulesAI, "tests", "test")
    window = make_window(qtbot, ui_registry, settings)
    Statistics(settings).record("anyrules:easy", "win")  # a classic game before
    window.controller.new_game(GameSetup("dice", (PlayerSpec("Me"), PlayerSpec("Computer", "anyrules:easy"))),
                               random_stars(7, 3), {})
    controller = window.controller
    while not controller.game.is_over():
        assert controller.wait_idle(5000)
        if controller.is_human_turn():
            moves = list(controller.game.legal_moves)
            assert controller.play(moves[0]) if moves else controller.pass_turn()
        qtbot.wait(1)
    qtbot.waitUntil(lambda: window.end_screen.isVisible(), timeout=5000)
    stats = Statistics(settings)
    assert stats.levels() == ["anyrules:easy", "dice|anyrules:easy"]
    assert stats.get("anyrules:easy").games == 1 and stats.get("dice|anyrules:easy").games == 1
    window.statistics_dialog()
    table = window._dialogs["stats"].table
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["Easy (Classic)", "Easy (Dice and hints)"]


def test_a_message_over_the_board_lets_taps_through_to_the_stars_under_it(window, qtbot):
    """A refusal's reason shows over the board; a star under it takes the tap at once (Qt gives
    a press to the topmost widget under the finger, so the tap is sent where Qt would send it)."""
    start(window, SQUARE)
    window.view.show_message("This line would cross a line already drawn.")
    toast = window.view.findChild(QLabel, "toast")
    star = window.view.viewport().mapTo(window, star_point(window, 0))
    toast.move(toast.pos() + toast.mapFrom(window, star) - toast.rect().center())  # over star 0
    assert toast.isVisible() and toast.geometry().contains(toast.mapTo(window.view, toast.rect().center()))
    target = window.childAt(star)
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(window, star))
    click(window, 1)
    assert drawn(window) == [(0, 1, 1)]


def test_taps_that_go_on_after_the_last_move_do_not_press_the_end_card(window, qtbot):
    """A quick finger is still tapping where the stars were when the card appears: its
    buttons take no press for a moment, then every press."""
    load(window, TRIANGLE, [[0, 1], [1, 2]], people())
    drag(window, 0, 2)
    _end_title(window, qtbot)
    card = window.end_screen
    reviews = []
    card.review.connect(lambda: reviews.append(True))
    qtbot.mouseClick(card.review_button, Qt.MouseButton.LeftButton)
    assert reviews == [] and card.isVisible()
    qtbot.waitUntil(lambda: not card.settling(), timeout=2000)
    qtbot.mouseClick(card.review_button, Qt.MouseButton.LeftButton)
    assert reviews == [True]
