"""The dice variant's game: a die roll per turn, pass, hints, valid and protected triangles, and
the end rules 12, 16 and 17 (see docs/rules.md, "The dice and hint variant")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Mapping, TypeVar

import numpy as np

from triangles.plugins.api import DIE, Action, Board, Game, Move, Outcome, TurnBudget

from . import shapes
from .hints import suggest
from .options import BEGINNER, HINTS_PER_GAME, NORMAL
from .rolls import RollSource
from .state import DiceState
from .tips import tip_key

EXACT_COUNT = "exact_count"
PROTECTED = "protected"
NO_USEFUL_MOVE = "no_useful_move"
ALL_PROTECTED = "all_protected"
TOO_SMALL = "too_small"
TOO_NARROW = "too_narrow"

T = TypeVar("T")


class DiceGame(Game):
    """A game of the Italian rules. Turn k's roll is `rolls.roll(k)`; undo never re-rolls."""

    rules_name = "dice"
    state: DiceState

    def __init__(
        self,
        board: Board,
        options: Mapping[str, Any],
        rolls: RollSource,
        hints_used: tuple[int, int] = (0, 0),
    ) -> None:
        self.rolls = rolls
        self._hints_at_start = hints_used
        super().__init__(board, options)

    # ------------------------------------------------------------------------------ reading
    @property
    def mode(self) -> str:
        return str(self.options.get("mode", NORMAL))

    def hint_limit(self) -> int:
        """Hints each player may use in this game (0: the mode offers none)."""
        return HINTS_PER_GAME[self.mode]

    def hints_left(self, player: int | None = None) -> int:
        """How many times `player` (default: the player to move) may still ask for a hint."""
        p = self.state.player if player is None else player
        return max(0, HINTS_PER_GAME[self.mode] - self.state.hints_used[p - 1])

    def exact_count_segment(self) -> int | None:
        """Rule 12: at the very end, the one segment left that closes the last triangle(s).

        It is the end when exactly one useful segment is left: then every triangle still
        closable has its two other sides drawn, and that segment closes them all."""
        useful = self.useful_segments()
        return int(useful[0]) if len(useful) == 1 else None

    def closable_mask(self) -> np.ndarray:
        """Rule 17 with rule 9: the valid triangles some sequence of segments can still close.
        A triangle whose missing side is refused to both players for good (it would complete a
        triangle enclosing a triangle each of them conquered) can never be closed."""
        return self._closable()[0]

    def useful_segments(self) -> np.ndarray:
        """Legal segments that are a side of a valid triangle still closable (`closable_mask`)."""
        return self._closable()[1]

    def _closable(self) -> tuple[np.ndarray, np.ndarray]:
        """`closable_mask` and `useful_segments` (the end rules ask for them after every action,
        the hints and computer players on every copy)."""
        return self._kept("_closable_cache", self._find_closable)

    def _find_closable(self) -> tuple[np.ndarray, np.ndarray]:
        dead = self._barred_to_both() if self.scores[0] and self.scores[1] else np.empty(0, dtype=np.int64)
        mask = self.alive_mask & ~np.isin(self.board.triangle_edges, dead).any(axis=1) if len(dead) else self.alive_mask.copy()
        closable = np.flatnonzero(mask)
        useful = np.unique(self.board.triangle_edges[closable].ravel()) if len(closable) else closable
        useful = useful[self.legal_mask[useful]]
        for array in (mask, useful):
            array.setflags(write=False)  # arrays of their own, read-only: copies share them safely
        return mask, useful

    def _kept(self, name: str, find: Callable[[], T], *detail: int) -> T:
        """`find()`, kept in the attribute `name` until the position changes (the last action
        taken or undone) or `detail` does. Copies of the game start with the same answers, which
        hold for them too while they are in the same position; every answer kept is immutable."""
        top = self._stack[-1] if self._stack else None
        key = (len(self._stack), *detail)
        kept = self.__dict__.get(name)
        if kept is None or kept[0] is not top or kept[1] != key:
            kept = (top, key, find())
            self.__dict__[name] = kept
        return kept[2]

    def stuck(self) -> tuple[str, int]:
        """Rule 16: which player can no longer work towards a new triangle, and why (an end
        reason), or ("", 0) while both can.

        Two rules take useful moves away from one player. Rule 9 for good (`ALL_PROTECTED`): a
        segment that would complete a triangle enclosing one the opponent conquered stays
        refused to the player (drawn sides and conquests stay), so a player left only such
        useful segments can never build a triangle again; this is asked of both players, not
        only the one to move (at most one can be in that position: a segment barred to both
        leaves the triangles needing it unbuildable, rule 17). Rule 12 for this turn
        (`NO_USEFUL_MOVE`): with more than one segment left and only the last closing segment
        useful, the player to move must first draw segments that leave it open (counting down
        to exactly 1); without any, they are stuck."""
        mover = self.state.player
        if self.alive_count > 2 and not (self.scores[0] or self.scores[1]):
            return "", 0  # no conquest, so nothing barred; no exact count yet (a quick answer)
        useful = self.useful_segments()
        if not len(useful):
            return NO_USEFUL_MOVE, mover
        barred = self._sides_barred()
        for player in (mover, 3 - mover):
            if barred[player - 1].issuperset(useful.tolist()):
                return ALL_PROTECTED, player
        last = self.exact_count_segment()
        if last is None or self.state.remaining <= 1:
            return "", 0
        legal = np.flatnonzero(self.legal_mask)
        others = legal[legal != last]
        others = others[~self.board.crossing(last, others)] if len(others) else others
        barred_to_mover = self.barred(mover)
        return ("", 0) if any(int(s) not in barred_to_mover for s in others) else (NO_USEFUL_MOVE, mover)

    def turn_budget(self) -> TurnBudget:
        """Rule 3: the die rolled for this turn, and the segments still to draw."""
        s = self.state
        return TurnBudget(s.roll, s.remaining, s.turn, DIE)

    def tip(self) -> str | None:
        """Beginner mode: the step-by-step tip for now (one of tips.TIP_KEYS), else None. (The
        window asks only while the game goes on.)"""
        if self.mode != BEGINNER:
            return None
        return tip_key(self)

    # ------------------------------------------------------------------------------ acting
    def hint(self, suggestion: Action | None = None) -> Action | None:
        """Rules 13-14: use one of the mover's hints and return the suggested segment (or a pass,
        when every segment would lose at once and passing would not); None (and nothing used)
        when no hint is left, the game is over or no segment helps.

        `suggestion` is a computer player's choice (the application asks one): it is shown when
        the rules allow it now and it does not lose at once, else the variant's own suggestion
        (hints.suggest) is."""
        if self.is_over() or self.hints_left() == 0:
            return None
        move: Action | None
        if isinstance(suggestion, Move) and self.check(suggestion) is None and not self.loses_at_once(suggestion):
            move = suggestion
        else:
            move = suggest(self)
        if move is None:
            return None
        used = list(self.state.hints_used)
        used[self.state.player - 1] += 1
        self.state = replace(self.state, hints_used=(used[0], used[1]))
        return move

    def pop(self) -> Any:
        """Undo the last action; hints already used stay used."""
        used = self.state.hints_used
        action = super().pop()
        self.state = replace(self.state, hints_used=used)
        return action

    # -------------------------------------------------------------------------------- hooks
    def initial_state(self) -> DiceState:
        roll = self.rolls.roll(0)
        return DiceState(player=1, turn=0, roll=roll, remaining=roll, hints_used=self._hints_at_start)

    def scoring_triangles(self) -> np.ndarray:
        """Rules 8 and 10: only triangles big enough and not too narrow score."""
        return shapes.valid_triangles(
            self.board, float(self.options.get("min_area", shapes.DEFAULT_MIN_AREA)),
            float(self.options.get("min_angle", shapes.DEFAULT_MIN_ANGLE)),
        )

    def refuse_segment(self, seg: int) -> str:
        """Rule 12 (exact count) and rule 9 (protected triangles)."""
        if self.state.remaining > 1 and self.exact_count_segment() == seg:
            return EXACT_COUNT
        if seg in self.barred(self.state.player):
            return PROTECTED
        return ""

    def refused_segments(self) -> list[int]:
        """Every drawable segment the rules refuse to the player to move right now."""
        out = []
        last = self.exact_count_segment()
        if last is not None and self.state.remaining > 1:
            out.append(last)
        out.extend(s for s in sorted(self.barred(self.state.player)) if s not in out)
        return out

    def barred(self, player: int) -> frozenset[int]:
        """Rule 9: the legal segments `player` may not draw (the legal-move list asks again and
        again)."""
        return self._kept(
            "_barred_cache", lambda: frozenset(self._barred(player, np.flatnonzero(self.legal_mask)).tolist()), player,
        )

    def _sides_barred(self) -> tuple[frozenset[int], frozenset[int]]:
        """Rule 9 for each player among the missing sides of alive valid triangles only (far
        fewer than the legal segments): what the end rules need."""
        return self._kept("_sides_cache", self._find_sides_barred)

    def _find_sides_barred(self) -> tuple[frozenset[int], frozenset[int]]:
        sides = super().useful_segments()
        completing = self._completing(sides) if self._triangle_owner.any() else None
        first, second = (frozenset(self._barred(p, sides, completing).tolist()) for p in (1, 2))
        return first, second

    def _barred_to_both(self) -> np.ndarray:
        """The missing sides of alive valid triangles that rule 9 refuses to both players."""
        first, second = self._sides_barred()
        return np.array(sorted(first & second), dtype=np.int64)

    def _barred(self, player: int, segs: np.ndarray, completing: tuple[np.ndarray, np.ndarray] | None = None) -> np.ndarray:
        """Rule 9: the segments among `segs` that `player` may not draw, as they would complete a
        triangle (its two other sides drawn, stars inside it or not) enclosing a triangle the
        opponent conquered. Drawn segments and conquests stay, so such a segment stays barred.
        `completing` is `_completing(segs)` when the caller has it already."""
        theirs = self.board.triangles[np.flatnonzero(self._triangle_owner == 3 - player)]
        if len(theirs) == 0 or len(segs) == 0:
            return np.empty(0, dtype=np.int64)
        row, triangles = self._completing(segs) if completing is None else completing
        if len(row) == 0:
            return np.empty(0, dtype=np.int64)
        return np.unique(segs[row[shapes.enclose_any(self.board, triangles, theirs)]])

    def _completing(self, segs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The triangles the segments `segs` would complete (their two other sides drawn): for
        each, the index in `segs` of its segment and its three stars."""
        board = self.board
        drawn = board.segment_ends[self.drawn]
        linked = np.zeros((board.n, board.n), dtype=bool)
        linked[drawn[:, 0], drawn[:, 1]] = True
        linked[drawn[:, 1], drawn[:, 0]] = True
        a, b = board.segment_ends[segs].T
        row, c = np.nonzero(linked[a] & linked[b])  # a-c and b-c drawn: a-b completes a b c
        return row, np.stack([a[row], b[row], c], axis=1)

    def shades_unscored(self) -> bool:
        """Beginner's aid: shade the triangles within reach that would not count."""
        return self.mode == BEGINNER

    def unscored_reason(self, tri: int) -> str:
        """Rules 8 and 10: a closed empty triangle that does not count is too small or too narrow."""
        if self.scoring_mask[tri]:
            return ""
        area, angle = self.board.triangle_shapes
        if area[tri] < float(self.options.get("min_area", shapes.DEFAULT_MIN_AREA)) * shapes.reference_area(self.board):
            return TOO_SMALL
        return TOO_NARROW

    def state_after_segment(self, closed: int) -> DiceState:
        s = self.state
        if s.remaining <= 1:
            return self._next_turn(drew=True)
        return replace(s, remaining=s.remaining - 1, drawn=s.drawn + 1)

    def can_pass(self) -> bool:
        """Rule 15: the rest of the turn may be given up at any time."""
        return True

    def state_after_pass(self) -> DiceState:
        return self._next_turn(drew=self.state.drawn > 0)

    def _next_turn(self, drew: bool) -> DiceState:
        s = self.state
        turn = s.turn + 1
        roll = self.rolls.roll(turn)
        return DiceState(
            player=3 - s.player, turn=turn, roll=roll, remaining=roll, drawn=0,
            idle=0 if drew else s.idle + 1, hints_used=s.hints_used,
        )

    def outcome(self) -> Outcome | None:
        """Rule 17 (no valid triangle left: most triangles wins), two whole turns in a row
        without a segment (score decides), rule 16 (a player without a useful move loses)."""
        if self.alive_count == 0 or (self.scores[0] and self.scores[1] and not self.closable_mask().any()):
            return self.outcome_by_score("no_triangles_left")
        if self.state.idle >= 2:
            return self.outcome_by_score("both_passed")
        why, loser = self.stuck()
        if why:
            return Outcome(3 - loser, self.score, why)
        return None

    def copy_extra(self, other: Game) -> None:
        """Copies roll on an independent stream: they know only the rolls already shown."""
        assert isinstance(other, DiceGame)
        other.rolls = self.rolls.fork(self.state.turn + 1)

    def record_extra(self) -> dict[str, Any]:
        """The seed, every roll drawn so far and the hints used: replay and resume are exact."""
        return {
            "seed": self.rolls.seed,
            "rolls": self.rolls.known(),
            "hints_used": list(self.state.hints_used),
        }
