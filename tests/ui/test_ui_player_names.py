"""Default player names follow a live language switch; names the players typed stay as typed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from uihelpers import SQUARE, start

from triangles import i18n
from triangles.ui.game.players import PlayerSpec


@pytest.fixture
def english_after():
    yield
    i18n.set_language("en")


def names(window) -> list[str]:  # noqa: ANN001
    return [chip.name.text() for chip in window.score_bar.chips]


def test_default_names_are_retranslated_and_typed_names_kept(window, qtbot, english_after):
    def you() -> str:
        return QCoreApplication.translate("NewGameDialog", "You")

    start(window, SQUARE, (PlayerSpec(you()), PlayerSpec("Ada")))
    assert names(window) == ["You", "Ada"]
    i18n.set_language("el")
    qtbot.waitUntil(lambda: names(window) == ["Εσείς", "Ada"])
    assert [p["name"] for p in window.controller.to_record().extra["players"]] == ["Εσείς", "Ada"]  # saved so too
    start(window, SQUARE, (PlayerSpec(QCoreApplication.translate("NewGameDialog", "Computer"), "testai:easy"),
                           PlayerSpec(you())))  # a game started in Greek
    assert names(window) == ["Υπολογιστής", "Εσείς"]
    i18n.set_language("en")
    qtbot.waitUntil(lambda: names(window) == ["Computer", "You"])


def test_a_game_left_in_another_language_shows_its_default_names_in_this_one(window, english_after):
    """Started in Catalan ("Tu", "Ordinador"), opened in an English window: "You", "Computer";
    a typed name stays."""
    start(window, SQUARE, (PlayerSpec("Tu"), PlayerSpec("Ordinador", "testai:easy")))
    assert names(window) == ["You", "Computer"]
    start(window, SQUARE, (PlayerSpec("Ada"), PlayerSpec("Ordinador", "testai:easy")))
    assert names(window) == ["Ada", "Computer"]


def test_a_files_long_or_broken_name_is_one_short_line_and_the_window_keeps_its_width(window, qtbot):
    """A game file naming player 2 with 300 characters stretched the window far beyond the
    screen (the turn line is not elided): a file's names are one line of at most 24 characters,
    as New Game's fields take."""
    from uihelpers import load

    window.resize(900, 700)
    qtbot.waitUntil(lambda: window.width() == 900)
    load(window, SQUARE, [[0, 1]], (PlayerSpec("Ada"), PlayerSpec("B" * 300)))
    qtbot.wait(50)
    shown = names(window)
    assert shown[1] == "B" * 23 + "…" and window.width() == 900
    assert "B" * 23 + "…" in window.score_bar.status.text()
    load(window, SQUARE, [[0, 1]], (PlayerSpec("Ada\nLovelace"), PlayerSpec("   ")))
    assert names(window) == ["Ada Lovelace", "Player 2"]
