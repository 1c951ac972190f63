"""Window sizes that fit the umpire's screen: a laptop of 1366×768 with a panel or taskbar."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# Room left for the window's frame and title bar, which `availableGeometry` does not count.
FRAME_WIDTH = 16
FRAME_HEIGHT = 48


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Size `window` to `width`×`height`, smaller where the screen it opens on (its
    parent's, or the primary) has less room once panels and the title bar are left out,
    so its buttons are never under a taskbar."""
    parent = window.parentWidget()
    screen = (parent.screen() if parent is not None else None) or (QGuiApplication.primaryScreen())
    if screen is not None:
        available = screen.availableGeometry()
        width = min(width, available.width() - FRAME_WIDTH)
        height = min(height, available.height() - FRAME_HEIGHT)
    window.resize(
        max(width, window.minimumSizeHint().width()), max(height, window.minimumSizeHint().height())
    )
