"""The four opponents of the gauntlet, weakest first.

- random: any legal segment.
- greedy: close the most triangles if a segment closes any; else a random safe segment (after it
  the opponent can close nothing at once); else the segment that offers the fewest.
- chain: greedy while safe segments last. Then every candidate segment is played out with both
  sides greedy to the end of the game, and the one with the best final margin is drawn: the
  sacrifice that gives up least, the capture that pays most. With "play again after a triangle"
  a player taking the last one or two triangles of a run also weighs leaving them, so that the
  opponent, after taking them, must open the next run (double-dealing), and does so when the
  play-outs say it pays.
- chain-exact: chain, with an exact search once at most `EXACT_SEGMENTS` segments still matter.

Every player stays within its move budget: the play-outs are tried best-first and stop when the
time is up, and an exact search that does not finish in time gives way to the play-outs.
"""

from __future__ import annotations

import random
import time

import numpy as np

from triangles.plugins.api import Action, AIPlayer, GameView, Move, Pass

from .counts import closes_and_offers, legal_segments, quiet_segments
from .endgame import Endgame, Sim
from .exact import EXACT_SEGMENTS, ExactEndgame, OutOfTime

#: Share of the move budget a player plans to use (the rest is margin for the caller).
BUDGET_SHARE = 0.6
#: Share of the planned time the exact search may take before the play-outs get the rest.
EXACT_SHARE = 0.9


def _move(view: GameView, seg: int) -> Move:
    a, b = view.board.segment_ends[seg]
    return Move(int(a), int(b))


class RandomPlayer(AIPlayer):
    """Any legal segment, uniformly."""

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        legal = legal_segments(view)
        if len(legal) == 0:
            return Pass()
        return _move(view, int(legal[self.rng.randrange(len(legal))]))


class GreedyPlayer(AIPlayer):
    """The computer player of most triangle and dots games (see the module docstring)."""

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)

    def pick(self, candidates: np.ndarray) -> int:
        return int(candidates[self.rng.randrange(len(candidates))])

    def greedy_segment(self, view: GameView) -> int:
        """The greedy choice as a segment id, or -1 when nothing can be drawn."""
        legal = legal_segments(view)
        if len(legal) == 0:
            return -1
        closes, offers = closes_and_offers(view)
        most = int(closes[legal].max())
        if most > 0:  # the most closed; of those, the ones leaving fewest to close for the opponent
            best = legal[closes[legal] == most]
            return self.pick(best[offers[best] == offers[best].min()])
        safe = quiet_segments(legal, closes, offers)
        if len(safe):
            return self.pick(safe)
        return self.pick(legal[offers[legal] == offers[legal].min()])

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        seg = self.greedy_segment(view)
        return Pass() if seg < 0 else _move(view, seg)


class ChainPlayer(GreedyPlayer):
    """Greedy while safe segments last, then play-outs (see the module docstring); with `exact`,
    an exact search of the last segments."""

    def __init__(self, seed: int | None, exact: bool = False) -> None:
        super().__init__(seed)
        self.exact = exact
        self._searched: ExactEndgame | None = None

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        deadline = time.perf_counter() + budget_s * BUDGET_SHARE
        seg = self.chain_segment(view, deadline)
        return Pass() if seg < 0 else _move(view, seg)

    def chain_segment(self, view: GameView, deadline: float) -> int:
        """The segment id to draw (-1 when nothing can be drawn)."""
        legal = legal_segments(view)
        if len(legal) == 0:
            return -1
        if self.exact and len(legal) <= EXACT_SEGMENTS:
            searched = self.exact_search(view, legal)
            drawn, cut = searched.masks(set(np.flatnonzero(view.drawn).tolist()), set(legal.tolist()))
            now = time.perf_counter()
            try:
                local, _ = searched.best_move(now + (deadline - now) * EXACT_SHARE, drawn, cut)
                return int(searched.eg.segments[local])
            except OutOfTime:
                pass
        closes, offers = closes_and_offers(view)
        if len(quiet_segments(legal, closes, offers)):
            return self.greedy_segment(view)
        return self.endgame_segment(Endgame(view), deadline)

    def exact_search(self, view: GameView, legal: np.ndarray) -> ExactEndgame:
        """The exact search of this game's end phase, built the first time it applies and kept
        (with what it has settled) for the rest of the game."""
        searched = self._searched
        if searched is None or searched.eg.board is not view.board or not set(legal.tolist()) <= searched.universe:
            searched = self._searched = ExactEndgame(Endgame(view))
        return searched

    def endgame_segment(self, eg: Endgame, deadline: float) -> int:
        """The candidate whose greedy play-out ends with the best margin for the player to move."""
        root = eg.start()
        if root.waiting and eg.extra_turn and root.run_length() > 2:
            return int(eg.segments[root.best_capture()])  # the run is taken whole: no choice to weigh
        candidates = self.candidates(root)
        best, best_margin = candidates[0], None
        for s in candidates:
            sim = root.copy()
            closed = sim.draw(s)
            rest = sim.play_out()
            margin = closed + rest if eg.extra_turn and closed else closed - rest
            if best_margin is None or margin > best_margin:
                best, best_margin = s, margin
            if time.perf_counter() > deadline:
                break
        return int(eg.segments[best])

    def candidates(self, root: Sim) -> list[int]:
        """Every legal segment, most promising first (what it closes, then fewest offered), equal
        ones in random order, so that the best ones are weighed even when time runs short."""
        legal = sorted(root.free)
        self.rng.shuffle(legal)
        return sorted(legal, key=lambda s: (-root.twos[s], root.ones[s]))
