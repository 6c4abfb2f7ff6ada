"""Every dialog fits the screen it opens on: a phone (320×568), a tablet at 200 % (640×400
logical) as well as a desktop. Qt sizes a dialog from its contents, and its own dialogs (Open,
Save, colours) from a desktop's idea of a good size, so a dialog can open wider or taller than the
screen with its buttons out of reach. `ScreenFit`, installed once on the application, shrinks
each dialog to the free area of its screen as it is shown; the dialogs with many fields scroll
them (see `scrolled`) so that shrinking loses nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QDateTime, QEvent, QLocale, QObject, QPoint, QPointF, QRect, QSize, Qt, QTime, QTimer
from PySide6.QtGui import QGuiApplication, QMouseEvent, QPaintEvent, QTouchEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMessageBox,
    QScrollArea,
    QScrollBar,
    QScroller,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QTreeView,
    QWidget,
)

#: Narrower than this, Qt's own file dialog drops its side bar of places and its view-mode
#: buttons, so the "Look in" folder and the file names have the width.
NARROW_FILE_DIALOG = 720
#: The share of a screen's free area Qt's own file dialog is given (at most 1000×700 points).
FILE_DIALOG_SHARE = 0.6
FILE_DIALOG_MAX = QSize(1000, 700)
#: Narrower than this, a message box takes MESSAGE_SHARE of the screen's width (see
#: `widen_message_box`).
NARROW_MESSAGE_SCREEN = 640
MESSAGE_SHARE = 0.9
#: Room kept beside a row of dialog buttons (the layout rounds a few points away).
BUTTON_SLACK = 8
#: Room left for the window manager's frame (title bar and borders) of a window that has none
#: yet: it is known only once the window is on the screen.
FRAME_ALLOWANCE = QSize(8, 36)
#: The widest a list of theme titles asks to be, in characters: a title may be 80.
THEME_CHARS = 32


def available_area(widget: QWidget | None) -> QRect:
    """The free area (without task bars) of the screen `widget` is on, or of the primary screen."""
    screen = (widget.screen() if widget is not None else None) or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 768)


def frame_extra(window: QWidget) -> QSize:
    """How much the window manager's frame adds to the window's size."""
    frame, inner = window.frameGeometry(), window.geometry()
    extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
    return extra if extra.height() > 0 else FRAME_ALLOWANCE


def client_area(window: QWidget, area: QRect | None = None) -> QRect:
    """Where `window` (without its frame) can lie so that its frame, title bar on top, stays
    on the screen's free area."""
    area = available_area(window) if area is None else area
    extra = frame_extra(window)
    side = extra.width() // 2
    return area.adjusted(side, max(side, extra.height() - side), -side, -side)


def room_for(window: QWidget, area: QRect | None = None) -> QSize:
    """The largest size `window` (without its frame) can take on its screen."""
    area = available_area(window) if area is None else area
    extra = frame_extra(window)
    return QSize(max(1, area.width() - extra.width()), max(1, area.height() - extra.height()))


def fit_to_screen(window: QWidget, area: QRect | None = None) -> None:
    """Shrink `window` to the free area: its minimum size too where that is larger (the contents
    then scroll or are squeezed, but OK and Cancel stay on the screen)."""
    room = room_for(window, area)
    if window.layout() is not None:
        window.layout().activate()  # the minimum size its contents ask for now, not at the next layout pass
    minimum = window.minimumSize()
    if minimum.width() > room.width() or minimum.height() > room.height():
        window.setMinimumSize(minimum.boundedTo(room))
    fitted = QWidget.size(window).boundedTo(room).expandedTo(window.minimumSize())
    if fitted != QWidget.size(window):
        window.resize(fitted)


def resize_in_place(window: QWidget, size: QSize) -> None:
    """Resize a shown `window` about its centre, kept on the screen's free area: a dialog that
    grows does not push its buttons off the bottom, and one that shrinks back returns to where
    it was rather than stay at the top."""
    centre = window.geometry().center()
    window.resize(size)
    room = client_area(window)
    placed = QRect(QPoint(0, 0), size)
    placed.moveCenter(centre)
    x = max(room.left(), min(placed.left(), room.right() + 1 - size.width()))
    y = max(room.top(), min(placed.top(), room.bottom() + 1 - size.height()))
    if QPoint(x, y) != window.geometry().topLeft():
        window.move(window.pos() + QPoint(x, y) - window.geometry().topLeft())


def narrow_file_dialog(dialog: QFileDialog) -> None:
    """Qt's own file dialog on a phone: the folder, the list of files and the file's name get
    the width. Left out: the places side bar, the view-mode, back and forward buttons (the
    folder list and the parent-folder button still reach every folder) and the labels before
    the fields, whose words each field keeps as its name for a screen reader (and the name's as
    its placeholder). The folder showed as "/t…es", a Greek file name as "g-game.triangles".
    The file type is named without its pattern."""
    for name in ("sidebar", "listModeButton", "detailModeButton", "backButton", "forwardButton"):
        widget = dialog.findChild(QWidget, name)
        if widget is not None:
            widget.hide()
    for name in ("lookInLabel", "fileNameLabel", "fileTypeLabel"):
        label = dialog.findChild(QLabel, name)
        field = label.buddy() if label is not None else None
        if field is None:
            continue
        label.hide()
        words = label.text().replace("&", "").rstrip(":： ")
        field.setAccessibleName(words)
        if isinstance(field, QLineEdit):
            field.setPlaceholderText(words)
    # "Triangles games" alone in the file type list: the "(*.triangles)" after it was cut to "(*.tria".
    dialog.setOption(QFileDialog.Option.HideNameFilterDetails, True)
    look_in = dialog.findChild(QComboBox, "lookInCombo")
    for row in dialog.findChildren(QBoxLayout):
        if look_in is not None and row.indexOf(look_in) >= 0:
            row.setStretchFactor(look_in, 1)


def widen_message_box(box: QMessageBox) -> None:
    """Qt wraps a message box's text at half the screen's width: on a phone that is a column
    of two words a line. Before Qt sizes the box, give its text up to MESSAGE_SHARE of the
    screen's width (no more than the text needs)."""
    label = box.findChild(QLabel, "qt_msgbox_label")
    layout = box.layout()
    if label is None or layout is None:
        return
    icon = box.findChild(QLabel, "qt_msgboxex_icon_label")
    margins = layout.contentsMargins()
    spacing = max(0, layout.spacing())
    # Qt's grid: the icon, a fixed indent (7 points beside an icon, 15 without), then the text.
    shown_icon = icon is not None and not icon.pixmap().isNull()
    beside = icon.sizeHint().width() + 7 + 2 * spacing if shown_icon else 15 + spacing
    other = margins.left() + margins.right() + beside
    lines = label.text().splitlines() or [""]
    text_width = max(label.fontMetrics().horizontalAdvance(line) for line in lines)
    room = room_for(box).width()
    # A line that fits the screen gets its whole width: Qt decides on wrapping by its own measure,
    # and cut a line given a little less. A longer text wraps at MESSAGE_SHARE of the screen.
    label.setMinimumWidth(text_width if text_width + other <= room else max(0, round(room * MESSAGE_SHARE) - other))


def whole_buttons(box: QMessageBox) -> None:
    """Each button as wide as its text asks. The button row's least width is measured before the
    theme's padding applies, and a message box fixes its width to that least width: three
    buttons came out cut at both ends ("ave as.", "Cance")."""
    for button in box.buttons():
        button.setMinimumWidth(button.sizeHint().width())
    row, layout = box.findChild(QDialogButtonBox), box.layout()
    if row is not None and layout is not None:  # one above the other where they do not fit side by side (a phone)
        margins = layout.contentsMargins()
        stack_buttons(row, room_for(box).width() - margins.left() - margins.right())


#: Qt's file dialog's columns: name, size, type, date modified.
SIZE_COLUMN, TYPE_COLUMN, DATE_COLUMN = 1, 2, 3


def fit_file_columns(dialog: QFileDialog, narrow: bool = False) -> None:
    """Size and date as wide as their headings and entries ask (Qt sizes them for its own font,
    so the theme's larger heading font cut them: "Date Modifie"); the name takes the rest of
    the width. The type column goes: the dialog lists folders and the one kind of file asked
    for (games, themes), and its words ("Plain text document") took the room the names need,
    in Greek and Italian most. On a phone (`narrow`) the size goes too: the names were cut to
    "e…s"."""
    view = dialog.findChild(QTreeView, "treeView")
    if view is None:
        return
    header = view.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    hidden = (SIZE_COLUMN, TYPE_COLUMN) if narrow else (TYPE_COLUMN,)
    for column in range(header.count()):  # each time: Qt restores the columns of the last dialog
        header.setSectionHidden(column, column in hidden)
    if narrow:  # the dates' width, not their heading's: in Greek the heading alone took half a phone
        header.setSectionResizeMode(DATE_COLUMN, QHeaderView.ResizeMode.Interactive)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        sample = QLocale.system().toString(QDateTime(QDate(2026, 12, 28), QTime(23, 58)), QLocale.FormatType.ShortFormat)
        header.resizeSection(DATE_COLUMN, view.fontMetrics().horizontalAdvance(f"{sample}   "))


def whole_places(dialog: QFileDialog) -> None:
    """The places side bar as wide as its names ask, taken from the file list while that stays
    twice as wide. Qt gives every program the bar's last width, the narrowest it keeps is 70
    points ("C…" for Computer), and a phone's dialog, which hides the bar, leaves 0."""
    sidebar, splitter = dialog.findChild(QListView, "sidebar"), dialog.findChild(QSplitter, "splitter")
    if sidebar is None or splitter is None or sidebar.isHidden():
        return
    sizes = splitter.sizes()
    need = sidebar.sizeHintForColumn(0) + 2 * sidebar.frameWidth() + sidebar.verticalScrollBar().sizeHint().width()
    if len(sizes) >= 2 and sizes[0] < need and sizes[1] - (need - sizes[0]) >= 2 * need:
        splitter.setSizes([need, sizes[1] - (need - sizes[0]), *sizes[2:]])


def size_file_dialog(dialog: QFileDialog) -> None:
    """Qt's own file dialog opens at a size made for a small desktop (648×474 on any screen):
    give it FILE_DIALOG_SHARE of a large screen, so names, sizes and dates show whole; on a
    narrow screen, see `narrow_file_dialog`."""
    room = room_for(dialog)
    narrow = room.width() < NARROW_FILE_DIALOG
    if narrow:
        narrow_file_dialog(dialog)
    fit_file_columns(dialog, narrow)
    want = QSize(round(room.width() * FILE_DIALOG_SHARE), round(room.height() * FILE_DIALOG_SHARE)).boundedTo(FILE_DIALOG_MAX)
    size = QWidget.size(dialog).expandedTo(want).boundedTo(room)
    if size != QWidget.size(dialog):
        dialog.resize(size)
    QTimer.singleShot(0, dialog, lambda: whole_places(dialog))  # once the splitter has its sizes


class TouchScroll(QObject):
    """A finger drawn over a list, a table or a scrolling page (New game's fields, the rules)
    scrolls it, with the flick a tablet player expects; a tap still picks the row or presses the
    button under it. Qt took a one-finger drag there for a mouse drag (it picked rows, and
    nothing moved; on a page it opened the dropdown the finger began on), and QScroller's own
    gesture let that mouse press through: the touch goes to QScroller here, and only a tap
    becomes a click. A touch that begins on a control a finger drags (a text field, a spin box,
    a slider) is left to Qt, which gives it the mouse as before."""

    TOUCH = (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd, QEvent.Type.TouchCancel)
    DRAGGED_CONTROLS = (QAbstractSlider, QAbstractSpinBox, QLineEdit)

    def __init__(self, viewport: QWidget) -> None:
        super().__init__(viewport)
        self.viewport = viewport
        self.scroller = QScroller.scroller(viewport)
        self._start: QPointF | None = None
        self._dragged = False
        self._last_tap: tuple[int, QPointF] | None = None  # when and where the last tap was
        viewport.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        viewport.installEventFilter(self)

    def take_over(self, widget: QWidget) -> None:
        """A finger on `widget` scrolls the page too: a board preview filling a phone's page
        would pan and zoom itself, and the page below it stay out of reach."""
        widget.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        widget.removeEventFilter(self)
        widget.installEventFilter(self)

    def give_back(self, widget: QWidget) -> None:
        """`widget` takes its own touch again (see `take_over`)."""
        widget.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in self.TOUCH or not isinstance(event, QTouchEvent) or not event.points():
            return False
        point, stamp = event.points()[0], event.timestamp()
        # Where on the viewport (fixed, while the page under it scrolls): the touch may be on a widget taken over.
        pos = point.position() if watched is self.viewport else self.viewport.mapFromGlobal(point.globalPosition())
        if kind == QEvent.Type.TouchBegin:
            if self._dragged_control_at(pos) is not None:
                return False
            self._start, self._dragged = pos, False
            self.scroller.handleInput(QScroller.Input.InputPress, pos, stamp)
        elif self._start is None:
            return False
        elif kind == QEvent.Type.TouchUpdate:
            self._dragged |= (pos - self._start).manhattanLength() > QGuiApplication.styleHints().startDragDistance()
            self.scroller.handleInput(QScroller.Input.InputMove, pos, stamp)
        else:  # the finger lifted (or the touch was taken away)
            self.scroller.handleInput(QScroller.Input.InputRelease, pos, stamp)
            if kind == QEvent.Type.TouchEnd and not self._dragged:
                self._click(pos, stamp)
            self._start = None
        event.accept()
        return True

    def _dragged_control_at(self, pos: QPointF) -> QWidget | None:
        child = self.viewport.childAt(pos.toPoint())
        while child is not None and child is not self.viewport:
            if isinstance(child, self.DRAGGED_CONTROLS):
                return child
            child = child.parentWidget()
        return None

    def _click(self, pos: QPointF, stamp: int) -> None:
        """A tap: a click on what lies under the finger; a second tap soon after at the same
        place, a double click (a folder of the file dialog opens)."""
        target = self.viewport.childAt(pos.toPoint()) or self.viewport
        local = QPointF(target.mapFrom(self.viewport, pos.toPoint()))
        global_pos = QPointF(self.viewport.mapToGlobal(pos.toPoint()))
        hints = QGuiApplication.styleHints()
        last, self._last_tap = self._last_tap, (stamp, pos)
        double = (last is not None and 0 <= stamp - last[0] <= hints.mouseDoubleClickInterval()
                  and (pos - last[1]).manhattanLength() <= hints.startDragDistance())
        if double:
            self._last_tap = None  # a third tap starts again
        first = QEvent.Type.MouseButtonDblClick if double else QEvent.Type.MouseButtonPress
        left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
        for kind, buttons in ((first, left), (QEvent.Type.MouseButtonRelease, none)):
            QApplication.sendEvent(target, QMouseEvent(kind, local, global_pos, left, buttons, Qt.KeyboardModifier.NoModifier))


def touch_scroller(view: QAbstractItemView | QScrollArea) -> TouchScroll:
    """The TouchScroll of `view`, made the first time."""
    viewport = view.viewport()
    return viewport.findChild(TouchScroll, "", Qt.FindChildOption.FindDirectChildrenOnly) or TouchScroll(viewport)


def touch_scrolls(window: QWidget) -> None:
    """Every list, table and scrolling page of `window` scrolls under a finger (TouchScroll).
    Boards (graphics views) keep their own touch: taps, lines drawn, pinches."""
    for view in window.findChildren(QAbstractItemView) + window.findChildren(QScrollArea):
        touch_scroller(view)


class ScreenFit(QObject):
    """Application-wide event filter: each dialog is fitted to its screen as it is shown (before
    Qt places it, so that it is placed on the screen too), and its lists scroll under a finger."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog) and watched.isWindow():
            if isinstance(watched, QFileDialog):
                size_file_dialog(watched)
            if isinstance(watched, QMessageBox):
                whole_buttons(watched)
                if room_for(watched).width() < NARROW_MESSAGE_SCREEN:
                    widen_message_box(watched)
            fit_to_screen(watched)
            touch_scrolls(watched)
        return False


def install_screen_fit(app: QApplication) -> None:
    """Install the filter once on `app` (kept alive as the application's child)."""
    if app.findChild(ScreenFit) is None:
        app.installEventFilter(ScreenFit(app))


def scrolled(body: QWidget, parent: QWidget) -> QScrollArea:
    """A frameless, vertically scrolling area around `body`, as wide as its viewport: the fields
    of a dialog scroll while its buttons stay in view. The area takes no Tab stop of its own
    (a screen reader would find nothing to say there): it scrolls to the field Tab reaches."""
    area = QScrollArea(parent)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(body)
    return area


def stack_buttons(box: QDialogButtonBox, width: int) -> None:
    """A dialog's buttons side by side where they fit in `width`, else one above the other (a
    long button text on a phone would be cut off). Measured side by side each time: a new
    language changes the texts."""
    if box.orientation() != Qt.Orientation.Horizontal:
        box.setOrientation(Qt.Orientation.Horizontal)
    if box.sizeHint().width() + BUTTON_SLACK > width:
        box.setOrientation(Qt.Orientation.Vertical)


class WheelScrollsPanel(QObject):
    """The wheel scrolls the panel, not the dropdown, spin box or slider under the pointer; a
    control the player has clicked (focused) takes the wheel as usual."""

    def __init__(self, scroll: QScrollArea) -> None:
        super().__init__(scroll)
        self.scroll = scroll

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            QApplication.sendEvent(self.scroll.verticalScrollBar(), event)
            return True
        return False


def wheel_scrolls(scroll: QScrollArea, *also: QWidget) -> None:
    """Make the wheel scroll `scroll` over its controls (call again when controls are added),
    and over `also` (a board preview that would zoom)."""
    guard = scroll.findChild(WheelScrollsPanel) or WheelScrollsPanel(scroll)
    body = scroll.widget()
    for widget in also:
        widget.removeEventFilter(guard)
        widget.installEventFilter(guard)
    for widget in body.findChildren(QWidget) if body is not None else ():
        # A list's own scroll bar keeps the wheel: the list scrolls (the wheel over it is sent there).
        if isinstance(widget, (QComboBox, QAbstractSpinBox, QAbstractSlider)) and not isinstance(widget, QScrollBar):
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not focused (and changed) by the wheel
            widget.removeEventFilter(guard)
            widget.installEventFilter(guard)


def release_wheel(scroll: QScrollArea, *widgets: QWidget) -> None:
    """Give the wheel back to `widgets` (see `wheel_scrolls`)."""
    guard = scroll.findChild(WheelScrollsPanel)
    for widget in widgets if guard is not None else ():
        widget.removeEventFilter(guard)


class NarrowComboBox(QComboBox):
    """A dropdown that asks for the width of its longest entry but makes do with
    MIN_CHARS characters on a narrow screen, eliding the shown entry instead of widening the
    dialog past the screen's edge. Its list still opens at full width."""

    MIN_CHARS = 10

    def __init__(self, parent: QWidget | None = None, max_chars: int | None = None) -> None:
        """`max_chars` caps the width asked for, for lists whose entries the player writes (a
        theme's title may be 80 characters): longer ones elide rather than widen the dialog."""
        super().__init__(parent)
        self.max_chars = max_chars

    def _chars_wide(self, chars: int) -> int:
        chrome = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self) + 24
        return self.fontMetrics().averageCharWidth() * chars + chrome

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self.max_chars is None:
            return hint
        return QSize(min(hint.width(), self._chars_wide(self.max_chars)), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._chars_wide(self.MIN_CHARS)), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        room = field.width() - (option.iconSize.width() + 4 if not option.currentIcon.isNull() else 0)
        option.currentText = self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, max(0, room))
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
