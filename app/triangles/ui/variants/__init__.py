"""Panels a rules variant adds to the window (the dice variant's die, hints, tips and avatars)."""
