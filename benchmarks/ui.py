"""Game window timings against the budgets of the game window issue.

    python benchmarks/ui.py [--repaints N]

- full repaint of the board view on a 180-star board with about 500 segments (and the triangles
  they closed), in a 1280x800 window: median and worst of N repaints (budget < 16 ms), when
  nothing changed, after a move (painted onto the cached position), and when the whole position
  is redrawn (theme change, undo, zoom settled);
- window open time: a fresh process that imports the app, opens the main window with a new game
  and paints it once (budget < 2 s), measured from outside the process.

Runs with QT_QPA_PLATFORM=offscreen when no display is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if sys.platform.startswith("linux") and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BUDGET_REPAINT_MS = 16.0
BUDGET_OPEN_S = 2.0
SEGMENTS = 500

OPEN_SCRIPT = """
import sys, tempfile
from pathlib import Path
from triangles.ui.app import application, open_window
from triangles.ui.settings import AppSettings
app = application()
with tempfile.TemporaryDirectory() as tmp:
    s = AppSettings(data_dir=Path(tmp))
    s.sound = False
    w = open_window(settings=s)
    w.resize(1280, 800)
    app.processEvents()
    w.view.viewport().repaint()
    w.close()
"""


def repaint_times(repaints: int) -> tuple[dict[str, list[float]], int, int]:
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication

    from triangles.engine import Move, random_stars
    from triangles.plugins.safe_play import fallback_action
    from triangles.plugins.registry import Registry
    from triangles.ui.app import application
    from triangles.ui.game.controller import GameSetup
    from triangles.ui.main_window import MainWindow
    from triangles.ui.game.players import PlayerSpec
    from triangles.ui.settings import AppSettings
    from triangles_classic import ClassicRules

    app = application()
    registry = Registry()
    registry.add("triangles.rules", "classic", ClassicRules, "triangles", "bench")
    with tempfile.TemporaryDirectory() as tmp:
        settings = AppSettings(data_dir=Path(tmp))
        settings.sound = False
        window = MainWindow(registry, settings)
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        window.scene.animation_ms = 0
        players = (PlayerSpec("One"), PlayerSpec("Two"))
        window.controller.new_game(GameSetup("classic", players, "tablet-180"), random_stars(180, 7), {"clearance": window.clearance()})
        game = window.controller.game
        while len(game.drawn_segments()) < SEGMENTS and not game.is_over():
            action = fallback_action(game)
            if not isinstance(action, Move):
                break
            window.controller.play(action)
        app.processEvents()
        viewport = window.view.viewport()

        layer = window.scene._layer
        segment, triangle = window.scene.segment_items()[-1], window.scene.triangle_items()[-1]

        def measure(change) -> list[float]:  # noqa: ANN001
            out = []
            for _ in range(repaints):
                start = time.perf_counter()
                change()
                viewport.repaint()
                out.append((time.perf_counter() - start) * 1000)
            return out

        times = {
            "nothing changed": measure(lambda: None),
            "a move (segment+triangle)": measure(lambda: layer.add([segment], [triangle])),
            "redraw all (theme, undo)": measure(layer.invalidate),
        }
        window.view.zoom_by(4.0, QPointF(viewport.rect().center()))
        times["redraw all, zoomed 4x"] = measure(layer.invalidate)
        QApplication.processEvents()
        counts = (len(window.scene.segment_items()), len(window.scene.triangle_items()))
        window.close()
    return times, *counts


def open_time() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", OPEN_SCRIPT], check=True, capture_output=True, env=os.environ.copy())
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repaints", type=int, default=60)
    args = parser.parse_args()
    times, segments, triangles = repaint_times(args.repaints)
    print(f"full repaint of the view, 180 stars, {segments} segments, {triangles} triangles, 1280x800:")
    for label, values in times.items():
        median, worst = statistics.median(values), max(values)
        ok = "ok" if median < BUDGET_REPAINT_MS else "OVER BUDGET"
        print(f"  {label:<26} median {median:5.1f} ms, worst {worst:5.1f} ms (budget {BUDGET_REPAINT_MS:.0f} ms) {ok}")
    opened = open_time()
    ok = "ok" if opened < BUDGET_OPEN_S else "OVER BUDGET"
    print(f"window open (fresh process: imports, window, first game, first paint): {opened:.2f} s "
          f"(budget {BUDGET_OPEN_S:.0f} s) {ok}")


if __name__ == "__main__":
    main()
