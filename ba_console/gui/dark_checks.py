"""Check boxes that show in the dark: Fusion's frames, drawn again where a dark base hides them.

Its own module, imported only in a dark palette (`gui.app`): a light desktop's start never
imports Qt's style classes, whose enums PySide6 builds on first use.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

from ba_console.gui.colours import Tone, is_dark, tone


class VisibleChecks(QProxyStyle):
    """Fusion draws a check box's frame in the window's colour, darkened: on a dark base it
    all but vanishes, and an unticked factor of the checklist shows as nothing at all. In
    a dark palette this frames every check box (in a list and alone) in the muted text
    colour, 3:1 or more against the base, as graphics should be; the tick is Fusion's."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element not in _CHECKS or not is_dark(option.palette):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(tone(Tone.MUTED, colours=option.palette), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2)
        painter.restore()


_CHECKS = (
    QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck,
    QStyle.PrimitiveElement.PE_IndicatorCheckBox,
)


def show_checks_in_the_dark(app: QApplication) -> bool:
    """Under Fusion with a dark palette (a dark desktop without a style of its own), frame
    the check boxes so they show (`VisibleChecks`). Other styles draw their own; a light
    palette needs nothing. True if it was needed."""
    if not is_dark(app.palette()):
        return False
    style = app.style()
    if isinstance(style, VisibleChecks) or style.name().lower() != "fusion":
        return False
    style = VisibleChecks("fusion")
    app.setStyle(style)
    # The application uses it from C++: Python must not collect its wrapper meanwhile.
    _KEPT.append(style)
    return True


_KEPT: list[QStyle] = []
