"""A plugin that throws during play is switched off for the rest of that game with a message, and
the game goes on: rules variants (hooks and extra calls) and computer players."""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
import pytest

from triangles.engine import OptionError, random_stars
from triangles.plugins.api import (
    GROUP_AI, GROUP_RULES, Action, AIPlayer, AIPlugin, Board, Game, GameView, Move, Outcome, Pass, TurnBudget,
    TurnState,
)
from triangles.plugins.discovery import LINE_CHARS
from triangles.plugins.guard import GameGuard, PluginError, PluginFailure, SafePlayer, activate
from triangles_classic import ClassicGame, ClassicRules

STARS = random_stars(12, seed=5)


class Flaky(ClassicGame):
    """Classic, except the chosen hook throws from the `after`-th call on; counts the calls."""

    rules_name = "flaky"
    failing = ""
    after = 1

    def __init__(self, board: Board, options: dict[str, Any]) -> None:
        self.calls: dict[str, int] = {}
        super().__init__(board, options)

    def _maybe_throw(self, hook: str) -> None:
        self.calls[hook] = self.calls.get(hook, 0) + 1
        if hook == self.failing and self.calls[hook] >= self.after:
            raise ZeroDivisionError(f"{hook} is broken")

    def state_after_segment(self, closed: int):
        self._maybe_throw("state_after_segment")
        return self.state  # the variant would keep the same player forever

    def outcome(self):
        self._maybe_throw("outcome")
        return super().outcome()

    def refuse_segment(self, seg: int) -> str:
        self._maybe_throw("refuse_segment")
        return ""

    def copy_extra(self, other: Game) -> None:
        other.calls = dict(self.calls)

    def hint(self, suggestion: Action | None = None) -> Action | None:
        raise KeyError("no hint today")


def flaky_rules(failing: str, after: int = 1) -> ClassicRules:
    class FlakyRules(ClassicRules):
        name = "flaky"
        title = "Flaky"

        def create_game(self, board, options, extra):
            game = type("FlakyGame", (Flaky,), {"failing": failing, "after": after})(board, options)
            return game

    return FlakyRules()


def first_move(game: Game) -> Move:
    return next(iter(game.legal_moves))


def play_out(game: Game, limit: int = 1000) -> None:
    from triangles.plugins.safe_play import fallback_action

    for _ in range(limit):
        if game.is_over():
            return
        assert game.push(fallback_action(game)).accepted
    raise AssertionError("the game did not end")


# ------------------------------------------------------------------------------------ rules
def test_a_throwing_hook_switches_the_variant_off_and_the_game_goes_on() -> None:
    seen: list[PluginFailure] = []
    guard = GameGuard(on_failure=seen.append)
    game = guard.new_game(flaky_rules("state_after_segment", after=3), STARS)
    assert isinstance(game, Flaky) and type(game).__name__ == "FlakyGame"
    for _ in range(2):  # the variant's own rule: the same player draws again
        assert game.push(first_move(game)).next_player == 1
    result = game.push(first_move(game))  # the third call throws
    assert result.accepted and result.next_player == 2  # basic rules: the turn passes
    assert guard.rules_disabled
    assert seen == guard.failures and len(seen) == 1
    failure = seen[0]
    assert (failure.group, failure.name, failure.during) == (GROUP_RULES, "flaky", "state_after_segment")
    assert failure.error == "ZeroDivisionError: state_after_segment is broken"
    assert "switched off for the rest of this game" in failure.message
    play_out(game)
    assert game.calls["state_after_segment"] == 3  # never asked again
    assert game.outcome() is not None and len(guard.failures) == 1


def test_undo_and_copies_of_a_watched_game_keep_working() -> None:
    guard = GameGuard()
    game = guard.new_game(flaky_rules("state_after_segment", after=2), STARS)
    game.push(first_move(game))
    copy = game.copy()
    assert type(copy) is type(game)
    copy.push(first_move(copy))  # the failure happens in a copy (a computer player's search)
    assert guard.rules_disabled and len(guard.failures) == 1
    assert game.push(first_move(game)).next_player == 2  # the real game follows the basic rules
    assert game.calls["state_after_segment"] == 1
    game.pop()
    game.pop()
    assert game.history == [] and game.turn == 1


@pytest.mark.parametrize("hook", ["outcome", "refuse_segment"])
def test_other_hooks_fall_back_to_the_basic_rules(hook: str) -> None:
    guard = GameGuard()
    game = guard.new_game(flaky_rules(hook), STARS)
    move = first_move(game)
    assert game.check(move) is None  # outcome/refuse_segment threw inside check
    assert guard.rules_disabled and guard.failures[0].during == hook
    play_out(game)
    outcome = game.outcome()
    assert outcome is not None and outcome.score == game.score and game.alive_count == 0


def test_a_variant_extra_is_guarded_like_a_hook() -> None:
    guard = GameGuard()
    game = guard.new_game(flaky_rules(""), STARS)
    assert game.hint(first_move(game)) is None
    assert guard.failures[0].during == "hint" and guard.failures[0].error == "KeyError: 'no hint today'"
    assert guard.rules_disabled
    assert game.hint_limit() == 0 and game.turn_budget() is None and game.tip() is None  # the basic rules: none


class Exiting(ClassicGame):
    """A variant whose hook raises SystemExit, as a careless `sys.exit()` in plugin code does."""

    rules_name = "exiting"

    def state_after_segment(self, closed: int):
        raise SystemExit(3)


class WrongTypes(ClassicGame):
    """A variant whose hooks answer with the wrong type (None for a state, a string for a bool)."""

    rules_name = "wrong"

    def state_after_segment(self, closed: int):
        return None

    def turn_budget(self):
        return "six"


def _rules_for(game_class: type) -> ClassicRules:
    class Rules(ClassicRules):
        name = game_class.rules_name
        title = game_class.rules_name

        def create_game(self, board, options, extra):
            return game_class(board, options)

    return Rules()


def test_system_exit_from_a_hook_is_contained() -> None:
    guard = GameGuard()
    game = guard.new_game(_rules_for(Exiting), STARS)
    result = game.push(first_move(game))
    assert result.accepted and result.next_player == 2  # the basic rules pass the turn on
    assert guard.rules_disabled and guard.failures[0].error == "SystemExit: 3"


class OutOfRange(ClassicGame):
    """A variant whose hooks answer with the right type and impossible values."""

    rules_name = "out-of-range"
    budget = TurnBudget(-5, 10**12, -1, "x" * 5000)

    def state_after_segment(self, closed: int):
        return TurnState(player=3)

    def turn_budget(self):
        return self.budget


class ThirdFirst(ClassicGame):
    rules_name = "third-first"

    def initial_state(self):
        return TurnState(player=0)


@pytest.mark.parametrize(("game_class", "hook", "error"), [
    (WrongTypes, "state_after_segment", "TypeError: state_after_segment() returned NoneType, not a TurnState"),
    (WrongTypes, "turn_budget", "TypeError: turn_budget() returned str, not a TurnBudget or None"),
    (OutOfRange, "state_after_segment", "ValueError: state_after_segment() gave the turn to player 3, not 1 or 2"),
    (OutOfRange, "turn_budget", "ValueError: turn_budget() gave -5 allowed and 1000000000000 left, not 0 to 1000000"),
])
def test_a_hook_answering_the_wrong_type_or_an_impossible_value_switches_the_variant_off(
        game_class: type, hook: str, error: str) -> None:
    """Impossible values of the right type: a third player's turn gave three tracebacks and a
    stuck game; a budget of 10**12 lines, 63 tracebacks (Qt cannot count that many) while
    self-check said "ok"."""
    guard = GameGuard()
    game = guard.new_game(_rules_for(game_class), STARS)
    if hook == "turn_budget":
        assert game.turn_budget() is None
    else:
        assert game.push(first_move(game)).next_player == 2
    failure = guard.failures[0]
    assert failure.during == hook and failure.error == error
    assert guard.rules_disabled
    play_out(game)
    assert game.outcome() is not None


@pytest.mark.parametrize("budget", [TurnBudget(2, 1_000_001), TurnBudget(2, 1, -1), TurnBudget(2, 1, 0, "x" * 201)])
def test_a_turn_budget_beyond_its_bounds_is_refused(budget: TurnBudget) -> None:
    guard = GameGuard()
    game = guard.new_game(_rules_for(type("Budget", (OutOfRange,), {"budget": budget})), STARS)
    assert game.turn_budget() is None and guard.failures[0].during == "turn_budget"


def test_a_game_that_starts_with_no_players_turn_is_refused() -> None:
    with pytest.raises(PluginError, match=r"initial_state\(\) gave the turn to player 0, not 1 or 2"):
        GameGuard().new_game(_rules_for(ThirdFirst), STARS)


class LyingRefusals(ClassicGame):
    """Refuses every segment but lists none as refused: legal_moves offers them all."""

    rules_name = "liar"

    def refuse_segment(self, seg: int) -> str:
        return "no"

    def refused_segments(self):
        return []


class UnlistedRefusals(LyingRefusals):
    """Lists no refusals of its own (the base class's): its refusals reach people, as before."""

    rules_name = "unlisted"
    refused_segments = Game.refused_segments


class HonestRefusals(LyingRefusals):
    rules_name = "honest"

    def refuse_segment(self, seg: int) -> str:
        return "no" if seg == 0 else ""

    def refused_segments(self):
        return [0]


def test_a_refusal_the_legal_moves_did_not_list_switches_the_variant_off() -> None:
    """Every player drew a segment `legal_moves` offered and was refused, the stand-in too: the
    game went no further and the computer player was blamed."""
    guard = GameGuard()
    game = guard.new_game(_rules_for(LyingRefusals), STARS)
    move = first_move(game)
    assert game.push(move).accepted  # the basic rules take it
    seg = game.board.segment_id(move.a, move.b)
    assert guard.failures[0].during == "refuse_segment" and guard.failures[0].error == (
        f"ValueError: refuse_segment() refused segment {seg} ('no'), which refused_segments() left open")
    for kind in (HonestRefusals, UnlistedRefusals):
        honest = GameGuard()
        game = honest.new_game(_rules_for(kind), STARS)
        a, b = (int(v) for v in game.board.segment_ends[0])
        assert not game.push(Move(a, b)).accepted and honest.failures == []


class SelfAsking(ClassicGame):
    """An outcome() that asks legal_moves, which asks outcome(): it recurses without end."""

    rules_name = "self-asking"

    def outcome(self):
        return None if len(self.legal_moves) else self.outcome_by_score()


def test_an_outcome_that_calls_itself_is_reported_and_the_game_goes_on() -> None:
    """The RecursionError meets no stack to report in; a guard nearer the top reports it, with
    what to ask instead, and the callback hears of it (the window, self-check, the arena)."""
    seen: list[PluginFailure] = []
    guard = GameGuard(on_failure=seen.append)
    game = guard.new_game(_rules_for(SelfAsking), STARS)
    assert not game.is_over()
    assert guard.rules_disabled and seen == guard.failures and len(seen) == 1
    assert seen[0].during == "outcome" and "open_segments()" in seen[0].error
    play_out(game)
    assert game.outcome() is not None


class OpenSegmentsEnd(ClassicGame):
    """Refuses segments longer than 0.5 and ends the game when nothing else can be drawn, asking
    open_segments() (not legal_moves) from outcome()."""

    rules_name = "short"

    def _long(self) -> list[int]:
        ends = self.board.segment_ends
        length = np.linalg.norm(self.board.stars[ends[:, 0]] - self.board.stars[ends[:, 1]], axis=1)
        return [int(s) for s in np.flatnonzero(self.legal_mask & (length > 0.5))]

    def refuse_segment(self, seg: int) -> str:
        return "too long" if seg in self._long() else ""

    def refused_segments(self):
        return self._long()

    def outcome(self):
        return None if len(self.open_segments()) else self.outcome_by_score("nothing_to_draw")


def test_open_segments_lets_outcome_end_a_game_the_variant_refuses_to_go_on() -> None:
    guard = GameGuard()
    game = guard.new_game(_rules_for(OpenSegmentsEnd), STARS)
    play_out(game)
    assert not guard.failures and game.outcome().reason == "nothing_to_draw"
    assert len(game.open_segments()) == 0 and game.legal_mask.any()  # only long segments were left


class Stuck(OpenSegmentsEnd):
    """The same refusals with the basic end: once only long segments are left, the player to
    move can neither draw nor pass, and the game never ends."""

    rules_name = "stuck"

    def outcome(self):
        return None if self.alive_count else self.outcome_by_score()


def test_a_game_left_with_nothing_to_do_switches_the_variant_off() -> None:
    guard = GameGuard()
    game = guard.new_game(_rules_for(Stuck), STARS)
    while not game.is_over() and len(game.legal_moves):
        assert not guard.check_playable(game, game.outcome()) and not guard.failures
        from triangles.plugins.safe_play import fallback_action

        game.push(fallback_action(game))
    assert guard.check_playable(game, game.outcome())
    [failure] = guard.failures
    assert failure.during == "outcome" and "can neither draw a segment nor pass" in failure.error
    play_out(game)  # the basic rules draw the long segments and end the game
    assert game.outcome() is not None


class WrongScore(ClassicGame):
    rules_name = "weighted"

    def outcome(self):
        over = super().outcome()
        return None if over is None else Outcome(over.winner, (over.score[0] * 2, over.score[1]), over.reason)


def test_an_outcome_with_a_score_other_than_the_triangles_closed_is_a_failure() -> None:
    guard = GameGuard()
    game = guard.new_game(_rules_for(WrongScore), STARS)
    play_out(game)
    [failure] = guard.failures
    assert failure.during == "outcome" and "pass self.score" in failure.error
    assert game.outcome().score == game.score


class TrueWinner(ClassicGame):
    rules_name = "true-winner"

    def outcome(self):
        over = super().outcome()
        return None if over is None else Outcome(True, over.score, over.reason)  # type: ignore[arg-type]


def test_an_outcome_naming_true_as_the_winner_is_a_failure() -> None:
    guard = GameGuard()
    game = guard.new_game(_rules_for(TrueWinner), STARS)
    play_out(game)
    assert guard.failures[0].error == "ValueError: outcome() named the winner True, not 1, 2 or None"


class ArrayExtra(ClassicGame):
    rules_name = "array-extra"

    def record_extra(self):
        return {"seen": np.arange(3)}


def test_record_fields_json_cannot_write_are_a_failure_and_the_record_is_saved() -> None:
    guard = GameGuard()
    game = guard.new_game(_rules_for(ArrayExtra), STARS)
    assert game.record_extra() == {}
    [failure] = guard.failures
    assert failure.during == "record_extra" and failure.error == (
        "ValueError: record_extra() gave fields a record cannot hold (Object of type ndarray is not JSON "
        "serializable); give lists, numbers, strings and dicts")


class HugeExtra(ClassicGame):
    rules_name = "huge-extra"

    def record_extra(self):
        return {"notes": "x" * (17 * 2**20)}


def test_record_fields_too_large_to_read_back_are_a_failure_and_the_record_is_saved() -> None:
    """17 MiB of fields made an autosave of 17.8 MB that the next start could not read (records
    are read up to 16 MiB): the game in progress was lost."""
    guard = GameGuard()
    game = guard.new_game(_rules_for(HugeExtra), STARS)
    assert game.record_extra() == {}
    [failure] = guard.failures
    assert failure.error == "ValueError: record_extra() gave 17.0 MiB of fields; a record keeps at most 1 MiB of them"


class SharedCounter(ClassicGame):
    """Keeps passes left in a list it forgets to copy: a search on a copy would spend the game's."""

    rules_name = "shared"

    def __init__(self, board: Board, options: dict[str, Any]) -> None:
        self.passes_left = [1, 1]
        self.cache = np.zeros(3)
        self.cache.setflags(write=False)  # read-only: sharing it is fine
        super().__init__(board, options)


def test_mutable_state_left_shared_with_copies_switches_the_variant_off() -> None:
    guard = GameGuard()
    game = guard.new_game(_rules_for(SharedCounter), STARS)
    game.copy()
    [failure] = guard.failures
    assert failure.during == "copy_extra" and failure.error.startswith(
        "ValueError: copy_extra() leaves passes_left shared between the game and its copies")


def test_the_built_in_variants_copies_share_nothing_mutable() -> None:
    from triangles_dice import DiceRules

    for rules in (ClassicRules(), DiceRules()):
        guard = GameGuard()
        game = guard.new_game(rules, STARS)
        game.push(first_move(game))
        game.copy().copy()
        assert guard.failures == []


def test_a_game_without_outcome_says_which_hook_is_missing() -> None:
    class NoOutcome(Game):
        rules_name = "no-outcome"

        def scoring_triangles(self):
            return np.ones(self.board.t, dtype=bool)

        def state_after_segment(self, closed: int):
            return TurnState(player=3 - self.state.player)

    guard = GameGuard()
    game = guard.new_game(_rules_for(NoOutcome), STARS)
    game.is_over()
    assert guard.failures[0].error == "NotImplementedError: NoOutcome does not implement outcome()"


def test_a_failing_message_callback_does_not_stop_the_game() -> None:
    def broken_callback(failure: PluginFailure) -> None:
        raise RuntimeError("the dialog could not open")

    guard = GameGuard(on_failure=broken_callback)
    game = guard.new_game(flaky_rules("refuse_segment"), STARS)
    assert game.push(first_move(game)).accepted
    assert len(guard.failures) == 1


def test_a_variant_that_cannot_build_its_game_raises_a_plugin_error_naming_it() -> None:
    class Broken(ClassicRules):
        name = "broken"

        def create_game(self, board, options, extra):
            raise IndexError("out of stars")

    class NotAGame(ClassicRules):
        name = "odd"

        def create_game(self, board, options, extra):
            return "a game"

    with pytest.raises(PluginError, match=r"^the rules variant 'broken' failed: IndexError: out of stars$") as info:
        GameGuard().new_game(Broken(), STARS)
    assert (info.value.group, info.value.name) == (GROUP_RULES, "broken")
    with pytest.raises(PluginError, match="create_game returned str, not a Game"):
        GameGuard().new_game(NotAGame(), STARS)
    with pytest.raises(OptionError):  # the caller's mistake stays what it is
        GameGuard().new_game(ClassicRules(), STARS, {"extra_turn": "yes"})


def test_activate_names_the_plugin() -> None:
    def load() -> dict[str, Any]:
        raise ValueError("bad colour\nsecond line")

    with pytest.raises(PluginError, match=r"^the theme 'dusk' failed: ValueError: bad colour$"):
        activate("triangles.themes", "dusk", load)
    assert activate(GROUP_AI, "x", lambda a, b=0: a + b, 1, b=2) == 3


def test_watching_an_existing_game_and_a_game_without_a_guard() -> None:
    plain = flaky_rules("refuse_segment").new_game(STARS)
    with pytest.raises(ZeroDivisionError):  # unguarded games behave exactly as before
        plain.check(first_move(plain))
    guard = GameGuard()
    watched = guard.watch(flaky_rules("refuse_segment").new_game(STARS))
    assert watched.check(first_move(watched)) is None
    assert guard.failures[0].name == "flaky"
    assert type(guard.watch(watched)) is type(watched)  # watching twice adds no second layer


# --------------------------------------------------------------------------- computer players
class Scripted(AIPlayer):
    """Plays the fallback's choice, but misbehaves in a chosen way from the `after`-th move on."""

    def __init__(self, mode: str, after: int) -> None:
        self.mode = mode
        self.after = after
        self.calls = 0
        self.release = threading.Event()

    def choose_move(self, view: GameView, budget_s: float) -> Action:
        from triangles.plugins.safe_play import fallback_action

        self.calls += 1
        if self.calls >= self.after:
            if self.mode == "throw":
                raise MemoryError("out of ideas")
            if self.mode == "illegal":
                return Move(0, 0)
            if self.mode in ("tuple", "none"):
                return (0, 1) if self.mode == "tuple" else None  # type: ignore[return-value]
            if self.mode == "slow" and self.calls == self.after:
                self.release.wait(10)
        return fallback_action(view.copy())


class ScriptedAI(AIPlugin):
    name = "scripted"
    title = "Scripted"
    levels = ("throw", "illegal", "tuple", "none", "slow", "fine")
    supports = ("*",)

    def __init__(self, after: int = 2) -> None:
        self.after = after
        self.built: list[Scripted] = []

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        player = Scripted(level, self.after)
        self.built.append(player)
        return player


@pytest.mark.parametrize(
    ("level", "error"),
    [("throw", "MemoryError: out of ideas"), ("illegal", "played an illegal action Move(a=0, b=0)"),
     ("tuple", "choose_move returned (0, 1), not a Move or Pass"),
     ("none", "choose_move returned None, not a Move or Pass")],
)
def test_a_player_that_throws_or_cheats_is_replaced_for_the_rest_of_the_game(level: str, error: str) -> None:
    seen: list[PluginFailure] = []
    guard = GameGuard(on_failure=seen.append)
    game = guard.new_game(ClassicRules(), STARS)
    plugin = ScriptedAI(after=2)
    player = guard.player(plugin, level, seat=1)
    first = player.choose(game, 1.0)
    assert first.fallback_reason is None and not player.disabled
    game.push(first.action)
    second = player.choose(game, 1.0)
    assert second.fallback_reason is not None and game.check(second.action) is None
    assert player.disabled and seen == [player.failure]
    assert (seen[0].group, seen[0].name, seen[0].player, seen[0].error) == (GROUP_AI, f"scripted:{level}", 1, error)
    assert "plays for it for the rest of this game" in seen[0].message
    while not game.is_over():
        choice = player.choose(game, 1.0)
        assert choice.fallback_reason == "switched off for this game"
        assert game.push(choice.action).accepted
    assert plugin.built[0].calls == 2 and len(seen) == 1


def test_a_slow_player_loses_the_move_but_is_not_switched_off() -> None:
    guard = GameGuard()
    game = guard.new_game(ClassicRules(), STARS)
    plugin = ScriptedAI(after=1)
    player = guard.player(plugin, "slow", seat=2)
    scripted = plugin.built[0]
    first = player.choose(game, 0.01)
    assert first.fallback_reason == "overran its time budget" and not player.disabled
    game.push(first.action)
    # Still thinking about the first move: never asked twice at once.
    assert player.choose(game, 0.01).fallback_reason == "still thinking about an earlier move"
    assert scripted.calls == 1
    scripted.release.set()
    for _ in range(200):
        if not player._watched.busy:
            break
        threading.Event().wait(0.01)
    third = player.choose(game, 1.0)
    assert third.fallback_reason is None and scripted.calls == 2
    assert guard.failures == []


class Unbuildable(ScriptedAI):
    """Its `create` raises what it is given, or, given nothing, never returns."""

    def __init__(self, error: BaseException | None) -> None:
        super().__init__()
        self.error = error

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        if self.error is None:
            threading.Event().wait(30)
        raise self.error


@pytest.mark.parametrize(("error", "said"), [
    (OSError("model file missing"), "OSError: model file missing"),
    (SystemExit(5), "PluginAbort: SystemExit: 5 raised; a plugin may not end the program"),
    (None, "TimeoutError: did not answer within 2 s"),
])
def test_a_player_that_cannot_be_built_is_played_by_the_fallback_from_the_start(error, said: str) -> None:
    """A `create` raising SystemExit closed the window (exit 5); one that never returned kept
    the window from showing."""
    guard = GameGuard()
    game = guard.new_game(ClassicRules(), STARS)
    player = guard.player(Unbuildable(error), "fine", seat=2, seed=3)
    assert player.disabled and guard.failures[0].during == "create"
    assert guard.failures[0].error == said
    choice = player.choose(game, 1.0)
    assert game.push(choice.action).accepted


class Unspeakable(Exception):
    def __str__(self) -> str:
        raise KeyError("choice")


def _seated(player: AIPlayer) -> tuple[GameGuard, Game, SafePlayer]:
    """A classic game under a guard, with `player` (built by a plugin) in seat 1."""
    class One(ScriptedAI):
        def create(self, level: str, seed: int | None = None) -> AIPlayer:
            return player

    guard = GameGuard()
    return guard, guard.new_game(ClassicRules(), STARS), guard.player(One(), "fine", seat=1)


@pytest.mark.parametrize(("error", "said"), [
    (Unspeakable(), "Unspeakable: (its message could not be read)"),
    (ValueError("E" * 20_000_000), "ValueError: " + "E" * (LINE_CHARS - 13) + "…"),
    (ValueError("\x1b[2J\x1b]0;pwned\x07 done"), "ValueError: ?[2J?]0;pwned? done"),
])
def test_a_players_exception_is_said_in_one_short_printable_line(error: Exception, said: str) -> None:
    """An exception whose message could not be read gave a traceback and the game waited out
    its time; one of 20 MB filled the board; terminal escapes cleared the player's screen."""
    class Raising(AIPlayer):
        def choose_move(self, view: GameView, budget_s: float) -> Action:
            raise error

    guard, game, player = _seated(Raising())
    assert game.push(player.choose(game, 1.0).action).accepted
    assert guard.failures[0].during == "choose_move" and guard.failures[0].error == said


def test_a_player_that_plays_on_the_game_behind_its_view_is_judged_on_the_real_position() -> None:
    """A player that played the game to its end through `view._game` and answered Pass had its
    answer judged, and the stand-in's move chosen, on that finished copy: the stand-in passed,
    the real game refused it, and the game went no further (self-check waited 120 s)."""
    class Meddler(AIPlayer):
        def choose_move(self, view: GameView, budget_s: float) -> Action:
            game = view._game
            while not game.is_over():
                a, b = (int(v) for v in game.board.segment_ends[int(game.legal_moves.ids()[0])])
                game.push(Move(a, b))
            return Pass()

    guard, game, player = _seated(Meddler())
    choice = player.choose(game, 1.0)
    assert isinstance(choice.action, Move) and game.push(choice.action).accepted
    assert guard.failures[0].error == "played an illegal action Pass()"


def test_a_broken_variant_and_a_broken_player_together_still_finish_the_game() -> None:
    guard = GameGuard()
    game = guard.new_game(flaky_rules("outcome", after=5), STARS)
    players = {1: guard.player(ScriptedAI(after=3), "throw", seat=1), 2: guard.player(ScriptedAI(), "fine", seat=2)}
    for _ in range(500):
        if game.is_over():
            break
        assert game.push(players[game.turn].choose(game, 1.0).action).accepted
    assert game.is_over()
    assert sorted(f.group for f in guard.failures) == [GROUP_AI, GROUP_RULES]
    assert not players[2].disabled
