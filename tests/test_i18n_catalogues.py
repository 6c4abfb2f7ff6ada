"""Every catalogue is complete: each string of the code is translated, plural forms included.

lupdate extracts the strings of the app, plugins and themes into a temporary catalogue; each
i18n/triangles_<code>.ts must hold every one of them, finished, with all the plural forms its
language needs, and with the placeholders ({0}, %1, %n) of the source kept.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from triangles import i18n_build
from triangles.i18n import LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]

#: Plural forms Qt distinguishes per language (checked against lupdate below).
PLURAL_FORMS = {"en": 2, "ca": 2, "el": 2, "tr": 1, "cs": 3, "it": 2}

PLACEHOLDER = re.compile(r"\{\w*\}|%L?\d+")


@dataclass(frozen=True)
class Message:
    numerus: bool
    finished: bool
    forms: tuple[str, ...]


Key = tuple[str, str, str]  # context, source, disambiguation


def read_ts(path: Path) -> dict[Key, Message]:
    """The live messages of a .ts file (obsolete and vanished ones left out)."""
    messages: dict[Key, Message] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            messages[key] = Message(numerus, kind != "unfinished", forms)
    return messages


@pytest.fixture(scope="session")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> dict[Key, Message]:
    """The strings of the current code, as lupdate finds them."""
    path = tmp_path_factory.mktemp("lupdate") / "extracted.ts"
    i18n_build.extract_messages(ROOT, path, "cs")
    messages = read_ts(path)
    assert messages, "lupdate found no translatable string"
    return messages


def test_every_language_has_a_catalogue() -> None:
    found = {i18n_build.language_of(path) for path in i18n_build.ts_files(I18N)}
    assert set(LANGUAGES) == found
    for path in i18n_build.ts_files(I18N):
        assert ET.parse(path).getroot().get("language") == i18n_build.language_of(path)


def catalogue_problems(code: str, catalogue: dict[Key, Message], extracted: dict[Key, Message]) -> list[str]:
    """What keeps ``catalogue`` from covering every extracted string, one line per message."""
    problems = []
    for key, source in extracted.items():
        found = catalogue.get(key)
        label = f"{key[0]}: {key[1][:60]!r}"
        if found is None:
            problems.append(f"missing {label}")
        elif not found.finished or not all(form.strip() for form in found.forms):
            problems.append(f"unfinished {label}")
        elif found.numerus != source.numerus:
            problems.append(f"plural forms expected={source.numerus} {label}")
        elif found.numerus and len(found.forms) != PLURAL_FORMS[code]:
            problems.append(f"{len(found.forms)} plural forms instead of {PLURAL_FORMS[code]} {label}")
    return problems


@pytest.mark.parametrize("code", TRANSLATED)
def test_catalogue_is_complete(code: str, extracted: dict[Key, Message]) -> None:
    problems = catalogue_problems(code, read_ts(I18N / f"triangles_{code}.ts"), extracted)
    assert not problems, f"{code}: {len(problems)} problems:\n" + "\n".join(problems)


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_placeholders(code: str, extracted: dict[Key, Message]) -> None:
    catalogue = read_ts(I18N / f"triangles_{code}.ts")
    wrong = []
    for key in extracted:
        found = catalogue.get(key)
        if found is None or not found.finished:
            continue
        wanted = set(PLACEHOLDER.findall(key[1]))  # each one used (a repeat may be left out)
        for form in found.forms:
            if set(PLACEHOLDER.findall(form)) != wanted:
                wrong.append(f"{key[0]}: {key[1][:50]!r} -> {form[:50]!r}")
    assert not wrong, f"{code}: placeholders changed:\n" + "\n".join(wrong)


def test_english_plural_forms(extracted: dict[Key, Message]) -> None:
    """English is the source language, but "%n triangles" still needs its singular form."""
    catalogue = read_ts(I18N / "triangles_en.ts")
    for key, source in extracted.items():
        if source.numerus:
            found = catalogue.get(key)
            assert found is not None and found.finished, f"en: plural {key[1]!r} missing"
            assert len(found.forms) == PLURAL_FORMS["en"] and all(found.forms)


def test_plural_form_table_matches_qt(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "QCoreApplication.translate('Probe', '%n stars', '', 2)\n",
        encoding="utf-8",
    )
    for code, count in PLURAL_FORMS.items():
        out = tmp_path / f"probe_{code}.ts"
        i18n_build._run([*i18n_build.qt_tool("lupdate"), "-silent", str(probe),
                         "-target-language", code, "-ts", str(out)])
        (message,) = read_ts(out).values()
        assert len(message.forms) == count, code


def test_completeness_check_catches_gaps(tmp_path: Path) -> None:
    """The check is not vacuous: a missing, an unfinished and a short plural entry are found."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from PySide6.QtCore import QCoreApplication as Q\n"
        "Q.translate('Probe', 'Done')\nQ.translate('Probe', 'Gone')\n"
        "Q.translate('Probe', 'New')\nQ.translate('Probe', '%n stars', '', 2)\n",
        encoding="utf-8",
    )
    extracted_path = tmp_path / "extracted.ts"
    i18n_build._run([*i18n_build.qt_tool("lupdate"), "-silent", str(probe),
                     "-target-language", "cs", "-ts", str(extracted_path)])
    extracted = read_ts(extracted_path)
    catalogue = dict(extracted)
    catalogue[("Probe", "Done", "")] = Message(False, True, ("Hotovo",))
    del catalogue[("Probe", "Gone", "")]
    catalogue[("Probe", "%n stars", "")] = Message(True, True, ("%n hvězda", "%n hvězdy"))
    problems = catalogue_problems("cs", catalogue, extracted)
    assert [p.split()[0] for p in problems] == ["missing", "unfinished", "2"]


def builtin_plugin_texts() -> set[tuple[str, str]]:
    """(context, text) of every title, option and level the built-in plugins show in the window.

    The window translates them at run time ("rules", "options", "ai", "levels", "themes"), so
    lupdate only sees them where the plugin marks them; this lists what the plugins really hold.
    """
    import importlib
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    groups = project["project"]["entry-points"]
    texts: set[tuple[str, str]] = set()
    for group, context in (("triangles.rules", "rules"), ("triangles.ai", "ai"), ("triangles.themes", "themes")):
        for target in groups.get(group, {}).values():
            module, _, name = target.partition(":")
            plugin = getattr(importlib.import_module(module), name)
            texts.add((context, plugin.title))
            for spec in getattr(plugin, "options", ()) if group == "triangles.rules" else ():
                texts.add(("options", spec.label))
                texts.update(("options", text) for text in (spec.help,) if text)
                texts.update(("options", spec.choice_label(choice)) for choice in spec.choices)
            for level in getattr(plugin, "levels", ()) if group == "triangles.ai" else ():
                texts.add(("levels", level.capitalize()))
    return texts


@pytest.mark.parametrize("code", TRANSLATED)
def test_builtin_plugin_texts_are_translated(code: str) -> None:
    catalogue = read_ts(I18N / f"triangles_{code}.ts")
    done = {(key[0], key[1]) for key, message in catalogue.items() if message.finished}
    missing = sorted(builtin_plugin_texts() - done)
    assert not missing, f"{code}: not translated: {missing}"
