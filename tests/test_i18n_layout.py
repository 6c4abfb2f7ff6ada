"""In every language, the phone-size window and the New Game dialog show their texts unclipped.

Each label and button must get at least the size its text asks for (its sizeHint, or for a
word-wrapped label the height it needs at its width), within the box it is in. Screenshots are saved in
$TRIANGLES_SHOTS (default: the test's temporary folder) for a look by eye.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from triangles import i18n
from triangles.plugins.registry import Registry
from triangles.ui.game.score_bar import ElidedLabel
from triangles.ui.main_window import MainWindow
from triangles.ui.dialogs.new_game_dialog import NewGameChoice, NewGameDialog
from triangles.ui.game.players import PlayerSpec
from triangles.ui.settings import AppSettings
from triangles_classic import ClassicRules

PHONE = (400, 800)
#: The narrowest phone the game is made for (an iPhone SE's 320×568 points).
SMALL_PHONE = (320, 568)


def clipped_texts(root: QWidget) -> list[str]:
    """The visible labels and buttons of `root` that are smaller than their text needs."""
    found = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, (QLabel, QAbstractButton)) or not widget.isVisible():
            continue
        text = widget.text()
        if not text.strip():
            continue
        if isinstance(widget, ElidedLabel) and widget.toolTip() == text:
            continue  # a name that ends with "…" on a phone, whole in its tooltip: by design
        size = widget.size()
        hint = widget.sizeHint()
        if isinstance(widget, QLabel) and widget.wordWrap():
            # Layouts round a wrapped label's height down by a pixel at times; the line spacing
            # holds more than that, so one pixel short still shows every line whole.
            need_w, need_h = widget.minimumSizeHint().width(), widget.heightForWidth(size.width()) - 1
        else:
            need_w, need_h = hint.width(), hint.height()
        kind = type(widget).__name__
        if size.width() < need_w or size.height() < need_h:
            found.append(f"{kind} {text!r}: {size.width()}x{size.height()} < {need_w}x{need_h}")
        parent = widget.parentWidget()
        if parent is not None and widget.geometry().right() > parent.rect().right():
            found.append(f"{kind} {text!r}: reaches x={widget.geometry().right()} in a box {parent.width()} wide")
    return found


@pytest.fixture
def registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    try:
        from triangles_dice import DiceRules
    except ImportError:
        pass
    else:
        reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    return reg


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("TRIANGLES_SHOTS", tmp_path / "shots"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(autouse=True)
def back_to_english(qapp: QApplication):  # noqa: ANN201 - restores the language after each test
    yield
    i18n.set_language("en")


def open_window(code: str, qtbot, registry: Registry, settings: AppSettings, size: tuple[int, int] = PHONE) -> MainWindow:  # noqa: ANN001
    """The game window at phone size in language `code`, in a game that shows the most texts."""
    assert i18n.set_language(code) == code
    window = MainWindow(registry, settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    names = [QCoreApplication.translate("Players", f"Player {n}") for n in (1, 2)]
    players = (PlayerSpec(names[0]), PlayerSpec(names[1]))
    # The dice variant shows the most: the die, Pass turn, Suggest move and Beginner's tips.
    rules, options = ("dice", {"mode": "beginner"}) if registry.rules("dice") else ("classic", {})
    assert window.start_game(NewGameChoice(rules, options, players, "phone-24", "nebula"), seed=3)
    qtbot.waitUntil(lambda: not getattr(getattr(window, "dice_panel", None), "rolling", False), timeout=3000)
    return window


@pytest.mark.parametrize("size", [PHONE, SMALL_PHONE], ids=["400", "320"])
@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_phone_window_unclipped(code: str, size: tuple[int, int], qtbot, registry: Registry, settings: AppSettings, shots: Path) -> None:  # noqa: ANN001
    window = open_window(code, qtbot, registry, settings, size)
    qtbot.wait(20)  # the tip over the board is placed once the window has its size
    window.grab().save(str(shots / f"main_{code}_{size[0]}.png"))
    problems = clipped_texts(window)
    if window.width() > size[0]:
        problems.append(f"the window needs {window.width()} px")
    assert not problems, f"{code}:\n" + "\n".join(problems)


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_new_game_dialog_unclipped(code: str, qtbot, registry: Registry, settings: AppSettings, shots: Path) -> None:  # noqa: ANN001
    window = open_window(code, qtbot, registry, settings)
    for rules in [name for name in ("classic", "dice") if registry.rules(name)]:
        settings.set("newgame/rules", rules)
        dialog = NewGameDialog(registry, settings, window)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.resize(min(PHONE[0], dialog.width()), dialog.height())
        qtbot.wait(20)
        dialog.grab().save(str(shots / f"new_game_{rules}_{code}.png"))
        assert dialog.width() <= PHONE[0], f"{code}: the New Game dialog needs {dialog.width()} px"
        problems = clipped_texts(dialog)
        assert not problems, f"{code}, {rules}:\n" + "\n".join(problems)
        dialog.close()


def test_open_windows_switch_language_live(qtbot, registry: Registry, settings: AppSettings) -> None:  # noqa: ANN001
    window = open_window("en", qtbot, registry, settings)

    def words() -> set[str]:
        """Visible texts with letters in them, player names left out."""
        widgets = [*window.findChildren(QLabel), *window.findChildren(QAbstractButton)]
        texts = {w.text() for w in widgets if w.isVisible()}
        return {t for t in texts if any(c.isalpha() for c in t)} - {"Player 1", "Player 2"}

    english = words()
    window.settings_dialog()
    dialog = window._dialogs["settings"]
    assert window.btn_new.text() == "New game"
    i18n.set_language("cs")
    qtbot.waitUntil(lambda: window.btn_new.text() == "Nová hra")
    assert dialog.windowTitle() == "Nastavení"
    assert not english & words(), "still in English after the switch"
    i18n.set_language("el")
    qtbot.waitUntil(lambda: window.btn_new.text() == "Νέο παιχνίδι")
    assert dialog.windowTitle() == "Ρυθμίσεις"
