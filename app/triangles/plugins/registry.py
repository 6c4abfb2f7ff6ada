"""The registry of rules variants, computer players and themes, and `discover()` to fill it.

Discovery (discovery.py) finds and loads entry points, validation (validate.py) checks each loaded
object, and the registry keeps the result: every plugin is listed, usable (`status == "ok"`) or
not (`error` says why: shown by `triangles plugins` and the Plugins window, and logged). Nothing
here raises on a bad plugin; the bad one is skipped and the rest work. Tests fill a `Registry` by
hand with `add` instead of discovering what happens to be installed.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from .api import GROUP_AI, GROUP_RULES, GROUP_THEMES, GROUPS, AIPlugin, RulesPlugin, ThemePlugin
from .discovery import Discovered, discover_plugins, one_line
from .spelling import warn_once
from .validate import KINDS, PluginInvalid, check, instantiate

log = logging.getLogger(__name__)

#: The distribution that ships the built-in plugins (the game itself): its computer players come
#: before any installed from elsewhere, so a third-party plugin never becomes the default.
BUILT_IN_PACKAGE = "triangles"


@dataclass
class PluginInfo:
    """One discovered plugin, usable (`status == "ok"`) or not (`error` says why)."""

    group: str
    name: str
    package: str
    version: str
    status: str = "ok"
    error: str | None = None
    obj: Any = field(default=None, repr=False)

    @property
    def key(self) -> str:
        """"group:name", as the list of switched-off plugins keeps it (last_words.Running.key)."""
        return f"{self.group}:{self.name}"

    def to_json(self) -> dict[str, Any]:
        """The entry of `triangles plugins --json` (the first five keys are a public contract);
        a usable plugin adds what an author or a tool chooses by: its title, a computer
        player's levels and variants, a variant's options."""
        entry = {
            "group": self.group,
            "name": self.name,
            "package": self.package,
            "status": self.status,
            "error": self.error,
            "version": self.version,
        }
        if self.status == "ok" and self.obj is not None:
            entry.update(_declared(self.group, self.obj))
        return entry


def _declared(group: str, plugin: Any) -> dict[str, Any]:
    """What a usable plugin declares, as JSON; a declaration its code fails to give is left out
    (the plugin is listed all the same)."""
    try:
        declared: dict[str, Any] = {"title": str(plugin.title)}
        if group == GROUP_AI:
            declared["levels"] = [str(level) for level in plugin.levels]
            declared["supports"] = [str(rules) for rules in plugin.supports]
        elif group == GROUP_RULES:
            declared["options"] = [
                {"key": o.key, "kind": o.kind, "default": o.default, "label": o.label, "minimum": o.minimum,
                 "maximum": o.maximum, "choices": list(o.choices)}
                for o in plugin.option_specs() if o.key != "clearance"  # the window's, not the player's
            ]
        json.dumps(declared)
    except Exception:  # noqa: BLE001 - plugin code
        return {}
    return declared


class Registry:
    """The plugins of each group by name, plus the ones that failed."""

    def __init__(self) -> None:
        self.infos: list[PluginInfo] = []

    # ----------------------------------------------------------------------------- building
    def add(self, group: str, name: str, obj: Any, package: str = "", version: str = "") -> PluginInfo:
        """Validate and register one plugin object (a plugin class or instance). Never raises."""
        info = PluginInfo(group, name, package, version)
        self.infos.append(info)
        try:
            instance = instantiate(group, obj)
            check(group, name, instance)
        except PluginInvalid as exc:
            return self._fail(info, str(exc))
        except Exception as exc:  # foreign classes can make even isinstance() throw
            return self._fail(info, one_line(exc))
        taken = next((i for i in self.infos[:-1] if i.group == group and i.name == name and i.status == "ok"), None)
        if taken is not None:
            by = "the built-in plugin" if taken.package == BUILT_IN_PACKAGE else f"the package {taken.package!r}"
            return self._fail(info, f"the name {name!r} is already taken in {group} by {by}")
        info.obj = instance
        info.version = info.version or str(getattr(instance, "version", ""))
        warn_once(type(instance), KINDS[group], f"{group} {name!r}")
        return info

    def add_discovered(self, found: Discovered) -> PluginInfo:
        """Register what discovery found: the loaded object, or its loading error."""
        if found.error is not None:
            return self.add_error(found.group, found.name, found.package, found.version, found.error)
        return self.add(found.group, found.name, found.obj, found.package, found.version)

    def add_error(self, group: str, name: str, package: str, version: str, error: str) -> PluginInfo:
        info = PluginInfo(group, name, package, version)
        self.infos.append(info)
        return self._fail(info, error)

    def _fail(self, info: PluginInfo, error: str) -> PluginInfo:
        info.status = "error"
        info.error = error
        source = f" from {info.package}" if info.package else ""
        log.warning("plugin %s %r%s skipped: %s", info.group, info.name, source, error)
        return info

    def disable(self, group: str, name: str, error: str) -> None:
        """Take a plugin out of use for the rest of the process; it stays listed with its error.
        (A plugin that throws during play is switched off for that game only: see guard.py.)"""
        for info in self.infos:
            if info.group == group and info.name == name and info.status == "ok":
                self._fail(info, error)
                info.obj = None

    # ------------------------------------------------------------------------------ queries
    def ok(self, group: str) -> list[PluginInfo]:
        return [i for i in self.infos if i.group == group and i.status == "ok"]

    def errors(self) -> list[PluginInfo]:
        return [i for i in self.infos if i.status != "ok"]

    def get(self, group: str, name: str) -> Any | None:
        for info in self.ok(group):
            if info.name == name:
                return info.obj
        return None

    def rules(self, name: str) -> RulesPlugin | None:
        return self.get(GROUP_RULES, name)

    def missing_rules(self, name: str) -> str:
        """Why `rules(name)` is None, in one clause: unknown, or installed but not loaded (and
        why), so that a record of a broken variant does not look like a typo."""
        for info in self.infos:
            if info.group == GROUP_RULES and info.name == name and info.status != "ok":
                why = " ".join(str(info.error).split())
                return f"the rules variant {name!r} is installed but could not be loaded ({why})"
        return f"unknown rules variant {name!r}"

    def not_loaded(self, group: str, name: str) -> str:
        """Why the plugin `name` of `group` cannot be used: what its loading said, in one line."""
        kind = "rules variant" if group == GROUP_RULES else "computer player"
        for info in self.infos:
            if info.group == group and info.name == name and info.status != "ok":
                return f"the {kind} {name!r} could not be loaded: {info.error}"
        return f"the {kind} {name!r} could not be loaded"

    def rules_plugins(self) -> list[RulesPlugin]:
        return [i.obj for i in self.ok(GROUP_RULES)]

    def ai_plugins(self) -> list[AIPlugin]:
        return [i.obj for i in self.ok(GROUP_AI)]

    def theme_plugins(self) -> list[ThemePlugin]:
        return [i.obj for i in self.ok(GROUP_THEMES)]

    def key_of(self, plugin: object) -> tuple[str, str] | None:
        """(group, entry point name) of a registered plugin object, else None."""
        return next(((i.group, i.name) for i in self.infos if i.obj is plugin and plugin is not None), None)

    def built_in(self, plugin: object) -> bool:
        """True for a plugin object that came with the game (see BUILT_IN_PACKAGE)."""
        return any(i.obj is plugin and i.package == BUILT_IN_PACKAGE for i in self.infos)

    def players_of(self, rules: str) -> list[AIPlugin]:
        """The computer-player plugins that play the rules variant `rules` (`AIPlugin.plays`,
        so "*" plugins too), in registry order; a plugin whose `plays` throws is left out."""
        return [plugin for plugin in self.ai_plugins() if _plays(plugin, rules)]

    def computer_choices(self, rules: str) -> list[tuple[AIPlugin, str]]:
        """(plugin, level) pairs that can play `rules`, in the plugins' own level order: the
        built-in players first (the first pair is the default opponent), then among each group
        the plugins with more levels (a graded family of players) before single-level ones."""
        plugins = sorted(self.players_of(rules), key=lambda p: (not self.built_in(p), -len(p.levels)))
        return [(p, lvl) for p in plugins for lvl in p.levels]

    def hint_source(self, rules: str) -> tuple[AIPlugin, str] | None:
        """Who suggests a move when a person asks for a hint in `rules`: of the plugins that play
        it and name a `hint_level` among their levels, the first by name (None: no source; the
        rules' own `Game.hint` then decides alone). Built-in players are asked first."""
        for plugin in sorted(self.players_of(rules), key=lambda p: (not self.built_in(p), p.name)):
            level = getattr(plugin, "hint_level", "")
            if isinstance(level, str) and level and level in plugin.levels:
                return plugin, level
        return None

    def analyser(self, rules: str) -> AIPlugin | None:
        """The computer-player plugin that analyses positions of `rules` (`AIPlugin.analyses`):
        a built-in one first, else the first by name; None when none does."""
        found = [p for p in self.ai_plugins() if isinstance(p.analyses, (list, tuple)) and rules in p.analyses]
        return min(found, key=lambda p: (not self.built_in(p), p.name)) if found else None

    def find_ai(self, spec: str, rules: str | None = None) -> tuple[AIPlugin, str] | None:
        """Resolve "level" or "plugin:level" to (plugin, level); with `rules`, only among the
        players of that rules variant. A bare level is looked for first in the plugin named like
        it ("random" is random:random even when another installed plugin has a level "random"),
        then in the others by name."""
        plugin_name, _, level = spec.rpartition(":")
        plugins = self.ai_plugins()
        if not plugin_name:
            plugins.sort(key=lambda p: p.name != level)  # stable: otherwise by name
        for plugin in plugins:
            if plugin_name and plugin.name != plugin_name:
                continue
            if level in plugin.levels and (rules is None or _plays(plugin, rules)):
                return plugin, level
        return None

    def why_no_ai(self, spec: str, rules: str | None = None) -> str:
        """Why `find_ai(spec, rules)` found nothing, in words for one line: no such plugin, no
        such level (with the plugin's levels), or none that plays `rules` (with those that do)."""
        plugin_name, _, level = spec.rpartition(":")
        everyone = ", ".join(f"{p.name}:{lvl}" for p in self.ai_plugins() for lvl in p.levels) or "none"
        named = next((p for p in self.ai_plugins() if p.name == plugin_name), None)
        if plugin_name and named is None and any(i.group == GROUP_AI and i.name == plugin_name for i in self.errors()):
            return self.not_loaded(GROUP_AI, plugin_name)
        if plugin_name and named is None:
            return f"no computer player named {plugin_name!r} (players: {everyone})"
        if named is not None and level not in named.levels:
            return f"the computer player {plugin_name!r} has no level {level!r} (levels: {', '.join(named.levels)})"
        if not plugin_name and not any(level in p.levels for p in self.ai_plugins()):
            return f"no computer player has a level {level!r} (players: {everyone})"
        playing = ", ".join(f"{p.name}:{lvl}" for p, lvl in self.computer_choices(rules or ""))
        return f"no computer player {spec!r} plays the {rules!r} rules (players: {playing or 'none'})"


def _plays(plugin: AIPlugin, rules: str) -> bool:
    """`plugin.plays(rules)`; False when that plugin code throws or answers a non-bool."""
    try:
        answer = plugin.plays(rules)
    except Exception:
        log.warning("computer player %r: plays(%r) failed", getattr(plugin, "name", "?"), rules, exc_info=True)
        return False
    return answer is True


def discover(groups: Iterable[str] = GROUPS, path: list[str] | None = None, off: Mapping[str, str] | None = None) -> Registry:
    """A registry of every installed plugin of the given groups (in the distributions found in
    `path`, default sys.path), the "group:name" keys of `off` listed as switched off with their
    text. Never raises."""
    registry = Registry()
    # The game's own plugins first: a package that takes one of their names is the one refused
    # (it took the built-in's place and had the built-in listed as the duplicate).
    for found in sorted(discover_plugins(groups, path, off), key=lambda f: f.package != BUILT_IN_PACKAGE):
        registry.add_discovered(found)
    return registry


_default: Registry | None = None


def default_registry() -> Registry:
    """The registry of installed plugins, discovered once per process."""
    global _default
    if _default is None:
        _default = discover()
    return _default


def use_as_default(registry: Registry) -> None:
    """Make `registry` the one `default_registry()` answers from now on: the window's, without
    the plugins it switched off, for the parts of the app that ask for the installed plugins."""
    global _default
    _default = registry
