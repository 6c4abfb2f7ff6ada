"""Persistent preferences, remembered New Game choices and statistics, on top of QSettings.

Every value is stored as a JSON string and read back through a check, so a value corrupted by hand
or by an older version falls back to its default instead of crashing the app. The settings and the
statistics are two INI files in the data folder, opened through `triangles.storage`: a file that
cannot be read is set aside with a warning and only that file starts from its defaults.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QSettings, QStandardPaths

from triangles.engine.files import why_unwritable
from triangles.storage import SETTINGS_FILE, STATISTICS_FILE, first_unsaved, merged_update, open_ini


def default_settings() -> QSettings:
    """The settings file, checked (see triangles.storage)."""
    return open_ini(default_data_dir() / SETTINGS_FILE)


def default_data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".triangles")


class AppSettings:
    """Typed, failure-proof access to the app's QSettings."""

    def __init__(self, qsettings: QSettings | None = None, data_dir: Path | None = None) -> None:
        self.data_dir = data_dir if data_dir is not None else default_data_dir()
        self.q = qsettings if qsettings is not None else open_ini(self.data_dir / SETTINGS_FILE)
        #: Told, once a file, when a change cannot be written (a read-only or full data folder):
        #: the file's name (SETTINGS_FILE or STATISTICS_FILE), its folder and the system's reason.
        self.on_unsaved: Callable[[str, str, str], None] | None = None

    # ------------------------------------------------------------------------------ raw access
    def get(self, key: str, default: Any, check: Callable[[Any], bool] | None = None) -> Any:
        """The stored value if it parses and passes `check`, else `default`."""
        try:
            raw = self.q.value(key, None)
            if raw is None:
                return default
            value = json.loads(str(raw))
        except (ValueError, TypeError, RuntimeError):
            return default
        if check is not None:
            try:
                if not check(value):
                    return default
            except Exception:
                return default
        return value

    def set(self, key: str, value: Any) -> None:
        """Store and write at once (QSettings writes a whole new file and renames it over)."""
        self.q.setValue(key, json.dumps(value))
        self.sync()

    def get_bool(self, key: str, default: bool) -> bool:
        return bool(self.get(key, default, lambda v: isinstance(v, bool)))

    def get_str(self, key: str, default: str) -> str:
        return str(self.get(key, default, lambda v: isinstance(v, str)))

    def get_int(self, key: str, default: int, minimum: int = 0, maximum: int = 2**31) -> int:
        ok = lambda v: isinstance(v, int) and not isinstance(v, bool) and minimum <= v <= maximum  # noqa: E731
        return int(self.get(key, default, ok))

    def sync(self) -> None:
        self.q.sync()
        if self.q.status() == QSettings.Status.AccessError:
            path = Path(self.q.fileName())
            if self.on_unsaved is not None and first_unsaved(path):
                self.on_unsaved(path.name, str(path.parent), why_unwritable(path.parent) or "the file cannot be written")

    # ------------------------------------------------------------------------------ preferences
    @property
    def theme(self) -> str:
        return self.get_str("ui/theme", "nebula")

    @theme.setter
    def theme(self, value: str) -> None:
        self.set("ui/theme", value)

    @property
    def language(self) -> str:
        """"" follows the system."""
        return self.get_str("ui/language", "")

    @language.setter
    def language(self, value: str) -> None:
        self.set("ui/language", value)

    @property
    def sound(self) -> bool:
        return self.get_bool("ui/sound", True)

    @sound.setter
    def sound(self, value: bool) -> None:
        self.set("ui/sound", value)

    @property
    def fullscreen(self) -> bool:
        return self.get_bool("ui/fullscreen", False)

    @fullscreen.setter
    def fullscreen(self, value: bool) -> None:
        self.set("ui/fullscreen", value)

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / "unfinished.triangles"

    def statistics_store(self) -> "AppSettings":
        """The statistics' own file beside the settings, so a damaged one never costs the other."""
        store = AppSettings(open_ini(self.data_dir / STATISTICS_FILE), self.data_dir)
        store.on_unsaved = lambda *told: self.on_unsaved(*told) if self.on_unsaved is not None else None
        return store


@dataclass
class LevelStats:
    """Results against one computer level. A draw counts as neither a win nor a loss."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0

    @property
    def win_rate(self) -> float | None:
        """Wins among decided games (draws excluded); None before the first decided game."""
        decided = self.wins + self.losses
        return None if decided == 0 else self.wins / decided


class Statistics:
    """Results per computer level, persisted in QSettings. Games in which the person asked for
    a suggested move are counted apart, under the level's name with `WITH_HINTS` after it; games
    of a rules variant other than the classic rules, under the variant's name and `RULES_MARK`
    before it (a level of one variant says nothing about another).

    Several windows (processes) may finish games at once: every change is made under a lock file
    on the statistics, on the values freshly read from the file (QSettings' own cache can miss a
    write made by another process in the same millisecond), so no update is lost."""

    GROUP = "stats"
    WITH_HINTS = "+hints"
    RULES_MARK = "|"
    #: How long a window waits for another one's statistics update before counting anyway.
    LOCK_WAIT_MS = 5000

    def __init__(self, settings: AppSettings) -> None:
        self.settings = settings.statistics_store()

    @staticmethod
    def _key(level: str) -> str:
        return level.replace("/", "_").replace("\\", "_")

    def levels(self) -> list[str]:
        found = self.settings.get(f"{self.GROUP}/levels", [], lambda v: isinstance(v, list))
        return [v for v in found if isinstance(v, str)]

    def get(self, level: str) -> LevelStats:
        raw = self.settings.get(f"{self.GROUP}/{self._key(level)}", {}, lambda v: isinstance(v, dict))
        values = {}
        for name in ("games", "wins", "losses", "draws"):
            v = raw.get(name, 0)
            values[name] = v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0
        stats = LevelStats(**values)
        if stats.wins + stats.losses + stats.draws != stats.games:  # repaired, never trusted blindly
            stats.games = stats.wins + stats.losses + stats.draws
        return stats

    @classmethod
    def entry(cls, level: str, rules: str = "classic") -> str:
        """The name a level's results are kept under for a rules variant (the classic rules'
        under the level alone, as they always were)."""
        return level if rules == "classic" else f"{rules}{cls.RULES_MARK}{level}"

    @classmethod
    def parts(cls, entry: str) -> tuple[str, str, bool]:
        """(rules variant, "plugin:level", with hints) of a name from `levels`."""
        plain = entry.removesuffix(cls.WITH_HINTS)
        rules, _, level = plain.rpartition(cls.RULES_MARK)
        return rules or "classic", level, plain != entry

    def record(self, level: str, result: str, with_hints: bool = False, rules: str = "classic") -> LevelStats:
        """Count one finished game of the rules variant `rules`: result is "win", "loss" or
        "draw"; `with_hints` when the person used "Suggest move" in it."""
        if result not in ("win", "loss", "draw"):
            raise ValueError(f"unknown result {result!r}")
        level = self.entry(level, rules)
        if with_hints:
            level += self.WITH_HINTS
        with merged_update(self.settings.q, self.LOCK_WAIT_MS):
            return self._record(level, result)

    def _record(self, level: str, result: str) -> LevelStats:
        stats = self.get(level)
        stats.games += 1
        if result == "win":
            stats.wins += 1
        elif result == "loss":
            stats.losses += 1
        else:
            stats.draws += 1
        self.settings.set(f"{self.GROUP}/{self._key(level)}", stats.__dict__)
        levels = self.levels()
        if level not in levels:
            self.settings.set(f"{self.GROUP}/levels", [*levels, level])
        return stats

    def reset(self) -> None:
        """Forget every result. The file keeps an empty list of levels: a file of zero bytes is
        what a power cut leaves, which the next start sets aside as damaged (storage.py)."""
        with merged_update(self.settings.q, self.LOCK_WAIT_MS):
            for level in self.levels():
                self.settings.q.remove(f"{self.GROUP}/{self._key(level)}")
            self.settings.set(f"{self.GROUP}/levels", [])
            self.settings.q.sync()
