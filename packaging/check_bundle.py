"""Check a built one-folder application headless, as a player's machine would run it (no source
tree, no PYTHONPATH, a home folder of its own): its own `self-check` with a screenshot,
`plugins --json` (every plugin pyproject.toml declares is found and loads, at the project's
version) and `replay --json` of each of the rules' worked examples (the same report as the
sources give).

    python packaging/check_bundle.py [BUNDLE] [--screenshot FILE]

The Windows workflow runs it on the bundle it has just built, before it builds the installer.
Prints one line per check; on a failure, one line saying what failed, and exit status 1.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from bundle_plan import ROOT, Project  # packaging/ is this script's folder

HERE = Path(__file__).resolve().parent
#: What runs the bundle's commands: on Windows the windowed triangles.exe has no stdout, so its
#: console twin answers; elsewhere both are the same program.
CLI = "triangles-cli.exe" if sys.platform == "win32" else "triangles"


class CheckFailed(Exception):
    """A check of the bundle failed; the message says which and how."""


def player_env(home: Path) -> dict[str, str]:
    """Headless, nothing of Python's pointing at the sources, and a home (settings, saves) of its own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), USERPROFILE=str(home), APPDATA=str(home),
               LOCALAPPDATA=str(home), XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"), XDG_CACHE_HOME=str(home / ".cache"))
    return env


def run(bundle: Path, home: Path, *args: str) -> str:
    """The standard output of a bundle command that must succeed."""
    program = bundle / CLI
    if not program.is_file():
        raise CheckFailed(f"no {CLI} in {bundle}")
    try:
        done = subprocess.run([str(program), *args], capture_output=True, text=True, encoding="utf-8",
                              timeout=180, env=player_env(home), cwd=home)
    except subprocess.TimeoutExpired:
        raise CheckFailed(f"{' '.join(args[:1])} did not end within 180 s") from None
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise CheckFailed(f"{' '.join(args[:2])} ended with status {done.returncode}: {last}")
    return done.stdout


def check_self_check(bundle: Path, home: Path, screenshot: Path) -> str:
    out = run(bundle, home, "self-check", "--screenshot", str(screenshot))
    if not out.startswith("self-check ok") or not screenshot.is_file():
        raise CheckFailed(f"self-check: {out.strip()[:200] or 'no report'}")
    return f"self-check: ok, screenshot {screenshot}"


def check_plugins(bundle: Path, home: Path, project: Project) -> str:
    from triangles.plugins.api import GROUPS

    out = run(bundle, home, "plugins", "--json")
    try:
        listed = {(p["group"], p["name"]): p for p in json.loads(out)}
    except (ValueError, KeyError, TypeError):
        raise CheckFailed(f"plugins --json: not a list of plugins: {out[:200]!r}") from None
    declared = sorted((group, name) for group, entries in project.entry_points().items()
                      if group in GROUPS for name in entries)
    if not declared:
        raise CheckFailed("plugins: pyproject.toml declares no plugin")
    for group, name in declared:
        plugin = listed.get((group, name))
        if plugin is None:
            raise CheckFailed(f"plugins: {group} {name!r} is not in the bundle")
        if plugin.get("status") != "ok" or plugin.get("version") != project.version:
            raise CheckFailed(f"plugins: {group} {name!r}: status {plugin.get('status')!r}, "
                              f"version {plugin.get('version')!r}")
    return f"plugins: the {len(declared)} declared plugins load, version {project.version}"


def check_replays(bundle: Path, home: Path, project: Project) -> str:
    from triangles.commands.replay import replay
    from triangles.engine import record
    from triangles.plugins.registry import default_registry

    examples = sorted(project.package_dir("triangles").glob("examples/*.json"))
    if not examples:
        raise CheckFailed("replay: no worked example to replay")
    registry = default_registry()
    for path in examples:
        out = run(bundle, home, "replay", str(path), "--json")
        expected = json.loads(json.dumps(replay(record.load(path), registry)))
        if json.loads(out) != expected:
            raise CheckFailed(f"replay {path.name}: the bundle's report differs from the sources'")
    return f"replay: {len(examples)} worked examples, the same reports as the sources"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=HERE / "dist" / "triangles-bundle")
    parser.add_argument("--screenshot", type=Path, default=Path("self-check.png"),
                        help="where self-check saves its picture of the window (default self-check.png)")
    args = parser.parse_args(argv)
    project = Project.load(ROOT)
    bundle = args.bundle.resolve()
    try:
        with tempfile.TemporaryDirectory(prefix="triangles-home-") as home:
            print(check_self_check(bundle, Path(home), args.screenshot.resolve()), flush=True)
            print(check_plugins(bundle, Path(home), project), flush=True)
            print(check_replays(bundle, Path(home), project), flush=True)
    except CheckFailed as exc:
        print(f"check_bundle.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
