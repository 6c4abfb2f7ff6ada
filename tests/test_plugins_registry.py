"""The registry filled by hand: what is accepted, what is recorded as broken (and why), and the
queries the rest of the app uses. No discovery of installed plugins here."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from triangles.plugins.api import (
    CLEARANCE,
    GROUP_AI,
    GROUP_RULES,
    GROUP_THEMES,
    AIPlayer,
    AIPlugin,
    Board,
    Game,
    OptionSpec,
    RulesPlugin,
    ThemePlugin,
)
from triangles.plugins.registry import PluginInfo, Registry
from triangles_classic import ClassicRules


class Rules(ClassicRules):
    name = "variant"
    title = "Variant"


class AI(AIPlugin):
    name = "bot"
    title = "Bot"
    levels = ("easy", "hard")
    supports = ("classic",)
    budgets = {"easy": 0.2, "hard": 2}

    def create(self, level: str, seed: int | None = None) -> AIPlayer:
        raise NotImplementedError  # never played here


class Theme(ThemePlugin):
    name = "plain"
    title = "Plain"

    def load(self) -> dict[str, Any]:
        return {}


def rules_with(**attrs: Any) -> type:
    return type("Custom", (Rules,), attrs)


def ai_with(**attrs: Any) -> type:
    return type("CustomAI", (AI,), attrs)


def error_of(group: str, name: str, obj: Any) -> str | None:
    info = Registry().add(group, name, obj)
    assert (info.status == "ok") == (info.error is None)
    return info.error


def test_good_plugins_of_each_group_as_classes_or_instances(registry: Registry) -> None:
    assert registry.add(GROUP_RULES, "variant", Rules(), "pkg", "2.0").status == "ok"
    assert registry.add(GROUP_AI, "bot", AI, "pkg").status == "ok"
    info = registry.add(GROUP_THEMES, "plain", Theme)
    assert info.status == "ok" and info.version == "1.0"  # the plugin's own when no package version
    assert [p.name for p in registry.rules_plugins()] == ["classic", "variant"]
    assert isinstance(registry.rules("variant"), Rules) and registry.rules("nope") is None
    assert registry.get(GROUP_AI, "bot") is registry.ai_plugins()[0]
    assert registry.theme_plugins()[0].name == "plain"
    assert registry.errors() == []


@pytest.mark.parametrize(
    ("group", "name", "obj", "error"),
    [
        ("triangles.colours", "x", Rules, "unknown plugin group 'triangles.colours'"),
        (GROUP_RULES, "variant", AI, "is not a RulesPlugin (got the class AI)"),
        (GROUP_RULES, "variant", len, "is not a RulesPlugin (got builtin_function_or_method)"),
        (GROUP_THEMES, "plain", Theme(), None),
        (GROUP_AI, "bot", type("Half", (AIPlugin,), {"name": "bot", "title": "B", "levels": ("a",)}),
         "does not implement create"),
        (GROUP_RULES, "variant", rules_with(__init__=lambda self: 1 / 0),
         "constructor failed: ZeroDivisionError: division by zero"),
        (GROUP_RULES, "other", Rules, "declares the name 'variant', registered as 'other'"),
        (GROUP_RULES, "a:b", rules_with(name="a:b"), "the name 'a:b' is not allowed (letters, digits, '_', '.', '-')"),
        (GROUP_RULES, "variant", rules_with(title=""), "declares no title"),
        (GROUP_RULES, "variant", rules_with(version=2), "its version is not a string"),
        (GROUP_THEMES, "plain", type("NoTitle", (ThemePlugin,), {"name": "plain", "load": lambda self: {}}),
         "declares no title"),
    ],
)
def test_wrong_kind_construction_and_naming(group: str, name: str, obj: Any, error: str | None) -> None:
    assert error_of(group, name, obj) == error


@pytest.mark.parametrize(
    ("options", "error"),
    [
        ((OptionSpec("x", "int", 1.5, "X"),), "the default of option 'x' must be a whole number"),
        ((OptionSpec("x", "int", 1, "X", minimum=0, maximum=3),) * 2, "declares an option twice"),
        ((OptionSpec("Bad Key", "bool", False, "X"),), "the option key 'Bad Key' is not a lower-case identifier"),
        ((OptionSpec("x", "colour", "red", "X"),), "option 'x' has an unknown kind 'colour'"),
        ((OptionSpec("x", "choice", "a", "X"),), "option 'x' offers no choices"),
        ((OptionSpec("x", "choice", "a", "X", choices="abc"),), "option 'x' choices must be a list of names, not str"),
        ((OptionSpec("x", "float", 1.0, "X", minimum=2.0, maximum=1.0),), "option 'x' has a minimum above its maximum"),
        ((OptionSpec("x", "bool", False, ""),), "option 'x' has no label"),
        (("extra_turn",), "an option is not an OptionSpec (got str)"),
        ({"size": 3}, "options must be a list of OptionSpec, not dict"),
        (OptionSpec("x", "bool", False, "X"), "options must be a list of OptionSpec, not OptionSpec"),
        ((CLEARANCE,), "declares an option twice"),
        ((OptionSpec("x", "choice", "b", "X", choices=("a", "b")),), None),
        ((OptionSpec("x", "choice", "b", "X", choices=("a", "b"), choice_labels={"a": "Ay", "b": "Bee"}),), None),
        ((OptionSpec("x", "choice", "b", "X", choices=("a", "b"), choice_labels={"c": "Sea"}),),
         "option 'x' has choice labels that are not words for its choices"),
        ((OptionSpec("x", "choice", "b", "X", choices=("a", "b"), choice_labels={"a": " "}),),
         "option 'x' has choice labels that are not words for its choices"),
        ((OptionSpec("x", "choice", "b", "X", choices=("a", "b"), choice_labels=["a"]),),  # type: ignore[arg-type]
         "option 'x' has choice labels that are not words for its choices"),
    ],
)
def test_invalid_option_specs(options: tuple, error: str | None) -> None:
    assert error_of(GROUP_RULES, "variant", rules_with(options=options)) == error


def test_rules_declarations_beyond_options() -> None:
    assert error_of(GROUP_RULES, "variant", rules_with(option_specs=lambda self: [])) == (
        "its options lack 'clearance' (option_specs() must keep CLEARANCE)"
    )
    assert error_of(GROUP_RULES, "variant", rules_with(actions=("pass", "resign"))) == (
        "offers the unknown action 'resign' (known: pass, hint)"
    )
    assert error_of(GROUP_RULES, "variant", rules_with(actions="pass")) == (
        "actions must be a list of names, not str"
    )
    assert error_of(GROUP_RULES, "variant", rules_with(option_specs=lambda self: 1 / 0)) == (
        "ZeroDivisionError: division by zero"
    )
    assert error_of(GROUP_RULES, "variant", rules_with(actions=("pass", "hint"))) is None


@pytest.mark.parametrize(
    ("attrs", "error"),
    [
        ({"tips": {"t": "Draw {2} segments"}}, "tips['t'] takes fields other than {0} and {1}: 'Draw {2} segments'"),
        ({"tips": {"t": "{name} draws"}}, "tips['t'] takes fields other than {0} and {1}: '{name} draws'"),
        ({"tips": {"t": "{0:q}"}}, "tips['t'] takes fields other than {0} and {1}: '{0:q}'"),
        ({"outcome_reasons": {"w": "{5} beat {x} {0}{1}{"}},
         "outcome_reasons['w'] takes fields other than {0} and {1}: '{5} beat {x} {0}{1}{'"),
        ({"outcome_reasons": {"w": "{0.real} lost"}}, "outcome_reasons['w'] takes fields other than {0} and {1}: '{0.real} lost'"),
        ({"tips": {"t": "Draw {0:d} of {1}, {{braces}}"}, "outcome_reasons": {"w": "{1} beat {0}"}}, None),
    ],
)
def test_texts_the_window_fills_take_only_its_two_fields(attrs: dict, error: str | None) -> None:
    """A tip with "{2}" took the window down (a crash in the middle of drawing it): refused as
    the plugin loads, in one line."""
    assert error_of(GROUP_RULES, "variant", rules_with(**attrs)) == error


@pytest.mark.parametrize(
    ("attrs", "error"),
    [
        ({"levels": ()}, "declares no levels"),
        ({"levels": "easy"}, "levels must be a list of names, not str"),
        ({"levels": ("easy", "easy")}, "levels names one entry twice"),
        ({"levels": ("easy", "")}, "levels must hold non-empty strings"),
        ({"supports": ()}, "supports no rules variant"),
        ({"budgets": {"expert": 1.0}}, "has a budget for the unknown level 'expert'"),
        ({"budgets": {"easy": 0}}, "the budget of level 'easy' is not a positive number of seconds"),
        ({"budgets": {"easy": float("inf")}}, "the budget of level 'easy' is not a positive number of seconds"),
        ({"budgets": [("easy", 1.0)]}, "budgets must map levels to seconds"),
        ({"supports": ("*",), "budgets": {}}, None),
    ],
)
def test_invalid_ai_declarations(attrs: dict[str, Any], error: str | None) -> None:
    assert error_of(GROUP_AI, "bot", ai_with(**attrs)) == error


def test_a_duplicate_name_is_refused_but_the_first_stays(registry: Registry) -> None:
    second = registry.add(GROUP_RULES, "classic", ClassicRules, "other-package", "9.9")
    assert second.error == "the name 'classic' is already taken in triangles.rules by the built-in plugin"
    assert registry.rules("classic") is registry.infos[0].obj
    # The same name in another group is another plugin.
    assert registry.add(GROUP_AI, "classic", ai_with(name="classic")).status == "ok"


def test_a_failed_name_does_not_block_a_later_good_one(registry: Registry) -> None:
    registry.add(GROUP_RULES, "variant", rules_with(__init__=lambda self: 1 / 0))
    assert registry.add(GROUP_RULES, "variant", Rules).status == "ok"
    assert len(registry.errors()) == 1


def test_skipped_plugins_are_logged(registry: Registry, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="triangles.plugins.registry"):
        registry.add(GROUP_AI, "bot", ai_with(levels=()), "bots-package")
        registry.add_error(GROUP_THEMES, "x", "themes-package", "1", "import failed: ImportError: nope")
    assert [r.getMessage() for r in caplog.records] == [
        "plugin triangles.ai 'bot' from bots-package skipped: declares no levels",
        "plugin triangles.themes 'x' from themes-package skipped: import failed: ImportError: nope",
    ]


def test_disable_takes_a_plugin_out_of_use_but_keeps_it_listed(registry: Registry) -> None:
    registry.disable(GROUP_RULES, "classic", "crashed the window")
    assert registry.rules("classic") is None
    assert registry.infos[0].to_json() == {
        "group": GROUP_RULES, "name": "classic", "package": "triangles", "status": "error",
        "error": "crashed the window", "version": "test",
    }


def test_the_json_entry_keys() -> None:
    info = PluginInfo(GROUP_THEMES, "dusk", "triangles-example", "1.0.0")
    assert list(info.to_json()) == ["group", "name", "package", "status", "error", "version"]
    assert info.to_json()["status"] == "ok" and info.to_json()["error"] is None


def test_find_ai_by_level_plugin_and_rules(registry: Registry) -> None:
    registry.add(GROUP_AI, "bot", AI)
    anywhere = registry.add(GROUP_AI, "roamer", ai_with(name="roamer", levels=("hard", "wild"), supports=("*",), budgets={})).obj
    bot = registry.get(GROUP_AI, "bot")
    assert registry.find_ai("hard") == (bot, "hard")
    assert registry.find_ai("roamer:hard") == (anywhere, "hard")
    assert registry.find_ai("wild") == (anywhere, "wild")
    assert registry.find_ai("hard", rules="dice") == (anywhere, "hard")
    assert registry.find_ai("bot:hard", rules="dice") is None
    assert registry.find_ai("bot:wild") is None and registry.find_ai("nobody:hard") is None
    assert bot.plays("classic") and not bot.plays("dice") and anywhere.plays("dice")


def test_a_bare_level_prefers_the_plugin_named_like_it(registry: Registry) -> None:
    early = registry.add(GROUP_AI, "aardvark", ai_with(name="aardvark", levels=("random", "sly"), budgets={})).obj
    named = registry.add(GROUP_AI, "random", ai_with(name="random", levels=("random",), budgets={})).obj
    assert registry.find_ai("random") == (named, "random")
    assert registry.find_ai("aardvark:random") == (early, "random")
    assert registry.find_ai("sly") == (early, "sly")


def test_rules_plugins_build_their_game(classic: ClassicRules) -> None:
    class Variant(RulesPlugin):
        name = "variant"
        title = "Variant"

        def create_game(self, board: Board, options: dict[str, Any], extra: dict[str, Any]) -> Game:
            return classic.create_game(board, options, extra)

    registry = Registry()
    assert registry.add(GROUP_RULES, "variant", Variant).status == "ok"
    game = registry.rules("variant").new_game([[0, 0], [1, 0], [0, 1]], {"clearance": 0.01})
    assert game.options == {"clearance": 0.01} and game.board.n == 3


def test_even_an_object_that_breaks_isinstance_is_only_recorded() -> None:
    class Hostile:
        @property
        def __class__(self) -> type:
            raise RuntimeError("no class today")

    assert error_of(GROUP_RULES, "variant", Hostile()) == "RuntimeError: no class today"


def test_players_and_the_hint_source_come_from_plays() -> None:
    from triangles.plugins.api import AIPlayer, AIPlugin

    class Player(AIPlayer):
        def choose_move(self, view, budget_s):  # noqa: ANN001
            return next(iter(view.legal_moves()))

    def ai(name: str, supports: tuple[str, ...], hint_level: str = "", plays=None) -> type[AIPlugin]:
        namespace = {"name": name, "title": name, "levels": ("one", "two"), "supports": supports,
                     "hint_level": hint_level, "create": lambda self, level, seed=None: Player()}
        if plays is not None:
            namespace["plays"] = plays
        return type(name, (AIPlugin,), namespace)

    reg = Registry()
    reg.add("triangles.ai", "zeta", ai("zeta", ("*",), hint_level="two"), "t", "1")
    reg.add("triangles.ai", "alpha", ai("alpha", ("dice",), hint_level="one"), "t", "1")
    reg.add("triangles.ai", "quiet", ai("quiet", ("classic",)), "t", "1")
    reg.add("triangles.ai", "broken", ai("broken", ("classic",), plays=lambda self, rules: 1 / 0), "t", "1")
    assert reg.errors() == []
    assert [p.name for p in reg.players_of("classic")] == ["zeta", "quiet"]
    assert [p.name for p in reg.players_of("misere")] == ["zeta"]
    assert reg.find_ai("zeta:one", rules="misere") is not None and reg.find_ai("broken:one", rules="classic") is None
    source = reg.hint_source("dice")
    assert source is not None and (source[0].name, source[1]) == ("alpha", "one")  # first by name
    source = reg.hint_source("classic")
    assert source is not None and (source[0].name, source[1]) == ("zeta", "two")
    bad = reg.add("triangles.ai", "odd", ai("odd", ("classic",), hint_level="three"), "t", "1")
    assert bad.status == "error" and "hint level" in bad.error


def test_a_usable_plugins_json_entry_adds_what_it_declares(registry: Registry) -> None:
    """An author (or a tool) sees a computer player's levels and variants and a variant's
    options in `triangles plugins --json`, after the six keys every entry has."""
    bot = registry.add(GROUP_AI, "bot", AI, "pkg").to_json()
    assert list(bot)[:6] == ["group", "name", "package", "status", "error", "version"]
    assert (bot["title"], bot["levels"], bot["supports"]) == ("Bot", ["easy", "hard"], ["classic"])
    variant = registry.add(GROUP_RULES, "variant", Rules, "pkg").to_json()
    options = {o["key"]: o for o in variant["options"]}
    assert variant["title"] == "Variant" and "clearance" not in options
    assert options["hints"]["kind"] == "choice" and options["hints"]["choices"] == ["none", "3", "unlimited"]
    assert registry.add(GROUP_THEMES, "plain", Theme).to_json()["title"] == "Plain"
    broken = registry.add(GROUP_AI, "empty", ai_with(levels=()), "pkg").to_json()
    assert broken["status"] == "error" and "levels" not in broken


def test_why_a_computer_player_is_not_found(registry: Registry) -> None:
    registry.add(GROUP_AI, "bot", AI, "pkg")
    registry.add_error(GROUP_AI, "slow", "slow-pkg", "1", "import did not finish within 2 s")
    assert registry.why_no_ai("bot:nope") == "the computer player 'bot' has no level 'nope' (levels: easy, hard)"
    assert registry.why_no_ai("slow:x") == "the computer player 'slow' could not be loaded: import did not finish within 2 s"
    assert registry.why_no_ai("ghost:x") == "no computer player named 'ghost' (players: bot:easy, bot:hard)"
    assert registry.why_no_ai("grandmaster") == "no computer player has a level 'grandmaster' (players: bot:easy, bot:hard)"
    assert registry.why_no_ai("bot:easy", "dice") == "no computer player 'bot:easy' plays the 'dice' rules (players: none)"
