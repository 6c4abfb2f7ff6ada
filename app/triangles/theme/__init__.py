"""Themes: how the board and window look. Data only; see docs/themes.md for the file format."""

from .model import Theme, nebula

__all__ = ["Theme", "nebula"]
