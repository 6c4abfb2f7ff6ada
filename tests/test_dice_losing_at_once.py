"""Dice variant: neither the computer players nor "Suggest move" draw a segment that loses the
game at once while something else does not (rule 16 after the exact count, rule 17 by score);
when every segment would, the suggestion is to pass, shown in the window as such."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from triangles.engine import random_stars
from triangles.engine.record import GameRecord
from triangles.plugins.api import GameView, Move, Pass
from triangles.plugins.registry import Registry
from triangles.ui.main_window import MainWindow
from triangles_ai.players import BeginnerPlayer, ExpertPlayer, NormalPlayer
from triangles_dice import DiceRules
from triangles_dice.hints import suggest

RULES = DiceRules()

#: Player 1 to move with 3 segments left, 2:2. A-E (4-5) and A-G (0-6) each close a triangle but
#: leave only the last segment, refused with 2 left and nothing to count down with: rule 16
#: ends the game, lost. A-E'(0-4) closes one and keeps the game going.
EIGHT = {
    "stars": [[0.285451, 0.318642], [0.782803, 0.132724], [0.59009, 0.705704], [0.219111, 0.099632],
              [0.297472, 0.64169], [0.556039, 0.185056], [0.920692, 0.664758], [0.336332, 0.881795]],
    "moves": [(3, 4), (1, 3), (4, 7), (2, 7), (2, 4), (6, 7), (2, 6), (3, 5), (0, 3), (0, 5), (1, 5),
              (4, 6), (1, 6), (5, 6)],
    "extra": {"seed": 2, "rolls": [2, 6, 3, 1, 5]},
}
#: Player 2 to move with 3 segments left, 1:1, two legal segments: each leaves only the last
#: segment, refused with 2 segments to spare and nothing to count down with (rule 16). Only a
#: pass keeps the game going.
PASS_ONLY = {
    "stars": [[0.910402, 0.236914], [0.511524, 0.172328], [0.670133, 0.807573], [0.432958, 0.911233],
              [0.180495, 0.721022], [0.188983, 0.274798]],
    "moves": [(1, 5), (4, 5), (1, 3), (3, 5), (1, 2), (2, 3), "pass", (0, 1)],
    "extra": {"seed": 3, "rolls": [4, 4, 1, 3]},
}
#: Player 2 to move with 3 segments left, 2:1, one triangle left with one side drawn. 1-4 leaves
#: its last side refused to player 2 with 2 segments to spare (rule 16, lost); 0-1 leaves the
#: same, but that last side would also complete a triangle around one player 2 conquered, so it
#: is barred to player 1 for good (rule 9): player 1 can never build a triangle again and loses
#: at once, before player 2's count matters.
SIX = {
    "stars": [[0.623266, 0.292808], [0.086876, 0.064875], [0.781943, 0.87148], [0.595972, 0.706547],
              [0.784268, 0.052465], [0.826861, 0.537315]],
    "moves": [(2, 3), (2, 5), (3, 5), (1, 3), (1, 5), (0, 5), (4, 5), (0, 4)],
    "extra": {"seed": 0, "rolls": [5, 6]},
}


def action(move: object) -> object:
    return Pass() if move == "pass" else Move(*move)


def position(spec: dict, options: dict | None = None) -> object:
    game = RULES.new_game(spec["stars"], options, dict(spec["extra"]))
    for move in spec["moves"]:
        assert game.push(action(move)).accepted
    return game


def test_the_positions_hold_the_trap_they_describe():
    eight = position(EIGHT)
    assert eight.state.remaining == 3 and eight.score == (2, 2)
    for losing in (Move(4, 5), Move(0, 6)):
        after = eight.copy()
        assert after.push(losing).closed
        assert after.outcome().reason == "no_useful_move" and after.outcome().winner == 2
    assert not eight.loses_at_once(Move(0, 4)) and not eight.loses_at_once(Pass())
    trapped = position(PASS_ONLY)
    assert trapped.state.remaining == 3 and trapped.score == (1, 1) and len(list(trapped.legal_moves)) == 2
    assert all(trapped.loses_at_once(m) for m in trapped.legal_moves) and not trapped.loses_at_once(Pass())
    six = position(SIX)
    assert six.loses_at_once(Move(1, 4)) and not six.loses_at_once(Pass())
    won = six.copy()
    won.push(Move(0, 1))
    assert won.outcome().reason == "all_protected" and won.outcome().winner == 2


@pytest.mark.parametrize("level", [BeginnerPlayer, NormalPlayer, ExpertPlayer])
def test_no_level_draws_a_segment_that_loses_at_once(level):
    eight, trapped, six = position(EIGHT), position(PASS_ONLY), position(SIX)
    for seed in range(8):
        assert level(seed).choose_move(GameView(eight), 1.0) == Move(0, 4)
        assert level(seed).choose_move(GameView(trapped), 1.0) == Pass()
        assert level(seed).choose_move(GameView(six), 1.0) == Move(0, 1)  # it wins at once


def test_suggest_move_passes_over_a_segment_that_loses_at_once():
    eight = position(EIGHT)
    assert suggest(eight) == Move(0, 4)
    # A computer player's suggestion that would lose gives way to the variant's own.
    assert eight.hint(Move(4, 5)) == Move(0, 4) and eight.state.hints_used == (1, 0)


def test_suggest_move_is_to_pass_when_every_segment_loses_at_once():
    trapped = position(PASS_ONLY)
    assert suggest(trapped) == Pass()
    assert trapped.hint(Move(3, 4)) == Pass() and trapped.state.hints_used == (0, 1)


def test_in_whole_games_no_choice_loses_at_once_while_passing_would_not():
    """Small boards, where the end comes often: every choice of Normal and of the suggestion."""
    def loses_needlessly(game, action) -> bool:
        return isinstance(action, Move) and game.loses_at_once(action) and not game.loses_at_once(Pass())

    checked = 0
    for seed in range(30):
        n = random.Random(seed).choice([6, 8, 10])
        game = RULES.new_game(random_stars(n, seed), extra={"seed": seed})
        player = NormalPlayer(seed)
        while not game.is_over():
            action = player.choose_move(GameView(game), 1.0)
            assert not loses_needlessly(game, action), (seed, game.history)
            assert not loses_needlessly(game, suggest(game)), (seed, game.history)
            checked += 1
            game.push(action)
    assert checked > 400


def opened(qtbot, settings, path: Path, stars: list, moves: list, extra: dict) -> MainWindow:
    """A game window showing the dice game of these moves, opened from its record like a file."""
    reg = Registry()
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    win = MainWindow(reg, settings)
    qtbot.addWidget(win)
    win.show()
    record = GameRecord("dice", {"mode": "normal"}, stars, [action(m) for m in moves], {**extra, "hints_used": [0, 0]})
    record.save(path)
    assert win.open_file(str(path))
    return win


def test_the_window_shows_a_suggestion_to_pass(qtbot, settings, tmp_path: Path):
    win = opened(qtbot, settings, tmp_path / "pass.triangles", PASS_ONLY["stars"], PASS_ONLY["moves"], PASS_ONLY["extra"])
    shown: list[object] = []
    win.controller.hint_ready.connect(shown.append)
    win.btn_hint.click()
    qtbot.waitUntil(lambda: shown != [], timeout=5000)
    assert shown == [Pass()] and win.scene.hint() is None
    assert "pass your turn" in win.view.message()


def test_closing_a_triangle_mid_turn_is_not_announced_as_playing_again(qtbot, settings, tmp_path: Path):
    """In the dice variant a triangle earns no extra segment: the turn goes on because segments
    are left, so the status line must not say "play again"."""
    win = opened(qtbot, settings, tmp_path / "mid.triangles", SIX["stars"], [(2, 3), (2, 5)], {"seed": 0, "rolls": [5]})
    game = win.controller.game
    win.controller.play(Move(3, 5))  # closes 2-3-5 with 3 segments left: the turn goes on
    qtbot.waitUntil(lambda: game.score == (1, 0))
    assert game.state.player == 1 and game.state.remaining == 2
    assert "again" not in win.score_bar.status.text()


def test_the_beginner_tip_says_to_pass_where_the_hint_does():
    trapped = position(PASS_ONLY, {"mode": "beginner"})
    assert suggest(trapped) == Pass() and trapped.tip() == "pass"
    eight = position(EIGHT, {"mode": "beginner"})
    assert eight.tip() != "pass"  # a segment closes a triangle and keeps the game going
