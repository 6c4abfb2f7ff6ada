"""The built-in computer players: Random (the baseline), Beginner, Normal and Expert."""

from __future__ import annotations

import random
import time

import numpy as np

from triangles.plugins.api import Action, AIPlayer, Board, GameView, Move, Pass, one_ply_mask

from .compact import BuildTimeout, Compact, build, reroot
from .features import MoveFeatures, move_features, segment_lengths
from .playouts import Playouts
from .solver import PASS, RootResult, Solver, Timeout
from .turns import allowed_features, choose_in_turn, has_turn_budget


def _move(view: GameView, seg: int) -> Move:
    a, b = view.board.segment_ends[seg]
    return Move(int(a), int(b))


def _features(view: GameView) -> MoveFeatures:
    return move_features(view.board, view.legal_mask, view.drawn, view.alive_mask)


def _extra_turn(view: GameView) -> bool:
    return bool(view.options.get("extra_turn", False))


class _Player(AIPlayer):
    """Shared plumbing: a seeded random source and the no-move answer."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = np.random.default_rng(seed)

    def _pick(self, segs: np.ndarray, weights: np.ndarray | None = None) -> int:
        if weights is not None:
            weights = weights / weights.sum()
        return int(self.rng.choice(segs, p=weights))

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        if view.is_over():
            return Pass()
        if has_turn_budget(view):
            return self.choose_in_turn(view)
        feats = _features(view)
        if len(feats) == 0:
            return Pass()
        return _move(view, self.choose_segment(view, feats, budget_s))

    def choose_in_turn(self, view: GameView) -> Action:
        """A move under rules with several segments per turn and a pass (see turns.py)."""
        return choose_in_turn(view, self.rng)

    def choose_segment(self, view: GameView, feats: MoveFeatures, budget_s: float) -> int:
        raise NotImplementedError


class RandomPlayer(_Player):
    """Any legal segment, uniformly: the yardstick the other levels are measured against."""

    def choose_segment(self, view: GameView, feats: MoveFeatures, budget_s: float) -> int:
        return self._pick(feats.segs)

    def choose_in_turn(self, view: GameView) -> Action:
        feats = allowed_features(view)
        return _move(view, self._pick(feats.segs)) if len(feats) else Pass()


class BeginnerPlayer(_Player):
    """Plays like someone learning the game: always takes a triangle that is offered, draws
    short segments near the action, and checks only now and then whether a segment hands the
    opponent a triangle."""

    #: How often it looks for a segment that gives nothing away.
    CARE = 0.3

    def choose_in_turn(self, view: GameView) -> Action:
        return choose_in_turn(view, self.rng, care=self.CARE)

    def choose_segment(self, view: GameView, feats: MoveFeatures, budget_s: float) -> int:
        if feats.closes.any():
            return self._pick(feats.segs[feats.closes == feats.closes.max()])
        pool = feats.useful if feats.useful.any() else np.ones(len(feats), dtype=bool)
        if self.rng.random() < self.CARE and (pool & feats.safe).any():
            pool = pool & feats.safe
        segs = feats.segs[pool]
        lengths = segment_lengths(view.board, segs)
        return self._pick(segs, 1.0 / (lengths * lengths + 1e-12))


class NormalPlayer(_Player):
    """Never misses a triangle that is worth taking (without the extra turn, a single leaving the
    opponent a double is not) and never offers one while a safe segment exists. When it must
    give, it plays each way of giving out to the end (its own policy on both sides, see
    playouts.py) and gives the one that costs least: offering the fewest triangles now can still
    open a long run of them. Without the extra turn it weighs a triangle on offer the same way
    once no safe segment is left: taking it hands over the move, and leaving it can cost less
    than opening the next run oneself."""

    #: Share of the budget the playouts may use.
    PLAYOUT_SHARE = 0.8

    def choose_segment(self, view: GameView, feats: MoveFeatures, budget_s: float) -> int:
        start = time.perf_counter()
        extra = _extra_turn(view)
        if not feats.safe.any() and not (extra and feats.closes.any()):
            pos = build(view.board, view.legal_mask, view.drawn, view.alive_mask, extra)
            options = Solver(pos).root_options()
            if options:
                playouts = Playouts(pos, random.Random(int(self.rng.integers(2**63))))
                move, _ = playouts.choose_weighing_captures(options, start + budget_s * self.PLAYOUT_SHARE)
                return int(self.rng.choice(pos.pool)) if move == PASS else pos.seg_ids[move]
        return self._pick(normal_candidates(feats, extra))


def normal_candidates(feats: MoveFeatures, extra_turn: bool) -> np.ndarray:
    """The segments Normal chooses among: the captures closing most (without the extra turn,
    those handing the opponent the smallest capture first, see engine.counts.handed_counts; then
    those offering least), else the safe segments, else those offering the fewest triangles.
    Without the extra turn a capture that hands over more than it takes (a single leaving the
    opponent a double) is left while any other segment can be drawn: taking it gives one triangle
    away net (one taken, two handed over) and keeps the duty to give (docs/arena.md, "The capture that hands over more")."""
    if extra_turn:
        return feats.segs[one_ply_mask(feats.closes, feats.offers)]
    best = one_ply_mask(feats.closes, feats.offers, feats.handed)
    others = feats.closes == 0
    k = int(np.argmax(best))
    if feats.closes[k] and feats.handed[k] > feats.closes[k] and others.any():
        return feats.segs[others][one_ply_mask(feats.closes[others], feats.offers[others])]
    return feats.segs[best]


class ExpertPlayer(_Player):
    """Searches. When few segments are left it solves the position exactly (chains, sacrifices
    and tempo included) and plays a move proved optimal among all of them. Before that it weighs
    each move by playouts to the end of the game (see playouts.py): the tempo fight over the last
    safe segments and the long capture phase after it are decided far beyond any search horizon.
    Only when even the playouts cannot give every move its first games in time does it search
    as deep as its budget allows with a horizon estimate, keeping to safe segments while one
    exists. With very many segments left it plays as Normal: takes the most, else gives the
    least. Without the extra turn the board fixes who makes the last move, and against a strong
    opponent that seat decides most games on small boards; on large ones the middle of the game
    can outweigh it (docs/arena.md)."""

    #: Largest number of legal segments for which the compact search is used while safe segments
    #: are left (in the capture phase it is used at any size).
    SEARCH_LIMIT = 260
    #: Largest number of segments in play for which exact solving is tried first (with and
    #: without the extra turn: without it, positions take far longer to solve). With the solver
    #: kept, a try that fails still serves the moves after it. Against chain-exact with the
    #: extra turn, 110 games on 24, 60 and 120 stars: 104-5-1 with 60 here, 108-2-0 with 80.
    EXACT_LIMIT = 80
    PLAIN_EXACT_LIMIT = 30
    #: Share of the budget given to the exact solver before falling back to playouts (a larger
    #: one with the extra turn, where solving succeeds earlier).
    EXACT_SHARE = 0.2
    PLAIN_EXACT_SHARE = 0.15
    #: Share of the budget the search may use (a third of it starts the last depth).
    STOP_SHARE = 0.8
    #: Share of the budget after which the playouts stop, and the larger one once no safe
    #: segment is left, where every option gives or (without the extra turn) whether to take is
    #: weighed: those moves decide the capture phase, and most of its moves are answered at once,
    #: so the median think time stays low.
    PLAYOUT_SHARE = 0.3
    SACRIFICE_SHARE = 0.8
    #: Without the extra turn, the tempo fight is solved when at most this many safe options are
    #: left (larger ones rarely finish in time: about 1 s at 14 on 60 stars, 0.1 s at 9), within
    #: this share of the budget.
    TEMPO_LIMIT = 14
    TEMPO_SHARE = 0.25
    #: Most entries the kept solver's tables may hold; past it the next position starts afresh
    #: (an entry takes about 110 bytes).
    TABLE_LIMIT = 500_000

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        #: The last exact search's board and solver, for the positions that follow (see _solver).
        self._kept: tuple[Board, Solver] | None = None

    def choose_segment(self, view: GameView, feats: MoveFeatures, budget_s: float) -> int:
        start = time.perf_counter()
        if len(feats) == 1:
            return int(feats.segs[0])
        if len(feats) <= self.SEARCH_LIMIT or not feats.safe.any():
            safe_only = not feats.closes.any() and bool(feats.safe.any())
            seg = self._search(view, start, budget_s, safe_only)
            if seg is not None:
                return seg
        return self._pick(normal_candidates(feats, _extra_turn(view)))

    def _solver(self, view: GameView, deadline: float) -> Solver:
        """The solver of this position: the last exact search's, rerooted, when the position
        follows from that one. Its tables then hold what the searches of the moves before proved
        about the positions still ahead, so an end phase that takes seconds to solve from scratch
        is solved within a few moves' shares. Else a new one (BuildTimeout past `deadline`)."""
        if self._kept is not None:
            board, solver = self._kept
            self._kept = None
            if board is view.board and solver.p.extra_turn == _extra_turn(view):
                pos = reroot(solver.p, view.legal_mask, view.drawn, view.alive_mask)
                if pos is not None:
                    solver.reroot(pos)
                    return solver
        pos = build(view.board, view.legal_mask, view.drawn, view.alive_mask, _extra_turn(view), deadline=deadline)
        return Solver(pos)

    def _search(self, view: GameView, start: float, budget_s: float, safe_only: bool) -> int | None:
        try:  # in the capture phase the position may have a thousand segments: seconds to build
            solver = self._solver(view, start + budget_s * self.STOP_SHARE)
        except BuildTimeout:
            return None  # Normal's choice, within the budget
        pos = solver.p
        share = self.EXACT_SHARE if pos.extra_turn else self.PLAIN_EXACT_SHARE
        solver.deadline = start + budget_s * share
        result: RootResult | None = None
        if pos.in_play <= (self.EXACT_LIMIT if pos.extra_turn else self.PLAIN_EXACT_LIMIT):
            try:
                result = solver.solve_choice()  # every move: a proved optimum is never given up
            except Timeout:
                pass
            if len(solver.table) <= self.TABLE_LIMIT:
                self._kept = (view.board, solver)
        if result is None:
            options = solver.root_options(safe_only)
            if safe_only and not pos.extra_turn:
                solver.deadline = start + budget_s * self.TEMPO_SHARE
                options = self._tempo_winners(solver, options)
            result = self._playouts(pos, start, budget_s, options)
        if result is None:
            solver.deadline = start + budget_s * self.STOP_SHARE
            depth = 2
            while time.perf_counter() < start + budget_s * self.STOP_SHARE / 3:
                try:
                    result = solver.best_at_depth(depth, safe_only)
                except Timeout:
                    break
                depth += 1
        if result is None or not result.best:
            return None
        choice = int(self.rng.choice(result.best))
        if choice == PASS:
            return int(self.rng.choice(pos.pool))
        return pos.seg_ids[choice]

    def _tempo_winners(self, solver: Solver, options: list[tuple[int, int, int, int, int]]
                       ) -> list[tuple[int, int, int, int, int]]:
        """Without the extra turn, whoever runs out of safe segments first must open the first
        region: among few enough safe options, those that win that fight (see Solver.tempo),
        when it is solved in time and some do; else all of them."""
        if len(options) > self.TEMPO_LIMIT:
            return options
        try:
            winners = solver.tempo_winners(options)
        except Timeout:
            return options
        return winners or options

    def _playouts(self, pos: Compact, start: float, budget_s: float,
                  options: list[tuple[int, int, int, int, int]]) -> RootResult | None:
        """The option with the best playout average; None when the position is too large for
        every safe option to get its first playout in time. Without the extra turn, once no
        safe segment is left, a capture is weighed against the best other move in a fair test,
        as Normal does (Playouts.choose_weighing_captures): taking hands over the move, and
        leaving a triangle can cost less than opening the next run oneself. Choosing among all
        moves at once, whose best mean is the luckiest, gave away about 12 triangles more a pair
        of games against Normal on 60 stars, and 20 against chain-aware play on 120 (docs/arena.md)."""
        playouts = Playouts(pos, random.Random(int(self.rng.integers(2**63))))
        safe = any(o[0] == 0 for o in options)  # a segment, or a pooled one (PASS), giving nothing
        captures = [o for o in options if o[2]]
        if not safe and not pos.extra_turn:
            move, mean = playouts.choose_weighing_captures(options, start + budget_s * self.SACRIFICE_SHARE)
            return RootResult(mean, [move], False)
        share = self.PLAYOUT_SHARE if safe or captures else self.SACRIFICE_SHARE
        deadline = start + budget_s * share
        if captures:  # a triangle on offer is taken (which one, the playouts decide)
            options = captures
        elif safe:  # a few safe ones tell nothing of the others: all get a first game, or none
            t0 = time.perf_counter()
            playouts.play(pos.free, pos.alive, len(pos.pool))
            cost = time.perf_counter() - t0
            if cost * len(options) * Playouts.FIRST_ROUND > deadline - time.perf_counter():
                return None
        move, mean = playouts.choose(options, deadline)
        return RootResult(mean, [move], False)
