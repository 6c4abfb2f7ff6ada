"""What a rules variant may show the player besides the board: the values of its declared extras.

The hooks that produce them are on `Game` (turn budget, hints, tips) and the texts on
`RulesPlugin` (refusals, outcome reasons, tips, help); docs/plugins.md, "Extras", lists them all.
"""

from __future__ import annotations

from dataclasses import dataclass

#: `TurnBudget.decided_by` for a die roll: the window draws a die showing `allowed`.
DIE = "die"


@dataclass(frozen=True)
class TurnBudget:
    """How many segments the player to move may draw in this turn, and how that was decided.

    `turn` numbers the turns of the game (a new number for each turn, the same after undoing back
    into it), so a window animates how a turn's budget was decided once per turn. `decided_by` is
    `DIE` ("die": a die rolled `allowed`, drawn as a die), other English words the window shows
    translated in the "rules" context, or "" (nothing to show but the count)."""

    allowed: int
    left: int
    turn: int = 0
    decided_by: str = ""


@dataclass(frozen=True)
class HelpSection:
    """One section of a variant's rules in the Rules window: English title and paragraphs
    (translated in the "rules" context) and optionally a worked example: a game record as JSON
    text (the record format, docs/record-format.md) with its caption, animated move by move."""

    title: str
    paragraphs: tuple[str, ...] = ()
    example: str = ""
    caption: str = ""
