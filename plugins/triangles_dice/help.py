"""The dice variant's own sections of the Rules window (the Italian rule document, with the
readings of docs/rules.md), after the classic rules. English source text, translated by the
window in the "rules" context; the worked example is a game record shipped with the plugin."""

from __future__ import annotations

from importlib import resources

from triangles.plugins.api import HelpSection

from .options import QT_TRANSLATE_NOOP

#: The exact count at the very end (rules 12 and 17), with its rolls and star labels.
_EXAMPLE = resources.files(__package__).joinpath("exact_count.json").read_text(encoding="utf-8")

HELP_SECTIONS: tuple[HelpSection, ...] = (
    HelpSection(QT_TRANSLATE_NOOP("rules", "The dice variant"), (
        QT_TRANSLATE_NOOP("rules", "Choose the rules “Dice and hints” in the New Game window to play with a die. "
                          "The goal stays the same: capture more triangles than your opponent. Everything not said "
                          "below is as in the classic rules."),
        QT_TRANSLATE_NOOP("rules", "1. The stars are scattered at random on the board and change place with every "
                          "new game."),
        QT_TRANSLATE_NOOP("rules", "2. Players take turns rolling the die."),
        QT_TRANSLATE_NOOP("rules", "3. The number rolled is how many lines the player draws in that turn. Closing a "
                          "triangle does not give extra lines."),
        QT_TRANSLATE_NOOP("rules", "4. To draw a line, select a star and then a second star."),
        QT_TRANSLATE_NOOP("rules", "5. A line may not cross the lines already drawn."),
        QT_TRANSLATE_NOOP("rules", "6. A line may not pass over another star of the board."),
        QT_TRANSLATE_NOOP("rules", "7. A line already drawn cannot be drawn again, and the same two stars cannot be "
                          "joined twice."),
        QT_TRANSLATE_NOOP("rules", "8. A triangle is valid only if it is large enough to be clearly visible and no "
                          "other star is left inside it."),
        QT_TRANSLATE_NOOP("rules", "9. A triangle already captured is protected: the opponent may not make a new "
                          "triangle that encloses it. Such a line stays refused to that player for the rest of the "
                          "game; a line refused to both players can never be drawn, so a triangle that needs it can "
                          "no longer be built."),
        QT_TRANSLATE_NOOP("rules", "10. Tiny or very narrow triangles are not valid and score no points."),
        QT_TRANSLATE_NOOP("rules", "11. When you close a valid triangle you score 1 point at once and your avatar "
                          "appears in it. That point stays yours until the end of the game."),
        QT_TRANSLATE_NOOP("rules", "12. The exact count applies only at the very end of the game: when a single "
                          "useful line is left (one that can still close a triangle), only a player with exactly 1 "
                          "line left in the turn may draw it. With more lines left, draw lines that leave it open, "
                          "or pass."),
        QT_TRANSLATE_NOOP("rules", "13. In Beginner and Normal mode each player may use “Suggest move” at most 3 "
                          "times per game. A suggestion may show a line that closes a triangle at once or one that "
                          "prepares a later triangle."),
        QT_TRANSLATE_NOOP("rules", "14. In Expert mode, suggestions are not available."),
        QT_TRANSLATE_NOOP("rules", "15. With “Pass turn” you give up the rest of your lines and hand the turn to "
                          "your opponent straight away."),
        QT_TRANSLATE_NOOP("rules", "16. If the game finds that a player has no useful move left, the game ends at "
                          "once and the opponent wins: the player to move, or a player whose every useful line is "
                          "refused to them for good (rule 9)."),
        QT_TRANSLATE_NOOP("rules", "17. The game also ends when no new valid triangle can be built any more, even if "
                          "useless lines could still be drawn, and when both players let a whole turn go by without "
                          "drawing. The player with more triangles wins."),
    )),
    HelpSection(QT_TRANSLATE_NOOP("rules", "The exact count: an example"), (
        QT_TRANSLATE_NOOP("rules", "Here only the triangle ABC is valid. Player 1 rolls 2 and draws A–B and A–C. "
                          "Player 2 rolls 3: B–C is the last useful line, and with 3 lines left it is refused. "
                          "Player 2 first draws D–E and C–E, which leave it open; with exactly 1 line left, B–C "
                          "closes ABC. No valid triangle is left: the game ends and Player 2 wins 1 to 0. Without "
                          "D and E, Player 2 would have had no useful move and would have lost at once (rule 16)."),
    ), _EXAMPLE, QT_TRANSLATE_NOOP("rules", "Player 2 rolled 3: B–C (dashed) is refused with 3 lines left, then "
                                 "closes ABC as the last line of the turn.")),
    HelpSection(QT_TRANSLATE_NOOP("rules", "Beginner mode (dice variant)"), (
        QT_TRANSLATE_NOOP("rules", "In the dice variant, the Beginner difficulty shows step-by-step tips during "
                          "the game. You can close them at any time with “I understand how to play”. The classic "
                          "rules have no tips; the computer's level is chosen separately."),
    )),
)

