"""A game in progress: drawn segments, scores, turn, history, and the maintained legality mask.

`Game` holds the machinery every variant shares (a segment is drawn or refused, closed empty
triangles are found, undo restores the exact previous state). Everything a variant decides (whose
turn comes next, which triangles count, when the game ends and who wins, whether passing is
allowed) goes through the hook methods at the bottom, which a rules plugin overrides in its own
subclass, the way python-chess variants subclass its Board.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, Iterator, Mapping, Sequence

import numpy as np
import numpy.typing as npt

from .board import Board
from .counts import side_counts
from .extras import TurnBudget
from .moves import Action, Move, MoveResult, Outcome, Pass, Reason, TurnState

BoolArray = npt.NDArray[np.bool_]
IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True)
class _Frame:
    """What one accepted action changed, so `pop` can restore it exactly."""

    action: Action
    state_before: TurnState
    segment: int = -1
    made_illegal: IntArray | None = None
    killed: IntArray | None = None
    closed: IntArray | None = None
    player: int = 0


def _is_index(value: object) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def star_pair(a: object, b: object, n: int) -> bool:
    """Whether a and b are two different star indices of a board of n stars (`Game.joins_stars`)."""
    return _is_index(a) and _is_index(b) and 0 <= a < n and 0 <= b < n and a != b  # type: ignore[operator]


def _distinct(ids: IntArray) -> IntArray:
    """The distinct values of a short array, ascending (`np.unique`'s answer at a fraction of its
    fixed cost, which a push pays every move)."""
    if len(ids) < 2:
        return ids
    ids = np.sort(ids)
    return ids[np.concatenate(([True], ids[1:] != ids[:-1]))]


class LegalMoves:
    """A live view of the segments that can be drawn now (python-chess style)."""

    def __init__(self, game: "Game") -> None:
        self._game = game

    def ids(self) -> IntArray:
        """Segment ids, ascending: geometrically legal and not refused by the variant now."""
        game = self._game
        if game.is_over():
            return np.empty(0, dtype=np.int64)
        return game.open_segments()

    def count(self) -> int:
        return len(self.ids())

    def __len__(self) -> int:
        return self.count()

    def __bool__(self) -> bool:
        return self.count() > 0

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and self._game.check(move) is None

    def __iter__(self) -> Iterator[Move]:
        ends = self._game.board.segment_ends
        for s in self.ids():
            yield Move(int(ends[s, 0]), int(ends[s, 1]))


class Game:
    """Base of every rules variant's game. Subclasses set `rules_name` and override the hooks."""

    rules_name: ClassVar[str] = ""

    def __init__(self, board: Board, options: Mapping[str, Any] | None = None) -> None:
        self.board = board
        self.options: dict[str, Any] = dict(options or {})
        m, t = board.m, board.t
        self._drawn = np.zeros(m, dtype=bool)
        self._legal = np.ones(m, dtype=bool)
        self._segment_owner = np.zeros(m, dtype=np.int8)
        self._triangle_owner = np.zeros(t, dtype=np.int8)
        scoring = np.asarray(self.scoring_triangles(), dtype=bool)
        if scoring.shape != (t,):
            raise ValueError("scoring_triangles() must give one flag per empty triangle")
        self._scoring = scoring
        self._alive = scoring.copy()  # could still be closed by some sequence of legal segments
        self._alive_count = int(scoring.sum())
        self.scores: list[int] = [0, 0]
        self.state: TurnState = self.initial_state()
        self._stack: list[_Frame] = []

    # ----------------------------------------------------------------------------- read access
    @property
    def turn(self) -> int:
        """The player to move: 1 or 2."""
        return self.state.player

    @property
    def history(self) -> list[Action]:
        return [f.action for f in self._stack]

    @property
    def movers(self) -> list[int]:
        """Who made each action of `history` (1 or 2), in the same order."""
        return [f.player for f in self._stack]

    @property
    def legal_moves(self) -> LegalMoves:
        return LegalMoves(self)

    def open_segments(self) -> IntArray:
        """Segment ids, ascending, that could be drawn now were the game not over: geometrically
        legal and not refused by the variant. What `outcome()` may ask (`legal_moves` asks
        `outcome()` first) to end a game in which nothing can be drawn."""
        ids = np.flatnonzero(self._legal)
        refused = np.asarray(self.refused_segments(), dtype=np.int64)
        return ids[~np.isin(ids, refused)] if len(refused) else ids

    @property
    def drawn(self) -> BoolArray:
        """Read-only mask of drawn segments (by segment id)."""
        view = self._drawn.view()
        view.setflags(write=False)
        return view

    @property
    def legal_mask(self) -> BoolArray:
        """Read-only mask of segments that could be drawn now, ignoring whose turn and game end."""
        view = self._legal.view()
        view.setflags(write=False)
        return view

    @property
    def alive_mask(self) -> BoolArray:
        """Read-only mask of scoring triangles that some sequence of legal segments can still close."""
        view = self._alive.view()
        view.setflags(write=False)
        return view

    @property
    def scoring_mask(self) -> BoolArray:
        view = self._scoring.view()
        view.setflags(write=False)
        return view

    @property
    def alive_count(self) -> int:
        return self._alive_count

    def segment_owner(self, seg: int) -> int:
        """0 if not drawn, else the player who drew it."""
        return int(self._segment_owner[seg])

    def triangle_owner(self, tri: int) -> int:
        """0 if not scored, else the player who closed it."""
        return int(self._triangle_owner[tri])

    def drawn_segments(self) -> list[tuple[int, int, int]]:
        """(a, b, owner) of every drawn segment in drawing order."""
        ends = self.board.segment_ends
        return [
            (int(ends[f.segment, 0]), int(ends[f.segment, 1]), f.player)
            for f in self._stack
            if f.segment >= 0
        ]

    def scored_triangles(self) -> list[tuple[tuple[int, int, int], int]]:
        """((a, b, c), owner) of every scored triangle in scoring order."""
        out = []
        for f in self._stack:
            if f.closed is not None:
                for tid in f.closed:
                    out.append((tuple(int(v) for v in self.board.triangles[tid]), f.player))
        return out

    def side_counts(self) -> tuple[IntArray, IntArray, IntArray]:
        """Per segment id: triangles drawing it would close now, would offer (one side left),
        and is a missing side of (`engine.counts.side_counts`)."""
        return side_counts(self.board, self._drawn, self._alive)

    def useful_segments(self) -> IntArray:
        """Legal segments that are a side of a triangle still closable: the moves that matter."""
        alive = np.flatnonzero(self._alive)
        if len(alive) == 0:
            return np.empty(0, dtype=np.int64)
        segs = np.unique(self.board.triangle_edges[alive].ravel())
        return segs[self._legal[segs]]

    # ------------------------------------------------------------------------------- checking
    def check(self, action: Action) -> Reason | None:
        """Why `action` would be refused now, or None if it would be accepted."""
        reason, _ = self._check(action)
        return reason

    def _check(self, action: Action) -> tuple[Reason | None, str]:
        if self.is_over():
            return Reason.GAME_OVER, ""
        if isinstance(action, Pass):
            return (None, "") if self.can_pass() else (Reason.NOT_ALLOWED, "pass")
        if not self.joins_stars(action):
            return Reason.INVALID, ""
        assert isinstance(action, Move)
        a, b = action.a, action.b
        seg = self.board.segment_id(a, b)
        if seg < 0:
            return Reason.THROUGH_STAR, ""
        if self._drawn[seg]:
            return Reason.EXISTS, ""
        if not self._legal[seg]:
            return Reason.CROSSES, ""
        detail = self.refuse_segment(seg)
        if detail:
            return Reason.NOT_ALLOWED, detail
        return None, ""

    def joins_stars(self, action: Action) -> bool:
        """Whether `action` is a segment between two different stars of the board (a move that is
        not is refused `invalid` whatever the position, unless the game is over)."""
        return isinstance(action, Move) and star_pair(action.a, action.b, self.board.n)

    # ------------------------------------------------------------------------------- playing
    def push(self, action: Action) -> MoveResult:
        """Apply an action. A refused action changes nothing and says why."""
        player = self.state.player
        reason, detail = self._check(action)
        if reason is not None:
            # `exists` before `through_star`: a drawn segment is never through a star, so the order
            # only matters between through_star and crosses, and through_star is checked first.
            return MoveResult(action, player, False, reason, (), self.score, player, detail)
        if isinstance(action, Pass):
            frame = _Frame(action, self.state, player=player)
            self._stack.append(frame)
            self.state = self.state_after_pass()
            return MoveResult(action, player, True, None, (), self.score, self.state.player)
        seg = self.board.segment_id(int(action.a), int(action.b))
        return self._apply_segment(action, seg, player)

    def _apply_segment(self, action: Move, seg: int, player: int) -> MoveResult:
        board = self.board
        legal = self._legal
        self._drawn[seg] = True
        self._segment_owner[seg] = player
        legal[seg] = False
        made_illegal = board.crossed(seg, legal)
        legal[made_illegal] = False

        # Triangles this segment completes: their other two sides are drawn.
        own = board.triangles_of_segment(seg)
        own = own[self._alive[own]]
        closed = own[self._drawn[board.triangle_edges[own]].all(axis=1)]
        # Triangles that can never be closed now: a side was cut.
        killed = board.triangles_of_segments(made_illegal)
        killed = _distinct(killed[self._alive[killed]])
        self._alive[killed] = False
        self._alive[closed] = False
        self._alive_count -= len(killed) + len(closed)
        self._triangle_owner[closed] = player
        self.scores[player - 1] += len(closed)

        state_before = self.state
        self._stack.append(
            _Frame(action, state_before, seg, made_illegal, killed, closed, player)
        )
        closed_corners = tuple(sorted(tuple(int(v) for v in board.triangles[c]) for c in closed))
        self.state = self.state_after_segment(len(closed))
        return MoveResult(action, player, True, None, closed_corners, self.score, self.state.player)  # type: ignore[arg-type]

    def pop(self) -> Action:
        """Undo the last accepted action and return it."""
        frame = self._stack.pop()
        self.state = frame.state_before
        if frame.segment >= 0:
            seg = frame.segment
            self._drawn[seg] = False
            self._segment_owner[seg] = 0
            self._legal[seg] = True
            assert frame.made_illegal is not None and frame.killed is not None and frame.closed is not None
            self._legal[frame.made_illegal] = True
            self._alive[frame.killed] = True
            self._alive[frame.closed] = True
            self._alive_count += len(frame.killed) + len(frame.closed)
            self._triangle_owner[frame.closed] = 0
            self.scores[frame.player - 1] -= len(frame.closed)
        return frame.action

    def copy(self) -> "Game":
        """An independent game in the same position (for search and what-ifs)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        for name in ("_drawn", "_legal", "_segment_owner", "_triangle_owner", "_alive"):
            setattr(other, name, getattr(self, name).copy())
        other.scores = list(self.scores)
        other.options = dict(self.options)
        other._stack = list(self._stack)
        self.copy_extra(other)
        return other

    @property
    def score(self) -> tuple[int, int]:
        return (self.scores[0], self.scores[1])

    def is_over(self) -> bool:
        return self.outcome() is not None

    def loses_at_once(self, action: Action) -> bool:
        """Would `action` end the game with the player to move losing? Tried on a copy (whose
        chances, such as dice, are its own): the computer players and a variant's hints use it
        to never walk into a loss that another choice avoids."""
        game = self.copy()
        if not game.push(action).accepted:
            return False
        outcome = game.outcome()
        return outcome is not None and outcome.winner == 3 - self.state.player

    # --------------------------------------------------------------- hooks for rules variants
    def initial_state(self) -> TurnState:
        """The state before the first move: player 1 starts."""
        return TurnState(player=1)

    def scoring_triangles(self) -> BoolArray:
        """Which of the board's empty triangles score when closed."""
        raise NotImplementedError(f"{type(self).__name__} does not implement scoring_triangles()")

    def refuse_segment(self, seg: int) -> str:
        """A variant's own reason to refuse a geometrically legal segment now ('' = allowed)."""
        return ""

    def refused_segments(self) -> Sequence[int]:
        """Every geometrically legal segment `refuse_segment` refuses now, so that `legal_moves`
        agrees with `check` without asking about each segment in turn."""
        return ()

    def state_after_segment(self, closed: int) -> TurnState:
        """The turn state after the mover drew a segment that closed `closed` triangles."""
        raise NotImplementedError(f"{type(self).__name__} does not implement state_after_segment()")

    def can_pass(self) -> bool:
        """Whether the player to move may pass now."""
        return False

    def state_after_pass(self) -> TurnState:
        return replace(self.state, player=3 - self.state.player)

    def outcome(self) -> Outcome | None:
        """The result once the game is over, None while it goes on."""
        raise NotImplementedError(f"{type(self).__name__} does not implement outcome()")

    def copy_extra(self, other: "Game") -> None:
        """Copy a variant's own mutable attributes into `other` (called by `copy`)."""

    def record_extra(self) -> dict[str, Any]:
        """Extra fields a variant stores in the game record (e.g. dice rolls)."""
        return {}

    # ------------------------------------------------- extras a variant may offer (docs/plugins.md)
    def turn_budget(self) -> TurnBudget | None:
        """How many segments the player to move may draw this turn and how that was decided;
        None (the default) for one segment per turn, which needs no display."""
        return None

    def hint_limit(self) -> int | None:
        """Hints each player may use in this game: None (the default) when hints are not
        counted, 0 when this game offers none (the hint action is then hidden)."""
        return None

    def hints_left(self, player: int | None = None) -> int | None:
        """Hints `player` (default: the player to move) may still use; None when not counted."""
        return None

    def hint(self, suggestion: Action | None = None) -> Action | None:
        """Use a hint for the player to move and return the action to suggest, or None.

        `suggestion` is what the application's hint source (a computer player, docs/plugins.md)
        would play. The default shows it when the rules accept it now; a variant that counts
        hints uses one up here, and may fall back on a suggestion of its own."""
        if suggestion is None or self.is_over() or self.check(suggestion) is not None:
            return None
        return suggestion

    def tip(self) -> str | None:
        """A key of the rules plugin's `tips` for a beginner in this position, or None."""
        return None

    def shades_unscored(self) -> bool:
        """Whether the window may shade the never-scoring triangles within reach (a beginner's
        aid, which the player can turn off in Settings; see `unscored_within_reach`). False by
        default."""
        return False

    def unscored_reason(self, tri: int) -> str:
        """Why the empty triangle `tri` never scores when closed: a key of the rules plugin's
        `unscored_reasons` (e.g. "too_small"), or "" (the default) when it scores."""
        return ""

    # ---------------------------------------------------------------------- what does not score
    def closed_unscored(self, seg: int) -> list[int]:
        """Empty triangles the drawn segment `seg` completed that score nothing (the variant's
        `unscored_reason` says why), so the window can show them."""
        board = self.board
        tris = board.triangles_of_segment(seg)
        done = tris[self._drawn[board.triangle_edges[tris]].all(axis=1) & ~self._scoring[tris]]
        return [int(t) for t in done]

    def unscored_within_reach(self) -> list[int]:
        """Empty triangles that never score and could be completed by one legal segment now
        (two sides drawn): what Beginner's shading shows, before a player closes one for nothing."""
        board = self.board
        edges = board.triangle_edges
        have = self._drawn[edges].sum(axis=1)
        missing = np.where(self._drawn[edges], -1, edges).max(axis=1)
        near = (have == 2) & ~self._scoring
        near[near] &= self._legal[missing[near]]
        return [int(t) for t in np.flatnonzero(near)]

    # -------------------------------------------------------------------------------- helpers
    def outcome_by_score(self, reason: str = "no_triangles_left") -> Outcome:
        s1, s2 = self.scores
        winner = 1 if s1 > s2 else 2 if s2 > s1 else None
        return Outcome(winner, self.score, reason)
