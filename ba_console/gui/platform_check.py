"""Checks, before Qt starts, that a window can open at all on this machine.

When Qt cannot load a platform plugin it aborts the process with a C++ message that
names neither the missing package nor a way out. On Linux the two common causes are
known in advance: no display (an SSH session, a server), or, since Qt 6.5, the X11
plugin's dependency libxcb-cursor0 missing from a desktop install. Saying so in one
line, with the command that fixes it, is kinder than an abort.
"""

from __future__ import annotations

import ctypes.util
import os
import sys

# Libraries Qt's xcb plugin loads that minimal desktop installs may lack: (library, package).
XCB_LIBRARIES = (("xcb-cursor", "libxcb-cursor0"), ("xkbcommon-x11", "libxkbcommon-x11-0"))


def window_problem(environ: dict[str, str] | None = None, platform: str | None = None) -> str:
    """Why no window can open here, as one sentence; "" when nothing is known to be wrong."""
    env = os.environ if environ is None else environ
    if (platform or sys.platform) != "linux":
        return ""
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb"):
        return ""  # offscreen, wayland, eglfs…: Qt's own checks apply
    if not chosen and env.get("WAYLAND_DISPLAY"):
        return ""
    if not env.get("DISPLAY"):
        return (
            "there is no display to open the window on (DISPLAY is not set); "
            "the headless commands still work: ba-console --help"
        )
    missing = [package for lib, package in XCB_LIBRARIES if ctypes.util.find_library(lib) is None]
    if missing:
        return (
            f"Qt needs the system package{'s' if len(missing) > 1 else ''} "
            f"{', '.join(missing)} to open a window on X11; install with: "
            f"sudo apt install {' '.join(missing)}"
        )
    return ""
