"""What the views show after each action, worked out once per action by the controller.

The window, the score bar and the variant's panel render a `Position` and never call the rules
themselves: one action asks the rules each question once (the variant's `outcome()` runs once per
action, besides the one the engine asks inside `push`), and it is asked on the rules thread, so a
hook that hangs cannot freeze the window (see rules_thread.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from triangles.plugins.api import Action, Game, GameRecord, MoveResult, Outcome, TurnBudget


@dataclass(frozen=True)
class Position:
    """The game after one action, as the views show it."""

    score: tuple[int, int]
    turn: int
    outcome: Outcome | None
    movers: tuple[int, ...]  # who made each action so far
    can_pass: bool
    turn_budget: TurnBudget | None
    hint_limit: int | None
    hints_left: int | None
    tip: str | None
    shades_unscored: bool = False  # Beginner's shading of never-scoring triangles applies
    record: GameRecord | None = None  # the game as saved (for autosave), when it is worth saving
    #: The segments the player to move may draw now, as rows of their two stars (the rules'
    #: `legal_moves`; none once the game is over): what the board tells a keyboard player.
    open_lines: np.ndarray = field(default_factory=lambda: np.empty((0, 2), np.int64), compare=False, repr=False)
    #: For each of `open_lines`, how many triangles drawing it closes (what a sighted player
    #: sees at a glance, told to one who cannot see the board).
    open_closes: np.ndarray = field(default_factory=lambda: np.empty(0, np.int64), compare=False, repr=False)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None


@dataclass(frozen=True)
class Update:
    """One action and its effect: `kind` is "start" (a new, loaded or undone position: redraw
    everything), "move" (an accepted action: `result` says what it drew and closed) or "hint"
    (a hint was used). `by_computer`: the move was a computer's (animated). `undone`: the
    actions an undo took back, in the order they were played. `outlines`: outlines the move
    closed that hold stars (no triangle, so nothing scores: a sighted player sees why)."""

    kind: str
    position: Position
    result: MoveResult | None = None
    by_computer: bool = False
    undone: tuple[Action, ...] = ()
    outlines: int = 0


def open_lines(game: Game, over: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """The lines the player to move may draw now, as rows of their two stars, and how many
    triangles each would close (none once the game is `over`)."""
    ids = np.empty(0, np.int64) if over else game.open_segments()
    return game.board.segment_ends[ids], game.side_counts()[0][ids] if len(ids) else np.empty(0, np.int64)


def read_position(game: Game, record: GameRecord | None = None) -> Position:
    """Ask the rules everything the views show, once (call it where the game may be read)."""
    outcome = game.outcome()
    over = outcome is not None
    lines, closes = open_lines(game, over)
    return Position(
        score=game.score,
        turn=game.turn,
        outcome=outcome,
        movers=tuple(game.movers),
        can_pass=not over and game.can_pass(),
        turn_budget=None if over else game.turn_budget(),
        hint_limit=game.hint_limit(),
        hints_left=game.hints_left(),
        tip=None if over else game.tip(),
        shades_unscored=not over and game.shades_unscored(),
        record=record,
        open_lines=lines,
        open_closes=closes,
    )
