"""Beginner mode's step-by-step tips: which tip fits the position, and its English text.

The window shows the text translated in the "dice" context (and formats {roll} and {remaining});
the engine only decides which tip applies, so the UI never judges a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hints import closing_segments

if TYPE_CHECKING:
    from .game import DiceGame

TIPS: dict[str, str] = {
    "roll": "You rolled {roll}: draw up to {roll} segments this turn, one star then another. "
    "Pass turn gives up the rest.",
    "close": "Two sides of a triangle are drawn: draw the third side to conquer it.",
    "prepare": "Draw a side of a triangle you can finish later, without leaving your opponent a "
    "triangle with two sides drawn. {remaining} segments left.",
    "exact_count": "Only the last segment is left: it can be drawn only with exactly 1 segment "
    "left in your turn. Draw other segments first, or pass.",
    "hint": "Not sure? Suggest move shows a good segment (3 times per game).",
}


def tip_key(game: "DiceGame") -> str:
    """The tip for the player to move now (a key of TIPS)."""
    state = game.state
    if game.exact_count_segment() is not None and state.remaining > 1:
        return "exact_count"
    if len(closing_segments(game)):
        return "close"
    if state.drawn == 0:
        return "roll"
    if game.hints_left() > 0:
        return "hint" if state.drawn == 1 else "prepare"
    return "prepare"
