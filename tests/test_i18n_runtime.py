"""Building and loading the catalogues: compile step, stale detection, live switching, locale."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtWidgets import QApplication, QLabel

from triangles import i18n, i18n_build

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "i18n"


@pytest.fixture
def qapp_lang(qapp: QApplication):  # noqa: ANN201 - a fixture that restores English afterwards
    yield qapp
    i18n.set_language("en")


def test_build_translations_compiles_every_catalogue(tmp_path: Path) -> None:
    built = i18n_build.build_translations(tmp_path)
    assert {p.name for p in built} == {f"triangles_{code}.qm" for code in i18n.LANGUAGES}
    translator = QTranslator()
    assert translator.load(str(tmp_path / "triangles_cs.qm"))
    assert translator.translate("MainWindow", "You won!") == "Vyhráli jste!"
    assert translator.translate("DicePanel", "%n line(s) left", "", 3) == "Zbývají %n čáry"
    assert translator.translate("DicePanel", "%n line(s) left", "", 7) == "Zbývá %n čar"


def test_only_stale_catalogues_are_rebuilt(tmp_path: Path) -> None:
    ts_dir = tmp_path / "src"
    ts_dir.mkdir()
    for code in ("cs", "it"):
        (ts_dir / f"triangles_{code}.ts").write_bytes((TS_DIR / f"triangles_{code}.ts").read_bytes())
    out = tmp_path / "out"
    first = i18n_build.ensure_compiled(ts_dir, out)
    assert all(p.is_file() for p in first)
    past = first[0].stat().st_mtime - 100
    for qm in first:
        os.utime(qm, (past, past))
    earlier, later = past - 50, past + 50
    os.utime(ts_dir / "triangles_cs.ts", (earlier, earlier))  # older than its .qm: kept
    os.utime(ts_dir / "triangles_it.ts", (later, later))  # newer than its .qm: rebuilt
    i18n_build.ensure_compiled(ts_dir, out)
    assert (out / "triangles_cs.qm").stat().st_mtime == past
    assert (out / "triangles_it.qm").stat().st_mtime > later


def test_a_broken_catalogue_is_reported_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "triangles_xx.ts").write_text("<TS><context>", encoding="utf-8")
    with pytest.raises(i18n_build.TranslationToolError) as info:
        i18n_build.compile_catalogues(tmp_path, tmp_path / "out")
    assert "\n" not in str(info.value) and "lrelease" in str(info.value)


def test_build_hook_puts_catalogues_in_the_package(tmp_path: Path) -> None:
    setuptools = pytest.importorskip("setuptools")
    build_py = i18n_build.BuildPy
    assert issubclass(build_py, setuptools.Command)
    command = build_py(setuptools.Distribution({"name": "probe", "packages": []}))
    command.initialize_options()
    command.build_lib = str(tmp_path)
    command.finalize_options()
    command.run()
    built = sorted(p.name for p in (tmp_path / "triangles" / "translations").glob("*.qm"))
    assert built == sorted(f"triangles_{code}.qm" for code in i18n.LANGUAGES)


def test_source_checkout_has_current_catalogues() -> None:
    folder = i18n.catalogue_dir()
    assert folder is not None
    for ts in i18n_build.ts_files(TS_DIR):
        qm = folder / f"{ts.stem}.qm"
        assert qm.is_file() and not i18n_build.is_stale(ts, qm)


def test_available_languages_in_their_own_names() -> None:
    assert i18n.available_languages() == [
        ("en", "English"), ("ca", "Català"), ("el", "Ελληνικά"),
        ("tr", "Türkçe"), ("cs", "Čeština"), ("it", "Italiano"),
    ]


@pytest.mark.parametrize(
    ("ui_languages", "expected"),
    [(["cs-CZ", "en-US"], "cs"), (["el_GR"], "el"), (["de-DE", "tr"], "tr"), (["de-DE"], "en"), ([], "en")],
)
def test_system_locale_picks_the_first_known_language(ui_languages: list[str], expected: str) -> None:
    assert i18n.match_language(ui_languages, i18n.LANGUAGES) == expected


class _Watcher(QLabel):
    """A widget that relabels itself on LanguageChange, like every window of the game."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setText(QCoreApplication.translate("MainWindow", "Your turn"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
            self.retranslate_ui()
        super().changeEvent(event)


def test_switching_language_relabels_open_windows(qapp_lang: QApplication, qtbot) -> None:  # noqa: ANN001
    widget = _Watcher()
    qtbot.addWidget(widget)
    widget.show()
    seen = {}
    for code in ("it", "tr", "el", "ca", "cs", "en"):
        assert i18n.set_language(code) == code
        assert i18n.current_language() == code
        qtbot.waitUntil(lambda: widget.changes > len(seen))
        seen[code] = widget.text()
    assert seen == {"it": "Tocca a te", "tr": "Sıra sizde", "el": "Σειρά σας",
                    "ca": "És el vostre torn", "cs": "Jste na tahu", "en": "Your turn"}


def test_qt_standard_buttons_follow_the_language(qapp_lang: QApplication) -> None:
    i18n.set_language("cs")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Zrušit"
    i18n.set_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_the_language_is_an_argument_and_empty_means_system(qapp_lang: QApplication) -> None:
    assert i18n.set_language("it") == "it" and i18n.current_language() == "it"
    assert i18n.set_language("") == i18n.system_language()
    i18n.set_language("xx")  # unknown codes fall back to the system language
    assert i18n.current_language() == i18n.system_language()


def test_standard_buttons_are_translated_where_qt_has_no_catalogue(qapp_lang: QApplication, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QDialogButtonBox

    i18n.set_language("el")
    Box = QDialogButtonBox.StandardButton  # noqa: N806
    box = QDialogButtonBox(Box.Ok | Box.Cancel | Box.Close)
    qtbot.addWidget(box)
    assert [box.button(b).text() for b in (Box.Ok, Box.Cancel, Box.Close)] == ["OK", "Άκυρο", "Κλείσιμο"]


@pytest.mark.parametrize("code, hue, copy", [("el", "&Απόχρωση:", "Αντι&γραφή"), ("it", "Tint&a:", "&Copia")])
def test_the_colour_picker_and_a_fields_menu_speak_the_language(qapp_lang: QApplication, qtbot, code, hue, copy) -> None:  # noqa: ANN001
    """The theme editor's colour picker is Qt's own on every system; Qt has no Greek catalogue."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QAbstractButton, QColorDialog, QLabel, QLineEdit

    i18n.set_language(code)
    try:
        picker = QColorDialog(QColor("red"))
        picker.setOptions(QColorDialog.ColorDialogOption.DontUseNativeDialog)
        qtbot.addWidget(picker)
        texts = {w.text() for w in picker.findChildren(QLabel) + picker.findChildren(QAbstractButton)}
        assert hue in texts and "Hu&e:" not in texts and "&Basic colors" not in texts
        field = QLineEdit("name")
        qtbot.addWidget(field)
        menu = field.createStandardContextMenu()
        assert copy in [a.text().split("\t")[0] for a in menu.actions()]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["el", "tr", "cs", "it"])
def test_the_file_dialog_speaks_the_language(qapp_lang: QApplication, qtbot, code, tmp_path) -> None:  # noqa: ANN001
    """Open and Save use Qt's own file dialog on Linux: Qt has no Greek catalogue, and its Turkish,
    Czech and Italian ones leave "Look in:" and "Files of type:" in English."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel, QTreeView

    english = {"&Look in:", "File &name:", "Files of &type:", "&Save", "Back", "Parent Directory", "Detail View",
               "Name", "Size", "Type", "Date Modified"}
    i18n.set_language(code)
    try:
        dialog = QFileDialog(None, "", str(tmp_path), "Triangles games (*.triangles)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        qtbot.addWidget(dialog)
        model = dialog.findChild(QTreeView).model()
        texts = {w.text() for w in dialog.findChildren(QLabel)} | {b.text() or b.toolTip() for b in dialog.findChildren(QAbstractButton)}
        texts |= {model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())}
        assert not texts & english, texts & english
    finally:
        i18n.set_language("en")
