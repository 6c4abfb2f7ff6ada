"""Headless sub-commands of `triangles` (one module each, see triangles.cli.COMMANDS)."""
