"""The game record: round trip, and every kind of bad file rejected with one clear sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from triangles.record_check import game_from_record
from triangles.engine import GameRecord, Move, Pass, RecordError, record

GOOD = {
    "format": "triangles/1",
    "rules": "classic",
    "options": {"extra_turn": False, "clearance": 0.0},
    "stars": [[0.1, 0.1], [0.9, 0.1], [0.5, 0.9], [0.5, 0.4]],
    "moves": [[0, 1], [1, 2], "pass"],
}


def good(**changes) -> dict:
    data = json.loads(json.dumps(GOOD))
    data.update(changes)
    return data


def test_round_trip_keeps_every_field(tmp_path: Path) -> None:
    data = good(dice=[3, 1, 6], title="friendly game")
    rec = record.loads(json.dumps(data))
    assert rec.moves == [Move(0, 1), Move(1, 2), Pass()]
    assert rec.extra == {"dice": [3, 1, 6], "title": "friendly game"}
    rec.save(tmp_path / "g.json")
    again = record.load(tmp_path / "g.json")
    assert again == rec
    assert json.loads((tmp_path / "g.json").read_text()) == {**data, "format": record.FORMAT}  # written as version 2


def test_a_read_record_s_moves_are_actions_when_asked() -> None:
    """`WrittenMoves` keeps the moves as written and is a sequence of Actions like a list; data
    made in code with int subclasses is copied with plain ints, never changed."""
    rec = record.loads(json.dumps(good(moves=[[0, 1], "pass", [2, 1]])))
    moves = rec.moves
    assert isinstance(moves, record.WrittenMoves) and moves.written == [[0, 1], "pass", [2, 1]]
    assert len(moves) == 3 and moves[1] == Pass() and moves[-1] == Move(1, 2) and moves[:1] == [Move(0, 1)]
    assert list(moves) == [Move(0, 1), Pass(), Move(2, 1)] == moves != [Move(0, 1)]
    assert moves + [Pass()] == [Move(0, 1), Pass(), Move(2, 1), Pass()]

    class Index(int):
        pass

    data = good(moves=[[Index(0), 1], [0, 2]])
    made = record.from_json(data)
    assert made.moves.written == [[0, 1], [0, 2]] and type(made.moves.written[0][0]) is int
    assert type(data["moves"][0][0]) is Index


def test_byte_order_mark_is_accepted() -> None:
    assert record.loads(b"\xef\xbb\xbf" + json.dumps(GOOD).encode()).rules == "classic"


def test_save_is_atomic_over_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text("old")
    GameRecord("classic", {}, GOOD["stars"], []).save(path)
    assert record.load(path).moves == [] and [p.name for p in tmp_path.iterdir()] == ["g.json"]


BAD_TEXT = {
    "not JSON": ("{nope", "not valid JSON"),
    "empty": ("", "the file is empty"),
    "blank": (" \n\t", "the file is empty"),
    "NaN": (json.dumps(GOOD).replace("0.4]", "NaN]"), "not a number"),
    "not UTF-8": (b"\xff\xfe{}", "not UTF-8"),
    "a list": ("[1, 2]", "must be a JSON object"),
    "infinite": (json.dumps(GOOD).replace("0.4]", "1e999]"), "star 3 has a coordinate that is not a finite"),
    "deep": ("[" * 100000 + "]" * 100000, "nested too deeply"),
}

BAD_DATA = {
    "unknown format": (good(format="triangles/9"), "unknown record format"),
    "no format": ({k: v for k, v in GOOD.items() if k != "format"}, "this is not a game record: it has no 'format'"),
    "rules not text": (good(rules=3), "'rules'"),
    "options not object": (good(options=[]), "'options' must be an object"),
    "stars not list": (good(stars="many"), "'stars'"),
    "star not pair": (good(stars=[[0, 0], [1, 0], [1]]), "star 2 must be a pair"),
    "star as text": (good(stars=[[0, 0], [1, 0], ["1", 2]]), "star 2 must be a pair"),
    "star as bool": (good(stars=[[0, 0], [1, 0], [True, 2]]), "star 2 must be a pair"),
    "huge integer": (good(stars=[[0, 0], [1, 0], [10**400, 2]]), "star 2 has a coordinate that is not a finite"),
    "too few stars": (good(stars=[[0, 0], [1, 0]], moves=[]), "at least 3 stars"),
    "duplicate stars": (good(stars=[[0, 0], [1, 0], [0.0, 0]], moves=[]), "stars 0 and 2 are at the same place"),
    "moves not list": (good(moves={}), "'moves' must be a list"),
    "move of three": (good(moves=[[0, 1, 2]]), "move 1 must be a pair"),
    "move of floats": (good(moves=[[0, 1], [0.0, 2]]), "move 2 must be a pair"),
    "move word": (good(moves=["skip"]), "move 1 must be a pair"),
}


def _one_sentence(message: str) -> None:
    assert message and "\n" not in message and "Traceback" not in message


@pytest.mark.parametrize("case", BAD_TEXT)
def test_bad_text(case: str) -> None:
    text, words = BAD_TEXT[case]
    with pytest.raises(RecordError, match=words) as err:
        record.loads(text)
    _one_sentence(str(err.value))


@pytest.mark.parametrize("case", BAD_DATA)
def test_bad_data(case: str) -> None:
    data, words = BAD_DATA[case]
    with pytest.raises(RecordError, match=words) as err:
        record.loads(json.dumps(data))
    _one_sentence(str(err.value))


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        record.load(tmp_path / "missing.json")


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (good(rules="nonsense"), "unknown rules variant 'nonsense'"),
        (good(options={"extra_turn": "yes"}), "option 'extra_turn' must be true or false"),
        (good(options={"colour": 1}), "unknown option 'colour'"),
        (good(options={"clearance": -1}), "option 'clearance' must be at least"),
        (good(stars=[[0, 0], [1, 0], [2e9, 0]]), "within"),
    ],
)
def test_record_that_cannot_start_a_game(registry, data: dict, words: str) -> None:
    with pytest.raises(RecordError, match=words) as err:
        game_from_record(record.from_json(data), registry)
    _one_sentence(str(err.value))


def test_extra_fields_reach_the_rules_plugin(registry) -> None:
    seen = {}

    class Spy(type(registry.rules("classic"))):
        name = "spy"

        def create_game(self, board, options, extra):
            seen.update(extra)
            return super().create_game(board, options, extra)

    registry.add("triangles.rules", "spy", Spy, "tests", "1")
    game_from_record(record.from_json(good(rules="spy", dice=[4, 2])), registry)
    assert seen == {"dice": [4, 2]}
