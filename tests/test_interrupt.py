"""Ctrl+C (SIGINT) ends each program quietly and soon: the window closes as its close button
does, a self-check leaves nothing behind, and an analysis stops at once, not at its time limit
(the compiled solver never returned to Python to see the signal)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from triangles.engine.stars import random_stars

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a process is a POSIX matter")


def _start(args: list[str], tmp_path: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "TMPDIR": str(tmp_path)}
    return subprocess.Popen([sys.executable, "-m", "triangles", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)


def _interrupted_after(process: subprocess.Popen[str], seconds: float) -> tuple[int, str, float]:
    time.sleep(seconds)
    process.send_signal(signal.SIGINT)
    sent = time.monotonic()
    _, err = process.communicate(timeout=60)
    return process.returncode, err, time.monotonic() - sent


def test_ctrl_c_closes_the_window_quietly(tmp_path: Path) -> None:
    code, err, took = _interrupted_after(_start([], tmp_path), 5)
    assert code == 130 and "Traceback" not in err and took < 5, err


def test_ctrl_c_ends_a_self_check_quietly_and_leaves_no_folder(tmp_path: Path) -> None:
    code, err, took = _interrupted_after(_start(["self-check", "--stars", "180"], tmp_path), 3)
    assert code == 130 and err.strip() == "" and took < 5, err
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("triangles-self-check-")]


def test_ctrl_c_stops_an_analysis_at_once_not_at_its_time_limit(tmp_path: Path) -> None:
    record = tmp_path / "sixty.triangles"
    record.write_text(json.dumps({"format": "triangles/2", "rules": "classic", "options": {},
                                  "stars": random_stars(60, 7).round(4).tolist(), "moves": []}))
    code, err, took = _interrupted_after(_start(["analyse", str(record), "--time-limit", "60"], tmp_path), 3)
    assert code in (130, -signal.SIGINT) and "Traceback" not in err and took < 5, err
