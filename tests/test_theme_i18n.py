"""Theme titles are translated: the default theme is called as the rule documents call it."""

from __future__ import annotations

import pytest

from triangles import i18n
from triangles.theme.qtstyle import display_title
from triangles_themes import BUILT_IN

#: The default theme's name in each rule document (Catalan, Greek, Turkish, Czech) and Italian.
NEBULA = {"ca": "Nebulosa", "el": "Νεφέλωμα", "tr": "Nebula", "cs": "Mlhovina", "it": "Nebulosa", "en": "Nebula"}


@pytest.fixture
def language(qapp):  # noqa: ANN001, ANN201
    yield lambda code: i18n.set_language(code)
    i18n.set_language("en")


@pytest.mark.parametrize("code", sorted(NEBULA))
def test_the_nebula_theme_is_named_in_each_language(language, code: str) -> None:
    assert language(code) == code
    assert display_title("Nebula") == NEBULA[code]


@pytest.mark.parametrize("code", sorted(set(NEBULA) - {"en"}))
def test_every_built_in_theme_title_is_translated(language, code: str) -> None:
    language(code)
    titles = [display_title(cls.title) for cls in BUILT_IN]
    assert all(titles) and len(set(titles)) == len(titles)
    assert sum(t != cls.title for t, cls in zip(titles, BUILT_IN)) >= 2  # not left in English
