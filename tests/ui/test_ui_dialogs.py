"""The window's dialogs: New Game from the registry, Settings applied live, Plugins list, Rules
with animated examples; and `triangles self-check` run as a player would."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox

from conftest import FirstLegalPlayer

from triangles.plugins.api import AIPlugin, OptionSpec, RulesPlugin
from triangles.ui.dialogs.new_game_dialog import TWO_PLAYERS, NewGameDialog
from triangles_classic import ClassicGame


def kind(widget) -> type:  # noqa: ANN001
    """The kind of field an option got (its Qt class, not the subclass that elides or narrows)."""
    return next(t for t in (QCheckBox, QSpinBox, QDoubleSpinBox, QComboBox) if isinstance(widget, t))


class ManyOptionsRules(RulesPlugin):
    name = "many"
    title = "Many options"
    options = (
        OptionSpec("flag", "bool", True, "A flag"),
        OptionSpec("count", "int", 3, "A count", minimum=1, maximum=6),
        OptionSpec("size", "float", 0.5, "A size", minimum=0.0, maximum=1.0),
        OptionSpec("angle", "float", 12.0, "An angle", minimum=0.0, maximum=30.0, decimals=0),
        OptionSpec("mode", "choice", "b", "A mode", choices=("a", "b", "c")),
    )

    def create_game(self, board, options, extra):  # noqa: ANN001
        return ClassicGame(board, options)


def test_new_game_dialog_lists_rules_options_and_opponents(qtbot, ui_registry, settings):
    ui_registry.add("triangles.rules", "many", ManyOptionsRules, "tests", "test")
    dialog = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(dialog)
    assert [dialog.rules.itemData(i) for i in range(dialog.rules.count())] == ["classic", "many"]
    opponents = [dialog.opponent.itemData(i) for i in range(dialog.opponent.count())]
    assert opponents == ["testai:easy", "testai:hard", TWO_PLAYERS]
    assert dialog.size.count() == 6
    widgets = {key: kind(w) for key, (_, w) in dialog._option_widgets.items()}
    assert widgets == {"extra_turn": QCheckBox, "hints": QComboBox}  # the clearance is set by the window, not asked
    dialog.rules.setCurrentIndex(1)
    widgets = {key: kind(w) for key, (_, w) in dialog._option_widgets.items()}
    assert widgets == {
        "flag": QCheckBox, "count": QSpinBox, "size": QDoubleSpinBox, "angle": QDoubleSpinBox, "mode": QComboBox,
    }
    assert dialog.option_values() == {"flag": True, "count": 3, "size": 0.5, "angle": 12.0, "mode": "b"}
    # A float option shows the digits it declares: whole degrees read "12", not "12.000".
    assert dialog._option_widgets["angle"][1].text() == "12"
    assert dialog._option_widgets["size"][1].decimals() == 3


def test_tab_reaches_the_variants_options_before_ok_and_cancel_with_no_silent_stop(qtbot, ui_registry, settings):
    """The options are made when a variant is picked (after the buttons): Tab still goes down the
    dialog as it is shown, and never stops on the scrolling area around the fields."""
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    ui_registry.add("triangles.rules", "many", ManyOptionsRules, "tests", "test")
    dialog = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(dialog)
    dialog.rules.setCurrentIndex(1)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.theme.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.theme)
    seen = []
    for _ in range(7):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    options = [widget for _, widget in dialog._option_widgets.values()]
    assert seen == [*options, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)]


class AnyRulesAI(AIPlugin):
    """Plays any variant ("*"), as docs/plugins.md allows for players that only use the GameView."""

    name = "anyrules"
    title = "Any rules"
    levels = ("any",)
    supports = ("*",)

    def create(self, level, seed=None):  # noqa: ANN001
        return FirstLegalPlayer()


def test_new_game_offers_a_computer_player_that_plays_any_variant(qtbot, ui_registry, settings):
    ui_registry.add("triangles.ai", "anyrules", AnyRulesAI, "tests", "test")
    ui_registry.add("triangles.rules", "many", ManyOptionsRules, "tests", "test")
    dialog = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(dialog)
    for index in range(2):  # classic, then a variant nobody names in `supports`
        dialog.rules.setCurrentIndex(index)
        opponents = [dialog.opponent.itemData(i) for i in range(dialog.opponent.count())]
        assert "anyrules:any" in opponents
    assert [f"{p.name}:{lvl}" for p, lvl in ui_registry.computer_choices("many")] == ["anyrules:any"]


def test_new_game_dialog_remembers_the_last_choices(qtbot, ui_registry, settings):
    dialog = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(dialog)
    dialog.opponent.setCurrentIndex(dialog.opponent.findData(TWO_PLAYERS))
    dialog.name1.setText("Ada")
    dialog.name2.setText("Bo")
    dialog.size.setCurrentIndex(dialog.size.findData("tablet-180"))
    dialog._option_widgets["extra_turn"][1].setChecked(True)
    dialog._accept()
    again = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(again)
    choice = again.choice()
    assert [p.name for p in choice.players] == ["Ada", "Bo"]
    assert not any(p.is_computer for p in choice.players)
    assert choice.board_size == "tablet-180"
    assert choice.options == {"extra_turn": True, "hints": "none"}


def test_new_game_against_the_computer_who_starts(qtbot, ui_registry, settings):
    dialog = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(dialog)
    dialog.opponent.setCurrentIndex(dialog.opponent.findData("testai:hard"))
    dialog.computer_first.setChecked(True)
    players = dialog.choice().players
    assert players[0].ai == "testai:hard" and not players[1].is_computer


def test_settings_dialog_applies_sound_and_theme_live(window):
    window.start_game(window.remembered_choice(), seed=1)
    window.settings_dialog()
    dialog = window._dialogs["settings"]
    dialog.sound.setChecked(True)
    assert window.settings.sound and window.sound.enabled
    dialog.sound.setChecked(False)
    assert not window.settings.sound and not window.sound.enabled
    assert dialog.language.itemData(0) == ""  # follows the system


LONG_TITLE = ("Sunset over the quiet harbour with purple clouds and gold " * 2)[:80].strip()


@pytest.mark.parametrize("title", ["Ocean", LONG_TITLE])
def test_a_long_theme_title_elides_instead_of_widening_settings_and_new_game(window, qtbot, settings, tmp_path, title):  # noqa: ANN001
    from triangles.ui.themes import theme_catalogue

    folder = tmp_path / "themes"
    folder.mkdir()
    (folder / "mine.toml").write_text(f'title = "{title}"\n')
    theme_catalogue(window.registry, folder).refresh()
    window.settings_dialog()
    dialog = window._dialogs["settings"]
    qtbot.wait(50)
    assert dialog.theme.findText(title) >= 0
    fm = dialog.fontMetrics()
    assert dialog.width() < 40 * fm.averageCharWidth() + 200
    choose = NewGameDialog(window.registry, settings)
    qtbot.addWidget(choose)
    assert choose.theme.findText(title) >= 0
    assert choose.theme.sizeHint().width() < 40 * fm.averageCharWidth()


def test_plugins_dialog_lists_every_plugin_with_its_status(window):
    window.registry.add_error("triangles.ai", "broken", "brokenpkg", "0.1", "import failed: ImportError: nope")
    window.plugins_dialog()
    table = window._dialogs["plugins"].table
    rows = [[table.item(r, c).text() for c in range(5)] for r in range(table.rowCount())]
    assert ["Rules", "classic", "test", "triangles", "OK"] in rows
    assert any(r[1] == "broken" and r[4].startswith("Error: import failed") for r in rows)


def test_plugins_dialog_on_a_phone_shows_the_status_without_scrolling(qtbot, ui_registry):
    from triangles.ui.dialogs.plugins_dialog import PluginsDialog

    ui_registry.add_error("triangles.ai", "broken", "brokenpkg", "0.1", "import failed: ImportError: " + "nope " * 30)
    dialog = PluginsDialog(ui_registry)
    qtbot.addWidget(dialog)
    dialog.show()
    table = dialog.table
    row = next(r for r in range(table.rowCount()) if table.item(r, 4).text().startswith("Error"))
    for width, compact in ((760, False), (360, True), (900, False)):
        dialog.resize(width, 460)
        qtbot.waitUntil(lambda: dialog.compact is compact)
        header = table.horizontalHeader()
        shown = [c for c in range(5) if not table.isColumnHidden(c)]
        assert shown == ([1, 4] if compact else [0, 1, 2, 3, 4])
        assert header.sectionViewportPosition(4) + header.sectionSize(4) <= table.viewport().width() + 1
        assert table.horizontalScrollBar().maximum() == 0
        name = table.item(row, 1).text()
        assert name == ("broken\nComputer player · 0.1 · brokenpkg" if compact else "broken")
        assert table.rowHeight(row) > 2 * table.fontMetrics().height()  # the long error wraps


def test_plugins_dialog_on_a_phone_shows_each_plugins_line_whole(qtbot, ui_registry):
    """Beside a status column half the width saying "OK", "Computer player · 0.1.0 · triangles"
    was cut to "Computer player · 0.1…"."""
    from triangles.ui.dialogs.plugins_dialog import PluginsDialog

    dialog = PluginsDialog(ui_registry)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(360, 560)
    qtbot.waitUntil(lambda: dialog.compact)
    qtbot.wait(20)
    table, header = dialog.table, dialog.table.horizontalHeader()
    assert header.sectionSize(4) < header.sectionSize(1)
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        text = table.item(row, 1).text()
        room = header.sectionSize(1) - 2 * metrics.averageCharWidth()
        assert all(metrics.horizontalAdvance(line) <= room for line in text.splitlines()) or (
            table.rowHeight(row) > 3 * metrics.height()), text


def test_rules_window_animates_every_example(window):
    window.rules_window()
    rules = window._dialogs["rules"]
    assert set(rules.examples) == {"crossing", "through_star", "star_inside", "square_two", "extra_turn", "draw"}
    square = rules.examples["square_two"]
    square.play_to_end()
    assert len(square.board.triangle_items()) == 2
    crossing = rules.examples["crossing"]
    crossing.play_to_end()
    assert len(crossing.board.segment_items()) == 1  # B–D was refused


def test_self_check_runs_the_real_window_and_exits_0(tmp_path):
    shot = tmp_path / "board.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-m", "triangles", "self-check", "--screenshot", str(shot)],
        capture_output=True, text=True, timeout=240, env=env,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("self-check ok:")
    assert shot.stat().st_size > 10_000


def test_a_screenshot_is_written_in_the_format_its_name_asks_for(tmp_path):
    """board.jpg is a JPEG (not a PNG under a JPEG's name); a name no format has is refused at once."""
    shot = tmp_path / "board.JPG"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--screenshot", str(shot)],
                          capture_output=True, text=True, timeout=240, env=env)
    assert proc.returncode == 0, proc.stderr
    assert shot.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG's mark
    gif = tmp_path / "board.gif"
    proc = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--screenshot", str(gif)],
                          capture_output=True, text=True, timeout=240, env=env)
    assert proc.returncode == 2 and proc.stdout == "" and not gif.exists()
    assert f"argument --screenshot: '{gif}': a screenshot is saved as .png, .jpg or .bmp" in proc.stderr.splitlines()[-1]


def test_a_screenshot_that_cannot_be_written_is_one_line_and_leaves_no_file(tmp_path):
    (tmp_path / "not-a-folder").write_text("")
    shot = tmp_path / "not-a-folder" / "board.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--screenshot", str(shot)],
                          capture_output=True, text=True, timeout=240, env=env)
    assert proc.returncode == 2 and proc.stdout == ""
    said = [line for line in proc.stderr.splitlines() if "screenshot" in line or "png" in line.lower()]
    assert said == [f"self-check failed: cannot write the screenshot {shot}: Not a directory"]
    assert [p.name for p in tmp_path.iterdir()] == ["not-a-folder"]


def test_self_check_shows_a_theme_from_the_players_theme_folder(tmp_path):
    """--theme names an installed theme or a file of the player's theme folder (copied, never
    written); the screenshot is the board in it, without the start's notes over it."""
    from PySide6.QtGui import QImage

    data = tmp_path / "data"
    folder = data / "Triangles" / "Triangles" / "themes"
    folder.mkdir(parents=True)
    (folder / "lawn.toml").write_text(
        'format = 1\ntitle = "Lawn"\n[background]\ntop = "#00ff00"\nbottom = "#00ff00"\nstarfield = false\n'
        '[stars]\nradius = 99\n'  # a warning, said at the start
    )
    shot = tmp_path / "board.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)}
    proc = subprocess.run(
        [sys.executable, "-m", "triangles", "self-check", "--theme", "lawn", "--screenshot", str(shot)],
        capture_output=True, text=True, timeout=240, env=env,
    )
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(shot))
    middle = image.pixelColor(4, image.height() // 2)
    assert (middle.red(), middle.green(), middle.blue()) == (0, 255, 0)
    assert sorted(p.name for p in folder.iterdir()) == ["lawn.toml"]
    bad = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--theme", "meadow"],
                         capture_output=True, text=True, timeout=240, env=env)
    assert bad.returncode == 2  # stderr: the theme's warning, logged, then the one line
    assert bad.stderr.splitlines()[-1] == (
        "self-check failed: no theme called 'meadow' (themes: nebula, blackboard, colorsafe, daylight, lawn)")


def test_the_rules_window_shows_a_variants_own_help_section(qtbot, ui_registry, settings):
    from PySide6.QtWidgets import QLabel

    from triangles.plugins.api import HelpSection
    from triangles.ui.dialogs.rules_window import RulesWindow

    class HelpfulRules(ManyOptionsRules):
        name = "helpful"
        title = "Helpful"
        help_sections = (HelpSection("The helpful variant", ("Every rule of it, in one paragraph.",)),)

    ui_registry.add("triangles.rules", "helpful", HelpfulRules, "tests", "test")
    window = RulesWindow(ui_registry)
    qtbot.addWidget(window)
    texts = [label.text() for label in window.findChildren(QLabel)]
    assert "The helpful variant" in texts and "Every rule of it, in one paragraph." in texts
    assert texts.index("The helpful variant") > texts.index("The goal")  # after the classic rules


def test_self_check_plays_other_rules_at_a_size_and_saves_the_record(tmp_path):
    import json

    record = tmp_path / "game.triangles"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-m", "triangles", "self-check", "--rules", "dice", "--option", "mode=expert", "--size", "400x800",
         "--record", str(record)],
        capture_output=True, text=True, timeout=240, env=env,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("self-check ok: dice")
    saved = json.loads(record.read_text())
    assert saved["rules"] == "dice" and saved["moves"] and saved["options"]["mode"] == "expert"
    view = saved["view"]
    assert set(view) == {"points_per_unit", "star_radius_points", "line_width_points"}
    reach = view["star_radius_points"] + view["line_width_points"] / 2
    assert abs(saved["options"]["clearance"] * view["points_per_unit"] - reach) < 0.01  # view is rounded
    assert saved["cloud"]["height"] > saved["cloud"]["width"]  # a portrait window, a portrait board
    bad = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--rules", "nope"],
                         capture_output=True, text=True, timeout=240, env=env)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "unknown rules variant 'nope'" in bad.stderr
    bad = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--option", "hints=4"],
                         capture_output=True, text=True, timeout=240, env=env)
    assert bad.returncode == 2 and bad.stderr == (
        "self-check failed: the 'classic' rules: option 'hints' must be one of none, 3, unlimited\n")


def test_self_check_of_an_installed_variant_that_failed_to_load_fails_the_check(qtbot, monkeypatch, capsys):
    """Exit 1, not 2: the name is right and the plugin is what is broken (a typo is exit 2, above)."""
    from triangles.cli import main
    from triangles.plugins import registry as registry_module

    broken = registry_module.Registry()
    broken.add_error("triangles.rules", "boom", "triangles-boom", "1.0", "ImportError: no module named 'numpyy'")
    monkeypatch.setattr(registry_module, "default_registry", lambda: broken)
    assert main(["self-check", "--rules", "boom"]) == 1
    assert capsys.readouterr().err == ("self-check failed: the rules variant 'boom' is installed but could not be "
                                       "loaded (ImportError: no module named 'numpyy') (known: none)\n")


def test_new_game_lists_the_built_in_levels_first_and_picks_one(qtbot, settings, monkeypatch):
    """With a third-party player installed (found first by discovery), New Game still starts
    with the game's own Beginner/Normal/Expert and offers Normal."""
    from pathlib import Path

    from triangles.plugins.registry import Registry
    from triangles_ai import StandardAI
    from triangles_classic import ClassicRules

    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "examples" / "plugins" / "triangles-gauntlet"))
    from triangles_gauntlet import GauntletAI

    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "1.0")
    registry.add("triangles.ai", "gauntlet", GauntletAI, "triangles-gauntlet", "1.0.0")
    registry.add("triangles.ai", "standard", StandardAI, "triangles", "1.0")
    dialog = NewGameDialog(registry, settings)
    qtbot.addWidget(dialog)
    opponents = [dialog.opponent.itemData(i) for i in range(dialog.opponent.count())]
    assert opponents[:3] == ["standard:beginner", "standard:normal", "standard:expert"]
    assert dialog.opponent.currentData() == "standard:normal"


def test_opening_stars_with_too_many_empty_triangles_says_why_and_keeps_the_game(qtbot, registry, settings, tmp_path) -> None:
    """200 stars on a circle: every triple an empty triangle, beyond a board's million. The window
    says so in one message and the game on the board stays."""
    import json
    import math

    from PySide6.QtWidgets import QMessageBox
    from uihelpers import make_window, when_modal

    window = make_window(qtbot, registry, settings)
    assert window.start_game(window.remembered_choice(), seed=3)
    before = window.controller.game
    assert before is not None
    angles = [2 * math.pi * k / 200 for k in range(200)]
    stars = [[round(0.5 + 0.4 * math.cos(a), 9), round(0.5 + 0.4 * math.sin(a), 9)] for a in angles]
    path = tmp_path / "circle.triangles"
    path.write_text(json.dumps({"format": "triangles/2", "rules": "classic", "stars": stars, "moves": [[0, 100]]}))
    seen: list[str] = []

    def answer(box: QMessageBox) -> None:
        seen.append(box.text())
        box.close()

    when_modal(answer, QMessageBox)
    assert window.open_file(str(path)) is False
    assert seen == ["Cannot open circle.triangles: a board has at most 1,000,000 empty triangles; these 200 stars"
                    " make more (many stars in convex position, as on a circle, make the most)."]
    assert window.controller.game is before


@pytest.mark.parametrize("kind", ["too large", "folder"])
def test_self_check_says_why_a_theme_of_the_players_folder_cannot_be_used(tmp_path, kind):
    data = tmp_path / "data"
    folder = data / "Triangles" / "Triangles" / "themes"
    folder.mkdir(parents=True)
    if kind == "too large":
        (folder / "big.toml").write_text('title = "Big"\n' + "# padding\n" * 40_000)
        name, why = "big", "too large"
    else:
        (folder / "big.toml").mkdir()
        name, why = "big", "folder"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)}
    proc = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--theme", name],
                          capture_output=True, text=True, timeout=240, env=env)
    [line] = [text for text in proc.stderr.splitlines() if text.startswith("self-check")]
    assert proc.returncode == 2 and line.startswith(f"self-check failed: the theme {name!r} cannot be used: ")
    assert why in line and "triangles-self-check-" not in line


def test_the_game_modes_explanation_says_it_is_not_the_computers_level_and_stands_apart(qtbot, ui_registry, settings) -> None:
    """The dice variant's Game mode (Beginner/Normal/Expert) is easily taken for the opponent's
    level: its explanation says which it is, with room before the next option's name."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel
    from triangles_dice import DiceRules

    ui_registry.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    dialog = NewGameDialog(ui_registry, settings)
    qtbot.addWidget(dialog)
    dialog.rules.setCurrentIndex(dialog.rules.findData("dice"))
    dialog.show()
    qtbot.waitUntil(lambda: dialog.options_box.isVisible())
    labels = sorted((w for w in dialog.options_box.findChildren(QLabel) if w.isVisible()), key=lambda w: w.y())
    [explained] = [w for w in labels if w.objectName() == "help"]
    assert explained.text().startswith("The players' help, not the computer's level")
    below = labels[labels.index(explained) + 1]
    inside = explained.contentsRect()
    text = explained.fontMetrics().boundingRect(inside, Qt.TextFlag.TextWordWrap, explained.text())
    assert below.geometry().top() - (explained.geometry().top() + text.bottom()) >= 10


def test_new_game_shows_the_first_games_choice_for_a_remembered_one_no_longer_offered(qtbot, settings):
    """A remembered player since uninstalled, or a board size edited by hand, is not the first
    entry of the list but what a first game gets: the Normal level, the board for this screen."""
    from triangles.plugins.registry import Registry
    from triangles.ui.dialogs.new_game_dialog import default_board_size
    from triangles_ai import StandardAI
    from triangles_classic import ClassicRules

    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    registry.add("triangles.ai", "standard", StandardAI, "triangles", "test")
    settings.set("newgame/opponent", "nosuch:level")
    settings.set("newgame/size", "phone-999999")
    dialog = NewGameDialog(registry, settings)
    qtbot.addWidget(dialog)
    assert dialog.opponent.currentData() == "standard:normal"
    assert dialog.size.currentData() == default_board_size() != dialog.size.itemData(0)


def test_the_rules_headings_start_where_their_text_starts(window, qtbot):
    """A label with a style sheet is indented by half an "x": the headings sat about 6 points
    right of the text under them."""
    window.rules_window()
    rules = window._dialogs["rules"]
    qtbot.waitExposed(rules)
    labels = [label for label, _, _ in rules._texts]
    heading = next(label for label in labels if "font-weight: 700" in label.styleSheet())
    body = labels[labels.index(heading) + 1]

    def ink_starts(label) -> int:  # noqa: ANN001
        """The first column of the label's picture holding text (light on the dark theme)."""
        image = label.grab().toImage()
        dpr = image.devicePixelRatio()
        return next(x for x in range(image.width())
                    if any(image.pixelColor(x, y).lightness() > 160 for y in range(image.height()))) / dpr

    assert abs(ink_starts(heading) - ink_starts(body)) <= 3


def test_the_rules_window_opens_at_the_rules_of_the_game_in_play(window, qtbot, ui_registry):
    """F1 in a dice game opens at the dice rules, in a classic game at the top, whatever the
    window was last scrolled to (it reopened where it had been left)."""
    from triangles_dice import DiceRules
    from uihelpers import SQUARE, people, start

    from triangles.ui.game.controller import GameSetup

    ui_registry.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    window.controller.new_game(GameSetup("dice", people(), ""), SQUARE, {})
    window.rules_window()
    rules = window._dialogs["rules"]
    qtbot.waitExposed(rules)
    bar = rules._scroll.verticalScrollBar()
    dice_title = DiceRules.help_sections[0].title
    heading = next(label for label, source, _ in rules._texts if source == dice_title)
    assert bar.value() == heading.y() > 0
    rules.close()
    start(window, SQUARE)
    window.rules_window()
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    rules.close()
    window.rules_window()
    assert bar.value() == 0
