"""A crash loses nothing: the window autosaves after every move, is killed with SIGKILL in the
middle of a game, and the next start offers to resume exactly where it was.

The app runs for real in a subprocess (offscreen) with its data folder in a temporary directory;
moves are made through the board scene's gesture signal, as a tap would make them."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")

DRIVER = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    from triangles.engine import random_stars
    from triangles.ui.app import application, open_window
    from triangles.ui.game.controller import GameSetup
    from triangles.ui.game.players import PlayerSpec

    def position(win):
        c = win.controller
        g = c.game
        return {
            "rules": g.rules_name, "options": g.options, "stars": g.board.stars.tolist(),
            "history": [m.to_json() for m in g.history], "drawn": g.drawn_segments(),
            "scored": g.scored_triangles(), "score": list(g.score), "turn": g.turn,
            "state": repr(g.state), "players": [p.to_json() for p in c.setup.players],
            "board_size": c.setup.board_size, "over": g.is_over(),
        }

    mode, rules, moves = sys.argv[1], sys.argv[2], int(sys.argv[3])
    app = application()
    if mode == "play":
        win = open_window()
        seat2 = PlayerSpec("Computer", "fallback") if rules == "dice" else PlayerSpec("Bea")
        setup = GameSetup(rules, (PlayerSpec("Ada"), seat2), "phone-24")
        win.controller.computer_delay_ms = 0
        win.controller.new_game(setup, random_stars(24, 11), {"clearance": 0.0})
        played = 0
        while played < moves:
            c = win.controller
            if c.is_thinking or not c.is_human_turn():
                app.processEvents()
                continue
            move = next(iter(c.game.legal_moves))
            win.scene.move_requested.emit(move.a, move.b)  # a tap on two stars
            played += 1
        while not win.controller.is_human_turn():
            app.processEvents()
        win.autosaver.flush()  # the autosave thread has written the last move (a few ms)
        print(json.dumps(position(win)), flush=True)
        app.exec()  # killed here
    else:
        answers = []

        def click_resume():
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                answers.append(box.text())
                next(b for b in box.buttons() if b.text() == "Resume").click()
            else:
                QTimer.singleShot(50, click_resume)

        QTimer.singleShot(50, click_resume)
        win = open_window()
        print(json.dumps({"asked": answers, **position(win)}), flush=True)
    """
)


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"), LANGUAGE="en", LC_ALL="C.UTF-8",
    )
    return env


@pytest.mark.parametrize("rules,moves", [("classic", 9), ("dice", 5)])
def test_killed_game_resumes_exactly_where_it_was(tmp_path: Path, rules: str, moves: int) -> None:
    script = tmp_path / "driver.py"
    script.write_text(DRIVER)
    env = environment(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, str(script), "play", rules, str(moves)], env=env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        line = proc.stdout.readline()
        assert line, proc.stderr.read()
        before = json.loads(line)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
    assert proc.returncode == -signal.SIGKILL
    assert not before["over"] and len(before["history"]) >= moves

    saved = list((tmp_path / "data").rglob("unfinished.triangles"))
    assert len(saved) == 1
    assert not [p for p in saved[0].parent.iterdir() if p.name.endswith(".tmp")]

    done = subprocess.run(
        [sys.executable, str(script), "resume", rules, "0"], env=env, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    after = json.loads(done.stdout.splitlines()[-1])
    assert after.pop("asked") == ["Resume the unfinished game?"]
    assert after == before
