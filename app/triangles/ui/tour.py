"""The picture tour: open every window, dialog, menu and popup the game can show, through the
same code the player's clicks run, and save a PNG of each (`triangles self-check --tour DIR`).

Modal dialogs are opened by the window's own methods (which block in `exec()`); a timer finds
the dialog once it is up, takes its picture and closes it. Popups (menus, dropdown lists) are
pictured together with the window they open over.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QBuffer, QCoreApplication, QEventLoop, QIODevice, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QComboBox, QDialog, QScrollArea, QScrollBar, QWidget

from triangles.engine.files import atomic_write_bytes, atomic_write_text
from triangles.engine.moves import Outcome
from triangles.plugins.api import Move, Reason
from triangles.plugins.registry import Registry

from .main_window import MainWindow
from .dialogs.new_game_dialog import SIMPLE_COMPUTER, NewGameChoice
from .game.players import PlayerSpec
from .settings import AppSettings

#: How long a dialog or popup is given to lay itself out (and a file dialog to list its folder).
SETTLE_MS = 250
#: A modal that does not appear within this long is reported as missing, not waited for.
APPEAR_MS = 5000


class TourError(Exception):
    """A picture could not be taken; the message names it."""


class TourFolderError(TourError):
    """The pictures cannot be written where they were asked for (the message says why)."""


def save_picture(picture: QPixmap, path: Path, fmt: str = "PNG") -> str:
    """Write `picture` in Qt's format `fmt` in one piece (a full disk leaves no half file, and
    says so in words); "" when written, else why not."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if picture.isNull() or not picture.save(buffer, fmt):
        return "the picture could not be encoded"
    try:
        atomic_write_bytes(path, bytes(buffer.data().data()))
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


class Tour:
    """Takes the pictures into `out`, in the window's theme, language and size."""

    def __init__(self, window: MainWindow, out: Path, games_dir: Path, settle_ms: int = SETTLE_MS,
                 rules: str = "") -> None:
        self.window, self.out, self.games_dir = window, out, games_dir
        self.settle_ms = settle_ms
        self.rules = rules  # a variant to picture besides the classic and dice ones (a plugin's)
        self.saved: list[Path] = []

    # ------------------------------------------------------------------------------ helpers
    @staticmethod
    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def wait_until(self, done: Callable[[], bool], limit_ms: int, step_ms: int = 50) -> None:
        """Let the window work until `done()` (a puzzle made, a review finished, a roll shown),
        for `limit_ms` at most: the picture is then taken as things are."""
        for _ in range(limit_ms // step_ms):
            if done():
                return
            self.wait(step_ms)

    def rules_window(self) -> tuple[QWidget, QScrollBar | None]:
        """The Rules window with its examples played (off the window's thread), and its page's
        scroll bar."""
        self.window.rules_window()
        shown = self.window._dialogs["rules"]
        for example in shown.examples.values():  # type: ignore[attr-defined]
            example.playing.wait()
        scroll = shown.findChild(QScrollArea) or shown.findChild(QAbstractScrollArea)
        return shown, scroll.verticalScrollBar() if scroll is not None else None

    def save(self, name: str, picture: QPixmap) -> None:
        path = self.out / f"{len(self.saved) + 1:02d}-{name}.png"
        if problem := save_picture(picture, path):
            raise TourFolderError(f"cannot write {path}: {problem}")
        self.saved.append(path)

    @staticmethod
    def picture(base: QWidget, *overlays: QWidget) -> QPixmap:
        """`base` with the popups that are open over it, where they are on the screen."""
        shot = base.grab()
        if not overlays:
            return shot
        origin = base.mapToGlobal(QPoint(0, 0))
        area = QRect(QPoint(0, 0), QWidget.size(base))  # (a dialog may have a field called size)
        placed = []
        for widget in overlays:
            rect = QRect(widget.mapToGlobal(QPoint(0, 0)) - origin, QWidget.size(widget))
            placed.append((rect, widget.grab()))
            area = area.united(rect)
        ratio = shot.devicePixelRatio()
        canvas = QPixmap(round(area.width() * ratio), round(area.height() * ratio))
        canvas.setDevicePixelRatio(ratio)
        canvas.fill(QColor("#000000"))
        painter = QPainter(canvas)
        painter.drawPixmap(-area.topLeft(), shot)
        for rect, pix in placed:
            painter.drawPixmap(rect.topLeft() - area.topLeft(), pix)
        painter.end()
        return canvas

    def shoot(self, name: str, widget: QWidget, *overlays: QWidget) -> None:
        self.wait(self.settle_ms)
        self.save(name, self.picture(widget, *overlays))

    def modal(self, trigger: Callable[[], object], act: Callable[[QWidget], None], popup: bool = False) -> None:
        """Run `trigger` (which opens a modal dialog or a popup menu and waits for it), and
        `act` on that dialog or popup once it is up; `act` closes it."""
        find = QApplication.activePopupWidget if popup else QApplication.activeModalWidget
        before = find()
        state = {"tries": 0, "done": False, "error": "", "folder": False}

        def poll() -> None:
            widget = find()
            if widget is not None and widget is not before:
                QTimer.singleShot(self.settle_ms, lambda: run(widget))
                return
            state["tries"] += 1
            if state["tries"] * 50 > APPEAR_MS:
                state["error"], state["done"] = "did not appear", True
                return
            QTimer.singleShot(50, poll)

        def run(widget: QWidget) -> None:
            try:
                act(widget)
            except TourFolderError as exc:  # reported after the dialog is closed, as itself
                state["error"], state["folder"] = str(exc), True
                widget.close()
            except Exception as exc:
                state["error"] = f"{type(exc).__name__}: {exc}"
                widget.close()
            state["done"] = True

        QTimer.singleShot(50, poll)
        trigger()
        while not state["done"]:
            self.wait(20)
        if state["folder"]:
            raise TourFolderError(state["error"])
        if state["error"]:
            raise TourError(f"{getattr(trigger, '__name__', 'a dialog')}: {state['error']}")

    def modal_shot(self, name: str, trigger: Callable[[], object]) -> None:
        def act(dialog: QWidget) -> None:
            self.save(name, self.picture(dialog))
            dialog.close() if not isinstance(dialog, QDialog) else dialog.reject()

        self.modal(trigger, act)

    def combo_shots(self, dialog: QWidget, prefix: str) -> None:
        """Each visible dropdown of `dialog` opened in turn, pictured over the dialog."""
        for combo in dialog.findChildren(QComboBox):
            if not combo.isVisibleTo(dialog) or combo.count() < 2:
                continue
            combo.setFocus(Qt.FocusReason.TabFocusReason)
            combo.showPopup()
            self.wait(self.settle_ms)
            popup = combo.view().window()
            label = combo.accessibleName() or combo.objectName() or f"{len(self.saved) + 1}"
            self.save(f"{prefix}-{label}-open", self.picture(dialog, popup))
            combo.hidePopup()
            self.wait(50)

    # ------------------------------------------------------------------------------ games
    def start(self, rules: str, options: dict, players: tuple[PlayerSpec, PlayerSpec], size: str = "phone-24") -> None:
        if not self.window.start_game(NewGameChoice(rules, options, players, size, self.window.theme.name), seed=7):
            raise TourError(f"cannot start a {rules} game: {self.window.view.message()}")
        self.wait(self.settle_ms)

    def play_some(self, count: int) -> None:
        """A few short segments, the shortest legal ones, so both players own something."""
        game = self.window.controller.game
        assert game is not None
        stars = game.board.stars
        for _ in range(count):
            moves = list(game.legal_moves)
            if game.is_over() or not moves:
                return
            move = min(moves, key=lambda m: (float(((stars[m.a] - stars[m.b]) ** 2).sum()), m.a, m.b))
            self.window.controller.play(move)
        self.window.scene.finish_animations()

    def refused_move(self, own: bool = False) -> Move | None:
        """A segment the game refuses now; with `own`, one the variant refuses in its own words
        (`refuse_segment`), if there is one."""
        game = self.window.controller.game
        assert game is not None
        n = len(game.board.stars)
        for a in range(n):
            for b in range(a + 1, n):
                reason = game.check(Move(a, b))
                if reason is not None and (not own or reason == Reason.NOT_ALLOWED):
                    return Move(a, b)
        return None

    # ------------------------------------------------------------------------------ the tour
    def run(self) -> list[Path]:
        w = self.window
        self.start("classic", {"extra_turn": True}, (PlayerSpec("Ada"), PlayerSpec("Bob")))
        self.modal(w.btn_menu.showMenu, lambda menu: (self.save("menu-undo-disabled", self.picture(w, menu)), menu.close()),
                   popup=True)
        self.play_some(9)
        self.shoot("game", w)
        w.save_file(str(self.games_dir / "evening-game.triangles"))
        self.shoot("game-with-file-name", w)

        def new_game(dialog: QWidget) -> None:
            self.save("new-game", self.picture(dialog))
            self.combo_shots(dialog, "new-game")
            rules = dialog.findChild(QComboBox, "rules")
            if rules is not None and rules.findData("dice") >= 0:
                rules.setCurrentIndex(rules.findData("dice"))
                self.wait(self.settle_ms)
                self.save("new-game-dice", self.picture(dialog))
                self.combo_shots(dialog, "new-game-dice")
            dialog.reject()  # type: ignore[attr-defined]

        self.modal(w.new_game_dialog, new_game)
        self.modal_shot("open", w.open_dialog)
        self.modal_shot("save", w.save_dialog)
        broken = self.games_dir / "broken.triangles"
        atomic_write_text(broken, "{ not a game")
        self.modal_shot("message-cannot-open", lambda: w.open_file(str(broken)))
        w.autosave()
        self.modal_shot("resume", w.offer_resume)

        for name, method in (("settings", w.settings_dialog), ("statistics", w.statistics_dialog),
                             ("plugins", w.plugins_dialog), ("about", w.about_dialog)):
            method()
            dialog = w._dialogs[name if name != "statistics" else "stats"]
            self.shoot(name, dialog)
            if name == "settings":
                self.combo_shots(dialog, "settings")
            dialog.close()
        rules_window, bar = self.rules_window()
        self.shoot("rules-top", rules_window)
        if bar is not None:
            bar.setValue(bar.maximum() * 2 // 3)
        self.shoot("rules-scrolled", rules_window)
        rules_window.close()
        self.theme_editor_tour()

        self.puzzle_tour()
        self.review_tour()
        self.end_cards()
        self.dice_tour()
        if self.rules not in ("", "classic", "dice"):
            self.variant_tour(self.rules)
        return self.saved

    def puzzle_tour(self) -> None:
        """The puzzle window at the game window's size: a puzzle, a hard one while it is made
        (it takes a second or so) and once made, a puzzle with several answers shown, and a
        wrong move."""
        w = self.window
        puzzles = w.puzzle_window()
        puzzles.resize(w.size())

        def made() -> None:
            self.wait_until(lambda: not puzzles.making(), 30000)  # type: ignore[attr-defined]

        made()
        self.shoot("puzzle", puzzles)
        puzzles.open_level("hard", 1)  # type: ignore[attr-defined]
        self.wait(100)  # laid out, still making
        self.save("puzzle-making", self.picture(puzzles))
        made()
        self.shoot("puzzle-hard", puzzles)
        puzzles.open_level("medium", 1)  # type: ignore[attr-defined]  # two answers, with the extra turn
        made()
        self.shoot("puzzle-medium", puzzles)
        puzzles.show_answer()  # type: ignore[attr-defined]
        self.shoot("puzzle-answers", puzzles)
        puzzles.retry()  # type: ignore[attr-defined]
        game = puzzles.game  # type: ignore[attr-defined]
        right = set(puzzles.puzzle.answers)  # type: ignore[attr-defined]
        for seg in game.legal_moves.ids():
            a, b = (int(v) for v in game.board.segment_ends[int(seg)])
            if (a, b) not in right:
                puzzles.try_move(a, b)  # type: ignore[attr-defined]
                break
        self.shoot("puzzle-wrong", puzzles)
        puzzles.close()

    def review_tour(self) -> None:
        """The replay and review window at the game window's size, on a whole two-player game:
        the replay before a review, the review under way, and done, at a move it classed."""
        w = self.window
        self.start("classic", {}, (PlayerSpec("Ada"), PlayerSpec("Bob")))
        self.play_some(400)
        review = w.review_window()
        review.resize(w.size())
        review.review_seconds = 4.0  # type: ignore[attr-defined]  # a player's review takes up to 30 s
        self.shoot("review", review)
        review.start_review()  # type: ignore[attr-defined]
        self.wait(self.settle_ms)
        self.save("review-running", self.picture(review))
        self.wait_until(lambda: review.worker is None, 60000)  # type: ignore[attr-defined]
        moves = review.moves  # type: ignore[attr-defined]
        review.go(max(1, moves.count() // 3))  # type: ignore[attr-defined]
        self.shoot("review-done", review)
        review.close()

    def end_cards(self) -> None:
        """Every end card: two players (a winner by name), then against the computer (won,
        lost, draw), over the board they ended on."""
        w = self.window
        self.end_card("end-two-players", Outcome(2, (3, 5)))
        choices = w.registry.computer_choices("classic")
        computer = f"{choices[0][0].name}:{choices[0][1]}" if choices else SIMPLE_COMPUTER
        you, them = (QCoreApplication.translate("NewGameDialog", text) for text in ("You", "Computer"))
        self.start("classic", {}, (PlayerSpec(you), PlayerSpec(them, computer)))
        for name, outcome in (("end-won", Outcome(1, (5, 3))), ("end-lost", Outcome(2, (2, 6))),
                              ("end-draw", Outcome(None, (4, 4)))):
            self.end_card(name, outcome)

    def end_card(self, name: str, outcome: Outcome) -> None:
        """The card over the board, the score bar showing the card's score (the board is the
        game's as it stands: the card's outcome is set, not played)."""
        w = self.window
        setup = w.controller.setup
        assert setup is not None
        w.end_screen.show_result(*w.result_text(outcome))
        w.end_screen.setGraphicsEffect(None)  # no fade: the picture shows the card as it ends up
        w.score_bar.show_players((setup.players[0].name, setup.players[1].name), outcome.score, 0, True)
        w.score_bar.show_status(QCoreApplication.translate("MainWindow", "Game over"))
        self.shoot(name, w)
        w.end_screen.hide()
        w._refresh()

    def theme_editor_tour(self) -> None:
        w = self.window
        w.theme_editor()
        editor = w._dialogs["themes"]
        editor.sampling.wait()  # type: ignore[attr-defined]  # the sample game, made off the window's thread
        self.shoot("theme-editor", editor)
        colour = editor._editors["player1"][0]  # type: ignore[attr-defined]
        self.modal_shot("theme-editor-colour", colour.click)
        self.modal_shot("theme-editor-save-as", editor.save_as_dialog)  # type: ignore[attr-defined]
        editor.set_value("segment_width", 5.0)  # type: ignore[attr-defined]
        self.modal_shot("theme-editor-discard", editor.close)
        editor.dirty = False  # type: ignore[attr-defined]
        self.modal_shot("theme-editor-import", editor.import_dialog)  # type: ignore[attr-defined]
        editor.close()

    def dice_tour(self) -> None:
        w = self.window
        if w.registry.rules("dice") is None:
            return
        players = (PlayerSpec("Ada"), PlayerSpec("Bob"))
        self.start("dice", {"mode": "beginner"}, players)
        panel = w.dice_panel
        self.wait_until(lambda: not panel.rolling, 3000, step_ms=30)
        self.shoot("dice-tip", w)
        move = self.refused_move()
        if move is not None:
            self.play_some(3)
            move = self.refused_move()
        if move is not None:
            w.controller.play_human(move)
            self.shoot("dice-refusal", w)
        w.controller.request_hint()
        w.controller.wait_idle(5000)
        self.wait(self.settle_ms)
        self.shoot("dice-hint", w)

    def variant_tour(self, rules: str) -> None:
        """A plugin's rules variant (`--rules`): New Game with its options, a game of it under
        way between two players, a segment it refuses in its own words, and the Rules window at
        its own sections."""
        w = self.window

        def new_game(dialog: QWidget) -> None:
            combo = dialog.findChild(QComboBox, "rules")
            if combo is not None and combo.findData(rules) >= 0:
                combo.setCurrentIndex(combo.findData(rules))
                self.wait(self.settle_ms)
            self.save(f"new-game-{rules}", self.picture(dialog))
            dialog.reject()  # type: ignore[attr-defined]

        self.modal(w.new_game_dialog, new_game)
        self.start(rules, {}, (PlayerSpec("Ada"), PlayerSpec("Bob")))
        self.play_some(9)
        self.shoot(f"game-{rules}", w)
        move = self.refused_move(own=True)
        if move is not None:
            w.controller.play_human(move)
            self.shoot(f"game-{rules}-refusal", w)
        rules_window, bar = self.rules_window()
        if bar is not None:
            bar.setValue(bar.maximum())
        self.shoot(f"rules-{rules}", rules_window)
        rules_window.close()


def run_tour(registry: Registry, out: Path, data_dir: Path, theme: str, size: tuple[int, int] | None,
             language: str, settle_ms: int = SETTLE_MS, rules: str = "") -> list[Path]:
    """Open the window as a player would (theme, language, size) and take every picture."""
    from .app import application, open_window

    application()
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        problem = exc.strerror or str(exc)
        if isinstance(exc, FileExistsError):  # something else has the name: a file, a device
            problem = "it is a file, not a folder" if out.is_file() else "it is not a folder"
        raise TourFolderError(f"cannot use the folder {out}: {problem}") from None
    settings = AppSettings(data_dir=data_dir)
    settings.sound = False
    settings.theme = theme
    settings.language = language
    games = data_dir / "games"
    games.mkdir(parents=True, exist_ok=True)
    window = open_window(registry, settings)
    if size is not None:
        window.resize(*size)
    window.controller.computer_delay_ms = 0
    random.seed(7)
    try:
        return Tour(window, out, games, settle_ms, rules).run()
    finally:
        window.close()
