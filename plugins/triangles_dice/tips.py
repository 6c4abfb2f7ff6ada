"""Beginner mode's step-by-step tips: which tip fits the position.

The engine decides which tip applies, so the window never judges a rule; the window words each
tip in the player's language from `texts.TIPS`.
"""

from __future__ import annotations

from triangles.plugins.api import Pass

from .hints import closing_segments, suggest
from .state import DicePosition


#: The tips, in the order a beginner meets them. The window words them (translated).
TIP_KEYS = ("roll", "close", "prepare", "exact_count", "hint", "pass")


def tip_key(game: DicePosition) -> str:
    """The tip for the player to move now (one of TIP_KEYS)."""
    state = game.state
    if game.exact_count_segment() is not None and state.remaining > 1:
        return "exact_count"
    if isinstance(suggest(game), Pass):  # nothing helps without losing at once: as the hint says
        return "pass"
    if len(closing_segments(game)):
        return "close"
    if state.drawn == 0:
        return "roll"
    if game.hints_left() > 0:
        return "hint" if state.drawn == 1 else "prepare"
    return "prepare"
