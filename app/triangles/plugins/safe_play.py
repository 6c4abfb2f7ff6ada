"""Running computer players safely: a time budget, and a fallback when a player misbehaves.

Shared by the game window (whose computer runner calls `ask` on its thinking thread and keeps the
deadline itself) and the headless tools (arena, self-check: `choose_safely`). A player that throws, overruns its budget or answers with an illegal
action is replaced for that move by `fallback_action`, and the game goes on.
"""

from __future__ import annotations

import operator
import threading
import time
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from triangles.engine import Action, Game, Move, Pass, handed_counts, one_ply_mask
from .api import AIPlayer, GameView
from .discovery import one_line

#: How much longer than its budget a player may take before its answer is discarded.
GRACE_FACTOR = 1.5
GRACE_SECONDS = 0.25


@dataclass(frozen=True)
class Choice:
    """The action to play, how long the player thought, and why a fallback was used (if so)."""

    action: Action
    elapsed_ms: float
    fallback_reason: str | None = None
    #: Why the player failed, in one line, when it threw or answered an action the rules refuse
    #: (a player that is only late has not failed).
    failure: str = ""


def fallback_action(game: Game) -> Action:
    """A sensible legal action chosen instantly: close a triangle if one is offered, else draw a
    segment that offers none to the opponent, else the segment that offers fewest; pass only when
    nothing can be drawn."""
    legal = game.legal_moves.ids()
    if len(legal) == 0:
        return Pass()
    closes, offers, _ = game.side_counts()
    closes, offers = closes[legal], offers[legal]
    best_seg = int(legal[np.argmax(closes)] if closes.max() > 0 else legal[np.argmin(offers)])
    a, b = game.board.segment_ends[best_seg]
    return Move(int(a), int(b))


def one_ply_choice(game: Game) -> tuple[int, npt.NDArray[np.int64]]:
    """The segments (ids, ascending) a one-ply choice takes among, and how many triangles the best
    of them closes now: the segments closing the most (of those, without the extra turn, the ones
    leaving the opponent the smallest capture, `engine.counts.handed_counts`; then those offering
    the fewest), else those offering nothing to the opponent, else those offering the fewest. No
    search: what `triangles analyse` answers when its time limit leaves none (the policy of the
    Normal player, and of `fallback_action`, which plays the first of them when nothing closes)."""
    legal = game.legal_moves.ids()
    if len(legal) == 0:
        return 0, legal
    all_closes, offers, _ = game.side_counts()
    closes, offers = all_closes[legal], offers[legal]
    most = int(closes.max())
    handed = None
    if most > 0 and not game.options.get("extra_turn", False):
        handed = handed_counts(game.board, game.drawn, game.alive_mask, all_closes)[legal]
    return most, legal[one_ply_mask(closes, offers, handed)]


def deadline_s(budget_s: float) -> float:
    """How long a player with this budget may think before its answer is abandoned."""
    return budget_s * GRACE_FACTOR + GRACE_SECONDS


def ask(player: AIPlayer, game: Game, budget_s: float) -> Choice:
    """Ask `player` for a move on `game`, a private copy, in this thread, and judge the answer
    (the one legality check): the player's action, or the fallback when it threw or answered
    something the rules refuse. The player sees a copy of its own: one that pushed a move on
    the game behind its view had the answer judged, and the fallback chosen, on a position
    that was not the game's (the game went no further)."""
    start = time.perf_counter()
    try:
        action: object = player.choose_move(GameView(game.copy()), budget_s)
    except BaseException as exc:  # foreign code: report whatever it raised
        failure = one_line(exc)
        return Choice(fallback_action(game), _ms_since(start), f"failed: {failure}", failure)
    elapsed_ms = _ms_since(start)
    if isinstance(action, Move):
        try:  # accept numpy integers, refuse anything that is not an index
            action = Move(operator.index(action.a), operator.index(action.b))
        except TypeError:
            why = f"choose_move returned {_quoted(action)}, whose stars are not whole numbers"
            return Choice(fallback_action(game), elapsed_ms, why, why)
    if not isinstance(action, (Move, Pass)):
        why = f"choose_move returned {_quoted(action)}, not a Move or Pass"
        return Choice(fallback_action(game), elapsed_ms, why, why)
    if game.check(action) is not None:
        why = f"played an illegal action {_quoted(action)}"
        return Choice(fallback_action(game), elapsed_ms, why, why)
    return Choice(action, elapsed_ms)


#: How much of a refused action is quoted back: a plugin may answer with anything, of any size.
QUOTE_CHARS = 80


def _quoted(action: object) -> str:
    """`repr(action)` cut to QUOTE_CHARS; a repr that throws is not the plugin's reason to crash us."""
    try:
        text = repr(action)
    except Exception as exc:  # foreign __repr__
        text = f"<{type(action).__name__}, whose repr failed: {type(exc).__name__}>"
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 1] + "…"


def overran(game: Game, elapsed_ms: float) -> Choice:
    """The fallback for a player that has not answered by its deadline."""
    return Choice(fallback_action(game), elapsed_ms, "overran its time budget")


def _ms_since(start: float) -> float:
    return (time.perf_counter() - start) * 1000.0


def choose_safely(player: AIPlayer, game: Game, budget_s: float) -> Choice:
    """Ask `player` for a move on a private copy of `game`, within the budget plus a grace period.

    The player runs in a daemon thread: if it hangs, its answer is abandoned (the thread cannot be
    killed, but it no longer matters) and the fallback is played instead."""
    copy = game.copy()
    box: dict[str, Choice] = {}

    def think() -> None:
        box["choice"] = ask(player, copy, budget_s)

    start = time.perf_counter()
    worker = threading.Thread(target=think, name="triangles-ai", daemon=True)
    worker.start()
    worker.join(deadline_s(budget_s))
    if worker.is_alive():
        return overran(game, _ms_since(start))
    return box["choice"]
