"""Sound effects: real WAV files are written once, and the window plays them only when sound is on."""

from __future__ import annotations

import os
import wave

from uihelpers import TRIANGLE, drag, load, people

from triangles.ui.game.sound import RATE, SOUNDS, SoundPlayer, write_sounds


def test_every_effect_is_a_valid_short_wav(tmp_path):
    paths = write_sounds(tmp_path)
    assert set(paths) == set(SOUNDS)
    for name, path in paths.items():
        with wave.open(str(path), "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
            seconds = w.getnframes() / RATE
            assert 0.03 < seconds < 1.0
            frames = w.readframes(w.getnframes())
        assert max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True)) for i in range(0, len(frames), 2)) > 3000


def test_the_window_plays_the_effects_of_a_move_only_with_sound_on(window, monkeypatch):
    played: list[str] = []
    monkeypatch.setattr(SoundPlayer, "play", lambda self, name: played.append(name) if self.enabled else None)
    load(window, TRIANGLE, [[0, 1], [1, 2]], people())
    window.set_sound(True)
    drag(window, 0, 1)  # refused: already drawn
    drag(window, 0, 2)  # closes the triangle and ends the game
    assert played[:3] == ["refused", "segment", "triangle"]
    assert played[3] in ("win", "end")
    played.clear()
    window.set_sound(False)
    assert window.settings.sound is False
    load(window, TRIANGLE, [[0, 1], [1, 2]], people())
    drag(window, 0, 2)
    assert played == []


def test_a_player_without_any_backend_stays_silent(tmp_path, monkeypatch):
    player = SoundPlayer(tmp_path)
    monkeypatch.setattr(player, "backend", lambda: "")
    player.play("segment")
    assert player.enabled
    assert (tmp_path / "segment.wav").exists()


def test_a_folder_or_fifo_at_an_effect_silences_that_effect_only(tmp_path):
    import os
    from triangles.ui.game.sound import prepare_sounds

    (tmp_path / "segment.wav").mkdir()
    os.mkfifo(tmp_path / "refused.wav")
    paths, problems = prepare_sounds(tmp_path)  # returns at once: the FIFO is never opened
    assert set(paths) == set(SOUNDS) - {"segment", "refused"}
    assert problems == {"segment.wav": "is a folder, not a file", "refused.wav": "is not a regular file"}
    assert (tmp_path / "segment.wav").is_dir() and not (tmp_path / "refused.wav").is_file()  # left alone


def test_the_window_says_once_which_sounds_are_off_and_plays_the_others(window, monkeypatch):
    from PySide6.QtCore import QProcess

    folder = window.settings.data_dir / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "segment.wav").mkdir()
    started: list[str] = []
    monkeypatch.setattr(SoundPlayer, "backend", lambda self: "aplay")
    monkeypatch.setattr(QProcess, "startDetached", lambda program, args: started.append(args[-1]) or True)
    messages: list[str] = []
    monkeypatch.setattr(window.view, "show_message", lambda text, *_, **__: messages.append(text))
    window.set_sound(True)
    load(window, TRIANGLE, [[0, 1]], people())
    drag(window, 1, 2)  # a segment: its file is a folder
    drag(window, 1, 2)  # refused: that effect plays
    assert [m for m in messages if "sound" in m] == [
        "Some sound files cannot be used, so only those sounds are off: segment.wav is a folder, not a file."
    ]
    assert window.sound.enabled
    assert [os.path.basename(p) for p in started] == ["refused.wav"]


def test_sounds_that_all_fail_for_one_reason_are_said_once_in_a_line(window, monkeypatch):
    """A full data folder fails every effect alike: one short line, not each file's name."""
    import errno

    from triangles.ui.game import sound

    def full(path, data):  # noqa: ANN001
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(sound, "atomic_write_bytes", full)
    messages: list[str] = []
    monkeypatch.setattr(window.view, "show_message", lambda text, *_, **__: messages.append(text))
    window.set_sound(True)
    load(window, TRIANGLE, [[0, 1]], people())
    drag(window, 1, 2)
    assert [m for m in messages if "sound" in m] == [
        "The sounds are off: their files cannot be written (No space left on device)."]
    assert sound.problems_text({"sounds/": "cannot be made (Permission denied)"}) == "sounds/ cannot be made (Permission denied)"
