"""Start the real game window, play a short computer-vs-computer game through the controller the
window uses, optionally save a screenshot of the final board, and print a one-line summary.

With --tour DIR, instead: open every window, dialog, menu and popup of the game and save a PNG
of each in DIR (in the theme, size and language asked for; with --rules, a plugin's variant
pictured too), print the list, exit 0.

Exits 0 when the game ran to its end and the board shows exactly the game's segments and
triangles; 1 with the reason when the check failed (a plugin broke, the board was wrong, the game
did not end in time); 2 for what was asked wrongly (an unknown variant, theme, player or language,
an option or seed out of range, a record, screenshot or tour folder that cannot be written), as
every command does.
Settings, statistics and the unfinished-game file go to a temporary folder, so a check never
touches the player's own.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import math
import os
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from triangles.cli import OutputFailed
from triangles.interrupt import INTERRUPTED
from triangles.plugins.api import GROUP_RULES, OptionError

from .option_words import add_option_argument, options_from_words

if TYPE_CHECKING:
    from triangles.plugins.registry import Registry

#: The computer players' think budget is scaled down: the check is about the window, not strength.
BUDGET_SCALE = 0.2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--screenshot", metavar="FILE.png", type=picture_path,
                        help="save a picture of the final board (.png; .jpg and .bmp too)")
    parser.add_argument("--stars", type=int, default=24, choices=(24, 60, 80, 120, 180), help="board size (default 24)")
    parser.add_argument("--seed", type=seed, default=2024, help="seed of the star cloud (default 2024)")
    parser.add_argument("--timeout", type=seconds, default=120.0, help="give up after this many seconds (default 120)")
    parser.add_argument("--size", type=window_size, metavar="WxH", help="the window's size in points, e.g. 1280x800")
    parser.add_argument("--record", metavar="FILE", help="save the game's record (with the view it was played at)")
    parser.add_argument("--rules", default="classic", metavar="NAME", help="rules variant to play (default classic)")
    add_option_argument(parser)
    parser.add_argument("--ai", metavar="PLUGIN:LEVEL",
                        help="the computer player on both seats (default: the first that plays the rules)")
    parser.add_argument("--tour", metavar="DIR", help="save a picture of every window, dialog, menu and popup in DIR")
    parser.add_argument("--theme", metavar="NAME", default="nebula",
                        help="the theme: installed, or a file in your theme folder (default nebula)")
    parser.add_argument("--language", metavar="CODE", default="en", help="the window's language (default en)")


def seconds(text: str) -> float:
    """A positive number of seconds; argparse turns the error into a one-line usage error."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not (math.isfinite(value) and 0 < value < 1e6):
        raise argparse.ArgumentTypeError(f"{text!r}: give a number of seconds above 0 and below 1000000")
    return value


def seed(text: str) -> int:
    """A star cloud's seed, 0 to 2147483647 (as `arena --seed`)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value <= 2**31 - 1:
        raise argparse.ArgumentTypeError(f"{text!r}: the seed must be between 0 and 2147483647")
    return value


#: The picture format each screenshot name ending asks for; a name without one is a PNG.
PICTURE_FORMATS = {"": "PNG", ".png": "PNG", ".jpg": "JPG", ".jpeg": "JPG", ".bmp": "BMP"}


def picture_path(text: str) -> str:
    """A screenshot's file name whose ending names a format Qt writes (never a PNG named .gif)."""
    if Path(text).suffix.lower() not in PICTURE_FORMATS:
        raise argparse.ArgumentTypeError(f"{text!r}: a screenshot is saved as .png, .jpg or .bmp")
    return text


def window_size(text: str) -> tuple[int, int]:
    """'1280x800' -> (1280, 800); argparse turns the ValueError into a one-line usage error."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height must be 200 to 8000")
    return w, h


def _headless_if_needed() -> None:
    """Without any display on Linux, use Qt's offscreen platform instead of aborting."""
    if sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM"):
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if os.environ.get("QT_QPA_PLATFORM", "").startswith(("offscreen", "minimal")):
        _without_platform_notes()


#: How Qt's headless platforms begin their note on each window feature they lack
#: ("This plugin does not support propagateSizeHints()"): about the screen, not the game.
PLATFORM_NOTE = "This plugin does not support"


def _without_platform_notes() -> None:
    """Qt's messages go to stderr as usual, without the headless platform's notes, so that the
    check's report is its own line."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode: object, context: object, message: str) -> None:  # noqa: ARG001
        if not message.startswith(PLATFORM_NOTE):
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


#: How long past --timeout the watchdog waits before it ends a check that stopped answering.
WATCHDOG_GRACE_SECONDS = 10.0


#: Tries at removing the check's folder when it ends at once: a thread of the game (the
#: autosave) may be writing a file into it at that moment.
REMOVE_TRIES = 20


def _end_now(data_dir: Path, code: int = INTERRUPTED) -> None:
    """End the check at once, its temporary folder removed (Ctrl+C: the process's own exit
    would wait for the game's threads). Removed again while a file written meanwhile keeps it:
    a Ctrl+C during an autosave left the folder behind on a loaded machine."""
    with contextlib.suppress(Exception):  # nothing may keep the process from ending
        sys.stdout.flush()
    for _ in range(REMOVE_TRIES):
        shutil.rmtree(data_dir, ignore_errors=True)
        if not data_dir.exists():
            break
        time.sleep(0.01)
    os._exit(code)


def _stop_now(reason: str, data_dir: Path) -> None:
    """End the check at once with one line, from any thread: a plugin call that never returns
    blocks the window's own thread, so the check cannot return."""
    print(f"self-check failed: {reason}", file=sys.stderr)
    sys.stderr.flush()
    _end_now(data_dir, 1)


def _watchdog(timeout: float, data_dir: Path) -> threading.Timer:
    """A timer that ends the process with one line if the check is still running
    WATCHDOG_GRACE_SECONDS after `timeout` (the game itself is given up at `timeout`)."""
    reason = f"no answer within {timeout:g} s (a plugin stopped answering)"
    timer = threading.Timer(timeout + WATCHDOG_GRACE_SECONDS, _stop_now, (reason, data_dir))
    timer.daemon = True
    timer.start()
    return timer


def run(args: argparse.Namespace) -> int:
    _headless_if_needed()
    themes_log = logging.getLogger("triangles.theme.catalogue")  # quietened once it has spoken
    level = themes_log.level
    try:
        with tempfile.TemporaryDirectory(prefix="triangles-self-check-") as tmp:
            if getattr(args, "own_process", False):  # Ctrl+C: nothing said, nothing left behind
                from triangles.ui.app import application, watch_interrupts

                application()
                watch_interrupts(lambda: _end_now(Path(tmp)))
            if args.tour:
                return _tour(args, Path(tmp))
            watchdog = _watchdog(args.timeout, Path(tmp))
            try:
                return _check(args, Path(tmp))
            finally:
                watchdog.cancel()
    except OutputFailed:
        raise  # said by `triangles.cli.main`, as for every command
    except Exception as exc:  # the report must be one line, whatever broke
        print(f"self-check failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    finally:
        themes_log.setLevel(level)


def _players_themes(data_dir: Path) -> None:
    """Copy the theme files of the player's own theme folder into the check's data folder, so
    that --theme can name one while nothing of the player's is written."""
    from triangles.engine.files import UnreadableFile, atomic_write_bytes, read_regular_file
    from triangles.theme.fileformat import MAX_BYTES, SUFFIX
    from triangles.ui.settings import default_data_dir

    target = data_dir / "themes"
    target.mkdir(parents=True, exist_ok=True)
    try:
        files = sorted((default_data_dir() / "themes").glob(f"*{SUFFIX}"))
    except OSError:
        return
    for path in files:
        try:  # read as the catalogue reads: a link to a device or a FIFO never blocks the check
            atomic_write_bytes(target / path.name, read_regular_file(path, MAX_BYTES))
        except (OSError, UnreadableFile):  # unreadable or vanished: the player's window lists it with the reason
            continue


def _unknown_theme(registry: Registry, data_dir: Path, theme: str) -> str:
    """One line naming the themes there are, or "" when `theme` is one of them."""
    from triangles.theme.catalogue import ThemeCatalogue
    from triangles.ui.settings import default_data_dir
    from triangles.ui.themes import theme_catalogue

    catalogue = theme_catalogue(registry, data_dir / "themes")
    # The themes' warnings are said now, once: the window reads the same themes again.
    logging.getLogger("triangles.theme.catalogue").setLevel(logging.ERROR)
    names = catalogue.names()
    if theme in names:
        return ""
    # A file left out of the copy (too large, not a regular file) is judged in the player's own
    # folder (read, never written), and named there, not in the check's copy.
    players = default_data_dir() / "themes"
    entry = catalogue.get(theme) or ThemeCatalogue(registry, players).get(theme)
    if entry is not None and entry.error:
        error = entry.error.replace(str(data_dir / "themes"), str(players))
        return f"the theme {theme!r} cannot be used: {error}"
    return f"no theme called {theme!r} (themes: {', '.join(names)})"


def _check(args: argparse.Namespace, data_dir: Path) -> int:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from triangles.engine import BOARD_SIZES
    from triangles.plugins.registry import default_registry
    from triangles.ui.app import application, open_window
    from triangles.ui.dialogs.new_game_dialog import SIMPLE_COMPUTER, NewGameChoice
    from triangles.ui.game.players import PlayerSpec
    from triangles.ui.game.rules_thread import PATIENCE_S
    from triangles.ui.settings import AppSettings
    from triangles.ui.themes import find_theme
    from triangles.ui.tour import save_picture

    start = time.perf_counter()
    app = application()
    settings = AppSettings(data_dir=data_dir)
    settings.sound = False
    settings.language = args.language
    registry = default_registry()
    rules = registry.rules(args.rules)
    if rules is None:
        return _no_such_rules(registry, args.rules)
    _players_themes(data_dir)
    if problem := _unknown_theme(registry, data_dir, args.theme) or _unknown_language(args.language):
        print(f"self-check failed: {problem}", file=sys.stderr)
        return 2
    try:
        options = rules.resolve_options(options_from_words(rules, args.option))
    except OptionError as exc:
        print(f"self-check failed: the {args.rules!r} rules: {exc}", file=sys.stderr)
        return 2
    choices = registry.computer_choices(args.rules)
    spec = f"{choices[0][0].name}:{choices[0][1]}" if choices else SIMPLE_COMPUTER
    if args.ai:
        found = registry.find_ai(args.ai, args.rules)
        if found is None:
            print(f"self-check failed: {registry.why_no_ai(args.ai, args.rules)}", file=sys.stderr)
            return 2
        spec = f"{found[0].name}:{found[1]}"
    window = open_window(registry, settings)
    window.apply_theme(find_theme(registry, args.theme))
    if args.size:
        window.resize(*args.size)
    app.processEvents()
    size = next(s for s in BOARD_SIZES if s.stars == args.stars)
    names = (QCoreApplication.translate("SelfCheck", "Computer 1"), QCoreApplication.translate("SelfCheck", "Computer 2"))
    players = (PlayerSpec(names[0], spec), PlayerSpec(names[1], spec))  # in the language asked for
    controller = window.controller
    controller.computer_delay_ms = 0
    controller.budget_scale = BUDGET_SCALE
    controller.failures_logged = False  # said once, in the check's own line
    loop = QEventLoop()
    problems: list[str] = []  # a plugin switched off mid-game is a failed check, not "ok"
    # The window's words say "the computer player"; the check names which one, as its other lines do.
    plugin_name = spec.partition(":")[0]
    controller.problem.connect(lambda text: problems.append(text if plugin_name in text else f"{spec}: {text}"))
    outcomes: list[object] = []
    controller.game_over.connect(lambda outcome: (outcomes.append(outcome), loop.quit()))
    # The window would ask the player whether to end the game: the check names the variant and stops.
    controller.rules_not_responding.connect(
        lambda name: _stop_now(f"the rules variant {name!r} did not answer within {PATIENCE_S:g} s", data_dir))
    QTimer.singleShot(int(args.timeout * 1000), loop.quit)
    # What plugins print while they play goes to stderr: stdout is the report's one line.
    with contextlib.redirect_stdout(sys.stderr):
        if not window.start_game(NewGameChoice(args.rules, options, players, size.key, args.theme), seed=args.seed):
            return _fail(window, "the window could not start a game: " + window.view.message())
        if controller.outcome() is None:
            loop.exec()
        controller.wait_idle(5000)
    game = controller.game
    # The guard's own words first: a failure met at the last move may not have reached the
    # window's message yet.
    problems[:0] = [failure.message for failure in controller.guard.failures]
    if problems:
        return _fail(window, problems[0])
    if not outcomes or game is None or not game.is_over():
        return _fail(window, f"the game did not end within {args.timeout:g} s")
    window.scene.finish_animations()
    app.processEvents()
    drawn, scored = game.drawn_segments(), game.scored_triangles()
    shown_segments = {(min(s.a, s.b), max(s.a, s.b)) for s in window.scene.segment_items()}
    if shown_segments != {(min(a, b), max(a, b)) for a, b, _ in drawn}:
        return _fail(window, "the board does not show exactly the drawn segments")
    if len(window.scene.triangle_items()) != len(scored) or sum(game.score) != len(scored):
        return _fail(window, "the board does not show exactly the scored triangles")
    if args.record:
        try:
            controller.to_record().save(args.record)
        except OSError as exc:  # a path that cannot be written is bad input: exit 2, as for reading
            _fail(window, f"cannot write the record {args.record}: {exc.strerror or exc}")
            return 2
    if args.screenshot:
        window.end_screen.hide()
        window.view.hide_message()  # the board alone, without the start's theme notes
        app.processEvents()
        shot = Path(args.screenshot)
        if problem := save_picture(window.grab(), shot, PICTURE_FORMATS[shot.suffix.lower()]):
            _fail(window, f"cannot write the screenshot {args.screenshot}: {problem}")
            return 2  # as for the record
    outcome = game.outcome()
    winner = "draw" if outcome.winner is None else f"player {outcome.winner} wins"
    elapsed = time.perf_counter() - start
    print(
        f"self-check ok: {args.rules} on {size.stars} stars, {len(game.history)} moves by {spec}, "
        f"score {game.score[0]}:{game.score[1]}, {winner}, {elapsed:.1f} s"
    )
    window.close()
    return 0


def _no_such_rules(registry: Registry, name: str) -> int:
    """Say in one line why the variant `name` cannot be used; the exit code: 1 for a broken
    plugin (the check failed), 2 for a name not installed (a bad argument)."""
    known = ", ".join(sorted(p.name for p in registry.rules_plugins())) or "none"
    print(f"self-check failed: {registry.missing_rules(name)} (known: {known})", file=sys.stderr)
    return 1 if any(i.group == GROUP_RULES and i.name == name for i in registry.infos) else 2


def _unknown_language(language: str) -> str:
    """Why `language` cannot be used, or "" when it can."""
    from triangles.i18n import available_languages

    languages = [code for code, _ in available_languages()]  # English first
    if language in languages:
        return ""
    return f"no language {language!r} (languages: {', '.join(languages)})"


def _tour(args: argparse.Namespace, data_dir: Path) -> int:
    from triangles.plugins.registry import default_registry
    from triangles.ui.app import application
    from triangles.ui.tour import TourError, TourFolderError, run_tour

    application()
    registry = default_registry()
    _players_themes(data_dir)
    if problem := _unknown_theme(registry, data_dir, args.theme) or _unknown_language(args.language):
        print(f"self-check failed: {problem}", file=sys.stderr)
        return 2
    if registry.rules(args.rules) is None:
        return _no_such_rules(registry, args.rules)
    start = time.perf_counter()
    try:
        pictures = run_tour(registry, Path(args.tour), data_dir, args.theme, args.size, args.language, rules=args.rules)
    except TourError as exc:
        print(f"self-check failed: {exc}", file=sys.stderr)
        return 2 if isinstance(exc, TourFolderError) else 1  # a folder that cannot be used was asked wrongly
    for path in pictures:
        print(path)
    print(f"self-check ok: {len(pictures)} pictures in {args.tour}, {time.perf_counter() - start:.1f} s")
    return 0


def _fail(window, reason: str) -> int:  # noqa: ANN001
    print(f"self-check failed: {reason}", file=sys.stderr)
    window.close()
    return 1
