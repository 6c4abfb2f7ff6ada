"""Game review: every move of a classic game set beside the best move, with what it gave away.

The positions are solved by the computer-player plugin that analyses the classic rules
(`Registry.analyser`, through `AIPlugin.analyse`), so the review knows no built-in plugin by name.
The game is walked backwards, from its last position to its first, analysing each position once: late positions are small and solve exactly in milliseconds, and the time they
leave goes to the earlier, larger ones. The whole review shares one deadline: each position gets
the time left divided by the positions left. Once a position is out of the exact solver's reach,
the earlier ones (larger still) go straight to the depth-limited estimate.

A move's `value_played` is what it closed plus (the mover moves again) or minus (the turn
passes) the value of the position after it; `value_best` is the value of the position before it.
Both are net future triangles of the mover, as `triangles analyse` reports them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from triangles.plugins.api import Action, AIPlugin, Analysis, Game, GameView, Move
from triangles.record_check import accepted_actions

#: Classes of a move by the triangles it gave away (0, 1, 2, 3 or more).
CLASSES = ("best", "inaccuracy", "mistake", "blunder")


def classify(given_away: int) -> str:
    """best: nothing given away; inaccuracy: one triangle; mistake: two; blunder: three or more."""
    return CLASSES[max(0, min(given_away, 3))]


def triangles_given(loss: int) -> int:
    """The triangles a move handed to the opponent, from its `loss` in the margin. Every game
    ends with the same number of triangles whatever is played (every triangulation of the stars
    has 2n - 2 - h), so each triangle handed over moves the margin by two: a proved loss is even.
    An estimated odd loss counts as the triangle it half gave."""
    return (loss + 1) // 2 if loss > 0 else 0


class ReviewCancelled(Exception):
    """The caller asked the review to stop (see `review_game`'s `cancelled`)."""


@dataclass(frozen=True)
class PositionValue:
    """A position of the game: the score so far, who moves, and their value (net future
    triangles under best play)."""

    score: tuple[int, int]
    to_move: int
    value: int
    exact: bool

    @property
    def outlook(self) -> int:
        """The final margin of player 1 over player 2 under best play from here."""
        side = self.value if self.to_move == 1 else -self.value
        return self.score[0] - self.score[1] + side


@dataclass(frozen=True)
class MoveReview:
    index: int  # place in the record's move list (refused moves are not reviewed)
    player: int
    segment: tuple[int, int]  # as played
    best: list[tuple[int, int]]  # smallest index first, sorted
    value_best: int
    value_played: int
    exact: bool

    @property
    def loss(self) -> int:
        """What the move cost in the final margin (mover's triangles less the opponent's)."""
        return self.value_best - self.value_played

    @property
    def given_away(self) -> int:
        return triangles_given(self.loss)

    @property
    def kind(self) -> str:
        return classify(self.given_away)

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "player": self.player, "segment": list(self.segment),
                "best": [list(p) for p in self.best], "value_best": self.value_best,
                "value_played": self.value_played, "loss": self.loss, "given_away": self.given_away,
                "exact": self.exact, "class": self.kind}


@dataclass
class PlayerSummary:
    moves: int = 0
    lost: int = 0  # triangles given away over the game
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CLASSES, 0))

    @property
    def accuracy(self) -> int:
        """Percent of the player's moves that were best (100 for a player who never moved)."""
        return round(100 * self.counts["best"] / self.moves) if self.moves else 100

    def to_json(self) -> dict[str, Any]:
        return {"mistakes": self.counts["mistake"], "blunders": self.counts["blunder"],
                "inaccuracies": self.counts["inaccuracy"], "best": self.counts["best"],
                "moves": self.moves, "lost": self.lost, "accuracy": self.accuracy}


@dataclass(frozen=True)
class GameReview:
    moves: list[MoveReview]
    positions: list[PositionValue]  # before each reviewed move, then the last position

    @property
    def exact(self) -> bool:
        return all(m.exact for m in self.moves)

    def summary(self) -> dict[int, PlayerSummary]:
        players = {1: PlayerSummary(), 2: PlayerSummary()}
        for move in self.moves:
            summary = players[move.player]
            summary.moves += 1
            summary.lost += move.given_away
            summary.counts[move.kind] += 1
        return players

    def to_json(self) -> dict[str, Any]:
        return {"moves": [m.to_json() for m in self.moves],
                "players": {str(p): s.to_json() for p, s in self.summary().items()},
                "exact": self.exact,
                "outlook": [p.outlook for p in self.positions]}


@dataclass(frozen=True)
class _Played:
    index: int
    player: int
    segment: tuple[int, int]
    gain: int
    next_player: int
    score_before: tuple[int, int]


def _replay(game: Game, actions: Sequence[Action]) -> list[_Played]:
    """Push every action the rules accept; the accepted moves in order."""
    return [
        _Played(index, result.player, (int(result.action.a), int(result.action.b)), len(result.closed),
                result.next_player, score)
        for index, result, score in accepted_actions(game, actions)
        if isinstance(result.action, Move)
    ]


def review_game(game: Game, actions: Sequence[Action], deadline: float, analyser: AIPlugin,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None,
                valued: Callable[[int, PositionValue], None] | None = None) -> GameReview:
    """Review `actions` played from `game` (a new classic game; it is not changed) by `deadline`
    (a `time.perf_counter()` value) with `analyser` (a plugin that analyses the classic rules).
    The positions are valued from the last to the first: `valued(k, value)` is called with
    each (k: the moves before it), then `progress(done, total)`;
    `cancelled()` is asked before each one and raises ReviewCancelled when true."""
    game = game.copy()
    played = _replay(game, actions)
    scores = [p.score_before for p in played] + [game.score]
    n = len(played)
    found: list[Analysis | None] = [None] * (n + 1)
    positions: list[PositionValue | None] = [None] * (n + 1)
    try_exact = True
    for k in range(n, -1, -1):
        if cancelled is not None and cancelled():
            raise ReviewCancelled
        now = time.perf_counter()
        share = max(deadline - now, 0.0) / (k + 1)
        found[k] = analysis = analyser.analyse(GameView(game), now + share, exact=try_exact)
        try_exact = try_exact and analysis.exact
        positions[k] = position = PositionValue(scores[k], analysis.to_move, analysis.value, analysis.exact)
        if valued is not None:
            valued(k, position)
        if progress is not None:
            progress(n + 1 - k, n + 1)
        if k:
            game.pop()
    values = [a for a in found if a is not None]
    moves = [_move_review(p, values[k], values[k + 1]) for k, p in enumerate(played)]
    return GameReview(moves, [p for p in positions if p is not None])


def _move_review(p: _Played, before: Analysis, after: Analysis) -> MoveReview:
    """One move's review from the values of the positions around it. Where either value is an
    estimate, the two are kept consistent: a move among the best found for the position before
    it is best (the estimate after it may say less: a move is never called a mistake and listed
    as best), an exactly solved position's non-best move is worth at least one less than the
    best, and a move estimated above the estimated best is the best."""
    seg = (min(p.segment), max(p.segment))
    best = list(before.best)
    value_best = before.value
    if seg in best:
        return MoveReview(p.index, p.player, p.segment, best, value_best, value_best, before.exact)
    rest = after.value if p.next_player == p.player else -after.value
    value_played = p.gain + rest
    exact = before.exact and after.exact
    if not exact:
        if before.exact:
            value_played = min(value_played, value_best - 1)
        elif value_played > value_best:
            value_best, best = value_played, [seg]
        elif value_played == value_best and seg not in best:
            best = sorted([*best, seg])
    return MoveReview(p.index, p.player, p.segment, best, value_best, value_played, exact)
