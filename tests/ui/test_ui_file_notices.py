"""What the window says about the player's files (settings, statistics, autosave, sounds) that
cannot be written: each notice read, none replacing another unread, each said once."""

from __future__ import annotations


def test_notices_about_the_players_files_wait_for_each_other_instead_of_replacing_one_unread(window):
    """A read-only data folder fails the autosave and the sounds at once: both are read."""
    window.show()
    window.notice("first")
    window.notice("second")
    window.notice("third")
    assert window.view.message() == "first"
    window.view.hide_message()
    assert window.view.message() == "second"
    window.view._fade_toast()  # as the timer would, after its time
    window.view._toast_fade.setCurrentTime(window.view._toast_fade.duration())
    assert window.view.message() == "third"
    window.view.show_message("a refused segment")  # a refusal is said at once, over a notice
    assert window.view.message() == "a refused segment"


def test_a_setting_or_result_that_cannot_be_saved_is_said_once_and_used_meanwhile(window, tmp_path):
    """A data folder that cannot be written (here: a file in its place) costs nothing now; the
    player is told once for the settings and once for the statistics that they will not last."""
    from PySide6.QtCore import QSettings

    blocked = tmp_path / "afile"
    blocked.write_text("")
    window.settings.q = QSettings(str(blocked / "settings.ini"), QSettings.Format.IniFormat)
    window.stats.settings.q = QSettings(str(blocked / "statistics.ini"), QSettings.Format.IniFormat)
    window.show()
    window.settings.theme = "daylight"
    assert window.settings.theme == "daylight"  # used until the window closes
    assert window.view.message() == (
        f"Your settings cannot be saved in {blocked} (Not a directory); what you change lasts until Triangles is closed.")
    window.view.hide_message()
    window.settings.sound = True
    assert window.view.message() == ""  # once
    window.stats.record("beginner", "win")
    assert window.view.message() == (
        f"Your statistics cannot be saved in {blocked} (Not a directory); the results of this session are not kept.")


def test_a_notice_already_on_show_or_waiting_is_not_queued_again(window):
    window.show()
    window.notice("first")
    window.notice("first")
    window.notice("second")
    window.notice("second")
    window.view.hide_message()
    assert window.view.message() == "second"
    window.view.hide_message()
    assert window.view.message() == ""


def test_a_notice_given_while_a_question_covers_the_board_waits_to_be_read_after_it(window, qtbot):
    """The first autosave of a resumed game can fail while the Resume question is still open:
    the notice must not fade away behind the question, but stay its whole time once it closes."""
    from PySide6.QtWidgets import QMessageBox

    window.show()
    question = QMessageBox(QMessageBox.Icon.Question, "Resume game", "Resume the unfinished game?",
                           QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)
    question.open()
    qtbot.waitUntil(lambda: question.isVisible())
    window.notice("This game cannot be saved automatically")
    window.view._fade_toast()  # the toast's time runs out while the question is up
    window.view._toast_fade.setCurrentTime(window.view._toast_fade.duration())
    assert window.view.message() == "This game cannot be saved automatically"
    question.done(QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: not question.isVisible())
    window.view._fade_toast()  # the next look finds no question: the notice gets its whole time
    assert window.view.message() == "This game cannot be saved automatically"
    assert window.view._toast_timer.remainingTime() > 1500
    window.view._fade_toast()
    window.view._toast_fade.setCurrentTime(window.view._toast_fade.duration())
    assert window.view.message() == ""
