"""The replay and review window and the puzzles, driven through their buttons, keys, a swipe on
the board, the move list, and clicks on the board."""

from __future__ import annotations

import datetime as dt
import math
import time

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, QTranslator
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QBoxLayout, QPushButton, QWidget
from uihelpers import SQUARE, load, make_window, people

from triangles import puzzles
from triangles.engine import Move
from triangles.engine.record import from_json
from triangles.engine.stars import random_stars
from triangles.ui.review.puzzle_window import PuzzleProgress, PuzzleWindow
from triangles.plugins.registry import Registry
from triangles.review import GameReview, MoveReview, PositionValue
from triangles.ui.review.review_window import ReviewWindow
from triangles.ui.i18n import install_language
from triangles_ai import StandardAI
from triangles_classic import ClassicRules

#: Square A B C D, sides first: every side drawn gives two triangles away (a diagonal first would
#: have blocked the other one and left nothing to close); player 1's diagonal 0-2 at the end closes
#: both triangles and is best.
MOVES = [[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]]


@pytest.fixture
def ui_registry(ui_registry: Registry) -> Registry:
    """The window tests' registry with a plugin that analyses the classic rules: the review
    solves its positions through it (`Registry.analyser`)."""
    ui_registry.add("triangles.ai", "standard", StandardAI, "triangles", "test")
    return ui_registry


def _review(window, qtbot) -> ReviewWindow:
    load(window, SQUARE, MOVES, people())
    review = window.review_window()
    qtbot.waitExposed(review)
    return review


def _swipe(review: ReviewWindow, dx: int) -> None:
    vp = review.view.viewport()
    start = QPoint(vp.width() // 2, vp.height() // 2)
    for kind, pos in ((QEvent.Type.MouseButtonPress, start), (QEvent.Type.MouseButtonRelease, start + QPoint(dx, 4))):
        buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else Qt.MouseButton.LeftButton
        QApplication.sendEvent(vp, QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), Qt.MouseButton.LeftButton,
                                               buttons, Qt.KeyboardModifier.NoModifier))


def test_step_with_buttons_keys_swipe_and_the_move_list(window, qtbot) -> None:
    review = _review(window, qtbot)
    assert review.position == 5 and len(review.scene.segment_items()) == 5
    assert review.moves.count() == 6  # the start and five moves
    review.btn_first.click()
    assert review.position == 0 and not review.scene.segment_items()
    review.btn_next.click()
    assert review.position == 1 and len(review.scene.segment_items()) == 1
    review.activateWindow()  # keys go to the active window
    qtbot.waitUntil(review.isActiveWindow)
    qtbot.keyClick(review, Qt.Key.Key_Right)
    assert review.position == 2
    qtbot.keyClick(review, Qt.Key.Key_Left)
    assert review.position == 1
    _swipe(review, -120)  # a swipe to the left shows the next move
    assert review.position == 2
    _swipe(review, 120)
    assert review.position == 1
    _swipe(review, 20)  # too short for a swipe
    assert review.position == 1
    review.moves.setCurrentRow(4)
    assert review.position == 4 and len(review.scene.segment_items()) == 4
    review.btn_last.click()
    assert review.position == 5 and len(review.scene.triangle_items()) == 2
    assert "5" in review.where.text()


def test_the_arrow_keys_step_wherever_the_focus_is(window, qtbot) -> None:
    """Focus on the move list or on the board: Left and Right still step, Home and End jump."""
    review = _review(window, qtbot)
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow)
    for widget in (review.moves, review.view):
        review.go(2)
        widget.setFocus()
        qtbot.waitUntil(widget.hasFocus)
        qtbot.keyClick(widget, Qt.Key.Key_Right)
        assert review.position == 3, widget
        qtbot.keyClick(widget, Qt.Key.Key_Left)
        qtbot.keyClick(widget, Qt.Key.Key_Left)
        assert review.position == 1, widget
        qtbot.keyClick(widget, Qt.Key.Key_End)
        assert review.position == 5, widget
        qtbot.keyClick(widget, Qt.Key.Key_Home)
        assert review.position == 0, widget


def test_review_classes_each_move_and_draws_the_best_as_a_ghost(window, qtbot) -> None:
    review = _review(window, qtbot)
    review.btn_review.click()
    assert review.btn_cancel.isVisible() or review.review is not None
    qtbot.waitUntil(lambda: review.review is not None, timeout=30000)
    kinds = [m.kind for m in review.review.moves]
    assert kinds == ["inaccuracy", "inaccuracy", "inaccuracy", "inaccuracy", "best"]  # a triangle each
    assert review.review.moves[2].best == [(0, 2)]
    assert review.progress.value() == review.progress.maximum()
    review.go(3)  # after the inaccuracy 2-3: the better segment is drawn dotted
    assert review.ghosts.pairs == [(0, 2)]
    assert "1–3" in review.comment.text()  # stars are numbered from 1 in the window
    assert "Triangles given away: 1;" in review.comment.text()  # two in the margin
    review.go(5)  # a best move: no ghost
    assert review.ghosts.pairs == []
    assert len(review.graph.values) == 6
    assert review.graph.values[-1] == 2  # player 1 ended two triangles ahead
    assert "%" in review.summary.text()
    assert "(−1)" in review.moves.item(3).text() and "(−" not in review.moves.item(5).text()


def _numbers(scene) -> list[str]:  # noqa: ANN001
    """The star numbers shown on a board, in order."""
    return sorted((item.text() for item in scene._labels), key=int)


def test_the_stars_the_caption_names_are_numbered_and_the_played_segment_glows(window, qtbot) -> None:
    review = _review(window, qtbot)
    review.go(2)  # before the review: "Move 2: 2–3" (stars 1 and 2 counted from 0)
    assert review.ghosts.played == (1, 2) and _numbers(review.scene) == ["2", "3"]
    assert "Move 2: 2–3" in review.comment.text()
    review.go(0)
    assert review.ghosts.played is None and _numbers(review.scene) == []
    review.btn_review.click()
    qtbot.waitUntil(lambda: review.review is not None, timeout=30000)
    review.go(3)  # the mistake 2–3, the best 0–2 dotted: all three stars named are numbered
    assert review.ghosts.played == (2, 3) and review.ghosts.pairs == [(0, 2)]
    assert _numbers(review.scene) == ["1", "3", "4"]
    assert "played 3–4" in review.comment.text() and "best: 1–3" in review.comment.text()
    review.apply_theme(review.scene.theme)  # a new theme redraws the same marks
    assert review.ghosts.played == (2, 3) and _numbers(review.scene) == ["1", "3", "4"]


def test_star_numbers_at_the_edge_of_the_board_stay_in_view(qtbot) -> None:
    """Stars on the board's very corners: their numbers go inward rather than off the view, at
    any window size and on a turned board."""
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    review = ReviewWindow(registry)
    qtbot.addWidget(review)
    review.show()
    corners = [[0.0, 0.0], [1.0, 0.0], [1.0, 0.5], [0.0, 0.5]]
    review.show_record(from_json({"format": "triangles/1", "rules": "classic", "options": {}, "stars": corners,
                                  "moves": [[0, 2]]}))
    for size in ((1100, 760), (420, 900), (900, 420)):
        review.resize(*size)
        QApplication.processEvents()
        review.go(1)
        view = review.view
        shown = view.viewport().rect()
        boxes = [item.deviceTransform(view.viewportTransform()).mapRect(item.boundingRect()).toRect()
                 for item in review.scene._labels]
        assert len(boxes) == 2 and all(shown.contains(box) for box in boxes), (size, boxes)


def test_a_star_number_keeps_clear_of_a_neighbour_in_its_way(qtbot) -> None:
    """Star 1 (counted from 0) sits where star 0's number would go, outward from the centre:
    the number goes across instead, clear of both stars and inside the view."""
    from triangles.ui.board.board_scene import LABEL_CLEARANCE

    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    review = ReviewWindow(registry)
    qtbot.addWidget(review)
    review.resize(1100, 760)
    review.show()
    qtbot.waitExposed(review)
    stars = [[0.9, 0.5], [0.925, 0.5], [0.1, 0.5], [0.5, 0.1]]
    review.show_record(from_json({"format": "triangles/1", "rules": "classic", "options": {}, "stars": stars,
                                  "moves": [[0, 2]]}))
    review.go(1)
    view = review.view
    neighbour = QPointF(view.mapFromScene(review.scene.star_pos(1)))
    assert abs(neighbour.x() - QPointF(view.mapFromScene(review.scene.star_pos(0))).x()) < 2 * LABEL_CLEARANCE
    for item in review.scene._labels:
        box = item.deviceTransform(view.viewportTransform()).mapRect(item.boundingRect())
        assert QRectF(view.viewport().rect()).contains(box)
        middle = box.center()
        assert math.hypot(middle.x() - neighbour.x(), middle.y() - neighbour.y()) >= LABEL_CLEARANCE, item.text()


def test_a_dice_game_replays_with_its_own_rolls(qtbot) -> None:
    """The replay of a dice game shows the game as it was played: the same turns, so the same
    owner for every triangle and the same score, at the end and at each position."""
    from triangles.engine.stars import random_stars
    from triangles.plugins.api import GameRecord, Pass
    from triangles_dice import DiceRules

    stars = random_stars(16, 4)
    game = DiceRules().new_game(stars, {})
    rng = np.random.default_rng(3)
    actions, scores = [], []
    while not game.is_over() and len(actions) < 400:
        moves = list(game.legal_moves)
        action = moves[int(rng.integers(len(moves)))] if moves else Pass()
        if game.push(action).accepted:
            actions.append(action)
            scores.append(game.score)
    assert game.is_over() and len(set(game.movers)) == 2
    registry = Registry()
    registry.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    review = ReviewWindow(registry)
    qtbot.addWidget(review)
    review.show_record(GameRecord("dice", {}, stars.tolist(), actions, game.record_extra()))
    assert review.game.score == game.score
    assert sorted(review.game.scored_triangles()) == sorted(game.scored_triangles())
    for position in (len(actions) // 3, len(actions) // 2):
        review.go(position)
        assert review.game.score == scores[position - 1]


def test_a_default_name_saved_in_another_language_reads_in_this_one(qtbot) -> None:
    """A game played in Greek ("Εσείς", "Υπολογιστής") reviewed in English: "You played ...",
    and the summary names the computer in English; a typed name stays."""
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    review = ReviewWindow(registry)
    qtbot.addWidget(review)
    rec = from_json({"format": "triangles/1", "rules": "classic", "options": {}, "stars": SQUARE, "moves": MOVES,
                     "players": [{"name": "Εσείς", "ai": ""}, {"name": "Υπολογιστής", "ai": "standard:normal"}]})
    review.show_record(rec)
    review._on_reviewed(_reviewed([(1, 0, 0), (2, 0, 0), (1, 0, 0), (2, 0, 0), (1, 0, 0)]))
    review.go(1)
    assert review.comment.text().startswith("You played 1–2")
    assert review.summary.text().splitlines()[1].startswith("Computer:")
    rec.extra["players"][0]["name"] = "Ada"
    review.show_record(rec)
    review._on_reviewed(_reviewed([(1, 0, 0), (2, 0, 0), (1, 0, 0), (2, 0, 0), (1, 0, 0)]))
    review.go(1)
    assert review.comment.text().startswith("Ada played 1–2")


class _EnglishPlurals(QTranslator):
    """English plural forms for the review window's "%n ...(s)" strings, as the catalogue gives them."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if context != "ReviewWindow" or n < 0 or "(" not in source:
            return None  # untranslated (an empty string would replace the text)
        stem, _, rest = source.partition("(")
        ending, _, tail = rest.partition(")")
        if n == 1:
            return stem + tail
        return (stem[:-1] + ending if ending == "ies" else stem + ending) + tail


def _reviewed(moves: list[tuple[int, int, int]], segments: list[list[int]] = MOVES) -> GameReview:
    """A review of `segments` with the given (player, value best, value played) per move."""
    played = [MoveReview(i, player, tuple(segments[i]), [tuple(segments[i])], best, value, True)
              for i, (player, best, value) in enumerate(moves)]
    return GameReview(played, [PositionValue((0, 0), 1, 0, True)] * (len(played) + 1))


def test_the_summary_counts_take_plural_forms(window, qtbot) -> None:
    review = _review(window, qtbot)
    english = _EnglishPlurals()
    QApplication.installTranslator(english)
    try:
        # Player 1: one inaccuracy (1 lost); player 2: two mistakes (4 lost).
        review._on_reviewed(_reviewed([(1, 1, 0), (2, 2, 0), (1, 0, 0), (2, 2, 0), (1, 0, 0)]))
        lines = review.summary.text().splitlines()
    finally:
        QApplication.removeTranslator(english)
    assert lines[0].endswith("1 triangle lost; 1 inaccuracy, 0 mistakes, 0 blunders")
    assert lines[1].endswith("2 triangles lost; 2 inaccuracies, 0 mistakes, 0 blunders")  # 2 in the margin each


def test_the_default_name_you_gets_the_verb_of_you(window, qtbot) -> None:
    """A game whose player kept the default name ("Tu" in Italian) is told in the second person:
    "Hai giocato", not "Tu ha giocato"; another name keeps the third."""
    review = _review(window, qtbot)
    review.record.extra["players"] = [{"name": "Tu"}, {"name": "Marco"}]
    install_language("it")
    try:
        review._on_reviewed(_reviewed([(1, 1, 1), (2, 2, 2), (1, 0, 0), (2, 2, 2), (1, 0, 0)]))
        review.go(1)
        mine = review.comment.text()
        review.go(2)
        theirs = review.comment.text()
    finally:
        install_language("en")
    assert mine.startswith("Hai giocato ") and theirs.startswith("Marco ha giocato ")


def test_on_a_phone_the_summary_gets_the_lines_it_needs_under_the_graph(window, qtbot) -> None:
    review = _review(window, qtbot)
    review.resize(412, 860)
    qtbot.waitUntil(lambda: review.size().toTuple() == (412, 860))
    review._on_reviewed(_reviewed([(1, 1, 0), (2, 2, 0), (1, 0, 0), (2, 2, 0), (1, 0, 0)]))
    review.summary.setText(review.summary.text() + "\n" + "A long line that wraps on a phone " * 3)
    QApplication.processEvents()
    QApplication.processEvents()
    summary, graph = review.summary.geometry(), review.graph.geometry()
    assert summary.height() >= review.summary.heightForWidth(summary.width())
    assert summary.top() >= graph.bottom()


def test_a_shaped_board_is_centred_and_fills_the_board_area(window, qtbot) -> None:
    """A board half as high as wide (its record's cloud) fills the view's width, centred."""
    review = _review(window, qtbot)
    stars = [[0.1, 0.1], [0.9, 0.1], [0.9, 0.4], [0.1, 0.4]]
    review.show_record(from_json({"format": "triangles/1", "rules": "classic", "stars": stars, "moves": [[0, 1]],
                                  "cloud": {"seed": 1, "stars": 4, "width": 1.0, "height": 0.5}}))
    review.resize(900, 700)
    qtbot.waitUntil(lambda: review.size().toTuple() == (900, 700))
    QApplication.processEvents()
    corners = [review.view.mapFromScene(review.scene.star_pos(i)) for i in range(4)]
    vp = review.view.viewport().rect()
    middle_y = (corners[0].y() + corners[2].y()) / 2
    assert abs(middle_y - vp.center().y()) < vp.height() * 0.03
    assert corners[1].x() - corners[0].x() > vp.width() * 0.7


def test_the_board_keeps_its_size_when_the_caption_wraps(window, qtbot) -> None:
    """On a phone the review's long captions take two lines: the board does not jump."""
    review = _review(window, qtbot)
    review.resize(412, 915)
    qtbot.waitUntil(lambda: review.size().toTuple() == (412, 915))
    review._on_reviewed(_reviewed([(1, 2, 0), (2, 2, 0), (1, 2, 0), (2, 2, 0), (1, 0, 0)]))
    heights = set()
    for position in range(len(MOVES) + 1):
        review.go(position)
        QApplication.processEvents()
        heights.add(review.view.height())
    assert len(heights) == 1


def test_a_window_turning_upright_is_not_held_at_the_side_by_side_width(window, qtbot) -> None:
    """Qt applies a new size before the panel moves under the board: a phone turned upright
    narrower than board and panel side by side still gets its whole width."""
    review = _review(window, qtbot)
    qtbot.waitUntil(lambda: review.layout_box.direction() == QBoxLayout.Direction.LeftToRight)
    upright = (review.layout_box.minimumSize().width() - 30, 900)
    review.resize(*upright)
    qtbot.waitUntil(lambda: review.layout_box.direction() == QBoxLayout.Direction.TopToBottom)
    assert review.size().toTuple() == upright


@pytest.mark.parametrize("size", [(400, 800), (412, 915)])
def test_on_a_phone_the_panel_scrolls_and_nothing_overlaps(window, qtbot, size) -> None:
    """Upright on a phone, after a review with a long summary: the board keeps most of the
    height, the summary is whole above the move list, and the panel scrolls to the rest."""
    review = _review(window, qtbot)
    review.resize(*size)
    qtbot.waitUntil(lambda: review.size().toTuple() == size)
    review._on_reviewed(_reviewed([(1, 2, 0), (2, 2, 0), (1, 1, 0), (2, 2, 0), (1, 0, 0)]))
    QApplication.processEvents()
    assert review.view.height() > 0.35 * size[1]
    summary, moves = review.summary.geometry(), review.moves.geometry()
    assert summary.height() >= review.summary.heightForWidth(summary.width())
    assert summary.bottom() < moves.top() and moves.height() >= review.moves.minimumHeight()
    bar = review.side_area.verticalScrollBar()
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    shown = review.side_area.viewport().rect()
    button = review.btn_continue
    assert shown.contains(QRect(button.mapTo(review.side_area.viewport(), QPoint(0, 0)), button.size()))


def _whole_random_game(window) -> list[list[int]]:  # noqa: ANN001
    """A two-player game of 24 stars played to its end with random segments, loaded in `window`."""
    game = ClassicRules().new_game(random_stars(24, 5).tolist(), {}, {})
    rng = np.random.default_rng(5)
    moves = []
    while not game.is_over():
        ends = game.board.segment_ends[rng.choice(game.legal_moves.ids())]
        moves.append([int(ends[0]), int(ends[1])])
        game.push(Move(*moves[-1]))
    load(window, random_stars(24, 5).tolist(), moves, people())
    return moves


def test_after_a_review_on_a_phone_the_current_move_is_in_the_lists_view(window, qtbot) -> None:
    """The review's summary and graph took the panel's room after the panel had been brought to
    the current move: a phone showed moves 17 to 23, the current one, the last, below the
    panel's view."""
    moves = _whole_random_game(window)
    review = window.review_window()
    qtbot.waitExposed(review)
    review.resize(412, 915)
    qtbot.waitUntil(lambda: review.size().toTuple() == (412, 915))
    review.review_seconds = 2.0
    review.start_review()
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    assert review.moves.currentRow() == len(moves)
    panel = review.side_area.viewport()

    def in_sight() -> bool:
        row = review.moves.visualItemRect(review.moves.currentItem())
        return (review.moves.viewport().rect().contains(row)
                and panel.rect().contains(QRect(review.moves.viewport().mapTo(panel, row.topLeft()), row.size())))

    qtbot.waitUntil(in_sight)


@pytest.mark.parametrize(("language", "height", "computer"),
                         [("en", 915, False), ("el", 915, False), ("el", 830, True), ("en", 800, True)])
def test_after_a_review_on_a_phone_continue_from_here_is_in_sight_with_the_current_move(
        window, qtbot, language, height, computer) -> None:
    """The move list asked for its usual 192 points: the panel under the board outgrew its
    share and "Continue from here" was below sight until the player scrolled. A window manager's
    title bar and the line saying whose side the person takes against the computer need a
    little more: the panel takes it from the board."""
    moves = _whole_random_game(window)
    install_language(language)
    try:
        review = window.review_window()
        qtbot.waitExposed(review)
        review.resize(412, height)
        qtbot.waitUntil(lambda: review.size().toTuple() == (412, height))
        review._on_reviewed(_reviewed([(1 + k % 2, k % 3, 0) for k in range(len(moves))], moves))
        review.go(20)
        if computer:
            review.opponent.setCurrentIndex(1)
            assert review.opponent.currentData() and review.side_note.text()
        QApplication.processEvents()
        panel = review.side_area.viewport()

        def seen(widget: QWidget, rect: QRect) -> bool:
            return panel.rect().contains(QRect(widget.mapTo(panel, rect.topLeft()), rect.size()))

        row = review.moves.visualItemRect(review.moves.currentItem())
        assert seen(review.moves.viewport(), row)
        assert seen(review.btn_continue, review.btn_continue.rect())
        assert seen(review.summary, review.summary.rect())
    finally:
        install_language("en")


def test_stepping_keeps_the_current_move_in_sight_where_the_panel_scrolls(window, qtbot) -> None:
    """After a review on a small window both the move list and the panel around it scroll:
    the Right key brings the current move's row into the panel's view, not only the list's."""
    moves = _whole_random_game(window)
    review = window.review_window()
    qtbot.waitExposed(review)
    review.resize(560, 640)
    qtbot.waitUntil(lambda: review.size().toTuple() == (560, 640))
    review._on_reviewed(_reviewed([(1 + k % 2, 2, 2) for k in range(len(moves))], moves))
    review.go(0)
    QApplication.processEvents()
    assert review.side_area.verticalScrollBar().maximum() > 0  # the panel scrolls here
    panel = review.side_area.viewport()
    for _ in range(25):
        qtbot.keyClick(review, Qt.Key.Key_Right)
        row = review.moves.visualItemRect(review.moves.currentItem())
        top_left = review.moves.viewport().mapTo(panel, row.topLeft())
        assert panel.rect().contains(QRect(top_left, row.size())), review.position


def test_the_wheel_over_the_opponent_list_scrolls_the_panel(window, qtbot) -> None:
    """On a phone on its side the panel scrolls; a wheel turn over "Play on against" scrolls
    it and leaves the choice as it was."""
    from PySide6.QtGui import QWheelEvent

    review = _review(window, qtbot)
    review.resize(800, 400)
    qtbot.waitUntil(lambda: review.size().toTuple() == (800, 400))
    review._on_reviewed(_reviewed([(1, 2, 0), (2, 2, 0), (1, 1, 0), (2, 2, 0), (1, 0, 0)]))
    QApplication.processEvents()
    bar, combo = review.side_area.verticalScrollBar(), review.opponent
    assert bar.maximum() > 0
    bar.setValue(bar.maximum())
    choice, before = combo.currentIndex(), bar.value()
    event = QWheelEvent(QPointF(5, 5), QPointF(combo.mapToGlobal(QPoint(5, 5))), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(combo, event)
    assert combo.currentIndex() == choice and bar.value() < before


def _long_review(window, qtbot) -> tuple[ReviewWindow, list[list[int]]]:
    """The review of 40 moves on 24 stars in a tablet's window (the move list scrolls), and
    the moves."""
    stars = random_stars(24, 5).tolist()
    game = window.registry.rules("classic").new_game(stars, {})
    segments = []
    for _ in range(40):
        a, b = (int(v) for v in game.board.segment_ends[int(game.legal_moves.ids()[0])])
        game.push(from_json({"format": "triangles/1", "rules": "classic", "stars": stars, "moves": [[a, b]]}).moves[0])
        segments.append([a, b])
    load(window, stars, segments, people())
    review = window.review_window()
    review.resize(940, 670)
    qtbot.waitUntil(lambda: review.size().toTuple() == (940, 670))
    return review, segments


def test_the_move_shown_stays_in_view_when_a_review_ends(window, qtbot) -> None:
    review, segments = _long_review(window, qtbot)
    review._on_reviewed(_reviewed([(1 + i % 2, 1, 0) for i in range(40)], segments))  # the summary grows
    QApplication.processEvents()
    shown = review.moves.visualItemRect(review.moves.currentItem())
    assert review.moves.currentRow() == 40 and review.moves.viewport().rect().contains(shown)


def test_the_summary_is_as_tall_as_its_lines_after_the_window_turns(window, qtbot) -> None:
    """Measured while the panel was narrow for a moment, the summary held 360 points of a
    phone's panel for four lines of text."""
    review, segments = _long_review(window, qtbot)
    review.resize(412, 915)
    qtbot.waitUntil(lambda: review.size().toTuple() == (412, 915))
    review._on_reviewed(_reviewed([(1 + i % 2, 1, 0) for i in range(40)], segments))
    QApplication.processEvents()
    assert review.summary.height() <= 6 * review.summary.fontMetrics().lineSpacing()


@pytest.mark.parametrize("size", [(412, 915), (915, 412), (675, 760)])
def test_the_panel_scrolled_to_the_move_shown_cuts_no_line_at_its_top(window, qtbot, size) -> None:
    """Scrolled only just enough to show the last move, the panel cut the summary's first line
    in half along its top edge (on a phone it read as a broken text)."""
    review, segments = _long_review(window, qtbot)
    review.resize(*size)
    qtbot.waitUntil(lambda: review.size().toTuple() == size)
    review._on_reviewed(_reviewed([(1 + i % 2, 1, 0) for i in range(40)], segments))  # a summary of two long lines
    bar, panel = review.side_area.verticalScrollBar(), review.side_area.viewport()
    qtbot.wait(20)
    for position in (None, 0, 40, 20, 40):  # None: as the review ends, at the last move
        if position is not None:
            review.go(position)
        QApplication.processEvents()
        row = review.moves.visualItemRect(review.moves.currentItem())
        assert panel.rect().contains(QRect(review.moves.viewport().mapTo(panel, row.topLeft()), row.size())), position
        for part in (review.summary, review.graph, review.moves):
            top, bottom = part.geometry().top(), part.geometry().bottom()
            assert not top < bar.value() <= bottom - 4 or part is review.moves, (position, part, top, bar.value())


def test_the_wheel_over_the_move_list_scrolls_the_list(window, qtbot) -> None:
    """The list's own scroll bar was handed the panel's wheel guard: the wheel scrolled the
    panel (which had nowhere to go) and the list never moved."""
    from PySide6.QtGui import QWheelEvent

    review, _ = _long_review(window, qtbot)
    moves = review.moves
    bar = moves.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()  # on the last move
    at = QPoint(moves.viewport().width() // 2, moves.viewport().height() // 2)
    event = QWheelEvent(QPointF(at), QPointF(moves.viewport().mapToGlobal(at)), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(moves.viewport(), event)
    assert bar.value() < bar.maximum() and moves.currentRow() == 40  # scrolled, the move shown unchanged


def test_a_finger_drawn_up_the_move_list_scrolls_it_and_a_tap_still_picks_a_move(window, qtbot) -> None:
    """On a tablet a one-finger drag over the list picked the move under the finger instead."""
    from PySide6.QtWidgets import QScroller
    from uihelpers import finger_drag, finger_tap

    review, _ = _long_review(window, qtbot)
    moves = review.moves
    vp, bar = moves.viewport(), moves.verticalScrollBar()
    bar.setValue(0)
    finger_drag(qtbot, vp, QPoint(vp.width() // 2, vp.height() - 10), QPoint(vp.width() // 2, 10))
    qtbot.waitUntil(lambda: bar.value() > 0)
    assert moves.currentRow() == 40  # the move shown is unchanged
    qtbot.waitUntil(lambda: QScroller.scroller(vp).state() == QScroller.State.Inactive)  # the flick settled
    item = moves.indexAt(QPoint(vp.width() // 2, vp.height() // 2)).row()
    finger_tap(vp, QPoint(vp.width() // 2, moves.visualRect(moves.model().index(item, 0)).center().y()))
    qtbot.waitUntil(lambda: review.position == item)


def test_the_graph_grows_from_the_end_back_while_the_review_runs(window, qtbot, monkeypatch) -> None:
    """The graph showed nothing until the whole review was done (half a minute on a long game)."""
    review = _review(window, qtbot)
    shown: list[list[int | None]] = []
    on_valued = ReviewWindow._on_valued

    def seen(self, k, position) -> None:  # noqa: ANN001
        on_valued(self, k, position)
        shown.append(list(self.graph.values))

    monkeypatch.setattr(ReviewWindow, "_on_valued", seen)
    review.btn_review.click()
    qtbot.waitUntil(lambda: review.review is not None, timeout=30000)
    assert len(shown) == len(MOVES) + 1
    for known, values in enumerate(shown, start=1):  # one more each time, from the end of the game
        assert [v is not None for v in values] == [False] * (len(values) - known) + [True] * known
    assert shown[-1] == review.graph.values == [p.outlook for p in review.review.positions]


@pytest.mark.parametrize("size", [(940, 670), (412, 915)])
def test_the_board_keeps_its_size_when_the_review_arrives(window, qtbot, size) -> None:
    """The caption under the board keeps the height of the longest a review may bring: the
    board moved up by a line as the review came. The graph, empty until then, shows with it."""
    review, segments = _long_review(window, qtbot)
    review.resize(*size)
    qtbot.waitUntil(lambda: review.size().toTuple() == size)
    qtbot.wait(20)
    assert not review.graph.isVisible()
    before = review.view.geometry()
    review._on_reviewed(_reviewed([(1 + i % 2, 3 * (i % 3), 0) for i in range(40)], segments))
    for position in (40, 39, 38):  # a best move, a blunder (three triangles given away) and a mistake
        review.go(position)
        QApplication.processEvents()
        assert review.view.geometry() == before and review.graph.isVisible()


def test_a_cancelled_review_leaves_no_half_graph(window, qtbot) -> None:
    review = _review(window, qtbot)
    review.start_review()
    review._on_valued(len(MOVES), PositionValue((0, 0), 1, 2, True))
    review.cancel_review()
    review._on_valued(len(MOVES) - 1, PositionValue((0, 0), 1, 2, True))  # a last word of the cancelled review
    assert review.graph.values == [] or review.review is not None


def test_review_cancels(window, qtbot) -> None:
    review = _review(window, qtbot)
    review.start_review()
    review.cancel_review()
    assert review.worker is None and not review.btn_cancel.isVisible()
    assert review.review is None or review.review.moves  # cancelled, or done before the cancel


def test_continue_from_here_against_a_computer_level(window, qtbot) -> None:
    review = _review(window, qtbot)
    review.go(2)
    index = review.opponent.findData("testai:easy")
    assert index > 0
    review.opponent.setCurrentIndex(index)
    assert review.side_note.isVisibleTo(review)
    assert review.side_note.text() == f"You take the side of {review._name(1)}, who moves next."
    review.go(3)
    assert review.side_note.text() == f"You take the side of {review._name(2)}, who moves next."
    review.go(2)
    review.btn_continue.click()
    game = window.controller.game
    assert [list(m) for m in (sorted((a, b)) for a, b, _ in game.drawn_segments())] == [[0, 1], [1, 2]]
    players = window.controller.setup.players
    assert not players[0].is_computer and players[1].ai == "testai:easy"  # the person takes the side to move
    assert not review.isVisible()  # it would hide the game it handed over


def test_continuing_a_game_played_as_you_keeps_your_side_in_words(window, qtbot) -> None:
    load(window, SQUARE, MOVES, people("You", "Computer"))
    review = window.review_window()
    qtbot.waitExposed(review)
    review.opponent.setCurrentIndex(review.opponent.findData("testai:easy"))
    review.go(2)  # "You" move next
    assert review.side_note.text() == "You keep your own side, and move next."
    review.go(3)
    assert review.side_note.text() == "You take the side of Computer, who moves next."


def test_the_game_continued_from_a_file_is_not_that_file(window, qtbot, tmp_path) -> None:
    load(window, SQUARE, MOVES, people())
    path = tmp_path / "kept.triangles"
    assert window.save_file(str(path)) and "kept.triangles" in window.windowTitle()
    review = window.review_window()
    qtbot.waitExposed(review)
    review.go(2)
    review.btn_continue.click()
    assert "kept.triangles" not in window.windowTitle() and window.file_name == ""


def test_continue_from_here_with_a_second_player(window, qtbot) -> None:
    review = _review(window, qtbot)
    review.go(3)
    review.opponent.setCurrentIndex(0)
    assert not review.side_note.isVisibleTo(review)  # both sides are people's
    review.btn_continue.click()
    assert len(window.controller.game.history) == 3
    assert not any(p.is_computer for p in window.controller.setup.players)
    assert window.controller.game.turn == 2


def test_end_screen_starts_the_review(window, qtbot) -> None:
    load(window, SQUARE, MOVES[:4], people())
    window.controller.play_human(from_json({"format": "triangles/1", "rules": "classic", "stars": SQUARE,
                                            "moves": [[0, 2]]}).moves[0])
    qtbot.waitUntil(lambda: window.end_screen.isVisible(), timeout=5000)
    assert window.end_screen.review_button.isVisible()
    window.end_screen.review_button.click()
    review = window._dialogs["review"]
    qtbot.waitUntil(lambda: review.review is not None, timeout=30000)
    assert len(review.review.moves) == 5


def test_the_opponents_to_play_on_against_are_labelled_and_distinct(window, qtbot) -> None:
    """Two installed players with a level of the same name: each entry names its player. The
    list has a label, and starts at the computer the game was played against."""
    from conftest import FirstLegalAI
    from triangles.ui.game.players import PlayerSpec

    class OtherAI(FirstLegalAI):
        name, title = "other", "Other player"

    window.registry.add("triangles.ai", "other", OtherAI, "tests", "test")
    load(window, SQUARE, MOVES[:2], (PlayerSpec("Ada"), PlayerSpec("Computer", "other:hard")))
    review = window.review_window()
    texts = [review.opponent.itemText(i) for i in range(review.opponent.count())]
    assert len(texts) == len(set(texts)) and texts.count("Computer: Easy (Other player)") == 1
    assert review.opponent_label.text() and review.opponent_label.buddy() is review.opponent
    assert review.opponent.currentData() == "other:hard"
    load(window, SQUARE, MOVES[:2], people())
    review = window.review_window()
    assert review.opponent.currentIndex() == 0 and review.opponent.currentData() == ""


def test_dice_games_replay_but_are_not_reviewed(window, qtbot, registry) -> None:
    from triangles_dice import DiceRules

    window.registry.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    rec = from_json({"format": "triangles/1", "rules": "dice", "stars": SQUARE + [[0.5, 0.05]],
                     "moves": [[0, 1], [1, 2]], "seed": 7, "rolls": [2, 3]})
    review = ReviewWindow(window.registry, window)
    qtbot.addWidget(review)
    review.show_record(rec)
    assert review.position == 2 and not review.btn_review.isEnabled()
    assert "classic" in review.summary.text()
    assert "classic" in review.btn_review.toolTip()
    review.btn_first.click()
    assert review.position == 0


def test_review_is_the_primary_button_only_where_it_can_review(window, qtbot) -> None:
    """The style sheet draws a primary button bright even when disabled: a dice game's Review
    (which cannot run) must not look like the button to press."""
    from triangles_dice import DiceRules

    review = _review(window, qtbot)
    assert review.btn_review.isEnabled() and review.btn_review.property("primary")
    window.registry.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    review.show_record(from_json({"format": "triangles/1", "rules": "dice", "stars": SQUARE + [[0.5, 0.05]],
                                  "moves": [[0, 1]], "seed": 7, "rolls": [2]}))
    assert not review.btn_review.isEnabled() and not review.btn_review.property("primary")
    review.show_record(from_json({"format": "triangles/1", "rules": "classic", "stars": SQUARE, "moves": MOVES}))
    assert review.btn_review.isEnabled() and review.btn_review.property("primary")


@pytest.mark.parametrize("size", [(412, 915), (915, 412), (940, 670), (700, 520), (1100, 760)])
def test_every_button_shows_its_whole_text(window, qtbot, size) -> None:
    """A phone upright and sideways, a tablet, a desktop at 200 % (about 700 by 520 points)
    and the window's first size: no button gets less than its text needs."""
    review = _review(window, qtbot)
    review.resize(*size)
    qtbot.waitUntil(lambda: review.size().toTuple() == size)
    QApplication.processEvents()
    clipped = [b.text() for b in review.findChildren(QPushButton) if b.isVisible() and b.width() < b.sizeHint().width()]
    assert not clipped


def test_a_bad_file_is_one_line_in_the_window(window, qtbot, tmp_path) -> None:
    review = _review(window, qtbot)
    path = tmp_path / "bad.triangles"
    path.write_text("not json")
    assert not review.open_file(str(path))
    assert "bad.triangles" in review.view.message() and review.position == 5


@pytest.mark.parametrize("when", ["create_game", "state_after_segment"])
def test_a_variant_that_raises_system_exit_is_one_line_in_the_window(window, qtbot, tmp_path, when) -> None:
    """Building the game or replaying its moves: the variant's failure is said, the window goes on."""
    from triangles_classic import ClassicGame

    class Quitting(ClassicGame):
        rules_name = "quitter"

        def state_after_segment(self, closed):  # noqa: ANN001, ANN202
            raise SystemExit(7)

    class QuitterRules(ClassicRules):
        name = "quitter"

        def create_game(self, board, options, extra):  # noqa: ANN001, ANN202
            if when == "create_game":
                raise SystemExit(7)
            return Quitting(board, options)

    window.registry.add("triangles.rules", "quitter", QuitterRules, "tests", "test")
    review = _review(window, qtbot)
    path = tmp_path / "quitter.triangles"
    path.write_text('{"format": "triangles/2", "rules": "quitter", "stars": %s, "moves": [[0, 1]]}' % SQUARE)
    assert not review.open_file(str(path))
    assert review.view.message().startswith("Cannot open quitter.triangles: the rules variant 'quitter' failed: SystemExit: 7")
    assert review.position == 5  # the game shown before is still there


# ------------------------------------------------------------------------------------ puzzles
def _click_star(view, scene, index: int) -> None:
    pos = view.mapFromScene(scene.star_pos(index))
    vp = view.viewport()
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else Qt.MouseButton.LeftButton
        QApplication.sendEvent(vp, QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), Qt.MouseButton.LeftButton,
                                               buttons, Qt.KeyboardModifier.NoModifier))


def _ready(win: PuzzleWindow, qtbot) -> PuzzleWindow:
    """Wait for the puzzle asked for to be made (in its thread)."""
    qtbot.waitUntil(lambda: win.puzzle is not None and not win.making(), timeout=30000)
    return win


def _puzzles(window, qtbot) -> PuzzleWindow:
    win = window.puzzle_window()
    qtbot.waitExposed(win)
    win.scene.animation_ms = 0
    return _ready(win, qtbot)


def test_solving_a_puzzle_by_drawing_the_answer_saves_progress(window, qtbot, settings) -> None:
    win = _puzzles(window, qtbot)
    assert win.puzzle == puzzles.numbered("easy", 1)
    a, b = win.puzzle.answer
    _click_star(win.view, win.scene, a)
    _click_star(win.view, win.scene, b)
    assert win.solved and "best" in win.status.text()
    assert PuzzleProgress(settings).solved("easy") == {1}
    win.btn_next.click()
    _ready(win, qtbot)
    assert win.number == 2 and not win.solved
    # Reopened later, the series goes on after the solved puzzle.
    assert PuzzleProgress(settings).next_number("easy") == 2


def test_a_wrong_move_and_the_answer(window, qtbot, settings) -> None:
    win = _puzzles(window, qtbot)
    game = win.puzzle.game()
    wrong = next(tuple(int(v) for v in game.board.segment_ends[s]) for s in game.legal_moves.ids()
                 if tuple(sorted(int(v) for v in game.board.segment_ends[s])) not in win.puzzle.answers)
    _click_star(win.view, win.scene, wrong[0])
    _click_star(win.view, win.scene, wrong[1])
    assert not win.solved and win.btn_retry.isVisible() and not win.scene.interactive
    # The rules keep their own line after a wrong try, whole, and with the answer shown.
    rules = "<br>Rules: the turn passes after a triangle."
    assert "<br>Not the best move. Try again, or show the answer.<br>" in win.status.text()
    assert win.status.text().endswith(rules + " When several lines are equally best, any of them is right.")
    win.btn_retry.click()
    assert win.scene.interactive and win.game.history == game.history
    win.btn_answer.click()
    assert win.ghosts.pairs == list(win.puzzle.answers) and not PuzzleProgress(settings).solved("easy")
    assert win.status.text().endswith(rules)


def test_a_low_puzzle_window_scrolls_its_panel_and_lays_nothing_over_anything(window, qtbot) -> None:
    """A laptop at 200 % (640 by 400 points): the panel scrolls; no button covers another or
    the text, and the puzzle of the day's button shows its whole name."""
    win = _puzzles(window, qtbot)
    win.resize(640, 400)
    qtbot.waitUntil(lambda: win.size().toTuple() == (640, 400))
    game = win.puzzle.game()
    wrong = next(tuple(int(v) for v in game.board.segment_ends[s]) for s in game.legal_moves.ids()
                 if tuple(sorted(int(v) for v in game.board.segment_ends[s])) not in win.puzzle.answers)
    _click_star(win.view, win.scene, wrong[0])
    _click_star(win.view, win.scene, wrong[1])
    qtbot.wait(50)
    parts = [win.level, win.btn_day, win.title, win.status, win.btn_answer, win.btn_retry, win.btn_prev, win.btn_next, win.tally]
    boxes = [w.geometry() for w in parts]
    for i, box in enumerate(boxes):
        assert all(not box.intersects(other) for other in boxes[i + 1:]), parts[i]
    assert win.status.height() >= win.status.heightForWidth(win.status.width())
    assert win.btn_day.width() >= win.btn_day.sizeHint().width()
    assert win.side_area.verticalScrollBar().maximum() > 0


def test_the_answer_drawn_after_it_was_shown_is_not_counted(window, qtbot, settings) -> None:
    win = _puzzles(window, qtbot)
    win.btn_answer.click()
    win.btn_retry.click()
    a, b = win.puzzle.answer
    _click_star(win.view, win.scene, a)
    _click_star(win.view, win.scene, b)
    assert "only when found without it" in win.status.text() and not win.btn_retry.isEnabled()
    # The room kept from the longer answer text: the verdict starts at its top, under the title.
    assert win.status.alignment() & Qt.AlignmentFlag.AlignTop
    assert PuzzleProgress(settings).solved("easy") == set() and "Easy 0" in win.tally.text()
    win.btn_next.click()
    _ready(win, qtbot)
    a, b = win.puzzle.answer
    _click_star(win.view, win.scene, a)
    _click_star(win.view, win.scene, b)
    assert PuzzleProgress(settings).solved("easy") == {2}  # the next puzzle, found alone, counts


def test_the_puzzle_shows_the_movers_colour_and_numbers_the_answers_stars(window, qtbot) -> None:
    """The task opens with a dot in the colour of the player to move; "Show answer" names the
    segment by its stars' numbers, and the board shows those numbers."""
    win = _puzzles(window, qtbot)
    puzzle = win.puzzle
    assert len(puzzle.answers) == 1
    theme = win.scene.theme
    colour = theme.player1 if puzzle.to_move == 1 else theme.player2
    assert f'<span style="color:{colour}">' in win.status.text() and f"Player {puzzle.to_move} to move" in win.status.text()
    assert _numbers(win.scene) == []
    win.btn_answer.click()
    a, b = puzzle.answer
    assert f"The answer is {a + 1}–{b + 1}" in win.status.text() and f"color:{colour}" in win.status.text()
    assert _numbers(win.scene) == sorted([str(a + 1), str(b + 1)], key=int)
    win.retry()
    assert _numbers(win.scene) == [] and win.ghosts.pairs == []


def test_next_puzzle_moves_on_from_a_puzzle_not_solved(window, qtbot, settings) -> None:
    """A puzzle can be skipped: Next goes to the following one, and the level reopens at the
    first puzzle not solved."""
    win = _puzzles(window, qtbot)
    assert win.number == 1
    win.btn_next.click()
    _ready(win, qtbot)
    assert win.number == 2 and win.puzzle == puzzles.numbered("easy", 2)
    assert PuzzleProgress(settings).next_number("easy") == 1


def test_previous_puzzle_goes_back_to_look_again_and_not_before_the_first(window, qtbot, settings) -> None:
    win = _puzzles(window, qtbot)
    assert win.number == 1 and not win.btn_prev.isEnabled()
    a, b = win.puzzle.answer
    _click_star(win.view, win.scene, a)
    _click_star(win.view, win.scene, b)
    win.btn_next.click()
    _ready(win, qtbot)
    win.btn_next.click()
    _ready(win, qtbot)
    assert win.number == 3 and win.btn_prev.isEnabled()
    win.btn_prev.click()
    _ready(win, qtbot)
    assert win.number == 2 and win.puzzle == puzzles.numbered("easy", 2)
    win.btn_prev.click()
    _ready(win, qtbot)
    assert win.number == 1 and win.puzzle == puzzles.numbered("easy", 1) and not win.btn_prev.isEnabled()
    assert "Easy puzzle 1" in win.title.text() and not win.solved  # a solved one can be played again
    win.btn_day.click()
    _ready(win, qtbot)
    level = puzzles.level_of_day(win.day)
    assert win.btn_prev.isEnabled()
    win.btn_prev.click()
    _ready(win, qtbot)
    assert win.day is None and win.level.currentData() == level
    assert win.number == max(1, PuzzleProgress(settings).next_number(level) - 1)


def test_on_a_phone_the_puzzle_board_takes_the_height_the_text_and_buttons_leave(window, qtbot) -> None:
    win = _puzzles(window, qtbot)
    win.resize(1000, 760)
    qtbot.wait(50)
    win.resize(412, 915)
    qtbot.waitUntil(lambda: win.size().toTuple() == (412, 915))
    qtbot.wait(50)
    assert win.view.height() > 0.55 * win.height()
    foot = win.tally.mapTo(win, win.tally.rect().bottomLeft()).y()
    assert foot > win.height() - 20  # no gap under the buttons and the tally
    win.btn_answer.click()
    qtbot.wait(50)
    assert win.view.height() > 0.55 * win.height() and win.tally.mapTo(win, win.tally.rect().bottomLeft()).y() == foot


def test_on_a_phone_the_board_and_buttons_hold_still_while_the_next_puzzle_is_made(window, qtbot) -> None:
    """"Making the puzzle…" is one line where a puzzle's text is four: the board grew and the
    level and buttons jumped down, and back a second later."""
    win = _puzzles(window, qtbot)
    win.resize(412, 915)
    qtbot.waitUntil(lambda: win.size().toTuple() == (412, 915))
    qtbot.wait(50)
    before = (win.view.geometry(), win.level.geometry(), win.btn_next.geometry())
    win.open_level("hard", 3)
    assert win.making()
    qtbot.wait(50)
    assert (win.view.geometry(), win.level.geometry(), win.btn_next.geometry()) == before


@pytest.mark.parametrize("size", [(412, 915), (1000, 760)])
def test_the_puzzle_buttons_stay_where_they_are_after_a_wrong_move(window, qtbot, size) -> None:
    win = _puzzles(window, qtbot)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.size().toTuple() == size)
    buttons = (win.btn_answer, win.btn_retry, win.btn_prev, win.btn_next)
    qtbot.wait(50)  # the text is measured again once the layout has settled
    before = [b.geometry() for b in buttons]
    assert win.btn_retry.isVisible() and not win.btn_retry.isEnabled()
    game = win.puzzle.game()
    wrong = next(tuple(int(v) for v in game.board.segment_ends[s]) for s in game.legal_moves.ids()
                 if tuple(sorted(int(v) for v in game.board.segment_ends[s])) not in win.puzzle.answers)
    _click_star(win.view, win.scene, wrong[0])
    _click_star(win.view, win.scene, wrong[1])
    QApplication.processEvents()
    assert win.btn_retry.isEnabled() and [b.geometry() for b in buttons] == before


@pytest.mark.parametrize("size", [(412, 915), (1000, 760)])
def test_showing_the_answer_moves_neither_the_board_nor_the_buttons(window, qtbot, size) -> None:
    """The answer's text is longer than the task's: the board shrank and the buttons moved up
    under the finger as it was shown."""
    win = _puzzles(window, qtbot)
    win.open_level("hard", 1)
    _ready(win, qtbot)
    win.resize(*size)
    qtbot.waitUntil(lambda: win.size().toTuple() == size)
    qtbot.wait(50)
    parts = (win.view, win.level, win.btn_answer, win.btn_retry, win.btn_prev, win.btn_next)
    before = [w.geometry() for w in parts]
    win.btn_answer.click()
    QApplication.processEvents()
    assert [w.geometry() for w in parts] == before


def test_a_verdict_shown_is_said_again_in_the_language_chosen(window, qtbot) -> None:
    """The answer shown in English stayed in English among the Italian texts."""
    win = _puzzles(window, qtbot)
    win.btn_answer.click()
    assert "The answer is" in win.status.text()
    install_language("it")
    try:
        QApplication.processEvents()
        assert "La soluzione è" in win.status.text() and "The answer" not in win.status.text()
    finally:
        install_language("en")


@pytest.mark.parametrize("code", ["el", "tr"])
def test_on_a_phone_the_puzzle_buttons_show_their_names_whole_in_a_language_chosen_there(window, qtbot, code) -> None:
    """Greek's "Previous puzzle" lost its first letter: the buttons were set side by side for
    the English names and not again for the longer ones."""
    win = _puzzles(window, qtbot)
    win.resize(412, 915)
    qtbot.waitUntil(lambda: win.size().toTuple() == (412, 915))
    install_language(code)
    try:
        QApplication.processEvents()
        qtbot.wait(20)
        for button in (win.btn_answer, win.btn_retry, win.btn_prev, win.btn_next, win.btn_day):
            assert button.width() >= button.sizeHint().width(), (button.text(), button.width(), button.sizeHint().width())
    finally:
        install_language("en")


def test_a_solved_puzzle_offers_no_answer_to_show(window, qtbot) -> None:
    win = _puzzles(window, qtbot)
    a, b = win.puzzle.answer
    _click_star(win.view, win.scene, a)
    _click_star(win.view, win.scene, b)
    assert win.solved and not win.btn_answer.isEnabled()


def test_puzzle_of_the_day_and_levels(window, qtbot, settings) -> None:
    win = _puzzles(window, qtbot)
    win.btn_day.click()
    _ready(win, qtbot)
    assert win.day == dt.date.today() and win.puzzle == puzzles.of_the_day(dt.date.today())
    assert win.level.currentData() == puzzles.level_of_day(dt.date.today())  # the list names the day's level
    a, b = win.puzzle.answer
    _click_star(win.view, win.scene, a)
    _click_star(win.view, win.scene, b)
    assert PuzzleProgress(settings).days() == {dt.date.today().isoformat()}
    win.level.setCurrentIndex(win.level.findData("medium"))
    win.level.activated.emit(win.level.currentIndex())
    _ready(win, qtbot)
    assert win.puzzle.level == "medium" and win.day is None


def test_any_of_several_answers_is_right_under_the_puzzles_rules(window, qtbot, settings) -> None:
    """Medium puzzle 1 has two equally best segments and is played with the extra turn: the
    window says so, takes the last answer as right and draws the others dotted; "Show answer"
    draws all of them."""
    win = _puzzles(window, qtbot)
    win.open_level("medium", 1)
    assert win.making() and win.puzzle is None and "Making" in win.status.text()  # the window is not blocked
    _ready(win, qtbot)
    puzzle = win.puzzle
    assert len(puzzle.answers) == 2 and puzzle.extra_turn and win.game.options["extra_turn"]
    assert "play again after a triangle" in win.status.text() and "any of them is right" in win.status.text()
    win.btn_answer.click()
    assert win.ghosts.pairs == list(puzzle.answers) and "any of them is right" in win.status.text()
    named = [f"{a + 1}–{b + 1}" for a, b in puzzle.answers]
    assert f"The answers are {', '.join(named)} (dotted)" in win.status.text()
    assert f"each worth {puzzle.value:+d}".replace("-", "\u2212") in win.status.text()
    assert "the player to move ends ahead (+) or behind (\u2212)" in win.status.text()  # what a worth means
    assert _numbers(win.scene) == sorted({str(i + 1) for pair in puzzle.answers for i in pair}, key=int)
    win.open_level("medium", 1)  # made again: found without the answer shown, it counts
    _ready(win, qtbot)
    a, b = puzzle.answers[-1]
    _click_star(win.view, win.scene, b)
    _click_star(win.view, win.scene, a)
    assert win.solved and PuzzleProgress(settings).solved("medium") == {1}
    assert win.ghosts.pairs == list(puzzle.answers[:-1]) and "others are dotted" in win.status.text()


def test_a_puzzle_dropped_while_made_never_shows(window, qtbot) -> None:
    win = _puzzles(window, qtbot)
    win.open_level("hard", 1)
    dropped = win.maker
    win.open_level("easy", 3)
    _ready(win, qtbot)
    dropped.wait()
    qtbot.wait(50)  # any late signal of the dropped thread is delivered by now
    assert win.puzzle == puzzles.numbered("easy", 3) and win.number == 3


def test_closing_while_a_puzzle_is_made_stops_it_and_reopening_makes_it_again(window, qtbot) -> None:
    win = _puzzles(window, qtbot)
    win.open_level("hard", 2)
    maker = win.maker
    win.close()
    assert maker.isFinished() and not win.making() and win.puzzle is None
    assert window.puzzle_window() is win
    _ready(win, qtbot)
    assert win.puzzle == puzzles.numbered("hard", 2) and win.number == 2


def test_escape_drops_a_chosen_star_then_closes_the_puzzles_and_stops_the_maker(window, qtbot) -> None:
    from PySide6.QtTest import QTest

    win = _puzzles(window, qtbot)
    a, _ = win.puzzle.answer
    _click_star(win.view, win.scene, a)
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Escape)
    assert win.isVisible() and not win.scene.has_pending()
    win.open_level("hard", 2)
    maker = win.maker
    QTest.keyClick(win.view, Qt.Key.Key_Escape)
    assert not win.isVisible() and maker.isFinished() and not win.making()


def test_escape_closes_the_replay_window_and_stops_its_review(window, qtbot) -> None:
    from PySide6.QtTest import QTest

    _load_long_game(window)
    review = window.review_window(start_review=True)
    qtbot.waitExposed(review)
    assert review.worker is not None
    review.view.setFocus()
    QTest.keyClick(review.view, Qt.Key.Key_Escape)
    assert not review.isVisible() and review.worker is None


def test_a_puzzle_taking_too_long_gives_up_with_a_line(window, qtbot, monkeypatch) -> None:
    import triangles.ui.review.puzzle_window as puzzle_window

    win = _puzzles(window, qtbot)
    monkeypatch.setattr(puzzle_window, "MAKE_SECONDS", 0.0)

    def slow(level: str, number: int, cancelled) -> puzzles.Puzzle:  # noqa: ANN001
        """Still making when the time is up: a real puzzle could come before the 0-second timer."""
        deadline = time.monotonic() + 10
        while not cancelled() and time.monotonic() < deadline:
            time.sleep(0.005)
        raise puzzles.PuzzleCancelled

    monkeypatch.setattr(puzzles, "numbered", slow)
    win.open_level("hard", 1)
    qtbot.waitUntil(lambda: not win.making(), timeout=5000)
    assert win.puzzle is None and "too long" in win.status.text() and not win.btn_answer.isEnabled()
    win.close()
    assert not win._makers


def test_a_finger_swipe_steps_through_the_game(window, qtbot) -> None:
    from PySide6.QtTest import QTest
    from test_ui_gestures import _touch_device

    review = _review(window, qtbot)
    review.go(2)
    vp = review.view.viewport()
    device = _touch_device()
    start = QPoint(vp.width() // 2 + 80, vp.height() // 2)
    QTest.touchEvent(vp, device).press(0, start, vp).commit()
    QTest.touchEvent(vp, device).move(0, start - QPoint(80, 0), vp).commit()
    QTest.touchEvent(vp, device).release(0, start - QPoint(160, 0), vp).commit()
    assert review.position == 3


def _load_long_game(window) -> None:
    """30 moves on 24 stars: a review of it takes a while."""
    stars = random_stars(24, 5).tolist()
    game = window.registry.rules("classic").new_game(stars, {})
    moves = []
    for _ in range(30):
        a, b = (int(v) for v in game.board.segment_ends[int(game.legal_moves.ids()[0])])
        game.push(from_json({"format": "triangles/1", "rules": "classic", "stars": stars, "moves": [[a, b]]}).moves[0])
        moves.append([a, b])
    load(window, stars, moves, people())


def test_closing_the_game_window_stops_a_running_review(window, qtbot) -> None:
    _load_long_game(window)
    review = window.review_window(start_review=True)
    assert review.worker is not None
    window.close()
    assert review.worker is None and review.review is None


def test_without_a_plugin_that_analyses_the_rules_there_is_no_review(qtbot, settings) -> None:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    bare = make_window(qtbot, reg, settings)
    load(bare, SQUARE, MOVES, people())
    review = bare.review_window()
    qtbot.waitExposed(review)
    assert not review.btn_review.isEnabled()
    review.start_review()
    assert review.worker is None


def test_a_review_at_work_says_so_in_the_language_chosen_meanwhile(window, qtbot, monkeypatch) -> None:
    from triangles.i18n import set_language
    from triangles.ui.review.worker import ReviewWorker

    def endless(worker: ReviewWorker) -> None:  # a long game: still at work when the language changes
        while not worker._cancel:
            time.sleep(0.01)
        worker.stopped.emit()

    monkeypatch.setattr(ReviewWorker, "run", endless)
    review = _review(window, qtbot)
    review.start_review()
    try:
        assert review.summary.text() == "Reviewing with the exact solver…"
        set_language("it")
        QApplication.processEvents()
        assert review.worker is not None and review.summary.text() == "Revisione con il risolutore esatto…"
    finally:
        review.cancel_review()
        set_language("en")


@pytest.mark.parametrize("opener", ["review_window", "puzzle_window"])
def test_on_an_upright_game_window_the_board_windows_open_as_tall(window, qtbot, opener) -> None:
    """A phone or a tablet held upright: the replay and puzzle windows take the game window's
    size, not a landscape first size cut to its width (a third of the screen for board and panel)."""
    window.resize(450, 780)
    qtbot.waitUntil(lambda: window.size().toTuple() == (450, 780))
    other = getattr(window, opener)()
    qtbot.waitExposed(other)
    assert other.size().toTuple() == (450, 780)
    if opener == "puzzle_window":
        _ready(other, qtbot)


def test_each_step_and_the_finished_review_are_said_to_a_screen_reader(window, qtbot, monkeypatch) -> None:
    from PySide6.QtGui import QAccessible



    said: list[str] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        lambda event: said.append(event.message()) if event.type() == QAccessible.Event.Announcement else None)
    install_language("en")
    review = _review(window, qtbot)
    review.go(0)
    assert said[-1] == "Move 0 of 5. The start of the game."
    review.btn_next.click()
    assert said[-1] == "Move 1 of 5. Ada drew 1–2."  # who played, before any review
    review.go(5)
    assert said[-1] == "Move 5 of 5. Ada drew 1–3."
    review._on_reviewed(_reviewed([(1, 1, 1), (2, 2, 2), (1, 0, 0), (2, 2, 2), (1, 0, 0)]))
    assert said[-1].startswith("Review done.\nAda: accuracy ")
    review.go(2)
    assert said[-1] == f"Move 2 of 5. {review.comment.text()}" and review.comment.text().startswith("Bo played 2–3")


def test_page_down_in_a_puzzle_goes_to_the_lines_it_allows(window, qtbot) -> None:
    """The keyboard finds a puzzle's possible lines as it does in a game, and draws one."""
    win = _puzzles(window, qtbot)
    game = win.puzzle.game()
    open_ends = {int(v) for s in game.legal_moves.ids() for v in game.board.segment_ends[s]}
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_PageDown)
    first = win.scene.cursor
    assert first == min(open_ends)
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    qtbot.keyClick(win.view, Qt.Key.Key_PageDown)  # the nearest star a line from it can reach
    assert win.view.joinable(first)[0] == win.scene.cursor
    qtbot.keyClick(win.view, Qt.Key.Key_Return)
    assert len(win.game.history) == len(game.history) + 1 and not win.scene.interactive
    assert win.view.open_lines is None
