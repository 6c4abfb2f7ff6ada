"""The rules engine: pure Python and numpy, no Qt. Variants subclass `Game` (see plugins)."""

from .board import Board, BoardError
from .counts import handed_counts, one_ply_mask, side_counts
from .extras import DIE, HelpSection, TurnBudget
from .game import Game, LegalMoves
from .moves import Action, Move, MoveResult, Outcome, Pass, Reason, TurnState
from .options import CLEARANCE, OptionError, OptionSpec, resolve_options
from .record import FORMAT, GameRecord, RecordError
from .stars import BOARD_SIZES, BoardSize, random_stars

__all__ = [
    "Action", "BOARD_SIZES", "Board", "BoardError", "BoardSize", "CLEARANCE", "DIE", "FORMAT", "Game",
    "GameRecord", "HelpSection", "LegalMoves", "Move", "MoveResult", "OptionError", "OptionSpec", "Outcome",
    "Pass", "Reason", "RecordError", "TurnBudget", "TurnState", "handed_counts", "one_ply_mask", "random_stars", "resolve_options", "side_counts",
]
