"""Headless sub-commands of `triangles` (one module each, see triangles.cli.COMMANDS)."""


def shown_name(path: str) -> str:
    """A file name as a one-line message shows it: as typed, unless it holds a line break, a
    terminal control code or bytes that are not text, which are written as escapes in quotes."""
    return path if path.isprintable() else repr(path)
