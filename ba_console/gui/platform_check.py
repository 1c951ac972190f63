"""Checks, before Qt starts, that a window can open at all on this machine.

When Qt cannot load a platform plugin it aborts the process with a C++ message that
names neither the missing package nor a way out (and on X11 it always blames
libxcb-cursor0, whatever is missing). On Linux the causes can be known in advance: no
display (an SSH session, a server), or system libraries the X11 plugin links against
missing from a minimal desktop install. Saying so in one line, with the command that
fixes it, is kinder than an abort.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path


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
    missing = missing_libraries(xcb_plugin())
    if missing:
        packages = " ".join(debian_package(name) for name in missing)
        return (
            f"Qt's X11 plugin needs {', '.join(missing)}, not found on this system; "
            f"on Debian or Ubuntu install them with: sudo apt install {packages}"
        )
    return ""


def xcb_plugin() -> Path | None:
    """Qt's X11 platform plugin inside the installed PySide6, without importing Qt."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        plugin = Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.exists():
            return plugin
    return None


def missing_libraries(plugin: Path | None) -> list[str]:
    """Shared libraries the plugin (and Qt's X11 library beside it) cannot find."""
    if plugin is None or shutil.which("ldd") is None:
        return []
    # Only an X11 session asks (in the thread `cli` runs this in): elsewhere the window's
    # start does without the module (some 3 ms).
    import subprocess

    targets = [plugin, *sorted((plugin.parents[2] / "lib").glob("libQt6XcbQpa.so*"))[:1]]
    missing: list[str] = []
    for target in targets:
        try:
            out = subprocess.run(
                ["ldd", str(target)], capture_output=True, text=True, timeout=10
            ).stdout
        except (OSError, subprocess.SubprocessError):
            return []
        for name in re.findall(r"^\s*(\S+) => not found", out, re.MULTILINE):
            if name not in missing:
                missing.append(name)
    return missing


def debian_package(soname: str) -> str:
    """libxcb-icccm.so.4 → libxcb-icccm4; libxkbcommon-x11.so.0 → libxkbcommon-x11-0."""
    match = re.match(r"^(lib.+)\.so\.(\d+)", soname)
    if not match:
        return soname
    name, version = match.groups()
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"
