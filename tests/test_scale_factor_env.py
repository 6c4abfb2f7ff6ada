"""A scale factor of zero or below in the environment: one line, and the window as without it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize("value", ["0", "-3"])
def test_a_scale_of_zero_or_below_is_left_out_in_one_line(tmp_path: Path, value: str) -> None:
    """QT_SCALE_FACTOR=0 drew nothing, wrote 141 MB of painter warnings and ended with a plugin
    blamed for not answering."""
    env = {**os.environ, "QT_SCALE_FACTOR": value, "QT_QPA_PLATFORM": "offscreen",
           "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-m", "triangles", "self-check", "--timeout", "60"], capture_output=True,
                          text=True, timeout=240, env=env)
    assert done.returncode == 0 and done.stdout.startswith("self-check ok"), done.stderr[-2000:]
    assert done.stderr == f"triangles: QT_SCALE_FACTOR={value} is no scale; it is left out\n"
