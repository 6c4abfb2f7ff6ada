"""The player's words for why a file could not be written."""

from __future__ import annotations

import errno

import pytest

from triangles.ui.os_words import sentence, why_not, why_not_a_game


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


def _opened(path) -> str:  # noqa: ANN001
    from triangles.engine import record

    with pytest.raises(record.RecordError) as caught:
        record.load(path)
    return why_not_a_game(caught.value)


def test_the_wrong_file_is_named_plainly_and_a_damaged_game_points_into_it(qapp, tmp_path) -> None:  # noqa: ANN001
    photo = tmp_path / "photo.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0" + bytes(range(256)))
    other = tmp_path / "settings.json"
    other.write_text('{"volume": 3}')
    cut = tmp_path / "cut.triangles"
    cut.write_text('{"format": "triangles/2", "rules": "classic", "stars": [[0, 0], [1')
    newer = tmp_path / "newer.triangles"
    newer.write_text('{"format": "triangles/9"}')
    damaged = tmp_path / "damaged.triangles"
    damaged.write_text('{"format": "triangles/2", "rules": "classic", "options": {}, "stars": [[0, 0], [1, 0]], "moves": []}')
    assert _opened(photo) == "this is not a Triangles game"
    assert _opened(other) == "this is not a Triangles game"
    assert _opened(cut) == "this is not a Triangles game, or it is damaged"
    assert _opened(newer).startswith("the game was saved in a format this version cannot read")
    assert _opened(tmp_path) == "it is a folder, not a file"
    assert _opened(tmp_path / "gone.triangles") == "the file is not there any more"
    assert _opened(damaged) == "a game record needs at least 3 stars, got 2"


def test_the_wrong_file_is_named_in_the_players_language(qapp, tmp_path) -> None:  # noqa: ANN001
    from triangles.ui.i18n import install_language

    other = tmp_path / "settings.json"
    other.write_text("[1, 2]")
    install_language("cs")
    try:
        said = _opened(other)
    finally:
        install_language("en")
    assert said == "toto není hra Triangles"


@pytest.mark.parametrize(("text", "said"), [
    ("Cannot open a.triangles: the file is empty", "Cannot open a.triangles: the file is empty."),
    ("Cannot open a.triangles: a plugin said so.", "Cannot open a.triangles: a plugin said so."),
    ("Cannot open a.triangles: (a newer version?)", "Cannot open a.triangles: (a newer version?)."),
    ("Cannot start this game: it stopped! ", "Cannot start this game: it stopped!"),
    ("", ""),
])
def test_an_error_ends_as_a_sentence(text: str, said: str) -> None:
    assert sentence(text) == said
