"""The player's words for why a file could not be written."""

from __future__ import annotations

import errno

import pytest

from triangles.ui.os_words import why_not


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (errno.ENOENT, "that folder does not exist"),
        (errno.ENOTDIR, "part of that path is a file, not a folder"),
        (errno.EACCES, "you are not allowed to write there"),
        (errno.EROFS, "that disk can only be read"),
        (errno.ENOSPC, "the disk is full"),
    ],
)
def test_common_causes_are_said_plainly(code: int, words: str) -> None:
    assert why_not(OSError(code, "system words")) == words


def test_a_rare_cause_keeps_the_systems_text() -> None:
    assert why_not(OSError(errno.EBUSY, "Device or resource busy")) == "Device or resource busy"
    assert why_not(OSError("no code at all")) == "no code at all"


def test_the_words_follow_the_language(qapp) -> None:  # noqa: ANN001
    from triangles.ui.i18n import install_language

    install_language("it")
    try:
        said = why_not(OSError(errno.ENOTDIR, "Not a directory"))
    finally:
        install_language("en")
    assert said == "parte di questo percorso è un file, non una cartella"
