"""The score bar on a phone: a player's name is cut only when the bar has no room for it."""

from __future__ import annotations

from uihelpers import SQUARE, people, start


def shown_whole(chip) -> bool:  # noqa: ANN001
    name = chip.name
    return name.contentsRect().width() >= name.fontMetrics().horizontalAdvance(name.text())


def test_a_name_is_elided_only_when_the_bar_has_no_room(window, qtbot):
    window.resize(344, 760)  # a phone's window
    start(window, SQUARE, people("You", "Computer"))
    bar = window.score_bar
    qtbot.waitUntil(lambda: bar.width() < bar.NARROW)
    qtbot.wait(10)
    assert all(shown_whole(chip) for chip in bar.chips)
    start(window, SQUARE, people("You", "Maximiliana von Wolkenstein-Trostburg"))
    qtbot.wait(10)
    assert shown_whole(bar.chips[0]) and not shown_whole(bar.chips[1])
