"""Checking a loaded plugin object before it is used: the right kind, built without error, named
as registered, and a well-formed declaration (options, levels, budgets).

Kept apart from discovery so that objects registered by hand (tests, embedding) get exactly the
same checks as installed ones. Every problem is a `PluginInvalid` with one line of text.
"""

from __future__ import annotations

import inspect
import math
import re
import reprlib
from collections.abc import Mapping, Sequence
from typing import Any

from .api import ACTIONS, GROUP_AI, GROUP_RULES, GROUP_THEMES, AIPlugin, HelpSection, OptionSpec, RulesPlugin, ThemePlugin
from .discovery import one_line
from .texts import fills

KINDS: dict[str, type] = {GROUP_RULES: RulesPlugin, GROUP_AI: AIPlugin, GROUP_THEMES: ThemePlugin}

#: Plugin names go in game records and in "plugin:level" on the command line.
NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
_OPTION_KEY = re.compile(r"[a-z][a-z0-9_]*")
_OPTION_KINDS = ("bool", "int", "float", "choice")


class PluginInvalid(ValueError):
    """A plugin object that cannot be used; the message is one line."""


def instantiate(group: str, obj: Any) -> Any:
    """The plugin instance for an entry point's object (a plugin class, or an instance of one)."""
    kind = KINDS.get(group)
    if kind is None:
        raise PluginInvalid(f"unknown plugin group {group!r}")
    if isinstance(obj, type):
        if not issubclass(obj, kind):
            raise PluginInvalid(f"is not a {kind.__name__} (got the class {obj.__name__})")
        if inspect.isabstract(obj):
            missing = ", ".join(sorted(getattr(obj, "__abstractmethods__", ())))
            raise PluginInvalid(f"does not implement {missing}")
        try:
            return obj()
        except Exception as exc:  # a third-party constructor may throw anything
            raise PluginInvalid(f"constructor failed: {one_line(exc)}") from exc
    if not isinstance(obj, kind):
        raise PluginInvalid(f"is not a {kind.__name__} (got {type(obj).__name__})")
    return obj


def check(group: str, name: str, plugin: Any) -> None:
    """Raise PluginInvalid unless `plugin` (an instance of its group's kind) is usable as `name`."""
    try:
        _check_common(name, plugin)
        if group == GROUP_RULES:
            _check_rules(plugin)
        elif group == GROUP_AI:
            _check_ai(plugin)
    except PluginInvalid:
        raise
    except Exception as exc:  # a declaration computed by plugin code may throw
        raise PluginInvalid(one_line(exc)) from exc


def _check_common(name: str, plugin: Any) -> None:
    if not NAME_PATTERN.fullmatch(name):
        raise PluginInvalid(f"the name {name!r} is not allowed (letters, digits, '_', '.', '-')")
    declared = getattr(plugin, "name", None)
    if declared != name:
        raise PluginInvalid(f"declares the name {declared!r}, registered as {name!r}")
    title = getattr(plugin, "title", None)
    if not isinstance(title, str) or not title.strip():
        raise PluginInvalid("declares no title")
    if not isinstance(getattr(plugin, "version", ""), str):
        raise PluginInvalid("its version is not a string")


def _strings(value: Any, what: str) -> list[str]:
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise PluginInvalid(f"{what} must be a list of names, not {type(value).__name__}")
    if not all(isinstance(v, str) and v for v in value):
        raise PluginInvalid(f"{what} must hold non-empty strings")
    if len(set(value)) != len(value):
        raise PluginInvalid(f"{what} names one entry twice")
    return list(value)


def _check_rules(plugin: RulesPlugin) -> None:
    if not isinstance(plugin.options, (list, tuple)):
        raise PluginInvalid(f"options must be a list of OptionSpec, not {type(plugin.options).__name__}")
    specs = plugin.option_specs()
    keys = []
    for spec in specs:
        if not isinstance(spec, OptionSpec):
            raise PluginInvalid(f"an option is not an OptionSpec (got {type(spec).__name__})")
        _check_option(spec)
        keys.append(spec.key)
    if len(set(keys)) != len(keys):
        raise PluginInvalid("declares an option twice")
    if "clearance" not in keys:
        raise PluginInvalid("its options lack 'clearance' (option_specs() must keep CLEARANCE)")
    unknown = sorted(set(_strings(plugin.actions, "actions")) - set(ACTIONS))
    if unknown:
        raise PluginInvalid(f"offers the unknown action {unknown[0]!r} (known: {', '.join(ACTIONS)})")
    for what in ("refusals", "outcome_reasons", "tips", "unscored_reasons"):
        texts = getattr(plugin, what)
        if not isinstance(texts, Mapping) or not all(
            isinstance(k, str) and k and isinstance(v, str) and v.strip() for k, v in texts.items()
        ):
            raise PluginInvalid(f"{what} must map names to English texts")
    for what, values in (("outcome_reasons", ("Ada", "Bob")), ("tips", (3, 2))):  # as the window fills them
        for key, text in getattr(plugin, what).items():
            if not fills(text, *values):
                raise PluginInvalid(f"{what}[{key!r}] takes fields other than {{0}} and {{1}}: {reprlib.repr(text)}")
    sections = plugin.help_sections
    if isinstance(sections, str) or not isinstance(sections, Sequence) or not all(
        isinstance(s, HelpSection) and isinstance(s.title, str) and all(isinstance(p, str) for p in s.paragraphs)
        and isinstance(s.example, str) and isinstance(s.caption, str)
        for s in sections
    ):
        raise PluginInvalid("help_sections must be a list of HelpSection")
    if not isinstance(plugin.marks_conquests, bool):
        raise PluginInvalid("marks_conquests must be True or False")


def _check_option(spec: OptionSpec) -> None:
    if not isinstance(spec.key, str) or not _OPTION_KEY.fullmatch(spec.key):
        raise PluginInvalid(f"the option key {spec.key!r} is not a lower-case identifier")
    if spec.kind not in _OPTION_KINDS:
        raise PluginInvalid(f"option {spec.key!r} has an unknown kind {spec.kind!r}")
    if not isinstance(spec.label, str) or not spec.label.strip():
        raise PluginInvalid(f"option {spec.key!r} has no label")
    if spec.kind == "choice" and not _strings(spec.choices, f"option {spec.key!r} choices"):
        raise PluginInvalid(f"option {spec.key!r} offers no choices")
    labels = spec.choice_labels
    if not isinstance(labels, Mapping) or not all(
        k in spec.choices and isinstance(v, str) and v.strip() for k, v in labels.items()
    ):
        raise PluginInvalid(f"option {spec.key!r} has choice labels that are not words for its choices")
    if spec.minimum is not None and spec.maximum is not None and spec.minimum > spec.maximum:
        raise PluginInvalid(f"option {spec.key!r} has a minimum above its maximum")
    try:
        spec.coerce(spec.default)
    except ValueError as exc:
        raise PluginInvalid(f"the default of {exc}") from exc


def _check_ai(plugin: AIPlugin) -> None:
    levels = _strings(plugin.levels, "levels")
    if not levels:
        raise PluginInvalid("declares no levels")
    if not _strings(plugin.supports, "supports"):
        raise PluginInvalid("supports no rules variant")
    _strings(plugin.analyses, "analyses")
    hint_level = plugin.hint_level
    if not isinstance(hint_level, str) or (hint_level and hint_level not in levels):
        raise PluginInvalid(f"its hint level {hint_level!r} is not one of its levels")
    budgets = plugin.budgets
    if not isinstance(budgets, Mapping):
        raise PluginInvalid("budgets must map levels to seconds")
    for level, seconds in budgets.items():
        if level not in levels:
            raise PluginInvalid(f"has a budget for the unknown level {level!r}")
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not (
            math.isfinite(seconds) and seconds > 0
        ):
            raise PluginInvalid(f"the budget of level {level!r} is not a positive number of seconds")
