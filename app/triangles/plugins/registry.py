"""Plugin discovery and the registry of rules variants, computer players and themes.

Discovery never raises: a plugin that cannot be imported, is of the wrong kind, fails to construct
or repeats a name already taken is recorded with its error (shown by `triangles plugins` and the
Plugins window) and skipped. Tests build a `Registry` by hand with `add`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any, Iterable

from .api import GROUP_AI, GROUP_RULES, GROUP_THEMES, GROUPS, AIPlugin, RulesPlugin, ThemePlugin

log = logging.getLogger(__name__)

_KINDS: dict[str, type] = {GROUP_RULES: RulesPlugin, GROUP_AI: AIPlugin, GROUP_THEMES: ThemePlugin}


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

    def to_json(self) -> dict[str, Any]:
        return {
            "group": self.group,
            "name": self.name,
            "version": self.version,
            "package": self.package,
            "status": self.status,
            "error": self.error,
        }


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


class Registry:
    """The plugins of each group by name, plus the ones that failed."""

    def __init__(self) -> None:
        self.infos: list[PluginInfo] = []

    # ----------------------------------------------------------------------------- building
    def add(self, group: str, name: str, obj: Any, package: str = "", version: str = "") -> PluginInfo:
        """Validate and register one plugin object (a plugin class or instance). Never raises."""
        info = PluginInfo(group, name, package, version)
        self.infos.append(info)
        if group not in _KINDS:
            return self._fail(info, f"unknown plugin group {group!r}")
        kind = _KINDS[group]
        try:
            instance = obj() if isinstance(obj, type) else obj
        except Exception as exc:  # a third-party constructor may throw anything
            return self._fail(info, f"constructor failed: {_one_line(exc)}")
        if not isinstance(instance, kind):
            return self._fail(info, f"is not a {kind.__name__} (got {type(instance).__name__})")
        declared = getattr(instance, "name", None)
        if declared != name:
            return self._fail(info, f"declares the name {declared!r}, registered as {name!r}")
        if any(i.group == group and i.name == name and i.status == "ok" for i in self.infos[:-1]):
            return self._fail(info, f"the name {name!r} is already taken in {group}")
        try:
            self._validate(group, instance)
        except Exception as exc:
            return self._fail(info, _one_line(exc))
        info.obj = instance
        info.version = info.version or str(getattr(instance, "version", ""))
        return info

    def add_error(self, group: str, name: str, package: str, version: str, error: str) -> PluginInfo:
        info = PluginInfo(group, name, package, version)
        self.infos.append(info)
        return self._fail(info, error)

    def _fail(self, info: PluginInfo, error: str) -> PluginInfo:
        info.status = "error"
        info.error = error
        log.warning("plugin %s %r skipped: %s", info.group, info.name, error)
        return info

    @staticmethod
    def _validate(group: str, plugin: Any) -> None:
        if group == GROUP_RULES:
            specs = plugin.option_specs()
            keys = [s.key for s in specs]
            if len(set(keys)) != len(keys):
                raise ValueError("declares an option twice")
            for spec in specs:
                spec.coerce(spec.default)
        elif group == GROUP_AI:
            if not plugin.levels:
                raise ValueError("declares no levels")
            if not plugin.supports:
                raise ValueError("supports no rules variant")

    def disable(self, group: str, name: str, error: str) -> None:
        """Take a plugin out of use (it misbehaved); it stays listed with its error."""
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

    def rules_plugins(self) -> list[RulesPlugin]:
        return [i.obj for i in self.ok(GROUP_RULES)]

    def ai_plugins(self) -> list[AIPlugin]:
        return [i.obj for i in self.ok(GROUP_AI)]

    def theme_plugins(self) -> list[ThemePlugin]:
        return [i.obj for i in self.ok(GROUP_THEMES)]

    def find_ai(self, spec: str) -> tuple[AIPlugin, str] | None:
        """Resolve "level" or "plugin:level" to (plugin, level)."""
        plugin_name, _, level = spec.rpartition(":")
        for plugin in self.ai_plugins():
            if (not plugin_name or plugin.name == plugin_name) and level in plugin.levels:
                return plugin, level
        return None


def discover(groups: Iterable[str] = GROUPS) -> Registry:
    """Load every installed plugin of the given groups from entry points."""
    registry = Registry()
    for group in groups:
        try:
            eps = metadata.entry_points(group=group)
        except Exception as exc:  # broken metadata of some installed distribution
            registry.add_error(group, "?", "", "", f"cannot read entry points: {_one_line(exc)}")
            continue
        for ep in sorted(eps, key=lambda e: e.name):
            dist = getattr(ep, "dist", None)
            package = dist.metadata["Name"] if dist is not None else ep.value.split(":")[0]
            version = dist.version if dist is not None else ""
            try:
                obj = ep.load()
            except BaseException as exc:  # import of foreign code: SyntaxError, SystemExit, ...
                if isinstance(exc, KeyboardInterrupt):
                    raise
                registry.add_error(group, ep.name, package, version, f"import failed: {_one_line(exc)}")
                continue
            info = registry.add(group, ep.name, obj, package, version)
            info.version = version or info.version
    return registry


_default: Registry | None = None


def default_registry() -> Registry:
    """The registry of installed plugins, discovered once per process."""
    global _default
    if _default is None:
        _default = discover()
    return _default
