"""Suggest move in the classic rules: never, 3 per player, or unlimited; counted, kept in the
record, never shared between copies of a game."""

from __future__ import annotations

import pytest

from triangles.engine import Move, OptionError
from triangles_classic import ClassicRules

SQUARE = [[0.2, 0.2], [0.8, 0.2], [0.8, 0.8], [0.2, 0.8]]


def _game(hints: str, extra: dict | None = None):
    return ClassicRules().new_game(SQUARE, {"hints": hints}, extra)


def test_no_hints_by_default() -> None:
    game = ClassicRules().new_game(SQUARE, {})
    assert game.hint_limit() == 0 and game.hints_left() == 0
    assert game.hint(Move(0, 1)) is None
    assert game.record_extra() == {}  # classic records stay as they were


def test_three_hints_per_player() -> None:
    game = _game("3")
    assert game.hint_limit() == 3 and game.hints_left() == 3
    assert game.hint(Move(0, 1)) == Move(0, 1)
    assert game.hints_left() == 2 and game.hints_left(2) == 3
    assert game.hint(Move(0, 2)) == Move(0, 2) and game.hint(Move(1, 3)) == Move(1, 3)
    assert game.hints_left() == 0 and game.hint(Move(0, 1)) is None
    game.push(Move(0, 1))
    assert game.turn == 2 and game.hints_left() == 3
    assert game.record_extra() == {"hints_used": [3, 0]}


def test_a_refused_suggestion_uses_nothing() -> None:
    game = _game("3")
    game.push(Move(0, 1))
    assert game.hint(Move(0, 1)) is None and game.hint(None) is None
    assert game.hints_left() == 3


def test_unlimited_hints_are_counted_but_never_run_out() -> None:
    game = _game("unlimited")
    assert game.hint_limit() is None and game.hints_left() is None
    for _ in range(5):
        assert game.hint(Move(0, 1)) == Move(0, 1)
    assert game.record_extra() == {"hints_used": [5, 0]}


def test_hints_used_come_back_from_a_record_and_copies_are_independent() -> None:
    game = _game("3", {"hints_used": [2, 1]})
    assert game.hints_left() == 1 and game.hints_left(2) == 2
    twin = game.copy()
    twin.hint(Move(0, 1))
    assert twin.hints_left() == 0 and game.hints_left() == 1
    game.push(Move(0, 1))
    game.pop()
    assert game.hints_left() == 1  # undo gives nothing back, and takes nothing


@pytest.mark.parametrize("bad", [[1], "2", [1, -1], [True, 0], [1.5, 0]])
def test_malformed_hints_used_is_one_sentence(bad) -> None:
    with pytest.raises(OptionError, match="hints_used"):
        _game("3", {"hints_used": bad})


def test_unknown_hint_choice_is_refused() -> None:
    with pytest.raises(OptionError):
        _game("7")
