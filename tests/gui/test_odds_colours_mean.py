"""The odds chart colours each outcome by what it means to the unit: the catch roll's
"Falls" is drawn in a warm hue, never in the green of good news, and "Survives" is not
drawn in the colour of a fall (Table 18 as shipped, a known table)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from ba_console.gui import colours
from tests.gui.test_roll_dialogs import dialog_for


def is_green(colour: QColor) -> bool:
    return 75 <= colour.hslHue() <= 165


def is_warm(colour: QColor) -> bool:
    return 0 <= colour.hslHue() <= 45 or colour.hslHue() >= 330


def painted_bars(chart) -> dict[str, QColor]:
    """The colour painted at the start of each outcome's bar, by its label."""
    image = chart.grab().toImage()
    x = chart._label_width() + 1
    seen = {}
    for row, (key, _chance) in enumerate(chart._odds):
        y = 4 + row * chart.ROW_HEIGHT + chart.ROW_HEIGHT // 2
        seen[chart.label_of(key)] = image.pixelColor(int(x * image.devicePixelRatio()),
                                                     int(y * image.devicePixelRatio()))  # fmt: skip
    return seen


def test_a_fall_is_drawn_warm_and_survival_not_in_its_colour(qtbot, controller):
    dialog = dialog_for(qtbot, controller, "catch", ["hiller"])
    chart = dialog.ui.oddsChart
    chart.resize(1300, chart.sizeHint().height())  # the rarest fall some 4 px long
    bars = painted_bars(chart)
    falls = [c for label, c in bars.items() if label.startswith("Falls")]
    survives = [c for label, c in bars.items() if label.startswith("Survives")]
    assert len(falls) == 3 and len(survives) == 1
    assert all(is_warm(c) and not is_green(c) for c in falls)
    assert not is_green(survives[0]) and not is_warm(survives[0])


def test_each_meaning_reads_against_the_window(qapp):
    window = colours.palette().color(colours.Role.Window)
    for meaning, hues in colours.MEANING_SERIES.items():
        for rank in range(len(hues)):
            colour = colours.outcome_colour(meaning, rank)
            assert colours.contrast(colour, window) >= colours.GRAPHIC_CONTRAST
