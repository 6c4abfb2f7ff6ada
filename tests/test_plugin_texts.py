"""A translation of a variant's text that asks for other fields than the window gives does not
stop the game: the English words are used, or the text as written."""

from __future__ import annotations

from triangles.plugins.texts import filled, fills


def test_a_translation_with_other_fields_falls_back_to_the_source() -> None:
    assert filled("Tira {2} linee", "Draw {0} lines", 3, 1) == "Draw 3 lines"
    assert filled("Tira {0} linee", "Draw {0} lines", 3, 1) == "Tira 3 linee"


def test_a_source_with_other_fields_is_shown_as_written() -> None:
    assert filled("{name} {", "{name} {", "Ada", "Bob") == "{name} {"
    assert not fills("{0[5]}", "Ada", "Bob") and fills("{1} beat {0}", "Ada", "Bob")
