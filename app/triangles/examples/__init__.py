"""The worked examples of the rules, as small game records (the Rules screen animates them).

Each record carries a `labels` field naming its stars as the rules text does (A, B, C, ...).
These are the classic rules' examples; a rules variant ships its own with its help sections
(`RulesPlugin.help_sections`).
"""

from __future__ import annotations

from importlib import resources

from triangles.engine.record import GameRecord, RecordError, loads

#: The examples in the order the rules present them.
EXAMPLES: tuple[str, ...] = ("crossing", "through_star", "star_inside", "square_two", "extra_turn", "draw")


def load_example(name: str) -> GameRecord:
    """The game record of the example `name` (one of EXAMPLES)."""
    if name not in EXAMPLES:
        raise RecordError(f"unknown example {name!r} (known: {', '.join(EXAMPLES)})")
    return loads(resources.files(__package__).joinpath(f"{name}.json").read_bytes())
