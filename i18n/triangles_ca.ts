<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca">
<context>
    <name>Controller</name>
    <message>
        <source>The computer player {0}; a simple move was played instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRules</name>
    <message>
        <source>The dice variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture more triangles than your opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stars are scattered at random on the board and change place with every new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players take turns rolling the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number rolled is how many lines the player may draw in that turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To draw a line, select a star and then a second star.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line may not cross the lines already drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line may not pass over another star of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line already drawn cannot be drawn again, and the same two stars cannot be joined twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A triangle is valid only if it is large enough to be clearly visible and no other star is left inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A triangle already captured is protected: the opponent may not make a new triangle that encloses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiny or very narrow triangles are not valid and score no points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you close a valid triangle you score 1 point at once and your avatar appears in it. That point stays yours until the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact-count rule applies only at the very end of the game: when no other valid move is left and a single line remains that can close the last triangle, only a player with exactly 1 line left in the turn may draw it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Beginner and Normal mode each player may use “Suggest a move” at most 3 times per game. A suggestion may show a line that closes a triangle at once or a line that prepares a later triangle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Expert mode, suggestions are not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With “Pass turn” you give up the rest of your lines and hand the turn to your opponent straight away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the game finds that a player has no useful move left to build a new triangle, the game ends at once and the opponent wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game also ends when no new valid triangle can be built any more, even if useless lines could still be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>During the game, step-by-step tips are shown. You can close them at any time with “I know how to play”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player 1</source>
        <extracomment>Pause before a computer moves, so the previous segment&apos;s animation is seen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>Passing is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>The rules of Triangles</source>
        <extracomment>Name of a worked example in :mod:`triangles.examples`, drawn after the section&apos;s text.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line B–D (dashed) is refused: it would cross the line A–C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line A–C (dashed) is refused: it would pass over the star B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The large triangle ABC is closed, but the star D is inside it: no point. The small triangles around D, on the other hand, do count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The diagonal A–C closes two triangles in one move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1 closes a triangle on move 3 and draws the next line too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player closes two triangles: the game ends in a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players take turns drawing a line between two stars. A line may not cross another line or pass over a star. Closing a triangle with no star in it scores one point. The game ends when no triangle can be closed any more; whoever has the most triangles wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close more triangles than your opponent. The board is a cloud of stars: 24, 60 or 120 stars on a phone, 80, 120 or 180 on a tablet, depending on the board you choose. There is no grid: a line may join two stars far apart, as long as it follows the rules below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a star and then another, or slide your finger from one star to the other. The line takes the player&apos;s colour: with the Nebula theme, the default, red-orange for Player 1 and blue for Player 2. The game refuses a line in three cases:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it already exists;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it passes over another star (even by a hair: the game allows a gap of a few screen points at most);</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it crosses a line already drawn. Two lines may start from the same star, but they may never cross.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a triangle counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your line closes a triangle, that is, when its other two sides are already drawn (by you or by your opponent), the triangle fills with your colour and you score a point. A triangle counts only if it contains no star, neither inside nor exactly on a side. The three sides of a triangle with a star in it can all be drawn, but it scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One line, two triangles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line has two sides: it can close a triangle on each side and score 2 points in one move. In the square below, the diagonal A–C closes ABC and ACD at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The option “Play again after a triangle”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By default, each player draws one line per turn, whether it closes a triangle or not. In the New Game window, the option “Play again after a triangle” changes this: a player who closes at least one triangle draws another line straight away. In the example, Player 1 closes a triangle on move 3 and also plays the next move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends as soon as no triangle can be closed and counted any more: a line that could still be drawn would score nothing. The player who closed the most triangles wins. Against the computer, the final screen shows “You won!” or “You lost!”; in a two-player game it shows the winner&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the same number of triangles, the final screen shows “Draw!”. Against the computer, a draw counts neither as a win nor as a loss in the statistics. The example below ends in a draw.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
