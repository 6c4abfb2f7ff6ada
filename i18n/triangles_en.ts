<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DicePanel</name>
    <message numerus="yes">
        <source>%n segment(s) left</source>
        <translation>
            <numerusform>%n segment left</numerusform>
            <numerusform>%n segments left</numerusform>
        </translation>
    </message>
</context>
</TS>
