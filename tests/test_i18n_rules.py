"""The in-app rules in every language: complete, illustrated, and in the game's own words.

The rules must name things as the window does (the option, the New Game window, the end messages,
the Nebula theme) and as the rule documents of each language do.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from triangles import i18n
from triangles.examples import EXAMPLES
from triangles.ui.dialogs import rules_text
from triangles_dice import DiceRules

TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]

#: Terms of the rule documents (seeds) that the rules must use, per language.
SEED_TERMS = {
    "ca": ["Nebulosa", "«Tornar a jugar després d’un triangle»", "Partida nova", "«Heu guanyat!»", "«Empat!»"],
    "el": ["Νεφέλωμα", "«Παίξε ξανά μετά από τρίγωνο»", "Νέο παιχνίδι", "«Κερδίσατε!»", "«Ισοπαλία!»"],
    "tr": ["Nebula", "“Üçgenden sonra tekrar oyna”", "Yeni oyun", "“Kazandınız!”", "“Berabere!”"],
    "cs": ["Mlhovina", "„Hrát znovu po trojúhelníku“", "Nová hra", "„Vyhráli jste!“", "„Remíza!“"],
    "it": ["Nebulosa", "«Gioca ancora dopo un triangolo»", "Nuova partita", "«Hai vinto!»", "«Pareggio!»"],
}


@pytest.fixture(autouse=True)
def english_afterwards(qapp: QApplication):  # noqa: ANN201 - restores the language after each test
    yield
    i18n.set_language("en")


def all_texts() -> list[tuple[str, str]]:
    """Every source text of the rules with its translation context, in order: the classic rules,
    then the dice variant's own sections."""
    texts = []
    for section in rules_text.SECTIONS:
        texts += [(rules_text.CONTEXT, t) for t in (section.title, *section.paragraphs, section.caption) if t]
    for help_section in DiceRules.help_sections:
        texts += [("rules", t) for t in (help_section.title, *help_section.paragraphs, help_section.caption) if t]
    return texts


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def shown(code: str) -> str:
    i18n.set_language(code)
    return "\n".join(tr(*text) for text in all_texts())


def test_every_worked_example_is_shown_with_a_caption() -> None:
    illustrated = [s.example for s in rules_text.SECTIONS if s.example]
    assert sorted(illustrated) == sorted(EXAMPLES)
    assert all(s.caption for s in rules_text.SECTIONS if s.example)
    assert [bool(s.caption) for s in DiceRules.help_sections if s.example] == [True]


def test_dice_variant_rules_are_all_there() -> None:
    numbered = [p for s in DiceRules.help_sections for p in s.paragraphs if p[:3].rstrip(". ").isdigit()]
    assert [int(p.split(".")[0]) for p in numbered] == list(range(1, 18))


@pytest.mark.parametrize("code", TRANSLATED)
def test_rules_are_translated_paragraph_by_paragraph(code: str) -> None:
    i18n.set_language(code)
    same = [t for c, t in all_texts() if tr(c, t) == t]
    assert not same, f"{code}: shown in English: {same}"
    numbers = [tr(c, t).split(".")[0] for c, t in all_texts() if t[:3].rstrip(". ").isdigit()]
    assert numbers == [str(n) for n in range(1, 18)]


@pytest.mark.parametrize("code", TRANSLATED)
def test_rules_use_the_terms_of_the_rule_documents(code: str) -> None:
    text = shown(code)
    missing = [term for term in SEED_TERMS[code] if term not in text]
    assert not missing, f"{code}: {missing}"


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_rules_quote_the_window_as_it_reads(code: str) -> None:
    """The end messages, the option and the theme are quoted exactly as the window shows them."""
    text = shown(code)
    t = QCoreApplication.translate
    quoted = [
        t("MainWindow", "You won!"), t("MainWindow", "You lost!"), t("MainWindow", "Draw!"),
        t("options", "Play again after a triangle"), t("themes", "Nebula"), t("NewGameDialog", "New game"),
        t("rules", "Dice and hints"),
    ]
    missing = [q for q in quoted if q not in text and q.lower() not in text.lower()]
    assert not missing, f"{code}: {missing}"
