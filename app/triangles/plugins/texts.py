"""A variant's texts with fields: the window fills "{0}" and "{1}" into its end reasons (the
loser's and the winner's names) and its tips (the turn budget's allowed and left). A text asking
for any other field must not stop a game: a plugin's own is refused when it loads
(`validate`), and a translation is checked as it is used (`filled`)."""

from __future__ import annotations

#: What str.format raises for a field it cannot fill ("{2}", "{name}", "{", "{0.x}", "{0:q}").
FIELD_ERRORS = (IndexError, KeyError, ValueError, AttributeError, TypeError)


def fills(text: str, *values: object) -> bool:
    """Whether `text` takes `values` as its fields."""
    try:
        text.format(*values)
    except FIELD_ERRORS:
        return False
    return True


def filled(text: str, source: str, *values: object) -> str:
    """`text` (a translation of `source`) with `values` filled in; `source`'s words where the
    translation asks for other fields, and `source` as written where neither takes them."""
    for candidate in (text, source):
        if fills(candidate, *values):
            return candidate.format(*values)
    return source
