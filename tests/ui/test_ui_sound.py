"""Sound effects: real WAV files are written once, and the window plays them only when sound is on."""

from __future__ import annotations

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
