"""Games for `triangles arena`'s worker processes that misbehave as a whole process would: they
must be importable by a spawned worker, so they live here rather than in a test module."""

from __future__ import annotations

import os

from triangles.commands.arena_games import GameResult, GameSpec, play_game

#: The game whose worker process ends abruptly, as a plugin calling os._exit(13) would end it.
DOOMED = 2


def exit_in_game_two(spec: GameSpec) -> GameResult:
    """Play the game, except game DOOMED, whose process exits at once without a word."""
    if spec.index == DOOMED:
        os._exit(13)
    return play_game(spec)
