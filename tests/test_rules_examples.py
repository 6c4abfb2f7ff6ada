"""The worked examples of the rule documents, replayed through the engine and the reference."""

from __future__ import annotations

import pytest

from triangles.engine import Move, Reason
from triangles_testing.reference import replay as reference_replay
from triangles.examples import EXAMPLES, load_example
from triangles.engine import record
from triangles.engine.record import RecordError
from triangles_classic import ClassicRules
from triangles_dice import EXACT_COUNT, DiceRules


def play(name: str, extra_turn: bool | None = None):
    rec = load_example(name)
    options = dict(rec.options)
    if extra_turn is not None:
        options["extra_turn"] = extra_turn
    game = ClassicRules().new_game(rec.stars, options, rec.extra)
    results = [game.push(m) for m in rec.moves]
    return rec, game, results


def label(rec, tri) -> str:
    return "".join(sorted(rec.extra["labels"][i] for i in tri))


def test_examples_are_listed_in_rules_order() -> None:
    assert EXAMPLES == ("crossing", "through_star", "star_inside", "square_two", "extra_turn", "draw")
    for name in EXAMPLES:
        rec = load_example(name)
        assert rec.rules == "classic"
        assert len(rec.extra["labels"]) == len(rec.stars)
        assert all(0.0 < v < 1.0 for star in rec.stars for v in star)


def test_unknown_example_is_a_record_error() -> None:
    with pytest.raises(RecordError, match="unknown example"):
        load_example("nonsense")


def test_crossing_bd_is_refused_against_ac() -> None:
    rec, game, (ac, bd) = play("crossing")
    assert ac.accepted
    assert not bd.accepted and bd.reason is Reason.CROSSES
    assert bd.player == 2 and game.turn == 2  # a refused segment does not change the turn
    # Sharing an end star is allowed.
    assert game.push(Move(0, 1)).accepted


def test_ac_is_refused_over_b() -> None:
    rec, game, (ac, ab, bc) = play("through_star")
    assert ac.reason is Reason.THROUGH_STAR and ac.player == 1
    assert ab.accepted and ab.player == 1 and bc.accepted and bc.player == 2


def test_big_triangle_with_a_star_inside_scores_nothing() -> None:
    rec, game, results = play("star_inside")
    ca = results[2]  # C-A completes the big triangle ABC around D
    assert ca.accepted and ca.closed == () and ca.score == (0, 0)
    small = [label(rec, t) for r in results for t in r.closed]
    assert sorted(small) == ["ABD", "ACD", "BCD"]
    assert results[4].closed and results[4].score == (1, 0)
    assert len(results[5].closed) == 2 and results[5].score == (1, 2)
    assert game.outcome() is not None and game.outcome().result == "p2"


def test_square_diagonal_closes_two() -> None:
    rec, game, results = play("square_two")
    diagonal = results[-1]
    assert [rec.extra["labels"][i] for i in rec.moves[-1].key] == ["A", "C"]
    assert sorted(label(rec, t) for t in diagonal.closed) == ["ABC", "ACD"]
    assert diagonal.score == (2, 0)
    assert all(not r.closed for r in results[:-1])


def test_extra_turn_at_move_three() -> None:
    rec, game, results = play("extra_turn")
    assert rec.options["extra_turn"] is True
    assert [r.player for r in results[:4]] == [1, 2, 1, 1]
    assert results[2].closed and results[2].next_player == 1


def test_no_extra_turn_without_the_option() -> None:
    rec, game, results = play("extra_turn", extra_turn=False)
    assert results[2].closed and results[2].next_player == 2
    assert [r.player for r in results[:4]] == [1, 2, 1, 2]


def test_game_ending_in_a_draw() -> None:
    rec = load_example("draw")
    game = ClassicRules().new_game(rec.stars, rec.options)
    over = []
    for move in rec.moves:
        assert game.push(move).accepted
        over.append(game.is_over())
    assert over == [False] * (len(rec.moves) - 1) + [True]  # over exactly at the last triangle
    outcome = game.outcome()
    assert outcome is not None and outcome.winner is None and outcome.result == "draw"
    assert game.score == (2, 2)
    assert game.push(Move(0, 2)).reason is Reason.GAME_OVER


@pytest.mark.parametrize("name", EXAMPLES)
def test_reference_agrees_on_every_classic_example(name: str) -> None:
    rec, game, results = play(name)
    steps = reference_replay(
        rec.stars, [m.key for m in rec.moves], rec.options["clearance"], rec.options["extra_turn"]
    )
    for got, want in zip(results, steps):
        assert got.accepted == want.accepted
        assert (None if got.reason is None else str(got.reason)) == want.reason
        assert tuple(sorted(got.closed)) == want.closed
        assert got.score == want.score and got.next_player == want.next_player


def test_a_triangle_with_a_star_inside_gives_no_extra_turn() -> None:
    rec, game, results = play("star_inside", extra_turn=True)
    assert results[2].closed == () and results[2].next_player == 2  # C-A around D
    assert results[4].closed and results[4].next_player == results[4].player  # A-B-D counts


def test_dice_example_shows_the_exact_count_at_the_very_end() -> None:
    """Rules 12 and 17 as docs/rules.md reads them: B-C, the last useful segment, is refused with 3
    segments left, allowed after counting down to exactly 1, and the game ends when ABC closes."""
    (rec,) = [record.loads(s.example) for s in DiceRules.help_sections if s.example]
    game = DiceRules().new_game(rec.stars, rec.options, rec.extra)
    names = rec.extra["labels"]
    seen = []
    for move in rec.moves:
        before = game.state
        result = game.push(move)
        seen.append((before.player, before.roll, before.remaining, result.accepted, result.detail, game.is_over()))
    assert [s[:3] for s in seen] == [(1, 2, 2), (1, 2, 1), (2, 3, 3), (2, 3, 3), (2, 3, 2), (2, 3, 1)]
    assert [s[3] for s in seen] == [True, True, False, True, True, True]
    assert seen[2][4] == EXACT_COUNT and [names[i] for i in rec.moves[2].key] == ["B", "C"]
    assert [s[5] for s in seen] == [False] * 5 + [True]  # over exactly when ABC closes
    assert [label(rec, t) for t in result.closed] == ["ABC"]
    outcome = game.outcome()
    assert outcome is not None and outcome.winner == 2 and outcome.reason == "no_triangles_left"
    assert game.score == (0, 1) and rec.extra["rolls"] == [2, 3]
