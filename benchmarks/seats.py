"""Who won arena games, by seat: the player who made the last move, and the one who gave first.

A classic game without the extra turn and without a clearance ends when no legal segment is left
(docs/rules.md): the drawn segments are then a triangulation of the stars, and every
triangulation of n stars with h of them on the hull has 3n - 3 - h segments and 2n - 2 - h
triangles, all of them scored. So the number of moves, and which seat makes the last one, are
fixed by the board before the first move: the first player makes it when that number is odd.
Who runs out of safe segments first (must give the first triangle away) is decided by the play.

This reads the records of `triangles arena --records DIR` and prints, for the player named by
`--player`, its W-L-D in the games where it made the last move and in the others, and the same
split by who gave first. Measured this way (24 stars, seeds 101 and 202): the last mover won every
game, Expert against chain-aware play as well as chain-aware play against itself, whoever gave
first.

With `--exact N` it asks the same of perfect play instead: on small boards of N stars, a random
safe phase (both sides draw safe segments at random until none is left), then the capture phase
solved exactly when it has at most `--limit` segments in play; it prints the value for the last
mover of each position solved. With `--from-start` there is no safe phase: whole games are solved
from the first move (boards of 7 or 8 stars).

With `--convex N` it solves whole games on the two families of boards for which the game's
published analysis (Horiyama et al., "Sankaku-tori", J. Inf. Process. 25, 2017) proves who can
win: 4 to N stars in convex position, where the first player can force a win, and all but one of
them on the hull, where it cannot. It prints the first player's margin with perfect play, without
and with the extra turn (up to 11 stars, about 4 minutes).

With `--solved-at 34,30` it asks when a recorded game was decided: at the first position of each
game with at most that many segments in play, the player's lead plus the exact value of the rest
of the game for it (both sides playing perfectly from there), beside the final margin. Positions
of 30 to 34 segments in play take minutes each; `--cap` bounds each solve.

With `--capture-phase` it solves each recorded game at its first position without a safe
segment, where the capture phase starts: whether a player could still have turned the game
there, had both sides played perfectly from then on. On 12 stars those positions have 19 to 30
segments in play and take seconds; on 16 stars, 33 to 38, beyond a minute and a half.

With `--solved-at` and `--playouts N` together it values each solved position by N playouts too,
and prints how far they are from the exact values on average: the playouts' accuracy on real
games (docs/arena.md, "The capture that hands over more").

With `--playouts N` alone it prints, at each position of each game with at most `--from-in-play`
segments in play, what Expert's playouts make of it: the player's lead plus the mean of N
playouts for it (Normal's policy on both sides to the end). Where that estimate jumps at one
move, the playouts did not foresee that move (docs/arena.md: the capture refusals).

    python benchmarks/seats.py DIR [DIR ...] [--player expert] [--games]
    python benchmarks/seats.py DIR [DIR ...] --solved-at 34,30 [--cap 600]
    python benchmarks/seats.py DIR [DIR ...] --capture-phase [--cap 60]
    python benchmarks/seats.py DIR [DIR ...] --solved-at 27,25,23 --playouts 100
    python benchmarks/seats.py DIR [DIR ...] --playouts 200 [--from-in-play 110]
    python benchmarks/seats.py --exact 12 [--boards 15] [--safe-phases 4] [--limit 25]
    python benchmarks/seats.py --exact 8 --from-start [--boards 30] [--limit 28]
    python benchmarks/seats.py --convex 10
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from triangles.engine import Game, GameRecord, Move, random_stars, side_counts
from triangles.engine.record import load
from triangles.plugins.registry import Registry, default_registry
from triangles.record_check import game_from_record

if TYPE_CHECKING:
    from triangles_ai.compact import Compact
    from triangles_ai.solver import Solver


@dataclass(frozen=True)
class Seats:
    """One finished game: the players by seat (1 moves first) and what each seat did."""

    path: str
    players: tuple[str, str]
    moves: int
    score: tuple[int, int]
    last_mover: int | None  # the seat that made the last move, when the board fixes it (see above)
    first_giver: int | None  # the seat after whose move the opponent could first close a triangle

    @property
    def winner(self) -> int:
        """1 or 2, or 0 for a draw."""
        return 1 if self.score[0] > self.score[1] else 2 if self.score[1] > self.score[0] else 0

    def seat_of(self, player: str) -> int | None:
        """The seat of the player whose name ends with `player` ("expert" finds "standard:expert")."""
        for seat, name in enumerate(self.players, 1):
            if name == player or name.endswith(":" + player):
                return seat
        return None


def fixed_by_board(record: GameRecord) -> bool:
    """Whether the board fixes the number of moves: classic play without the extra turn and
    without a clearance (every triangulation of the stars has the same number of segments)."""
    options = record.options
    return record.rules == "classic" and not options.get("extra_turn", False) and not options.get("clearance", 0.0)


def read_game(path: Path, registry: Registry) -> Seats | None:
    """The seats of one arena record; None when the game did not reach its end."""
    record = load(path)
    players = tuple(str(p.get("ai", p.get("name", "?"))) for p in record.extra.get("players", [{}, {}]))
    game = game_from_record(record, registry)
    first_giver = None
    for action in record.moves:
        mover = game.turn
        if not game.push(action).accepted:
            return None
        if first_giver is None:
            closes, _, _ = side_counts(game.board, game.drawn, game.alive_mask)
            if np.any(closes[game.legal_mask] > 0):
                first_giver = mover
    if not game.is_over() or len(players) != 2:
        return None
    last = (1 if len(record.moves) % 2 else 2) if fixed_by_board(record) else None
    score = (int(game.scores[0]), int(game.scores[1]))
    return Seats(str(path), (players[0], players[1]), len(record.moves), score, last, first_giver)


def read_folders(folders: list[str], registry: Registry | None = None) -> list[Seats]:
    """Every finished game of the records in `folders` (files *.triangles, in name order)."""
    registry = registry or default_registry()
    games = []
    for folder in folders:
        for path in sorted(Path(folder).glob("*.triangles")):
            game = read_game(path, registry)
            if game is not None:
                games.append(game)
    return games


def tally(games: list[Seats], player: str) -> dict[str, list[int]]:
    """The player's [wins, losses, draws] in the games where it made the last move ("last") and
    in the others ("not_last"), where it gave first ("gave_first") and where the opponent did
    ("took_first"); and for both players alike, how often the seat making the last move won
    ("last_mover": [won, lost, drawn])."""
    out: dict[str, list[int]] = {k: [0, 0, 0] for k in ("last", "not_last", "gave_first", "took_first", "last_mover")}

    def add(key: str, seat: int, game: Seats) -> None:
        out[key][0 if game.winner == seat else 2 if game.winner == 0 else 1] += 1

    for game in games:
        if game.last_mover is not None:
            add("last_mover", game.last_mover, game)
        seat = game.seat_of(player)
        if seat is None:
            continue
        if game.last_mover is not None:
            add("last" if game.last_mover == seat else "not_last", seat, game)
        if game.first_giver is not None:
            add("gave_first" if game.first_giver == seat else "took_first", seat, game)
    return out


def moves_to_end(game: Game) -> int:
    """The moves still to be made in a classic game without the extra turn: the same whichever
    are made (see above), so those of any one way to the end, here the lowest legal segment each
    time, on a copy."""
    rest = game.copy()
    count = 0
    while not rest.is_over():
        a, b = rest.board.segment_ends[int(rest.legal_moves.ids()[0])]
        rest.push(Move(int(a), int(b)))
        count += 1
    return count


def margins(games: list[Seats], player: str) -> dict[str, list[int]]:
    """The player's triangles minus the opponent's in each game where it made the last move
    ("last") and in the others ("not_last"): how far from turning a game a seat is."""
    out: dict[str, list[int]] = {"last": [], "not_last": []}
    for game in games:
        seat = game.seat_of(player)
        if seat is None or game.last_mover is None:
            continue
        out["last" if game.last_mover == seat else "not_last"].append(game.score[seat - 1] - game.score[2 - seat])
    return out


def exact_capture_phases(stars: int, boards: int, safe_phases: int, limit: int, from_start: bool = False) -> list[int]:
    """The exact value for the last mover (its triangles minus the other's, the score being 0-0
    when the safe phase ends) of each capture phase solved, or of each whole game `from_start`;
    see the module's docstring."""
    from triangles_ai.compact import build
    from triangles_ai.solver import Solver

    rules = default_registry().rules("classic")
    assert rules is not None
    rng = random.Random(stars)
    values = []
    for board in range(boards):
        for _ in range(1 if from_start else safe_phases):
            game = rules.new_game(random_stars(stars, 1000 + board), {"extra_turn": False})
            while not from_start:
                closes, offers, _ = side_counts(game.board, game.drawn, game.alive_mask)
                safe = np.flatnonzero(game.legal_mask & (closes == 0) & (offers == 0))
                if not len(safe):
                    break
                a, b = game.board.segment_ends[int(safe[rng.randrange(len(safe))])]
                game.push(Move(int(a), int(b)))
            pos = build(game.board, game.legal_mask, game.drawn, game.alive_mask, False)
            if pos.size > limit:
                continue
            t0 = time.perf_counter()
            value = int(Solver(pos).solve_choice().value)  # for the player to move
            last_to_move = moves_to_end(game) % 2 == 1
            values.append(value if last_to_move else -value)
            print(f"board {board}: {len(game.history)} safe moves, {pos.size} segments in play, "
                  f"value for the last mover {values[-1]:+d} ({time.perf_counter() - t0:.1f} s)", flush=True)
    return values


def convex_boards(largest: int) -> None:
    """Print the first player's margin with perfect play on n stars in convex position and on
    n - 1 around one inside, n from 4 to `largest`; see the module's docstring."""
    from triangles_ai.compact import build
    from triangles_ai.solver import Solver

    rules = default_registry().rules("classic")
    assert rules is not None

    def polygon(n: int) -> list[list[float]]:
        return [[math.cos(2 * math.pi * k / n + 0.1), math.sin(2 * math.pi * k / n + 0.1)] for k in range(n)]

    def margin(stars: list[list[float]], extra: bool) -> str:
        game = rules.new_game(np.array(stars), {"extra_turn": extra})
        value = int(Solver(build(game.board, game.legal_mask, game.drawn, game.alive_mask, extra)).solve_root().value)
        last = "first" if moves_to_end(game) % 2 else "second"
        return f"{value:+d}" + ("" if extra else f" ({last} moves last)")

    print("stars | the first player's margin with perfect play, one segment a turn | with the extra turn")
    for n in range(4, largest + 1):
        for name, stars in ((f"{n} in convex position", polygon(n)),
                            (f"{n - 1} on the hull, 1 inside", polygon(n - 1) + [[0.031, 0.017]])):
            t0 = time.perf_counter()
            print(f"{name} | {margin(stars, False)} | {margin(stars, True)}  ({time.perf_counter() - t0:.1f} s)", flush=True)


@dataclass(frozen=True)
class Solved:
    """A position of a recorded game solved exactly: the first with at most `limit` segments in
    play, the player's `lead` there, and its final margin if both sides played perfectly from
    there (`total`; None when the solve did not finish within its allowance), and the lead plus
    the playouts' mean there when they were asked for (`estimate`)."""

    limit: int
    in_play: int
    lead: int
    total: int | None
    estimate: float | None = None


def _positions(game: Seats, registry: Registry, player: str) -> Iterator[tuple[Compact, int, bool]]:
    """Each position of a finished game read by `read_game`, the last one included, as the
    compact position, `player`'s lead there and whether it is to move; nothing when `player`
    did not play it. Stopping early skips the rest of the replay."""
    from triangles_ai.compact import build

    seat = game.seat_of(player)
    if seat is None:
        return
    record = load(game.path)
    replay = game_from_record(record, registry)
    extra = bool(record.options.get("extra_turn", False))
    for action in [*record.moves, None]:
        pos = build(replay.board, replay.legal_mask, replay.drawn, replay.alive_mask, extra)
        yield pos, int(replay.scores[seat - 1]) - int(replay.scores[2 - seat]), replay.turn == seat
        if action is not None:
            replay.push(action)


def solved_at(game: Seats, registry: Registry, player: str, limits: list[int], cap: float,
              playouts: int = 0) -> list[Solved]:
    """For each of `limits` (largest first), the first position of the finished game with at
    most that many segments in play, solved exactly for `player` (see Solved), and valued by
    that many `playouts` too when asked: how far the playouts' picture is from the truth."""
    from triangles_ai.solver import Solver

    todo = sorted(set(limits), reverse=True)
    out = []
    for pos, lead, to_move in _positions(game, registry, player):
        while todo and pos.in_play <= todo[0]:
            total = _margin_if_perfect(Solver(pos), lead, to_move, cap) if pos.in_play else lead
            estimate = _estimate(pos, lead, to_move, playouts) if playouts else None
            out.append(Solved(todo.pop(0), pos.in_play, lead, total, estimate))
        if not todo:
            break
    return out


def solved_at_capture_phase(game: Seats, registry: Registry, player: str, cap: float) -> Solved | None:
    """The first position of the finished game without a safe segment (every segment closes or
    offers a triangle), solved exactly for `player` as in `solved_at` (`limit` 0); None when the
    game never got there."""
    from triangles_ai.solver import Solver

    for pos, lead, to_move in _positions(game, registry, player):
        solver = Solver(pos)
        options = solver.root_options()
        if not options:
            return None
        if any(option[0] == 0 for option in options):  # a safe segment, or a pooled one
            continue
        return Solved(0, pos.in_play, lead, _margin_if_perfect(solver, lead, to_move, cap))
    return None


def _margin_if_perfect(solver: Solver, lead: int, to_move: bool, cap: float) -> int | None:
    """The player's final margin if both sides play perfectly from the solver's position, where
    it leads by `lead`; None when solving takes more than `cap` seconds (a bound, not the value)."""
    from triangles_ai.solver import Timeout

    solver.deadline = time.perf_counter() + cap
    try:
        result = solver.solve_root(all_best=False)  # for the player to move
    except Timeout:
        return None
    if not result.exact:
        return None
    return lead + (int(result.value) if to_move else -int(result.value))


@dataclass(frozen=True)
class Estimate:
    """A position of a recorded game as the playouts see it: segments in play, whether the
    player is to move, its lead, and its lead plus the mean playout result for it."""

    in_play: int
    to_move: bool
    lead: int
    estimate: float


def playout_estimates(game: Seats, registry: Registry, player: str, playouts: int, most_in_play: int) -> list[Estimate]:
    """Every position of the finished game with at most `most_in_play` segments in play, valued
    by `playouts` games of Normal's policy for `player` (see Estimate), the last one included."""
    out = []
    for pos, lead, to_move in _positions(game, registry, player):
        if pos.in_play <= most_in_play:
            out.append(Estimate(pos.in_play, to_move, lead, _estimate(pos, lead, to_move, playouts)))
    return out


def _estimate(pos: Compact, lead: int, to_move: bool, playouts: int) -> float:
    """The player's lead plus the mean of `playouts` games of Normal's policy for it (the same
    random source every time, so that runs compare)."""
    from triangles_ai.solver import playout

    rng = random.Random(1)
    mean = statistics.fmean(playout(pos, pos.free, pos.alive, len(pos.pool), rng) for _ in range(playouts))
    return lead + (mean if to_move else -mean)


def wld(counts: list[int]) -> str:
    return "-".join(map(str, counts))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", help="folders of arena records (triangles arena --records)")
    parser.add_argument("--player", default="expert", help="the player to count for (default: expert)")
    parser.add_argument("--games", action="store_true", help="print one line per game too")
    parser.add_argument("--exact", type=int, metavar="N", help="solve capture phases on boards of N stars instead")
    parser.add_argument("--boards", type=int, default=15)
    parser.add_argument("--safe-phases", type=int, default=4, help="random safe phases a board")
    parser.add_argument("--limit", type=int, default=25, help="most segments in play of a position solved")
    parser.add_argument("--from-start", action="store_true", help="with --exact: solve whole games, no safe phase")
    parser.add_argument("--solved-at", metavar="N,N", help="solve each game exactly at these many segments in play")
    parser.add_argument("--capture-phase", action="store_true",
                        help="solve each game exactly at its first position without a safe segment")
    parser.add_argument("--cap", type=float, default=600.0,
                        help="with --solved-at or --capture-phase: most seconds a position")
    parser.add_argument("--playouts", type=int, metavar="N",
                        help="value each position (with --solved-at, each solved one) by N playouts")
    parser.add_argument("--from-in-play", type=int, default=1000, help="with --playouts: most segments in play")
    parser.add_argument("--convex", type=int, metavar="N",
                        help="solve whole games on stars in convex position (and with one inside), 4 to N stars")
    args = parser.parse_args()
    if args.convex:
        convex_boards(args.convex)
        return 0
    if args.exact:
        values = exact_capture_phases(args.exact, args.boards, args.safe_phases, args.limit, args.from_start)
        won, lost = sum(v > 0 for v in values), sum(v < 0 for v in values)
        what = "whole games" if args.from_start else "capture phases"
        print(f"{len(values)} {what} solved: the last mover wins {won}, loses {lost}, draws {len(values) - won - lost}")
        return 0
    if not args.folders:
        parser.error("give folders of arena records, or --exact N, or --convex N")
    games = read_folders(args.folders)
    if args.playouts and not args.solved_at:
        registry = default_registry()
        for g in games:
            found = playout_estimates(g, registry, args.player, args.playouts, args.from_in_play)
            if found:
                line = " ".join(f"{e.in_play}{'*' if e.to_move else ''}:{e.lead:+d}/{e.estimate:+.1f}" for e in found)
                print(f"{g.path}: {args.player} (in play, * to move: lead/estimate) {line}", flush=True)
        return 0
    if args.capture_phase:
        registry = default_registry()
        tally_by_seat: dict[str, list[int]] = {"making the last move": [0, 0, 0], "not making it": [0, 0, 0]}
        kept = 0
        for g in games:
            seat = g.seat_of(args.player)
            if seat is None or g.last_mover is None:
                continue
            final = g.score[seat - 1] - g.score[2 - seat]
            solved = solved_at_capture_phase(g, registry, args.player, args.cap)
            if solved is None:
                continue
            key = "making the last move" if g.last_mover == seat else "not making it"
            what = "not solved" if solved.total is None else f"solved {solved.total:+d}"
            print(f"{g.path}: {args.player}, {key}: capture phase from {solved.in_play} in play, "
                  f"lead {solved.lead:+d}, {what}; final {final:+d}", flush=True)
            if solved.total is not None:
                tally_by_seat[key][0 if solved.total > 0 else 1 if solved.total < 0 else 2] += 1
                kept += solved.total == final
        solved_games = sum(sum(v) for v in tally_by_seat.values())
        print(f"perfect play from the first position without a safe segment, for {args.player}: "
              + ", ".join(f"{key} {wld(v)}" for key, v in tally_by_seat.items())
              + f"; the final margin was that value in {kept} of {solved_games} games solved")
        return 0
    if args.solved_at:
        limits = [int(n) for n in args.solved_at.split(",")]
        registry = default_registry()
        errors = []
        for g in games:
            seat = g.seat_of(args.player)
            if seat is None:
                continue
            final = g.score[seat - 1] - g.score[2 - seat]
            solved = solved_at(g, registry, args.player, limits, args.cap, args.playouts or 0)
            errors += [abs(s.estimate - s.total) for s in solved if s.estimate is not None and s.total is not None]
            found = " ".join(f"{s.in_play} in play: lead {s.lead:+d}, "
                             f"{'not solved' if s.total is None else f'solved {s.total:+d}'}"
                             f"{'' if s.estimate is None else f', playouts {s.estimate:+.1f}'};" for s in solved)
            last = "" if g.last_mover is None else ", making the last move" if g.last_mover == seat else ", not making the last move"
            print(f"{g.path}: {args.player}{last}: {found} final {final:+d}", flush=True)
        if errors:
            print(f"playouts off the exact value by {statistics.fmean(errors):.2f} triangles on average over "
                  f"{len(errors)} positions, by more than 2 at {sum(e > 2 for e in errors)}")
        return 0
    if args.games:
        for g in games:
            print(f"{g.path}: seat 1 {g.players[0]}, seat 2 {g.players[1]}, {g.moves} moves, score {g.score[0]}-{g.score[1]}, "
                  f"last move seat {g.last_mover or '-'}, first gift seat {g.first_giver or '-'}")
    counts = tally(games, args.player)
    print(f"{len(games)} finished games")
    print(f"the seat making the last move (fixed by the board): won-lost-drawn {wld(counts['last_mover'])}")
    print(f"{args.player}: making the last move {wld(counts['last'])}, not {wld(counts['not_last'])}; "
          f"giving first {wld(counts['gave_first'])}, not {wld(counts['took_first'])}")
    for key, label in (("last", "making the last move"), ("not_last", "not making it")):
        ahead = margins(games, args.player)[key]
        if ahead:
            print(f"{args.player} {label}: {sum(ahead) / len(ahead):+.1f} triangles a game on average "
                  f"(from {min(ahead):+d} to {max(ahead):+d})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
