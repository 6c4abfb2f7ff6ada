"""The dice and hint variant of Triangles (the Italian rule document).

A die roll starts every turn and says how many segments the player draws; "Pass turn" gives up the
rest. Only triangles big enough and not too narrow score; conquered triangles are protected. The
exact-count rule, the loss of a player left without a useful move and the end when no valid
triangle is left follow docs/rules.md. Game modes ("modalità"): Beginner (tips and 3 hints), Normal
(3 hints), Expert (no hints).
"""

from __future__ import annotations

from typing import Any

from triangles.plugins.api import Board, Game, OptionError, RulesPlugin

from .game import EXACT_COUNT, PROTECTED, DiceGame
from .help import HELP_SECTIONS
from .options import BEGINNER, EXPERT, HINTS_PER_GAME, NORMAL, OPTIONS, QT_TRANSLATE_NOOP
from .rolls import FACES, MAX_SEED, RollSource, new_seed
from .state import DiceState
from .texts import OUTCOME_REASONS, REFUSALS, TIPS, UNSCORED_REASONS
from .tips import TIP_KEYS

__all__ = [
    "BEGINNER", "DiceGame", "DiceRules", "DiceState", "EXACT_COUNT", "EXPERT", "HINTS_PER_GAME",
    "NORMAL", "PROTECTED", "RollSource", "TIP_KEYS",
]


#: One roll per turn; a record has at most 200,000 moves, so no longer list is a real game's.
MAX_ROLLS = 200_000


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def rolls_from_extra(extra: dict[str, Any]) -> RollSource:
    """The roll source a record describes ("seed", "rolls"), or a fresh one; OptionError with one
    line when they are malformed."""
    seed = extra.get("seed")
    if seed is None:
        seed = new_seed()
    elif not _is_int(seed) or not 0 <= seed <= MAX_SEED:
        raise OptionError(f"'seed' must be a whole number from 0 to {MAX_SEED}")
    rolls = extra.get("rolls", [])
    if isinstance(rolls, list) and len(rolls) > MAX_ROLLS:  # refused before replaying the stream
        raise OptionError(f"'rolls' holds more than {MAX_ROLLS} die values")
    if not isinstance(rolls, list) or not all(_is_int(r) and 1 <= r <= FACES for r in rolls):
        raise OptionError(f"'rolls' must be a list of die values from 1 to {FACES}")
    return RollSource(seed, rolls)


def hints_from_extra(extra: dict[str, Any], mode: str) -> tuple[int, int]:
    """The hints each player used, from a record: at most the mode's hints per game (rule 14)."""
    used = extra.get("hints_used", [0, 0])
    limit = HINTS_PER_GAME[mode]
    if not (isinstance(used, list) and len(used) == 2 and all(_is_int(u) and 0 <= u <= limit for u in used)):
        raise OptionError(f"'hints_used' must be a pair of whole numbers from 0 to {limit} (the {mode} mode's hints)")
    return (used[0], used[1])


class DiceRules(RulesPlugin):
    """The rules plugin: builds `DiceGame`s, from a record's rolls when replaying."""

    name = "dice"
    title = QT_TRANSLATE_NOOP("rules", "Dice and hints")
    version = "1.0"
    options = OPTIONS
    actions = ("pass", "hint")
    refusals = REFUSALS
    outcome_reasons = OUTCOME_REASONS
    tips = TIPS
    help_sections = HELP_SECTIONS
    unscored_reasons = UNSCORED_REASONS
    marks_conquests = True  # rule 11: the conqueror's avatar in each scored triangle

    def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
        return DiceGame(board, options, rolls_from_extra(extra), hints_from_extra(extra, str(options.get("mode", NORMAL))))
