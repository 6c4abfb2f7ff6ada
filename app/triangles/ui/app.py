"""Starting the game window: the application object, language, and the first game."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import resources

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import QApplication

from triangles.game_slots import claim_slot
from triangles.interrupt import INTERRUPTED, on_interrupt
from triangles.plugins.registry import Registry

from . import platform_check
from .i18n import install_language
from .main_window import MainWindow
from .plugin_switch import discover_for_window
from .settings import AppSettings
from .timers import timer

#: How often Python looks for a Ctrl+C while the window waits.
WAKE_MS = 200
#: The app icon's sizes in `assets/` (copies of packaging/icons), so each place gets a crisp one.
ICON_SIZES = (32, 48, 64, 128, 256)


def application() -> QApplication:
    """The running QApplication, created with the app's names if there is none yet. Exits with
    one line on stderr when the system lacks a library Qt needs for a window (platform_check)."""
    app = QApplication.instance()
    if app is None:
        if missing := platform_check.problem():  # Qt would abort the process without a word of use
            print(missing, file=sys.stderr)
            raise SystemExit(1)
        _utf8_instead_of_c_locale()
        _no_scale_below_zero()
        # Fractional scale factors (125 %, 150 % on Windows tablets) drawn exactly, not rounded.
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication(sys.argv[:1])
    QCoreApplication.setOrganizationName("Triangles")
    QCoreApplication.setApplicationName("Triangles")
    app.setWindowIcon(app_icon())  # type: ignore[union-attr]
    return app  # type: ignore[return-value]


def _no_scale_below_zero() -> None:
    """QT_SCALE_FACTOR=0 (or below) drew nothing at all and filled standard error with 141 MB of
    painter warnings: such a value is set aside, said in one line, and Qt scales as it would
    without it. Other values are Qt's to read (it ignores words)."""
    import math
    import os

    text = os.environ.get("QT_SCALE_FACTOR", "")
    try:
        value = float(text)
    except ValueError:
        return
    if value > 0 and math.isfinite(value):
        return
    print(f"triangles: QT_SCALE_FACTOR={text} is no scale; it is left out", file=sys.stderr)
    del os.environ["QT_SCALE_FACTOR"]


def _utf8_instead_of_c_locale() -> None:
    """Under the plain C locale (LANG=C, LC_ALL=C: scripts, containers) Qt switches to C.UTF-8
    itself, saying so in four lines on every start: the switch is made here first, quietly."""
    import locale
    import os

    if not hasattr(locale, "nl_langinfo") or locale.setlocale(locale.LC_CTYPE) not in ("C", "POSIX"):
        return
    if locale.nl_langinfo(locale.CODESET).upper().replace("-", "") == "UTF8":
        return
    try:
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
    except locale.Error:  # a system without C.UTF-8: Qt says what it does
        return
    os.environ["LC_ALL" if os.environ.get("LC_ALL") else "LC_CTYPE"] = "C.UTF-8"


def app_icon() -> QIcon:
    """The window and task bar icon, read from the package's assets (a null icon if missing)."""
    icon = QIcon()
    assets = resources.files(__package__).joinpath("assets")
    for size in ICON_SIZES:
        try:
            data = assets.joinpath(f"triangles-{size}.png").read_bytes()
        except OSError:  # a bundle without the assets still starts, with the platform's icon
            continue
        pix = QPixmap()
        if pix.loadFromData(data):
            icon.addPixmap(pix)
    return icon


def open_window(registry: Registry | None = None, settings: AppSettings | None = None, file: str | None = None) -> MainWindow:
    """Create, show and start the main window (the game starts or resumes)."""
    application()
    settings = settings or AppSettings()
    install_language(settings.language)
    slot, told = None, []
    if registry is None:  # the installed plugins: noted while they run, the ones that ended a window off
        slot = claim_slot(settings.data_dir, keep_games=bool(file))
        registry, told = discover_for_window(settings, slot.note_path)
    window = MainWindow(registry, settings)
    window.claim_slot(slot)
    window.switched_off_now = told
    window.show()
    window.start(file)
    return window


def watch_interrupts(act: Callable[[], None]) -> None:
    """Ctrl+C calls `act`, within a fifth of a second even while the window waits for the
    player: Python sees a signal only when it runs, so a timer runs it (before, Ctrl+C surfaced
    as a traceback in whatever Python callback came next, and the window went on)."""
    on_interrupt(act)
    wake = timer(QCoreApplication.instance(), WAKE_MS)
    wake.timeout.connect(lambda: None)
    wake.start()


def run_gui(file: str | None = None) -> int:
    """The `triangles [FILE]` command: open the window and run until it closes (Ctrl+C closes it
    as its close button does: the game in progress is kept)."""
    app = application()
    window = open_window(file=file)
    interrupted = []
    watch_interrupts(lambda: interrupted.append(True) or QTimer.singleShot(0, window.close))
    code = app.exec()
    del window
    return INTERRUPTED if interrupted else int(code)
