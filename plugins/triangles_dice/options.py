"""The dice variant's options: difficulty mode and the size a triangle needs to score."""

from __future__ import annotations

from triangles.plugins.api import OptionSpec

from .shapes import DEFAULT_MIN_ANGLE, DEFAULT_MIN_AREA


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the extractor's marker
    """Mark `text` for translation in `context`; the window translates it where it is shown."""
    return text


BEGINNER = "beginner"
NORMAL = "normal"
EXPERT = "expert"
#: "Suggest move" uses per player and game, in the modes that offer it (rules 13 and 14).
HINTS_PER_GAME = {BEGINNER: 3, NORMAL: 3, EXPERT: 0}

MODE = OptionSpec(
    "mode",
    "choice",
    NORMAL,
    QT_TRANSLATE_NOOP("options", "Game mode"),  # the rules' "modalità"; not the computer's level
    choices=(BEGINNER, NORMAL, EXPERT),
    # The words the New Game dialog shows, translated in the "options" context.
    choice_labels={
        BEGINNER: QT_TRANSLATE_NOOP("options", "Beginner"),
        NORMAL: QT_TRANSLATE_NOOP("options", "Normal"),
        EXPERT: QT_TRANSLATE_NOOP("options", "Expert"),
    },
    help=QT_TRANSLATE_NOOP(
        "options",
        "The players' help, not the computer's level: Beginner shows step-by-step tips; "
        "Beginner and Normal allow 3 suggested moves per player; Expert allows none.",
    ),
)
MIN_AREA = OptionSpec(
    "min_area",
    "float",
    DEFAULT_MIN_AREA,
    QT_TRANSLATE_NOOP("options", "Smallest triangle that scores (share of an average triangle)"),
    minimum=0.0,
    maximum=1.0,
    decimals=2,
    help=QT_TRANSLATE_NOOP(
        "options", "A triangle smaller than this share of the board's average triangle does not score."
    ),
)
MIN_ANGLE = OptionSpec(
    "min_angle",
    "float",
    DEFAULT_MIN_ANGLE,
    QT_TRANSLATE_NOOP("options", "Narrowest angle of a triangle that scores (degrees)"),
    minimum=0.0,
    maximum=30.0,
    decimals=0,
    help=QT_TRANSLATE_NOOP("options", "A triangle with a narrower corner than this does not score."),
)

OPTIONS = (MODE, MIN_AREA, MIN_ANGLE)
