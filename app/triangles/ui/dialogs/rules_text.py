"""The rules of Triangles as shown in the Rules window, in one place so they can be translated.

Each section has a title, paragraphs, and optionally a worked example (a record from
`triangles.examples`) with its caption. Every text is a literal `QT_TRANSLATE_NOOP("RulesText", ...)`
so that lupdate extracts it and the catalogue completeness test covers the rules: rewording an
English paragraph leaves it untranslated until every language follows. The window translates each
text in the `CONTEXT` context when it is shown and again on every LanguageChange.
These are the classic rules (from the Catalan, Greek, Turkish and Czech rule documents); a rules
variant adds its own sections (`RulesPlugin.help_sections`, translated in the "rules" context),
which the Rules window shows after them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

CONTEXT = "RulesText"


@dataclass(frozen=True)
class Section:
    title: str
    paragraphs: tuple[str, ...]
    example: str = ""
    caption: str = ""


CLASSIC_SECTIONS: tuple[Section, ...] = (
    Section(QT_TRANSLATE_NOOP("RulesText", "In short"), (
        QT_TRANSLATE_NOOP("RulesText", "Players take turns drawing a line between two stars. A line may not cross another "
                          "line or pass over a star. Closing a triangle with no star in it scores one point. The "
                          "game ends when no triangle can be closed any more; whoever has more triangles wins."),
    )),
    Section(QT_TRANSLATE_NOOP("RulesText", "The goal"), (
        QT_TRANSLATE_NOOP("RulesText", "Close more triangles than your opponent. The board is a cloud of stars: 24, 60 or "
                          "120 stars on a phone, 80, 120 or 180 on a tablet, depending on the board you choose. "
                          "There is no grid: a line may join two stars far apart, as long as it follows the rules "
                          "below."),
    )),
    Section(QT_TRANSLATE_NOOP("RulesText", "Drawing a line"), (
        QT_TRANSLATE_NOOP("RulesText", "Tap a star and then another, or slide your finger from one star to the other. The "
                          "line takes the player's colour: with the Nebula theme, the default, red-orange for "
                          "Player 1 and blue for Player 2. The game refuses a line in three cases:"),
        QT_TRANSLATE_NOOP("RulesText", "• it already exists;"),
        QT_TRANSLATE_NOOP("RulesText", "• it passes over another star (even by a hair: the game allows a gap of a few "
                          "screen points at most);"),
        QT_TRANSLATE_NOOP("RulesText", "• it crosses a line already drawn. Two lines may start from the same star, but "
                          "they may never cross."),
    ), "crossing", QT_TRANSLATE_NOOP("RulesText", "The line B–D (dashed) is refused: it would cross the line A–C.")),
    Section("", (), "through_star",
            QT_TRANSLATE_NOOP("RulesText", "The line A–C (dashed) is refused: it would pass over the star B.")),
    Section(QT_TRANSLATE_NOOP("RulesText", "When a triangle counts"), (
        QT_TRANSLATE_NOOP("RulesText", "When your line closes a triangle, that is, when its other two sides are already "
                          "drawn (by you or by your opponent), the triangle fills with your colour and you score a "
                          "point. A triangle counts only if it contains no star, neither inside nor exactly on a "
                          "side. The three sides of a triangle with a star in it can all be drawn, but it scores "
                          "nothing."),
    ), "star_inside", QT_TRANSLATE_NOOP("RulesText", "The large triangle ABC is closed, but the star D is inside it: "
                                        "no point. The small triangles around D, on the other hand, do count.")),
    Section(QT_TRANSLATE_NOOP("RulesText", "One line, two triangles"), (
        QT_TRANSLATE_NOOP("RulesText", "A line has two sides: it can close a triangle on each side and score 2 points in "
                          "one move. In the square below, the diagonal A–C closes ABC and ACD at the same time."),
    ), "square_two", QT_TRANSLATE_NOOP("RulesText", "The diagonal A–C closes two triangles in one move.")),
    Section(QT_TRANSLATE_NOOP("RulesText", "The option “Play again after a triangle”"), (
        QT_TRANSLATE_NOOP("RulesText", "By default, each player draws one line per turn, whether it closes a triangle or "
                          "not. In the New Game window, the option “Play again after a triangle” changes this: a "
                          "player who closes at least one triangle draws another line straight away. In the "
                          "example, Player 1 closes a triangle on move 3 and also plays the next move."),
    ), "extra_turn", QT_TRANSLATE_NOOP("RulesText", "Player 1 closes a triangle on move 3 and draws the next line "
                                       "too.")),
    Section(QT_TRANSLATE_NOOP("RulesText", "The end of the game"), (
        QT_TRANSLATE_NOOP("RulesText", "The game ends as soon as no triangle can be closed and counted any more: a line "
                          "that could still be drawn would score nothing. The player who closed the most "
                          "triangles wins. Against the computer, the final screen shows “You won!” or “You "
                          "lost!”; in a two-player game it shows the winner's name."),
    )),
    Section(QT_TRANSLATE_NOOP("RulesText", "A draw"), (
        QT_TRANSLATE_NOOP("RulesText", "With the same number of triangles, the final screen shows “Draw!”. Against the "
                          "computer, a draw counts neither as a win nor as a loss in the statistics. The example "
                          "below ends in a draw."),
    ), "draw", QT_TRANSLATE_NOOP("RulesText", "Each player closes two triangles: the game ends in a draw.")),
)

#: The classic rules, in order (each variant's own sections follow them).
SECTIONS: tuple[Section, ...] = CLASSIC_SECTIONS

