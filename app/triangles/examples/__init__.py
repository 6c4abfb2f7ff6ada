"""The worked examples of the rules, as small game records (the Rules screen animates them).

Each record carries a `labels` field naming its stars as the rules text does (A, B, C, ...).
The classic rules' examples come first; "dice" is the dice variant's exact count at the very end
(docs/rules.md, "The end of the game"), with its rolls.
"""

from __future__ import annotations

from importlib import resources

from triangles.engine.record import GameRecord, RecordError, loads

#: The examples in the order the rules present them.
EXAMPLES: tuple[str, ...] = ("crossing", "through_star", "star_inside", "square_two", "extra_turn", "draw", "dice")


def load_example(name: str) -> GameRecord:
    """The game record of the example `name` (one of EXAMPLES)."""
    if name not in EXAMPLES:
        raise RecordError(f"unknown example {name!r} (known: {', '.join(EXAMPLES)})")
    return loads(resources.files(__package__).joinpath(f"{name}.json").read_bytes())
