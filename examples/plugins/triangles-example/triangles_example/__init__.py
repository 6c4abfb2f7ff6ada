"""Example Triangles plugins, one of each kind, written against `triangles.plugins.api` only:

- `rules.MisereRules` ("misere"): the classic game turned around, fewest triangles wins;
- `ai.GreedyAI` ("greedy"): a computer player that looks one segment ahead;
- `theme.DuskTheme` ("dusk"): warm colours on a twilight background.
"""
