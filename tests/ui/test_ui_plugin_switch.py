"""A plugin that ends the window's process (os._exit) is named at the next start, switched off
there instead of being run again, and can be switched on again from the Plugins window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading

import pytest
from PySide6.QtCore import QSettings

from triangles.game_slots import claim_slot
from triangles.plugins import registry as registry_module
from triangles.plugins.last_words import JOURNAL, LastWords, Running
from triangles.ui.dialogs.plugins_dialog import PluginsDialog
from triangles.ui.plugin_switch import OFF_KEY, discover_for_window, switched_off
from triangles.ui.settings import AppSettings

#: A window whose computer player ends the process while it thinks, as a plugin may.
CRASHING_WINDOW = """
import os, sys
from pathlib import Path
from PySide6.QtCore import QSettings
from triangles.game_slots import claim_slot
from triangles.plugins.api import AIPlayer, AIPlugin
from triangles.plugins.last_words import JOURNAL
from triangles.plugins.registry import Registry
from triangles.ui.app import application
from triangles.ui.dialogs.new_game_dialog import NewGameChoice
from triangles.ui.game.players import PlayerSpec
from triangles.ui.main_window import MainWindow
from triangles.ui.settings import AppSettings
from triangles_classic import ClassicRules

class Boom(AIPlayer):
    def choose_move(self, view, budget_s):
        os._exit(7)

class BoomAI(AIPlugin):
    name = "boom"
    title = "Boom"
    levels = ("x",)
    supports = ("classic",)
    def create(self, level, seed=None):
        return Boom()

app = application()
folder = Path(sys.argv[1])
settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat), folder / "data")
slot = claim_slot(settings.data_dir)
JOURNAL.use(slot.note_path)
registry = Registry()
registry.add("triangles.rules", "classic", ClassicRules, "triangles")
registry.add("triangles.ai", "boom", BoomAI, "tests")
window = MainWindow(registry, settings)
window.claim_slot(slot)
window.show()
window.start_game(NewGameChoice("classic", {}, (PlayerSpec("You"), PlayerSpec("Computer", "boom:x")), "phone-24", "nebula"))
window.controller.play_human(next(iter(window.controller.game.legal_moves)))
app.exec()
"""


@pytest.fixture
def fresh_globals(monkeypatch: pytest.MonkeyPatch) -> None:
    """The window's start sets the process's journal file and default registry: put them back."""
    monkeypatch.setattr(JOURNAL, "path", None)
    monkeypatch.setattr(registry_module, "_default", None)


def test_a_computer_player_that_ends_the_window_is_switched_off_at_the_next_start(tmp_path, fresh_globals):
    done = subprocess.run([sys.executable, "-c", CRASHING_WINDOW, str(tmp_path)], capture_output=True, text=True,
                          timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 7, done.stderr
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), tmp_path / "data")
    slot = claim_slot(settings.data_dir)
    note = slot.note_path
    assert json.loads(note.read_text()) == [{"group": "triangles.ai", "name": "boom", "doing": "think"}]
    _, told = discover_for_window(settings, slot.note_path)
    assert told == ["Triangles closed unexpectedly while the computer player boom was thinking, so it is "
                    "switched off. The Plugins window can switch it on again."]
    assert switched_off(settings) == {"triangles.ai:boom": "switched off: Triangles ended while it was thinking"}
    assert not note.exists()
    _, told_again = discover_for_window(settings, slot.note_path)  # said once; it stays off
    assert told_again == [] and "triangles.ai:boom" in switched_off(settings)
    slot.release()


def test_a_switched_off_plugin_is_not_loaded_and_can_be_switched_on_again(qtbot, settings, fresh_globals):
    settings.set(OFF_KEY, {"triangles.ai:random": "switched off: Triangles ended while it was thinking"})
    registry, told = discover_for_window(settings, None)
    assert told == [] and registry_module.default_registry() is registry  # puzzles, review: the same plugins
    info = next(i for i in registry.infos if i.group == "triangles.ai" and i.name == "random")
    assert info.status == "error" and info.obj is None and info.error.startswith("switched off")
    assert registry.find_ai("random:random") is None and registry.find_ai("standard:normal") is not None
    dialog = PluginsDialog(registry, None, settings)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = {(i.group, i.name): row for row, i in enumerate(registry.infos)}
    assert dialog.btn_on.isVisible()
    dialog.table.selectRow(rows[("triangles.ai", "standard")])
    assert not dialog.btn_on.isEnabled()
    dialog.table.selectRow(rows[("triangles.ai", "random")])
    assert dialog.btn_on.isEnabled()
    dialog.btn_on.click()
    assert switched_off(settings) == {}
    assert dialog.table.item(rows[("triangles.ai", "random")], 4).text() == "Switched on again: loaded at the next start"
    registry, _ = discover_for_window(settings, None)
    assert registry.find_ai("random:random") is not None


def test_the_note_names_what_runs_and_is_cleared_after(tmp_path):
    words = LastWords()
    words.use(tmp_path / "note")
    inside = threading.Event()
    release = threading.Event()

    def think() -> None:
        with words.running("triangles.ai", "slow", "think"):
            inside.set()
            release.wait(5)

    worker = threading.Thread(target=think)
    worker.start()
    inside.wait(5)
    with words.running("triangles.rules", "classic", "rules"):
        assert json.loads((tmp_path / "note").read_text()) == [
            {"group": "triangles.ai", "name": "slow", "doing": "think"},
            {"group": "triangles.rules", "name": "classic", "doing": "rules"},
        ]
    assert json.loads((tmp_path / "note").read_text()) == [{"group": "triangles.ai", "name": "slow", "doing": "think"}]
    release.set()
    worker.join(5)
    assert not (tmp_path / "note").exists() and words.take() == []


@pytest.mark.parametrize("text", ["", "{not json", "[1, 2]", '{"group": "g"}', '[{"group": "g", "name": 3, "doing": "x"}]'])
def test_a_torn_or_foreign_note_names_nothing(tmp_path, text):
    words = LastWords()
    words.use(tmp_path / "note")
    (tmp_path / "note").write_text(text)
    assert words.take() == [] and not (tmp_path / "note").exists()


def test_a_kept_note_is_read_once(tmp_path):
    words = LastWords()
    words.use(tmp_path / "note")
    (tmp_path / "note").write_text('[{"group": "triangles.themes", "name": "t", "doing": "load"}]')
    assert words.take() == [Running("triangles.themes", "t", "load")] and words.take() == []


def test_a_clean_quit_leaves_no_note_though_plugin_code_still_runs(tmp_path):
    """A rules hook that never returns (given up by the player) is still "running" when the
    window quits in good order: that is no crash, and the next start must not blame it."""
    words = LastWords()
    words.use(tmp_path / "note")
    hung = threading.Event()

    def hook() -> None:
        with words.running("triangles.rules", "hanger", "rules"):
            hung.wait(5)

    worker = threading.Thread(target=hook, daemon=True)
    worker.start()
    for _ in range(100):
        if (tmp_path / "note").exists():
            break
        threading.Event().wait(0.01)
    words.close()
    assert not (tmp_path / "note").exists()
    hung.set()
    worker.join(5)
    assert not (tmp_path / "note").exists() and words.take() == []


def test_quitting_the_window_clears_the_note(qtbot, settings, fresh_globals, monkeypatch):
    from PySide6.QtCore import QCoreApplication
    from uihelpers import make_window

    from triangles.plugins.registry import Registry
    from triangles_classic import ClassicRules

    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles")
    note = settings.data_dir / "note"
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    JOURNAL.use(note)
    window = make_window(qtbot, registry, settings)
    with JOURNAL.running("triangles.ai", "slow", "think"):  # a computer player still thinking at quit
        monkeypatch.setattr(QCoreApplication, "quit", lambda: None)
        window.close()
    assert not note.exists() and JOURNAL.path is None


def test_a_fifo_or_a_folder_in_place_of_the_note_never_blocks(tmp_path):
    import stat

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    folder = tmp_path / "folder"
    folder.mkdir()
    for path in (fifo, folder):
        words = LastWords()
        words.use(path)
        assert words.take() == []
        with words.running("triangles.ai", "x", "think"):  # not written there, and no wait
            pass
        words.close()
    assert stat.S_ISFIFO(fifo.lstat().st_mode) and folder.is_dir()


def test_the_games_own_plugins_are_never_switched_off_by_a_note(settings, fresh_globals):
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    note = settings.data_dir / "note"
    note.write_text(json.dumps([{"group": "triangles.rules", "name": "classic", "doing": "rules"},
                                {"group": "triangles.ai", "name": "outside", "doing": "think"}]))
    registry, told = discover_for_window(settings, note)
    assert switched_off(settings) == {"triangles.ai:outside": "switched off: Triangles ended while it was thinking"}
    assert len(told) == 1 and "outside" in told[0]
    assert registry.rules("classic") is not None
