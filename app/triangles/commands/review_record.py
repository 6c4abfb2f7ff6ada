"""The record of `triangles review` (`commands/review.py`): its game, its moves and the plugin
that analyses its positions. Apart from the command so that the command's watchdog runs before
numpy, the engine and the plugins are imported (under load that takes a second)."""

from __future__ import annotations

from triangles.engine import RecordError, record
from triangles.plugins.api import DIE, Action, AIPlugin, Game
from triangles.plugins.guard import GameGuard
from triangles.plugins.registry import default_registry
from triangles.record_check import game_from_record, stop_on_failure

from .watchdog import Watchdog


#: The board on which another variant is asked whether a die decides its turns.
PROBE_STARS = [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]]


def load(path: str, watch: Watchdog | None = None) -> tuple[Game, list[Action], AIPlugin]:
    """A new game for the record, its moves and the plugin that analyses its positions;
    RecordError for anything but the classic rules, or when no installed plugin analyses them."""
    rec = record.load(path)
    registry = default_registry()
    guard = GameGuard(quiet=True)
    if rec.rules != "classic" and registry.rules(rec.rules) is not None:
        # Refused whatever its board: the variant is asked on three stars, so that a record of 400
        # is not built first (seconds, which a short time limit does not have).
        rec = record.GameRecord(rec.rules, rec.options, PROBE_STARS, [], rec.extra)
    game = game_from_record(rec, registry, guard, watch=watch)
    if game.rules_name != "classic" or rec.rules != "classic":
        budget = game.turn_budget()
        stop_on_failure(guard)
        dice = budget is not None and budget.decided_by == DIE
        raise RecordError(f"review handles the classic rules only, not {rec.rules!r}" + (
            ": a turn's worth there depends on dice still to be rolled, which the exact solver does not play"
            if dice else ""))
    analyser = registry.analyser(game.rules_name)
    if analyser is None:
        raise RecordError("no installed computer player analyses the classic rules")
    return game, list(rec.moves), analyser
