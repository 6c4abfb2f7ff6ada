"""List every discovered plugin with its group, name, version, package and status (theme plugins
are loaded to tell: one that gives no usable theme within 2 s is an error)."""

from __future__ import annotations

import argparse
import json

from triangles.plugins.registry import default_registry
from triangles.theme.catalogue import ThemeCatalogue


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print a JSON list")


def run(args: argparse.Namespace) -> int:
    registry = default_registry()
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
