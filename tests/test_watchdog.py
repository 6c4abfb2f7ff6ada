"""The headless commands' watchdog: it gives up past the deadline, but never once the answer is
being printed (a torn answer followed by "no answer" would be worse than either)."""

from __future__ import annotations

import threading

from triangles.commands import watchdog


def test_past_the_deadline_the_watchdog_gives_up() -> None:
    reasons: list[str] = []
    given_up = threading.Event()
    watch = watchdog.Watchdog("test", clock=lambda: 10.0)
    watch._give_up = lambda reason: (reasons.append(reason), given_up.set())  # type: ignore[method-assign]
    with watch:
        watch.finish_by(5.0, "no answer within the time limit of 1 s")
        assert given_up.wait(5)
    assert reasons[0] == "no answer within the time limit of 1 s"


def test_once_done_the_watchdog_never_gives_up_even_when_it_was_already_looking() -> None:
    """The watcher reads the clock (past the deadline) at the moment the command finishes its
    answer: `done` wins, and nothing is cut off."""
    reading = threading.Event()
    finished = threading.Event()
    reasons: list[str] = []

    def clock() -> float:
        if threading.current_thread().name.endswith("watchdog"):
            reading.set()
            finished.wait(5)  # the command is done while the watcher looks
        return 10.0

    watch = watchdog.Watchdog("test", clock=clock)
    watch._give_up = reasons.append  # type: ignore[method-assign]
    with watch:
        watch.finish_by(5.0, "no answer within the time limit of 1 s")
        assert reading.wait(5)
        watch.done()
        finished.set()
        watch._thread.join(2)  # type: ignore[union-attr]
    assert reasons == []


def test_a_command_called_inside_another_program_never_ends_that_program(tmp_path, monkeypatch, capsys) -> None:
    """`main([...])` in a test runner or a tool: past its limit the command answers late rather
    than ending the caller's process (the watcher, whose only way to stop is `os._exit`, does not
    run there). A 60-star board cannot be analysed within 1 ms."""
    import json

    from triangles.cli import main
    from triangles.engine import random_stars

    ended: list[int] = []
    monkeypatch.setattr(watchdog.os, "_exit", ended.append)
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"format": "triangles/2", "rules": "classic", "options": {},
                                "stars": random_stars(60, 5).tolist(), "moves": []}))
    assert main(["analyse", str(path), "--json", "--time-limit", "0.001"]) == 0
    assert json.loads(capsys.readouterr().out)["best"]
    assert ended == [] and not any(t.name.endswith("-watchdog") for t in threading.enumerate())
