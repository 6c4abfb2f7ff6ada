"""The theme file format: completion from Nebula, refusal of invalid values, versions, files."""

from __future__ import annotations

from pathlib import Path

import pytest

from triangles.theme import Theme
from triangles.theme.fileformat import (
    MAX_BYTES,
    ThemeFileError,
    read_theme_file,
    theme_to_toml,
    write_theme_file,
)
from triangles.theme.schema import (
    FORMAT_VERSION,
    KEYS,
    name_from_text,
    theme_from_data,
    theme_to_data,
    valid_name,
)

NEBULA = Theme()


def test_every_theme_field_has_exactly_one_key() -> None:
    fields = [k.field for k in KEYS]
    assert len(fields) == len(set(fields))
    assert set(fields) | {"name", "title"} == set(Theme.field_names())


def test_round_trip_through_data_and_text(tmp_path: Path) -> None:
    theme = NEBULA.with_values(name="mine", title="Mine", player1="#102030", star_radius=7.5,
                               starfield=False, player2_pattern="dots", font_family="DejaVu Sans")
    again, warnings = theme_from_data(theme_to_data(theme))
    assert (again, warnings) == (theme, [])
    path = tmp_path / "mine.toml"
    write_theme_file(path, theme)
    assert read_theme_file(path) == (theme, [])
    assert theme_to_toml(theme).startswith("#")  # a commented header for people who open it


def test_missing_values_fall_back_to_nebula_without_warnings() -> None:
    theme, warnings = theme_from_data({"player1": {"color": "#00FF00"}}, name="green")
    assert warnings == []
    assert theme.player1 == "#00ff00"
    assert theme == NEBULA.with_values(name="green", title="Green", player1="#00ff00", player1_fill="#b300ff00")


def test_empty_file_is_nebula() -> None:
    assert theme_from_data({}) == (NEBULA, [])


@pytest.mark.parametrize(
    ("section", "key", "value", "field"),
    [
        ("player1", "color", "red", "player1"),
        ("player2", "fill", "#12345", "player2_fill"),
        ("stars", "color", 0xFFFFFF, "star"),
        ("stars", "radius", 100, "star_radius"),
        ("stars", "glow", -0.1, "star_glow"),
        ("segments", "width", "3", "segment_width"),
        ("segments", "width", True, "segment_width"),
        ("background", "starfield", "yes", "starfield"),
        ("player1", "pattern", "stripes", "player1_pattern"),
        ("window", "font_family", "x" * 200, "font_family"),
        ("window", "font_scale", 5.0, "font_scale"),
    ],
)
def test_an_invalid_value_is_replaced_by_nebulas_with_a_warning(section, key, value, field) -> None:
    theme, warnings = theme_from_data({section: {key: value}})
    assert getattr(theme, field) == getattr(NEBULA, field)
    assert len(warnings) == 1
    assert warnings[0].startswith(f"{section}.{key}: ")
    assert "\n" not in warnings[0]


def test_valid_values_in_range_are_kept() -> None:
    data = {"stars": {"radius": 16, "glow": 0}, "segments": {"width": 1}, "player1": {"fill": "#abc"}}
    theme, warnings = theme_from_data(data)
    assert warnings == []
    assert (theme.star_radius, theme.star_glow, theme.segment_width) == (16.0, 0.0, 1.0)
    assert theme.player1_fill == "#aabbcc"


def test_unknown_keys_and_misplaced_values_are_reported() -> None:
    data = {"stars": {"colour": "#ffffff"}, "sparkles": {}, "window": "dark"}
    theme, warnings = theme_from_data(data)
    assert theme == NEBULA
    assert sorted(w.split(":")[0] for w in warnings) == ["sparkles", "stars.colour", "window"]


def test_a_newer_format_is_read_as_far_as_understood() -> None:
    data = {"format": FORMAT_VERSION + 1, "player1": {"color": "#010203", "shimmer": 2},
            "nebulae": {"count": 3}}
    theme, warnings = theme_from_data(data)
    assert theme.player1 == "#010203"
    assert len(warnings) == 1 and "newer" in warnings[0]


@pytest.mark.parametrize("version", ["1", 0, 1.5, True])
def test_a_bad_format_version_is_reported_and_read_as_current(version) -> None:
    theme, warnings = theme_from_data({"format": version, "player2": {"color": "#0000ff"}})
    assert theme.player2 == "#0000ff"
    assert len(warnings) == 1 and warnings[0].startswith("format:")


def test_names_and_titles() -> None:
    assert valid_name("my-theme_2") and not valid_name("My Theme") and not valid_name("")
    assert not valid_name("x" * 41) and not valid_name("-x")
    assert name_from_text("My Theme!") == "my-theme"
    assert name_from_text("!!!") == "theme"
    # Titles in the game's languages keep their letters' sound, not a dash each.
    assert name_from_text("Forêt") == "foret"
    assert name_from_text("Νύχτα στη θάλασσα") == "nychta-sti-thalassa"
    assert name_from_text("Çalışma Şekeri") == "calisma-sekeri"
    assert name_from_text("Žluťoučký kůň") == "zlutoucky-kun"
    assert name_from_text("Col·lecció") == "colleccio"
    assert name_from_text("日本") == "theme"
    assert all(valid_name(name_from_text(t)) for t in ("Ῥόδος", "Æble ø", "x" * 60 + "é"))
    theme, warnings = theme_from_data({"name": "Bad Name", "title": ""})
    assert theme.name == "nebula" and theme.title == "Nebula"
    assert [w.split(":")[0] for w in warnings] == ["name", "title"]
    assert theme_from_data({"name": "deep-sea"})[0].title == "Deep sea"


def test_warnings_say_what_was_wrong_in_the_files_own_words() -> None:
    """A player reads these: TOML's true (not Python's True), and what is wrong with a title."""
    _, warnings = theme_from_data({"name": "deep-sea", "title": "x" * 81, "stars": {"glow": True}})
    assert warnings == [f"title: '{'x' * 36}... is longer than 80 characters; using 'Deep sea'",
                        "stars.glow: true is not a number; using 0.8"]
    _, warnings = theme_from_data({"title": "\u202eesreveR\u202c"})
    assert warnings[0].startswith("title: ") and "holds a line break or another control character" in warnings[0]
    _, warnings = theme_from_data({"title": 7})
    assert warnings[0].startswith("title: 7 is not text; using")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"player1 = {color = ", "not a valid theme file"),
        (b"\xff\xfe\x00garbage", "not a text file"),
        (b"a = 1\na = 2\n", "not a valid theme file"),
    ],
)
def test_a_file_that_cannot_be_parsed_is_one_clear_line(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "broken.toml"
    path.write_bytes(content)
    with pytest.raises(ThemeFileError) as info:
        read_theme_file(path)
    text = str(info.value)
    assert text.startswith("broken.toml: ") and message in text and "\n" not in text


def test_a_missing_or_huge_file_is_one_clear_line(tmp_path: Path) -> None:
    with pytest.raises(ThemeFileError, match="cannot be read"):
        read_theme_file(tmp_path / "absent.toml")
    with pytest.raises(ThemeFileError, match="it is a folder, not a file"):
        read_theme_file(tmp_path)  # a folder
    huge = tmp_path / "huge.toml"
    huge.write_text("# " + "x" * MAX_BYTES)
    with pytest.raises(ThemeFileError, match="too large"):
        read_theme_file(huge)


@pytest.mark.parametrize("color, fill", [("#ff00ff", "#b3ff00ff"), ("#F0F", "#b3ff00ff"), ("#40123456", "#b3123456")])
def test_a_players_colour_alone_colours_their_triangles_too(color, fill):
    """docs/themes.md: a file holding only [player1] color is Nebula with that player 1, triangles
    included (in Nebula's fill alpha, so the stars still show through)."""
    theme, warnings = theme_from_data({"player1": {"color": color}})
    assert warnings == [] and theme.player1_fill == fill and theme.player2_fill == Theme().player2_fill


def test_a_fill_given_with_the_colour_is_kept():
    theme, _ = theme_from_data({"player2": {"color": "#00ff00", "fill": "#20ff0000"}})
    assert theme.player2 == "#00ff00" and theme.player2_fill == "#20ff0000"
