"""Property tests: the engine agrees with the independent reference on random small boards,
including boards with exactly collinear stars, at every move (refusal reason, closed triangles,
score, turn, legal segments and the exact moment the game ends)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from triangles.engine import Board, BoardError, Game, GameRecord, Move, record
from triangles_testing.reference import ReferenceGame
from triangles_classic import ClassicRules

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


#: Stars on a small integer grid: many exactly collinear triples and stars exactly on sides.
grid_boards = st.lists(
    st.tuples(st.integers(0, 4), st.integers(0, 4)), min_size=3, max_size=12, unique=True
).map(lambda pts: [[float(x), float(y)] for x, y in pts])
#: Random integer points, spread wider.
integer_boards = st.lists(
    st.tuples(st.integers(0, 30), st.integers(0, 30)), min_size=3, max_size=10, unique=True
).map(lambda pts: [[float(x), float(y)] for x, y in pts])
#: Grid points scaled by 1/10: nearly collinear in floating point, exactly collinear on the lattice.
tenth_boards = st.lists(
    st.tuples(st.integers(1, 9), st.integers(1, 9)), min_size=3, max_size=10, unique=True
).map(lambda pts: [[x / 10, y / 10] for x, y in pts])
#: Free floating-point stars.
float_boards = st.lists(
    st.tuples(st.floats(0.05, 0.95), st.floats(0.05, 0.95)), min_size=3, max_size=10, unique=True
).map(lambda pts: [[x, y] for x, y in pts])

#: Stars a few billionths apart (lattice neighbours) and one star far away: the floating-point
#: filter cannot tell their turns apart, the exact limbs decide.
clustered_boards = st.tuples(
    st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), min_size=2, max_size=8, unique=True),
    st.sampled_from([2.0, 1e3, 1e6, 1e9]),
).map(lambda c: [[0.5 + x * 1e-9, 0.5 + y * 1e-9] for x, y in c[0]] + [[c[1], c[1] - 1.0]])
#: Stars on one line, each nudged off it by at most two billionths (or not at all).
nearly_collinear_boards = st.tuples(
    st.lists(st.integers(-400, 400), min_size=3, max_size=9, unique=True),
    st.lists(st.integers(-2, 2), min_size=9, max_size=9),
    st.sampled_from([0.01, 1.0, 7e5]),
).map(lambda c: [[t * c[2], t * c[2] * 0.5 + e * 1e-9] for t, e in zip(c[0], c[1])])
#: Coordinates anywhere in the ±1e9 board units the format allows.
huge_range_boards = st.lists(
    st.tuples(st.floats(-1e9, 1e9), st.floats(-1e9, 1e9)), min_size=3, max_size=8, unique=True
).map(lambda pts: [[x, y] for x, y in pts])

boards = st.one_of(grid_boards, integer_boards, tenth_boards, float_boards)
hostile_boards = st.one_of(clustered_boards, nearly_collinear_boards, huge_range_boards)


def legal_pairs(game: Game) -> set[tuple[int, int]]:
    ends = game.board.segment_ends
    return {(int(ends[s, 0]), int(ends[s, 1])) for s in game.legal_mask.nonzero()[0]}


def snapshot(game: Game) -> tuple:
    """Everything that describes the position."""
    return (
        game._drawn.tobytes(), game._legal.tobytes(), game._alive.tobytes(),
        game._segment_owner.tobytes(), game._triangle_owner.tobytes(), game.alive_count,
        game.score, game.state, tuple(game.history), game.is_over(),
    )


def play_both(data: st.DataObject, stars: list[list[float]], clearance: float, extra_turn: bool):
    """Push a random mix of legal and arbitrary moves on both; compare after every move."""
    # Built from a Board directly: on integer boards the clearance exceeds the option's bounds,
    # which are meant for the unit-square boards of the game.
    rules = ClassicRules()
    try:
        board = Board(stars, clearance)
    except BoardError:  # two stars less than half a billionth apart meet on the lattice: refused
        assume(False)
    game = rules.create_game(board, {"clearance": clearance, "extra_turn": extra_turn}, {})
    ref = ReferenceGame(stars, clearance, extra_turn)
    n = len(stars)
    assert game.is_over() == ref.is_over()
    moves: list[Move] = []
    for _ in range(data.draw(st.integers(0, 60), label="length")):
        legal = sorted(legal_pairs(game))
        if not game.is_over():
            assert set(legal) == ref.drawable()
        alive = {tuple(int(v) for v in game.board.triangles[t]) for t in game.alive_mask.nonzero()[0]}
        assert alive == ref.closable_triangles()
        useful = {tuple(int(v) for v in game.board.segment_ends[s]) for s in game.useful_segments()}
        assert useful == {p for p in ref.drawable() if any(set(p) <= set(t) for t in alive)}
        if legal and data.draw(st.booleans(), label="legal?"):
            a, b = data.draw(st.sampled_from(legal), label="legal move")
            if data.draw(st.booleans(), label="reversed"):
                a, b = b, a
        else:
            a = data.draw(st.integers(-1, n), label="a")
            b = data.draw(st.integers(-1, n), label="b")
        move = Move(a, b)
        moves.append(move)
        before = snapshot(game)
        got = game.push(move)
        want = ref.push(a, b)
        assert got.accepted == want.accepted, (move, got, want)
        assert (None if got.reason is None else str(got.reason)) == want.reason, (move, got, want)
        assert tuple(sorted(got.closed)) == want.closed
        assert got.score == want.score and game.score == want.score
        assert got.next_player == want.next_player == game.turn
        assert game.is_over() == want.game_over, (move, got, want)
        if clearance == 0 and game.board.t > 0:
            # Without clearance (and with stars not all on one line) a legal segment is always a
            # side of a closable empty triangle (the constrained triangulation argument of
            # docs/rules.md), so the end comes exactly when no segment is legal.
            assert game.is_over() == (not game.legal_mask.any())
        if got.accepted:  # undo restores the exact previous position, and redo the same result
            after = snapshot(game)
            game.pop()
            assert snapshot(game) == before
            assert game.push(move) == got
            assert snapshot(game) == after
        else:
            assert snapshot(game) == before
    event("game over" if game.is_over() else "game goes on")
    assert (None if game.outcome() is None else game.outcome().result) == ref.result()
    return game, moves


@SETTINGS
@given(stars=boards, extra_turn=st.booleans(), data=st.data())
def test_engine_agrees_with_reference(stars, extra_turn, data) -> None:
    play_both(data, stars, 0.0, extra_turn)


@SETTINGS
@given(stars=hostile_boards, extra_turn=st.booleans(), data=st.data())
def test_engine_agrees_with_reference_on_hostile_clouds(stars, extra_turn, data) -> None:
    play_both(data, stars, 0.0, extra_turn)


@SETTINGS
@given(stars=st.one_of(integer_boards, float_boards), data=st.data())
def test_engine_agrees_with_reference_with_clearance(stars, data) -> None:
    scale = max(max(abs(v) for p in stars for v in p), 1.0)
    clearance = data.draw(st.sampled_from([0.013, 0.037, 0.071]), label="clearance") * scale
    play_both(data, stars, clearance, data.draw(st.booleans(), label="extra_turn"))


@settings(max_examples=20, deadline=None)
@given(stars=st.one_of(grid_boards, float_boards), extra_turn=st.booleans(), data=st.data())
def test_saved_record_replays_the_same_game(stars, extra_turn, data, tmp_path_factory) -> None:
    game, moves = play_both(data, stars, 0.0, extra_turn)
    rec = GameRecord("classic", dict(game.options), stars, moves)
    path = Path(tmp_path_factory.mktemp("rec")) / "game.json"
    rec.save(path)
    loaded = record.load(path)
    assert loaded.moves == moves and loaded.stars == stars and loaded.options == game.options
    again = ClassicRules().new_game(loaded.stars, loaded.options)
    for m in loaded.moves:
        again.push(m)
    assert snapshot(again) == snapshot(game)
    assert again.scored_triangles() == game.scored_triangles()
    assert again.drawn_segments() == game.drawn_segments()
