"""List every discovered plugin with its group, name, version, package and status (theme plugins
are loaded to tell: one that gives no usable theme within 2 s is an error).

Importing a plugin, or loading a theme plugin, runs its code, which can end the process in a way
nothing catches (`os._exit`, a crash in native code). So the plugins are first loaded in a child
process that notes what runs (`plugins.last_words`); one that ends the child is listed with that
error and not loaded here, and the child is run again without it.
"""

from __future__ import annotations

import argparse
import io
import json
import logging
import multiprocessing
import sys
import tempfile
from pathlib import Path

from triangles import interrupt
from triangles.plugins.last_words import IMPORT, JOURNAL, LastWords
from triangles.plugins.registry import Registry, discover, use_as_default
from triangles.theme.catalogue import ThemeCatalogue

#: The most plugins that can end the child before the list is made without probing further.
MAX_PROBES = 8
#: A child that has not finished loading every plugin by then is left (each import and each
#: theme load is bounded on its own, to 2 s).
PROBE_SECONDS = 120.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print a JSON list")


def _load_all(note: str, off: dict[str, str]) -> None:
    """In the child: import every plugin and load every theme plugin, noting each in `note`.
    Its warnings and the plugins' output are the parent's to say, once."""
    sys.stdout = sys.stderr = io.StringIO()
    logging.disable(logging.CRITICAL)
    JOURNAL.use(Path(note))
    ThemeCatalogue(discover(off=off), None)


def _probe() -> dict[str, str]:
    """The plugins that end the process loading them, "group:name" -> why (empty when none)."""
    off: dict[str, str] = {}
    context = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory(prefix="triangles-plugins-") as folder:
        note = Path(folder) / "running"
        for _ in range(MAX_PROBES):
            child = context.Process(target=_load_all, args=(str(note), dict(off)), daemon=True)
            with interrupt.ignored():  # Ctrl+C is the parent's to say (the child's start-up printed a traceback)
                child.start()
            child.join(PROBE_SECONDS)
            if child.is_alive():
                child.kill()
                break
            words = LastWords()
            words.use(note)
            ended = words.take()
            if child.exitcode == 0 or not ended:
                break
            for running in ended:
                doing = "importing it" if running.doing == IMPORT else "loading its theme"
                off[running.key] = f"{doing} ended the process (exit status {child.exitcode})"
    return off


def registry_of_loadable_plugins() -> Registry:
    """Every plugin, those that end the process loading them listed with that error, unloaded."""
    registry = discover(off=_probe())
    use_as_default(registry)
    return registry


def run(args: argparse.Namespace) -> int:
    registry = registry_of_loadable_plugins()
    # Theme plugins are loaded too (each within its 2 s), so one that cannot give a theme is
    # listed as an error here, as the window lists it.
    ThemeCatalogue(registry, None)
    infos = registry.infos
    if args.json:
        print(json.dumps([i.to_json() for i in infos]))
        return 0
    rows = [("group", "name", "version", "package", "status")]
    for i in infos:
        rows.append((i.group, i.name, i.version, i.package, "ok" if i.status == "ok" else f"error: {i.error}"))
    widths = [max(len(r[c]) for r in rows) for c in range(4)]
    for r in rows:
        print("  ".join(v.ljust(w) for v, w in zip(r[:4], widths)) + "  " + r[4])
    return 0
