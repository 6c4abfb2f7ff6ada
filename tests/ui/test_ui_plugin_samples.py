"""Rules plugin code that the Rules window's examples and the theme editor's sample game need runs
off the window's thread: a variant that hangs or raises SystemExit there never freezes or closes
the window; the example says so in one line, the sample board stays empty."""

from __future__ import annotations

import json
import time
from dataclasses import replace

import numpy as np
import pytest

from triangles.plugins.api import Game, HelpSection, RulesPlugin
from triangles.ui.dialogs.rules_window import RulesWindow
from triangles.ui.dialogs.theme_editor import ThemeEditor

EXAMPLE = json.dumps({"format": "triangles/2", "rules": "{name}", "stars": [[0.2, 0.2], [0.8, 0.2], [0.5, 0.8]],
                      "moves": [[0, 1], [1, 2], [2, 0]]})


class _Game(Game):
    rules_name = "x"

    def scoring_triangles(self):  # noqa: ANN201
        return np.ones(self.board.t, dtype=bool)

    def state_after_segment(self, closed: int):  # noqa: ANN201
        if self.options.get("hang") and len(self.history) >= 2:
            time.sleep(30)
        return replace(self.state, player=3 - self.state.player)

    def outcome(self):  # noqa: ANN201
        return None if self.alive_count > 0 else self.outcome_by_score()


def _rules(name: str, how: str) -> type[RulesPlugin]:
    class Rules(RulesPlugin):
        title = name.title()
        help_sections = (HelpSection(f"The {name} variant", ("A paragraph.",), EXAMPLE.replace("{name}", name),
                                     "A caption."),)

        def create_game(self, board, options, extra):  # noqa: ANN001, ANN201
            if how == "exit":
                raise SystemExit(3)
            return _Game(board, {**options, "hang": how == "hang"})

    Rules.name = name
    return Rules


@pytest.mark.parametrize("how", ["hang", "exit"])
def test_the_rules_window_opens_at_once_and_names_a_variant_that_cannot_show_its_example(
        qtbot, ui_registry, how: str) -> None:  # noqa: ANN001
    ui_registry.add("triangles.rules", "bad", _rules("bad", how), "tests", "test")
    started = time.monotonic()
    window = RulesWindow(ui_registry)
    qtbot.addWidget(window)
    window.show()
    assert time.monotonic() - started < 1.5  # the example is played elsewhere (the hook sleeps 30 s)
    board = window.examples["bad"]
    ticks = []
    qtbot.waitUntil(lambda: ticks.append(1) or bool(board.problem), timeout=6000)
    if how == "hang":
        assert len(ticks) > 5  # the window kept answering while it waited (2 s)
    if how == "hang":
        assert board.problem == "not responding"
    else:
        assert board.problem == "PluginError: the rules variant 'bad' failed: SystemExit: 3"
    assert board.problem_text() == "This example cannot be shown: the rules variant bad failed or is not responding."
    classic = window.examples["square_two"]  # the other examples play as before
    classic.play_to_end()
    assert len(classic.board.triangle_items()) == 2
    window.grab()  # paints the line without rules code


@pytest.mark.parametrize("how", ["hang", "exit"])
def test_the_theme_editor_opens_at_once_when_the_sample_games_rules_hang_or_exit(
        qtbot, settings, how: str, tmp_path) -> None:  # noqa: ANN001
    from triangles.plugins.registry import Registry
    from triangles.theme.catalogue import ThemeCatalogue

    registry = Registry()
    registry.add("triangles.rules", "classic", _rules("classic", how), "tests", "test")
    started = time.monotonic()
    editor = ThemeEditor(ThemeCatalogue(registry, tmp_path / "themes"), registry)
    qtbot.addWidget(editor)
    editor.show()
    assert time.monotonic() - started < 1.5
    qtbot.waitUntil(lambda: editor.sampling.finished, timeout=6000)
    assert editor.game is None and len(editor.scene.segment_items()) == 0
    editor._show_sample_refusal()  # the sample refusal needs no rules code
    editor.grab()
