"""The end screen's card shows every line of its texts, however long the winner's name."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from triangles.ui.game.end_screen import EndScreen


@pytest.mark.parametrize("size", [(940, 560), (412, 700)], ids=["tablet", "phone"])
def test_a_long_winner_name_wraps_and_is_shown_whole(qtbot, size):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(*size)
    host.show()
    end = EndScreen(host)
    end.title.setStyleSheet("font-size: 34px; font-weight: bold")  # as large as the themes draw it
    end.show_result("B: standard:beginner wins!", "B: standard:beginner 31 : 7 A: random:random",
                    "No triangle can be closed any more.")
    qtbot.waitUntil(lambda: end.title.width() > 0)
    for label in (end.title, end.score, end.reason):
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    assert end.title.heightForWidth(end.title.width()) > end.title.fontMetrics().height()  # it does wrap
    assert end.card.geometry().right() <= host.width() and end.card.geometry().left() >= 0
