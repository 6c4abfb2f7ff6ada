"""`triangles arena` under the plugin guard: a throwing, misbehaving or hanging computer player or
rules hook never gives a traceback or hangs the arena; games played on by the stand-in are
counted apart, never as the plugins' wins; `--json` carries each fallback with its reason."""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import time

import numpy as np
import pytest

from triangles.commands import arena, arena_games
from triangles.engine import random_stars
from triangles.plugins.api import AIPlayer, AIPlugin, Board, Game, GameView, Move, Pass, TurnState
from triangles.plugins.registry import Registry
from triangles_classic import ClassicGame, ClassicRules


class _First(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Move:
        return view.legal_moves()[0]


class _FirstAI(AIPlugin):
    name = "first"
    title = "First"
    levels = ("first",)
    supports = ("classic", "thrower", "sleeper", "stuck", "endless")

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        return _First()


class _Crasher(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Move:
        raise RuntimeError("boom")


class _Quitter(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Move:
        raise SystemExit(3)


class _Cheater(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Move:
        return Move(0, 0)


class _Chatter(AIPlayer):
    """Prints while it plays, then answers with something huge that is no action."""

    def choose_move(self, view: GameView, budget_s: float) -> object:
        print("thinking out loud")
        return ("lol", 10**100, "x" * 10_000)


class _Sleeper(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Move:
        time.sleep(30)
        return Move(0, 1)


class _TestAI(AIPlugin):
    name = "bad"
    title = "Bad"
    levels = ("crash", "quit", "cheat", "sleep", "hang-create", "fail-create", "chatter", "pass")
    supports = ("classic", "thrower", "sleeper", "endless")
    budgets = {level: 0.05 for level in levels}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        if level == "hang-create":
            time.sleep(30)
        if level == "fail-create":
            raise ValueError("no such player today")
        return {"crash": _Crasher, "quit": _Quitter, "cheat": _Cheater, "sleep": _Sleeper, "chatter": _Chatter,
                "pass": _Passer}[level]()


class _ThrowerGame(ClassicGame):
    """Its hook throws from the fifth segment on."""

    rules_name = "thrower"

    def state_after_segment(self, closed: int) -> TurnState:
        if len(self.history) >= 5:
            raise KeyError("lost the turn")
        return super().state_after_segment(closed)


#: The first board of a match with seed 0 (games 0 and 1 are played on it).
FIRST_BOARD = random_stars(8, 0)


class _SleeperGame(ClassicGame):
    """Its hook stops answering at the third segment of the games on the first board."""

    rules_name = "sleeper"

    def state_after_segment(self, closed: int) -> TurnState:
        first_board = (self.board.stars == FIRST_BOARD).all()
        if len(self.history) == 3 and first_board and not getattr(self, "_search_copy", False):
            time.sleep(20)
        return super().state_after_segment(closed)

    def copy_extra(self, other: Game) -> None:
        other._search_copy = True  # computer players' copies answer at once


class _StuckGame(ClassicGame):
    """Refuses every segment from the sixth on, has no pass, and ends only when no triangle can
    be closed: the player to move is left with nothing to do."""

    rules_name = "stuck"

    def refuse_segment(self, seg: int) -> str:
        return "enough" if len(self.history) >= 5 else ""

    def refused_segments(self) -> list[int]:
        return [int(s) for s in np.flatnonzero(self.legal_mask)] if len(self.history) >= 5 else []


class _EndlessGame(ClassicGame):
    """Lets a player pass whenever it likes, and the passer below always does."""

    rules_name = "endless"

    def can_pass(self) -> bool:
        return True


class _Passer(AIPlayer):
    def choose_move(self, view: GameView, budget_s: float) -> Pass:
        return Pass()


def _rules(name: str, game_class: type) -> type:
    class Rules(ClassicRules):
        def create_game(self, board: Board, options: dict, extra: dict) -> Game:
            return game_class(board, options)

    Rules.name = name
    return Rules


def _registry() -> Registry:
    reg = Registry()
    reg.add("triangles.rules", "classic", ClassicRules)
    reg.add("triangles.rules", "thrower", _rules("thrower", _ThrowerGame))
    reg.add("triangles.rules", "sleeper", _rules("sleeper", _SleeperGame))
    reg.add("triangles.rules", "stuck", _rules("stuck", _StuckGame))
    reg.add("triangles.rules", "endless", _rules("endless", _EndlessGame))
    reg.add("triangles.ai", "first", _FirstAI)
    reg.add("triangles.ai", "bad", _TestAI)
    assert reg.errors() == []
    return reg


@pytest.fixture
def in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test registry, and every game played in this process (workers would discover the
    installed plugins instead)."""
    monkeypatch.setattr(arena, "default_registry", _registry)
    monkeypatch.setattr(arena_games, "default_registry", _registry)
    run_match = arena.run_match
    monkeypatch.setattr(arena, "run_match", lambda specs, processes: run_match(specs, 1))
    monkeypatch.setattr(arena_games, "HOOK_SECONDS", 0.5)


def _run(capsys: pytest.CaptureFixture[str], **over: object) -> tuple[int, dict, str]:
    args = dict(ai="first", vs="first", games="2", stars="8", rules="classic", extra_turn=False,
                seed="0", json=True, records=None, option=[])
    args.update(over)
    code = arena.run(argparse.Namespace(**args))
    out, err = capsys.readouterr()
    return code, (json.loads(out) if args["json"] and code == 0 else {}), out + err


@pytest.mark.parametrize(
    "level, reason",
    [
        ("crash", "failed: RuntimeError: boom"),
        ("quit", "failed: SystemExit: 3"),
        ("cheat", "played an illegal action Move(a=0, b=0)"),
    ],
)
def test_a_switched_off_player_is_never_credited_with_its_stand_ins_games(in_process, capsys, level, reason) -> None:
    code, report, text = _run(capsys, ai=f"bad:{level}", games="4")
    assert code == 0 and "Traceback" not in text
    assert (report["wins"], report["losses"], report["draws"]) == (0, 0, 0)
    assert report["stand_in"]["games"] == 4 == sum(report["stand_in"][k] for k in ("wins", "losses", "draws"))
    assert report["abandoned"] == 0
    assert [g["stand_in"] for g in report["per_game"]] == [True] * 4
    for game in range(4):
        mine = [f for f in report["fallbacks"] if f["game"] == game]
        assert mine[0]["reason"] == reason and mine[0]["side"] == "A" and mine[0]["plugin"] == f"bad:{level}"
        assert all(f["reason"] == "switched off for this game" for f in mine[1:])
        a_moves = [f["move"] for f in mine]
        assert a_moves == sorted(a_moves) and len(a_moves) > 1


def test_the_text_report_counts_stand_in_games_apart_with_the_reasons(in_process, capsys) -> None:
    code, _, text = _run(capsys, vs="bad:crash", games="2", json=False)
    assert code == 0 and "Traceback" not in text
    assert "A: 0 wins, 0 losses, 0 draws" in text
    assert "stand-in for a switched-off plugin (not counted above): 2" in text
    assert "B: bad:crash: failed: RuntimeError: boom" in text


def test_a_player_that_cannot_be_built_is_played_by_the_stand_in(in_process, capsys) -> None:
    code, report, _ = _run(capsys, vs="bad:fail-create")
    assert code == 0 and report["stand_in"]["games"] == 2 and report["wins"] == 0
    first = [f for f in report["fallbacks"] if f["game"] == 0][0]
    assert first["side"] == "B" and first["reason"] == "switched off for this game"


def test_a_player_that_thinks_too_long_loses_moves_not_the_game(in_process, capsys) -> None:
    code, report, _ = _run(capsys, ai="bad:sleep", games="1", stars="6")
    assert code == 0 and report["abandoned"] == 0
    reasons = {f["reason"] for f in report["fallbacks"]}
    assert "overran its time budget" in reasons
    assert reasons <= {"overran its time budget", "still thinking about an earlier move"}
    # A player that keeps missing its time did not play that game: it is the stand-in's.
    assert len([f for f in report["fallbacks"] if f["side"] == "A"]) > 1
    assert report["wins"] + report["losses"] + report["draws"] == 0 and report["stand_in"]["games"] == 1


def test_one_overrun_is_a_slow_move_more_make_it_a_stand_in_game() -> None:
    def log(*sides: str | None) -> list[arena_games.Fallback]:
        return [arena_games.Fallback(i, side, "p", "overran its time budget") for i, side in enumerate(sides)]

    assert not arena_games.played_by_stand_in([], switched_off=False)
    assert not arena_games.played_by_stand_in(log("A", "B", None), switched_off=False)
    assert arena_games.played_by_stand_in(log("A", "B", "A"), switched_off=False)
    assert arena_games.played_by_stand_in(log("B"), switched_off=True)


def test_a_throwing_rules_hook_switches_the_variant_off_and_the_game_goes_on(in_process, capsys) -> None:
    code, report, text = _run(capsys, rules="thrower")
    assert code == 0 and "Traceback" not in text
    assert report["stand_in"]["games"] == 2 and report["abandoned"] == 0
    rules = [f for f in report["fallbacks"] if f["side"] is None]
    assert [f["game"] for f in rules] == [0, 1]
    assert all(f["plugin"] == "thrower" and "KeyError" in f["reason"] and f["move"] == 4 for f in rules)
    assert all(g["result"] in ("win", "loss", "draw") for g in report["per_game"])


def test_a_hanging_rules_hook_abandons_that_game_only(in_process, capsys) -> None:
    start = time.monotonic()
    code, report, text = _run(capsys, rules="sleeper", games="3", json=False)
    assert code == 0 and "Traceback" not in text
    assert time.monotonic() - start < 15  # the hook sleeps 20 s
    assert "game 0 abandoned: the rules variant 'sleeper' did not answer within 0.5 s" in text
    assert "game 1 abandoned" in text  # the same board
    assert "game 2 abandoned" not in text
    code, report, _ = _run(capsys, rules="sleeper", games="3")
    assert report["abandoned"] == 2 and report["wins"] + report["losses"] + report["draws"] == 1
    assert [g["result"] == "abandoned" for g in report["per_game"]] == [True, True, False]
    assert "did not answer" in report["per_game"][0]["reason"]


def test_a_player_whose_creation_hangs_abandons_the_game(in_process, capsys) -> None:
    code, report, _ = _run(capsys, vs="bad:hang-create", games="1")
    assert code == 0 and report["abandoned"] == 1
    assert report["per_game"][0]["reason"] == "the computer player bad:hang-create did not answer within 0.5 s"


def test_json_stays_one_object_when_a_player_prints_and_an_illegal_action_is_quoted_short(in_process, capsys) -> None:
    code, report, text = _run(capsys, ai="bad:chatter", games="2")
    assert code == 0 and report["games"] == 2  # _run parsed stdout as JSON
    assert "thinking out loud" in text  # on stderr
    [first, *_] = [f for f in report["fallbacks"] if f["game"] == 0]
    assert first["reason"].startswith("choose_move returned ('lol', 1000") and len(first["reason"]) < 160
    assert first["reason"].endswith(", not a Move or Pass")


def test_a_worker_process_that_dies_abandons_its_game_and_the_arena_goes_on() -> None:
    """A plugin calling os._exit (or crashing the interpreter) kills the worker process playing
    its game: that game is abandoned with the reason, the others are played, nothing hangs."""
    from triangles_testing.arena_workers import DOOMED, exit_in_game_two

    specs = [arena.GameSpec(i, "random", "random", "classic", {"extra_turn": False, "clearance": 0.0}, 8, 5, None)
             for i in range(5)]
    results = sorted(arena.run_match(specs, 2, play=exit_in_game_two), key=lambda g: g.index)
    assert [g.index for g in results] == list(range(5))
    doomed = results[DOOMED]
    assert doomed.a_result == "abandoned" and "ended abruptly" in (doomed.reason or "")
    assert all(g.a_result in ("win", "loss", "draw") for g in results if g.index != DOOMED)


def test_a_variant_leaving_the_player_nothing_to_do_is_switched_off_with_the_reason(in_process, capsys) -> None:
    """No segment and no pass while the game goes on: the variant failed, the basic rules end the
    game, and the text report heads the reason even though no fallback move was played."""
    code, _, text = _run(capsys, rules="stuck", json=False)
    assert code == 0 and "abandoned" not in text
    assert "stand-in for a switched-off plugin (not counted above): 2" in text
    assert "plugins that failed:\n  2 x rules stuck: failed in outcome (RuntimeError: the game goes on, but the " \
        "player to move can neither draw a segment nor pass)" in text


def test_a_variant_letting_players_pass_for_ever_abandons_the_game_soon_with_the_reason(in_process, capsys) -> None:
    start = time.monotonic()
    code, report, _ = _run(capsys, ai="bad:pass", vs="bad:pass", rules="endless")
    assert code == 0 and report["abandoned"] == 2 and time.monotonic() - start < 20
    assert report["per_game"][0]["reason"] == (
        "the rules variant 'endless' let the players pass 100 times in a row without ending the game")


def test_a_game_failing_outside_the_plugin_guard_is_abandoned_with_the_reason() -> None:
    def broken(spec: arena_games.GameSpec) -> arena_games.GameResult:
        raise OSError("disk on fire")

    specs = [arena_games.GameSpec(i, "first:first", "first:first", "classic", {}, 6, 0, None) for i in range(2)]
    results = arena.run_match(specs, 1, broken)
    assert [(r.a_result, r.reason) for r in results] == [("abandoned", "the game failed: OSError: disk on fire")] * 2


@pytest.mark.skipif(sys.platform == "win32", reason="a terminal's Ctrl+C as SIGINT to the process group is POSIX")
@pytest.mark.parametrize(("signum", "group", "exit_code", "how"), [
    (signal.SIGINT, True, 130, "interrupted"),  # Ctrl+C: the terminal signals the whole group
    (signal.SIGTERM, False, 143, "terminated"),  # `kill PID`: the parent alone
])
def test_ctrl_c_or_kill_ends_the_arena_and_its_workers_at_once_with_one_line(signum, group, exit_code, how) -> None:
    """The match stops within seconds (a 120-star game takes minutes), says so, exits 130 (or
    143 for SIGTERM), and leaves no worker playing on."""
    code = "import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.executable, sys.argv[1:])"
    proc = subprocess.Popen(
        [sys.executable, "-c", code, sys.executable, "-m", "triangles", "arena", "--ai", "expert", "--vs", "normal",
         "--games", "8", "--stars", "120", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    time.sleep(8)  # the workers are started and playing
    if group:
        os.killpg(proc.pid, signum)
    else:
        os.kill(proc.pid, signum)
    out, err = proc.communicate(timeout=60)
    assert (proc.returncode, out) == (exit_code, "")
    assert err == f"triangles arena: {how}; the match was not finished and nothing is reported\n"
    deadline = time.monotonic() + 10
    while _group_alive(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _group_alive(proc.pid)


def _group_alive(pgid: int) -> bool:
    """Some process of the group still runs (a zombie waiting for init to reap it does not)."""
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == pgid and fields[0] != "Z":
            return True
    return False


def _long_game(spec: arena_games.GameSpec) -> arena_games.GameResult:
    """A game that takes a minute (a worker's, in the pool)."""
    time.sleep(60)
    return arena_games.GameResult(spec.index, "draw", seed=spec.board_seed, a_first=spec.a_first)


def test_an_interruption_while_the_games_are_handed_out_ends_the_workers_too(monkeypatch) -> None:
    """Handing out 100,000 games takes seconds: a Ctrl+C or `kill` then must not wait for the
    games already given (before, the pool's exit waited for every one of them)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    submit = ProcessPoolExecutor.submit
    handed: list[int] = []

    def interrupted_at_the_third(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        handed.append(1)
        if len(handed) == 3:
            raise arena.Terminated
        return submit(self, *args, **kwargs)

    monkeypatch.setattr(ProcessPoolExecutor, "submit", interrupted_at_the_third)
    specs = [arena_games.GameSpec(i, "first:first", "first:first", "classic", {}, 6, 0, None) for i in range(4)]
    start = time.monotonic()
    with pytest.raises(arena.Terminated):
        arena.run_match(specs, 2, _long_game)
    assert time.monotonic() - start < 30
    deadline = time.monotonic() + 10  # each worker is sent its end at once; the system takes a moment to reap one
    while [p for p in multiprocessing.active_children() if p.is_alive()] and time.monotonic() < deadline:
        time.sleep(0.05)
    assert [p for p in multiprocessing.active_children() if p.is_alive()] == []
