"""The picture tour (`triangles self-check --tour`): every window, dialog, menu and popup is
opened through the window's own code and pictured, in a dark and a light theme."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from triangles.commands import selfcheck
from triangles.plugins.registry import Registry
from triangles.ui.i18n import install_language
from triangles.ui.tour import run_tour
from triangles_ai import StandardAI
from triangles.plugins.api import HelpSection
from triangles_classic import ClassicGame, ClassicRules
from triangles_dice import DiceRules
from triangles_themes import BUILT_IN

#: The pictures the tour must take (the issue's list); the tour may take more.
REQUIRED = (
    "new-game", "new-game-opponent-open", "new-game-size-open", "new-game-rules-open", "new-game-theme-open",
    "new-game-dice-mode-open", "open", "save", "message-cannot-open", "resume", "settings", "theme-editor",
    "theme-editor-colour", "theme-editor-save-as", "statistics", "rules-top", "rules-scrolled", "plugins", "about",
    "end-two-players", "end-won", "end-lost", "end-draw", "dice-tip", "dice-refusal", "dice-hint",
    "menu-undo-disabled", "puzzle-making", "puzzle", "puzzle-answers", "review", "review-running", "review-done",
)


def full_registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules, "triangles", "test")
    reg.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    reg.add("triangles.ai", "standard", StandardAI, "triangles", "test")
    for cls in BUILT_IN:
        reg.add("triangles.themes", cls.name, cls, "triangles", "test")
    return reg


@pytest.mark.parametrize("theme", ["nebula", "daylight"])
def test_the_tour_pictures_every_window_dialog_menu_and_popup(qapp, tmp_path: Path, theme: str) -> None:
    out = tmp_path / "tour"
    try:
        pictures = run_tour(full_registry(), out, tmp_path / "data", theme, (400, 800), "en", settle_ms=40)
    finally:
        install_language("en")
    names = [p.stem.split("-", 1)[1] for p in pictures]
    assert len(pictures) >= 20 and len(set(names)) == len(names)
    missing = [n for n in REQUIRED if n not in names]
    assert not missing, missing
    for path in pictures:
        image = QImage(str(path))
        assert not image.isNull() and image.width() >= 100 and image.height() >= 80, path.name
    game = QImage(str(out / next(p.name for p in pictures if p.stem.endswith("-game"))))
    assert game.width() == 400 * round(game.devicePixelRatio()) or game.width() == 400


class ShortGame(ClassicGame):
    rules_name = "short"

    def refuse_segment(self, seg: int) -> str:
        a, b = self.board.segment_ends[seg]
        return "too_long" if float(((self.board.stars[a] - self.board.stars[b]) ** 2).sum()) > 0.16 else ""


class ShortRules(ClassicRules):
    """A plugin author's variant: no segment longer than 0.4."""

    name, title = "short", "Short lines"
    refusals = {"too_long": "That line is longer than the rules allow."}
    help_sections = (HelpSection("Short lines", ("No segment may be longer than 0.4.",)),)

    def create_game(self, board, options, extra):  # noqa: ANN001, ANN201
        return ShortGame(board, options)


def test_the_tour_pictures_a_plugins_variant_asked_for(qapp, tmp_path: Path) -> None:
    """`--tour DIR --rules NAME`: New Game on the variant, a game of it, its own refusal and its
    rules, besides every other picture (an author saw none of their variant)."""
    registry = full_registry()
    registry.add("triangles.rules", "short", ShortRules, "short-lines", "1.0")
    try:
        pictures = run_tour(registry, tmp_path / "tour", tmp_path / "data", "nebula", (400, 800), "en", settle_ms=40,
                            rules="short")
    finally:
        install_language("en")
    names = [p.stem.split("-", 1)[1] for p in pictures]
    assert names[-4:] == ["new-game-short", "game-short", "game-short-refusal", "rules-short"]


def test_the_size_option_reads_width_by_height() -> None:
    assert selfcheck.window_size("400x800") == (400, 800)
    assert selfcheck.window_size("1920X1200") == (1920, 1200)
    for bad in ("400", "x800", "400x", "40x800", "wide", "400x800x2"):
        with pytest.raises(Exception):
            selfcheck.window_size(bad)


def test_the_tour_refuses_an_unknown_theme_in_one_line(capsys, tmp_path: Path) -> None:
    parser = __import__("argparse").ArgumentParser()
    selfcheck.add_arguments(parser)
    code = selfcheck.run(parser.parse_args(["--tour", str(tmp_path), "--theme", "no-such-theme"]))
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "no-such-theme" in err


def test_the_tour_refuses_an_unknown_variant_in_one_line(capsys, tmp_path: Path) -> None:
    parser = __import__("argparse").ArgumentParser()
    selfcheck.add_arguments(parser)
    code = selfcheck.run(parser.parse_args(["--tour", str(tmp_path / "tour"), "--rules", "no-such-rules"]))
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "no-such-rules" in err and not (tmp_path / "tour").exists()


def _self_check(*args: str) -> int:
    parser = __import__("argparse").ArgumentParser()
    selfcheck.add_arguments(parser)
    return selfcheck.run(parser.parse_args(list(args)))


def test_a_tour_folder_that_is_a_file_is_one_line_and_exit_2(capsys, tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("")
    assert _self_check("--tour", str(tmp_path / "afile")) == 2
    assert capsys.readouterr().err == f"self-check failed: cannot use the folder {tmp_path / 'afile'}: it is a file, not a folder\n"
    assert _self_check("--tour", "/dev/null") == 2  # a device is no file either
    assert capsys.readouterr().err == "self-check failed: cannot use the folder /dev/null: it is not a folder\n"


def test_a_tour_on_a_full_disk_says_so_in_one_line_with_exit_2_and_leaves_no_half_picture(
        capsys, monkeypatch, tmp_path: Path) -> None:
    import errno

    from triangles.ui import tour

    def full(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tour, "atomic_write_bytes", full)
    try:
        assert _self_check("--tour", str(tmp_path / "pictures")) == 2
    finally:
        install_language("en")
    err = capsys.readouterr().err
    assert err == f"self-check failed: cannot write {tmp_path / 'pictures' / '01-menu-undo-disabled.png'}: No space left on device\n"
    assert list((tmp_path / "pictures").iterdir()) == []


def test_self_check_refuses_a_seed_or_language_it_cannot_use(capsys) -> None:
    for bad in ("-1", "2147483648", "many"):
        with pytest.raises(Exception):
            selfcheck.seed(bad)
    assert selfcheck.seed("2147483647") == 2147483647
    assert _self_check("--language", "xx") == 2
    assert capsys.readouterr().err == "self-check failed: no language 'xx' (languages: en, ca, el, tr, cs, it)\n"


def test_self_check_names_its_two_computer_players_in_the_language_asked_for(tmp_path: Path) -> None:
    """The check's window shows the players' names (score bar, end of game): Greek, not English."""
    import json
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "d"), "XDG_CONFIG_HOME": str(tmp_path / "c")}
    record = tmp_path / "game.triangles"
    done = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--language", "el", "--record", str(record)],
                          capture_output=True, text=True, timeout=180, env=env)
    assert done.returncode == 0, done.stderr
    names = [player["name"] for player in json.loads(record.read_text(encoding="utf-8"))["players"]]
    assert names == ["Υπολογιστής 1", "Υπολογιστής 2"]


@pytest.mark.skipif(not os.access("/proc/kmsg", os.R_OK), reason="needs /proc/kmsg, readable by root on Linux")
def test_a_theme_file_that_never_ends_reading_does_not_hold_the_check(tmp_path: Path, monkeypatch) -> None:
    """A link to /proc/kmsg in the player's theme folder (a regular file whose read blocks until
    the kernel logs) held every self-check: the player's themes were copied with a plain read."""
    import threading

    from triangles.ui import settings as ui_settings

    themes = tmp_path / "player" / "themes"
    themes.mkdir(parents=True)
    (themes / "kmsg.toml").symlink_to("/proc/kmsg")
    (themes / "pink.toml").write_text('[player1]\ncolor = "#ff66cc"\n')
    monkeypatch.setattr(ui_settings, "default_data_dir", lambda: tmp_path / "player")
    copy = threading.Thread(target=selfcheck._players_themes, args=(tmp_path / "check",), daemon=True)
    copy.start()
    copy.join(10)
    assert not copy.is_alive()
    assert sorted(p.name for p in (tmp_path / "check" / "themes").iterdir()) == ["pink.toml"]


def test_a_players_theme_warnings_are_said_once(qapp, tmp_path: Path, monkeypatch, caplog) -> None:
    """The tour reads the player's themes, then its window reads them again: each warning of a
    theme with values out of range came twice (28 lines for a theme with 14)."""
    import logging

    from triangles.ui import settings as ui_settings

    themes = tmp_path / "player" / "themes"
    themes.mkdir(parents=True)
    (themes / "bad.toml").write_text('[stars]\nradius = 99\n[player1]\ncolor = "#ff66cc"\n')
    monkeypatch.setattr(ui_settings, "default_data_dir", lambda: tmp_path / "player")
    with caplog.at_level(logging.WARNING, logger="triangles.theme.catalogue"):
        assert _self_check("--tour", str(tmp_path / "tour"), "--theme", "bad", "--size", "400x700") == 0
        assert logging.getLogger("triangles.theme.catalogue").level == logging.WARNING  # given back
    assert len([r for r in caplog.records if "stars.radius: 99" in r.getMessage()]) == 1
