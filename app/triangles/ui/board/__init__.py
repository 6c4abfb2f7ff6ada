"""The board: stars, segments and triangles drawn from what the game controller announces, and the gestures that make moves."""
