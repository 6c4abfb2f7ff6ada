"""The plugin API: everything a rules variant, computer player or theme plugin may use.

A plugin imports from `triangles.plugins.api` only. It is registered with an entry point in one of
three groups (`triangles.rules`, `triangles.ai`, `triangles.themes`) whose object is a subclass of
`RulesPlugin`, `AIPlugin` or `ThemePlugin` (or an instance of one). See docs/plugins.md.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Mapping, Sequence

import numpy as np

from triangles.engine import (
    CLEARANCE,
    DIE,
    Action,
    Board,
    BoardError,
    Game,
    GameRecord,
    HelpSection,
    Move,
    MoveResult,
    OptionError,
    OptionSpec,
    Outcome,
    Pass,
    Reason,
    TurnBudget,
    TurnState,
    handed_counts,
    one_ply_mask,
    resolve_options,
    side_counts,
)

API_VERSION = 1

GROUP_RULES = "triangles.rules"
GROUP_AI = "triangles.ai"
GROUP_THEMES = "triangles.themes"
GROUPS = (GROUP_RULES, GROUP_AI, GROUP_THEMES)

#: Actions a rules variant may offer besides drawing a segment (buttons of the score bar).
ACTIONS = ("pass", "hint")


class RulesPlugin(ABC):
    """A rules variant. It owns the turn structure, which triangles score, the actions offered
    (pass, hint), the end of the game and the winner, through the `Game` subclass it builds."""

    name: ClassVar[str]
    title: ClassVar[str]  # English; the UI translates it in the "rules" context
    version: ClassVar[str] = "1.0"
    #: Options besides the clearance, which every variant takes (it shapes the board).
    options: ClassVar[Sequence[OptionSpec]] = ()
    #: Actions the score bar offers: any of `ACTIONS` ("pass", "hint").
    actions: ClassVar[Sequence[str]] = ()

    # Extras the window shows (docs/plugins.md, "Extras"). Texts are English source text, marked
    # with a local QT_TRANSLATE_NOOP("rules", ...) and translated by the window in "rules".
    #: The words for each `detail` that `Game.refuse_segment` may give.
    refusals: ClassVar[Mapping[str, str]] = {}
    #: The words for each `Outcome.reason` the variant ends a game with ("no_triangles_left" has
    #: the window's words unless given here); "{0}" is the loser's name and "{1}" the winner's. Optional forms
    #: "REASON/you_won" and "REASON/you_lost" address the person playing the computer as "you"
    #: (every language conjugates the verb differently for "you" than for a name).
    outcome_reasons: ClassVar[Mapping[str, str]] = {}
    #: The words for each key `Game.tip()` may give; "{0}" is the turn budget's `allowed` and
    #: "{1}" its `left`.
    tips: ClassVar[Mapping[str, str]] = {}
    #: The words for each key `Game.unscored_reason()` gives: why a closed triangle scores nothing.
    unscored_reasons: ClassVar[Mapping[str, str]] = {}
    #: The variant's own sections of the Rules window, after the classic rules.
    help_sections: ClassVar[Sequence[HelpSection]] = ()
    #: Whether each scored triangle shows its conqueror's mark (the player's initial) on the board.
    marks_conquests: ClassVar[bool] = False

    def option_specs(self) -> list[OptionSpec]:
        return [*self.options, CLEARANCE]

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in, every value checked (OptionError with one line otherwise)."""
        return resolve_options(self.option_specs(), given)

    def new_game(
        self,
        stars: Sequence[Sequence[float]] | np.ndarray,
        options: Mapping[str, Any] | None = None,
        extra: Mapping[str, Any] | None = None,
        board: Board | None = None,
    ) -> Game:
        """A new game on these stars. `extra` carries the variant's own record fields back (e.g.
        dice rolls); `board` may pass an already built board with the same stars and clearance."""
        opts = self.resolve_options(options)
        if board is None:
            board = Board(stars, clearance=opts["clearance"])
        return self.create_game(board, opts, dict(extra or {}))

    @abstractmethod
    def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
        """Build the variant's Game subclass."""


class GameView:
    """A read-only view of a game for computer players: they see everything, change nothing.
    `copy()` gives a private mutable game to search with."""

    def __init__(self, game: Game) -> None:
        self._game = game

    @property
    def board(self) -> Board:
        return self._game.board

    @property
    def rules_name(self) -> str:
        return self._game.rules_name

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._game.options)

    @property
    def turn(self) -> int:
        return self._game.turn

    @property
    def state(self) -> TurnState:
        return self._game.state

    @property
    def score(self) -> tuple[int, int]:
        return self._game.score

    @property
    def history(self) -> list[Action]:
        return self._game.history

    @property
    def drawn(self) -> np.ndarray:
        return self._game.drawn

    @property
    def legal_mask(self) -> np.ndarray:
        return self._game.legal_mask

    @property
    def alive_mask(self) -> np.ndarray:
        return self._game.alive_mask

    @property
    def scoring_mask(self) -> np.ndarray:
        return self._game.scoring_mask

    def legal_moves(self) -> list[Move]:
        return list(self._game.legal_moves)

    def useful_segments(self) -> np.ndarray:
        return self._game.useful_segments()

    def can_pass(self) -> bool:
        return self._game.can_pass()

    def turn_budget(self) -> TurnBudget | None:
        return self._game.turn_budget()

    def check(self, action: Action) -> Reason | None:
        return self._game.check(action)

    def is_over(self) -> bool:
        return self._game.is_over()

    def loses_at_once(self, action: Action) -> bool:
        return self._game.loses_at_once(action)

    def outcome(self) -> Outcome | None:
        return self._game.outcome()

    def copy(self) -> Game:
        return self._game.copy()


#: How an `Analysis` was found (`Analysis.method`): solved to the end of the game, estimated by a
#: search the time limit stopped, or only one move deep (what the move closes and offers now).
EXACT = "exact"
SEARCH = "search"
ONE_PLY = "one_ply"
#: The method of an estimate whose analyser does not say how it was found.
ESTIMATE = "estimate"


@dataclass(frozen=True)
class Analysis:
    """A computer player's analysis of a position (`AIPlugin.analyse`, `triangles analyse`): the
    best net score the player to move can still make (their future triangles minus the
    opponent's), the segments that make it (star pairs, smallest index first, sorted), and
    whether it is exact (False: the time ran out and it is the best estimate found).

    `method` says how it was found (EXACT, SEARCH or ONE_PLY: a one-ply choice values a segment by
    what it closes now, no search); left empty, it is EXACT or ESTIMATE as `exact` says."""

    to_move: int
    value: int
    best: list[tuple[int, int]]
    exact: bool
    method: str = ""

    @property
    def how(self) -> str:
        """`method`, or what `exact` says when the analyser left it empty."""
        return self.method or (EXACT if self.exact else ESTIMATE)

    def to_json(self) -> dict[str, Any]:
        return {"to_move": self.to_move, "value": self.value, "best": [list(p) for p in self.best],
                "exact": self.exact, "method": self.how}


class AIPlayer(ABC):
    """One computer player for one game. Built fresh for each game by its plugin."""

    @abstractmethod
    def choose_move(self, view: GameView, budget_s: float) -> Action:
        """Return a legal action for the player to move, within about `budget_s` seconds."""


class AIPlugin(ABC):
    """A family of computer players: its levels and the rules variants it can play."""

    name: ClassVar[str]
    title: ClassVar[str]
    version: ClassVar[str] = "1.0"
    levels: ClassVar[Sequence[str]]
    #: Rules variants it plays (names of rules plugins); "*" means any variant, for players that
    #: only use the GameView (legal moves, copy and push) and so follow whatever rules it has.
    supports: ClassVar[Sequence[str]] = ("classic",)
    #: Default think-time budget per move for each level, in seconds.
    budgets: ClassVar[Mapping[str, float]] = {}
    #: The level whose move is suggested when a person asks for a hint ("" = it gives none).
    #: Of the plugins that play a variant and name one, the first by name is the hint source
    #: (`Registry.hint_source`).
    hint_level: ClassVar[str] = ""
    #: Rules variants whose positions `analyse` can solve (`Registry.analyser` finds it).
    analyses: ClassVar[Sequence[str]] = ()

    def plays(self, rules_name: str) -> bool:
        """Whether it can play the rules variant `rules_name`."""
        return rules_name in self.supports or "*" in self.supports

    @abstractmethod
    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        """A player at `level` (one of `levels`); `seed` makes its choices reproducible."""

    def analyse(self, view: GameView, deadline: float, exact: bool = True) -> Analysis:
        """Solve the position of `view` (one of the `analyses` variants) by `deadline`, a
        `time.perf_counter()` value: exactly if the time allows, else the best estimate.
        `exact=False` goes straight to the estimate (a game review does so once a smaller
        position was out of reach, since a larger one will be too)."""
        raise NotImplementedError(f"{self.name} analyses no position")


class ThemePlugin(ABC):
    """A theme shipped in a package. `load()` returns the theme's data (see docs/themes.md)."""

    name: ClassVar[str]
    title: ClassVar[str]
    version: ClassVar[str] = "1.0"

    @abstractmethod
    def load(self) -> Mapping[str, Any]:
        """The theme's data as read from its file (validated and completed by the app)."""


__all__ = [
    "ACTIONS", "API_VERSION", "AIPlayer", "AIPlugin", "Action", "Analysis", "Board", "BoardError", "CLEARANCE", "DIE",
    "ESTIMATE", "EXACT", "GROUPS", "GROUP_AI", "GROUP_RULES", "GROUP_THEMES", "Game", "GameRecord", "GameView", "HelpSection",
    "Move", "MoveResult", "ONE_PLY", "OptionError", "OptionSpec", "Outcome", "Pass", "Reason", "RulesPlugin", "SEARCH",
    "ThemePlugin", "TurnBudget", "TurnState", "handed_counts", "one_ply_mask", "side_counts",
]
