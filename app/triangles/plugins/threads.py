"""Ending a thread that runs plugin code past its time (plugin imports, theme loads, hooks)."""

from __future__ import annotations

import ctypes
import threading


class PluginStopped(BaseException):
    """Raised inside a plugin's thread that overran its time, to end it (see `stop_thread`)."""


def stop_thread(thread: threading.Thread) -> None:
    """Ask a thread running plugin code that overran its time to end, by raising PluginStopped
    in it at its next Python instruction: a plugin looping in Python (`while True: pass`) would
    otherwise burn a core, and slow every other thread, for as long as the program runs. Code
    blocked in C (a sleep, a regular expression) only ends once it returns to Python; a thread
    cannot be killed."""
    if thread.ident is None or not thread.is_alive():
        return
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread.ident), ctypes.py_object(PluginStopped))
