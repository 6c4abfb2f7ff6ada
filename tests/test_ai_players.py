"""The built-in computer players: legal moves everywhere, triangles taken, nothing given away."""

from __future__ import annotations

import time

import numpy as np
import pytest

from triangles.engine import Game, Move, Pass, random_stars
from triangles.plugins.api import GameView, one_ply_mask
from triangles.plugins.registry import Registry
from triangles_ai import RandomAI, StandardAI
from triangles_ai.compact import build
from triangles_ai.features import move_features
from triangles_ai.players import ExpertPlayer, normal_candidates
from triangles_ai.playouts import Playouts
from triangles_ai.solver import Solver
from triangles_classic import ClassicRules

LEVELS = ["random", "beginner", "normal", "expert"]


def registry() -> Registry:
    reg = Registry()
    reg.add("triangles.ai", "standard", StandardAI)
    reg.add("triangles.ai", "random", RandomAI)
    return reg


def player(level: str, seed: int = 0):
    found = registry().find_ai(level)
    assert found is not None
    plugin, lvl = found
    return plugin.create(lvl, seed=seed), plugin.budgets[lvl]


def _push_seg(game: Game, seg: int) -> None:
    a, b = game.board.segment_ends[seg]
    assert game.push(Move(int(a), int(b))).accepted


def _random_moves(game: Game, count: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    for _ in range(count):
        ids = game.legal_moves.ids()
        if game.is_over() or len(ids) == 0:
            return
        _push_seg(game, int(rng.choice(ids)))


def _features(game: Game):
    return move_features(game.board, game.legal_mask, game.drawn, game.alive_mask)


def test_plugins_declare_levels_budgets_and_rules() -> None:
    reg = registry()
    assert not reg.errors()
    assert reg.find_ai("standard:expert") is not None
    assert reg.find_ai("random:random") is not None
    for plugin in reg.ai_plugins():
        assert "classic" in plugin.supports
        assert set(plugin.budgets) == set(plugin.levels)
    budgets = StandardAI.budgets
    assert budgets["beginner"] < 0.05 and budgets["normal"] < 0.3 and budgets["expert"] < 2


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("stars", [24, 60, 80, 120, 180])
def test_every_level_plays_a_legal_move_on_every_size(stars: int, extra: bool) -> None:
    game = ClassicRules().new_game(random_stars(stars, stars), {"extra_turn": extra})
    for moves in (0, stars):
        _random_moves(game, moves, seed=stars)
        for level in LEVELS:
            ai, budget = player(level)
            action = ai.choose_move(GameView(game.copy()), budget)
            assert isinstance(action, Move)
            assert game.check(action) is None, (level, action)


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_small_game_with_legal_moves(level: str, extra: bool) -> None:
    game = ClassicRules().new_game(random_stars(12, 5), {"extra_turn": extra})
    ai, _ = player(level, seed=3)
    while not game.is_over():
        action = ai.choose_move(GameView(game.copy()), 0.2)
        assert game.push(action).accepted
    assert ai.choose_move(GameView(game.copy()), 0.2) == Pass()


def _offered_positions(extra: bool, count: int) -> list[Game]:
    """Positions where the player to move can close a triangle, among many other segments."""
    found = []
    for seed in range(40):
        game = ClassicRules().new_game(random_stars(24, seed), {"extra_turn": extra})
        rng = np.random.default_rng(seed)
        while not game.is_over():
            if _features(game).closes.any() and game.legal_moves.count() > 20:
                found.append(game)
                break
            _push_seg(game, int(rng.choice(game.legal_moves.ids())))
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("level", ["beginner", "normal", "expert"])
def test_the_computer_takes_a_free_triangle(level: str, extra: bool) -> None:
    for game in _offered_positions(extra, 4):
        ai, budget = player(level, seed=1)
        action = ai.choose_move(GameView(game.copy()), budget)
        before = sum(game.scores)
        game.push(action)
        assert sum(game.scores) > before, level


@pytest.mark.parametrize("extra", [False, True])
@pytest.mark.parametrize("level", ["normal", "expert"])
def test_never_offers_a_triangle_while_a_safe_segment_exists(level: str, extra: bool) -> None:
    """Expert may sacrifice while a safe segment is left only when its exact solve finished in
    time and proved the sacrifice optimal (with the extra turn a sacrifice can win the chains);
    whether the solve finishes depends on the machine's speed, so such a move is checked
    against the exact value of every segment instead."""
    checked = 0
    for seed in range(3):
        game = ClassicRules().new_game(random_stars(14, seed), {"extra_turn": extra})
        ai, _ = player(level, seed=seed)
        while not game.is_over():
            feats = _features(game)
            action = ai.choose_move(GameView(game.copy()), 0.3)
            seg = game.board.segment_id(action.a, action.b)
            k = int(np.searchsorted(feats.segs, seg))
            if not feats.closes.any() and feats.safe.any():
                if feats.offers[k] and level == "expert":
                    best = max(_exact_value(game, int(s)) for s in feats.segs)
                    assert _exact_value(game, seg) == best, (level, seed, action)
                else:
                    assert feats.offers[k] == 0, (level, seed, action)
                    checked += 1
            assert game.push(action).accepted
    assert checked > 10


def _exact_value(game: Game, seg: int) -> int:
    """Net score the mover makes from here on after drawing `seg`, both sides then playing
    perfectly."""
    extra = bool(game.options["extra_turn"])
    child = game.copy()
    before = sum(child.scores)
    _push_seg(child, seg)
    gain = sum(child.scores) - before
    pos = build(child.board, child.legal_mask, child.drawn, child.alive_mask, extra)
    rest = Solver(pos).solve_root(all_best=False).value if not child.is_over() else 0
    return int(gain + (rest if child.turn == game.turn else -rest))


@pytest.mark.parametrize("extra", [False, True])
def test_normal_gives_away_less_than_counting_offers_would(extra: bool) -> None:
    """When every segment offers something, Normal's choice (weighed by playouts) loses less,
    over many end phases valued exactly, than the segments offering the fewest triangles now."""
    normal_total = fewest_total = 0.0
    positions = 0
    for seed in range(30):
        game = ClassicRules().new_game(random_stars(16, seed), {"extra_turn": extra})
        ai, budget = player("normal", seed=seed)
        while not game.is_over():
            feats = _features(game)
            if not feats.safe.any() and not feats.closes.any() and len(feats) <= 16:
                action = ai.choose_move(GameView(game.copy()), budget)
                normal_total += _exact_value(game, game.board.segment_id(action.a, action.b))
                fewest = feats.segs[feats.offers == feats.offers.min()]
                fewest_total += np.mean([_exact_value(game, int(s)) for s in fewest])
                positions += 1
            _push_seg(game, int(normal_candidates(feats, False)[0]))
    assert positions >= 20
    assert normal_total > fewest_total


def test_the_standard_player_is_the_hint_source_with_its_expert() -> None:
    from triangles.plugins.registry import Registry

    registry = Registry()
    registry.add("triangles.ai", "random", RandomAI, "triangles", "test")
    registry.add("triangles.ai", "standard", StandardAI, "triangles", "test")
    source = registry.hint_source("classic")
    assert source is not None and (source[0].name, source[1]) == ("standard", "expert")
    game = ClassicRules().new_game(random_stars(24, 2), {"hints": "unlimited"})  # classic hints are chosen per game
    _random_moves(game, 10, seed=2)
    hint = source[0].create(source[1], seed=1).choose_move(GameView(game), 0.2)
    assert game.hint(hint) == hint and game.check(hint) is None


def test_without_the_extra_turn_normal_leaves_a_triangle_when_taking_it_costs() -> None:
    """Without the extra turn taking a triangle hands over the move. Where a triangle is on
    offer and no safe segment is left, Normal's choice is worth more, over many end phases
    valued exactly, than the best capture by counting (`one_ply_mask`: most closed, handing
    over least, fewest offered), and it does leave the triangle somewhere."""
    normal_total = greedy_total = 0.0
    positions = left = 0
    for seed in range(12):
        game = ClassicRules().new_game(random_stars(16, seed), {"extra_turn": False})
        ai, budget = player("normal", seed=seed)
        while not game.is_over():
            feats = _features(game)
            if not feats.safe.any() and feats.closes.any() and len(feats) <= 16:
                action = ai.choose_move(GameView(game.copy()), budget)
                seg = game.board.segment_id(action.a, action.b)
                normal_total += _exact_value(game, seg)
                greedy = feats.segs[one_ply_mask(feats.closes, feats.offers, feats.handed)]
                greedy_total += np.mean([_exact_value(game, int(s)) for s in greedy])
                positions += 1
                left += int(feats.closes[feats.segs == seg][0] == 0)
            _push_seg(game, int(normal_candidates(feats, False)[0]))
    assert positions >= 20
    assert left > 0
    assert normal_total > greedy_total


def test_expert_stops_building_its_search_at_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Building the compact position is part of the move's budget (in the capture phase it can have
    a thousand segments: seconds): it gets the budget's deadline, and a position that cannot be
    built in time is played as Normal plays it."""
    import time

    import triangles_ai.players as players

    deadlines: list[float | None] = []
    real_build = players.build

    def spy(*args, deadline=None, **kwargs):  # noqa: ANN001, ANN002, ANN003
        deadlines.append(deadline)
        return real_build(*args, deadline=deadline, **kwargs)

    monkeypatch.setattr(players, "build", spy)
    game = ClassicRules().new_game(random_stars(60, 3), {"extra_turn": False})
    _random_moves(game, 150, 1)
    expert, _ = player("expert")
    before = time.perf_counter()
    move = expert.choose_move(GameView(game), 0.5)
    assert deadlines and deadlines[0] is not None and before < deadlines[0] <= before + 0.5
    assert game.check(move) is None
    deadlines.clear()
    expert, _ = player("expert")  # a new one: the first would go on with the solver it kept
    move = expert.choose_move(GameView(game), 1e-9)  # no time to build: Normal's choice
    feats = _features(game)
    assert deadlines and game.board.segment_id(move.a, move.b) in set(normal_candidates(feats, False).tolist())


def test_expert_weighs_captures_in_the_capture_phase_without_the_extra_turn(monkeypatch) -> None:
    """Once no safe segment is left, without the extra turn, Expert's playouts weigh the best
    capture against the best other move in a fair test, over every option (as Normal does),
    with the larger share of its budget. With the extra turn a triangle on offer is taken, and
    when every option gives, every one is played out."""
    game = ClassicRules().new_game(random_stars(60, 4), {"extra_turn": False})
    rng = np.random.default_rng(4)
    while _features(game).safe.any():
        feats = _features(game)
        _push_seg(game, int(rng.choice(feats.segs[feats.safe])))
    for _ in range(6):  # into the capture phase: give the fewest, take the most
        _push_seg(game, int(normal_candidates(_features(game), False)[0]))
    played: list[tuple[str, list[tuple[int, int, int, int, int]], float]] = []

    def recorder(name: str):  # noqa: ANN202
        def record(self: Playouts, options: list, deadline: float) -> tuple[int, float]:
            played.append((name, list(options), deadline))
            return options[0][1], 0.0
        return record

    monkeypatch.setattr(Playouts, "choose", recorder("choose"))
    monkeypatch.setattr(Playouts, "choose_weighing_captures", recorder("weigh"))
    expert = ExpertPlayer(seed=4)
    pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
    options = Solver(pos).root_options()
    assert any(o[2] for o in options) and not all(o[2] for o in options) and len(options) > 40
    start = time.perf_counter()
    expert._playouts(pos, start, 1.0, options)
    assert played[0] == ("weigh", options, start + ExpertPlayer.SACRIFICE_SHARE)
    extra = build(game.board, game.legal_mask, game.drawn, game.alive_mask, True)
    extra_options = Solver(extra).root_options()
    expert._playouts(extra, start, 1.0, extra_options)
    assert played[1][:2] == ("choose", [o for o in extra_options if o[2]])
    gifts = [o for o in extra_options if not o[2]]
    expert._playouts(extra, start, 1.0, gifts)
    assert played[2] == ("choose", gifts, start + ExpertPlayer.SACRIFICE_SHARE)
