"""The dice variant's game: a die roll per turn, pass, hints, valid and protected triangles, and
the end rules 12, 16 and 17 (see docs/rules.md, "The dice and hint variant")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

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
TOO_SMALL = "too_small"
TOO_NARROW = "too_narrow"


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
        if not 0 < self.alive_count <= 2:
            return None
        useful = self.useful_segments()
        return int(useful[0]) if len(useful) == 1 else None

    def has_useful_move(self) -> bool:
        """Rule 16: can the player to move still work towards a new triangle this turn?

        Only the exact-count rule takes useful moves away from one player: with more than one
        segment left and only the last closing segment useful, the player must first draw
        segments that leave it open (counting down to exactly 1); without any, they are stuck."""
        last = self.exact_count_segment()
        if last is None or self.state.remaining <= 1:
            return self.alive_count > 0
        legal = np.flatnonzero(self.legal_mask)
        others = legal[legal != last]
        return bool(len(others)) and not bool(self.board.crossing(last, others).all())

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
        if len(self._protected_refusals(np.array([seg], dtype=np.int64))):
            return PROTECTED
        return ""

    def refused_segments(self) -> list[int]:
        """Every drawable segment the rules refuse to the player to move right now."""
        out = []
        last = self.exact_count_segment()
        if last is not None and self.state.remaining > 1:
            out.append(last)
        out.extend(s for s in self._all_protected_refusals() if s not in out)
        return out

    def _all_protected_refusals(self) -> list[int]:
        """`_protected_refusals` of every legal segment, kept until the position changes (the
        legal-move list asks for it again and again)."""
        key = (self._stack[-1] if self._stack else None, len(self._stack), self.state.player)
        cached = getattr(self, "_protected_cache", None)
        if cached is not None and cached[0][0] is key[0] and cached[0][1:] == key[1:]:
            return cached[1]
        found = [int(s) for s in self._protected_refusals(np.flatnonzero(self.legal_mask))]
        self._protected_cache = (key, found)
        return found

    def _closing_segments(self) -> list[int]:
        """Legal segments that would close a triangle now (the missing side of an alive
        triangle whose two other sides are drawn)."""
        closes, _, _ = self.side_counts()
        return [int(s) for s in np.flatnonzero(closes)]

    def _encloses_protected(self, seg: int) -> bool:
        """Would `seg` complete a triangle enclosing one the opponent conquered (rule 9)?"""
        return len(self._protected_refusals(np.array([seg], dtype=np.int64))) > 0

    def _protected_refusals(self, segs: np.ndarray) -> np.ndarray:
        """Rule 9: the segments among `segs` that would complete a triangle (its two other sides
        drawn, stars inside it or not) enclosing a triangle the opponent conquered."""
        board = self.board
        theirs = board.triangles[np.flatnonzero(self._triangle_owner == 3 - self.state.player)]
        if len(theirs) == 0 or len(segs) == 0:
            return np.empty(0, dtype=np.int64)
        drawn = board.segment_ends[self.drawn]
        linked = np.zeros((board.n, board.n), dtype=bool)
        linked[drawn[:, 0], drawn[:, 1]] = True
        linked[drawn[:, 1], drawn[:, 0]] = True
        a, b = board.segment_ends[segs].T
        row, c = np.nonzero(linked[a] & linked[b])  # a-c and b-c drawn: a-b completes a b c
        if len(row) == 0:
            return np.empty(0, dtype=np.int64)
        hit = shapes.enclose_any(board, np.stack([a[row], b[row], c], axis=1), theirs)
        return np.unique(segs[row[hit]])

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
        without a segment (score decides), rule 16 (the mover has no useful move: they lose)."""
        if self.alive_count == 0:
            return self.outcome_by_score("no_triangles_left")
        if self.state.idle >= 2:
            return self.outcome_by_score("both_passed")
        if not self.has_useful_move():
            return Outcome(3 - self.state.player, self.score, "no_useful_move")
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
