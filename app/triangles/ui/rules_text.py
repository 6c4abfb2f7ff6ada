"""The text of the in-app rules (classic and dice variant), in the current language.

Every paragraph is a translated string (contexts "Rules" and "DiceRules"), so the catalogue
completeness test also guards the rules: rewording an English paragraph leaves it untranslated
until every language follows. Call the functions again after a LanguageChange.
Paragraphs may hold simple rich text (<b>, <i>); the Rules window renders them with
:func:`to_html` and draws the worked example named by a section next to its caption.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


@dataclass(frozen=True)
class RulesSection:
    """One heading of the rules, its paragraphs, an optional list and an optional example."""

    title: str
    paragraphs: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    ordered: bool = False
    #: Name of a worked example in :mod:`triangles.examples`, drawn after the section's text.
    example: str | None = None


def rules_title() -> str:
    """The heading of the classic rules."""
    return translate("Rules", "The rules of Triangles")


def example_caption(name: str) -> str:
    """The caption under the worked example ``name`` (see ``triangles.examples.EXAMPLES``)."""
    captions = {
        "crossing": translate("Rules", "The line B–D (dashed) is refused: it would cross the line A–C."),
        "through_star": translate("Rules", "The line A–C (dashed) is refused: it would pass over the star B."),
        "star_inside": translate(
            "Rules",
            "The large triangle ABC is closed, but the star D is inside it: no point. "
            "The small triangles around D, on the other hand, do count.",
        ),
        "square_two": translate("Rules", "The diagonal A–C closes two triangles in one move."),
        "extra_turn": translate(
            "Rules", "Player 1 closes a triangle on move 3 and draws the next line too."
        ),
        "draw": translate("Rules", "Each player closes two triangles: the game ends in a draw."),
    }
    return captions[name]


def classic_rules() -> list[RulesSection]:
    """The classic rules, section by section."""
    return [
        RulesSection(
            translate("Rules", "In short"),
            (
                translate(
                    "Rules",
                    "Players take turns drawing a line between two stars. A line may not cross "
                    "another line or pass over a star. Closing a triangle with no star in it "
                    "scores one point. The game ends when no triangle can be closed any more; "
                    "whoever has the most triangles wins.",
                ),
            ),
        ),
        RulesSection(
            translate("Rules", "The goal"),
            (
                translate(
                    "Rules",
                    "Close more triangles than your opponent. The board is a cloud of stars: "
                    "24, 60 or 120 stars on a phone, 80, 120 or 180 on a tablet, depending on the "
                    "board you choose. There is no grid: a line may join two stars far apart, as "
                    "long as it follows the rules below.",
                ),
            ),
        ),
        RulesSection(
            translate("Rules", "Drawing a line"),
            (
                translate(
                    "Rules",
                    "Tap a star and then another, or slide your finger from one star to the other. "
                    "The line takes the player's colour: with the Nebula theme, the default, "
                    "red-orange for Player 1 and blue for Player 2. The game refuses a line in "
                    "three cases:",
                ),
            ),
            items=(
                translate("Rules", "it already exists;"),
                translate(
                    "Rules",
                    "it passes over another star (even by a hair: the game allows a gap of a few "
                    "screen points at most);",
                ),
                translate(
                    "Rules",
                    "it crosses a line already drawn. Two lines may start from the same star, but "
                    "they may never cross.",
                ),
            ),
            example="crossing",
        ),
        RulesSection("", example="through_star"),
        RulesSection(
            translate("Rules", "When a triangle counts"),
            (
                translate(
                    "Rules",
                    "When your line closes a triangle, that is, when its other two sides are "
                    "already drawn (by you or by your opponent), the triangle fills with your "
                    "colour and you score a point. A triangle counts only if it contains no star, "
                    "neither inside nor exactly on a side. The three sides of a triangle with a "
                    "star in it can all be drawn, but it scores nothing.",
                ),
            ),
            example="star_inside",
        ),
        RulesSection(
            translate("Rules", "One line, two triangles"),
            (
                translate(
                    "Rules",
                    "A line has two sides: it can close a triangle on each side and score 2 points "
                    "in one move. In the square below, the diagonal A–C closes ABC and ACD at the "
                    "same time.",
                ),
            ),
            example="square_two",
        ),
        RulesSection(
            translate("Rules", "The option “Play again after a triangle”"),
            (
                translate(
                    "Rules",
                    "By default, each player draws one line per turn, whether it closes a triangle "
                    "or not. In the New Game window, the option “Play again after a triangle” "
                    "changes this: a player who closes at least one triangle draws another line "
                    "straight away. In the example, Player 1 closes a triangle on move 3 and also "
                    "plays the next move.",
                ),
            ),
            example="extra_turn",
        ),
        RulesSection(
            translate("Rules", "The end of the game"),
            (
                translate(
                    "Rules",
                    "The game ends as soon as no triangle can be closed and counted any more: a "
                    "line that could still be drawn would score nothing. The player who closed "
                    "the most triangles wins. Against the computer, the final screen shows "
                    "“You won!” or “You lost!”; in a two-player game it shows the winner's name.",
                ),
            ),
        ),
        RulesSection(
            translate("Rules", "A draw"),
            (
                translate(
                    "Rules",
                    "With the same number of triangles, the final screen shows “Draw!”. Against "
                    "the computer, a draw counts neither as a win nor as a loss in the statistics. "
                    "The example below ends in a draw.",
                ),
            ),
            example="draw",
        ),
    ]


def dice_rules_title() -> str:
    """The heading of the dice variant's rules."""
    return translate("DiceRules", "The dice variant")


def dice_rules() -> list[RulesSection]:
    """The rules of the dice variant (dice, pass, hints, difficulty modes), numbered as in play."""
    return [
        RulesSection(
            translate("DiceRules", "The goal"),
            (translate("DiceRules", "Capture more triangles than your opponent."),),
        ),
        RulesSection(
            translate("DiceRules", "The rules"),
            items=(
                translate(
                    "DiceRules",
                    "The stars are scattered at random on the board and change place with every "
                    "new game.",
                ),
                translate("DiceRules", "Players take turns rolling the die."),
                translate(
                    "DiceRules",
                    "The number rolled is how many lines the player may draw in that turn.",
                ),
                translate("DiceRules", "To draw a line, select a star and then a second star."),
                translate("DiceRules", "A line may not cross the lines already drawn."),
                translate("DiceRules", "A line may not pass over another star of the board."),
                translate(
                    "DiceRules",
                    "A line already drawn cannot be drawn again, and the same two stars cannot be "
                    "joined twice.",
                ),
                translate(
                    "DiceRules",
                    "A triangle is valid only if it is large enough to be clearly visible and no "
                    "other star is left inside it.",
                ),
                translate(
                    "DiceRules",
                    "A triangle already captured is protected: the opponent may not make a new "
                    "triangle that encloses it.",
                ),
                translate(
                    "DiceRules",
                    "Tiny or very narrow triangles are not valid and score no points.",
                ),
                translate(
                    "DiceRules",
                    "When you close a valid triangle you score 1 point at once and your avatar "
                    "appears in it. That point stays yours until the end of the game.",
                ),
                translate(
                    "DiceRules",
                    "The exact-count rule applies only at the very end of the game: when no other "
                    "valid move is left and a single line remains that can close the last "
                    "triangle, only a player with exactly 1 line left in the turn may draw it.",
                ),
                translate(
                    "DiceRules",
                    "In Beginner and Normal mode each player may use “Suggest a move” at most 3 "
                    "times per game. A suggestion may show a line that closes a triangle at once "
                    "or a line that prepares a later triangle.",
                ),
                translate("DiceRules", "In Expert mode, suggestions are not available."),
                translate(
                    "DiceRules",
                    "With “Pass turn” you give up the rest of your lines and hand the turn to "
                    "your opponent straight away.",
                ),
                translate(
                    "DiceRules",
                    "If the game finds that a player has no useful move left to build a new "
                    "triangle, the game ends at once and the opponent wins.",
                ),
                translate(
                    "DiceRules",
                    "The game also ends when no new valid triangle can be built any more, even if "
                    "useless lines could still be drawn.",
                ),
            ),
            ordered=True,
        ),
        RulesSection(
            translate("DiceRules", "Beginner mode"),
            (
                translate(
                    "DiceRules",
                    "During the game, step-by-step tips are shown. You can close them at any time "
                    "with “I know how to play”.",
                ),
            ),
        ),
    ]


def rules_for(variant: str) -> tuple[str, list[RulesSection]]:
    """The title and sections for a rules variant ("dice" or anything else: classic)."""
    if variant == "dice":
        return dice_rules_title(), dice_rules()
    return rules_title(), classic_rules()


def to_html(title: str, sections: list[RulesSection], *, with_captions: bool = True) -> str:
    """Rich text for a QTextBrowser/QLabel; example captions stand where the drawings go."""
    parts = [f"<h2>{escape(title)}</h2>"]
    for section in sections:
        if section.title:
            parts.append(f"<h3>{escape(section.title)}</h3>")
        parts.extend(f"<p>{text}</p>" for text in section.paragraphs)
        if section.items:
            tag = "ol" if section.ordered else "ul"
            parts.append(f"<{tag}>" + "".join(f"<li>{item}</li>" for item in section.items) + f"</{tag}>")
        if section.example and with_captions:
            parts.append(f"<p><i>{escape(example_caption(section.example))}</i></p>")
    return "\n".join(parts)
