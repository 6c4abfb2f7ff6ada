"""Dice rolls: reproducible, never re-rolled by undo, hidden from search copies, and carried by
game records so that `triangles replay` reproduces a dice game exactly."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from triangles.engine import GameRecord, random_stars, record
from triangles.plugins.api import OptionError, Pass
from triangles_dice import DiceRules

RULES = DiceRules()


def random_game(n=24, seed=0, pass_rate=0.15):
    """A whole game of random segments and passes, with its rolls from the seed."""
    g = RULES.new_game(random_stars(n, seed), extra={"seed": seed})
    rng = random.Random(seed)
    while not g.is_over():
        moves = list(g.legal_moves)
        give_up = g.state.drawn > 0 and rng.random() < pass_rate  # pass after drawing
        g.push(Pass() if not moves or give_up else rng.choice(moves))
    return g


def to_record(g) -> GameRecord:
    return GameRecord(g.rules_name, dict(g.options), g.board.stars.tolist(), g.history, g.record_extra())


def test_same_seed_same_rolls_and_different_seeds_differ():
    a = RULES.new_game(random_stars(24, 1), extra={"seed": 9})
    b = RULES.new_game(random_stars(24, 1), extra={"seed": 9})
    c = RULES.new_game(random_stars(24, 1), extra={"seed": 10})
    rolls = [[g.rolls.roll(k) for k in range(30)] for g in (a, b, c)]
    assert rolls[0] == rolls[1] != rolls[2]


def test_a_game_without_seed_picks_one_and_records_it():
    g = RULES.new_game(random_stars(24, 1))
    extra = g.record_extra()
    assert isinstance(extra["seed"], int) and extra["rolls"] == [g.state.roll]


def test_undo_never_rerolls():
    g = RULES.new_game(random_stars(24, 2), extra={"seed": 3})
    g.push(Pass())
    second = g.state.roll
    g.pop()
    g.push(next(iter(g.legal_moves)))
    g.push(Pass())
    assert g.state.turn == 1 and g.state.roll == second


def test_known_rolls_then_the_seeded_stream_in_step():
    fresh = RULES.new_game(random_stars(24, 2), extra={"seed": 3})
    stream = [fresh.rolls.roll(k) for k in range(10)]
    resumed = RULES.new_game(random_stars(24, 2), extra={"seed": 3, "rolls": [6, 6, 6]})
    assert [resumed.rolls.roll(k) for k in range(10)] == [6, 6, 6] + stream[3:]


def test_copies_cannot_see_the_real_future_rolls():
    g = RULES.new_game(random_stars(24, 2), extra={"seed": 3})
    real = [g.rolls.roll(k) for k in range(60)]  # drawn in advance, as after an undo
    copy = g.copy()
    assert copy.state == g.state and copy.rolls.roll(0) == real[0]
    guesses = [copy.rolls.roll(k) for k in range(60)]
    assert guesses[1:] != real[1:]
    assert g.rolls.known() == real  # the real game is untouched
    other = g.copy()
    assert [other.rolls.roll(k) for k in range(1, 60)] != guesses[1:]


def test_a_copy_plays_on_without_touching_the_game():
    g = RULES.new_game(random_stars(24, 2), extra={"seed": 3})
    c = g.copy()
    c.push(Pass())
    c.push(Pass())
    assert g.state.turn == 0 and len(g.history) == 0


def test_record_extra_carries_seed_rolls_and_hints():
    g = random_game(24, 5)
    extra = g.record_extra()
    assert extra["seed"] == 5 and len(extra["rolls"]) == g.state.turn + 1
    assert extra["hints_used"] == [0, 0]
    json.dumps(extra)


@pytest.mark.parametrize("seed", [1, 2])
def test_record_round_trip_replays_the_same_game(seed):
    g = random_game(24, seed)
    rec = record.loads(to_record(g).dumps())
    h = RULES.new_game(rec.stars, rec.options, rec.extra)
    for action in rec.moves:
        assert h.push(action).accepted
    assert h.state == g.state and h.score == g.score and h.outcome() == g.outcome()


def test_replay_command_reproduces_a_dice_game_exactly(tmp_path):
    g = random_game(24, 4, pass_rate=0.3)
    assert any(isinstance(a, Pass) for a in g.history)
    path = tmp_path / "dice.json"
    to_record(g).save(path)
    out = subprocess.run(
        [sys.executable, "-m", "triangles", "replay", str(path), "--json"],
        capture_output=True, text=True, cwd=tmp_path, timeout=60,
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    # The live game's per-action players, closed triangles and scores.
    live = RULES.new_game(g.board.stars, g.options, {"seed": 4})
    expected = []
    for action in g.history:
        r = live.push(action)
        expected.append([r.player, r.accepted, [list(t) for t in r.closed], list(r.score)])
    got = [[m["player"], m["accepted"], m["closed"], m["score"]] for m in report["moves"]]
    assert got == expected
    assert [m["segment"] for m in report["moves"]].count("pass") == sum(isinstance(a, Pass) for a in g.history)
    assert report["game_over"] and report["result"] == g.outcome().result
    assert report["end_reason"] == g.outcome().reason
    assert report["score"] == list(g.score)


def test_replay_with_other_rolls_is_another_game(tmp_path):
    g = random_game(24, 4, pass_rate=0.3)
    rec = to_record(g)
    rec.extra["rolls"] = [7 - r for r in rec.extra["rolls"]]
    h = RULES.new_game(rec.stars, rec.options, rec.extra)
    players = []
    for action in rec.moves:
        players.append(h.state.player)
        if not h.push(action).accepted:
            break
    live = RULES.new_game(g.board.stars, g.options, {"seed": 4})
    live_players = []
    for action in g.history:
        live_players.append(live.state.player)
        live.push(action)
    assert len(live_players) > 20
    assert players != live_players[: len(players)] or len(players) < len(live_players)


@pytest.mark.parametrize(
    "extra, words",
    [
        ({"seed": -1}, "'seed'"),
        ({"seed": "x"}, "'seed'"),
        ({"rolls": [1, 7]}, "'rolls'"),
        ({"rolls": "66"}, "'rolls'"),
        ({"rolls": [True]}, "'rolls'"),
        ({"hints_used": [1]}, "'hints_used'"),
    ],
)
def test_bad_dice_fields_are_one_line_errors(extra, words):
    with pytest.raises(OptionError) as info:
        RULES.new_game(random_stars(24, 1), extra=extra)
    assert words in str(info.value) and "\n" not in str(info.value)


def test_bad_rolls_in_a_record_file_are_reported_by_replay(tmp_path):
    g = random_game(24, 1)
    rec = to_record(g)
    rec.extra["rolls"] = [0]
    path = tmp_path / "bad.json"
    rec.save(path)
    out = subprocess.run(
        [sys.executable, "-m", "triangles", "replay", str(path)],
        capture_output=True, text=True, cwd=tmp_path, timeout=60,
    )
    assert out.returncode == 2 and "'rolls'" in out.stderr and "Traceback" not in out.stderr


def test_moves_are_plain_segments_and_passes_in_the_record():
    g = random_game(24, 3, pass_rate=0.3)
    data = json.loads(to_record(g).dumps())
    assert all(m == "pass" or (isinstance(m, list) and len(m) == 2) for m in data["moves"])
    assert data["rules"] == "dice" and isinstance(data["rolls"], list)


def test_the_documented_dice_record_replays_as_described():
    from pathlib import Path

    from triangles.commands.replay import replay
    from triangles.plugins.registry import Registry

    text = (Path(__file__).parents[1] / "docs" / "record-format.md").read_text(encoding="utf-8")
    section = text.split("### Dice variant", 1)[1]
    block = section.split("```json", 1)[1].split("```", 1)[0]
    registry = Registry()
    registry.add("triangles.rules", "dice", DiceRules, "triangles", "test")
    report = replay(record.loads(block), registry)
    assert [m["player"] for m in report["moves"]] == [1, 1, 2, 2, 2]
    assert report["score"] == [0, 1] and report["result"] == "p2"
    rec = record.loads(block)
    g = RULES.new_game(rec.stars, rec.options, rec.extra)
    for action in rec.moves[:2]:
        g.push(action)
    assert g.push(rec.moves[-1]).detail == "exact_count"  # B-C with 3 segments left


def test_a_record_s_rolls_cost_no_draw_until_a_turn_goes_beyond_them(monkeypatch) -> None:
    """200,000 known rolls (the most a record holds) are not drawn again one by one; the stream
    catches up only when a turn needs a roll beyond them, in step with a fresh game."""
    from triangles_dice import RollSource

    draws = []
    draw = RollSource._draw
    monkeypatch.setattr(RollSource, "_draw", lambda self: draws.append(1) or draw(self))
    source = RollSource(3, [6] * 200_000)
    assert source.roll(199_999) == 6 and not draws
    fresh = RollSource(3)
    stream = [fresh.roll(k) for k in range(200_002)]
    draws.clear()
    assert source.roll(200_001) == stream[200_001] and len(draws) == 200_002
