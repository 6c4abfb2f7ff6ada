"""Malformed and hostile theme files: each gives a usable theme (bad values replaced, with
warnings) or one clear line naming the file, and the catalogue never fails to build."""

from __future__ import annotations

from pathlib import Path

import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triangles.plugins.registry import Registry
from triangles.theme.catalogue import ThemeCatalogue
from triangles.theme.fileformat import ThemeFileError, read_theme_file
from triangles.theme.schema import KEYS, SECTIONS

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

leaf = st.one_of(
    st.booleans(), st.integers(min_value=-(2**63), max_value=2**63 - 1), st.floats(),
    st.text(max_size=30), st.sampled_from(["#fff", "#12345678", "#zzzzzz", "none", "x" * 500]),
)
value = st.recursive(leaf, lambda kids: st.one_of(st.lists(kids, max_size=3),
                                                 st.dictionaries(st.text(max_size=6), kids, max_size=3)), max_leaves=8)
sections = st.dictionaries(
    st.sampled_from([*SECTIONS, "format", "name", "title", "bogus"]),
    st.one_of(value, st.dictionaries(st.sampled_from([k.key for k in KEYS] + ["zzz"]), value, max_size=5)),
    max_size=6,
)


def check(path: Path) -> None:
    try:
        theme, warnings = read_theme_file(path)
    except ThemeFileError as exc:
        text = str(exc)
        assert "\n" not in text and path.name in text
        return
    assert theme.name and all("\n" not in w for w in warnings)


@FUZZ
@given(data=sections)
def test_theme_files_with_hostile_values(tmp_path: Path, data: dict) -> None:
    path = tmp_path / "fuzz.toml"
    path.write_text(tomli_w.dumps(data))
    check(path)


@FUZZ
@given(cut=st.integers(0, 2000), junk=st.binary(max_size=12), bom=st.booleans())
def test_theme_files_broken_as_text(tmp_path: Path, cut: int, junk: bytes, bom: bool) -> None:
    good = (Path(__file__).resolve().parents[1] / "themes" / "nebula.toml").read_bytes()
    path = tmp_path / "broken.toml"
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + good[:cut] + junk)
    check(path)


def test_hostile_theme_files_never_stop_the_catalogue(tmp_path: Path) -> None:
    hostile = {
        "deep": "a = " + "[" * 50_000 + "]" * 50_000,
        "inline": "a = " + "{b=" * 20_000 + "1" + "}" * 20_000,
        "digits": "format = " + "9" * 100_000,
        "binary": "\x00\x01\x02",
        "huge": "# " + "x" * 400_000,
    }
    for name, text in hostile.items():
        (tmp_path / f"{name}.toml").write_text(text)
    cat = ThemeCatalogue(Registry(), tmp_path)
    errors = {e.name: e.error or "" for e in cat.errors()}
    assert set(errors) == set(hostile)
    assert "nested too deeply" in errors["deep"] and "too many digits" in errors["digits"]
    assert all("\n" not in e for e in errors.values())
    assert cat.load("deep").name == "nebula"
