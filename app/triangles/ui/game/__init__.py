"""The flow of a game: the controller that plays moves, the seats (person or computer), and the score, end screen and sounds that show it."""
