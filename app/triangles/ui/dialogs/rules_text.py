"""The rules of Triangles as shown in the Rules window, in one place so they can be translated.

Each section has a title, paragraphs, and optionally a worked example (a record from
`triangles.examples`) with its caption. Every text is a literal `QT_TRANSLATE_NOOP("RulesText", ...)`
so that lupdate extracts it and the catalogue completeness test covers the rules: rewording an
English paragraph leaves it untranslated until every language follows. The window translates each
text with `tr()` when it is shown and again on every LanguageChange.
The classic rules come first (from the Catalan, Greek, Turkish and Czech rule documents), then the
dice variant (from the Italian one, with the readings of docs/rules.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

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

DICE_SECTIONS: tuple[Section, ...] = (
    Section(QT_TRANSLATE_NOOP("RulesText", "The dice variant"), (
        QT_TRANSLATE_NOOP("RulesText", "Choose the rules “Dice and hints” in the New Game window to play with a die. "
                          "The goal stays the same: capture more triangles than your opponent. Everything not said "
                          "below is as in the classic rules."),
        QT_TRANSLATE_NOOP("RulesText", "1. The stars are scattered at random on the board and change place with every "
                          "new game."),
        QT_TRANSLATE_NOOP("RulesText", "2. Players take turns rolling the die."),
        QT_TRANSLATE_NOOP("RulesText", "3. The number rolled is how many lines the player draws in that turn. Closing a "
                          "triangle does not give extra lines."),
        QT_TRANSLATE_NOOP("RulesText", "4. To draw a line, select a star and then a second star."),
        QT_TRANSLATE_NOOP("RulesText", "5. A line may not cross the lines already drawn."),
        QT_TRANSLATE_NOOP("RulesText", "6. A line may not pass over another star of the board."),
        QT_TRANSLATE_NOOP("RulesText", "7. A line already drawn cannot be drawn again, and the same two stars cannot be "
                          "joined twice."),
        QT_TRANSLATE_NOOP("RulesText", "8. A triangle is valid only if it is large enough to be clearly visible and no "
                          "other star is left inside it."),
        QT_TRANSLATE_NOOP("RulesText", "9. A triangle already captured is protected: the opponent may not make a new "
                          "triangle that encloses it."),
        QT_TRANSLATE_NOOP("RulesText", "10. Tiny or very narrow triangles are not valid and score no points."),
        QT_TRANSLATE_NOOP("RulesText", "11. When you close a valid triangle you score 1 point at once and your avatar "
                          "appears in it. That point stays yours until the end of the game."),
        QT_TRANSLATE_NOOP("RulesText", "12. The exact count applies only at the very end of the game: when a single "
                          "useful line is left (one that can still close a triangle), only a player with exactly 1 "
                          "line left in the turn may draw it. With more lines left, draw lines that leave it open, "
                          "or pass."),
        QT_TRANSLATE_NOOP("RulesText", "13. In Beginner and Normal mode each player may use “Suggest move” at most 3 "
                          "times per game. A suggestion may show a line that closes a triangle at once or one that "
                          "prepares a later triangle."),
        QT_TRANSLATE_NOOP("RulesText", "14. In Expert mode, suggestions are not available."),
        QT_TRANSLATE_NOOP("RulesText", "15. With “Pass turn” you give up the rest of your lines and hand the turn to "
                          "your opponent straight away."),
        QT_TRANSLATE_NOOP("RulesText", "16. If the game finds that the player to move has no useful move left, the game "
                          "ends at once and the opponent wins."),
        QT_TRANSLATE_NOOP("RulesText", "17. The game also ends when no new valid triangle can be built any more, even if "
                          "useless lines could still be drawn, and when both players let a whole turn go by without "
                          "drawing. The player with more triangles wins."),
    )),
    Section(QT_TRANSLATE_NOOP("RulesText", "The exact count: an example"), (
        QT_TRANSLATE_NOOP("RulesText", "Here only the triangle ABC is valid. Player 1 rolls 2 and draws A–B and A–C. "
                          "Player 2 rolls 3: B–C is the last useful line, and with 3 lines left it is refused. "
                          "Player 2 first draws D–E and C–E, which leave it open; with exactly 1 line left, B–C "
                          "closes ABC. No valid triangle is left: the game ends and Player 2 wins 1 to 0. Without "
                          "D and E, Player 2 would have had no useful move and would have lost at once (rule 16)."),
    ), "dice", QT_TRANSLATE_NOOP("RulesText", "Player 2 rolled 3: B–C (dashed) is refused with 3 lines left, then "
                                 "closes ABC as the last line of the turn.")),
    Section(QT_TRANSLATE_NOOP("RulesText", "Beginner mode"), (
        QT_TRANSLATE_NOOP("RulesText", "During the game, step-by-step tips are shown. You can close them at any time "
                          "with “I understand how to play”."),
    )),
)

#: Everything the Rules window shows, in order.
SECTIONS: tuple[Section, ...] = CLASSIC_SECTIONS + DICE_SECTIONS


def tr(text: str) -> str:
    """`text` (one of the sources above) in the current language; "" stays ""."""
    return QCoreApplication.translate(CONTEXT, text) if text else ""
