"""Every colour the window shows beyond the palette's own, made from the palette.

The console follows the desktop's light or dark palette: nothing in `gui/` names a colour
of its own. A view asks here for a *tone* (the colour of a kind of text: an error, a
caution, what was typed from the book) or a *fill* (the background of a kind of cell: a
commander's row on the order sheet, an unset cell of a table), and gets it worked out
from the palette in use at that moment. The hues are the console's (red for an error,
amber for what the umpire typed, green for an order followed); their lightness is fitted
so that text keeps a contrast of at least 4.5:1 (WCAG 2, level AA) on the background it is
drawn on, in a light palette and in a dark one. `tests/gui/test_colours.py` computes it
for every pair the views draw (`TEXT_ON_FILL`).

Colours read the palette when asked, so a table model that asks in `data()` follows a
change of the desktop's palette at its next paint, and a label styled once is styled
again when its view is next refreshed. Paper is the one exception: what is printed is
dark ink on white whatever the desktop (`PAPER_*`).
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette

Role = QPalette.ColorRole

# The contrast text must keep on its background (WCAG 2, AA for body text), and what a
# colour is fitted to: a little over it, so that rounding to 8-bit channels keeps it.
TEXT_CONTRAST = 4.5
_FITTED = 4.6
# Graphics (a bar of the odds chart) against their background (WCAG 2, non-text contrast).
GRAPHIC_CONTRAST = 3.0


class Tone(Enum):
    """Kinds of text, each with its hue (the colour it has in a light palette)."""

    ERROR = "#b00020"  # refused, broken chain, a unit in FD, a fallen commander
    CAUTION = "#8a5300"  # typed from the book, cautions of the roll dialog
    WARNING = "#a33a00"  # an order's attack that needs a look
    DISORDERED = "#a65e00"  # a unit in LD or MD
    DONE = "#2e6b3a"  # an order followed
    PENDING = "#8a5a00"  # an order that needs its ordering roll
    MUTED = "muted"  # secondary text: rule references, hints, units gone, hashes


class Fill(Enum):
    """Kinds of background, each with its light colour."""

    COMMANDER = "#e8e4da"  # a commander's row on the order sheet
    NEEDS_ROLL = "#fff1c9"  # an order that needs its ordering roll
    CANNOT_ORDER = "#f6dede"  # a unit that cannot take orders (FD)
    WARNED = "#fde4d3"  # an order's attack that needs a look
    UNSET = "#fff3c4"  # an unset cell of the pack
    AUTO = "#e6f2e6"  # a factor the roster ticked
    NOT_APPLICABLE = "#eeeeee"  # a cell the book prints as a dash
    VOID_ROW = "#fff3dc"  # a void in the log
    REFUSED_PANEL = "#fdecea"  # the roll dialog's "cannot" box
    RULED_PANEL = "#fff4dc"  # the roll dialog's "the umpire ruled" box


# Which tone is drawn on which fill (besides every tone on the palette's base and window).
# The contrast test walks this list; a view that draws a new pair adds it here.
TEXT_ON_FILL: tuple[tuple[Tone, Fill], ...] = (
    (Tone.WARNING, Fill.WARNED),
    (Tone.PENDING, Fill.NEEDS_ROLL),
    (Tone.MUTED, Fill.CANNOT_ORDER),
    (Tone.ERROR, Fill.REFUSED_PANEL),
    (Tone.CAUTION, Fill.RULED_PANEL),
    (Tone.MUTED, Fill.VOID_ROW),
    (Tone.MUTED, Fill.UNSET),
    (Tone.MUTED, Fill.AUTO),
    (Tone.MUTED, Fill.NOT_APPLICABLE),
    (Tone.CAUTION, Fill.UNSET),
)

# The bars of the odds chart, one hue per outcome, and the hatched "read from the book".
SERIES = ("#3b6ea8", "#5b8f3a", "#b07a1f", "#a8433b", "#6b4fa0", "#2f8f8a", "#7a7a7a")
SERIES_UNSET = "#d8b24a"
# The bars by what the outcome means to the unit (`play.roll.outcome_meanings`): warm hues
# for harm (amber to dark red, in the table's order), green for help, cool for an outcome
# the pack leaves plain; so that a fall is never drawn in the green of good news.
MEANING_SERIES = {
    "harm": ("#b07a1f", "#c0562a", "#a8433b", "#7a2e2a"),
    "help": ("#5b8f3a", "#2f8f8a"),
    "plain": ("#3b6ea8", "#6b4fa0", "#7a7a7a"),
}

# Printed order sheets: ink on white paper, whatever the screen's palette.
PAPER_HEADING = "#e8e4da"
PAPER_MUTED = "#555555"


def palette() -> QPalette:
    """The application's palette now (the desktop's, unless the umpire's style sets one)."""
    return QGuiApplication.palette()


def is_dark(colours: QPalette | None = None) -> bool:
    """Whether the palette is a dark one: light text on a dark base."""
    colours = colours or palette()
    return luminance(colours.color(Role.Base)) < luminance(colours.color(Role.Text))


def fill(kind: Fill, colours: QPalette | None = None) -> QColor:
    """The background of `kind`: its light colour in a light palette; in a dark one, the
    same hue a little lighter than the base. Either way the palette's text stays readable
    on it."""
    colours = colours or palette()
    base = colours.color(Role.Base)
    text = colours.color(Role.Text)
    light = QColor(kind.value)
    if not is_dark(colours):
        colour = light
    else:
        hue = max(light.hslHueF(), 0.0)
        colour = QColor.fromHslF(
            hue, min(light.hslSaturationF(), 0.35), min(base.lightnessF() + 0.09, 1.0)
        )
    return _fit(colour, text, TEXT_CONTRAST)


def tone(kind: Tone, on: Fill | QColor | None = None, colours: QPalette | None = None) -> QColor:
    """The text colour of `kind` drawn on `on` (a fill, a colour; default: any of the
    palette's own backgrounds, the base, the alternate rows' base and the window), fitted
    to stay readable there. Muted text is the palette's text a little toward its base."""
    colours = colours or palette()
    if isinstance(on, Fill):
        backgrounds = [fill(on, colours)]
    elif isinstance(on, QColor):
        backgrounds = [on]
    else:
        backgrounds = [colours.color(role) for role in (Role.Base, Role.AlternateBase, Role.Window)]
    if kind is Tone.MUTED:
        colour = _mix(colours.color(Role.Text), backgrounds[0], 0.45)
    elif is_dark(colours):
        # The hue, lightened to read on a dark background.
        hue = QColor(kind.value)
        colour = QColor.fromHslF(max(hue.hslHueF(), 0.0), hue.hslSaturationF(), 0.72)
    else:
        colour = QColor(kind.value)
    for background in backgrounds:
        colour = _fit(colour, background, TEXT_CONTRAST)
    return colour


def window_tone(kind: Tone, colours: QPalette | None = None) -> QColor:
    """The text colour of `kind` on the window's background (labels, the status bar)."""
    colours = colours or palette()
    return tone(kind, colours.color(Role.Window), colours)


def series(index: int, colours: QPalette | None = None, unset: bool = False) -> QColor:
    """The odds chart's bar colour number `index` (or the unset part's), seen against the
    window: at least 3:1, as graphics should be."""
    colours = colours or palette()
    colour = QColor(SERIES_UNSET if unset else SERIES[index % len(SERIES)])
    return _fit(colour, colours.color(Role.Window), GRAPHIC_CONTRAST)


def outcome_colour(meaning: str, rank: int, colours: QPalette | None = None) -> QColor:
    """The bar of the `rank`-th outcome (from 0) of those meaning `meaning` ("harm",
    "help", "plain"), seen against the window at 3:1 at least."""
    colours = colours or palette()
    hues = MEANING_SERIES.get(meaning, MEANING_SERIES["plain"])
    return _fit(
        QColor(hues[min(rank, len(hues) - 1)]), colours.color(Role.Window), GRAPHIC_CONTRAST
    )


def brush(colour: QColor) -> QBrush:
    """A solid brush of `colour`, the same as `QBrush(colour)`. Built in three steps:
    PySide6 tells `QBrush(colour)` from the constructor's other overloads by building the
    QImage and QGradient types and their enums, some 3 ms before the window's first frame."""
    solid = QBrush()
    solid.setColor(colour)
    solid.setStyle(Qt.BrushStyle.SolidPattern)
    return solid


def css(colour: QColor) -> str:
    """The colour as a style sheet or HTML writes it: "#b00020"."""
    return colour.name(QColor.NameFormat.HexRgb)


def text_style(kind: Tone, extra: str = "") -> str:
    """A label's style sheet: the tone on the window ("color: #b00020;")."""
    return f"color: {css(window_tone(kind))};{(' ' + extra) if extra else ''}"


def panel_style(kind: Tone, background: Fill, widget: str = "QLabel") -> str:
    """A boxed message: the tone on its fill, with a border of the tone."""
    text = tone(kind, background)
    return (
        f"{widget} {{ background: {css(fill(background))}; color: {css(text)};"
        f" border: 1px solid {css(_mix(text, fill(background), 0.5))};"
        " border-radius: 3px; padding: 4px; }"
    )


# --- the arithmetic (WCAG 2 relative luminance and contrast) ---------------------------------


def luminance(colour: QColor) -> float:
    """Relative luminance of an sRGB colour (WCAG 2)."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast(first: QColor, second: QColor) -> float:
    """The contrast ratio of two colours, 1 to 21 (WCAG 2)."""
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def _mix(colour: QColor, other: QColor, share: float) -> QColor:
    """`colour` with `share` of `other` mixed in."""
    keep = 1.0 - share
    return QColor.fromRgbF(
        colour.redF() * keep + other.redF() * share,
        colour.greenF() * keep + other.greenF() * share,
        colour.blueF() * keep + other.blueF() * share,
    )


def _fit(colour: QColor, against: QColor, ratio: float) -> QColor:
    """`colour`, made darker (against a light colour) or lighter (against a dark one) in
    small steps of lightness until its contrast with `against` reaches `ratio`; as it is
    when it does already. Black or white, at the end, always reach 4.5 against one side."""
    wanted = _FITTED if ratio == TEXT_CONTRAST else ratio + 0.1
    if contrast(colour, against) >= wanted:
        return colour
    darken = luminance(against) > 0.18
    hue = max(colour.hslHueF(), 0.0)
    saturation = colour.hslSaturationF()
    lightness = colour.lightnessF()
    for _ in range(60):
        lightness = max(lightness - 0.02, 0.0) if darken else min(lightness + 0.02, 1.0)
        candidate = QColor.fromHslF(hue, saturation, lightness)
        if contrast(candidate, against) >= wanted or lightness in (0.0, 1.0):
            return candidate
    return candidate


def dark_palette() -> QPalette:
    """A dark palette as desktops' dark themes give (Fusion's dark colours): for checking
    the console in the dark, by the tests and the screenshot tool, on a machine whose
    desktop is light."""
    colours = QPalette()
    for role, value in (
        (Role.Window, "#2b2b2b"),
        (Role.WindowText, "#e6e6e6"),
        (Role.Base, "#1e1e1e"),
        (Role.AlternateBase, "#262626"),
        (Role.Text, "#e6e6e6"),
        (Role.PlaceholderText, "#a0a0a0"),
        (Role.Button, "#353535"),
        (Role.ButtonText, "#e6e6e6"),
        (Role.BrightText, "#ff6b6b"),
        (Role.Highlight, "#2f6fb0"),
        (Role.HighlightedText, "#ffffff"),
        (Role.ToolTipBase, "#3a3a3a"),
        (Role.ToolTipText, "#e6e6e6"),
        (Role.Link, "#7fb3ff"),
        (Role.LinkVisited, "#c59cff"),
        (Role.Light, "#4a4a4a"),
        (Role.Midlight, "#3d3d3d"),
        (Role.Mid, "#5a5a5a"),
        (Role.Dark, "#1a1a1a"),
        (Role.Shadow, "#000000"),
    ):
        colours.setColor(role, QColor(value))
    for role, value in (
        (Role.WindowText, "#808080"),
        (Role.Text, "#808080"),
        (Role.ButtonText, "#808080"),
    ):
        colours.setColor(QPalette.ColorGroup.Disabled, role, QColor(value))
    return colours
