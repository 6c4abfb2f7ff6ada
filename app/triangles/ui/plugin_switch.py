"""Plugins the window switched off because they ended it, and switching them on again.

While plugin code runs, `plugins.last_words` names it in a file beside the window's
unfinished-game slot. A start that finds that file knows the window ended while that plugin was
running: it is switched off (not imported any more, listed in the Plugins window with why) and
the player is told once; the Plugins window switches it on again for the next start.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from triangles.plugins.last_words import IMPORT, JOURNAL, LOAD, RULES, THINK, Running
from triangles.plugins.registry import BUILT_IN_PACKAGE, Registry, discover, use_as_default

from .settings import AppSettings

#: Settings key: {"group:name": why it is off (English, shown as the plugin's error)}.
OFF_KEY = "plugins/off"

#: What the player is told at the next start, by what the plugin was doing; {0} is its name.
_TOLD = {
    IMPORT: QT_TRANSLATE_NOOP("PluginSwitch", "Triangles closed unexpectedly while loading the plugin {0}, so it is switched off. The Plugins window can switch it on again."),
    LOAD: QT_TRANSLATE_NOOP("PluginSwitch", "Triangles closed unexpectedly while loading the theme plugin {0}, so it is switched off. The Plugins window can switch it on again."),
    RULES: QT_TRANSLATE_NOOP("PluginSwitch", "Triangles closed unexpectedly while the rules variant {0} was running, so it is switched off. The Plugins window can switch it on again."),
    THINK: QT_TRANSLATE_NOOP("PluginSwitch", "Triangles closed unexpectedly while the computer player {0} was thinking, so it is switched off. The Plugins window can switch it on again."),
}


def switched_off(settings: AppSettings) -> dict[str, str]:
    """The plugins switched off, "group:name" -> why."""
    raw = settings.get(OFF_KEY, {}, lambda v: isinstance(v, dict))
    return {k: v for k, v in raw.items() if isinstance(k, str) and isinstance(v, str)}


def switch_on(settings: AppSettings, key: str) -> None:
    """Let the plugin `key` ("group:name") load again from the next start."""
    off = switched_off(settings)
    off.pop(key, None)
    settings.set(OFF_KEY, off)


def discover_for_window(settings: AppSettings, note: Path | None) -> tuple[Registry, list[str]]:
    """The installed plugins less the switched-off ones, and what to tell the player: the plugins
    `note` (the window's `GameSlot.note_path`) names, which the last window that kept it was
    running when it ended, switched off now."""
    JOURNAL.use(note)
    off = switched_off(settings)
    told = []
    built_in = _built_in_keys()
    for running in JOURNAL.take():
        if running.key not in off and running.key not in built_in:  # the game's own are never switched off
            off[running.key] = _why(running)
            told.append(QCoreApplication.translate("PluginSwitch", _TOLD.get(running.doing, _TOLD[IMPORT])).format(running.name))
    if told:
        settings.set(OFF_KEY, off)
    registry = discover(off=off)
    use_as_default(registry)
    return registry, told


def _built_in_keys() -> set[str]:
    """"group:name" of every plugin the game itself ships (a crash in them is the game's own bug:
    switching the classic rules off would not help the player)."""
    try:
        return {f"{ep.group}:{ep.name}" for ep in metadata.distribution(BUILT_IN_PACKAGE).entry_points}
    except Exception:  # no metadata (a stripped bundle): nothing is known to be built in
        return set()


def _why(running: Running) -> str:
    """The plugin's error while it is off (English, like every plugin error)."""
    doing = {IMPORT: "being imported", LOAD: "loading its theme", RULES: "running a rules hook", THINK: "thinking"}
    return f"switched off: Triangles ended while it was {doing.get(running.doing, running.doing)}"
