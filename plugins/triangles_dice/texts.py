"""The dice variant's words for the window: refusals, end reasons and Beginner's tips.

English source text, translated by the window in the "rules" context (the plugin API's extras,
docs/plugins.md); the game gives only the keys, so it never words anything itself.
"""

from __future__ import annotations

from .options import QT_TRANSLATE_NOOP

#: `Game.refuse_segment` details (rules 12 and 9).
REFUSALS = {
    "exact_count": QT_TRANSLATE_NOOP(
        "rules", "The last line can only be drawn with exactly 1 line left in the turn."
    ),
    "protected": QT_TRANSLATE_NOOP("rules", "This triangle would enclose a conquered triangle."),
}

#: `Game.unscored_reason` keys (rules 8 and 10): why a closed triangle does not count.
UNSCORED_REASONS = {
    "too_small": QT_TRANSLATE_NOOP("rules", "This triangle is too small to count."),
    "too_narrow": QT_TRANSLATE_NOOP("rules", "This triangle is too narrow to count."),
}

#: Outcome reasons: {0} is the loser, {1} the winner.
OUTCOME_REASONS = {
    # Rule 17: useless segments may be left, and triangles they could close would not count.
    "no_triangles_left": QT_TRANSLATE_NOOP("rules", "No valid triangle can be built any more."),
    "no_useful_move": QT_TRANSLATE_NOOP(
        "rules",
        "{0} had more than 1 line left with only the last line to draw, and no other useful move: {1} wins.",
    ),
    # Against the computer, the person at the screen is "you" (RulesPlugin.outcome_reasons).
    "no_useful_move/you_lost": QT_TRANSLATE_NOOP(
        "rules",
        "You had more than 1 line left with only the last line to draw, and no other useful move: you lose.",
    ),
    "no_useful_move/you_won": QT_TRANSLATE_NOOP(
        "rules",
        "{0} had more than 1 line left with only the last line to draw, and no other useful move: you win.",
    ),
    "all_protected": QT_TRANSLATE_NOOP(
        "rules",
        "Every useful line left to {0} would enclose a triangle {1} conquered: {0} can build no more "
        "triangles, and {1} wins.",
    ),
    "all_protected/you_lost": QT_TRANSLATE_NOOP(
        "rules",
        "Every useful line left to you would enclose a triangle {1} conquered: you can build no more "
        "triangles, and you lose.",
    ),
    "all_protected/you_won": QT_TRANSLATE_NOOP(
        "rules",
        "Every useful line left to {0} would enclose a triangle you conquered: {0} can build no more "
        "triangles, and you win.",
    ),
    "both_passed": QT_TRANSLATE_NOOP(
        "rules", "Both players passed a whole turn without drawing a line: the score decides."
    ),
}

#: Beginner's tips (tips.TIP_KEYS): {0} is the roll, {1} the segments left in the turn.
TIPS = {
    "roll": QT_TRANSLATE_NOOP(
        "rules",
        "You rolled {0}: that is how many lines you may draw this turn, one star then another. Pass turn "
        "gives up the rest.",
    ),
    "close": QT_TRANSLATE_NOOP("rules", "Two sides of a triangle are drawn: draw the third side to conquer it."),
    "prepare": QT_TRANSLATE_NOOP(
        "rules",
        "Draw a side of a triangle you can finish later, without leaving your opponent a triangle with two sides "
        "drawn. Lines left: {1}.",
    ),
    "exact_count": QT_TRANSLATE_NOOP(
        "rules",
        "Only the last line is left: it can be drawn only with exactly 1 line left in your turn. Draw other "
        "lines first, or pass.",
    ),
    "hint": QT_TRANSLATE_NOOP("rules", "Not sure? Suggest move shows a good line (3 times a game for each player)."),
    "pass": QT_TRANSLATE_NOOP(
        "rules", "Nothing useful is left to draw this turn without losing at once: Pass turn hands the turn over."
    ),
}
