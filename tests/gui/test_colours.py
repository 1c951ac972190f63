"""The window follows the desktop's light or dark palette, and its text stays readable.

`gui/colours.py` gives every colour from the palette; these tests compute the WCAG 2
contrast of text on each background the views draw, in the light palette (Fusion's) and in
a dark one, and walk the table models' cells in the dark: a commander's row of the order
sheet must not stay light beige under the dark palette's light text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from ba_console.core.orders import OrderFacts, OrderParts
from ba_console.gui import colours, dark_checks
from ba_console.gui.colours import TEXT_CONTRAST, TEXT_ON_FILL, Fill, Tone, contrast
from tests.gui.conftest import log_typed_roll

GUI = Path(__file__).resolve().parents[2] / "ba_console" / "gui"
Role = QPalette.ColorRole


def light_palette() -> QPalette:
    return QStyleFactory.create("Fusion").standardPalette()


@pytest.fixture(params=["light", "dark"])
def any_palette(request, qapp):
    """The application in the light and in the dark palette, as the desktop would set it."""
    before = QApplication.palette()
    wanted = light_palette() if request.param == "light" else colours.dark_palette()
    QApplication.setPalette(wanted)
    yield wanted
    QApplication.setPalette(before)


@pytest.fixture
def dark(qapp):
    before = QApplication.palette()
    QApplication.setPalette(colours.dark_palette())
    yield colours.dark_palette()
    QApplication.setPalette(before)


def test_the_palettes_are_what_the_tests_say():
    assert not colours.is_dark(light_palette())
    assert colours.is_dark(colours.dark_palette())


def test_every_fill_keeps_the_palettes_text_readable(any_palette):
    text = any_palette.color(Role.Text)
    for kind in Fill:
        assert contrast(text, colours.fill(kind)) >= TEXT_CONTRAST, kind


def test_every_tone_reads_on_the_palettes_own_backgrounds(any_palette):
    for kind in Tone:
        for role in (Role.Base, Role.AlternateBase, Role.Window):
            ratio = contrast(colours.tone(kind), any_palette.color(role))
            assert ratio >= TEXT_CONTRAST, (kind, role, ratio)
        assert contrast(colours.window_tone(kind), any_palette.color(Role.Window)) >= (
            TEXT_CONTRAST
        )


def test_every_tone_reads_on_the_fills_it_is_drawn_on(any_palette):
    for kind, background in TEXT_ON_FILL:
        ratio = contrast(colours.tone(kind, background), colours.fill(background))
        assert ratio >= TEXT_CONTRAST, (kind, background, ratio)


def test_the_odds_charts_bars_stand_out_from_the_window(any_palette):
    window = any_palette.color(Role.Window)
    for index in range(len(colours.SERIES)):
        assert contrast(colours.series(index), window) >= colours.GRAPHIC_CONTRAST
    assert contrast(colours.series(0, unset=True), window) >= colours.GRAPHIC_CONTRAST


def test_a_light_palette_keeps_the_consoles_colours():
    """In the light, the colours are the ones the console always had (screenshots agree)."""
    light = light_palette()
    assert colours.fill(Fill.COMMANDER, light).name() == "#e8e4da"
    assert colours.tone(Tone.ERROR, colours=light).name() == "#b00020"
    assert colours.tone(Tone.CAUTION, colours=light).name() == "#8a5300"


def test_no_colour_is_written_into_the_windows_code():
    """One module gives every colour: no "#b00020", QColor("…") or named Qt colour in
    `gui/` (but the generated forms, checked by their .ui files)."""
    literal = re.compile(
        r"""(["'][^"'\n]*#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?\b|QColor\(\s*["']|"""
        r"""Qt\.GlobalColor\.|\bcolor\s*:\s*(?!\{)[a-z#])"""
    )
    found = []
    for path in sorted(GUI.rglob("*.py")):
        if path.name == "colours.py" or "forms" in path.parts:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if literal.search(line) and "palette(" not in line:
                found.append(f"{path.relative_to(GUI)}:{number}: {line.strip()}")
    ui = GUI.parents[1] / "ui"
    for path in sorted(ui.glob("*.ui")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"color\s*:|#[0-9a-fA-F]{6}", line):
                found.append(f"ui/{path.name}:{number}: {line.strip()}")
    assert found == []


def _cells(model, parent: QModelIndex | None = None):
    parent = parent if parent is not None else QModelIndex()
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            index = model.index(row, column, parent)
            yield index
        child = model.index(row, 0, parent)
        if model.rowCount(child):
            yield from _cells(model, child)


def _colour(value, default: QColor) -> QColor:
    if isinstance(value, QBrush):
        return value.color()
    if isinstance(value, QColor):
        return value
    return default


def unreadable_cells(model, palette: QPalette) -> list[str]:
    """Cells whose text (their foreground, else the palette's text) on their background
    (else the palette's base) falls under 4.5:1."""
    text = palette.color(Role.Text)
    base = palette.color(Role.Base)
    bad = []
    for index in _cells(model):
        shown = index.data(Qt.ItemDataRole.DisplayRole)
        if not shown:
            continue
        fore = _colour(index.data(Qt.ItemDataRole.ForegroundRole), text)
        back = _colour(index.data(Qt.ItemDataRole.BackgroundRole), base)
        ratio = contrast(fore, back)
        if ratio < TEXT_CONTRAST:
            bad.append(f"{shown!r}: {fore.name()} on {back.name()} = {ratio:.2f}")
    return bad


FAR = OrderFacts(over_30cm_from_commander=True)


def test_in_a_dark_palette_the_commanders_rows_are_dark_and_their_names_readable(dark, controller):
    from ba_console.gui.models.order_sheet_model import OrderSheetModel

    model = OrderSheetModel(controller)
    model.reload()
    group = model.index(0, 0)
    assert model.rowCount(group) > 0  # a commander's row, with his units under it
    background = group.data(Qt.ItemDataRole.BackgroundRole).color()
    assert background.lightnessF() < 0.5  # not the light beige of the light palette
    assert contrast(dark.color(Role.Text), background) >= TEXT_CONTRAST


def test_in_a_dark_palette_every_cell_of_the_order_sheet_and_roster_reads(dark, controller):
    from ba_console.gui.models.order_sheet_model import OrderSheetModel
    from ba_console.gui.models.roster_model import RosterModel

    march = OrderParts.from_data({"march": {"to": "the farm"}})
    assert controller.save_order("bty-yg", text="Limber up", parts=march, facts=FAR)
    assert controller.save_order(
        "i-15", text="attack", parts=OrderParts.from_data({"attack": {"target": "i-2g"}})
    )
    assert controller.update_unit("ii-15", "disorder", "FD")
    assert controller.update_unit("i-2g", "disorder", "MD")
    assert controller.update_unit("f-15", "figures", 0)
    sheet = OrderSheetModel(controller)
    sheet.reload()
    assert unreadable_cells(sheet, dark) == []
    roster = RosterModel()
    roster.set_snapshot(controller.roster_snapshot())
    assert unreadable_cells(roster, dark) == []


def test_in_a_dark_palette_the_logs_void_and_typed_rows_read(dark, controller):
    from ba_console.gui.models.roll_log_model import RollLogModel

    roll = log_typed_roll(controller, "catch", "owner", "i-15", "caught")
    controller.rolls.void_roll(roll.sequence, "typed on the wrong unit")
    model = RollLogModel(controller.game)
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 2  # the void and the voided roll
    assert unreadable_cells(model, dark) == []


def _drawn_check(style, element, palette: QPalette) -> float:
    """The highest contrast against the base of any pixel of an unticked check box that
    `style` draws on the palette's base."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyle, QStyleOptionButton, QStyleOptionViewItem

    base = palette.color(Role.Base)
    image = QImage(24, 24, QImage.Format.Format_RGB32)
    image.fill(base)
    option = (
        QStyleOptionViewItem()
        if element == QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck
        else QStyleOptionButton()
    )
    option.rect = QRect(4, 4, 14, 14)
    option.palette = palette
    option.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Off
    painter = QPainter(image)
    style.drawPrimitive(element, option, painter, None)
    painter.end()
    return max(contrast(QColor(image.pixel(x, y)), base) for x in range(24) for y in range(24))


def test_in_a_dark_palette_an_unticked_check_box_shows(qapp):
    """Fusion's own frame all but vanishes on a dark base; the console's shows at 3:1."""
    from PySide6.QtWidgets import QStyle, QStyleFactory

    dark = colours.dark_palette()
    fusion = QStyleFactory.create("Fusion")
    framed = dark_checks.VisibleChecks("fusion")
    for element in (
        QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck,
        QStyle.PrimitiveElement.PE_IndicatorCheckBox,
    ):
        assert _drawn_check(fusion, element, dark) < colours.GRAPHIC_CONTRAST
        assert _drawn_check(framed, element, dark) >= colours.GRAPHIC_CONTRAST
    # Light: nothing is added to Fusion's own drawing.
    light = light_palette()
    element = QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck
    assert _drawn_check(framed, element, light) == _drawn_check(fusion, element, light)


def test_the_window_frames_check_boxes_only_under_fusion_in_the_dark(qapp):

    before_palette, before_style = QApplication.palette(), QApplication.style().name()
    try:
        QApplication.setStyle("Fusion")
        QApplication.setPalette(light_palette())
        assert not dark_checks.show_checks_in_the_dark(qapp)
        QApplication.setPalette(colours.dark_palette())
        assert dark_checks.show_checks_in_the_dark(qapp)
        assert isinstance(QApplication.style(), dark_checks.VisibleChecks)
        assert not dark_checks.show_checks_in_the_dark(qapp)  # once is enough
    finally:
        QApplication.setStyle(before_style)  # by name: the application makes and owns it
        QApplication.setPalette(before_palette)
