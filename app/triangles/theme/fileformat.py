"""Theme files: TOML read with the standard library's tomllib, written with tomli-w.

TOML rather than JSON because people write and share themes by hand: it takes comments, needs no
quotes around keys and groups the values in readable sections. Writing goes through a temporary
file and a rename, so a crash never leaves half a theme behind.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import tomli_w

from triangles.engine.files import FileTooLarge, UnreadableFile, atomic_write_text, read_regular_file

from .model import Theme
from .schema import theme_from_data, theme_to_data

#: Theme files are small; anything larger is not a theme.
MAX_BYTES = 256 * 1024
SUFFIX = ".toml"

_HEADER = (
    "# A Triangles theme (format described in docs/themes.md).\n"
    "# Colours are #rrggbb or #aarrggbb (alpha first); sizes are in screen points.\n\n"
)


class ThemeFileError(Exception):
    """A theme file that cannot be read or parsed; the message is one line for the player."""


def parse_theme_text(text: str, source: str) -> dict[str, Any]:
    """The table of a theme file's text; ThemeFileError naming `source` if it is not TOML."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ThemeFileError(f"{source}: not a valid theme file ({exc})") from None
    except RecursionError:
        raise ThemeFileError(f"{source}: not a valid theme file (nested too deeply)") from None
    except ValueError:  # an integer longer than Python converts
        raise ThemeFileError(f"{source}: not a valid theme file (a number with too many digits)") from None


def read_theme_data(path: Path) -> dict[str, Any]:
    """The raw table of a theme file; ThemeFileError (one line) if it cannot be read or parsed."""
    try:
        raw = read_regular_file(path, MAX_BYTES)
    except FileTooLarge:
        raise ThemeFileError(f"{path.name}: too large for a theme file (more than {MAX_BYTES} bytes)") from None
    except UnreadableFile as exc:
        raise ThemeFileError(f"{path.name}: {exc}") from None  # "it is a folder, not a file", ...
    except OSError as exc:
        raise ThemeFileError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8-sig")  # a byte order mark, as some Windows editors write
    except UnicodeDecodeError:
        raise ThemeFileError(f"{path.name}: not a text file (UTF-8 expected)") from None
    return parse_theme_text(text, path.name)


def read_theme_file(path: Path, name: str | None = None) -> tuple[Theme, list[str]]:
    """A complete theme from a file and its warnings (values completed from Nebula's)."""
    return theme_from_data(read_theme_data(path), name=name)


def theme_to_toml(theme: Theme) -> str:
    """The text of a theme file holding every value of `theme`."""
    return _HEADER + tomli_w.dumps(theme_to_data(theme))


def write_theme_file(path: Path, theme: Theme) -> None:
    """Write `theme` to `path` atomically (OSError if the folder cannot be written)."""
    atomic_write_text(path, theme_to_toml(theme))
