"""Test oracles, outside the installed game: an independent reference engine (reference.py,
exact fractions and shapely, slow and simple) and invariant checks of games in progress
(invariants.py). The tests (pytest's `pythonpath`) and the benchmarks put this folder on the path;
the game never imports it."""
