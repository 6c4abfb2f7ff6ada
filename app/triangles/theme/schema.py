"""The theme file schema: every key, its type and range, and the check that completes a theme.

A theme file is a table of sections (`[player1]`, `[stars]`, ...) holding values; each value maps
to one field of `Theme`. Checking never raises: a missing value takes Nebula's, an invalid one
(bad colour, out-of-range number, wrong type) takes Nebula's with a warning, so a partial or
damaged theme still draws a complete board. docs/themes.md is written from this table.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Mapping

from .model import PATTERNS, Theme

#: The version of the file format this code writes; files with a higher version are read
#: as far as they are understood.
FORMAT_VERSION = 1

_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,39}$")
_COLOR_RE = re.compile(r"^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")
_MAX_TEXT = 80


@dataclass(frozen=True)
class Key:
    """One key of a theme file: where it lives, the Theme field it sets, its kind and range."""

    section: str
    key: str
    field: str
    kind: str  # "color" | "number" | "bool" | "text" | "choice"
    doc: str
    low: float = 0.0
    high: float = 0.0
    choices: tuple[str, ...] = ()

    @property
    def path(self) -> str:
        return f"{self.section}.{self.key}"

    def check(self, value: Any) -> tuple[Any, str | None]:
        """(the value to use, None) or (None, why it was refused)."""
        if self.kind == "color":
            if isinstance(value, str) and _COLOR_RE.match(value):
                return normalise_color(value), None
            return None, f"{_show(value)} is not a colour (#rrggbb or #aarrggbb)"
        if self.kind == "number":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                return None, f"{_show(value)} is not a number"
            if not self.low <= value <= self.high:
                return None, f"{_show(value)} is outside {_num(self.low)}..{_num(self.high)}"
            return float(value), None
        if self.kind == "bool":
            if isinstance(value, bool):
                return value, None
            return None, f"{_show(value)} is not true or false"
        if self.kind == "choice":
            if isinstance(value, str) and value in self.choices:
                return value, None
            return None, f"{_show(value)} is not one of {', '.join(self.choices)}"
        if not isinstance(value, str):
            return None, f"{_show(value)} is not text"
        if len(value) > _MAX_TEXT:
            return None, f"{_show(value)} is longer than {_MAX_TEXT} characters"
        if not value.isprintable():
            return None, f"{_show(value)} holds a line break or another control character"
        return value.strip(), None


def _num(x: float) -> str:
    return f"{x:g}"


def _show(value: Any) -> str:
    """A value as a theme file writes it (true, not True), at most 40 characters."""
    text = str(value).lower() if isinstance(value, bool) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _key(key: str) -> str:
    """An unknown key as a warning shows it: as written if short and printable, else quoted."""
    return key if key.isprintable() and len(key) <= 40 else _show(key)


def normalise_color(text: str) -> str:
    """'#RGB', '#RRGGBB' or '#AARRGGBB' to lower-case '#rrggbb' / '#aarrggbb' (Qt's notation)."""
    text = text.lower()
    if len(text) == 4:
        return "#" + "".join(c * 2 for c in text[1:])
    return text


def _player(n: int) -> tuple[Key, ...]:
    p = f"player{n}"
    return (
        Key(p, "color", p, "color", f"Player {n}'s segments, and the score bar."),
        Key(p, "fill", f"{p}_fill", "color", f"Player {n}'s triangles (use alpha to let stars show through)."),
        Key(p, "pattern", f"{p}_pattern", "choice", f"Pattern over player {n}'s triangles.", choices=PATTERNS),
        Key(p, "pattern_color", f"{p}_pattern_color", "color", f"Colour of player {n}'s pattern."),
    )


#: Every key of the format, in file order (docs/themes.md lists them in this order).
KEYS: tuple[Key, ...] = (
    *_player(1),
    *_player(2),
    Key("segments", "width", "segment_width", "number", "Segment width in screen points.", 1.0, 12.0),
    Key("stars", "color", "star", "color", "The stars."),
    Key("stars", "radius", "star_radius", "number", "Star radius in screen points.", 2.0, 16.0),
    Key("stars", "glow", "star_glow", "number", "Halo around each star: 0 none, 1 full.", 0.0, 1.0),
    Key("stars", "glow_color", "star_glow_color", "color", "Colour of the halo."),
    Key("background", "top", "background_top", "color", "Background at the top (a vertical gradient)."),
    Key("background", "bottom", "background_bottom", "color", "Background at the bottom (same as top: plain)."),
    Key("background", "starfield", "starfield", "bool", "Faint distant stars and nebula glow behind the board."),
    Key("background", "starfield_density", "starfield_density", "number", "How many distant stars: 0..1.", 0.0, 1.0),
    Key("feedback", "highlight", "highlight", "color", "Selected star, segment being drawn, hints."),
    Key("feedback", "refusal", "refusal", "color", "A refused segment and its reason."),
    Key("window", "panel", "panel", "color", "Panels around the board (score bar, side panel)."),
    Key("window", "text", "text", "color", "Text on the panels."),
    Key("window", "font_family", "font_family", "text", "Font family; empty for the system's UI font."),
    Key("window", "font_scale", "font_scale", "number", "Text size relative to the system's.", 0.5, 2.0),
)

SECTIONS: tuple[str, ...] = tuple(dict.fromkeys(k.section for k in KEYS))
#: Top-level keys besides the sections.
TOP_KEYS = ("format", "name", "title")


#: A theme's title: a line of text of at most 80 characters.
TITLE = Key("", "title", "title", "text", "")
MAX_TITLE = _MAX_TEXT


def valid_name(name: object) -> bool:
    """Theme names are file names: lower-case letters, digits, '-' and '_', at most 40."""
    return isinstance(name, str) and bool(_NAME_RE.match(name))


#: Latin spellings of letters that have no accent-free decomposition: Greek (ELOT 743, one
#: letter each), Turkish dotless i, Catalan's middle dot (l·l), and the Latin letters that are
#: not a base letter + accent.
_SPELLED = str.maketrans(
    {
        **dict(zip("αβγδεζηθικλμνξοπρσςτυφχψω", "a b g d e z i th i k l m n x o p r s s t y f ch ps o".split())),
        "ı": "i", "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ł": "l", "þ": "th", "ŀ": "l", "·": "",
    }
)


def name_from_text(text: str) -> str:
    """A valid theme name made from a title or file name ("My Theme!" -> "my-theme").

    Names stay plain ASCII so theme files travel between systems; letters of the game's
    languages keep their sound rather than turning into dashes ("Forêt" -> "foret",
    "Νύχτα" -> "nychta").
    """
    spelled = unicodedata.normalize("NFKD", text.lower()).translate(_SPELLED)
    plain = "".join(c for c in spelled if not unicodedata.combining(c))
    slug = re.sub(r"[^a-z0-9_]+", "-", plain).strip("-_")[:40].strip("-_")
    return slug or "theme"


def title_from_name(name: str) -> str:
    words = re.sub(r"[-_]+", " ", name).strip()
    return words[:1].upper() + words[1:] if words else "Theme"


def theme_from_data(
    data: Mapping[str, Any], name: str | None = None, base: Theme | None = None
) -> tuple[Theme, list[str]]:
    """Complete and check a theme read from a file or a plugin.

    `name` overrides the file's own (user themes are named by their file); values missing or
    refused come from `base` (Nebula). Returns the theme and one warning line per problem.
    """
    base = base or Theme()
    warnings: list[str] = []
    version = data.get("format", FORMAT_VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        warnings.append(f"format: {_show(version)} is not a format version; read as version {FORMAT_VERSION}")
    elif version > FORMAT_VERSION:
        warnings.append(
            f"format: version {version} is newer than this Triangles reads ({FORMAT_VERSION}); "
            "keys it does not know are ignored"
        )
    newer = isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION

    values: dict[str, Any] = {}
    file_name = data.get("name")
    if name is None:
        if valid_name(file_name):
            name = str(file_name)
        else:
            if file_name is not None:
                warnings.append(f"name: {_show(file_name)} is not a theme name (a-z, 0-9, '-', '_')")
            name = base.name
    values["name"] = name
    title = data.get("title")
    if title is None:
        values["title"] = base.title if name == base.name else title_from_name(name)
    else:
        checked, why = TITLE.check(title)
        if why or not checked:
            values["title"] = title_from_name(name)
            warnings.append(f"title: {why or 'is empty'}; using {_show(values['title'])}")
        else:
            values["title"] = checked

    known = {k.section: {kk.key: kk for kk in KEYS if kk.section == k.section} for k in KEYS}
    for top, value in data.items():
        if top in TOP_KEYS:
            continue
        if top not in known:
            if not newer:
                warnings.append(f"{_key(top)}: unknown key, ignored")
            continue
        if not isinstance(value, Mapping):
            warnings.append(f"{top}: should be a section [{top}], ignored")
            continue
        for key, raw in value.items():
            spec = known[top].get(key)
            if spec is None:
                if not newer:
                    warnings.append(f"{top}.{_key(key)}: unknown key, ignored")
                continue
            checked, why = spec.check(raw)
            if why:
                warnings.append(f"{spec.path}: {why}; using {_show(getattr(base, spec.field))}")
            else:
                values[spec.field] = checked
    for player in ("player1", "player2"):  # a player's colour alone also colours their triangles
        if player in values and f"{player}_fill" not in values:
            values[f"{player}_fill"] = fill_of(values[player], getattr(base, f"{player}_fill"))
    return base.with_values(**values), warnings


def fill_of(color: str, base_fill: str) -> str:
    """A triangle fill in `color` (normalised: #rrggbb or #aarrggbb) with the alpha of `base_fill`."""
    digits = color[1:]
    alpha = base_fill[1:3] if len(base_fill) == 9 else "ff"
    return f"#{alpha}{digits[-6:]}".lower()


def theme_to_data(theme: Theme) -> dict[str, Any]:
    """The file form of a theme: every key, grouped in sections, in schema order."""
    data: dict[str, Any] = {"format": FORMAT_VERSION, "name": theme.name, "title": theme.title}
    for spec in KEYS:
        data.setdefault(spec.section, {})[spec.key] = getattr(theme, spec.field)
    return data
