"""The gauntlet plugin package in examples/plugins/triangles-gauntlet: installed for real and played
by `triangles arena`, and its four policies checked on small positions."""

from __future__ import annotations

import ast
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from triangles.engine import Game, Move, random_stars
from triangles.plugins.api import GROUP_AI, GameView
from triangles.plugins.registry import Registry
from triangles_classic import ClassicRules

GAUNTLET = Path(__file__).resolve().parents[1] / "examples" / "plugins" / "triangles-gauntlet"


@pytest.fixture
def gauntlet(monkeypatch: pytest.MonkeyPatch):
    """The plugin package importable from its folder (as `triangles_gauntlet`)."""
    monkeypatch.syspath_prepend(str(GAUNTLET))
    import triangles_gauntlet

    return triangles_gauntlet


def new_game(stars, extra_turn: bool = False, drawn: tuple[tuple[int, int], ...] = ()) -> Game:
    game = ClassicRules().new_game(stars, {"extra_turn": extra_turn})
    for a, b in drawn:
        assert game.push(Move(a, b)).accepted, (a, b)
    return game


def most_closable(game: Game) -> int:
    """The most triangles one segment closes now (what the player to move can take at once)."""
    best = 0
    for move in list(game.legal_moves):
        before = sum(game.score)
        game.push(move)
        best = max(best, sum(game.score) - before)
        game.pop()
    return best


def closed_by(game: Game, move: Move) -> int:
    before = sum(game.score)
    game.push(move)
    gained = sum(game.score) - before
    game.pop()
    return gained


def perfect_margin(game: Game, known: dict[bytes, int] | None = None) -> int:
    """The final margin for the player to move with perfect play by both (brute force over the
    engine; a position is its drawn segments, whoever is to move)."""
    known = {} if known is None else known
    key = game.drawn.tobytes()
    if key in known:
        return known[key]
    if game.is_over():
        return 0
    me, best = game.turn, None
    for move in list(game.legal_moves):
        before = game.score[me - 1]
        game.push(move)
        gained = game.score[me - 1] - before
        rest = perfect_margin(game, known)
        value = gained + (rest if game.turn == me else -rest)
        game.pop()
        best = value if best is None else max(best, value)
    known[key] = best
    return best


def test_the_gauntlet_installs_and_plays_in_the_arena(tmp_path: Path) -> None:
    source = tmp_path / "src"
    shutil.copytree(GAUNTLET, source, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    target = tmp_path / "site"
    install = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
         "--disable-pip-version-check", "--target", str(target), str(source)],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert install.returncode == 0, install.stderr
    env = dict(os.environ, PYTHONPATH=str(target))
    listed = subprocess.run([sys.executable, "-m", "triangles", "plugins", "--json"], capture_output=True,
                            text=True, env=env, timeout=120, check=False)
    assert listed.returncode == 0, listed.stderr
    ours = [e for e in json.loads(listed.stdout) if e["package"] == "triangles-gauntlet"]
    assert [(e["group"], e["name"], e["status"]) for e in ours] == [(GROUP_AI, "gauntlet", "ok")]
    for ai, vs, extra in (("expert", "gauntlet:chain", []), ("gauntlet:chain-exact", "gauntlet:greedy", ["--extra-turn"])):
        played = subprocess.run(
            [sys.executable, "-m", "triangles", "arena", "--ai", ai, "--vs", vs, "--games", "2", "--stars", "10",
             "--seed", "5", "--json", *extra],
            capture_output=True, text=True, env=env, timeout=240, check=False,
        )
        assert played.returncode == 0, played.stderr
        report = json.loads(played.stdout)
        assert report["games"] == 2 and report["wins"] + report["losses"] + report["draws"] == 2
    # A bare level keeps meaning the built-in player of that name.
    bare = subprocess.run(
        [sys.executable, "-m", "triangles", "arena", "--ai", "gauntlet:random", "--vs", "random", "--games", "1",
         "--stars", "6", "--json"],
        capture_output=True, text=True, env=env, timeout=240, check=False,
    )
    assert bare.returncode == 0, bare.stderr


def test_the_gauntlet_imports_nothing_from_the_app_but_the_plugin_api() -> None:
    for path in (GAUNTLET / "triangles_gauntlet").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                assert node.module == "triangles.plugins.api" or not node.module.startswith("triangles"), path
            if isinstance(node, ast.Import):
                assert not any(a.name.split(".")[0].startswith("triangles") for a in node.names), path


def test_the_plugin_registers_with_its_four_levels(gauntlet) -> None:
    registry = Registry()
    info = registry.add(GROUP_AI, "gauntlet", gauntlet.GauntletAI, "triangles-gauntlet", "1.0.0")
    assert info.status == "ok", info.error
    assert tuple(info.obj.levels) == ("random", "greedy", "chain", "chain-exact")
    assert info.obj.plays("classic") and not info.obj.plays("dice")
    with pytest.raises(ValueError):
        info.obj.create("grandmaster")


# A square A B C D with both sides AB, BC, CD, DA drawn (each diagonal closes two triangles) and a
# star E right of BC, with BE drawn (CE closes one triangle).
SQUARE = [[0, 0], [2, 0], [2, 2], [0, 2], [4, 1]]
SQUARE_DRAWN = ((0, 1), (1, 2), (2, 3), (3, 0), (1, 4))


@pytest.mark.parametrize("level", ["greedy", "chain", "chain-exact"])
def test_greedy_play_takes_the_largest_capture(gauntlet, level: str) -> None:
    game = new_game(SQUARE, drawn=SQUARE_DRAWN)
    assert most_closable(game) == 2 and closed_by(game, Move(2, 4)) == 1
    for seed in range(5):
        move = gauntlet.GauntletAI().create(level, seed).choose_move(GameView(game.copy()), 1.0)
        assert closed_by(game, move) == 2


@pytest.mark.parametrize("extra_turn", [False, True])
@pytest.mark.parametrize("level", ["greedy", "chain"])
def test_never_an_unsafe_segment_while_a_safe_one_exists(gauntlet, extra_turn: bool, level: str) -> None:
    checked = 0
    for seed in range(4):
        game = new_game(random_stars(12, seed), extra_turn)
        rng = random.Random(seed)
        player = gauntlet.GauntletAI().create(level, seed)
        while not game.is_over():
            moves = list(game.legal_moves)
            if most_closable(game) == 0:
                safe = []
                for move in moves:
                    game.push(move)
                    if game.is_over() or most_closable(game) == 0:
                        safe.append(move)
                    game.pop()
                if safe:
                    chosen = player.choose_move(GameView(game.copy()), 1.0)
                    game.push(chosen)
                    assert game.is_over() or most_closable(game) == 0, (seed, chosen)
                    game.pop()
                    checked += 1
            game.push(rng.choice(moves))
    assert checked >= 10


# Nine stars after seven segments, "play again after a triangle": no safe segment is left and no
# triangle waits. The segment offering fewest triangles at once (greedy's choice) opens a run of
# at least four; another gives up three.
NINE = [[0.56, 0.438], [0.135, 0.363], [0.609, 0.069], [0.837, 0.819], [0.09, 0.772], [0.405, 0.3],
        [0.91, 0.319], [0.742, 0.422], [0.661, 0.574]]
NINE_DRAWN = ((0, 7), (2, 6), (3, 7), (3, 4), (1, 8), (1, 2), (1, 6))


def given_up(game: Game, move: Move) -> int:
    """Triangles the opponent takes after `move` by capturing while anything waits (its whole
    run: with the extra turn, it moves again after each)."""
    game.push(move)
    taken, depth = 0, 1
    while not game.is_over() and most_closable(game) > 0:
        best = max(list(game.legal_moves), key=lambda m: closed_by(game, m))
        before = sum(game.score)
        game.push(best)
        depth += 1
        taken += sum(game.score) - before
    for _ in range(depth):
        game.pop()
    return taken


def test_the_chain_aware_sacrifice_gives_up_least(gauntlet) -> None:
    game = new_game(NINE, extra_turn=True, drawn=NINE_DRAWN)
    assert most_closable(game) == 0
    cost = {move: given_up(game, move) for move in list(game.legal_moves)}
    assert min(cost.values()) > 0  # every segment gives something away
    greedy = gauntlet.GauntletAI().create("greedy", 1).choose_move(GameView(game.copy()), 1.0)
    assert cost[greedy] > min(cost.values())
    for seed in range(3):
        chain = gauntlet.GauntletAI().create("chain", seed).choose_move(GameView(game.copy()), 1.5)
        assert cost[chain] == min(cost.values())


@pytest.mark.parametrize("extra_turn", [False, True])
def test_the_exact_end_phase_plays_perfectly(gauntlet, extra_turn: bool) -> None:
    from triangles_gauntlet.endgame import Endgame
    from triangles_gauntlet.exact import ExactEndgame

    player = gauntlet.GauntletAI().create("chain-exact", 0)
    tested = 0
    for seed in range(8):
        rng = random.Random(seed)
        game = new_game(random_stars(6, seed), extra_turn)
        for _ in range(rng.randrange(6, 9)):
            if game.is_over():
                break
            game.push(rng.choice(list(game.legal_moves)))
        if game.is_over():
            continue
        value = perfect_margin(game)
        searched = ExactEndgame(Endgame(GameView(game.copy())))
        assert searched.best_move(float("inf"))[1] == value
        move = player.choose_move(GameView(game.copy()), 1.5)
        me = game.turn
        before = game.score[me - 1]
        game.push(move)
        gained = game.score[me - 1] - before
        after = perfect_margin(game)
        assert gained + (after if game.turn == me else -after) == value, seed
        tested += 1
    assert tested >= 5


@pytest.mark.parametrize("level", ["random", "greedy", "chain", "chain-exact"])
def test_every_level_plays_a_whole_game_legally_and_reproducibly(gauntlet, level: str) -> None:
    def play(seed: int) -> list:
        game = new_game(random_stars(12, 3), extra_turn=seed % 2 == 1)
        player = gauntlet.GauntletAI().create(level, seed)
        while not game.is_over():
            # A budget that is already used up: the player still answers with a legal move.
            assert game.push(player.choose_move(GameView(game.copy()), 1e-9)).accepted
        return game.history

    assert play(4) == play(4)
    assert play(5) == play(5)


# Ten stars after ten segments, "play again after a triangle": triangles wait to be closed, but
# taking them leaves the player to open the next run; leaving them makes the opponent open it.
TEN = [[0.511, 0.905], [0.18, 0.904], [0.331, 0.431], [0.795, 0.418], [0.545, 0.075], [0.347, 0.76],
       [0.171, 0.413], [0.915, 0.702], [0.537, 0.299], [0.611, 0.749]]
TEN_DRAWN = ((6, 7), (7, 8), (3, 4), (0, 7), (0, 6), (4, 6), (1, 6), (0, 1), (6, 8), (4, 8))


def exact_margin_after(game: Game, move: Move) -> int:
    """The final margin for the player to move if it plays `move`, then both play perfectly."""
    from triangles_gauntlet.endgame import Endgame
    from triangles_gauntlet.exact import ExactEndgame

    me = game.turn
    before = game.score[me - 1]
    game.push(move)
    gained = game.score[me - 1] - before
    same_player = game.turn == me
    rest = 0 if game.is_over() else ExactEndgame(Endgame(GameView(game.copy()))).best_move(float("inf"))[1]
    game.pop()
    return gained + (rest if same_player else -rest)


def test_the_chain_aware_player_declines_a_run_s_end_when_it_pays(gauntlet) -> None:
    game = new_game(TEN, extra_turn=True, drawn=TEN_DRAWN)
    moves = list(game.legal_moves)
    captures = [m for m in moves if closed_by(game, m) > 0]
    assert captures
    best_capture = max(exact_margin_after(game, m) for m in captures)
    greedy = gauntlet.GauntletAI().create("greedy", 1).choose_move(GameView(game.copy()), 1.0)
    assert closed_by(game, greedy) > 0
    for seed in range(3):
        chain = gauntlet.GauntletAI().create("chain", seed).choose_move(GameView(game.copy()), 1.5)
        assert closed_by(game, chain) == 0
        assert exact_margin_after(game, chain) > best_capture


@pytest.mark.parametrize("extra_turn", [False, True])
def test_the_exact_end_phase_stays_perfect_move_after_move(gauntlet, extra_turn: bool) -> None:
    """One player keeps its search from move to move (and what it settled): every move it plays
    in the rest of the game is still optimal."""
    for seed in range(3):
        rng = random.Random(seed)
        game = new_game(random_stars(6, seed), extra_turn)
        for _ in range(3):
            game.push(rng.choice(list(game.legal_moves)))
        player = gauntlet.GauntletAI().create("chain-exact", seed)
        while not game.is_over():
            value = perfect_margin(game)
            me = game.turn
            before = game.score[me - 1]
            game.push(player.choose_move(GameView(game.copy()), 1.5))
            gained = game.score[me - 1] - before
            after = perfect_margin(game)
            assert gained + (after if game.turn == me else -after) == value, (seed, len(game.history))


def test_built_in_players_come_before_an_installed_plugin(gauntlet) -> None:
    """Discovery may find a third-party plugin first, and it may have more levels: the built-in
    players still lead the list (its first entry is the default opponent and self-check's)."""
    from triangles_ai import RandomAI, StandardAI

    registry = Registry()
    registry.add(GROUP_AI, "gauntlet", gauntlet.GauntletAI, "triangles-gauntlet", "1.0.0")
    registry.add(GROUP_AI, "random", RandomAI, "triangles", "1.0")
    registry.add(GROUP_AI, "standard", StandardAI, "triangles", "1.0")
    choices = [f"{p.name}:{level}" for p, level in registry.computer_choices("classic")]
    assert choices[:4] == ["standard:beginner", "standard:normal", "standard:expert", "random:random"]
    assert choices[4:] == [f"gauntlet:{level}" for level in gauntlet.GauntletAI.levels]
    assert registry.built_in(registry.get(GROUP_AI, "standard")) and not registry.built_in(registry.get(GROUP_AI, "gauntlet"))
    source = registry.hint_source("classic")
    assert source is not None and source[0].name == "standard"
    analyser = registry.analyser("classic")
    assert analyser is not None and analyser.name == "standard"
