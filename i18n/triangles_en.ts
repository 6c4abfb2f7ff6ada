<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <source>; Enter draws the line from star {0}, closing %n triangle(s)</source>
        <translation>
            <numerusform>; Enter draws the line from star {0}, closing %n triangle</numerusform>
            <numerusform>; Enter draws the line from star {0}, closing %n triangles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Star {0}, {1}, picked: a line can go to %n stars</source>
        <translation>
            <numerusform>Star {0}, {1}, picked: a line can go to %n star</numerusform>
            <numerusform>Star {0}, {1}, picked: a line can go to %n stars</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message numerus="yes">
        <source>{0} rolled {1}, drew %n line(s) and passed.</source>
        <translation>
            <numerusform>{0} rolled {1}, drew %n line and passed.</numerusform>
            <numerusform>{0} rolled {1}, drew %n lines and passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} rolled {1} and drew %n line(s).</source>
        <translation>
            <numerusform>{0} rolled {1} and drew %n line.</numerusform>
            <numerusform>{0} rolled {1} and drew %n lines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) left</source>
        <translation>
            <numerusform>%n line left</numerusform>
            <numerusform>%n lines left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>{0}, {1} stars, %n move(s)</source>
        <translation>
            <numerusform>{0}, {1} stars, %n move</numerusform>
            <numerusform>{0}, {1} stars, %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) of this game were moved by less than a billionth of the board to the grid the rules use.</source>
        <translation>
            <numerusform>%n star of this game was moved by less than a billionth of the board to the grid the rules use.</numerusform>
            <numerusform>%n stars of this game were moved by less than a billionth of the board to the grid the rules use.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, closing %n triangle(s)</source>
        <translation>
            <numerusform>, closing %n triangle</numerusform>
            <numerusform>, closing %n triangles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n closed outline(s) with stars inside, which score nothing</source>
        <translation>
            <numerusform>; %n closed outline with stars inside, which scores nothing</numerusform>
            <numerusform>; %n closed outlines with stars inside, which score nothing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A board of %n star(s)</source>
        <translation>
            <numerusform>A board of %n star</numerusform>
            <numerusform>A board of %n stars</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerChip</name>
    <message numerus="yes">
        <source>{0}: %n triangle(s)</source>
        <extracomment>Shrunk for a long name beside it, a name keeps this many characters (all of a short one).</extracomment>
        <translation>
            <numerusform>{0}: %n triangle</numerusform>
            <numerusform>{0}: %n triangles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>%n triangle(s) lost</source>
        <translation>
            <numerusform>%n triangle lost</numerusform>
            <numerusform>%n triangles lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n inaccuracy</numerusform>
            <numerusform>%n inaccuracies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
</context>
</TS>
