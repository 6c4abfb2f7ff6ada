"""The work of `triangles analyse` (`commands/analyse.py`): the position after a record's moves,
and its analysis by the deadline. Apart from the command so that the command's watchdog runs
before numpy, the engine and the plugins are imported (under load that takes a second)."""

from __future__ import annotations

import time
from typing import Callable

import numpy as np

from triangles.engine import Game, RecordError, record
from triangles.plugins.api import ESTIMATE, EXACT, ONE_PLY, SEARCH, AIPlugin, Analysis, GameView
from triangles.plugins.guard import GameGuard
from triangles.plugins.registry import default_registry
from triangles.plugins.safe_play import one_ply_choice
from triangles.record_check import accepted_actions, game_from_record, stop_on_failure

from .watchdog import Watchdog


def position(path: str, watch: Watchdog | None = None) -> tuple[Game, AIPlugin]:
    """The game after the record's moves (refused moves change nothing, as in replay), and the
    computer-player plugin that analyses its rules (`Registry.analyser`)."""
    rec = record.load(path)
    registry = default_registry()
    guard = GameGuard(quiet=True)
    game = game_from_record(rec, registry, guard, watch=watch)
    analyser = registry.analyser(game.rules_name)
    if analyser is None:
        variants = sorted({r for p in registry.ai_plugins() for r in p.analyses})
        if rec.rules in variants or not variants:  # the players that analyse them failed to load
            raise RecordError(f"no installed computer player analyses the {rec.rules} rules")
        raise RecordError(f"analyse handles the {' and '.join(variants)} rules only, not {rec.rules!r}")
    for _ in accepted_actions(game, rec.moves, watch):
        pass
    stop_on_failure(guard)
    return game, analyser


def one_ply(game: Game) -> Analysis:
    """The one-ply choice (`safe_play.one_ply_choice`): what is answered when the record and its
    board took the whole limit, so that no analyser could search at all."""
    gain, segs = one_ply_choice(game)
    ends = game.board.segment_ends[segs]  # each pair sorted already
    ends = ends[np.lexsort((ends[:, 1], ends[:, 0]))]
    return Analysis(game.turn, gain, [(a, b) for a, b in ends.tolist()], False, ONE_PLY)


def analysis_by(
    game: Game, analyser: AIPlugin, deadline: float, watch: Watchdog | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Analysis:
    """The analyser's answer by `deadline` (a `clock` value), or the one-ply choice at once when
    the deadline has passed before the analyser could be asked (reading the record and building
    its board took the whole limit)."""
    if clock() >= deadline:
        if watch is not None:
            watch.step(f"the rules variant {game.rules_name!r}")  # the one-ply choice asks its hooks
        return one_ply(game)
    if watch is not None:
        watch.pause()  # the analyser answers by the deadline, or the whole command's limit stops it
    return analyser.analyse(GameView(game), deadline)


#: How each method of analysis is worded in the text output.
_HOW = {
    EXACT: "exact",
    SEARCH: "estimate: the time limit stopped the search",
    ONE_PLY: "one-ply choice, no search: the most closed now, else nothing offered, else the fewest offered",
    ESTIMATE: "estimate: the time limit stopped the search",
}


def text_of(analysis: Analysis) -> str:
    """The answer of `triangles analyse` without --json."""
    if not analysis.best:
        return "the game is over: no segment is left to play"
    how = _HOW.get(analysis.how, analysis.how)
    best = ", ".join(f"{i}-{j}" for i, j in analysis.best)
    return f"player {analysis.to_move} to move: best net score {analysis.value:+d} ({how})\nbest segments: {best}"
