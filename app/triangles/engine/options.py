"""Options a rules variant offers (shown in the New Game dialog, stored in game records)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence


class OptionError(ValueError):
    """An option value that the variant does not accept."""


@dataclass(frozen=True)
class OptionSpec:
    """One option: its key in records, its kind, default and bounds, and its label for people.

    `label`, `help` and the values of `choice_labels` (the words shown for each choice, e.g.
    "beginner" -> "Beginner") are English source text; the UI translates them in the "options"
    context. A choice without a label is shown capitalised.
    """

    key: str
    kind: str  # "bool" | "int" | "float" | "choice"
    default: Any
    label: str
    minimum: float | None = None
    maximum: float | None = None
    choices: Sequence[str] = field(default_factory=tuple)
    help: str = ""
    choice_labels: Mapping[str, str] = field(default_factory=dict)
    decimals: int = 3  # digits a float option shows after the decimal point

    def choice_label(self, choice: str) -> str:
        """The English words shown for `choice` (before translation)."""
        return self.choice_labels.get(choice) or choice.capitalize()

    def coerce(self, value: Any) -> Any:
        """Return the value as this option's type, or raise OptionError with a one-line reason."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise OptionError(f"option {self.key!r} must be true or false")
        if self.kind in ("int", "float"):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise OptionError(f"option {self.key!r} must be a number")
            if isinstance(value, float) and not math.isfinite(value):
                raise OptionError(f"option {self.key!r} must be a finite number")
            if self.kind == "int":
                if int(value) != value:
                    raise OptionError(f"option {self.key!r} must be a whole number")
                value = int(value)
            else:
                try:
                    value = float(value)
                except OverflowError:  # an integer beyond every float (JSON allows any length)
                    bound = self.maximum if value > 0 else self.minimum
                    if bound is None:
                        raise OptionError(f"option {self.key!r} is too large a number") from None
                    side = "most" if value > 0 else "least"
                    raise OptionError(f"option {self.key!r} must be at {side} {bound}") from None
            if self.minimum is not None and value < self.minimum:
                raise OptionError(f"option {self.key!r} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise OptionError(f"option {self.key!r} must be at most {self.maximum}")
            return value
        if self.kind == "choice":
            if value not in self.choices:
                raise OptionError(f"option {self.key!r} must be one of {', '.join(self.choices)}")
            return value
        raise OptionError(f"option {self.key!r} has an unknown kind {self.kind!r}")


CLEARANCE = OptionSpec(
    "clearance",
    "float",
    0.0,
    "Clearance around stars (board units)",
    minimum=0.0,
    maximum=0.1,
    help="How close a segment may pass to a star before it counts as passing over it.",
)


def resolve_options(specs: Sequence[OptionSpec], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fill defaults and check every given value; unknown keys are an error."""
    given = dict(given or {})
    known = {s.key: s for s in specs}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise OptionError(f"unknown option {unknown[0]!r}")
    return {s.key: s.coerce(given[s.key]) if s.key in given else s.default for s in specs}
