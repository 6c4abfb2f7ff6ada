"""The game record: one versioned JSON format for saving, resuming, replaying and bug reports.

Reading a record never runs code: it is parsed as JSON and every field is checked; a bad record
raises RecordError with one sentence that names the problem.
"""

from __future__ import annotations

import gc
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence, overload

from .board import Board
from .files import FileTooLarge, FolderNotFile, NotRegularFile, UnreadableFile, read_regular_file
from .moves import Action, Move, Pass

#: The format written. Version 2 puts star coordinates on a lattice of a billionth of a board
#: unit (docs/record-format.md); version 1 records are read the same way, and a star whose
#: coordinate had more decimals is named in `Board.moved_stars`.
FORMAT = "triangles/2"
READABLE_FORMATS = ("triangles/1", "triangles/2")
MAX_RECORD_BYTES = 16 * 1024 * 1024
MAX_MOVES = 200_000
#: Names (rules variant, option keys) are short words; longer text is not quoted back in messages.
MAX_NAME = 64


class RecordError(ValueError):
    """A file or text that is not a valid game record.

    `kind` names the common causes a player meets by opening the wrong file, so the window can
    say them in the player's language: "too_large", "empty", "not_text", "not_json", "not_a_game",
    "unknown_format", "folder", "not_regular", "missing", "unreadable"; empty for a damaged record, whose
    message points into the file.
    """

    def __init__(self, message: str, kind: str = "") -> None:
        super().__init__(message)
        self.kind = kind


class WrittenMoves(Sequence[Action]):
    """A record's moves as its file wrote them, checked: each a list of two ints or "pass". They
    become Actions when first asked for; `triangles replay` reads `written` itself, so that the
    200,000 moves a record may hold cost no object each (docs/record-format.md)."""

    def __init__(self, written: list[Any]) -> None:
        self.written = written
        self._actions: list[Action] | None = None

    def actions(self) -> list[Action]:
        if self._actions is None:
            self._actions = [action_of(m) for m in self.written]
        return self._actions

    def __len__(self) -> int:
        return len(self.written)

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        return self.actions()[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self.actions())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and not isinstance(other, str) and self.actions() == list(other)

    def __add__(self, other: Sequence[Action]) -> list[Action]:
        return self.actions() + list(other)

    def __repr__(self) -> str:
        return repr(self.actions())


_PASS = Pass()  # immutable: one for every pass


def action_of(written: Any) -> Action:
    """The Action of a move as a record writes it (`Action.to_json`): [a, b] or "pass"."""
    return _PASS if isinstance(written, str) else Move(written[0], written[1])


def written_moves(moves: Sequence[Action]) -> list[Any]:
    """Moves as a record writes them: a read record's as they were written (no Action made)."""
    return list(moves.written) if isinstance(moves, WrittenMoves) else [m.to_json() for m in moves]


@dataclass
class GameRecord:
    """The content of a record file. `extra` keeps variant fields (e.g. dice rolls) and metadata.
    A record read from a file has its moves as `WrittenMoves`; one made in code, a list."""

    rules: str
    options: dict[str, Any]
    stars: list[list[float]]
    moves: Sequence[Action]
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "rules": self.rules,
            "options": self.options,
            "stars": self.stars,
            "moves": written_moves(self.moves),
        }
        for key, value in self.extra.items():
            out.setdefault(key, value)
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"), allow_nan=False)

    def save(self, path: str | Path) -> None:
        """Write atomically: a crash mid-write leaves the previous file intact."""
        from .files import atomic_write_text

        atomic_write_text(Path(path), self.dumps())


def _reject_constant(name: str) -> Any:
    raise RecordError(f"the record contains {name}, which is not a number")


def loads(text: str | bytes) -> GameRecord:
    """Parse and check a record."""
    if isinstance(text, bytes):
        if len(text) > MAX_RECORD_BYTES:
            raise RecordError("the file is too large to be a game record", "too_large")
        try:
            text = text.decode("utf-8-sig")  # a byte order mark, as some Windows editors write
        except UnicodeDecodeError:
            raise RecordError("the file is not UTF-8 text", "not_text") from None
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError("the file is too large to be a game record", "too_large")
    collecting = gc.isenabled()
    gc.disable()  # up to 200,000 small lists and no cycles: collecting would only cost time
    try:
        return _parsed(text)
    finally:
        if collecting:
            gc.enable()


def _parsed(text: str) -> GameRecord:
    if not text.strip():
        raise RecordError("the file is empty", "empty")
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("the file is nested too deeply to be a game record") from None
    except ValueError as exc:
        if "integer string conversion" in str(exc):
            raise RecordError("the file holds a number with too many digits") from None
        raise RecordError(f"the file is not valid JSON ({exc.args[0].split(':')[0]})", "not_json") from None
    return from_json(data)


def load(path: str | Path) -> GameRecord:
    """Read and check a record file: a regular file of at most MAX_RECORD_BYTES (a FIFO, a device
    or a folder is refused at once, without waiting or reading it)."""
    if not str(path):  # Path("") is the current folder
        raise RecordError("no file name given")
    p = Path(path)
    try:
        raw = read_regular_file(p, MAX_RECORD_BYTES)
    except FileTooLarge:
        raise RecordError("the file is too large to be a game record", "too_large") from None
    except UnreadableFile as exc:
        kind = "folder" if isinstance(exc, FolderNotFile) else "not_regular" if isinstance(exc, NotRegularFile) else "unreadable"
        raise RecordError(f"cannot read the file: {exc}", kind) from None
    except OSError as exc:
        kind = "missing" if isinstance(exc, FileNotFoundError) else "unreadable"
        raise RecordError(f"cannot read the file: {exc.strerror or exc}", kind) from None
    return loads(raw)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _index(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def from_json(data: Any) -> GameRecord:
    if not isinstance(data, dict):
        raise RecordError("a game record must be a JSON object", "not_a_game")
    if "format" not in data:
        raise RecordError(f"this is not a game record: it has no 'format' (expected {FORMAT!r})", "not_a_game")
    fmt = data["format"]
    if fmt not in READABLE_FORMATS:
        shown = f" {fmt!r}" if len(repr(fmt)) <= MAX_NAME else ""
        raise RecordError(f"unknown record format{shown} (expected {FORMAT!r})", "unknown_format")
    rules = data.get("rules")
    if not isinstance(rules, str) or not rules or len(rules) > MAX_NAME:
        raise RecordError("'rules' must be the name of a rules variant")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError("'options' must be an object")
    if any(len(key) > MAX_NAME for key in options):
        raise RecordError("'options' holds a name too long to be an option")
    stars = data.get("stars")
    if not isinstance(stars, list):
        raise RecordError("'stars' must be a list of [x, y] pairs")
    if len(stars) > Board.MAX_STARS:  # refused before any per-star work
        raise RecordError(f"a game record has at most {Board.MAX_STARS} stars, got {len(stars)}")
    clean_stars: list[list[float]] = []
    for i, star in enumerate(stars):
        if not (isinstance(star, list) and len(star) == 2 and all(_number(v) for v in star)):
            raise RecordError(f"star {i} must be a pair of numbers [x, y]")
        try:
            x, y = float(star[0]), float(star[1])
        except OverflowError:  # an integer too large for a float
            x = y = math.inf
        if not (math.isfinite(x) and math.isfinite(y)):
            raise RecordError(f"star {i} has a coordinate that is not a finite number")
        clean_stars.append([x, y])
    if len(clean_stars) < 3:
        raise RecordError(f"a game record needs at least 3 stars, got {len(clean_stars)}")
    first_at: dict[tuple[float, float], int] = {}
    for i, (x, y) in enumerate(clean_stars):
        j = first_at.setdefault((x, y), i)
        if j != i:
            raise RecordError(f"stars {j} and {i} are at the same place")
    moves = data.get("moves", [])
    if not isinstance(moves, list):
        raise RecordError("'moves' must be a list")
    if len(moves) > MAX_MOVES:
        raise RecordError(f"the record has more than {MAX_MOVES} moves")
    written = moves
    for k, move in enumerate(moves):
        # What JSON gives (a list of two ints) is checked by type first: 200,000 moves must be quick.
        if type(move) is list and len(move) == 2 and type(move[0]) is int and type(move[1]) is int or move == "pass":
            continue
        if not (isinstance(move, list) and len(move) == 2 and all(_index(v) for v in move)):
            raise RecordError(f"move {k + 1} must be a pair of star indices [i, j] or \"pass\"")
        if written is moves:  # data made in code, with ints of a subclass: a copy, with plain ints
            written = list(moves)
        written[k] = [int(move[0]), int(move[1])]
    extra = {k: v for k, v in data.items() if k not in ("format", "rules", "options", "stars", "moves")}
    return GameRecord(rules, dict(options), clean_stars, WrittenMoves(written), extra)
