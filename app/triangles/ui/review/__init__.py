"""Learning from the computer: the replay and review window, and the puzzles."""
